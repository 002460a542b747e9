"""A rule-based player of Trappola, from a seat's view alone: it throws a hand of few point
cards and no combination, follows with the lowest card that wins the trick or else its lowest card, and leads a two
only in a suit the other player is known to lack."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.tricks import beats
from tarokk.games.trappola.actions import ACTIONS, EXCHANGE, KEEP
from tarokk.games.trappola.definition import COMBINATIONS
from tarokk.games.trappola.scoring import RANKS
from tarokk.games.trappola.view import TrappolaView

THROW_BELOW = 24
"""The worth under which the bot throws its hand: its card points (a hand of nine holds 18 on
average) and its combinations' prices (:func:`worth`)."""


def worth(hand: Sequence[Card]) -> int:
    """What a hand promises: its card points and the price of each combination it could declare."""
    held = Counter(card.rank for card in hand)
    combinations = sum(COMBINATIONS[name] * (1 + (held[rank] == 4)) for rank, name in RANKS.items() if held[rank] >= 3)
    return sum(card.points for card in hand) + combinations


def rule_policy(view: TrappolaView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    if view.phase == "talon":
        throw = worth(view.hand) < THROW_BELOW
        return ACTIONS.index[EXCHANGE if throw else KEEP]
    cards = [ACTIONS.card_of(action) for action in legal]
    return ACTIONS.card_action("play", _lead(view, cards) if not view.current else _follow(view, cards))


def voids(view: TrappolaView) -> set[object]:
    """The suits the other player is known to lack: those he did not follow."""
    return {
        trick.led.suit
        for trick in view.tricks
        for seat, card in trick.plays
        if seat != view.seat and card.suit != trick.led.suit
    }


def _lead(view: TrappolaView, cards: list[Card]) -> Card:
    """A two in a suit the other lacks wins the trick; else the cheapest card that is not a two."""
    lacking = voids(view)
    sure = [card for card in cards if card.rank == 2 and card.suit in lacking]
    if sure:
        return sure[0]
    others = [card for card in cards if card.rank != 2] or cards
    return min(others, key=lambda card: (card.points, card.rank))


def _follow(view: TrappolaView, cards: list[Card]) -> Card:
    """The lowest card that wins the trick, else the lowest card."""
    led = view.current[0][1]
    winning = [card for card in cards if beats(card, led, 0)]
    return min(winning or cards, key=lambda card: (card.points, card.rank) if not winning else (card.rank,))
