"""Settlement of the 54-card ten-contract tarokk, as :class:`~tarokk.core.table.SettlementLine` items
(wiki: Elszámolás, and each contract's section).

A finished deal is an :class:`Outcome`: the contract (None when all four passed), who
declared it, who plays on his side, the tricks and the skart. :func:`settle` pays each part
of the contract on its own (a combined contract's game and ultimó are two lines, wiki:
Játék és ultimó: „6-4=2 egység jár”), doubled by a kontra and again by a rekontra (wiki:
Kontrák), between the two pairs or between the declarer alone and each of the three.

The text twice says the winning pair „fizet” (pays) the losers (wiki: Játék, Ultimóhívás);
everywhere else the losers pay the winners („a vesztes(ek) fizetnek a győztes(ek)nek”, wiki:
Alapismeretek, Elszámolás), and so does this settlement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import Card
from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.core.table import SettlementLine, side_wins
from tarokk.core.tricks import Trick, winning_play
from tarokk.games.tarokk54.definition import TAROKK54, Part, contract_play, is_ultimo_card

SEATS = ACTIVE_SEATS


@dataclass(frozen=True)
class Outcome:
    """A played deal: the contract (None: all passed), the declarer, his side (himself, and
    his partner or helper if he has one), the twelve tricks, the skart and the kontra level
    (0 none, 1 kontra, 2 rekontra)."""

    contract: Contract | None
    declarer: Seat | None
    side: frozenset[Seat]
    tricks: tuple[Trick, ...]
    skart: tuple[Card, ...]
    kontra: int = 0

    def tricks_of(self, seats: frozenset[Seat] | set[Seat]) -> int:
        """How many tricks ``seats`` took together."""
        return sum(trick.winner in seats for trick in self.tricks)


def tricks_by_seat(tricks: Sequence[Trick]) -> dict[Seat, int]:
    """How many tricks each seat took."""
    count = dict.fromkeys(SEATS, 0)
    for trick in tricks:
        count[trick.winner] += 1
    return count


@enforces("tarokk54.scoring.game")
def side_points(outcome: Outcome) -> int:
    """The declarer's side's points: its cards at the game's values and 1 per trick; the
    skart counts for the opponents (wiki: Játék: „A skart hat lapja lejátszás után az
    ellenpár ütéseihez számít”)."""
    cards = [card for trick in outcome.tricks if trick.winner in outcome.side for _, card in trick.plays]
    return TAROKK54.counting.count_cards(cards, outcome.tricks_of(outcome.side))


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
        count = tricks_by_seat(outcome.tricks)
        own = count[next(iter(outcome.side))]
        return all(own < count[seat] for seat in SEATS if seat not in outcome.side)
    return outcome.tricks_of(outcome.side) < len(outcome.tricks) - outcome.tricks_of(outcome.side)


def part_won(part: Part, outcome: Outcome) -> bool:
    """Whether the declarer's side made ``part`` of its contract."""
    if part == Part.GAME:
        return side_points(outcome) >= TAROKK54.win_points
    if part == Part.ULTIMO:
        return ultimo_won(outcome)
    if part == Part.BETLI:
        return betli_won(outcome)
    return trisak_won(outcome)


@enforces("tarokk54.scoring.units")
def payment(units: int, won: bool, side: frozenset[Seat]) -> tuple[Fraction, ...]:
    """Each seat's receipt for ``units`` won (or lost) by ``side``: pair against pair, each
    member paying one; a declarer alone against each of the three (wiki: Játék, Betli)."""
    sign = 1 if won else -1
    opponents = len(SEATS) - len(side)
    each = Fraction(sign * units)
    return tuple(each * opponents / len(side) if seat in side else -each for seat in SEATS)


