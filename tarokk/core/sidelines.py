"""Settlement lines of a game played side against side with kontras on the game and on each
announced figure, written alike by the games of nehezebb-kartyajatekok.txt (Jókai-hármas,
módosított hármastarokk, Troggu's supplement): each seat outside the winning side pays a price, which the kontra's
words double ("a díjak kétszereződnek, illetve négyszereződnek"), and a figure is paid at its
silent or its announced price, to the side that made it or by the side that missed it.

The words are the game's (its :class:`~tarokk.core.words.WordBook`): ``kontra_on``,
``figure_lost``, and the groups ``figure_names``, ``announced_figure`` and ``silent_figure``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import FigureResult
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import CORE, Language, WordBook

OPPONENTS_ANNOUNCE = CORE.opponents_announce
"""Only the declarer's side announces a figure in these games."""


def side_line(
    definition: GameDefinition,
    words: WordBook,
    side: Collection[Seat],
    said: Callable[[Language], str],
    points: int,
    source: str,
    kontra: int = 0,
) -> SettlementLine:
    """The line of what ``said`` names, the kontra word in front: each seat outside ``side`` pays
    it ``points``, doubled by each kontra word (negative: the side pays each of them)."""

    def what(language: Language) -> str:
        text = said(language)
        return words.kontra_on(language, word=definition.kontras.words[kontra - 1], what=text) if kontra else text

    amounts = side_wins(definition.seating.active_seats, side, points * definition.kontras.factor(kontra))
    return SettlementLine(what("en"), what("hu"), source, amounts)


def figure_line(
    definition: GameDefinition,
    words: WordBook,
    side: Collection[Seat],
    result: FigureResult,
    contract: Contract,
    source: str,
) -> SettlementLine:
    """One figure's line: its silent or announced price, to the side that made it or from the
    side that missed it; ``side`` is the declarer's side, and only it announces (the facts every
    outcome states are checked first: :func:`~tarokk.core.outcome.checked_contract`)."""
    value = definition.figure_value(result.figure)
    if result.announced and result.side != "declarer":
        raise TarokkInputError(**OPPONENTS_ANNOUNCE.message(figure=result.figure.hu))
    sign = (1 if result.side == "declarer" else -1) * (1 if result.made else -1)

    def said(language: Language) -> str:
        figure = words.group("figure_names")[result.figure](language)
        kind = "announced_figure" if result.announced else "silent_figure"
        text = words.group(kind)[result.side](language, figure=figure)
        return text if result.made else words.figure_lost(language, what=text)

    price = value.price(result.announced, contract)
    return side_line(definition, words, side, said, sign * price, source, result.kontra)
