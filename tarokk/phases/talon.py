"""The declarer's choice among parts of the talon, as a phase of the deal
(:class:`~tarokk.phases.pipeline.Step`): he takes one of the parts the game names (its
first or its second three in tappertarokk; the top or the bottom half), and what taking
it does is the game's (:meth:`TakesParts.take_part`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class TakesParts(Protocol):
    """A deal whose declarer chooses among parts of the talon: the game says what taking one does."""

    def take_part(self, part: int) -> None:
        """The declarer takes part ``part`` of the talon."""


@dataclass(frozen=True)
class TalonParts:
    """The declarer says one of ``parts`` (action names), each the part of that index, unless
    the game closes it now (:meth:`~tarokk.phases.pipeline.PhasedState.part_refusal`)."""

    parts: tuple[str, ...]

    def actor(self, state: PhasedState) -> Seat | None:
        return state.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        open_parts = (part for number, part in enumerate(self.parts) if state.part_refusal(seat, number) is None)
        return sorted(state.actions.index[part] for part in open_parts)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name = state.actions.names[action]  # a part the game closes now, or another phase's action
        return state.part_refusal(seat, self.parts.index(name)) if name in self.parts else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        cast(TakesParts, state).take_part(self.parts.index(state.actions.names[action]))
        return True
