"""Replaying a game record: every action is checked against the rules.

A record's hands and talon must form the whole deck; its auction is run through
:class:`~tarokk.bidding.Auction` (with the hands, so promises are checked) and its
tricks through :class:`~tarokk.play.TrickPlay`. The first illegal action stops the
replay with the rule id, the record's line and the reason.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tarokk.bidding import Auction
from tarokk.cards import DECK42
from tarokk.dealing import HAND_SIZE, TALON_SIZE
from tarokk.errors import IllegalAction, RecordParseError
from tarokk.play import TrickPlay
from tarokk.records import GameRecord
from tarokk.rules import ruleset
from tarokk.seats import ACTIVE_SEATS


@dataclass
class Replay:
    """The replayed phases of a record (``auction`` is None if the record has none)."""

    record: GameRecord
    auction: Auction | None
    play: TrickPlay | None


def check_cards(record: GameRecord) -> None:
    """The hands hold nine cards each and, with the talon, the whole deck exactly once."""
    for seat in ACTIVE_SEATS:
        if seat not in record.hands:
            raise RecordParseError(record.line_of("hand A") or 1, 1, f"the Hands section gives no hand for {seat}")
        if len(record.hands[seat]) != HAND_SIZE:
            line = record.line_of(f"hand {seat}") or 1
            raise RecordParseError(line, 1, f"{seat} holds {len(record.hands[seat])} cards; a hand has {HAND_SIZE}")
    if len(record.talon) != TALON_SIZE:
        raise RecordParseError(record.line_of("talon") or 1, 1, f"the talon has {len(record.talon)} cards, not 6")
    counts = Counter(card for cards in record.hands.values() for card in cards) + Counter(record.talon)
    twice = [card.tolnai for card, n in counts.items() if n > 1]
    if twice:
        raise RecordParseError(record.line_of("hand A") or 1, 1, f"cards given twice: {', '.join(twice)}")
    missing = [card.tolnai for card in DECK42.cards if card not in counts]
    if missing:
        raise RecordParseError(record.line_of("hand A") or 1, 1, f"cards missing: {', '.join(missing)}")


def replay(record: GameRecord) -> Replay:
    """Check every action of ``record``; raises :class:`IllegalAction` at the first fault."""
    rules = ruleset(record.variant)
    if record.hands or record.talon:
        check_cards(record)
    auction = None
    if record.auction:
        auction = Auction(rules, record.hands or None)
        for index, (seat, word) in enumerate(record.auction, start=1):
            try:
                auction.apply(word, seat)
            except IllegalAction as error:
                line = record.line_of(f"auction {index}")
                raise IllegalAction(error.rule, f"line {line}: {seat} {word}: {error.message}") from None
    play = None
    if record.tricks:
        if not record.hands:
            raise RecordParseError(record.line_of("trick 1") or 1, 1, "tricks can be checked only with the hands")
        play = TrickPlay(record.hands)
        for number, plays in enumerate(record.tricks, start=1):
            line = record.line_of(f"trick {number}")
            if len(plays) != len(ACTIVE_SEATS):
                raise RecordParseError(line or 1, 1, f"trick {number} has {len(plays)} cards, not 4")
            for seat, card in plays:
                try:
                    play.apply(card, seat)
                except IllegalAction as error:
                    where = f"line {line}: trick {number}: "
                    raise IllegalAction(error.rule, where + error.message) from None
    return Replay(record, auction, play)
