"""Paskievics tarokk through the researcher's API (:mod:`tarokk.core.state`).

The state wraps a :class:`~tarokk.games.paskievics.deal.Deal` and speaks in the ints of
:mod:`tarokk.games.paskievics.actions`; the returns are the deal's settlement
(:func:`~tarokk.games.paskievics.scoring.settle`) per seat, with an empty ultimó kassza (one
deal on its own). Four play at seats 0–3, A–D. With five (``players=5``; pagat
"Helyválasztás, osztás", Tolnai §19) the dealer E is seat 4: he is dealt no cards and never
acts, and his return is zero unless the ruleset has him pay or receive (``dealer_sir_es_nevet``,
Tolnai §41; ``talon_honours_to_dealer``, Tolnai §40).

The game plays its :attr:`PaskievicsGame.definition`: Paskievics tarokk's
(:data:`~tarokk.games.paskievics.definition.PASKIEVICS`), or another set on the game, whose
packets, contracts (base values, talon shares, first lead), figure prices, kontra ladder,
tarokk-count fees and card values every deal then plays (:class:`~tarokk.games.paskievics.deal.Deal`).
A definition asking for what the game's code does not play (another deck, seating,
counting, partner call or talon handling, other phases, holdings, a look ladder …) is
refused with a :class:`~tarokk.core.errors.DefinitionError` saying what
(:func:`check_definition`), as the table games refuse theirs (:class:`~tarokk.core.table.Plays`).

>>> from tarokk.core.state import load_game
>>> game = load_game("paskievics", seed=1, rules="kegl")
>>> game.num_players(), game.num_distinct_actions()
(4, 154)
>>> five = load_game("paskievics", players=5, rules="tolnai1930")
>>> five.seats, five.options_tag()
(('A', 'B', 'C', 'D', 'E'), 'players=5, rules=tolnai1930')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tarokk.core import words as shared
from tarokk.core.cards import DECK42, Card, cards_text, sort_hand
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Partner, Phase, TalonHandling
from tarokk.core.errors import DefinitionError, IllegalAction, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.options import format_value, given_once
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, Game, SettlementLine, State, register_game
from tarokk.core.table import Plays, checked_cards
from tarokk.core.tricks import Trick
from tarokk.core.words import Language, Words, in_language
from tarokk.games.paskievics.actions import ACTION_NAMES, NUM_ACTIONS, DiscardCard, Token, decode, encode
from tarokk.games.paskievics.announcements import COUNTS, FIGURES, KONTRA_WORDS, MAX_KONTRA, parse_action
from tarokk.games.paskievics.bidding import BID_WORDS, HU_WORDS, parse_word
from tarokk.games.paskievics.deal import TURN_RULES, Deal, DealAction, Discard, SeatView, parse_deal_action
from tarokk.games.paskievics.dealing import (
    HAND_SIZE,
    TALON_SIZE,
    TRICKS_PER_DEAL,
    DealtCards,
    check_players,
    deal,
    dealer_of,
)
from tarokk.games.paskievics.definition import ACTIVE_SEATS, PASKIEVICS
from tarokk.games.paskievics.hungarian import action_hu, said_hu
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, ruleset
from tarokk.games.paskievics.settlement import settlement_lines

SCORED = frozenset({Figure.GAME, *(Figure(name) for name in FIGURES)})
"""The game and the figures the settlement scores (pagat "A figurák"; Tolnai §51–§55)."""
PLAYS = Plays(
    contracts=BID_WORDS,
    partners=frozenset({Partner.CALL_XX}),
    talons=frozenset({TalonHandling.SHARES}),
    figures=SCORED,
    announces=SCORED,  # the game too: the bid announces it, and a penalty pays it at its announced price (§64)
    kontra_words=len(KONTRA_WORDS),
    countings=frozenset({Counting.CARD_POINTS}),
    reads=frozenset(
        {
            "figures",
            "figure-options",
            "kontras",
            "tarokk_count_fees",
            "sitting_out_dealer",
            "contract.talon_shares",
            "contract.figures",
        }
    ),
)
"""What the Paskievics code plays, as the table games declare theirs: the four contracts its
bidding words name, the XX called (pagat "Partnerhívás"; Tolnai §46), the talon shared out
(pagat "A talon kiosztása"; Tolnai §36), card points (Tolnai §7), the five kontras (Tolnai §48)."""
PHASES: tuple[Phase, ...] = (Phase.AUCTION, Phase.DISCARD, Phase.THROW_IN, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER)
"""The phases a deal goes through (:class:`~tarokk.games.paskievics.deal.Deal`)."""


def check_definition(definition: GameDefinition, players: int = 4) -> None:
    """Refuse ``definition`` for a table of ``players`` with every way it asks for more than
    the Paskievics code plays: what :data:`PLAYS` checks, and the deck, the seats, a hand of
    nine, the phases, the kontra words of the actions, the tarokk counts they announce and
    the ruleset options a figure's price may come from."""
    PLAYS.check(PaskievicsGame.name, definition, ACTION_NAMES)
    problems = []
    if definition.deck is not DECK42:
        problems.append(f"it deals the {definition.deck.name}; the game deals the 42-card pack (Tolnai §1)")
    values = definition.counting.values
    if values is not None and any(card not in values for card in definition.deck):
        problems.append("its card values leave out cards of the pack")
    seating = definition.seating
    if seating.active_seats != ACTIVE_SEATS:
        problems.append(
            f"it seats {', '.join(seating.active_seats)} in playing order; the game seats A, B, C, D "
            '(pagat "Helyválasztás, osztás")'
        )
    if not set(seating.player_counts) <= {4, 5}:
        problems.append(
            f"it is played by {' or '.join(map(str, seating.player_counts))}; the game by four, or by five "
            "with the dealer sitting out (Tolnai §19)"
        )
    elif players not in seating.player_counts:
        problems.append(f"the table has {players} players, and it seats {' or '.join(map(str, seating.player_counts))}")
    sitting_out = seating.sitting_out_dealer
    if sitting_out not in (dealer_of(5), None) or (sitting_out is None and 5 in seating.player_counts):
        problems.append(f"the dealer who sits the deal out at five is {dealer_of(5)}, not {sitting_out}")
    packets = definition.packets
    if packets.piles:
        problems.append("it lays piles beside the hands, which the game does not")
    if packets.hand != HAND_SIZE:
        problems.append(
            f"it deals hands of {packets.hand}; the game's tricks, figures and tarokk counts are those of "
            f"hands of {HAND_SIZE} (Tolnai §20)"
        )
    if tuple(definition.phases) != PHASES:
        problems.append(f"its phases are {', '.join(definition.phases)}; a deal goes through {', '.join(PHASES)}")
    words = definition.kontras.words
    if not words or words != KONTRA_WORDS[: len(words)]:
        problems.append(
            f"its kontra ladder is {', '.join(words) or 'empty'}; the game's actions say {', '.join(KONTRA_WORDS)} "
            "in this order, and a called card laid away is kontra'd (Tolnai §47, §48)"
        )
    counts = [count for count, _ in definition.tarokk_count_fees]
    if not set(counts) <= COUNTS or len(set(counts)) != len(counts):
        problems.append(
            f"it pays for {', '.join(map(str, counts))} tarokks; the game's actions announce eight or nine, "
            "each paid once (Tolnai §45)"
        )
    numbers = {name for name in Ruleset.names() if Ruleset.kind(name) is int}
    priced = [*definition.figures, *(price for contract in definition.contracts for price in contract.figures)]
    for price in priced:
        if price.option is not None and price.option not in numbers:
            problems.append(f"{price.figure}'s price is the option {price.option!r}, which is no number of the rules")
    if problems:
        raise DefinitionError(f"{PaskievicsGame.name} cannot play this definition: {'; '.join(problems)}")


