"""Királyhívásos tarokk as data (Tolnai §66–§69): four players, the 54 cards counted in thirds,
the ladder hívás, szóló, hármas, szólóhármas with each contract's figure prices; the numbers,
each beside its source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`)."""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

CALLED_KING_LOST = 2
"""What each of the declarer's side pays each opponent when the opponents take the called king home (Tolnai §69)."""
THROW = 4
"""What the declarer pays each other player at a throw (Tolnai §68: "mind-egyik társának 4—4 pontot fizet")."""
KING_HALF_LEFT = 2
"""What the declarer pays each opponent when he leaves them the talon half with the called king (Tolnai §68)."""

KIRALYHIVASOS = load_definition(__name__)
"""Királyhívásos tarokk (Tolnai §68–§69); the prices of each contract are its ``figures``."""
