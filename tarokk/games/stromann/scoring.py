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
from tarokk.games.stromann.actions import KONTRA_WORDS
from tarokk.games.stromann.definition import GAME, StromannOptions

SEATS: tuple[Seat, ...] = ("A", "B")
DEALER = 1
"""Seat B deals; seat A, the dealer's opponent, speaks and leads first."""


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
    equal points, the dealer („Egyszerű játéknál egyenlő pontszámnál (35) az osztó nyer”)."""
    for player, taken in enumerate(points):
        if taken >= win_points:
            return player
    return DEALER


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
    win = result.definition.win_points
    a, b = result.points
    lines: list[SettlementLine] = []
    if result.contract is not GAME or result.declarer is None:
        winner = simple_game_winner(result.points, win)
        tie = "" if max(result.points) >= win else f"; on equal points the dealer, {SEATS[DEALER]}, wins"
        tie_hu = "" if max(result.points) >= win else f"; egyenlő pontnál az osztó, {SEATS[DEALER]} nyer"
        lines.append(
            SettlementLine(
                f"Simple game: A took {a}, B {b} points; {SEATS[winner]} wins {result.contract.base_value}{tie}",
                f"Egyszerű játék: A {a}, B {b} pontot vitt haza; "
                f"{SEATS[winner]} nyer {result.contract.base_value} pontot{tie_hu}",
                "Tolnai §72",
                _pays(winner, result.contract.base_value),
            )
        )
    else:
        declarer = result.declarer
        won = declarer_wins(result.points, declarer, win)
        kontra = result.definition.kontras.factor(result.kontra)
        amount = (result.contract.base_value if won else result.contract.loss) * kontra
        word = f" ({KONTRA_WORDS[result.kontra - 1]}: × {kontra})" if result.kontra else ""
        taken = result.points[declarer]
        lines.append(
            SettlementLine(
                f"Játék of {SEATS[declarer]}: {taken} points of the {win} needed, {'won' if won else 'lost'}: "
                f"{amount}{word}",
                f"{SEATS[declarer]} játéka: {taken} pont (a nyeréshez {win} kell), "
                f"{'megnyerte' if won else 'elvesztette'}: {amount}{word}",
                "Tolnai §72, §48" if result.kontra else "Tolnai §72",
                _pays(declarer if won else 1 - declarer, amount),
            )
        )
    factor = result.contract.prize_factor
    game_note, game_note_hu = (" (twice in a játék)", " (játéknál kétszeresen)") if factor > 1 else ("", "")
    for player, holding in result.announced:
        price = result.definition.holding_value(holding).value * factor
        lines.append(
            SettlementLine(
                f"{SEATS[player]} announced {holding.english}: {price}{game_note}",
                f"{SEATS[player]} bemondta: {holding.hu}, {price}{game_note_hu}",
                "Tolnai §72, §71" if holding is Holding.HEADS else "Tolnai §72",
                _pays(player, price),
            )
        )
    ultimo = silent_ultimo(result.last_trick)
    price = result.definition.figure_value(Figure.PAGAT_ULTIMO).silent * factor
    if ultimo is not None and ultimo[1]:
        seat = ultimo[0]
        lines.append(
            SettlementLine(
                f"{seat} made a silent ultimó: {price}{game_note}",
                f"{seat} csendes ultimót csinált: {price}{game_note_hu}",
                "Tolnai §72",
                _pays(SEATS.index(seat), price),
            )
        )
    elif ultimo is not None and result.options.silent_ultimo_beaten_pays:
        seat = ultimo[0]
        lines.append(
            SettlementLine(
                f"{seat}'s pagát was beaten in the last trick: {price}{game_note}",
                f"{seat} pagátját az utolsó ütésben elütötték: {price}{game_note_hu}",
                "Tolnai §72 (house rule)",
                _pays(1 - SEATS.index(seat), price),
            )
        )
    return lines
