"""The words of trisáktarokk's actions, table and settlement lines, in English and in Hungarian: the data of
``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
HOLDINGS = WORDS.group("holdings")
"""What each holding prize is paid for, by the holding's name."""
