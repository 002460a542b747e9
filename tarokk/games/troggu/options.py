"""The options of Troggu: the number of players, the page's other variant of the skart, the
point of the mizer it leaves open, and the figures of its supplement ("Kiegészítés"), read as
every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class TrogguOptions(GameOptions):
    """What each option decides and who plays each value is in ``options.toml`` beside this module."""

    game = "troggu"

    players: Literal[3, 4, 5, 6] = 4
    kings_laid: Literal[1, 4] = 1
    mizer_tie: Literal["each", "none"] = "each"
    figures: bool = False
    solo_figures_doubled: bool = False


PAGE = TrogguOptions()
"""The page's plain reading, for four players."""
