"""A finished deal as its settlement reads it, the same kind of thing in every game: an
:class:`Outcome` is a frozen dataclass of plain facts (the contract, the declarer, seats,
sides, figures, holdings, counts), never of tricks or cards in play. A game's state makes
its outcome; its settlement reads nothing else.

Because an outcome is plain facts, one reader serves every game: :func:`outcome_from_data`
reads a summary written at the table (JSON or TOML, keys in English or Hungarian, with or
without accents) into the game's outcome class by the types of its fields, and
:func:`summary_text` writes an outcome back as an annotated TOML summary to fill in
(``tarokk settle --game G --template``).

>>> from tarokk.core.state import load_game
>>> game = load_game("magyar")
>>> outcome = game.outcome_from_summary({"játék": "hármas", "felvevő": "b", "nézések": 1,
...     "felvevő_pontjai": 40, "figurák": [{"figura": "tulétroá", "oldal": "felvevő", "teljesült": True}]})
>>> outcome.contract, outcome.declarer, outcome.figures[0].figure, outcome.figures[0].side
('three', 'B', <Figure.TRULL: 'trull'>, 'declarer')
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from tarokk.core.cards import Card, Deck, parse_card
from tarokk.core.catalogue import slug
from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.documents import TableReader, bad_value
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure, Side
from tarokk.core.holdings import Holding
from tarokk.core.seats import ALL_SEATS, Seat
from tarokk.core.words import CORE, Language, WordBook, Words, in_language

KEYS = CORE.group("outcome_keys")
"""The Hungarian name of each key an outcome's summary takes (its English name is the field's)."""
NONE_WORDS = ("", "none", "nincs", "senki")
"""What a summary writes for a fact that is not there (no declarer, no partner)."""
SIDE_WORDS: dict[Side, Words] = {"declarer": CORE.side_declarer, "opponents": CORE.side_opponents}


@dataclasses.dataclass(frozen=True)
class Outcome:
    """What every game's outcome names: the contract played (None: nobody played one) and
    its declarer (None: no declarer, as when all passed)."""

    contract: str | None
    declarer: Seat | None


@dataclasses.dataclass(frozen=True)
class FigureResult:
    """A figure of the deal for one side: made or missed, announced or silent, and the
    kontra said on it (Tolnai §48: only an announced figure can be kontrád)."""

    figure: Figure
    side: Side
    made: bool
    announced: bool = False
    kontra: int = 0


def checked_contract(
    outcome: Outcome, definition: GameDefinition, keys: Mapping[str, Words] | None = None
) -> Contract | None:
    """The contract of ``outcome`` as ``definition`` has it (None: no game), once what every
    game's outcome states is found sound: the contract one of the game's, every seat one at the
    table, every count of points at most the pack's, every kontra on the ladder (Tolnai §48),
    every figure and holding one the game prices, none listed twice (a figure once for each
    side), and a kontra only on an announced figure (Tolnai §48). A fault is refused naming the
    key (in Hungarian by ``keys``, the game's own, then the core's) and the value."""
    _check(outcome, definition, Words("", ""), keys or {})
    if outcome.contract is None:
        return None
    try:
        return definition.contract(outcome.contract)
    except DefinitionError:
        listed = ", ".join(f"{contract.name} ({contract.hu})" for contract in definition.contracts)
        raise bad_value("contract", outcome.contract, Words(listed, listed)) from None


def _check(value: Any, definition: GameDefinition, path: Words, keys: Mapping[str, Words]) -> None:
    """Check each field of the dataclass ``value`` at ``path`` (:func:`checked_contract`)."""
    hints = get_type_hints(type(value))
    for field in dataclasses.fields(value):
        named = _key_words(field.name, keys)
        here = Words(_joined(path.en, named.en), _joined(path.hu, named.hu))
        _check_value(getattr(value, field.name), hints[field.name], field.name, here, definition, keys)
    if isinstance(value, FigureResult) and value.kontra and not value.announced:
        raise TarokkInputError(**CORE.silent_kontra.message(path=path, figure=value.figure))


def _joined(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _check_value(
    value: Any, kind: Any, name: str, path: Words, definition: GameDefinition, keys: Mapping[str, Words]
) -> None:
    """Check one value of the type ``kind``, the field ``name``'s (:func:`checked_contract`)."""
    if value is None or isinstance(value, bool | Card):  # a card is one of the deck's, as read
        return
    if isinstance(value, tuple | list):
        inner = get_args(_unwrapped(kind))[0]
        listed = [(entry.figure, entry.side) if isinstance(entry, FigureResult) else entry for entry in value]
        for number, entry in enumerate(value):
            here = Words(f"{path.en}[{number}]", f"{path.hu}[{number}]")
            if not isinstance(entry, int) and listed[number] in listed[:number]:  # counts may repeat
                raise TarokkInputError(**CORE.listed_twice.message(path=here))
            _check_value(entry, inner, name, here, definition, keys)
    elif dataclasses.is_dataclass(value):
        _check(value, definition, path, keys)
    elif isinstance(value, int):
        top, total = len(definition.kontras.words), definition.total_points
        if name == "kontra" and value > top:
            word = definition.kontras.words[-1]
            raise TarokkInputError(**CORE.kontra_over.message(path=path, level=value, top=top, word=word))
        if name.endswith("points") and value > total:
            raise TarokkInputError(**CORE.points_over.message(path=path, points=value, total=total))
    elif isinstance(value, Figure | Holding):
        prices = [*definition.figures, *(price for contract in definition.contracts for price in contract.figures)]
        priced = {price.figure for price in prices} | {price.holding for price in definition.holdings}
        if value not in priced:  # a game may price a figure at some of its contracts only
            raise TarokkInputError(**CORE.not_priced.message(path=path, what=value.hu, game=definition.hu))
    elif get_origin(_unwrapped(kind)) is Literal and set(get_args(_unwrapped(kind))) <= set(ALL_SEATS):
        seats = definition.seating.active_seats
        if value not in seats:
            raise TarokkInputError(**CORE.not_seated.message(path=path, seat=value, seats=", ".join(seats)))


