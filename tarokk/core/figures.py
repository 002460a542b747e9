"""The figures of the tarokk games, named once: the game itself and the feats a side can
announce or make silently (pagat "Partnerhívás, figurák, egyéb bemondások", "A figurák";
Tolnai §51–§55).

Each member is its own word in records and summaries (``Figure.TRULL == "trull"``);
``hu`` is the Hungarian name players use. :func:`figure_outcome` reads from the tricks
which side made each figure: the same in every game of the family (Tolnai §51–§55, §65).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from tarokk.core.cards import HONOURS, KINGS, PAGAT, XXI, Card
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick
from tarokk.core.values import Value

Side = Literal["declarer", "opponents"]
"""The two sides of a deal: the declarer's and the opponents'."""
DECLARER: Side = "declarer"
OPPONENTS: Side = "opponents"


class Figure(StrEnum):
    """A figure, or the game (``GAME``, always the declarer's, which only the kontra touches)."""

    GAME = "game"
    TRULL = "trull"
    FOUR_KINGS = "four-kings"
    DOUBLE_GAME = "double-game"
    VOLAT = "volat"
    PAGAT_ULTIMO = "pagat-ultimo"
    XXI_CAPTURE = "xxi-capture"
    KING_ULTIMO = "king-ultimo"
    PAGAT_CAPTURE = "pagat-capture"

    @property
    def hu(self) -> str:
        """The Hungarian name: játék, tulétroá, négykirály, duplajáték, volát, pagátultimó, XXI-fogás,
        királyultimó, pagátfogás."""
        return _HU[self]


_HU = {
    Figure.GAME: "játék",
    Figure.TRULL: "tulétroá",
    Figure.FOUR_KINGS: "négykirály",
    Figure.DOUBLE_GAME: "duplajáték",
    Figure.VOLAT: "volát",
    Figure.PAGAT_ULTIMO: "pagátultimó",
    Figure.XXI_CAPTURE: "XXI-fogás",
    Figure.KING_ULTIMO: "királyultimó",
    Figure.PAGAT_CAPTURE: "pagátfogás",
}


@dataclass(frozen=True)
class FigureOutcome(Value):
    """Which side made each figure in play (None: neither)."""

    trull: Side | None
    four_kings: Side | None
    volat: Side | None
    pagat_last_trick: tuple[Side, bool] | None  # the pagát's side, and whether it won the ninth trick
    pagat_fell_early: bool
    xxi_capture: Side | None  # the side whose trick took the other side's XXI (its skíz: nothing else beats it)
    mayor: Seat | None  # who lost his XXI
    king_ultimo: Side | None = None  # the side that took the last trick with the called king in it
    pagat_capture: Side | None = None  # the side whose trick took the other side's pagát

    def maker(self, figure: Figure) -> Side | None:
        """The side that made ``figure`` in play (None: neither): the trull, the four kings, the
        volát, the XXI-fogás, the pagátfogás, the pagátultimó (its pagát won the last trick) and the
        királyultimó (the declarer's side took the last trick with the called king: Tolnai §68)."""
        pagat = self.pagat_last_trick
        made = {
            Figure.TRULL: self.trull,
            Figure.FOUR_KINGS: self.four_kings,
            Figure.VOLAT: self.volat,
            Figure.PAGAT_ULTIMO: pagat[0] if pagat is not None and pagat[1] else None,
            Figure.XXI_CAPTURE: self.xxi_capture,
            Figure.KING_ULTIMO: DECLARER if self.king_ultimo == DECLARER else None,
            Figure.PAGAT_CAPTURE: self.pagat_capture,
        }
        return made[figure]


def figure_outcome(
    tricks: Iterable[Trick],
    sides: dict[Seat, Side],
    called_king: Card | None = None,
    piles: Mapping[Side, int] | None = None,
) -> FigureOutcome:
    """Which side made trull, four kings and volát, where the pagát and the XXI went, and,
    where a king was called, which side took the last trick with it (the királyultimó,
    Tolnai §68: "Nem a királynak kell az utolsó ütést ütnie"). A joker goes to the side that
    played it (:meth:`~tarokk.core.tricks.Trick.taker`); ``piles`` are card sets a game counts
    with a side's tricks for trull and four kings wherever they lie (a talon part given to it, a
    card handed over after play)."""
    tricks = list(tricks)
    won: dict[Side, int] = {DECLARER: 0, OPPONENTS: 0}  # the cards each side took, as card sets
    tricks_won: dict[Side, int] = {DECLARER: 0, OPPONENTS: 0}
    honours: dict[Card, tuple[int, Seat]] = {}  # the trick each honour fell in, and who played it
    for number, trick in enumerate(tricks):
        tricks_won[sides[trick.winner]] += 1
        for seat, card in trick.plays:
            won[sides[trick.taker(seat, card)]] |= card.bit
            if card.is_honour:
                honours[card] = (number, seat)
    for side, cards in (piles or {}).items():
        won = {other: taken & ~cards for other, taken in won.items()} | {side: won[side] | cards}
    trull = next((side for side, cards in won.items() if cards & HONOURS == HONOURS), None)
    kings = next((side for side, cards in won.items() if cards & KINGS == KINGS), None)
    volat = next((side for side, count in tricks_won.items() if count == len(tricks)), None)
    last, pagat = len(tricks) - 1, honours.get(PAGAT)
    pagat_seat = pagat[1] if pagat is not None and pagat[0] == last else None
    pagat_last = (sides[pagat_seat], tricks[last].winner == pagat_seat) if pagat_seat is not None else None
    fell_early = pagat is not None and pagat[0] < last
    xxi, pagat_taken = (_taken_from(tricks, sides, honours.get(card)) for card in (XXI, PAGAT))
    king_last: Side | None = None
    if called_king is not None and tricks and any(card == called_king for _, card in tricks[last].plays):
        king_last = sides[tricks[last].winner]
    capture, mayor = xxi or (None, None)
    pagat_capture = pagat_taken[0] if pagat_taken is not None else None
    return FigureOutcome(trull, kings, volat, pagat_last, fell_early, capture, mayor, king_last, pagat_capture)


def _taken_from(
    tricks: list[Trick], sides: dict[Seat, Side], fell: tuple[int, Seat] | None
) -> tuple[Side, Seat] | None:
    """The side whose trick took the honour that fell as ``fell`` (its trick and its player) from
    the other side, and the seat that lost it: the XXI-fogás (Tolnai §53: only the skíz takes
    the XXI) and the pagátfogás ("ellenfél pagátjának ütése", nehezebb-kartyajatekok.txt, Troggu)."""
    if fell is None:
        return None
    taker, seat = sides[tricks[fell[0]].winner], fell[1]
    return (taker, seat) if taker != sides[seat] else None


def pagat_in_last_trick(tricks: Sequence[Trick]) -> tuple[Seat | None, bool]:
    """Who played the pagát to the last of ``tricks`` (None: nobody, or no trick was played),
    and whether it took the trick, which the lowest tarokk does only as the trick's one tarokk
    (an ultimó made, announced or silent; Tolnai §15)."""
    if not tricks:
        return None, False
    last = tricks[-1]
    pagat = next((seat for seat, card in last.plays if card == PAGAT), None)
    return pagat, pagat is not None and last.winner == pagat
