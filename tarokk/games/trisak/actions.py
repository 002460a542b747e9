"""The action vocabulary of trisáktarokk and the Hungarian a player may say for it.

Bids: seat A opens with ``play`` („kijelentheti, hogy játszik”), the others ``pass`` or
name a higher contract; A then chooses ``trisak`` or ``game`` when everyone passed. The
talon: ``take top``/``take bottom``/``settle`` at ultimóhívás, ``keep``/``swap`` at
hármasték. Announcements: ``announce ultimo``, ``announce tarokks``, ``announce kings``,
``announce honours``, ``done``. Cards: ``discard K k``, ``play XXI`` (Tolnai's abbreviations).
"""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.games.trisak.definition import BIDS, HOLDING_PRIZES, TRISAK
from tarokk.phases.auction import PASS

ANNOUNCEABLE = ("ultimo", *HOLDING_PRIZES)
BID_NAMES = ("play", *BIDS[1:])  # A opens with "play"; the first level is named "game" when chosen
BID_CONTRACT = {"play": "game", **{bid: bid for bid in BIDS[1:]}}
CHOICES = ("trisak", "game")
"""A's choice when everyone passed his opening: trisákolás or the first level."""
TALON_WORDS = ("take top", "take bottom", "settle", "keep", "swap")
"""The talon's words: at ultimóhívás the first three, at hármasték the last two."""
ACTIONS = ActionTable(
    (
        PASS,
        *BID_NAMES,
        *CHOICES,
        *TALON_WORDS,
        *(f"announce {item}" for item in ANNOUNCEABLE),
        "done",
        *(f"discard {card.tolnai}" for card in DECK54.cards),
        *(f"play {card.tolnai}" for card in DECK54.cards),
    ),
    DECK54,
)
"""Action ``i`` is written ``ACTIONS.names[i]``."""

HU_ALIASES: dict[str, str] = {
    "passz": "pass",
    "játszom": "play",
    **{TRISAK.contract(bid).hu: bid for bid in BIDS[1:]},
    "trisák": "trisak",
    "trisákolok": "trisak",
    "első fokozat": "game",
    "felső": "take top",
    "alsó": "take bottom",
    "kiegyezem": "settle",
    "megtartom": "keep",
    "cserélek": "swap",
    "nincs több": "done",
}
"""The Hungarian words a player says for the actions that are words (the cards are named as
Tolnai writes them): ``passz``, ``játszom``, ``trisákolok``, ``hármasték`` …"""
