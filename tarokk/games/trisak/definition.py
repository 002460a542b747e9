"""Trisáktarokk as data (Tolnai §73): the definition, whose numbers stand beside their sources in
``definition.toml`` (:mod:`tarokk.core.gamedata`), and the game's own price tables."""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

TRISAK = load_definition(__name__)
"""Trisáktarokk: 54 cards, four players, seven contracts from trisákolás to hármas szóló."""
BIDS = tuple(contract.name for contract in TRISAK.contracts if contract.name != "trisak")
"""The contracts of the auction, lowest first; trisákolás is not bid but A's choice when the others pass."""

ULTIMO_PRICES = {"game": (10, 20), "ultimo": (None, 40), "three": (20, 40), "solo": (40, 80)}
"""The pagátultimó's price (silent, announced) by contract, None where only the announced one is
paid (Tolnai §73, quoted in ``rules.toml``)."""
HOLDING_PRIZES = {"tarokks": 10, "kings": 10, "trull": 10, "honours": 10}
"""The holding prizes, each paid to its holder by each other player (Tolnai §73)."""
SOLO_PRIZE_FACTOR = 2
"""„Mindezen pontok hármas szólónál duplán számítandók” (Tolnai §73)."""
TRICKLESS_PAYMENT = 9
"""What a player who took no trick in trisákolás gets from the top scorer (Tolnai §73)."""
