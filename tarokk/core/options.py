"""House rules as options: one mechanism for every hosted game.

A game's options are a frozen dataclass deriving from :class:`GameOptions`, one field per
point its sources leave open or tables play differently, each default the plain reading of
the game's source. The field's type says which values it takes: ``bool``, a ``Literal`` of
the readings (words or numbers), a whole number, or count:prize pairs. Options arrive by
name, from ``load_game("magyar", first_lead="declarer")``, a record's ``[Options "…"]``
tag or ``--rules "magyar, first_lead=declarer"``, as values or as the text a person types
(``yes``, ``igen``, ``54``, ``8:1;9:2``); :meth:`GameOptions.read` reads them all the same
way and refuses an unknown name or value, listing what is valid.

What each option decides and the source that plays each value are data, not code: the
``options.toml`` beside the module that defines the class holds one table per option, with
``doc`` and ``doc_hu`` (what it decides, in English and in Hungarian) and the tables
``sources`` and ``sources_hu`` (keyed by the value as text: ``"42"``, ``"none"``,
``"True"``). :meth:`GameOptions.texts` reads them, and refuses a file that does not match
the class.

>>> from dataclasses import dataclass
>>> from typing import Literal
>>> @dataclass(frozen=True)
... class Example(GameOptions):
...     game = "example"
...     lead: Literal["first-hand", "declarer"] = "first-hand"
...     pot: int = 0
>>> Example.read({"lead": "Declarer", "pot": "3"}).spec()
'example, lead=declarer, pot=3'
>>> try:
...     Example.read({"led": "declarer"})
... except OptionError as refusal:
...     print(refusal.message)
example has no option 'led' (did you mean lead?): the options are lead, pot
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import sys
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib.resources import files
from typing import Any, ClassVar, Literal, Self, get_args, get_origin, get_type_hints

from tarokk.core.catalogue import Language, slug
from tarokk.core.errors import EXCERPT_CHARS, DefinitionError, OptionError, excerpt
from tarokk.core.words import CORE, Words, in_language

TRUE_WORDS = frozenset({"yes", "true", "igen", "on", "1", "y", "i"})
FALSE_WORDS = frozenset({"no", "false", "nem", "off", "0", "n"})
"""How a person writes yes and no, in English or Hungarian."""

WHOLE = r"[0-9]{1,9}"
"""A whole number as an option's value is written: ASCII digits, at most nine of them."""
PAIRS = tuple[tuple[int, int], ...]  # an option of count:prize pairs, written 8:1;9:2

TEXTS_FILE = "options.toml"
"""The file beside a game's options class that holds its options' texts."""


@dataclasses.dataclass(frozen=True)
class OptionTexts:
    """What an option decides and the source that plays each value (keyed by the value as
    text), in English and in Hungarian: one table of a game's ``options.toml``."""

    doc: str
    doc_hu: str
    sources: Mapping[str, str]
    sources_hu: Mapping[str, str]

    def doc_in(self, language: Language) -> str:
        """What the option decides, in ``language``."""
        return in_language(language, self.doc, self.doc_hu)

    def sources_in(self, language: Language) -> Mapping[str, str]:
        """The source that plays each value, in ``language``."""
        return in_language(language, self.sources, self.sources_hu)


def given_once(pairs: Iterable[tuple[str, Any]], option: Callable[[str], str]) -> dict[str, Any]:
    """Each value of ``pairs`` under the option its name means (``option`` folds the spelling);
    an option given twice, in any spelling (``discard_xx`` and ``Discard-XX``), is refused:
    which of the two would stand?"""
    named: dict[str, Any] = {}
    spelled: dict[str, str] = {}
    for name, value in pairs:
        field = option(name)
        if field in named:
            said = CORE.option_again.message(name=name.strip(), field=field, first=spelled[field].strip())
            raise OptionError(**said, key=name.strip())
        named[field], spelled[field] = value, name
    return named


