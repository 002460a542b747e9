"""The inputs and the damage shared by the fuzz tests and ``make fuzz``.

Valid game records, deal summaries (JSON and TOML) and score sheets, and :func:`damage`,
which breaks them the way files get broken — a byte changed, the file cut short, a line or
a whole section lost, written twice or moved, a word replaced by junk. :func:`damage` takes
its choices from a :class:`Chooser`, so the same mutations run under hypothesis (which
shrinks a failing input) and under a plain seeded ``random.Random`` (fast and reproducible,
for the long runs). :data:`TARGETS` reads an input the way the command line does and names
the outcome: ``accepted``, ``incomplete``, or ``refused <rule id or error class>``; any other
exception is a fault.
"""

from __future__ import annotations

import json
import random
import re
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, TypeVar

from tarokk.cli.table import game_named_by, play_table, table_game
from tarokk.core.errors import IncompleteRecord, TarokkError
from tarokk.core.files import decode_text
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.state import load_game
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.records import format_record, parse_record
from tarokk.games.paskievics.replay import record_of, replay
from tarokk.games.paskievics.ruleset import PRESETS, rules_argument, ruleset
from tarokk.games.paskievics.scoring import load_summary, settle
from tarokk.games.paskievics.session import load_session, run_session

T = TypeVar("T")

JUNK = ["x", "²", "-1", "9" * 5000, "null", "E", "10", "", "\x00", "[", "{", '"', "#", ",", "Kő k", "1e999", "NaN"]
"""Words that once broke a reader, or might: the issue's list and its neighbours."""

DAMAGE = ("flip", "cut", "drop", "twice", "junk", "swap", "drop-section", "twice-section", "swap-sections")


