"""A deal of Trappola on the shared phase pipeline (:class:`~tarokk.phases.pipeline.PhasedState`):
its own exchange of whole hands from the talon (:class:`Exchange`), then the shared tricks
without trumps, the combinations declared as the play begins.

>>> from tarokk.core.state import load_game
>>> state = load_game("trappola", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A, the dealer's opponent
['keep', 'exchange']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import numpy as np

from tarokk.core.cards import Card, mask_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Lead, Partner, Phase, TalonHandling
from tarokk.core.display import hand_text
from tarokk.core.enforcement import enforces
from tarokk.core.errors import DefinitionError, IllegalAction
from tarokk.core.outcome import summary_text
from tarokk.core.players import Policy, PolicyBot, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame, play_out
from tarokk.core.words import Language, Words, in_language, one_of
from tarokk.games.trappola.actions import ACTIONS, EXCHANGE, HUNGARIAN_NAMES, KEEP
from tarokk.games.trappola.bot import rule_policy
from tarokk.games.trappola.definition import TRAPPOLA, TRAPPOLA40
from tarokk.games.trappola.options import TrappolaOptions
from tarokk.games.trappola.scoring import RANKS, TARGET, Declaration, TrappolaOutcome, rank_key, scores, settle
from tarokk.games.trappola.view import TrappolaView
from tarokk.games.trappola.words import WORDS
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks

TWO = 2
"""The rank of the two, the lowest card, which wins a trick only led and not followed."""


@dataclass(frozen=True)
class Exchange:
    """The exchange (:class:`~tarokk.phases.pipeline.Step`): the dealer's opponent, then the
    dealer, each keeps his hand or throws it face up and draws as many cards from the talon."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert isinstance(state, TrappolaState)
        return state.exchanger

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert isinstance(state, TrappolaState)
        return [ACTIONS.index[KEEP], *([ACTIONS.index[EXCHANGE]] if state.may_exchange(seat) else [])]

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        """None: the exchange is offered exactly while its seat may make it, and the phase ends
        when nobody may; a card played now is refused by the turn rule."""
        return None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert isinstance(state, TrappolaState)
        return state.exchange(seat, ACTIONS.names[action] == EXCHANGE)


