"""Settlement of a deal of Jókai-hármas (nehezebb-kartyajatekok.txt, "Hármas tarokk"), as line
items: each a sum each opponent pays the declarer (negative: he pays each of them). Kontra and
rekontra double and quadruple every price but the consolation ("Ez alól kivételt képeznek a
"vigasztalási" díjegységek")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tarokk.core.definition import Contract, GameDefinition, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.outcome import FigureResult, Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.sidelines import figure_line, side_line
from tarokk.core.state import SettlementLine
from tarokk.core.words import Language
from tarokk.games.jokai.definition import JOKAI, PRICES
from tarokk.games.jokai.words import ORDINALS, WORDS
from tarokk.phases.looks import look_price

SOURCE = "nehezebb-kartyajatekok.txt, Hármas tarokk"
LOST = "Tolnai §65"
"""Where the page lost a price: Tolnai §65's stands in (the options ``kettos_losses`` and ``solo_price``)."""


@dataclass(frozen=True)
class JokaiOutcome(Outcome):
    """A deal of Jókai-hármas as its settlement reads it: the contract, the skart's pairs the
    declarer looked at (0 at szóló), his points as the game counts them, the kontra on the game,
    and the figures made or announced."""

    looks: int
    declarer_points: int
    kontra: int = 0
    figures: tuple[FigureResult, ...] = ()


@enforces("jokai.win", "jokai.scoring.game", "jokai.scoring.consolation", "jokai.scoring.figures")
def settle(outcome: JokaiOutcome, definition: GameDefinition = JOKAI) -> list[SettlementLine]:
    """The lines of a deal: the game, won with more points than the opponents (34 of 66: "a
    felvevőnek legalább 34 pontot kell elérnie", a tie loses; 48 of 94 with the beginners'
    count), or lost (a lost kettős at its price for the looks, the
    szóló at its price), doubled by its kontra; the consolation, never doubled; and each figure
    made or announced, doubled by its own kontra.

    >>> [game, comfort] = settle(JokaiOutcome("first-two", "A", looks=1, declarer_points=40, kontra=1))
    >>> [int(amount) for amount in game.amounts], [int(amount) for amount in comfort.amounts]
    ([8, -4, -4], [10, -5, -5])
    """
    declarer = outcome.declarer
    if outcome.contract is None or declarer is None:
        return []
    contract = _checked(outcome, definition)
    won = outcome.declarer_points >= definition.win_points
    sign = 1 if won else -1
    if contract.talon == TalonHandling.PEEK_AT_PRICE:
        assert contract.ladder is not None
        price = PRICES["kettos_win"] if won else contract.ladder.prices[outcome.looks - 1]
        consolation = PRICES["consolation"]
        source = SOURCE if won else LOST
    else:
        price = contract.base_value
        consolation = PRICES["solo_consolation_won" if won else "solo_consolation_lost"]
        source = LOST

    def game(language: Language) -> str:
        if won:
            return WORDS.game_won(language, contract=contract.hu)
        if contract.talon == TalonHandling.PEEK_AT_PRICE:
            return WORDS.game_lost(language, contract=contract.hu, ordinal=ORDINALS[outcome.looks - 1](language))
        return WORDS.solo_lost(language, contract=contract.hu)

    lines = [
        _line(definition, declarer, game, sign * price, source, outcome.kontra),
        _line(definition, declarer, WORDS.consolation, sign * consolation, SOURCE, 0),
    ]
    said = [result for result in outcome.figures if result.made or result.announced]
    return lines + [_figure_line(definition, declarer, result, contract) for result in said]


def _figure_line(
    definition: GameDefinition, declarer: Seat, result: FigureResult, contract: Contract
) -> SettlementLine:
    """One figure's line (:func:`~tarokk.core.sidelines.figure_line`), the kontra's source beside the price's."""
    return figure_line(definition, WORDS, (declarer,), result, contract, f"{LOST}; {SOURCE}" if result.kontra else LOST)


def _checked(outcome: JokaiOutcome, definition: GameDefinition) -> Contract:
    """The outcome's contract, its facts checked: those every outcome states
    (:func:`~tarokk.core.outcome.checked_contract`), and the looks its ladder allows."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    assert contract is not None
    look_price(contract, outcome.looks)
    return contract


def _line(
    definition: GameDefinition, declarer: Seat, said: Callable[..., str], points: int, source: str, kontra: int
) -> SettlementLine:
    """The declarer's line of what ``said`` names (:func:`~tarokk.core.sidelines.side_line`), the kontra's
    source beside the price's."""
    cited = f"{source}; {SOURCE}" if kontra and source != SOURCE else source
    return side_line(definition, WORDS, (declarer,), said, points, cited, kontra)
