"""One way to word text in both languages: a :class:`Words` is a text in English and in
Hungarian, with ``{placeholders}``, said in the language asked for. Game code never chooses
between two strings itself; it names the words and the language (no ``… if hu else …``).

The table's own words, the same in every game (the labels of the table text, the calls
every auction has), are here; each game keeps its own as data, in its folder's
``words.toml``, read as a :class:`WordBook`.

>>> AUCTION("hu"), CARD_POINTS("en", points=49, total=70)
('Licit', "Card points: 49 of 70 to the declarer's side")
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Literal

from tarokk.core.cards import Card, sort_hand
from tarokk.core.errors import DefinitionError

Language = Literal["en", "hu"]
"""The languages the engine speaks."""


@dataclass(frozen=True)
class Words:
    """A text in English and in Hungarian; ``{name}`` placeholders are filled when it is said."""

    en: str
    hu: str

    def __call__(self, language: Language = "en", **values: object) -> str:
        """The text in ``language``, its placeholders filled from ``values``."""
        return (self.hu if language == "hu" else self.en).format(**values)


class WordBook:
    """A game's own texts, read from the ``words.toml`` beside its modules
    (:meth:`of`): each text a table with its ``en`` and ``hu``, named by its key
    (``WORDS.game_won``); texts the game picks by a name, such as what each action says,
    are grouped under a table of their own (``WORDS.group("said")["ultimo"]``). A text
    without both languages is refused, naming the file and the key."""

    def __init__(self, texts: Mapping[str, Any], where: str) -> None:
        self._words: dict[str, Words] = {}
        self._groups: dict[str, dict[str, Words]] = {}
        for key, value in texts.items():
            if isinstance(value, Mapping) and set(value) != {"en", "hu"}:
                self._groups[key] = {name: _words(text, f"{where}, {key}.{name}") for name, text in value.items()}
            else:
                self._words[key] = _words(value, f"{where}, {key}")

    @classmethod
    def of(cls, module: str) -> WordBook:
        """The texts of the ``words.toml`` in the package of ``module`` (a module's ``__name__``)."""
        package = module.rpartition(".")[0]
        text = files(package).joinpath("words.toml").read_text(encoding="utf-8")
        try:
            return cls(tomllib.loads(text), f"{package}/words.toml")
        except tomllib.TOMLDecodeError as error:
            raise DefinitionError(f"{package}/words.toml cannot be read: {error}") from error

    def __getattr__(self, name: str) -> Words:
        try:
            return self._words[name]
        except KeyError:
            raise AttributeError(f"no text {name!r} in the game's words") from None

    def group(self, name: str) -> dict[str, Words]:
        """The texts grouped under ``name``, by their keys."""
        return self._groups[name]


def _words(value: Any, where: str) -> Words:
    """A text of a :class:`WordBook` as :class:`Words`, or the refusal of one without both languages."""
    texts = value.values() if isinstance(value, Mapping) else ()
    if not (isinstance(value, Mapping) and set(value) == {"en", "hu"} and all(isinstance(v, str) for v in texts)):
        raise DefinitionError(f"{where}: a text is a table of en and hu, each a string, not {value!r}")
    return Words(value["en"], value["hu"])


def header(game: str, seat: str, language: Language = "en") -> str:
    """The table text's first line: the game's name (capitalised) and the seat it is shown to."""
    return HEADER(language, game=game[:1].upper() + game[1:], seat=seat)


def cards_text(cards: Iterable[Card], language: Language = "en") -> str:
    """Cards sorted as players hold them, named in ``language``, or a dash for none."""
    return ", ".join(card.name(language) for card in sort_hand(cards)) or "–"


# The labels of the table text, in the order the table shows them.
HEADER = Words("{game} — you are {seat}", "{game} — te {seat} vagy")
AUCTION = Words("Auction", "Licit")
DECLARER = Words("Declarer", "Felvevő")
DECLARED = Words("{seat}, {en}", "{seat}, {hu}")
CONTRACT = Words("Contract", "Játék")
TALON = Words("Talon", "Talon")
DISCARD = Words("Discard", "Skart")
TAROKKS_SHOWN = Words("Tarokks laid away", "Lefektetett tarokk")
ANNOUNCEMENTS = Words("Announcements", "Bemondások")
TRICKS = Words("Tricks taken", "Ütések")
ON_THE_TABLE = Words("On the table", "Az asztalon")
YOUR_HAND = Words("Your hand", "Lapjaid")
CARD_POINTS = Words(
    "Card points: {points} of {total} to the declarer's side", "Kártyapontok: a felvevő pártjáé {points} a {total}-ből"
)

# The calls every auction has.
PASSES = Words("passes", "passz")
HOLDS = Words("holds", "tartom")


PHASES = {
    "auction": Words("auction", "licit"),
    "choice": Words("choice of game", "játékválasztás"),
    "call": Words("the call", "hívás"),
    "talon": Words("talon", "talon"),
    "half": Words("the skart", "skartcsere"),
    "discard": Words("discard", "skartolás"),
    "throw-in": Words("throw-in", "bedobás"),
    "announce": Words("announce", "bemondások"),
    "kontra": Words("kontra", "kontra"),
    "play": Words("play", "lejátszás"),
    "over": Words("over", "vége"),
}
"""Each phase of :class:`~tarokk.core.definition.Phase` as the table names it."""
