"""Pictures of hands and tricks: text the way players write them, and HTML for notebooks
(the tiles of one card and one trick are :func:`tarokk.core.cards.card_html` and
:func:`tarokk.core.tricks.trick_html`)."""

from __future__ import annotations

from collections.abc import Iterable

from tarokk.core.cards import Card, card_html, sort_hand
from tarokk.core.tricks import Trick


def hand_text(cards: Iterable[Card], spelling: str = "tolnai") -> str:
    """A hand sorted as players hold it: ``S XXI XVII … | Kő k Kő d | P 10``."""
    groups: dict[object, list[str]] = {}
    for card in sort_hand(cards):
        groups.setdefault(card.suit, []).append(card.name(spelling))
    sep = ", " if spelling != "tolnai" else " "
    return " | ".join(sep.join(names) for names in groups.values())


def trick_text(number: int, trick: Trick, spelling: str = "tolnai") -> str:
    """One line per trick: ``3. D K á · A XI · B XIX · C X → B (9)``."""
    plays = " · ".join(f"{seat} {card.name(spelling)}" for seat, card in trick.plays)
    return f"{number:>2}. {plays}  → {trick.winner} ({trick.points})"


def compass(trick: Trick, spelling: str = "tolnai") -> str:
    """Tolnai's layout of a trick: B at the top, C left, A right, D at the bottom."""
    name = {seat: card.name(spelling) for seat, card in trick.plays}
    width = max(len(text) for text in name.values()) + 2
    left, right = name.get("C", ""), name.get("A", "")
    return "\n".join(
        [
            " " * (width + 2) + f"B {name.get('B', '')}",
            f"C {left}".ljust(width + 2) + " " * (width + 2) + f"A {right}",
            " " * (width + 2) + f"D {name.get('D', '')}",
        ]
    )


def hand_html(cards: Iterable[Card]) -> str:
    """A hand as a row of card tiles, sorted as players hold it."""
    return '<div class="tarokk-hand">' + "".join(card_html(card) for card in sort_hand(cards)) + "</div>"
