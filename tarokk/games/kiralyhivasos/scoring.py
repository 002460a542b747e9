"""Settlement of a deal of királyhívásos tarokk (Tolnai §68–§69, with §48 and §53) as
:class:`~tarokk.core.state.SettlementLine` items, every price a sum per head, read from the
deal's outcome: what the players know and can write down once the deal is over."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tarokk.core.cards import BIG_HONOURS, HONOURS, KINGS, PAGAT
from tarokk.core.definition import Contract, GameDefinition, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side
from tarokk.core.outcome import FigureResult, Outcome, checked_contract
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


@dataclass(frozen=True)
class KiralyOutcome(Outcome):
    """A deal of királyhívásos tarokk as its settlement reads it: the declarer's side (he and the
    called king's holder, ``partner``; none: he plays alone) and its card points with the discard
    (§66, §68), the kontra on the game, each figure announced or made for its side, the announced
    figures with a piece in the talon at a solo game (§69), and the penalties of §68–§69: the
    game thrown, the king's talon half left to the opponents, the called king lost to them."""

    declarer_points: int
    partner: Seat | None = None
    kontra: int = 0
    figures: tuple[FigureResult, ...] = ()
    in_talon: tuple[Figure, ...] = ()
    thrown: bool = False
    king_half_left: bool = False
    king_lost: bool = False


def _line(
    sides: Mapping[Seat, Side], payee: Side, text: Words, source: str, price: int, /, **values: object
) -> SettlementLine:
    """A line saying ``text``, ``payee``'s side receiving ``price`` a head from the other (Tolnai §68–§69)."""
    declarers = [seat for seat, side in sides.items() if side == DECLARER]
    amounts = side_wins(tuple(sides), declarers, price if payee == DECLARER else -price)
    return SettlementLine.said(text, source, amounts, **values)


@enforces(
    "kiralyhivasos.scoring.throw",
    "kiralyhivasos.scoring.king-half-left",
    "kiralyhivasos.scoring.game",
    "kiralyhivasos.scoring.king-lost",
)
def settle(outcome: KiralyOutcome, definition: GameDefinition, options: KiralyOptions) -> list[SettlementLine]:
    """The deal's payments, line by line (Tolnai §68–§69), under ``options``.

    >>> from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
    >>> [line] = settle(KiralyOutcome("call", "A", 40, partner="C", kontra=1), KIRALYHIVASOS, KiralyOptions())
    >>> line.what_hu, [int(amount) for amount in line.amounts]
    ('kontra hívás: a felvevő pártja nyerte a játékot (a felvevő pártjáé 40 pont a 70-ből)', [12, -12, 12, -12])
    """
    if outcome.contract is None or outcome.declarer is None:
        return []
    contract = _checked(outcome, definition)
    partners = (outcome.declarer, outcome.partner)
    sides = {seat: DECLARER if seat in partners else OPPONENTS for seat in definition.seating.active_seats}
    if outcome.thrown:
        return [_line(sides, OPPONENTS, WORDS.thrown, "Tolnai §68", THROW, price=THROW)]
    lines, names = [], WORDS.group("sides")
    if outcome.king_half_left:
        lines.append(_line(sides, OPPONENTS, WORDS.half_left, "Tolnai §68", KING_HALF_LEFT, price=KING_HALF_LEFT))
    volat = any(result.figure == Figure.VOLAT and (result.made or result.announced) for result in outcome.figures)
    volat_rule = options.volat_as_paskievics and volat
    if not volat_rule:
        side: Side = DECLARER if outcome.declarer_points >= definition.win_points else OPPONENTS
        price = contract.base_value * definition.kontras.factor(outcome.kontra)
        source = "Tolnai §68, §69" + (", §48" if outcome.kontra else "")
        game = {"kontra": definition.kontras.said(outcome.kontra), "contract": contract.hu, "side": names[side]}
        points = {"points": outcome.declarer_points, "total": definition.total_points}
        lines.append(_line(sides, side, WORDS.game_won, source, price, **game, **points))
    lines += _figure_lines(outcome, sides, contract, definition, volat_rule)
    if outcome.king_lost:
        lines.append(_line(sides, OPPONENTS, WORDS.king_lost, "Tolnai §69", CALLED_KING_LOST, price=CALLED_KING_LOST))
    return lines


