"""The options of magyar tarokk: each point Tolnai §65 leaves open, read as every game's are
(:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class MagyarOptions(GameOptions):
    """The readings where Tolnai §65 is silent; what each decides and who plays each value is
    in ``options.toml`` beside this module."""

    game = "magyar"

    last_part_again: bool = False
    first_lead: Literal["first-hand", "declarer"] = "first-hand"
    talon_figures: Literal["opponents", "nobody"] = "opponents"
    volat_voids_silent: bool = False


TOLNAI = MagyarOptions()
"""The plain reading of Tolnai §65."""
