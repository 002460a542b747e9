"""``tarokk settle``, ``tarokk table`` and ``tarokk sheet``: settlement on the command line."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tarokk.core.catalogue import rule
from tarokk.core.errors import TarokkInputError
from tarokk.core.rules import PRESETS, Ruleset, ruleset
from tarokk.core.rulings import as_text
from tarokk.games.paskievics.outcome import load_deal_or_summary
from tarokk.games.paskievics.scoring import (
    FIGURE_NAMES,
    MULTIPLIER_COLUMNS,
    DealSummary,
    Item,
    Settlement,
    as_number,
    multiplier_table,
    scoring_table,
    settle,
    settlement_json,
)
from tarokk.games.paskievics.session import load_session, run_session


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


def _signed(value: int | float) -> str:
    return f"{value:+}".replace("-", "−") if value else "0"


def _headline(s: DealSummary, rules: Ruleset) -> str:
    team = f"with {s.partner}" if s.partner else "alone"
    contract = s.played_contract
    return (
        f"{s.declarer} plays {contract.name} ({contract.hu}) {team}, {s.players} players, {rules.name} rules; "
        f"the declarer's side took {s.declarer_card_points} card points and {s.declarer_tricks} tricks."
    )


def settlement_text(s: DealSummary, rules: Ruleset, settlement: Settlement, explain: bool) -> str:
    lines = [_headline(s, rules)]
    for item in settlement.items:
        cite = f"  [{item.rule}: {rule(item.rule).citation()}]" if explain else f"  [{item.rule}]"
        lines.append(f"  {_signed(item.signed):>5}  {item.text}{cite}")
    for transfer in settlement.transfers:
        cite = f"  [{transfer.rule}: {rule(transfer.rule).citation()}]" if explain else f"  [{transfer.rule}]"
        lines.append(f"         {transfer.text}{cite}")
    net = settlement.net
    winner = "the declarer's side wins" if net > 0 else "the opponents win" if net < 0 else "nobody wins"
    lines.append(f"Net {_signed(net)}: {winner} {abs(net)}" if net else "Net 0: nobody pays for the game and figures")
    lines.append("Payments: " + ", ".join(f"{seat} {_signed(v)}" for seat, v in settlement.payments.items()))
    if settlement.kassza:
        moves = ", ".join(f"{seat} {_signed(as_number(v))}" for seat, v in settlement.kassza.items())
        lines.append(f"Into the kassza (− takes out): {moves}")
    if explain:
        lines.append("Ruling:")
        lines.append(as_text(list(settlement.rulings)))
    return "\n".join(lines)


def _item_key(item: Item) -> str:
    if item.figure == "game":
        return "game"
    how = "announced" if item.announced else "silent"
    return f"{how} {FIGURE_NAMES[item.figure]} of the {item.owner}"


def _compare(s: DealSummary, names: list[str]) -> str:
    sets = [ruleset(name) for name in names]
    results = [settle(s, rules) for rules in sets]
    keys: list[str] = []
    for result in results:
        keys += [k for k in map(_item_key, result.items) if k not in keys]
    header = ["", *(rules.name for rules in sets), ""]
    rows = [header]

    def add(label: str, values: list[int | None]) -> None:
        cells = ["—" if v is None else _signed(v) for v in values]
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
    add("net", [r.net for r in results])
    for seat in results[0].payments:
        add(f"payment {seat}", [r.payments[seat] for r in results])
    differ = sum(row[-1] == "≠" for row in rows)
    note = f"{differ} line(s) differ (marked ≠)." if differ else "The rulesets agree on this deal."
    return f"{_headline(s, sets[0])}\n{_table(rows)}\n{note}"


def cmd_settle(args: argparse.Namespace) -> None:
    summary = load_deal_or_summary(Path(args.file))
    if args.compare:
        names = [name for name in args.compare.split(",") if name.strip()]
        if len(names) < 2:
            raise TarokkInputError(
                f"--compare takes two or more rulesets separated by commas, e.g. pagat,tolnai1930; got {args.compare!r}"
            )
        if args.json:
            _print_json({ruleset(name).name: settlement_json(settle(summary, ruleset(name))) for name in names})
        else:
            print(_compare(summary, names))
        return
    rules = ruleset(args.variant or summary.variant)
    settlement = settle(summary, rules)
    if args.json:
        _print_json(settlement_json(settlement))
    else:
        print(settlement_text(summary, rules, settlement, args.explain))


def cmd_table(args: argparse.Namespace) -> None:
    rules = ruleset(args.variant)
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
        print(f"Multipliers of the base value, from the declarer's side ({rules.name} rules)")
        print(_table([["Bemondás", *columns], *([label, *map(_signed, values)] for label, values in table)]))
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
    print(f"Tolnai §64: the values of the game and the figures ({rules.name} rules)")
    lines = [["", "Eset", "Hármas", "Kettős", "Egyes", "Szóló", "Bármely játékban"]]
    for r in rows:
        values = [str(v) for v in r.values] + ["—"] if len(r.values) == 4 else ["—"] * 4 + [str(r.values[0])]
        lines.append([str(r.number), r.hu + (" *)" if r.kontra_doubles else ""), *values])
    print(_table(lines, right_from=2))
    print("*) kontra doubles it, rekontra ×4, szubkontra ×8, hirskontra ×16, mordkontra ×32.")


def cmd_sheet(args: argparse.Namespace) -> None:
    session = run_session(load_session(Path(args.file), args.variant))
    records = session.sheet_records()
    if args.json:
        _print_json(records)
        return
    print(f"Score sheet ({session.rules.name} rules): running totals, zero-sum with the kassza")
    columns = list(records[0])
    body = [[str(c) for c in columns]]
    for record in records:
        body.append([_signed(v) if k in session.players or k == "kassza" else str(v) for k, v in record.items()])
    print(_table(body, right_from=4))
    if session.ended:
        print("The session is over: the skíz dealt, and did not deal.")
    else:
        print(f"Next dealer: {session.players[session.dealer]}; next deal counts ×{session.rounds.multiplier()}.")
    if session.hat:
        print(f"The mayor's hat: {session.hat}.")


def add_scoring_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``settle``, ``table`` and ``sheet`` on the main parser's subcommands."""
    variants = ", ".join(PRESETS)
    settlep = subparsers.add_parser("settle", help="who pays what: settle a deal (a summary or a game record)")
    settlep.add_argument("file", help="a deal summary (JSON or TOML) or a game record of a whole deal")
    settlep.add_argument("--variant", help=f"ruleset (default: the summary's): {variants}")
    settlep.add_argument("--json", action="store_true", help="print items, net and payments as JSON")
    settlep.add_argument("--explain", action="store_true", help="the ruling in words, with rule ids and sources")
    settlep.add_argument("--compare", metavar="NAME,NAME…", help="settle under several rulesets side by side")
    settlep.set_defaults(run=cmd_settle)

    tablep = subparsers.add_parser("table", help="tables computed by the engine: multipliers, scoring")
    tablep.add_argument(
        "which", choices=("multipliers", "scoring"), help="pagat's multiplier table, or Tolnai §64's table of values"
    )
    tablep.add_argument("--variant", default="pagat", help=f"ruleset: {variants}")
    tablep.add_argument("--json", action="store_true")
    tablep.set_defaults(run=cmd_table)

    sheetp = subparsers.add_parser("sheet", help="the running score sheet of a session of deals")
    sheetp.add_argument("file", help="a JSON list of deal summaries, or TOML [[deal]] tables")
    sheetp.add_argument("--variant", help=f"ruleset (default: the file's): {variants}")
    sheetp.add_argument("--json", action="store_true")
    sheetp.set_defaults(run=cmd_sheet)
