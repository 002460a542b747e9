"""The auction of the 54-card ten-contract tarokk, the phase of its own that reads only the shared deal, as a step
(:class:`~tarokk.phases.pipeline.Step`); the call, the discards and the kontra, which read the game's own deal, are
in :mod:`tarokk.games.tarokk54.state`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.games.tarokk54.actions import HELP
from tarokk.phases.bidding import Bidding

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class TenContracts(Bidding):
    """The auction over the ten contracts (:class:`Bidding`), and „segítek”, which answers another player's
    trisákolás and ends the auction, the two playing as a pair (wiki: Licitálás, Trisákolás)."""

    @enforces("tarokk54.auction.help")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.auction is not None
        calls = super().legal(state, seat)
        helps = state.auction.level == 1 and state.auction.high != seat
        return [*calls, state.actions.index[HELP]] if helps else calls

    @enforces("tarokk54.auction.help")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.names[action] == HELP:
            reason = f"{seat} may say „segítek” only to another player's trisákolás"
            return IllegalAction("tarokk54.auction.help", reason)
        return super().refusal(state, seat, action)

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.auction is not None
        if state.actions.names[action] != HELP:
            return super().apply(state, seat, action)
        state.auction.calls.append((seat, HELP))
        state.auction.to_speak = None  # the auction is over
        return True
