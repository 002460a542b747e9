"""A whole deal as a state machine: auction, talon, discards, throw-in, partner call,
announcements and kontras, and the nine tricks.

Every phase offers the same small API: :attr:`Deal.to_act` (whose turn it is),
:meth:`Deal.legal_actions`, :meth:`Deal.apply` (an illegal action raises
:class:`~tarokk.core.errors.IllegalAction` with its rule id and changes nothing), the event
log :attr:`Deal.events`, and :meth:`Deal.view` (what one seat may see). A finished
deal gives its :class:`~tarokk.games.paskievics.scoring.DealSummary`, the engine's one
outcome type, with everything settlement needs.

A deal plays the game definition it is given (:attr:`Deal.definition`, Paskievics tarokk's
unless told another): the contracts bid, with their talon shares and base values, and who
leads to the first trick; the kontra ladder; the tarokk counts paid for; how the cards
count; and, through its summary, the prices and thresholds of the settlement.

Sources: pagat "A talon felvétele és a skartolás", "A játék eldobása",
"Partnerhívás, figurák, egyéb bemondások", "A bemondások menete", "A lejátszás";
Tolnai §36–§61.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import combinations
from typing import NamedTuple

from mypy_extensions import mypyc_attr

from tarokk.core.cards import HONOURS, PAGAT, SKIZ, TAROKKS, XX, XXI, Card, cards_of, mask_of, parse_cards, sort_hand
from tarokk.core.definition import GameDefinition, Phase
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Side, figure_outcome
from tarokk.core.figures import Figure as FigureName
from tarokk.core.seats import Seat, next_seat
from tarokk.core.tricks import KeepToLastTrick, Trick, TrickPlay
from tarokk.core.values import Mutable, Value
from tarokk.core.words import CORE
from tarokk.games.paskievics.announcements import (
    PASS,
    Action,
    AnnouncementPhase,
    Figure,
    Kontra,
    PartnerCall,
    TarokkCount,
    parse_action,
)
from tarokk.games.paskievics.bidding import Auction
from tarokk.games.paskievics.calling import CallOutcome, legal_calls, resolve_call
from tarokk.games.paskievics.dealing import DealtCards, dealer_of
from tarokk.games.paskievics.definition import ACTIVE_SEATS, PASKIEVICS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.scoring import (
    Announcement,
    DealSummary,
    Honour,
    Made,
    Outcome,
    PagatUltimo,
    Penalty,
    TalonHonour,
    TarokkCountClaim,
    kontra_ladder,
)
from tarokk.games.paskievics.throwin import throw_in_reasons
from tarokk.games.paskievics.words import WORDS

THROW_IN, PLAY_ON = "throw-in", "play"
HONOUR_SIGNS: dict[Card, Honour] = {SKIZ: "S", XXI: "XXI", PAGAT: "I"}
"""How a summary writes an honour taken from the talon (Tolnai §40)."""
TURN_RULES: dict[Phase, str] = {
    Phase.AUCTION: "bidding.turn",
    Phase.DISCARD: "discard.turn",
    Phase.THROW_IN: "throw-in.turn",
    Phase.ANNOUNCE: "announce.turn",
    Phase.PLAY: "play.turn",
    Phase.OVER: "deal.over",
}


@dataclass(frozen=True)
class Discard(Value):
    """The cards a player lays away after taking his talon cards."""

    cards: tuple[Card, ...]
    mask: int = field(init=False, repr=False, compare=False)  # the cards as a card set (mask_of)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sort_hand(self.cards)))  # the order laid away does not matter
        object.__setattr__(self, "mask", mask_of(self.cards))

    @classmethod
    def of_sorted(cls, cards: tuple[Card, ...]) -> Discard:
        """The discard of cards already in players' order. Like the cards, these discards are
        made once and kept (a discard is at most three cards: a few thousand of them), so
        listing the legal discards makes no new objects and a bot's choice is the very one
        the deal listed."""
        discard = _SORTED_DISCARDS.get(cards)
        if discard is None:
            discard = _SORTED_DISCARDS[cards] = cls(cards)
        return discard

    def __str__(self) -> str:
        return ", ".join(card.tolnai for card in self.cards)


_SORTED_DISCARDS: dict[tuple[Card, ...], Discard] = {}


DealAction = str | Discard | Action | Card


class Event(NamedTuple):
    """One action in the deal's log."""

    phase: Phase
    seat: Seat
    action: DealAction


