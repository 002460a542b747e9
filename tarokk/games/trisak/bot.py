"""A rule-based trisák player that acts on a seat's view alone (:class:`~tarokk.core.table.Bot`).

It opens and stays out of the auction unless its hand is very strong or very weak, plays
the first level with at least :data:`GAME_TAROKKS` tarokks and trisáks below, keeps the
talon half with more points, discards its lowest suit cards, announces every prize it holds,
and in play gives points to a trick its known partner wins, takes a trick cheaply when it can,
or gives the fewest points away; at the bettlis and in trisákolás, where tricks cost, it
plays the highest card that still loses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from tarokk.core.cards import KINGS, PAGAT, TAROKKS, Card, mask_of
from tarokk.core.tricks import beats, winning_play
from tarokk.games.trisak.actions import ACTIONS

GAME_TAROKKS = 4
"""Tarokks from which the bot plays the first level rather than trisák (the played-deal
study :mod:`tarokk.studies.trisak` finds the first level pays from about four)."""

_AVOID_TRICKS = ("trisak", "bettli", "open bettli")
SAFE_RANK = 20
"""A partner's tarokk from the XX up is safe enough to schmear points on before the last card."""


def rules_bot(view: Any, legal: Sequence[int], rng: np.random.Generator) -> int:
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
        return ACTIONS.card_action("discard", min(cards, key=_discard_order))
    return ACTIONS.card_action("play", _card(view, cards))


def _bid(names: dict[str, int], held: int, tarokks: int) -> str:
    kings = (held & KINGS).bit_count()
    if "solo" in names and tarokks >= 12:
        return "solo"
    if "three" in names and tarokks >= 10:
        return "three"
    if "ultimo" in names and tarokks >= 9:
        return "ultimo"
    if "bettli" in names and tarokks <= 2 and kings == 0 and not held & PAGAT.bit:
        return "bettli"
    return "pass" if "pass" in names else "play"


def _points(cards: Sequence[Card]) -> int:
    return sum(card.points for card in cards) + 2 * sum(card.is_tarokk for card in cards)


def _talon(view: Any, names: dict[str, int]) -> str:
    seen = view.talon_seen
    if "take top" in names:
        if "settle" in names and sum(card.is_tarokk for card in view.hand) < 10:
            return "settle"
        return "take top" if _points(seen[:3]) >= _points(seen[3:]) else "take bottom"
    if len(seen) <= 3:
        return "keep" if _points(seen) >= 6 else "swap"
    return "keep" if _points(seen[3:]) > _points(seen[:3]) else "swap"


def _discard_order(card: Card) -> tuple[int, int, int]:
    return (card.is_tarokk, card.points, card.rank)


def _card(view: Any, cards: list[Card]) -> Card:
    """The card to play: see the module's description."""
    if len(cards) == 1:
        return cards[0]
    keep_pagat = [card for card in cards if card != PAGAT] or cards  # the pagát waits for the last trick
    if not view.current:
        if view.contract in _AVOID_TRICKS:
            return min(cards, key=lambda card: (card.is_tarokk, card.rank))
        return max(keep_pagat, key=lambda card: (not card.is_tarokk, card.rank))
    best = winning_play(view.current)[1]
    losing = [card for card in keep_pagat if not beats(card, best)]
    if view.contract in _AVOID_TRICKS:
        if losing:
            return max(losing, key=lambda card: (card.points, card.rank))
        return min(cards, key=lambda card: (card.points, card.rank))
    winner = winning_play(view.current)[0]
    if (len(view.current) == 3 or (best.is_tarokk and best.rank >= SAFE_RANK)) and _friendly(view, winner):
        return max(keep_pagat, key=lambda card: (card.points, not card.is_tarokk, -card.rank))  # schmear
    winning = [card for card in keep_pagat if beats(card, best)]
    if winning:
        return min(winning, key=lambda card: (card.is_tarokk, card.rank))
    return min(keep_pagat, key=lambda card: (card.points, card.rank))


def _friendly(view: Any, seat: str) -> bool:
    """Whether ``seat`` is known, from the view alone, to play on the viewer's side: the
    declarer and the holder of the called tarokk are partners, the holder shows himself
    when he plays it."""
    if view.contract in _AVOID_TRICKS or view.declarer is None:
        return False
    played = [who for trick in view.tricks for who, card in trick.plays if card == view.called]
    played += [who for who, card in view.current if card == view.called]
    holds_called = view.called is not None and (view.called in view.hand or view.called in view.discard)
    partner = view.seat if holds_called else (played[0] if played else None)
    if view.called is None:
        return False  # alone against three: the declarer has no friend, the opponents' side is the rest
    if partner is None:
        return False  # unknown yet
    mine = view.seat in (view.declarer, partner)
    return (seat in (view.declarer, partner)) == mine
