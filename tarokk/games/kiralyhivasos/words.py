"""The words of királyhívásos tarokk's own actions, table and settlement lines, in English and
Hungarian: the data of ``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.figures import Figure
from tarokk.core.words import WordBook, Words

WORDS = WordBook.of(__name__)
FIGURES = {figure: Words(figure.hu, figure.hu) for figure in Figure} | {
    Figure(name): text for name, text in WORDS.group("figures").items()
}
"""The figures' names: the players' words, four kings translated."""
SAID_FIGURES = FIGURES | {Figure(name): text for name, text in WORDS.group("said_figures").items()}
"""The game and the figures as the actions and the prices name them."""
