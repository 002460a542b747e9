"""Rikiki's actions as records write them: a bid of tricks (``bid 0`` … ``bid 17``, none said
„passz”) and a card played (``play Kő á``), each card as Tolnai abbreviates it."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECKS

FRENCH = DECKS["french-52"]
"""The whole French pack, of which each number of players leaves out some twos."""
MOST_TRICKS = 17
"""The most tricks a deal has: three players' deal of the whole pack („17×3”)."""
BIDS = tuple(f"bid {tricks}" for tricks in range(MOST_TRICKS + 1))
ACTIONS = ActionTable((*BIDS, *(f"play {card.tolnai}" for card in FRENCH)), FRENCH)
"""Action ``i`` is written ``ACTIONS.names[i]``; the bid of ``n`` tricks is action ``n``."""
HUNGARIAN_NAMES = {"passz": "bid 0"} | {f"{tricks} ütés": f"bid {tricks}" for tricks in range(MOST_TRICKS + 1)}
"""The players' words for the bids („passz”, „3 ütés”), lower-case."""
