"""tarokk: an executable rule book for Hungarian (Paskievics) tarokk.

The engine's parts: :mod:`tarokk.core.cards` (the deck), :mod:`tarokk.core.packs` (shuffling and dealing),
:mod:`tarokk.games.paskievics.bidding` (the auction), :mod:`tarokk.core.tricks` (tricks),
:mod:`tarokk.core.gamerecords` (game records) and :mod:`tarokk.games.paskievics.ruleset` (rulesets).
:data:`ENGINE` says whether the hot modules run compiled or from the source
(:mod:`tarokk.engine`).
"""

from tarokk.engine import choose

__version__ = "0.1.0"
ENGINE = choose()
