"""What a hosted game offers beyond the researcher's API, so that one command line, one
record format and one study runner serve every game.

A :class:`TableGame` is a :class:`~tarokk.core.state.Game` with its
:class:`~tarokk.core.definition.GameDefinition`, its options, a deal from cards laid by
hand (for records written by hand), and its bots. A :class:`TableState` adds to the
researcher's state:

- the settlement as :class:`SettlementLine` items, each with its source, from which
  :meth:`TableState.returns` is summed, so that a deal's payments are explained line by
  line (``tarokk settle --explain``) and always sum to zero;
- the actions and the table in words, English or Hungarian, for the terminal;
- the cards as dealt, for the record of the deal;
- a seat's :meth:`TableState.view`: everything that seat may know, and nothing else. Bots
  are given the view and the legal actions, never the state, so a bot cannot see a hidden
  card (:class:`~tarokk.core.players.Bot`).

Every game but Paskievics tarokk plays through this interface; Paskievics tarokk offers
the records, replay and settlement part of it (:mod:`tarokk.core.state`) and keeps its own
deal and terminal game.
"""

from __future__ import annotations

import copy
import dataclasses
from abc import abstractmethod
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Self, TypeVar

import numpy as np

from tarokk.core.auctions import HoldingRight
from tarokk.core.cards import Card, Deck, parse_card
from tarokk.core.catalogue import slug
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, KontraLadder, Partner, Phase, TalonHandling
from tarokk.core.documents import bad_value
from tarokk.core.enforcement import enforces
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.options import GameOptions
from tarokk.core.outcome import Outcome, outcome_from_data, summary_text
from tarokk.core.packs import check_seed, deal_packets, shuffled_ids
from tarokk.core.players import Bot, Policy, PolicyBot
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, Game, SettlementLine, State
from tarokk.core.tricks import Trick, TrickPlay
from tarokk.core.words import CORE, Language, WordBook, Words, in_language, one_of

HIDDEN_DISCARD: dict[Language, str] = {"en": "lays a card away", "hu": "skartba tesz egy lapot"}
"""Another seat's discard, as the table sees it when the card is not shown."""

TableStateT = TypeVar("TableStateT", bound="TableState")


def play_out(state: TableStateT, players: Bot[Any, int] | Sequence[Bot[Any, int]]) -> TableStateT:
    """Play ``state`` to the end of its deal and return it: at each turn the player of that
    seat (``players`` by seat index, or one bot at every seat) chooses one of the legal
    actions from what its seat sees (:meth:`TableState.view`)."""
    while not state.is_terminal():
        seat = state.current_player()
        player = players[seat] if isinstance(players, Sequence) else players
        state.apply_action(player.choose(state.view(seat), state.legal_actions()))
    return state


def checked_cards(
    game: str,
    deck: Deck,
    seats: Sequence[Seat],
    hand: int,
    hands: Mapping[Seat, Sequence[Card]],
    talon: Sequence[Card],
    talon_size: int,
    talon_name: Words = CORE.the_talon,
) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
    """The cards of a deal written by hand (a record, a test, a worked example), checked:
    a hand of ``hand`` cards for each of ``seats``, ``talon_size`` cards in the talon (or
    what the game calls it), and every card of ``deck`` dealt once. Raises
    :class:`~tarokk.core.errors.TarokkInputError` naming what is wrong; returns the hands
    and the talon as tuples."""
    if set(hands) != set(seats):
        dealt_to = ", ".join(sorted(hands)) or "—"
        raise TarokkInputError(**CORE.hands_for.message(game=game, seats=", ".join(seats), dealt_to=dealt_to))
    for seat in seats:
        if len(hands[seat]) != hand:
            raise TarokkInputError(**CORE.hand_size.message(seat=seat, count=len(hands[seat]), hand=hand))
    if len(talon) != talon_size:
        raise TarokkInputError(**CORE.talon_size.message(talon=talon_name, count=len(talon), size=talon_size))
    every = [card for seat in seats for card in hands[seat]] + list(talon)
    strangers = [card.tolnai for card in every if card not in deck]
    if strangers:
        raise TarokkInputError(**CORE.not_in_this_deck.message(deck=deck.words, cards=", ".join(strangers)))
    twice = sorted({card.tolnai for card in every if every.count(card) > 1})
    if twice:
        raise TarokkInputError(**CORE.dealt_twice.message(cards=", ".join(twice)))
    missing = [card.tolnai for card in deck if card not in every]
    if missing:
        raise TarokkInputError(**CORE.cards_missing.message(deck=deck.words, cards=", ".join(missing)))
    return {seat: tuple(hands[seat]) for seat in seats}, tuple(talon)


