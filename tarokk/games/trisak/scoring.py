"""What a deal of trisáktarokk is worth, line by line (Tolnai §73): each player of the losing side pays the price,
which the winning side shares; a holding prize goes to its holder from each other player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import PAGAT, Card
from tarokk.core.definition import GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.tricks import Trick
from tarokk.games.trisak.definition import HOLDING_PRIZES, SOLO_PRIZE_FACTOR, TRICKLESS_PAYMENT, ULTIMO_PRICES
from tarokk.games.trisak.options import TrisakOptions
from tarokk.games.trisak.words import HOLDINGS, WORDS

SOURCE = "Tolnai §73"


@dataclass(frozen=True)
class Outcome:
    """A finished deal as the scoring reads it; ``to_opponents`` are the talon cards that count for the opponents."""

    contract: str
    declarer: Seat
    partner: Seat | None
    called: Card | None
    settled: bool
    tricks: tuple[Trick, ...]
    discards: Mapping[Seat, Sequence[Card]]
    to_opponents: tuple[Card, ...]
    announced: tuple[tuple[Seat, str], ...]
    options: TrisakOptions
    definition: GameDefinition

    @property
    def side(self) -> frozenset[Seat]:
        """The declarer and his partner, if he has one."""
        return frozenset(seat for seat in (self.declarer, self.partner) if seat is not None)

    def points(self, seats: frozenset[Seat]) -> int:
        """The card points ``seats`` took in tricks and discards, and the talon's that count for them (Tolnai §7)."""
        laid = [card for seat in seats for card in self.discards[seat]]
        talon = self.to_opponents if self.declarer not in seats else ()
        return self.definition.counting.count_taken(self.tricks, seats, [*laid, *talon])

    def amounts(self, side: frozenset[Seat], price: Fraction, won: bool) -> tuple[Fraction, ...]:
        """Each opponent of ``side`` pays ``price`` if the side ``won``, else receives it."""
        return side_wins(self.definition.seating.active_seats, side, price if won else -price)


def settle(outcome: Outcome) -> list[SettlementLine]:
    """The settlement lines of a finished deal."""
    if outcome.settled:
        return [settled_ultimo(outcome)]
    if outcome.contract == "trisak":
        lines = trisak_lines(outcome)
    elif outcome.contract in ("bettli", "open bettli"):
        lines = [bettli_line(outcome)]
    else:
        lines = [game_line(outcome), *ultimo_lines(outcome)]
    return [*lines, *prize_lines(outcome)]


@enforces("trisak.scoring.game")
def game_line(outcome: Outcome) -> SettlementLine:
    """The game: the declarer's side needs 54 of the 106 points, a tie goes to the opponents (Tolnai §73)."""
    definition, side = outcome.definition, outcome.side
    contract, points = definition.contract(outcome.contract), outcome.points(side)
    who, total, wins = "+".join(sorted(side)), definition.total_points, definition.win_points
    amounts = outcome.amounts(side, Fraction(contract.base_value), points >= wins)
    verb = WORDS.wins if points >= wins else WORDS.loses
    return SettlementLine.said(
        WORDS.game_line, SOURCE, amounts, contract=contract, side=who, verb=verb, points=points, total=total, wins=wins
    )


@enforces("trisak.scoring.bettli")
def bettli_line(outcome: Outcome) -> SettlementLine:
    """Bettli and nyílt bettli: the declarer wins if he takes no trick (Tolnai §73)."""
    contract = outcome.definition.contract(outcome.contract)
    taken = sum(1 for trick in outcome.tricks if trick.winner == outcome.declarer)
    amounts = outcome.amounts(frozenset({outcome.declarer}), Fraction(contract.base_value), not taken)
    said = WORDS.tricks_taken if taken else WORDS.no_trick
    return SettlementLine.said(
        said, SOURCE, amounts, contract=contract, declarer=outcome.declarer, taken=taken, s="s" if taken > 1 else ""
    )


