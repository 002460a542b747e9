"""The action vocabulary of the 54-card ten-contract tarokk, and the actions in words.

Action ``i`` is written ``ACTIONS.names[i]`` in records: ``pass``, the ten bids (``trisak``,
``game``, ``ultimo``, ``betli``, ``game-ultimo``, ``three``, ``three-ultimo``, ``open-betli``,
``solo-three``, ``solo-three-ultimo``), ``help`` (segítek), the call (``call XVIII``), the
half of the skart (``take top``, ``take bottom``, ``show talon``), ``kontra``, ``rekontra``,
a card laid in the skart (``discard T b``) and a card played (``play XXI``); cards as
Tolnai abbreviates them (:attr:`~tarokk.core.cards.Card.tolnai`).
"""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54, ROMAN, Card
from tarokk.core.definition import GameDefinition
from tarokk.core.words import Language
from tarokk.games.tarokk54.definition import TAROKK54
from tarokk.games.tarokk54.words import SAID, WORDS
from tarokk.phases.auction import PASS

BIDS = tuple(contract.name for contract in TAROKK54.contracts)
"""The bids, one per contract, in rank order."""
HELP = "help"
HALVES = ("take top", "take bottom", "show talon")
"""The declarer's choice of the skart: its top three, its bottom three, or neither, the talon face up."""
KONTRAS = TAROKK54.kontras.words
"""Kontra and rekontra, said as the game's words."""
ACTIONS = ActionTable(
    (
        PASS,
        *BIDS,
        HELP,
        # the tarokks a declarer can call: the XIX down to the pagát (the skíz, XXI and XX never)
        *(f"call {ROMAN[rank]}" for rank in range(19, 0, -1)),
        *HALVES,
        *KONTRAS,
        *(f"discard {card.tolnai}" for card in DECK54),
        *(f"play {card.tolnai}" for card in DECK54),
    ),
    DECK54,
)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
ACTION_NAMES = ACTIONS.names
NUM_ACTIONS = len(ACTIONS)

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
    name, verb = ACTIONS.names[action], ACTIONS.verb_of(action)
    if name in SAID:
        return SAID[name](language)
    if verb is None:
        return WORDS.bids_contract(language, contract=definition.contract(name))
    card = ACTIONS.card_of(action)
    if verb == "call":
        return WORDS.calls(language, card=card, called=called_hu(card))
    return (WORDS.lays_in_skart if verb == "discard" else WORDS.plays)(language, card=card)
