"""The options of Rikiki: the number of players, and the points its page leaves open (how the
trump suit is chosen, what a bid of none overtaken scores, which stages are played), read as
every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class RikikiOptions(GameOptions):
    """What each option decides and who plays each value is in ``options.toml`` beside this module."""

    game = "rikiki"

    players: Literal[3, 4, 5, 6] = 4
    trump: Literal["turned", "none"] = "turned"
    none_taken: Literal["over", "short"] = "over"
    stages: Literal["both", "shared-top", "growing"] = "both"
    first_lead: Literal["first-hand", "dealer"] = "first-hand"
    cards: int = 5


PAGE = RikikiOptions()
"""The page's plain reading, for four players ("A résztvevők száma ideális esetben négy")."""
