"""Magyar tarokk as data (Tolnai §65).

Three play with the 42-card deck counted in plain card points (94; Tolnai §7): the
declarer wins with 48 "ütéseiben és skartjában". After the seat draw the dealer lays a
talon of six in the middle and then deals to the right in sixes, twelve cards each; seat
A, the dealer's right-hand neighbour, bids first, so seat C deals. The declarer plays
alone (Partner.NONE) in one of five contracts: hármas, alsó hármas, kettős and egyes buy
the talon by looking (:class:`~tarokk.core.definition.LookLadder`, prices as Tolnai
prints them), szóló is worth 10 and its talon goes unseen to the opponents. Tolnai does
not say who leads; as in all his games (§58) seat A leads to the first trick.

The figures are priced in points, the volát as a multiple of the game's bought price:
tulétroá and four kings 1 silent, 2 announced; volát 3× and 6×; pagátultimó 5 and 10;
XXI-fogás 21 and 42. Tolnai names no duplajáték here, so the game has none. The kontras
are the five of §48, each doubling the last. The numbers, each beside its source, are in
``definition.toml`` (:mod:`tarokk.core.gamedata`).
"""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

MAGYAR = load_definition(__name__)
"""Magyar tarokk (Tolnai §65): 42 cards, three players, four contracts that buy the talon by
looking and the szóló."""
