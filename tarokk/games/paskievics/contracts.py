"""The four contracts of the auction (pagat: "A licitálás", "A talon kiosztása";
Tolnai §23, §36).

The winning bid fixes how many talon cards the declarer takes and the game's base
value; the rest of the talon goes to the other players counter-clockwise from the
declarer, as evenly as possible, the player after the declarer taking the extra card.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.errors import TarokkInputError
from tarokk.core.seats import Seat, next_seat


@dataclass(frozen=True)
class Contract:
    """A contract: its level in the bidding (1 = lowest) and what it implies."""

    name: str
    hu: str
    level: int
    base_value: int
    talon_shares: tuple[int, int, int, int]  # declarer first, then counter-clockwise

    def talon_distribution(self, declarer: Seat) -> dict[Seat, int]:
        """How many talon cards each seat takes when ``declarer`` plays this contract."""
        return {next_seat(declarer, i): share for i, share in enumerate(self.talon_shares)}


THREE = Contract("three", "három", 1, 1, (3, 1, 1, 1))
TWO = Contract("two", "kettő", 2, 2, (2, 2, 1, 1))
ONE = Contract("one", "egy", 3, 3, (1, 2, 2, 1))
SOLO = Contract("solo", "szóló", 4, 4, (0, 2, 2, 2))
CONTRACTS: tuple[Contract, ...] = (THREE, TWO, ONE, SOLO)


def contract_at(level: int) -> Contract:
    """The contract of a bidding level (1 = three … 4 = solo)."""
    if not 1 <= level <= len(CONTRACTS):
        raise TarokkInputError(f"no contract at level {level}: levels run from 1 (three) to 4 (solo)")
    return CONTRACTS[level - 1]
