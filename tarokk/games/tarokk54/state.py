"""A deal of the 54-card ten-contract tarokk from the auction to the settlement
(wiki-tarokk-54-lapos.txt), as a :class:`~tarokk.core.table.TableGame` registered as
``tarokk54``.

The deal runs through its phases: the auction (:meth:`Tarokk54State._auction_refusal`),
then, by contract, the exchange of the skart and the call (:meth:`Tarokk54State._steps`),
the kontras, the twelve tricks and the settlement (:mod:`tarokk.games.tarokk54.scoring`).

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
from tarokk.core.cards import DECK54, Card, cards_of, highest_missing_tarokk, mask_of, sort_hand
from tarokk.core.definition import Contract, Counting, GameDefinition, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, random_bot
from tarokk.core.tricks import MustOvertake, PlayConstraint, TrickPlay
from tarokk.core.words import Language, cards_text
from tarokk.games.tarokk54 import words
from tarokk.games.tarokk54.actions import (
    ACTION_NAMES,
    BIDS,
    HELP,
    KONTRA,
    NUM_ACTIONS,
    PASS,
    REKONTRA,
    SHOW_TALON,
    TAKE_BOTTOM,
    TAKE_TOP,
    action_card,
    action_words,
    call_action,
    called_card,
    discard_action,
    is_bid,
    is_call,
    is_discard,
    is_play,
    play_action,
)
from tarokk.games.tarokk54.bot import rules_bot
from tarokk.games.tarokk54.definition import (
    MUST_OVERTAKE,
    TAROKK54,
    Exchange,
    Part,
    contract_play,
    is_ultimo_card,
)
from tarokk.games.tarokk54.options import Tarokk54Options
from tarokk.games.tarokk54.scoring import Outcome, settle, side_points
from tarokk.games.tarokk54.view import Tarokk54View

HALF = 3
HIGHEST_CALL = 19

# A step after the auction: (take, seat, count: the next cards from the talon's top), (discard,
# seat, count), (call, seat, 0), (half, seat, 0), (kontra, seat, 0), (rekontra, seat, 0) or
# (play, leader, 0). A comment, not a docstring: a documented alias of tuple would send the
# API to the source of builtins.
Step = tuple[str, Seat, int]


@register_game
class Tarokk54Game(TableGame):
    """The 54-card ten-contract tarokk for four, with its open points as options
    (:class:`~tarokk.games.tarokk54.options.Tarokk54Options`):
    ``load_game("tarokk54", trisak_lead="declarer")``."""

    plays = Plays(
        contracts=tuple(contract.name for contract in TAROKK54.contracts),
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset({TalonHandling.NONE, TalonHandling.SHARES, TalonHandling.CHOOSE_HALF}),
        countings=frozenset({Counting.POINTS_PER_TRICK}),
        constraints=frozenset({MUST_OVERTAKE}),
        reads=frozenset({"contract.talon_shares", "kontras"}),
        kontra_words=2,
    )
    rules: Tarokk54Options
    name = "tarokk54"
    action_names = ACTION_NAMES
    definition = TAROKK54
    bots: ClassVar[Mapping[str, Bot]] = MappingProxyType({"random": random_bot, "rules": rules_bot})

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.rules = Tarokk54Options.read(options)

    def max_game_length(self) -> int:
        # the auction: each seat passes once and each contract is bid once, and a helper; the
        # exchange: a call, a half and the discards; the kontras; the tricks
        seats, packets = self.num_players(), self.definition.packets
        return seats + len(BIDS) + 1 + 2 + packets.talon + seats + seats * packets.hand

    @enforces("tarokk54.deal")
    def new_initial_state(self, seed: int | None = None) -> Tarokk54State:
        """Shuffle the pack with ``seed`` and deal it by the definition (:meth:`dealt`): the top
        six are the skart, the rest go out in sixes to A, B, C, D, twice (wiki: Osztás:
        „hatosával jobb felé kiosztja”)."""
        return Tarokk54State(self, *self.dealt(seed))

    @enforces("tarokk54.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> Tarokk54State:
        """A deal of these cards: twelve for each of A, B, C, D and six in the skart, every card of the 54 once."""
        return Tarokk54State(self, *self.checked(hands, talon))


class Tarokk54State(TableState):
    """A deal of the 54-card ten-contract tarokk in progress."""

    game: Tarokk54Game

    def __init__(self, game: Tarokk54Game, hands: Mapping[Seat, tuple[Card, ...]], talon: tuple[Card, ...]) -> None:
        super().__init__(game)
        self._dealt = (dict(hands), talon)
        self.talon = talon
        self.held: dict[Seat, int] = {seat: mask_of(hands[seat]) for seat in game.seats}
        self.phase = "auction"
        self.to_act: Seat | None = game.seats[0]
        self.auction: list[tuple[Seat, int]] = []
        self.passed: set[Seat] = set()
        self.high: tuple[Seat, int] | None = None  # the last bid: who, and its level
        self.helper: Seat | None = None
        self.declarer: Seat | None = None
        self.contract: Contract | None = None  # the contract played (None: all passed, or not yet)
        self.called: Card | None = None
        self.half: str | None = None
        self.looked = False  # whether the declarer has seen the whole skart (from the half phase on)
        self.taken: dict[Seat, tuple[Card, ...]] = {}
        self.skart_of: dict[Seat, tuple[Card, ...]] = {}
        self.steps: list[Step] = []
        self.discards_left = 0
        self.kontra = 0
        self.play: TrickPlay | None = None

    # -- whose turn, what may be done ----------------------------------------------------

    def _legal_actions(self) -> list[int]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == "play":
            assert self.play is not None
            return sorted(play_action(card) for card in self.play.legal_actions())
        if self.phase == "discard":
            return [discard_action(card) for card in DECK54 if self._refusal_of(seat, discard_action(card)) is None]
        return [action for action in self._phase_actions() if self._refusal_of(seat, action) is None]

    def _phase_actions(self) -> list[int]:
        """The actions of the current phase, legal or not."""
        if self.phase == "auction":
            return [PASS, *BIDS, HELP]
        if self.phase == "call":
            return [call_action(DECK54.cards[rank - 1]) for rank in range(1, HIGHEST_CALL + 1)]
        if self.phase == "half":
            return [TAKE_TOP, TAKE_BOTTOM, SHOW_TALON]
        return [PASS, KONTRA, REKONTRA]

    @enforces("tarokk54.turn")
    def _refusal(self, action: int) -> IllegalAction:
        seat = self.to_act
        if seat is None:
            return IllegalAction("tarokk54.turn", "the deal is over")
        if not 0 <= action < NUM_ACTIONS:
            return IllegalAction("tarokk54.turn", f"{action} is not an action of tarokk54 (0 … {NUM_ACTIONS - 1})")
        refusal = self._refusal_of(seat, action)
        assert refusal is not None, f"{ACTION_NAMES[action]!r} is legal"
        return refusal.at(seat=seat, action=ACTION_NAMES[action])

    @enforces("tarokk54.turn")
    def _refusal_of(self, seat: Seat, action: int) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now, or None if it may."""
        phase = self.phase
        if phase == "auction" and (action in (PASS, HELP) or is_bid(action)):
            return self._auction_refusal(seat, action)
        if phase == "call" and is_call(action):
            return self._call_refusal(seat, called_card(action))
        if phase == "half" and action in (TAKE_TOP, TAKE_BOTTOM, SHOW_TALON):
            return self._half_refusal(action)
        if phase == "discard" and is_discard(action):
            return self._discard_refusal(seat, action_card(action))
        if phase == "kontra" and action in (PASS, KONTRA, REKONTRA):
            return self._kontra_refusal(seat, action)
        if phase == "play" and is_play(action):
            assert self.play is not None
            try:
                self.play.check(action_card(action), seat)
            except IllegalAction as refusal:
                return refusal
            return None
        return IllegalAction("tarokk54.turn", f"{ACTION_NAMES[action]!r} is not an action of the {phase} phase")

    # -- the auction ------------------------------------------------------------------------

    @enforces("tarokk54.auction.raise", "tarokk54.auction.ultimo-card", "tarokk54.auction.help")
    def _auction_refusal(self, seat: Seat, action: int) -> IllegalAction | None:
        """A pass is always allowed; a bid must outrank the last one and, with an ultimó, be
        made with the pagát, the sas or a king; „segítek” only answers another player's
        trisákolás (wiki: Licitálás, Ultimóhívás, Trisákolás)."""
        if action == PASS:
            return None
        if action == HELP:
            if self.high is None or self.high[1] != 1 or self.high[0] == seat:
                return IllegalAction(
                    "tarokk54.auction.help", f"{seat} may say „segítek” only to another player's trisákolás"
                )
            return None
        contracts = self.game.definition.contracts
        level = action - BIDS[0] + 1
        contract = contracts[level - 1]
        if self.high is not None and level <= self.high[1]:
            last = contracts[self.high[1] - 1]
            return IllegalAction("tarokk54.auction.raise", f"{seat} must bid higher than {last.hu}, not {contract.hu}")
        with_ultimo = any(part == Part.ULTIMO for part, _ in contract_play(contract).parts)
        if with_ultimo and not any(is_ultimo_card(card) for card in cards_of(self.held[seat])):
            return IllegalAction(
                "tarokk54.auction.ultimo-card", f"{seat} may not bid {contract.hu} without the pagát, the sas or a king"
            )
        return None

    def _bid(self, seat: Seat, action: int) -> None:
        self.auction.append((seat, action))
        if action == PASS:
            self.passed.add(seat)
        elif action == HELP:
            self.helper = seat
            self._end_auction()
            return
        else:
            self.high = (seat, action - BIDS[0] + 1)
        seats = self.game.seats
        if len(self.passed) == len(seats):
            self._end_auction()
            return
        following = next_seat(seat, 1, seats)
        while following in self.passed:
            following = next_seat(following, 1, seats)
        if self.high is not None and following == self.high[0]:
            self._end_auction()
        else:
            self.to_act = following

    def _end_auction(self) -> None:
        if self.high is None:
            self.steps = [("play", self.game.seats[0], 0)]  # all passed: trisákolás without a declarer
        else:
            self.declarer = self.high[0]
            self.contract = self.game.definition.contracts[self.high[1] - 1]
            self.steps = self._steps(self.declarer)
        self._next_step()

    @enforces("tarokk54.talon.game", "tarokk54.talon.half", "tarokk54.talon.closed", "tarokk54.play.lead")
    def _steps(self, declarer: Seat) -> list[Step]:
        """What follows the auction, by contract: in a játék the declarer takes the top four
        and lays four, calls, and the next two take and lay one each (the contract's talon
        shares); in an ultimó he calls before he sees the skart, then takes a half; in a hármas
        he takes a half or shows the talon; in the betlis, szólóhármas and trisákolás nobody
        touches the skart. Then the kontras and the play, led by the dealer's right or, in the
        betlis, by the declarer (wiki: Játék, Ultimóhívás, Hármasjáték, Betli, Lejátszás)."""
        contract = self.contract
        assert contract is not None
        seats = self.game.seats
        calls = contract.partner == Partner.CALL_HIGHEST_MISSING
        steps: list[Step] = []
        if contract.talon == TalonHandling.SHARES:
            for seat, share in contract.talon_distribution(declarer, seats).items():
                if share:
                    steps += [("take", seat, share), ("discard", seat, share)]
                if calls and seat == declarer:
                    steps.append(("call", declarer, 0))
        elif contract.talon == TalonHandling.CHOOSE_HALF:
            if calls:
                steps.append(("call", declarer, 0))
            steps.append(("half", declarer, 0))
        opponents = [next_seat(declarer, offset, seats) for offset in range(1, len(seats))]
        steps += [("kontra", seat, 0) for seat in opponents if seat != self.helper]
        trisak_led = contract_play(contract).parts[0][0] == Part.TRISAK and self.game.rules.trisak_lead == "declarer"
        steps.append(("play", declarer if trisak_led else contract.first_leader(declarer, seats[0]), 0))
        return steps

    def _next_step(self) -> None:
        """Carry out the steps that need nobody's choice and stop at the next that does."""
        while self.steps:
            kind, seat, number = self.steps.pop(0)
            if kind == "take":
                first = sum(len(cards) for cards in self.taken.values())
                cards = self.talon[first : first + number]
                self.taken[seat] = self.taken.get(seat, ()) + cards
                self.held[seat] |= mask_of(cards)
                continue
            if kind == "kontra" and self.kontra > 0:
                continue  # one kontra binds the side: nobody else is asked
            if kind == "play":
                self._start_play(seat)
                return
            self.phase, self.to_act = kind if kind != "rekontra" else "kontra", seat
            if kind == "half":
                self.looked = True  # „megnézheti a skart felső illetve alsó 3 lapját is”
            if kind == "discard":
                self.discards_left = number
            return

    # -- the call and the skart ---------------------------------------------------------------

    def callable_card(self, seat: Seat) -> Card:
        """The tarokk ``seat`` must call: the highest below the XX he lacks (and, under the
        option ``call="hand-and-skart"``, has not laid in the skart)."""
        held = self.held[seat]
        if self.game.rules.call == "hand-and-skart":
            held |= mask_of(self.skart_of.get(seat, ()))
        return highest_missing_tarokk(held)

    @enforces("tarokk54.call.highest-missing")
    def _call_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        """He names the highest tarokk he lacks, the skíz, XXI and XX excepted (wiki: Játék:
        „megnevezi a kezében nem lévő tarokklapok közül a legnagyobbat”)."""
        due = self.callable_card(seat)
        if card == due:
            return None
        return IllegalAction(
            "tarokk54.call.highest-missing", f"{seat} must call the {due.tolnai}, the highest tarokk he lacks"
        )

    @enforces("tarokk54.talon.show")
    def _half_refusal(self, action: int) -> IllegalAction | None:
        """He takes the top or the bottom three; only in the hármas contracts may he refuse,
        leaving the talon face up (wiki: Hármasjáték)."""
        assert self.contract is not None
        if action == SHOW_TALON and contract_play(self.contract).exchange != Exchange.HALF_OR_SHOW:
            return IllegalAction(
                "tarokk54.talon.show", f"only a hármas declarer may refuse the exchange, not in {self.contract.hu}"
            )
        return None

    def _take_half(self, seat: Seat, action: int) -> None:
        self.half = {TAKE_TOP: "top", TAKE_BOTTOM: "bottom", SHOW_TALON: "show"}[action]
        if action != SHOW_TALON:
            cards = self.talon[:HALF] if action == TAKE_TOP else self.talon[HALF:]
            self.taken[seat] = cards
            self.held[seat] |= mask_of(cards)
            self.steps.insert(0, ("discard", seat, HALF))

    @enforces("tarokk54.discard.four-point", "tarokk54.discard.called", "tarokk54.turn")
    def _discard_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        """The card must be in his hand, worth less than 4 points and not the called tarokk
        (wiki: Játék: „de nem tehet le négypontos lapokat … azt a tarokkot, amit a felvevő
        „hívott”, nem lehet letenni”)."""
        if not card.bit & self.held[seat]:
            return IllegalAction("tarokk54.turn", f"{seat} does not hold {card.hu}")
        if self.game.definition.counting.points_of(card) == 4:
            return IllegalAction("tarokk54.discard.four-point", f"{seat} may not lay the four-point {card.hu} down")
        if card == self.called:
            return IllegalAction("tarokk54.discard.called", f"{seat} may not lay down {card.hu}, the called tarokk")
        return None

    # -- kontra ---------------------------------------------------------------------------------

    def side(self) -> frozenset[Seat]:
        """The declarer's side as it plays: himself, his helper, and the holder of the called
        tarokk if another player holds it (None of it before the auction ends)."""
        if self.declarer is None:
            return frozenset()
        side = {self.declarer}
        if self.helper is not None:
            side.add(self.helper)
        if self.called is not None:  # the hands as the play found them (the play keeps its own)
            side |= {seat for seat in self.game.seats if self.called.bit & self.held[seat]}
        return frozenset(side)

    @enforces("tarokk54.kontra")
    def _kontra_refusal(self, seat: Seat, action: int) -> IllegalAction | None:
        """Any one opponent may say kontra, binding his side; the declarer may answer with a
        rekontra; a partner of the declarer says nothing (wiki: Kontrák)."""
        if action == PASS:
            return None
        kontras = self.game.definition.kontras
        if seat == self.declarer:
            if action == REKONTRA and self.kontra == 1 and kontras.may_say(2, owner=True):
                return None
            return IllegalAction("tarokk54.kontra", f"{seat}, the declarer, may only answer a kontra with rekontra")
        if action == KONTRA and seat not in self.side() and kontras.may_say(1, owner=False):
            return None
        return IllegalAction("tarokk54.kontra", f"{seat} may not say {ACTION_NAMES[action]}: only an opponent kontras")

    # -- the play ---------------------------------------------------------------------------------

    @enforces("tarokk54.play.overtake")
    def _constraints(self) -> list[PlayConstraint]:
        """Overtaking is compulsory in betli and terített betli, never elsewhere (wiki:
        Lejátszás: „A felülütés betliben és terített betliben kötelező”)."""
        if self.contract is not None and MUST_OVERTAKE in self.contract.constraints:
            return [MustOvertake("tarokk54.play.overtake")]
        return []

    def _start_play(self, leader: Seat) -> None:
        seats = self.game.seats
        hands = {seat: cards_of(self.held[seat]) for seat in seats}
        self.play = TrickPlay(hands, leader, self._constraints(), seats)
        self.phase, self.to_act = "play", leader

    @property
    @enforces("tarokk54.play.open-hands")
    def open_hands(self) -> bool:
        """Whether the opponents' hands lie face up: in a terített betli, once the declarer
        has led (wiki: Terített betli)."""
        if self.contract is None or not contract_play(self.contract).open_hands or self.play is None:
            return False
        return bool(self.play.tricks or self.play.current)

    # -- applying -----------------------------------------------------------------------------------

    def _apply(self, action: int) -> None:
        seat = self.to_act
        assert seat is not None
        if self.phase == "auction":
            self._bid(seat, action)
        elif self.phase == "call":
            self.called = called_card(action)
            self._next_step()
        elif self.phase == "half":
            self._take_half(seat, action)
            self._next_step()
        elif self.phase == "discard":
            card = action_card(action)
            self.held[seat] ^= card.bit
            self.skart_of[seat] = (*self.skart_of.get(seat, ()), card)
            self.discards_left -= 1
            if self.discards_left == 0:
                self._next_step()
        elif self.phase == "kontra":
            if action == KONTRA:
                self.kontra = 1
                assert self.declarer is not None
                self.steps.insert(
                    next(i for i, step in enumerate(self.steps) if step[0] == "play"), ("rekontra", self.declarer, 0)
                )
            elif action == REKONTRA:
                self.kontra = 2
            self._next_step()
        else:
            assert self.play is not None
            self.play.apply_listed(action_card(action))
            if self.play.finished:
                self.phase, self.to_act = "over", None
            else:
                self.to_act = self.play.to_play

    # -- the end ------------------------------------------------------------------------------------

    def skart(self) -> tuple[Card, ...]:
        """The cards in no hand once the play starts: the talon cards nobody took and every card laid down."""
        taken = {card for cards in self.taken.values() for card in cards}
        laid = [card for cards in self.skart_of.values() for card in cards]
        return tuple(card for card in self.talon if card not in taken) + tuple(laid)

    def outcome(self) -> Outcome:
        """The finished deal as the settlement reads it."""
        assert self.play is not None and self.play.finished
        side = self.side() if self.declarer is not None else frozenset()
        return Outcome(
            self.game.definition, self.contract, self.declarer, side, self.play.tricks, self.skart(), self.kontra
        )

    def settlement(self) -> list[SettlementLine]:
        """The payments (:func:`~tarokk.games.tarokk54.scoring.settle`); none before the end."""
        if not self.is_terminal():
            return []
        return settle(self.outcome())

    # -- what a seat knows ----------------------------------------------------------------------------

    def discard_shown(self, action: int) -> bool:
        """No discarded card is shown (the text does not have the skart shown: every seat sees only its own)."""
        return False

    def view(self, player: int) -> Tarokk54View:
        seat = self.game.seats[player]
        play = self.play
        talon_seen = self.talon if self.looked and self.declarer == seat else self.taken.get(seat, ())
        open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...] = ()
        if self.open_hands:
            assert play is not None
            open_hands = tuple(
                (other, cards_of(play.held[other])) for other in self.game.seats if other != self.declarer
            )
        hand = cards_of(play.held[seat] if play is not None else self.held[seat])
        return Tarokk54View(
            seat=seat,
            phase=self.phase,
            to_act=self.to_act,
            hand=hand,
            auction=tuple((who, ACTION_NAMES[action]) for who, action in self.auction),
            contract=None if self.contract is None else self.contract.name,
            declarer=self.declarer,
            helper=self.helper,
            called=self.called,
            half=self.half,
            kontra=self.kontra,
            talon_seen=tuple(talon_seen),
            own_skart=self.skart_of.get(seat, ()),
            public_talon=self.talon if self.half == "show" else (),
            discards_left=self.discards_left if self.to_act == seat and self.phase == "discard" else 0,
            leader=None if play is None else play.leader,
            tricks=() if play is None else play.tricks,
            current=() if play is None else tuple(play.current),
            open_hands=open_hands,
        )

    def information_state_string(self, player: int) -> str:
        view = self.view(player)
        lines = _view_lines(view, self.game.definition)
        lines += [
            f"trick {number}: " + " ".join(f"{who} {card.tolnai}" for who, card in trick.plays) + f" -> {trick.winner}"
            for number, trick in enumerate(view.tricks, start=1)
        ]
        lines.append("current trick: " + " ".join(f"{who} {card.tolnai}" for who, card in view.current))
        return "\n".join(lines)

    def observation_string(self, player: int) -> str:
        view = self.view(player)
        lines = _view_lines(view, self.game.definition)
        won = {seat: sum(trick.winner == seat for trick in view.tricks) for seat in self.game.seats}
        lines.append("tricks won: " + ", ".join(f"{seat} {count}" for seat, count in won.items()))
        lines.append("current trick: " + " ".join(f"{who} {card.tolnai}" for who, card in view.current))
        return "\n".join(lines)

    # -- words ----------------------------------------------------------------------------------------

    def action_text(self, action: int, language: Language = "en") -> str:
        return action_words(action, self.game.definition, language)

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.contract is None else (self.contract.name, self.declarer)

    def table_text(self, player: int, language: Language = "en") -> str:
        view = self.view(player)
        definition = self.game.definition
        lines = [shared.header(definition.hu, view.seat, language)]
        if view.contract is not None:
            helped = "" if view.helper is None else words.HELPED_BY(language, seat=view.helper)
            declared = words.DECLARED(language, declarer=view.declarer, contract=definition.contract(view.contract))
            lines.append(f"{shared.DECLARER(language)}: {declared}{helped}")
        elif view.phase != "auction":
            lines.append(words.ALL_PASSED(language))
        if view.auction:
            said = (f"{who} {self.action_text(ACTION_NAMES.index(name), language)}" for who, name in view.auction)
            lines.append(f"{shared.AUCTION(language)}: {', '.join(said)}")
        if view.called is not None:
            lines.append(f"{words.CALLED_TAROKK(language)}: {view.called.name(language)}")
        if view.kontra:
            lines.append(definition.kontras.words[view.kontra - 1])
        if view.public_talon:
            lines.append(f"{words.TALON_FACE_UP(language)}: {cards_text(view.public_talon, language)}")
        if view.talon_seen:
            lines.append(f"{shared.TALON(language)}: {cards_text(view.talon_seen, language)}")
        if view.own_skart:
            lines.append(f"{shared.DISCARD(language)}: {cards_text(view.own_skart, language)}")
        for other, cards in view.open_hands:
            lines.append(f"{words.FACE_UP(language, seat=other)}: {cards_text(cards, language)}")
        if view.phase in ("play", "over"):
            won = {seat: sum(trick.winner == seat for trick in view.tricks) for seat in self.game.seats}
            lines.append(f"{shared.TRICKS(language)}: " + ", ".join(f"{seat} {count}" for seat, count in won.items()))
            if view.tricks:
                last = view.tricks[-1]
                plays = " ".join(f"{who} {card.name(language)}" for who, card in last.plays)
                lines.append(f"{words.LAST_TRICK(language)}: {plays} → {last.winner}")
            if view.current:
                plays = " ".join(f"{who} {card.name(language)}" for who, card in view.current)
                lines.append(f"{shared.ON_THE_TABLE(language)}: {plays}")
        if (
            self.is_terminal()
            and self.contract is not None
            and any(part == Part.GAME for part, _ in contract_play(self.contract).parts)
        ):
            points = side_points(self.outcome())
            lines.append(shared.CARD_POINTS(language, points=points, total=definition.total_points))
        lines.append(f"{shared.YOUR_HAND(language)}: {cards_text(view.hand, language)}")
        if view.discards_left:
            left = view.discards_left
            lines.append(words.MORE_TO_DISCARD(language, count=left, s="s" * (left > 1)))
        if view.to_act is not None:
            lines.append(words.TO_ACT(language, seat=view.to_act, phase=shared.PHASES[view.phase](language)))
        return "\n".join(lines)

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return self._dealt

    def __str__(self) -> str:
        """The whole deal, every hand open (for debugging, never for a player)."""
        held = self.play.held if self.play is not None else self.held
        hands = [f"{seat}: {_cards(cards_of(held[seat]))}" for seat in self.game.seats]
        skart = ", ".join(card.tolnai for card in self.skart())
        actions = ", ".join(ACTION_NAMES[action] for action in self._history)
        return "\n".join([*hands, f"skart: {skart}", f"actions: {actions}"])


