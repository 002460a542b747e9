"""Cards and decks.

The Paskievics deck has 42 cards (pagat: "A kártya"; Tolnai §1–§7): 22 tarokks —
the pagát (I), II … XXI and the skíz — and four suits of five cards. Red suits (kőr,
káró) run king, queen, rider, jack, ace; black suits (treff, pikk) run king, queen,
rider, jack, ten. The 54-card deck adds 2, 3, 4 to the reds and 9, 8, 7 to the
blacks, below the ace and the ten (Tolnai §67).

Point values (Tolnai §7): honours and kings 5, queens 4, riders 3, jacks 2, every
other card 1; the 42-card deck totals 94 points, the 54-card deck 106.

Cards print in three spellings: Hungarian (``skíz``, ``pagát``, ``kőr király``),
Tolnai's abbreviations (``S``, ``XXI``, ``Kő k``, ``P 10``) and English
(``skiz``, ``heart king``, ``spade 10``); :func:`parse_card` reads all three.

Packs without tarokks are data (``decks.toml`` beside this module): a *card family* lists
its ranks from the lowest to the highest with their names and points, and a deck names its
family and the cards it keeps. The French pack of Rikiki (2 … 10, bubi, dáma, király, ász;
nehezebb-kartyajatekok.txt, Rikiki) and Trappola's pack (Á K D B 10 9 8 7 2, or Asso, Re,
Cavall, Fante with the Latin suits; ibid., Trappola) are two families. A card knows its
family (:attr:`Card.family`): ``Card(suit, rank)`` is a card of the tarokk pack, as it always
was, and ``Card(suit, rank, "french")`` a French one, its rank the face's number (jack 11,
queen 12, king 13, ace 14), so the French kőr 8 is never the tarokk pack's kőr király.

One card set (an int, :attr:`Card.bit`) holds cards of any family: the tarokk pack keeps bits
0–53 and each other family has 55 bits of its own above them (the French 55–109, Trappola's
110–164), each in players' order. Tarokk hands stay within 54 bits, so their masks, ids and
speed are what they always were; :func:`cards_of` reads a mask with higher bits one card at
a time.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from html import escape
from importlib.resources import files
from operator import attrgetter
from typing import Any, Final

from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError, excerpt
from tarokk.core.words import CORE, Language, Words, article, in_language, roman_value

SKIZ_RANK = 22
XXI_RANK = 21
PAGAT_RANK = 1

ROMAN = (
    "",
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
    "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip


class Suit(Enum):
    """The four suits; ``hu`` and ``tolnai`` are the Hungarian name and abbreviation."""

    HEARTS = ("kőr", "Kő", "heart", "♥")
    DIAMONDS = ("káró", "K", "diamond", "♦")
    CLUBS = ("treff", "T", "club", "♣")
    SPADES = ("pikk", "P", "spade", "♠")

    @property
    def hu(self) -> str:
        """The Hungarian name: ``kőr``, ``káró``, ``treff``, ``pikk``."""
        return self.value[0]

    @property
    def tolnai(self) -> str:
        """Tolnai's abbreviation: ``Kő``, ``K``, ``T``, ``P``."""
        return self.value[1]

    @property
    def english(self) -> str:
        """The English name: ``heart``, ``diamond``, ``club``, ``spade``."""
        return self.value[2]

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♥``, ``♦``, ``♣``, ``♠``."""
        return self.value[3]

    # A suit is one object, equal only to itself: hashing it by identity is as good as by
    # name, and costs no Python call (bots count cards by suit).
    __hash__ = object.__hash__

    @property
    def is_red(self) -> bool:
        """Kőr and káró are red, treff and pikk black (Tolnai §3)."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}

# Face names by rank within a suit (1 = lowest card of the 54-card deck, 8 = king).
# Each entry: (Hungarian, Tolnai's abbreviation, English, point value).
_RED_FACES = {
    1: ("négyes", "4", "4", 1),
    2: ("hármas", "3", "3", 1),
    3: ("kettes", "2", "2", 1),
    4: ("ász", "á", "ace", 1),
}
_BLACK_FACES = {
    1: ("hetes", "7", "7", 1),
    2: ("nyolcas", "8", "8", 1),
    3: ("kilences", "9", "9", 1),
    4: ("tízes", "10", "10", 1),
}
_COURT_FACES = {
    5: ("bubi", "b", "jack", 2),
    6: ("lovas", "l", "rider", 3),
    7: ("dáma", "d", "queen", 4),
    8: ("király", "k", "king", 5),
}
KING_RANK = 8
LOWEST_RANK_42 = 4  # the ace or ten: the 42-card deck drops ranks 1–3


