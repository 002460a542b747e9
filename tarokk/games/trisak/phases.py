"""The phases of trisáktarokk that are its own and read only the shared deal (Tolnai §73), as a step
(:class:`~tarokk.phases.pipeline.Step`): A's choice when everyone passed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.games.trisak.actions import CHOICES

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class Choice:
    """When the others pass A's bare opening, he chooses trisákolás or the first level as his contract (Tolnai §73)."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.auction is not None
        return state.auction.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return sorted(state.actions.index[name] for name in CHOICES)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        return None  # either may be chosen: any other action is another phase's

    @enforces("trisak.choice")
    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        state.contract = state.game.definition.contract(state.actions.names[action])
        return True
