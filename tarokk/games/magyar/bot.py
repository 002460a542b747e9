"""A rule-based player of magyar tarokk (Tolnai §65), from a seat's view alone: it bids by hand
strength, buys the talon by one of three looking strategies (:data:`LOOKING`), lays away its
short suits, announces only the figures it holds and plays plain tricks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.figures import Figure
from tarokk.core.holdings import holds_four_kings, holds_trull
from tarokk.core.players import Policy
from tarokk.games.magyar.actions import ACTIONS, BIDS, KEEP, LOOK
from tarokk.games.magyar.view import MagyarView
from tarokk.phases.auction import HOLD, PASS
from tarokk.phases.tricks import plain_card

Looking = Literal["first", "weak", "last"]
LOOKING: tuple[Looking, ...] = ("first", "weak", "last")
"""The talon-looking strategies: keep the first part turned up; look again while the part
turned up is weak and the next one is unseen or better; look to the end of the ladder."""

BID_STRENGTH = (8.5, 9.5, 10.5, 11.5, 13.0)
"""The hand strength at which the bot bids (or holds) each contract, hármas to szóló."""
WEAK_PART = 1.0
"""A talon part worth less than this a card (:func:`part_value`) is weak."""


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength: one a tarokk, one and a half more a skíz or XXI, a half a king."""
    return sum(card.is_tarokk + 1.5 * card.is_big_honour + 0.5 * card.is_king for card in hand)


def part_value(cards: Sequence[Card]) -> float:
    """A talon part's worth for the declarer, a card: a tarokk 1, an honour 2, a king 1.5,
    any other suit card its points over five."""
    worth = sum(
        2.0 if card.is_honour else 1.0 if card.is_tarokk else 1.5 if card.is_king else card.points / 5 for card in cards
    )
    return worth / len(cards)


def make_rule_policy(looking: Looking = "weak") -> Policy:
    """The rule-based bot with the talon-looking strategy ``looking``."""

    def bot(view: MagyarView, legal: Sequence[int], rng: np.random.Generator) -> int:
        if view.phase == "talon":
            return _look(view, legal, looking)
        choose = {"auction": _bid, "discard": _discard, "announce": _announce}.get(view.phase, _play)
        return choose(view, legal)

    bot.__name__ = f"rules_bot_{looking}"
    return bot


def _bid(view: MagyarView, legal: Sequence[int]) -> int:
    reach = sum(1 for threshold in BID_STRENGTH if strength(view.hand) >= threshold)  # the contracts it reaches
    said = {ACTIONS.names[action] for action in legal}
    if HOLD in said and max(BIDS.index(name) for _, name in view.calls if name in BIDS) < reach:
        return ACTIONS.index[HOLD]
    return ACTIONS.index[next((bid for bid in BIDS[:reach] if bid in said), PASS)]


def _look(view: MagyarView, legal: Sequence[int], looking: Looking) -> int:
    look, keep = ACTIONS.index[LOOK], ACTIONS.index[KEEP]
    if look not in legal or looking != "weak":
        return look if look in legal and looking == "last" else keep
    current = view.turned_up[-1]
    if part_value(current) >= WEAK_PART:
        return keep
    if view.next_part in view.turned_up_parts:  # back to a part seen: only to a better one
        seen = view.turned_up[view.turned_up_parts.index(view.next_part)]
        return look if part_value(seen) > part_value(current) else keep
    return look


def _discard(view: MagyarView, legal: Sequence[int]) -> int:
    # short suits first (a void lets the declarer trump), then the cards worth most: their
    # points are his in the discard; a tarokk last, it would be shown
    suit_length = Counter(held.suit for held in view.hand)
    card = ACTIONS.card_of
    return min(legal, key=lambda a: (card(a).is_tarokk, suit_length[card(a).suit], -card(a).points))


def _announce(view: MagyarView, legal: Sequence[int]) -> int:
    """Tulétroá when it holds the three honours, four kings when it holds them, else a pass."""
    held = ((Figure.TRULL, holds_trull(view.hand)), (Figure.FOUR_KINGS, holds_four_kings(view.hand)))
    said = [ACTIONS.index[figure] for figure, holds in held if holds]
    return next((action for action in said if action in legal), ACTIONS.index[PASS])


def _play(view: MagyarView, legal: Sequence[int]) -> int:
    return ACTIONS.card_action("play", plain_card(view, [ACTIONS.card_of(action) for action in legal]))


rule_policy = make_rule_policy("weak")
"""The game's rule-based bot: it looks again while the talon part is weak."""
