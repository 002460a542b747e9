"""What a deal of trisáktarokk is worth, line by line (Tolnai §73).

Prices are per opponent: each player of the losing side pays it, and the winning side
shares what the losers pay (at the first level two pay two; alone against three, the
declarer pays or receives it three times). The holding prizes go to the holder from each
other player, whoever takes the cards („az kapja, kinek kezében azok vannak, tekintet
nélkül arra, ki viszi azokat ütéseiben haza”).
"""

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
from tarokk.games.trisak.definition import (
    HOLDING_PRIZES,
    SOLO_PRIZE_FACTOR,
    TRICKLESS_PAYMENT,
    TRISAK_PAYMENT,
    ULTIMO_PRICES,
)
from tarokk.games.trisak.options import TrisakOptions
from tarokk.games.trisak.words import HOLDINGS, WORDS

SOURCE = "Tolnai §73"


@dataclass(frozen=True)
class Outcome:
    """A finished deal as the scoring reads it."""

    contract: str
    declarer: Seat
    partner: Seat | None
    called: Card | None
    settled: bool
    tricks: tuple[Trick, ...]
    discards: Mapping[Seat, Sequence[Card]]
    to_opponents: tuple[Card, ...]
    """Talon cards that count for the opponents (hármasték, ultimóhívás, hármas szóló)."""
    announced: tuple[tuple[Seat, str], ...]
    options: TrisakOptions
    definition: GameDefinition
    """The game the deal was played under: its seats, its counting and its prices."""

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in playing order."""
        return self.definition.seating.active_seats

    @property
    def side(self) -> frozenset[Seat]:
        """The declarer and his partner, if he has one."""
        return frozenset(seat for seat in (self.declarer, self.partner) if seat is not None)

    def points(self, seats: frozenset[Seat]) -> int:
        """The card points ``seats`` took in tricks and discards, with the talon cards that
        count for them, counted as the definition counts them (Tolnai §7)."""
        tricks = [trick for trick in self.tricks if trick.winner in seats]
        cards = [card for trick in tricks for _, card in trick.plays]
        cards += [card for seat in seats for card in self.discards[seat]]
        if self.declarer not in seats:
            cards += self.to_opponents
        return self.definition.counting.count_cards(cards, len(tricks))

    def amounts(self, side: frozenset[Seat], price: Fraction, won: bool) -> tuple[Fraction, ...]:
        """Each opponent of ``side`` pays ``price`` if the side ``won``, else receives it; the
        side shares the total."""
        return side_wins(self.seats, side, price if won else -price)


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
    """The game: the declarer's side needs 54 of the 106 points, and a tie goes to the
    opponents („A nyeréshez 54 pont szükséges; pontegyenlőség esetén az ellenfelek
    nyernek”)."""
    definition = outcome.definition
    contract = definition.contract(outcome.contract)
    side = outcome.side
    points = outcome.points(side)
    won = points >= definition.win_points
    verb = WORDS.wins if won else WORDS.loses
    who, total, wins = "+".join(sorted(side)), definition.total_points, definition.win_points
    amounts = outcome.amounts(side, Fraction(contract.base_value), won)
    return SettlementLine.said(
        WORDS.game_line, SOURCE, amounts, contract=contract, side=who, verb=verb, points=points, total=total, wins=wins
    )


@enforces("trisak.scoring.bettli")
def bettli_line(outcome: Outcome) -> SettlementLine:
    """Bettli and nyílt bettli: the declarer wins if he takes no trick (Tolnai §73: „reméli,
    hogy egy ütést sem csinál”), 8 and 15 from each opponent."""
    contract = outcome.definition.contract(outcome.contract)
    taken = sum(1 for trick in outcome.tricks if trick.winner == outcome.declarer)
    amounts = outcome.amounts(frozenset({outcome.declarer}), Fraction(contract.base_value), not taken)
    said = WORDS.tricks_taken if taken else WORDS.no_trick
    return SettlementLine.said(
        said, SOURCE, amounts, contract=contract, declarer=outcome.declarer, taken=taken, s="s" if taken > 1 else ""
    )


@enforces("trisak.scoring.ultimo")
def ultimo_lines(outcome: Outcome) -> list[SettlementLine]:
    """The pagátultimó: the pagát wins the last trick. Announced, the announcing side wins
    or pays the announced price; silent, the side whose pagát falls in the last trick wins
    the silent price, or pays it if it is beaten
    (:attr:`~tarokk.games.trisak.options.TrisakOptions.silent_ultimo_lost`). Either side
    pays as for the game: each opponent of the declarer pays or receives the price."""
    silent, announced = ULTIMO_PRICES[outcome.contract]
    last = outcome.tricks[-1]
    pagat_seat = next((seat for seat, card in last.plays if card == PAGAT), None)
    made = pagat_seat is not None and last.winner == pagat_seat
    announcer = next((seat for seat, item in outcome.announced if item == "ultimo"), None)
    if outcome.contract == "ultimo":
        announcer = outcome.declarer
    if announcer is not None:
        won = made and (pagat_seat in outcome.side) == (announcer in outcome.side)
        amounts = outcome.amounts(outcome.side, Fraction(announced), won == (announcer in outcome.side))
        said = WORDS.made if won else WORDS.lost
        return [SettlementLine.said(WORDS.announced_ultimo, SOURCE, amounts, seat=announcer, made=said)]
    if silent is None or pagat_seat is None or (not made and not outcome.options.silent_ultimo_lost):
        return []
    amounts = outcome.amounts(outcome.side, Fraction(silent), made == (pagat_seat in outcome.side))
    said = WORDS.made if made else WORDS.lost
    return [SettlementLine.said(WORDS.silent_ultimo, SOURCE, amounts, seat=pagat_seat, made=said)]


@enforces("trisak.talon.ultimo")
def settled_ultimo(outcome: Outcome) -> SettlementLine:
    """The called tarokk lay in the talon and the declarer settled: he pays each other
    player half of the game and the ultimó („a játék és az ultimó fél díjában
    ki-egyezhet játékostársaival”)."""
    price = Fraction(outcome.definition.contract("ultimo").base_value + ULTIMO_PRICES["ultimo"][1], 2)
    return SettlementLine.said(
        WORDS.settled_ultimo, SOURCE, outcome.amounts(frozenset({outcome.declarer}), price, False), card=outcome.called
    )


@enforces("trisak.scoring.trisak")
def trisak_lines(outcome: Outcome) -> list[SettlementLine]:
    """Trisákolás: the player with the most points pays each other player 3; if a player
    took no trick, he gets 9 from the top scorer and the other two get nothing („a
    legtöbb pontot elért játékos 3 társának 3—3 pontot fizet. Ha valamelyik játékos egy
    ütést sem csinált, a legtöbb pontot hazavivő játékostól 9 pontot kap, ez esetben a
    másik két játékos nem nyert semmit”). Ties follow
    :attr:`~tarokk.games.trisak.options.TrisakOptions.trisak_tie`, two trickless players
    :attr:`~tarokk.games.trisak.options.TrisakOptions.trickless`."""
    seats = outcome.seats
    points = {seat: outcome.points(frozenset({seat})) for seat in seats}
    top_points = max(points.values())
    top = [seat for seat in seats if points[seat] == top_points]
    if len(top) > 1 and outcome.options.trisak_tie == "none":
        return []
    trickless = [seat for seat in seats if not any(trick.winner == seat for trick in outcome.tricks)]
    if trickless:
        each = Fraction(TRICKLESS_PAYMENT)
        if outcome.options.trickless == "share":
            each /= len(trickless)
        receivers = {seat: each for seat in trickless}
    else:
        receivers = {seat: Fraction(TRISAK_PAYMENT) for seat in seats if seat not in top}
    total = sum(receivers.values(), Fraction(0))
    amounts = tuple(receivers.get(seat, Fraction(0)) - (total / len(top) if seat in top else 0) for seat in seats)
    scores = ", ".join(f"{seat} {points[seat]}" for seat in seats)
    said = WORDS.trickless if trickless else WORDS.most_points_pay
    return [SettlementLine.said(said, SOURCE, amounts, seats=", ".join(trickless), scores=scores)]


@enforces("trisak.scoring.prizes")
def prize_lines(outcome: Outcome) -> list[SettlementLine]:
    """Each announced holding prize: 10 to its holder from each other player, doubled at
    hármas szóló („Mindezen pontok hármas szólónál duplán számítandók”)."""
    factor = SOLO_PRIZE_FACTOR if outcome.contract == "solo" else 1
    lines = []
    for seat, item in outcome.announced:
        if item in HOLDING_PRIZES:
            amounts = outcome.amounts(frozenset({seat}), Fraction(HOLDING_PRIZES[item] * factor), True)
            lines.append(SettlementLine.said(WORDS.prize, SOURCE, amounts, seat=seat, holding=HOLDINGS[item]))
    return lines
