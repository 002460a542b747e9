"""The settlement of the 54-card ten-contract tarokk as :class:`~tarokk.core.table.SettlementLine` items (wiki:
Elszámolás, and each contract's section): each part of the contract paid on its own, doubled per kontra, the losers
paying the winners; all having passed, each player pays every other one his tricks."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import get_args

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.tricks import Trick, winning_play
from tarokk.core.words import Language
from tarokk.games.tarokk54.definition import ULTIMO_CARDS, Part, contract_play, priced_parts
from tarokk.games.tarokk54.words import WORDS


@dataclass(frozen=True)
class Outcome:
    """A played deal: the game's definition, the contract (None: all passed), the declarer's side (with his partner
    or helper), the twelve tricks and the kontra level (0 none, 1 kontra, 2 rekontra)."""

    definition: GameDefinition
    contract: Contract | None
    side: frozenset[Seat]
    tricks: tuple[Trick, ...]
    kontra: int = 0

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in playing order."""
        return self.definition.seating.active_seats

    def tricks_of(self, seats: Collection[Seat]) -> int:
        """How many tricks ``seats`` took together."""
        return sum(trick.winner in seats for trick in self.tricks)


@enforces("tarokk54.scoring.game")
def side_points(outcome: Outcome) -> int:
    """The declarer's side's points: its cards and 1 a trick; the skart counts for the opponents (wiki: Játék)."""
    return outcome.definition.counting.count_taken(outcome.tricks, outcome.side)


@enforces("tarokk54.scoring.ultimo")
def ultimo_won(outcome: Outcome) -> bool:
    """Whether the declarer's side took the last trick with the pagát, the sas or a king (wiki: Ultimóhívás): a
    partner who overtakes his side's ultimó card takes it with another card."""
    seat, card = winning_play(outcome.tricks[-1].plays)
    return seat in outcome.side and bool(card.bit & ULTIMO_CARDS)


@enforces("tarokk54.scoring.betli", "tarokk54.trisak.alone", "tarokk54.trisak.pair")
def part_won(part: Part, outcome: Outcome) -> bool:
    """Whether the declarer's side made ``part``: 33 points, the ultimó, no trick (wiki: Betli), or fewer tricks
    than each other player, or than the other pair, a tie losing (wiki: Trisákolás)."""
    taken = outcome.tricks_of(outcome.side)
    if part == Part.GAME:
        return side_points(outcome) >= outcome.definition.win_points
    if part == Part.ULTIMO:
        return ultimo_won(outcome)
    if part == Part.BETLI:
        return taken == 0
    if len(outcome.side) == 1:
        return all(taken < outcome.tricks_of({seat}) for seat in outcome.seats if seat not in outcome.side)
    return taken < len(outcome.tricks) - taken


@enforces("tarokk54.trisak.all-pass")
def all_pass_lines(tricks: Mapping[Seat, int]) -> list[SettlementLine]:
    """All four passed: each seat of ``tricks`` (in playing order) pays every other one as many units as he took
    tricks (wiki: Trisákolás)."""
    lines = []
    for payer, count in tricks.items():
        said = {"payer": payer, "count": count, "s": "s" * (count != 1)}
        amounts = side_wins(tuple(tricks), (payer,), -count)
        lines.append(SettlementLine.said(WORDS.all_pass_pays, "wiki: Trisákolás", amounts, **said))
    return lines


@enforces("tarokk54.scoring.combined", "tarokk54.scoring.units", "tarokk54.kontra")
def contract_lines(outcome: Outcome, won: Mapping[Part, bool], details: bool = True) -> list[SettlementLine]:
    """One line per part of the contract at its units (:func:`priced_parts`), won or lost by the declarer's side:
    pair against pair one to one, a declarer alone with each of the three, doubled per kontra (wiki: Játék, Betli,
    Kontrák); with ``details``, how each part was decided (:func:`part_details`)."""
    definition, contract, kontra = outcome.definition, outcome.contract, outcome.kontra
    assert contract is not None
    factor = definition.kontras.factor(kontra)
    doubled = "" if kontra == 0 else f", ×{factor} ({definition.kontras.words[kontra - 1]})"
    source = f"wiki: {contract_play(contract).section}" + ("; wiki: Kontrák" if kontra else "")
    lines = []
    for part, units in priced_parts(contract):
        result = WORDS.won if won[part] else WORDS.lost
        what, what_hu = (
            WORDS.part_paid(
                language,
                contract=contract.hu,
                part=WORDS.group("parts")[part](language),
                result=result(language),
                detail=f" ({part_details(outcome, part, language)})" if details else "",
                units=units,
                doubled=doubled,
            )
            for language in get_args(Language)
        )
        price = units * factor if won[part] else -units * factor
        lines.append(SettlementLine(what, what_hu, source, side_wins(outcome.seats, outcome.side, price)))
    return lines


def part_details(outcome: Outcome, part: Part, language: Language = "en") -> str:
    """How ``part`` was decided, in ``language``: the points, the last trick or the tricks."""
    side = WORDS.seats_joined(language).join(seat for seat in outcome.seats if seat in outcome.side)
    if part == Part.GAME:
        points, total = side_points(outcome), outcome.definition.total_points
        return WORDS.side_points(language, side=side, points=points, total=total)
    if part == Part.ULTIMO:
        seat, card = winning_play(outcome.tricks[-1].plays)
        return WORDS.last_trick_taken(language, seat=seat, card=card)
    return WORDS.side_tricks(language, side=side, taken=outcome.tricks_of(outcome.side), tricks=len(outcome.tricks))


def settle(outcome: Outcome) -> list[SettlementLine]:
    """The deal's payments: all passed, each seat's tricks; else one line per part of the contract."""
    if outcome.contract is None:
        return all_pass_lines({seat: outcome.tricks_of({seat}) for seat in outcome.seats})
    return contract_lines(outcome, {part: part_won(part, outcome) for part, _ in contract_play(outcome.contract).parts})
