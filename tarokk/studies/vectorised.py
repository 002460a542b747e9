"""Vectorised dealing and events for Monte-Carlo studies.

A block of deals is an ``(n, 42)`` array of card ids in :data:`tarokk.core.cards.DECK42`
order (0–20 the tarokks I … XXI, 21 the skíz, 22–41 the suit cards). Each row is a
pack, top card first, dealt as :func:`tarokk.games.paskievics.dealing.deal_pack` deals it: the talon
of six, then packets of five and of four to A, B, C, D. Events are array operations
over those rows, never a Python loop per deal, and every event of a hand alone has
its exact probability, counted with binomial coefficients.

The readable engine cuts the pack after shuffling (:func:`tarokk.core.packs.shuffled_ids`);
cutting a uniformly shuffled pack leaves it uniformly shuffled, so the fast path
skips the cut.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

import numpy as np
from numpy.typing import NDArray

from tarokk.core.cards import DECK42, PAGAT, SKIZ, XXI, Card
from tarokk.core.errors import TarokkInputError
from tarokk.core.seats import Seat
from tarokk.games.paskievics.dealing import HAND_SIZE, deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.throwin import throw_in_grounds

BoolArray = NDArray[np.bool_]
IntArray = NDArray[np.integer[Any]]


def _seat_columns() -> dict[Seat, NDArray[np.intp]]:
    # Deal the pack of ids 0 … 41 in order: each card's id is then its position.
    dealt = deal_pack(DECK42.cards)
    return {seat: np.array([DECK42.id(card) for card in dealt.hands[seat]]) for seat in ACTIVE_SEATS}


SEAT_COLUMNS: dict[Seat, NDArray[np.intp]] = _seat_columns()
"""The pack positions (row columns) of each seat's nine cards."""

SEAT_OF_POSITION: NDArray[np.int8] = np.full(len(DECK42), -1, dtype=np.int8)
"""For each pack position, the seat index it is dealt to (0 = A … 3 = D), -1 for the talon."""
for _index, _seat in enumerate(ACTIVE_SEATS):
    SEAT_OF_POSITION[SEAT_COLUMNS[_seat]] = _index


def deal_rows(rng: np.random.Generator, n: int) -> NDArray[np.uint8]:
    """``n`` uniformly shuffled packs, one row of 42 card ids each."""
    rows = np.tile(np.arange(len(DECK42), dtype=np.uint8), (n, 1))
    return rng.permuted(rows, axis=1, out=rows)


# Each card's packed code. The code of a hand is the sum of its cards' codes; the
# fields are wide enough that nine cards never carry from one field into the next.
_TAROKKS_SHIFT, _TAROKKS_BITS = 0, 4  # 0–9 tarokks
_KINGS_SHIFT, _KINGS_BITS = 4, 3  # 0–4 kings
_PAGAT_BIT, _XXI_BIT, _SKIZ_BIT = 7, 8, 9


def _card_code(card: Card) -> int:
    code = int(card.is_tarokk) << _TAROKKS_SHIFT | int(card.is_king) << _KINGS_SHIFT
    for honour, bit in ((PAGAT, _PAGAT_BIT), (XXI, _XXI_BIT), (SKIZ, _SKIZ_BIT)):
        code |= int(card == honour) << bit
    return code


CARD_CODES: NDArray[np.uint16] = np.array([_card_code(card) for card in DECK42.cards], dtype=np.uint16)


@dataclass(frozen=True)
class HandCounts:
    """What events of a hand look at, for many hands at once (one array entry per hand)."""

    tarokks: IntArray
    kings: IntArray
    pagat: BoolArray
    xxi: BoolArray
    skiz: BoolArray

    @classmethod
    def from_codes(cls, codes: IntArray) -> HandCounts:
        return cls(
            tarokks=(codes >> _TAROKKS_SHIFT) & ((1 << _TAROKKS_BITS) - 1),
            kings=(codes >> _KINGS_SHIFT) & ((1 << _KINGS_BITS) - 1),
            pagat=((codes >> _PAGAT_BIT) & 1).astype(bool),
            xxi=((codes >> _XXI_BIT) & 1).astype(bool),
            skiz=((codes >> _SKIZ_BIT) & 1).astype(bool),
        )

    @property
    def honours(self) -> IntArray:
        """How many of the three honours (skíz, XXI, pagát) each hand holds."""
        return self.pagat.astype(np.uint8) + self.xxi + self.skiz


