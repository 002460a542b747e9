"""What one seat may know of a deal of the 54-card ten-contract tarokk (the bots' input): its hand, everything
said and played, the talon cards it took or was shown, its own skart, and the talon a hármas declarer leaves face up
(wiki: Játék, Ultimóhívás, Hármasjáték)."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class Tarokk54View(SeatView):
    """One seat's knowledge (:class:`~tarokk.phases.pipeline.SeatView`): ``talon`` the talon cards it has
    seen (all of them once a hármas declarer leaves it face up), ``discard`` its own skart."""

    helper: Seat | None
    half: str | None
