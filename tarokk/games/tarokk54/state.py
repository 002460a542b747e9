"""A deal of the 54-card ten-contract tarokk (wiki-tarokk-54-lapos.txt), a :class:`~tarokk.core.table.TableGame`
registered as ``tarokk54``: the auction, by contract the exchange of the skart and the call, the kontras and the
tricks, each phase a step (the auction with its „segítek” is the game's own).

>>> from tarokk.core.state import load_game
>>> state = load_game("tarokk54", seed=3).new_initial_state()
>>> state.action_to_string(state.legal_actions()[1])
'trisak'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import Card, card_object, cards_of, highest_missing_tarokk
from tarokk.core.counting import Counting
from tarokk.core.definition import Contract, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.tricks import MUST_OVERTAKE, winning_play
from tarokk.core.words import Language, Said, Words
from tarokk.games.tarokk54.actions import ACTIONS, BIDS, HALVES, HELP
from tarokk.games.tarokk54.bot import rule_policy
from tarokk.games.tarokk54.definition import TAROKK54, ULTIMO_CARDS, Part, contract_play
from tarokk.games.tarokk54.options import Tarokk54Options
from tarokk.games.tarokk54.scoring import Tarokk54Outcome, part_result, settle
from tarokk.games.tarokk54.view import Tarokk54View
from tarokk.games.tarokk54.words import WORDS
from tarokk.phases.announcements import KontraTurns
from tarokk.phases.auction import AuctionRuleIds, LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.calling import CallCard
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.talon import TalonParts
from tarokk.phases.tricks import Tricks

CALLED_KEPT = "tarokk54.discard.called"
"""The rule that no one lays the called tarokk in the skart."""
AUCTION_RULES = AuctionRuleIds("tarokk54.auction.raise", "tarokk54.auction.raise", "tarokk54.turn")
"""The rules the auction refuses under: a bid not higher than the last, and a call after its end."""
Turn = tuple[str, Seat, tuple[Card, ...]]
"""A turn of the deal: its phase, its seat, and the talon cards he takes first to lay away."""


class TenContracts(Bidding):
    """The auction over the ten contracts (:class:`Bidding`), and „segítek”, which answers another player's
    trisákolás and ends the auction, the two playing as a pair (wiki: Licitálás, Trisákolás)."""

    @enforces("tarokk54.auction.help")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.auction is not None
        calls = super().legal(state, seat)
        helps = state.auction.level == 1 and state.auction.high != seat
        return [*calls, state.actions.index[HELP]] if helps else calls

    @enforces("tarokk54.auction.help")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.names[action] == HELP:
            return IllegalAction("tarokk54.auction.help", **WORDS.help_only_trisak.message(seat=seat))
        return super().refusal(state, seat, action)

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.auction is not None
        if state.actions.names[action] != HELP:
            return super().apply(state, seat, action)
        state.auction.calls.append((seat, HELP))
        state.auction.to_speak = None  # the auction is over
        return True


class Tarokk54State(PhasedState):
    """A deal in progress; :attr:`course` says what follows the auction, turn by turn."""

    game: Tarokk54Game
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "tarokk54.turn"
    view_class = Tarokk54View
    private_discards = True  # every seat sees only its own skart
    action_words = WORDS.group("said")
    # overtaking is compulsory in the betlis (wiki: Lejátszás)
    play_rules: ClassVar[Mapping[str, str]] = {MUST_OVERTAKE: "tarokk54.play.overtake"}
    steps: ClassVar[Mapping[str, Step]] = {
        "auction": TenContracts(AUCTION_RULES),
        "call": CallCard("tarokk54.call.highest-missing"),
        "half": TalonParts(HALVES),
        # no one lays down a four-point card, a king or an honour (wiki: Alapismeretek), nor the called tarokk (Játék)
        "discard": LayAway("tarokk54.discard.four-point", unheld_rule="tarokk54.turn", called_rule=CALLED_KEPT),
        # an opponent asked says kontra, which binds his side, or passes; the declarer, asked after a kontra, may
        # answer rekontra; his partner only passes (wiki: Kontrák)
        "kontra": KontraTurns("tarokk54.kontra", turn_each=True),
        "play": Tricks(),
    }

    def __init__(self, game: Tarokk54Game, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.phase = "auction"
        self.half: str | None = None
        self.taken: dict[Seat, tuple[Card, ...]] = {}
        self.course: list[Turn] = []
        """The turns to come (:meth:`course_of`)."""
        self.turn: Seat | None = None

    @property
    def helper(self) -> Seat | None:
        """Who answered the trisákolás with „segítek” (wiki: Trisákolás)."""
        return next((seat for seat, call in self.auction.calls if call == HELP), None)

    def kontra_turn(self) -> Seat | None:
        return self.turn

    def phase_over(self, phase: str) -> None:
        """After the auction its contract's course (:meth:`course_of`), or, all having passed, the tricks; after a
        kontra the declarer's turn to answer it; after the tricks the end."""
        if phase == "auction":
            self.declarer = self.auction.declarer
            if self.declarer is None or self.auction.contract is None:
                self.course = [("play", self.seats[0], ())]
            else:
                self.contract = self.game.definition.contract(self.auction.contract)
                self.course = self.course_of(self.contract, self.declarer)
        elif phase == "kontra" and self.kontra == 1 and self.turn != self.declarer:
            assert self.declarer is not None  # one kontra binds the side: nobody else is asked
            self.course[:-1] = [("kontra", self.declarer, ())]
        elif phase == "play":
            return self.end()
        kind, seat, cards = self.course.pop(0)
        if kind == "play":
            return self.start_play(seat)
        self.phase, self.turn = kind, seat
        if kind == "discard":
            self.taken[seat] = cards
            self.take_from_talon(seat, cards)
        return None

    @enforces("tarokk54.talon.game", "tarokk54.talon.half", "tarokk54.talon.closed", "tarokk54.play.lead")
    def course_of(self, contract: Contract, declarer: Seat) -> list[Turn]:
        """The turns after the auction: in a játék the declarer takes the top four and lays four, calls, and the
        next two take and lay one each; in an ultimó he calls, then takes a half; in a hármas he takes a half or
        shows the talon; else nobody touches the skart. Then the kontras and the play, led by first hand or, in the
        betlis, the declarer (wiki: Játék, Ultimóhívás, Hármasjáték, Betli, Lejátszás)."""
        calls: list[Turn] = [("call", declarer, ())] if contract.partner == Partner.CALL_HIGHEST_MISSING else []
        course: list[Turn] = []
        if contract.talon == TalonHandling.SHARES:
            for seat, cards in self.talon_shares(contract, declarer):
                course += [("discard", seat, cards), *(calls if seat == declarer else [])]
        elif contract.talon == TalonHandling.CHOOSE_HALF:
            course += [*calls, ("half", declarer, ())]
        others = [next_seat(declarer, offset, self.seats) for offset in range(1, len(self.seats))]
        course += [("kontra", seat, ()) for seat in others if seat != self.helper]
        trisak_led = contract_play(contract).parts[0][0] == Part.TRISAK and self.game.rules.trisak_lead == "declarer"
        return [*course, ("play", declarer if trisak_led else contract.first_leader(declarer, self.seats[0]), ())]

    @enforces("tarokk54.auction.ultimo-card")
    def bid_refusal(self, seat: Seat, call: str) -> IllegalAction | None:
        """A contract with an ultimó is bid only with the pagát, the sas or a king (wiki: Ultimóhívás)."""
        contract = self.game.definition.contract(call) if call in BIDS else None
        if contract is None or self.held[seat] & ULTIMO_CARDS or Part.ULTIMO not in dict(contract_play(contract).parts):
            return None
        said = WORDS.ultimo_card.message(seat=seat, contract=contract.hu)
        return IllegalAction("tarokk54.auction.ultimo-card", **said)

    def take_part(self, part: int) -> None:
        """The declarer takes the top or the bottom three of the skart, to lay three away, or neither: the talon
        lies face up."""
        self.half = ("top", "bottom", "show")[part]
        if self.half != "show":
            assert self.declarer is not None
            self.course.insert(0, ("discard", self.declarer, self.halves()[part]))

    @enforces("tarokk54.talon.show")
    def part_refusal(self, seat: Seat, part: int) -> IllegalAction | None:
        """Only in the hármas contracts may he refuse the exchange (wiki: Hármasjáték)."""
        assert self.contract is not None
        if HALVES[part] != "show talon" or contract_play(self.contract).may_refuse_exchange:
            return None
        said = WORDS.exchange_refused_only_at_harmas.message(contract=self.contract.hu)
        return IllegalAction("tarokk54.talon.show", **said)

    @enforces("tarokk54.call.highest-missing")
    def callable_cards(self, seat: Seat) -> int:
        """The tarokk ``seat`` must call: the highest below the XX he lacks (with ``call="hand-and-skart"``, nor
        has laid in the skart; wiki: Játék)."""
        held = self.held[seat]
        if self.game.rules.call == "hand-and-skart":
            held |= self.laid[seat]
        return highest_missing_tarokk(held).bit

    def call_reason(self, seat: Seat, card: Card) -> Said:
        due = cards_of(self.callable_cards(seat))[0]
        return WORDS.call_highest_missing.message(seat=seat, due=Words(due.tolnai, card_object(due, "hu")))

    @property
    def partner(self) -> Seat | None:
        """Who plays beside the declarer: his helper, or who else held the called tarokk when the play began."""
        called = 0 if self.called is None else self.called.bit
        holders = (seat for seat in self.seats if seat != self.declarer and called & self.held[seat])
        return self.helper or next(holders, None)

    def side(self, seat: Seat) -> Side:
        return DECLARER if seat in (self.declarer, self.partner) else OPPONENTS

    @property
    def kontra(self) -> int:
        """The words said on the game: 0 none, 1 kontra, 2 rekontra."""
        return self.kontras.level(GAME)

    def skart(self) -> tuple[Card, ...]:
        """The cards in no hand once the play starts: the talon cards nobody took and every card laid down."""
        taken = {card for cards in self.taken.values() for card in cards}
        return tuple(card for card in self.talon if card not in taken) + tuple(self.discard)

    @enforces("tarokk54.scoring.game")
    def outcome(self) -> Tarokk54Outcome | None:
        """The finished deal as the settlement reads it: each seat's tricks, the card points of the declarer's side
        (its cards and 1 a trick; the skart counts for the opponents: wiki: Játék), the last trick's winner and card."""
        if not self.is_terminal():
            return None
        tricks, side = self.tricks_taken(), [seat for seat in self.seats if self.side(seat) == DECLARER]
        taken = tuple(sum(trick.winner == seat for trick in tricks) for seat in self.seats)
        contract = None if self.contract is None else self.contract.name
        points = None if self.declarer is None else self.game.definition.counting.count_taken(tricks, side)
        last, card = winning_play(tricks[-1].plays)
        return Tarokk54Outcome(contract, self.declarer, taken, self.partner, points, last, card, self.kontra)

    @enforces("tarokk54.play.open-hands")
    def hands_open(self) -> tuple[Seat, ...]:
        """In a terített betli the opponents' hands, face up once the declarer has led (wiki: Terített betli)."""
        play, opened = self.play, self.contract is not None and contract_play(self.contract).open_hands
        shown = play is not None and opened and bool(play.tricks or play.current)
        return tuple(other for other in self.seats if other != self.declarer) if shown else ()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The talon cards the seat took or looked at, its own skart, and the game's own fields
        (:class:`~tarokk.games.tarokk54.view.Tarokk54View`)."""
        looked = seat == self.declarer and (self.phase == "half" or self.half is not None)
        return {
            "talon": self.talon if looked or self.half == "show" else self.taken.get(seat, ()),
            "helper": self.helper,
            "half": self.half,
        }

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the declarer's with his units and his helper (or nobody's, all having passed), then the
        card points of a game at the end and the kontra."""
        assert isinstance(view, Tarokk54View)
        rows, added = super().table_rows(view, language), []
        if self.contract is not None:
            helped = "" if view.helper is None else WORDS.helped_by(language, seat=view.helper)
            declared = WORDS.declared(language, declarer=view.declarer, contract=self.contract)
            rows[1] = (shared.DECLARER, declared + helped)
        elif view.phase != "auction":
            added.append((shared.DECLARER, WORDS.all_passed(language)))
        outcome = self.outcome()
        if outcome is not None and self.contract is not None and Part.GAME in dict(contract_play(self.contract).parts):
            added.append((WORDS.card_points, part_result(Part.GAME, outcome, self.game.definition)[1](language)))
        if view.kontra:
            added.append((shared.ANNOUNCEMENTS, self.game.definition.kontras.words[view.kontra - 1]))
        at = 2 if self.contract is not None else 1
        return rows[:at] + added + rows[at:]


