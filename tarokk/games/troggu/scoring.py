"""Settlement of a deal of Troggu (Nehezebb kártyajátékok, Troggu: Elszámolás, Mizer): the
declarer against all, "a felvevő az összes ellenfélnek a megadott egységet, ugyanígy az ellenpárt
tagjai a felvevőnek", so each line is a price in units from each opponent, or to each; with the
option ``figures``, the supplement's figures likewise ("a teljesítőnek adott egységet
fizessen(ek) az ellenfelek")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import FigureResult, Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.sidelines import figure_line
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language, Words
from tarokk.games.troggu.definition import POINTS, TROGGU, UNITS
from tarokk.games.troggu.options import PAGE, TrogguOptions
from tarokk.games.troggu.words import WORDS

SOURCE = "Troggu"
"""How the lines cite the page's section (nehezebb-kartyajatekok.txt)."""
MIZER = "mizer"
"""The contract played when all pass."""


@dataclass(frozen=True)
class TrogguOutcome(Outcome):
    """A deal of Troggu as its settlement reads it: the declarer's card points with his skart or
    the szóló's Tapp, whether he took every trick or none, the supplement's figures made or
    announced (option ``figures``); in the mizer, who took the most tricks."""

    declarer_points: int = 0
    all_tricks: bool = False
    no_tricks: bool = False
    most_tricks: tuple[Seat, ...] = ()
    figures: tuple[FigureResult, ...] = ()


@enforces("troggu.scoring.game", "troggu.scoring.tie", "troggu.scoring.mizer", "troggu.scoring.figures")
def settle(
    outcome: TrogguOutcome, definition: GameDefinition = TROGGU, options: TrogguOptions = PAGE
) -> list[SettlementLine]:
    """The lines of a deal: the game or szóló won or lost by its points, 1, 2 or 4 units from or
    to each opponent times the contract's base value (the szóló's doubled); nothing on 53 each;
    in the mizer one unit to everyone from whoever took the most tricks; then each figure of the
    supplement made or announced, at its silent or announced price from or to each opponent, an
    announced one missed at its announced price ("Bukás esetén a vállalás árát kell kifizetni"),
    doubled by a kontra.

    >>> [line] = settle(TrogguOutcome("game", "B", declarer_points=60))
    >>> line.what_hu, [int(amount) for amount in line.amounts]
    ('játék: nyert (sima)', [-1, 3, -1, -1])
    """
    _check(outcome, definition, options)
    seats = definition.seating.active_seats
    if outcome.contract == MIZER:
        return _mizer_lines(outcome, seats, options)
    if outcome.contract is None or outcome.declarer is None:
        return []
    contract = definition.contract(outcome.contract)
    said = [result for result in outcome.figures if result.made or result.announced]
    figures = [figure_line(definition, WORDS, (outcome.declarer,), r, contract, f"{SOURCE}: Kiegészítés") for r in said]
    return [_game_line(outcome, definition, contract), *figures]


def _game_line(outcome: TrogguOutcome, definition: GameDefinition, contract: Contract) -> SettlementLine:
    """The game's line: won or lost by the declarer's points, nothing on a tie."""
    assert outcome.declarer is not None
    seats, points, total = definition.seating.active_seats, outcome.declarer_points, definition.total_points
    named = Words(contract.name, contract.hu)
    if 2 * points == total:  # "Pontegyenlőség esetén senki nem nyer, nincs kifizetés sem."
        return _line(WORDS.tie, "Elszámolás", side_wins(seats, (outcome.declarer,), 0), contract=named)
    won = points >= POINTS["game"]
    volat = outcome.all_tricks if won else outcome.no_tricks
    level = "volat" if volat else "double-game" if max(points, total - points) >= POINTS["double-game"] else "game"
    price = UNITS[level] * contract.base_value * (1 if won else -1)
    result = WORDS.group("results")["won" if won else "lost"]
    level_words = WORDS.group("levels")[level]
    amounts = side_wins(seats, (outcome.declarer,), price)
    return _line(WORDS.game, "Elszámolás", amounts, contract=named, level=level_words, result=result)


def _mizer_lines(outcome: TrogguOutcome, seats: tuple[Seat, ...], options: TrogguOptions) -> list[SettlementLine]:
    """ "aki a játékban a legtöbbet ütött, az fizet mindenkinek 1-1 egységet"; a tie as the
    option ``mizer_tie`` says."""
    if len(outcome.most_tricks) > 1 and options.mizer_tie == "none":
        return []
    return [_line(WORDS.mizer, "Mizer", side_wins(seats, (seat,), -1), seat=seat) for seat in outcome.most_tricks]


def _line(said: Callable[..., str], source: str, amounts: tuple[Fraction, ...], **facts: object) -> SettlementLine:
    """A line said by the words ``said`` filled with ``facts`` (words filled in each language)."""

    def text(language: Language) -> str:
        filled = {key: value(language) if callable(value) else value for key, value in facts.items()}
        return said(language, **filled)

    return SettlementLine(text("en"), text("hu"), f"{SOURCE}: {source}", amounts)


def _check(outcome: TrogguOutcome, definition: GameDefinition, options: TrogguOptions) -> None:
    """Refuse an outcome no deal of ``definition`` under ``options`` can end in, saying what is
    wrong: what every game's outcome states (:func:`~tarokk.core.outcome.checked_contract`), then
    its own: figures only with the option ``figures`` and never in the mizer."""
    checked_contract(outcome, definition, WORDS.group("summary_keys"))
    if outcome.figures and (not options.figures or outcome.contract == MIZER):
        raise TarokkInputError(**WORDS.figures_unplayed.message())
    if outcome.contract == MIZER:
        if outcome.declarer is not None:
            raise TarokkInputError(**WORDS.mizer_declarer.message())
        if not outcome.most_tricks:
            raise TarokkInputError(**WORDS.mizer_most_tricks.message(seats=", ".join(definition.seating.active_seats)))
    elif outcome.contract is not None and outcome.declarer is None:
        raise TarokkInputError(**WORDS.no_declarer.message(contract=outcome.contract))
    if outcome.all_tricks and outcome.no_tricks:
        raise TarokkInputError(**WORDS.every_trick_and_none.message())
