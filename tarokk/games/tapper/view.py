"""What one seat of a tappertarokk deal may know."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView

AUCTION, TALON, DISCARD, ANNOUNCE, PLAY = "auction", "talon", "discard", "announce", "play"
"""The phases of a deal, as a view's ``phase`` names them."""


@dataclass(frozen=True)
class TapperView(SeatView):
    """What one seat may know (:class:`~tarokk.phases.pipeline.SeatView`): the talon once
    turned up (at a hármas, or at the end) and the tarokks shown from the discard ("A
    lefektetett tarokkot meg kell mutatnia"); and the pack's size, the half kept and the
    tarokk counts announced."""

    cards: int
    kept_half: int | None
    tarokk_counts: tuple[tuple[Seat, int], ...]