@enforces("tarokk54.trisak.all-pass")
def all_pass_lines(tricks: Mapping[Seat, int]) -> list[SettlementLine]:
    """All four passed: each pays every other as many units as he took tricks (wiki:
    Trisákolás, case 1: „mindenki annyi pénzegységet fizet mind a három játékostársának,
    ahány ütést csinált”)."""
    lines = []
    for payer in SEATS:
        count = tricks[payer]
        amounts = side_wins(SEATS, (payer,), -count)
        lines.append(
            SettlementLine(
                f"{payer} took {count} trick{'s' if count != 1 else ''}: pays each other player {count}",
                f"{payer} {count} ütést vitt: mindhárom társának {count} egységet fizet",
                "wiki: Trisákolás",
                amounts,
            )
        )
    return lines


_PART_WORDS = {
    Part.TRISAK: ("trisákolás", "trisákolás"),
    Part.GAME: ("the game", "a játék"),
    Part.ULTIMO: ("the ultimó", "az ultimó"),
    Part.BETLI: ("the betli", "a betli"),
}


@enforces("tarokk54.scoring.combined", "tarokk54.kontra")
def contract_lines(
    contract: Contract,
    won: Mapping[Part, bool],
    side: frozenset[Seat],
    kontra: int = 0,
    details: Mapping[Part, tuple[str, str]] | None = None,
) -> list[SettlementLine]:
    """The lines of ``contract`` whose parts were ``won`` (or not) by ``side``: one line per
    part at its units, doubled per kontra level (wiki: Kontrák: „duplán … négyszerezett
    egységekkel”); ``details`` say, in English and Hungarian, how a part was decided."""
    play = contract_play(contract)
    factor = TAROKK54.kontras.factor(kontra)
    doubled = "" if kontra == 0 else f", ×{factor} ({TAROKK54.kontras.words[kontra - 1]})"
    source = f"wiki: {play.section}" + ("; wiki: Kontrák" if kontra else "")
    lines = []
    for part, units in play.parts:
        en, hu = _PART_WORDS[part]
        result_en, result_hu = ("won", "sikerült") if won[part] else ("lost", "nem sikerült")
        detail_en, detail_hu = (details or {}).get(part, ("", ""))
        lines.append(
            SettlementLine(
                f"{contract.hu}: {en} {result_en}{detail_en and f' ({detail_en})'}, {units} units{doubled}",
                f"{contract.hu}: {hu} {result_hu}{detail_hu and f' ({detail_hu})'}, {units} egység{doubled}",
                source,
                payment(units * factor, won[part], side),
            )
        )
    return lines


def part_details(part: Part, outcome: Outcome) -> tuple[str, str]:
    """How ``part`` was decided, in English and Hungarian: the points, the tricks, the last trick."""
    members = [seat for seat in SEATS if seat in outcome.side]
    side, side_hu = " and ".join(members), " és ".join(members)
    if part == Part.GAME:
        points = side_points(outcome)
        return (
            f"{side}: {points} of {TAROKK54.total_points} points",
            f"{side_hu}: {points} pont a {TAROKK54.total_points}-ből",
        )
    if part == Part.ULTIMO:
        seat, card = winning_play(outcome.tricks[-1].plays)
        return f"{seat} took the last trick with {card.tolnai}", f"az utolsó ütést {seat} vitte: {card.hu}"
    taken = outcome.tricks_of(outcome.side)
    return (
        f"{side} took {taken} of {len(outcome.tricks)} tricks",
        f"{side_hu}: {taken} ütés a {len(outcome.tricks)}-ből",
    )


def settle(outcome: Outcome) -> list[SettlementLine]:
    """The deal's payments line by line: all passed, each seat's tricks; else one line per
    part of the contract (:func:`contract_lines`)."""
    if outcome.contract is None:
        return all_pass_lines(tricks_by_seat(outcome.tricks))
    parts = [part for part, _ in contract_play(outcome.contract).parts]
    won = {part: part_won(part, outcome) for part in parts}
    details = {part: part_details(part, outcome) for part in parts}
    return contract_lines(outcome.contract, won, outcome.side, outcome.kontra, details)
