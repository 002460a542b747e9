"""Settlement of a deal of magyar tarokk (Tolnai §65), as line items: each a sum each opponent
pays the declarer (negative: he pays each of them), each kontra doubling it (§48). Where a
volát is made or announced the game is not paid (§53); only an announced figure can be
kontrád (§48: "minden bemondott figurát megkontrázhatnak")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure, Side
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import TOLNAI, MagyarOptions
from tarokk.games.magyar.words import ORDINALS, WORDS
from tarokk.phases.looks import TalonPurchase


@dataclass(frozen=True)
class FigureResult:
    """A figure of the deal: the side that made or announced it, whether it was made, whether
    announced, and the kontra level said on it (announced only)."""

    figure: Figure
    side: Side
    made: bool
    announced: bool = False
    kontra: int = 0


SILENT_VOIDED = (Figure.TRULL, Figure.FOUR_KINGS)
"""The silent figures §53 leaves unpaid beside a volát (option ``volat_voids_silent``)."""


@enforces("magyar.scoring.game", "magyar.scoring.figures", "magyar.scoring.volat")
def settle(
    purchase: TalonPurchase,
    declarer: Seat,
    won: bool,
    game_kontra: int = 0,
    figures: Sequence[FigureResult] = (),
    definition: GameDefinition = MAGYAR,
    options: MagyarOptions = TOLNAI,
) -> list[SettlementLine]:
    """The lines of a deal whose declarer bought the talon as ``purchase`` and ``won`` or lost,
    with ``game_kontra`` on the game and the ``figures`` made or announced (Tolnai §65, §48, §53).

    >>> from tarokk.core.cards import DECK42
    >>> from tarokk.games.magyar.talon import buy_talon
    >>> egyes = buy_talon(MAGYAR.contract("egyes"), 11, DECK42.cards[:6])
    >>> [line] = settle(egyes, "A", won=True, game_kontra=2)  # "Rekontra tizenegyedik egyes 132 pont"
    >>> line.what_hu, [int(amount) for amount in line.amounts]
    ('rekontra tizenegyedik egyes', [264, -132, -132])
    """
    if declarer not in definition.seating.active_seats:
        raise TarokkInputError(
            f"the declarer sits at one of {', '.join(definition.seating.active_seats)}, not {declarer!r}"
        )
    seen = [(result.figure, result.side) for result in figures]
    if len(set(seen)) != len(seen):
        raise TarokkInputError(
            f"each figure is settled once for each side, not {', '.join(f'{f} ({s})' for f, s in seen)}"
        )
    for level in (game_kontra, *(result.kontra for result in figures)):
        if not 0 <= level <= len(definition.kontras.words):
            raise TarokkInputError(f"a kontra level is 0 to {len(definition.kontras.words)}, not {level!r}")
    priced = replace(purchase.contract, base_value=purchase.price)  # what a price per game multiplies
    volat = any(result.figure == Figure.VOLAT and (result.made or result.announced) for result in figures)
    lines = []
    if not volat:
        contract, looks = purchase.contract, purchase.looks

        def game(language: Language) -> str:
            ordinal = ORDINALS[looks - 1](language) if looks else ""
            said = (WORDS.game_looked if looks else WORDS.game_unseen)(language, contract=contract.hu, ordinal=ordinal)
            return said if won else WORDS.game_lost(language, what=said)

        price = definition.figure_value(Figure.GAME).price(False, priced) * (1 if won else -1)
        lines.append(_line(definition, declarer, game, price, "Tolnai §65", game_kontra))
    for result in figures:
        if not (result.made or result.announced):
            continue
        if volat and options.volat_voids_silent and not result.announced and result.figure in SILENT_VOIDED:
            continue
        lines.append(_figure_line(definition, declarer, result, priced))
    return lines


def _figure_line(definition: GameDefinition, declarer: Seat, result: FigureResult, priced: Contract) -> SettlementLine:
    """One figure's line: its silent or announced price (the volát's times the game's), to the
    side that made it or from the side that missed it."""
    try:
        value = definition.figure_value(result.figure)
    except DefinitionError as error:
        raise TarokkInputError(f"{definition.hu} has no {result.figure.hu} (Tolnai §65)") from error
    if result.figure == Figure.GAME:
        raise TarokkInputError("the game is settled by its talon purchase, not as a figure")
    if result.kontra and not result.announced:
        raise TarokkInputError(f"only an announced figure can be kontrád (Tolnai §48): a silent {result.figure.hu}")
    sign = (1 if result.side == "declarer" else -1) * (1 if result.made else -1)

    def said(language: Language) -> str:
        figure = WORDS.group("figure_names")[result.figure](language)
        kind = "announced_figure" if result.announced else "silent_figure"
        text = WORDS.group(kind)[result.side](language, figure=figure)
        return text if result.made else WORDS.figure_lost(language, what=text)

    source = "Tolnai §65, §53" if result.figure == Figure.VOLAT else "Tolnai §65"
    return _line(definition, declarer, said, sign * value.price(result.announced, priced), source, result.kontra)


def _line(
    definition: GameDefinition, declarer: Seat, said: Callable[[Language], str], points: int, source: str, kontra: int
) -> SettlementLine:
    """The line of what ``said`` names, the kontra said on it in front ("rekontra tizenegyedik
    egyes"): each opponent pays the declarer ``points``, doubled by each kontra word (§48)."""

    def what(language: Language) -> str:
        text = said(language)
        return WORDS.kontra_on(language, word=definition.kontras.words[kontra - 1], what=text) if kontra else text

    amounts = side_wins(definition.seating.active_seats, (declarer,), points * definition.kontras.factor(kontra))
    return SettlementLine(what("en"), what("hu"), f"{source}, §48" if kontra else source, amounts)
