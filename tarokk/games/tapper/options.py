"""The choices tappertarokk's players agree on, and the readings where Tolnai is silent, as
options read as every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.errors import OptionError
from tarokk.core.options import PAIRS, GameOptions


@dataclass(frozen=True)
class TapperOptions(GameOptions):
    """Tappertarokk's options: what each decides and who plays each value is in ``options.toml``."""

    game = "tapper"

    cards: Literal[42, 54] = 42
    tarokk_prizes: PAIRS = ()
    ultimo_pot: int = 0
    heads_need_bidding: bool = False
    game_beside_volat: bool = False
    holdings_as_dealt: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()  # every count, prize and the pot are whole numbers, 0 or more
        counts = [count for count, _ in self.tarokk_prizes]
        if 0 in counts or len(set(counts)) != len(counts):
            raise OptionError(f"tarokk prizes are (count, prize) pairs, each count once: {self.tarokk_prizes!r}")

    def tarokk_prize(self, count: int) -> int:
        """The prize for ``count`` tarokks in one hand, that of the highest agreed count it reaches (0: none)."""
        reached = [prize for least, prize in sorted(self.tarokk_prizes) if count >= least]
        return reached[-1] if reached else 0
