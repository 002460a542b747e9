"""The options of Droggn: the prices its page lost and the points it leaves open, read as every
game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class DroggnOptions(GameOptions):
    """The prices the page lost and its open points; what each decides and who plays each value
    is in ``options.toml`` beside this module."""

    game = "droggn"

    game_price: int = 10
    super_price: int = 20
    super_mord_price: int = 40
    silent_ulti_paid: bool = True
    super_buys: bool = False
    game_kontra: bool = False

    def price(self, contract: str) -> int:
        """The units the contract named ``contract`` is worth (``game``, ``super``, ``super-mord``)."""
        return {"game": self.game_price, "super": self.super_price, "super-mord": self.super_mord_price}[contract]


PAGE = DroggnOptions()
"""The page's plain reading, with the stated prices for its lost table."""
