"""The settlement in the Hungarian edition's words, for the pages of the Elszámolás chapter:
each item and transfer of :func:`tarokk.games.paskievics.scoring.settle` named from the
fields the engine keeps (the figure's Hungarian name, who announced or made it, whom it
favours) with its rule id, and the tables those pages show, as Markdown text."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

from tarokk.core.display import with_minus
from tarokk.core.figures import Figure
from tarokk.core.seats import Seat
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, ruleset
from tarokk.games.paskievics.scoring import Item, Settlement, Transfer, settle, summary_from_data
from tarokk.games.paskievics.session import Session, SessionEntry, SessionFile, SheetRow
from tarokkbook.magyar import GAMES

OWNERS = {"declarer": "a felvevő pártjáé", "opponents": "az ellenfeleké"}
"""Whose a figure is: the side that announced it or made it silently."""

WINNERS = {"declarer": "a felvevő pártja nyerte", "opponents": "az ellenfelek nyerték"}
"""Who won the game."""


def signed(value: int | Fraction) -> str:
    """``+4``, ``−12``, ``+5/2``, ``0``: units, from the declarer's side's point of view or a player's."""
    if not value:
        return "0"
    if isinstance(value, int) or value.denominator == 1:
        return with_minus(int(value), "+")
    return with_minus(value) if value < 0 else f"+{value}"


def item_hu(item: Item) -> str:
    """An item as players name it: „játék, a felvevő pártja nyerte”, „bemondott
    pagátultimó, a felvevő pártjáé”, „csendes volát, az ellenfeleké”."""
    figure = Figure(item.figure)
    if figure is Figure.GAME:
        return f"játék, {WINNERS[item.side]}"
    return f"{'bemondott' if item.announced else 'csendes'} {figure.hu}, {OWNERS[item.owner]}"


def transfer_hu(transfer: Transfer) -> str:
    """A payment between seats: „C → A, B, D: 11”, each payer paying each receiver."""
    return f"{', '.join(transfer.payers)} → {', '.join(transfer.receivers)}: {transfer.units}"


def payments_hu(result: Settlement) -> str:
    """What each seat wins or pays: „A +2, B +2, C −2, D −2”."""
    return ", ".join(f"{seat} {signed(units)}" for seat, units in result.payments.items())


def link(rule: str) -> str:
    """A MyST reference to the book section stating the rule."""
    return f"{{ref}}`{rule} <{rule}>`"


def table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A Markdown table: a header row of words, then one row per list of cells."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def ruling_table(result: Settlement) -> str:
    """The engine's settlement: items and transfers with their rules, the net, the payments."""
    rows = [[signed(i.signed), item_hu(i), link(i.rule)] for i in result.items]
    rows += [["", transfer_hu(t), link(t.rule)] for t in result.transfers]
    text = table(["egység", "tétel", "szabály"], rows) if rows else "Nincs tétel."
    return f"{text}\n\n**Egyenleg: {signed(result.net)}.** Fizetések: {payments_hu(result)}."


def options_table(*names: str) -> str:
    """The options named and the value each preset gives them."""
    return table(
        ["kapcsoló", *PRESETS],
        [[f"`{name}`", *(f"`{getattr(preset, name)}`" for preset in PRESETS.values())] for name in names],
    )


def _agrees(result: Settlement, expect: dict[str, Any]) -> bool:
    """Whether the engine's settlement gives the net, items, figures and payments the source does."""
    checks = []
    if "net" in expect:
        checks.append(result.net == expect["net"])
    if "items" in expect:
        checks.append(
            Counter((i.figure, i.side, i.units) for i in result.items)
            == Counter((i["figure"], i["side"], i["units"]) for i in expect["items"])
        )
    for figure, value in expect.get("figures", {}).items():
        checks.append(sum(i.signed for i in result.items if i.figure == figure) == value)
    if "payments" in expect:
        checks.append(dict(result.payments) == expect["payments"])
    return all(checks)


def source_name(anchor: str) -> str:
    """How a source passage is cited: „Tolnai 53. §”, „Tolnai 62**. §”, or „pagat”."""
    if anchor.startswith("tolnai-"):
        return f"Tolnai {anchor.removeprefix('tolnai-').replace('x', '*')}. §"
    return "pagat"


def examples_table(examples: Iterable[dict[str, Any]], *ids: str) -> str:
    """The sources' worked examples named (from ``book/examples/payments.toml``), each
    settled by the engine under its source's rules, ✓ where it agrees with the source."""
    rows = []
    for example in (e for e in examples if e["id"] in ids):
        rules: Ruleset = ruleset(example["variant"]).with_options(**example.get("options", {}))
        result = settle(summary_from_data(example["summary"], {"variant": example["variant"]}), rules)
        options = ", ".join(f"{k} = {v}" for k, v in example.get("options", {}).items())
        variant = example["variant"] + (f" ({options})" if options else "")
        engine = "<br>".join(f"{signed(i.signed)}: {item_hu(i)}" for i in result.items)
        engine += "".join(f"<br>{transfer_hu(t)}" for t in result.transfers)
        mark = "✓" if _agrees(result, example["expect"]) else "✗ eltér"
        rows.append(
            [
                f"{{ref}}`{source_name(example['anchor'])} <{example['anchor']}>`",
                variant,
                example["says"],
                f"{engine}<br>**egyenleg {signed(result.net)}**; {payments_hu(result)}",
                mark,
            ]
        )
    return table(["forrás", "szabályok", "a forrás szerint", "a motor elszámolása", "egyezik"], rows)


PENALTIES = {
    "wrong-discard": "hibás skart",
    "revoke": "renonsz",
    "failed-probaharom": "elbukott próbahárom",
    "missed-invit": "elhibázott invit",
}
"""The penalties as players name them (Tolnai §35, §38, §62*)."""


def _result_hu(entry: SessionEntry, row: SheetRow, session: Session) -> str:
    """What happened in a deal, as a line of the score sheet: „Cili és Anna: egyes játék, +12”."""
    if entry.summary is None:
        return row.line.text("hu")
    summary = entry.summary
    dealer = session.players.index(row.dealer)

    def player_at(seat: Seat) -> str:
        if seat == "E":
            return row.dealer
        return session.players[(dealer + 1 + ACTIVE_SEATS.index(seat)) % session.size]

    if summary.penalty is not None:
        return f"{PENALTIES[summary.penalty.kind]}: {player_at(summary.penalty.seat)}"
    who = player_at(summary.declarer_seat)
    team = f"{who} és {player_at(summary.partner)}" if summary.partner else f"{who} egyedül"
    net = settle(summary, session.rules).net
    return f"{team}: {GAMES[summary.played_contract.name]}, {signed(net)}"


def sheet_table(file: SessionFile, session: Session) -> str:
    """The running score sheet of a session in Hungarian: each deal, its dealer, what
    happened, its multiplier, everybody's total, the kassza if kept, the mayor's hat."""
    header = ["leosztás", "osztó", "eredmény", "×", *session.players]
    if session.rules.ultimo_kassza:
        header.append("kassza")
    header.append("kalap")
    rows = []
    for number, row in enumerate(session.rows):
        if number < len(file.entries):
            result = _result_hu(file.entries[number], row, session)
        else:
            result = "a játszma vége: a kasszát elosztják"
        cells: list[object] = [row.number, row.dealer, result, row.multiplier]
        cells += [signed(row.totals[player]) for player in session.players]
        if session.rules.ultimo_kassza:
            cells.append(signed(row.kassza))
        cells.append(row.hat or "")
        rows.append(cells)
    return table(header, rows)