def side_wins(seats: Sequence[Seat], side: Iterable[Seat], price: Fraction | int) -> tuple[Fraction, ...]:
    """Each seat of ``seats`` outside ``side`` pays ``price`` to the side, which shares it
    equally (a negative price is paid the other way): the amounts of a
    :class:`SettlementLine`, by seat, summing to zero. One seat against the rest receives
    ``price`` from each of them, as the declarer does from each opponent."""
    winners = set(side)
    others = sum(1 for seat in seats if seat not in winners)
    total = Fraction(price) * others
    return tuple(total / len(winners) if seat in winners else -Fraction(price) for seat in seats)


OPTIONAL_CONTRACT_FIELDS: dict[str, object] = {
    "talon_shares": (),
    "ladder": None,
    "prize_factor": 1,
    "lost_value": None,
    "figures": (),
}
"""The contract fields a game's code may leave unread, with the value they must then keep."""
OPTIONAL_FIELDS: dict[str, object] = {
    "figures": (),
    "kontras": KontraLadder(()),
    "tarokk_count_fees": (),
    "holdings": (),
    "auction": None,
    "sitting_out_dealer": None,
}
"""The definition fields a game's code may leave unread, with the value they must then keep
(``sitting_out_dealer`` is the seating's)."""


@dataclass(frozen=True)
class Plays:
    """What a game's code plays, against which every definition it is given is checked
    (:meth:`check`), so that a definition asks for nothing the code would silently ignore:
    the contracts its actions name, the partner mechanisms, talon handlings and ways of
    counting it implements, and which of the optional fields (:data:`OPTIONAL_CONTRACT_FIELDS`,
    :data:`OPTIONAL_FIELDS`) it reads; the play constraints it implements are those its deal
    has a rule for."""

    contracts: tuple[str, ...]
    partners: frozenset[Partner]
    talons: frozenset[TalonHandling]
    figures: frozenset[Figure] = frozenset()
    """The figures the game scores; each must be priced, in the definition or a contract."""
    announces: frozenset[Figure] = frozenset()
    """The figures its players may announce: any other figure's announced price is 0."""
    kontra_words: int = 0
    """How many words of the kontra ladder its actions name."""
    countings: frozenset[Counting] = frozenset({Counting.CARD_POINTS})
    reads: frozenset[str] = frozenset()
    """The optional fields the code reads: the definition's by name, a contract's as
    ``contract.<field>``, and ``figure-options`` where a figure's price may be a house rule
    (:attr:`~tarokk.core.definition.FigureValue.option`)."""

    def check(
        self, game: str, definition: GameDefinition, actions: Sequence[str], constraints: Collection[str] = ()
    ) -> None:
        """Refuse ``definition`` for ``game``, whose actions are named ``actions`` and whose deal
        has rules for the play ``constraints``, with every way it asks for more than the code plays."""
        problems = []
        if definition.auction is not None and definition.auction.holding != HoldingRight.NONE and "hold" not in actions:
            problems.append("its auction gives a holding right, but the game has no hold among its actions")
        if definition.name != game:
            problems.append(f"it defines {definition.name!r}")
        if not definition.sources:
            problems.append("it cites no source")
        seats = len(definition.seating.active_seats)
        if seats not in definition.seating.player_counts:
            problems.append(f"its {seats} seats are not among its player counts {definition.seating.player_counts}")
        names = tuple(contract.name for contract in definition.contracts)
        if names != self.contracts:
            problems.append(
                f"its contracts are {', '.join(names)}, but the game's actions name {', '.join(self.contracts)}"
            )
        if definition.counting.method not in self.countings:
            problems.append(f"it counts by {definition.counting.method}, which the game does not")
        for contract in definition.contracts:
            if contract.partner not in self.partners:
                problems.append(f"{contract.name} finds a partner by {contract.partner}, which the game does not play")
            if contract.talon not in self.talons:
                problems.append(f"{contract.name} handles the talon by {contract.talon}, which the game does not play")
            unknown = set(contract.constraints) - set(constraints)
            if unknown:
                problems.append(f"{contract.name} asks for {', '.join(sorted(unknown))}, which the game does not play")
            for name, unread in OPTIONAL_CONTRACT_FIELDS.items():
                if f"contract.{name}" not in self.reads and getattr(contract, name) != unread:
                    problems.append(f"the game does not read {contract.name}'s {name}")
        for name, unread in OPTIONAL_FIELDS.items():
            holder = definition.seating if name == "sitting_out_dealer" else definition
            if name not in self.reads and getattr(holder, name) != unread:
                problems.append(f"the game does not read its {name}")
        priced = list(definition.figures)
        priced += [price for contract in definition.contracts for price in contract.figures]
        unscored = sorted({str(price.figure) for price in priced} - self.figures)
        if unscored:
            problems.append(f"it prices {', '.join(unscored)}, which the game does not score")
        unpriced = sorted(self.figures - {price.figure for price in priced})
        if unpriced:
            problems.append(f"it gives no price for {', '.join(unpriced)}, which the game scores")
        unsaid = sorted(
            {str(price.figure) for price in priced if price.announced and price.figure not in self.announces}
        )
        if unsaid:
            problems.append(f"it prices {', '.join(unsaid)} announced, which the game's players never announce")
        if len(definition.kontras.words) > self.kontra_words:
            problems.append(
                f"its kontra ladder has {len(definition.kontras.words)} words, the game's actions {self.kontra_words}"
            )
        if "figure-options" not in self.reads and any(price.option for price in priced):
            problems.append("the game takes no figure price from its options")
        if problems:
            raise DefinitionError(f"{game} cannot play this definition: {'; '.join(problems)}")


