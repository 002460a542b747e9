"""The phases of a strómanntarokk deal that are its own (Tolnai §72), each a
:class:`~tarokk.phases.pipeline.Step`: the bidding and the tricks from the piles; the kontras are
the shared :class:`~tarokk.phases.kontras.KontraTurns`, and the deal turns the piles between them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.cards import cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.core.tricks import TrickPlay
from tarokk.games.stromann.actions import HOLDINGS
from tarokk.games.stromann.piles import Piles

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class PileDeal(Protocol):
    """What the tricks step reads of a strómann deal: its trick play and its piles."""

    play: TrickPlay
    piles: Piles


class MehetOrGame:
    """A, then B, says mehet (``pass``) or játék (``game``): whoever says játék first is the
    declarer; two mehets make a simple game (Tolnai §72)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return state.seats[len(state.history())]  # a játék ends the bidding: every call before it was mehet

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return sorted(state.actions.index[call] for call in ("pass", "game"))

    @enforces("stromann.auction")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        return IllegalAction("stromann.auction", f"{seat} must first say mehet (pass) or játék (game)")

    @enforces("stromann.auction")
    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        if state.actions.names[action] == "game":
            state.declarer = seat
        return state.declarer is not None or seat == state.seats[-1]


class TricksFromPiles:
    """The tricks, each card played from the hand or an open pile top
    (:class:`~tarokk.games.stromann.piles.Piles`), and before a card the holding it is the first
    card of, announced by its own action (:meth:`~tarokk.phases.pipeline.PhasedState.announceable`)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return cast(PileDeal, state).play.to_play

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        deal = cast(PileDeal, state)
        holdings = sorted(state.actions.index[holding] for holding in state.announceable(seat))
        return holdings + state.actions.card_actions("play", cards_of(deal.piles.playable(deal.play, seat)))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name, deal = state.actions.names[action], cast(PileDeal, state)
        if name in HOLDINGS:
            return state.announce_refusal(seat, name)
        played = state.actions.verb_of(action) == "play"
        return deal.piles.refusal(deal.play, state.actions.card_of(action)) if played else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name, deal = state.actions.names[action], cast(PileDeal, state)
        if name in HOLDINGS:
            state.said.append((seat, name))
            state.announce(seat, name)
            return False
        deal.piles.play_card(deal.play, state.actions.card_of(action))
        return deal.play.finished
