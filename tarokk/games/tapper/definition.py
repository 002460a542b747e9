"""Tappertarokk as data (Tolnai, "4. A tappertarokk"; §66, §71).

Three play with 54 or 42 cards: after the seat draw the dealer lays a talon of six and
deals to the right, "42 lapnál hatosával, 12—12 lapot, 54 lapos kártyánál nyolcasával
16—16 lapot". The cards count by Tolnai's new reckoning in thirds (§66,
:attr:`~tarokk.core.definition.Counting.GROUPS_OF_THREE`): the 42 cards make 66 and the
54 make 70, so the declarer wins with 34 or 36, "ha 54 lapos kártyánál 36, 42 lapos
kártyánál 34 pontot vitt haza" (both derived here, never typed in).

The declarer plays alone against the other two. Four contracts: hármas 3, alsó hármas
4, felső hármas 5 ("A hármas játékok között csak árfokozatkülönbség van": at each of them
the declarer turns the talon up and keeps its first or its second three) and szóló 8,
whose talon goes unseen to the opponents. Anyone may bid, a bid names a higher game, and A
alone may hold, a right that dies with his pass (§28). Tolnai does not say who leads; as in all his
games (§58: "Az osztó jobboldali szomszédja indul") seat A leads to the first trick.

The figures: pagátultimó 3 silent, 6 announced, volát 12 and 24, "szólónál ennek
kétszerese" (the szóló's ``prize_factor``). The holdings (§71): tulétroá and four kings in
one hand 3 from each other player, any two honours (fejek) 1, doubled at szóló ("minden díj
kétszeresére növekszik"). The kontras are the five of §48. The numbers, each beside its
source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`).
"""

from __future__ import annotations

from tarokk.core.definition import GameDefinition
from tarokk.core.errors import TarokkInputError
from tarokk.core.gamedata import load_definition

DECK_SIZES = (42, 54)
"""The decks tappertarokk is played with: "54, vagy 42 lapból álló kártyával"."""

HALF = 3
"""The talon's halves: its first three cards and its second three."""

TAPPER42 = load_definition(__name__)
"""Tappertarokk with the 42-card deck: hands of twelve dealt in sixes, 34 of 66 wins."""
TAPPER54 = load_definition(__name__, "54")
"""Tappertarokk with the 54-card deck: hands of sixteen dealt in eights, 36 of 70 wins."""

CONTRACTS = TAPPER42.contracts
"""Hármas 3, alsó hármas 4, felső hármas 5 and szóló 8, with either deck."""


def tapper_definition(cards: int) -> GameDefinition:
    """The definition for a deck of ``cards`` (42 or 54)."""
    if cards not in DECK_SIZES:
        raise TarokkInputError(f"tappertarokk is played with 42 or 54 cards, not {cards!r}")
    return TAPPER42 if cards == 42 else TAPPER54