def _max_deal_length() -> int:
    """A bound on the actions in one deal, phase by phase."""
    seats = len(ACTIVE_SEATS)
    # Each seat passes once (a pass is final), each level is bid once and held once, and the lone three may be raised.
    auction = seats + 2 * len(BID_WORDS) + 1
    # Items: tarokk counts, the call, each side's figures, and every announced entry (the game and each side's
    # figures) kontra'd up to mordkontra. Every turn ends with a pass; at most two empty turns come between turns
    # with items, and three end the round.
    entries = 1 + 2 * len(FIGURES)
    items = seats + 1 + 2 * len(FIGURES) + entries * MAX_KONTRA
    announcements = items + 3 * items + 3
    return auction + TALON_SIZE + seats + announcements + seats * TRICKS_PER_DEAL


@register_game
class PaskievicsGame(Game):
    """Paskievics tarokk for ``players`` (four, or five with the dealer E sitting out) under
    ``rules`` (a preset name or a :class:`Ruleset`), with any ruleset options on top
    (``load_game("paskievics", rules="pagat", discard_xx="allowed")``)."""

    name = "paskievics"
    action_names = ACTION_NAMES
    definition = PASKIEVICS
    """The game as data (Paskievics tarokk's unless another is set on the game, which
    :func:`check_definition` checks first); every deal of the game plays it."""

    def __init__(self, seed: int = 0, rules: str | Ruleset = "pagat", players: int = 4, **options: Any) -> None:
        super().__init__(seed)
        check_players(players)
        self.players = players
        preset = ruleset(rules) if isinstance(rules, str) else rules
        named = given_once(options.items(), Ruleset.field_name)
        values = {name: Ruleset.parse(name, value) for name, value in named.items()}
        self.rules = preset.with_options(**values) if values else preset

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "definition":
            check_definition(value, getattr(self, "players", 4))
        super().__setattr__(name, value)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """A–D, who play; with five players also the dealer E, who sits the deal out but is
        at the table: he has a return (paid only under some rulesets), never a turn."""
        return ACTIVE_SEATS if self.players == 4 else (*ACTIVE_SEATS, dealer_of(self.players))

    def options_tag(self) -> str:
        """The table of five (four is the default), the preset (unless pagat's) and every
        option it plays otherwise: ``players=5, rules=kegl, discard_xx=forbidden``."""
        base = PRESETS.get(self.rules.preset, PRESETS["pagat"])
        tag = [] if self.players == 4 else [f"players={self.players}"]
        tag += [] if base is PRESETS["pagat"] else [f"rules={self.rules.preset}"]
        tag += [
            f"{name}={format_value(getattr(self.rules, name))}"
            for name in Ruleset.names()
            if getattr(self.rules, name) != getattr(base, name)
        ]
        return ", ".join(tag)

    def num_players(self) -> int:
        return len(self.seats)

    def max_game_length(self) -> int:
        return _max_deal_length()

    def new_initial_state(self, seed: int | None = None) -> PaskievicsState:
        dealt = deal(self.seed if seed is None else seed, self.players, self.rules, packets=self.definition.packets)
        return PaskievicsState(self, dealt)

    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> PaskievicsState:
        """A deal of these cards: nine to each of A–D and a talon of six (the definition's
        packets), the 42 cards once each; with five players the dealer E is dealt none (his
        hand left out, or empty)."""
        definition = self.definition
        dealer = dealer_of(self.players)
        if self.players == 5 and dealer in hands:
            if hands[dealer]:
                raise TarokkInputError(
                    f"{dealer} deals and sits out at a table of five: he is dealt no cards, not {len(hands[dealer])}"
                )
            hands = {seat: cards for seat, cards in hands.items() if seat != dealer}
        packets = definition.packets
        checked, talon_cards = checked_cards(
            definition.hu, definition.deck, ACTIVE_SEATS, packets.hand, hands, talon, packets.talon
        )
        return PaskievicsState(self, DealtCards(self.players, checked, talon_cards))


