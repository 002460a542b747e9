"""What one seat may know of a deal of the 54-card ten-contract tarokk (the bots' input).

A seat sees its own hand, everything said (the auction, the call, the half taken, the
kontras), every card played, the talon cards it took or was shown, its own skart, the
talon when a hármas declarer leaves it face up, and the opponents' hands once a terített
betli's first card is led. Nobody sees another hand or the rest of the skart (wiki:
Játék, Ultimóhívás, Hármasjáték, Terített betli).
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class Tarokk54View(SeatView):
    """One seat's knowledge of the deal (:class:`~tarokk.phases.pipeline.SeatView`): its
    ``talon`` the talon cards it has seen (those it took, or the whole talon a declarer looked
    at), its ``discard`` its own skart; ``phase`` is ``auction``, ``call``, ``half``,
    ``discard``, ``kontra``, ``play`` or ``over``."""

    helper: Seat | None
    called: Card | None
    half: str | None
    kontra: int
    public_talon: tuple[Card, ...]
    """The talon lying face up (a hármas declarer refused the exchange)."""
    discards_left: int
    """How many cards this seat still has to lay in the skart now."""
    leader: Seat | None
    open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    """The opponents' hands lying face up in a terített betli, after the first lead."""

    @property
    def talon_seen(self) -> tuple[Card, ...]:
        """The talon cards this seat has seen (:attr:`talon`)."""
        return self.talon
