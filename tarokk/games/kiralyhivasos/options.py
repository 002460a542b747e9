"""The points Tolnai's §68–§69 leave open, each an option naming the reading it plays; the
defaults are the plain reading of §68–§69."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class KiralyOptions(GameOptions):
    """House rules of királyhívásos tarokk, each explained and sourced in ``options.toml``."""

    game = "kiralyhivasos"

    bid_steps: Literal["any-higher", "one-step"] = "any-higher"
    self_call: Literal["four-kings", "any-king"] = "four-kings"
    honours_discardable: bool = True
    talon_in_figures: Literal["tricks", "with-side"] = "tricks"
    volat_as_paskievics: bool = True
    king_ultimo_keep: bool = False
