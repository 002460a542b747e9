"""Documents people write by hand (a deal summary, a score sheet), read as JSON or TOML,
every fault quoting the key and value it is about, in both languages
(:class:`~tarokk.core.errors.SummaryError`).

:func:`read_document` parses the text; a :class:`TableReader` reads one table of it, taking
its keys with or without Hungarian accents, with hyphens or underscores, and in their
Hungarian spellings.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tarokk.core.catalogue import slug
from tarokk.core.errors import SummaryError, TarokkInputError, excerpt, shorten
from tarokk.core.files import read_text
from tarokk.core.seats import Seat, parse_seat
from tarokk.core.words import CORE, Words

EXPECTED = CORE.group("expected")
"""What a key takes, as a fault says it: a seat, true or false, a list."""


def both_languages(text: str | Words) -> Words:
    """``text`` as a fact of a sentence in either language (a number range is the same in both)."""
    return Words(text, text) if isinstance(text, str) else text


def bad_value(path: str, value: object, expected: str | Words) -> SummaryError:
    """The refusal of ``value`` at key ``path`` of a summary or a score sheet, saying what the key takes."""
    said = CORE.bad_value.message(path=path, value=shorten(repr(value)), expected=both_languages(expected))
    return SummaryError(path, **said)


class TableReader:
    """Reads one JSON/TOML object, quoting the key and value of every fault."""

    def __init__(
        self,
        data: Any,
        path: str,
        keys: tuple[str, ...],
        aliases: Mapping[str, str] | None = None,
        *,
        documented: Mapping[str, str] | None = None,
        expected: Mapping[str, Words] | None = None,
    ) -> None:
        """Read ``data`` at ``path``: each key folded (accents off, hyphens) and looked up in
        ``aliases`` (its other spellings) must be one of ``keys``; ``documented`` names a key as
        the format's documentation spells it; ``expected`` words what a seat, a boolean or a
        list is where the document means more than the core's words say."""
        self.documented = documented or {}
        self.expected = {**EXPECTED, **(expected or {})}
        if not isinstance(data, dict):
            named = path or CORE.the_document
            said = CORE.not_a_table.message(path=both_languages(named).en, value=shorten(repr(data)))
            said["hu"] = CORE.not_a_table("hu", path=both_languages(named).hu, value=shorten(repr(data)))
            raise SummaryError(path or None, **said)
        self.path = path
        self.values: dict[str, Any] = {}
        self.spelling: dict[str, str] = {}
        for key, value in data.items():
            folded = slug(str(key))
            name = (aliases or {}).get(folded, folded)
            if name not in keys:
                where = self.at(str(key))
                raise SummaryError(where, **CORE.unknown_key.message(path=shorten(where), keys=", ".join(keys)))
            if name in self.values:  # "declarer" and "Declarer", "felvevő" and "declarer": which one stands?
                first, where = self.at(name), self.at(str(key))
                said = CORE.says_again.message(path=shorten(where), first=shorten(first), name=name)
                raise SummaryError(where, **said)
            self.values[name] = value
            self.spelling[name] = str(key)

    def at(self, key: str) -> str:
        """The path of ``key`` as the writer spelled it (or as the format documents it)."""
        name = self.spelling.get(key, self.documented.get(key, key))
        return f"{self.path}.{name}" if self.path else name

    def has(self, key: str) -> bool:
        return key in self.values

    def get(self, key: str, default: Any = None, required: bool = False, expected: str | Words = "") -> Any:
        if key not in self.values:
            if required:
                raise SummaryError(
                    self.at(key), **CORE.missing_key.message(path=self.at(key), expected=both_languages(expected))
                )
            return default
        return self.values[key]

    def word(self, key: str, table: Mapping[str, Any], expected: str | Words, *, required: bool = False) -> Any:
        value = self.get(key, required=required, expected=expected)
        if value is None and not required:
            return None
        found = table.get(slug(str(value))) if isinstance(value, str) else None
        if found is None:
            raise bad_value(self.at(key), value, expected)
        return found

    def integer(self, key: str, low: int, high: int, expected: str | Words, default: int | None = None) -> int:
        value = self.get(key, default, required=default is None, expected=expected)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise bad_value(self.at(key), value, expected)
        return value

    def boolean(self, key: str, default: bool | None = None) -> bool:
        value = self.get(key, default, required=default is None, expected=self.expected["boolean"])
        if not isinstance(value, bool):
            raise bad_value(self.at(key), value, self.expected["boolean"])
        return value

    def seat(self, key: str, *, required: bool = True) -> Seat | None:
        value: object = self.get(key, required=required, expected=self.expected["seat"])
        if value is None and required:
            raise bad_value(self.at(key), value, self.expected["seat"])
        if value is None:
            return None
        if not isinstance(value, str):
            raise bad_value(self.at(key), value, self.expected["seat"])
        try:
            return parse_seat(value)
        except TarokkInputError:
            raise bad_value(self.at(key), value, self.expected["seat"]) from None

    def items(self, key: str) -> list[tuple[str, Any]]:
        value = self.get(key, [])
        if not isinstance(value, list):
            raise bad_value(self.at(key), value, self.expected["list"])
        return [(f"{self.at(key)}[{i}]", entry) for i, entry in enumerate(value)]


