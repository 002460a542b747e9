"""A game's definition read from its data file, ``definition.toml`` beside the game's code.

Each hosted game describes itself in ``tarokk/games/<game>/definition.toml``, and its
``definition.py`` calls :func:`load_definition`. The file's keys are the fields of
:class:`~tarokk.core.definition.GameDefinition`, each built from the field's type:

- a table builds a record (``[seating]``, each ``[[contracts]]``, each ``[[figures]]``); a key
  it leaves out takes the field's default (``lead = "first-hand"``, no ``lost_value``);
- a string builds a named value: an enumeration's member by its word (``talon =
  "choose-half"``, ``partner = "none"``), a seat (``"A"``), a deck by its cards (``"42"``,
  ``"54"``, ``"french-52"``, :data:`NAMED`), a kontra ladder by name (``"tolnai"``, Tolnai's five words) or
  as a table of its words;
- an array builds a tuple, a table a mapping where the field is one, an integer an integer
  (or a fraction, which may also be written ``"2/3"``).

A ``[variants.<name>]`` table says what a variant of the game changes (the 54-card
tappertarokk's deck and packets): its keys are merged into the file's tables before the
definition is built. A game's own tables, which the definition has no field for, lie under
``[own]``: :func:`load_table` builds them the same way. Every source quotation stays in the
file as a comment beside the number it gives.

A key the record has not, a value of the wrong type, a word no member has are refused
with :class:`~tarokk.core.errors.DefinitionError` naming the game, the key's path
(``contracts[2].talon``, counted from 0) and what the key takes; the definition's own
checks (a talon that does not fit the deck, …) run as the records are made.
"""

from __future__ import annotations

import ast
import dataclasses
import tomllib
import types
import typing
from collections.abc import Mapping
from enum import Enum
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Any

from tarokk.core.cards import DECK42, DECK54, DECKS, Deck
from tarokk.core.definition import TOLNAI_KONTRAS, GameDefinition, KontraLadder
from tarokk.core.errors import DefinitionError

VARIANTS = "variants"
"""The table of a file's variants, each the keys it changes."""
OWN = "own"
"""The table of a game's own tables, read by :func:`load_table`."""

NAMED: Mapping[type, Mapping[str, object]] = {
    Deck: {"42": DECK42, "54": DECK54, **DECKS},
    KontraLadder: {"tolnai": TOLNAI_KONTRAS},
}
"""The values a data file names by a string: the decks (the tarokk packs by their cards, ``"42"``
and ``"54"``, and the packs without tarokks by their keys in ``decks.toml``: ``"french-52"``,
``"rikiki-4"``, ``"trappola-36"`` …) and the shared kontra ladder."""


def load_definition(module: str, variant: str | None = None, **merged: Any) -> GameDefinition:
    """The definition in the data file beside ``module`` (``tarokk.games.tapper.definition``
    reads ``tarokk/games/tapper/definition.toml``), as ``variant`` changes it.

    ``merged`` are tables merged into the file's like a variant's: what a data file cannot
    say, such as a table of card values the game's code computes."""
    where, data = _read(module)
    return _definition(data, where, variant, merged)


def definition_from_text(text: str, game: str, variant: str | None = None, **merged: Any) -> GameDefinition:
    """The definition a data file's ``text`` gives for ``game`` (named in the errors)."""
    where = f"{game}'s definition.toml"
    return _definition(_parse(text, where), where, variant, merged)


def load_table(module: str, key: str, hint: Any) -> Any:
    """The game's own table ``[own.<key>]`` of the data file beside ``module``, built as the
    type ``hint`` says (e.g. ``Mapping[str, ContractPlay]``)."""
    where, table = _read(module)
    path = f"{OWN}.{key}"
    for part in path.split("."):
        if not isinstance(table, dict) or part not in table:
            raise DefinitionError(f"{where} has no table {path}", key=path)
        table = table[part]
    return _build(table, hint, path, where)


def variant_names(module: str) -> tuple[str, ...]:
    """The names of the variants the data file beside ``module`` describes."""
    return tuple(_read(module)[1].get(VARIANTS, {}))


def _definition(data: dict[str, Any], where: str, variant: str | None, merged: Mapping[str, Any]) -> GameDefinition:
    """The definition a data file's parsed tables give, as ``variant`` and ``merged`` change them."""
    variants = data.get(VARIANTS, {})
    data = {key: value for key, value in data.items() if key not in (OWN, VARIANTS)}
    if variant is not None:
        if not isinstance(variants, dict) or not isinstance(variants.get(variant), dict):
            names = ", ".join(variants) if isinstance(variants, dict) else ""
            raise DefinitionError(
                f"{where} has no variant {variant!r}: its variants are {names or 'none'}", key=VARIANTS
            )
        data = _merge(data, variants[variant])
        where += f" (variant {variant})"
    definition: GameDefinition = _build(_merge(data, merged), GameDefinition, "", where)
    return definition


def _read(module: str) -> tuple[str, dict[str, Any]]:
    """Where the data file beside ``module`` is, for the errors (``tapper's definition.toml``),
    and its parsed tables."""
    package, _, name = module.rpartition(".")
    where = f"{package.rpartition('.')[2]}'s {name}.toml"
    return where, _parse(files(package).joinpath(f"{name}.toml").read_text(encoding="utf-8"), where)


