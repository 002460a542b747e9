"""A deal of the 54-card ten-contract tarokk from the auction to the settlement
(wiki-tarokk-54-lapos.txt), as a :class:`~tarokk.core.table.TableGame` registered as
``tarokk54``.

The deal runs through its phases, each a step of a :class:`~tarokk.phases.pipeline.PhasedState`
(the game's own in :mod:`tarokk.games.tarokk54.phases`): the auction, then, by contract, the
exchange of the skart and the call (:meth:`Tarokk54State._course`), the kontras, the twelve
tricks and the settlement (:mod:`tarokk.games.tarokk54.scoring`).

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
from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import Card, cards_of, highest_missing_tarokk, mask_of
from tarokk.core.definition import Counting, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, random_bot
from tarokk.core.tricks import MustOvertake, PlayConstraint, TrickPlay
from tarokk.core.words import Language, Words, cards_text
from tarokk.games.tarokk54.actions import ACTIONS, BIDS, HALVES, action_words
from tarokk.games.tarokk54.bot import rules_bot
from tarokk.games.tarokk54.definition import MUST_OVERTAKE, TAROKK54, Exchange, Part, contract_play
from tarokk.games.tarokk54.options import Tarokk54Options
from tarokk.games.tarokk54.phases import CallTarokk, LayInSkart, OneKontra, TenContracts
from tarokk.games.tarokk54.scoring import Outcome, part_details, settle
from tarokk.games.tarokk54.view import Tarokk54View
from tarokk.games.tarokk54.words import WORDS
from tarokk.phases.auction import AuctionRuleIds, LadderAuction
from tarokk.phases.kontras import GAME
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.talon import TalonParts
from tarokk.phases.tricks import Tricks

HALF = 3
"""The skart's halves: its top three cards and its bottom three."""
AUCTION_RULES = AuctionRuleIds("tarokk54.auction.raise", "tarokk54.auction.raise", "tarokk54.turn")
"""The catalogue's rules the auction refuses under: a bid not higher than the last (and a
hold, which this auction does not have), and a call after its end."""


