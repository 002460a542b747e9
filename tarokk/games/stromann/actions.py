"""The strómanntarokk actions (Tolnai §72): ``pass`` (mehet, or no further kontra), ``game``
(a játék), the kontras of §48, the holdings, and ``play <card>`` from the hand or a pile top."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54, HONOURS, KINGS
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.core.holdings import Holding

KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontra ladder of Tolnai §48, each word doubling the last."""
HOLDINGS = tuple(Holding)
"""The holdings a player may announce (Tolnai §72, §71): ``trull``, ``four-kings``, ``heads``."""
ACTIONS = ActionTable(("pass", "game", *KONTRA_WORDS, *HOLDINGS, *(f"play {card.tolnai}" for card in DECK54)), DECK54)
PASS, GAME = ACTIONS.index["pass"], ACTIONS.index["game"]


def holding_cards(holding: Holding, hand: int) -> int:
    """The cards of ``holding`` as a card set: the honours, the kings, or for fejek the honours in ``hand``."""
    return {Holding.TRULL: HONOURS, Holding.FOUR_KINGS: KINGS}.get(holding, hand & HONOURS)
