"""The words of magyar tarokk's (Tolnai §65) actions, table and settlement lines in English and
Hungarian: the data of ``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
ORDINALS = tuple(WORDS.group("ordinals").values())
"""The looks, as Tolnai names them, first to twelfth: "első kettős", "tizenegyedik egyes"."""
PARTS = tuple(WORDS.group("parts").values())
"""The talon's parts, first to sixth, in the order they lie."""
