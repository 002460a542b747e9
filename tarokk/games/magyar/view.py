"""What one seat of a magyar tarokk deal may know (Tolnai §65): the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class MagyarView(SeatView):
    """What seat ``seat`` may know (:class:`~tarokk.phases.pipeline.SeatView`), and the talon
    parts turned up (they are turned face up, Tolnai §65) with the game's price as it stands;
    never another hand, a talon part nobody turned up before the end, or the declarer's
    discarded suit cards."""

    seats: tuple[Seat, ...]
    """The seats that play, in playing order."""
    holder: Seat | None
    looks: int
    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    price: int
    can_look_again: bool
    announced: tuple[tuple[str, Side], ...]
    kontras: tuple[tuple[str, int], ...]

    @property
    def bids(self) -> tuple[tuple[Seat, str], ...]:
        """The auction's calls."""
        return self.calls

    @property
    def discard_shown(self) -> tuple[Card, ...]:
        """The tarokks laid away, which are shown (Tolnai §65)."""
        return self.shown_tarokks

    @property
    def own_discard(self) -> tuple[Card, ...]:
        """The seat's own discard, if it is the declarer."""
        return self.discard if self.seat == self.declarer else ()

    @property
    def side(self) -> Side | None:
        """The seat's side, once there is a declarer."""
        if self.declarer is None:
            return None
        return DECLARER if self.seat == self.declarer else OPPONENTS
