"""Who wins a strómanntarokk deal and what it pays, line by line (Tolnai §72).

A simple game pays 2 to the player with more points, the dealer on equal points; a játék
pays the declarer 3 when he takes 36 (34 with 42 cards) and costs him 4 when he does not, so
that on equal points the opponent wins; every kontra doubles the game. The announced
holdings and the silent ultimó pay 1 each, twice in a játék; the kontra does not touch them
(„A játékot meg lehet kontrázni”).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import PAGAT
from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.core.table import SettlementLine
from tarokk.core.tricks import Trick
from tarokk.games.stromann.options import StromannOptions


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
    """The winner of a simple game: the player with ``win_points`` (36 of 70), else, on
    equal points, the dealer, the last in playing order („Egyszerű játéknál egyenlő
    pontszámnál (35) az osztó nyer”)."""
    for player, taken in enumerate(points):
        if taken >= win_points:
            return player
    return len(points) - 1


@enforces("stromann.scoring.points", "stromann.scoring.game")
def declarer_wins(points: Sequence[int], declarer: int, win_points: int) -> bool:
    """Whether the declarer of a játék won: he needs ``win_points`` (36 of 70), so that on
    equal points the opponent wins („játéknál az ellenfél”)."""
    return points[declarer] >= win_points


@enforces("stromann.ultimo")
def silent_ultimo(last_trick: Trick) -> tuple[Seat, bool] | None:
    """Who played the pagát to the last trick, and whether it took the trick as its only
    tarokk (a silent ultimó made; Tolnai §15, §72); None if the pagát is not in it."""
    pagat = next((seat for seat, card in last_trick.plays if card is PAGAT), None)
    if pagat is None:
        return None
    tarokks = sum(1 for _, card in last_trick.plays if card.is_tarokk)
    return pagat, tarokks == 1 and last_trick.winner == pagat


def _pays(winner: int, amount: int) -> tuple[Fraction, Fraction]:
    value = Fraction(amount)
    return (value, -value) if winner == 0 else (-value, value)


@enforces("stromann.scoring.simple", "stromann.scoring.game", "stromann.scoring.premiums")
def settle(result: DealResult) -> list[SettlementLine]:
    """The deal's payments as lines, each with its source; they sum to zero."""
    definition, contract = result.definition, result.contract
    seats = definition.seating.active_seats
    win = definition.win_points
    name = contract.hu.capitalize()
    a, b = result.points
    lines: list[SettlementLine] = []
    if result.declarer is None:
        winner = simple_game_winner(result.points, win)
        dealer = definition.seating.dealer(len(seats))
        tie = "" if max(result.points) >= win else f"; on equal points the dealer, {dealer}, wins"
        tie_hu = "" if max(result.points) >= win else f"; egyenlő pontnál az osztó, {dealer} nyer"
        lines.append(
            SettlementLine(
                f"Simple game: {seats[0]} took {a}, {seats[1]} {b} points; "
                f"{seats[winner]} wins {contract.base_value}{tie}",
                f"{name}: {seats[0]} {a}, {seats[1]} {b} pontot vitt haza; "
                f"{seats[winner]} nyer {contract.base_value} pontot{tie_hu}",
                "Tolnai §72",
                _pays(winner, contract.base_value),
            )
        )
    else:
        declarer = result.declarer
        won = declarer_wins(result.points, declarer, win)
        kontra = definition.kontras.factor(result.kontra)
        amount = (contract.base_value if won else contract.loss) * kontra
        word = f" ({definition.kontras.words[result.kontra - 1]}: × {kontra})" if result.kontra else ""
        taken = result.points[declarer]
        lines.append(
            SettlementLine(
                f"{name} of {seats[declarer]}: {taken} points of the {win} needed, {'won' if won else 'lost'}: "
                f"{amount}{word}",
                f"{name}, felvevő {seats[declarer]}: {taken} pont (a nyeréshez {win} kell), "
                f"{'megnyerte' if won else 'elvesztette'}: {amount}{word}",
                "Tolnai §72, §48" if result.kontra else "Tolnai §72",
                _pays(declarer if won else 1 - declarer, amount),
            )
        )
    factor = contract.prize_factor
    game_note, game_note_hu = (" (twice in a játék)", " (játéknál kétszeresen)") if factor > 1 else ("", "")
    for player, holding in result.announced:
        price = definition.holding_value(holding).value * factor
        lines.append(
            SettlementLine(
                f"{seats[player]} announced {holding.english}: {price}{game_note}",
                f"{seats[player]} bemondta: {holding.hu}, {price}{game_note_hu}",
                "Tolnai §72, §71" if holding is Holding.HEADS else "Tolnai §72",
                _pays(player, price),
            )
        )
    ultimo = silent_ultimo(result.last_trick)
    value = definition.figure_value(Figure.PAGAT_ULTIMO)
    price = value.silent * (contract.base_value if value.per_base else 1) * factor
    if ultimo is not None and ultimo[1]:
        seat = ultimo[0]
        lines.append(
            SettlementLine(
                f"{seat} made a silent ultimó: {price}{game_note}",
                f"{seat} csendes ultimót csinált: {price}{game_note_hu}",
                "Tolnai §72",
                _pays(seats.index(seat), price),
            )
        )
    elif ultimo is not None and result.options.silent_ultimo_beaten_pays:
        seat = ultimo[0]
        lines.append(
            SettlementLine(
                f"{seat}'s pagát was beaten in the last trick: {price}{game_note}",
                f"{seat} pagátját az utolsó ütésben elütötték: {price}{game_note_hu}",
                "Tolnai §72 (house rule)",
                _pays(1 - seats.index(seat), price),
            )
        )
    return lines
