"""The action vocabulary of trisáktarokk and its words in English and Hungarian.

Bids: seat A opens with ``play`` („kijelentheti, hogy játszik”), the others ``pass`` or
name a higher contract; A then chooses ``trisak`` or ``game`` when everyone passed. The
talon: ``take top``/``take bottom``/``settle`` at ultimóhívás, ``keep``/``swap`` at
hármasték. Announcements: ``announce ultimo``, ``announce tarokks``, ``announce kings``,
``announce honours``, ``done``. Cards: ``discard K k``, ``play XXI`` (Tolnai's abbreviations).
"""

from __future__ import annotations

from tarokk.core.cards import DECK54
from tarokk.games.trisak.definition import BIDS, HOLDING_PRIZES, TRISAK

ANNOUNCEMENTS = ("ultimo", *HOLDING_PRIZES)
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
    *(f"announce {item}" for item in ANNOUNCEMENTS),
    "done",
    *(f"discard {card.tolnai}" for card in DECK54.cards),
    *(f"play {card.tolnai}" for card in DECK54.cards),
)
INDEX = {name: index for index, name in enumerate(ACTION_NAMES)}
DISCARD0 = INDEX[f"discard {DECK54.cards[0].tolnai}"]
PLAY0 = INDEX[f"play {DECK54.cards[0].tolnai}"]
CARD_INDEX = {card: index for index, card in enumerate(DECK54.cards)}

BID_CONTRACT = {"play": "game", **{bid: bid for bid in BIDS[1:]}}
BID_HU = {"pass": "passz", "play": "játszom"}
"""The Hungarian words of the bids that name no contract; the others are said by the contract's name."""
BID_EN = {
    "pass": "passes",
    "play": "will play",
    "ultimo": "calls for the ultimó",
    "bettli": "bids bettli",
    "three": "bids hármasték",
    "open bettli": "bids open bettli",
    "solo": "bids hármas szóló",
}
WORDS = {
    "trisak": ("trisáks, without the talon", "trisákol, a talon nélkül"),
    "game": ("plays the first level", "első fokozatot játszik"),
    "take top": ("takes the top three", "a felső hármat veszi fel"),
    "take bottom": ("takes the bottom three", "az alsó hármat veszi fel"),
    "settle": ("settles for half of game and ultimó", "kiegyezik a játék és az ultimó fél díjában"),
    "keep": ("keeps the three he looked at", "megtartja a megnézett hármat"),
    "swap": ("turns them back and takes the other three", "felborítva visszateszi és a másik hármat veszi"),
    "announce ultimo": ("announces the ultimó", "bemondja az ultimót"),
    "done": ("announces nothing more", "nincs több bemondása"),
    **{f"announce {item}": (f"announces {en}", f"bemondja: {hu}") for item, (en, hu, _) in HOLDING_PRIZES.items()},
}
"""The other actions' words: (English, Hungarian)."""

HU_ALIASES: dict[str, str] = {
    **{hu: name for name, hu in BID_HU.items()},
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
