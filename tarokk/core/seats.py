"""Seats and the direction of play.

Seats are named ``A B C …`` counter-clockwise from the dealer's right: A bids first
and leads to the first trick, and the last seat deals (pagat: "A licitálás"; Tolnai §21).
A table seats two to seven; where a game has more players than hands (Paskievics tarokk for
five), the dealer sits the deal out. Everything in the game moves counter-clockwise, in the
order A, B, C, ….
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from tarokk.core.errors import TarokkInputError
from tarokk.core.words import CORE

Seat = Literal["A", "B", "C", "D", "E", "F", "G"]
ALL_SEATS: tuple[Seat, ...] = ("A", "B", "C", "D", "E", "F", "G")
"""The seats of the largest table the sources' games are played at: seven (Vadász tarokk)."""


def next_seat(seat: Seat, steps: int, seats: Sequence[Seat]) -> Seat:
    """The seat ``steps`` places on in playing order among ``seats`` (A → B → C → D → A
    at a table of four; A → B → C → A at a table of three)."""
    return seats[(seats.index(seat) + steps) % len(seats)]


def parse_seat(text: str, seats: Sequence[Seat] = ALL_SEATS) -> Seat:
    """Read a seat letter, case-insensitive, one of ``seats`` (a refusal lists them)."""
    upper = text.strip().upper()
    for seat in seats:
        if seat == upper:
            return seat
    raise TarokkInputError(**CORE.unknown_seat.message(text=text, seats=", ".join(seats)))
