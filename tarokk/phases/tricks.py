"""The tricks as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`): the deal's
:class:`~tarokk.core.tricks.TrickPlay`, with its constraints, hears the cards played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class Tricks:
    """Each seat in turn plays a card (``play <card>``) until every trick is played."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.play is not None
        return state.play.to_play

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.play is not None
        return state.actions.card_actions("play", state.play.legal_actions())

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert state.play is not None
        if state.actions.verb_of(action) != "play":
            return None
        try:
            state.play.check(state.actions.card_of(action), seat)
        except IllegalAction as refusal:
            return refusal
        return None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.play is not None
        state.play.apply_listed(state.actions.card_of(action))
        return state.play.finished
