"""Troggu as data (Nehezebb kártyajátékok, Troggu (Tapp-tarokk)): the numbers, each beside its
source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`), the deal for three to six in
its ``[own.tapp]`` and ``[own.hand]``, the payments in ``[own.units]`` and ``[own.points]``."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from tarokk.core.definition import GameDefinition, Packets, TalonHandling
from tarokk.core.gamedata import load_definition, load_table
from tarokk.core.seats import ALL_SEATS

TROGGU = load_definition(__name__)
"""Troggu for four: 54 cards counting 106, a Tapp of six, hands of twelve, three contracts."""
TAPP: Mapping[str, int] = load_table(__name__, "tapp", Mapping[str, int])
HAND: Mapping[str, int] = load_table(__name__, "hand", Mapping[str, int])
"""The Tapp's cards and each hand's, by the number of players (``"3"`` … ``"6"``)."""
UNITS: Mapping[str, int] = load_table(__name__, "units", Mapping[str, int])
"""The units from each opponent: ``game``, ``double-game``, ``volat``."""
POINTS: Mapping[str, int] = load_table(__name__, "points", Mapping[str, int])
"""The card points the ``game`` and the ``double-game`` need."""


def for_players(players: int) -> GameDefinition:
    """Troggu for ``players`` (3 to 6): the seats A, B, … and the page's Tapp and hands, the
    whole Tapp the declarer's to take at the game."""
    TROGGU.seating.check(players)
    tapp = TAPP[str(players)]
    contracts = tuple(
        dataclasses.replace(contract, talon_shares=(tapp,)) if contract.talon == TalonHandling.SHARES else contract
        for contract in TROGGU.contracts
    )
    seating = dataclasses.replace(TROGGU.seating, active_seats=ALL_SEATS[:players])
    packets = Packets(tapp, (HAND[str(players)],))
    return dataclasses.replace(TROGGU, seating=seating, packets=packets, contracts=contracts)
