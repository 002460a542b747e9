"""Trappola's actions as records write them: ``keep`` (the hand is kept), ``exchange`` (the hand
thrown face up and as many cards drawn from the talon, „csere”) and a card played (``play Kő á``),
each card of both packs as Tolnai's notation writes a suit card."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import FAMILIES, Card, Deck, Suit

KEEP, EXCHANGE = "keep", "exchange"
EVERY_CARD = Deck(
    "every Trappola card",
    1,
    [Card(suit, rank, "trappola") for suit in Suit for rank in FAMILIES["trappola"].ranks],
    "trappola",
)
"""The cards of both packs (36 and 40), which the actions name: the 2 … 10 and the court cards of each suit."""
ACTIONS = ActionTable((KEEP, EXCHANGE, *(f"play {card.tolnai}" for card in EVERY_CARD)), EVERY_CARD)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
HUNGARIAN_NAMES = {"csere": EXCHANGE, "cserélek": EXCHANGE, "megtartom": KEEP, "maradok": KEEP}
"""The players' words for the exchange and for keeping the hand, lower-case."""
