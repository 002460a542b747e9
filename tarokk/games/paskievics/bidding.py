"""The auction (licit): bids, holds, invit, engedett játék and próbahárom.

Sources: pagat "A licitálás", "Konvencionális licit: invit és engedett játék",
"Példák a licitálásra", "Változatok a licitálásra", "Változatok a licitálási
konvenciókra" and the Board Game Arena paragraph; Tolnai §22–§35.

Players speak counter-clockwise from A. A bid names a contract higher than the
current one (three < two < one < solo); a pass is final; a player who has already
bid may instead *hold* (tartom) the current bid at the same level, once per bid.
Which players may hold is a ruleset option (:attr:`Ruleset.hold_rule`).

A jump over the *next regular bid* is an invit: one step signals the XIX, two steps
the XVIII. The next regular bid is a hold for a player who may hold, otherwise one
level above the current bid (three to open). If someone other than the inviter
wins, the declarer must call the signalled card. A player who opened with three and
passes the two of the only other bidder yields the game (engedett játék): he holds
the XX (and a high honour), and the declarer must call the XX.

When the hands are known the auction also checks what bids promise: an honour for
every bid (except a próbahárom), the signalled card for an invit, the XX for
engedett játék — under every ruleset. Where a jump binds only if someone else wins,
the promise is checked when it comes to bind: at the jumper's pass, or, if he never
speaks again, at the end of the auction, which then stands as a missed invit
(:attr:`AuctionResult.false_invit_by`; Tolnai §35).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from tarokk.core.cards import BIG_HONOURS, HONOURS, TAROKKS, XIX, XVII, XVIII, XX, Card, cards_of, mask_of
from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.seats import Seat, next_seat
from tarokk.core.values import Mutable, Value
from tarokk.core.words import Words
from tarokk.games.paskievics.contracts import CONTRACTS, contract_at
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.words import GAMES
from tarokk.games.paskievics.words import WORDS as SENTENCES

PASS, HOLD = "pass", "hold"
BID_WORDS = ("three", "two", "one", "solo")
WORDS = (PASS, *BID_WORDS, HOLD)
BIDS = SENTENCES.group("bids")
"""Each bidding word in both languages."""
HU_WORDS = {word: said.hu for word, said in BIDS.items()}

_ALIASES = {
    "pass": PASS, "passz": PASS, "pasz": PASS, "passe": PASS, "engedem": PASS,
    "three": "three", "harom": "three", "harmas": "three", "3": "three",
    "two": "two", "ketto": "two", "kettos": "two", "2": "two",
    "one": "one", "egy": "one", "egyes": "one", "1": "one",
    "solo": "solo", "szolo": "solo",
    "hold": HOLD, "tartom": HOLD,
}  # fmt: skip


def parse_word(text: str) -> str:
    """Read a spoken word (English or Hungarian, any case, accents optional)."""
    folded = "".join(
        ch for ch in unicodedata.normalize("NFKD", text.strip().casefold()) if not unicodedata.combining(ch)
    )
    if folded not in _ALIASES:
        raise TarokkInputError(**SENTENCES.unknown_bid.message(text=text))
    return _ALIASES[folded]


SIGNALLED = {1: XIX, 2: XVIII}


@dataclass(frozen=True)
class Invit(Value):
    """A jump that signals a tarokk (pagat "Invit"; Tolnai §32–§35)."""

    by: Seat
    card: Card
    call_index: int  # position of the jump in the auction
    opening: bool  # the jumper's first bid
    accept_by_overbid: bool = False  # Kégl: a hold declines, only a higher bid accepts


@dataclass(frozen=True)
class Call(Value):
    """One spoken word with the engine's reading of it."""

    seat: Seat
    word: str  # canonical: pass, three, two, one, solo, hold
    level: int  # the contract level standing after this call (0: none)
    jump: int = 0  # steps over the next regular bid
    invit: Invit | None = None
    note: str = ""

    @property
    def hu(self) -> str:
        return HU_WORDS[self.word]


@dataclass(frozen=True)
class AuctionResult(Value):
    """What a finished auction decided and what it made public."""

    complete: bool
    all_passed: bool
    declarer: Seat | None
    contract: Contract | None
    invit: Invit | None  # the invit that stands (None if none, or one that lapsed)
    engedett_by: Seat | None
    must_call: Card | None
    probaharom: bool  # the declarer bid as fourth speaker after three passes
    promises: dict[Seat, list[str]] = field(default_factory=dict)
    talon: dict[Seat, int] = field(default_factory=dict)
    false_invit_by: Seat | None = None  # an invit that binds the declarer, its promise not kept


