"""Throwing the deal in (bedobás; pagat "A játék eldobása", Tolnai §38).

Some very weak hands entitle their holder to void the deal: four kings; the XXI as
the only tarokk; the pagát as the only tarokk; nine suit cards; the XXI and the pagát
with seven suit cards. Which hands qualify, whether a player who discarded a tarokk
may still throw in, and when the throw-in is declared are ruleset options.
"""

from __future__ import annotations

from collections.abc import Iterable

from tarokk.core.cards import PAGAT, XXI, Card
from tarokk.core.rules import Ruleset, ThrowInHand

THROW_IN_HANDS: dict[ThrowInHand, str] = {
    "four-kings": "all four kings",
    "xxi-only": "the XXI as the only tarokk",
    "pagat-only": "the pagát as the only tarokk",
    "no-tarokk": "nine suit cards, no tarokk",
    "xxi-pagat-seven-suits": "the XXI and the pagát with seven suit cards",
}


def qualifying_hands(cards: Iterable[Card]) -> list[ThrowInHand]:
    """Which of the throw-in hands ``cards`` is, whatever the ruleset."""
    hand = list(cards)
    tarokks = {card for card in hand if card.is_tarokk}
    found: list[ThrowInHand] = []
    if sum(card.is_king for card in hand) == 4:
        found.append("four-kings")
    if tarokks == {XXI}:
        found.append("xxi-only")
    if tarokks == {PAGAT}:
        found.append("pagat-only")
    if not tarokks:
        found.append("no-tarokk")
    if tarokks == {XXI, PAGAT}:
        found.append("xxi-pagat-seven-suits")
    return found


def throw_in_reasons(cards: Iterable[Card], ruleset: Ruleset, discarded_tarokk: bool = False) -> list[ThrowInHand]:
    """The ruleset's grounds on which this hand may throw the deal in (empty: none).

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