def _parse(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DefinitionError(f"{where} does not parse: {error}") from error


def _merge(base: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``changes``: a table merged into a table key by key, anything else replacing."""
    merged = dict(base)
    for key, value in changes.items():
        old = merged.get(key)
        merged[key] = _merge(old, value) if isinstance(old, dict) and isinstance(value, dict) else value
    return merged


@cache
def _hints(kind: type) -> dict[str, Any]:
    """The types of ``kind``'s fields as its source writes them. A class the compiled engine
    built (:mod:`tarokk.engine`) keeps plain classes for its annotations (``tuple`` for
    ``tuple[int, ...]``), so its module's source is read for them."""
    written = vars(kind).get("__annotations__", {})
    if not all(isinstance(hint, str) for hint in written.values()):
        package, _, module = kind.__module__.rpartition(".")
        tree = ast.parse(files(package).joinpath(f"{module}.py").read_text(encoding="utf-8"))
        (body,) = [node.body for node in tree.body if isinstance(node, ast.ClassDef) and node.name == kind.__name__]
        written = {
            node.target.id: ast.unparse(node.annotation)
            for node in body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
        }
    return typing.get_type_hints(type(kind.__name__, (), {"__annotations__": written, "__module__": kind.__module__}))


def _fault(where: str, path: str, problem: str) -> DefinitionError:
    return DefinitionError(f"{where}, {path or 'the top level'}: {problem}", key=path or None)


def _described(value: Any) -> str:
    kind = {bool: "a boolean", int: "an integer", float: "a number", str: "a string", list: "an array"}
    return f"{kind.get(type(value), 'a table' if isinstance(value, dict) else type(value).__name__)} {value!r}"


def _key(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _build(value: Any, hint: Any, path: str, where: str) -> Any:
    """``value``, read from the data file at ``path``, as the type ``hint``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        (inner,) = [arg for arg in args if arg is not type(None)]  # only optionals: None is a left-out key
        return _build(value, inner, path, where)
    if origin is typing.Literal:
        if value in args and isinstance(value, type(args[0])):
            return value
        raise _fault(where, path, f"{_described(value)} is not allowed: expected one of {', '.join(map(str, args))}")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise _fault(where, path, f"expected an array, not {_described(value)}")
        items = args[:1] * len(value) if args[1:] == (Ellipsis,) else args
        if len(items) != len(value):
            raise _fault(where, path, f"expected an array of {len(items)}, not {len(value)}")
        return tuple(
            _build(item, kind, f"{path}[{i}]", where) for i, (item, kind) in enumerate(zip(value, items, strict=True))
        )
    if origin is Mapping:
        if not isinstance(value, Mapping):
            raise _fault(where, path, f"expected a table, not {_described(value)}")
        keys, values = args
        return types.MappingProxyType(
            {_build(k, keys, _key(path, k), where): _build(v, values, _key(path, k), where) for k, v in value.items()}
        )
    if not isinstance(hint, type):
        raise _fault(where, path, f"the data file cannot give a {hint}")
    if isinstance(value, hint) and (hint is not int or not isinstance(value, bool)):
        return value  # a record, enum member or number as it is
    named = NAMED.get(hint, {})
    if isinstance(value, str) and value in named:
        return named[value]
    if issubclass(hint, Enum):
        if isinstance(value, str):
            for member in hint:
                if member.value == value:
                    return member
        words = ", ".join(str(member.value) for member in hint)
        raise _fault(where, path, f"{_described(value)} is not a {hint.__name__}: expected one of {words}")
    if dataclasses.is_dataclass(hint) and isinstance(value, dict):
        return _record(value, hint, path, where)
    if hint is Fraction and isinstance(value, int | str) and not isinstance(value, bool):
        try:
            return Fraction(value)
        except ValueError:
            pass
    expected = {int: "an integer", bool: "a boolean", str: "a string", Fraction: "a fraction such as 2 or '2/3'"}
    wanted = expected.get(hint, f"a {hint.__name__}")
    if named:
        wanted = f"{'one of ' if len(named) > 1 else ''}{', '.join(named)}"
        wanted += " or a table" if dataclasses.is_dataclass(hint) else ""
    elif dataclasses.is_dataclass(hint):
        wanted = "a table"
    raise _fault(where, path, f"expected {wanted}, not {_described(value)}")


def _record(data: dict[str, Any], kind: type, path: str, where: str) -> Any:
    """A record of the dataclass ``kind`` from a table: its keys are the fields, left-out ones default."""
    fields = {field.name: field for field in dataclasses.fields(kind) if field.init}
    for key in data:
        if key not in fields:
            raise _fault(
                where, _key(path, key), f"{kind.__name__} has no key {key!r}: its keys are {', '.join(fields)}"
            )
    hints = _hints(kind)
    built: dict[str, Any] = {}
    for name, field in fields.items():
        if name in data:
            built[name] = _build(data[name], hints[name], _key(path, name), where)
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            raise _fault(where, _key(path, name), f"{kind.__name__} needs this key")
    try:
        return kind(**built)
    except DefinitionError as error:
        raise _fault(where, path, error.message) from error