TAROKK: Final = "tarokk"
"""The family of the tarokk packs (:attr:`Card.family`)."""
_FAMILY_BITS: Final = 55  # the bits of one family in a card set: five of cards_of's chunks


class CardFamily:
    """A family of suit cards read from ``decks.toml``: its ranks from the lowest to the
    highest (the order in which they take tricks), each with its names and card points, the
    Latin names where the pack has them, and the words a player may type for each rank."""

    def __init__(self, name: str, index: int, data: dict[str, Any]) -> None:
        self.name = name
        rows = data["ranks"]
        self.ranks: tuple[int, ...] = tuple(row["rank"] for row in rows)  # lowest first
        self.faces: dict[int, tuple[str, str, str, int]] = {
            row["rank"]: (row["hu"], row["abbr"], row["en"], row["points"]) for row in rows
        }
        """Each rank's Hungarian name, abbreviation, English name and points, as the tarokk pack's."""
        self.latin_faces: dict[int, tuple[str, str]] = {
            row["rank"]: (row["latin"], row["latin_abbr"]) for row in rows if "latin" in row
        }
        self.latin_suits: dict[Suit, tuple[str, str]] = {
            _SUIT_BY_ENGLISH[english]: (names[0], names[1]) for english, names in data.get("latin_suits", {}).items()
        }
        """The Latin suit standing for each French suit: its Hungarian and English name."""
        self.king_rank = next(rank for rank, face in self.faces.items() if face[2] == "king")
        self.bit_base = _FAMILY_BITS * index
        self.sort_base = 5 * index  # players' order: the tarokk pack first, then each family
        aliases: dict[str, list[str]] = data.get("aliases", {})
        self.face_words: dict[str, int] = {}
        """The words naming each rank, folded (:func:`_fold`)."""
        for rank, (hu, abbr, english, _points) in self.faces.items():
            latin = self.latin_faces.get(rank, ())
            for word in (hu, abbr, english, *latin, *aliases.get(str(rank), ())):
                self.face_words[_fold(word)] = rank
        self.suit_words = dict(_SUIT_WORDS)
        """The words naming each suit, folded: the French suits', then the Latin ones'."""
        for suit, names in self.latin_suits.items():
            self.suit_words.update(dict.fromkeys((_fold(names[0]), _fold(names[1])), suit))

    def bit_index(self, suit: Suit, rank: int) -> int:
        """The card's bit in a card set: the family's bits, suit by suit, each from its top rank down."""
        count = len(self.ranks)
        return self.bit_base + count * _SUIT_ORDER[suit] + count - 1 - self.ranks.index(rank)

    def suit_mask(self, suit: Suit) -> int:
        """Every card of ``suit`` in this family, as a card set."""
        count = len(self.ranks)
        return ((1 << count) - 1) << self.bit_base + count * _SUIT_ORDER[suit]


_DECKS_DATA: Final = tomllib.loads(files("tarokk.core").joinpath("decks.toml").read_text(encoding="utf-8"))
_SUIT_BY_ENGLISH: Final = {suit.english + "s": suit for suit in Suit}

_INTERNED: dict[tuple[Suit | None, int, str], Card] = {}
_WIDE: dict[int, Card] = {}  # the cards of the families without tarokks, by bit index (cards_of)

# A set of cards is an int with one bit per card of the 54-card deck, in players' order: the
# skíz, the XXI … the pagát, then each suit (kőr, káró, treff, pikk) from the king down.
TAROKKS = (1 << SKIZ_RANK) - 1
"""The card set of all 22 tarokks."""
_SUIT_BITS = (1 << KING_RANK) - 1  # the eight ranks of one suit


def _bit_index(suit: Suit | None, rank: int) -> int:
    if suit is None:
        return SKIZ_RANK - rank
    return SKIZ_RANK + KING_RANK * _SUIT_ORDER[suit] + KING_RANK - rank


