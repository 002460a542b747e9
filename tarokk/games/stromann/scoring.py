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
from tarokk.core.state import SettlementLine
from tarokk.core.tricks import Trick
from tarokk.core.words import Language, Words
from tarokk.games.stromann import words
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


def _line(text: Words, source: str, amounts: tuple[Fraction, Fraction], **values: object) -> SettlementLine:
    """A line of ``text`` in both languages; a value that is :class:`Words` is said in the same one."""

    def said(language: Language) -> str:
        return text(language, **{k: v(language, **values) if isinstance(v, Words) else v for k, v in values.items()})

    return SettlementLine(said("en"), said("hu"), source, amounts)


@enforces("stromann.scoring.simple", "stromann.scoring.game", "stromann.scoring.premiums")
def settle(result: DealResult) -> list[SettlementLine]:
    """The deal's payments as lines, each with its source; they sum to zero."""
    definition, contract = result.definition, result.contract
    seats, points, win = definition.seating.active_seats, result.points, definition.win_points
    deal = {"title": contract.hu.capitalize(), "seats": seats, "points": points, "win": win}
    lines: list[SettlementLine] = []
    if result.declarer is None:
        winner, value = simple_game_winner(points, win), contract.base_value
        tie = words.NO_NOTE if max(points) >= win else words.DEALER_WINS_TIE
        dealer = definition.seating.dealer(len(seats))
        said: dict[str, object] = {"winner": seats[winner], "value": value, "tie": tie, "dealer": dealer}
        lines.append(_line(words.SIMPLE_GAME_RESULT, "Tolnai §72", _pays(winner, value), **deal, **said))
    else:
        declarer = result.declarer
        won = declarer_wins(points, declarer, win)
        kontra = definition.kontras.factor(result.kontra)
        amount = (contract.base_value if won else contract.loss) * kontra
        word = f" ({definition.kontras.words[result.kontra - 1]}: × {kontra})" if result.kontra else ""
        said = {"declarer": seats[declarer], "taken": points[declarer], "amount": amount, "word": word}
        said["outcome"] = words.WON if won else words.LOST
        source = "Tolnai §72, §48" if result.kontra else "Tolnai §72"
        lines.append(_line(words.GAME_RESULT, source, _pays(declarer if won else 1 - declarer, amount), **deal, **said))
    factor = contract.prize_factor
    note = words.TWICE_IN_A_GAME if factor > 1 else words.NO_NOTE
    for player, holding in result.announced:
        price = definition.holding_value(holding).value * factor
        source = "Tolnai §72, §71" if holding is Holding.HEADS else "Tolnai §72"
        said = {"seat": seats[player], "holding": holding, "price": price, "note": note}
        lines.append(_line(words.HOLDING_PAID, source, _pays(player, price), **said))
    ultimo = silent_ultimo(result.last_trick)
    figure = definition.figure_value(Figure.PAGAT_ULTIMO)
    price = figure.silent * (contract.base_value if figure.per_base else 1) * factor
    if ultimo is not None:
        seat, made = ultimo
        said = {"seat": seat, "price": price, "note": note}
        if made:
            lines.append(_line(words.SILENT_ULTIMO, "Tolnai §72", _pays(seats.index(seat), price), **said))
        elif result.options.silent_ultimo_beaten_pays:
            pays = _pays(1 - seats.index(seat), price)
            lines.append(_line(words.PAGAT_BEATEN, "Tolnai §72 (house rule)", pays, **said))
    return lines
