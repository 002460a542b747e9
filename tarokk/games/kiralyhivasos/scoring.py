"""Settlement of a deal of királyhívásos tarokk (Tolnai §68–§69, with §48 and §53) as
:class:`~tarokk.core.state.SettlementLine` items, every price a sum per head."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tarokk.core.cards import BIG_HONOURS, HONOURS, KINGS, PAGAT
from tarokk.core.definition import Contract, GameDefinition, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, FigureOutcome, Side
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Words
from tarokk.games.kiralyhivasos.definition import CALLED_KING_LOST, KING_HALF_LEFT, THROW
from tarokk.games.kiralyhivasos.options import KiralyOptions
from tarokk.games.kiralyhivasos.words import FIGURES, WORDS

ANNOUNCEABLE = tuple(map(Figure, ("trull", "four-kings", "volat", "pagat-ultimo", "king-ultimo", "xxi-capture")))
"""The figures a player may announce (Tolnai §68–§69), in the order they are settled."""

PIECES = {
    Figure.TRULL: HONOURS,
    Figure.FOUR_KINGS: KINGS,
    Figure.PAGAT_ULTIMO: PAGAT.bit,
    Figure.XXI_CAPTURE: BIG_HONOURS,
}
"""The cards a figure needs: one of them in the talon loses the figure at a solo game (§69)."""
DEFAULT_OPTIONS = KiralyOptions()
"""Tolnai's plain reading."""


@dataclass(frozen=True)
class DealResult:
    """What the settlement needs of a finished deal: each seat's side, what the declarer's side
    took (§66), the figures made in play, the side of each announced figure, the kontra levels,
    the talon (for §69's solo rule) and whether the opponents took the called king."""

    definition: GameDefinition
    contract: Contract
    sides: Mapping[Seat, Side]
    thrown: bool = False
    king_half_left: bool = False
    declarer_points: int = 0
    outcome: FigureOutcome | None = None
    announced: Mapping[Figure, Side] = field(default_factory=dict)
    kontra: Mapping[Figure, int] = field(default_factory=dict)
    talon: int = 0
    king_lost: bool = False


def _line(result: DealResult, payee: Side, text: Words, source: str, price: int, /, **values: object) -> SettlementLine:
    """A line saying ``text``, ``payee``'s side receiving ``price`` a head from the other (Tolnai §68–§69)."""
    declarers = [seat for seat, side in result.sides.items() if side == DECLARER]
    amounts = side_wins(tuple(result.sides), declarers, price if payee == DECLARER else -price)
    return SettlementLine.said(text, source, amounts, **values)


@enforces(
    "kiralyhivasos.scoring.throw",
    "kiralyhivasos.scoring.king-half-left",
    "kiralyhivasos.scoring.game",
    "kiralyhivasos.scoring.king-lost",
)
def settle(result: DealResult, options: KiralyOptions = DEFAULT_OPTIONS) -> list[SettlementLine]:
    """The deal's payments, line by line (Tolnai §68–§69)."""
    definition, contract, outcome = result.definition, result.contract, result.outcome
    if result.thrown:
        return [_line(result, OPPONENTS, WORDS.thrown, "Tolnai §68", THROW, price=THROW)]
    lines = []
    if result.king_half_left:
        lines.append(_line(result, OPPONENTS, WORDS.half_left, "Tolnai §68", KING_HALF_LEFT, price=KING_HALF_LEFT))
    volat_made = outcome is not None and outcome.volat is not None
    volat_rule = options.volat_as_paskievics and (volat_made or Figure.VOLAT in result.announced)
    if not volat_rule:
        side: Side = DECLARER if result.declarer_points >= definition.win_points else OPPONENTS
        level = result.kontra.get(Figure.GAME, 0)
        price = contract.base_value * definition.kontras.factor(level)
        source = "Tolnai §68, §69" + (", §48" if level else "")
        game = {"kontra": definition.kontras.said(level), "contract": contract.hu, "side": WORDS.group("sides")[side]}
        points = {"points": result.declarer_points, "total": definition.total_points}
        lines.append(_line(result, side, WORDS.game_won, source, price, **game, **points))
    if outcome is not None:
        lines += _figure_lines(result, outcome, volat_rule)
    if result.king_lost:
        lines.append(_line(result, OPPONENTS, WORDS.king_lost, "Tolnai §69", CALLED_KING_LOST, price=CALLED_KING_LOST))
    return lines


@enforces("kiralyhivasos.scoring.figures", "kiralyhivasos.scoring.volat", "kiralyhivasos.scoring.solo-talon")
def _figure_lines(result: DealResult, outcome: FigureOutcome, volat_rule: bool) -> list[SettlementLine]:
    """One line per figure announced or made: its price at this contract, doubled by each
    kontra; at a solo game an announced figure with a piece in the talon is lost (§69)."""
    definition, contract, lines = result.definition, result.contract, []
    sides = WORDS.group("sides")
    solo_game = contract.talon == TalonHandling.TO_OPPONENTS
    for figure in ANNOUNCEABLE:
        if figure not in {value.figure for value in contract.figures}:
            continue
        value = definition.figure_value(figure, contract)
        maker = outcome.maker(figure)  # in play (§11–§15, §68)
        source = "Tolnai §53, §69" if figure == Figure.VOLAT else "Tolnai §69"
        name = FIGURES[figure]
        if figure in result.announced:
            side = result.announced[figure]
            lost_in_talon = solo_game and bool(result.talon & PIECES.get(figure, 0))
            made = maker == side and not lost_in_talon
            level = result.kontra.get(figure, 0)
            price = value.price(True, contract) * definition.kontras.factor(level)
            payee = side if made else (OPPONENTS if side == DECLARER else DECLARER)
            lost = WORDS.lost_in_talon if lost_in_talon else WORDS.made if made else WORDS.lost
            said = {"kontra": definition.kontras.said(level), "figure": name, "side": sides[side], "lost": lost}
            lines.append(_line(result, payee, WORDS.announced, source + (", §48" if level else ""), price, **said))
        elif maker is not None:
            if volat_rule and figure in (Figure.TRULL, Figure.FOUR_KINGS):
                continue  # §53: "a csendes tulétroát és a csendes négy királyt nem fizetik"
            price = value.price(False, contract)
            lines.append(_line(result, maker, WORDS.silent, source, price, figure=name, side=sides[maker]))
    return lines