@dataclass(frozen=True, eq=False)
class Card:
    """One card: a tarokk (``suit`` is None, ``rank`` 1 = pagát … 21 = XXI, 22 = skíz)
    or a suit card (``rank`` 1 … 8 within its suit, 8 = king); or, with ``family``, a card of a
    pack without tarokks (``decks.toml``; ``rank`` its face's number, 11 = jack … 14 = ace).

    Cards are interned: ``Card(suit, rank)`` always returns the same object, so two cards
    are equal exactly when they are the same object, and comparing or hashing them is as
    cheap as Python allows. What the rules ask of a card (is it a tarokk, an honour, a
    king, what is it worth) is worked out once, when the card is made.
    """

    suit: Suit | None
    rank: int
    family: str = TAROKK  # the pack family: the tarokk packs, or one of decks.toml
    key: int = field(init=False, repr=False)  # one small number per card, in deck order
    is_tarokk: bool = field(init=False, repr=False)
    is_honour: bool = field(init=False, repr=False)  # the skíz, the XXI and the pagát (Tolnai §5)
    is_big_honour: bool = field(init=False, repr=False)  # the skíz and the XXI (nagyhonőr)
    is_king: bool = field(init=False, repr=False)
    points: int = field(init=False, repr=False)  # card points (Tolnai §7)
    sort_key: tuple[int, int] = field(init=False, repr=False)  # players' order (:func:`sort_hand`)
    bit: int = field(init=False, repr=False)  # the card in a card set (:func:`mask_of`), in players' order
    suit_mask: int = field(init=False, repr=False)  # every card of its suit; for a tarokk, every tarokk

    def __new__(cls, suit: Suit | None, rank: int, family: str = TAROKK) -> Card:
        card = _INTERNED.get((suit, rank, family))
        if card is None:
            card = _INTERNED[(suit, rank, family)] = super().__new__(cls)
        return card

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        """An interned card is its own copy (copying a deal copies no card)."""
        return self

    @enforces("cards.honours", "cards.points")
    def __post_init__(self) -> None:
        if hasattr(self, "bit"):
            return  # the interned card asked for again: its facts are known
        if self.family != TAROKK:
            self._set_family_facts()
            return
        tarokk = self.suit is None
        honour = tarokk and self.rank in (SKIZ_RANK, XXI_RANK, PAGAT_RANK)
        facts = {
            "key": (0 if self.suit is None else 1 + _SUIT_ORDER[self.suit]) * 32 + self.rank,
            "is_tarokk": tarokk,
            "is_honour": honour,
            "is_big_honour": tarokk and self.rank in (SKIZ_RANK, XXI_RANK),
            "is_king": not tarokk and self.rank == KING_RANK,
            # Honours and kings 5, queens 4, riders 3, jacks 2, every other card 1.
            "points": (5 if honour else 1) if self.suit is None else self._face()[3],
            # Tarokks from the skíz down, then suits, each from the king down.
            "sort_key": (0, -self.rank) if self.suit is None else (1 + _SUIT_ORDER[self.suit], -self.rank),
            "bit": 1 << _bit_index(self.suit, self.rank),
            "suit_mask": TAROKKS if self.suit is None else _SUIT_BITS << _bit_index(self.suit, KING_RANK),
        }
        for name, value in facts.items():
            object.__setattr__(self, name, value)

    def _set_family_facts(self) -> None:
        """The facts of a card of a pack without tarokks, from its family's data."""
        family, suit = FAMILIES.get(self.family), self.suit
        if family is None or suit is None or self.rank not in family.faces:
            del _INTERNED[(suit, self.rank, self.family)]
            raise ValueError(f"no card of rank {self.rank} in suit {suit} of the {self.family!r} pack family")
        index = family.bit_index(suit, self.rank)
        facts = {
            "key": (family.sort_base + 1 + _SUIT_ORDER[suit]) * 32 + self.rank,
            "is_tarokk": False,
            "is_honour": False,
            "is_big_honour": False,
            "is_king": self.rank == family.king_rank,
            "points": family.faces[self.rank][3],
            "sort_key": (family.sort_base + 1 + _SUIT_ORDER[suit], -self.rank),
            "bit": 1 << index,
            "suit_mask": family.suit_mask(suit),
        }
        for name, value in facts.items():
            object.__setattr__(self, name, value)
        _WIDE[index] = self

    def __reduce__(self) -> tuple[type[Card], tuple[Suit | None, int] | tuple[Suit | None, int, str]]:
        if self.family != TAROKK:
            return (Card, (self.suit, self.rank, self.family))
        return (Card, (self.suit, self.rank))  # unpickled and copied cards are the interned ones

    def _face(self) -> tuple[str, str, str, int]:
        assert self.suit is not None
        if self.family != TAROKK:
            return FAMILIES[self.family].faces[self.rank]
        if self.rank in _COURT_FACES:
            return _COURT_FACES[self.rank]
        return (_RED_FACES if self.suit.is_red else _BLACK_FACES)[self.rank]

    @property
    def hu(self) -> str:
        """Hungarian name: ``skíz``, ``XXI`` … ``II``, ``pagát``, ``kőr király``."""
        if self.suit is None:
            return _tarokk_name(self.rank, skiz="skíz", pagat="pagát")
        return f"{self.suit.hu} {self._face()[0]}"

    @property
    def tolnai(self) -> str:
        """Tolnai's abbreviation: ``S``, ``XXI`` … ``I``, ``Kő k``, ``P 10``, ``K á``."""
        if self.suit is None:
            return _tarokk_name(self.rank, skiz="S", pagat="I")
        return f"{self.suit.tolnai} {self._face()[1]}"

    @property
    def english(self) -> str:
        """English name: ``skiz``, ``XXI`` … ``II``, ``pagat``, ``heart king``, ``spade 10``."""
        if self.suit is None:
            return _tarokk_name(self.rank, skiz="skiz", pagat="pagat")
        return f"{self.suit.english} {self._face()[2]}"

    @property
    def latin(self) -> str:
        """The name in the Latin spelling of a pack that has one (Trappola's: ``serleg Asso``,
        ``kard 7``); any other card's Hungarian name."""
        faces = FAMILIES[self.family].latin_faces if self.family != TAROKK else {}
        if self.suit is None or self.rank not in faces:
            return self.hu
        return f"{FAMILIES[self.family].latin_suits[self.suit][0]} {faces[self.rank][0]}"

    @property
    def spelled_out(self) -> str:
        """The Hungarian name with Tolnai's abbreviation, which no newcomer misreads:
        ``káró dáma (K d)``, ``skíz (S)``, ``pagát (I)``; a numeral stands alone (``XXI``)."""
        return self.hu if self.hu == self.tolnai else f"{self.hu} ({self.tolnai})"

    @property
    def glyph(self) -> str:
        """A compact glyph for pictures: ``Sk``, ``XXI``, ``♥k``, ``♠10``."""
        if self.suit is None:
            return _tarokk_name(self.rank, skiz="Sk", pagat="I")
        return f"{self.suit.symbol}{self._face()[1]}"

    def name(self, spelling: str = "tolnai") -> str:
        """The card's name in ``hu``, ``tolnai``, ``en`` or ``full`` (:attr:`spelled_out`) spelling."""
        if spelling not in SPELLINGS:
            raise TarokkInputError(**CORE.unknown_spelling.message(spelling=spelling, spellings=", ".join(SPELLINGS)))
        return str(getattr(self, SPELLINGS[spelling]))

    def __str__(self) -> str:
        return self.tolnai

    def __repr__(self) -> str:
        return f"Card({self.tolnai!r})" if self.family == TAROKK else f"Card({self.tolnai!r}, {self.family!r})"

    def _repr_html_(self) -> str:
        """The card as a picture in notebooks (:func:`card_html`)."""
        return card_html(self)


