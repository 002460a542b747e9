"""The book's two editions, English (``book/``) and Hungarian (``book/hu/``), kept in step.

Each Hungarian page is written from an English page of the same name, in its own words
and sentence order. ``book/hu/_forras.toml`` records, for every Hungarian page, the
hashes of the English paragraphs it was written from; a translator renews them with
``book/hu/_frissit.py`` after bringing a page up to date. When an English paragraph then
changes, its hash is no longer recorded, and :func:`stale_paragraphs` names it.

The same file lists the English pages not yet translated (``forditatlan``) and the pages
both editions share as they are (``kozos``: the bundled Hungarian sources and the API
reference), so that :func:`unmatched_pages` can insist on every other page existing in
both editions.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)


def paragraphs(markdown: str) -> list[str]:
    """The page's paragraphs (text between blank lines, code cells whole), front matter left out,
    each with its whitespace folded."""
    body = FRONT_MATTER.sub("", markdown)
    blocks: list[str] = []
    fence: str | None = None
    current: list[str] = []
    for line in body.splitlines():
        opening = re.match(r"^\s*(`{3,}|~{3,})", line)
        if fence is None and opening:
            fence = opening[1]
        elif fence is not None and line.strip() == fence:
            fence = None
        if fence is None and not line.strip():
            if current:
                blocks.append(" ".join(" ".join(current).split()))
            current = []
        else:
            current.append(line)
    if current:
        blocks.append(" ".join(" ".join(current).split()))
    return blocks


def paragraph_hash(paragraph: str) -> str:
    """A short, stable fingerprint of one paragraph."""
    return hashlib.sha256(paragraph.encode("utf-8")).hexdigest()[:12]


def first_words(paragraph: str, count: int = 8) -> str:
    words = paragraph.split()
    return " ".join(words[:count]) + (" …" if len(words) > count else "")


@dataclass(frozen=True)
class Editions:
    """The English book's folder and what ``book/hu/_forras.toml`` says of the Hungarian one."""

    english: Path
    hungarian: Path
    written_from: dict[str, list[str]]  # Hungarian page → hashes of its English paragraphs
    untranslated: list[str]
    shared: list[str]

    @classmethod
    def load(cls, book: Path) -> Editions:
        data = tomllib.loads((book / "hu" / "_forras.toml").read_text("utf-8"))
        pages = {name: list(entry["bekezdesek"]) for name, entry in data.get("oldal", {}).items()}
        return cls(book, book / "hu", pages, list(data["forditatlan"]), list(data["kozos"]))

    def english_pages(self) -> list[str]:
        return _pages(self.english, skip=("_build", "examples", "hu"))

    def hungarian_pages(self) -> list[str]:
        return _pages(self.hungarian, skip=("_build",))

    def english_hashes(self, page: str) -> list[str]:
        return [paragraph_hash(p) for p in paragraphs((self.english / f"{page}.md").read_text("utf-8"))]


def _pages(folder: Path, skip: tuple[str, ...]) -> list[str]:
    """The book pages of ``folder`` by name (``bidding``, ``disputes/play``); files whose
    name starts with ``_`` or is in capitals (``FORDITOKNAK.md``) are not pages."""
    return sorted(
        path.relative_to(folder).with_suffix("").as_posix()
        for path in folder.rglob("*.md")
        if path.relative_to(folder).parts[0] not in skip and not path.name.startswith("_") and not path.stem.isupper()
    )


def unmatched_pages(editions: Editions) -> list[str]:
    """Why the two editions do not match page for page, one line per page."""
    english = set(editions.english_pages())
    hungarian = set(editions.hungarian_pages())
    untranslated = set(editions.untranslated)
    shared = set(editions.shared)
    problems = [
        f"{page}: only in English, and not listed as untranslated"
        for page in sorted(english - hungarian - untranslated - shared)
    ]
    problems += [f"{page}: only in Hungarian, no English page of that name" for page in sorted(hungarian - english)]
    problems += [
        f"{page}: listed as untranslated, but book/hu/{page}.md exists" for page in sorted(untranslated & hungarian)
    ]
    problems += [
        f"{page}: listed as untranslated or shared, but there is no such English page"
        for page in sorted((untranslated | shared) - english)
    ]
    problems += [
        f"{page}: book/hu/{page}.md has no entry in _forras.toml (run _frissit.py {page})"
        for page in sorted(hungarian - set(editions.written_from))
    ]
    return problems


def stale_paragraphs(editions: Editions, page: str) -> list[str]:
    """The English paragraphs of ``page`` changed (or added, or removed) since its Hungarian
    page was written: the first words of each, or a count of those removed."""
    recorded = editions.written_from.get(page, [])
    text = paragraphs((editions.english / f"{page}.md").read_text("utf-8"))
    changed = [f"“{first_words(p)}”" for p in text if paragraph_hash(p) not in recorded]
    gone = len(set(recorded) - {paragraph_hash(p) for p in text}) - len(changed)
    if gone > 0:
        changed.append(f"{gone} paragraph(s) removed")
    return changed
