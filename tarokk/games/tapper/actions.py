"""The words of a deal of tappertarokk and what a seat sees of it.

Every action has a short name, as records write it: the calls of the auction (``pass``,
``hold``, ``three``, ``lower-three``, ``upper-three``, ``solo``), the talon's halves
(``first three``, ``second three``), the announcements (``ultimo``, ``volat``,
``tarokks``), the kontras (``kontra game`` … ``mordkontra volat``), and a card laid away
or played, as Tolnai abbreviates it (``discard K d``, ``play XXI``). The vocabulary is
the same for both decks: the 42 cards are among the 54.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import DECK54, Card
from tarokk.core.definition import TOLNAI_KONTRAS
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick
from tarokk.games.tapper.definition import CONTRACTS
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds

BIDS = tuple(contract.name for contract in CONTRACTS)
"""The games, lowest first: hármas, alsó hármas, felső hármas, szóló."""
AUCTION_RULES = AuctionRuleIds("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
"""The catalogue's rules the auction (:class:`~tarokk.phases.auction.LadderAuction`) refuses under."""
BETS = ("game", "ultimo", "volat")
"""What a kontra can be said on: the game, the announced pagátultimó, the announced volát."""
KONTRA_WORDS = TOLNAI_KONTRAS.words
"""The kontras of Tolnai §48, each doubling the last."""
HALVES = ("first three", "second three")
ANNOUNCEMENTS = ("ultimo", "volat", "tarokks")
KONTRAS = tuple(f"{word} {bet}" for bet in BETS for word in KONTRA_WORDS)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK54)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK54)
ACTION_NAMES = (PASS, HOLD, *BIDS, *HALVES, *ANNOUNCEMENTS, *KONTRAS, *DISCARDS, *PLAYS)
"""Action ``i`` is written ``ACTION_NAMES[i]``."""
INDEX = {name: index for index, name in enumerate(ACTION_NAMES)}
"""Each name's action."""
FIRST_DISCARD, FIRST_PLAY = INDEX[DISCARDS[0]], INDEX[PLAYS[0]]

AUCTION, TALON, DISCARD, ANNOUNCE, PLAY, OVER = "auction", "talon", "discard", "announce", "play", "over"
"""The phases of a deal, as :attr:`TapperView.phase` names them."""


def card_of(action: int) -> Card:
    """The card a ``discard`` or ``play`` action names."""
    return DECK54.cards[action - (FIRST_PLAY if action >= FIRST_PLAY else FIRST_DISCARD)]


def discard_action(card: Card) -> int:
    """The action that lays ``card`` away."""
    return FIRST_DISCARD + DECK54.id(card)


def play_action(card: Card) -> int:
    """The action that plays ``card``."""
    return FIRST_PLAY + DECK54.id(card)


@dataclass(frozen=True)
class TapperView:
    """What one seat may know: its own hand, everything said and played in the open, the
    talon once turned up (at a hármas, or at the end), its own discard if it declared, and
    the tarokks shown from the discard ("A lefektetett tarokkot meg kell mutatnia")."""

    seat: Seat
    cards: int
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    calls: tuple[tuple[Seat, str], ...]
    declarer: Seat | None
    contract: str | None
    talon: tuple[Card, ...]
    kept_half: int | None
    discard: tuple[Card, ...]
    shown_tarokks: tuple[Card, ...]
    announcements: tuple[tuple[Seat, str], ...]
    tarokk_counts: tuple[tuple[Seat, int], ...]
    tricks: tuple[Trick, ...]
    current: tuple[tuple[Seat, Card], ...]
