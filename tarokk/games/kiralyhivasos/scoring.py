"""Settlement of a deal of királyhívásos tarokk (Tolnai §68–§69, with §48 and §53), as
:class:`~tarokk.core.table.SettlementLine` items.

Every price is a sum per head: a side of two receives or pays it each, a declarer alone
receives or pays it from or to each of the three ("Önhívásnál a felvevő mindhárom társának
fizeti", §69). The game is won with 36 of the pack's 70 (§66, §68); each kontra doubles what
it was said on (§48); only the game and announced figures can be kontrád. A silent figure
counts only when made; an announced one is paid to its side when made, else by it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import HONOURS, KINGS, PAGAT, SKIZ, XXI, Card
from tarokk.core.definition import CardCounting, Contract, GameDefinition, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, FigureOutcome, Side
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Words
from tarokk.games.kiralyhivasos.definition import CALLED_KING_LOST, KING_HALF_LEFT, THROW
from tarokk.games.kiralyhivasos.options import KiralyOptions
from tarokk.games.kiralyhivasos.words import FIGURES, WORDS

ANNOUNCEABLE = (
    Figure.TRULL,
    Figure.FOUR_KINGS,
    Figure.VOLAT,
    Figure.PAGAT_ULTIMO,
    Figure.KING_ULTIMO,
    Figure.XXI_CAPTURE,
)
"""The figures a player may announce (Tolnai §68–§69), in the order they are settled."""

PIECES = {
    Figure.TRULL: HONOURS,
    Figure.FOUR_KINGS: KINGS,
    Figure.PAGAT_ULTIMO: PAGAT.bit,
    Figure.XXI_CAPTURE: SKIZ.bit | XXI.bit,
}
"""The cards a figure needs: one of them in the talon loses the figure at a solo game (§69)."""

DEFAULT_OPTIONS = KiralyOptions()
"""Tolnai's plain reading."""


@dataclass(frozen=True)
class DealResult:
    """What the settlement needs of a finished deal of the game ``definition`` describes.

    ``sides`` maps every seat to its side; ``declarer_points`` is what the declarer's side
    took, talon parts included, in §66's counting; ``outcome`` the figures made in play;
    ``announced`` the side of each announced figure; ``kontra`` the kontra level of the game
    and of each announced figure; ``talon`` the cards of the talon (for §69's solo rule);
    ``king_lost`` whether the opponents took the called king in a trick."""

    definition: GameDefinition
    contract: Contract
    declarer: Seat
    sides: Mapping[Seat, Side]
    thrown: bool = False
    king_half_left: bool = False
    declarer_points: int = 0
    outcome: FigureOutcome | None = None
    announced: Mapping[Figure, Side] | None = None
    kontra: Mapping[Figure, int] | None = None
    talon: int = 0
    king_lost: bool = False


def per_head(sides: Mapping[Seat, Side], side: Side, value: Fraction) -> tuple[Fraction, ...]:
    """``side`` receives ``value`` a head from the other side: a player alone against three
    receives (or pays) it three times, every other player once (Tolnai §68–§69)."""
    declarers = [seat for seat, seat_side in sides.items() if seat_side == DECLARER]
    return side_wins(tuple(sides), declarers, value if side == DECLARER else -value)


def _line(result: DealResult, payee: Side, text: Words, source: str, price: int, /, **values: object) -> SettlementLine:
    """A line saying ``text``, ``payee``'s side receiving ``price`` a head (:func:`per_head`)."""
    return SettlementLine.said(text, source, per_head(result.sides, payee, Fraction(price)), **values)


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
    announced, kontra = dict(result.announced or {}), dict(result.kontra or {})
    volat_made = outcome is not None and outcome.volat is not None
    volat_rule = options.volat_as_paskievics and (volat_made or Figure.VOLAT in announced)
    if not volat_rule:
        side: Side = DECLARER if result.declarer_points >= definition.win_points else OPPONENTS
        level = kontra.get(Figure.GAME, 0)
        price = contract.base_value * definition.kontras.factor(level)
        source = "Tolnai §68, §69" + (", §48" if level else "")
        game = {"kontra": definition.kontras.said(level), "contract": contract.hu, "side": WORDS.group("sides")[side]}
        points = {"points": result.declarer_points, "total": definition.total_points}
        lines.append(_line(result, side, WORDS.game_won, source, price, **game, **points))
    if outcome is not None:
        lines += _figure_lines(result, outcome, announced, kontra, volat_rule)
    if result.king_lost:
        lines.append(_line(result, OPPONENTS, WORDS.king_lost, "Tolnai §69", CALLED_KING_LOST, price=CALLED_KING_LOST))
    return lines


def made_by(figure: Figure, outcome: FigureOutcome) -> Side | None:
    """The side that made ``figure`` in play (Tolnai §11–§15, §68): the királyultimó only
    the declarer's, who took the last trick with the called king in it."""
    if figure == Figure.TRULL:
        return outcome.trull
    if figure == Figure.FOUR_KINGS:
        return outcome.four_kings
    if figure == Figure.VOLAT:
        return outcome.volat
    if figure == Figure.XXI_CAPTURE:
        return outcome.xxi_capture
    if figure == Figure.PAGAT_ULTIMO:
        last = outcome.pagat_last_trick
        return last[0] if last is not None and last[1] else None
    return DECLARER if outcome.king_ultimo == DECLARER else None


@enforces("kiralyhivasos.scoring.figures", "kiralyhivasos.scoring.volat", "kiralyhivasos.scoring.solo-talon")
def _figure_lines(
    result: DealResult,
    outcome: FigureOutcome,
    announced: Mapping[Figure, Side],
    kontra: Mapping[Figure, int],
    volat_rule: bool,
) -> list[SettlementLine]:
    """One line per figure announced or made: its price at this contract, doubled by each
    kontra; at a solo game an announced figure with a piece in the talon is lost (§69)."""
    definition, contract, lines = result.definition, result.contract, []
    sides = WORDS.group("sides")
    solo_game = contract.talon == TalonHandling.TO_OPPONENTS
    for figure in ANNOUNCEABLE:
        if figure not in {value.figure for value in contract.figures}:
            continue
        value = definition.figure_value(figure, contract)
        maker = made_by(figure, outcome)
        source = "Tolnai §53, §69" if figure == Figure.VOLAT else "Tolnai §69"
        name = FIGURES[figure]
        if figure in announced:
            side = announced[figure]
            lost_in_talon = solo_game and bool(result.talon & PIECES.get(figure, 0))
            made = maker == side and not lost_in_talon
            level = kontra.get(figure, 0)
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


@enforces("kiralyhivasos.scoring.counting")
def card_points(counting: CardCounting, cards: Iterable[Card], tricks: int = 0) -> int:
    """What ``cards`` taken in ``tricks`` tricks count as ``counting`` counts them: in §66's
    thirds, 70 for the whole pack."""
    return counting.count_cards(cards, tricks)
