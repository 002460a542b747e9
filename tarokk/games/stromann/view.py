"""What one seat of a strómanntarokk deal may know (Tolnai §72): besides its own hand and all
said and played, every open pile top and how many cards lie face down under it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class PileView:
    """One pile as both players see it: its open top (None before the turning or when the pile
    is empty) and how many cards lie face down under it."""

    top: Card | None
    face_down: int

    @classmethod
    def of(cls, pile: Sequence[Card], turned: bool) -> PileView:
        """``pile`` as it lies, its top card open once the piles are turned."""
        return cls(pile[0], len(pile) - 1) if turned and pile else cls(None, len(pile))

    @property
    def text(self) -> str:
        """The pile on the table: its open top (``▒`` before the turning, ``–`` when empty) and
        ``+n`` for the cards face down under it."""
        top = self.top.tolnai if self.top is not None else "▒" if self.face_down else "–"
        return f"{top} +{self.face_down}" if self.face_down else top


@dataclass(frozen=True)
class StromannView(SeatView):
    """Everything a seat may know of the deal now (:class:`~tarokk.phases.pipeline.SeatView`,
    the holdings announced its ``announcements``); and the piles and the words said."""

    dealer: Seat
    deck: int
    hand_sizes: tuple[int, ...]
    piles: tuple[tuple[PileView, ...], ...]
    """Each seat's piles, by seat index (A's, then B's)."""
    taken: tuple[tuple[Seat, Card], ...]
    """The kings and tarokks turned up from the piles into a hand, in order (seen by both)."""
    words: tuple[tuple[Seat, str], ...]
    """The bidding and the kontras as said: ``mehet``, ``játék``, ``kontra`` …, ``passz``."""
    pending: Holding | None
    """The holding this seat has announced and must now play a card of."""
    points: tuple[int, ...]
    """The points each seat has taken so far, counted in thirds (Tolnai §66)."""

    def open_tops(self) -> tuple[Card, ...]:
        """This seat's open pile tops."""
        return tuple(pile.top for pile in self.piles[self.seats.index(self.seat)] if pile.top is not None)
