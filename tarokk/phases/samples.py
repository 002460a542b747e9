"""Deals a seat cannot tell from the real one: what a search bot plays its choices out in.

A seat knows where some cards are: its own hand, every card played, the talon or the skart
where it was shown, the cards laid away that it saw, hands lying open
(:meth:`~tarokk.phases.pipeline.SeatView.located`). Any other card may lie in any place the
seat cannot see. :func:`sample_deal` deals those cards again at random to those same places,
hands over the hidden cards of the hidden actions (a card laid away or handed over face down)
as the new deal has them, and replays the deal from its first action on the engine. The rules
themselves drop a sample that cannot have happened (a seat that showed a void dealt a card of
that suit, a card laid away that may not be), and so does a sample whose view for the seat is
not exactly the real one: every inference is the engine's, never a second copy of a rule.

The unseen cards are dealt again by their places, not by who they are: each is known by where
it was dealt (a hand, or a place in the talon) and by the hidden actions that moved it, and the
cards shuffled go to those places in that order. Two deals the seat cannot tell apart then give
the same samples from the same random numbers: a sample depends on what the seat knows, never
on where the unseen cards really are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import numpy as np

from tarokk.core.actions import ActionTable
from tarokk.core.cards import Card
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat

if TYPE_CHECKING:
    from tarokk.core.table import TableState

NAMING_VERBS = ("call", "ask")
"""The card actions that name a card aloud without moving a hidden one: kept as said."""


def _places(hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> dict[Card, tuple[int, int]]:
    """Where each card was dealt: ``(0, i)`` in the hand of the ``i``-th seat (a hand has no
    order), ``(1, j)`` at place ``j`` of the talon (or of the piles)."""
    places = {card: (0, i) for i, hand in enumerate(hands.values()) for card in hand}
    return places | {card: (1, j) for j, card in enumerate(talon)}


def _hidden_moves(actions: ActionTable, history: Sequence[int]) -> dict[Card, tuple[int, ...]]:
    """The actions, by their number in ``history``, that move each card (all but those that name one)."""
    moves: dict[Card, tuple[int, ...]] = {}
    for number, action in enumerate(history):
        verb = actions.verb_of(action)
        if verb is not None and verb not in NAMING_VERBS:
            card = actions.card_of(action)
            moves[card] = (*moves.get(card, ()), number)
    return moves


def sample_deal(
    state: TableState, player: int, at: int, rng: np.random.Generator, tries: int = 20
) -> TableState | None:
    """A deal seat ``player`` cannot tell from ``state``, which stands ``at`` actions into its
    deal, drawn at random among ``tries`` attempts; None if every attempt broke a rule or
    showed the seat something else than it sees."""
    if len(state.history()) != at:
        raise ValueError(f"the deal has moved on since the view was taken ({at} actions, now {len(state.history())})")
    view = state.view(player)
    known: int = view.located()
    hands, talon = state.dealt_cards()
    game, history, actions = state.game, state.history(), state.actions  # type: ignore[attr-defined]
    places, moves = _places(hands, talon), _hidden_moves(actions, history)
    unseen = sorted(
        (card for card in places if not card.bit & known),
        key=lambda card: (places[card], moves.get(card, ()), card.key),
    )
    in_order = sorted(unseen, key=lambda card: card.key)
    for _ in range(tries):
        shuffled = [in_order[i] for i in rng.permutation(len(in_order))]
        relabel = dict(zip(unseen, shuffled, strict=True))
        sample = game.state_class(
            game,
            {seat: tuple(relabel.get(card, card) for card in hand) for seat, hand in hands.items()},
            tuple(relabel.get(card, card) for card in talon),
        )
        try:
            for action in history:
                verb = actions.verb_of(action)
                if verb is not None and verb not in NAMING_VERBS:
                    card = actions.card_of(action)
                    action = actions.card_action(verb, relabel.get(card, card))
                sample.apply_action(action)
        except IllegalAction:
            continue
        if sample.view(player) == view:
            return sample
    return None
