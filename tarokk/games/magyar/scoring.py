"""Settlement of a deal of magyar tarokk (Tolnai §65), as line items.

The declarer plays alone, so every item is a sum each of the two opponents pays him (or,
negative, he pays each of them): the game at the price its talon was bought for (once,
as the definition prices the game), each figure silent or announced at Tolnai's price, the
volát as a multiple of the game's price, each kontra doubling what it was said on (§48:
kontra 2×, rekontra 4× … mordkontra 32×).

Two rules of the four-player game carry over, as Tolnai's own figures show: where a volát
is made or announced the game itself is not paid (§53, "Volátnál a játék díját nem
fizetik"; "Kontra volát 11. egyesnél 396 pont" is 33 × 6 × 2 and no more), and only an
announced figure can be kontrád (§48, "minden bemondott figurát megkontrázhatnak").
A silent figure counts only when it is made. §53 also leaves the silent tulétroá and four
kings unpaid beside a volát; §65 does not say so, so Tolnai's reading of §65 pays them and
:attr:`~tarokk.games.magyar.options.MagyarOptions.volat_voids_silent` is §53's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure, Side
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language, Words
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import TOLNAI, MagyarOptions
from tarokk.games.magyar.talon import TalonPurchase
from tarokk.games.magyar.words import ORDINALS, WORDS


@dataclass(frozen=True)
class FigureResult:
    """A figure of the deal: the side that made it, or announced it, whether it was made,
    whether it was announced, and the kontra level said on it (0: none; announced only)."""

    figure: Figure
    side: Side
    made: bool
    announced: bool = False
    kontra: int = 0


@dataclass(frozen=True)
class LineItem:
    """One line of the settlement: what it is for, in Hungarian and in English, the points
    each opponent pays the declarer (negative: the declarer pays each opponent), and Tolnai's
    paragraphs."""

    what: str
    points: int
    source: str
    what_en: str = ""


@dataclass(frozen=True)
class Settlement:
    """The line items of a deal and the zero-sum payments they make: the declarer against each
    of the two opponents."""

    declarer: Seat
    items: tuple[LineItem, ...]
    seats: tuple[Seat, ...]

    @property
    def total(self) -> int:
        """What each opponent pays the declarer, all items together."""
        return sum(item.points for item in self.items)

    @property
    def payments(self) -> dict[Seat, Fraction]:
        """Each seat's gain: the declarer wins from each opponent what the opponent loses."""
        return dict(zip(self.seats, side_wins(self.seats, (self.declarer,), self.total), strict=True))

    def lines(self) -> list[SettlementLine]:
        """The items as the table settles them, each opponent paying the declarer its points."""
        return [
            SettlementLine(item.what_en, item.what, item.source, side_wins(self.seats, (self.declarer,), item.points))
            for item in self.items
        ]


@enforces("magyar.scoring.game", "magyar.scoring.figures", "magyar.scoring.volat")
def settle(
    purchase: TalonPurchase,
    declarer: Seat,
    won: bool,
    game_kontra: int = 0,
    figures: Sequence[FigureResult] = (),
    definition: GameDefinition = MAGYAR,
    options: MagyarOptions = TOLNAI,
) -> Settlement:
    """The settlement of a deal whose declarer bought the talon as ``purchase`` and ``won``
    (48 points in his tricks and discard) or lost, with ``game_kontra`` said on the game and
    the ``figures`` made or announced (Tolnai §65, §48, §53).

    >>> from tarokk.core.cards import DECK42
    >>> from tarokk.games.magyar.talon import buy_talon
    >>> egyes = buy_talon(MAGYAR.contract("egyes"), 11, DECK42.cards[:6])
    >>> settle(egyes, "A", won=True, game_kontra=2).items[0].points  # "Rekontra tizenegyedik egyes 132 pont"
    132
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
    for level in (game_kontra, *(result.kontra for result in figures)):  # a word of the kontra ladder (Tolnai §48)
        if not 0 <= level <= len(definition.kontras.words):
            raise TarokkInputError(f"a kontra level is 0 to {len(definition.kontras.words)}, not {level!r}")
    priced = replace(purchase.contract, base_value=purchase.price)  # what a price per game multiplies
    volat = any(result.figure == Figure.VOLAT and (result.made or result.announced) for result in figures)
    items = []
    if not volat:
        contract, looks = purchase.contract, purchase.looks

        def game(language: Language) -> str:
            ordinal = ORDINALS[looks - 1](language) if looks else ""
            said = (WORDS.game_looked if looks else WORDS.game_unseen)(language, contract=contract.hu, ordinal=ordinal)
            return _with_kontra(definition, game_kontra, language, said, None if won else WORDS.game_lost)

        price = definition.figure_value(Figure.GAME).price(False, priced) * (1 if won else -1)
        points = price * definition.kontras.factor(game_kontra)
        items.append(LineItem(game("hu"), points, _cited("Tolnai §65", game_kontra), game("en")))
    for result in figures:
        if not (result.made or result.announced):
            continue
        if volat and options.volat_voids_silent and not result.announced and result.figure in SILENT_VOIDED:
            continue
        items.append(_figure_item(definition, result, priced))
    return Settlement(declarer, tuple(items), definition.seating.active_seats)


SILENT_VOIDED = (Figure.TRULL, Figure.FOUR_KINGS)
"""The silent figures §53 leaves unpaid beside a volát."""


def _figure_item(definition: GameDefinition, result: FigureResult, priced: Contract) -> LineItem:
    """The line of one figure: its silent or announced value (the volát's times the game's
    price), doubled by each kontra, to the side that made it or from the side that missed it."""
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
        return _with_kontra(definition, result.kontra, language, text, None if result.made else WORDS.figure_lost)

    source = "Tolnai §65, §53" if result.figure == Figure.VOLAT else "Tolnai §65"
    points = sign * value.price(result.announced, priced) * definition.kontras.factor(result.kontra)
    return LineItem(said("hu"), points, _cited(source, result.kontra), said("en"))


def _with_kontra(definition: GameDefinition, level: int, language: Language, text: str, lost: Words | None) -> str:
    """``text``, ``lost`` if it was lost, with the kontra said on it in front: "rekontra tizenegyedik egyes"."""
    text = lost(language, what=text) if lost else text
    return WORDS.kontra_on(language, word=definition.kontras.words[level - 1], what=text) if level else text


def _cited(source: str, kontra: int) -> str:
    return f"{source}, §48" if kontra else source
