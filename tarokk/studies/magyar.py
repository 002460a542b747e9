"""Magyar tarokk, played deals: what each talon-looking strategy costs and wins (Tolnai §65).

At hármas, alsó hármas, kettős and egyes the declarer buys the talon by looking, each look
raising the game's price. Three rule-based bots (:mod:`tarokk.games.magyar.bot`) play the
same deals once for each looking strategy of :data:`~tarokk.games.magyar.bot.LOOKING`: the
auction and the first look are the same, only the declarer's further looks differ. For each
strategy the study gives, over the deals whose contract buys the talon, the mean number of
looks, the mean price of the game, the declarer's win rate, and his mean result against each
opponent (game and figures), each with its 95 % interval (a Wilson interval for the rate, the
normal interval of the mean otherwise).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from tarokk.core.definition import TalonHandling
from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.magyar.bot import LOOKING, Looking, make_rule_policy
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.state import MagyarState
from tarokk.studies.runner import mean_interval, wilson_interval

DEFAULT_DEALS = 400
"""Deals dealt for the book: enough for intervals of a few hundredths, in seconds."""


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95 % interval."""

    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        """The mean of ``values`` and its normal 95 % interval."""
        return cls(*mean_interval(values))


@dataclass(frozen=True)
class LookingResult:
    """One strategy's numbers over the deals whose declarer bought the talon."""

    strategy: Looking
    deals: int
    looks: Estimate
    price: Estimate
    wins: int
    win_rate: Estimate
    result: Estimate


def play_deal(seed: int, looking: Looking, **options: Any) -> MagyarState:
    """Deal ``seed`` played by three rule-based bots looking at the talon by ``looking``."""
    game = load_game("magyar", seed=seed, **options)
    state = game.new_initial_state()
    assert isinstance(state, MagyarState)
    return play_out(state, PolicyBot(make_rule_policy(looking), np.random.default_rng(seed), "rule"))


def looking_study(deals: int = DEFAULT_DEALS, seed: int = 1, **options: Any) -> list[LookingResult]:
    """Each looking strategy on the same ``deals`` deals (seeds ``seed`` … ``seed + deals − 1``)."""
    results = []
    for looking in LOOKING:
        looks, prices, won, gains = [], [], [], []
        for deal in range(seed, seed + deals):
            state = play_deal(deal, looking, **options)
            if state.contract is None or state.contract.talon != TalonHandling.PEEK_AT_PRICE:
                continue
            looks.append(float(state.purchase.looks if state.purchase else 0))
            prices.append(float(state.price()))
            won.append(state.declarer_points() >= MAGYAR.win_points)
            gains.append(state.returns()[MAGYAR.seating.active_seats.index(state.declarer)] / 2)
        low, high = wilson_interval(sum(won), len(won))
        rate = sum(won) / len(won) if won else math.nan
        results.append(
            LookingResult(
                looking, len(won), Estimate.of(looks), Estimate.of(prices), sum(won), Estimate(rate, low, high),
                Estimate.of(gains),
            )
        )  # fmt: skip
    return results
