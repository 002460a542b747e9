"""What a seat may know of a deal of királyhívásos tarokk, and its actions in words.

A seat sees (:class:`~tarokk.phases.pipeline.SeatView`) its own hand, everything said, the
talon once it is turned up at a hívás or hármas (§68: "felborítják a talont"), the tarokks
the declarer lays away (§68: "meg kell mutatnia"), the cards played; and (:class:`KiralyView`)
the called king, its own side, which its own hand tells it, and once the deal is over what
the declarer's side counted; never another seat's hidden cards, nor the talon of a szóló.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import DECK54, Card, parse_card
from tarokk.core.definition import GameDefinition
from tarokk.core.figures import Figure, Side
from tarokk.core.words import Language
from tarokk.games.kiralyhivasos.words import SAID, SAID_FIGURES, WORDS
from tarokk.phases.pipeline import SeatView


@dataclass(frozen=True)
class KiralyView(SeatView):
    """A seat's view of the deal (see the module's description): the shared view, and the
    called king, the talon's half the declarer took and the seat's own side."""

    called_king: Card | None
    talon_half: str | None
    own_side: Side | None
    declarer_points: int | None = None
    """What the declarer's side took, counted once the deal is over (§66, §68)."""


def describe(name: str, definition: GameDefinition, language: Language = "en") -> str:
    """An action's name (``call Kő k``, ``kontra trull``) as a player says it, the bids by
    the names of ``definition``'s contracts."""
    contract = next((contract for contract in definition.contracts if contract.name == name), None)
    if contract is not None:
        return (WORDS.bids_call if name == "call" else WORDS.bids)(language, contract=contract.hu)
    if name in SAID:
        return SAID[name](language)
    word, _, rest = name.partition(" ")
    if word in WORDS.group("card_actions"):
        return WORDS.group("card_actions")[word](language, card=parse_card(rest, DECK54))
    figure = SAID_FIGURES[Figure(rest)](language)
    if word == "announce":
        return WORDS.announces(language, figure=figure)
    return WORDS.kontra_on(language, word=word, figure=figure)
