"""Dealing Paskievics tarokk (pagat: "Helyválasztás, osztás"; Tolnai §19–§21).

The dealer shuffles, the player on his left cuts, the top six cards become the
talon, and each active player receives a packet of five and then a packet of four,
counter-clockwise from the dealer's right (A, B, C, D). With five players the
dealer (E) deals himself no cards. Instead of cutting, the cutter may knock
(ráütés, Tolnai §21) where the ruleset allows it: after the talon the players say
which packet of nine each wants.

The shuffle and the packets are the core's (:mod:`tarokk.core.packs`): a seed gives the
same deal on every machine. The sizes are the game definition's
(:attr:`~tarokk.core.definition.GameDefinition.packets`): Paskievics tarokk's by default, or
those of the definition a :class:`~tarokk.games.paskievics.state.PaskievicsGame` is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tarokk.core.cards import DECK42, Card, sort_hand
from tarokk.core.definition import Packets
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.packs import check_seed, deal_packets, shuffled_ids
from tarokk.core.seats import Seat
from tarokk.core.values import Value
from tarokk.games.paskievics.definition import ACTIVE_SEATS, PASKIEVICS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.words import WORDS

TALON_SIZE = PASKIEVICS.packets.talon
HAND_SIZE = PASKIEVICS.packets.hand
PACKETS = PASKIEVICS.packets.sizes
TRICKS_PER_DEAL = PASKIEVICS.tricks
"""Tricks in a deal: nine cards in each of four hands (Tolnai §20)."""


def dealer_of(players: int) -> Seat:
    """The dealer's seat: D plays in a four-player game, E sits out with five."""
    check_players(players)
    return "D" if players == 4 else "E"


@enforces("deal.players")
def check_players(players: int) -> None:
    """Paskievics tarokk is played by four, or by five with the dealer sitting out."""
    if players not in (4, 5):
        raise TarokkInputError(**WORDS.four_or_five.message(players=players))


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


@enforces("deal.order")
def deal_pack(
    pack: Sequence[Card], players: int = 4, seed: int | None = None, packets: Packets = PASKIEVICS.packets
) -> DealtCards:
    """Deal a prepared pack (top card first): the talon (six), then a packet of each size
    (five and four) to A, B, C, D in turn."""
    check_players(players)
    hands, talon = deal_packets(pack, packets.talon, packets.sizes, ACTIVE_SEATS)
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
    packets: Packets = PASKIEVICS.packets,
) -> DealtCards:
    """Deal after a knock (Tolnai §21): the talon, then packets of nine (a whole hand) chosen by the players.

    ``choices`` are packet numbers (1 = the nine cards after the talon) in the choosing
    order of :func:`knock_choosers`; the last chooser may be left out (he takes the rest).
    """
    check_players(players)
    if not ruleset.knock_allowed:
        raise IllegalAction("deal.knock", **WORDS.no_knocking.message(rules=ruleset.name))
    choosers = knock_choosers(players, ruleset)
    picks = list(choices)
    if len(picks) == 3:
        picks.append(({1, 2, 3, 4} - set(picks) or {0}).pop())
    if len(picks) != 4 or sorted(picks) != [1, 2, 3, 4]:
        raise IllegalAction("deal.knock", **WORDS.knock_packets.message(choices=list(choices)))
    size, hand = packets.talon, packets.hand
    talon = tuple(pack[:size])
    hands = {
        seat: tuple(pack[size + (packet - 1) * hand : size + packet * hand])
        for seat, packet in zip(choosers, picks, strict=True)
    }
    return DealtCards(players, {seat: hands[seat] for seat in ACTIVE_SEATS}, talon, seed)


def deal(
    seed: int,
    players: int = 4,
    ruleset: Ruleset = PRESETS["pagat"],
    knock: Sequence[int] | None = None,
    packets: Packets = PASKIEVICS.packets,
) -> DealtCards:
    """Shuffle with ``seed``, cut (or knock, if ``knock`` gives the packet choices) and deal
    in ``packets`` (the definition's talon and packet sizes)."""
    check_players(players)
    check_seed(seed)
    if knock is None:
        pack = [DECK42.cards[i] for i in shuffled_ids(seed)]
        return deal_pack(pack, players, seed, packets)
    rng_pack = [DECK42.cards[i] for i in np.random.default_rng(seed).permutation(len(DECK42))]
    return deal_knocked(rng_pack, knock, players, ruleset, seed, packets)