class Chooser(Protocol):
    """Where :func:`damage` takes its choices from."""

    def integer(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high``, both included."""
        ...

    def choice(self, options: Sequence[T]) -> T:
        """One of ``options``."""
        ...


class RandomChooser:
    """Choices from a seeded ``random.Random``."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.random.randint(low, high)

    def choice(self, options: Sequence[T]) -> T:
        return self.random.choice(options)


_SECTION_START = re.compile(rb"^(?:\S| \"[^\"]+\": )")
"""A line that starts a section: a record's tag or heading, a TOML key, a top-level JSON key."""


def _sections(lines: list[bytes]) -> list[tuple[int, int]]:
    """The sections of ``lines`` as (first, end) index pairs: each starts at a section line."""
    starts = [i for i, line in enumerate(lines) if _SECTION_START.match(line)] or [0]
    starts[0] = 0
    return list(zip(starts, [*starts[1:], len(lines)], strict=True))


def damage(data: bytes, chooser: Chooser, times: int) -> bytes:
    """``data`` with ``times`` kinds of damage chosen by ``chooser``."""
    for _ in range(times):
        data = _damage_once(data, chooser, chooser.choice(DAMAGE))
    return data


def _damage_once(data: bytes, chooser: Chooser, how: str) -> bytes:
    lines = data.split(b"\n")
    if how == "flip" and data:
        at = chooser.integer(0, len(data) - 1)
        return data[:at] + bytes([chooser.integer(0, 255)]) + data[at + 1 :]
    if how == "cut":
        return data[: chooser.integer(0, len(data))]
    if how in ("drop", "twice", "swap"):
        at = chooser.integer(0, len(lines) - 1)
        if how == "drop":
            del lines[at]
        elif how == "twice":
            lines.insert(at, lines[at])
        else:
            other = chooser.integer(0, len(lines) - 1)
            lines[at], lines[other] = lines[other], lines[at]
        return b"\n".join(lines)
    if how == "junk":
        words = data.replace(b",", b" , ").split(b" ")
        words[chooser.integer(0, len(words) - 1)] = chooser.choice(JUNK).encode()
        return b" ".join(words).replace(b" , ", b",")
    if how.endswith(("section", "sections")):
        sections = [lines[first:end] for first, end in _sections(lines)]
        at = chooser.integer(0, len(sections) - 1)
        if how == "drop-section":
            del sections[at]
        elif how == "twice-section":
            sections.insert(at, sections[at])
        else:
            other = chooser.integer(0, len(sections) - 1)
            sections[at], sections[other] = sections[other], sections[at]
        return b"\n".join(line for section in sections for line in section)
    return data


# The valid inputs -------------------------------------------------------------------


def played_record(seed: int, stop_after: int | None = None) -> bytes:
    """The record of a deal of random legal actions (stopped after ``stop_after`` actions, if given)."""
    rules = PRESETS["pagat"]
    deal = Deal(deal_cards(seed, 4, rules), rules)
    chooser = random.Random(seed)
    actions = 0
    while not deal.finished and actions != stop_after:
        deal.apply(chooser.choice(deal.legal_actions()))
        actions += 1
    return format_record(record_of(deal, {"Event": "fuzz", "Seed": str(seed)})).encode()


RECORDS = [played_record(seed) for seed in range(6)] + [played_record(7, stop_after=12)]
SUMMARIES = [
    {
        "variant": "pagat",
        "players": 4,
        "contract": "two",
        "declarer": "B",
        "partner": "D",
        "declarer_side": {"card_points": 52, "tricks": 5},
        "announced": [{"figure": "game", "kontra": 1}, {"figure": "double-game", "side": "declarer", "kontra": 1}],
        "made": {"trull": None, "four-kings": "opponents", "pagat-ultimo": {"side": "declarer", "won": True}},
        "tarokk_counts": [{"seat": "A", "count": 8}],
    },
    {
        "contract": "solo",
        "declarer": "A",
        "partner": "alone",
        "penalty": {"kind": "revoke", "seat": "C"},
        "declarer_side": {"card_points": 20, "tricks": 2},
    },
]
SHEET = {
    "players": ["Ann", "Bea", "Cili", "Dóra"],
    "variant": "pagat",
    "deals": [SUMMARIES[0], {"all_passed": True}, {**SUMMARIES[1], "dealer": "Ann"}],
}


def json_bytes(document: object) -> bytes:
    return json.dumps(document, ensure_ascii=False, indent=1).encode()


def toml_bytes(summary: dict[str, object]) -> bytes:
    """A summary in TOML: simple values at the top, tables and lists inline."""
    lines = [f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in summary.items()]
    return "\n".join(lines).replace(": ", " = ").encode()


# Reading them as the command line does ------------------------------------------------


def read_record(data: bytes) -> str:
    """Parse and replay a record; ``incomplete`` if it stops before the end of its deal."""
    replayed = replay(parse_record(decode_text(data, "record")))
    return "accepted" if replayed.stopped_at() is None else "incomplete"


def read_summary(data: bytes) -> str:
    """Read a summary (JSON or TOML) and settle it."""
    summary = load_summary(decode_text(data, "summary"))
    settle(summary, ruleset(summary.variant))
    return "accepted"


def read_sheet(data: bytes) -> str:
    """Read a score sheet and run it."""
    run_session(load_session(decode_text(data, "sheet")))
    return "accepted"


TABLE_GAMES = (
    "rikiki",
    "jokai",
    "droggn",
    "troggu",
    "trappola",
    "modositott",
    "kiralyhivasos",
    "magyar",
    "stromann",
    "tapper",
    "tarokk54",
    "trisak",
)


def one_format_record(name: str, seed: int) -> bytes:
    """A whole deal of game ``name`` played by random legal choices, in the one record format."""
    state = load_game(name).new_initial_state(seed)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply_action(chooser.choice(state.legal_actions()))
    return format_table_record(state, seed).encode()


def read_one_format(data: bytes) -> str:
    """Parse and replay a record in the one format; ``incomplete`` if it stops early."""
    replay_table_record(parse_table_record(decode_text(data, "record")))
    return "accepted"


def read_rules(data: bytes) -> str:
    """A ``--rules`` spec for any game, read as the command line reads it."""
    spec = decode_text(data, "rules")
    named = game_named_by(spec)
    if named is not None and named != "paskievics":
        table_game(named, rules=spec)
    else:
        rules_argument(spec)
    return "accepted"


def read_keys(data: bytes) -> str:
    """What a learner types at a table game's terminal, line by line, for one deal: every
    line is an answer (a number, a name, a key or garbage); the deal ends or the input does."""
    lines = decode_text(data, "keys").splitlines()
    name = TABLE_GAMES[len(lines) % len(TABLE_GAMES)]
    answers = iter(lines)

    def ask(prompt: str) -> str:
        answer = next(answers, None)
        if answer is None:
            raise EOFError
        return answer

    with tempfile.TemporaryDirectory() as folder:
        play_table(table_game(name), "A", "random", 1, 1, Path(folder), ask=ask, say=lambda text: None)
    return "accepted"


KEYS = [b"1\n?\nh\nl\nr\na\nu\n1\n" * 20, "²\n٣\n99999\npass\nplay XXI\ntreff bubi (T b)\n".encode() * 10]
"""Sessions of keys: the keys, numbers, names and a few strange ones."""

TARGETS: dict[str, tuple[Callable[[bytes], str], list[bytes]]] = {
    "record": (read_record, RECORDS),
    "one-format-record": (read_one_format, [one_format_record(name, 3) for name in (*TABLE_GAMES, "paskievics")]),
    "rules": (read_rules, [b"magyar, first_lead=declarer", b"pagat, discard_xx=forbidden", b"tapper, cards=54"]),
    "keys": (read_keys, KEYS),
    "summary-json": (read_summary, [json_bytes(summary) for summary in SUMMARIES]),
    "summary-toml": (read_summary, [toml_bytes(SUMMARIES[1])]),
    "sheet": (read_sheet, [json_bytes(SHEET)]),
}
"""Each parser: how the command line reads an input, and the valid inputs to damage."""


def outcome(read: Callable[[bytes], str], data: bytes) -> str:
    """What reading ``data`` comes to: ``accepted``, ``incomplete`` or ``refused <rule id or error class>``.
    Any exception other than the engine's own errors propagates: that is a fault."""
    try:
        return read(data)
    except IncompleteRecord:
        return "incomplete"
    except TarokkError as error:
        return f"refused {error.rule or type(error).__name__}"
