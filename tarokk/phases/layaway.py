"""The discard: a player lays away, one card at a time, as many cards as he took from the
talon (Tolnai §42), as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`); the
declarer, or in some games each player who took a share
(:meth:`~tarokk.phases.pipeline.PhasedState.take_from_talon`).

What may not go is the game's: in Tolnai's games never a king or an honour ("királyt és
honnőrt nem szabad lefektetni", §42), and in some a tarokk only when no other card can
go. The skart is :attr:`~tarokk.phases.pipeline.PhasedState.discard`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarokk.core.cards import HONOURS, KINGS, TAROKKS, Card, cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.core.words import CORE
from tarokk.phases.auction import WORDS

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


@dataclass(frozen=True)
class LayAway:
    """The seat who took talon cards lays away as many (until the deal's
    :attr:`~tarokk.phases.pipeline.PhasedState.to_discard` are laid),
    never one of ``forbidden`` (under ``rule``), and, where ``tarokk_rule`` is given, a
    tarokk only when no suit card may go (under that rule); where ``called_rule`` is given,
    never the card the declarer called (under that rule: the 54-card game). Where
    ``escort_rule`` is given, a card of ``escorted`` goes only together with a card of
    ``escorts``, and no card is laid that leaves no room or no card for that (Droggn: „Királyt
    lehet, de csak tarokklap kíséretében”). Where ``four_kings_rule`` is given, a seat holding
    all four kings may lay ``four_kings_laid`` of them, forbidden or not (Troggu: „kivéve egy
    király … akkor, ha mind a négy a felvevőnél van”), and a further king is refused under it.
    A card he does not hold is refused under ``unheld_rule`` (``rule`` if not given). The step
    enforces the game's rules it is given (:func:`~tarokk.core.enforcement.enforces`)."""

    rule: str
    forbidden: int = KINGS | HONOURS
    tarokk_rule: str | None = None
    unheld_rule: str | None = None
    called_rule: str | None = None
    escort_rule: str | None = None
    escorted: int = KINGS
    escorts: int = TAROKKS
    four_kings_rule: str | None = None
    four_kings_laid: int = 1

    def __post_init__(self) -> None:
        rules = (self.tarokk_rule, self.unheld_rule, self.called_rule, self.escort_rule, self.four_kings_rule)
        ids = (self.rule, *(rule for rule in rules if rule))
        enforces(*ids)(LayAway.allowed)
        enforces(*ids)(LayAway.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.discarder

    def allowed(self, state: PhasedState) -> int:
        """The cards the seat to lay away (:meth:`actor`) may lay away now, as a bit set."""
        seat = self.actor(state)
        assert seat is not None
        held = self._layable(state, seat)
        allowed = (held & ~TAROKKS) or held if self.tarokk_rule is not None else held
        if self.escort_rule is None:
            return allowed
        return sum(card.bit for card in cards_of(allowed) if self._escort_possible(state, seat, held, card))

    def _layable(self, state: PhasedState, seat: Seat) -> int:
        """The cards ``seat`` holds that are neither forbidden nor the called card (kings, where
        he may lay one of all four)."""
        freed = KINGS if self._kings_free(state, seat) else 0
        called = state.called.bit if self.called_rule and state.called else 0
        return state.held[seat] & (~self.forbidden | freed) & ~called

    def _holds_four_kings(self, state: PhasedState, seat: Seat) -> bool:
        return self.four_kings_rule is not None and (state.held[seat] | state.laid[seat]) & KINGS == KINGS

    def _kings_free(self, state: PhasedState, seat: Seat) -> bool:
        """Whether ``seat``, holding all four kings, may lay another of them."""
        laid = (state.laid[seat] & KINGS).bit_count()
        return self._holds_four_kings(state, seat) and laid < self.kings_allowed(state)

    def kings_allowed(self, state: PhasedState) -> int:
        """How many of all four kings may go: :attr:`four_kings_laid`, unless a game's option says."""
        return self.four_kings_laid

    def _escort_possible(self, state: PhasedState, seat: Seat, held: int, card: Card) -> bool:
        """Whether ``seat`` may still lay a card of :attr:`escorts` beside every card of
        :attr:`escorted` once he has laid ``card`` (of the cards ``held`` he may lay)."""
        laid = state.laid[seat] | card.bit
        if not laid & self.escorted or laid & self.escorts:
            return True
        room = state.to_discard - len(state.discard) - 1
        return room > 0 and bool(held & ~card.bit & self.escorts)

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return state.actions.card_actions("discard", cards_of(self.allowed(state)))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.verb_of(action) != "discard":
            return None
        card = state.actions.card_of(action)
        if not state.held[seat] & card.bit:
            return IllegalAction(self.unheld_rule or self.rule, **CORE.not_held.message(seat=seat, card=card.hu))
        if card.bit & KINGS and self.four_kings_rule and self._holds_four_kings(state, seat):
            said = WORDS.four_kings_laid.message(seat=seat, count=self.kings_allowed(state))
            return IllegalAction(self.four_kings_rule, **said)
        if card.bit & self.forbidden:
            no_kings = WORDS.no_king_no_honour if self.forbidden & KINGS else WORDS.no_honour
            return IllegalAction(self.rule, **no_kings.message(card=card.hu))
        if self.called_rule and card == state.called:
            return IllegalAction(self.called_rule, **WORDS.called_kept.message(seat=seat, card=card.hu))
        if self.escort_rule and not self._escort_possible(state, seat, self._layable(state, seat), card):
            return IllegalAction(self.escort_rule, **WORDS.unescorted.message(seat=seat, card=card.hu))
        return IllegalAction(self.tarokk_rule or self.rule, **WORDS.suit_card_first.message(seat=seat, card=card.hu))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        card = state.actions.card_of(action)
        state.held[seat] ^= card.bit
        state.laid[seat] |= card.bit
        state.discard.append(card)
        return len(state.discard) == state.to_discard