@mypyc_attr(allow_interpreted_subclasses=True)  # made without __init__ by Mutable's copies
class Auction(Mutable):
    """The bidding phase: ``to_speak``, :meth:`legal_actions`, :meth:`apply`.

    ``hands`` (optional) lets the auction check the promises bids make; without
    them it rules on the words alone, as the ``tarokk bid`` command does. ``contracts`` is the
    ladder bid (the game definition's), whose base values and talon shares the result gives.
    """

    def __init__(
        self,
        ruleset: Ruleset = PRESETS["pagat"],
        hands: Mapping[Seat, Iterable[Card]] | None = None,
        contracts: tuple[Contract, ...] = CONTRACTS,
    ):
        self.ruleset = ruleset
        self.contracts = contracts
        # Each seat's dealt cards as a card set (:func:`~tarokk.core.cards.mask_of`); no card moves in the auction.
        self.card_sets = {seat: mask_of(cards) for seat, cards in hands.items()} if hands else None
        self.calls: list[Call] = []
        self.passed: set[Seat] = set()
        self.bid_made: dict[Seat, bool] = dict.fromkeys(ACTIVE_SEATS, False)
        self.level = 0  # current contract level, 0 before the first bid
        self.owner: Seat | None = None  # who bid or held the current level
        self.held = False  # the current level has been held
        self.bidder_of_level: Seat | None = None  # who first bid the current level
        self.invit: Invit | None = None
        self.engedett_by: Seat | None = None
        self.raised = False
        self._to_speak: Seat | None = "A"
        self._raise_turn = False
        self._result: AuctionResult | None = None
        self._listed: dict[str, Call] = {}  # what legal_actions found each legal word to mean

    # -- state ---------------------------------------------------------------

    @property
    def hands(self) -> dict[Seat, tuple[Card, ...]] | None:
        """The hands the auction checks promises against, if it knows them."""
        return {seat: cards_of(cards) for seat, cards in self.card_sets.items()} if self.card_sets is not None else None

    @property
    def to_speak(self) -> Seat | None:
        return self._to_speak

    @property
    def complete(self) -> bool:
        return self._to_speak is None

    @property
    def opening_passes(self) -> int:
        """How many players passed before anyone bid."""
        count = 0
        for call in self.calls:
            if call.word != PASS:
                break
            count += 1
        return count

    def _active(self) -> list[Seat]:
        return [seat for seat in ACTIVE_SEATS if seat not in self.passed]

    # -- what a seat may say ---------------------------------------------------

    @enforces("bidding.hold", "bidding.hold-once", "bidding.hold-earlier-seat", "bidding.hold-first-bidder")
    def _hold_rule_broken(self, seat: Seat) -> str | None:
        """The id of the rule that forbids ``seat`` to hold now (``bidding.hold`` and its
        variants), or None if it may."""
        if not self.bid_made[seat] or self.owner is None or self.owner == seat:
            return "bidding.hold"
        if self.held:
            return "bidding.hold-once"
        rule = self.ruleset.hold_rule
        if rule == "earlier-seat" and ACTIVE_SEATS.index(seat) > ACTIVE_SEATS.index(self.owner):
            return "bidding.hold-earlier-seat"
        if rule == "first-bidder" and self.hold_right() != seat:
            return "bidding.hold-first-bidder"
        return None

    def _hold_refusal(self, seat: Seat, rule: str) -> IllegalAction:
        """Why ``seat`` may not hold, in words, for the ``rule`` :meth:`_hold_rule_broken` named."""
        if rule == "bidding.hold":
            if not self.bid_made[seat]:
                return IllegalAction(rule, **SENTENCES.hold_not_bid.message(seat=seat))
            if self.owner is None:
                return IllegalAction(rule, **SENTENCES.hold_nobody_bid.message(seat=seat))
            return IllegalAction(rule, **SENTENCES.hold_own.message(seat=seat))
        level = GAMES[contract_at(self.level, self.contracts).name]
        if rule == "bidding.hold-once":
            return IllegalAction(rule, **SENTENCES.hold_once.message(seat=seat, level=level))
        if rule == "bidding.hold-earlier-seat":
            return IllegalAction(rule, **SENTENCES.hold_earlier_seat.message(seat=seat, owner=self.owner, level=level))
        return IllegalAction(rule, **SENTENCES.hold_first_bidder.message(seat=seat, right=self.hold_right()))

    def hold_right(self) -> Seat | None:
        """Under Tolnai's rule (§27), the first bidder still bidding holds the right to hold."""
        return next((seat for seat in self._active() if self.bid_made[seat]), None)

    def can_hold(self, seat: Seat) -> bool:
        return self._hold_rule_broken(seat) is None

    def legal_actions(self) -> list[str]:
        """The words the seat to speak may say (hands, if known, are checked too)."""
        seat = self._to_speak
        if seat is None:
            return []
        readings = [self._reading(seat, word) for word in WORDS]
        self._listed = {call.word: call for call in readings if isinstance(call, Call)}
        return list(self._listed)

    # -- applying a word -------------------------------------------------------

    @enforces("bidding.turn", "bidding.pass-final")
    def apply(self, word: str, seat: Seat | None = None) -> Call:
        """Say ``word`` for the seat to speak (or check that ``seat`` is that seat).

        An illegal word raises :class:`IllegalAction` with its rule id and changes nothing.
        """
        canonical = parse_word(word)
        speaker = self._to_speak
        if speaker is None:
            raise IllegalAction("bidding.turn", **SENTENCES.auction_ended.message())
        if seat is not None and seat != speaker:
            if seat in self.passed:
                raise IllegalAction("bidding.pass-final", **SENTENCES.passed_for_good.message(seat=seat))
            raise IllegalAction("bidding.turn", **SENTENCES.not_speakers_turn.message(speaker=speaker, seat=seat))
        call = self._reading(speaker, canonical)
        if isinstance(call, str):
            raise self._refusal(speaker, canonical, call)
        self._commit(call)
        return call

    def apply_listed(self, word: str) -> Call:
        """Say ``word``, one that :meth:`legal_actions` has just listed, without checking it again."""
        call = self._listed[word]
        self._commit(call)
        return call

    @enforces("bidding.higher", "bidding.honour", "bidding.opening-three", "bidding.newcomer-two-or-one")
    def _reading(self, seat: Seat, word: str) -> Call | str:
        """What ``word`` would mean for ``seat`` now, or the id of the rule that forbids it
        (:meth:`_refusal` says why); the state does not change."""
        if self._raise_turn:
            return self._raise_reading(seat, word)
        if word == PASS:
            return self._pass_reading(seat)
        if word == HOLD:
            refused = self._hold_rule_broken(seat)
            if refused is None and self._lacks_honour(seat):
                refused = "bidding.honour"
            return refused or Call(seat, HOLD, self.level)
        level = BID_WORDS.index(word) + 1
        if level <= self.level:
            return "bidding.higher"
        if self._opening_barred(level):
            return "bidding.opening-three"
        if self._newcomer_barred(seat, level):
            return "bidding.newcomer-two-or-one"
        probaharom = self._lacks_honour(seat) and not self._solo_to_throw_in(seat, level)
        if probaharom and not self._may_bid_probaharom(seat):
            return "bidding.honour"
        jump = self._jump(seat, level)
        invit = self._invit_of(seat, level, jump)
        if invit is not None and not self._invit_is_conditional(invit):
            refused = self._invit_promise_broken(seat, invit)
            if refused is not None:
                return refused
        note = "próbahárom: may be bid without an honour" if probaharom else ""
        return Call(seat, word, level, jump, invit, note)

    def _refusal(self, seat: Seat, word: str, rule: str) -> IllegalAction:
        """Why ``seat`` may not say ``word``, in words, for the ``rule`` :meth:`_reading` named."""
        if rule == "bidding.raise-three":
            return IllegalAction(rule, **SENTENCES.raise_three.message(seat=seat, word=BIDS[word]))
        if rule.startswith("bidding.hold"):
            return self._hold_refusal(seat, rule)
        if rule == "bidding.higher":
            current = GAMES[contract_at(self.level, self.contracts).name]
            hint = SENTENCES.or_hold if self.can_hold(seat) else Words("", "")
            return IllegalAction(rule, **SENTENCES.bid_higher.message(seat=seat, current=current, hint=hint))
        if rule == "bidding.honour":
            return IllegalAction(rule, **SENTENCES.no_honour.message(seat=seat))
        if rule == "bidding.opening-three":
            return IllegalAction(rule, **SENTENCES.opening_three.message(seat=seat, word=BIDS[word]))
        if rule == "bidding.newcomer-two-or-one":
            return IllegalAction(rule, **SENTENCES.newcomer_two_or_one.message(seat=seat, word=BIDS[word]))
        if rule == "bidding.engedett":
            return self._promise_refusal(seat, XX, rule, SENTENCES.why_engedett)
        if word == PASS:
            assert self.invit is not None
            return self._promise_refusal(seat, self.invit.card, rule, SENTENCES.why_invit_stands)
        invit = self._invit_of(seat, BID_WORDS.index(word) + 1, self._jump(seat, BID_WORDS.index(word) + 1))
        assert invit is not None
        return self._promise_refusal(seat, invit.card, rule, SENTENCES.why_jump.filled(word=BIDS[word]))

    @enforces("bidding.opening-three")
    def _opening_barred(self, level: int) -> bool:
        """Vadász tarokk (2025) I. 2. f): "Első licitálóként csak „3” mondható (azaz invittel nem
        lehet kezdeni)". Under :attr:`Ruleset.opening_bid_three`, the first bid of the auction is
        a three."""
        return self.ruleset.opening_bid_three and self.level == 0 and level != 1

    @enforces("bidding.newcomer-two-or-one")
    def _newcomer_barred(self, seat: Seat, level: int) -> bool:
        """Vadász tarokk (2025) I. 2. b): "A „3” után új licitáló csak „2”-vel vagy „1”-gyel
        léphet be." Under :attr:`Ruleset.newcomer_two_or_one`, once a three is bid a player
        who has not bid yet may bid a two or a one only."""
        return (
            self.ruleset.newcomer_two_or_one
            and self.level > 0
            and not self.bid_made[seat]
            and BID_WORDS[level - 1] not in ("two", "one")
        )

    def _solo_to_throw_in(self, seat: Seat, level: int) -> bool:
        """Tolnai §38: "Ha valakinek nincs tarokkja … és elsőnek licitál, mondjon szólójátékot és mivel
        a talonból nem kap lapot, dobhatja a játékot. Ez esetben nem fizet büntetést azért, mert honnőr
        nélkül licitált." A player without a tarokk bidding first (nobody has bid before him) may say
        solo; he takes no talon card and throws the deal in."""
        return (
            self.ruleset.solo_without_tarokk_to_throw_in
            and self.card_sets is not None
            and level == len(BID_WORDS)
            and self.owner is None
            and not self.card_sets[seat] & TAROKKS
        )

    def _jump(self, seat: Seat, level: int) -> int:
        """How many steps a bid of ``level`` jumps over the next regular bid."""
        next_regular = self.level if self.can_hold(seat) else self.level + 1
        return level - max(next_regular, 1)

    def _lacks_honour(self, seat: Seat) -> bool:
        """Whether the hands are known and ``seat`` holds no honour (bidding needs one)."""
        return self.card_sets is not None and not self.card_sets[seat] & HONOURS

    @enforces("bidding.probaharom")
    def _may_bid_probaharom(self, seat: Seat) -> bool:
        """A próbahárom may be bid without an honour, by the fourth speaker after three passes."""
        return self.ruleset.probaharom and self.opening_passes == 3 and not self.bid_made[seat]

    def _lacks(self, seat: Seat, card: Card) -> bool:
        return self.card_sets is not None and not self.card_sets[seat] & card.bit

    def _lacks_big_honour(self, seat: Seat) -> bool:
        return self.card_sets is not None and not self.card_sets[seat] & BIG_HONOURS

    def _promise_refusal(self, seat: Seat, card: Card, rule: str, why: Words) -> IllegalAction:
        """A call refused for what it promises: ``card``, or else a high honour."""
        if self._lacks(seat, card):
            return IllegalAction(rule, **SENTENCES.promises_card.message(seat=seat, why=why, card=card.hu))
        return IllegalAction(rule, **SENTENCES.promises_honour.message(seat=seat, why=why))

    @enforces("bidding.invit-card")
    def _invit_promise_broken(self, seat: Seat, invit: Invit) -> str | None:
        """``bidding.invit-card`` if ``seat`` lacks what ``invit`` promises, else None."""
        if self._lacks(seat, invit.card) or (self.ruleset.invit_promises_big_honour and self._lacks_big_honour(seat)):
            return "bidding.invit-card"
        return None

    @enforces("bidding.invit")
    def _invit_of(self, seat: Seat, level: int, jump: int) -> Invit | None:
        """The invit a bid makes, if any (pagat "Invit" and its variants)."""
        rules = self.ruleset
        if not rules.conventions or self.invit is not None or jump <= 0 or jump >= 3:
            return None
        if self.opening_passes == 3:
            return None  # after three opening passes a bid is never an invit
        opening = not self.bid_made[seat]
        if opening and not rules.first_bid_can_invite:
            return None
        if rules.invit_only_to_bidders and not any(self.bid_made[s] for s in self._active() if s != seat):
            return None
        if not rules.jump_after_held_bid_is_invit and self.held and self.bidder_of_level == seat:
            return None
        skipped_hold = self.can_hold(seat)
        signals_xviii = (rules.solo_jump_signals_xviii and level == 4) or (
            jump == 1 and rules.skipped_hold_signals_xviii and skipped_hold
        )
        if signals_xviii:
            card = XVIII
        elif jump == 1 and rules.later_jump_signals_xvii and not opening:
            card = XVII
        else:
            card = SIGNALLED[jump]
        accept_by_overbid = rules.skipped_hold_signals_xviii and skipped_hold and jump == 1
        return Invit(seat, card, len(self.calls), opening, accept_by_overbid)

    @enforces("bidding.engedett")
    def _pass_reading(self, seat: Seat) -> Call | str:
        note = ""
        if self._is_engedett(seat):
            if self._lacks(seat, XX) or (self.ruleset.engedett_promises_big_honour and self._lacks_big_honour(seat)):
                return "bidding.engedett"
            note = "engedett játék: promises the XX"
        invit = self.invit
        if invit is not None and invit.by == seat and self._invit_is_conditional(invit):
            refused = self._invit_promise_broken(seat, invit)
            if refused is not None:
                return refused
        return Call(seat, PASS, self.level, note=note)

    def _invit_is_conditional(self, invit: Invit) -> bool:
        counts = self.ruleset.invit_counts
        return counts == "if-another-wins" or (counts == "opening-if-another-wins" and invit.opening)

    def _is_engedett(self, seat: Seat) -> bool:
        """A three, B two, the others pass, A passes: A yields the game (pagat "Engedett játék")."""
        if not self.ruleset.conventions or self.level != 2 or self.held or self.owner == seat:
            return False
        bids = [call for call in self.calls if call.word not in (PASS,)]
        others = [s for s in ACTIVE_SEATS if s not in (seat, self.owner)]
        return (
            len(bids) == 2
            and bids[0].seat == seat
            and bids[0].word == "three"
            and bids[1].word == "two"
            and all(s in self.passed for s in others)
        )

    @enforces("bidding.raise-three")
    def _raise_reading(self, seat: Seat, word: str) -> Call | str:
        if word == PASS:
            return Call(seat, PASS, self.level, note="keeps the three")
        if word in ("two", "one"):
            return Call(seat, word, BID_WORDS.index(word) + 1, note="raises the lone three")
        return "bidding.raise-three"

    def _commit(self, call: Call) -> None:
        seat = call.seat
        self._listed = {}
        self.calls.append(call)
        if self._raise_turn:
            self._raise_turn = False
            self.raised = call.word != PASS
            self.level = call.level
            self._to_speak = None
            return
        if call.word == PASS:
            self.passed.add(seat)
            if call.note.startswith("engedett"):
                self.engedett_by = seat
        elif call.word == HOLD:
            self.held = True
            self.owner = seat
        else:
            self.bid_made[seat] = True
            self.level = call.level
            self.owner = seat
            self.bidder_of_level = seat
            self.held = False
            if call.invit is not None:
                self.invit = call.invit
        self._advance(seat)

    def _advance(self, speaker: Seat) -> None:
        active = self._active()
        if not active or (self.owner is not None and not self._anyone_can_outbid()):
            self._to_speak = None
            if self.ruleset.raise_lone_three and self._lone_three():
                self._raise_turn = True
                self._to_speak = self.owner
            return
        seat = next_seat(speaker, 1, ACTIVE_SEATS)
        while seat in self.passed:
            seat = next_seat(seat, 1, ACTIVE_SEATS)
        self._to_speak = seat

    def _anyone_can_outbid(self) -> bool:
        """Whether a player other than the current owner can still bid or hold."""
        others = [seat for seat in self._active() if seat != self.owner]
        return bool(others) and (self.level < 4 or any(self.can_hold(seat) for seat in others))

    def _lone_three(self) -> bool:
        return self.level == 1 and not self.raised and [c.word for c in self.calls if c.word != PASS] == ["three"]

    # -- the outcome -------------------------------------------------------------

    def result(self) -> AuctionResult:
        """The ruling: declarer, contract, talon shares, conventions and promises."""
        if self._result is not None:
            return self._result
        result = self._ruling()
        if self.complete:
            self._result = result  # a finished auction's ruling no longer changes
        return result

    @enforces("bidding.end", "bidding.all-pass")
    def _ruling(self) -> AuctionResult:
        declarer = self.owner if self.complete else None
        contract = contract_at(self.level, self.contracts) if declarer is not None else None
        invit = self._standing_invit(declarer)
        must_call: Card | None = None
        if declarer is not None and invit is not None and invit.by != declarer and self._invit_accepted(invit):
            must_call = invit.card
        if declarer is not None and self.engedett_by is not None:
            must_call = XX
        probaharom = (
            declarer is not None
            and self.opening_passes == 3
            and (self.card_sets is None or not self.card_sets[declarer] & HONOURS)
            and not (
                self.ruleset.solo_without_tarokk_to_throw_in
                and self.level == len(BID_WORDS)
                and self.card_sets is not None
                and not self.card_sets[declarer] & TAROKKS
            )
        )
        return AuctionResult(
            complete=self.complete,
            all_passed=self.complete and declarer is None,
            declarer=declarer,
            contract=contract,
            invit=invit,
            engedett_by=self.engedett_by,
            must_call=must_call,
            probaharom=probaharom and self.card_sets is not None,
            promises=self.promises(),
            talon=contract.talon_distribution(declarer, ACTIVE_SEATS) if contract and declarer else {},
            false_invit_by=self._false_invit_by(invit, must_call),
        )

    def _false_invit_by(self, invit: Invit | None, must_call: Card | None) -> Seat | None:
        """The inviter, if his invit binds the declarer but he lacks what it promises. A jump that
        binds only if someone else wins is checked when the jumper lets it stand by passing; one
        whose jumper never speaks again (another holds the solo before his turn) is checked here."""
        if self.card_sets is None or invit is None or must_call != invit.card or not self.complete:
            return None
        return invit.by if self._invit_promise_broken(invit.by, invit) is not None else None

    def _standing_invit(self, declarer: Seat | None) -> Invit | None:
        invit = self.invit
        if invit is None:
            return None
        accepting = declarer is not None and declarer != invit.by
        if self.ruleset.invit_only_to_bidders and accepting and not self._invit_accepted(invit):
            return None
        if self._invit_is_conditional(invit) and (declarer is None or declarer == invit.by):
            return None  # it becomes an invit only when someone else wins
        return invit

    def _invit_accepted(self, invit: Invit) -> bool:
        """Whether the declarer's winning call accepts the invit."""
        winning = next(call for call in reversed(self.calls) if call.word != PASS and call.seat == self.owner)
        if invit.accept_by_overbid and winning.word == HOLD:
            return False
        if self.ruleset.invit_only_to_bidders:
            had_bid = any(call.seat == self.owner and call.word in BID_WORDS for call in self.calls[: invit.call_index])
            return had_bid and winning.word == HOLD
        return True

    def promises(self) -> dict[Seat, list[str]]:
        """Public information from the bidding: what each seat is known to hold."""
        known: dict[Seat, list[str]] = {seat: [] for seat in ACTIVE_SEATS}
        for index, call in enumerate(self.calls):
            if call.word in BID_WORDS and "an honour" not in known[call.seat]:
                fourth_after_passes = index == 3 and self.opening_passes == 3
                first_solo = index == self.opening_passes and call.word == "solo"
                if first_solo and self.ruleset.solo_without_tarokk_to_throw_in:
                    known[call.seat].append("an honour (or no tarokk at all, to throw the deal in)")
                else:
                    known[call.seat].append(
                        "an honour (or nothing: próbahárom)" if fourth_after_passes else "an honour"
                    )
        declarer = self.owner if self.complete else None
        invit = self._standing_invit(declarer) if self.complete else self.invit
        if invit is not None:
            known[invit.by].append(invit.card.hu)
        if self.engedett_by is not None:
            high = " and a high honour" if self.ruleset.engedett_promises_big_honour else ""
            known[self.engedett_by].append(f"XX{high}")
        return {seat: items for seat, items in known.items() if items}


def run_auction(words: Iterable[str], ruleset: Ruleset = PRESETS["pagat"]) -> Auction:
    """Apply spoken words in order; errors name the word's position (``word 2: …``), the seat and the word."""
    auction = Auction(ruleset)
    for position, word in enumerate(words, start=1):
        try:
            auction.apply(word)
        except (IllegalAction, TarokkInputError) as error:
            raise error.at(
                seat=auction.to_speak, action=word, within=SENTENCES.word_at.filled(position=position)
            ) from None
    return auction
