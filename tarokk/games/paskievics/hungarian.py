"""A deal's actions and refusals in Hungarian words, for the Hungarian book and the command
line in Hungarian: built from the names the engine already keeps in Hungarian (bidding
words, figures, the kontra ladder, card names) and the rule catalogue's Hungarian statements."""

from __future__ import annotations

from tarokk.core.cards import Card, parse_cards
from tarokk.core.catalogue import rule
from tarokk.core.errors import TarokkError
from tarokk.core.figures import Figure as FigureName
from tarokk.games.paskievics.announcements import (
    KONTRA_WORDS,
    PASS,
    Figure,
    Kontra,
    PartnerCall,
    TarokkCount,
    parse_turn,
)
from tarokk.games.paskievics.bidding import HU_WORDS
from tarokk.games.paskievics.deal import PLAY_ON, THROW_IN, Discard

ANSWERS = {THROW_IN: "bedobom", PLAY_ON: "játszom"}
"""A player's answer after the exchange: throw the hand in, or play on (pagat 'A játék eldobása')."""

COUNTS = {8: "nyolc tarokk", 9: "kilenc tarokk"}


def action_hu(action: object, spelling: str = "hu") -> str:
    """What a player says or does, in Hungarian: ``passz``, ``tartom``, ``hívás: XX``,
    ``pagátultimó``, ``kontra játék``, a card by its name in ``spelling`` (Hungarian unless told)."""
    if isinstance(action, str):
        return HU_WORDS.get(action) or ANSWERS[action]
    if isinstance(action, Card):
        return action.name(spelling)
    if isinstance(action, Discard):
        return "skart: " + ", ".join(card.name(spelling) for card in action.cards)
    if isinstance(action, PartnerCall):
        return f"hívás: {action.card.name(spelling)}"
    if isinstance(action, Figure):
        return FigureName(action.name).hu
    if isinstance(action, Kontra):
        return f"{KONTRA_WORDS[action.level - 1]} {FigureName(action.target).hu}"
    if isinstance(action, TarokkCount):
        return COUNTS[action.count]
    raise TypeError(f"no Hungarian words for {action!r}")


def said_hu(text: str) -> str:
    """An action as a record or an auction writes it, in Hungarian: a bid (``hold`` →
    ``tartom``), a turn of announcements (``call XX, trull`` → ``hívás: XX, tulétroá``), cards
    (``K b, K á`` → ``káró bubi, káró ász``); a text already Hungarian stays as it is."""
    if text in HU_WORDS:
        return HU_WORDS[text]
    try:
        items = parse_turn(text)
    except TarokkError:
        try:
            return ", ".join(card.hu for card in parse_cards(text))
        except TarokkError:
            return text
    said = [action_hu(item) for item in items if item != PASS]  # a turn ends in a pass unless it says more
    return ", ".join(said) or HU_WORDS[PASS]


def refusal_statement_hu(error: TarokkError) -> str:
    """A refusal in Hungarian: who may not say or do what (``B: „tartom” – …``), and the
    statement of the rule it breaks from the catalogue (the engine's own sentence is English)."""
    assert error.rule is not None, "a refusal names the rule it applies"
    who = f"{error.seat}: " if error.seat else ""
    what = f"„{said_hu(error.action)}” – " if error.action else ""
    return f"{who}{what}{rule(error.rule).statement_hu}"
