"""The auction of tappertarokk (Tolnai, "4. A tappertarokk"; §25–§30).

Seat A, at the dealer's right, speaks first, then B, then C, round and round. Anyone may
bid, honour or not; each bid is higher than the last (§28: "legalább egy fokkal
magasabbnak"), a pass is for good (§25). A alone may hold the game B or C bid (§28), and
the right does not pass on: "ha A pászolt, B nem tarthatja C bemondott játékát". The
auction ends when the other players have passed after a bid or a hold (§29); whoever bid
or holds the highest game declares (§30). Three passes at the start: no game (§26).

>>> auction = Auction()
>>> for call in ("three", "upper-three", "pass", "hold", "pass"):
...     auction.call(call)
>>> auction.declarer, auction.contract, auction.took_part
('A', 'upper-three', ('A', 'B'))
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat

SEATS: tuple[Seat, ...] = ("A", "B", "C")
"""The three seats in the order they speak: A at the dealer's right, the dealer C last."""
BIDS = ("three", "lower-three", "upper-three", "solo")
"""The games, lowest first: hármas, alsó hármas, felső hármas, szóló."""
PASS, HOLD = "pass", "hold"
HOLDER: Seat = "A"
"""The only seat with the right to hold (Tolnai: "Az osztó jobbján ülő játékosnak tartási joga van")."""


@dataclass
class Auction:
    """The calls so far and what they settle: who is to speak, who has passed, the highest
    game and who bid or holds it."""

    calls: list[tuple[Seat, str]] = field(default_factory=list)
    passed: set[Seat] = field(default_factory=set)
    level: int = 0  # the highest game bid so far, 1 … 4 (0: none yet)
    high: Seat | None = None  # who bid or holds it
    bidder: Seat | None = None  # who bid it (A may hold it)
    to_speak: Seat | None = "A"

    @property
    def finished(self) -> bool:
        return self.to_speak is None

    @property
    def declarer(self) -> Seat | None:
        """The declarer once the auction is over (None: all passed, no game)."""
        return self.high if self.finished else None

    @property
    def contract(self) -> str | None:
        """The game the declarer plays, once the auction is over."""
        return BIDS[self.level - 1] if self.finished and self.high is not None else None

    @property
    def took_part(self) -> tuple[Seat, ...]:
        """The seats that bid or held at least once (Tolnai §71: "nem vett részt a licitálásban")."""
        return tuple(seat for seat in SEATS if any(who == seat and call != PASS for who, call in self.calls))

    def legal(self) -> list[str]:
        """The calls the seat to speak may make."""
        seat = self.to_speak
        if seat is None:
            return []
        calls = [PASS, *BIDS[self.level :]]
        if self._may_hold(seat):
            calls.append(HOLD)
        return calls

    def _may_hold(self, seat: Seat) -> bool:
        return seat == HOLDER and self.high is not None and self.high != HOLDER

    @enforces("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
    def refusal(self, call: str) -> IllegalAction:
        """Why ``call``, not among :meth:`legal`, is refused now."""
        seat = self.to_speak
        if seat is None:
            return IllegalAction("tapper.auction.end", "the auction is over", action=call)
        if call == HOLD:
            if seat != HOLDER:
                return IllegalAction(
                    "tapper.auction.hold",
                    f"only A, at the dealer's right, may hold, and the right does not pass on to {seat}",
                    seat=seat,
                    action=call,
                )
            return IllegalAction("tapper.auction.hold", "A may hold only a game B or C has bid", seat=seat, action=call)
        if call in BIDS:
            return IllegalAction(
                "tapper.auction.bid",
                f"{seat} must bid higher than {BIDS[self.level - 1]}",
                seat=seat,
                action=call,
            )
        return IllegalAction("tapper.auction.bid", f"{call!r} is no call of the auction", seat=seat, action=call)

    @enforces("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
    def call(self, call: str) -> None:
        """Make ``call`` for the seat to speak; an illegal one raises and changes nothing."""
        if call not in self.legal():
            raise self.refusal(call)
        seat = self.to_speak
        assert seat is not None
        self.calls.append((seat, call))
        if call == PASS:
            self.passed.add(seat)
        elif call == HOLD:
            self.high = seat
        else:
            self.level = BIDS.index(call) + 1
            self.high = self.bidder = seat
        self.to_speak = self._next_speaker(seat)

    def _next_speaker(self, seat: Seat) -> Seat | None:
        """The next seat still in the auction, or None when it is over: everyone passed, or
        everyone but the high bidder has (§29)."""
        active = [s for s in SEATS if s not in self.passed]
        if not active or (self.high is not None and active == [self.high]):
            return None
        following = next_seat(seat, 1, SEATS)
        while following in self.passed:
            following = next_seat(following, 1, SEATS)
        return following
