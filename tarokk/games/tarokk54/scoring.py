"""Settlement of the 54-card ten-contract tarokk, as :class:`~tarokk.core.table.SettlementLine` items
(wiki: Elszámolás, and each contract's section).

A finished deal is an :class:`Outcome`: the game's definition it was played under, the
contract (None when all four passed), who declared it, who plays on his side, the tricks and
the skart. :func:`settle` pays each part
of the contract on its own (a combined contract's game and ultimó are two lines, wiki:
Játék és ultimó: „6-4=2 egység jár”), doubled by a kontra and again by a rekontra (wiki:
Kontrák), between the two pairs or between the declarer alone and each of the three.

The text twice says the winning pair „fizet” (pays) the losers (wiki: Játék, Ultimóhívás);
everywhere else the losers pay the winners („a vesztes(ek) fizetnek a győztes(ek)nek”, wiki:
Alapismeretek, Elszámolás), and so does this settlement.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import get_args

from tarokk.core.cards import Card
from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.tricks import Trick, winning_play
from tarokk.core.words import Language
from tarokk.games.tarokk54.definition import Part, contract_play, is_ultimo_card, priced_parts
from tarokk.games.tarokk54.words import WORDS


@dataclass(frozen=True)
class Outcome:
    """A played deal: the game's definition (its seats, counting, prices and kontra words),
    the contract (None: all passed), the declarer, his side (himself, and his partner or
    helper if he has one), the twelve tricks, the skart and the kontra level (0 none, 1
    kontra, 2 rekontra)."""

    definition: GameDefinition
    contract: Contract | None
    declarer: Seat | None
    side: frozenset[Seat]
    tricks: tuple[Trick, ...]
    skart: tuple[Card, ...]
    kontra: int = 0

    def tricks_of(self, seats: frozenset[Seat] | set[Seat]) -> int:
        """How many tricks ``seats`` took together."""
        return sum(trick.winner in seats for trick in self.tricks)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in playing order."""
        return self.definition.seating.active_seats

    def tricks_by_seat(self) -> dict[Seat, int]:
        """How many tricks each seat took."""
        return {seat: self.tricks_of({seat}) for seat in self.seats}


@enforces("tarokk54.scoring.game")
def side_points(outcome: Outcome) -> int:
    """The declarer's side's points: its cards at the game's values and 1 per trick; the
    skart counts for the opponents (wiki: Játék: „A skart hat lapja lejátszás után az
    ellenpár ütéseihez számít”)."""
    cards = [card for trick in outcome.tricks if trick.winner in outcome.side for _, card in trick.plays]
    return outcome.definition.counting.count_cards(cards, outcome.tricks_of(outcome.side))


@enforces("tarokk54.scoring.ultimo")
def ultimo_won(outcome: Outcome) -> bool:
    """Whether the declarer's side took the last trick with the pagát, the sas or a king
    (wiki: Ultimóhívás); a partner who overtakes his side's ultimó card wins the trick with
    another card, and so loses it: „A felvevőpáros akkor is veszít, ha egyikőjük pagátját …
    a partnere üti felül”."""
    last = outcome.tricks[-1]
    seat, card = winning_play(last.plays)
    return seat in outcome.side and is_ultimo_card(card)


@enforces("tarokk54.scoring.betli")
def betli_won(outcome: Outcome) -> bool:
    """The declarer took no trick (wiki: Betli: „A felvevő akkor győz, ha egyet sem üt”)."""
    return outcome.tricks_of({outcome.declarer} if outcome.declarer else set()) == 0


@enforces("tarokk54.trisak.alone", "tarokk54.trisak.pair")
def trisak_won(outcome: Outcome) -> bool:
    """A declared trisákolás: alone, fewer tricks than each of the others; with a helper,
    fewer tricks than the other pair; a tie loses either way (wiki: Trisákolás)."""
    if len(outcome.side) == 1:
        count = outcome.tricks_by_seat()
        own = count[next(iter(outcome.side))]
        return all(own < count[seat] for seat in outcome.seats if seat not in outcome.side)
    return outcome.tricks_of(outcome.side) < len(outcome.tricks) - outcome.tricks_of(outcome.side)


