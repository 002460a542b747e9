"""The auction on a ladder of contracts, as Tolnai's games hold it (§25–§30).

The seats speak in turn from the first hand, the seat at the dealer's right. A bid names a
higher contract than the last (§27: "legalább egy fokkal magasabbnak"), or, where the
game bids by steps, the next one up (§31: "mindig csak egy fokkal drágább"); a pass is for
good (§25). Where the game gives a holding right (§28: "tartom"), its holder may take over
the highest bid another player made, at the same contract. The auction ends when every
other player has passed after a bid or a hold, and that player is the declarer (§29–§30),
or, where the game says so, as soon as the top contract is bid (strómann, §72); if everyone
passes there is no game (§26), unless the first hand may not pass (trisák, §73: he opens).

How a game holds its auction is data, :class:`~tarokk.core.definition.AuctionRules` in its
definition; the rules it refuses under are its own catalogue's, :class:`AuctionRuleIds`.

>>> rules = AuctionRules(HoldingRight.FIRST_HAND)
>>> ids = AuctionRuleIds("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
>>> auction = LadderAuction(("A", "B", "C"), ("three", "lower-three", "upper-three", "solo"), rules, ids)
>>> for call in ("three", "upper-three", "pass", "hold", "pass"):
...     auction.call(call)
>>> auction.declarer, auction.contract, auction.took_part
('A', 'upper-three', ('A', 'B'))
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokk.core.auctions import AuctionRules, BidSteps, HoldingRight
from tarokk.core.definition import GameDefinition
from tarokk.core.errors import DefinitionError, IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.core.words import Said, WordBook, Words

WORDS = WordBook.of(__name__)
"""Why the shared phases refuse an action, in both languages (``tarokk/phases/words.toml``)."""

PASS, HOLD = "pass", "hold"
"""The two calls that are not contracts."""


@dataclass(frozen=True)
class AuctionRuleIds:
    """The game's catalogue ids the auction refuses under: a bid that is not high enough, a
    hold without the right, a call after the end, and a pass the opener may not make."""

    higher: str
    hold: str
    end: str
    opening: str | None = None


@dataclass
class LadderAuction:
    """The calls so far and what they settle. ``bids`` names the contracts' calls, lowest
    first; a call is one of them, :data:`PASS` or :data:`HOLD`."""

    seats: tuple[Seat, ...]
    bids: tuple[str, ...]
    rules: AuctionRules
    ids: AuctionRuleIds
    calls: list[tuple[Seat, str]] = field(default_factory=list)
    passed: set[Seat] = field(default_factory=set)
    level: int = 0
    """The highest contract bid so far, 1 … len(bids) (0: none yet)."""
    high: Seat | None = None
    """Who bid or holds it."""
    to_speak: Seat | None = None
    said: tuple[str, ...] = ()
    """The contracts' Hungarian names, as :attr:`bids` (empty: the calls name themselves)."""

    def __post_init__(self) -> None:
        if self.to_speak is None and not self.calls:
            self.to_speak = self.seats[0]

    @classmethod
    def of(cls, definition: GameDefinition, ids: AuctionRuleIds, bids: tuple[str, ...] | None = None) -> LadderAuction:
        """A fresh auction of the game ``definition`` describes: its active seats, its
        contracts (called by their names, or by ``bids``), held by its
        :attr:`~tarokk.core.definition.GameDefinition.auction` rules."""
        if definition.auction is None:
            raise DefinitionError(f"{definition.name} names no rules for a ladder auction")
        calls = bids if bids is not None else tuple(contract.name for contract in definition.contracts)
        said = tuple(contract.hu for contract in definition.contracts)
        return cls(definition.seating.active_seats, calls, definition.auction, ids, said=said)

    @property
    def finished(self) -> bool:
        return self.to_speak is None

    @property
    def declarer(self) -> Seat | None:
        """The declarer once the auction is over (None: all passed, no game)."""
        return self.high if self.finished else None

    @property
    def contract(self) -> str | None:
        """The call of the contract the declarer plays, once the auction is over."""
        return self.bids[self.level - 1] if self.finished and self.high is not None else None

    @property
    def took_part(self) -> tuple[Seat, ...]:
        """The seats that bid or held at least once (Tolnai §71: "nem vett részt a licitálásban")."""
        return tuple(seat for seat in self.seats if any(who == seat and call != PASS for who, call in self.calls))

    @property
    def holder(self) -> Seat | None:
        """Who has the holding right now, as the game's :class:`HoldingRight` says."""
        first = self.seats[0]
        if self.rules.holding == HoldingRight.FIRST_HAND:
            return None if first in self.passed else first
        if self.rules.holding == HoldingRight.PASSES_ON:
            return next((seat for seat in self.seats if seat not in self.passed), None)
        return None

    def legal(self) -> list[str]:
        """The calls the seat to speak may make: pass (unless he must open), hold where he
        has the right and another bid is the highest, and the contracts he may bid."""
        seat = self.to_speak
        if seat is None:
            return []
        calls = [] if self._must_open() else [PASS]
        if self._may_hold(seat):
            calls.append(HOLD)
        top = len(self.bids) if self.rules.steps == BidSteps.ANY_HIGHER or not self.level else self.level + 1
        return calls + list(self.bids[self.level : top])

    def _must_open(self) -> bool:
        return self.rules.opener_bids and not self.calls

    def _may_hold(self, seat: Seat) -> bool:
        if self.high is None or self.high == seat:
            return False
        if self.rules.holding == HoldingRight.SECOND_TURN:
            return self._spoke(seat) and self._last_call() != HOLD
        return seat == self.holder

    def _spoke(self, seat: Seat) -> bool:
        """Whether ``seat`` has spoken in this auction already."""
        return any(who == seat for who, _ in self.calls)

    def _last_call(self) -> str | None:
        """The last call that was not a pass: a bid or a hold (None: none yet)."""
        return next((call for _, call in reversed(self.calls) if call != PASS), None)

    def refusal(self, call: str) -> IllegalAction:
        """Why ``call``, not among :meth:`legal`, is refused now, under the game's rule id."""
        seat = self.to_speak
        if seat is None:
            return IllegalAction(self.ids.end, action=call, **WORDS.auction_over.message())
        if call == PASS:
            rule = self.ids.opening or self.ids.higher
            return IllegalAction(rule, seat=seat, action=call, **WORDS.may_not_pass.message(seat=seat))
        if call == HOLD:
            return IllegalAction(self.ids.hold, seat=seat, action=call, **self._no_hold(seat))
        if call not in self.bids:
            return IllegalAction(self.ids.higher, seat=seat, action=call, **WORDS.no_such_call.message(call=call))
        last = self._named(self.level - 1)
        if self.level == len(self.bids):
            said = WORDS.nothing_higher.message(last=last)
        elif self.rules.steps == BidSteps.ONE_STEP:
            said = WORDS.one_step.message(seat=seat, last=last, next=self._named(self.level))
        else:
            said = WORDS.bid_higher.message(seat=seat, last=last)
        return IllegalAction(self.ids.higher, seat=seat, action=call, **said)

    def _named(self, index: int) -> Words:
        """The ``index``-th bid by its call in English and its contract's name in Hungarian."""
        return Words(self.bids[index], self.said[index] if self.said else self.bids[index])

    def _no_hold(self, seat: Seat) -> Said:
        holder = self.holder
        if self.rules.holding == HoldingRight.NONE:
            return WORDS.no_holding.message()
        if self.rules.holding == HoldingRight.SECOND_TURN:
            if self.high is None:
                return WORDS.nothing_to_hold.message(seat=seat)
            if self.high == seat:
                return WORDS.own_bid.message(seat=seat)
            if not self._spoke(seat):
                return WORDS.first_turn_no_hold.message(seat=seat)
            return WORDS.hold_of_hold.message(seat=seat, holder=self.high)
        if seat != holder:
            if self.rules.holding == HoldingRight.FIRST_HAND:
                return WORDS.first_hand_holds.message(first=self.seats[0], seat=seat)
            return WORDS.no_holding_right.message(seat=seat, holder=holder)
        if self.high == seat:
            return WORDS.own_bid.message(seat=seat)
        return WORDS.nothing_to_hold.message(seat=seat)

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
            self.level = self.bids.index(call) + 1
            self.high = seat
        self.to_speak = self._next_speaker(seat)

    def _next_speaker(self, seat: Seat) -> Seat | None:
        """The next seat still in the auction, or None when it is over: everyone passed,
        everyone but the high bidder has (§29), or the top contract was bid where that ends it
        (:attr:`~tarokk.core.auctions.AuctionRules.top_bid_ends`)."""
        active = [other for other in self.seats if other not in self.passed]
        if not active or (self.high is not None and active == [self.high]):
            return None
        if self.rules.top_bid_ends and self.level == len(self.bids):
            return None
        following = next_seat(seat, 1, self.seats)
        while following in self.passed:
            following = next_seat(following, 1, self.seats)
        return following
