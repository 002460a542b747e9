"""What one seat of a Rikiki deal may know (the view bots are given): the shared view, the
bids said, the card turned for trumps, and in the one-card deal the cards on the others'
foreheads, which it sees, while its own it does not."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class RikikiView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`; in the one-card deal its
    ``hand`` is empty until its card is played), the bids by seat in order, the card turned
    for trumps (None: no trumps), and the foreheads it sees: every other seat's card of the
    one-card deal still unplayed („az összes többi játékos számára láthatóan a homlokukra
    tesznek”)."""

    bids: tuple[tuple[Seat, int], ...]
    turned: Card | None
    foreheads: tuple[tuple[Seat, Card], ...]
