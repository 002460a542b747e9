"""Trisák or play? The first player's choice in trisáktarokk, by played deals (Tolnai §73).

When the other three pass, seat A chooses between trisákolás (paying 3 to each other
player if he takes the most points) and the first level (4 a head with a partner, if his
side takes 54 of the 106 points). :func:`choice_deals` plays every deal in which the
choice comes up both ways from the same cards, with the rule-based bots in every seat,
and records what A received each way; :func:`by_tarokks` sets it out by the number of
tarokks A was dealt, with the odds of the 54 points; :func:`strategies` prices each rule
"play the first level from ``t`` tarokks, else trisák" with a 95 % interval, the best
first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from tarokk.bots.tables import table_bot
from tarokk.core.cards import TAROKKS, mask_of
from tarokk.core.table import play_out
from tarokk.games.trisak.state import TrisakGame, TrisakState
from tarokk.studies.runner import mean_interval, wilson_interval

if TYPE_CHECKING:
    import pandas as pd

DEFAULT_DEALS = 2000
"""Deals dealt by default: the choice comes up in most of them; a few seconds' play."""


@dataclass(frozen=True)
class ChoiceDeal:
    """One deal at A's choice: his dealt tarokks, what he receives trisáking and playing
    the first level, and whether his side then took 54 points."""

    seed: int
    tarokks: int
    trisak: float
    game: float
    won: bool


def _play_out(state: TrisakState, rng: np.random.Generator) -> TrisakState:
    return play_out(state, table_bot(state.game, "rule", rng))


def choice_deals(deals: int = DEFAULT_DEALS, seed: int = 1, **options: object) -> list[ChoiceDeal]:
    """Deal ``deals`` deals from ``seed`` on; in each where the auction leaves A the choice,
    play it out both ways with the rule-based bots (the same random stream each way)."""
    game = TrisakGame(seed, **options)
    found = []
    for number in range(seed, seed + deals):
        state = game.new_initial_state(number)
        assert isinstance(state, TrisakState)
        rng = np.random.default_rng(number)
        bot = table_bot(game, "rule", rng)
        while state.phase == "auction":
            state.apply_action(bot.choose(state.view(state.current_player()), state.legal_actions()))
        if state.phase != "choice" or state.to_act != "A":
            continue
        tarokks = (mask_of(state.hand("A")) & TAROKKS).bit_count()
        results = {}
        for choice in ("trisak", "game"):
            branch = state.clone()
            branch.apply_action(branch.string_to_action(choice))
            results[choice] = _play_out(branch, np.random.default_rng(number))
        played = results["game"]
        won = played.settlement()[0].amounts[0] > 0
        found.append(
            ChoiceDeal(number, tarokks, results["trisak"].returns()[0], results["game"].returns()[0], bool(won))
        )
    return found


def by_tarokks(found: list[ChoiceDeal]) -> pd.DataFrame:
    """Per number of A's tarokks (up to 2 and from 8 pooled): deals, the chance his side
    takes 54 at the first level with its Wilson interval, A's mean receipt trisáking and
    playing, and the gain of playing with its 95 % interval."""
    import pandas as pd

    rows = []
    groups = sorted({min(max(deal.tarokks, 2), 8) for deal in found})
    for group in groups:
        deals = [deal for deal in found if min(max(deal.tarokks, 2), 8) == group]
        wins = sum(deal.won for deal in deals)
        low, high = wilson_interval(wins, len(deals))
        gain, gain_low, gain_high = mean_interval([deal.game - deal.trisak for deal in deals])
        label = f"≤{group}" if group == 2 else (f"≥{group}" if group == 8 else str(group))
        rows.append(
            {
                "tarokks": label,
                "deals": len(deals),
                "54 points": wins / len(deals),
                "54 low": low,
                "54 high": high,
                "trisák": float(np.mean([deal.trisak for deal in deals])),
                "first level": float(np.mean([deal.game for deal in deals])),
                "gain": gain,
                "gain low": gain_low,
                "gain high": gain_high,
            }
        )
    return pd.DataFrame(rows)


def strategies(found: list[ChoiceDeal]) -> pd.DataFrame:
    """Each rule "the first level from ``t`` tarokks up, trisák below" (t = 0 always
    plays, 13 always trisáks): A's mean receipt per choice with its 95 % interval, best first."""
    import pandas as pd

    rows = []
    for threshold in range(14):
        mean, low, high = mean_interval([deal.game if deal.tarokks >= threshold else deal.trisak for deal in found])
        rows.append({"play from": threshold, "mean": mean, "low": low, "high": high})
    return pd.DataFrame(rows).sort_values("mean", ascending=False, kind="stable").reset_index(drop=True)
