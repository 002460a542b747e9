"""A deal as the pipeline of phases its definition names, each phase a step written once.

A :class:`Step` is one phase of a deal as every game that has it plays it: who acts, what
he may do, why anything else is refused (with the game's rule id) and what an action
does. The steps keep nothing of their own; they read and change the deal's shared state,
the attributes of :class:`PhasedState` (the hands as held, the declarer and his contract,
the skart, what was said, the kontras, the tricks). A game's state names a step for each
phase of its definition (:attr:`PhasedState.steps`), and says what follows the end of each
phase (:meth:`PhasedState.phase_over`): that, the settlement and the words are what is
its own.

The steps every game shares: the auction (:class:`~tarokk.phases.bidding.Bidding`), the call
of a partner (:class:`~tarokk.phases.calling.CallCard`), the discard
(:class:`~tarokk.phases.layaway.LayAway`), the announcements with their kontras
(:class:`~tarokk.phases.announcements.AnnouncementRound`) and the tricks
(:class:`~tarokk.phases.tricks.Tricks`).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from functools import partial
from itertools import islice
from typing import Any, ClassVar, Protocol

import numpy as np

from tarokk.core import words
from tarokk.core.actions import ActionTable
from tarokk.core.cards import TAROKKS, Card, card_object, cards_of, mask_of
from tarokk.core.definition import Contract, Phase, TalonHandling
from tarokk.core.display import hand_text
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side, figure_outcome
from tarokk.core.outcome import FigureResult
from tarokk.core.seats import Seat
from tarokk.core.table import TableGame, TableState
from tarokk.core.tricks import CONTRACT_CONSTRAINTS, KeepToLastTrick, PlayConstraint, Trick, TrickPlay
from tarokk.core.words import Language, Words
from tarokk.phases.auction import HOLD, PASS, LadderAuction
from tarokk.phases.kontras import GAME, Kontras
from tarokk.phases.samples import sample_deal

SHARED_SAID = {PASS: words.PASSES, HOLD: words.HOLDS}
"""The calls every auction has, as a player says them."""
BIDS = words.CORE.bids
"""A bid, said by its contract's name."""
CARD_ACTIONS = words.CORE.group("card_actions")
"""A card played, laid away or called, by the action's first word."""


class Step(Protocol):
    """One phase of a deal, as the state runs it."""

    def actor(self, state: PhasedState) -> Seat | None:
        """The seat to act in this phase (None when nobody is)."""

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        """The actions ``seat`` may take now, sorted."""

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        """Why ``action``, not legal now, is refused, if it is an action of this phase (None
        for an action of another phase: the state's turn rule refuses it)."""

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        """Take ``action`` (a legal one) for ``seat``; whether the phase is over."""


