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
from tarokk.core.tricks import Trick


@dataclass(frozen=True)
class Tarokk54View:
    """One seat's knowledge of the deal (frozen); ``phase`` is ``auction``, ``call``,
    ``half``, ``discard``, ``kontra``, ``play`` or ``over``."""

    seat: Seat
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    auction: tuple[tuple[Seat, str], ...]
    contract: str | None
    declarer: Seat | None
    helper: Seat | None
    called: Card | None
    half: str | None
    kontra: int
    talon_seen: tuple[Card, ...]
    """The talon cards this seat has seen: those it took, or the whole talon a declarer looked at."""
    own_skart: tuple[Card, ...]
    public_talon: tuple[Card, ...]
    """The talon lying face up (a hármas declarer refused the exchange)."""
    discards_left: int
    """How many cards this seat still has to lay in the skart now."""
    leader: Seat | None
    tricks: tuple[Trick, ...]
    current: tuple[tuple[Seat, Card], ...]
    open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    """The opponents' hands lying face up in a terített betli, after the first lead."""
