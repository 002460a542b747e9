"""How often does a hármas make its points in tappertarokk? A played-deal study.

Every seat is played by one of the game's bots (the rule-based bot by default) through the
:class:`~tarokk.core.table.TableGame` interface: the bots bid, the declarer keeps his
talon half and lays his discard, and the tricks are played out; the engine counts each
side's cards in thirds (Tolnai §66). For each contract the study reports how many deals
it was played in, how often the declarer took the winning points (34 of 66 with 42
cards, 36 of 70 with 54), with Wilson's 95 % interval, and his average points.

>>> study = harmas_study(deals=60, seed=1, cards=42)
>>> study.cards, study.win_points, study.deals
(42, 34, 60)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.tapper.state import TapperGame, TapperState
from tarokk.studies.runner import wilson_interval

DEFAULT_DEALS = 2000
"""Deals per deck in the default study: a few seconds each."""
HARMAS = ("three", "lower-three", "upper-three")
"""The three hármas games: "A hármas játékok között csak árfokozatkülönbség van"."""


@dataclass(frozen=True)
class HarmasStudy:
    """The deals played, and for each one the contract and the declarer's points (no game: None)."""

    cards: int
    win_points: int
    deals: int
    seed: int
    bot: str
    contracts: tuple[str | None, ...]
    points: tuple[int | None, ...]

    def table(self) -> pd.DataFrame:
        """Per contract, and for every hármas together: deals played, made, the rate and its
        95 % interval, and the declarer's average points."""
        rows = []
        groups = [(name, (name,)) for name in (*HARMAS, "solo")] + [("every hármas", HARMAS)]
        for label, names in groups:
            points = [p for c, p in zip(self.contracts, self.points, strict=True) if c in names and p is not None]
            if not points:
                continue
            made = sum(1 for p in points if p >= self.win_points)
            low, high = wilson_interval(made, len(points))
            rows.append(
                {
                    "contract": label,
                    "played": len(points),
                    "made": made,
                    "rate": made / len(points),
                    "low": low,
                    "high": high,
                    "mean points": float(np.mean(points)),
                }
            )
        return pd.DataFrame(rows)


def play_deal(game: TapperGame, seed: int, bot: str, rng: np.random.Generator) -> TapperState:
    """One deal dealt from ``seed`` and played out by ``bot`` at every seat."""
    state = game.new_initial_state(seed)
    assert isinstance(state, TapperState)
    return play_out(state, table_bot(game, bot, rng))


def harmas_study(deals: int = DEFAULT_DEALS, seed: int = 0, cards: int = 42, bot: str = "rule") -> HarmasStudy:
    """Play ``deals`` deals of tappertarokk with ``cards`` cards, dealt from seeds ``seed``,
    ``seed + 1`` …, and record each contract and the declarer's points."""
    game = load_game("tapper", seed=seed, cards=cards)
    assert isinstance(game, TapperGame)
    rng = np.random.default_rng(seed)
    contracts: list[str | None] = []
    points: list[int | None] = []
    for number in range(deals):
        state = play_deal(game, seed + number, bot, rng)
        outcome = state.outcome()
        contracts.append(None if outcome is None else outcome.contract)
        points.append(None if outcome is None else outcome.declarer_points)
    return HarmasStudy(cards, game.definition.win_points, deals, seed, bot, tuple(contracts), tuple(points))
