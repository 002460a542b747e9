"""Strómanntarokk's words for its actions, table and settlement lines, read from ``words.toml``."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