class PaskievicsState(State):
    """A Paskievics deal in progress; :meth:`PaskievicsGame.new_initial_state` makes one, or
    ``PaskievicsState(game, dealt)`` from cards dealt by hand, or :func:`state_of_deal` from a
    :class:`~tarokk.games.paskievics.deal.Deal` played on its own."""

    game: PaskievicsGame

    def __init__(self, game: PaskievicsGame, dealt: DealtCards) -> None:
        super().__init__(game)
        self.dealt = dealt
        self.deal = Deal(dealt, game.rules, game.definition)
        self._taken: list[DealAction] = []  # what the deal was given, to replay it in a clone
        self._picked: tuple[Card, ...] = ()  # the discard being chosen, card by card
        self._engine_actions: list[DealAction] | None = None  # the deal's legal actions, asked once per turn

    def current_player(self) -> int:
        seat = self.deal.to_act  # one of A–D: a dealer who sits out never acts
        return TERMINAL if seat is None else ACTIVE_SEATS.index(seat)

    def is_terminal(self) -> bool:
        return self.deal.finished

    # -- legal actions ---------------------------------------------------------------

    def _listed(self) -> list[DealAction]:
        if self._engine_actions is None:
            self._engine_actions = self.deal.legal_actions()
        return self._engine_actions

    def _discards(self) -> list[Discard]:
        """The legal whole discards that include the cards picked so far (none outside the discard)."""
        picked = set(self._picked)
        return [a for a in self._listed() if isinstance(a, Discard) and picked <= set(a.cards)]

    def _legal_actions(self) -> list[int]:
        discards = self._discards()
        if discards:
            cards = {card for discard in discards for card in discard.cards} - set(self._picked)
            return sorted(encode(DiscardCard(card)) for card in cards)
        return sorted(encode(action) for action in self._listed() if not isinstance(action, Discard))

    # -- applying --------------------------------------------------------------------

    def _apply(self, action: int) -> None:
        token = decode(action)
        if not isinstance(token, DiscardCard):
            self._give(token)
            return
        needed = len(self._discards()[0].cards)
        self._picked = (*self._picked, token.card)
        if len(self._picked) == needed:
            whole, self._picked = Discard(self._picked), ()
            self._give(whole)

    def _give(self, action: DealAction) -> None:
        self.deal.apply(action)
        self._taken.append(action)
        self._engine_actions = None

    def _refusal(self, action: int) -> IllegalAction:
        if not 0 <= action < NUM_ACTIONS:
            return IllegalAction(
                TURN_RULES[self.deal.phase], f"{action} is not an action of {self.game.name} (0 … {NUM_ACTIONS - 1})"
            )
        return self._deal_refusal(self._as_deal_action(decode(action)), ACTION_NAMES[action])

    def _deal_refusal(self, action: DealAction, name: str) -> IllegalAction:
        """Why the deal refuses ``action`` (written ``name``) now."""
        probe = self.clone()
        try:
            probe.deal.apply(action)
        except IllegalAction as refusal:
            return refusal
        except TarokkInputError as unreadable:  # a word of another phase (the deal reads words as text)
            return IllegalAction(TURN_RULES[self.deal.phase], f"{name!r} is out of turn: {unreadable}")
        raise AssertionError(f"the deal accepted {name!r}, which it did not list as legal")

    def string_to_action(self, text: str) -> int:
        """The action named ``text``, or one said as players say it: in the auction a bidding
        word in either language (``passz``, ``három``, ``szóló``, ``tartom``:
        :func:`~tarokk.games.paskievics.bidding.parse_word`); asked to throw in, ``bedobom`` or
        ``játszom`` (:func:`~tarokk.games.paskievics.deal.parse_deal_action`); while
        announcements are made ``hívom a XX-ast``, ``hívás: XX``, ``Call XX``, ``tulétroá``
        (:func:`~tarokk.games.paskievics.announcements.parse_action`). Each refuses a text it
        cannot read saying what it may be."""
        phase = self.deal.phase
        if text in ACTION_NAMES or phase not in (Phase.AUCTION, Phase.THROW_IN, Phase.ANNOUNCE):
            return super().string_to_action(text)
        if phase is Phase.AUCTION:
            return ACTION_NAMES.index(parse_word(text))
        if phase is Phase.THROW_IN:
            return ACTION_NAMES.index(str(parse_deal_action(phase, text)))
        token = parse_action(text)
        try:
            return encode(token)
        except KeyError:  # a call of a card no one may call, such as a king
            raise self._deal_refusal(token, text) from None

    def _as_deal_action(self, token: Token) -> DealAction:
        """What to ask the deal for ``token``: one card of a discard goes in a whole discard
        with the cards picked so far, filled up with cards that are legal on their own."""
        if not isinstance(token, DiscardCard):
            return token
        discards = self._discards()
        needed = len(discards[0].cards) if discards else 1
        legal = {card for discard in discards for card in discard.cards} - {token.card, *self._picked}
        filler = sorted(legal, key=lambda card: card.sort_key)[: max(needed - len(self._picked) - 1, 0)]
        return Discard((*self._picked, token.card, *filler))

    def clone(self) -> PaskievicsState:
        """A copy made by replaying the deal's actions on the same cards."""
        twin = PaskievicsState(self.game, self.dealt)
        for action in self._taken:
            twin._give(action)
        twin._picked = self._picked
        twin._history = list(self._history)
        return twin

    # -- the end ---------------------------------------------------------------------

    def settlement(self) -> list[SettlementLine]:
        """The deal's settlement (:func:`~tarokk.games.paskievics.scoring.settle`, pagat "Az
        elszámolás"; Tolnai §62–§64) line by line, an amount for every seat (a sitting-out
        dealer's among them); none before the end and for a deal passed out or thrown in
        (nobody pays), with an empty ultimó kassza."""
        if not self.deal.finished or not (summary := self.deal.result()).has_game:
            return []
        return settlement_lines(summary, self.game.rules, self.game.seats)

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        """The hands of every seat as dealt (a sitting-out dealer's empty) and the talon."""
        return {seat: self.dealt.hands.get(seat, ()) for seat in self.game.seats}, self.dealt.talon

    def action_text(self, action: int, language: Language = "en") -> str:
        """The action as its name in records (``call XX``, ``play P 10``), or in the players'
        Hungarian words (``hívás: XX``, ``pikk tízes``)."""
        token = decode(action)
        said_hu = action_hu(Discard((token.card,)) if isinstance(token, DiscardCard) else token)
        return in_language(language, ACTION_NAMES[action], said_hu)

    # -- what a seat knows -------------------------------------------------------------

    def information_state_string(self, player: int) -> str:
        view = self._view(player)
        lines = self._seen(view)
        lines += [_trick_line(number, trick) for number, trick in enumerate(view.tricks, start=1)]
        lines.append("current trick: " + _plays(view.current_trick))
        return "\n".join(lines)

    def observation_string(self, player: int) -> str:
        view = self._view(player)
        lines = self._seen(view)
        won = {seat: sum(trick.winner == seat for trick in view.tricks) for seat in ACTIVE_SEATS}
        lines.append("tricks won: " + ", ".join(f"{seat} {count}" for seat, count in won.items()))
        if view.tricks:
            lines.append("last " + _trick_line(len(view.tricks), view.tricks[-1]))
        lines.append("current trick: " + _plays(view.current_trick))
        return "\n".join(lines)

    def table_text(self, player: int, language: Language = "en") -> str:
        """What seat ``player`` sees of the deal now, as lines for the terminal in ``language``:
        the game and the seat, the auction (the bids as the definition names its contracts),
        the declarer and his contract, the seat's talon cards and discard, the tarokks laid
        away, the announcements, the called card, the tricks taken, the trick on the table, the
        seat's hand, and at the end the card points and the settlement line by line."""
        view = self._view(player)
        definition = self.game.definition
        deal = self.deal
        header = shared.header(definition.hu, view.seat, language)
        lines = [f"{header} ({shared.PHASES[view.phase](language)})"]
        if view.auction:
            bids = {contract.name: contract for contract in definition.contracts}
            said = [
                f"{seat} {in_language(language, word, bids[word].hu if word in bids else HU_WORDS[word])}"
                for seat, word in view.auction
            ]
            lines.append(f"{shared.AUCTION(language)}: {', '.join(said)}")
        result = deal.auction.result()
        if result.complete and result.declarer is not None and result.contract is not None:
            contract = result.contract
            declared = shared.DECLARED(language, seat=result.declarer, en=contract.name, hu=contract.hu)
            lines.append(f"{shared.DECLARER(language)}: {declared}")
        if view.talon_cards:
            lines.append(f"{TALON_TAKEN(language)}: {cards_text(view.talon_cards, language)}")
        if view.own_discard or (view.to_act == view.seat and self._picked):
            lines.append(f"{shared.DISCARD(language)}: {cards_text(view.own_discard or self._picked, language)}")
        if view.seat not in ACTIVE_SEATS and self._dealer_keeps():
            lines.append(f"{KEPT(language)}: {cards_text(self._dealer_keeps(), language)}")
        if view.discarded_tarokks:
            counts = ", ".join(f"{seat} {count}" for seat, count in view.discarded_tarokks.items())
            lines.append(f"{DISCARDED(language)}: {counts}")
        if view.declarer_discarded_tarokks:
            lines.append(f"{shared.TAROKKS_SHOWN(language)}: {cards_text(view.declarer_discarded_tarokks, language)}")
        if view.announcements:
            said = [f"{seat} {in_language(language, item, said_hu(item))}" for seat, item in view.announcements]
            lines.append(f"{shared.ANNOUNCEMENTS(language)}: {', '.join(said)}")
        if view.called is not None:
            lines.append(f"{CALLED(language)}: {view.called.name(language)}")
        if view.tricks:
            won = {seat: sum(trick.winner == seat for trick in view.tricks) for seat in ACTIVE_SEATS}
            lines.append(f"{shared.TRICKS(language)}: " + ", ".join(f"{seat} {count}" for seat, count in won.items()))
        if view.current_trick:
            played = ", ".join(f"{seat} {card.name(language)}" for seat, card in view.current_trick)
            lines.append(f"{shared.ON_THE_TABLE(language)}: {played}")
        if view.seat in ACTIVE_SEATS:
            lines.append(f"{shared.YOUR_HAND(language)}: {cards_text(view.hand, language)}")
        summary = deal.result() if deal.finished else None
        if summary is not None and summary.outcome == "played":
            total = summary.measures.total
            lines.append(shared.CARD_POINTS(language, points=summary.declarer_card_points, total=total))
        for line in self.settlement():
            amount = line.amounts[player]
            lines.append(f"{line.described(language)}: {'+' if amount > 0 else ''}{amount} ({line.source})")
        return "\n".join(lines)

    def _view(self, player: int) -> SeatView:
        """What seat ``player`` may see: :meth:`Deal.view` for A–D; for a dealer who sits out,
        the public record (he has no cards, takes none from the talon and lays none away)."""
        seat = self.game.seats[player]
        if seat in ACTIVE_SEATS:
            return self.deal.view(seat)
        public = self.deal.view(ACTIVE_SEATS[0])
        to_act = None if public.phase is Phase.THROW_IN else public.to_act
        return public._replace(seat=seat, to_act=to_act, hand=(), talon_cards=(), own_discard=())

    def _dealer_keeps(self) -> tuple[Card, ...]:
        """The discards a dealer who sits out takes in hand and looks at, to say how many
        tarokks lie in them (Tolnai §39: "Ötös játéknál az osztó kezeli a többi játékos
        skartját"; §42): every discard but the declarer's, laid in one pile, once the
        discarding is over."""
        deal = self.deal
        if deal.phase in (Phase.AUCTION, Phase.DISCARD):
            return ()
        return tuple(
            sort_hand([card for seat, cards in deal.discards.items() if seat != deal.declarer for card in cards])
        )

    def _seen(self, view: SeatView) -> list[str]:
        """The seat's own cards and the public record, from :meth:`Deal.view` alone (and, for a
        dealer who sits out, the discards he keeps). Whose turn it is shows only to the seat to
        act (the throw-in asks only seats that may throw in)."""
        own_turn = view.to_act == view.seat
        discarding = self._picked if own_turn else ()
        if view.seat not in ACTIVE_SEATS:
            return [
                f"seat {view.seat}, the dealer, sits the deal out",
                "discards kept: " + _cards(self._dealer_keeps()),
                *self._public_lines(view),
            ]
        return [
            f"seat {view.seat}" + (f", to act in the {view.phase}" if own_turn else ""),
            "hand: " + _cards(view.hand),
            "talon cards taken: " + _cards(view.talon_cards),
            "own discard: " + _cards(view.own_discard or discarding),
            *self._public_lines(view),
        ]

    @staticmethod
    def _public_lines(view: SeatView) -> list[str]:
        """What the whole table has heard of the discards, the auction, the announcements and the call."""
        return [
            "discarded tarokks: " + ", ".join(f"{seat} {count}" for seat, count in view.discarded_tarokks.items()),
            "declarer's discarded tarokks: " + _cards(view.declarer_discarded_tarokks),
            "auction: " + ", ".join(f"{seat} {word}" for seat, word in view.auction),
            "announcements: " + ", ".join(f"{seat} {item}" for seat, item in view.announcements),
            "called: " + (view.called.tolnai if view.called is not None else "-"),
        ]

    def __str__(self) -> str:
        """The whole deal, every hand open (for debugging, never for a player)."""
        hands = [f"{seat}: {_cards(self.deal.hands.get(seat, ()))}" for seat in self.game.seats]
        history = ", ".join(ACTION_NAMES[action] for action in self._history)
        return "\n".join([*hands, "actions: " + history])


