"""The options of the 54-card ten-contract tarokk: the points its text leaves open
(:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class Tarokk54Options(GameOptions):
    """Each default the text's plain reading; what each decides, and who plays each value, is in ``options.toml``."""

    game = "tarokk54"

    trisak_lead: Literal["first-hand", "declarer"] = "first-hand"
    call: Literal["hand", "hand-and-skart"] = "hand"