@enforces("trisak.scoring.ultimo")
def ultimo_lines(outcome: Outcome) -> list[SettlementLine]:
    """The pagátultimó, the pagát winning the last trick (Tolnai §73): announced, the announcer's side wins or pays
    the announced price; silent, the pagát's side the silent price (if beaten, as ``silent_ultimo_lost`` says)."""
    silent, announced = ULTIMO_PRICES[outcome.contract]
    last = outcome.tricks[-1]
    pagat_seat = next((seat for seat, card in last.plays if card == PAGAT), None)
    made = pagat_seat is not None and last.winner == pagat_seat
    announcer = next((seat for seat, item in outcome.announced if item == "ultimo"), None)
    if outcome.contract == "ultimo":
        announcer = outcome.declarer
    if announcer is not None:
        seat, price, said = announcer, announced, WORDS.announced_ultimo
        made = made and (pagat_seat in outcome.side) == (announcer in outcome.side)
    elif silent is None or pagat_seat is None or (not made and not outcome.options.silent_ultimo_lost):
        return []
    else:
        seat, price, said = pagat_seat, silent, WORDS.silent_ultimo
    amounts = outcome.amounts(outcome.side, Fraction(price), made == (seat in outcome.side))
    return [SettlementLine.said(said, SOURCE, amounts, seat=seat, made=WORDS.made if made else WORDS.lost)]


@enforces("trisak.talon.ultimo")
def settled_ultimo(outcome: Outcome) -> SettlementLine:
    """The called tarokk lay in the talon and the declarer settled: he pays each other player half of the game and
    the ultimó (Tolnai §73)."""
    price = Fraction(outcome.definition.contract("ultimo").base_value + ULTIMO_PRICES["ultimo"][1], 2)
    amounts = outcome.amounts(frozenset({outcome.declarer}), price, False)
    return SettlementLine.said(WORDS.settled_ultimo, SOURCE, amounts, card=outcome.called)


@enforces("trisak.scoring.trisak")
def trisak_lines(outcome: Outcome) -> list[SettlementLine]:
    """Trisákolás: the most points pay each other player the contract's price, or 9 to each who took no trick
    (Tolnai §73); ties as the option ``trisak_tie`` says, two trickless players as ``trickless`` says."""
    seats = outcome.definition.seating.active_seats
    points = {seat: outcome.points(frozenset({seat})) for seat in seats}
    top = [seat for seat in seats if points[seat] == max(points.values())]
    if len(top) > 1 and outcome.options.trisak_tie == "none":
        return []
    trickless = [seat for seat in seats if not any(trick.winner == seat for trick in outcome.tricks)]
    if trickless:
        each = Fraction(TRICKLESS_PAYMENT, len(trickless) if outcome.options.trickless == "share" else 1)
    else:
        each = Fraction(outcome.definition.contract("trisak").base_value)
    receivers = trickless or [seat for seat in seats if seat not in top]
    paid = each * len(receivers) / len(top)
    amounts = tuple((each if seat in receivers else Fraction(0)) - (paid if seat in top else 0) for seat in seats)
    scores = ", ".join(f"{seat} {points[seat]}" for seat in seats)
    said = WORDS.trickless if trickless else WORDS.most_points_pay
    return [SettlementLine.said(said, SOURCE, amounts, seats=", ".join(trickless), scores=scores)]


@enforces("trisak.scoring.prizes")
def prize_lines(outcome: Outcome) -> list[SettlementLine]:
    """Each announced holding prize, to its holder from each other player; doubled at hármas szóló (Tolnai §73)."""
    factor = SOLO_PRIZE_FACTOR if outcome.contract == "solo" else 1
    lines = []
    for seat, item in outcome.announced:
        if item in HOLDING_PRIZES:
            amounts = outcome.amounts(frozenset({seat}), Fraction(HOLDING_PRIZES[item] * factor), True)
            lines.append(SettlementLine.said(WORDS.prize, SOURCE, amounts, seat=seat, holding=HOLDINGS[item]))
    return lines
