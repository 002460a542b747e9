"""Strómanntarokk as data (Tolnai §72).

Two play with the 54-card deck (or the 42-card deck), counted in thirds (Tolnai §66): the
pack makes 70 points (66 with 42 cards) and a player wins with 36 (34). The dealer gives
his opponent and himself fifteen cards each in fives, then lays three face-down piles of
four in front of each, alternately; with 42 cards the hands are nine, dealt in threes
(„3-szor 3 lapot és három négyes talont kap mindegyik játékos”): 2 × 9 + 2 × 3 × 4 = 42.
Seat A is the dealer's opponent, who was dealt to and leads first; seat B deals.

The contracts: the simple game („mehet”) worth 2, and the játék, which the declarer wins
3 with and loses 4 with. The holdings (tulétroá, four kings, fejek) and the silent ultimó
are worth 1 each, twice in a játék. Only the játék can be kontra'd, by the words of §48.
The „strómann” of the name is the open piles: there is no partner (Partner.NONE). The
points Tolnai leaves open are the options of
:class:`~tarokk.games.stromann.options.StromannOptions`. The numbers, each beside its source,
are in ``definition.toml`` (:mod:`tarokk.core.gamedata`).
"""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

STROMANN54 = load_definition(__name__)
"""Strómanntarokk with 54 cards, as Tolnai describes it first."""
STROMANN42 = load_definition(__name__, "42")
"""Strómanntarokk with 42 cards: hands of nine, dealt three times three."""

SIMPLE = STROMANN54.contract("simple")
"""„Ha mindkét játékos mehet-et mond, egyszerű játék van, melynek díja 2 pont.”"""
GAME = STROMANN54.contract("game")
"""„A felvevő nyerésnél 3 pontot kap, vesztésnél 4-et fizet … Játéknál minden díjat
kétszeresen fizetnek.”"""