@enforces("kiralyhivasos.scoring.figures", "kiralyhivasos.scoring.volat", "kiralyhivasos.scoring.solo-talon")
def _figure_lines(
    outcome: KiralyOutcome, sides: Mapping[Seat, Side], contract: Contract, definition: GameDefinition, volat_rule: bool
) -> list[SettlementLine]:
    """One line per figure announced or made: its price at this contract, doubled by each
    kontra; at a solo game an announced figure with a piece in the talon is lost (§69)."""
    lines, names = [], WORDS.group("sides")
    for result in sorted(outcome.figures, key=lambda result: ANNOUNCEABLE.index(result.figure)):
        figure, side, name = result.figure, result.side, FIGURES[result.figure]
        value = definition.figure_value(figure, contract)
        source = "Tolnai §53, §69" if figure == Figure.VOLAT else "Tolnai §69"
        if result.announced:
            lost_in_talon = figure in outcome.in_talon
            made = result.made and not lost_in_talon
            price = value.price(True, contract) * definition.kontras.factor(result.kontra)
            payee = side if made else (OPPONENTS if side == DECLARER else DECLARER)
            lost = WORDS.lost_in_talon if lost_in_talon else WORDS.made if made else WORDS.lost
            said = {"kontra": definition.kontras.said(result.kontra), "figure": name, "side": names[side], "lost": lost}
            source += ", §48" if result.kontra else ""
            lines.append(_line(sides, payee, WORDS.announced, source, price, **said))
        elif result.made:
            if volat_rule and figure in (Figure.TRULL, Figure.FOUR_KINGS):
                continue  # §53: "a csendes tulétroát és a csendes négy királyt nem fizetik"
            price = value.price(False, contract)
            lines.append(_line(sides, side, WORDS.silent, source, price, figure=name, side=names[side]))
    return lines


def _checked(outcome: KiralyOutcome, definition: GameDefinition) -> Contract:
    """The outcome's contract, once each fact a summary written by hand could get wrong is
    refused, naming the value and the rule it breaks (Tolnai §48, §66, §68–§69)."""
    keys, partner = WORDS.group("summary_keys"), outcome.partner
    contract = checked_contract(outcome, definition, keys)  # what every game's outcome states
    assert contract is not None
    called, turned_up = contract.partner == Partner.CALL_KING, contract.talon == TalonHandling.CHOOSE_HALF
    _refuse(partner is not None and partner == outcome.declarer, WORDS.own_partner, seat=partner)
    _refuse(partner is not None and not called, WORDS.no_partner, seat=partner, contract=contract.hu)
    _refuse(partner is not None and (outcome.thrown or outcome.king_half_left), WORDS.king_in_talon, seat=partner)
    allowed = {"thrown": called and turned_up, "king_half_left": called and turned_up, "king_lost": called}
    for key, penalty in allowed.items():
        _refuse(getattr(outcome, key) and not penalty, WORDS.no_such_penalty, key=keys[key], contract=contract.hu)
    listed, priced = [result.figure for result in outcome.figures], {value.figure for value in contract.figures}
    for result in outcome.figures:
        _refuse(listed.count(result.figure) > 1, WORDS.figure_twice, figure=FIGURES[result.figure])
        _refuse(result.figure not in priced, WORDS.not_priced, figure=FIGURES[result.figure], contract=contract.hu)
        _refuse(result.figure == Figure.KING_ULTIMO and result.side != DECLARER, WORDS.king_ultimo_side)
    announced = {result.figure for result in outcome.figures if result.announced}
    solo = contract.talon == TalonHandling.TO_OPPONENTS
    for figure in outcome.in_talon:
        _refuse(not solo or figure not in announced or figure not in PIECES, WORDS.not_in_talon, figure=FIGURES[figure])
    return contract


def _refuse(fault: bool, words: Words, **values: object) -> None:
    """Refuse the summary as ``words`` say, filled with ``values``, if ``fault`` (a :class:`TarokkInputError`)."""
    if fault:
        raise TarokkInputError(**words.message(**values))
