"""What one seat of a Troggu deal may know (the view bots are given): the shared view and the
skíz withheld, which everyone saw go unplayed to a tarokk lead."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class TrogguView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`) and each card withheld from a
    tarokk lead with the seat that withheld it: a joker from then on, kept to the last trick."""

    withheld: tuple[tuple[Seat, Card], ...]
