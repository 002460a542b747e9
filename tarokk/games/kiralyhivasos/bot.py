"""A rule-based player of királyhívásos tarokk, seeing only its seat's view: it bids by its
strength, calls the king of its longest suit, throws a hívás whose called king lies in the talon
when weak (else takes the king's half), lays away its cheapest cards from its shortest suits,
announces a tulétroá it holds, and wins a trick worth taking with its cheapest winning card."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.definition import Phase
from tarokk.core.tricks import beats, winning_play
from tarokk.games.kiralyhivasos.actions import ACTIONS, CONTRACTS, HALVES, THROW
from tarokk.games.kiralyhivasos.view import KiralyView
from tarokk.phases.auction import HOLD, PASS

THROW_BELOW = 5
"""With fewer tarokks the bot throws a hívás whose called king lies in the talon: with five or more,
playing on with the king's half costs less on average (:mod:`tarokk.studies.kiralyhivasos`)."""
WANTED_STRENGTH = (9, 13, 15, 18)
"""The :func:`strength` each contract needs, hívás to szólóhármas."""


def strength(hand: Sequence[Card]) -> int:
    """Tarokks, plus two for each big honour (skíz, XXI), plus one for each king."""
    return sum(1 + 2 * card.is_big_honour for card in hand if card.is_tarokk) + sum(card.is_king for card in hand)


def _cost(card: Card) -> int:
    """What a card risks when thrown away: its points, the pagát as an honour."""
    return card.points + 4 * card.is_tarokk


def rule_policy(view: KiralyView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player's action (see the module's description)."""
    actions = list(legal)
    if view.phase == Phase.AUCTION:
        return _bid(view, actions)
    if view.phase == Phase.CALL:
        return max(actions, key=lambda action: sum(card.suit == ACTIONS.card_of(action).suit for card in view.hand))
    if view.phase == Phase.TALON:
        return _talon(view, actions)
    if view.phase == Phase.DISCARD:
        cards = [ACTIONS.card_of(a) for a in actions]
        suit_length = {card.suit: sum(1 for c in view.hand if c.suit == card.suit) for card in cards}
        chosen = min(cards, key=lambda card: (card.is_tarokk, suit_length[card.suit], card.points, -card.rank))
        return actions[cards.index(chosen)]
    if view.phase == Phase.ANNOUNCE:
        trull = ACTIONS.index["announce trull"]
        holds = sum(card.is_honour for card in view.hand) == 3
        return trull if trull in actions and holds and view.own_side == "declarer" else ACTIONS.index[PASS]
    return _play(view, actions)


def _bid(view: KiralyView, actions: list[int]) -> int:
    wanted = sum(strength(view.hand) >= need for need in WANTED_STRENGTH)
    high = max((c.level for _, word in view.calls for c in CONTRACTS if c.name == word), default=0)  # the last bid
    if ACTIONS.index[HOLD] in actions and wanted >= high:
        return ACTIONS.index[HOLD]
    bids = [ACTIONS.index[c.name] for c in CONTRACTS[:wanted] if ACTIONS.index[c.name] in actions]
    return bids[0] if bids else ACTIONS.index[PASS]


def _talon(view: KiralyView, actions: list[int]) -> int:
    tarokks = sum(card.is_tarokk for card in view.hand)
    top, bottom = (ACTIONS.index[half] for half in HALVES)
    halves = {top: view.talon[:3], bottom: view.talon[3:]}
    if ACTIONS.index[THROW] in actions:
        if tarokks < THROW_BELOW:
            return ACTIONS.index[THROW]
        return next(half for half, cards in halves.items() if view.called in cards)
    return max((top, bottom), key=lambda half: sum(2 * c.is_tarokk + c.points for c in halves[half]))


def _play(view: KiralyView, actions: list[int]) -> int:
    cards = [ACTIONS.card_of(a) for a in actions]
    if not view.current:
        tarokks = [card for card in cards if card.is_tarokk]
        if len(tarokks) >= 5 and view.own_side == "declarer":
            return actions[cards.index(tarokks[0])]
        return actions[cards.index(min(cards, key=_cost))]
    best = winning_play(view.current)[1]
    winners = [card for card in cards if beats(card, best)]
    worth = sum(card.points for _, card in view.current) >= 6 or len(view.current) == 3
    if winners and worth:
        return actions[cards.index(min(winners, key=lambda card: (card.is_tarokk, card.rank)))]
    return actions[cards.index(min(cards, key=_cost))]
