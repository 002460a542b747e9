"""Királyhívásos tarokk as data (Tolnai §66–§69).

Four play with the 54-card deck counted in thirds of a point (Tolnai §66: the pack makes 70),
and the declarer's side wins with 36 "partnerével és skartjával együtt" (§68). The dealer lays
a talon of six and deals the rest in sixes, twelve cards each; seat A, the dealer's right-hand
neighbour, starts the auction and leads to the first trick (§68; §56), so seat D deals.

The contract ladder (§68–§69), each contract with its own figure prices:

- hívás (6): the declarer calls a king he lacks, takes the top or the bottom three of the
  talon, and the other three go to the opponents; figures 2 and 4, volát 12 and 24;
- szóló (8): a king is called, the talon goes unseen to the opponents, but the half that holds
  the called king counts for the declarer; figures 4 and 8, volát 24 and 48;
- hármas (10): the declarer plays alone and takes the half he likes; figures 6 and 12, volát
  24 and 48, and no királyultimó;
- szólóhármas (20): alone, the talon unseen to the three opponents; figures 8 and 16, volát 48
  and 96.

"Ultimó csendesen 2, bemondva 4": both ultimós, the pagátultimó and the new királyultimó, are
priced as the figures. Tolnai names no duplajáték in this game, so it has none. The kontras
are the five of §48. The numbers, each beside its source, are in ``definition.toml``
(:mod:`tarokk.core.gamedata`).
"""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

CALLED_KING_LOST = 2
"""What each of the declarer's side pays each opponent when the opponents take the called king
home; at a self-call the declarer pays it to each of the three (Tolnai §69)."""
THROW = 4
"""What the declarer pays each other player when he throws the game because the called king
lies in the talon (Tolnai §68: "mind-egyik társának 4—4 pontot fizet")."""
KING_HALF_LEFT = 2
"""What the declarer pays each opponent when he plays on and leaves them the talon half with
the called king (Tolnai §68: "ezért 2—2 pontot fizet ellenfeleinek")."""

KIRALYHIVASOS = load_definition(__name__)
"""Királyhívásos tarokk (Tolnai §68–§69); the prices of each contract are its ``figures``."""
