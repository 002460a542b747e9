"""A rule-based player of módosított hármastarokk, from a seat's view alone: it throws in when it
may, bids by hand strength, takes the first skart pair that holds a tarokk or a king, lays away
its short suits' points (they count for it), calls the highest tarokk it lacks, announces the
figures it holds, and plays for card points; in the mizer it ducks every trick it can."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.figures import Figure
from tarokk.core.holdings import holds_four_kings, holds_trull
from tarokk.core.tricks import beats, winning_play
from tarokk.games.modositott.actions import ACTIONS, BIDS, KEEP, LOOK
from tarokk.games.modositott.view import ModositottView
from tarokk.phases.auction import HOLD, PASS
from tarokk.phases.throwin import THROW_IN

BID_STRENGTH = {3: (9.0, 10.0, 11.0, 13.0), 4: (6.5, 7.5, 8.5, 10.0)}
"""The hand strength at which the bot bids each contract, első kettős to szóló, by players."""


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength: one a tarokk, one more a skíz or XXI, one a king (five card points)."""
    return sum(card.is_tarokk + card.is_big_honour + card.is_king for card in hand)


def rule_policy(view: ModositottView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The game's rule-based bot."""
    index = ACTIONS.index
    if view.phase == "throw-in":
        return index[THROW_IN] if index[THROW_IN] in legal else legal[0]
    if view.phase == "auction":
        reach = sum(strength(view.hand) >= threshold for threshold in BID_STRENGTH[len(view.seats)])
        said = {ACTIONS.names[action] for action in legal}
        if reach and HOLD in said:
            return index[HOLD]
        return index[next((bid for bid in BIDS[:reach] if bid in said), PASS)]
    if view.phase == "talon":
        worth = any(card.is_tarokk or card.is_king for card in view.turned_up[-1])
        return index[KEEP] if worth or index[LOOK] not in legal else index[LOOK]
    if view.phase == "discard":  # the short suits first, the most points first: they count for it
        suit_length = Counter(held.suit for held in view.hand)
        card = ACTIONS.card_of
        return min(legal, key=lambda a: (card(a).is_tarokk, suit_length[card(a).suit], -card(a).points))
    if view.phase == "call":  # a partner rather than alone: the tarokk it lacks, the higher of the two
        return max(legal, key=lambda action: ACTIONS.card_of(action).rank * (ACTIONS.card_of(action) not in view.hand))
    if view.phase == "announce":
        held = ((Figure.TRULL, holds_trull(view.hand)), (Figure.FOUR_KINGS, holds_four_kings(view.hand)))
        figures = [index[figure] for figure, holds in held if holds]
        return next((action for action in figures if action in legal), index[PASS])
    cards = [ACTIONS.card_of(action) for action in legal]
    return ACTIONS.card_action("play", _mizer_card(view, cards) if view.mizer else _card(view, cards))


def _card(view: ModositottView, cards: list[Card]) -> Card:
    if not view.current:  # leading: a king, else the cheapest suit card, else the lowest tarokk
        kings = [card for card in cards if card.is_king]
        suits = [card for card in cards if not card.is_tarokk]
        return kings[0] if kings else min(suits or cards, key=lambda card: (card.points, card.rank == 1, card.rank))
    winner, best = winning_play(view.current)
    ours = view.declarer is not None and (winner == view.declarer) == (view.seat == view.declarer)
    if ours and len(view.current) == len(view.seats) - 1:  # points onto its side's trick
        return max(cards, key=lambda card: (card.points, -card.rank))
    winning = [card for card in cards if beats(card, best)]
    if winning:
        return min(winning, key=lambda card: (card.is_honour, card.rank, card.points))
    return min(cards, key=lambda card: (card.points, card.rank))


def _mizer_card(view: ModositottView, cards: list[Card]) -> Card:
    """The highest card that does not win the trick, else the highest: rid the hand of winners."""
    if not view.current:
        return min(cards, key=lambda card: (card.is_tarokk, card.rank))
    _, best = winning_play(view.current)
    ducking = [card for card in cards if not beats(card, best)]
    return max(ducking or cards, key=lambda card: (card.is_tarokk, card.rank))
