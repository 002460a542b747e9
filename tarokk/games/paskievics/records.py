"""Paskievics tarokk's classic game records: a plain-text, PGN-like format for a deal.

A record is a list of tags followed by sections, in the text syntax every record shares
(:mod:`tarokk.core.recordtext`). Cards may be written in any of the three spellings
(:func:`tarokk.core.cards.parse_card`); the formatter writes Tolnai's abbreviations.
``#`` starts a comment that runs to the end of the line::

    [Event "Example"]
    [Variant "pagat"]
    [Players "4"]
    [Dealer "D"]
    [Seed "7"]

    Hands:
      A: S, XVIII, XV, XIV, XII, XI, I, T b, P k
      B: XXI, XIX, XVII, XIII, VII, V, T k, P d, P 10
      C: XX, X, IX, VIII, II, Kő k, T 10, P l, P b
      D: XVI, IV, Kő l, Kő á, K d, K l, K b, K á, T d
    Talon: Kő b, Kő d, VI, III, K k, T l
    Auction:
      A three, B pass, C pass, D pass
    Discards:
      A: T b, Kő d, Kő b
    Announcements:
      A: call XX, trull
      B: pass
      C: kontra trull
      D: pass
      A: pass
      B: pass
    Tricks:
      1. A ...

Section headers start in the first column and end with a colon; their entries are
indented on the following lines (``Talon:`` takes its cards on the same line).
The parser reports the line and column of any fault and what it expected there.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from tarokk.core.cards import Card
from tarokk.core.errors import RecordParseError, excerpt
from tarokk.core.recordtext import cards_at, check_lengths, read_tag, record_lines, section_header
from tarokk.core.seats import Seat
from tarokk.games.paskievics.dealing import dealer_of
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.words import PARTS, WORDS

SECTIONS = ("Hands", "Talon", "Auction", "Discards", "Throw-in", "Announcements", "Tricks")
_NUMBER = re.compile(r"[0-9]{1,20}")
"""A number in a record: ASCII digits, at most 20 of them (a seed is below 2**64)."""
NUMBER_RANGES = {"Players": (4, 5), "Seed": (0, 2**64 - 1)}
"""The numeric tags and the values they take."""


@dataclass
class GameRecord:
    """One deal as written in a record. Entries keep the line they came from."""

    tags: dict[str, str] = field(default_factory=dict)
    hands: dict[Seat, list[Card]] = field(default_factory=dict)
    talon: list[Card] = field(default_factory=list)
    auction: list[tuple[Seat, str]] = field(default_factory=list)
    discards: dict[Seat, list[Card]] = field(default_factory=dict)
    throw_in: list[tuple[Seat, str]] = field(default_factory=list)
    announcements: list[tuple[Seat, str]] = field(default_factory=list)
    tricks: list[list[tuple[Seat, Card]]] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict, compare=False)
    columns: dict[str, int] = field(default_factory=dict, compare=False)

    @property
    def variant(self) -> str:
        return self.tags.get("Variant", "pagat")

    @property
    def players(self) -> int:
        return self._number("Players", "4")

    @property
    def seed(self) -> int | None:
        return self._number("Seed", "") if "Seed" in self.tags else None

    def _number(self, tag: str, default: str) -> int:
        text = self.tags.get(tag, default)
        low, high = NUMBER_RANGES[tag]
        if not _NUMBER.fullmatch(text) or not low <= int(text) <= high:
            said = WORDS.number_tag.message(tag=tag, low=low, high=high, text=excerpt(text))
            raise RecordParseError(self.line_of(f"tag {tag}") or 1, 1, **said)
        return int(text)

    def line_of(self, key: str) -> int | None:
        """The source line of an entry: ``trick 3``, ``auction 2``, ``hand A``, ``discard B``,
        ``throw-in 1``, ``turn 4``, ``talon``."""
        return self.lines.get(key)

    def position_of(self, key: str) -> tuple[int | None, int | None]:
        """The source line and column of an entry; also ``trick 3 B``, seat B's card in trick 3."""
        return self.lines.get(key), self.columns.get(key)


def _seat_at(text: str, line: int, column: int) -> Seat:
    seat = text.strip().removesuffix(":")  # "A three" and "A: three" both name seat A
    for known in ACTIVE_SEATS:
        if seat == known:
            return known
    raise RecordParseError(line, column, **WORDS.not_a_seat.message(text=excerpt(seat)))


def _entries(text: str, line: int, column: int) -> list[tuple[str, str, int]]:
    """Split ``A three, B pass`` into (seat text, rest, column) triples."""
    found: list[tuple[str, str, int]] = []
    offset = 0
    for part in text.split(","):
        stripped = part.strip()
        col = column + offset + len(part) - len(part.lstrip())
        offset += len(part) + 1
        if not stripped:
            raise RecordParseError(line, col, **WORDS.empty_entry.message())
        seat, _, rest = stripped.partition(" ")
        if not rest.strip():
            raise RecordParseError(line, col, **WORDS.not_seat_entry.message(text=excerpt(stripped)))
        found.append((seat, rest.strip(), col))
    return found


def parse_record(text: str) -> GameRecord:
    """Read a record; faults raise :class:`RecordParseError` with line and column."""
    record = GameRecord()
    section: str | None = None
    for number, indent, body in record_lines(text):
        if indent == 0 and body.startswith("["):
            tag = read_tag(body, number, section, record.tags, '[Variant "pagat"]')
            record.lines[f"tag {tag}"] = number
            continue
        check_lengths(body, number, indent + 1)
        if indent == 0:
            name, rest = section_header(body, number, SECTIONS, "Talon")
            section = name
            if name == "Talon":
                if "talon" in record.lines:
                    raise RecordParseError(number, 1, **WORDS.talon_twice.message())
                record.lines["talon"] = number
                record.talon = cards_at(rest, number, len(name) + 2)
            continue
        _parse_entry(record, section, body, number, indent + 1)
    _check_tags(record)
    return record


