"""The four contracts of the auction (pagat: "A licitálás", "A talon kiosztása";
Tolnai §23, §36), as :data:`~tarokk.games.paskievics.definition.PASKIEVICS` defines them.

The winning bid fixes how many talon cards the declarer takes and the game's base
value; the rest of the talon goes to the other players counter-clockwise from the
declarer, as evenly as possible, the player after the declarer taking the extra card. A deal
under another definition (:class:`~tarokk.games.paskievics.state.PaskievicsGame`'s) bids that
definition's contracts: its base values and talon shares.
"""

from __future__ import annotations

from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.games.paskievics.definition import PASKIEVICS

CONTRACTS: tuple[Contract, ...] = PASKIEVICS.contracts
THREE, TWO, ONE, SOLO = CONTRACTS


@enforces("bidding.contracts")
def contract_at(level: int, contracts: tuple[Contract, ...] = CONTRACTS) -> Contract:
    """The contract of a bidding level (1 = three … 4 = solo), of ``contracts`` (the definition's ladder)."""
    if not 1 <= level <= len(contracts):
        raise TarokkInputError(f"no contract at level {level}: levels run from 1 (three) to 4 (solo)")
    return contracts[level - 1]
