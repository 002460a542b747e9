"""The action vocabulary of trisáktarokk and the Hungarian a player may say for it.

Bids: seat A opens with ``play`` („kijelentheti, hogy játszik”), the others ``pass`` or
name a higher contract; A then chooses ``trisak`` or ``game`` when everyone passed. The
talon: ``take top``/``take bottom``/``settle`` at ultimóhívás, ``keep``/``swap`` at
hármasték. Announcements: ``announce ultimo``, ``announce tarokks``, ``announce kings``,
``announce honours``, ``done``. Cards: ``discard K k``, ``play XXI`` (Tolnai's abbreviations).
"""

from __future__ import annotations

from tarokk.core.cards import DECK54
from tarokk.games.trisak.definition import BIDS, HOLDING_PRIZES, TRISAK

ANNOUNCEABLE = ("ultimo", *HOLDING_PRIZES)
BID_NAMES = ("play", *BIDS[1:])  # A opens with "play"; the first level is named "game" when chosen
ACTION_NAMES: tuple[str, ...] = (
    "pass",
    *BID_NAMES,
    "trisak",
    "game",
    "take top",
    "take bottom",
    "settle",
    "keep",
    "swap",
    *(f"announce {item}" for item in ANNOUNCEABLE),
    "done",
    *(f"discard {card.tolnai}" for card in DECK54.cards),
    *(f"play {card.tolnai}" for card in DECK54.cards),
)
INDEX = {name: index for index, name in enumerate(ACTION_NAMES)}
DISCARD0 = INDEX[f"discard {DECK54.cards[0].tolnai}"]
PLAY0 = INDEX[f"play {DECK54.cards[0].tolnai}"]
CARD_INDEX = {card: index for index, card in enumerate(DECK54.cards)}

BID_CONTRACT = {"play": "game", **{bid: bid for bid in BIDS[1:]}}

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
