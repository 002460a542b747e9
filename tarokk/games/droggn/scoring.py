"""Settlement of a deal of Droggn (Nehezebb kártyajátékok, Droggn: Elszámolás, Fizetés), as line
items between the two sides: "a két párt egyformán fizet, tehát a felvevő egymaga, az ellenpárt
fele-fele arányban", so the declarer wins or pays a line's whole price and each opponent half of
it; each kontra doubles an announcement's price ("minden kontra duplázza a téteket")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import PAGAT, SKIZ, Card
from tarokk.core.definition import GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import DECLARER, Side
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language
from tarokk.games.droggn.definition import DROGGN, PRICES
from tarokk.games.droggn.options import PAGE, DroggnOptions
from tarokk.games.droggn.words import WORDS

SOURCE = "Droggn"
"""How the lines cite the page's section (nehezebb-kartyajatekok.txt)."""


@dataclass(frozen=True)
class Ulti:
    """An ulti of the deal for one side: the last trick to be taken with ``card`` (the pagát, or
    at Super Mord the skíz), made or missed, announced or silent, and the kontra said on it."""

    card: Card
    side: Side
    made: bool
    announced: bool = False
    kontra: int = 0


@dataclass(frozen=True)
class DroggnOutcome(Outcome):
    """A deal of Droggn as its settlement reads it: the declarer's card points with the talon or
    his discard, whether he took every trick, the kontra on the game (option ``game_kontra``),
    the ultis made or announced, and the side that captured the other's pagát."""

    declarer_points: int
    all_tricks: bool = False
    kontra: int = 0
    ultis: tuple[Ulti, ...] = ()
    pagat_captured_by: Side | None = None


@enforces("droggn.scoring.game", "droggn.scoring.super-mord", "droggn.scoring.ulti", "droggn.scoring.pagat-capture")
def settle(
    outcome: DroggnOutcome, definition: GameDefinition = DROGGN, options: DroggnOptions = PAGE
) -> list[SettlementLine]:
    """The lines of a deal: the game won with 54 of 106 points (a Super Mord with every trick,
    failed at the Super's price), each ulti at 20 (a silent one as ``silent_ulti_paid`` says), a
    captured pagát at 6 (Droggn: Fizetés); each contract's price is its base value, which the
    options set (:meth:`~tarokk.games.droggn.state.DroggnGame.patched`).

    >>> [line] = settle(DroggnOutcome("game", "B", declarer_points=60))
    >>> line.what_hu, [int(amount) for amount in line.amounts]
    ('játék: nyert', [-5, 10, -5])
    """
    if outcome.contract is None or outcome.declarer is None:
        return []
    _check(outcome, definition)
    lines = [_game_line(outcome, definition)]
    lines += [_ulti_line(ulti, definition) for ulti in outcome.ultis if ulti.announced or options.silent_ulti_paid]
    if outcome.pagat_captured_by is not None:
        side = outcome.pagat_captured_by

        def captured(language: Language) -> str:
            return WORDS.pagat_captured(language, side=WORDS.group("sides")[side](language))

        lines.append((captured, _signed(PRICES["pagat-capture"], side), "Fizetés: Pagát"))
    seats = definition.seating.active_seats
    return [
        SettlementLine(
            said("en"), said("hu"), f"{SOURCE}: {source}", side_wins(seats, (outcome.declarer,), Fraction(amount, 2))
        )
        for said, amount, source in lines
    ]


Line = tuple[Callable[[Language], str], int, str]
"""A line as the declarer's side sees it: what it pays for, the units it wins, its source."""


def _check(outcome: DroggnOutcome, definition: GameDefinition) -> None:
    """Refuse an outcome no deal of ``definition`` can end in, saying what is wrong: what every
    game's outcome states (:func:`~tarokk.core.outcome.checked_contract`), then its ultis."""
    checked_contract(outcome, definition, WORDS.group("summary_keys"))
    for ulti in outcome.ultis:
        if ulti.card not in (PAGAT, SKIZ):
            raise TarokkInputError(**WORDS.ulti_card.message(card=ulti.card.hu))
        if ulti.card == SKIZ and (outcome.contract != "super-mord" or not ulti.announced or ulti.side != DECLARER):
            raise TarokkInputError(**WORDS.skiz_ulti_mord.message())


def _game_line(outcome: DroggnOutcome, definition: GameDefinition) -> Line:
    """The game: won with 54 points (a Super Mord with every trick), paid at the contract's price
    either way; a Super Mord missed is paid at the Super's ("itt bukás esetén a Super szerint fizet")."""
    assert outcome.contract is not None
    mord = outcome.contract == "super-mord"
    won = outcome.all_tricks if mord else outcome.declarer_points >= definition.win_points
    contract = definition.contract(outcome.contract)
    price = definition.contract("super").base_value if mord and not won else contract.base_value

    def said(language: Language) -> str:
        result = WORDS.group("results")["won" if won else "mord_missed" if mord else "lost"](language)
        return WORDS.game(language, contract=contract.hu, result=result, word=_word(definition, outcome.kontra))

    amount = price * definition.kontras.factor(outcome.kontra) * (1 if won else -1)
    return said, amount, "Elszámolás, Fizetés" + (", Jelentések" if outcome.kontra else "")


def _ulti_line(ulti: Ulti, definition: GameDefinition) -> Line:
    """An ulti: 20 units to its side made, from it missed ("Sikeres pagátulti 20 egységet ér,
    elbuktatva ennyit is fizet"), doubled by each kontra."""
    name = "skiz-ulti" if ulti.card == SKIZ else "pagat-ulti"

    def said(language: Language) -> str:
        kind = WORDS.group("announced" if ulti.announced else "silent")[name](language)
        result = WORDS.group("results")["won" if ulti.made else "lost"](language)
        side = WORDS.group("sides")[ulti.side](language)
        return WORDS.ulti(language, side=side, ulti=kind, result=result, word=_word(definition, ulti.kontra))

    price = PRICES[name] * definition.kontras.factor(ulti.kontra) * (1 if ulti.made else -1)
    return said, _signed(price, ulti.side), "Jelentések, Fizetés"


def _word(definition: GameDefinition, kontra: int) -> str:
    """The kontra word said on a bet, with a space after it (empty: none)."""
    return f"{definition.kontras.words[kontra - 1]} " if kontra else ""


def _signed(price: int, side: Side) -> int:
    """``price`` won by the side ``side``, as the declarer's side sees it."""
    return price if side == DECLARER else -price
