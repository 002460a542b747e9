"""How a game holds its auction, as data (Tolnai §25–§31, §72, §73): who may hold the highest
bid, how far a bid climbs, whether the first hand must open, and whether the top bid ends
it. A game's definition names its :class:`AuctionRules`; :mod:`tarokk.phases.auction` runs
the auction they describe."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tarokk.core.values import Value


class HoldingRight(StrEnum):
    """Who may hold the highest bid (Tolnai §28)."""

    NONE = "none"
    """Nobody: only a higher contract outbids the last (trisák, §73: "tartás nincs")."""
    FIRST_HAND = "first-hand"
    """The first hand alone, and the right dies with his pass (tapper, §28: "ha A pászolt, B
    nem tarthatja C bemondott játékát")."""
    PASSES_ON = "passes-on"
    """The first hand, and after his pass the next player still bidding (magyar §65,
    királyhívásos §68)."""
    SECOND_TURN = "second-turn"
    """Every player from his second turn on, the last bid another made, never a hold
    (nehezebb-kartyajatekok.txt, Módosított hármastarokk: "második megszólalástól kezdve
    tarthatja is az előző licitáló bemondását")."""


class BidSteps(StrEnum):
    """How far a bid may climb above the last one."""

    ANY_HIGHER = "any-higher"
    """Any higher contract (§27: "legalább egy fokkal magasabbnak")."""
    ONE_STEP = "one-step"
    """The next contract up only (§31: "mindig csak egy fokkal drágább")."""


@dataclass(frozen=True)
class AuctionRules(Value):
    """How a game holds its auction (:mod:`tarokk.phases.auction` runs it): who may hold,
    how far a bid climbs, whether the first hand must open with a bid (trisák, §73), and
    whether a bid of the top contract ends the auction at once, the players after it not asked
    (strómann, §72: whoever says játék first is the declarer), where by default each still
    speaks in turn until all but its bidder have passed (§29)."""

    holding: HoldingRight
    steps: BidSteps = BidSteps.ANY_HIGHER
    opener_bids: bool = False
    top_bid_ends: bool = False
