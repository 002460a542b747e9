"""The choices tappertarokk's players agree on, and the readings where Tolnai is silent, as
options read as every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.errors import OptionError
from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class TapperOptions(GameOptions):
    """The choices the players agree on before the game, and the readings where Tolnai is silent.

    ``cards``: 42 or 54 ("54, vagy 42 lapból álló kártyával"). ``tarokk_prizes``: the prizes
    for many tarokks in one hand as (count, prize) pairs, e.g. ``((8, 1), (9, 2))`` as in §64;
    empty (the default): not played ("Megállapodhatnak a játékosok…"). ``ultimo_pot``: what
    the ultimó pot holds when the deal starts; 0 (the default): played without one.
    ``heads_need_bidding``: whether the fejek, too, go only to a holder who took part in the
    auction (Tolnai names only "a tulétroá vagy négy király tulajdonosa"; default no).
    ``game_beside_volat``: whether the game is paid beside a volát (§53 says not; default no).
    ``holdings_as_dealt``: whether the holdings are read from the hands as dealt rather than
    as played, after the declarer took his talon half and laid his discard ("egy kézben
    lévő" says neither; default: as played, so a king or honour from the talon counts).
    """

    game = "tapper"

    cards: Literal[42, 54] = 42
    tarokk_prizes: tuple[tuple[int, int], ...] = ()
    ultimo_pot: int = 0
    heads_need_bidding: bool = False
    game_beside_volat: bool = False
    holdings_as_dealt: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        counts = [count for count, _ in self.tarokk_prizes]
        if any(count < 1 or prize < 0 for count, prize in self.tarokk_prizes) or len(set(counts)) != len(counts):
            raise OptionError(f"tarokk prizes are (count, prize) pairs, each count once: {self.tarokk_prizes!r}")
        if self.ultimo_pot < 0:
            raise OptionError(f"the ultimó pot holds 0 or more, not {self.ultimo_pot!r}")

    def tarokk_prize(self, count: int) -> int:
        """The prize for ``count`` tarokks in one hand: that of the highest agreed count it
        reaches (0: none)."""
        reached = [prize for least, prize in sorted(self.tarokk_prizes) if count >= least]
        return reached[-1] if reached else 0