@register_game
class Tarokk54Game(TableGame):
    """The 54-card ten-contract tarokk for four; its options (:class:`~tarokk.games.tarokk54.options.Tarokk54Options`)
    are the text's open points: ``load_game("tarokk54", trisak_lead="declarer")``."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset({TalonHandling.NONE, TalonHandling.SHARES, TalonHandling.CHOOSE_HALF}),
        countings=frozenset({Counting.POINTS_PER_TRICK}),
        reads=frozenset({"contract.talon_shares", "kontras", "auction"}),
        kontra_words=2,
    )
    rules: Tarokk54Options
    name = "tarokk54"
    options_class = Tarokk54Options
    deal_rule = "tarokk54.deal"
    state_class = Tarokk54State
    definition = TAROKK54
    policies: ClassVar[Mapping[str, Policy]] = MappingProxyType({"random": random_policy, "rule": rule_policy})
    outcome_class = Tarokk54Outcome
    words = WORDS

    def settle(self, outcome: Tarokk54Outcome) -> list[SettlementLine]:
        return settle(outcome, self.definition)

    def max_game_length(self) -> int:
        # the auction (a pass each, each contract once, a help), a call, a half, the discards, the kontras, the tricks
        seats, packets = self.num_players(), self.definition.packets
        return seats + len(BIDS) + 1 + 2 + packets.talon + seats + seats * packets.hand
