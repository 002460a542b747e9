"""``tarokk settle``, ``tarokk table`` and ``tarokk sheet``: settlement on the command line."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from importlib.resources import files
from pathlib import Path
from typing import Any

from tarokk.cli.engine_text import (
    Otherwise,
    citation,
    depends_lines,
    engine_otherwise,
    item_text,
    rulings_text,
    sources_text,
    transfer_text,
)
from tarokk.cli.language import N_, _, in_engine_language, language, ngettext, words_language
from tarokk.cli.paths import file_name
from tarokk.cli.rules import add_rules_argument
from tarokk.cli.table import chosen_game, settlement_lines, table_game
from tarokk.core.display import signed
from tarokk.core.documents import read_document
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import DECLARER
from tarokk.core.files import read_text
from tarokk.core.gamerecords import is_table_record, parse_table_record, replay_table_record
from tarokk.core.options import format_value
from tarokk.core.state import SettlementLine, payments, registered_games
from tarokk.core.table import TableGame
from tarokk.core.words import CORE
from tarokk.games.paskievics.definition import PASKIEVICS
from tarokk.games.paskievics.explain import explained
from tarokk.games.paskievics.outcome import load_deal_or_summary
from tarokk.games.paskievics.ruleset import Ruleset, rules_argument
from tarokk.games.paskievics.ruling import Depends
from tarokk.games.paskievics.scoring import (
    FIGURE_NAMES,
    MULTIPLIER_COLUMNS,
    DealSummary,
    Item,
    Settlement,
    as_number,
    figure_prices,
    kontra_ladder,
    multiplier_table,
    scoring_table,
    settle,
    settlement_json,
)
from tarokk.games.paskievics.session import load_session, run_session
from tarokk.games.paskievics.words import GAME_OBJECTS


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=1))


def _table(rows: list[list[str]], right_from: int = 1) -> str:
    """Columns padded to their widest cell; numbers (from ``right_from`` on) right-aligned."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(w) if i >= right_from else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _headline(s: DealSummary, rules: Ruleset) -> str:
    team = _("with {partner}").format(partner=s.partner) if s.partner else _("alone")
    contract = s.played_contract
    return _(
        "{declarer} plays {contract} ({hu}) {team}, {players} players, {rules} rules; "
        "the declarer's side took {points} card points and {tricks} tricks."
    ).format(
        declarer=s.declarer,
        contract=contract.name,
        hu=GAME_OBJECTS[contract.name].hu,
        team=team,
        players=s.players,
        rules=rules.name,
        points=s.declarer_card_points,
        tricks=s.declarer_tricks,
    )


def _depends_lines(depends: Depends, indent: str, otherwise: Otherwise = engine_otherwise) -> list[str]:
    first, *others = depends_lines(depends, otherwise)
    return [f"{indent}↳ {first}", *(f"{indent}  {line}" for line in others)]


def settlement_otherwise(s: DealSummary, rules: Ruleset, settlement: Settlement) -> Otherwise:
    """What another value of an option would pay, in words: the engine's sentence, or the
    net and the payments the deal settles to under that value."""

    def otherwise(option: str, value: Any, ruling: str) -> str:
        if in_engine_language():
            return ruling
        other = settle(s, rules.with_options(**{option: value}))
        if other.payments == settlement.payments:
            return _("the same payments")
        payments = ", ".join(f"{seat} {signed(units)}" for seat, units in other.payments.items())
        return _("net {other} instead of {net}, payments {payments}").format(
            other=signed(other.net), net=signed(settlement.net), payments=payments
        )

    return otherwise