KNOWN_TAGS = ("Variant", "Rules", "Players", "Dealer", "Seed")
"""The tags the engine reads; any other tag (``Event``, ``Date``, ``Site``, the players' names …) is kept as written."""


def _check_tags(record: GameRecord) -> None:
    """Refuse a tag that looks like a misspelt tag the engine reads (it would be kept and
    ignored), and a ``Dealer`` other than the one the table has: D of four, E of five."""
    for name in record.tags:
        close = difflib.get_close_matches(name, KNOWN_TAGS, n=1, cutoff=0.7)
        if name not in KNOWN_TAGS and close:
            said = WORDS.misspelt_tag.message(name=name, close=close[0])
            raise RecordParseError(record.lines[f"tag {name}"], 2, **said)
    if "Dealer" in record.tags and record.tags["Dealer"] != dealer_of(record.players):
        said = WORDS.wrong_dealer.message(
            players=record.players, dealer=dealer_of(record.players), text=excerpt(record.tags["Dealer"])
        )
        raise RecordParseError(record.lines["tag Dealer"], 1, **said)


def _seat_cards(
    record: GameRecord, table: dict[Seat, list[Card]], what: str, body: str, number: int, column: int
) -> None:
    """A ``SEAT: cards`` line of the Hands or Discards section, each seat at most once."""
    seat_text, colon, cards = body.partition(":")
    if not colon:
        raise RecordParseError(number, column, **WORDS.seat_cards.message(text=excerpt(body)))
    seat = _seat_at(seat_text, number, column)
    if seat in table:
        raise RecordParseError(number, column, **WORDS.given_twice.message(seat=seat, what=PARTS[what]))
    record.lines[f"{what} {seat}"] = number
    record.columns[f"{what} {seat}"] = column
    table[seat] = cards_at(cards, number, column + len(seat_text) + 1)


def _parse_entry(record: GameRecord, section: str | None, body: str, number: int, column: int) -> None:
    if section is None or section == "Talon":
        raise RecordParseError(number, column, **WORDS.stray_indent.message())
    if section == "Hands":
        _seat_cards(record, record.hands, "hand", body, number, column)
    elif section == "Discards":
        _seat_cards(record, record.discards, "discard", body, number, column)
    elif section in ("Throw-in", "Announcements"):
        seat_text, colon, said = body.partition(":")
        if not colon or not said.strip():
            raise RecordParseError(number, column, **WORDS.seat_said.message(text=excerpt(body)))
        entries = record.throw_in if section == "Throw-in" else record.announcements
        entries.append((_seat_at(seat_text, number, column), said.strip()))
        key = f"{'throw-in' if section == 'Throw-in' else 'turn'} {len(entries)}"
        record.lines[key], record.columns[key] = number, column
    elif section == "Auction":
        for seat_text, word, col in _entries(body, number, column):
            record.auction.append((_seat_at(seat_text, number, col), word))
            key = f"auction {len(record.auction)}"
            record.lines[key], record.columns[key] = number, col
    else:
        label, dot, rest = body.partition(".")
        if not dot or not _NUMBER.fullmatch(label):
            raise RecordParseError(number, column, **WORDS.not_a_trick.message(text=excerpt(body)))
        if int(label) != len(record.tricks) + 1:
            expected = WORDS.trick_number.message(expected=len(record.tricks) + 1, label=label)
            raise RecordParseError(number, column, **expected)
        start = column + len(label) + 1
        plays = []
        for seat_text, card_text, col in _entries(rest, number, start):
            plays.append((_seat_at(seat_text, number, col), cards_at(card_text, number, col + len(seat_text) + 1)[0]))
            key = f"trick {int(label)} {plays[-1][0]}"
            record.lines[key], record.columns[key] = number, col
        record.tricks.append(plays)
        record.lines[f"trick {len(record.tricks)}"] = number


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def format_record(record: GameRecord, spelling: str = "tolnai") -> str:
    """Write a record in the canonical layout (parsing it gives the same record back)."""
    out = [f'[{name} "{_quote(value)}"]' for name, value in record.tags.items()]
    if out:
        out.append("")
    if record.hands:
        out.append("Hands:")
        for seat in ACTIVE_SEATS:
            if seat in record.hands:
                out.append(f"  {seat}: " + ", ".join(card.name(spelling) for card in record.hands[seat]))
    if record.talon:
        out.append("Talon: " + ", ".join(card.name(spelling) for card in record.talon))
    if record.auction:
        out.append("Auction:")
        out.append("  " + ", ".join(f"{seat} {word}" for seat, word in record.auction))
    if record.discards:
        out.append("Discards:")
        for seat in ACTIVE_SEATS:
            if seat in record.discards:
                out.append(f"  {seat}: " + ", ".join(card.name(spelling) for card in record.discards[seat]))
    for name, entries in (("Throw-in", record.throw_in), ("Announcements", record.announcements)):
        if entries:
            out.append(f"{name}:")
            out.extend(f"  {seat}: {said}" for seat, said in entries)
    if record.tricks:
        out.append("Tricks:")
        for number, plays in enumerate(record.tricks, start=1):
            out.append(f"  {number}. " + ", ".join(f"{seat} {card.name(spelling)}" for seat, card in plays))
    return "\n".join(out) + "\n"