def _unwrapped(kind: Any) -> Any:
    """``kind`` without its ``| None``."""
    if get_origin(kind) in (Union, types.UnionType):
        return next(arg for arg in get_args(kind) if arg is not type(None))
    return kind


def _key_words(name: str, game_keys: Mapping[str, Words]) -> Words:
    """The key ``name`` (a field's) in both languages."""
    return game_keys.get(name) or KEYS.get(name) or Words(name, name)


def outcome_from_data(
    kind: type[Any],
    data: Any,
    path: str = "",
    deck: Deck | None = None,
    keys: Mapping[str, Words] | None = None,
    kontras: Sequence[str] = (),
) -> Any:
    """An instance of the outcome class ``kind`` read from parsed JSON/TOML ``data`` at ``path``:
    each field by its name or its Hungarian name (``keys``, the game's own, then the core's),
    a field with a default may be left out; a fault quotes the key and the value
    (:class:`~tarokk.core.errors.SummaryError`). Cards are read in ``deck``; a kontra level
    may be written as its number or as its word of ``kontras`` (``rekontra`` is 2)."""
    game_keys = keys or {}
    hints = get_type_hints(kind)
    names = tuple(slug(field.name) for field in dataclasses.fields(kind) if field.init)
    aliases = {slug(_key_words(name.replace("-", "_"), game_keys).hu): name for name in names}
    reader = TableReader(data, path, names, aliases)
    values: dict[str, Any] = {}
    for field in dataclasses.fields(kind):
        if not field.init:
            continue
        key = slug(field.name)
        has_default = field.default is not dataclasses.MISSING or field.default_factory is not dataclasses.MISSING
        if not reader.has(key):
            if has_default:
                continue
            reader.get(key, required=True, expected=_expected(hints[field.name]))
        values[field.name] = _read(hints[field.name], reader.get(key), reader.at(key), deck, game_keys, kontras)
    return kind(**values)


def _read(
    kind: Any, value: Any, path: str, deck: Deck | None, keys: Mapping[str, Words], kontras: Sequence[str]
) -> Any:
    """``value`` at ``path`` as the type ``kind`` says."""
    origin, args = get_origin(kind), get_args(kind)
    if origin in (Union, types.UnionType):
        if type(None) in args and (value is None or (isinstance(value, str) and slug(value) in NONE_WORDS)):
            return None
        (inner,) = [arg for arg in args if arg is not type(None)]
        return _read(inner, value, path, deck, keys, kontras)
    if origin is tuple:
        if not isinstance(value, list):
            raise bad_value(path, value, CORE.group("expected")["list"])
        return tuple(_read(args[0], entry, f"{path}[{i}]", deck, keys, kontras) for i, entry in enumerate(value))
    if origin is Literal:
        return _literal(args, value, path)
    if kind is bool:
        if not isinstance(value, bool):
            raise bad_value(path, value, CORE.group("expected")["boolean"])
        return value
    if kind is int and path.rpartition(".")[2] == "kontra" and isinstance(value, str):
        return _kontra_level(value, path, kontras)
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise bad_value(path, value, CORE.expected_count)
        return value
    if kind is str:
        if not isinstance(value, str):
            raise bad_value(path, value, CORE.expected_word)
        return value
    if isinstance(kind, type) and issubclass(kind, Enum):
        named = {slug(member.value): member for member in kind} | {slug(_hu(member)): member for member in kind}
        found = named.get(slug(value)) if isinstance(value, str) else None
        if found is None:
            raise bad_value(path, value, ", ".join(member.value for member in kind))
        return found
    if kind is Card:
        try:
            return parse_card(value, deck) if isinstance(value, str) and deck is not None else parse_card(value)
        except TarokkInputError:
            raise bad_value(path, value, CORE.expected_card) from None
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return outcome_from_data(kind, value, path, deck, keys, kontras)
    raise TypeError(f"an outcome field cannot be of type {kind!r}")  # a game's outcome class is wrong


