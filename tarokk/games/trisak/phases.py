"""The phases of trisáktarokk that are its own and read only the shared deal (Tolnai §73), as steps
(:class:`~tarokk.phases.pipeline.Step`): A's choice when everyone passed, and the announcements, each seat in turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
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


class AnnouncementQueue:
    """Before the first lead each seat in turn from A announces what it will, each item once, and says ``done``
    (Tolnai §73: „Egyéb bemondások is az első kihívás előtt mondandók be”)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return state.announcer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        index = state.actions.index
        return sorted([index["done"], *(index[f"announce {item}"] for item in state.announceable(seat))])

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name = state.actions.names[action]
        return state.announce_refusal(seat, name.removeprefix("announce ")) if name.startswith("announce ") else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name = state.actions.names[action]
        if name != "done":
            state.said.append((seat, name))
            return False
        following = next_seat(seat, 1, state.seats)
        state.announcer = None if following == state.seats[0] else following
        return state.announcer is None
