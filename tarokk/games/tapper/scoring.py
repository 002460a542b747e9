"""Settlement of a deal of tappertarokk (Tolnai, "4. A tappertarokk"; §48, §53, §71): the game
and the figures between the declarer and each opponent, each kontra doubling what it was said
on (§48); the holdings from each other player to the holder, whoever wins (§71); all doubled
at szóló. The prices are in ``definition.toml``, the readings where the section is silent in
``options.toml``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.figures import DECLARER, Figure, Side
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Words
from tarokk.games.tapper.options import TapperOptions
from tarokk.games.tapper.words import WORDS

SECTION = "Tolnai, 4. A tappertarokk"
"""How the settlement cites the section (its paragraph number is lost in the transcription)."""


@dataclass(frozen=True)
class Bet:
    """An announced figure: who announced it and the kontra level said on it."""

    seat: Seat
    side: Side
    kontra: int = 0


@dataclass(frozen=True)
class DealResult:
    """What a played deal's settlement needs: the contract, the declarer's points (§66), the
    pagát's and the tricks' fate, what was announced and held."""

    definition: GameDefinition
    contract: Contract
    declarer: Seat
    declarer_points: int
    game_kontra: int = 0
    pagat_last: tuple[Side, bool] | None = None  # the pagát's side in the last trick, and whether it won it
    volat: Side | None = None  # the side that took every trick
    ultimo: Bet | None = None
    volat_bet: Bet | None = None
    holdings: Mapping[Seat, tuple[Holding, ...]] = field(default_factory=dict)
    took_part: tuple[Seat, ...] = ()
    tarokk_counts: Mapping[Seat, int] = field(default_factory=dict)  # the counts announced

    @property
    def won(self) -> bool:
        """Whether the declarer took the winning points: 34 of 66, 36 of 70."""
        return self.declarer_points >= self.definition.win_points


def _line(
    seats: Sequence[Seat], winner: Seat, words: Words, source: str, value: int, **values: object
) -> SettlementLine:
    """A line of ``value`` from each other player to ``winner`` (a negative value the other way)."""
    return SettlementLine.said(words, source, side_wins(seats, (winner,), value), **values)


@enforces("tapper.scoring.game", "tapper.scoring.figures", "tapper.kontra", "tapper.counting")
def figure_lines(result: DealResult, options: TapperOptions, seats: Sequence[Seat]) -> list[SettlementLine]:
    """The game and the figures, between the declarer and each opponent; beside a volát, made
    or announced and missed, the game is not paid (§53: "Duplajátéknál és volátnál a játék
    díját nem fizetik"), unless the option ``game_beside_volat`` pays it."""
    definition, contract = result.definition, result.contract
    lines = []
    declarers_volat = result.volat_bet is not None and result.volat_bet.side == DECLARER
    if options.game_beside_volat or (result.volat is None and not declarers_volat):
        level = result.game_kontra
        price = definition.figure_value(Figure.GAME).price(False, contract) * definition.kontras.factor(level)
        source = f"{SECTION}; §66" + (", §48" if level else "")
        words = WORDS.game_won if result.won else WORDS.game_lost
        game = {"kontra": definition.kontras.said(level), "en": contract.name.replace("-", " "), "hu": contract.hu}
        points = {"points": result.declarer_points, "total": definition.total_points}
        lines.append(_line(seats, result.declarer, words, source, price if result.won else -price, **game, **points))
    pagat_won_by = result.pagat_last[0] if result.pagat_last is not None and result.pagat_last[1] else None
    lines += _figure_lines(result, seats, Figure.PAGAT_ULTIMO, result.ultimo, pagat_won_by, "§15")
    lines += _figure_lines(result, seats, Figure.VOLAT, result.volat_bet, result.volat, "§53")
    return lines


def _figure_lines(
    result: DealResult, seats: Sequence[Seat], figure: Figure, bet: Bet | None, made_by: Side | None, paragraph: str
) -> list[SettlementLine]:
    """The line of ``figure``, times the contract's prize factor: announced (``bet``), its price
    to the announcer's side if it made it, else from it; silent, to the side that made it, if any."""
    definition, contract = result.definition, result.contract
    value = definition.figure_value(figure)
    name = figure.hu  # pagátultimó, volát: the players' word, in both languages
    if bet is not None:
        made = made_by == bet.side
        won = (bet.side == DECLARER) == made
        price = value.price(True, contract) * contract.prize_factor * definition.kontras.factor(bet.kontra)
        source = f"{SECTION}; {paragraph}" + (", §48" if bet.kontra else "")
        words = WORDS.announced_figure if made else WORDS.missed_figure
        said = {"kontra": definition.kontras.said(bet.kontra), "figure": name, "seat": bet.seat}
        return [_line(seats, result.declarer, words, source, price if won else -price, **said)]
    if made_by is not None:
        price = value.price(False, contract) * contract.prize_factor * (1 if made_by == DECLARER else -1)
        silent = WORDS.group("silent_figure")[made_by]
        return [_line(seats, result.declarer, silent, f"{SECTION}; {paragraph}", price, figure=name)]
    return []


@enforces("tapper.scoring.holdings", "tapper.announce.tarokks")
def holding_lines(result: DealResult, options: TapperOptions, seats: Sequence[Seat]) -> list[SettlementLine]:
    """The holdings and the announced tarokk counts, from each other player to the holder:
    trull and four kings only to a holder who took part in the auction (§71)."""
    factor = result.contract.prize_factor
    prices = {price.holding: price.value for price in result.definition.holdings}
    lines = []
    for seat in seats:
        for holding in result.holdings.get(seat, ()):
            needs_bidding = holding != Holding.HEADS or options.heads_need_bidding
            if holding not in prices or (needs_bidding and seat not in result.took_part):
                continue
            value = prices[holding] * factor
            held = {"en": holding.english, "hu": holding.hu, "seat": seat}
            lines.append(_line(seats, seat, WORDS.held, "Tolnai §71", value, **held))
        count = result.tarokk_counts.get(seat)
        if count is not None and options.tarokk_prize(count):
            prize = options.tarokk_prize(count) * factor
            lines.append(_line(seats, seat, WORDS.tarokks_held, f"{SECTION}; §64", prize, count=count, seat=seat))
    return lines


def settle(result: DealResult, options: TapperOptions, seats: Sequence[Seat]) -> list[SettlementLine]:
    """Every line of the deal's settlement: the game and figures, then the holdings."""
    return figure_lines(result, options, seats) + holding_lines(result, options, seats)


@dataclass(frozen=True)
class PotFlow:
    """What each seat puts into the ultimó pot (negative: takes out) and what the pot then holds."""

    amounts: tuple[Fraction, ...]
    pot_after: Fraction


@enforces("tapper.scoring.pot")
def pot_flow(result: DealResult, options: TapperOptions, seats: Sequence[Seat]) -> PotFlow:
    """The ultimó pot's part of the deal, outside the zero-sum settlement, won beside the
    pagátultimó's price (§54*): "az ultimós kiveszi a kassza tartalmát, ha bukott, megduplázza"."""
    pot = Fraction(options.ultimo_pot)
    bet = result.ultimo
    if not pot or bet is None:
        return PotFlow(tuple(Fraction(0) for _ in seats), pot)
    made = result.pagat_last == (bet.side, True)
    paid = -pot if made else pot
    amounts = tuple(paid if seat == bet.seat else Fraction(0) for seat in seats)
    return PotFlow(amounts, Fraction(0) if made else 2 * pot)
