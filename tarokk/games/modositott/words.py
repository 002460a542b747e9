"""The words of módosított hármastarokk's actions, table and settlement lines in English and
Hungarian: the data of ``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
ORDINALS = tuple(WORDS.group("ordinals").values())
"""The looks, first to fifth."""
PARTS = tuple(WORDS.group("parts").values())
"""The skart's pairs as they lie: the top, the middle, the bottom."""
