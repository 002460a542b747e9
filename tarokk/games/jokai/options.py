"""The options of Jókai-hármas: the beginners' count, and the prices the page lost, read as
every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

from tarokk.core.errors import OptionError
from tarokk.core.options import PAIRS, GameOptions
from tarokk.games.jokai.words import WORDS

LOOKS = 5
"""The most looks at the skart's pairs: "maximum öt váltás (válogatás) után"."""


@dataclass(frozen=True)
class JokaiOptions(GameOptions):
    """The count (the beginners' one, without deductions) and the prices the page lost; what
    each decides and who plays each value is in ``options.toml`` beside this module."""

    game = "jokai"

    count: Literal["deducted", "beginners"] = "deducted"
    kettos_losses: PAIRS = ((1, 2), (2, 4), (3, 6), (4, 8), (5, 10))
    solo_price: int = 10

    def __post_init__(self) -> None:
        super().__post_init__()
        looks = tuple(look for look, _ in self.kettos_losses)
        losses = [loss for _, loss in self.kettos_losses]
        climbing = all(0 < low < high for low, high in pairwise(losses)) and losses[0] > 0
        if looks != tuple(range(1, LOOKS + 1)) or not climbing:
            raise OptionError(**WORDS.losses_refused.message(value=self.kettos_losses), key="kettos_losses")


PLAIN = JokaiOptions()
"""The page's own reading, Tolnai §65's prices where the page lost them."""
