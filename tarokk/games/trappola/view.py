"""What one seat of a Trappola deal may know (the view bots are given): the shared view, the
hands thrown face up in the exchange, how many cards are left in the talon, and the
combinations declared."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class TrappolaView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`), each hand thrown face up in
    the exchange with its seat, the cards left in the talon, and each combination declared: its
    seat, its rank and how many, with its cards where the option ``show_declared`` shows them."""

    thrown: tuple[tuple[Seat, tuple[Card, ...]], ...]
    talon_left: int
    declared: tuple[tuple[Seat, int, int], ...]
    shown: tuple[Card, ...]
