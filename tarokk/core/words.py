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

import re
import string
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Literal, TypedDict, TypeVar

from tarokk.core.errors import DefinitionError, TarokkError

Language = Literal["en", "hu"]
T = TypeVar("T")


def in_language(language: Language, en: T, hu: T) -> T:
    """Of what is given in English and in Hungarian (a text, a table of texts), the one in
    ``language``: the one place where the engine chooses by language."""
    return hu if language == "hu" else en


"""The languages the engine speaks."""


class Said(TypedDict):
    """An error's sentence in English (``message``) and in Hungarian (``hu``)."""

    message: str
    hu: str


class _Filler(string.Formatter):
    """Fills a text's placeholders; ``{count:card|cards}`` writes the first word if ``count``
    is 1 and the second otherwise, so that English agrees with a number ("1 card was given",
    "2 cards were given"). Hungarian needs none: a noun after a number stays singular."""

    def format_field(self, value: Any, format_spec: str) -> str:
        one, bar, many = format_spec.partition("|")
        return (one if value == 1 else many) if bar else super().format_field(value, format_spec)


_FILLER = _Filler()


@dataclass(frozen=True)
class Words:
    """A text in English and in Hungarian; ``{name}`` placeholders are filled when it is said
    (``{count:card|cards}``: the word that agrees with ``count``)."""

    en: str
    hu: str

    def __call__(self, language: Language = "en", **values: object) -> str:
        """The text in ``language``, its placeholders filled from ``values`` (a value that is
        itself :class:`Words` is written ``{outcome.en}`` in the English, ``{outcome.hu}`` in the Hungarian)."""
        text = in_language(language, self.en, self.hu)
        return _FILLER.format(text, **values) if "|" in text else text.format(**values)

    def filled(self, **values: object) -> Words:
        """The text in both languages with its placeholders filled, itself a fact for another text."""
        return Words(self("en", **values), with_articles(self("hu", **values)))

    def message(self, **values: object) -> Said:
        """An error's sentence in both languages, as its ``message`` and ``hu``:
        ``TarokkInputError(**CORE.cannot_read.message(path=path, reason=why))``."""
        return {"message": self("en", **values), "hu": with_articles(self("hu", **values))}


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


def place(error: TarokkError, language: Language = "en") -> str:
    """Where in a text ``error`` is, as ``line 3, column 5:`` and a space (empty when no line is known)."""
    if error.line is None:
        return ""
    if error.column is None:
        return AT_LINE(language, line=error.line)
    return AT_LINE_COLUMN(language, line=error.line, column=error.column)


def header(game: str, seat: str, language: Language = "en") -> str:
    """The table text's first line: the game's name (capitalised) and the seat it is shown to."""
    return HEADER(language, game=game[:1].upper() + game[1:], seat=seat)


CORE = WordBook.of(__name__)
"""The core's own sentences (``tarokk/core/words.toml``): what it says of a file or a play it refuses."""

# Where in a text a fault is.
AT_LINE = Words("line {line}: ", "{line}. sor: ")
AT_LINE_COLUMN = Words("line {line}, column {column}: ", "{line}. sor, {column}. oszlop: ")


# The labels of the table text, in the order the table shows them.
def one_of(choices: list[str], language: Language = "en") -> str:
    """``choices`` as one to pick: "A, B or C", "A, B vagy C"."""
    if len(choices) < 2:
        return "".join(choices)
    return f"{', '.join(choices[:-1])} {CORE.or_word(language)} {choices[-1]}"


HEADER = Words("{game} — you are {seat}", "{game} — te {seat} vagy")
AUCTION = Words("Auction", "Licit")
DECLARER = Words("Declarer", "Felvevő")
DECLARED = Words("{seat}, {en}", "{seat}, {hu}")
CALLED = Words("Called", "Hívott lap")
CONTRACT = Words("Contract", "Játék")
TALON = Words("Talon", "Talon")
DISCARD = Words("Discard", "Skart")
TAROKKS_SHOWN = Words("Tarokks laid away", "Lefektetett tarokk")
ANNOUNCEMENTS = Words("Announcements", "Bemondások")
TRICKS = Words("Tricks taken", "Ütések")
ON_THE_TABLE = Words("On the table", "Az asztalon")
OPEN_HANDS = Words("Open hands", "Kiterített lapok")
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
    "buy": Words("buying a card", "lapvásárlás"),
    "throw-in": Words("throw-in", "bedobás"),
    "announce": Words("announce", "bemondások"),
    "kontra": Words("kontra", "kontra"),
    "play": Words("play", "lejátszás"),
    "over": Words("over", "vége"),
}
"""Each phase of :class:`~tarokk.core.definition.Phase` as the table names it."""


# -- Hungarian grammar: the article and the object case ---------------------------------

VOWELS = "aáeéiíoóöőuúüű"
ROMAN = {"I": 1, "V": 5, "X": 10}
VOWEL_LETTERS = "AEFILMNORSUÁÉÍÓÖŐÚÜŰ"
"""Capital letters whose Hungarian names begin with a vowel (á, é, ef, í, el, em, en …): a seat
or a single letter takes ``az``."""


def roman_value(text: str) -> int | None:
    """The value of a Roman numeral up to XXI, as the tarokks are named (``XVIII``: 18), else None."""
    if not text or any(ch not in ROMAN for ch in text):
        return None
    values = [ROMAN[ch] for ch in text]
    total = sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))
    return total if 0 < total <= 21 else None


def spoken_with_vowel(number: int) -> bool:
    """Whether a number, read out in Hungarian, begins with a vowel: egy, öt, ezer, ötven,
    ötszáz, egymillió … (``az 1.``, ``az 5.``, ``a 2.``)."""
    digits = str(abs(number))
    return digits[0] == "5" or (digits[0] == "1" and len(digits) % 3 == 1)


def article(word: str) -> str:
    """``a`` or ``az`` before ``word`` as it is pronounced: ``az ász``, ``a XX``, ``az V``,
    ``az 5.``, ``az A`` (á), ``a B`` (bé); quotes and brackets before it do not count."""
    text = word.lstrip("'\"„»«([{*-–— ")
    head = re.split(r"[^0-9A-Za-zÀ-ɏ]", text, maxsplit=1)[0]
    if not head:
        return "a"
    if number := re.match(r"\d+", head):
        return "az" if spoken_with_vowel(int(number.group())) else "a"
    value = roman_value(head)
    if value is not None:
        return "az" if spoken_with_vowel(value) else "a"
    if len(head) == 1 and head.isupper():
        return "az" if head in VOWEL_LETTERS else "a"
    return "az" if head[0].lower() in VOWELS else "a"


ARTICLE_MARK = re.compile(r"\b([Aa])\(z\) ")
"""``a(z)`` written before a fact in a Hungarian message, to be :func:`with_articles`' choice."""


def with_articles(text: str) -> str:
    """``text`` with each ``a(z)`` replaced by the article the next word takes (:func:`article`)."""

    def chosen(match: re.Match[str]) -> str:
        said = article(text[match.end() :])
        return (said.capitalize() if match[1] == "A" else said) + " "

    return ARTICLE_MARK.sub(chosen, text)