class Deals:
    """A block of deals: ``rows`` is an ``(n, 42)`` array of card ids, one pack per row."""

    def __init__(self, rows: NDArray[np.integer[Any]]) -> None:
        if rows.ndim != 2 or rows.shape[1] != len(DECK42):
            raise TarokkInputError(f"deals are rows of {len(DECK42)} card ids; got an array of shape {rows.shape}")
        self.rows = rows
        self._hands: dict[Seat, HandCounts] = {}

    def __len__(self) -> int:
        return len(self.rows)

    def hand(self, seat: Seat = "A") -> HandCounts:
        """The counts of ``seat``'s nine dealt cards in every deal."""
        if seat not in self._hands:
            codes = CARD_CODES[self.rows[:, SEAT_COLUMNS[seat]]].sum(axis=1, dtype=np.uint16)
            self._hands[seat] = HandCounts.from_codes(codes)
        return self._hands[seat]

    def holder(self, card: Card) -> NDArray[np.int8]:
        """In every deal, the index of the seat dealt ``card`` (0 = A … 3 = D), -1 for the talon."""
        # argmax over bytes is several times faster than over booleans
        positions = np.argmax((self.rows == DECK42.id(card)).view(np.uint8), axis=1)
        seats: NDArray[np.int8] = SEAT_OF_POSITION[positions]
        return seats


HandPredicate = Callable[[HandCounts, Ruleset], BoolArray]


@dataclass(frozen=True)
class Event:
    """A yes/no event of a deal: ``occurs`` tests a block of deals at once; ``exact``,
    where known, is its probability under a ruleset; ``hu`` is the description in
    Hungarian, for the Hungarian edition's tables."""

    name: str
    description: str
    occurs: Callable[[Deals, Ruleset], BoolArray] | None = None
    """None for an event counted by playing the deals (:attr:`~tarokk.studies.runner.Study.plays`)."""
    exact: Callable[[Ruleset], Fraction] | None = None
    hu: str = ""


def _hand_classes() -> tuple[HandCounts, NDArray[np.int64]]:
    """Every possible :class:`HandCounts` value of a nine-card hand, with its number of hands."""
    other_tarokks = sum(card.is_tarokk and not card.is_honour for card in DECK42.cards)
    kings = sum(card.is_king for card in DECK42.cards)
    other_suit_cards = sum(not card.is_tarokk and not card.is_king for card in DECK42.cards)
    rows = []
    for pagat, xxi, skiz, n_kings in itertools.product((0, 1), (0, 1), (0, 1), range(kings + 1)):
        for n_other in range(other_tarokks + 1):
            n_suit = HAND_SIZE - pagat - xxi - skiz - n_kings - n_other
            if 0 <= n_suit <= other_suit_cards:
                ways = comb(other_tarokks, n_other) * comb(kings, n_kings) * comb(other_suit_cards, n_suit)
                rows.append((pagat + xxi + skiz + n_other, n_kings, pagat, xxi, skiz, ways))
    table = np.array(rows, dtype=np.int64)
    counts = HandCounts(table[:, 0], table[:, 1], table[:, 2] == 1, table[:, 3] == 1, table[:, 4] == 1)
    return counts, table[:, 5]


_CLASSES, _CLASS_WAYS = _hand_classes()
HANDS = comb(len(DECK42), HAND_SIZE)
"""The number of different nine-card hands."""


def exact_hand_probability(predicate: HandPredicate, rules: Ruleset) -> Fraction:
    """The exact probability that a dealt hand satisfies ``predicate`` (multivariate hypergeometric).

    Hands are counted by class — how many of the 19 plain tarokks, of the four kings and
    of the 16 other suit cards, and which honours — so the same predicate that tests
    simulated hands is applied to every class.
    """
    chosen = predicate(_CLASSES, rules)
    return Fraction(int(_CLASS_WAYS[chosen].sum()), HANDS)


def hand_event(name: str, description: str, predicate: HandPredicate, seat: Seat = "A", hu: str = "") -> Event:
    """An event of one seat's dealt nine cards, with its exact probability."""
    return Event(
        name,
        description,
        occurs=lambda deals, rules: predicate(deals.hand(seat), rules),
        exact=lambda rules: exact_hand_probability(predicate, rules),
        hu=hu,
    )


def throw_in(hand: HandCounts, rules: Ruleset) -> BoolArray:
    """Hands that may throw the deal in under ``rules``, for the dealt nine cards (nothing
    discarded yet), by the one statement of the throw-in hands,
    :func:`tarokk.games.paskievics.throwin.throw_in_grounds`, applied to arrays."""
    grounds = throw_in_grounds(hand.tarokks, hand.kings, hand.xxi, hand.pagat)
    result = np.zeros(hand.tarokks.shape, dtype=bool)
    for ground in rules.throw_in_hands:
        result |= grounds[ground]
    return result


def big_honours_split(deals: Deals, rules: Ruleset) -> BoolArray:
    """The skíz and the XXI are both in players' hands (neither in the talon), in two different hands."""
    skiz, xxi = deals.holder(SKIZ), deals.holder(XXI)
    split: BoolArray = (skiz >= 0) & (xxi >= 0) & (skiz != xxi)
    return split


def big_honours_split_probability(rules: Ruleset) -> Fraction:
    """Exact value of :func:`big_honours_split`: the skíz lies in one of the 36 dealt
    positions of the 42, the XXI in one of the 27 positions of the other three hands
    among the 41 left."""
    players = len(ACTIVE_SEATS)
    dealt = players * HAND_SIZE
    return Fraction(dealt * (dealt - HAND_SIZE), len(DECK42) * (len(DECK42) - 1))
