"""A deal of trisáktarokk at the table (Tolnai §73): the auction, A's choice when everyone passed, the talon, the
discards, the announcements and the tricks, each phase a step (A's choice and the discards the game's own);
:mod:`~tarokk.games.trisak.scoring` settles it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, cast

from tarokk.core.cards import PAGAT, Card, cards_of, highest_missing_tarokk
from tarokk.core.definition import Partner, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import pagat_in_last_trick
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.tricks import MUST_OVERTAKE
from tarokk.core.words import CARD_POINTS, Language, Words
from tarokk.games.trisak import scoring
from tarokk.games.trisak.actions import ACTIONS, ANNOUNCEABLE, BID_NAMES, CHOICES, HU_ALIASES, TALON_WORDS
from tarokk.games.trisak.bot import rule_policy
from tarokk.games.trisak.definition import BIDS, TRISAK, ULTIMO_PRICES
from tarokk.games.trisak.holdings import holdings
from tarokk.games.trisak.options import TrisakOptions
from tarokk.games.trisak.words import HOLDINGS, WORDS
from tarokk.phases.announcements import AnnouncementRound
from tarokk.phases.auction import AuctionRuleIds, LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.talon import TalonParts
from tarokk.phases.tricks import Tricks

AUCTION_RULES = AuctionRuleIds("trisak.auction.raise", "trisak.auction.raise", "trisak.turn", "trisak.auction.open")
"""The rules the auction refuses under: a hold as a bid that does not outbid, there being no holding."""


class Discards(LayAway):
    """The discards of whoever takes talon cards, as many as he took, each as his share is handed out: the first
    level's declarer lays away no honour or king, the next two any card (Tolnai §73); under ``discard_limit`` no
    declarer does."""

    @enforces("trisak.discard.honours-kings")
    def allowed(self, state: PhasedState) -> int:
        seat, contract = self.actor(state), state.contract
        assert seat is not None and contract is not None
        limited = contract.name == "game" or cast("TrisakOptions", state.game.rules).discard_limit == "every"
        return super().allowed(state) if seat == state.declarer and limited else state.held[seat]


class Choice:
    """When the others pass A's bare opening, he chooses trisákolás or the first level as his contract (Tolnai §73)."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.auction is not None
        return state.auction.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return sorted(state.actions.index[name] for name in CHOICES)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        return None  # either may be chosen: any other action is another phase's

    @enforces("trisak.choice")
    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        state.contract = state.game.definition.contract(state.actions.names[action])
        return True


