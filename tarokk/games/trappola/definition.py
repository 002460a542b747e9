"""Trappola as data (Nehezebb kártyajátékok, Trappola): the numbers, each beside its source, are
in ``definition.toml`` (:mod:`tarokk.core.gamedata`), the prices the page lost in its
``[own.combinations]`` and ``[own.prices]``."""

from __future__ import annotations

from collections.abc import Mapping

from tarokk.core.gamedata import load_definition, load_table

TRAPPOLA = load_definition(__name__)
"""Trappola: 36 cards counting 72, two hands of nine dealt four and five, a talon of 18."""
TRAPPOLA40 = load_definition(__name__, "forty")
"""The 40-card variant: hands of ten, a talon of 20."""
COMBINATIONS: Mapping[str, int] = load_table(__name__, "combinations", Mapping[str, int])
"""What three cards of a rank declared are worth, by rank (``ace``, ``king``, ``queen``, ``jack``, ``two``)."""
PRICES: Mapping[str, int] = load_table(__name__, "prices", Mapping[str, int])
"""The special tricks' points (``two``, ``last``, ``last-with-two``) and the factor of four of a kind
(``four-of-a-kind``)."""