def settlement_text(s: DealSummary, rules: Ruleset, settlement: Settlement, explain: bool) -> str:
    """The settlement as a table of items; with ``explain``, every ruling with its rule's
    sources and the house-rule options that decide it."""
    why = explained(s, rules, settlement) if explain else None
    otherwise = settlement_otherwise(s, rules, settlement)
    lines = [_headline(s, rules)]
    for index, item in enumerate(settlement.items):
        cite = f"  {citation(item.rule)}" if explain else f"  [{item.rule}]"
        lines.append(f"  {signed(item.signed):>5}  {item_text(item)}{cite}")
        if why is not None and (depends := why.items[index]) is not None:
            lines += _depends_lines(depends, " " * 9, otherwise)
    for transfer in settlement.transfers:
        cite = f"  {citation(transfer.rule)}" if explain else f"  [{transfer.rule}]"
        lines.append(f"         {transfer_text(transfer)}{cite}")
    net = settlement.net
    if net > 0:
        lines.append(_("Net {net}: the declarer's side wins {units}").format(net=signed(net), units=net))
    elif net < 0:
        lines.append(_("Net {net}: the opponents win {units}").format(net=signed(net), units=-net))
    else:
        lines.append(_("Net 0: nobody pays for the game and figures"))
    payments = ", ".join(f"{seat} {signed(v)}" for seat, v in settlement.payments.items())
    lines.append(_("Payments: {payments}").format(payments=payments))
    if settlement.kassza:
        moves = ", ".join(f"{seat} {signed(as_number(v))}" for seat, v in settlement.kassza.items())
        lines.append(_("Into the kassza (− takes out): {moves}").format(moves=moves))
    if why is not None:
        lines.append(_("Ruling:"))
        lines.append(rulings_text(why.rulings, otherwise=otherwise))
        if why.others:
            lines.append(_("Other options that change this deal:"))
            for depends in why.others:
                lines += _depends_lines(depends, "  ", otherwise)
    return "\n".join(lines)


def _item_key(item: Item) -> str:
    """A row of ``--compare``: a figure, whether it was announced, and whose it is."""
    if item.figure == "game":
        return _("game")
    figure = FIGURE_NAMES[item.figure]
    if item.announced:
        if item.owner == DECLARER:
            return _("announced {figure} of the declarer").format(figure=figure)
        return _("announced {figure} of the opponents").format(figure=figure)
    if item.owner == DECLARER:
        return _("silent {figure} of the declarer").format(figure=figure)
    return _("silent {figure} of the opponents").format(figure=figure)


def compared_rules(text: str) -> list[Ruleset]:
    """The rulesets of ``--compare``: specs or house-rules files separated by ``;``, or by
    commas where a part without ``=`` starts the next one: ``pagat,tolnai1930,discard_xx=forbidden``
    compares pagat with tolnai1930 playing ``discard_xx=forbidden``."""
    if ";" in text:
        parts = text.split(";")
    else:
        parts = []
        for piece in text.split(","):
            if "=" in piece and parts:
                parts[-1] += "," + piece
            else:
                parts.append(piece)
    specs = [part for part in parts if part.strip()]
    if len(specs) < 2:
        raise TarokkInputError(
            _("--compare takes two or more rulesets separated by commas, e.g. pagat,tolnai1930; got {text!r}").format(
                text=text
            )
        )
    return [rules_argument(spec.strip()) for spec in specs]


def _compare(s: DealSummary, sets: list[Ruleset]) -> str:
    results = [settle(s, rules) for rules in sets]
    keys: list[str] = []
    for result in results:
        keys += [k for k in map(_item_key, result.items) if k not in keys]
    header = ["", *(rules.name for rules in sets), ""]
    rows = [header]

    def add(label: str, values: list[int | None]) -> None:
        cells = ["—" if v is None else signed(v) for v in values]
        rows.append([label, *cells, "≠" if len(set(cells)) > 1 else ""])

    for key in keys:
        add(
            key,
            [
                sum(i.signed for i in r.items if _item_key(i) == key)
                if any(_item_key(i) == key for i in r.items)
                else None
                for r in results
            ],
        )
    add(_("net"), [r.net for r in results])
    for seat in results[0].payments:
        add(_("payment {seat}").format(seat=seat), [r.payments[seat] for r in results])
    differ = sum(row[-1] == "≠" for row in rows)
    note = (
        ngettext("{count} line differs (marked ≠).", "{count} lines differ (marked ≠).", differ).format(count=differ)
        if differ
        else _("The rulesets agree on this deal.")
    )
    return f"{_headline(s, sets[0])}\n{_table(rows)}\n{note}" + _deciding_options(s, sets, results)


