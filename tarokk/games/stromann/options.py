"""The options of strómanntarokk: each point Tolnai §72 leaves open, as options read as every
game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class StromannOptions(GameOptions):
    """Where Tolnai §72 leaves a point open, the reading a table plays; what each decides and
    who plays each value is in ``options.toml`` beside this module."""

    game = "stromann"

    deck: Literal[54, 42] = 54
    follow_from: Literal["hand-and-tops", "hand"] = "hand-and-tops"
    kontra_when: Literal["before-turning", "after-turning"] = "before-turning"
    silent_ultimo_beaten_pays: bool = False
