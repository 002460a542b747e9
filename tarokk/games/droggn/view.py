"""What one seat of a Droggn deal may know (the view bots are given): the shared view, the
purchase as the table saw it, and the ultis laid beside the talon."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class DroggnView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`, with the talon to the declarer
    who took it) and the purchase: the card asked for and who handed it over, said aloud, and the
    card laid face down for it, seen by the declarer and by whoever received it alone."""

    given: Card | None
    asked: Card | None
    seller: Seat | None
    ultis: tuple[tuple[str, Seat], ...]
    """Each announced ulti with its announcer: its card lies face up beside the talon."""
    kontras: tuple[tuple[str, int], ...]
