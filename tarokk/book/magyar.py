"""The words of the Hungarian edition's executed examples: a deal's actions and sides as
Hungarian players say them, built from the names the engine already keeps in Hungarian
(bidding words, figures, the kontra ladder, card names)."""

from __future__ import annotations

from tarokk.core.cards import Card
from tarokk.core.figures import Figure as FigureName
from tarokk.games.paskievics.announcements import KONTRA_WORDS, Figure, Kontra, PartnerCall, TarokkCount
from tarokk.games.paskievics.bidding import HU_WORDS
from tarokk.games.paskievics.deal import PLAY_ON, THROW_IN, Discard

SIDES = {"declarer": "a felvevő pártja", "opponents": "az ellenfelek"}
"""The two sides of a deal, as subjects of a sentence."""

ANSWERS = {THROW_IN: "bedobom", PLAY_ON: "játszom"}
"""A player's answer after the exchange: throw the hand in, or play on (pagat 'A játék eldobása')."""

COUNTS = {8: "nyolc tarokk", 9: "kilenc tarokk"}

GAMES = {"three": "hármas játék", "two": "kettes játék", "one": "egyes játék", "solo": "szóló játék"}
"""The game each contract's bid makes (Tolnai §23: „Következő fokozat az egyes játék …”)."""

AT_SEAT = {"A": "A-nál", "B": "B-nél", "C": "C-nél", "D": "D-nél", "E": "E-nél"}
"""Where a card is: at a seat, the suffix matching the letter's name as it is read out."""


def action_hu(action: object) -> str:
    """What a player says or does, in Hungarian: ``passz``, ``tartom``, ``XX-at hívom``,
    ``pagátultimó``, ``kontra játék``, a card by its Hungarian name."""
    if isinstance(action, str):
        return HU_WORDS.get(action) or ANSWERS[action]
    if isinstance(action, Card):
        return action.hu
    if isinstance(action, Discard):
        return "skart: " + ", ".join(card.hu for card in action.cards)
    if isinstance(action, PartnerCall):
        return f"hívás: {action.card.hu}"
    if isinstance(action, Figure):
        return FigureName(action.name).hu
    if isinstance(action, Kontra):
        return f"{KONTRA_WORDS[action.level - 1]} {FigureName(action.target).hu}"
    if isinstance(action, TarokkCount):
        return COUNTS[action.count]
    raise TypeError(f"no Hungarian words for {action!r}")