class TableGame(Game):
    """A hosted game the command line, the records and the studies can play."""

    definition: GameDefinition
    """The game as data: the one it plays (a game whose options change the pack, such as
    tapper's ``cards`` or strómann's ``deck``, sets its own when it reads them). Every
    definition the game is given is checked against what its code :attr:`plays`."""
    pack_option: ClassVar[str] = ""
    """The option that chooses the pack, where one does (tapper's ``cards``, strómann's
    ``deck``): the game plays the definition :attr:`packs` gives for its value."""
    packs: ClassVar[Mapping[int, GameDefinition]] = {}
    """The definition of each pack :attr:`pack_option` may choose, by its number of cards."""
    plays: ClassVar[Plays]
    """What the game's code plays (:class:`Plays`)."""
    policies: ClassVar[Mapping[str, Policy]]
    """How the game's bots choose, by name: at least ``random`` and ``rule`` (its rule-based
    bot); :func:`~tarokk.bots.tables.table_bot` seats them, and the search bot too."""

    rules: GameOptions
    """The options as the game reads them (:meth:`~tarokk.core.options.GameOptions.read`): an
    instance of its own options class, each field a house rule documented there."""
    options_class: ClassVar[type[GameOptions]]
    """The game's options (house rules), each with its sources."""
    state_class: ClassVar[Callable[..., TableState]]
    """The game's deal, made from the game, the hands and the talon; its action table
    (``actions``) is the game's vocabulary, :attr:`action_names`."""
    outcome_class: ClassVar[type[Outcome]]
    """What the game's settlement reads of a finished deal (:mod:`tarokk.core.outcome`): what a
    deal's state makes of itself, and what a summary written at the table states."""
    words: ClassVar[WordBook]
    """The game's texts; its summary's heading (``summary_heading``), the comment on each key
    (``summary_comments``) and its own keys in Hungarian (``summary_keys``) among them."""
    deal_rule: ClassVar[str]
    """The catalogue's rule of the deal: the definition's pack shuffled and dealt, or cards
    laid out by hand checked against it (:meth:`new_initial_state`, :meth:`state_from_cards`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Register the game's rule of the deal, and take its vocabulary from its deal's actions."""
        super().__init_subclass__(**kwargs)
        if "deal_rule" in vars(cls):
            enforces(cls.deal_rule)(TableGame.new_initial_state)
            enforces(cls.deal_rule)(TableGame.state_from_cards)
        actions = getattr(vars(cls).get("state_class"), "actions", None)
        if actions is not None:
            cls.action_names = actions.names

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(check_seed(seed))
        self.rules = self.options_class.read(options)
        self.definition = self.patched(type(self).definition)  # checked like any other

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """``definition`` as the game's options (:attr:`rules`) patch it: the definition of the
        pack they choose (:attr:`pack_option`), else as it is, unless a game's house rule
        changes what its definition says."""
        return self.packs[getattr(self.rules, self.pack_option)] if self.pack_option else definition

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "definition":
            rules = getattr(getattr(self, "state_class", None), "play_rules", ())  # the constraints its deal plays
            self.plays.check(self.name, value, self.action_names, rules)
        super().__setattr__(name, value)

    def num_players(self) -> int:
        return len(self.seats)

    def dealt(self, seed: int | None = None) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
        """The hands and the talon ``seed`` deals (the game's own seed if None): the
        definition's deck shuffled and cut, the talon laid first, then a packet of each of the
        definition's sizes to each active seat in turn (Tolnai §20)."""
        deck = self.definition.deck
        return self.deal_pack(
            [deck.cards[i] for i in shuffled_ids(check_seed(self.seed if seed is None else seed), deck)]
        )

    def deal_pack(self, pack: Sequence[Card]) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
        """The hands and the talon a shuffled ``pack`` (top card first) deals: the talon laid
        first, then a packet of each of the definition's sizes to each active seat in turn;
        where the definition lays piles, the hands first and the rest of the pack for the
        piles, in dealing order (strómann, Tolnai §72)."""
        packets, seats = self.definition.packets, self.definition.seating.active_seats
        if packets.piles:
            in_hands = len(seats) * packets.hand
            hands, _ = deal_packets(pack[:in_hands], 0, packets.sizes, seats)
            return hands, tuple(pack[in_hands:])
        return deal_packets(pack, packets.talon, packets.sizes, seats)

    def checked(
        self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]
    ) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
        """Cards laid out by hand checked against the definition (:func:`checked_cards`): a
        hand of its size for each active seat, its talon (or its pile cards, in dealing
        order), every card of its deck once."""
        definition = self.definition
        packets, seats = definition.packets, definition.seating.active_seats
        if packets.piles:
            laid, name = len(seats) * sum(packets.piles), CORE.the_piles
        else:
            laid, name = packets.talon, CORE.the_talon
        return checked_cards(definition.hu, definition.deck, seats, packets.hand, hands, talon, laid, name)

    def new_initial_state(self, seed: int | None = None) -> TableState:
        """A fresh deal, shuffled and dealt from ``seed`` (the game's own seed if None)."""
        return self.state_class(self, *self.dealt(seed))

    def options_tag(self) -> str:
        return self.rules.tag()

    sheet_target: ClassVar[int | None] = None
    """The points on the running score sheet that win a game of many deals (Trappola's race to
    300: the first to reach them wins), None where the game has no such target."""

    def course(self) -> tuple[TableGame, ...]:
        """The deals of a whole game in order, each as the game that deals it, where a game is a
        course of deals of its own (Rikiki's growing and shrinking deals), the deal passing to
        the right each time; none by default: the game is played deal after deal alike."""
        return ()

    @abstractmethod
    def settle(self, outcome: Any) -> list[SettlementLine]:
        """The payments of a deal that ended as ``outcome`` (the game's :attr:`outcome_class`),
        line by line, under the game's definition and options."""

    def outcome_from_summary(self, data: Any) -> Outcome:
        """The outcome a summary states (parsed JSON or TOML), its keys in either language
        (:func:`~tarokk.core.outcome.outcome_from_data`), its contract named as the definition
        names it (the summary may give its Hungarian name)."""
        deck, keys = self.definition.deck, self.summary_keys()
        kontras = self.definition.kontras.words
        outcome: Outcome = outcome_from_data(self.outcome_class, data, deck=deck, keys=keys, kontras=kontras)
        if outcome.contract is None:
            return outcome
        contracts = self.definition.contracts
        named = {slug(name): contract.name for contract in contracts for name in (contract.name, contract.hu)}
        if slug(outcome.contract) not in named:
            listed = ", ".join(f"{contract.name} ({contract.hu})" for contract in self.definition.contracts)
            raise bad_value("contract", outcome.contract, Words(listed, listed))
        return dataclasses.replace(outcome, contract=named[slug(outcome.contract)])

    def summary_keys(self) -> Mapping[str, Words]:
        """The game's own summary keys in both languages (beside those every outcome shares)."""
        return self.words.group("summary_keys")

    def summary_template(self, language: Language = "en", deals: int = 40) -> str:
        """A summary to fill in (``tarokk settle --game G --template``): the outcome of one of the
        first ``deals`` seeded deals played by the rule-based bots, the one that states the most,
        written with a comment on each key."""
        best: tuple[int, Outcome] | None = None
        for seed in range(deals):
            rule = PolicyBot(self.policies["rule"], np.random.default_rng(seed), "rule")
            state = play_out(self.new_initial_state(seed), rule)
            outcome = state.outcome()
            if outcome is None or outcome.declarer is None:
                continue
            stated = sum(bool(getattr(outcome, field.name)) for field in dataclasses.fields(outcome))
            if best is None or stated > best[0]:
                best = (stated, outcome)
        assert best is not None, f"no deal of {self.name} among the first {deals} has a declarer"
        outcome, definition = best[1], self.definition
        if outcome.contract is not None:  # the contract as the summary's language names it
            named = in_language(language, outcome.contract, definition.contract(outcome.contract).hu)
            outcome = dataclasses.replace(outcome, contract=named)
        contracts = {
            "en": [f"{contract.name} ({contract.hu})" for contract in definition.contracts],
            "hu": [contract.hu for contract in definition.contracts],
        }
        facts = {
            "total": definition.total_points,
            "win": definition.win_points,
            "seats": one_of(list(self.seats), language),
            "contracts": one_of(contracts[language], language),
            "kontras": one_of([f"{level} {word}" for level, word in enumerate(definition.kontras.words, 1)], language),
        }
        return summary_text(outcome, self.words, language, self.summary_keys(), facts)

    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> TableState:
        """A fresh deal of these cards, as a record written by hand lays them out; raises
        :class:`~tarokk.core.errors.TarokkInputError` saying what is wrong with them."""
        return self.state_class(self, *self.checked(hands, talon))


