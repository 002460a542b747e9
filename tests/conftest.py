"""Shared test helpers."""

import random

import pytest
from hypothesis import settings

from tarokk.cli import language
from tarokk.core.tricks import TrickPlay
from tarokk.games.paskievics.dealing import deal

# Speed lives in the benchmarks, never in a test: no example has a time limit.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")


@pytest.fixture(autouse=True)
def english_afterwards():
    """A command run with ``--lang hu`` speaks Hungarian until told otherwise: every test
    begins in English, whatever the one before it asked for."""
    language.use("en")
    yield
    language.use("en")


def random_play(seed: int, chooser_seed: int | None = None) -> tuple:
    """A deal for ``seed`` played out with random legal cards."""
    dealt = deal(seed)
    play = TrickPlay(dealt.hands)
    chooser = random.Random(seed if chooser_seed is None else chooser_seed)
    while not play.finished:
        play.apply(chooser.choice(play.legal_actions()))
    return dealt, play
