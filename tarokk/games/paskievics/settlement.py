"""A finished Paskievics deal's settlement as the lines every hosted game settles in
(:class:`~tarokk.core.state.SettlementLine`): the items between the sides and the payments
between seats of :func:`~tarokk.games.paskievics.scoring.settle`, each with its sources."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tarokk.core.catalogue import rule
from tarokk.core.figures import DECLARER
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.scoring import DealSummary, Item, Transfer, settle, team_shares, transfer_shares


def settlement_lines(summary: DealSummary, rules: Ruleset, seats: Sequence[Seat]) -> list[SettlementLine]:
    """The settlement of a finished deal (:func:`~tarokk.games.paskievics.scoring.settle`) as
    lines with their sources: each item between the sides shared as :func:`team_shares`
    says, then each payment between seats; a penalty settles by its payments alone. The
    lines sum to the settlement's payments."""
    settled = settle(summary, rules)
    items_paid = summary.penalty is None or summary.penalty.kind == "failed-probaharom"
    lines = [_item_line(item, summary, rules, seats) for item in settled.items] if items_paid else []
    lines += [_transfer_line(transfer, seats) for transfer in settled.transfers]
    return lines


def _item_line(item: Item, summary: DealSummary, rules: Ruleset, seats: Sequence[Seat]) -> SettlementLine:
    shares = team_shares(summary, rules, item.signed)
    whose = "a felvevő pártjáé" if item.owner == DECLARER else "az ellenfeleké"
    said = "bemondott" if item.announced else "csendes"
    result = "teljesítve" if item.side == item.owner else "bukott"
    arithmetic = item.text.rsplit(": ", 1)[-1]
    what_hu = f"{said} {item.figure.hu}, {whose}, {result}: {arithmetic}"
    if item.figure == "game":
        winner = "a felvevő pártja nyerte" if item.side == DECLARER else "az ellenfelek nyerték"
        what_hu = f"a játék, {winner}: {arithmetic}"
    amounts = tuple(Fraction(shares.get(seat, 0)) for seat in seats)
    return SettlementLine(item.text, what_hu, rule(item.rule).citation(), amounts)


def _transfer_line(transfer: Transfer, seats: Sequence[Seat]) -> SettlementLine:
    shares = transfer_shares(transfer)
    amounts = tuple(Fraction(shares.get(seat, 0)) for seat in seats)
    paid = f"{', '.join(transfer.payers)} → {', '.join(transfer.receivers)}, {transfer.units}"
    return SettlementLine(
        transfer.text, f"{rule(transfer.rule).title_hu}: {paid}", rule(transfer.rule).citation(), amounts
    )
