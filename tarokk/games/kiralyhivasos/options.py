"""The points Tolnai's §68–§69 leave open, each an option naming the reading it plays.

The defaults are the plain reading of §68–§69; where a default borrows a rule of the
Paskievics game, the paragraph it comes from is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class KiralyOptions(GameOptions):
    """House rules of királyhívásos tarokk; what each decides and who plays each value is in
    ``options.toml`` beside this module."""

    game = "kiralyhivasos"

    bid_steps: Literal["any-higher", "one-step"] = "any-higher"
    self_call: Literal["four-kings", "any-king"] = "four-kings"
    honours_discardable: bool = True
    talon_in_figures: Literal["tricks", "with-side"] = "tricks"
    volat_as_paskievics: bool = True
    king_ultimo_keep: bool = False
