"""Jókai-hármas as data (nehezebb-kartyajatekok.txt, "Hármas tarokk"): the numbers, each beside
its source, are in ``definition.toml`` (:mod:`tarokk.core.gamedata`), with the skart's
deductions and the prices in its own tables."""

from __future__ import annotations

from collections.abc import Mapping

from tarokk.core.gamedata import load_definition, load_table

JOKAI = load_definition(__name__)
"""Jókai-hármas: 42 cards, three players, three kettős that look at the skart's pairs and the szóló."""
SKART: Mapping[str, int] = load_table(__name__, "skart", Mapping[str, int])
"""The points the skart deducts: ``laid`` from the declarer for the pair he lays away, ``rest``
from the opponents for the other four, ``solo`` from them for all six at szóló."""
PRICES: Mapping[str, int] = load_table(__name__, "prices", Mapping[str, int])
"""What the page keeps of the prices: a kettős won (``kettos_win``), the consolation
(``consolation``) and the szóló's (``solo_consolation_won``, ``solo_consolation_lost``)."""