class Tarokk54State(PhasedState):
    """A deal of the 54-card ten-contract tarokk in progress: the auction, by contract the
    call, the skart's half and the discards, the kontras and the tricks, each phase a step."""

    game: Tarokk54Game
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "tarokk54.turn"
    view_class = Tarokk54View
    steps: ClassVar[Mapping[str, Step]] = {
        "auction": TenContracts(AUCTION_RULES),
        "call": CallTarokk(),
        "half": TalonParts(HALVES),
        # the four-point cards, which no one may lay down, are the kings and the honours (wiki: Alapismeretek)
        "discard": LayInSkart("tarokk54.discard.four-point", unheld_rule="tarokk54.turn"),
        "kontra": OneKontra(),
        "play": Tricks(),
    }

    def __init__(self, game: Tarokk54Game, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction(self.seats, BIDS, AuctionRules(HoldingRight.NONE), AUCTION_RULES)
        self.phase = "auction"
        self.helper: Seat | None = None
        self.called: Card | None = None
        self.half: str | None = None
        self.looked = False  # whether the declarer has seen the whole skart (from the half phase on)
        self.taken: dict[Seat, tuple[Card, ...]] = {}
        self.skart_of: dict[Seat, tuple[Card, ...]] = {}
        self.course: list[tuple[str, Seat, int]] = []
        """What follows now, turn by turn (:meth:`_course`)."""
        self.turn: Seat | None = None

    # -- the deal's course ------------------------------------------------------------------

    def phase_over(self, phase: str) -> None:
        """After the auction the course of its contract (:meth:`_course`), or, all having
        passed, the tricks of a trisákolás without a declarer; after a kontra the declarer's
        turn to answer it; after the tricks the end."""
        if phase == "auction":
            self.declarer = self.auction.declarer
            if self.declarer is None or self.auction.contract is None:
                self.course = [("play", self.seats[0], 0)]
            else:
                self.contract = self.game.definition.contract(self.auction.contract)
                self.course = self._course(self.declarer)
        elif phase == "kontra" and self.kontra == 1 and self.turn != self.declarer:
            assert self.declarer is not None  # one kontra binds the side: nobody else is asked
            self.course[:-1] = [("kontra", self.declarer, 0)]
        elif phase == "play":
            return self.end()
        return self._next()

    @enforces("tarokk54.talon.game", "tarokk54.talon.half", "tarokk54.talon.closed", "tarokk54.play.lead")
    def _course(self, declarer: Seat) -> list[tuple[str, Seat, int]]:
        """What follows the auction, by contract: in a játék the declarer takes the top four
        and lays four, calls, and the next two take and lay one each (the contract's talon
        shares); in an ultimó he calls before he sees the skart, then takes a half; in a hármas
        he takes a half or shows the talon; in the betlis, szólóhármas and trisákolás nobody
        touches the skart. Then the kontras and the play, led by the dealer's right or, in the
        betlis, by the declarer (wiki: Játék, Ultimóhívás, Hármasjáték, Betli, Lejátszás)."""
        contract = self.contract
        assert contract is not None
        calls = contract.partner == Partner.CALL_HIGHEST_MISSING
        course: list[tuple[str, Seat, int]] = []
        if contract.talon == TalonHandling.SHARES:
            for seat, share in contract.talon_distribution(declarer, self.seats).items():
                if share:
                    course += [("take", seat, share), ("discard", seat, share)]
                if calls and seat == declarer:
                    course.append(("call", declarer, 0))
        elif contract.talon == TalonHandling.CHOOSE_HALF:
            if calls:
                course.append(("call", declarer, 0))
            course.append(("half", declarer, 0))
        opponents = [next_seat(declarer, offset, self.seats) for offset in range(1, len(self.seats))]
        course += [("kontra", seat, 0) for seat in opponents if seat != self.helper]
        trisak_led = contract_play(contract).parts[0][0] == Part.TRISAK and self.game.rules.trisak_lead == "declarer"
        course.append(("play", declarer if trisak_led else contract.first_leader(declarer, self.seats[0]), 0))
        return course

    def _next(self) -> None:
        """Carry out the turns that need nobody's choice (the talon cards taken) and stop at the
        next that does; the course always ends with the play."""
        kind, seat, number = self.course.pop(0)
        while kind == "take":
            first = sum(len(cards) for cards in self.taken.values())
            self._take(seat, self.talon[first : first + number])
            kind, seat, number = self.course.pop(0)
        if kind == "play":
            return self._start_play(seat)
        self.phase, self.turn = kind, seat
        if kind == "half":
            self.looked = True  # „megnézheti a skart felső illetve alsó 3 lapját is”
        if kind == "discard":
            self.to_discard = len(self.discard) + number
        return None

    def _take(self, seat: Seat, cards: tuple[Card, ...]) -> None:
        self.taken[seat] = cards
        self.held[seat] |= mask_of(cards)

    # -- the skart and the call -------------------------------------------------------------

    def take_part(self, part: int) -> None:
        """The declarer takes the top or the bottom three of the skart and lays three away, or
        neither, and the talon lies face up."""
        self.half = ("top", "bottom", "show")[part]
        if self.half != "show":
            assert self.declarer is not None
            self._take(self.declarer, self.talon[part * HALF : (part + 1) * HALF])
            self.course.insert(0, ("discard", self.declarer, HALF))

    @enforces("tarokk54.talon.show")
    def part_refusal(self, seat: Seat, part: int) -> IllegalAction | None:
        """He takes the top or the bottom three; only in the hármas contracts may he refuse,
        leaving the talon face up (wiki: Hármasjáték)."""
        assert self.contract is not None
        if HALVES[part] == "show talon" and contract_play(self.contract).exchange != Exchange.HALF_OR_SHOW:
            reason = f"only a hármas declarer may refuse the exchange, not in {self.contract.hu}"
            return IllegalAction("tarokk54.talon.show", reason)
        return None

    def callable_card(self, seat: Seat) -> Card:
        """The tarokk ``seat`` must call: the highest below the XX he lacks (and, under the
        option ``call="hand-and-skart"``, has not laid in the skart)."""
        held = self.held[seat]
        if self.game.rules.call == "hand-and-skart":
            held |= mask_of(self.skart_of.get(seat, ()))
        return highest_missing_tarokk(held)

    # -- the sides and the kontra -----------------------------------------------------------

    def declaring_side(self) -> frozenset[Seat]:
        """The declarer's side as it plays: himself, his helper, and the holder of the called
        tarokk if another player holds it (none of it before the auction ends)."""
        if self.declarer is None:
            return frozenset()
        side = {self.declarer}
        if self.helper is not None:
            side.add(self.helper)
        if self.called is not None:  # the hands as the play found them (the play keeps its own)
            side |= {seat for seat in self.seats if self.called.bit & self.held[seat]}
        return frozenset(side)

    def side(self, seat: Seat) -> Side:
        """The declarer's side for a seat of :meth:`declaring_side`, else the opponents'."""
        return DECLARER if seat in self.declaring_side() else OPPONENTS

    @property
    def kontra(self) -> int:
        """The words said on the game: 0 none, 1 kontra, 2 rekontra."""
        return self.kontras.level(GAME)

    # -- the play -----------------------------------------------------------------------------

    @enforces("tarokk54.play.overtake")
    def _constraints(self) -> list[PlayConstraint]:
        """Overtaking is compulsory in betli and terített betli, never elsewhere (wiki:
        Lejátszás: „A felülütés betliben és terített betliben kötelező”)."""
        if self.contract is not None and MUST_OVERTAKE in self.contract.constraints:
            return [MustOvertake("tarokk54.play.overtake")]
        return []

    def _start_play(self, leader: Seat) -> None:
        self.phase = "play"
        hands = {seat: cards_of(self.held[seat]) for seat in self.seats}
        self.play = TrickPlay(hands, leader, self._constraints(), self.seats)

    @property
    @enforces("tarokk54.play.open-hands")
    def open_hands(self) -> bool:
        """Whether the opponents' hands lie face up: in a terített betli, once the declarer
        has led (wiki: Terített betli)."""
        if self.contract is None or not contract_play(self.contract).open_hands or self.play is None:
            return False
        return bool(self.play.tricks or self.play.current)

    # -- the end ------------------------------------------------------------------------------

    def skart(self) -> tuple[Card, ...]:
        """The cards in no hand once the play starts: the talon cards nobody took and every card laid down."""
        taken = {card for cards in self.taken.values() for card in cards}
        return tuple(card for card in self.talon if card not in taken) + tuple(self.discard)

    def outcome(self) -> Outcome:
        """The finished deal as the settlement reads it."""
        assert self.play is not None and self.play.finished
        side, tricks = self.declaring_side(), self.play.tricks
        return Outcome(self.game.definition, self.contract, self.declarer, side, tricks, self.skart(), self.kontra)

    def settlement(self) -> list[SettlementLine]:
        """The payments (:func:`~tarokk.games.tarokk54.scoring.settle`); none before the end."""
        return settle(self.outcome()) if self.is_terminal() else []

    # -- what a seat knows, in words ----------------------------------------------------------

    def discard_shown(self, action: int) -> bool:
        """No discarded card is shown (the text does not have the skart shown: every seat sees only its own)."""
        return False

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The talon cards the seat took or looked at, its own skart (and no tarokk shown from
        the skart), and the game's own fields of :class:`~tarokk.games.tarokk54.view.Tarokk54View`."""
        play, opponents = self.play, [other for other in self.seats if other != self.declarer]
        open_hands = (
            tuple((other, cards_of(play.held[other])) for other in opponents) if play and self.open_hands else ()
        )
        discarding = self.phase == "discard" and self.turn == seat
        return {
            "talon": self.talon if self.looked and seat == self.declarer else self.taken.get(seat, ()),
            "discard": self.skart_of.get(seat, ()),
            "shown_tarokks": (),
            "helper": self.helper,
            "called": self.called,
            "half": self.half,
            "kontra": self.kontra,
            "public_talon": self.talon if self.half == "show" else (),
            "discards_left": self.to_discard - len(self.discard) if discarding else 0,
            "leader": None if play is None else play.leader,
            "open_hands": open_hands,
        }

    def action_text(self, action: int, language: Language = "en") -> str:
        return action_words(action, self.game.definition, language)

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the declarer's with his units and his helper (or nobody's, all
        having passed), and the game's own after it: the card points of a game at the end, the
        called tarokk, the kontra, the talon face up and the opponents' hands laid open."""
        assert isinstance(view, Tarokk54View)
        rows, own = super().table_rows(view, language), []
        if self.contract is not None:
            helped = "" if view.helper is None else WORDS.helped_by(language, seat=view.helper)
            declared = WORDS.declared(language, declarer=view.declarer, contract=self.contract) + helped
            rows = [(label, declared if label is shared.DECLARER else text) for label, text in rows]
        elif view.phase != "auction":
            own.append((shared.DECLARER, WORDS.all_passed(language)))
        if self.is_terminal() and self.contract is not None and Part.GAME in dict(contract_play(self.contract).parts):
            own.append((WORDS.card_points, part_details(self.outcome(), Part.GAME, language)))
        if view.called is not None:
            own.append((WORDS.called_tarokk, view.called.name(language)))
        if view.kontra:
            own.append((shared.ANNOUNCEMENTS, self.game.definition.kontras.words[view.kontra - 1]))
        if view.public_talon:
            own.append((WORDS.talon_face_up, cards_text(view.public_talon, language)))
        if view.open_hands:
            hands = (f"{other}: {cards_text(cards, language)}" for other, cards in view.open_hands)
            own.append((WORDS.face_up, " | ".join(hands)))
        at = 2 if self.contract is not None else 1
        return rows[:at] + own + rows[at:]


