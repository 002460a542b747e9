"""Rikiki as data (nehezebb-kartyajatekok.txt, "Rikiki"): the game of four in a deal of five
cards each is in ``definition.toml`` (:mod:`tarokk.core.gamedata`); :func:`for_deal` lays out
the pack for three to six and a deal of any number of cards."""

from __future__ import annotations

import dataclasses

from tarokk.core.definition import GameDefinition, Lead, Packets
from tarokk.core.gamedata import load_definition
from tarokk.core.seats import ALL_SEATS
from tarokk.games.rikiki.course import pack

RIKIKI = load_definition(__name__)
"""Rikiki for four in a deal of five cards each: 52 cards, 32 left over, one contract."""


def for_deal(players: int, cards: int, lead: Lead) -> GameDefinition:
    """Rikiki for ``players`` (3 to 6) in a deal of ``cards`` cards each: the page's pack for
    the players, the cards left over as the talon, the first trick led as ``lead`` says."""
    RIKIKI.seating.check(players)
    seating = dataclasses.replace(RIKIKI.seating, active_seats=ALL_SEATS[:players])
    deck = pack(players)
    packets = Packets(len(deck) - players * cards, (1,) * cards)
    contracts = tuple(dataclasses.replace(contract, lead=lead) for contract in RIKIKI.contracts)
    return dataclasses.replace(RIKIKI, deck=deck, seating=seating, packets=packets, contracts=contracts)
