"""Replaying a game record: every line is applied as an action, or refused.

A record's hands and talon must form the whole deck, and a ``Seed`` tag must deal them. A
record with an auction (or with hands alone) is replayed as a whole
:class:`~tarokk.games.paskievics.deal.Deal` — auction, discards, throw-in decisions,
announcements, tricks; a record of tricks alone (no auction) is replayed through
:class:`~tarokk.core.tricks.TrickPlay`. The first illegal action stops the replay with the
rule id, the record's line and column, the seat, the action and the reason. A line the deal
never reaches — a discard of a seat that took no talon cards, a throw-in line of a seat not
asked, an announcement after the round closed, a trick after the deal ended — is refused
with its line and why. A record that stops before the end of the deal is replayed as far as
it goes: :meth:`Replay.stopped_at` says where it stopped and who is to act.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass

from tarokk.core.cards import DECK42, Card
from tarokk.core.definition import Phase
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, RecordParseError, TarokkError, TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.tricks import TrickPlay
from tarokk.core.words import PHASES, Words
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
from tarokk.games.paskievics.dealing import HAND_SIZE, TALON_SIZE, DealtCards, dealer_of
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.records import GameRecord
from tarokk.games.paskievics.ruleset import Ruleset, ruleset
from tarokk.games.paskievics.words import OUTCOMES, PARTS, WORDS


@dataclass
class Replay:
    """The replayed record: the whole deal, or only its tricks."""

    record: GameRecord
    deal: Deal | None
    play: TrickPlay | None

    @property
    def finished(self) -> bool:
        """Whether the record reaches the end of its deal."""
        if self.deal is not None:
            return self.deal.finished
        return self.play is not None and self.play.finished

    def stopped_at(self) -> Words | None:
        """Where a record that stops before the end of the deal stops: the phase and who is to act
        (None for a finished deal)."""
        if self.finished:
            return None
        if self.deal is not None:
            return _stop(self.deal)
        assert self.play is not None
        return WORDS.stops_in_play.filled(seat=self.play.to_play)


def _stop(deal: Deal) -> Words:
    if deal.finished:
        return WORDS.deal_over.filled(outcome=OUTCOMES[deal.result().outcome])
    return WORDS.stops_in.filled(phase=PHASES[deal.phase], seat=deal.to_act)


def check_cards(record: GameRecord) -> None:
    """The hands hold nine cards each and, with the talon, the whole deck exactly once;
    a ``Seed`` tag deals exactly these hands and talon."""
    for seat in ACTIVE_SEATS:
        if seat not in record.hands:
            raise RecordParseError(record.line_of("hand A") or 1, 1, **WORDS.no_hand_for.message(seat=seat))
        if len(record.hands[seat]) != HAND_SIZE:
            line = record.line_of(f"hand {seat}") or 1
            raise RecordParseError(
                line, 1, **WORDS.hand_holds.message(seat=seat, count=len(record.hands[seat]), size=HAND_SIZE)
            )
    if len(record.talon) != TALON_SIZE:
        said = WORDS.talon_holds.message(count=len(record.talon), size=TALON_SIZE)
        raise RecordParseError(record.line_of("talon") or 1, 1, **said)
    counts = Counter(card for cards in record.hands.values() for card in cards) + Counter(record.talon)
    twice = [card.tolnai for card, n in counts.items() if n > 1]
    if twice:
        raise RecordParseError(record.line_of("hand A") or 1, 1, **WORDS.cards_twice.message(cards=", ".join(twice)))
    missing = [card.tolnai for card in DECK42.cards if card not in counts]
    if missing:
        said = WORDS.cards_missing.message(cards=", ".join(missing))
        raise RecordParseError(record.line_of("hand A") or 1, 1, **said)
    if record.seed is not None:
        dealt = deal_cards(record.seed, record.players, ruleset(record.variant))
        for seat in ACTIVE_SEATS:
            if set(dealt.hands[seat]) != set(record.hands[seat]):
                said = WORDS.seed_hand.message(seed=record.seed, seat=seat)
                raise RecordParseError(record.line_of("tag Seed") or 1, 1, **said)
        if set(dealt.talon) != set(record.talon):
            raise RecordParseError(record.line_of("tag Seed") or 1, 1, **WORDS.seed_talon.message(seed=record.seed))


def _at(record: GameRecord, key: str, error: TarokkError, within: str | Words | None = None) -> TarokkError:
    line, column = record.position_of(key)
    return error.at(line=line, column=column, within=within)


def _unused(record: GameRecord, key: str, what: str | Words, why: Words) -> RecordParseError:
    """The refusal of the line ``key`` (``what`` it says) that the deal never reaches, and ``why``."""
    line, column = record.position_of(key)
    named = Words(what, what) if isinstance(what, str) else what
    return RecordParseError(line or 1, column or 1, **WORDS.never_reached.message(what=named, why=why))


def replay(record: GameRecord, rules: Ruleset | None = None) -> Replay:
    """Check every line of ``record``, under its own rules unless ``rules`` is given; raises an
    :class:`~tarokk.core.errors.IllegalAction` or a :class:`~tarokk.core.errors.RecordParseError`
    at the first fault."""
    if not record.hands and not record.talon:
        where = min(record.lines.values(), default=1)
        raise RecordParseError(where, 1, **WORDS.no_hands.message())
    check_cards(record)
    if record.auction or not record.tricks:
        return Replay(record, replay_deal(record, rules), None)
    play = TrickPlay({seat: list(cards) for seat, cards in record.hands.items()}, seats=ACTIVE_SEATS)
    used = _replay_tricks(record, play.apply, lambda: play.finished)
    if used < len(record.tricks):
        raise _unused(record, f"trick {used + 1}", PARTS["trick"].filled(number=used + 1), WORDS.tricks_over)
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
        said = WORDS.rules_tag.message(error=Words(str(error), error.hu or str(error)))
        raise RecordParseError(record.line_of("tag Rules") or 1, 1, **said) from None
    if "Variant" in record.tags and ruleset(record.variant).preset != rules.preset:
        said = WORDS.rules_variant.message(preset=rules.preset, variant=record.variant)
        raise RecordParseError(record.line_of("tag Rules") or 1, 1, **said)
    return rules


@enforces("announce.turn")
def replay_deal(record: GameRecord, rules: Ruleset | None = None) -> Deal:
    """Replay a whole deal: auction, discards, throw-in, announcements and tricks, as far as
    the record goes."""
    dealt = DealtCards(record.players, {s: tuple(record.hands[s]) for s in ACTIVE_SEATS}, tuple(record.talon))
    deal = Deal(dealt, rules or record_rules(record))
    for index, (seat, word) in enumerate(record.auction, start=1):
        if deal.phase is not Phase.AUCTION:
            raise _unused(record, f"auction {index}", f"{seat} {word}", WORDS.auction_over.filled(stop=_stop(deal)))
        try:
            deal.apply(word, seat)
        except TarokkError as error:
            raise _at(record, f"auction {index}", error.at(seat=seat, action=word)) from None
    discards = dict(record.discards)
    decisions = deque(enumerate(record.throw_in, start=1))
    turns = deque(enumerate(record.announcements, start=1))
    while deal.phase in (Phase.DISCARD, Phase.THROW_IN, Phase.ANNOUNCE):
        acting = deal.to_act
        assert acting is not None
        if deal.phase is Phase.DISCARD:
            if acting not in discards:
                break
            try:
                deal.apply(Discard(tuple(discards.pop(acting))), acting)
            except TarokkError as error:
                raise _at(record, f"discard {acting}", error) from None
        elif deal.phase is Phase.THROW_IN:
            if not decisions or decisions[0][1][0] != acting:
                if not (decisions or turns or record.tricks):
                    break
                deal.apply(PLAY_ON, acting)  # a seat with no throw-in line plays on
                continue
            number, (_, said) = decisions.popleft()
            try:
                deal.apply(parse_deal_action(Phase.THROW_IN, said), acting)
            except TarokkError as error:
                raise _at(record, f"throw-in {number}", error.at(seat=acting, action=said)) from None
        else:
            if not turns:
                break
            number, (who, said) = turns.popleft()
            try:
                items = parse_turn(said)
                if who != acting:
                    raise IllegalAction("announce.turn", **WORDS.not_whose_turn.message(acting=acting, who=who))
                for item in _without_official_kontra(deal, acting, items):
                    deal.apply(item, acting)
            except TarokkError as error:
                raise _at(record, f"turn {number}", error.at(seat=who, action=said)) from None
    used = _replay_tricks(record, deal.apply, lambda: deal.finished) if deal.phase is Phase.PLAY else 0
    _refuse_unused(record, deal, discards, decisions, turns, used)
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


def _refuse_unused(
    record: GameRecord,
    deal: Deal,
    discards: dict[Seat, list[Card]],
    decisions: deque[tuple[int, tuple[Seat, str]]],
    turns: deque[tuple[int, tuple[Seat, str]]],
    tricks_used: int,
) -> None:
    """Refuse the first line the replay did not use, saying why the deal never reached it."""
    for seat in discards:
        takes_none = deal.phase is not Phase.AUCTION and not deal.talon_taken.get(seat)
        why = WORDS.takes_no_talon.filled(seat=seat) if takes_none else _stop(deal)
        raise _unused(record, f"discard {seat}", PARTS["discard_of"].filled(seat=seat), why)
    if decisions:
        number, (seat, said) = decisions[0]
        asked = deal.phase not in (Phase.AUCTION, Phase.DISCARD, Phase.THROW_IN)
        why = WORDS.not_asked.filled(seat=seat) if asked else _stop(deal)
        raise _unused(record, f"throw-in {number}", f"{seat}: {said}", why)
    if turns:
        number, (seat, said) = turns[0]
        over = deal.phase in (Phase.PLAY, Phase.OVER)
        why = WORDS.announcements_over if over else _stop(deal)
        raise _unused(record, f"turn {number}", f"{seat}: {said}", why)
    if tricks_used < len(record.tricks):
        number = tricks_used + 1
        raise _unused(record, f"trick {number}", PARTS["trick"].filled(number=number), _stop(deal))


def _replay_tricks(record: GameRecord, apply: Callable[[Card, Seat], object], finished: Callable[[], bool]) -> int:
    """Play the record's tricks until the deal is over; the number of tricks played. Only the last
    trick of a record that stops may be short of four cards."""
    for number, plays in enumerate(record.tricks, start=1):
        if finished():
            return number - 1
        line = record.line_of(f"trick {number}")
        if len(plays) > len(ACTIVE_SEATS) or (len(plays) < len(ACTIVE_SEATS) and number < len(record.tricks)):
            raise RecordParseError(line or 1, 1, **WORDS.trick_cards.message(number=number, count=len(plays)))
        for seat, card in plays:
            try:
                apply(card, seat)
            except TarokkError as error:
                error.at(seat=seat, action=str(card))  # a record of tricks alone is played without a Deal
                trick = PARTS["trick"].filled(number=number)
                raise _at(record, f"trick {number} {seat}", error, within=trick) from None
    return len(record.tricks)


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
