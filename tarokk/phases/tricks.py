"""The tricks as a phase of the deal (:class:`~tarokk.phases.pipeline.Step`): the deal's
:class:`~tarokk.core.tricks.TrickPlay`, with its constraints, hears the cards played; and
the plain card play the rule-based bots of the declarer-against-the-rest games share
(:func:`plain_card`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.cards import SKIZ, XXI, Card
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.core.tricks import beats, winning_play
from tarokk.phases.pipeline import PhasedState, SeatView


@dataclass(frozen=True)
class Tricks:
    """Each seat in turn plays a card (``play <card>``), one the deal lets him play
    (:meth:`~tarokk.phases.pipeline.PhasedState.playable`), until every trick is played. Where
    the game has players announce in the play (``announcing``), a seat may first announce what
    the deal lets him announce before his card
    (:meth:`~tarokk.phases.pipeline.PhasedState.announceable`: strómann's holdings, Tolnai §72)."""

    announcing: bool = False

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.play is not None
        return state.play.to_play

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        announced = sorted(state.actions.index[name] for name in state.announceable(seat)) if self.announcing else []
        return announced + state.actions.card_actions("play", state.playable(seat))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.verb_of(action) == "play":
            return state.play_refusal(seat, state.actions.card_of(action))
        return state.announce_refusal(seat, state.actions.names[action]) if self.announcing else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.play is not None
        if state.actions.verb_of(action) != "play":  # an announcement
            name = state.actions.names[action]
            state.said.append((seat, name))
            state.announce(seat, name)
            return False
        state.play_card(state.actions.card_of(action))
        return state.play.finished


def plain_card(view: SeatView, cards: Sequence[Card], worth: int = 0) -> Card:
    """A rule-based bot's card among ``cards`` (the legal ones) in a game of the declarer against
    the others. Leading: a king, else the cheapest suit card, else the lowest tarokk, the pagát
    last. Following: its points onto a trick its side wins; else the cheapest card that wins (not
    the XXI while the skíz may still catch it), if the trick holds ``worth`` points or someone
    is still to play; else the cheapest card."""
    if not view.current:
        kings = [card for card in cards if card.is_king]
        suits = [card for card in cards if not card.is_tarokk]
        if kings:
            return kings[0]
        if suits:
            return min(suits, key=lambda card: (card.points, card.rank))
        return min(cards, key=lambda card: (card.rank == 1, card.rank))
    winner, best = winning_play(view.current)
    mine = (winner == view.declarer) == (view.seat == view.declarer)
    last = len(view.current) == len(view.seats) - 1
    if mine and (last or winner == view.declarer):
        return max(cards, key=lambda card: (card.points, -card.rank))
    skiz_gone = view.holder_shown(SKIZ) is not None  # it holds the skíz, or the skíz was played
    winning = [card for card in cards if beats(card, best) and (last or card != XXI or skiz_gone)]
    on_trick = sum(card.points for _, card in view.current)
    if winning and (on_trick >= worth or not last):
        return min(winning, key=lambda card: (card.is_honour, card.rank, card.points))
    return min(cards, key=lambda card: (card.points, card.rank))