_event = partial(tuple.__new__, Event)
"""An :class:`Event` of its three fields in order (made as a tuple is, without the named
tuple's argument handling: the deal logs one for every action)."""


PublicRecord = tuple[dict[Seat, int], tuple[Card, ...], tuple[tuple[Seat, str], ...], tuple[tuple[Seat, str], ...]]
SeatRecord = tuple[
    tuple[Card, ...],
    tuple[Card, ...],
    dict[Seat, int],
    tuple[Card, ...],
    tuple[tuple[Seat, str], ...],
    tuple[tuple[Seat, str], ...],
    Card | None,
]


class SeatView(NamedTuple):
    """What one seat may see: its own cards, its own discard, and everything public
    (a plain record, cheap to make for every decision)."""

    seat: Seat
    phase: Phase
    to_act: Seat | None
    hand: tuple[Card, ...]
    talon_cards: tuple[Card, ...]
    own_discard: tuple[Card, ...]
    discarded_tarokks: dict[Seat, int]
    declarer_discarded_tarokks: tuple[Card, ...]
    auction: tuple[tuple[Seat, str], ...]
    announcements: tuple[tuple[Seat, str], ...]
    called: Card | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]


_view = partial(tuple.__new__, SeatView)
"""A :class:`SeatView` of its thirteen fields in order (made as a tuple is, without the named
tuple's argument handling: the deal makes one for every decision)."""