class GameOptions:
    """The base of every game's options (a frozen dataclass in each game's ``options.py``).

    ``game`` names the game in messages and specs; every option's default is the plain
    reading of the game's source. A field named in ``not_options`` is the class's own (a
    ruleset's name), not an option.
    """

    game: ClassVar[str]
    not_options: ClassVar[tuple[str, ...]] = ()

    def __post_init__(self) -> None:
        for name in self.names():
            value = getattr(self, name)
            if not self._fits(name, value):
                said = CORE.option_takes.message(
                    name=name, game=self.game, expected=self.expected_words(name), value=repr(value)
                )
                raise OptionError(**said, key=name)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The options' names, in declaration order."""
        return tuple(field.name for field in dataclasses.fields(cls) if field.name not in cls.not_options)  # type: ignore[arg-type]

    @classmethod
    def kind(cls, name: str) -> Any:
        """The declared type of option ``name``: ``bool``, a whole number, a ``Literal`` of
        the readings, a frozenset of such a ``Literal`` (several readings at once), or pairs."""
        if cls not in _KINDS:
            _KINDS[cls] = get_type_hints(cls)
        return _KINDS[cls][name]

    @classmethod
    def members(cls, name: str) -> tuple[Any, ...]:
        """The readings a set-valued option ``name`` chooses among; () for any other option."""
        kind = cls.kind(name)
        if get_origin(kind) is frozenset:
            (member,) = get_args(kind)
            return get_args(member)
        return ()

    @classmethod
    def choices(cls, name: str) -> tuple[Any, ...]:
        """The values option ``name`` takes where they are few (a bool or a ``Literal``), the
        default first; () for a number, pairs or a set."""
        kind = cls.kind(name)
        allowed = (True, False) if kind is bool else get_args(kind) if get_origin(kind) is Literal else ()
        default = cls.default(name)
        return (default, *(value for value in allowed if value != default)) if allowed else ()

    @classmethod
    def default(cls, name: str) -> Any:
        """Option ``name``'s default, the plain reading of the game's source."""
        field = next(field for field in dataclasses.fields(cls) if field.name == name)  # type: ignore[arg-type]
        return field.default

    @classmethod
    def texts(cls, name: str) -> OptionTexts:
        """What option ``name`` decides and the source that plays each value, from the
        ``options.toml`` beside the module that defines the class (read once per class); a
        file that does not match the class is refused with a
        :class:`~tarokk.core.errors.DefinitionError`."""
        if cls not in _TEXTS:
            _TEXTS[cls] = _read_texts(cls)
        return _TEXTS[cls][cls.field_name(name)]

    @classmethod
    def expected(cls, name: str, language: Language = "en") -> str:
        """The values option ``name`` takes, in words (for refusals and listings)."""
        return cls.expected_words(name)(language)

    @classmethod
    def expected_words(cls, name: str) -> Words:
        """:meth:`expected` in both languages: the values option ``name`` takes, each with the
        source that plays it (``options.toml``)."""
        kind = cls.kind(name)
        texts = cls.texts(name)

        def said(language: Language) -> str:
            sources = texts.sources_in(language)

            def sourced(value: Any) -> str:
                written = format_value(value)
                source = sources.get(str(value))
                return f"{written} ({source})" if source else written

            played = "; ".join(f"{value} ({source})" for value, source in sources.items())
            if kind is bool:
                yes, no = (
                    f"{words} ({sources[str(value)]})"
                    for words, value in (("yes/igen/true", True), ("no/nem/false", False))
                )
                return CORE.one_of_values(language, first=yes, last=no)
            if choices := cls.choices(name):
                return CORE.values_choice(language, played="; ".join(sourced(value) for value in choices))
            if members := cls.members(name):
                return CORE.values_set(language, choices=", ".join(members), played=played)
            if kind == PAIRS:
                return CORE.count_prize_pairs(language, played=played)
            return CORE.whole_number(language, played=played)

        return Words(said("en"), said("hu"))

    @classmethod
    def field_name(cls, name: str) -> str:
        """The option a person means by ``name`` (hyphens or underscores, any case, accents
        optional); an unknown name is refused with the nearest one and every valid one."""
        wanted = slug(name).replace("-", "_")
        names = cls.names()
        if wanted in names:
            return wanted
        hint = nearest(wanted, names)
        valid = CORE.options_are.filled(names=", ".join(names), game=cls.game) if names else CORE.no_house_rules
        said = CORE.no_option.message(game=cls.game, name=name.strip(), hint=hint, valid=valid)
        raise OptionError(**said, key=name.strip())

    @classmethod
    def parse(cls, name: str, value: Any) -> Any:
        """``value`` (as given, or as text) read as option ``name``'s type: yes or no in either
        language for a bool, a whole number, one of the readings (case and accents optional), a
        set of readings (a list, or written ``a|b``, ``none`` or ``all``), or pairs; one it
        cannot be is refused, naming what the option takes and who plays each value."""
        kind = cls.kind(name)
        text = slug(str(value))
        if kind is bool:
            if isinstance(value, bool):
                return value
            if text in TRUE_WORDS | FALSE_WORDS:
                return text in TRUE_WORDS
        elif get_origin(kind) is Literal:
            for choice in get_args(kind):
                if text == slug(str(choice)) and not isinstance(value, bool):
                    return choice
        elif members := cls.members(name):
            chosen = _readings(value, members)
            if chosen is not None:
                return chosen
        elif kind == PAIRS:
            parsed = _pairs(value)
            if parsed is not None:
                return parsed
        elif (type(value) is int and 0 <= value < 10**9) or (
            isinstance(value, str) and re.fullmatch(WHOLE, value.strip())
        ):
            return int(value)
        shown = repr(value) if len(repr(value)) <= EXCERPT_CHARS else excerpt(str(value))
        said = CORE.option_takes.message(name=name, game=cls.game, expected=cls.expected_words(name), value=shown)
        raise OptionError(**said, key=name)

    @classmethod
    def _fits(cls, name: str, value: Any) -> bool:
        kind = cls.kind(name)
        if kind is bool:
            return isinstance(value, bool)
        if get_origin(kind) is Literal:
            return not isinstance(value, bool) and any(value == choice for choice in get_args(kind))
        if members := cls.members(name):
            return isinstance(value, frozenset) and value <= frozenset(members)
        if kind == PAIRS:
            return bool(_pairs(value) == value)
        return type(value) is int and value >= 0

    @classmethod
    def read(cls, values: Mapping[str, Any]) -> Self:
        """The options ``values`` names (each read by :meth:`parse`), the others at their defaults."""
        named = given_once(values.items(), cls.field_name)
        return cls(**{name: cls.parse(name, value) for name, value in named.items()})

    @classmethod
    def from_spec(cls, spec: str) -> Self:
        """The options a spec names: the game's name, then ``option=value`` pairs separated by
        commas (``magyar, first_lead=declarer``)."""
        game, *pairs = (part.strip() for part in spec.split(","))
        if game.casefold() != cls.game:
            raise OptionError(**CORE.no_preset.message(game=cls.game, name=game))
        return cls.read(given_once(spec_pairs(pairs), cls.field_name))

    def changed(self) -> dict[str, Any]:
        """The options set otherwise than their defaults, by name."""
        return {name: getattr(self, name) for name in self.names() if getattr(self, name) != self.default(name)}

    def spec(self) -> str:
        """The options as :meth:`from_spec` reads them: the game's name and every option set
        otherwise than its default."""
        return ", ".join([self.game, *(f"{name}={format_value(value)}" for name, value in self.changed().items())])

    def tag(self) -> str:
        """The options as a record's ``[Options "…"]`` tag writes them: each option set
        otherwise than its default, ``name=value`` between commas, a yes or no written
        ``true`` or ``false``."""
        return ", ".join(
            f"{name}={str(value).lower() if isinstance(value, bool) else format_value(value)}"
            for name, value in self.changed().items()
        )