@register_game
class Tarokk54Game(TableGame):
    """The 54-card ten-contract tarokk for four, with its open points as options
    (:class:`~tarokk.games.tarokk54.options.Tarokk54Options`):
    ``load_game("tarokk54", trisak_lead="declarer")``."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset({TalonHandling.NONE, TalonHandling.SHARES, TalonHandling.CHOOSE_HALF}),
        countings=frozenset({Counting.POINTS_PER_TRICK}),
        constraints=frozenset({MUST_OVERTAKE}),
        reads=frozenset({"contract.talon_shares", "kontras"}),
        kontra_words=2,
    )
    rules: Tarokk54Options
    name = "tarokk54"
    options_class = Tarokk54Options
    deal_rule = "tarokk54.deal"
    state_class = Tarokk54State
    action_names = ACTIONS.names
    definition = TAROKK54
    bots: ClassVar[Mapping[str, Bot]] = MappingProxyType({"random": random_bot, "rules": rules_bot})

    def max_game_length(self) -> int:
        # the auction: each seat passes once and each contract is bid once, and a helper; the
        # exchange: a call, a half and the discards; the kontras; the tricks
        seats, packets = self.num_players(), self.definition.packets
        return seats + len(BIDS) + 1 + 2 + packets.talon + seats + seats * packets.hand
