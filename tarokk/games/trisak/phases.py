"""The phases of trisáktarokk that are its own (Tolnai §73), as steps of the deal
(:class:`~tarokk.phases.pipeline.Step`): A's choice when everyone passed, the discards of
every player who took talon cards, and the announcements, each seat in turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.games.trisak.actions import CHOICES
from tarokk.games.trisak.options import TrisakOptions
from tarokk.phases.discard import LayAway

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class TrisakDeal(Protocol):
    """What the discards read and change of the game's deal besides a
    :class:`~tarokk.phases.pipeline.PhasedState`'s."""

    discarder: Seat | None
    discarded: dict[Seat, int]
    """Each seat's discards, as a bit set."""
    options: TrisakOptions


def own(state: PhasedState) -> TrisakDeal:
    """The game's own part of ``state``, a deal of trisáktarokk."""
    return cast(TrisakDeal, state)


class Choice:
    """When the others pass A's bare opening, A chooses trisákolás or the first level
    (Tolnai §73); what he chooses is the contract."""

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


class Discards(LayAway):
    """The discards (:class:`~tarokk.phases.discard.LayAway`) of whoever takes talon cards: as
    many of his own, one at a time, each in turn as his share is handed out
    (:attr:`TrisakDeal.discarder`); every seat sees only its own. The first level's declarer
    may not lay down an honour or a king („honnört és királyt nem szabad lefektetni”), the
    next two players any card („tetszőleges lapot”); under the option ``discard_limit`` no
    declarer may."""

    def actor(self, state: PhasedState) -> Seat | None:
        return own(state).discarder

    @enforces("trisak.discard.honours-kings")
    def allowed(self, state: PhasedState) -> int:
        seat, contract = self.actor(state), state.contract
        assert seat is not None and contract is not None
        limited = contract.name == "game" or own(state).options.discard_limit == "every"
        return super().allowed(state) if seat == state.declarer and limited else state.held[seat]

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        own(state).discarded[seat] |= state.actions.card_of(action).bit
        return super().apply(state, seat, action)


class AnnouncementQueue:
    """Before the first lead every seat in turn from A announces what it will, each item
    once, and says ``done`` (Tolnai §73: „Egyéb bemondások is az első kihívás előtt
    mondandók be”). What it may announce is the game's
    (:meth:`~tarokk.phases.pipeline.PhasedState.announceable`,
    :meth:`~tarokk.phases.pipeline.PhasedState.announce_refusal`)."""

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
