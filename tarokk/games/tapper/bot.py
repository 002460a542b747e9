"""A rule-based player of tappertarokk that sees only its seat's view: it bids by its hand's
strength, keeps the talon half with more tarokks and points, lays away its highest-counting
suit cards, announces only a tarokk count that wins an agreed prize, and in play takes a trick
worth taking cheaply, feeds a winning partner and keeps the pagát for the last trick."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.tricks import beats, winning_play
from tarokk.games.tapper.actions import ACTIONS, BIDS, HALVES
from tarokk.games.tapper.view import AUCTION, DISCARD, PLAY, TALON, TapperView
from tarokk.phases.auction import HOLD, PASS

STRENGTHS = (10.0, 11.5, 13.0, 15.0)
"""The hand strength at which the bot will play a hármas, alsó hármas, felső hármas, szóló."""


def strength(hand: Sequence[Card]) -> float:
    """Tarokks count 1, the skíz and the XXI 1.5 more, kings 1, queens ½."""
    score = 0.0
    for card in hand:
        if card.is_tarokk:
            score += 1 + (1.5 if card.is_big_honour else 0)
        elif card.is_king:
            score += 1
        elif card.rank == 7:
            score += 0.5
    return score


def _bid(view: TapperView, names: dict[str, int]) -> int:
    willing = sum(1 for threshold in STRENGTHS if strength(view.hand) >= threshold)
    if HOLD in names and willing >= _level(view):
        return names[HOLD]
    for level, bid in enumerate(BIDS, start=1):
        if bid in names and level <= willing:
            return names[bid]
    return names[PASS]


def _level(view: TapperView) -> int:
    bids = [call for _, call in view.calls if call in BIDS]
    return BIDS.index(bids[-1]) + 1 if bids else 0


def _half_value(cards: Sequence[Card]) -> float:
    return sum((2 if card.is_tarokk else 0) + card.points for card in cards)


def _discard(view: TapperView, cards: list[Card]) -> Card:
    suit_length = {card.suit: sum(1 for other in view.hand if other.suit == card.suit) for card in cards}
    return max(cards, key=lambda card: (card.points - suit_length[card.suit], -card.rank if card.is_tarokk else 0))


def _play(view: TapperView, cards: list[Card]) -> Card:
    last_trick = len(view.hand) == 1
    keep = [card for card in cards if card.rank != 1 or not card.is_tarokk or last_trick] or cards
    if not view.current:
        return _lead(view, keep)
    best_seat, best = winning_play(view.current)
    partner_wins = view.declarer not in (view.seat, best_seat)
    if partner_wins:
        return max(keep, key=lambda card: (card.points if not (card.is_honour or card.is_king) else -1, -card.rank))
    winners = [card for card in keep if beats(card, best)]
    worth = sum(card.points for _, card in view.current) >= 4 or len(view.current) == 2
    if winners and worth:
        return min(winners, key=lambda card: (card.is_tarokk, card.rank))
    return min(keep, key=lambda card: (card.points, card.is_tarokk, card.rank))


def _lead(view: TapperView, cards: list[Card]) -> Card:
    kings = [card for card in cards if card.is_king]
    if kings:
        return kings[0]
    tarokks = [card for card in cards if card.is_tarokk]
    if view.seat == view.declarer and len(tarokks) * 2 >= len(view.hand):
        return max(tarokks, key=lambda card: card.rank)
    suit_cards = [card for card in cards if not card.is_tarokk]
    if suit_cards:
        return min(suit_cards, key=lambda card: (card.points, card.rank))
    return min(cards, key=lambda card: card.rank)


def rule_policy(view: TapperView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based bot's action for ``view`` among the ``legal`` ones."""
    names = {ACTIONS.names[action]: action for action in legal}
    if view.phase == AUCTION:
        return _bid(view, names)
    if view.phase == TALON:
        first, second = view.talon[:3], view.talon[3:]
        return names[HALVES[0] if _half_value(first) >= _half_value(second) else HALVES[1]]
    if view.phase == DISCARD:
        chosen = _discard(view, [ACTIONS.card_of(action) for action in legal])
        return next(action for action in legal if ACTIONS.card_of(action) == chosen)
    if view.phase == PLAY:
        chosen = _play(view, [ACTIONS.card_of(action) for action in legal])
        return next(action for action in legal if ACTIONS.card_of(action) == chosen)
    return names.get("tarokks", names[PASS])  # an agreed tarokk prize is free to claim
