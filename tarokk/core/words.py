"""One way to word text in both languages: a :class:`Words` is a text in English and in
Hungarian, with ``{placeholders}``, said in the language asked for. Game code never chooses
between two strings itself; it names the words and the language (no ``… if hu else …``).

The table's own words, the same in every game (the labels of the table text, the calls
every auction has), are here; each game keeps its own in its folder's ``words.py``.

>>> AUCTION("hu"), CARD_POINTS("en", points=49, total=70)
('Licit', "Card points: 49 of 70 to the declarer's side")
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from tarokk.core.cards import Card, sort_hand

Language = Literal["en", "hu"]
"""The languages the engine speaks."""


@dataclass(frozen=True)
class Words:
    """A text in English and in Hungarian; ``{name}`` placeholders are filled when it is said."""

    en: str
    hu: str

    def __call__(self, language: Language = "en", **values: object) -> str:
        """The text in ``language``, its placeholders filled from ``values``."""
        return (self.hu if language == "hu" else self.en).format(**values)


def header(game: str, seat: str, language: Language = "en") -> str:
    """The table text's first line: the game's name (capitalised) and the seat it is shown to."""
    return HEADER(language, game=game[:1].upper() + game[1:], seat=seat)


def cards_text(cards: Iterable[Card], language: Language = "en") -> str:
    """Cards sorted as players hold them, named in ``language``, or a dash for none."""
    return ", ".join(card.name(language) for card in sort_hand(cards)) or "–"


# The labels of the table text, in the order the table shows them.
HEADER = Words("{game} — you are {seat}", "{game} — te {seat} vagy")
AUCTION = Words("Auction", "Licit")
DECLARER = Words("Declarer", "Felvevő")
CONTRACT = Words("Contract", "Játék")
TALON = Words("Talon", "Talon")
DISCARD = Words("Discard", "Skart")
TAROKKS_SHOWN = Words("Tarokks laid away", "Lefektetett tarokk")
ANNOUNCEMENTS = Words("Announcements", "Bemondások")
TRICKS = Words("Tricks taken", "Ütések")
ON_THE_TABLE = Words("On the table", "Az asztalon")
YOUR_HAND = Words("Your hand", "Lapjaid")
CARD_POINTS = Words(
    "Card points: {points} of {total} to the declarer's side", "Kártyapontok: a felvevő pártjáé {points} a {total}-ből"
)

# The calls every auction has.
PASSES = Words("passes", "passz")
HOLDS = Words("holds", "tartom")


PHASES = {
    "auction": Words("auction", "licit"),
    "choice": Words("choice of game", "játékválasztás"),
    "call": Words("the call", "hívás"),
    "talon": Words("talon", "talon"),
    "half": Words("the skart", "skartcsere"),
    "discard": Words("discard", "skartolás"),
    "throw-in": Words("throw-in", "bedobás"),
    "announce": Words("announce", "bemondások"),
    "kontra": Words("kontra", "kontra"),
    "play": Words("play", "lejátszás"),
    "over": Words("over", "vége"),
}
"""Each phase of :class:`~tarokk.core.definition.Phase` as the table names it."""
