"""Rulings in words: what the engine decided, sentence by sentence, each with its rule.

The CLI prints them with the rule's citation (:func:`as_text`); the book prints them with
links to the rule's section (:func:`tarokk.book.myst.as_markdown`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.catalogue import rule


@dataclass(frozen=True)
class Ruling:
    """One sentence of a ruling and the rule id behind it (None for plain narration)."""

    text: str
    rule: str | None = None


def as_text(rulings: list[Ruling]) -> str:
    """Plain text, each ruled sentence followed by ``[rule id: sources]``."""
    lines = []
    for ruling in rulings:
        cite = f" [{ruling.rule}: {rule(ruling.rule).citation()}]" if ruling.rule else ""
        lines.append(ruling.text + cite)
    return "\n".join(lines)