def _cards(cards: Sequence[Card]) -> str:
    return ", ".join(card.tolnai for card in sort_hand(cards))


def _view_lines(view: Tarokk54View, definition: GameDefinition) -> list[str]:
    """The seat's own cards and the public record, from the view alone, the kontras by the
    words of the game ``definition``."""
    lines = [
        f"seat {view.seat}" + (f", to act in the {view.phase}" if view.to_act == view.seat else ""),
        "hand: " + _cards(view.hand),
        "auction: " + " ".join(f"{who} {name}" for who, name in view.auction),
    ]
    if view.contract is not None:
        helped = "" if view.helper is None else f" helped by {view.helper}"
        lines.append(f"contract: {view.contract} by {view.declarer}{helped}")
    if view.called is not None:
        lines.append(f"called: {view.called.tolnai}")
    if view.half is not None:
        lines.append(f"skart: {view.half}")
    if view.kontra:
        lines.append(definition.kontras.words[view.kontra - 1])
    if view.talon_seen:
        lines.append("talon seen: " + _cards(view.talon_seen))
    if view.own_skart:
        lines.append("own skart: " + _cards(view.own_skart))
    if view.public_talon:
        lines.append("talon face up: " + _cards(view.public_talon))
    lines += [f"{other} face up: " + _cards(cards) for other, cards in view.open_hands]
    return lines
