"""Paskievics tarokk through the researcher's API (:mod:`tarokk.core.state`).

The state wraps a :class:`~tarokk.games.paskievics.deal.Deal` and speaks in the ints of
:mod:`tarokk.games.paskievics.actions`; the returns are the deal's settlement
(:func:`~tarokk.games.paskievics.scoring.settle`) per seat, with an empty ultimó kassza (one
deal on its own). Four play at seats 0–3, A–D. With five (``players=5``; pagat
"Helyválasztás, osztás", Tolnai §19) the dealer E is seat 4: he is dealt no cards and never
acts, and his return is zero unless the ruleset has him pay or receive (``dealer_sir_es_nevet``,
Tolnai §41; ``talon_honours_to_dealer``, Tolnai §40).

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

from tarokk.core.cards import Card, sort_hand
from tarokk.core.definition import Phase
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.core.state import TERMINAL, Game, SettlementLine, State, register_game
from tarokk.core.table import checked_cards
from tarokk.core.tricks import Trick
from tarokk.core.words import Language
from tarokk.games.paskievics.actions import ACTION_NAMES, NUM_ACTIONS, DiscardCard, Token, decode, encode
from tarokk.games.paskievics.announcements import FIGURES, MAX_KONTRA
from tarokk.games.paskievics.bidding import BID_WORDS
from tarokk.games.paskievics.deal import TURN_RULES, Deal, DealAction, Discard, SeatView
from tarokk.games.paskievics.dealing import (
    HAND_SIZE,
    TALON_SIZE,
    TRICKS_PER_DEAL,
    DealtCards,
    check_players,
    deal,
    dealer_of,
)
from tarokk.games.paskievics.definition import PASKIEVICS
from tarokk.games.paskievics.hungarian import action_hu
from tarokk.games.paskievics.ruleset import (
    PRESETS,
    Ruleset,
    format_value,
    option_field,
    option_fields,
    parse_value,
    ruleset,
)
from tarokk.games.paskievics.settlement import settlement_lines


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

    def __init__(self, seed: int = 0, rules: str | Ruleset = "pagat", players: int = 4, **options: Any) -> None:
        super().__init__(seed)
        check_players(players)
        self.players = players
        preset = ruleset(rules) if isinstance(rules, str) else rules
        names = {name: option_field(name).name for name in options}
        values = {names[name]: parse_value(names[name], value) for name, value in options.items()}
        self.rules = preset.with_options(**values) if values else preset

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
            f"{field.name}={format_value(getattr(self.rules, field.name))}"
            for field in option_fields()
            if getattr(self.rules, field.name) != getattr(base, field.name)
        ]
        return ", ".join(tag)

    def num_players(self) -> int:
        return len(self.seats)

    def max_game_length(self) -> int:
        return _max_deal_length()

    def new_initial_state(self, seed: int | None = None) -> PaskievicsState:
        return PaskievicsState(self, deal(self.seed if seed is None else seed, self.players, self.rules))

    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> PaskievicsState:
        """A deal of these cards: nine to each of A–D and a talon of six, the 42 cards once
        each; with five players the dealer E is dealt none (his hand left out, or empty)."""
        definition = self.definition
        dealer = dealer_of(self.players)
        if self.players == 5 and dealer in hands:
            if hands[dealer]:
                raise TarokkInputError(
                    f"{dealer} deals and sits out at a table of five: he is dealt no cards, not {len(hands[dealer])}"
                )
            hands = {seat: cards for seat, cards in hands.items() if seat != dealer}
        checked, talon_cards = checked_cards(
            definition.hu, definition.deck, ACTIVE_SEATS, HAND_SIZE, hands, talon, TALON_SIZE
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
        self.deal = Deal(dealt, game.rules)
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
        probe = self.clone()
        try:
            probe.deal.apply(self._as_deal_action(decode(action)))
        except IllegalAction as refusal:
            return refusal
        except TarokkInputError as unreadable:  # a word of another phase (the deal reads words as text)
            return IllegalAction(TURN_RULES[self.deal.phase], f"{ACTION_NAMES[action]!r} is out of turn: {unreadable}")
        raise AssertionError(f"the deal accepted {ACTION_NAMES[action]!r}, which it did not list as legal")

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
        Hungarian words (``XX-at hívom``, ``pikk tízes``)."""
        if language == "en":
            return ACTION_NAMES[action]
        token = decode(action)
        if isinstance(token, DiscardCard):
            return action_hu(Discard((token.card,)))
        return action_hu(token)

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
    state = PaskievicsState(PaskievicsGame(rules=deal.ruleset, players=deal.dealt.players), deal.dealt)
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
