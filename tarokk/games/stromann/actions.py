"""The strómanntarokk action vocabulary: every action a deal can list, as a small integer.

======== ========================================================= =====
ints     actions                                                   count
======== ========================================================= =====
0        ``pass``: mehet in the bidding, no (further) kontra after it    1
1        ``game``: declare a játék                                     1
2–6      ``kontra`` … ``mordkontra`` (Tolnai §48)                       5
7–9      the holdings: ``trull``, ``four-kings``, ``heads``            3
10–63    ``play`` one card, for each card of the 54-card deck         54
======== ========================================================= =====

Cards are numbered as in :data:`~tarokk.core.cards.DECK54`; a card is played the same way
from the hand or from the top of a pile (the deal knows where it lies).
"""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54, HONOURS, KINGS, Card, cards_of
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.core.holdings import Holding, holds_four_kings, holds_heads, holds_trull

KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontra ladder of Tolnai §48, each word doubling the last."""
HOLDINGS = tuple(Holding)
"""The holdings a player may announce (Tolnai §72, §71): ``trull``, ``four-kings``, ``heads``."""
ACTIONS = ActionTable(("pass", "game", *KONTRA_WORDS, *HOLDINGS, *(f"play {card.tolnai}" for card in DECK54)), DECK54)
"""Each action's name: ``pass``, ``game``, ``kontra``, ``trull``, ``play Kő k``…"""
ACTION_NAMES = ACTIONS.names
PASS, GAME = ACTIONS.index["pass"], ACTIONS.index["game"]


def play_action(card: Card) -> int:
    """The action playing ``card``."""
    return ACTIONS.card_action("play", card)


def card_of(action: int) -> Card | None:
    """The card an action plays, or None."""
    return ACTIONS.card_of(action) if ACTIONS.verb_of(action) else None


def holding_action(holding: Holding) -> int:
    """The action announcing ``holding``."""
    return ACTIONS.index[holding]


def holding_cards(holding: Holding, hand: int) -> int:
    """The cards of ``holding`` as a card set: the three honours, the four kings, or for
    fejek the honours in ``hand``."""
    return {Holding.TRULL: HONOURS, Holding.FOUR_KINGS: KINGS}.get(holding, hand & HONOURS)


def holds(holding: Holding, hand: int) -> bool:
    """Whether the card set ``hand`` holds ``holding`` (:mod:`tarokk.core.holdings`)."""
    return {Holding.TRULL: holds_trull, Holding.FOUR_KINGS: holds_four_kings, Holding.HEADS: holds_heads}[holding](
        cards_of(hand)
    )
