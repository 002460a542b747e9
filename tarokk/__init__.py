"""tarokk: an executable rule book for Hungarian (Paskievics) tarokk.

The engine's parts: :mod:`tarokk.cards` (the deck), :mod:`tarokk.dealing`,
:mod:`tarokk.bidding` (the auction), :mod:`tarokk.play` (tricks),
:mod:`tarokk.records` (game records) and :mod:`tarokk.rules` (rulesets).
"""

__version__ = "0.1.0"
