"""Rulings in words: what the engine decided, sentence by sentence, each with its rule.

A ruling that a house rule decides names the option (:class:`Depends`): its value in
force, what each other value would rule, and the sources that play each value.

The CLI prints them with the rule's citation (:func:`as_text`); the book prints them with
links to the rule's section (:func:`tarokkbook.myst.as_markdown`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tarokk.core.catalogue import rule
from tarokk.core.options import format_value
from tarokk.games.paskievics.ruleset import value_sources


@dataclass(frozen=True)
class Otherwise:
    """What another value of an option would rule instead."""

    value: Any
    ruling: str


@dataclass(frozen=True)
class Depends:
    """The option a ruling depends on, its value in force and the other values' rulings."""

    option: str
    value: Any
    otherwise: tuple[Otherwise, ...] = ()

    def lines(self) -> list[str]:
        """``option discard_xx=forbidden (sources)``, then ``otherwise …`` for each other value."""
        out = [f"option {self.option}={format_value(self.value)} ({value_sources(self.option, self.value)})"]
        out += [
            f"with {self.option}={format_value(alt.value)} ({value_sources(self.option, alt.value)}): {alt.ruling}"
            for alt in self.otherwise
        ]
        return out


@dataclass(frozen=True)
class Ruling:
    """One sentence of a ruling, the rule id behind it (None for plain narration) and the
    options that decide it."""

    text: str
    rule: str | None = None
    depends: tuple[Depends, ...] = ()


def as_text(rulings: list[Ruling]) -> str:
    """Plain text, each ruled sentence followed by ``[rule id: sources]`` and, indented,
    the options it depends on."""
    lines = []
    for ruling in rulings:
        cite = f" [{ruling.rule}: {rule(ruling.rule).citation()}]" if ruling.rule else ""
        lines.append(ruling.text + cite)
        for depends in ruling.depends:
            first, *others = depends.lines()
            lines.append(f"  ↳ {first}")
            lines += [f"    {line}" for line in others]
    return "\n".join(lines)