_TOML_PLACE = re.compile(r" \(at line (\d+), column (\d+)\)$")
PARSER_FAULTS = CORE.group("parser")
"""The JSON and TOML readers' common faults in Hungarian, by the English words they begin with."""
MAX_DEPTH = 32
"""The deepest nesting of lists and tables a document may have."""
MAX_DIGITS = 20
"""The most digits of a number in a document."""


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise TarokkInputError(**CORE.long_number.message(text=text[:MAX_DIGITS], digits=MAX_DIGITS))
    return int(text)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise TarokkInputError(**CORE.not_a_usable_number.message(text=text))
    return value


def _no_constant(text: str) -> Any:
    raise TarokkInputError(**CORE.not_a_usable_number.message(text=text))


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (JSON would keep the last of two silently)."""
    table: dict[str, Any] = {}
    for key, value in pairs:
        if key in table:
            raise SummaryError(key, **CORE.key_twice.message(key=excerpt(key)))
        table[key] = value
    return table


def _check_depth(data: Any) -> None:
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise TarokkInputError(**CORE.nested_too_deep.message(depth=MAX_DEPTH))
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        stack.extend((child, depth + 1) for child in children)


def read_document(source: str | Path, what: Words) -> Any:
    """Parse JSON or TOML text (a :class:`~pathlib.Path` is read first with
    :func:`~tarokk.core.files.read_text`); a fault gives the parser's line and column.

    A byte-order mark is dropped; a key given twice, a number of more than :data:`MAX_DIGITS`
    digits, ``NaN`` or infinity, and nesting deeper than :data:`MAX_DEPTH` are refused.
    """
    name = Words(str(source), str(source)) if isinstance(source, Path) else CORE.the_text
    text = read_text(source) if isinstance(source, Path) else source.removeprefix("\ufeff")
    try:
        data = _parse(text, name, what)
    except RecursionError:
        raise TarokkInputError(**CORE.nested_in.message(name=name, depth=MAX_DEPTH)) from None
    _check_depth(data)
    return data


def _parse(text: str, name: Words, what: Words) -> Any:
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_int=_integer,
            parse_float=_finite,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as json_error:
        try:
            return tomllib.loads(text, parse_float=_finite)
        except TarokkInputError:
            raise
        except (tomllib.TOMLDecodeError, ValueError) as toml_error:
            line: int | None
            column: int | None
            detail: Words  # the parser's own words, in Hungarian where they are the common ones
            if text.lstrip()[:1] in "{[":
                detail, line, column = _parser_said("JSON", json_error.msg), json_error.lineno, json_error.colno
            elif isinstance(toml_error, tomllib.TOMLDecodeError):
                # tomllib tells the place only in its message: "Invalid value (at line 3, column 7)"
                place = _TOML_PLACE.search(str(toml_error))
                detail = _parser_said("TOML", _TOML_PLACE.sub("", str(toml_error)))
                line, column = (int(place[1]), int(place[2])) if place else (None, None)
            else:  # a number too long for Python to read
                digits = CORE.too_many_digits.filled(digits=MAX_DIGITS)
                detail, line, column = Words(f"TOML: {digits.en}", f"TOML: {digits.hu}"), None, None
            said = CORE.not_document.message(name=name, what=what, detail=detail.en)
            said["hu"] = CORE.not_document("hu", name=name, what=what, detail=detail.hu)
            raise TarokkInputError(**said, line=line, column=column) from None


def _parser_said(reader: str, fault: str) -> Words:
    """A JSON or TOML reader's ``fault``, in Hungarian where it is one of the common ones (the
    ``[parser]`` words), else in the reader's own English."""
    hungarian = next((said.hu for start, said in PARSER_FAULTS.items() if fault.startswith(start)), fault)
    return Words(f"{reader}: {fault}", f"{reader}: {hungarian}")
