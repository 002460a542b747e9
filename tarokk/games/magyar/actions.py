"""The action vocabulary of magyar tarokk (Tolnai §65): every action a deal can list, as a
fixed small integer.

======== ================================================================ =====
ints     actions                                                          count
======== ================================================================ =====
0–1      ``pass`` (also ends a turn of announcements), ``hold`` (tartom)      2
2–6      the bids: three, lower-three, two, one, solo                        5
7–8      the talon: ``look`` (turn up the next part), ``keep`` (keep the      2
         part last turned up)
9–50     ``discard`` one card, for each card of the 42-card deck            42
51–92    ``play`` one card, for each card of the 42-card deck               42
93–97    the figures: trull, four-kings, volat, pagat-ultimo, xxi-capture     5
98–127   kontras, level 1 (kontra) … 5 (mordkontra), on the game and on       30
         each figure: ``kontra game``, ``rekontra trull`` …
======== ================================================================ =====

Cards are named as :attr:`~tarokk.core.cards.Card.tolnai` writes them: ``play XXI``,
``discard Kő k``.
"""

from __future__ import annotations

from tarokk.core.cards import DECK42, Card
from tarokk.core.figures import Figure
from tarokk.games.magyar.definition import MAGYAR

PASS, HOLD = 0, 1
BIDS = {contract.name: 2 + index for index, contract in enumerate(MAGYAR.contracts)}
"""The bid of each contract, by its name."""
LOOK, KEEP = 7, 8
DISCARD0 = 9
PLAY0 = DISCARD0 + len(DECK42)
FIGURES: tuple[Figure, ...] = (
    Figure.TRULL,
    Figure.FOUR_KINGS,
    Figure.VOLAT,
    Figure.PAGAT_ULTIMO,
    Figure.XXI_CAPTURE,
)
"""The figures a player may announce, in the order of the vocabulary."""
FIGURE0 = PLAY0 + len(DECK42)
TARGETS: tuple[str, ...] = ("game", *FIGURES)
"""What a kontra can be said on: the game or an announced figure."""
KONTRA0 = FIGURE0 + len(FIGURES)
LEVELS = len(MAGYAR.kontras.words)

ACTION_NAMES: tuple[str, ...] = (
    "pass",
    "hold",
    *(contract.name for contract in MAGYAR.contracts),
    "look",
    "keep",
    *(f"discard {card.tolnai}" for card in DECK42.cards),
    *(f"play {card.tolnai}" for card in DECK42.cards),
    *(str(figure) for figure in FIGURES),
    *(f"{word} {target}" for word in MAGYAR.kontras.words for target in TARGETS),
)
"""Each action's name, as records write it."""


def discard_action(card: Card) -> int:
    return DISCARD0 + DECK42.id(card)


def play_action(card: Card) -> int:
    return PLAY0 + DECK42.id(card)


def figure_action(figure: Figure) -> int:
    return FIGURE0 + FIGURES.index(figure)


def kontra_action(level: int, target: str) -> int:
    """The action saying kontra level ``level`` (1 = kontra … 5 = mordkontra) on ``target``."""
    return KONTRA0 + (level - 1) * len(TARGETS) + TARGETS.index(target)


def card_of(action: int) -> Card:
    """The card of a discard or play action."""
    return DECK42.cards[(action - DISCARD0) % len(DECK42)]


def kontra_of(action: int) -> tuple[int, str]:
    """The level and the target of a kontra action."""
    level, target = divmod(action - KONTRA0, len(TARGETS))
    return level + 1, TARGETS[target]
