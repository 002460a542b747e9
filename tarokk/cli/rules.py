"""House rules on the command line: the ``--rules`` argument every command that plays or
settles takes, and ``tarokk rule``, a rule's statement, sources and options."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tarokk.cli.engine_text import rule_title, sources_text, values_text
from tarokk.cli.language import N_, _, in_engine_language, words_language
from tarokk.core.catalogue import Language, Rule, catalogue, game_rules, search, slug
from tarokk.core.errors import TarokkInputError
from tarokk.core.options import GameOptions, format_value
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, option_field, option_fields

RULES_HELP = N_(
    "the rules: a preset ({presets}) and options it plays differently, e.g. "
    "'pagat, discard_xx=forbidden'; or a house-rules TOML file"
)


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None = "pagat", note: str = "") -> None:
    """``--rules`` (also spelled ``--variant``): a preset, a spec or a house-rules file."""
    text = _(RULES_HELP).format(presets=", ".join(PRESETS)) + (f" ({_(note)})" if note else "")
    parser.add_argument("--rules", "--variant", dest="variant", default=default, metavar="RULES", help=text)


def option_text(name: str) -> list[str]:
    """An option: what it decides, each preset's value with its sources, the values it takes."""
    f = option_field(name)
    lines = [f"{f.name}: {Ruleset.texts(f.name).doc_in(rule_language())}"]
    for preset, rules in PRESETS.items():
        value = getattr(rules, f.name)
        lines.append(f"  {preset}: {format_value(value)} ({sources_text(f.name, value)})")
    lines.append("  " + _("values: {values}").format(values=values_text(f.name)))
    return lines


def rule_text(entry: Rule) -> str:
    """A rule: name and Hungarian term, statement, sources and quotes, options, page and anchor."""
    language = rule_language()
    lines = [
        f"{entry.id}: {entry.titled(language)} ({entry.hu})",
        entry.stated(language),
        _("Sources: {sources}").format(sources=entry.citation()),
    ]
    lines += [f"  “{quote}”" for quote in entry.quotes]
    if entry.game != "paskievics":
        game = load_game(entry.game)
        name = game.definition.hu if isinstance(game, TableGame) else entry.game
        lines.append(_("Game: {game}; its options are listed in the game's chapter.").format(game=name))
        if entry.options:
            lines.append(_("Options that change it, with the value the game plays unless told otherwise:"))
            lines += [f"  {option}: {value}" for option, value in _table_defaults(entry).items()]
    elif entry.options:
        lines.append(_("Options that change it, with each preset's value:"))
        lines += [f"  {line}" for name in entry.options for line in option_text(name)]
    else:
        lines.append(_("No ruleset option changes it: every preset plays it the same way."))
    lines.append(
        _("In the book: the page {page!r}, section ({id})= — {html}").format(
            page=entry.page, id=entry.id, html=_html(entry)
        )
    )
    return "\n".join(lines)


def _table_defaults(entry: Rule) -> dict[str, str]:
    """The options of another game's rule, each with the value the game plays by default."""
    game = load_game(entry.game)
    assert isinstance(game, TableGame)
    return {name: format_value(getattr(game.rules, name)) for name in entry.options}


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
        "options": (
            {name: {"default": value} for name, value in _table_defaults(entry).items()}
            if entry.game != "paskievics"
            else {
                name: {preset: format_value(getattr(rules, name)) for preset, rules in PRESETS.items()}
                for name in entry.options
            }
        ),
        "page": entry.page,
        "anchor": entry.id,
        "html": _html(entry),
    }


def rule_language() -> Language:
    """The language the command line names and states a rule in: the language it speaks
    (``--lang``, or the locale)."""
    return "en" if in_engine_language() else "hu"


def game_option_text(options: type[GameOptions], name: str) -> list[str]:
    """One option of another game: what it decides, its default and the values it takes, each
    with the source that plays it, in the language spoken."""
    lines = [f"{name}: {options.texts(name).doc_in(rule_language())}"]
    lines.append("  " + _("default: {value}").format(value=format_value(options.default(name))))
    lines.append("  " + _("values: {values}").format(values=options.expected(name, words_language())))
    return lines


