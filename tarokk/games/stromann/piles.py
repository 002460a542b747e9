"""The piles in front of each player, and the turning rule (Tolnai §72).

A pile is a tuple of cards, its top card first. Once the piles are turned (after the
bidding) the top card of every pile lies open, and it is never a king or a tarokk: those
go into the hand as soon as they are turned up.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarokk.core.cards import Card
from tarokk.core.enforcement import enforces

Pile = tuple[Card, ...]


def laid(cards: Sequence[Card], sizes: Sequence[int], players: int) -> list[list[Pile]]:
    """The piles laid from ``cards`` in dealing order: a pile of each of ``sizes`` to each of
    ``players`` in turn, the dealer's opponent first („felváltva ellenfele és maga elé”), each
    from its top card down; each player's piles, by player."""
    piles: list[list[Pile]] = [[] for _ in range(players)]
    position = 0
    for size in sizes:
        for own in piles:
            own.append(tuple(cards[position : position + size]))
            position += size
    return piles


@enforces("stromann.piles.turn")
def stays_on_pile(card: Card) -> bool:
    """Whether a turned-up ``card`` stays on top of its pile: a suit card that is not a king
    („míg a felső lap olyan színes kártya nem lesz, mely nem király”)."""
    return not card.is_tarokk and not card.is_king


@enforces("stromann.piles.turn")
def turn(pile: Pile) -> tuple[tuple[Card, ...], Pile]:
    """Turn ``pile`` up: the kings and tarokks taken into the hand from its top, in the order
    they were turned, and the pile left, its top a suit card that is not a king, or empty."""
    taken = 0
    while taken < len(pile) and not stays_on_pile(pile[taken]):
        taken += 1
    return pile[:taken], pile[taken:]
