"""The action vocabulary of the 54-card ten-contract tarokk, and the actions in words.

Action ``i`` is written ``ACTION_NAMES[i]`` in records: ``pass``, the ten bids (``trisak``,
``game``, ``ultimo``, ``betli``, ``game-ultimo``, ``three``, ``three-ultimo``, ``open-betli``,
``solo-three``, ``solo-three-ultimo``), ``help`` (segítek), the call (``call XVIII``), the
half of the skart (``take top``, ``take bottom``, ``show talon``), ``kontra``, ``rekontra``,
a card laid in the skart (``discard T b``) and a card played (``play XXI``); cards as
Tolnai abbreviates them (:attr:`~tarokk.core.cards.Card.tolnai`).
"""

from __future__ import annotations

from tarokk.core.cards import DECK54, ROMAN, Card
from tarokk.core.definition import GameDefinition
from tarokk.core.words import Language
from tarokk.games.tarokk54.definition import TAROKK54
from tarokk.games.tarokk54.words import BIDS_CONTRACT, CALLS, LAYS_IN_SKART, PLAYS, SAID

PASS = 0
BIDS = tuple(range(1, 1 + len(TAROKK54.contracts)))
"""The bids, one per contract, in rank order: bid ``BIDS[level - 1]`` names the contract of that level."""
HELP = BIDS[-1] + 1
CALL_RANKS = tuple(range(19, 0, -1))
"""The tarokks a declarer can call: the XIX down to the pagát (the skíz, XXI and XX never)."""
CALL_BASE = HELP + 1
TAKE_TOP = CALL_BASE + len(CALL_RANKS)
TAKE_BOTTOM = TAKE_TOP + 1
SHOW_TALON = TAKE_BOTTOM + 1
KONTRA = SHOW_TALON + 1
REKONTRA = KONTRA + 1
DISCARD_BASE = REKONTRA + 1
PLAY_BASE = DISCARD_BASE + len(DECK54)
NUM_ACTIONS = PLAY_BASE + len(DECK54)

ACTION_NAMES: tuple[str, ...] = (
    "pass",
    *(contract.name for contract in TAROKK54.contracts),
    "help",
    *(f"call {ROMAN[rank]}" for rank in CALL_RANKS),
    "take top",
    "take bottom",
    "show talon",
    "kontra",
    "rekontra",
    *(f"discard {card.tolnai}" for card in DECK54),
    *(f"play {card.tolnai}" for card in DECK54),
)


def call_action(card: Card) -> int:
    """The action that calls the tarokk ``card``."""
    return CALL_BASE + CALL_RANKS.index(card.rank)


def called_card(action: int) -> Card:
    """The tarokk a call action names."""
    return DECK54.cards[CALL_RANKS[action - CALL_BASE] - 1]


def discard_action(card: Card) -> int:
    return DISCARD_BASE + DECK54.id(card)


def play_action(card: Card) -> int:
    return PLAY_BASE + DECK54.id(card)


def action_card(action: int) -> Card:
    """The card a discard or play action names."""
    return DECK54.cards[(action - DISCARD_BASE) % len(DECK54)]


def is_bid(action: int) -> bool:
    return BIDS[0] <= action <= BIDS[-1]


def is_call(action: int) -> bool:
    return CALL_BASE <= action < TAKE_TOP


def is_discard(action: int) -> bool:
    return DISCARD_BASE <= action < PLAY_BASE


def is_play(action: int) -> bool:
    return PLAY_BASE <= action < NUM_ACTIONS


_SUFFIX_HU = {18: "as", 16: "os", 15: "ös", 13: "as", 8: "as", 6: "os", 5: "ös", 3: "as"}


def called_hu(card: Card) -> str:
    """A called tarokk as the players name it, with its article, in the accusative:
    „a XVIII-as tarokkot”, „az V-ös tarokkot”, „a pagátot” (wiki: Játék: „Hívom a XVIII-as
    tarokkot!”)."""
    if card.rank == 1:
        return "a pagátot"
    article = "az" if card.rank == 5 else "a"
    return f"{article} {card.tolnai}-{_SUFFIX_HU.get(card.rank, 'es')} tarokkot"


def action_words(action: int, definition: GameDefinition, language: Language = "en") -> str:
    """The action as a player says it, in English or Hungarian, a bid by the name of its
    contract in the game ``definition``."""
    if ACTION_NAMES[action] in SAID:
        return SAID[ACTION_NAMES[action]](language)
    if is_bid(action):
        return BIDS_CONTRACT(language, contract=definition.contracts[action - BIDS[0]])
    if is_call(action):
        card = called_card(action)
        return CALLS(language, card=card, called=called_hu(card))
    return (LAYS_IN_SKART if is_discard(action) else PLAYS)(language, card=action_card(action))
