"""Shared test helpers."""

import random

from tarokk.core.packs import deal
from tarokk.core.tricks import TrickPlay


def random_play(seed: int, chooser_seed: int | None = None) -> tuple:
    """A deal for ``seed`` played out with random legal cards."""
    dealt = deal(seed)
    play = TrickPlay(dealt.hands)
    chooser = random.Random(seed if chooser_seed is None else chooser_seed)
    while not play.finished:
        play.apply(chooser.choice(play.legal_actions()))
    return dealt, play
