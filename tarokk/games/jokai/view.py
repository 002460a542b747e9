"""What one seat of a Jókai-hármas deal may know: the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class JokaiView(SeatView):
    """The shared view (:class:`~tarokk.phases.pipeline.SeatView`) and, for the declarer while
    he looks, the skart's pairs he has looked at with what a loss costs now; nobody else sees
    them ("a felvevő sorra meg is nézheti a skart lapjait")."""

    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    loss_price: int
    kontras: tuple[tuple[str, int], ...]