def _tarokk_name(rank: int, skiz: str, pagat: str) -> str:
    if rank == SKIZ_RANK:
        return skiz
    return pagat if rank == PAGAT_RANK else ROMAN[rank]


SUIT_COLOURS = {
    Suit.HEARTS: "#C8400A",  # vermilion
    Suit.DIAMONDS: "#0068A8",  # blue
    Suit.CLUBS: "#007A5A",  # bluish green
    Suit.SPADES: "#1A1A1A",  # black
}
"""A colour for each suit, told apart with any colour vision (the Okabe–Ito palette, darkened
for contrast on white); the suit symbols tell them apart in black and white too."""
TAROKK_COLOUR = "#4B2A7B"
"""Tarokks are drawn in violet on a cream card, so that a hand shows its trumps at a glance."""


def card_html(card: Card, latin: bool = False) -> str:
    """The card as a small picture (inline SVG) for hands, tricks and deals in the book and in
    notebooks: a tarokk shows its Roman numeral (the skíz a star), a suit card its face and suit
    symbol in the suit's colour; with ``latin``, a card of a pack with Latin suits (Trappola's)
    shows its Latin face and the name of its Latin suit instead. The picture is labelled with
    the card's Hungarian and English names for screen readers."""
    latin_faces = FAMILIES[card.family].latin_faces if latin and card.family != TAROKK else {}
    if card.suit is None:
        colour, paper = TAROKK_COLOUR, "#FBF3DC"
        corner = _tarokk_name(card.rank, skiz="Sk", pagat="I")
        centre = "★" if card.rank == SKIZ_RANK else corner
        size = 20 if len(centre) <= 2 else 15 if len(centre) <= 3 else 12
    elif card.rank in latin_faces:
        colour, paper = SUIT_COLOURS[card.suit], "#FFFFFF"
        corner, centre, size = latin_faces[card.rank][1], FAMILIES[card.family].latin_suits[card.suit][0], 10
    else:
        colour, paper = SUIT_COLOURS[card.suit], "#FFFFFF"
        corner, centre, size = card._face()[1], card.suit.symbol, 26
    label = escape(f"{card.latin if latin else card.hu} ({card.english})")
    small = 10 if len(corner) <= 2 else 8
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tarokk-card" width="44" height="64" viewBox="0 0 44 64" '
        f'role="img" aria-label="{label}" style="margin:1px;vertical-align:middle"><title>{label}</title>'
        f'<rect x="1" y="1" width="42" height="62" rx="5" fill="{paper}" stroke="{colour}" stroke-width="1.5"/>'
        f'<g fill="{colour}" font-family="Georgia,serif" font-weight="bold" text-anchor="middle">'
        f'<text x="4" y="13" font-size="{small}" text-anchor="start">{escape(corner)}</text>'
        f'<text x="22" y="{38 + size // 4}" font-size="{size}">{escape(centre)}</text>'
        f'<text x="40" y="59" font-size="{small}" text-anchor="end">{escape(corner)}</text></g></svg>'
    )


