"""Settlement lines of a game played side against side with kontras on the game and on each
announced figure, written alike by the games of nehezebb-kartyajatekok.txt (Jókai-hármas,
módosított hármastarokk): each seat outside the winning side pays a price, which the kontra's
words double ("a díjak kétszereződnek, illetve négyszereződnek"), and a figure is paid at its
silent or its announced price, to the side that made it or by the side that missed it.

The words are the game's (its :class:`~tarokk.core.words.WordBook`): ``kontra_on``,
``figure_lost``, and the groups ``figure_names``, ``announced_figure`` and ``silent_figure``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.outcome import FigureResult
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language, WordBook


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
    side that missed it; ``side`` is the declarer's side. Only the declarer's side announces,
    and only an announced figure can be kontrád."""
    try:
        value = definition.figure_value(result.figure)
    except DefinitionError as error:
        raise TarokkInputError(f"{definition.hu} has no {result.figure.hu}") from error
    if result.kontra and not result.announced:
        raise TarokkInputError(f"only an announced figure can be kontrád: a silent {result.figure.hu}")
    if result.announced and result.side != "declarer":
        raise TarokkInputError(f"only the declarer announces figures, not the opponents' {result.figure.hu}")
    sign = (1 if result.side == "declarer" else -1) * (1 if result.made else -1)

    def said(language: Language) -> str:
        figure = words.group("figure_names")[result.figure](language)
        kind = "announced_figure" if result.announced else "silent_figure"
        text = words.group(kind)[result.side](language, figure=figure)
        return text if result.made else words.figure_lost(language, what=text)

    price = value.price(result.announced, contract)
    return side_line(definition, words, side, said, sign * price, source, result.kontra)


def checked_contract(definition: GameDefinition, name: str, looks: int, points: int) -> Contract:
    """The contract ``name`` of ``definition``, refusing looks at the skart its ladder does not
    allow (none at a contract without one) and more points than the pack holds."""
    try:
        contract = definition.contract(name)
    except DefinitionError as error:
        raise TarokkInputError(str(error)) from None
    most = 0 if contract.ladder is None else contract.ladder.looks
    if not (1 if most else 0) <= looks <= most:
        raise TarokkInputError(
            f"at {contract.hu} the declarer looks at {'1 to ' + str(most) if most else 'no'} pairs of the skart, "
            f"not {looks}"
        )
    if points > definition.total_points:
        raise TarokkInputError(f"the declarer's points are at most {definition.total_points}, not {points}")
    return contract


def check_figures(figures: Collection[FigureResult], definition: GameDefinition) -> None:
    """Refuse figures listed twice for one side, and kontra levels beyond the game's ladder."""
    seen = [(result.figure, result.side) for result in figures]
    if len(set(seen)) != len(seen):
        listed = ", ".join(f"{figure} ({side})" for figure, side in seen)
        raise TarokkInputError(f"each figure is settled once for each side, not {listed}")
    for level in (result.kontra for result in figures):
        check_kontra(level, definition)


def check_kontra(level: int, definition: GameDefinition) -> None:
    """Refuse a kontra level beyond the game's ladder."""
    if not 0 <= level <= len(definition.kontras.words):
        raise TarokkInputError(f"a kontra level is 0 to {len(definition.kontras.words)}, not {level!r}")
