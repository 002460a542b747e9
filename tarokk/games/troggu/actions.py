"""Troggu's actions as records write them: ``pass`` and the two bids (``game``, said
„bemegyek”, and ``solo``), a card laid away (``discard K d``) and a card played (``play S``),
each card as Tolnai abbreviates it."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import DECK54
from tarokk.phases.auction import PASS, AuctionRuleIds

BIDS = ("game", "solo")
"""The bids, lowest first: the plain game („bemegyek”) and the szóló; the mizer is nobody's bid."""
CARD_ACTIONS = tuple(f"{verb} {card.tolnai}" for verb in ("discard", "play") for card in DECK54)
ACTIONS = ActionTable((PASS, *BIDS, *CARD_ACTIONS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
ONE_ROUND = AuctionRules(HoldingRight.NONE)
"""The auction's rules: higher bids only, no holding ("A licitben három lehetőség van, sorrendben:
passzolni …, sima játékot mondani …, vagy szólót vállalni"; "visszalépni a sorrendben nem lehet");
with two bids no player speaks twice but to pass after a szóló."""
AUCTION_RULES = AuctionRuleIds("troggu.auction.higher", "troggu.auction.higher", "troggu.auction.end")
"""The catalogue's rules the auction refuses under (there is no holding: a hold is a bid not higher)."""
HUNGARIAN_NAMES = {"passz": PASS, "bemegyek": "game"}
"""The players' words for the actions („passz”, „bemegyek”), lower-case."""
