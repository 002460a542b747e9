"""What one seat of a deal of módosított hármastarokk may know: the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class ModositottView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`) and, for the declarer while
    he looks, the skart's pairs he has looked at; what a loss costs now; whether the deal is a
    mizer (all passed); and whether this seat may throw its hand in."""

    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    loss_price: int
    mizer: bool
    may_throw_in: bool
