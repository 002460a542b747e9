"""The actions of tappertarokk by name, as records write them: the calls of the auction, the
talon's halves, the announcements, the kontras (``kontra game`` … ``mordkontra volat``), and a
card laid away or played as Tolnai abbreviates it (``discard K d``, ``play XXI``)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.games.tapper.definition import TAPPER42
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds
from tarokk.phases.kontras import GAME

BIDS = tuple(contract.name for contract in TAPPER42.contracts)
"""The games, lowest first: hármas, alsó hármas, felső hármas, szóló."""
AUCTION_RULES = AuctionRuleIds("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
"""The catalogue's rules the auction (:class:`~tarokk.phases.auction.LadderAuction`) refuses under."""
BETS = (GAME, "ultimo", "volat")
"""What a kontra (Tolnai §48) can be said on: the game, the announced pagátultimó, the announced volát."""
HALVES = ("first three", "second three")
ANNOUNCEMENTS = ("ultimo", "volat", "tarokks")
KONTRAS = tuple(f"{word} {bet}" for bet in BETS for word in TAPPER42.kontras.words)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK54)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK54)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, *HALVES, *ANNOUNCEMENTS, *KONTRAS, *DISCARDS, *PLAYS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``; the 42 cards are among the 54."""
