"""The rule-based strómanntarokk player (Tolnai §72), from its seat's view: a játék on a strong hand,
kontra against a stronger one, every holding announced, low suit cards led, from a pile top when
it can, a trick worth it taken cheaply, else its least card thrown, the pagát kept for the last trick."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import PAGAT, Card
from tarokk.core.tricks import beats
from tarokk.games.stromann.actions import ACTIONS, GAME, HOLDINGS, KONTRA_WORDS, PASS
from tarokk.games.stromann.view import StromannView

GAME_STRENGTH = 13
"""The hand strength (:func:`strength`) from which the bot declares a játék."""
KONTRA_STRENGTH = 15
"""The strength from which it says kontra; each further word needs one more."""


def strength(hand: Sequence[Card]) -> int:
    """A rough value of a hand: one for each tarokk, two more for the skíz and the XXI, one
    more for a king, queen or tarokk above the XV."""
    high = (card.rank > 15 if card.is_tarokk else card.points >= 4 for card in hand)
    return sum(card.is_tarokk + 2 * card.is_big_honour for card in hand) + sum(high)


def _cost(card: Card) -> tuple[int, int, int]:
    """How much the bot minds giving ``card`` away: the pagát last, then points, tarokks, rank."""
    return (card is PAGAT, card.points, card.is_tarokk * 100 + card.rank)


def rule_policy(view: StromannView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player's choice among ``legal`` for the seat of ``view``."""
    if view.phase == "auction":
        return GAME if GAME in legal and strength(view.hand) >= GAME_STRENGTH else PASS
    names = [ACTIONS.names[action] for action in legal]
    if view.phase == "kontra":
        level = next((KONTRA_WORDS.index(name) + 1 for name in names if name in KONTRA_WORDS), None)
        if level is not None and strength(view.hand) >= KONTRA_STRENGTH + level - 1:
            return ACTIONS.index[KONTRA_WORDS[level - 1]]
        return PASS
    announcement = next((ACTIONS.index[name] for name in names if name in HOLDINGS), None)
    if announcement is not None:
        return announcement
    cards = [ACTIONS.card_of(action) for action in legal if ACTIONS.verb_of(action)]
    chosen = _follow(view, cards) if view.current else _lead(view, cards)
    return ACTIONS.card_action("play", chosen)


def _keep_pagat(cards: list[Card]) -> list[Card]:
    return [card for card in cards if card is not PAGAT] or cards


def _lead(view: StromannView, cards: list[Card]) -> Card:
    tops = set(view.open_tops())
    suit_cards = [card for card in cards if not card.is_tarokk and not card.is_king]
    if suit_cards:
        return min(suit_cards, key=lambda card: (card.points, card not in tops, card.rank))
    return min(_keep_pagat(cards), key=_cost)


def _follow(view: StromannView, cards: list[Card]) -> Card:
    led = view.current[0][1]
    tops = set(view.open_tops())
    winners = [card for card in cards if beats(card, led)]
    if len(view.tricks) + 1 < view.deck // len(view.seats):  # not the last trick, which the pagát is kept for
        winners = [card for card in winners if card is not PAGAT]
    worth = led.points >= 3 or (led.is_tarokk and led.points >= 2)
    cheap = [card for card in winners if card.points <= 1 or (worth and not card.is_big_honour)]
    if winners and (worth or cheap):
        pool = cheap or winners
        return min(pool, key=lambda card: (card.is_tarokk, card.points, card.rank))
    return min(_keep_pagat(cards), key=lambda card: (*_cost(card)[:2], card not in tops, _cost(card)[2]))
