"""The action vocabulary of királyhívásos tarokk, each action's name as records write it:
``pass``, ``hold``, the bids, ``call Kő k``, ``top``, ``bottom``, ``throw``, ``discard T 10``,
``announce trull``, ``kontra game``, ``play XXI`` (cards as :attr:`~tarokk.core.cards.Card.tolnai`)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.core.figures import Figure
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
from tarokk.games.kiralyhivasos.scoring import ANNOUNCEABLE
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds

AUCTION_RULES = AuctionRuleIds(
    "kiralyhivasos.auction.higher", "kiralyhivasos.auction.hold", "kiralyhivasos.auction.all-pass"
)
"""The catalogue's rules the auction refuses under."""
CONTRACTS = KIRALYHIVASOS.contracts
BIDS = tuple(contract.name for contract in CONTRACTS)
HALVES, THROW = ("top", "bottom"), "throw"
"""The talon's top and bottom three (§68), and the throw of a hívás whose called king lies in it."""
TALON_PARTS = (*HALVES, THROW)
BETS = (Figure.GAME, *ANNOUNCEABLE)
"""What a kontra can be said on: the game and each figure once announced."""
CALLS = tuple(f"call {card.tolnai}" for card in DECK54 if card.is_king)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK54)
ANNOUNCEMENTS = tuple(f"announce {figure.value}" for figure in ANNOUNCEABLE)
KONTRAS = tuple(f"{word} {bet.value}" for bet in BETS for word in KIRALYHIVASOS.kontras.words)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK54)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, *CALLS, *TALON_PARTS, *DISCARDS, *ANNOUNCEMENTS, *KONTRAS, *PLAYS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
