"""The settlement of the 54-card ten-contract tarokk as :class:`~tarokk.core.table.SettlementLine` items (wiki:
Elszámolás, and each contract's section): each part of the contract paid on its own, doubled per kontra, the losers
paying the winners; all having passed, each player pays every other one his tricks."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.definition import GameDefinition, Partner
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.seats import ALL_SEATS, Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Words
from tarokk.games.tarokk54.definition import TAROKK54, ULTIMO_CARDS, Part, contract_play
from tarokk.games.tarokk54.words import WORDS


@dataclass(frozen=True)
class Tarokk54Outcome(Outcome):
    """A deal as its settlement reads it: the contract (None: all passed) and its declarer, the tricks each seat
    took (in the order of the seats: A, B, C, D), the declarer's partner (the holder of the called tarokk, or who
    said „segítek”), the card points of his side with 1 a trick (the skart counts for the opponents: wiki: Játék),
    who took the last trick and with which card (wiki: Ultimóhívás), and the kontra on the game (0 none, 1 kontra,
    2 rekontra)."""

    tricks: tuple[int, ...]
    partner: Seat | None = None
    declarer_points: int | None = None
    last_trick_by: Seat | None = None
    last_trick_card: Card | None = None
    kontra: int = 0

    @property
    def side(self) -> frozenset[Seat]:
        """The declarer and his partner (nobody, all having passed)."""
        return frozenset(seat for seat in (self.declarer, self.partner) if seat is not None)

    def tricks_of(self, seats: Collection[Seat]) -> int:
        """How many tricks ``seats`` took together."""
        return sum(count for seat, count in zip(ALL_SEATS, self.tricks, strict=False) if seat in seats)


@enforces("tarokk54.scoring.game", "tarokk54.scoring.ultimo", "tarokk54.scoring.betli")
@enforces("tarokk54.trisak.alone", "tarokk54.trisak.pair")
def part_result(part: Part, outcome: Tarokk54Outcome, definition: GameDefinition = TAROKK54) -> tuple[bool, Words]:
    """Whether the declarer's side made ``part``, and how it was decided: 33 points; the last trick, taken with the
    pagát, the sas or a king (a partner who overtakes his side's ultimó card takes it with another card: wiki:
    Ultimóhívás); no trick (wiki: Betli); or fewer tricks than each other player, or than the other pair, a tie losing
    (wiki: Trisákolás)."""
    taken, seats, card = outcome.tricks_of(outcome.side), definition.seating.active_seats, outcome.last_trick_card
    side = [seat for seat in seats if seat in outcome.side]
    said = Words(WORDS.seats_joined.en.join(side), WORDS.seats_joined.hu.join(side))
    if part == Part.GAME:
        points, total = outcome.declarer_points or 0, definition.total_points
        return points >= definition.win_points, WORDS.side_points.filled(side=said, points=points, total=total)
    if part == Part.ULTIMO:
        won = outcome.last_trick_by in outcome.side and card is not None and bool(card.bit & ULTIMO_CARDS)
        return won, WORDS.last_trick_taken.filled(seat=outcome.last_trick_by, card=card)
    counted = WORDS.side_tricks.filled(side=said, taken=taken, tricks=definition.tricks)
    if part == Part.BETLI:
        return taken == 0, counted
    if outcome.partner is None:
        return all(taken < outcome.tricks_of({seat}) for seat in seats if seat not in outcome.side), counted
    return taken < definition.tricks - taken, counted


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
def contract_lines(
    outcome: Tarokk54Outcome, results: Mapping[Part, tuple[bool, Words | None]], definition: GameDefinition = TAROKK54
) -> list[SettlementLine]:
    """One line per part of the contract at its units, won or lost by the declarer's side as ``results`` say, with
    how each was decided (if said: :func:`part_result`): pair against pair one to one, a declarer alone with each of
    the three, doubled per kontra (wiki: Játék, Betli, Kontrák)."""
    assert outcome.contract is not None
    contract, kontra = definition.contract(outcome.contract), outcome.kontra
    factor = definition.kontras.factor(kontra)
    doubled = "" if kontra == 0 else f", ×{factor} ({definition.kontras.words[kontra - 1]})"
    source = f"wiki: {contract_play(contract).section}" + ("; wiki: Kontrák" if kontra else "")
    lines = []
    for part, units in contract_play(contract).parts:
        won, shown = results[part]
        detail = Words(f" ({shown.en})", f" ({shown.hu})") if shown else Words("", "")
        amounts = side_wins(definition.seating.active_seats, outcome.side, units * factor if won else -units * factor)
        result = WORDS.won if won else WORDS.lost
        said = {"part": WORDS.group("parts")[part], "result": result, "detail": detail, "units": units}
        lines.append(SettlementLine.said(WORDS.part_paid, source, amounts, contract=contract, doubled=doubled, **said))
    return lines


def settle(outcome: Tarokk54Outcome, definition: GameDefinition = TAROKK54) -> list[SettlementLine]:
    """The deal's payments: all passed, each seat's tricks; else one line per part of the contract. Refused: a seat
    not at the table, tricks not the deal's, a partner out of place, a fact a part is decided by left out, points
    over the total, a kontra past the rekontra (wiki: Elszámolás, Kontrák; the shared facts by
    :func:`~tarokk.core.outcome.checked_contract`)."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    seats = definition.seating.active_seats
    if len(outcome.tricks) != len(seats) or sum(outcome.tricks) != definition.tricks:
        said = {"seats": ", ".join(seats), "tricks": definition.tricks, "counts": ", ".join(map(str, outcome.tricks))}
        raise TarokkInputError(**WORDS.tricks_not_the_deals.message(**said))
    if contract is None or outcome.declarer is None:
        if outcome.contract != outcome.declarer:
            raise TarokkInputError(**WORDS.declarer_without_contract.message())
        return all_pass_lines(dict(zip(seats, outcome.tricks, strict=True)))
    alone = contract.partner == Partner.NONE and contract_play(contract).parts[0][0] != Part.TRISAK
    if outcome.partner is not None and (alone or outcome.partner == outcome.declarer):
        raise TarokkInputError(**WORDS.partner_out_of_place.message(contract=contract.hu, partner=outcome.partner))
    parts, points, total = dict(contract_play(contract).parts), outcome.declarer_points, definition.total_points
    if Part.GAME in parts and points is None:
        raise TarokkInputError(**WORDS.points_left_out.message(contract=contract.hu, total=total, points=points))
    if Part.ULTIMO in parts and None in (outcome.last_trick_by, outcome.last_trick_card):
        raise TarokkInputError(**WORDS.last_trick_left_out.message(contract=contract.hu))
    return contract_lines(outcome, {part: part_result(part, outcome, definition) for part in parts}, definition)