SPELLINGS = {"hu": "hu", "tolnai": "tolnai", "en": "english", "full": "spelled_out"}


@enforces("cards.deck", "cards.deck54")
def deck_cards(lowest_suit_rank: int) -> tuple[Card, ...]:
    """A deck's cards in id order: the 22 tarokks from the pagát up, then each suit from
    ``lowest_suit_rank`` up to its king."""
    tarokks = [Card(None, rank) for rank in range(1, SKIZ_RANK + 1)]
    suit_cards = [Card(suit, rank) for suit in Suit for rank in range(lowest_suit_rank, KING_RANK + 1)]
    return tuple(tarokks + suit_cards)


class Deck:
    """An ordered deck; a card's id is its index (tarokks I … XXI, skíz, then suits; in a pack
    without tarokks, each suit from its lowest card up). A deck never changes: a copy of it is
    the deck itself, and it pickles as its name and its lowest suit rank, unpickled as the same
    deck (:func:`deck_named`). A deck of ``decks.toml`` passes its ``cards`` and ``family``."""

    def __init__(self, name: str, lowest_suit_rank: int, cards: Sequence[Card] = (), family: str = TAROKK) -> None:
        self.name = name
        self.lowest_suit_rank = lowest_suit_rank
        self.family = family
        self.cards = tuple(cards) or deck_cards(lowest_suit_rank)
        self._ids = {card: i for i, card in enumerate(self.cards)}

    def __copy__(self) -> Deck:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        return self

    def __reduce__(self) -> tuple[object, tuple[str, int]]:
        return deck_named, (self.name, self.lowest_suit_rank)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def words(self) -> Words:
        """The deck as a sentence names it: its name, and in Hungarian ``42 lapos csomag``."""
        return Words(self.name, f"{len(self.cards)} lapos csomag")

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._ids

    def id(self, card: Card) -> int:
        return self._ids[card]

    @cached_property
    def total_points(self) -> int:
        return sum(card.points for card in self.cards)

    @enforces("cards.beat-count")
    def beat_count(self, card: Card) -> int:
        """Tolnai's ütőszám (§6): how many cards of this deck ``card`` beats.

        The skíz beats the other 21 tarokks and every suit card (41 in the 42-card
        deck); the pagát only the suit cards (20); a king the other four of its suit.
        """
        if card.suit is None:
            return sum(1 for other in self.cards if other.suit is not None or other.rank < card.rank)
        return sum(1 for other in self.cards if other.suit == card.suit and other.rank < card.rank)


DECK42 = Deck("42-card deck", LOWEST_RANK_42)
DECK54 = Deck("54-card deck", 1)


def deck_named(name: str, lowest_suit_rank: int) -> Deck:
    """The deck called ``name``: one of the tarokk decks above or of :data:`DECKS`, or a new
    tarokk deck of ``lowest_suit_rank``."""
    known = (DECK42, DECK54, *DECKS.values())
    return next((deck for deck in known if deck.name == name), None) or Deck(name, lowest_suit_rank)


# The named tarokks are the deck's own card objects (a list finds its own objects fastest),
# final, so that the compiled build (``make compiled``) reads them without a lookup.
SKIZ: Final = DECK42.cards[SKIZ_RANK - 1]
XXI: Final = DECK42.cards[XXI_RANK - 1]
XX: Final = DECK42.cards[20 - 1]
XIX: Final = DECK42.cards[19 - 1]
XVIII: Final = DECK42.cards[18 - 1]
XVII: Final = DECK42.cards[17 - 1]
PAGAT: Final = DECK42.cards[PAGAT_RANK - 1]


HONOURS = SKIZ.bit | XXI.bit | PAGAT.bit
"""The card set of the three honours (Tolnai §5)."""
BIG_HONOURS = SKIZ.bit | XXI.bit
"""The card set of the two high honours (nagyhonőr): the skíz and the XXI."""
KINGS = sum(Card(suit, KING_RANK).bit for suit in Suit)
"""The card set of the four kings."""

