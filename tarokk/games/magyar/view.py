"""What one seat of a magyar tarokk deal may know (Tolnai §65): the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.seats import Seat


@dataclass(frozen=True)
class MagyarView:
    """What seat ``seat`` may know: its own hand, everything said and shown, the talon parts
    turned up (they are turned face up, Tolnai §65), the discarded tarokks (shown), its own
    discard if it is the declarer, and the tricks; never another hand, a talon part nobody
    turned up, or the declarer's discarded suit cards."""

    seat: Seat
    seats: tuple[Seat, ...]
    """The seats that play, in playing order."""
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    bids: tuple[tuple[Seat, str], ...]
    holder: Seat | None
    declarer: Seat | None
    contract: str | None
    looks: int
    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    price: int
    can_look_again: bool
    discard_shown: tuple[Card, ...]
    own_discard: tuple[Card, ...]
    said: tuple[tuple[Seat, str], ...]
    announced: tuple[tuple[str, Side], ...]
    kontras: tuple[tuple[str, int], ...]
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...]
    current: tuple[tuple[Seat, Card], ...]

    @property
    def side(self) -> Side | None:
        """The seat's side, once there is a declarer."""
        if self.declarer is None:
            return None
        return DECLARER if self.seat == self.declarer else OPPONENTS
