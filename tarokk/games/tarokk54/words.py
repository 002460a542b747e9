"""The 54-card ten-contract tarokk's own words in English and in Hungarian: the data of ``words.toml``
(:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import PASSES, WordBook

WORDS = WordBook.of(__name__)
SAID = {"pass": PASSES, **WORDS.group("said"), **WORDS.group("calls")}
"""The actions said in words of their own, the calls among them, by action name."""
