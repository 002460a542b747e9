"""Droggn as data (Nehezebb kártyajátékok, Droggn): the numbers, each beside its source, are in
``definition.toml`` (:mod:`tarokk.core.gamedata`), the bonuses' prices in its ``[own.prices]``."""

from __future__ import annotations

from collections.abc import Mapping

from tarokk.core.gamedata import load_definition, load_table

DROGGN = load_definition(__name__)
"""Droggn: 54 cards counting 106, three players of seventeen, a talon of three, three contracts."""
PRICES: Mapping[str, int] = load_table(__name__, "prices", Mapping[str, int])
"""The bonuses in units, by name: ``pagat-ulti``, ``skiz-ulti``, ``pagat-capture``."""