class TrappolaState(PhasedState):
    """One deal of Trappola in progress."""

    game: TrappolaGame
    actions = ACTIONS
    turn_rule = "trappola.turn"
    view_class = TrappolaView
    aliases = HUNGARIAN_NAMES
    action_words: ClassVar[Mapping[str, Words]] = {KEEP: WORDS.keeps, EXCHANGE: WORDS.exchanges}
    steps: ClassVar[Mapping[str, Step]] = {Phase.TALON: Exchange(), Phase.PLAY: Tricks()}

    def __init__(self, game: TrappolaGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.hand_size = game.definition.packets.hand
        self.drawn = 0
        """The cards drawn from the talon so far, from its top."""
        self.thrown: list[tuple[Seat, tuple[Card, ...]]] = []
        """Each hand thrown face up in the exchange, with its seat, in order."""
        self.exchanger: Seat | None = self.seats[0]
        self.declared: list[tuple[Seat, int, tuple[Card, ...]]] = []
        """Each combination declared: its seat, its rank and its cards."""
        self.contract = game.definition.contracts[0]
        if self.contract.lead != Lead.FIRST_HAND:
            raise DefinitionError(
                f"trappola's first trick is led by the dealer's opponent, not by {self.contract.lead}"
            )
        self.phase = Phase.TALON

    @property
    def talon_left(self) -> int:
        """The cards still in the talon."""
        return len(self.talon) - self.drawn

    @enforces("trappola.talon.exchange", "trappola.talon.dealer")
    def may_exchange(self, seat: Seat) -> bool:
        """Whether ``seat`` may throw his hand now: the dealer's opponent twice while the talon
        lasts ("Ezt a talon elfogyásáig még egyszer megteheti"), the dealer from what is left of
        it ("Az osztó is cserélhet, ha marad talon … csak az ő »maradékából« cserélhet")."""
        times = sum(thrower == seat for thrower, _ in self.thrown)
        return self.talon_left >= self.hand_size and (seat == self.seats[-1] or times < 2)

    def exchange(self, seat: Seat, throw: bool) -> bool:
        """``seat`` throws his hand face up and draws the talon's next cards, or keeps his hand;
        whether the exchange is over."""
        if throw:
            self.thrown.append((seat, self.hand(seat)))
            self.held[seat] = mask_of(self.talon[self.drawn : self.drawn + self.hand_size])
            self.drawn += self.hand_size
        if not throw or not self.may_exchange(seat):
            later = self.seats[self.seats.index(seat) + 1 :]
            self.exchanger = next((other for other in later if self.may_exchange(other)), None)
        return self.exchanger is None

    def phase_over(self, phase: str) -> None:
        if phase == Phase.TALON:
            return self._start_play()
        return self.end()

    @enforces("trappola.play", "trappola.play.lead", "trappola.play.two")
    def _start_play(self) -> None:
        """The combinations are declared, and the dealer's opponent leads ("Az első híváskor az
        osztó ellenfele kezd"), without trumps ("Ebben a játékban nincs aduszín"): the higher card
        of the suit led wins, and a two wins only led and not followed."""
        for seat in self.seats:
            held = Counter(card.rank for card in self.hand(seat))
            for rank in RANKS:
                if held[rank] >= 3:
                    self.declared.append((seat, rank, tuple(c for c in self.hand(seat) if c.rank == rank)))
        assert self.contract is not None
        self.start_play(self.contract.first_leader(None, self.seats[0]), trumps=0)

    # -- the outcome -----------------------------------------------------------------

    def sheet_points(self) -> list[float]:
        """Each player's own points in the deal, which the race to 300 counts
        (:func:`~tarokk.games.trappola.scoring.scores`)."""
        return [float(points) for points in scores(self.settlement())]

    def outcome(self) -> TrappolaOutcome | None:
        if not self.is_terminal() or self.play is None:
            return None
        tricks, seats = self.play.tricks, self.seats
        taken = {seat: [c for t in tricks if t.winner == seat for _, c in t.plays] for seat in seats}
        with_two = [dict(trick.plays)[trick.winner].rank == TWO for trick in tricks]
        run = 0
        while run < len(tricks) and with_two[-1 - run] and tricks[-1 - run].winner == tricks[-1].winner:
            run += 1
        return TrappolaOutcome(
            "trappola",
            None,
            card_points=tuple(self.game.definition.counting.count_cards(taken[seat]) for seat in seats),
            declarations=tuple(Declaration(seat, RANKS[rank], len(cards)) for seat, rank, cards in self.declared),
            two_tricks=tuple(
                sum(w and t.winner == seat for w, t in zip(with_two, tricks, strict=True)) for seat in seats
            ),
            last_trick=tricks[-1].winner,
            last_twos=run,
        )

    # -- what a seat sees -------------------------------------------------------------

    def own_view(self, seat: Seat) -> dict[str, Any]:
        shown = self.game.rules.show_declared or self.is_terminal()
        return {
            "talon": self.talon[self.drawn :] if self.talon_seen(seat) else (),  # what is left of it
            "thrown": tuple(self.thrown),
            "talon_left": self.talon_left,
            "declared": tuple((who, rank, len(cards)) for who, rank, cards in self.declared),
            "shown": tuple(card for _, _, cards in self.declared for card in cards) if shown else (),
        }

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the hands thrown, the talon left, the declarations, and at the end each
        player's points."""
        assert isinstance(view, TrappolaView)
        rows = super().table_rows(view, language)[1:]  # no auction
        assert self.contract is not None
        game = Words(self.contract.name, self.contract.hu)(language)
        extra = [(WORDS.game, game), (WORDS.talon_left, str(view.talon_left))]
        extra += [(WORDS.thrown, f"{seat}: {hand_text(cards, language)}") for seat, cards in view.thrown]
        ranks = WORDS.group("ranks")
        for seat, rank, count in view.declared:
            extra.append(
                (
                    WORDS.declarations,
                    f"{seat}: {WORDS.combination(language, count=count, rank=ranks[RANKS[rank]](language))}",
                )
            )
        if self.is_terminal():
            points = scores(self.settlement())
            extra.append((WORDS.points, ", ".join(f"{seat} {n}" for seat, n in zip(self.seats, points, strict=True))))
        return extra + rows

    def talon_seen(self, seat: Seat) -> bool:
        return self.is_terminal()


@register_game
class TrappolaGame(TableGame):
    """Trappola for two on the 36-card pack (or the 40-card one), under
    :class:`~tarokk.games.trappola.options.TrappolaOptions`."""

    plays = Plays(
        contracts=("trappola",),
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.NONE}),
        countings=frozenset({Counting.CARD_POINTS}),
    )
    rules: TrappolaOptions
    name = "trappola"
    options_class = TrappolaOptions
    deal_rule = "trappola.deal"
    state_class = TrappolaState
    definition = TRAPPOLA
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = TrappolaOutcome
    words = WORDS
    sheet_target = TARGET

    def settle(self, outcome: TrappolaOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """The pack the option ``cards`` names: 36 cards, or the 40-card variant."""
        return TRAPPOLA40 if self.rules.cards == 40 else TRAPPOLA

    def max_game_length(self) -> int:
        # four exchanges at most, then every card of both hands
        return 4 + len(self.seats) * self.definition.packets.hand

    def outcome_from_summary(self, data: Any) -> TrappolaOutcome:
        """The outcome a summary states, each declaration's card as ``[ranks]`` keys it, whether
        the summary names it in English or in Hungarian."""
        outcome = super().outcome_from_summary(data)
        assert isinstance(outcome, TrappolaOutcome)
        known = self.words.group("ranks")
        declared = tuple(
            replace(d, rank=rank_key(d.rank)) if rank_key(d.rank) in known else d for d in outcome.declarations
        )
        return replace(outcome, declarations=declared)

    def summary_template(self, language: Language = "en", deals: int = 40) -> str:
        """A summary to fill in: the outcome of the first of ``deals`` seeded deals played by the
        rule-based bots that states the most (a deal of Trappola has no declarer, which the shared
        template looks for)."""
        outcomes = []
        for seed in range(deals):
            state = play_out(self.new_initial_state(seed), PolicyBot(rule_policy, np.random.default_rng(seed), "rule"))
            assert isinstance(state, TrappolaState)
            outcomes.append(state.outcome())
        outcome = max(
            (o for o in outcomes if o is not None), key=lambda o: (len(o.declarations), o.last_twos, sum(o.two_tricks))
        )
        ranks = self.words.group("ranks")  # a declaration's card in the summary's language, which the reader takes
        declared = tuple(replace(d, rank=in_language(language, d.rank, ranks[d.rank].hu)) for d in outcome.declarations)
        outcome = replace(outcome, declarations=declared)
        facts = {
            "total": self.definition.total_points,
            "seats": one_of(list(self.seats), language),
            "order": ", ".join(self.seats),
        }
        return summary_text(outcome, self.words, language, self.summary_keys(), facts)
