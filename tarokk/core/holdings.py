"""Holdings: what one hand holds, priced in some games whoever takes the cards in play
(Tolnai §71: "tekintet nélkül arra, ki nyert és kinek ütéseibe kerültek").

In tappertarokk the holder of the three honours (tulétroá) or of the four kings in one
hand wins a prize from each other player, and so do any two honours in one hand, the
*fejek* or *kis trull* (Tolnai §71); strómanntarokk prices the same holdings (§72). A
Paskievics figure, by contrast, is made in the tricks (:mod:`tarokk.core.figures`).

>>> from tarokk.core.cards import parse_cards
>>> hand = parse_cards("S, XXI, XIV, Kő k, T d")
>>> holds_trull(hand), holds_heads(hand), heads(hand)
(False, True, ((Card('S'), Card('XXI')),))
>>> holdings_of(parse_cards("S, XXI, I, Kő k, K k, T k, P k"))
(<Holding.TRULL: 'trull'>, <Holding.FOUR_KINGS: 'four-kings'>)
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from itertools import combinations

from tarokk.core.cards import HONOURS, KINGS, TAROKKS, Card, cards_of, mask_of


class Holding(StrEnum):
    """A holding the sources price; each prints as its word in records."""

    TRULL = "trull"
    FOUR_KINGS = "four-kings"
    HEADS = "heads"

    @property
    def hu(self) -> str:
        """The Hungarian name: tulétroá, négykirály, fejek."""
        return {Holding.TRULL: "tulétroá", Holding.FOUR_KINGS: "négykirály", Holding.HEADS: "fejek"}[self]

    @property
    def english(self) -> str:
        """The English name: trull, four kings, fejek (two honours)."""
        return {Holding.TRULL: "trull", Holding.FOUR_KINGS: "four kings", Holding.HEADS: "fejek (two honours)"}[self]


def holds_trull(cards: Iterable[Card]) -> bool:
    """The skíz, the XXI and the pagát in one hand (Tolnai §11, §71)."""
    return mask_of(cards) & HONOURS == HONOURS


def holds_four_kings(cards: Iterable[Card]) -> bool:
    """All four kings in one hand (Tolnai §12, §71)."""
    return mask_of(cards) & KINGS == KINGS


def heads(cards: Iterable[Card]) -> tuple[tuple[Card, Card], ...]:
    """Every pair of honours in the hand, highest first: one pair for two honours, three
    for a trull, none for fewer than two (Tolnai §71: "bármelyik két honnórt")."""
    return tuple(combinations(cards_of(mask_of(cards) & HONOURS), 2))


def holds_heads(cards: Iterable[Card]) -> bool:
    """Exactly two honours in one hand: the *fejek*, the "kis trull" (Tolnai §71); three
    honours are the trull itself."""
    return (mask_of(cards) & HONOURS).bit_count() == 2


def tarokk_count(cards: Iterable[Card]) -> int:
    """How many tarokks the hand holds (Tolnai §64, and the tappertarokk's prizes for many tarokks)."""
    return (mask_of(cards) & TAROKKS).bit_count()


def holding_cards(holding: Holding, hand: int) -> int:
    """The cards of ``holding`` as a card set (:func:`~tarokk.core.cards.mask_of`): the three
    honours, the four kings, or for fejek the honours of ``hand`` (a card set)."""
    return {Holding.TRULL: HONOURS, Holding.FOUR_KINGS: KINGS}.get(holding, hand & HONOURS)


def holdings_of(cards: Iterable[Card]) -> tuple[Holding, ...]:
    """The holdings of one hand, in :class:`Holding` order."""
    mask = mask_of(cards)
    held = cards_of(mask)
    found = [Holding.TRULL] if holds_trull(held) else []
    if holds_four_kings(held):
        found.append(Holding.FOUR_KINGS)
    if holds_heads(held):
        found.append(Holding.HEADS)
    return tuple(found)
