"""The words of a deal of tappertarokk and what a seat sees of it.

Every action has a short name, as records write it: the calls of the auction (``pass``,
``hold``, ``three``, ``lower-three``, ``upper-three``, ``solo``), the talon's halves
(``first three``, ``second three``), the announcements (``ultimo``, ``volat``,
``tarokks``), the kontras (``kontra game`` … ``mordkontra volat``), and a card laid away
or played, as Tolnai abbreviates it (``discard K d``, ``play XXI``). The vocabulary is
the same for both decks: the 42 cards are among the 54.
"""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.games.tapper.definition import CONTRACTS
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds

BIDS = tuple(contract.name for contract in CONTRACTS)
"""The games, lowest first: hármas, alsó hármas, felső hármas, szóló."""
AUCTION_RULES = AuctionRuleIds("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
"""The catalogue's rules the auction (:class:`~tarokk.phases.auction.LadderAuction`) refuses under."""
BETS = ("game", "ultimo", "volat")
"""What a kontra can be said on: the game, the announced pagátultimó, the announced volát."""
KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontras of Tolnai §48, each doubling the last."""
HALVES = ("first three", "second three")
ANNOUNCEMENTS = ("ultimo", "volat", "tarokks")
KONTRAS = tuple(f"{word} {bet}" for bet in BETS for word in KONTRA_WORDS)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK54)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK54)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, *HALVES, *ANNOUNCEMENTS, *KONTRAS, *DISCARDS, *PLAYS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""

AUCTION, TALON, DISCARD, ANNOUNCE, PLAY, OVER = "auction", "talon", "discard", "announce", "play", "over"
"""The phases of a deal, as a view's ``phase`` names them."""