def independent_copy(value: Any) -> Any:
    """``value`` as a deal's clone holds it: lists, dicts and sets copied (with what they hold,
    down to the first immutable value), a mutable dataclass rebuilt from copies of its
    fields, anything with a ``clone`` method (the trick play) cloned; every other value
    (cards, numbers, strings, tuples, frozen dataclasses, the game) is immutable and shared."""
    if isinstance(value, list):
        return [independent_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: independent_copy(item) for key, item in value.items()}
    if isinstance(value, set):
        return set(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not value.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return dataclasses.replace(
            value, **{f.name: independent_copy(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
        )
    clone = getattr(value, "clone", None)
    return clone() if callable(clone) else value


class TableState(State):
    """A deal of a :class:`TableGame` in progress. What most games keep alike is kept here:
    the seat to act (:attr:`to_act`), the deal over once its phase is ``over``, the trick
    play (:attr:`play`), a seat's information state as its :meth:`view` and its
    observation as its :meth:`table_text`; a game whose deal runs otherwise overrides them."""

    game: TableGame
    to_act: Seat | None = None
    """The seat to act, None once the deal is over."""
    play: TrickPlay | None = None
    """The tricks, once the play has begun."""

    def current_player(self) -> int:
        return TERMINAL if self.to_act is None else self.game.seats.index(self.to_act)

    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    def tricks_taken(self) -> tuple[Trick, ...]:
        """The tricks played to the end so far, in order: every seat has seen them."""
        return tuple(self.play.tricks) if self.play is not None else ()

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The finished deal as the game's settlement reads it (:attr:`TableGame.outcome_class`);
        None before the end, and for a deal that ends without a game."""

    def settlement(self) -> list[SettlementLine]:
        """The deal's payments, line by line: its outcome settled by its game."""
        outcome = self.outcome()
        return [] if outcome is None else self.game.settle(outcome)

    @abstractmethod
    def contract_played(self) -> tuple[str, Seat | None] | None:
        """The contract the deal is played in, by its name in the definition, and its
        declarer (None where the contract has none, as strómann's simple game); None while
        the auction runs and when nobody plays (all passed)."""

    def sheet_points(self) -> list[float]:
        """Each seat's points on the score sheet of a whole game (:meth:`TableGame.course`): by
        default what it was paid; a game that writes down points of its own says them."""
        return self.returns()

    def information_state_string(self, player: int) -> str:
        return repr(self.view(player))

    def observation_string(self, player: int) -> str:
        return self.table_text(player)

    def __str__(self) -> str:
        """The deal as its actions so far, by name: the same text for the same deal."""
        names = ", ".join(self.action_to_string(action) for action in self.history())
        return f"{self.game.name} deal: {names or 'no action yet'}"

    @property
    def phase(self) -> str:
        """The phase the deal is in: one of those its game's definition names."""
        return self._phase

    @phase.setter
    def phase(self, phase: str) -> None:
        if phase not in self.game.definition.phases:
            declared = ", ".join(self.game.definition.phases)
            raise DefinitionError(f"{self.game.name} enters the {phase} phase, which its definition lacks ({declared})")
        self._phase = phase

    def clone(self) -> Self:
        """An independent copy: every attribute copied as :func:`independent_copy` says, so
        that applying actions to either leaves the other alone."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            setattr(twin, name, independent_copy(value))
        return twin

    def action_shown_to(self, action: int, viewer: int, language: Language = "en") -> str:
        """The action the seat to act is about to take, as seat ``viewer`` learns of it: in full,
        except a card another seat lays away in the skart, which stays hidden unless the game
        shows it (:meth:`discard_shown`). Actions named ``discard <card>`` are discards."""
        name = self.action_to_string(action)
        if viewer != self.current_player() and name.startswith("discard ") and not self.discard_shown(action):
            return HIDDEN_DISCARD[language]
        return self.action_text(action, language)

    def discard_shown(self, action: int) -> bool:
        """Whether the card a discard lays away is shown to the table: a tarokk is, in Tolnai's
        games ("Ha tarokkot fektet, meg kell mutatnia", §65; §42); a game that hides every
        discard says so by overriding this."""
        return parse_card(self.action_to_string(action).removeprefix("discard "), self.game.definition.deck).is_tarokk

    @abstractmethod
    def table_text(self, player: int, language: Language = "en") -> str:
        """What seat ``player`` sees of the deal now, as lines for the terminal: the
        contract and who plays it, what has been said, the trick on the table, the tricks
        taken, and the seat's own hand."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """Everything seat ``player`` may know (frozen): its own cards, everything said and
        played in the open; never another seat's hidden cards."""
