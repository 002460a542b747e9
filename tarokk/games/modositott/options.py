"""The options of módosított hármastarokk: three or four players, and the rules the page lost
(the throw-in hands, a lost kettős's price, a tie in the mizer), read as every game's are
(:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.errors import OptionError
from tarokk.core.options import GameOptions
from tarokk.games.modositott.words import WORDS


@dataclass(frozen=True)
class ModositottOptions(GameOptions):
    """The players and the readings of what the page lost; what each decides and who plays
    each value is in ``options.toml`` beside this module."""

    game = "modositott"

    players: Literal[3, 4] = 3
    throw_in: Literal["lone-xxi", "lone-honour-or-kings", "none"] = "lone-xxi"
    kettos_loss: int = 2
    mizer_tie: Literal["all-pay", "none-pay"] = "all-pay"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.kettos_loss < 1:
            raise OptionError(**WORDS.loss_refused.message(value=self.kettos_loss), key="kettos_loss")


PLAIN = ModositottOptions()
"""The page's own reading, with the defaults where it lost a rule."""