class TrisakState(PhasedState):
    """A deal of trisáktarokk; see the module's description."""

    game: TrisakGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "trisak.turn"
    private_discards = True  # every seat sees only its own (Tolnai §73 has none shown)
    play_rules: ClassVar[Mapping[str, str]] = {MUST_OVERTAKE: "trisak.play.overtake"}
    aliases = HU_ALIASES
    action_words = WORDS.group("actions")
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.AUCTION: Bidding(AUCTION_RULES),
        Phase.CHOICE: Choice(),
        Phase.TALON: TalonParts(TALON_WORDS),
        Phase.DISCARD: Discards("trisak.discard.honours-kings", unheld_rule="trisak.discard"),
        # before the first lead each seat in turn from A announces what it will, each item once, and says
        # „done” (Tolnai §73: „Egyéb bemondások is az első kihívás előtt mondandók be”)
        Phase.ANNOUNCE: AnnouncementRound("trisak.announce.holding", keeps_word=True, one_round=True, pass_word="done"),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: TrisakGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)  # seats in playing order: A, at the dealer's right, opens and leads
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES, BID_NAMES)
        self.phase = Phase.AUCTION
        self.looking = 0  # hármasték: the three the declarer looks at, 0 the top, 1 the bottom
        self.face_up: tuple[Card, ...] = ()  # talon cards turned face up for everyone
        self.seen: dict[Seat, tuple[Card, ...]] = {seat: () for seat in self.seats}
        self.to_opponents: tuple[Card, ...] = ()  # talon cards that count for the opponents
        self.shares: list[tuple[Seat, tuple[Card, ...]]] = []  # talon cards still to hand out, by seat
        self.settled: Card | None = None  # the called tarokk the ultimóhívás declarer settled for
        self.partner: Seat | None = None

    @property
    def announced(self) -> list[tuple[Seat, str]]:
        """What each seat announced (``ultimo``, ``kings`` …), in order."""
        return [(seat, name.removeprefix("announce ")) for seat, name in self.said if name.startswith("announce ")]

    @enforces("trisak.choice")
    def phase_over(self, phase: str) -> None:
        """After the auction A's bare opening leaves him the choice, a higher contract is played (Tolnai §73);
        after the talon and each discard, the next share of the talon; then the announcements and the tricks."""
        if phase == Phase.AUCTION:
            bid = self.auction.contract
            if bid is None:  # all passed, where the opener need not bid
                return self.end()
            if bid == "play":
                self.phase = Phase.CHOICE
                return None
            self.contract = self.game.definition.contract(bid)
        if phase in (Phase.AUCTION, Phase.CHOICE):
            self._begin()
        elif phase == Phase.TALON:
            if self.settled is not None:
                self.end()
            elif self.shares:  # he took a three (after a first swap at hármasték he chooses again)
                self._hand_out()
        elif phase == Phase.DISCARD:
            if self.contract is not None and self.contract.name == "game" and self.discarder == self.declarer:
                assert self.declarer is not None
                held = self.held[self.declarer] | self.laid[self.declarer]
                self.called = highest_missing_tarokk(held, below_xx=True)
            self._hand_out()
        elif phase == Phase.ANNOUNCE:
            self._start_play()
        else:
            self.end()
        return None

    @enforces("trisak.talon.first-level", "trisak.call")
    def _begin(self) -> None:
        """Start the contract: hand out its talon shares, or show the declarer the threes he chooses from, at
        ultimóhívás after his call (Tolnai §73: „a talon megtekintése előtt”)."""
        contract, declarer = self.contract, self.auction.declarer
        assert contract is not None and declarer is not None
        self.declarer = declarer
        if contract.talon == TalonHandling.SHARES:
            self.shares = self.talon_shares(contract, declarer)
            self._hand_out()
        elif contract.talon == TalonHandling.CHOOSE_HALF:
            if contract.name == "ultimo":
                below_xx = self.game.rules.ultimo_call == "below-xx"
                self.called = highest_missing_tarokk(self.held[declarer], below_xx=below_xx)
                self.seen[declarer] = self.talon
            else:
                self.seen[declarer] = self.halves()[0]
            self.phase = Phase.TALON
        else:
            if contract.talon == TalonHandling.TO_OPPONENTS:
                self.to_opponents = self.talon
            self.begin_announcements()

    @enforces("trisak.talon.ultimo", "trisak.talon.three")
    def part_refusal(self, seat: Seat, part: int) -> IllegalAction | None:
        """At ultimóhívás the declarer takes the first or the second three, or settles when the called tarokk lies
        in the talon; at hármasték he keeps or swaps the three he looked at (Tolnai §73)."""
        assert self.contract is not None
        name, ultimo = TALON_WORDS[part], self.contract.name == "ultimo"
        if ultimo and name == "settle" and self.called not in self.talon:
            called = Words(self.called.hu, self.called.hu) if self.called is not None else WORDS.the_called_tarokk
            return IllegalAction("trisak.talon.ultimo", **WORDS.nothing_to_settle.message(called=called))
        if (name in ("keep", "swap")) != ultimo:
            return None
        if ultimo:
            return IllegalAction("trisak.talon.ultimo", **WORDS.ultimo_takes_three.message())
        return IllegalAction("trisak.talon.three", **WORDS.three_keeps_or_swaps.message())

    def take_part(self, part: int) -> None:
        """Settle, or take a three and leave the other to the opponents; at hármasték a first swap turns the top three
        back face up and shows the bottom three (Tolnai §73: „felborítva visszateszi”)."""
        assert self.declarer is not None
        name, halves = TALON_WORDS[part], self.halves()
        if name == "settle":
            self.settled = self.called
        elif name == "swap" and self.looking == 0:
            self.looking, self.face_up = 1, halves[0]
            self.seen[self.declarer] = self.talon
        else:
            if name == "swap":
                self.face_up = self.talon  # the bottom three go back face up, the top three are taken
            taken = {"take top": 0, "take bottom": 1, "keep": self.looking, "swap": 0}[name]
            self.shares, self.to_opponents = [(self.declarer, halves[taken])], halves[1 - taken]

    def _hand_out(self) -> None:
        """The next share of the talon to its seat, who discards as many cards; after the last, the announcements."""
        if not self.shares:
            return self.begin_announcements()
        seat, cards = self.shares.pop(0)
        self.seen[seat] = tuple(dict.fromkeys((*self.seen[seat], *cards)))
        return self.take_from_talon(seat, cards)

    def begin_announcements(self) -> None:
        """Every seat in turn from A may announce, unless the contract admits no announcement at all: so nobody's turn
        tells what he holds."""
        assert self.contract is not None
        if self.game.rules.prizes == "every" or self.contract.name in ULTIMO_PRICES:
            self.phase, self.announcer = Phase.ANNOUNCE, self.seats[0]
        else:
            self._start_play()

    def announceable(self, seat: Seat) -> list[str]:
        said = (f"announce {item}" for item in ANNOUNCEABLE)
        return [name for name in said if self.announce_refusal(seat, name) is None]

    @enforces("trisak.announce.ultimo", "trisak.announce.holding")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        """Before the first lead, each once: the ultimó by the pagát's holder where the contract prices one, a holding
        prize by its holder (Tolnai §73)."""
        assert self.contract is not None
        name = name.removeprefix("announce ")
        if name not in ANNOUNCEABLE:
            return None  # not an announcement: another phase's action
        if (seat, name) in self.announced:
            return IllegalAction("trisak.announce.holding", **WORDS.announced_already.message(seat=seat))
        if name == "ultimo":
            if self.contract.name not in ULTIMO_PRICES or self.contract.name == "ultimo":
                return IllegalAction("trisak.announce.ultimo", **WORDS.no_ultimo.message(contract=self.contract.hu))
            if not self.held[seat] & PAGAT.bit:
                return IllegalAction("trisak.announce.ultimo", **WORDS.no_pagat.message(seat=seat))
            return None
        if self.game.rules.prizes == "not-bettli" and self.contract.name not in ULTIMO_PRICES:
            return IllegalAction("trisak.announce.holding", **WORDS.no_prizes.message(contract=self.contract.hu))
        if name not in holdings(self.held[seat], self.game.rules.small_honours == "alone"):
            said = WORDS.holding_not_held.message(seat=seat, holding=HOLDINGS[name])
            return IllegalAction("trisak.announce.holding", **said)
        other = {"kings": "trull", "trull": "kings"}.get(name)
        if other is not None and self.game.rules.kings_and_trull == "one" and (seat, other) in self.announced:
            return IllegalAction("trisak.announce.holding", **WORDS.kings_and_trull_one.message())
        return None

    @enforces("trisak.auction.ultimo")
    def bid_refusal(self, seat: Seat, call: str) -> IllegalAction | None:
        """Ultimóhívás needs the pagát (Tolnai §73)."""
        if call == "ultimo" and not self.held[seat] & PAGAT.bit:
            return IllegalAction("trisak.auction.ultimo", **WORDS.no_pagat_to_call.message(seat=seat))
        return None

    @enforces("trisak.play.lead", "trisak.call")
    def _start_play(self) -> None:
        """The contract's first leader leads, the declarer at the bettlis, where overtaking is compulsory (Tolnai §73);
        the called tarokk's holder, in hand or discards, is the declarer's partner (None: in the talon, or his own)."""
        assert self.contract is not None and self.declarer is not None
        called = self.called.bit if self.called is not None else 0
        holders = (seat for seat in self.seats if (self.held[seat] | self.laid[seat]) & called)
        self.partner = next((seat for seat in holders if seat != self.declarer), None)
        self.start_play(self.contract.first_leader(self.declarer, self.seats[0]))

    def outcome(self) -> scoring.TrisakOutcome | None:
        """The finished deal as the scoring reads it: each seat's tricks, the card points of the declarer's side (its
        tricks and discards: Tolnai §7) or each seat's, the pagát in the last trick, the announcements."""
        if not self.is_terminal() or self.contract is None or self.declarer is None:
            return None
        tricks, counting = self.tricks_taken(), self.game.definition.counting
        side = [seat for seat in self.seats if seat in (self.declarer, self.partner)]
        points = counting.count_taken(tricks, side, [card for seat in side for card in cards_of(self.laid[seat])])
        taken = tuple(sum(trick.winner == seat for trick in tricks) for seat in self.seats)
        each = tuple(counting.count_taken(tricks, (seat,)) for seat in self.seats if self.contract.name == "trisak")
        pagat, won = pagat_in_last_trick(tricks)  # no trick when the declarer settled
        announced = tuple(scoring.Announcement(seat, word) for seat, word in self.announced)
        facts = (taken, self.partner, self.settled, points, each, pagat, won, announced)
        return scoring.TrisakOutcome(self.contract.name, self.declarer, *facts)

    @enforces("trisak.open-bettli")
    def hands_open(self) -> tuple[Seat, ...]:
        """At nyílt bettli the opponents' hands lie open after the first trick (Tolnai §73)."""
        opened = self.contract is not None and self.contract.name == "open bettli" and self.tricks_taken()
        return tuple(seat for seat in self.seats if seat != self.declarer) if opened else ()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The talon cards ``seat`` has seen, and those turned face up."""
        return {"talon": tuple(dict.fromkeys((*self.seen[seat], *self.face_up)))}

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, and at the end the card points of the declarer's side."""
        rows, outcome, total = super().table_rows(view, language), self.outcome(), self.game.definition.total_points
        if outcome is not None:
            rows.append((Words("", ""), CARD_POINTS(language, points=outcome.declarer_points, total=total)))
        return rows


@register_game
class TrisakGame(TableGame):
    """Trisáktarokk (Tolnai §73) under the readings of :class:`~tarokk.games.trisak.options.TrisakOptions`."""

    plays = Plays(
        contracts=tuple(contract.name for contract in TRISAK.contracts),
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset(
            {TalonHandling.NONE, TalonHandling.SHARES, TalonHandling.CHOOSE_HALF, TalonHandling.TO_OPPONENTS}
        ),
        reads=frozenset({"contract.talon_shares", "auction"}),
    )
    rules: TrisakOptions
    name: ClassVar[str] = "trisak"
    options_class = TrisakOptions
    deal_rule = "trisak.deal"
    state_class = TrisakState
    definition = TRISAK
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = scoring.TrisakOutcome
    words = WORDS

    def settle(self, outcome: scoring.TrisakOutcome) -> list[SettlementLine]:
        return scoring.settle(outcome, self.definition, self.rules)

    def max_game_length(self) -> int:
        """Each seat's bids and announcements, A's choice, the talon's choices, and every card once."""
        return len(self.seats) * (len(BIDS) + len(ANNOUNCEABLE) + 1) + 2 + 3 + len(self.definition.deck)
