"""Two choices compared on the same samples: a search bot leaves its advice only for a choice
that does better by more than the samples' noise."""

from __future__ import annotations

import math
from collections.abc import Sequence


def paired_gain(challenger: Sequence[float], advice: Sequence[float]) -> float:
    """What ``challenger`` gains over ``advice`` on average, sample by sample."""
    return sum(mine - theirs for mine, theirs in zip(challenger, advice, strict=True)) / len(advice)


def clearly_better(challenger: Sequence[float], advice: Sequence[float], bar: float) -> bool:
    """Whether ``challenger`` beats ``advice`` (the values of each in the same samples) by more
    than the samples' noise: the mean of the paired differences more than ``bar`` standard
    errors above zero."""
    gains = [mine - theirs for mine, theirs in zip(challenger, advice, strict=True)]
    count = len(gains)
    mean = sum(gains) / count
    if mean <= 0:
        return False
    if count == 1:
        return True
    variance = sum((gain - mean) ** 2 for gain in gains) / (count - 1)
    return mean > bar * math.sqrt(variance / count)