def spec_pairs(parts: Iterable[str]) -> list[tuple[str, str]]:
    """The ``option=value`` pairs of a spec's parts after its first (empty parts skipped); a
    part without ``=`` is refused."""
    pairs: list[tuple[str, str]] = []
    for pair in filter(None, parts):
        name, equals, value = pair.partition("=")
        if not equals:
            raise OptionError(**CORE.option_pair.message(pair=pair), key=pair)
        pairs.append((name, value))
    return pairs


def nearest(text: str, names: Sequence[str]) -> Words:
    """`` (did you mean …?)`` naming the closest of ``names``: one ``text`` begins, else the
    most alike; nothing when none is close."""
    close = [name for name in names if text and name.startswith(text)] or difflib.get_close_matches(
        text, names, n=1, cutoff=0.6
    )
    return CORE.did_you_mean.filled(name=close[0]) if close else Words("", "")


def format_value(value: Any) -> str:
    """An option's value as a person writes it: ``yes``, ``no``, ``54``, ``declarer``,
    ``8:1;9:2``, ``xxi-only|no-tarokk``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, frozenset):
        return "|".join(sorted(value)) or "none"
    if isinstance(value, tuple):
        return ";".join(f"{count}:{prize}" for count, prize in value) or "none"
    return str(value)


def _readings(value: Any, members: tuple[Any, ...]) -> frozenset[Any] | None:
    """A set of ``members`` given as a list, or written ``a|b``, ``none`` or ``all`` (case and
    accents optional), or None."""
    text = slug(str(value))
    if text == "all":
        return frozenset(members)
    items = value if isinstance(value, list) else [] if text in ("none", "nothing", "") else str(value).split("|")
    chosen = [next((member for member in members if slug(str(item)) == slug(member)), None) for item in items]
    return None if None in chosen else frozenset(chosen)


def _pairs(value: Any) -> tuple[tuple[int, int], ...] | None:
    """Count:prize pairs, given as pairs or written ``8:1;9:2`` (``none``: no pairs), or None."""
    if isinstance(value, tuple | list):
        pairs = tuple(tuple(pair) for pair in value)
        if all(len(pair) == 2 and all(type(n) is int and n >= 0 for n in pair) for pair in pairs):
            return pairs
        return None
    text = str(value).strip().casefold()
    if text in ("", "none", "nincs"):
        return ()
    items = [item.split(":") for item in re.split(r"[;, ]+", text) if item]
    if all(len(item) == 2 and re.fullmatch(WHOLE, item[0]) and re.fullmatch(WHOLE, item[1]) for item in items):
        return tuple((int(count), int(prize)) for count, prize in items)
    return None


_KINDS: dict[type[GameOptions], dict[str, Any]] = {}
"""Each options class's declared types, by option, as :meth:`GameOptions.kind` has read them."""
_TEXTS: dict[type[GameOptions], dict[str, OptionTexts]] = {}
"""Each options class's texts, by option, as :meth:`GameOptions.texts` has read them."""