@dataclass(frozen=True)
class SeatView:
    """What one seat may know of a deal run by :class:`PhasedState`: its own hand,
    everything said and played in the open, the talon where it has been shown, its own
    discard if it declared (every discard once the deal is over), the tarokks shown from
    the skart. A game whose seats know more extends it (:attr:`PhasedState.view_class`)."""

    seat: Seat
    seats: tuple[Seat, ...]
    """The seats that play, in playing order."""
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    calls: tuple[tuple[Seat, str], ...]
    declarer: Seat | None
    contract: str | None
    called: Card | None
    """The card the declarer called his partner by, said aloud (None: none called)."""
    talon: tuple[Card, ...]
    discard: tuple[Card, ...]
    discards_left: int
    """How many cards this seat has still to lay away now (0: it is not laying away)."""
    shown_tarokks: tuple[Card, ...]
    announcements: tuple[tuple[Seat, str], ...]
    kontra: int
    """The words said on the game: 0 none, 1 kontra, 2 rekontra … (:class:`~tarokk.phases.kontras.Kontras`)."""
    tricks: tuple[Trick, ...]
    current: tuple[tuple[Seat, Card], ...]
    open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    """The hands lying face up for everyone (:meth:`PhasedState.hands_open`), by seat."""
    deals_alike: Callable[[np.random.Generator], TableState | None] | None = field(
        default=None, compare=False, repr=False, kw_only=True
    )
    """Draws a deal this seat cannot tell from the real one, at the point the view was taken
    (:func:`~tarokk.phases.samples.sample_deal`): what a search bot plays its choices out in."""

    unlocated: ClassVar[tuple[str, ...]] = ("called",)
    """The fields that name a card without telling where it lies (the card called aloud)."""

    def located(self) -> int:
        """The cards whose place this seat knows, as a card set: every card its view shows (its
        hand, the cards played, the talon or skart shown, the discards it saw, open hands and
        whatever a game's view adds), but a card only named (:attr:`unlocated`)."""
        return _cards_in(tuple(getattr(self, f.name) for f in fields(self) if f.name not in self.unlocated))

    def played(self) -> list[tuple[Seat, Card]]:
        """Every card played so far, by seat: the tricks' cards, then the trick on the table's."""
        return [*(play for trick in self.tricks for play in trick.plays), *self.current]

    def holder_shown(self, card: Card) -> Seat | None:
        """The seat this seat knows to hold or to have held ``card``: itself if the card is in its
        hand, else whoever played it (None: not known yet)."""
        return self.seat if card in self.hand else next((seat for seat, other in self.played() if other == card), None)


def _cards_in(value: object) -> int:
    """The cards anywhere in ``value`` (a card, or tuples and frozen dataclasses holding cards), as a card set."""
    if isinstance(value, Card):
        return value.bit
    if is_dataclass(value) and not isinstance(value, type):
        value = tuple(getattr(value, f.name) for f in fields(value))
    cards = 0
    if isinstance(value, tuple):
        for item in value:
            cards |= _cards_in(item)
    return cards


