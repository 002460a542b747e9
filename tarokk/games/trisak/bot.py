"""A rule-based trisák player that acts on a seat's view alone (:class:`~tarokk.core.table.Bot`).

It bids only with a very strong or very weak hand, plays the first level from :data:`GAME_TAROKKS` tarokks, keeps
the talon half with more points, discards its lowest suit cards and announces every prize it holds. In play it gives
points to a trick its known partner wins, takes a trick cheaply, or gives the fewest points away; where tricks cost
(the bettlis, trisákolás) it plays the highest card that still loses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from tarokk.core.cards import KINGS, PAGAT, TAROKKS, Card, mask_of
from tarokk.core.tricks import beats, winning_play
from tarokk.games.trisak.actions import ACTIONS

GAME_TAROKKS = 4
"""Tarokks from which it plays the first level, not trisák (:mod:`tarokk.studies.trisak` finds it pays from four)."""
_AVOID_TRICKS = ("trisak", "bettli", "open bettli")
SAFE_RANK = 20
"""A partner's tarokk from the XX up is safe enough to give points to before the last card."""


def rule_policy(view: Any, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player (see the module's description)."""
    names = {ACTIONS.names[action]: action for action in legal}
    held = mask_of(view.hand)
    tarokks = (held & TAROKKS).bit_count()
    if view.phase == "auction":
        return names[_bid(names, held, tarokks)]
    if view.phase == "choice":
        return names["game" if tarokks >= GAME_TAROKKS else "trisak"]
    if view.phase == "talon":
        return names[_talon(view, names)]
    if view.phase == "announce":
        wanted = [name for name in names if name.startswith("announce ") and name != "announce ultimo"]
        if "announce ultimo" in names and tarokks >= 9:
            wanted.append("announce ultimo")
        return names[wanted[0]] if wanted else names["done"]
    cards = [ACTIONS.card_of(action) for action in legal]
    if view.phase == "discard":
        return ACTIONS.card_action("discard", min(cards, key=lambda card: (card.is_tarokk, card.points, card.rank)))
    return ACTIONS.card_action("play", _card(view, cards))


def _bid(names: dict[str, int], held: int, tarokks: int) -> str:
    for bid, least in (("solo", 12), ("three", 10), ("ultimo", 9)):  # the tarokks each contract wants
        if bid in names and tarokks >= least:
            return bid
    if "bettli" in names and tarokks <= 2 and not held & KINGS and not held & PAGAT.bit:
        return "bettli"
    return "pass" if "pass" in names else "play"


def _points(cards: Sequence[Card]) -> int:
    return sum(card.points for card in cards) + 2 * sum(card.is_tarokk for card in cards)


def _talon(view: Any, names: dict[str, int]) -> str:
    seen = view.talon
    if "take top" in names:
        if "settle" in names and sum(card.is_tarokk for card in view.hand) < 10:
            return "settle"
        return "take top" if _points(seen[:3]) >= _points(seen[3:]) else "take bottom"
    if len(seen) <= 3:
        return "keep" if _points(seen) >= 6 else "swap"
    return "keep" if _points(seen[3:]) > _points(seen[:3]) else "swap"


def _card(view: Any, cards: list[Card]) -> Card:
    """The card to play: see the module's description."""
    if len(cards) == 1:
        return cards[0]
    keep_pagat = [card for card in cards if card != PAGAT] or cards  # the pagát waits for the last trick
    if not view.current:
        if view.contract in _AVOID_TRICKS:
            return min(cards, key=lambda card: (card.is_tarokk, card.rank))
        return max(keep_pagat, key=lambda card: (not card.is_tarokk, card.rank))
    winner, best = winning_play(view.current)
    losing = [card for card in keep_pagat if not beats(card, best)]
    if view.contract in _AVOID_TRICKS:
        if losing:
            return max(losing, key=lambda card: (card.points, card.rank))
        return min(cards, key=lambda card: (card.points, card.rank))
    if (len(view.current) == 3 or (best.is_tarokk and best.rank >= SAFE_RANK)) and _friendly(view, winner):
        return max(keep_pagat, key=lambda card: (card.points, not card.is_tarokk, -card.rank))  # give points
    winning = [card for card in keep_pagat if beats(card, best)]
    if winning:
        return min(winning, key=lambda card: (card.is_tarokk, card.rank))
    return min(keep_pagat, key=lambda card: (card.points, card.rank))


def _friendly(view: Any, seat: str) -> bool:
    """Whether ``seat`` is known to be on the viewer's side: the declarer and the called tarokk's holder, who shows
    himself when he plays it."""
    if view.called is None:
        return False  # alone against three: nobody is the declarer's friend
    partner = view.seat if view.called in view.discard else view.holder_shown(view.called)
    if partner is None:
        return False  # unknown yet
    side = (view.declarer, partner)
    return (seat in side) == (view.seat in side)