def _deciding_options(s: DealSummary, sets: list[Ruleset], results: list[Settlement]) -> str:
    """The options the compared rulesets play differently that change this deal under
    one of them, each ruleset's value with its sources."""
    deciding: list[str] = []
    for rules, result in zip(sets, results, strict=True):
        why = explained(s, rules, result)
        named = [d.option for r in why.rulings for d in r.depends] + [d.option for d in why.items if d]
        named += [d.option for d in why.others]
        deciding += [name for name in named if name not in deciding]
    differing = [name for name in deciding if len({format_value(getattr(rules, name)) for rules in sets}) > 1]
    if not differing:
        return ""
    lines = [_("Options the rulesets play differently that decide this deal:")]
    for name in differing:
        values = "; ".join(
            f"{rules.name}: {format_value(getattr(rules, name))} ({sources_text(name, getattr(rules, name))})"
            for rules in sets
        )
        lines.append(f"  {name} — {values}")
    return "\n" + "\n".join(lines)


def summary_template() -> str:
    """An annotated deal summary (TOML with comments) that ``tarokk settle`` accepts as it stands,
    in the language spoken: the Hungarian one with Hungarian keys and words throughout."""
    name = "summary-template.hu.toml" if language() == "hu" else "summary-template.toml"
    return files("tarokk").joinpath("data", name).read_text(encoding="utf-8")


def cmd_settle(args: argparse.Namespace) -> None:
    name = chosen_game(args)
    if args.template:
        language = words_language()
        print(summary_template() if name == "paskievics" else table_game(name).summary_template(language), end="")
        return
    if args.file is None:
        raise TarokkInputError(
            _("tarokk settle takes a deal summary or a game record (--template prints a summary to fill in)")
        )
    text = read_text(Path(args.file))
    if is_table_record(text) and parse_table_record(text).game_name != "paskievics":
        _settle_table_record(text, args)
        return
    if name != "paskievics":
        _settle_table_summary(table_game(name, rules=args.variant), text, args)
        return
    summary = load_deal_or_summary(Path(args.file))  # a Paskievics record, of either format, or a summary
    if not summary.has_game:  # passed out or thrown in: settled all the same, nobody pays
        settlement = settle(summary, rules_argument(args.variant or summary.variant))
        if args.json:
            _print_json(settlement_json(settlement))
            return
        print(_(NO_GAME[summary.outcome]))
        if settlement.kassza:
            moves = ", ".join(f"{seat} {signed(as_number(v))}" for seat, v in settlement.kassza.items())
            print(_("Into the kassza (− takes out): {moves}").format(moves=moves))
        return
    if args.compare:
        sets = compared_rules(args.compare)
        if args.json:
            _print_json({rules.name: settlement_json(settle(summary, rules)) for rules in sets})
        else:
            print(_compare(summary, sets))
        return
    rules = rules_argument(args.variant or summary.variant)
    settlement = settle(summary, rules)
    if args.json:
        _print_json(settlement_json(settlement))
    else:
        print(settlement_text(summary, rules, settlement, args.explain))


NO_GAME = {
    "all-passed": N_("All four passed: no game, nobody pays."),
    "thrown-in": N_("The deal was thrown in: no game, nobody pays."),
}
"""What ``settle`` says of a deal without a game (bidding.all-pass, throw-in.hand)."""


def _settle_table_record(text: str, args: argparse.Namespace) -> None:
    """Settle the record of a game played through the table interface: its own settlement lines."""
    if args.compare or args.variant:
        raise TarokkInputError(_("--compare and --rules settle Paskievics deals; this record names its game's options"))
    state = replay_table_record(parse_table_record(text)).state
    assert isinstance(state.game, TableGame)
    _print_settlement(state.game, state.settlement(), args.json)


def _settle_table_summary(game: TableGame, text: str, args: argparse.Namespace) -> None:
    """Settle a summary of a deal of a game played through the table interface (``--game G``),
    under its options (``--rules``): the game's outcome, read from the summary, settled."""
    if args.compare:
        raise TarokkInputError(_("--compare settles Paskievics deals; give a table game's house rules with --rules"))
    outcome = game.outcome_from_summary(read_document(text, CORE.a_deal_summary))
    _print_settlement(game, game.settle(outcome), args.json)


def _print_settlement(game: TableGame, settled: list[SettlementLine], as_json: bool) -> None:
    """A table game's settlement lines, with what each seat pays in all, as text or as JSON."""
    if as_json:
        lines = [
            {"what": line.what, "what_hu": line.what_hu, "source": line.source, "amounts": list(map(str, line.amounts))}
            for line in settled
        ]
        paid = dict(zip(game.seats, map(float, payments(settled, len(game.seats))), strict=True))
        _print_json({"game": game.name, "lines": lines, "payments": paid})
    else:
        print("\n".join(settlement_lines(game.seats, settled)))