def _kontra_level(value: str, path: str, kontras: Sequence[str]) -> int:
    """A kontra level written as its word (``rekontra``), or ``none``/``nincs`` for 0."""
    if slug(value) in NONE_WORDS:
        return 0
    levels = {slug(word): level for level, word in enumerate(kontras, start=1)}
    if slug(value) not in levels:
        listed = ", ".join(("0", *kontras))
        raise bad_value(path, value, Words(listed, listed))
    return levels[slug(value)]


def _hu(member: Any) -> str:
    """The Hungarian name of a figure or a holding."""
    return str(member.hu)


def _literal(choices: tuple[Any, ...], value: Any, path: str) -> Any:
    """A seat letter or a side, in either language."""
    if set(choices) <= set(ALL_SEATS):
        found = value.strip().upper() if isinstance(value, str) else None
        if found not in choices:
            raise bad_value(path, value, ", ".join(choices))
        return found
    said = {slug(choice): choice for choice in choices} | {
        slug(words.hu): side for side, words in SIDE_WORDS.items() if side in choices
    }
    found = said.get(slug(value)) if isinstance(value, str) else None
    if found is None:
        raise bad_value(path, value, CORE.expected_side)
    return found


def _expected(kind: Any) -> Words:
    """What a key of type ``kind`` takes, as a fault for a missing key says it."""
    origin, args = get_origin(kind), get_args(kind)
    if origin in (Union, types.UnionType):
        return _expected(next(arg for arg in args if arg is not type(None)))
    if origin is tuple:
        return CORE.group("expected")["list"]
    if origin is Literal:
        return CORE.group("expected")["seat"] if set(args) <= set(ALL_SEATS) else CORE.expected_side
    if kind is bool:
        return CORE.group("expected")["boolean"]
    if kind is int:
        return CORE.expected_count
    return CORE.expected_word


def outcome_data(outcome: Any, language: Language = "en", keys: Mapping[str, Words] | None = None) -> dict[str, Any]:
    """``outcome`` as a summary's table, its keys and words in ``language``: what
    :func:`outcome_from_data` reads back to the same outcome."""
    game_keys = keys or {}
    table: dict[str, Any] = {}
    for field in dataclasses.fields(outcome):
        if field.init:
            table[_key_words(field.name, game_keys)(language)] = _written(getattr(outcome, field.name), language, keys)
    return table


def _written(value: Any, language: Language, keys: Mapping[str, Words] | None) -> Any:
    """One value as a summary writes it."""
    if value is None:
        return CORE.none_word(language)
    if isinstance(value, Enum):
        return in_language(language, value.value, _hu(value))
    if isinstance(value, str) and value in SIDE_WORDS:
        return SIDE_WORDS[value](language)
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_written(entry, language, keys) for entry in value]
    if dataclasses.is_dataclass(value):
        return outcome_data(value, language, keys)
    return value


def summary_text(
    outcome: Any,
    words: WordBook,
    language: Language,
    keys: Mapping[str, Words] | None = None,
    facts: Mapping[str, object] | None = None,
) -> str:
    """``outcome`` as an annotated TOML summary in ``language``: a heading (``words.summary_heading``),
    then each key with its comment (``words.group("summary_comments")``, filled from ``facts``),
    ready to be filled in."""
    comments, filled = words.group("summary_comments"), facts or {}
    lines = [f"# {line}" if line else "#" for line in words.summary_heading(language, **filled).splitlines()]
    for field in dataclasses.fields(outcome):
        if not field.init:
            continue
        key = _key_words(field.name, keys or {})(language)
        if field.name in comments:
            lines += ["", *(f"# {line}" for line in comments[field.name](language, **filled).splitlines())]
        lines.append(f"{_toml_key(key)} = {_toml(_written(getattr(outcome, field.name), language, keys))}")
    return "\n".join(lines) + "\n"


def _toml_key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isascii() and key.replace("_", "").isalnum() else f'"{key}"'


def _toml(value: Any) -> str:
    """A value in TOML's inline form."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml(entry) for entry in value) + "]"
    return "{ " + ", ".join(f"{_toml_key(key)} = {_toml(entry)}" for key, entry in value.items()) + " }"
