"""What are the exposed piles of strómanntarokk worth? A played-deal study (Tolnai §72).

Whole deals are dealt and played out through the table-game interface by the game's own
bots, each seeing only its seat's view. For each deal and each seat the study records the
kings and tarokks dealt into the seat's hand, those lying in its piles (every one of them
comes into the hand when it is turned up, sooner or later), and the points the seat took,
counted in thirds (Tolnai §66).

:func:`card_values` fits the points a seat takes to where the strong cards lie (least
squares, with 95 % intervals): what a king or tarokk is worth in one's hand, and in one's
piles, each against its lying in the other player's hand. :func:`win_rates` gives the
share of deals a seat takes 36 points in, by the number of kings and tarokks in its piles,
with Wilson 95 % intervals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from tarokk.bots.tables import table_bot
from tarokk.core.cards import Card
from tarokk.core.table import play_out
from tarokk.games.stromann.state import StromannGame, StromannState
from tarokk.studies.runner import Z95, wilson_interval

if TYPE_CHECKING:
    import pandas as pd

DEALS = 2000
"""The study's default size: some seconds of play."""


def _strong(cards: Iterable[Card]) -> int:
    """The kings and tarokks among ``cards``."""
    return sum(1 for card in cards if card.is_tarokk or card.is_king)


def play_deals(
    deals: int = DEALS,
    seed: int = 0,
    bots: tuple[str, str] = ("rule", "rule"),
    progress: Callable[[int, int], None] | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Play ``deals`` whole deals from ``seed`` (deal ``i`` is dealt from seed ``seed + i``),
    A and B played by ``bots``; one row per deal and seat: ``deal``, ``seat``, ``hand``
    (kings and tarokks dealt into the hand), ``piles`` (in the piles), ``other_piles`` (in
    the other seat's piles), ``points``, ``won`` (the points reach the pack's winning
    points, 36 of 70 or 34 of 66), ``declarer`` (whether the seat declared a játék)
    and ``paid`` (the seat's settlement)."""
    import pandas as pd

    game = StromannGame(seed=seed, **options)
    rows = []
    rng = np.random.default_rng(seed)
    for number in range(deals):
        state = game.new_initial_state(seed + number)
        assert isinstance(state, StromannState)
        hands, _ = state.dealt_cards()
        piles = [_strong(card for pile in own for card in pile) for own in state.piles.piles.values()]
        play_out(state, [table_bot(game, name, rng) for name in bots])
        points = state.points()
        paid = state.returns()
        for player, seat in enumerate(game.seats):
            rows.append(
                {
                    "deal": number,
                    "seat": seat,
                    "hand": _strong(hands[seat]),
                    "piles": piles[player],
                    "other_piles": piles[1 - player],
                    "points": points[player],
                    "won": points[player] >= game.definition.win_points,
                    "declarer": state.declarer == seat,
                    "paid": paid[player],
                }
            )
        if progress is not None and (number + 1) % 100 == 0:
            progress(number + 1, deals)
    return pd.DataFrame(rows)


@dataclass(frozen=True)
class CardValue:
    """What one king or tarokk is worth in points where it lies, with a 95 % interval."""

    where: str
    points: float
    low: float
    high: float


def card_values(frame: pd.DataFrame) -> list[CardValue]:
    """The least-squares fit of a seat's points to the kings and tarokks in its hand, in its
    piles and in the other seat's piles (the rest lie in the other hand): each coefficient is
    what one such card is worth where it lies, against its lying in the other player's hand."""
    columns = ["hand", "piles", "other_piles"]
    design = np.column_stack([np.ones(len(frame)), frame[columns].to_numpy(dtype=float)])
    points = frame["points"].to_numpy(dtype=float)
    coefficients, *_ = np.linalg.lstsq(design, points, rcond=None)
    residuals = points - design @ coefficients
    dof = len(points) - design.shape[1]
    covariance = np.linalg.inv(design.T @ design) * (residuals @ residuals / dof)
    # A's and B's rows of one deal are not independent (their points sum to 70): count the
    # deals, not the rows, by doubling the variance
    errors = np.sqrt(np.diag(covariance) * 2)
    values = []
    for index, name in enumerate(columns, start=1):
        value, half = float(coefficients[index]), float(Z95 * errors[index])
        values.append(CardValue(name, value, value - half, value + half))
    return values


def win_rates(frame: pd.DataFrame) -> pd.DataFrame:
    """The share of deals in which a seat took the winning points (``won``), by the number of
    kings and tarokks in its piles: ``piles``, ``deals``, ``wins``, ``rate``, ``low``, ``high``."""
    import pandas as pd

    rows = []
    for count, group in frame.groupby("piles"):
        wins = int(group["won"].sum())
        low, high = wilson_interval(wins, len(group))
        rate = wins / len(group)
        rows.append({"piles": count, "deals": len(group), "wins": wins, "rate": rate, "low": low, "high": high})
    return pd.DataFrame(rows)
