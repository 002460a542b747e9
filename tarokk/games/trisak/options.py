"""The readings of what Tolnai §73 leaves open in trisáktarokk, as every game's options are read
(:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class TrisakOptions(GameOptions):
    """What each reading decides, and who plays each value, is in ``options.toml``."""

    game = "trisak"

    trisak_tie: Literal["split", "none"] = "split"
    trickless: Literal["each", "share"] = "each"
    ultimo_call: Literal["highest", "below-xx"] = "highest"
    discard_limit: Literal["first-level", "every"] = "first-level"
    prizes: Literal["every", "not-bettli"] = "every"
    silent_ultimo_lost: bool = True
    kings_and_trull: Literal["one", "each"] = "one"
    small_honours: Literal["with-others", "alone"] = "with-others"
