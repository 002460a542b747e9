"""The search bot of every table game: it plays each of its choices out in deals its seat
cannot tell from the real one, and leaves the game's rule-based bot only for a choice that
does clearly better.

**Samples.** The view a bot is given draws deals alike (:func:`~tarokk.phases.samples.sample_deal`):
the cards its seat has not seen dealt again to the places it has not seen, the deal replayed
on the engine, a sample the rules refuse or that shows the seat anything else dropped. A
sample depends only on what the seat knows.

**Evaluation.** In every sample the bot takes each candidate (every legal action, or the
rule-based choice and others drawn at random where there are more than
:attr:`TableSearch.candidates`), and the game's rule-based bot plays every seat on to the end;
what a candidate is worth is the seat's payment (:meth:`~tarokk.core.state.State.returns`).
Every candidate is played out in the same samples, and the bot leaves the rule-based choice
only when the paired gain stands :attr:`TableSearch.confidence` standard errors clear of nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from tarokk.bots.paired import clearly_better, paired_gain
from tarokk.core.errors import TarokkInputError
from tarokk.core.players import Policy, PolicyBot
from tarokk.core.table import TableGame, play_out


@dataclass(frozen=True)
class TableSearch:
    """The search bot of a table game whose rule-based bot is ``advice``: ``samples`` deals alike
    per decision, at most ``candidates`` actions tried in each, ``confidence`` standard errors of
    paired gain needed to leave the advice."""

    advice: Policy
    samples: int = 8
    candidates: int = 8
    confidence: float = 1.0

    def __call__(self, view: Any, legal: Sequence[int], rng: np.random.Generator) -> int:
        advice = self.advice(view, legal, rng)
        draw = getattr(view, "deals_alike", None)  # a view of the shared phases draws them
        if len(legal) == 1 or draw is None:
            return advice
        deals = [deal for deal in (draw(rng) for _ in range(self.samples)) if deal is not None]
        if len(deals) < 2:
            return advice
        others = [action for action in legal if action != advice]
        if len(others) >= self.candidates:
            others = [others[i] for i in sorted(rng.choice(len(others), self.candidates - 1, replace=False))]
        player = view.seats.index(view.seat)
        worth: dict[int, list[float]] = {action: [] for action in [advice, *others]}
        for deal in deals:
            for action, values in worth.items():
                trial = deal.clone()
                trial.apply_action(action)
                values.append(play_out(trial, PolicyBot(self.advice, rng, "rule")).returns()[player])
        best, gain = advice, 0.0
        for action in others:
            if (
                clearly_better(worth[action], worth[advice], self.confidence)
                and (more := paired_gain(worth[action], worth[advice])) > gain
            ):
                best, gain = action, more
        return best


def table_policies(game: TableGame) -> Mapping[str, Policy]:
    """How the bots of ``game`` choose, by name: its own (``random``, ``rule``) and ``search``."""
    return {**game.policies, "search": TableSearch(game.policies["rule"])}


def table_bot(game: TableGame, name: str, rng: np.random.Generator) -> PolicyBot:
    """The bot ``name`` of ``game`` (``random``, ``rule`` or ``search``), drawing from ``rng``."""
    policies = table_policies(game)
    if name not in policies:
        names = ", ".join(policies)
        raise TarokkInputError(
            f"{game.name} has no bot {name!r}: expected one of {names}",
            hu=f"a {game.name} játékban nincs {name!r} nevű gép; ezek vannak: {names}",
        )
    return PolicyBot(policies[name], rng, name)
