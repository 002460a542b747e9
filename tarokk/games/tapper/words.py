"""The words of tappertarokk's own actions, table and settlement lines, in English and in
Hungarian: the data of ``words.toml`` (:class:`~tarokk.core.words.WordBook`)."""

from __future__ import annotations

from tarokk.core.words import HOLDS, PASSES, WordBook
from tarokk.phases.auction import HOLD, PASS

WORDS = WordBook.of(__name__)
SAID = {PASS: PASSES, HOLD: HOLDS, **WORDS.group("said")}
"""What each call and announcement says, by action name."""
