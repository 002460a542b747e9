"""The actions of trisáktarokk and the Hungarian a player may say for them: ``pass``, ``play`` (A's
opening), the contracts, ``trisak``/``game`` (A's choice), the talon's words, ``announce kings``,
``done``, and the cards as Tolnai writes them (``discard K k``, ``play XXI``)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.games.trisak.definition import BIDS, HOLDING_PRIZES, TRISAK
from tarokk.games.trisak.words import WORDS
from tarokk.phases.auction import PASS

ANNOUNCEABLE = ("ultimo", *HOLDING_PRIZES)
BID_NAMES = ("play", *BIDS[1:])  # A opens with "play"; the first level is named "game" when chosen
CHOICES = ("trisak", "game")
"""A's choice when everyone passed his opening: trisákolás or the first level."""
TALON_WORDS = ("take top", "take bottom", "settle", "keep", "swap")
"""The talon's words: at ultimóhívás the first three, at hármasték the last two."""
WORD_ACTIONS = (PASS, *BID_NAMES, *CHOICES, *TALON_WORDS, *(f"announce {item}" for item in ANNOUNCEABLE), "done")
CARD_ACTIONS = tuple(f"{verb} {card.tolnai}" for verb in ("discard", "play") for card in DECK54)
ACTIONS = ActionTable((*WORD_ACTIONS, *CARD_ACTIONS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""

HU_ALIASES = {said.hu: said.en for said in WORDS.group("typed").values()} | {
    TRISAK.contract(bid).hu: bid for bid in BIDS[1:]
}
"""The Hungarian a player may type for an action: a contract by its name, the other words as ``words.toml`` has them."""
