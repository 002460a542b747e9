"""Rikiki's own words in English and in Hungarian: the data of ``words.toml``
(:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import WordBook

WORDS = WordBook.of(__name__)
