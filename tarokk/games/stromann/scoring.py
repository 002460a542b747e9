"""Who wins a strómanntarokk deal and what it pays, line by line (Tolnai §72, §48, §71): the
game, each kontra doubling it, then the holdings announced and the silent ultimó."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.cards import PAGAT
from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.tricks import Trick
from tarokk.core.words import Words
from tarokk.games.stromann.options import StromannOptions
from tarokk.games.stromann.words import WORDS


@dataclass(frozen=True)
class DealResult:
    """The facts of a finished deal the settlement needs."""

    definition: GameDefinition
    options: StromannOptions
    contract: Contract
    declarer: int | None
    kontra: int
    points: tuple[int, int]
    announced: tuple[tuple[int, Holding], ...]
    last_trick: Trick


@enforces("stromann.scoring.points", "stromann.scoring.simple")
def simple_game_winner(points: Sequence[int], win_points: int) -> int:
    """The winner of a simple game: the player with ``win_points`` (36 of 70), else, on equal
    points, the dealer, the last in playing order (Tolnai §72)."""
    return next((player for player, taken in enumerate(points) if taken >= win_points), len(points) - 1)


@enforces("stromann.ultimo")
def silent_ultimo(last_trick: Trick) -> tuple[Seat, bool] | None:
    """Who played the pagát to the last trick, and whether it took the trick, which the lowest
    tarokk does only as the trick's one tarokk (a silent ultimó made; Tolnai §15, §72); None if
    the pagát is not in it."""
    pagat = next((seat for seat, card in last_trick.plays if card is PAGAT), None)
    return None if pagat is None else (pagat, last_trick.winner == pagat)


@enforces("stromann.scoring.points", "stromann.scoring.simple", "stromann.scoring.game", "stromann.scoring.premiums")
def settle(result: DealResult) -> list[SettlementLine]:
    """The deal's payments as lines, each with its source; they sum to zero."""
    definition, contract = result.definition, result.contract
    seats, points, win = definition.seating.active_seats, result.points, definition.win_points
    deal = {"title": contract.hu.capitalize(), "seats": seats, "points": points, "win": win}
    lines: list[SettlementLine] = []

    def pay(said: Words, source: str, to: Seat, paid: int, **values: object) -> None:
        """A line of ``said``: ``paid`` from the other player to ``to`` (a negative sum the other way)."""
        lines.append(SettlementLine.said(said, source, side_wins(seats, (to,), paid), **values))

    if result.declarer is None:
        winner, value = seats[simple_game_winner(points, win)], contract.base_value
        result_words = WORDS.simple_game_result if max(points) >= win else WORDS.dealer_wins_tie
        dealer = definition.seating.dealer(len(seats))
        pay(result_words, "Tolnai §72", winner, value, winner=winner, value=value, dealer=dealer, **deal)
    else:
        declarer, won = seats[result.declarer], points[result.declarer] >= win  # on equal points the opponent wins
        kontra = definition.kontras.factor(result.kontra)
        amount = (contract.base_value if won else contract.loss) * kontra
        word = f" ({definition.kontras.words[result.kontra - 1]}: × {kontra})" if result.kontra else ""
        said = {"declarer": declarer, "taken": points[result.declarer], "amount": amount, "word": word}
        source = "Tolnai §72, §48" if result.kontra else "Tolnai §72"
        outcome = WORDS.won if won else WORDS.lost
        pay(WORDS.game_result, source, declarer, amount if won else -amount, outcome=outcome, **deal, **said)
    factor = contract.prize_factor
    note = WORDS.twice_in_a_game if factor > 1 else WORDS.nothing
    for player, holding in result.announced:
        price = definition.holding_value(holding).value * factor
        source = "Tolnai §72, §71" if holding is Holding.HEADS else "Tolnai §72"
        seat = seats[player]
        pay(WORDS.holding_paid, source, seat, price, seat=seat, holding=holding, price=price, note=note)
    ultimo = silent_ultimo(result.last_trick)
    price = definition.figure_value(Figure.PAGAT_ULTIMO).price(False, contract) * factor
    if ultimo is not None and (ultimo[1] or result.options.silent_ultimo_beaten_pays):
        seat, made = ultimo
        line = (WORDS.silent_ultimo, "Tolnai §72") if made else (WORDS.pagat_beaten, "Tolnai §72 (house rule)")
        pay(*line, seat, price if made else -price, seat=seat, price=price, note=note)
    return lines
