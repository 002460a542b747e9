"""The text syntax every record shares: tags, comments, card lists with their line and column.

A record opens with tags, one a line (``[Seed "7"]``), and ``#`` starts a comment that runs
to the end of the line (a ``#`` inside quotes is text). Cards are written between commas
in any of the three spellings (:func:`tarokk.core.cards.parse_card`). A fault names the
line and column where it stands (:class:`~tarokk.core.errors.RecordParseError`). Both
record formats read their text with these: the one every game shares
(:mod:`tarokk.core.gamerecords`) and Paskievics tarokk's classic one
(:mod:`tarokk.games.paskievics.records`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from tarokk.core.cards import DECK42, Card, Deck, parse_card
from tarokk.core.errors import RecordParseError, TarokkInputError, excerpt
from tarokk.core.words import CORE

TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
"""A tag line: its name and its quoted value, in which a backslash escapes the next character."""
MAX_ITEM_CHARS = 60
"""The longest entry between commas: a card, a bid, an announcement."""
MAX_TAG_CHARS = 200
"""The longest tag line."""


def strip_comment(line: str) -> str:
    """The line without its ``#`` comment (a ``#`` inside quotes is text)."""
    in_quotes = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == "#" and not in_quotes:
            return line[:i]
    return line


def cards_at(text: str, line: int, column: int, deck: Deck = DECK42) -> list[Card]:
    """The cards of ``deck`` written between commas in ``text``, which starts at ``line`` and ``column``."""
    cards: list[Card] = []
    offset = 0
    for part in text.split(","):
        if part.strip():
            try:
                cards.append(parse_card(part.strip(), deck))
            except TarokkInputError as error:
                col = column + offset + len(part) - len(part.lstrip())
                if len(part) > 40:
                    raise RecordParseError(line, col, **CORE.not_a_card.message(text=excerpt(part.strip()))) from None
                raise RecordParseError(line, col, str(error), hu=error.hu) from None
        offset += len(part) + 1
    return cards


def check_lengths(body: str, number: int, column: int) -> None:
    """Refuse an entry (the text between commas) or a tag longer than any the format needs."""
    offset = 0
    for part in body.split(","):
        if len(part.strip()) > MAX_ITEM_CHARS:
            said = CORE.entry_too_long.message(limit=MAX_ITEM_CHARS, text=excerpt(part.strip()))
            raise RecordParseError(number, column + offset, **said)
        offset += len(part) + 1


def record_lines(text: str) -> Iterator[tuple[int, int, str]]:
    """Each line of a record that holds something, comments and blank lines passed over: its
    number, its indent and its text."""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = strip_comment(raw).rstrip()
        if line.strip():
            yield number, len(line) - len(line.lstrip()), line.strip()


def read_tag(
    body: str, number: int, section: str | None, tags: dict[str, str], example: str, known: Sequence[str] = ()
) -> str:
    """Read the tag line ``body`` (line ``number``) into ``tags`` and give its name: tags come
    before the first section (``section`` still None), each once, and among ``known`` where
    it names them; ``example`` shows a tag in the refusal of a line that is none."""
    if section is not None:
        raise RecordParseError(number, 1, **CORE.tags_first.message())
    if len(body) > MAX_TAG_CHARS:
        raise RecordParseError(number, 1, **CORE.tag_too_long.message(limit=MAX_TAG_CHARS, text=excerpt(body)))
    match = TAG.match(body)
    if not match:
        raise RecordParseError(number, 1, **CORE.not_a_tag.message(example=example))
    name = match.group(1)
    if known and name not in known:
        raise RecordParseError(number, 2, **CORE.unknown_tag.message(name=excerpt(name), known=", ".join(known)))
    if name in tags:
        raise RecordParseError(number, 1, **CORE.tag_twice.message(name=name))
    tags[name] = re.sub(r"\\(.)", r"\1", match.group(2))
    return name


def section_header(body: str, number: int, sections: Sequence[str], cards_on_header: str) -> tuple[str, str]:
    """A section's header line: its name, one of ``sections``, and what follows the colon,
    which only the ``cards_on_header`` section (the talon) may have on the same line."""
    name, colon, rest = body.partition(":")
    if not colon or name not in sections:
        headers = ", ".join(section + ":" for section in sections)
        raise RecordParseError(number, 1, **CORE.not_a_header.message(headers=headers, text=excerpt(body)))
    if name != cards_on_header and rest.strip():
        raise RecordParseError(number, len(name) + 2, **CORE.header_alone.message(name=name))
    return name, rest
