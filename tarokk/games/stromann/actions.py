"""The strómanntarokk actions (Tolnai §72): ``pass`` (mehet, or no further kontra), ``game``
(a játék), the kontras of §48, the holdings, and ``play <card>`` from the hand or a pile top."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import DECK54
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.core.holdings import Holding
from tarokk.phases.auction import AuctionRuleIds

KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontra ladder of Tolnai §48, each word doubling the last."""
HOLDINGS = tuple(Holding)
"""The holdings a player may announce (Tolnai §72, §71): ``trull``, ``four-kings``, ``heads``."""
ACTIONS = ActionTable(("pass", "game", *KONTRA_WORDS, *HOLDINGS, *(f"play {card.tolnai}" for card in DECK54)), DECK54)
PASS, GAME = ACTIONS.index["pass"], ACTIONS.index["game"]
MEHET_OR_GAME = AuctionRules(HoldingRight.NONE, top_bid_ends=True)
"""The bidding's rules: A, then B, says mehet (``pass``) or játék (``game``), the one bid;
whoever says játék first is the declarer, and two mehets make a simple game (Tolnai §72)."""
AUCTION_RULES = AuctionRuleIds("stromann.auction", "stromann.auction", "stromann.auction")
"""The catalogue's rule the bidding refuses under."""