_SORT_KEY = attrgetter("sort_key")


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Sort cards as players hold them: tarokks high to low, then each suit high to low."""
    return sorted(cards, key=_SORT_KEY)


# ---------------------------------------------------------------------------
# Card sets as bit masks: "holds a card", "must follow", "holds an honour" are one AND.


def highest_missing_tarokk(held: int, below_xx: bool = True) -> Card:
    """The highest tarokk missing from the card set ``held``: below the XX, down to the pagát,
    as trisák's first level and the ten-contract game call it; any tarokk, the skíz first,
    with ``below_xx=False``."""
    top = 19 if below_xx else SKIZ_RANK
    return next(card for card in (Card(None, rank) for rank in range(top, 0, -1)) if not held & card.bit)


def mask_of(cards: Iterable[Card]) -> int:
    """The set of ``cards`` as one int (:attr:`Card.bit` of each)."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


# Final: the compiled build reads these as constants, not from the module's dictionary.
_CHUNK: Final = 11  # cards_of reads a mask eleven bits at a time
_LOW: Final = (1 << _CHUNK) - 1


def _chunk_tables() -> list[list[tuple[Card, ...]]]:
    """For each eleven bits of a mask, the cards of every value they can take, in players' order."""
    in_order = sort_hand(DECK54.cards)
    tables = []
    for start in range(0, len(in_order), _CHUNK):
        table: list[tuple[Card, ...]] = [()]
        for mask in range(1, 1 << _CHUNK):
            low = mask & -mask
            index = start + low.bit_length() - 1
            table.append((in_order[index],) + table[mask ^ low] if index < len(in_order) else table[mask ^ low])
        tables.append(table)
    return tables


_TABLES = _chunk_tables()
_C0: Final = _TABLES[0]
_C1: Final = _TABLES[1]
_C2: Final = _TABLES[2]
_C3: Final = _TABLES[3]
_C4: Final = _TABLES[4]


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of the set ``mask``, in players' order (:func:`sort_hand`)."""
    if mask >> _FAMILY_BITS:
        return _wide_cards_of(mask)
    return (
        _C0[mask & _LOW]
        + _C1[mask >> _CHUNK & _LOW]
        + _C2[mask >> 2 * _CHUNK & _LOW]
        + _C3[mask >> 3 * _CHUNK & _LOW]
        + _C4[mask >> 4 * _CHUNK]
    )


