"""The words of Paskievics tarokk's score sheet lines, its records' faults and a deal's outcome in
English and Hungarian: the data of ``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
PARTS = WORDS.group("parts")
"""The parts of a record a fault names: a seat's hand or discard, a word of the auction, a trick."""
GAMES = WORDS.group("games")
"""Each contract as its game is named: ``three``, in Hungarian ``hármas játék``."""
GAME_OBJECTS = WORDS.group("game_objects")
"""Each contract's game in the object case: ``hármas játékot``."""
OUTCOMES = WORDS.group("outcomes")
"""How a deal ended (:data:`~tarokk.games.paskievics.scoring.Outcome`), as a sentence names it."""
