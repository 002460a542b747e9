"""Magyar tarokk as data (Tolnai §65, with the card points of §7, the kontras of §48 and A's lead
of §58): the numbers, each beside its source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`)."""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

MAGYAR = load_definition(__name__)
"""Magyar tarokk (Tolnai §65): 42 cards, three players, four contracts that buy the talon by
looking and the szóló."""