@mypyc_attr(allow_interpreted_subclasses=True)  # made without __init__ by Mutable's copies
class Deal(Mutable):
    """One deal from the dealt cards to the last trick, under ``ruleset`` and the game
    ``definition`` (see the module's description)."""

    def __init__(
        self, dealt: DealtCards, ruleset: Ruleset = PRESETS["pagat"], definition: GameDefinition = PASKIEVICS
    ) -> None:
        self.dealt = dealt
        self.ruleset = ruleset
        kontras = kontra_ladder(ruleset, definition)
        if kontras is not definition.kontras:  # the ruleset's kontras patch the definition
            definition = replace(definition, kontras=kontras)
        self.definition = definition
        self._counts_paid = frozenset(count for count, _ in definition.tarokk_count_fees)
        # what a clone shares with its deal: the definition and the records of it the phases hold
        self._fixed: tuple[object, ...] = (definition, definition.kontras, definition.contracts, *definition.contracts)
        # The deal's one record of who holds what: each seat's cards as a card set
        # (:func:`~tarokk.core.cards.mask_of`), which the announcements read and the trick play takes over.
        self.held: dict[Seat, int] = {seat: mask_of(dealt.hands[seat]) for seat in ACTIVE_SEATS}
        self.auction = Auction(ruleset, dealt.hands, definition.contracts)
        self.phase: Phase = Phase.AUCTION
        self.events: list[Event] = []
        self.talon_taken: dict[Seat, tuple[Card, ...]] = {}
        self.discards: dict[Seat, tuple[Card, ...]] = {}
        self._discard_queue: list[Seat] = []
        self._throw_in_queue: list[Seat] = []
        self.thrown_in: tuple[Seat, tuple[str, ...]] | None = None
        self.outcome: Outcome | None = None
        self.announcements: AnnouncementPhase | None = None
        self.call: CallOutcome | None = None
        self.play: TrickPlay | None = None
        self._public_record: tuple[int, Phase, PublicRecord] | None = None  # as of (events, phase)
        self._bidding: list[tuple[Seat, str]] = []  # the auction as the table heard it
        self._said: list[tuple[Seat, str]] = []  # the announcements as the table heard them
        self._told_in_play: dict[Seat, SeatRecord] = {}  # each seat's :meth:`_told`, the same all through the play
        self.to_act: Seat | None = self.auction.to_speak
        """Whose turn it is: worked out once per action (:meth:`_turn`), read by every decision."""

    # -- the common API ----------------------------------------------------------

    @property
    def hands(self) -> dict[Seat, tuple[Card, ...]]:
        """Each seat's cards now, as players hold them (:func:`~tarokk.core.cards.sort_hand`)."""
        return {seat: cards_of(held) for seat, held in self.held.items()}

    @property
    def declarer(self) -> Seat | None:
        return self.auction.result().declarer

    def _turn(self) -> Seat | None:
        """Whose turn it is, from the phase (:attr:`to_act` keeps it between actions)."""
        if self.phase is Phase.PLAY:  # the most turns by far
            assert self.play is not None
            return self.play.to_play
        if self.phase is Phase.AUCTION:
            return self.auction.to_speak
        if self.phase is Phase.DISCARD:
            return self._discard_queue[0]
        if self.phase is Phase.THROW_IN:
            return self._throw_in_queue[0]
        if self.phase is Phase.ANNOUNCE:
            assert self.announcements is not None
            return self.announcements.to_speak
        return None

    def legal_actions(self) -> list[DealAction]:
        """The actions the seat to act may take now."""
        if self.phase is Phase.PLAY:
            assert self.play is not None
            return list(self.play.legal_actions())
        if self.phase is Phase.AUCTION:
            return list(self.auction.legal_actions())
        if self.phase is Phase.DISCARD:
            seat = self._discard_queue[0]
            laid = len(self.talon_taken[seat])
            known, make = _SORTED_DISCARDS.get, Discard.of_sorted
            return [known(cards) or make(cards) for cards in combinations(self.discardable(seat), laid)]
        if self.phase is Phase.THROW_IN:
            return [THROW_IN, PLAY_ON]
        if self.phase is Phase.ANNOUNCE:
            assert self.announcements is not None
            return list(self.announcements.legal_actions())
        return []

    def apply(self, action: DealAction, seat: Seat | None = None, checked: bool = True) -> None:
        """Take ``action`` for the seat to act (checking ``seat`` if given); a refusal names the
        seat and the action.

        ``checked=False`` is for an action :meth:`legal_actions` has just listed, as bots and
        studies take them: the same change of state, without checking the action again.
        """
        try:
            self._apply(action, seat, checked)
        except IllegalAction as error:
            error.at(seat=seat or self.to_act, action=str(action))
            raise

    @enforces(
        "deal.over", "bidding.turn", "discard.turn", "throw-in.turn", "announce.turn", "play.turn", "play.card-in-hand"
    )
    def _apply(self, action: DealAction, seat: Seat | None, checked: bool) -> None:
        acting = self.to_act
        if acting is None:
            raise IllegalAction("deal.over", **WORDS.the_deal_is_over.message())
        if seat is not None and seat != acting:
            raise IllegalAction(TURN_RULES[self.phase], **WORDS.not_whose_turn.message(acting=acting, who=seat))
        phase = self.phase
        if phase is Phase.PLAY:  # the most turns by far: the trick play knows whose turn is next
            self._apply_card(acting, action, checked)
            return
        if phase is Phase.AUCTION:
            if not isinstance(action, str):
                raise IllegalAction("bidding.turn", **WORDS.needs_bid_word.message(action=action))
            call = self.auction.apply(action) if checked else self.auction.apply_listed(action)
            self.events.append(_event((phase, acting, call.word)))
            self._bidding.append((acting, call.word))
            if self.auction.complete:
                self._after_auction()
        elif phase is Phase.DISCARD:
            self._apply_discard(acting, action, checked)
        elif phase is Phase.THROW_IN:
            self._apply_throw_in(acting, action)
        else:
            self._apply_announcement(acting, action, checked)
        self.to_act = self._turn()

    @enforces("play.card-in-hand")
    def _apply_card(self, seat: Seat, action: DealAction, checked: bool) -> None:
        if not isinstance(action, Card):
            raise IllegalAction("play.card-in-hand", **WORDS.must_play_card.message(seat=seat, action=action))
        play = self.play
        assert play is not None
        if checked:
            play.check(action)
        play.apply_listed(action)
        self.events.append(_event((Phase.PLAY, seat, action)))
        self.to_act = play.to_play
        if self.to_act is None:  # the last trick is taken
            self._end("played")

    @property
    def finished(self) -> bool:
        return self.phase is Phase.OVER

    def clone(self) -> Deal:
        """An independent copy, for trying actions ahead. What can no longer change is shared:
        the dealt cards, the ruleset and the definition, and in the play the bidding, the discards, the
        announcements, what each seat was told and the finished tricks; the log is copied, its entries shared."""
        unchanging: list[object] = [self.dealt, self.ruleset, self._counts_paid, *self._fixed]
        if self.phase is Phase.PLAY:
            assert self.play is not None
            said = (self.auction, self.announcements, self.call, self.talon_taken, self.discards, self._bidding)
            unchanging += [*said, self._said, self._public_record, self._told_in_play, *self.play.tricks]
        memo: dict[int, object] = {id(item): item for item in unchanging}
        memo[id(self.events)] = self.events
        twin = copy.deepcopy(self, memo)
        twin.events = list(self.events)
        return twin

    # -- talon and discards ------------------------------------------------------

    def _after_auction(self) -> None:
        result = self.auction.result()
        if result.declarer is None:
            self._end("all-passed")
            return
        if result.false_invit_by is not None:
            self._end("missed-invit")  # Tolnai §35: "újra kezdik a licitálást"
            return
        talon = list(self.dealt.talon)
        for seat, share in result.talon.items():
            taken, talon = tuple(talon[:share]), talon[share:]
            self.talon_taken[seat] = taken
            self.held[seat] |= mask_of(taken)
        declarer = result.declarer
        if result.probaharom and not self.held[declarer] & HONOURS:
            self._end("probaharom-failed")
            return
        self._discard_queue = [seat for seat in self._from(declarer) if self.talon_taken.get(seat)]
        if self.ruleset.throw_in_before_discard:
            self._start_throw_in(discarded=False)
        else:
            self._start_discards()

    def _from(self, seat: Seat) -> list[Seat]:
        return [next_seat(seat, i, ACTIVE_SEATS) for i in range(len(ACTIVE_SEATS))]

    def _start_discards(self) -> None:
        self.phase = Phase.DISCARD if self._discard_queue else Phase.THROW_IN
        if self.phase is Phase.THROW_IN:
            self._start_throw_in(discarded=True)

    @enforces("discard.king-honour", "discard.signalled", "discard.xx")
    def discardable(self, seat: Seat) -> list[Card]:
        """The cards of ``seat``'s hand the discard rules let him lay away, in players' order
        (:func:`discard_rule_broken`); he lays away as many as he took from the talon."""
        result = self.auction.result()
        must_call, declarer, ruleset = result.must_call, result.declarer, self.ruleset
        return [
            card
            for card in cards_of(self.held[seat])
            if discard_rule_broken(seat, card, ruleset, must_call, declarer) is None
        ]

    def _discard_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        """Why ``seat`` may not discard ``card``, in words (:func:`discard_rule_broken`)."""
        result = self.auction.result()
        rule = discard_rule_broken(seat, card, self.ruleset, result.must_call, result.declarer)
        if rule is None:
            return None
        if rule == "discard.king-honour":
            return IllegalAction(rule, **WORDS.no_king_or_honour.message(seat=seat, card=card.hu))
        if rule == "discard.signalled":
            return IllegalAction(rule, **WORDS.signalled_card.message(seat=seat, card=card.hu))
        if self.ruleset.discard_xx == "declarer-only":
            return IllegalAction(rule, **WORDS.xx_declarer_only.message(seat=seat))
        return IllegalAction(rule, **WORDS.xx_not_under.message(seat=seat, rules=self.ruleset.name))

    @enforces("discard.count")
    def _apply_discard(self, seat: Seat, action: DealAction, checked: bool) -> None:
        if not isinstance(action, Discard):
            raise IllegalAction("discard.count", **WORDS.must_discard_cards.message(seat=seat, action=action))
        if checked:
            self._check_discard(seat, action)
        self.held[seat] ^= action.mask
        self.discards[seat] = action.cards
        self.events.append(_event((Phase.DISCARD, seat, action)))
        self._discard_queue.pop(0)
        if not self._discard_queue:
            if self.ruleset.throw_in_before_discard:
                self._start_announcements()
            else:
                self._start_throw_in(discarded=True)

    @enforces("discard.count", "discard.in-hand")
    def _check_discard(self, seat: Seat, action: Discard) -> None:
        needed = len(self.talon_taken[seat])
        if len(action.cards) != needed or len(set(action.cards)) != needed:
            raise IllegalAction(
                "discard.count",
                **WORDS.discard_count.message(seat=seat, needed=needed, cards="card" if needed == 1 else "cards"),
            )
        for card in action.cards:
            if not self.held[seat] & card.bit:
                raise IllegalAction("discard.in-hand", **CORE.not_held.message(seat=seat, card=card.hu))
            refusal = self._discard_refusal(seat, card)
            if refusal is not None:
                raise refusal

    def discarded_tarokks(self, seat: Seat) -> int:
        """How many tarokks ``seat`` laid away (announced to the table after the discard)."""
        return (mask_of(self.discards.get(seat, ())) & TAROKKS).bit_count()

    # -- throw-in ------------------------------------------------------------------

    def throw_in_grounds(self, seat: Seat) -> tuple[str, ...]:
        discarded = self.discarded_tarokks(seat) > 0
        return tuple(throw_in_reasons(self.held[seat], self.ruleset, discarded))

    def _start_throw_in(self, discarded: bool) -> None:
        declarer = self.declarer
        assert declarer is not None
        self._throw_in_queue = [seat for seat in self._from(declarer) if self.throw_in_grounds(seat)]
        if self._throw_in_queue and self.ruleset.throw_in_compulsory:
            seat = self._throw_in_queue[0]
            self.thrown_in = (seat, self.throw_in_grounds(seat))
            self._end("thrown-in")
            return
        self.phase = Phase.THROW_IN
        if not self._throw_in_queue:
            self._after_throw_in()

    @enforces("throw-in.hand")
    def _apply_throw_in(self, seat: Seat, action: DealAction) -> None:
        if action not in (THROW_IN, PLAY_ON):
            raise IllegalAction("throw-in.hand", **WORDS.throw_in_or_play.message(seat=seat, action=action))
        self.events.append(_event((Phase.THROW_IN, seat, action)))
        if action == THROW_IN:
            self.thrown_in = (seat, self.throw_in_grounds(seat))
            self._end("thrown-in")
            return
        self._throw_in_queue.pop(0)
        if not self._throw_in_queue:
            self._after_throw_in()

    def _after_throw_in(self) -> None:
        if self.ruleset.throw_in_before_discard:
            self.phase = Phase.DISCARD if self._discard_queue else Phase.ANNOUNCE
            if self.phase is Phase.ANNOUNCE:
                self._start_announcements()
        else:
            self._start_announcements()

    # -- the call and the announcements ----------------------------------------------

    def _start_announcements(self) -> None:
        result = self.auction.result()
        declarer = result.declarer
        assert declarer is not None
        others_discarded = any(self.discarded_tarokks(seat) for seat in ACTIVE_SEATS if seat != declarer)
        invit = result.invit
        signalled = invit.card if invit is not None and result.engedett_by is None else None
        calls = legal_calls(cards_of(self.held[declarer]), self.ruleset, result.must_call, others_discarded, signalled)
        promised_by = self._convention_partner()
        # The duty comes from the bidding: a signal given without a high honour, whatever the
        # talon brings afterwards (pagat "Invit": "Invitet adni pagáttal …"); none where
        # announcements owe nothing (Vadász tarokk (2025) II. 1.: "nincs előírás").
        compulsory = frozenset(
            {promised_by}
            if promised_by is not None
            and self.ruleset.inviter_must_announce_ultimo
            and not ({SKIZ, XXI} & set(self.dealt.hands[promised_by]))
            else set()
        )
        self.announcements = AnnouncementPhase(
            self.ruleset,
            declarer,
            ACTIVE_SEATS,
            self.held,
            calls,
            compulsory,
            conventional_partner=promised_by is not None,
            kontras=self.definition.kontras,
            counts=self._counts_paid,
        )
        self.phase = Phase.ANNOUNCE

    def _convention_partner(self) -> Seat | None:
        """The seat the bidding showed to hold the partner card (accepted invit or engedett)."""
        result = self.auction.result()
        if result.must_call is None:
            return None
        if result.engedett_by is not None:
            return result.engedett_by
        return result.invit.by if result.invit is not None else None

    @enforces("announce.turn")
    def _apply_announcement(self, seat: Seat, action: DealAction, checked: bool) -> None:
        assert self.announcements is not None
        if isinstance(action, str) and action != PASS:
            action = parse_action(action)
        if not (action == PASS or isinstance(action, TarokkCount | PartnerCall | Figure | Kontra)):
            raise IllegalAction("announce.turn", **WORDS.announce_or_pass.message(seat=seat, action=action))
        assert not isinstance(action, Card | Discard)
        spoken = self.announcements.apply(action) if checked else self.announcements.apply_listed(action)
        self.events.append(_event((Phase.ANNOUNCE, seat, spoken.item)))
        self._said.append((seat, str(spoken.item)))
        if isinstance(action, PartnerCall):
            self._resolve_call(action.card)
        if self.announcements.finished:
            self._start_play()

    @enforces("call.partner", "call.official-kontra")
    def _resolve_call(self, called: Card) -> None:
        assert self.announcements is not None
        declarer = self.declarer
        assert declarer is not None
        outcome = resolve_call(called, declarer, self.hands, self.discards)
        self.call = outcome
        sides: dict[Seat, Side] = {
            seat: DECLARER if seat in (declarer, outcome.partner) else OPPONENTS for seat in ACTIVE_SEATS
        }
        public: dict[Seat, Side] = {}
        if outcome.official_kontra_by is not None:
            public = dict(sides)  # "Fekszik": everyone knows it is one against three
        elif self._convention_partner() is not None and outcome.partner is not None:
            public[outcome.partner] = DECLARER
        self.announcements.set_sides(sides, public)
        if outcome.official_kontra_by is not None:
            # Tolnai §47: "a segítségül hívott tarokkot fektető játékos, ötös játéknál az osztó, köteles
            # bemondani: Fekszik. Hivatalból kontra" — with five the dealer, who keeps the discards,
            # says it, so the table does not learn who laid the card away.
            sayer = dealer_of(5) if self.dealt.players == 5 else outcome.official_kontra_by
            self.announcements.official_kontra(sayer)
            self.events.append(_event((Phase.ANNOUNCE, sayer, "hivatalból kontra")))
            self._said.append((sayer, "hivatalból kontra"))

    # -- play ----------------------------------------------------------------------------

    @enforces("announce.pagat-ultimo-keep")
    def _start_play(self) -> None:
        assert self.announcements is not None
        constraints = []
        holder = self.announcements.ultimo_holder()
        if holder is not None:
            constraints.append(
                KeepToLastTrick(holder, PAGAT, "announce.pagat-ultimo-keep", "his side announced pagátultimó")
            )
        contract = self.auction.result().contract
        assert contract is not None
        leader = contract.first_leader(self.declarer, ACTIVE_SEATS[0])  # first hand, A (Tolnai §56), or the declarer
        self.play = TrickPlay(self.hands, leader, constraints, ACTIVE_SEATS)
        self.held = self.play.held  # from here on the trick play keeps who holds what
        self.phase = Phase.PLAY

    def _end(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.phase = Phase.OVER

    # -- views and results -------------------------------------------------------------

    def view(self, seat: Seat) -> SeatView:
        """What ``seat`` may see now (bots and the interactive game use only this)."""
        phase, play = self.phase, self.play
        if phase is Phase.PLAY:  # the most turns by far: only the cards change
            assert play is not None
            told = self._told_in_play.get(seat) or self._told_in_play.setdefault(seat, self._told(seat))
            hand = cards_of(self.held[seat])
            return _view((seat, phase, self.to_act, hand, *told, play.tricks, tuple(play.current)))
        to_act = self.to_act
        if phase is Phase.THROW_IN and to_act != seat:
            to_act = None  # only seats with grounds are asked: the round shows, not who is asked
        tricks, current = (play.tricks, tuple(play.current)) if play else ((), ())
        return _view((seat, phase, to_act, cards_of(self.held[seat]), *self._told(seat), tricks, current))

    def _told(self, seat: Seat) -> SeatRecord:
        """What ``seat`` has been told (its talon cards, its own discard, the public record and
        the called card), which nothing played changes."""
        public = self._public()
        called = self.announcements.called if self.announcements else None
        return (self.talon_taken.get(seat, ()), self.discards.get(seat, ()), *public, called)

    def _public(self) -> PublicRecord:
        """What everybody knows of the bidding, the discards and the announcements
        (worked out again only when something is said or the phase changes; what the
        discards told changes only with the phase, since no discard is told in its own phase)."""
        said = len(self.events) if self.phase is not Phase.PLAY else -1  # nothing played changes it
        cached = self._public_record
        if cached is not None and cached[1] is self.phase:
            if cached[0] == said:
                return cached[2]
            told, shown = cached[2][0], cached[2][1]
        else:
            told, shown = self._discards_told()
        record = (told, shown, tuple(self._bidding), tuple(self._said))
        self._public_record = (said, self.phase, record)
        return record

    def _discards_told(self) -> tuple[dict[Seat, int], tuple[Card, ...]]:
        """The tarokks discarded as the table hears of them, and the declarer's discarded
        tarokks (shown), once the discards are done."""
        discards_done = self.phase in (Phase.THROW_IN, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER) and bool(self.discards)
        declarer = self.declarer if discards_done else None  # the auction rules only once it is over
        shown = tuple(c for c in self.discards.get(declarer, ()) if c.is_tarokk) if declarer else ()
        return (self._announced_discards() if discards_done else {}), shown

    @enforces("discard.tarokks-announced")
    def _announced_discards(self) -> dict[Seat, int]:
        """What the table hears about discarded tarokks (pagat "A skartolás"; Tolnai §39):
        with four players each discarder says his own count; with five the dealer (E) looks
        at the three discards and says the total ("tiszta" for none)."""
        others = [seat for seat in self.discards if seat != self.declarer]
        if self.dealt.players == 5:
            return {"E": sum(self.discarded_tarokks(seat) for seat in others)}
        return {seat: self.discarded_tarokks(seat) for seat in others}

    @enforces("deal.over")
    def result(self) -> DealSummary:
        """The finished deal as the engine's one outcome type: everything settlement, sessions
        and the studies read (a deal without a game says how it ended)."""
        if self.outcome is None:
            raise IllegalAction("deal.over", **WORDS.deal_not_finished.message())
        auction = self.auction.result()
        game = (self.ruleset.name, self.dealt.players, auction.contract, auction.declarer)
        definition = self.definition
        if auction.declarer is None:
            return DealSummary(*game, partner=None, definition=definition)
        if self.thrown_in is not None:
            thrower, reasons = self.thrown_in
            return DealSummary(
                *game, partner=None, thrown_in_by=thrower, throw_in_reasons=reasons, definition=definition
            )
        if self.outcome == "probaharom-failed":
            failed = Penalty("failed-probaharom", auction.declarer)
            return DealSummary(*game, partner=None, penalty=failed, definition=definition)
        if auction.false_invit_by is not None:
            missed = Penalty("missed-invit", auction.false_invit_by)
            return DealSummary(*game, partner=None, penalty=missed, definition=definition)
        assert self.play is not None and self.announcements is not None and self.call is not None
        sides = self.announcements.sides
        made = figure_outcome(self.play.tricks, sides)
        return DealSummary(
            *game,
            partner=self.call.partner,
            declarer_card_points=self._card_points(sides)[DECLARER],
            declarer_tricks=sum(sides[t.winner] == DECLARER for t in self.play.tricks),
            announced=tuple(
                Announcement(
                    FigureName(a.figure), a.side, a.kontra, self.announcements.said_with_volat(a.figure, a.side)
                )
                for a in self.announcements.announced.values()
            ),
            made=Made(
                made.trull,
                made.four_kings,
                PagatUltimo(*made.pagat_last_trick) if made.pagat_last_trick is not None else None,
                made.xxi_capture,
            ),
            tarokk_counts=tuple(TarokkCountClaim(seat, count, said) for seat, count, said in self._tarokk_counts()),
            talon_honours=tuple(
                TalonHonour(seat, HONOUR_SIGNS[card])
                for seat in ACTIVE_SEATS
                for card in self.talon_taken.get(seat, ())
                if card in HONOUR_SIGNS
            ),
            teams=self.call.reason,
            mayor=made.mayor,
            definition=definition,
        )

    def _card_points(self, sides: dict[Seat, Side]) -> dict[Side, int]:
        """Tricks plus discards: the declarer's discard counts for his side, the others' for the
        opponents; each card at its points, or at the definition's own card values where it has
        them (:class:`~tarokk.core.counting.CardCounting`)."""
        assert self.play is not None
        counting = self.definition.counting
        own = counting.values is not None
        points = {DECLARER: 0, OPPONENTS: 0}
        for trick in self.play.tricks:
            won = counting.count_cards(card for _, card in trick.plays) if own else trick.points
            points[sides[trick.winner]] += won
        for seat, cards in self.discards.items():
            laid = counting.count_cards(cards) if own else sum(card.points for card in cards)
            points[DECLARER if seat == self.declarer else OPPONENTS] += laid
        return points

    def _tarokk_counts(self) -> tuple[tuple[Seat, int, bool], ...]:
        assert self.announcements is not None
        counts = []
        for seat in ACTIVE_SEATS:
            held = self.announcements.tarokk_counts[seat]
            if held in self._counts_paid:
                counts.append((seat, held, seat in self.announcements.counts))
        return tuple(counts)


@enforces("discard.king-honour", "discard.signalled", "discard.xx")
def discard_rule_broken(
    seat: Seat, card: Card, ruleset: Ruleset, must_call: Card | None, declarer: Seat | None
) -> str | None:
    """The id of the rule that forbids ``seat`` to discard ``card``, or None (pagat "A skartolás";
    Tolnai §37, §42): never a king or an honour (``discard.king-honour``), nor the card the
    bidding made the partner card (``discard.signalled``), and the XX as the ruleset says
    (``discard.xx``)."""
    if card.is_king or card.is_honour:
        return "discard.king-honour"
    if card == must_call:
        return "discard.signalled"
    if card == XX:
        rule = ruleset.discard_xx
        invit_card = must_call is not None and must_call != XX
        if rule == "forbidden" or (rule == "unless-invit" and not invit_card):
            return "discard.xx"
        if rule == "declarer-only" and seat != declarer:
            return "discard.xx"
    return None


def parse_deal_action(phase: str, text: str) -> DealAction:
    """Read an action as written in a record or typed by a player, for the given phase (or its word)."""
    if phase == Phase.AUCTION:
        return text
    if phase == Phase.DISCARD:
        return Discard(tuple(parse_cards(text)))
    if phase == Phase.THROW_IN:
        word = text.strip().lower()
        if word in ("throw-in", "bedobom", "bedob"):
            return THROW_IN
        if word in ("play", "pass", "passz", "játszom", "jatszom"):
            return PLAY_ON
        raise TarokkInputError(**WORDS.expected_throw_in.message(text=text))
    if phase == Phase.ANNOUNCE:
        return parse_action(text)
    return parse_cards(text)[0]
