"""A toy game for testing the table interface on its own: two players, the 42-card deck,
hands of 20 and a talon of two that nobody touches; the 20 tricks are played with the
ordinary play rules, and whoever took more card points wins 1 from the other."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar

from tarokk.core.cards import DECK42, Card, parse_card, sort_hand
from tarokk.core.counting import CardCounting
from tarokk.core.definition import (
    Contract,
    GameDefinition,
    KontraLadder,
    Packets,
    Partner,
    Phase,
    Seating,
    TalonHandling,
)
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.options import GameOptions
from tarokk.core.outcome import Outcome
from tarokk.core.packs import deal_packets, shuffled_ids
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, SettlementLine, register_game
from tarokk.core.table import Plays, TableGame, TableState
from tarokk.core.tricks import Trick, TrickPlay
from tarokk.core.words import Language

TOY = GameDefinition(
    name="toy",
    hu="próbajáték",
    sources=("the tests: a game of two hands and no bidding",),
    deck=DECK42,
    counting=CardCounting(),
    seating=Seating(player_counts=(2,), active_seats=("A", "B")),
    packets=Packets(talon=2, sizes=(10, 10)),
    contracts=(Contract("play", "játék", 1, 1, TalonHandling.NONE, partner=Partner.NONE),),
    figures=(),
    kontras=KontraLadder(()),
    phases=(Phase.PLAY, Phase.OVER),
)
NAMES = tuple(f"play {card.tolnai}" for card in DECK42.cards)


@dataclass(frozen=True)
class ToyView:
    hand: tuple[Card, ...]
    table: tuple[tuple[Seat, Card], ...]


def lowest_policy(view: ToyView, legal: Sequence[int], rng: Any) -> int:
    """Always the first legal action."""
    return legal[0]


@dataclass(frozen=True)
class ToyOutcome(Outcome):
    """The card points each player took."""

    a_points: int
    b_points: int


@dataclass(frozen=True)
class ToyOptions(GameOptions):
    """A game without house rules."""

    game = "toy"


@register_game
class ToyGame(TableGame):
    name = "toy"
    options_class = ToyOptions
    action_names = NAMES
    definition = TOY
    plays = Plays(("play",), frozenset({Partner.NONE}), frozenset({TalonHandling.NONE}))
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": lowest_policy}
    outcome_class = ToyOutcome

    def max_game_length(self) -> int:
        return 40

    def settle(self, outcome: ToyOutcome) -> list[SettlementLine]:
        if outcome.a_points == outcome.b_points:
            return []
        won = Fraction(1 if outcome.a_points > outcome.b_points else -1)
        return [SettlementLine("the game", "a játék", "toy rules", (won, -won))]

    def new_initial_state(self, seed: int | None = None) -> ToyState:
        pack = [DECK42.cards[i] for i in shuffled_ids(self.seed if seed is None else seed, DECK42)]
        hands, talon = deal_packets(pack, 2, (10, 10), self.seats)
        return ToyState(self, hands, talon)

    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> ToyState:
        dealt = [card for seat in self.seats for card in hands.get(seat, ())] + list(talon)
        if sorted(card.key for card in dealt) != sorted(card.key for card in DECK42.cards):
            raise TarokkInputError("the hands and the talon must hold the 42 cards once each")
        return ToyState(self, {seat: tuple(hands[seat]) for seat in self.seats}, tuple(talon))


class ToyState(TableState):
    game: ToyGame

    def __init__(self, game: ToyGame, hands: Mapping[Seat, tuple[Card, ...]], talon: tuple[Card, ...]) -> None:
        super().__init__(game)
        self.hands, self.talon = dict(hands), talon
        self.play = TrickPlay(hands, "A", seats=game.seats)
        self.phase = "play"

    def current_player(self) -> int:
        seat = self.play.to_play
        return TERMINAL if seat is None else self.game.seats.index(seat)

    def _legal_actions(self) -> list[int]:
        return sorted(NAMES.index(f"play {card.tolnai}") for card in self.play.legal_actions())

    def _apply(self, action: int) -> None:
        self.play.apply_listed(parse_card(NAMES[action].removeprefix("play ")))

    def _refusal(self, action: int) -> IllegalAction:
        try:
            self.play.check(parse_card(NAMES[action].removeprefix("play ")))
        except IllegalAction as refusal:
            return refusal
        raise AssertionError("a legal card was refused")

    def clone(self) -> ToyState:
        twin = ToyState(self.game, self.hands, self.talon)
        for action in self._history:
            twin.apply_action(action)
        return twin

    def is_terminal(self) -> bool:
        return self.play.finished

    def outcome(self) -> ToyOutcome | None:
        if not self.is_terminal():
            return None
        points = self.play.points_won()
        return ToyOutcome("play", None, points["A"], points["B"])

    def action_text(self, action: int, language: Language = "en") -> str:
        card = parse_card(NAMES[action].removeprefix("play "))
        return f"kijátssza: {card.hu}" if language == "hu" else f"plays the {card.english}"

    def tricks_taken(self) -> tuple[Trick, ...]:
        return tuple(self.play.tricks)

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None  # the toy has no auction: its one trick game has no contract

    def table_text(self, player: int, language: Language = "en") -> str:
        seat = self.game.seats[player]
        return f"{seat}: " + " ".join(card.tolnai for card in sort_hand(self.play.hands[seat]))

    def view(self, player: int) -> ToyView:
        seat = self.game.seats[player]
        return ToyView(self.play.hands[seat], tuple(self.play.current))

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return self.hands, self.talon

    def information_state_string(self, player: int) -> str:
        return self.table_text(player)

    def observation_string(self, player: int) -> str:
        return self.table_text(player)
