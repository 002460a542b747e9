"""What one seat of a trisáktarokk deal may know."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class TrisakView(SeatView):
    """What one seat may know (:class:`~tarokk.phases.pipeline.SeatView`): of the talon only the
    cards it took or looked at and those turned face up, of the discards only its own; the tarokk
    called."""

    called: Card | None
