"""The one protocol every bot of every game follows: a :class:`Bot` is given what its seat
sees and the legal actions, never the state, and returns one of the actions; so a bot cannot
see a hidden card.

A Paskievics deal's bots (:mod:`tarokk.bots.players`, :mod:`tarokk.bots.search`) are written
as bots. A table game's bots are written as :data:`Policy` functions, which take the random
source a deal's play draws from; a :class:`PolicyBot` seats one of them at the table with that
source (:func:`~tarokk.bots.tables.table_bot`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import numpy as np

ViewT = TypeVar("ViewT", contravariant=True)
ActionT = TypeVar("ActionT")


class Bot(Protocol[ViewT, ActionT]):
    """A player: chooses one of ``legal`` from what its seat's ``view`` shows."""

    @property
    def name(self) -> str:
        """What the bot is called where a study or the command line chooses it (``rule``, ``search``…)."""

    def choose(self, view: ViewT, legal: Sequence[ActionT]) -> ActionT:
        """One of ``legal``, chosen from what ``view`` shows."""


Policy = Callable[[Any, Sequence[int], np.random.Generator], int]
"""How a table game's bot chooses: given a seat's view, the legal actions and a random source,
the action it takes (one of the legal actions)."""


def random_policy(view: Any, legal: Sequence[int], rng: np.random.Generator) -> int:
    """Any legal action, uniformly: the baseline every game has."""
    return int(legal[int(rng.integers(len(legal)))])


@dataclass(frozen=True)
class PolicyBot:
    """A :class:`Bot` that chooses by ``policy``, drawing from ``rng``: one generator may serve
    every seat of a deal, so that a seeded deal is played the same way whoever sits where."""

    policy: Policy
    rng: np.random.Generator
    name: str = "policy"

    def choose(self, view: Any, legal: Sequence[int]) -> int:
        return self.policy(view, legal, self.rng)
