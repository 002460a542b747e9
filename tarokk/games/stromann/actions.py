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

from collections.abc import Iterable

from tarokk.core.cards import DECK54, HONOURS, KINGS, Card
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.core.holdings import Holding, holds_four_kings, holds_heads, holds_trull

PASS = 0
GAME = 1
KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontra ladder of Tolnai §48, each word doubling the last."""
FIRST_KONTRA = 2
HOLDINGS = tuple(Holding)
"""The holdings a player may announce (Tolnai §72, §71): ``trull``, ``four-kings``, ``heads``."""
FIRST_HOLDING = FIRST_KONTRA + len(KONTRA_WORDS)
FIRST_PLAY = FIRST_HOLDING + len(HOLDINGS)

ACTION_NAMES: tuple[str, ...] = (
    "pass",
    "game",
    *KONTRA_WORDS,
    *HOLDINGS,
    *(f"play {card.tolnai}" for card in DECK54.cards),
)
"""Each action's name: ``pass``, ``game``, ``kontra``, ``trull``, ``play Kő k``…"""


def kontra_action(level: int) -> int:
    """The action saying the kontra word of ``level`` (1 = kontra … 5 = mordkontra)."""
    return FIRST_KONTRA + level - 1


def kontra_level(action: int) -> int | None:
    """The kontra level an action says, or None."""
    return action - FIRST_KONTRA + 1 if FIRST_KONTRA <= action < FIRST_HOLDING else None


def holding_action(holding: Holding) -> int:
    """The action announcing ``holding``."""
    return FIRST_HOLDING + HOLDINGS.index(holding)


def holding_of(action: int) -> Holding | None:
    """The holding an action announces, or None."""
    return HOLDINGS[action - FIRST_HOLDING] if FIRST_HOLDING <= action < FIRST_PLAY else None


def play_action(card: Card) -> int:
    """The action playing ``card``."""
    return FIRST_PLAY + DECK54.id(card)


def card_of(action: int) -> Card | None:
    """The card an action plays, or None."""
    return DECK54.cards[action - FIRST_PLAY] if FIRST_PLAY <= action < len(ACTION_NAMES) else None


def holding_cards(holding: Holding, hand: int) -> int:
    """The cards of ``holding`` as a card set: the three honours, the four kings, or for
    fejek the honours in ``hand``."""
    if holding is Holding.TRULL:
        return HONOURS
    if holding is Holding.FOUR_KINGS:
        return KINGS
    return hand & HONOURS


def holds(holding: Holding, hand: Iterable[Card]) -> bool:
    """Whether ``hand`` holds ``holding`` (:mod:`tarokk.core.holdings`)."""
    return {Holding.TRULL: holds_trull, Holding.FOUR_KINGS: holds_four_kings, Holding.HEADS: holds_heads}[holding](hand)
