"""Tappertarokk as data (Tolnai, "4. A tappertarokk"; §28, §48, §58, §66, §71): its two packs,
read from ``definition.toml``, where every number stands beside its source (:mod:`tarokk.core.gamedata`)."""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

HALF = 3
"""The talon's halves: its first three cards and its second three."""

TAPPER42 = load_definition(__name__)
"""Tappertarokk with the 42-card deck: hands of twelve dealt in sixes, 34 of 66 wins."""
TAPPER54 = load_definition(__name__, "54")
"""Tappertarokk with the 54-card deck: hands of sixteen dealt in eights, 36 of 70 wins."""
