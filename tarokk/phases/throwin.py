"""Throwing the hands in before the auction, as a phase of the deal
(:class:`~tarokk.phases.pipeline.Step`): each seat whose hand the game lets it throw in
(:meth:`ThrowsIn.may_throw_in`), in turn from the first hand, says whether it throws it in
(``throw-in``) or plays on (``play-on``); a throw-in ends the deal unplayed
(nehezebb-kartyajatekok.txt, Módosított hármastarokk: "bedobhatjuk lapjainkat az asztal közepére.
Ilyenkor nincs játék, és újra oszt a mostani osztó"). A seat without such a hand says nothing,
as at the table: only one who may throw in is asked, and his answer shows that he could."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState

THROW_IN, PLAY_ON = "throw-in", "play-on"
"""The two answers."""


class ThrowsIn(Protocol):
    """A deal whose hands may be thrown in: the game says which hands may, and keeps the answers."""

    throw_in_answers: dict[Seat, bool]
    """Each seat's answer so far: True if it threw its hand in."""

    def may_throw_in(self, seat: Seat) -> bool:
        """Whether ``seat``'s hand is one the game lets it throw in."""


class ThrowIn:
    """Each seat that may throw in answers once, in playing order; the phase is over at the first
    throw-in or when all have played on. A throw-in another seat tries is the game's to refuse
    (:meth:`~tarokk.phases.pipeline.PhasedState.out_of_phase`)."""

    def actor(self, state: PhasedState) -> Seat | None:
        answers = cast(ThrowsIn, state).throw_in_answers
        if any(answers.values()):
            return None
        deal = cast(ThrowsIn, state)
        return next((seat for seat in state.seats if seat not in answers and deal.may_throw_in(seat)), None)

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return sorted(state.actions.index[answer] for answer in (THROW_IN, PLAY_ON))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        return None  # both answers are the asked seat's; any other action is out of turn

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        deal = cast(ThrowsIn, state)
        deal.throw_in_answers[seat] = state.actions.names[action] == THROW_IN
        return self.actor(state) is None