TABLE_PRESETS = {"multipliers": "pagat", "scoring": "tolnai1930"}
"""The rules each table is computed under unless ``--rules`` says otherwise: its source's own."""


def cmd_table(args: argparse.Namespace) -> None:
    game = chosen_game(args)
    if args.which == "prices":
        _price_tables(game, args)
        return
    if game != "paskievics":
        raise TarokkInputError(
            _("{which} is a table of Paskievics tarokk; every game has its prices").format(which=args.which)
        )
    rules = rules_argument(args.variant or TABLE_PRESETS[args.which])
    if args.which == "multipliers":
        table = multiplier_table(rules)
        columns = [label for label, _, _ in MULTIPLIER_COLUMNS]
        if args.json:
            _print_json(
                {
                    "variant": rules.name,
                    "columns": columns,
                    "rows": [{"label": label, "values": values} for label, values in table],
                }
            )
            return
        print(_("Multipliers of the base value, from the declarer's side ({rules} rules)").format(rules=rules.name))
        print(_table([["Bemondás", *columns], *([label, *map(signed, values)] for label, values in table)]))
        return
    rows = scoring_table(rules)
    if args.json:
        _print_json(
            {
                "variant": rules.name,
                "rows": [
                    {"number": r.number, "case": r.hu, "values": list(r.values), "kontra_doubles": r.kontra_doubles}
                    for r in rows
                ],
            }
        )
        return
    print(
        _("Tolnai §64: the values of the game and the figures, computed under the {rules} rules").format(
            rules=rules.name
        )
    )
    lines = [["", "Eset", "Hármas", "Kettős", "Egyes", "Szóló", "Bármely játékban"]]
    for r in rows:
        values = [str(v) for v in r.values] + ["—"] if len(r.values) == 4 else ["—"] * 4 + [str(r.values[0])]
        lines.append([str(r.number), r.hu + (" *)" if r.kontra_doubles else ""), *values])
    print(_table(lines, right_from=2))
    print(_("*) kontra doubles it, rekontra ×4, szubkontra ×8, hirskontra ×16, mordkontra ×32."))


def _price_tables(name: str, args: argparse.Namespace) -> None:
    """``tarokk table prices``: a game's contracts and figures with their prices, as its
    definition holds them (Paskievics tarokk's figure prices under its ruleset's options)."""
    if name == "paskievics":
        rules = rules_argument(args.variant or "pagat")
        definition = replace(PASKIEVICS, kontras=kontra_ladder(rules, PASKIEVICS))
        figures = list(figure_prices(rules, definition).values())
        under = rules.name
    else:
        game = table_game(name, rules=args.variant)
        definition, figures, under = game.definition, list(game.definition.figures), game.rules.spec()
    contracts = [
        {
            "contract": contract.name,
            "hu": contract.hu,
            "base_value": contract.base_value,
            "lost": contract.loss,
            "talon": str(contract.talon),
            "partner": str(contract.partner),
            "lead": str(contract.lead),
        }
        for contract in definition.contracts
    ]
    priced = [
        {"figure": str(price.figure), "hu": price.figure.hu, "silent": price.silent, "announced": price.announced,
         "per_base": price.per_base}
        for price in figures
    ]  # fmt: skip
    kontras = [{"word": word, "factor": definition.kontras.factor(level)} for level, word in
               enumerate(definition.kontras.words, start=1)]  # fmt: skip
    if args.json:
        _print_json({"game": name, "rules": under, "contracts": contracts, "figures": priced, "kontras": kontras})
        return
    print(_("{game}: its contracts and figures with their prices ({rules})").format(game=definition.hu, rules=under))
    heads = [_("contract"), _("base value"), _("lost"), _("talon"), _("partner"), _("first lead")]
    rows = [[f"{c.hu} ({c.name})", str(c.base_value), str(c.loss), _(c.talon), _(c.partner), _(c.lead)]
            for c in definition.contracts]  # fmt: skip
    print(_table([heads, *rows], right_from=1))
    if priced:
        heads = [_("figure"), _("silent"), _("announced")]
        times = _(" × base value")
        rows = [[f"{f.figure.hu} ({f.figure})", f"{f.silent}{times if f.per_base else ''}",
                 f"{f.announced}{times if f.per_base else ''}"] for f in figures]  # fmt: skip
        print()
        print(_table([heads, *rows], right_from=1))
    if kontras:
        print()
        print(", ".join(f"{k['word']} ×{k['factor']}" for k in kontras))


