"""The auction as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`), on the
deal's :class:`~tarokk.phases.auction.LadderAuction`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds, LadderAuction

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


@dataclass(frozen=True)
class Bidding:
    """The auction as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`): the
    deal's :class:`LadderAuction` hears the calls, by their names in the game's actions,
    and refuses under the game's rules ``ids``; a call the ladder allows may still be barred
    by the game (:meth:`~tarokk.phases.pipeline.PhasedState.bid_refusal`)."""

    ids: AuctionRuleIds

    def __post_init__(self) -> None:
        ids = (self.ids.higher, self.ids.hold, self.ids.end, *((self.ids.opening,) if self.ids.opening else ()))
        enforces(*ids)(LadderAuction.call)
        enforces(*ids)(LadderAuction.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.auction is not None
        return state.auction.to_speak

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.auction is not None
        index = state.actions.index
        return sorted(index[call] for call in state.auction.legal() if state.bid_refusal(seat, call) is None)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert state.auction is not None
        name = state.actions.names[action]
        if name in state.auction.legal():  # a call the ladder allows, which the game bars now
            return state.bid_refusal(seat, name)
        return state.auction.refusal(name) if name in (PASS, HOLD) or name in state.auction.bids else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.auction is not None
        state.auction.call(state.actions.names[action])
        return state.auction.finished
