"""Seats and the direction of play.

Seats are named ``A B C D`` counter-clockwise from the dealer's right: A bids first
and leads to the first trick, D deals in a four-player game (pagat: "A licitálás";
Tolnai §21). With five players the dealer, ``E``, sits the deal out. Everything in
the game moves counter-clockwise, i.e. in the order A, B, C, D.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError

Seat = Literal["A", "B", "C", "D", "E"]
ACTIVE_SEATS: tuple[Seat, ...] = ("A", "B", "C", "D")
ALL_SEATS: tuple[Seat, ...] = ("A", "B", "C", "D", "E")


def dealer_of(players: int) -> Seat:
    """The dealer's seat: D plays in a four-player game, E sits out with five."""
    check_players(players)
    return "D" if players == 4 else "E"


@enforces("deal.players")
def check_players(players: int) -> None:
    """Paskievics tarokk is played by four, or by five with the dealer sitting out."""
    if players not in (4, 5):
        raise TarokkInputError(f"players must be 4 or 5, not {players!r}")


def next_seat(seat: Seat, steps: int = 1, seats: Sequence[Seat] = ACTIVE_SEATS) -> Seat:
    """The seat ``steps`` places on in playing order among ``seats`` (A → B → C → D → A
    at a table of four; A → B → C → A at a table of three)."""
    return seats[(seats.index(seat) + steps) % len(seats)]


def parse_seat(text: str) -> Seat:
    """Read a seat letter, case-insensitive."""
    upper = text.strip().upper()
    for seat in ALL_SEATS:
        if seat == upper:
            return seat
    raise TarokkInputError(f"unknown seat {text!r}: expected one of A, B, C, D (E: a sitting-out dealer)")
