"""MyST Markdown for the book's pages: links from rules to their sections and to the
passages of the bundled sources, and rulings as linked lists."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from pathlib import Path

from tarokk.core.catalogue import Rule, slug, tolnai_section
from tarokk.games.paskievics.ruling import Ruling


def source_links(entry: Rule, labels: Collection[str] = ()) -> str:
    """MyST links from a rule to its passages in the bundled sources.

    Citations inside the free-text ``other`` sources are linked where ``labels`` has them.
    """
    links = [f"{{ref}}`pagat '{heading}' <pagat-{slug(heading)}>`" for heading in entry.pagat]
    if entry.tolnai:
        links.append("Tolnai " + ", ".join(f"{{ref}}`§{tolnai_section(p)} <tolnai-{p}>`" for p in entry.tolnai))
    links += [cite_links(text, labels) for text in entry.other]
    return "; ".join(links)


_PAGAT_CITATION = re.compile(r"pagat '[^']+'(?:, '[^']+')*")
_TOLNAI_CITATION = re.compile(r"Tolnai §\d+\**(?:(?:, |–| and )§\d+\**)*")


def cite_links(text: str, labels: Collection[str], lang: str = "en") -> str:
    """``text`` with each ``pagat 'Heading'`` and ``Tolnai §N`` turned into a MyST link.

    A heading or paragraph is linked only if its label is in ``labels``; ranges such as
    ``Tolnai §27–§31`` link each end. In Hungarian (``lang="hu"``) a paragraph is
    written as Hungarian books write it: ``Tolnai 28. §``.
    """

    def pagat(match: re.Match[str]) -> str:
        def heading(quoted: re.Match[str]) -> str:
            label = f"pagat-{slug(quoted[1])}"
            return f"{{ref}}`'{quoted[1]}' <{label}>`" if label in labels else quoted[0]

        return re.sub(r"'([^']+)'", heading, match[0])

    def tolnai(match: re.Match[str]) -> str:
        def paragraph(number: re.Match[str]) -> str:
            label = f"tolnai-{number[1]}{'x' * len(number[2])}"
            shown = f"{number[1]}{number[2]}. §" if lang == "hu" else number[0]
            return f"{{ref}}`{shown} <{label}>`" if label in labels else shown

        return re.sub(r"§(\d+)(\**)", paragraph, match[0])

    return _TOLNAI_CITATION.sub(tolnai, _PAGAT_CITATION.sub(pagat, text))


def labels_in(paths: Iterable[Path]) -> set[str]:
    """The MyST labels, ``(name)=`` lines, of the given Markdown files."""
    return {
        label
        for path in paths
        for label in re.findall(r"^\(([^()\s]+)\)=[ \t]*$", path.read_text("utf-8"), re.MULTILINE)
    }


def as_markdown(rulings: list[Ruling]) -> str:
    """MyST Markdown, each ruled sentence linked to its rule's section."""
    lines = []
    for ruling in rulings:
        link = f" ({{ref}}`{ruling.rule} <{ruling.rule}>`)" if ruling.rule else ""
        lines.append(f"- {ruling.text}{link}")
        for depends in ruling.depends:
            first, *others = depends.lines()
            lines.append(f"  - {first}")
            lines += [f"    - {line}" for line in others]
    return "\n".join(lines)