class PhasedState(TableState):
    """A deal whose phases are :class:`Step` objects: the seat to act, the legal actions,
    refusals and actions are the current phase's; the deal's shared state is here."""

    steps: ClassVar[Mapping[str, Step]]
    """The step that runs each phase of the game's definition (not the last, ``over``)."""
    actions: ClassVar[ActionTable]
    """The game's actions by name (:class:`~tarokk.core.actions.ActionTable`)."""
    turn_rule: ClassVar[str]
    """The catalogue's rule an action out of turn or of another phase is refused under."""
    view_class: ClassVar[type[SeatView]] = SeatView
    """What a seat sees: :class:`SeatView`, or the game's extension of it."""
    play_rules: ClassVar[Mapping[str, str]] = {}
    """The catalogue's rule of each play constraint the game's contracts name
    (:data:`~tarokk.core.tricks.CONTRACT_CONSTRAINTS`), by the constraint's name."""
    action_words: ClassVar[Mapping[str, Words]] = {}
    """The game's actions said in words of their own, by action name (:meth:`action_text`)."""
    private_discards: ClassVar[bool] = False
    """Whether each seat sees only the cards it laid away itself, and no tarokk laid away is
    shown (trisák, the 54-card game), where by default the declarer's discard shows its tarokks."""
    aliases: ClassVar[Mapping[str, str]] = {}
    """Other words players say actions by (Hungarian ones), lower-case, each with its action's name."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "turn_rule" in vars(cls):
            enforces(cls.turn_rule)(PhasedState.out_of_turn)
        if "play_rules" in vars(cls):
            enforces(*cls.play_rules.values())(PhasedState.start_play)

    def __init__(self, game: TableGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.seats = game.seats
        self.dealt = {seat: tuple(hands[seat]) for seat in self.seats}
        self.talon = tuple(talon)
        self.held = {seat: mask_of(hands[seat]) for seat in self.seats}
        """Each seat's cards as it holds them now, as a bit set, until the tricks begin."""
        self.auction: LadderAuction | None = None
        self.declarer: Seat | None = None
        self.contract: Contract | None = None
        self.called: Card | None = None
        """The card the declarer called his partner by (:class:`~tarokk.phases.calling.CallCard`)."""
        self.discard: list[Card] = []
        """The cards laid away, in order (:class:`~tarokk.phases.layaway.LayAway`)."""
        self.laid = dict.fromkeys(self.seats, 0)
        """The cards each seat has laid away, as bit sets."""
        self.to_discard = 0
        """How many cards the discard has laid away once it is over."""
        self.discarder: Seat | None = None
        """The seat to lay away (:meth:`take_from_talon`)."""
        self.said: list[tuple[Seat, str]] = []
        """The announcements and kontras, by seat, in order."""
        self.announcer: Seat | None = None
        self.quiet = 0
        """The passes in a row in the announcements."""
        self.kontras = Kontras(game.definition.kontras)

    # -- the deal as its phases run it ------------------------------------------------

    @property
    def to_act(self) -> Seat | None:  # type: ignore[override]
        step = self.steps.get(self.phase)
        return None if step is None else step.actor(self)

    def _legal_actions(self) -> list[int]:
        seat = self.to_act
        return [] if seat is None else self.steps[self.phase].legal(self, seat)

    def _refusal(self, action: int) -> IllegalAction:
        names = self.actions.names
        if not 0 <= action < len(names):
            said = words.CORE.action_number.message(action=action, game=self._game_words(), last=len(names) - 1)
            return IllegalAction(self.turn_rule, **said)
        name, seat = names[action], self.to_act
        if seat is None:
            return IllegalAction(self.turn_rule, action=name, **words.CORE.deal_ended.message())
        refusal = self.steps[self.phase].refusal(self, seat, action) or self.out_of_phase(seat, action)
        return (refusal or self.out_of_turn(seat, name)).at(seat=seat, action=name)

    def out_of_turn(self, seat: Seat, name: str) -> IllegalAction:
        """The refusal of an action that is not one of the phase's (under :attr:`turn_rule`)."""
        phase = Words(str(self.phase), words.PHASES[self.phase].hu)
        said = words.CORE.not_of_phase.message(seat=seat, phase=phase, name=name)
        return IllegalAction(self.turn_rule, **said)

    def out_of_phase(self, seat: Seat, action: int) -> IllegalAction | None:
        """A game's own ruling on an action of another phase than the one being played, where
        it has one to give (None: the turn rule refuses it)."""
        return None

    def _apply(self, action: int) -> None:
        phase = self.phase
        seat = self.to_act
        assert seat is not None
        if self.steps[phase].apply(self, seat, action):
            self.phase_over(phase)

    @abstractmethod
    def phase_over(self, phase: str) -> None:
        """Begin what follows the end of ``phase``: the game's own course of a deal."""

    def end(self) -> None:
        """The deal is over: played out, or passed out."""
        self.phase = Phase.OVER

    def string_to_action(self, text: str) -> int:
        """The action named ``text``, or said in other words: a contract by its Hungarian name, or
        one of the game's :attr:`aliases`, in any case and spacing (``Hármas``, ``passz``)."""
        action = self.actions.index.get(text)
        if action is None:
            said = " ".join(text.split()).casefold()
            contracts = {contract.hu.casefold(): contract.name for contract in self.game.definition.contracts}
            action = self.actions.index.get(self.aliases.get(said) or contracts.get(said, ""))
        return super().string_to_action(text) if action is None else action

    def action_text(self, action: int, language: Language = "en") -> str:
        """The action as a player says it: a card played, laid away or called, a pass, a hold
        and a bid (by its contract's name) in the words every game shares, unless the game says
        it in words of its own (:attr:`action_words`); any other action as :meth:`own_action_text` says."""
        name, verb = self.actions.names[action], self.actions.verb_of(action)
        if verb is not None:
            card = self.actions.card_of(action)
            return CARD_ACTIONS[verb](language, card=card, object=card_object(card, language))
        said = self.action_words.get(name) or SHARED_SAID.get(name)
        if said is not None:
            return said(language)
        contract = next((contract for contract in self.game.definition.contracts if contract.name == name), None)
        return (
            self.own_action_text(name, language) if contract is None else words.CORE.bids(language, contract=contract)
        )

    def own_action_text(self, name: str, language: Language) -> str:
        """The action ``name`` in the game's own words, where :meth:`action_text` has none
        shared or said: by default its name, as records write it."""
        return name

    # -- what the game's own phases do ------------------------------------------------

    def bid_refusal(self, seat: Seat, call: str) -> IllegalAction | None:
        """Why ``seat`` may not make ``call``, which the auction's ladder allows, where the game
        bars it (a contract that needs a card he lacks); None by default
        (:class:`~tarokk.phases.bidding.Bidding`)."""
        return None

    def part_refusal(self, seat: Seat, part: int) -> IllegalAction | None:
        """Why ``seat`` may not take part ``part`` of the talon now (None: he may, as by default
        he may take any; :class:`~tarokk.phases.talon.TalonParts`)."""
        return None

    def halves(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The talon's top and bottom halves, of which a declarer whose contract chooses a half
        (:attr:`~tarokk.core.definition.TalonHandling.CHOOSE_HALF`) takes one."""
        half = len(self.talon) // 2
        return self.talon[:half], self.talon[half:]

    def talon_shares(self, contract: Contract, declarer: Seat) -> list[tuple[Seat, tuple[Card, ...]]]:
        """The talon cards each seat takes under ``contract``, from the top of the talon: the
        declarer's share first, then each other seat's in playing order
        (:meth:`~tarokk.core.definition.Contract.talon_distribution`); a seat that takes none is left out."""
        talon = iter(self.talon)
        shares = contract.talon_distribution(declarer, self.seats).items()
        return [(seat, tuple(islice(talon, share))) for seat, share in shares if share]

    def take_from_talon(self, seat: Seat, cards: Sequence[Card]) -> None:
        """``seat`` takes ``cards`` of the talon into his hand, and lays as many away: the discard
        is his now (Tolnai §42)."""
        self.held[seat] |= mask_of(cards)
        self.to_discard = len(self.discard) + len(cards)
        self.phase, self.discarder = Phase.DISCARD, seat

    def begin_announcements(self) -> None:
        """The announcements begin with the declarer
        (:class:`~tarokk.phases.announcements.AnnouncementRound`)."""
        self.phase = Phase.ANNOUNCE
        self.announcer, self.quiet = self.declarer, 0

    def announceable(self, seat: Seat) -> list[str]:
        """What ``seat`` may announce now besides a pass and the kontras: the game's figures."""
        return []

    def announce(self, seat: Seat, name: str) -> None:
        """``seat`` announces ``name``: by default a figure, which becomes a bet of his side
        that kontras may double."""
        self.kontras.open(name, self.side(seat))

    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        """Why announcement ``name`` may not be made by ``seat`` now (None if it is none)."""
        return None

    def playable(self, seat: Seat) -> Sequence[Card]:
        """The cards ``seat`` may play to the trick now (:class:`~tarokk.phases.tricks.Tricks`):
        by default those of his hand the rules of play allow."""
        assert self.play is not None
        return self.play.legal_actions()

    def play_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        """Why ``seat`` may not play ``card`` now (None: he may), by default by the rules of play."""
        assert self.play is not None
        try:
            self.play.check(card, seat)
        except IllegalAction as refusal:
            return refusal
        return None

    def play_card(self, card: Card) -> None:
        """The seat to play plays ``card``, one :meth:`playable` gave, to the trick."""
        assert self.play is not None
        self.play.apply_listed(card)

    def start_play(
        self,
        leader: Seat,
        keeps: Sequence[tuple[Figure, Card, str]] = (),
        jokers: int = 0,
        last_trick_jokers: int | None = None,
        withholdable: int = 0,
        withhold_rule: str = "",
        trumps: int = TAROKKS,
    ) -> None:
        """The tricks begin from the hands as held, ``leader`` leading, under the play constraints
        the contract names (the rules of :attr:`play_rules`); and for each announced ultimó of
        ``keeps`` (its figure, its card, the rule), the card's holder keeps it to the last trick
        if his side announced it (Tolnai §54). The cards of ``jokers`` are jokers, and those of
        ``last_trick_jokers`` still in the last trick; those of ``withholdable`` may be withheld
        from a tarokk lead as their holder's last tarokk, under ``withhold_rule``; ``trumps`` are
        the trumps, as a card set: the tarokks unless given (0: none, as in Trappola)
        (:class:`~tarokk.core.tricks.TrickPlay`)."""
        named = () if self.contract is None else self.contract.constraints
        constraints: list[PlayConstraint] = [CONTRACT_CONSTRAINTS[name](self.play_rules[name]) for name in named]
        for figure, card, rule in keeps:
            holder = next((seat for seat in self.seats if self.held[seat] & card.bit), None)
            if holder is not None and self.kontras.owners.get(figure) == self.side(holder):
                constraints.append(KeepToLastTrick(holder, card, rule, f"his side announced {figure.hu}"))
        hands = {seat: cards_of(self.held[seat]) for seat in self.seats}
        self.play = TrickPlay(
            hands, leader, constraints, self.seats, jokers, last_trick_jokers, withholdable, withhold_rule, trumps
        )
        self.phase = Phase.PLAY

    # -- what a seat sees ----------------------------------------------------------------

    def view(self, player: int) -> SeatView:
        seat = self.seats[player]
        play = self.play
        shared: dict[str, Any] = {
            "seat": seat,
            "seats": self.seats,
            "phase": self.phase,
            "to_act": self.to_act,
            "hand": self.hand(seat),
            "calls": () if self.auction is None else tuple(self.auction.calls),
            "declarer": self.declarer,
            "contract": None if self.contract is None else self.contract.name,
            "called": self.called,
            "talon": self.talon if self.talon_seen(seat) else (),
            "discard": self._discard_seen(seat),
            "discards_left": self.to_discard - len(self.discard)
            if self.phase == Phase.DISCARD and self.discarder == seat
            else 0,
            "shown_tarokks": () if self.private_discards else tuple(card for card in self.discard if card.is_tarokk),
            "announcements": tuple(self.said),
            "kontra": self.kontras.level(GAME),
            "tricks": () if play is None else play.tricks,
            "current": () if play is None else tuple(play.current),
            "open_hands": tuple((other, self.hand(other)) for other in self.hands_open()),
        }
        alike = partial(sample_deal, self, player, len(self._history))
        return self.view_class(**(shared | self.own_view(seat)), deals_alike=alike)

    def _discard_seen(self, seat: Seat) -> tuple[Card, ...]:
        """What ``seat`` sees of the discards: its own, or the declarer's if it declared or the deal is over."""
        if self.private_discards:
            return cards_of(self.laid[seat])
        return tuple(self.discard) if seat == self.declarer or self.is_terminal() else ()

    def discard_shown(self, action: int) -> bool:
        return not self.private_discards and super().discard_shown(action)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` holds now."""
        return cards_of(self.held[seat] if self.play is None else self.play.held[seat])

    def hands_open(self) -> tuple[Seat, ...]:
        """The seats whose hands lie face up for everyone now: none, unless the game's contract
        opens them (an open bettli's opponents)."""
        return ()

    def talon_seen(self, seat: Seat) -> bool:
        """Whether ``seat`` has seen the talon: by default once the deal is over."""
        return self.is_terminal()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The fields the game's :attr:`view_class` adds to :class:`SeatView`, for ``seat``, and
        any shared field the game fills otherwise (a skart each seat sees only its own part of)."""
        return {}

    def table_text(self, player: int, language: Language = "en") -> str:
        """What the seat sees, a row for each part of the table (:meth:`table_rows`); a row
        whose label is empty is its text alone."""
        view = self.view(player)
        rows = self.table_rows(view, language)
        lines = (f"{name}: {text}" if (name := label(language)) else text for label, text in rows)
        return "\n".join([self.header(view, language), *lines])

    def header(self, view: SeatView, language: Language) -> str:
        """The table text's first line: the game and the seat it is shown to."""
        return words.header(self.game.definition.hu, view.seat, language)

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The rows of the table text: the auction, the declarer and his contract, the card he
        called, the talon,
        the skart (or the tarokks shown from it), the announcements, the tricks each seat
        has taken, the trick on the table, the hands lying open and the seat's hand."""

        def said(calls: Sequence[tuple[Seat, str]]) -> str:
            return ", ".join(f"{seat} {self.action_text(self.actions.index[call], language)}" for seat, call in calls)

        rows = [(words.AUCTION, said(view.calls) or "—")]
        if view.declarer is not None and self.contract is not None:
            en, hu = self.contract.name.replace("-", " "), self.contract.hu
            rows.append((words.DECLARER, words.DECLARED(language, seat=view.declarer, en=en, hu=hu)))
        if view.called is not None:
            rows.append((words.CALLED, view.called.name(language)))
        if view.talon:
            rows.append((words.TALON, self.talon_text(view.talon, language)))
        if view.discard:
            rows.append((words.DISCARD, hand_text(view.discard, language)))
        elif view.shown_tarokks:
            rows.append((words.TAROKKS_SHOWN, hand_text(view.shown_tarokks, language)))
        if view.announcements:
            rows.append((words.ANNOUNCEMENTS, said(view.announcements)))
        if view.tricks:
            taken = (f"{seat} {sum(trick.winner == seat for trick in view.tricks)}" for seat in self.seats)
            rows.append((words.TRICKS, ", ".join(taken)))
        if view.current:
            rows.append(
                (words.ON_THE_TABLE, " · ".join(f"{seat} {card.name(language)}" for seat, card in view.current))
            )
        if view.open_hands:
            opened = (f"{seat}: {hand_text(cards, language)}" for seat, cards in view.open_hands)
            rows.append((words.OPEN_HANDS, " | ".join(opened)))
        rows.append((words.YOUR_HAND, hand_text(view.hand, language)))
        return rows

    def talon_text(self, talon: Sequence[Card], language: Language) -> str:
        """The talon as the table shows it: its cards in the order they lie, its two halves apart
        where the contract chooses one."""
        halved = talon == self.talon and self.contract is not None and self.contract.talon == TalonHandling.CHOOSE_HALF
        parts = self.halves() if halved else (talon,)
        return " | ".join(", ".join(card.name(language) for card in part) for part in parts)

    # -- shared reading of the deal -----------------------------------------------------

    def side_figures(self, figures: Sequence[Figure], piles: Mapping[Side, int] | None = None) -> list[FigureResult]:
        """Each of ``figures`` announced (made or lost) and each made silently, by side, the card
        sets of ``piles`` counting with a side's tricks (:func:`~tarokk.core.figures.figure_outcome`)."""
        assert self.play is not None
        sides = {seat: self.side(seat) for seat in self.seats}
        outcome = figure_outcome(self.play.tricks, sides, piles=piles)
        results = []
        for figure in figures:
            side, maker = self.kontras.owners.get(figure), outcome.maker(figure)
            if side is not None:
                results.append(FigureResult(figure, side, maker == side, True, self.kontras.level(figure)))
            if maker is not None and maker != side:
                results.append(FigureResult(figure, maker, True))
        return results

    def side(self, seat: Seat) -> Side:
        """The declarer's side or the opponents' (a game with partners overrides this)."""
        return DECLARER if seat == self.declarer else OPPONENTS

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.contract is None else (self.contract.name, self.declarer)

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return dict(self.dealt), self.talon
