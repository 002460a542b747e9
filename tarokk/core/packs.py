"""Shuffling, cutting and dealing in packets, at any table (pagat: "Helyválasztás,
osztás"; Tolnai §19–§21): the dealer shuffles, the player on his left cuts, the talon is
laid, and each active seat receives its packets in turn. Each game deals its own talon and
packets (:meth:`~tarokk.core.table.TableGame.dealt`; Paskievics tarokk's, with the knock,
in :mod:`tarokk.games.paskievics.dealing`).

Shuffles come from numpy's ``Generator`` (PCG64) seeded with the deal's seed, so a
seed gives the same deal on every machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice

import numpy as np

from tarokk.core.cards import DECK42, Card, Deck
from tarokk.core.errors import TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.words import CORE

MAX_SEED = 2**64 - 1
"""The largest seed: seeds are whole numbers 0 to 2**64 − 1."""


def check_seed(seed: int) -> int:
    """``seed`` if it is a seed, 0 to :data:`MAX_SEED`."""
    if not 0 <= seed <= MAX_SEED:
        raise TarokkInputError(**CORE.bad_seed.message(seed=seed))
    return seed


def shuffled_ids(seed: int, deck: Deck = DECK42) -> np.ndarray:
    """The deck's card ids in shuffled and cut order for ``seed`` (top card first)."""
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(deck))
    cut = int(rng.integers(1, len(deck)))  # the cutter lifts between 1 and 41 cards
    return np.concatenate([order[cut:], order[:cut]])


def deal_packets(
    pack: Sequence[Card], talon: int, sizes: Sequence[int], seats: Sequence[Seat]
) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
    """Deal a prepared pack (top card first) at any table: ``talon`` cards to the talon,
    then a packet of each of ``sizes`` to each of ``seats`` in turn; the hands and the talon.

    Paskievics deals a talon of six and packets of five and four to four seats (Tolnai §20);
    the games for three and the 54-card games deal their own packets the same way.
    """
    if talon + len(seats) * sum(sizes) != len(pack):
        need = talon + len(seats) * sum(sizes)
        said = CORE.packets.message(talon=talon, seats=len(seats), hand=sum(sizes), need=need, count=len(pack))
        raise TarokkInputError(**said)
    packets = packets_in_turn(pack[talon:], sizes, seats)
    hands = {seat: tuple(card for packet in own for card in packet) for seat, own in packets.items()}
    return hands, tuple(pack[:talon])


def packets_in_turn(
    cards: Sequence[Card], sizes: Sequence[int], seats: Sequence[Seat]
) -> dict[Seat, list[tuple[Card, ...]]]:
    """``cards`` (top card first) given a packet of each of ``sizes`` to each of ``seats`` in
    turn: each seat's packets, in the order given. A hand is its packets together
    (:func:`deal_packets`); strómanntarokk's face-down piles stay one packet each (Tolnai §72:
    „felváltva ellenfele és maga elé”)."""
    laid = iter(cards)
    packets: dict[Seat, list[tuple[Card, ...]]] = {seat: [] for seat in seats}
    for size in sizes:
        for seat in seats:
            packets[seat].append(tuple(islice(laid, size)))
    return packets
