"""Pictures of hands and tricks: text the way players write them, and HTML for notebooks
(the tiles of one card and one trick are :func:`tarokk.core.cards.card_html` and
:func:`tarokk.core.tricks.trick_html`)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from tarokk.core.cards import Card, card_html, sort_hand
from tarokk.core.seats import Seat, next_seat
from tarokk.core.tricks import Trick


def with_minus(value: float | Fraction, spec: str = "") -> str:
    """``value`` formatted by ``spec`` (``"+.2f"``, ``".1%"`` …) with a true minus sign (U+2212),
    as the engine prints every number, in both languages: ``−1.90``."""
    return format(value, spec).replace("-", "−")


def signed(value: float) -> str:
    """A payment or score with its sign and a true minus sign, as the book prints it: ``+3``, ``−3``, ``0``."""
    return with_minus(value, "+") if value else "0"


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


def compass(trick: Trick, spelling: str = "tolnai", bottom: Seat = "D") -> str:
    """Tolnai's layout of a trick, at a table of any size: at four B at the top, C left, A
    right, D at the bottom. Another ``bottom`` turns the table so that seat sits there (a
    player sees his own card nearest); play runs counter-clockwise, so the seat after
    ``bottom`` sits at his right, the one before him at his left, and the others across the
    table. At two the other seat sits across; at three, right and left."""
    name = {seat: card.name(spelling) for seat, card in trick.plays}
    seats = tuple(sorted({*name, bottom}))
    others = [next_seat(bottom, steps, seats) for steps in range(1, len(seats))]
    right, left = (others[0], others[-1]) if len(others) > 1 else (None, None)
    across = others[1:-1] if len(others) > 1 else others
    width = max(len(text) for text in name.values()) + 2
    indent = " " * (width + 2)

    def place(seat: Seat | None) -> str:
        return "" if seat is None else f"{seat} {name.get(seat, '')}"

    rows = [indent + "   ".join(place(seat) for seat in across)] if across else []
    if right is not None:
        rows.append(place(left).ljust(width + 2) + indent + place(right))
    return "\n".join([*rows, indent + place(bottom)])


def hand_html(cards: Iterable[Card]) -> str:
    """A hand as a row of card tiles, sorted as players hold it."""
    return '<div class="tarokk-hand">' + "".join(card_html(card) for card in sort_hand(cards)) + "</div>"
