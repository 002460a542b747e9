"""Módosított hármastarokk as data (nehezebb-kartyajatekok.txt, "Módosított hármastarokk"): the
numbers, each beside its source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`), with
the prices and the four-handed deal in its own tables."""

from __future__ import annotations

from collections.abc import Mapping

from tarokk.core.gamedata import load_definition, load_table

MODOSITOTT = load_definition(__name__)
"""Módosított hármastarokk: 42 cards, three players (four with the option), three kettős and the szóló."""
PRICES: Mapping[str, int] = load_table(__name__, "prices", Mapping[str, int])
"""What the page keeps of the prices: a kettős won (``kettos_win``), what each pair put back adds
to a loss (``per_pair_back``), and what the mizer's loser pays each player (``mizer``)."""
FOUR: Mapping[str, int] = load_table(__name__, "four", Mapping[str, int])
"""The four-handed deal: ``hand``, the cards each player is dealt."""