def _read_texts(options: type[GameOptions]) -> dict[str, OptionTexts]:
    """Every option's texts, from the ``options.toml`` beside the module defining ``options``
    (:func:`texts_tables`, checked by :func:`checked_texts`)."""
    names = options.names()
    package = sys.modules[options.__module__].__package__ or ""
    if not names and not (package and files(package).joinpath(TEXTS_FILE).is_file()):
        return {}
    return checked_texts(texts_tables(package, options.game), options.game, names, options.choices)


def texts_tables(package: str, game: str) -> dict[str, Any]:
    """The tables of the ``options.toml`` in ``package``, as read (:func:`checked_texts` checks
    them); a missing file or one that does not parse is refused, naming ``game``."""
    path = files(package).joinpath(TEXTS_FILE) if package else None
    if path is None or not path.is_file():
        raise DefinitionError(f"{game}'s options have no {TEXTS_FILE} beside {package or 'them'}")
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise DefinitionError(f"{game}'s {TEXTS_FILE} does not parse: {error}") from error


def checked_texts(
    data: Mapping[str, Any], game: str, names: Sequence[str], choices: Callable[[str], tuple[Any, ...]]
) -> dict[str, OptionTexts]:
    """The texts of options ``names`` of ``game`` from the tables ``data``: an option without
    texts, texts for no option, or a table that is not ``doc``, ``doc_hu``, ``sources`` and
    ``sources_hu`` with a source for each of the option's ``choices`` in both languages is
    refused, naming the game, the option and the fault."""
    where = f"{game}'s {TEXTS_FILE}"
    strays = [name for name in data if name not in names]
    if strays:
        raise DefinitionError(
            f"{where} has texts for {', '.join(strays)}, not an option of {game} "
            f"(the options are {', '.join(names) or 'none'})"
        )
    missing = [name for name in names if name not in data]
    if missing:
        raise DefinitionError(f"{where} has no texts for option {', '.join(missing)}")
    return {name: _option_texts(choices(name), where, name, data[name]) for name in names}


def _option_texts(choices: tuple[Any, ...], where: str, name: str, entry: Any) -> OptionTexts:
    """One option's table of ``options.toml``, checked."""
    fault = f"{where}, option {name}"
    keys = [field.name for field in dataclasses.fields(OptionTexts)]
    if not isinstance(entry, dict) or sorted(entry) != sorted(keys):
        found = ", ".join(entry) if isinstance(entry, dict) else repr(entry)
        raise DefinitionError(f"{fault}: takes a table of {', '.join(keys)}, not {found or 'an empty table'}")
    for key in ("doc", "doc_hu"):
        if not isinstance(entry[key], str) or not entry[key].strip():
            raise DefinitionError(f"{fault}: {key} is not a text")
    for key in ("sources", "sources_hu"):
        if not isinstance(entry[key], dict) or not all(isinstance(v, str) and v.strip() for v in entry[key].values()):
            raise DefinitionError(f"{fault}: {key} is not a table of texts keyed by the value")
    sources, sources_hu = entry["sources"], entry["sources_hu"]
    if sources.keys() != sources_hu.keys():
        differ = ", ".join(sorted(sources.keys() ^ sources_hu.keys()))
        raise DefinitionError(f"{fault}: sources and sources_hu name different values (not in both: {differ})")
    unsourced = [str(value) for value in choices if str(value) not in sources]
    if unsourced:
        raise DefinitionError(f"{fault}: no source for the value {', '.join(unsourced)}")
    return OptionTexts(entry["doc"], entry["doc_hu"], sources, sources_hu)
