"""Played deals of királyhívásos tarokk: how often the called king lies in the talon, and what
throwing the game then saves (Tolnai §68).

Four rule-based bots (:func:`tarokk.games.kiralyhivasos.bot.rule_policy`) bid and call. At every
hívás whose called king lies in the talon the deal is played three ways from the same cards:
thrown (the declarer pays each player 4), played on with the king's half taken (a self-call),
and played on with the king's half left to the opponents (2 to each, and alone). The throw
saves the declarer what playing on would have cost him beyond the throw's 12.

The rate has an exact value for comparison: the called king is one of the 42 cards the
declarer does not hold, and six of them lie in the talon, so it is there 6/42 = 1/7 of the time.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.kiralyhivasos.bot import THROW_BELOW, rule_policy
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS, THROW
from tarokk.games.kiralyhivasos.state import KiralyhivasosState
from tarokk.games.kiralyhivasos.view import KiralyView
from tarokk.studies.runner import mean_interval, wilson_interval

EXACT_RATE = Fraction(KIRALYHIVASOS.packets.talon, len(KIRALYHIVASOS.deck) - KIRALYHIVASOS.packets.hand)
"""The chance that a king the declarer lacks lies in the talon: 6 of the 42 cards he does not hold."""
THROW_COST = -THROW * (len(KIRALYHIVASOS.seating.active_seats) - 1)
"""What the throw costs the declarer: 4 to each of the three others (Tolnai §68)."""


@dataclass(frozen=True)
class ThrowStudy:
    """What the study measured in ``deals`` deals dealt from ``seed``: ``calls`` hívás games,
    ``in_talon`` of them with the called king in the talon, and the declarer's result in each
    of those played on taking the king's half (``taken``) and leaving it (``left``), with the
    declarer's tarokks before the talon (``tarokks``)."""

    deals: int
    seed: int
    calls: int
    in_talon: int
    taken: tuple[float, ...]
    left: tuple[float, ...]
    tarokks: tuple[int, ...] = ()

    def weak(self, below: int = THROW_BELOW) -> tuple[float, ...]:
        """The results of taking the king's half with fewer than ``below`` tarokks."""
        return tuple(result for result, count in zip(self.taken, self.tarokks, strict=True) if count < below)

    @property
    def rate(self) -> float:
        return self.in_talon / self.calls

    @property
    def rate_ci(self) -> tuple[float, float]:
        """Wilson's 95% interval of the rate."""
        return wilson_interval(self.in_talon, self.calls)

    def saving(self, results: tuple[float, ...]) -> tuple[float, float, float]:
        """What throwing saves against playing on with ``results``: the mean and its 95% interval."""
        mean, low, high = mean_interval([THROW_COST - result for result in results])
        return mean, low, high

    @property
    def throw_better(self) -> tuple[int, tuple[float, float]]:
        """In how many deals the throw beat taking the king's half, with the share's interval."""
        hits = sum(result < THROW_COST for result in self.taken)
        return hits, wilson_interval(hits, len(self.taken))


def run(deals: int = 5000, seed: int = 1) -> ThrowStudy:
    """Deal ``deals`` deals from ``seed`` and measure (see the module's description)."""
    game = load_game("kiralyhivasos", seed=seed)
    seeds = np.random.SeedSequence(seed).generate_state(deals, dtype=np.uint64)
    rng = np.random.default_rng(seed)
    bot = PolicyBot(rule_policy, rng, "rule")
    calls = in_talon = 0
    taken: list[float] = []
    left: list[float] = []
    tarokks: list[int] = []
    for deal_seed in seeds:
        state = game.new_initial_state(int(deal_seed))
        assert isinstance(state, KiralyhivasosState)
        while state.phase in ("auction", "call"):
            view = state.view(state.current_player())
            assert isinstance(view, KiralyView)
            state.apply_action(bot.choose(view, state.legal_actions()))
        if state.contract is None or state.contract.name != "call":
            continue
        calls += 1
        if state.called not in state.talon:
            continue
        in_talon += 1
        king_top = state.called in state.halves()[0]
        tarokks.append(sum(card.is_tarokk for card in state.view(state.seats.index(state.declarer)).hand))
        for outcome, half in ((taken, "top" if king_top else "bottom"), (left, "bottom" if king_top else "top")):
            branch = state.clone()
            branch.apply_action(branch.string_to_action(half))
            outcome.append(play_out(branch, bot).returns()[branch.seats.index(branch.declarer)])
    return ThrowStudy(deals, seed, calls, in_talon, tuple(taken), tuple(left), tuple(tarokks))