def part_won(part: Part, outcome: Outcome) -> bool:
    """Whether the declarer's side made ``part`` of its contract."""
    if part == Part.GAME:
        return side_points(outcome) >= outcome.definition.win_points
    if part == Part.ULTIMO:
        return ultimo_won(outcome)
    if part == Part.BETLI:
        return betli_won(outcome)
    return trisak_won(outcome)


@enforces("tarokk54.trisak.all-pass")
def all_pass_lines(tricks: Mapping[Seat, int]) -> list[SettlementLine]:
    """All four passed: each seat of ``tricks`` (in playing order) pays every other as many
    units as he took tricks (wiki: Trisákolás, case 1: „mindenki annyi pénzegységet fizet
    mind a három játékostársának, ahány ütést csinált”)."""
    seats = tuple(tricks)
    lines = []
    for payer, count in tricks.items():
        said = {"payer": payer, "count": count, "s": "s" * (count != 1)}
        amounts = side_wins(seats, (payer,), -count)
        lines.append(SettlementLine.said(WORDS.all_pass_pays, "wiki: Trisákolás", amounts, **said))
    return lines


@enforces("tarokk54.scoring.combined", "tarokk54.scoring.units", "tarokk54.kontra")
def contract_lines(
    definition: GameDefinition,
    contract: Contract,
    won: Mapping[Part, bool],
    side: frozenset[Seat],
    kontra: int = 0,
    details: Callable[[Part, Language], str] | None = None,
) -> list[SettlementLine]:
    """The lines of ``contract`` of the game ``definition`` whose parts were ``won`` (or not)
    by ``side``: one line per part at its units (:func:`priced_parts`), pair against pair each
    member paying one, a declarer alone each of the three (wiki: Játék, Betli), doubled per
    kontra level (wiki: Kontrák: „duplán … négyszerezett egységekkel”); ``details`` say, in
    a language, how a part was decided."""
    factor = definition.kontras.factor(kontra)
    doubled = "" if kontra == 0 else f", ×{factor} ({definition.kontras.words[kontra - 1]})"
    source = f"wiki: {contract_play(contract).section}" + ("; wiki: Kontrák" if kontra else "")
    lines = []
    for part, units in priced_parts(contract):
        price = units * factor if won[part] else -units * factor
        result = WORDS.won if won[part] else WORDS.lost
        what, what_hu = (
            WORDS.part_paid(
                language,
                contract=contract.hu,
                part=WORDS.group("parts")[part](language),
                result=result(language),
                detail=f" ({details(part, language)})" if details else "",
                units=units,
                doubled=doubled,
            )
            for language in get_args(Language)
        )
        lines.append(SettlementLine(what, what_hu, source, side_wins(definition.seating.active_seats, side, price)))
    return lines


def part_details(outcome: Outcome, part: Part, language: Language = "en") -> str:
    """How ``part`` was decided, in ``language``: the points, the tricks, the last trick."""
    side = WORDS.seats_joined(language).join(seat for seat in outcome.seats if seat in outcome.side)
    if part == Part.GAME:
        points, total = side_points(outcome), outcome.definition.total_points
        return WORDS.side_points(language, side=side, points=points, total=total)
    if part == Part.ULTIMO:
        seat, card = winning_play(outcome.tricks[-1].plays)
        return WORDS.last_trick_taken(language, seat=seat, card=card)
    return WORDS.side_tricks(language, side=side, taken=outcome.tricks_of(outcome.side), tricks=len(outcome.tricks))


def settle(outcome: Outcome) -> list[SettlementLine]:
    """The deal's payments line by line: all passed, each seat's tricks; else one line per
    part of the contract (:func:`contract_lines`)."""
    if outcome.contract is None:
        return all_pass_lines(outcome.tricks_by_seat())
    parts = [part for part, _ in contract_play(outcome.contract).parts]
    won = {part: part_won(part, outcome) for part in parts}
    details = partial(part_details, outcome)
    return contract_lines(outcome.definition, outcome.contract, won, outcome.side, outcome.kontra, details)
