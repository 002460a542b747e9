"""House rules on the command line: the ``--rules`` argument every command that plays or
settles takes, and ``tarokk rule``, a rule's statement, sources and options."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tarokk.core.catalogue import Language, Rule, catalogue, search, slug
from tarokk.core.errors import TarokkInputError
from tarokk.core.rules import PRESETS, expected_values, format_value, option_field, option_fields, value_sources

RULES_HELP = (
    "the rules: a preset ({presets}) and options it plays differently, e.g. "
    "'pagat, discard_xx=forbidden'; or a house-rules TOML file"
)


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None = "pagat", note: str = "") -> None:
    """``--rules`` (also spelled ``--variant``): a preset, a spec or a house-rules file."""
    text = RULES_HELP.format(presets=", ".join(PRESETS)) + (f" ({note})" if note else "")
    parser.add_argument("--rules", "--variant", dest="variant", default=default, metavar="RULES", help=text)


def option_text(name: str) -> list[str]:
    """An option: what it decides, each preset's value with its sources, the values it takes."""
    f = option_field(name)
    lines = [f"{f.name}: {f.metadata['doc']}"]
    for preset, rules in PRESETS.items():
        value = getattr(rules, f.name)
        lines.append(f"  {preset}: {format_value(value)} ({value_sources(f.name, value)})")
    lines.append(f"  values: {expected_values(f.name)}")
    return lines


def rule_text(entry: Rule, language: Language = "en") -> str:
    """A rule: name and Hungarian term, statement, sources and quotes, options, page and anchor."""
    lines = [
        f"{entry.id}: {entry.titled(language)} ({entry.hu})",
        entry.stated(language),
        f"Sources: {entry.citation()}",
    ]
    lines += [f"  “{quote}”" for quote in entry.quotes]
    if entry.options:
        lines.append("Options that change it, with each preset's value:")
        lines += [f"  {line}" for name in entry.options for line in option_text(name)]
    else:
        lines.append("No ruleset option changes it: every preset plays it the same way.")
    lines.append(f"In the book: the page {entry.page!r}, section ({entry.id})= — {_html(entry)}")
    return "\n".join(lines)


def _html(entry: Rule) -> str:
    return f"{entry.page}.html#{entry.id.replace('.', '-')}"


def _rule_json(entry: Rule) -> dict[str, Any]:
    return {
        "id": entry.id,
        "title": entry.title,
        "statement": entry.statement,
        "hu": entry.hu,
        "title_hu": entry.title_hu,
        "statement_hu": entry.statement_hu,
        "sources": entry.citation(),
        "quotes": list(entry.quotes),
        "options": {
            name: {preset: format_value(getattr(rules, name)) for preset, rules in PRESETS.items()}
            for name in entry.options
        },
        "page": entry.page,
        "anchor": entry.id,
        "html": _html(entry),
    }


def rule_language(args: argparse.Namespace) -> Language:
    """The language ``tarokk rule`` names and states a rule in, the one place it is chosen:
    Hungarian when the command line is asked for Hungarian (``--lang hu``), else English."""
    return "hu" if getattr(args, "lang", None) == "hu" else "en"


def cmd_rule(args: argparse.Namespace) -> None:
    if args.options:
        if args.json:
            print(json.dumps({f.name: f.metadata["doc"] for f in option_fields()}, ensure_ascii=False, indent=1))
        else:
            print("\n".join(line for f in option_fields() for line in option_text(f.name)))
        return
    words = " ".join(args.words).strip()
    if not words:
        raise TarokkInputError("tarokk rule takes a rule id (bidding.invit), an option (discard_xx) or words to search")
    entry = catalogue().get(words.lower())
    if entry is not None and not args.search:
        print(
            json.dumps(_rule_json(entry), ensure_ascii=False, indent=1)
            if args.json
            else rule_text(entry, rule_language(args))
        )
        return
    if not args.search and slug(words).replace("-", "_") in {f.name for f in option_fields()}:
        print("\n".join(option_text(words)))
        return
    found = search(words)
    if not found:
        raise TarokkInputError(f"no rule matches {words!r}; try fewer words, or English and Hungarian ones")
    if args.json:
        print(json.dumps([_rule_json(entry) for entry in found], ensure_ascii=False, indent=1))
    elif len(found) == 1:
        print(rule_text(found[0], rule_language(args)))
    else:
        print(f"{len(found)} rules match {words!r}:")
        print("\n".join(f"  {entry.id}: {entry.title} ({entry.hu})" for entry in found))


def add_rule_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tarokk rule``."""
    rulep = subparsers.add_parser("rule", help="a rule's statement, sources, options and book section; or search rules")
    rulep.add_argument("words", nargs="*", metavar="ID-OR-WORD", help="a rule id (bidding.invit), an option, or words")
    rulep.add_argument("--search", action="store_true", help="search the rules for these words (accents optional)")
    rulep.add_argument("--options", action="store_true", help="every ruleset option with each preset's value")
    rulep.add_argument("--json", action="store_true", help="print the rule as JSON")
    rulep.set_defaults(run=cmd_rule)
