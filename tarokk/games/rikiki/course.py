"""The course of a game of Rikiki (nehezebb-kartyajatekok.txt, "Rikiki"): the pack for the
number of players, the cards dealt in each deal of the growing and the shrinking stage, a deal
itself, the compulsory bids with the dealer's barred bid, and the trump suit of a deal.

Everything goes to the right („A rikiki minden mozzanata jobbra tartással folyik”): the seats
A, B, … follow one another from the dealer's right, and the dealer is the last seat."""

from __future__ import annotations

from collections.abc import Sequence

from tarokk.core.cards import DECKS, Card, Deck, Suit
from tarokk.core.enforcement import enforces
from tarokk.core.packs import check_seed, deal_packets, shuffled_ids
from tarokk.core.seats import ALL_SEATS, Seat
from tarokk.games.rikiki.options import RikikiOptions


@enforces("rikiki.deal")
def pack(players: int) -> Deck:
    """The page's pack for ``players``: „3 51 lap (treff 2 nélkül) 17×3; 4 52 lap (teljes pakli)
    13×4; 5 50 lap (treff és káró 2 nélkül) 10×5; 6 48 lap (a kettesek nélkül) 8×6”."""
    return DECKS[f"rikiki-{players}"]


@enforces("rikiki.course")
def deal_sizes(rules: RikikiOptions) -> tuple[int, ...]:
    """The cards each player gets in each deal of a game, in order. The growing stage deals one
    card, then two, „majd egyesével mindig többet” up to the whole pack, each size „annyiszor
    […], ahány játékos van, a lényeg, hogy mindenki egyszer legyen osztó”; the shrinking stage
    „ugyanaz […], csak visszafelé”, down to the one card it began with (the option ``stages``:
    the largest deals once, or the growing stage alone)."""
    players = rules.players
    top = len(pack(players)) // players
    growing = tuple(size for size in range(1, top + 1) for _ in range(players))
    shrinking = tuple(size for size in range(top, 0, -1) for _ in range(players))
    if rules.stages == "growing":
        return growing
    return growing + (shrinking[players:] if rules.stages == "shared-top" else shrinking)


def deal(seed: int, size: int, rules: RikikiOptions) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
    """The hands of ``size`` cards each that ``seed`` deals from the players' pack, shuffled and
    cut, and the cards left undealt, top first (:func:`deal_shuffled`)."""
    players = pack(rules.players)
    shuffled = [players.cards[i] for i in shuffled_ids(check_seed(seed), players)]
    return deal_shuffled(shuffled, (1,) * size, rules.players)


def deal_shuffled(
    shuffled: Sequence[Card], packets: Sequence[int], players: int
) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
    """The hands a ``shuffled`` pack (top card first) deals to ``players``, a packet of each of
    ``packets`` to each in turn from the dealer's right, and the cards left over, top first. The
    page does not say how the cards go round; the engine deals them one at a time, to the right."""
    dealt = players * sum(packets)
    hands, _ = deal_packets(shuffled[:dealt], 0, packets, ALL_SEATS[:players])
    return hands, tuple(shuffled[dealt:])


@enforces("rikiki.auction.dealer")
def barred_bid(bids: Sequence[int], tricks: int) -> int | None:
    """The bid the last bidder, the dealer, may not say: the one that makes all the bids add up
    to the tricks dealt („Az utolsó licitáló viszont nem mondhat akkora számot, amivel az összes
    licit összege épp megegyezne a leosztott lapok számával”); None when the others' bids already
    pass that number."""
    left = tricks - sum(bids)
    return left if left >= 0 else None


def legal_bids(bids: Sequence[int], players: int, tricks: int) -> list[int]:
    """The bids open to the next bidder, after ``bids``: any number of tricks from none to all,
    the last bidder's barred bid excepted („kötelező licit van […] minden játékos nyilatkozik,
    hogy hány ütést fog vinni”)."""
    barred = barred_bid(bids, tricks) if len(bids) == players - 1 else None
    return [bid for bid in range(tricks + 1) if bid != barred]


@enforces("rikiki.play.trump")
def trump_suit(undealt: Sequence[Card], tricks: int, rules: RikikiOptions) -> Suit | None:
    """The trump suit of a deal of ``tricks`` cards each, ``undealt`` the cards left over, top
    first. None in a deal of one card („Adu egylapos osztásnál nincs!”) and in the deal of the
    whole pack („nem szokás adut használni, mert nem marad hozzá lap”); else, as the option
    ``trump`` says, the suit of the first card left over, turned, or none."""
    if tricks == 1 or not undealt or rules.trump == "none":
        return None
    return undealt[0].suit
