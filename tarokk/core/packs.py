"""Shuffling, cutting and dealing (pagat: "Helyválasztás, osztás"; Tolnai §19–§21).

The dealer shuffles, the player on his left cuts, the top six cards become the
talon, and each active player receives a packet of five and then a packet of four,
counter-clockwise from the dealer's right (A, B, C, D). With five players the
dealer (E) deals himself no cards. Instead of cutting, the cutter may knock
(ráütés, Tolnai §21) where the ruleset allows it: after the talon the players say
which packet of nine each wants.

Shuffles come from numpy's ``Generator`` (PCG64) seeded with the deal's seed, so a
seed gives the same deal on every machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tarokk.core.cards import DECK42, Card, Deck, sort_hand
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.rules import PRESETS, Ruleset
from tarokk.core.seats import ACTIVE_SEATS, Seat, check_players, dealer_of
from tarokk.core.values import Value

MAX_SEED = 2**64 - 1
"""The largest seed: seeds are whole numbers 0 to 2**64 − 1."""
TALON_SIZE = 6
HAND_SIZE = 9
PACKETS = (5, 4)


@dataclass(frozen=True)
class DealtCards(Value):
    """The outcome of a deal: each active seat's nine cards and the six-card talon."""

    players: int
    hands: dict[Seat, tuple[Card, ...]]
    talon: tuple[Card, ...]
    seed: int | None = None

    @property
    def dealer(self) -> Seat:
        return dealer_of(self.players)

    def sorted_hand(self, seat: Seat) -> list[Card]:
        return sort_hand(self.hands[seat])


def check_seed(seed: int) -> int:
    """``seed`` if it is a seed, 0 to :data:`MAX_SEED`."""
    if not 0 <= seed <= MAX_SEED:
        raise TarokkInputError(f"a seed is a whole number from 0 to 2**64 − 1, not {seed}")
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
        raise TarokkInputError(
            f"a talon of {talon} and {len(seats)} hands of {sum(sizes)} need {talon + len(seats) * sum(sizes)} "
            f"cards, not {len(pack)}"
        )
    hands: dict[Seat, list[Card]] = {seat: [] for seat in seats}
    position = talon
    for size in sizes:
        for seat in seats:
            hands[seat].extend(pack[position : position + size])
            position += size
    return {seat: tuple(cards) for seat, cards in hands.items()}, tuple(pack[:talon])


@enforces("deal.order")
def deal_pack(pack: Sequence[Card], players: int = 4, seed: int | None = None) -> DealtCards:
    """Deal a prepared pack (top card first): talon of six, then 5 and 4 to A, B, C, D."""
    check_players(players)
    hands, talon = deal_packets(pack, TALON_SIZE, PACKETS, ACTIVE_SEATS)
    return DealtCards(players, hands, talon, seed)


@enforces("deal.knock")
def knock_choosers(players: int, ruleset: Ruleset) -> tuple[Seat, ...]:
    """The seats, in order, that choose a packet after a knock; the last takes what is left."""
    if ruleset.knock_order == "seat-order":
        return ACTIVE_SEATS
    # From the cutter (the dealer's left) clockwise: D, C, B, A with five players,
    # C, B, A and then the dealer D with four.
    return ("C", "B", "A", "D") if players == 4 else ("D", "C", "B", "A")


@enforces("deal.knock")
def deal_knocked(
    pack: Sequence[Card],
    choices: Sequence[int],
    players: int = 4,
    ruleset: Ruleset = PRESETS["pagat"],
    seed: int | None = None,
) -> DealtCards:
    """Deal after a knock (Tolnai §21): the talon, then packets of nine chosen by the players.

    ``choices`` are packet numbers (1 = the nine cards after the talon) in the choosing
    order of :func:`knock_choosers`; the last chooser may be left out (he takes the rest).
    """
    check_players(players)
    if not ruleset.knock_allowed:
        raise IllegalAction("deal.knock", f"the {ruleset.name} rules do not allow knocking instead of cutting")
    choosers = knock_choosers(players, ruleset)
    picks = list(choices)
    if len(picks) == 3:
        picks.append(({1, 2, 3, 4} - set(picks) or {0}).pop())
    if len(picks) != 4 or sorted(picks) != [1, 2, 3, 4]:
        raise IllegalAction(
            "deal.knock",
            f"after a knock each player takes a different packet of nine, numbered 1–4; got {list(choices)}",
        )
    talon = tuple(pack[:TALON_SIZE])
    hands = {
        seat: tuple(pack[TALON_SIZE + (packet - 1) * HAND_SIZE : TALON_SIZE + packet * HAND_SIZE])
        for seat, packet in zip(choosers, picks, strict=True)
    }
    return DealtCards(players, {seat: hands[seat] for seat in ACTIVE_SEATS}, talon, seed)


def deal(
    seed: int,
    players: int = 4,
    ruleset: Ruleset = PRESETS["pagat"],
    knock: Sequence[int] | None = None,
) -> DealtCards:
    """Shuffle with ``seed``, cut (or knock, if ``knock`` gives the packet choices) and deal."""
    check_players(players)
    check_seed(seed)
    if knock is None:
        pack = [DECK42.cards[i] for i in shuffled_ids(seed)]
        return deal_pack(pack, players, seed)
    rng_pack = [DECK42.cards[i] for i in np.random.default_rng(seed).permutation(len(DECK42))]
    return deal_knocked(rng_pack, knock, players, ruleset, seed)
