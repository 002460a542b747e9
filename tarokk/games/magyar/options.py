"""The options of magyar tarokk: each point Tolnai §65 leaves open, with the reading each
value stands for (the defaults are the plain reading of §65).

Options are given by name, ``load_game("magyar", first_lead="declarer")``, and read as every
game's are (:class:`~tarokk.core.options.GameOptions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions

FirstLead = Literal["first-hand", "declarer"]
TalonFigures = Literal["opponents", "nobody"]


@dataclass(frozen=True)
class MagyarOptions(GameOptions):
    """The readings where Tolnai §65 is silent; what each decides and who plays each value is
    in ``options.toml`` beside this module."""

    game = "magyar"

    last_part_again: bool = False
    first_lead: FirstLead = "first-hand"
    talon_figures: TalonFigures = "opponents"
    volat_voids_silent: bool = False


TOLNAI = MagyarOptions()
"""The plain reading of Tolnai §65."""
