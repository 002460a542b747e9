"""tarokk: an executable rule book for Hungarian (Paskievics) tarokk.

The engine's parts: :mod:`tarokk.core.cards` (the deck), :mod:`tarokk.core.packs`,
:mod:`tarokk.games.paskievics.bidding` (the auction), :mod:`tarokk.core.tricks` (tricks),
:mod:`tarokk.core.records` (game records) and :mod:`tarokk.core.rules` (rulesets).
"""

__version__ = "0.1.0"
