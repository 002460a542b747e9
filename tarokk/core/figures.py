"""The figures of the tarokk games, named once: the game itself and the feats a side can
announce or make silently (pagat "Partnerhívás, figurák, egyéb bemondások", "A figurák";
Tolnai §51–§55).

Each member is its own word in records and summaries (``Figure.TRULL == "trull"``);
``hu`` is the Hungarian name players use and ``meaning`` what makes the figure.
"""

from __future__ import annotations

from enum import StrEnum


class Figure(StrEnum):
    """A figure, or the game (``GAME``, always the declarer's, which only the kontra touches)."""

    GAME = "game"
    TRULL = "trull"
    FOUR_KINGS = "four-kings"
    DOUBLE_GAME = "double-game"
    VOLAT = "volat"
    PAGAT_ULTIMO = "pagat-ultimo"
    XXI_CAPTURE = "xxi-capture"

    @property
    def hu(self) -> str:
        """The Hungarian name: játék, tulétroá, négykirály, duplajáték, volát, pagátultimó, XXI-fogás."""
        return _HU[self]


_HU = {
    Figure.GAME: "játék",
    Figure.TRULL: "tulétroá",
    Figure.FOUR_KINGS: "négykirály",
    Figure.DOUBLE_GAME: "duplajáték",
    Figure.VOLAT: "volát",
    Figure.PAGAT_ULTIMO: "pagátultimó",
    Figure.XXI_CAPTURE: "XXI-fogás",
}
