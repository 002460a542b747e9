"""Shared test helpers."""

import random

from hypothesis import settings

from tarokk.core.tricks import TrickPlay
from tarokk.games.paskievics.dealing import deal

# Speed lives in the benchmarks, never in a test: no example has a time limit.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")


def random_play(seed: int, chooser_seed: int | None = None) -> tuple:
    """A deal for ``seed`` played out with random legal cards."""
    dealt = deal(seed)
    play = TrickPlay(dealt.hands)
    chooser = random.Random(seed if chooser_seed is None else chooser_seed)
    while not play.finished:
        play.apply(chooser.choice(play.legal_actions()))
    return dealt, play