DEFINITION_VALUES = (
    *(N_("shares"), N_("choose-half"), N_("peek-at-price"), N_("to-opponents")),
    *(N_("call-xx"), N_("call-king"), N_("call-highest-missing"), N_("open-helper"), N_("none")),
    *(N_("first-hand"), N_("declarer")),
)
"""How a contract takes the talon, finds a partner and leads (the definition's own words,
:class:`~tarokk.core.definition.TalonHandling`, ``Partner``, ``Lead``), in the catalogue so that
the price table says them in the language spoken."""

SHEET_COLUMNS = (N_("deal"), N_("dealer"), N_("result"), N_("hat"))
"""The score sheet's own columns (the players' columns bear their names)."""


def cmd_sheet(args: argparse.Namespace) -> None:
    rules = rules_argument(args.variant) if args.variant else None
    session = run_session(load_session(Path(args.file), rules.name if rules else None), rules)
    records = session.sheet_records()
    if args.json:
        _print_json(records)
        return
    print(_("Score sheet ({rules} rules): running totals, zero-sum with the kassza").format(rules=session.rules.name))
    columns = list(records[0])
    body = [[_(c) if c in SHEET_COLUMNS else c for c in columns]]
    for row, record in zip(session.rows, records, strict=True):
        record["result"] = row.line.text(words_language())
        body.append([signed(v) if k in session.players or k == "kassza" else str(v) for k, v in record.items()])
    print(_table(body, right_from=4))
    if session.ended:
        print(_("The session is over: the skíz dealt, and did not deal."))
    else:
        print(
            _("Next dealer: {dealer}; next deal counts ×{multiplier}.").format(
                dealer=session.players[session.dealer], multiplier=session.rounds.multiplier()
            )
        )
    if session.hat:
        print(_("The mayor's hat: {hat}.").format(hat=session.hat))


def add_scoring_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``settle``, ``table`` and ``sheet`` on the main parser's subcommands."""
    settlep = subparsers.add_parser("settle", help=_("who pays what: settle a deal (a summary or a game record)"))
    settlep.add_argument(
        "file", nargs="?", type=file_name, help=_("a deal summary (JSON or TOML) or a game record of a whole deal")
    )
    settlep.add_argument("--template", action="store_true", help=_("print an annotated summary (TOML) to fill in"))
    settlep.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game of a summary or of --template (default: the game --rules names, else paskievics)"),
    )
    add_rules_argument(settlep, None, N_("default: the summary's variant"))
    settlep.add_argument("--json", action="store_true", help=_("print items, net and payments as JSON"))
    settlep.add_argument("--explain", action="store_true", help=_("the ruling in words, with rule ids and sources"))
    settlep.add_argument(
        "--compare",
        metavar="RULES,RULES…",
        help=_(
            "settle under several rulesets side by side: presets, specs (separate them by ; when they have "
            "options) or house-rules files"
        ),
    )
    settlep.set_defaults(run=cmd_settle)

    tablep = subparsers.add_parser("table", help=_("tables computed by the engine: multipliers, scoring, prices"))
    tablep.add_argument(
        "which",
        choices=("multipliers", "scoring", "prices"),
        help=_(
            "pagat's multiplier table, Tolnai §64's table of values, or a game's contracts and figures with their "
            "prices (any game)"
        ),
    )
    tablep.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game whose prices to show (default: the game --rules names, else paskievics)"),
    )
    add_rules_argument(tablep, None, N_("default: pagat for multipliers, tolnai1930 for scoring"))
    tablep.add_argument("--json", action="store_true", help=_("print the table as JSON"))
    tablep.set_defaults(run=cmd_table)

    sheetp = subparsers.add_parser("sheet", help=_("the running score sheet of a session of deals"))
    sheetp.add_argument("file", type=file_name, help=_("a JSON list of deal summaries, or TOML [[deal]] tables"))
    add_rules_argument(sheetp, None, N_("default: the file's variant"))
    sheetp.add_argument("--json", action="store_true", help=_("print the score sheet as JSON"))
    sheetp.set_defaults(run=cmd_sheet)