def _game_rules(args: argparse.Namespace, game: str) -> None:
    """``tarokk rule --game G``: the game's house-rule options (``--options``, or one by name),
    or its rules from its catalogue, all or those the words find."""
    hosted = load_game(game)
    assert isinstance(hosted, TableGame), f"{game} plays through the table interface"
    options = type(hosted.rules)
    words = " ".join(args.words).strip()
    named = words.replace("-", "_").casefold()
    if args.options or named in options.names():
        chosen = [named] if named in options.names() else list(options.names())
        if args.json:
            print(json.dumps({name: _option_json(options, name) for name in chosen}, ensure_ascii=False, indent=1))
        else:
            print("\n".join(line for name in chosen for line in game_option_text(options, name)))
        return
    entries = [entry for entry in game_rules(game) if not words or entry in search(words)]
    if not entries:
        raise TarokkInputError(
            _("no rule of {game} matches {words!r}; try fewer words, or English and Hungarian ones").format(
                game=game, words=words
            )
        )
    if args.json:
        print(json.dumps([_rule_json(entry) for entry in entries], ensure_ascii=False, indent=1))
    elif len(entries) == 1:
        print(rule_text(entries[0]))
    else:
        print("\n".join(f"  {entry.id}: {rule_title(entry)} ({entry.hu})" for entry in entries))


def _option_json(options: type[GameOptions], name: str) -> dict[str, object]:
    texts = options.texts(name)
    return {
        "doc": texts.doc,
        "doc_hu": texts.doc_hu,
        "default": format_value(options.default(name)),
        "values": options.expected(name),
        "sources": dict(texts.sources),
        "sources_hu": dict(texts.sources_hu),
    }


def cmd_rule(args: argparse.Namespace) -> None:
    if args.game and args.game != "paskievics":
        _game_rules(args, args.game)
        return
    if args.options:
        if args.json:
            print(json.dumps({f.name: f.metadata["doc"] for f in option_fields()}, ensure_ascii=False, indent=1))
        else:
            print("\n".join(line for f in option_fields() for line in option_text(f.name)))
        return
    words = " ".join(args.words).strip()
    if not words:
        raise TarokkInputError(
            _("tarokk rule takes a rule id (bidding.invit), an option (discard_xx) or words to search")
        )
    entry = catalogue().get(words.lower())
    if entry is not None and not args.search:
        print(json.dumps(_rule_json(entry), ensure_ascii=False, indent=1) if args.json else rule_text(entry))
        return
    if not args.search and slug(words).replace("-", "_") in {f.name for f in option_fields()}:
        print("\n".join(option_text(words)))
        return
    # Paskievics tarokk's rules first (the game played unless told otherwise), then each other game's
    found = sorted(search(words), key=lambda entry: entry.game != "paskievics")
    if not found:
        raise TarokkInputError(
            _("no rule matches {words!r}; try fewer words, or English and Hungarian ones").format(words=words)
        )
    if args.json:
        print(json.dumps([_rule_json(entry) for entry in found], ensure_ascii=False, indent=1))
    elif len(found) == 1:
        print(rule_text(found[0]))
    else:
        print(_("{count} rules match {words!r}:").format(count=len(found), words=words))
        print("\n".join(f"  {entry.id}: {rule_title(entry)} ({entry.hu})" for entry in found))


def add_rule_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tarokk rule``."""
    rulep = subparsers.add_parser(
        "rule", help=_("a rule's statement, sources, options and book section; or search rules")
    )
    rulep.add_argument(
        "words", nargs="*", metavar="ID-OR-WORD", help=_("a rule id (bidding.invit), an option, or words")
    )
    rulep.add_argument("--search", action="store_true", help=_("search the rules for these words (accents optional)"))
    rulep.add_argument("--options", action="store_true", help=_("every ruleset option with each preset's value"))
    rulep.add_argument(
        "--game",
        choices=registered_games(),
        help=_("another game: its rules (all, or those the words find) and, with --options, its house-rule options"),
    )
    rulep.add_argument("--json", action="store_true", help=_("print the rule as JSON"))
    rulep.set_defaults(run=cmd_rule)
