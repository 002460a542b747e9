"""Settlement of a deal of magyar tarokk (Tolnai §65), as line items: each a sum each opponent
pays the declarer (negative: he pays each of them), each kontra doubling it (§48). Where a
volát is made or announced the game is not paid (§53); only an announced figure can be
kontrád (§48: "minden bemondott figurát megkontrázhatnak")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.outcome import FigureResult, Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import TOLNAI, MagyarOptions
from tarokk.games.magyar.talon import bought_price
from tarokk.games.magyar.words import ORDINALS, WORDS


@dataclass(frozen=True)
class MagyarOutcome(Outcome):
    """A deal of magyar tarokk as its settlement reads it: the contract, bought with ``looks``
    looks at the talon (0 at szóló), the declarer's card points, the kontra on the game, and
    the figures made or announced (Tolnai §65, §48)."""

    looks: int
    declarer_points: int
    kontra: int = 0
    figures: tuple[FigureResult, ...] = ()


SILENT_VOIDED = (Figure.TRULL, Figure.FOUR_KINGS)
"""The silent figures §53 leaves unpaid beside a volát (option ``volat_voids_silent``)."""


@enforces("magyar.scoring.game", "magyar.scoring.figures", "magyar.scoring.volat")
def settle(
    outcome: MagyarOutcome, definition: GameDefinition = MAGYAR, options: MagyarOptions = TOLNAI
) -> list[SettlementLine]:
    """The lines of a deal whose declarer bought the talon with ``outcome.looks`` looks and won
    or lost by his card points, with the kontra on the game and the figures made or announced
    (Tolnai §65, §48, §53).

    >>> [line] = settle(MagyarOutcome("egyes", "A", looks=11, declarer_points=60, kontra=2))
    >>> line.what_hu, [int(amount) for amount in line.amounts]  # "Rekontra tizenegyedik egyes 132 pont"
    ('rekontra tizenegyedik egyes', [264, -132, -132])
    """
    declarer, figures = outcome.declarer, outcome.figures
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    if contract is None or declarer is None:
        return []
    won, looks = outcome.declarer_points >= definition.win_points, outcome.looks
    priced = replace(contract, base_value=bought_price(contract, looks, options))  # what a price per game multiplies
    volat = any(result.figure == Figure.VOLAT and (result.made or result.announced) for result in figures)
    lines = []
    if not volat:

        def game(language: Language) -> str:
            ordinal = ORDINALS[looks - 1](language) if looks else ""
            said = (WORDS.game_looked if looks else WORDS.game_unseen)(language, contract=contract.hu, ordinal=ordinal)
            return said if won else WORDS.game_lost(language, what=said)

        price = definition.figure_value(Figure.GAME).price(False, priced) * (1 if won else -1)
        lines.append(_line(definition, declarer, game, price, "Tolnai §65", outcome.kontra))
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
    if result.figure == Figure.GAME:
        raise TarokkInputError("the game is settled by its talon purchase, not as a figure")
    value, sign = definition.figure_value(result.figure), (1 if result.side == "declarer" else -1)
    sign *= 1 if result.made else -1

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
