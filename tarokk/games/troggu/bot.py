"""A rule-based player of Troggu, from a seat's view alone: it bids by the share of tarokks and
kings in its hand, lays away its short suits' counting cards, announces the supplement's figures
its hand promises and says kontra on a pagátulti it can spoil, plays plain tricks (withholding
the skíz where the trick is its side's already, keeping an announced pagát to the last trick),
and in the mizer ducks every trick it can."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import PAGAT, SKIZ, XXI, Card
from tarokk.core.figures import Figure
from tarokk.core.holdings import holds_four_kings, holds_trull
from tarokk.core.tricks import beats, winning_play
from tarokk.games.troggu.actions import ACTIONS, BIDS
from tarokk.games.troggu.view import TrogguView
from tarokk.phases.auction import PASS

BID_STRENGTH = (0.6, 0.85)
"""The hand strength, per card held, at which the bot bids the game and the szóló."""


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength per card: one a tarokk, one more the XXI and the skíz, a half a king."""
    return sum(card.is_tarokk + card.is_big_honour + 0.5 * card.is_king for card in hand) / len(hand)


def rule_policy(view: TrogguView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    choose = {"auction": _bid, "discard": _discard, "announce": _announce}.get(view.phase, _play)
    return choose(view, legal)


def _announce(view: TrogguView, legal: Sequence[int]) -> int:
    """The declarer announces tulétroá holding all three honours, four kings holding them, and
    pagátulti holding the pagát with at least half its hand tarokks; an opponent holding the
    skíz or the XXI says kontra on a pagátulti. Else it passes."""
    hand = view.hand
    ultimo = PAGAT in hand and 2 * sum(card.is_tarokk for card in hand) >= len(hand)
    wanted = {
        str(Figure.TRULL): holds_trull(hand),
        str(Figure.FOUR_KINGS): holds_four_kings(hand),
        str(Figure.PAGAT_ULTIMO): ultimo,
        f"kontra {Figure.PAGAT_ULTIMO}": SKIZ in hand or XXI in hand,
    }
    said = [ACTIONS.index[name] for name, want in wanted.items() if want]
    return next((action for action in said if action in legal), ACTIONS.index[PASS])


def _bid(view: TrogguView, legal: Sequence[int]) -> int:
    reach = sum(strength(view.hand) >= threshold for threshold in BID_STRENGTH)
    said = {ACTIONS.names[action] for action in legal}
    return ACTIONS.index[next((bid for bid in reversed(BIDS[:reach]) if bid in said), PASS)]


def _discard(view: TrogguView, legal: Sequence[int]) -> int:
    """A short suit's card worth most (the skart counts for the declarer), a tarokk last."""
    length = Counter(card.suit for card in view.hand)
    card = ACTIONS.card_of
    return min(legal, key=lambda a: (card(a).is_tarokk, card(a).is_king, length[card(a).suit], -card(a).points))


def _play(view: TrogguView, legal: Sequence[int]) -> int:
    cards = [ACTIONS.card_of(action) for action in legal]
    if (view.seat, str(Figure.PAGAT_ULTIMO)) in view.announcements and len(cards) > 1:
        cards = [card for card in cards if card != PAGAT]  # kept for the last trick
    choose = _duck if view.declarer is None else _card
    return ACTIONS.card_action("play", choose(view, cards))


def _jokers(view: TrogguView) -> int:
    return sum(card.bit for _, card in view.withheld)


def _duck(view: TrogguView, cards: list[Card]) -> Card:
    """The mizer: the highest card that loses the trick, else the lowest card."""
    if view.current:
        best = winning_play(view.current, _jokers(view))[1]
        losing = [card for card in cards if not beats(card, best)]
        if losing:
            return max(losing, key=lambda card: (card.is_tarokk, card.rank))
    return min(cards, key=lambda card: (card.is_tarokk, card.rank))


def _card(view: TrogguView, cards: list[Card]) -> Card:
    """Lead a king or the cheapest card; feed points to a trick its side wins; else win it as
    cheaply as it can, or throw the cheapest card."""
    if not view.current:
        kings = [card for card in cards if card.is_king]
        return kings[0] if kings else min(cards, key=lambda card: (card.points, card.is_tarokk, card.rank))
    winner, best = winning_play(view.current, _jokers(view))
    mine = (winner == view.declarer) == (view.seat == view.declarer)
    last = len(view.current) == len(view.seats) - 1
    if mine and (last or winner == view.declarer):
        return max(cards, key=lambda card: (card.points, -card.rank) if not card.is_honour else (0, 0))
    winning = [card for card in cards if beats(card, best)]
    if winning:
        return min(winning, key=lambda card: (card.is_honour, card.rank, card.points))
    return min(cards, key=lambda card: (card.points, card.rank))