def _wide_cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a set holding cards of a pack without tarokks, lowest bit first (players' order)."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(_WIDE[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


# ---------------------------------------------------------------------------
# Parsing


def _fold(text: str) -> str:
    """Lower-case and strip accents, so that ``Kőr`` and ``kor`` read alike."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_TAROKK_WORDS: dict[str, int] = {_fold(ROMAN[rank]): rank for rank in range(1, 22)}
_TAROKK_WORDS.update({"skiz": SKIZ_RANK, "skis": SKIZ_RANK, "s": SKIZ_RANK, "excuse": SKIZ_RANK, "pagat": PAGAT_RANK})
# Spellings published deals use: the skíz as "sküz"/"sküsz", the four as "IIII" (and the other
# additive numerals, "VIIII", "XIIII", "XVIIII"), a numeral with its suffix ("XIX-es", "XX-ast").
_TAROKK_WORDS.update(dict.fromkeys(("skuz", "skusz", "skus"), SKIZ_RANK))
_TAROKK_WORDS.update({"iiii": 4, "viiii": 9, "xiiii": 14, "xviiii": 19})
_NUMERAL_SUFFIXES = ("ast", "est", "ost", "as", "es", "os", "at", "et", "ot", "t")
_ROMAN_NUMBER = re.compile(r"(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
# Players name the high tarokks by number: "hívom a húszast", "a tizenkilences" (pagat "Partnerhívás").
_NUMBER_NAMES = {
    21: "huszonegyes", 20: "huszas", 19: "tizenkilences", 18: "tizennyolcas", 17: "tizenhetes",
    16: "tizenhatos", 15: "tizenotos", 14: "tizennegyes", 13: "tizenharmas", 12: "tizenkettes", 11: "tizenegyes",
}  # fmt: skip
for _rank, _name in _NUMBER_NAMES.items():
    _TAROKK_WORDS[_name] = _rank
    _TAROKK_WORDS[_name + "t"] = _rank  # the accusative: "hívom a húszast"

_SUIT_WORDS: dict[str, Suit] = {}
for _suit, _words in {
    Suit.HEARTS: ("kor", "ko", "heart", "hearts"),
    Suit.DIAMONDS: ("karo", "k", "diamond", "diamonds"),
    Suit.CLUBS: ("treff", "t", "club", "clubs"),
    Suit.SPADES: ("pikk", "p", "spade", "spades"),
}.items():
    _SUIT_WORDS.update(dict.fromkeys(_words, _suit))

# Face words → (rank if red, rank if black); None where the face does not exist.
_FACE_WORDS: dict[str, tuple[int | None, int | None]] = {}
for _rank, (_hu, _abbr, _en, _pts) in _COURT_FACES.items():
    for _word in (_hu, _abbr, _en):
        _FACE_WORDS[_fold(_word)] = (_rank, _rank)
for _word in ("bub", "botos", "knight", "cavalier", "q", "j"):
    _FACE_WORDS[_word] = {"bub": (5, 5), "botos": (5, 5), "j": (5, 5), "q": (7, 7)}.get(_word, (6, 6))
for _faces, _index in ((_RED_FACES, 0), (_BLACK_FACES, 1)):
    for _rank, (_hu, _abbr, _en, _pts) in _faces.items():
        for _word in (_hu, _abbr, _en):
            _pair: list[int | None] = list(_FACE_WORDS.get(_fold(_word), (None, None)))
            _pair[_index] = _rank
            _FACE_WORDS[_fold(_word)] = (_pair[0], _pair[1])
_FACE_WORDS.update({"ten": _FACE_WORDS["10"], "asz": _FACE_WORDS["a"]})


def _read_family_words(words: Sequence[str], family: CardFamily) -> Card | None:
    """A card of ``family`` from its suit and its face, in either order (``kőr 10``, ``ace of spades``)."""
    if len(words) != 2:
        return None
    for suit_word, face_word in (words, words[::-1]):
        suit, rank = family.suit_words.get(suit_word), family.face_words.get(face_word)
        if suit is not None and rank is not None:
            return Card(suit, rank, family.name)
    return None


FAMILIES: Final = {
    name: CardFamily(name, index, data) for index, (name, data) in enumerate(_DECKS_DATA["families"].items(), start=1)
}
"""The card families without tarokks of ``decks.toml``, by name (``french``, ``trappola``)."""


def _family_deck(data: dict[str, Any]) -> Deck:
    """A deck of ``decks.toml``: its family's cards of the ranks it names (all unless given),
    suit by suit, each from the lowest up, less the cards it is ``without``."""
    family = FAMILIES[data["family"]]
    ranks: Sequence[int] = data.get("ranks", family.ranks)
    without: list[str] = data.get("without", [])
    left_out = {_read_family_words(_fold(text).split(), family) for text in without}
    assert None not in left_out, without
    cards = [Card(suit, rank, family.name) for suit in Suit for rank in ranks]
    return Deck(data["name"], 1, [card for card in cards if card not in left_out], family.name)


DECKS: Final = {key: _family_deck(data) for key, data in _DECKS_DATA["decks"].items()}
"""The decks without tarokks of ``decks.toml``, by key: ``french-52``, Rikiki's packs for 3 to 6
players ``rikiki-3`` … ``rikiki-6``, Trappola's ``trappola-36`` and ``trappola-40``."""

_FULL = re.compile(r"(.+?)\s*\(([^()]+)\)")
"""A card written in full: its name, then its abbreviation in brackets (``treff bubi (T b)``)."""


def parse_card(text: str, deck: Deck = DECK42) -> Card:
    """Read a card in any of the three spellings; refuse unknown or ambiguous text.

    >>> parse_card("Kő k") == parse_card("kőr király") == parse_card("heart king")
    True
    """
    full = _FULL.fullmatch(text.strip())  # the full spelling the table prints: "treff bubi (T b)"
    if full is not None:
        named, abbreviated = parse_card(full[1], deck), parse_card(full[2], deck)
        if named != abbreviated:
            raise TarokkInputError(
                **CORE.which_card.message(text=excerpt(text), named=named.hu, abbreviated=abbreviated.hu)
            )
        return named
    words = [w for w in _fold(text).replace(",", " ").split() if w != "of"]
    card = _read_words(words) if deck.family == TAROKK else _read_family_words(words, FAMILIES[deck.family])
    if card is None and deck.family != TAROKK:
        raise TarokkInputError(**CORE.unknown_pack_card.message(text=excerpt(text), deck=deck.words))
    if card is None:
        if words in (["p"], ["k"]):  # Tolnai's P and K: pikk or pagát, káró or király
            raise TarokkInputError(**(CORE.p_alone if words == ["p"] else CORE.k_alone).message(text=excerpt(text)))
        if len(words) == 2 and any(w in _SUIT_WORDS for w in words) and any(w in _FACE_WORDS for w in words):
            raise TarokkInputError(**CORE.no_such_card.message(text=excerpt(text)))
        raise TarokkInputError(**CORE.unknown_card.message(text=excerpt(text)))
    if card not in deck:
        raise TarokkInputError(**CORE.not_in_deck.message(text=excerpt(text), card=card.hu, deck=deck.words))
    return deck.cards[deck.id(card)]  # the deck's own object for the card


def _tarokk_rank(word: str) -> int | None:
    """A tarokk's rank from one word: a name or numeral, ``XIX-es`` with its suffix, or a numeral
    typed with the letter l for I (``XXl``) where that cannot be a Roman L (fifty: ``XL``, ``LX``)."""
    numeral, dash, suffix = word.partition("-")
    if dash and suffix in _NUMERAL_SUFFIXES:
        word = numeral
    if word in _TAROKK_WORDS:
        return _TAROKK_WORDS[word]
    with_i = word.replace("l", "i")
    if with_i != word and with_i in _TAROKK_WORDS and with_i != "i" and not _ROMAN_NUMBER.fullmatch(word):
        return _TAROKK_WORDS[with_i]
    return None


def _read_words(words: Sequence[str]) -> Card | None:
    if len(words) == 1 and (rank := _tarokk_rank(words[0])) is not None:
        return Card(None, rank)
    if len(words) == 2 and words[0] == "tarokk" and (rank := _tarokk_rank(words[1])) is not None:
        return Card(None, rank)
    if len(words) != 2:
        return None
    for suit_word, face_word in (words, words[::-1]):
        suit = _SUIT_WORDS.get(suit_word)
        faces = _FACE_WORDS.get(face_word)
        if suit is not None and faces is not None:
            rank = faces[0] if suit.is_red else faces[1]
            if rank is not None:
                return Card(suit, rank)
    return None


def parse_cards(text: str, deck: Deck = DECK42) -> list[Card]:
    """Read a comma-separated list of cards (``S, XXI, Kő k, P 10``)."""
    return [parse_card(part, deck) for part in text.split(",") if part.strip()]


def parse_hand(text: str, deck: Deck = DECK42) -> list[Card]:
    """Read a hand as a player writes it, between commas (``S, XXI, Kő k``), or as the table
    prints it, suit by suit (``S XXI XVIII | Kő k Kő d | P 10``), or as ``tarokk odds`` echoes
    it, both at once (``S, XXI, XVIII | kőr király, kőr dáma``): each card the longest run of
    words that names one."""
    if "|" not in text:
        return parse_cards(text, deck)
    cards = []
    for group in re.split("[,|]", text):
        words = group.split()
        start = 0
        while start < len(words):
            for end in range(min(len(words), start + 3), start, -1):
                try:
                    cards.append(parse_card(" ".join(words[start:end]), deck))
                except TarokkInputError:
                    if end == start + 1:
                        raise
                    continue
                start = end
                break
    return cards


def cards_text(cards: Iterable[Card], language: Language = "en") -> str:
    """Cards sorted as players hold them, named in ``language``, or a dash for none."""
    return ", ".join(card.name(language) for card in sort_hand(cards)) or "–"


OBJECT_CASE = {
    "pagát": "pagátot", "skíz": "skízt", "király": "királyt", "dáma": "dámát", "lovas": "lovast",
    "bubi": "bubit", "ász": "ászt", "tízes": "tízest", "kilences": "kilencest", "nyolcas": "nyolcast",
    "hetes": "hetest", "négyes": "négyest", "hármas": "hármast", "kettes": "kettest",
    "hatos": "hatost", "ötös": "ötöst",
}  # fmt: skip
"""The last word of a card's Hungarian name in the object case (tárgyeset)."""
TAROKK_SUFFIX = {
    1: "-est", 2: "-est", 3: "-ast", 4: "-est", 5: "-öst", 6: "-ost", 7: "-est", 8: "-ast", 9: "-est", 10: "-est",
    11: "-est", 12: "-est", 13: "-ast", 14: "-est", 15: "-öst", 16: "-ost", 17: "-est", 18: "-ast", 19: "-est",
    20: "-ast", 21: "-est",
}  # fmt: skip
"""A tarokk named by its numeral in the object case, as it is read: a XX-ast (huszast), az V-öst (ötöst)."""


def card_object(card: Card, language: Language = "en") -> str:
    """``card`` as the object of a sentence, with its article: ``the XX``, ``the heart king``;
    in Hungarian ``a XX-ast``, ``az V-öst``, ``a kőr királyt``, ``a pagátot``."""
    return in_language(language, f"the {card.name('en')}", _object_hu(card))


def _object_hu(card: Card) -> str:
    """``card`` as the object of a Hungarian sentence, with its article."""
    name = card.name("hu")
    *before, last = name.split(" ")
    value = roman_value(last)
    said = last + TAROKK_SUFFIX[value] if value is not None else OBJECT_CASE.get(last, last)
    whole = " ".join([*before, said])
    return f"{article(whole)} {whole}"
