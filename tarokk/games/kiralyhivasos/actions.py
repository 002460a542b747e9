"""The action vocabulary of királyhívásos tarokk: each action's name as records write it.

``pass`` and ``hold`` and the bids (``call``, ``solo``, ``three``, ``solo-three``), the king
called (``call Kő k``), the talon (``top``, ``bottom``, ``throw``), the discard
(``discard T 10``), the announcements (``announce trull``), the kontras (``kontra game``,
``rekontra pagat-ultimo``) and the cards played (``play XXI``); cards as
:attr:`~tarokk.core.cards.Card.tolnai` writes them.
"""

from __future__ import annotations

from enum import StrEnum

from tarokk.core.cards import DECK54
from tarokk.core.figures import Figure
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
from tarokk.games.kiralyhivasos.scoring import ANNOUNCEABLE


class Stage(StrEnum):
    """The stages of a deal, in order."""

    AUCTION = "auction"
    CALL = "call"
    TALON = "talon"
    DISCARD = "discard"
    ANNOUNCE = "announce"
    PLAY = "play"
    OVER = "over"


CONTRACTS = KIRALYHIVASOS.contracts
KING_CARDS = tuple(card for card in DECK54 if card.is_king)
KONTRA_ITEMS = (Figure.GAME, *ANNOUNCEABLE)


def _vocabulary() -> tuple[str, ...]:
    names = ["pass", "hold", *(contract.name for contract in CONTRACTS)]
    names += [f"call {king.tolnai}" for king in KING_CARDS]
    names += ["top", "bottom", "throw"]
    names += [f"discard {card.tolnai}" for card in DECK54]
    names += [f"announce {figure.value}" for figure in ANNOUNCEABLE]
    names += [f"{word} {item.value}" for item in KONTRA_ITEMS for word in KIRALYHIVASOS.kontras.words]
    names += [f"play {card.tolnai}" for card in DECK54]
    return tuple(names)


NAMES = _vocabulary()
_INDEX = {name: index for index, name in enumerate(NAMES)}
PASS, HOLD = 0, 1
BID = {contract.level: _INDEX[contract.name] for contract in CONTRACTS}
CALL = {king: _INDEX[f"call {king.tolnai}"] for king in KING_CARDS}
TOP, BOTTOM, THROW = _INDEX["top"], _INDEX["bottom"], _INDEX["throw"]
DISCARD = {card: _INDEX[f"discard {card.tolnai}"] for card in DECK54}
ANNOUNCE = {figure: _INDEX[f"announce {figure.value}"] for figure in ANNOUNCEABLE}
KONTRA = {
    (item, level): _INDEX[f"{word} {item.value}"]
    for item in KONTRA_ITEMS
    for level, word in enumerate(KIRALYHIVASOS.kontras.words, start=1)
}
PLAY = {card: _INDEX[f"play {card.tolnai}"] for card in DECK54}
CARD_OF = {**{action: card for card, action in DISCARD.items()}, **{action: card for card, action in PLAY.items()}}
KING_OF = {action: king for king, action in CALL.items()}
ANNOUNCED_BY = {action: figure for figure, action in ANNOUNCE.items()}
KONTRA_OF = {action: item for item, action in KONTRA.items()}
LEVEL_OF_BID = {action: level for level, action in BID.items()}
