"""The options of Trappola: the 40-card variant and the points its sources leave open, read as
every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class TrappolaOptions(GameOptions):
    """What each option decides and who plays each value is in ``options.toml`` beside this module."""

    game = "trappola"

    cards: Literal[36, 40] = 36
    last_twos: Literal["instead", "added"] = "instead"
    show_declared: bool = False


PAGE = TrappolaOptions()
"""The page's plain reading, the lost prices as knauer.org and gambiter.com give them."""
