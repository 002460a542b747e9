"""Rikiki's rule-based player: it bids the tricks its high cards and trumps promise, then plays
to take exactly that many, winning tricks while it needs some and ducking once it has enough."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.tricks import beats, winning_play
from tarokk.games.rikiki.actions import ACTIONS

if TYPE_CHECKING:
    from tarokk.games.rikiki.view import RikikiView

HIGH = 13
"""A king or an ace of a plain suit counts as a trick."""
HIGH_TRUMP = 11
"""A trump from the jack up counts as a trick; so does every trump beyond the third."""
LOW_FOREHEAD = 9
"""In the one-card deal: bid a trick when every card seen on a forehead is below a nine."""


def rule_policy(view: RikikiView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    return _bid(view, legal) if view.phase == "auction" else _play(view, legal)


def promised(view: RikikiView) -> int:
    """The tricks the hand promises: its plain kings and aces, its trumps from the jack up and
    those beyond the third; in the one-card deal, one if the others' cards are all low."""
    if view.foreheads:
        return int(all(card.rank < LOW_FOREHEAD for _, card in view.foreheads))
    trumps = [card for card in view.hand if view.turned is not None and card.suit is view.turned.suit]
    plain = [card for card in view.hand if card not in trumps]
    return (
        sum(card.rank >= HIGH for card in plain)
        + sum(card.rank >= HIGH_TRUMP for card in trumps)
        + max(0, len(trumps) - 3)
    )


def _bid(view: RikikiView, legal: Sequence[int]) -> int:
    """The legal bid nearest the tricks promised, the lower of two as near."""
    wanted = promised(view)
    return min(legal, key=lambda action: (abs(int(ACTIONS.names[action].split()[1]) - wanted), action))


def _play(view: RikikiView, legal: Sequence[int]) -> int:
    """While it needs tricks: lead its highest card, or follow with its cheapest winning card;
    once it has its bid: lead its lowest, or follow with its highest card that does not win."""
    cards = [ACTIONS.card_of(action) for action in legal]
    trumps = 0 if view.turned is None else view.turned.suit_mask
    bid = dict(view.bids)[view.seat]
    wants = sum(trick.winner == view.seat for trick in view.tricks) < bid

    def order(card: Card) -> tuple[bool, int]:
        return bool(card.bit & trumps), card.rank

    if view.current:
        best = winning_play(view.current, trumps=trumps)[1]
        winning = [card for card in cards if beats(card, best, trumps)]
        losing = [card for card in cards if card not in winning]
        if wants and winning:
            chosen = min(winning, key=order)
        else:
            chosen = max(losing, key=order) if losing else min(cards, key=order)
    else:
        chosen = max(cards, key=order) if wants else min(cards, key=order)
    return ACTIONS.card_action("play", chosen)
