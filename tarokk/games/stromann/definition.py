"""Strómanntarokk as data (Tolnai §72, §66): the numbers, each beside its source, are in
``definition.toml`` (:mod:`tarokk.core.gamedata`)."""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

STROMANN54 = load_definition(__name__)
"""Strómanntarokk with 54 cards, as Tolnai describes it first."""
STROMANN42 = load_definition(__name__, "42")
"""Strómanntarokk with 42 cards: hands of nine, dealt three times three."""

SIMPLE = STROMANN54.contract("simple")
"""The simple game, when both say mehet: worth 2 (Tolnai §72)."""
GAME = STROMANN54.contract("game")
"""The játék: the declarer wins 3 or pays 4, and every premium is paid twice (Tolnai §72)."""