TALON_TAKEN = Words("Talon cards taken", "A talonból kapott lapok")
DISCARDED = Words("Tarokks discarded", "Skartolt tarokkok")
KEPT = Words("Discards kept by the dealer", "Az osztónál levő skartok")
CALLED = Words("Called", "Hívott lap")
"""The labels of :meth:`PaskievicsState.table_text` beside the ones every game shows (:mod:`tarokk.core.words`)."""

OFFICIAL_KONTRA = "hivatalból kontra"
"""The deal's own event after "fekszik" (Tolnai §47): nobody chooses it, the deal says it again."""


def state_of_deal(deal: Deal) -> PaskievicsState:
    """The state of a deal played on a :class:`~tarokk.games.paskievics.deal.Deal` directly
    (finished or not, at four or five, dealt from a seed or after a knock), under its own
    rules: each action of its log taken again through the state's API, a whole discard as
    its cards one by one, the hivatalból kontra left to the deal that says it. Its record is
    :func:`~tarokk.core.gamerecords.format_table_record`'s.

    >>> from tarokk.games.paskievics.dealing import deal
    >>> played = Deal(deal(5))
    >>> played.apply("pass")
    >>> state_of_deal(played).history() == [encode("pass")]
    True
    """
    game = PaskievicsGame(rules=deal.ruleset, players=deal.dealt.players)
    if deal.definition is not game.definition:
        game.definition = deal.definition
    state = PaskievicsState(game, deal.dealt)
    for event in deal.events:
        action = event.action
        if isinstance(action, Discard):
            for card in action.cards:
                state.apply_action(encode(DiscardCard(card)))
        elif action != OFFICIAL_KONTRA:
            state.apply_action(encode(action))
    return state


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card.tolnai for card in cards) or "-"


def _plays(plays: tuple[tuple[Seat, Card], ...]) -> str:
    return ", ".join(f"{seat} {card.tolnai}" for seat, card in plays) or "-"


def _trick_line(number: int, trick: Trick) -> str:
    return f"trick {number}: {_plays(trick.plays)}, won by {trick.winner}"
