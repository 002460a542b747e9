"""Settlement of a deal of tappertarokk (Tolnai, "4. A tappertarokk"; §48, §53, §71): the game
and the figures between the declarer and each opponent, each kontra doubling what it was said
on (§48); the holdings from each other player to the holder, whoever wins (§71); all doubled
at szóló. The prices are in ``definition.toml``, the readings where the section is silent in
``options.toml``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side
from tarokk.core.holdings import Holding
from tarokk.core.outcome import Outcome, checked_contract
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
    """An announced figure: the seat that announced it, whose side is his (the declarer's or the
    opponents'), and the kontra level said on it (§48)."""

    seat: Seat
    kontra: int = 0


@dataclass(frozen=True)
class Held:
    """A holding in one seat's hand (§71)."""

    seat: Seat
    holding: Holding


@dataclass(frozen=True)
class TarokkCount:
    """The tarokks one seat announced, for an agreed prize (§64)."""

    seat: Seat
    count: int


@dataclass(frozen=True)
class TapperOutcome(Outcome):
    """A deal of tappertarokk as its settlement reads it: the declarer's card points (§66) and the
    kontra on the game, the seat whose pagát won the last trick, the side that took every trick,
    the pagátultimó and the volát announced, each seat's holdings and announced tarokks, and who
    beside the declarer bid or held in the auction (§71)."""

    declarer_points: int
    kontra: int = 0
    pagat_won_last: Seat | None = None
    took_every_trick: Side | None = None
    ultimo_announced: Bet | None = None
    volat_announced: Bet | None = None
    holdings: tuple[Held, ...] = ()
    tarokk_counts: tuple[TarokkCount, ...] = ()
    also_bid: tuple[Seat, ...] = ()

    def side(self, seat: Seat) -> Side:
        """The declarer's side, or the opponents'."""
        return DECLARER if seat == self.declarer else OPPONENTS


def _line(
    seats: Sequence[Seat], winner: Seat, words: Words, source: str, value: int, **values: object
) -> SettlementLine:
    """A line of ``value`` from each other player to ``winner`` (a negative value the other way)."""
    return SettlementLine.said(words, source, side_wins(seats, (winner,), value), **values)


@enforces("tapper.scoring.game", "tapper.scoring.figures", "tapper.kontra", "tapper.counting")
def figure_lines(
    outcome: TapperOutcome, contract: Contract, definition: GameDefinition, options: TapperOptions
) -> list[SettlementLine]:
    """The game and the figures, between the declarer and each opponent. A figure, times the
    contract's prize factor: announced, its price to the announcer's side if it made it, else
    from it; silent, to the side that made it, if any. Beside a volát, made or announced and
    missed, the game is not paid (§53: "Duplajátéknál és volátnál a játék díját nem fizetik"),
    unless the option ``game_beside_volat`` pays it."""
    seats, declarer, volat_bet, lines = definition.seating.active_seats, outcome.declarer, outcome.volat_announced, []
    assert declarer is not None
    declarers_volat = volat_bet is not None and volat_bet.seat == declarer
    if options.game_beside_volat or (outcome.took_every_trick is None and not declarers_volat):
        level, won = outcome.kontra, outcome.declarer_points >= definition.win_points
        price = definition.figure_value(Figure.GAME).price(False, contract) * definition.kontras.factor(level)
        source = f"{SECTION}; §66" + (", §48" if level else "")
        words = WORDS.game_won if won else WORDS.game_lost
        game = {"kontra": definition.kontras.said(level), "en": contract.name.replace("-", " "), "hu": contract.hu}
        points = {"points": outcome.declarer_points, "total": definition.total_points}
        lines.append(_line(seats, declarer, words, source, price if won else -price, **game, **points))
    pagat = None if outcome.pagat_won_last is None else outcome.side(outcome.pagat_won_last)
    ultimo = (Figure.PAGAT_ULTIMO, outcome.ultimo_announced, pagat, "§15")
    for figure, bet, made_by, paragraph in (ultimo, (Figure.VOLAT, volat_bet, outcome.took_every_trick, "§53")):
        value, name = definition.figure_value(figure), figure.hu  # the players' word, in both languages
        if bet is not None:
            made = made_by == outcome.side(bet.seat)
            won = (bet.seat == declarer) == made
            price = value.price(True, contract) * contract.prize_factor * definition.kontras.factor(bet.kontra)
            source = f"{SECTION}; {paragraph}" + (", §48" if bet.kontra else "")
            words = WORDS.announced_figure if made else WORDS.missed_figure
            said = {"kontra": definition.kontras.said(bet.kontra), "figure": name, "seat": bet.seat}
            lines.append(_line(seats, declarer, words, source, price if won else -price, **said))
        elif made_by is not None:
            price = value.price(False, contract) * contract.prize_factor * (1 if made_by == DECLARER else -1)
            silent = WORDS.group("silent_figure")[made_by]
            lines.append(_line(seats, declarer, silent, f"{SECTION}; {paragraph}", price, figure=name))
    return lines


@enforces("tapper.scoring.holdings", "tapper.announce.tarokks")
def holding_lines(
    outcome: TapperOutcome, contract: Contract, definition: GameDefinition, options: TapperOptions
) -> list[SettlementLine]:
    """The holdings and the announced tarokk counts, from each other player to the holder:
    trull and four kings only to a holder who took part in the auction (§71)."""
    seats, factor = definition.seating.active_seats, contract.prize_factor
    prices = {price.holding: price.value for price in definition.holdings}
    took_part = (outcome.declarer, *outcome.also_bid)
    lines = []
    for seat in seats:
        for holding in (held.holding for held in outcome.holdings if held.seat == seat):
            needs_bidding = holding != Holding.HEADS or options.heads_need_bidding
            if needs_bidding and seat not in took_part:
                continue
            value = prices[holding] * factor
            held = {"en": holding.english, "hu": holding.hu, "seat": seat}
            lines.append(_line(seats, seat, WORDS.held, "Tolnai §71", value, **held))
        for count in (counted.count for counted in outcome.tarokk_counts if counted.seat == seat):
            prize = options.tarokk_prize(count) * factor
            lines.append(_line(seats, seat, WORDS.tarokks_held, f"{SECTION}; §64", prize, count=count, seat=seat))
    return lines


def settle(outcome: TapperOutcome, definition: GameDefinition, options: TapperOptions) -> list[SettlementLine]:
    """Every line of the deal's settlement: the game and figures, then the holdings."""
    if outcome.contract is None or outcome.declarer is None:
        return []
    contract = _checked(outcome, definition, options)
    return figure_lines(outcome, contract, definition, options) + holding_lines(outcome, contract, definition, options)


def _checked(outcome: TapperOutcome, definition: GameDefinition, options: TapperOptions) -> Contract:
    """The outcome's contract, once each fact a summary written by hand could get wrong is
    refused, naming the value and the rule it breaks (Tolnai §48, §64, §66, §71): what every
    game's outcome states (:func:`~tarokk.core.outcome.checked_contract`), then its own."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    assert contract is not None
    for counted in outcome.tarokk_counts:
        again = [entry.seat for entry in outcome.tarokk_counts].count(counted.seat) > 1
        _refuse(again, WORDS.counted_twice, seat=counted.seat)
        _refuse(not options.tarokk_prize(counted.count), WORDS.no_prize, seat=counted.seat, count=counted.count)
    return contract


def _refuse(fault: bool, words: Words, **values: object) -> None:
    """Refuse the summary as ``words`` say, filled with ``values``, if ``fault`` (a :class:`TarokkInputError`)."""
    if fault:
        raise TarokkInputError(**words.message(**values))


@dataclass(frozen=True)
class PotFlow:
    """What each seat puts into the ultimó pot (negative: takes out) and what the pot then holds."""

    amounts: tuple[Fraction, ...]
    pot_after: Fraction


@enforces("tapper.scoring.pot")
def pot_flow(outcome: TapperOutcome, options: TapperOptions, seats: Sequence[Seat]) -> PotFlow:
    """The ultimó pot's part of the deal, outside the zero-sum settlement, won beside the
    pagátultimó's price (§54*): "az ultimós kiveszi a kassza tartalmát, ha bukott, megduplázza"."""
    pot = Fraction(options.ultimo_pot)
    bet = outcome.ultimo_announced
    if not pot or bet is None:
        return PotFlow(tuple(Fraction(0) for _ in seats), pot)
    made = outcome.pagat_won_last is not None and outcome.side(outcome.pagat_won_last) == outcome.side(bet.seat)
    paid = -pot if made else pot
    amounts = tuple(paid if seat == bet.seat else Fraction(0) for seat in seats)
    return PotFlow(amounts, Fraction(0) if made else 2 * pot)
