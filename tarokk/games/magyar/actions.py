"""The action vocabulary of magyar tarokk (Tolnai §65): every action a deal can list, as a
fixed small integer.

======== ================================================================ =====
ints     actions                                                          count
======== ================================================================ =====
0–1      ``pass`` (also ends a turn of announcements), ``hold`` (tartom)      2
2–6      the bids: three, lower-three, two, one, solo                        5
7–8      the talon: ``look`` (turn up the next part), ``keep`` (keep the      2
         part last turned up)
9–50     ``discard`` one card, for each card of the 42-card deck            42
51–92    ``play`` one card, for each card of the 42-card deck               42
93–97    the figures: trull, four-kings, volat, pagat-ultimo, xxi-capture     5
98–127   kontras, level 1 (kontra) … 5 (mordkontra), on the game and on       30
         each figure: ``kontra game``, ``rekontra trull`` …
======== ================================================================ =====

Cards are named as :attr:`~tarokk.core.cards.Card.tolnai` writes them: ``play XXI``,
``discard Kő k``.
"""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK42
from tarokk.core.figures import Figure
from tarokk.games.magyar.definition import MAGYAR
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds

BIDS = tuple(contract.name for contract in MAGYAR.contracts)
"""The contracts' calls, lowest first."""
LOOK, KEEP = "look", "keep"
FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.VOLAT, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE)
"""The figures a player may announce, in the order of the vocabulary."""
TARGETS: tuple[str, ...] = ("game", *FIGURES)
"""What a kontra can be said on: the game or an announced figure."""
KONTRAS = tuple(f"{word} {target}" for word in MAGYAR.kontras.words for target in TARGETS)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK42)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK42)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, LOOK, KEEP, *DISCARDS, *PLAYS, *map(str, FIGURES), *KONTRAS), DECK42)
"""Action ``i`` is written ``ACTIONS.names[i]``, as records write it."""
AUCTION_RULES = AuctionRuleIds("magyar.auction.higher", "magyar.auction.hold", "magyar.auction.end")
"""The catalogue's rules the auction refuses under."""
