"""What one seat of a strómanntarokk deal may know (Tolnai §72): its own hand, every open
pile top, how many cards lie face down in each pile, the cards turned up from the piles into
either hand, everything said, and the tricks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class PileView:
    """One pile as both players see it: its open top card (None before the piles are turned
    or when the pile is empty) and how many cards lie face down under it."""

    top: Card | None
    face_down: int

    @classmethod
    def of(cls, pile: Sequence[Card], turned: bool) -> PileView:
        """``pile`` as it lies, its top card open once the piles are turned."""
        return cls(pile[0], len(pile) - 1) if turned and pile else cls(None, len(pile))

    @property
    def text(self) -> str:
        """The pile as the table shows it: its open top (``▒`` before the turning, ``–`` when
        empty) and ``+n`` for the cards face down under it."""
        top = self.top.tolnai if self.top is not None else "▒" if self.face_down else "–"
        return f"{top} +{self.face_down}" if self.face_down else top


@dataclass(frozen=True)
class StromannView(SeatView):
    """Everything seat ``seat`` may know of the deal now, and nothing else
    (:class:`~tarokk.phases.pipeline.SeatView`: the holdings announced are its
    ``announcements``); and the piles, and what was said in the bidding and the kontras."""

    seats: tuple[Seat, ...]
    """The seats in playing order: A, the dealer's opponent, then B, the dealer."""
    dealer: Seat
    deck: int
    hand_sizes: tuple[int, ...]
    piles: tuple[tuple[PileView, ...], ...]
    """Each seat's piles, by seat index (A's, then B's)."""
    taken: tuple[tuple[Seat, Card], ...]
    """The kings and tarokks turned up from the piles into a hand, in order (seen by both)."""
    words: tuple[tuple[Seat, str], ...]
    """The bidding and the kontras as said: ``mehet``, ``játék``, ``kontra`` …, ``passz``."""
    kontra: int
    pending: Holding | None
    """The holding this seat has announced and must now play a card of."""
    points: tuple[int, ...]
    """The points each seat has taken so far, counted in thirds (Tolnai §66)."""

    @property
    def player(self) -> int:
        """This seat's index in playing order (A is 0)."""
        return self.seats.index(self.seat)

    def open_tops(self, player: int) -> tuple[Card, ...]:
        """The open pile tops of seat ``player``."""
        return tuple(pile.top for pile in self.piles[player] if pile.top is not None)
