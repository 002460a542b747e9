"""A game's actions as a table of names: action ``i`` is written ``names[i]``.

Every hosted game numbers its actions the same way: a fixed, small integer for each word
its players may say (``pass``, ``hold``, the contracts, the announcements, the kontras)
and for each card a verb may take (``call XX``, ``discard K d``, ``play XXI``, the card as
Tolnai abbreviates it). The game writes out its names once, in its own order; the table
finds an action by its name and a card action by its verb and card.

>>> from tarokk.core.cards import DECK42, parse_card
>>> table = ActionTable(("pass", *(f"play {card.tolnai}" for card in DECK42)), DECK42)
>>> xxi = table.card_action("play", parse_card("XXI"))
>>> table.names[xxi], table.card_of(xxi).tolnai, table.verb_of(xxi), table.verb_of(0)
('play XXI', 'XXI', 'play', None)
"""

from __future__ import annotations

from collections.abc import Sequence

from tarokk.core.cards import Card, Deck, parse_card
from tarokk.core.errors import DefinitionError

CARD_VERBS = ("call", "discard", "play", "give", "ask")
"""The verbs a card action begins with (``give`` and ``ask``: the two halves of a purchase, Droggn)."""


class ActionTable:
    """The names of a game's actions and the cards its card actions name."""

    def __init__(self, names: Sequence[str], deck: Deck) -> None:
        self.names = tuple(names)
        self.index = {name: action for action, name in enumerate(self.names)}
        if len(self.index) != len(self.names):
            twice = sorted({name for name in self.names if self.names.count(name) > 1})
            raise DefinitionError(f"an action table names {', '.join(twice)} twice")
        self._cards: dict[int, tuple[str, Card]] = {}
        self._actions: dict[str, dict[Card, int]] = {}
        for action, name in enumerate(self.names):
            verb, _, card = name.partition(" ")
            if verb in CARD_VERBS and card:
                self._cards[action] = (verb, parse_card(card, deck))
                self._actions.setdefault(verb, {})[self._cards[action][1]] = action

    def __len__(self) -> int:
        return len(self.names)

    def card_action(self, verb: str, card: Card) -> int:
        """The action by which ``verb`` takes ``card`` (``play``, ``discard``, ``call``)."""
        return self._actions[verb][card]

    def card_actions(self, verb: str, cards: Sequence[Card]) -> list[int]:
        """The actions by which ``verb`` takes each of ``cards``, sorted."""
        actions = self._actions[verb]
        return sorted(actions[card] for card in cards)

    def card_of(self, action: int) -> Card:
        """The card a card action names."""
        return self._cards[action][1]

    def verb_of(self, action: int) -> str | None:
        """The verb of a card action (``play``, ``discard``, ``call``), None for a word."""
        entry = self._cards.get(action)
        return None if entry is None else entry[0]
