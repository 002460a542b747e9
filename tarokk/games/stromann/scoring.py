"""Who wins a strómanntarokk deal and what it pays, line by line (Tolnai §72, §48, §71): the
game, each kontra doubling it, then the holdings announced and the silent ultimó."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.definition import GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Words
from tarokk.games.stromann.options import StromannOptions
from tarokk.games.stromann.words import WORDS


@dataclass(frozen=True)
class SeatHolding:
    """A holding a player announced: tulétroá, four kings or fejek (Tolnai §72, §71)."""

    seat: Seat
    holding: Holding


@dataclass(frozen=True)
class StromannOutcome(Outcome):
    """A deal of strómanntarokk as its settlement reads it: the simple game (no declarer) or the
    játék of its declarer with the kontra on it, the card points A and B took, counted in thirds
    (Tolnai §66), the holdings announced, and who played the pagát to the last trick and whether
    it took the trick as the trick's only tarokk (a silent ultimó; Tolnai §72)."""

    a_points: int
    b_points: int
    kontra: int = 0
    holdings: tuple[SeatHolding, ...] = ()
    pagat_in_last_trick: Seat | None = None
    pagat_won: bool = False


@enforces("stromann.scoring.points", "stromann.scoring.simple")
def simple_game_winner(points: Sequence[int], win_points: int) -> int:
    """The winner of a simple game: the player with ``win_points`` (36 of 70), else, on equal
    points, the dealer, the last in playing order (Tolnai §72)."""
    return next((player for player, taken in enumerate(points) if taken >= win_points), len(points) - 1)


def checked_points(outcome: StromannOutcome, definition: GameDefinition) -> tuple[int, ...]:
    """Each player's card points in playing order, once the summary is found sound: what every
    outcome states (:func:`~tarokk.core.outcome.checked_contract`), a declarer only in a játék, a
    kontra only on it, the points making the pack's total (Tolnai §72, §66, §48)."""
    simple, total = outcome.contract == definition.contracts[0].name, definition.total_points
    faults = [
        (simple != (outcome.declarer is None), WORDS.declarer_in_game),
        (simple and outcome.kontra > 0, WORDS.no_kontra_in_simple),
        (outcome.a_points + outcome.b_points != total, WORDS.points_make_total),
        (outcome.pagat_won and outcome.pagat_in_last_trick is None, WORDS.pagat_won_unplayed),
    ]
    for fault, words in faults:
        if fault:
            raise TarokkInputError(**words.message(total=total, points=f"{outcome.a_points} + {outcome.b_points}"))
    return tuple({"A": outcome.a_points, "B": outcome.b_points}[seat] for seat in definition.seating.active_seats)


@enforces("stromann.scoring.points", "stromann.scoring.simple", "stromann.scoring.game", "stromann.scoring.premiums")
def settle(outcome: StromannOutcome, definition: GameDefinition, options: StromannOptions) -> list[SettlementLine]:
    """The deal's payments as lines, each with its source; they sum to zero. A summary that
    cannot be a deal of the game is refused (:func:`checked_points`)."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    if contract is None:
        raise TarokkInputError(**WORDS.no_contract.message())
    seats, points, win = definition.seating.active_seats, checked_points(outcome, definition), definition.win_points
    deal = {"title": contract.hu.capitalize(), "seats": seats, "points": points, "win": win}
    lines: list[SettlementLine] = []

    def pay(said: Words, source: str, to: Seat, paid: int, **values: object) -> None:
        """A line of ``said``: ``paid`` from the other player to ``to`` (a negative sum the other way)."""
        lines.append(SettlementLine.said(said, source, side_wins(seats, (to,), paid), **values))

    if outcome.declarer is None:
        winner, value = seats[simple_game_winner(points, win)], contract.base_value
        result_words = WORDS.simple_game_result if max(points) >= win else WORDS.dealer_wins_tie
        dealer = definition.seating.dealer(len(seats))
        pay(result_words, "Tolnai §72", winner, value, winner=winner, value=value, dealer=dealer, **deal)
    else:
        declarer, kontra = outcome.declarer, outcome.kontra
        taken = points[seats.index(declarer)]
        won, factor = taken >= win, definition.kontras.factor(kontra)  # on equal points the opponent wins
        amount = (contract.base_value if won else contract.loss) * factor
        word = f" ({definition.kontras.words[kontra - 1]}: × {factor})" if kontra else ""
        said = {"declarer": declarer, "taken": taken, "amount": amount, "word": word}
        source = "Tolnai §72, §48" if kontra else "Tolnai §72"
        result = WORDS.won if won else WORDS.lost
        pay(WORDS.game_result, source, declarer, amount if won else -amount, outcome=result, **deal, **said)
    factor = contract.prize_factor
    note = WORDS.twice_in_a_game if factor > 1 else WORDS.nothing
    for seat, holding in ((entry.seat, entry.holding) for entry in outcome.holdings):
        price = definition.holding_value(holding).value * factor
        source = "Tolnai §72, §71" if holding is Holding.HEADS else "Tolnai §72"
        pay(WORDS.holding_paid, source, seat, price, seat=seat, holding=holding, price=price, note=note)
    price = definition.figure_value(Figure.PAGAT_ULTIMO).price(False, contract) * factor
    pagat, made = outcome.pagat_in_last_trick, outcome.pagat_won
    if pagat is not None and (made or options.silent_ultimo_beaten_pays):
        line = (WORDS.silent_ultimo, "Tolnai §72") if made else (WORDS.pagat_beaten, "Tolnai §72 (house rule)")
        pay(*line, pagat, price if made else -price, seat=pagat, price=price, note=note)
    return lines
