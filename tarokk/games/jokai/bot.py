"""A rule-based player of Jókai-hármas, from a seat's view alone: it bids by hand strength,
keeps looking at the skart's pairs while the pair in view is weak, lays away its short suits'
points, announces the figures it holds, and plays so as to take points in few tricks: each
trick costs its side two points."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.figures import Figure
from tarokk.core.holdings import holds_four_kings, holds_trull
from tarokk.games.jokai.actions import ACTIONS, BIDS, KEEP, LOOK
from tarokk.games.jokai.view import JokaiView
from tarokk.phases.auction import PASS
from tarokk.phases.tricks import plain_card

BID_STRENGTH = (8.5, 9.5, 10.5, 12.5)
"""The hand strength at which the bot bids each contract, első kettős to szóló."""
GOOD_PAIR = 1.2
"""A skart pair worth at least this a card (:func:`pair_worth`) is taken."""
POINTS_WORTH_A_TRICK = 3
"""The fewest card points on a trick that make it worth winning with a high tarokk: a trick
costs two points."""


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength: one a tarokk, one and a half more a skíz or XXI, a half a king."""
    return sum(card.is_tarokk + 1.5 * card.is_big_honour + 0.5 * card.is_king for card in hand)


def pair_worth(cards: Sequence[Card]) -> float:
    """A skart pair's worth to the declarer, a card: an honour 2, a king 1.5, a tarokk 1, any
    other suit card its points over five."""
    return sum(
        2.0 if card.is_honour else 1.5 if card.is_king else 1.0 if card.is_tarokk else card.points / 5 for card in cards
    ) / len(cards)


def rule_policy(view: JokaiView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The game's rule-based bot."""
    choose = {"auction": _bid, "talon": _look, "discard": _discard, "announce": _announce}.get(view.phase, _play)
    return choose(view, legal)


def _bid(view: JokaiView, legal: Sequence[int]) -> int:
    reach = sum(1 for threshold in BID_STRENGTH if strength(view.hand) >= threshold)
    said = {ACTIONS.names[action] for action in legal}
    bid = next((bid for bid in BIDS[:reach] if bid in said), PASS)
    return ACTIONS.index[bid]


def _look(view: JokaiView, legal: Sequence[int]) -> int:
    """Take a good pair; else look on while the next pair is unseen or was better."""
    look, keep = ACTIONS.index[LOOK], ACTIONS.index[KEEP]
    current = view.turned_up[-1]
    if look not in legal or pair_worth(current) >= GOOD_PAIR:
        return keep
    if view.next_part in view.turned_up_parts:
        seen = view.turned_up[view.turned_up_parts.index(view.next_part)]
        return look if pair_worth(seen) > pair_worth(current) else keep
    return look


def _discard(view: JokaiView, legal: Sequence[int]) -> int:
    # the short suits first (a void lets it trump), then the cards worth most: they count for
    # it in the skart without a trick's deduction; a tarokk last
    suit_length = Counter(held.suit for held in view.hand)
    card = ACTIONS.card_of
    return min(legal, key=lambda a: (card(a).is_tarokk, suit_length[card(a).suit], -card(a).points))


def _announce(view: JokaiView, legal: Sequence[int]) -> int:
    """Tulétroá or four kings when it holds them; never a kontra."""
    held = ((Figure.TRULL, holds_trull(view.hand)), (Figure.FOUR_KINGS, holds_four_kings(view.hand)))
    said = [ACTIONS.index[figure] for figure, holds in held if holds]
    return next((action for action in said if action in legal), ACTIONS.index[PASS])


def _play(view: JokaiView, legal: Sequence[int]) -> int:
    return ACTIONS.card_action(
        "play", plain_card(view, [ACTIONS.card_of(action) for action in legal], POINTS_WORTH_A_TRICK)
    )
