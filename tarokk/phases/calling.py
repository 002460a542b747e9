"""The call of a partner by a card, as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`):
the declarer calls one of the cards the game lets him call (``call <card>``), and its holder
plays with him. Which cards he may call, and why another is refused, is the game's: a king he
lacks (királyhívásos, Tolnai §68), the highest tarokk he lacks (the 54-card game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.cards import Card, cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.core.words import Said

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class CallsPartner(Protocol):
    """A deal whose declarer calls his partner by a card: the game says which cards he may call."""

    def callable_cards(self, seat: Seat) -> int:
        """The cards ``seat``, the declarer, may call now, as a bit set."""

    def call_reason(self, seat: Seat, card: Card) -> Said:
        """Why ``seat`` may not call ``card``, in both languages."""


@dataclass(frozen=True)
class CallCard:
    """The declarer calls a card of :meth:`CallsPartner.callable_cards`, which becomes the deal's
    :attr:`~tarokk.phases.pipeline.PhasedState.called`; any other is refused under ``rule`` with
    the game's reason (:meth:`CallsPartner.call_reason`)."""

    rule: str

    def __post_init__(self) -> None:
        enforces(self.rule)(CallCard.legal)
        enforces(self.rule)(CallCard.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return state.actions.card_actions("call", cards_of(cast(CallsPartner, state).callable_cards(seat)))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.verb_of(action) != "call":
            return None
        return IllegalAction(self.rule, **cast(CallsPartner, state).call_reason(seat, state.actions.card_of(action)))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        state.called = state.actions.card_of(action)
        return True
