"""Replaying a game record: every action is checked against the rules.

A record's hands and talon must form the whole deck. A record with an auction is
replayed as a whole :class:`~tarokk.games.paskievics.deal.Deal` — auction, discards, throw-in
decisions, announcements, tricks; a record of tricks alone (no auction) is replayed
through :class:`~tarokk.core.tricks.TrickPlay`. The first illegal action stops the replay
with the rule id, the record's line and column, the seat, the action and the reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from tarokk.core.cards import DECK42, Card
from tarokk.core.errors import IllegalAction, RecordParseError, TarokkInputError
from tarokk.core.packs import HAND_SIZE, TALON_SIZE, DealtCards
from tarokk.core.records import GameRecord
from tarokk.core.rules import Ruleset, ruleset
from tarokk.core.seats import ACTIVE_SEATS, Seat, dealer_of
from tarokk.core.tricks import TrickPlay
from tarokk.games.paskievics.announcements import (
    PASS,
    Action,
    Figure,
    Kontra,
    PartnerCall,
    TarokkCount,
    parse_turn,
    turn_text,
)
from tarokk.games.paskievics.deal import PLAY_ON, Deal, Discard, parse_deal_action


@dataclass
class Replay:
    """The replayed record: the whole deal, or only its tricks."""

    record: GameRecord
    deal: Deal | None
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


def _at(record: GameRecord, key: str, error: IllegalAction, within: str | None = None) -> IllegalAction:
    line, column = record.position_of(key)
    return error.at(line=line, column=column, within=within)


def replay(record: GameRecord, rules: Ruleset | None = None) -> Replay:
    """Check every action of ``record`` (under its own rules unless ``rules`` is given);
    raises :class:`IllegalAction` at the first fault."""
    if record.hands or record.talon:
        check_cards(record)
    if record.auction:
        return Replay(record, replay_deal(record, rules), None)
    if not record.tricks:
        return Replay(record, None, None)
    if not record.hands:
        raise RecordParseError(record.line_of("trick 1") or 1, 1, "tricks can be checked only with the hands")
    play = TrickPlay(record.hands)
    _replay_tricks(record, play.apply)
    return Replay(record, None, play)


def record_rules(record: GameRecord) -> Ruleset:
    """The rules a record is played under: its ``Rules`` tag (a preset and the options the
    table plays differently, ``pagat, discard_xx=forbidden``), else its ``Variant`` preset."""
    spec = record.tags.get("Rules")
    if spec is None:
        return ruleset(record.variant)
    try:
        rules = ruleset(spec)
    except TarokkInputError as error:
        raise RecordParseError(record.line_of("tag Rules") or 1, 1, f"the Rules tag: {error}") from None
    if "Variant" in record.tags and ruleset(record.variant).preset != rules.preset:
        raise RecordParseError(
            record.line_of("tag Rules") or 1,
            1,
            f"the Rules tag starts from {rules.preset}, but the Variant tag names {record.variant}",
        )
    return rules


def replay_deal(record: GameRecord, rules: Ruleset | None = None) -> Deal:
    """Replay a whole deal: auction, discards, throw-in, announcements and tricks."""
    if not record.hands:
        raise RecordParseError(record.line_of("auction 1") or 1, 1, "a deal can be replayed only with the hands")
    dealt = DealtCards(record.players, {s: tuple(record.hands[s]) for s in ACTIVE_SEATS}, tuple(record.talon))
    deal = Deal(dealt, rules or record_rules(record))
    for index, (seat, word) in enumerate(record.auction, start=1):
        try:
            deal.apply(word, seat)
        except IllegalAction as error:
            raise _at(record, f"auction {index}", error) from None
    decisions = list(enumerate(record.throw_in, start=1))
    turns = list(enumerate(record.announcements, start=1))
    while deal.phase in ("discard", "throw-in", "announce"):
        acting = deal.to_act
        assert acting is not None
        if deal.phase == "discard":
            if acting not in record.discards:
                raise RecordParseError(record.line_of("talon") or 1, 1, f"the record gives no discard for {acting}")
            try:
                deal.apply(Discard(tuple(record.discards[acting])), acting)
            except IllegalAction as error:
                raise _at(record, f"discard {acting}", error) from None
        elif deal.phase == "throw-in":
            if not decisions or decisions[0][1][0] != acting:
                deal.apply(PLAY_ON, acting)
                continue
            number, (_, said) = decisions.pop(0)
            line, column = record.position_of(f"throw-in {number}")
            try:
                decision = parse_deal_action("throw-in", said)
            except TarokkInputError as error:
                raise RecordParseError(line or 1, column or 1, str(error)).at(seat=acting, action=said) from None
            try:
                deal.apply(decision, acting)
            except IllegalAction as error:
                raise _at(record, f"throw-in {number}", error) from None
        else:
            if not turns:
                raise RecordParseError(
                    max(record.lines.values(), default=1),
                    1,
                    f"the announcements stop before they are over: {acting} to speak",
                )
            number, (who, said) = turns.pop(0)
            try:
                items = parse_turn(said)
            except TarokkInputError as error:
                line, column = record.position_of(f"turn {number}")
                raise RecordParseError(line or 1, column or 1, str(error)).at(seat=who, action=said) from None
            if who != acting:
                refusal = IllegalAction("announce.turn", f"it is {acting}'s turn, not {who}'s", seat=who, action=said)
                raise _at(record, f"turn {number}", refusal)
            for item in _without_official_kontra(deal, acting, items):
                try:
                    deal.apply(item, acting)
                except IllegalAction as error:
                    raise _at(record, f"turn {number}", error, within=who) from None
    if deal.phase == "play":
        _replay_tricks(record, deal.apply)
    return deal


def _without_official_kontra(deal: Deal, seat: Seat, items: list[Action]) -> list[Action]:
    """The discarder's first turn without the hivatalból kontra written out (``kontra game``):
    published deals write it as his own turn; it is the act the engine made at the call (Tolnai §47),
    not a second kontra."""
    announcements = deal.announcements
    if deal.call is None or deal.call.official_kontra_by != seat or announcements is None:
        return items
    if any(spoken.seat == seat and spoken.item == PASS for spoken in announcements.log):
        return items  # not his first turn
    official = Kontra(1, "game")
    return items[1:] if items and items[0] == official else items


def _replay_tricks(record: GameRecord, apply: Callable[[Card, Seat], object]) -> None:
    for number, plays in enumerate(record.tricks, start=1):
        line = record.line_of(f"trick {number}")
        if len(plays) != len(ACTIVE_SEATS):
            raise RecordParseError(line or 1, 1, f"trick {number} has {len(plays)} cards, not 4")
        for seat, card in plays:
            try:
                apply(card, seat)
            except IllegalAction as error:
                error.at(seat=seat, action=str(card))  # a record of tricks alone is played without a Deal
                raise _at(record, f"trick {number} {seat}", error, within=f"trick {number}") from None


def _rules_tags(rules: Ruleset) -> dict[str, str]:
    """``Variant`` names the preset; ``Rules`` is added when the table plays options differently."""
    spec = rules.spec()
    return {"Variant": rules.preset, "Rules": spec} if spec != rules.preset else {"Variant": rules.preset}


def record_of(deal: Deal, tags: dict[str, str]) -> GameRecord:
    """Write a deal (finished or not) as a game record."""
    record = GameRecord(
        tags=_rules_tags(deal.ruleset)
        | {"Players": str(deal.dealt.players), "Dealer": dealer_of(deal.dealt.players)}
        | tags,
        hands={seat: list(deal.dealt.sorted_hand(seat)) for seat in ACTIVE_SEATS},
        talon=list(deal.dealt.talon),
    )
    turn: list[Action] = []
    for event in deal.events:
        if event.phase == "auction":
            record.auction.append((event.seat, str(event.action)))
        elif event.phase == "discard":
            assert isinstance(event.action, Discard)
            record.discards[event.seat] = list(event.action.cards)
        elif event.phase == "throw-in":
            record.throw_in.append((event.seat, str(event.action)))
        elif event.phase == "announce":
            if event.action == "hivatalból kontra":
                continue
            assert isinstance(event.action, str | TarokkCount | PartnerCall | Figure | Kontra)
            turn.append(event.action)  # type: ignore[arg-type]
            if event.action == PASS:
                record.announcements.append((event.seat, turn_text(turn)))
                turn = []
    if deal.play is not None:
        record.tricks = [list(trick.plays) for trick in deal.play.tricks]
        if deal.play.current:
            record.tricks.append(list(deal.play.current))
    return record
