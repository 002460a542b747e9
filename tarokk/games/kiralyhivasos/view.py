"""What a seat may know of a deal of királyhívásos tarokk: the shared view, the talon half taken, its own
side, and once the deal is over what the declarer's side counted; never a hidden card."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.figures import Side
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class KiralyView(SeatView):
    """A seat's view (:class:`~tarokk.phases.pipeline.SeatView`) with the half taken and its side."""

    talon_half: str | None
    own_side: Side | None
    declarer_points: int | None = None
    """What the declarer's side took, counted once the deal is over (§66, §68)."""
