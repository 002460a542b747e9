"""What one seat of a magyar tarokk deal may know (Tolnai §65): the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.figures import Side
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class MagyarView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`) and the talon parts turned
    face up (Tolnai §65) with the game's price as it stands; never a part nobody turned up."""

    holder: Seat | None
    looks: int
    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    price: int
    can_look_again: bool
    announced: tuple[tuple[str, Side], ...]
    kontras: tuple[tuple[str, int], ...]
