"""Holdings: figures a player is paid for holding in one hand, whoever takes the cards in
tricks (Tolnai §71 for tappertarokk, §72 for strómanntarokk).

- the tulétroá (trull): the skíz, the XXI and the pagát together;
- the four kings;
- the fejek, or kis trull: any two of the three honours ("bármelyik két honnórt", §71).
  A hand with all three honours holds the tulétroá, not fejek.
"""

from __future__ import annotations

from collections.abc import Iterable

from tarokk.core.cards import HONOURS, KINGS, Card, mask_of


def holds_trull(cards: Iterable[Card]) -> bool:
    """Whether ``cards`` hold the three honours, the tulétroá (Tolnai §71)."""
    return mask_of(cards) & HONOURS == HONOURS


def holds_four_kings(cards: Iterable[Card]) -> bool:
    """Whether ``cards`` hold the four kings (Tolnai §71)."""
    return mask_of(cards) & KINGS == KINGS


def heads(cards: Iterable[Card]) -> bool:
    """Whether ``cards`` hold fejek (kis trull): two of the three honours, not all three
    (Tolnai §71: „Díjazzák az egy kézben lévő bármelyik két honnórt is”)."""
    return (mask_of(cards) & HONOURS).bit_count() == 2
