"""Throwing the deal in (bedobás; pagat "A játék eldobása", Tolnai §38).

Some very weak hands entitle their holder to void the deal: four kings; the XXI as
the only tarokk; the pagát as the only tarokk; nine suit cards; the XXI and the pagát
with seven suit cards. Which hands qualify, whether a player who discarded a tarokk
may still throw in, and when the throw-in is declared are ruleset options.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from tarokk.core.cards import KINGS, PAGAT, TAROKKS, XXI, Card, mask_of
from tarokk.core.enforcement import enforces
from tarokk.games.paskievics.ruleset import Ruleset, ThrowInHand

Count = Any  # an int for one hand, a numpy array of ints for many
Flag = TypeVar("Flag")  # a bool for one hand, a numpy array of bools for many

THROW_IN_HANDS: dict[ThrowInHand, str] = {
    "four-kings": "all four kings",
    "xxi-only": "the XXI as the only tarokk",
    "pagat-only": "the pagát as the only tarokk",
    "no-tarokk": "nine suit cards, no tarokk",
    "xxi-pagat-seven-suits": "the XXI and the pagát with seven suit cards",
}


def throw_in_grounds(tarokks: Count, kings: Count, xxi: Flag, pagat: Flag) -> dict[ThrowInHand, Flag]:
    """Which throw-in hands a hand is, from its numbers of tarokks and kings and whether it
    holds the XXI and the pagát (pagat "A játék eldobása"; Tolnai §38).

    Written once for one hand (ints and bools) and for many hands at once (numpy arrays
    of counts and flags, as the hand-only studies deal them).
    """
    return {
        "four-kings": kings == 4,
        "xxi-only": (tarokks == 1) & xxi,
        "pagat-only": (tarokks == 1) & pagat,
        "no-tarokk": tarokks == 0,
        "xxi-pagat-seven-suits": (tarokks == 2) & xxi & pagat,
    }


def qualifying_hands(cards: Iterable[Card] | int) -> list[ThrowInHand]:
    """Which of the throw-in hands ``cards`` (the cards, or their card set) is, whatever the ruleset."""
    held = cards if isinstance(cards, int) else mask_of(cards)
    grounds = throw_in_grounds(
        (held & TAROKKS).bit_count(), (held & KINGS).bit_count(), bool(held & XXI.bit), bool(held & PAGAT.bit)
    )
    return [ground for ground, holds in grounds.items() if holds]


@enforces("throw-in.hand")
def throw_in_reasons(
    cards: Iterable[Card] | int, ruleset: Ruleset, discarded_tarokk: bool = False
) -> list[ThrowInHand]:
    """The ruleset's grounds on which this hand (the cards, or their card set) may throw the
    deal in (empty: none).

    ``discarded_tarokk``: the player put a tarokk in his discard, which bars a throw-in
    except as the ruleset allows (pagat: only with four kings).
    """
    reasons = [reason for reason in qualifying_hands(cards) if reason in ruleset.throw_in_hands]
    if discarded_tarokk:
        if ruleset.throw_in_after_tarokk_discard == "never":
            return []
        if ruleset.throw_in_after_tarokk_discard == "four-kings":
            return [reason for reason in reasons if reason == "four-kings"]
    return reasons
