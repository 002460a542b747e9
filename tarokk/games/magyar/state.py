"""A whole deal of magyar tarokk (Tolnai §65) on the shared phase pipeline
(:class:`~tarokk.phases.pipeline.PhasedState`); the looks at the talon are the game's own step.

>>> from tarokk.core.state import load_game
>>> state = load_game("magyar", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'three', 'lower-three', 'two', 'one', 'solo']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import PAGAT, Card, cards_text, mask_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Lead, Partner, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import OPPONENTS, Figure, figure_outcome
from tarokk.core.outcome import FigureResult
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Words
from tarokk.games.magyar.actions import ACTIONS, AUCTION_RULES, BIDS, FIGURES, HUNGARIAN_NAMES, KEEP, KONTRAS, LOOK
from tarokk.games.magyar.bot import rule_policy
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import MagyarOptions
from tarokk.games.magyar.scoring import MagyarOutcome, settle
from tarokk.games.magyar.talon import buy_talon, look_ladder
from tarokk.games.magyar.view import MagyarView
from tarokk.games.magyar.words import PARTS, WORDS
from tarokk.phases.announcements import AnnouncementRound
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.looks import LookByLook, Looks, TalonPurchase
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks


class MagyarState(PhasedState):
    """One deal of magyar tarokk in progress."""

    game: MagyarGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "magyar.turn"
    view_class = MagyarView
    aliases = HUNGARIAN_NAMES
    action_words: ClassVar[Mapping[str, Words]] = {KEEP: WORDS.keeps}
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.AUCTION: Bidding(AUCTION_RULES),
        Phase.TALON: LookByLook("magyar.talon.look"),
        Phase.DISCARD: LayAway("magyar.discard"),  # "Királyt vagy honnórt tilos lefektetni."
        Phase.ANNOUNCE: AnnouncementRound("magyar.announce.kontra", keeps_word=True),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: MagyarGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.phase = Phase.AUCTION
        self.looking: Looks | None = None
        """The declarer's looks at the talon, once he has begun them."""
        self.purchase: TalonPurchase | None = None

    @enforces("magyar.auction.contracts", "magyar.auction.end", "magyar.talon.look", "magyar.talon.solo")
    def phase_over(self, phase: str) -> None:
        """After the auction (the holding right passing on, Tolnai §65, §28): no game if all passed
        (§26), the looks at a bought contract, at szóló the talon unseen to the opponents; then
        the discard, the announcements and the tricks."""
        if phase == Phase.AUCTION:
            self.declarer = self.auction.declarer
            if self.declarer is None:
                return self.end()
            self.contract = self.game.definition.contracts[self.auction.level - 1]
            if self.contract.talon == TalonHandling.PEEK_AT_PRICE:
                self.phase, self.looking = Phase.TALON, Looks(look_ladder(self.contract, self.game.rules), self.talon)
            else:
                self._buy()
                self.begin_announcements()
        elif phase == Phase.TALON:
            self._buy()
            self.phase = Phase.DISCARD
        elif phase == Phase.DISCARD:
            self.begin_announcements()
        elif phase == Phase.ANNOUNCE:
            self._start_play()
        else:
            self.end()

    def _buy(self) -> None:
        """The declarer takes the part of his last look (at szóló none) and lays as many away."""
        assert self.declarer is not None and self.contract is not None
        looks = 0 if self.looking is None else self.looking.count
        self.purchase = buy_talon(self.contract, looks, self.talon, self.game.rules)
        self.take_from_talon(self.declarer, self.purchase.kept)

    @enforces("magyar.announce")
    def announceable(self, seat: Seat) -> list[str]:
        """Any figure nobody has announced, for his side (Tolnai §65)."""
        return [str(figure) for figure in FIGURES if figure not in self.kontras.owners]

    @enforces("magyar.announce")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        if name not in FIGURES:
            return None
        return IllegalAction("magyar.announce", **WORDS.announced_already.message(figure=Figure(name).hu))

    @enforces("magyar.play", "magyar.play.ultimo-keep")
    def _start_play(self) -> None:
        """Twelve tricks led as ``first_lead`` says; an announced pagátultimó binds the pagát's
        holder on the announcing side (Tolnai §54)."""
        assert self.contract is not None
        leader = self.contract.first_leader(self.declarer, self.seats[0])
        self.start_play(leader, [(Figure.PAGAT_ULTIMO, PAGAT, "magyar.play.ultimo-keep")])

    def price(self) -> int:
        """The game's price as it stands: the ladder's price at the looks so far, szóló's 10."""
        if self.contract is None:
            return 0
        return self.contract.base_value if self.looking is None else self.looking.price

    def next_part(self) -> int | None:
        """The part the declarer's next look would turn up (None: he is not looking, or may not look again)."""
        return self.looking.next_part if self.looking is not None and self.phase == Phase.TALON else None

    # -- the outcome -----------------------------------------------------------------

    @enforces("magyar.win")
    def declarer_points(self) -> int:
        """The card points in the declarer's tricks and discard (he wins with 48, Tolnai §65)."""
        assert self.play is not None and self.declarer is not None
        return self.game.definition.counting.count_taken(self.play.tricks, (self.declarer,), self.discard)

    @enforces("magyar.scoring.solo-talon")
    def figure_results(self) -> list[FigureResult]:
        """Each figure announced (made or lost) and each made silently, by side; the talon left
        to the opponents counts as theirs (option ``talon_figures``, Tolnai §65)."""
        assert self.play is not None and self.purchase is not None
        theirs = mask_of(self.purchase.to_opponents) if self.game.rules.talon_figures == "opponents" else 0
        sides = {seat: self.side(seat) for seat in self.seats}
        outcome = figure_outcome(self.play.tricks, sides, piles={OPPONENTS: theirs})
        results = []
        for figure in FIGURES:
            side, maker = self.kontras.owners.get(figure), outcome.maker(figure)
            if side is not None:
                results.append(FigureResult(figure, side, maker == side, True, self.kontras.level(figure)))
            if maker is not None and maker != side:
                results.append(FigureResult(figure, maker, True))
        return results

    def outcome(self) -> MagyarOutcome | None:
        if not self.is_terminal() or self.declarer is None or self.contract is None or self.purchase is None:
            return None
        figures = tuple(self.figure_results())
        points, kontra = self.declarer_points(), self.kontras.level(GAME)
        return MagyarOutcome(self.contract.name, self.declarer, self.purchase.looks, points, kontra, figures)

    # -- in words --------------------------------------------------------------------

    def own_view(self, seat: Seat) -> dict[str, Any]:
        looking, following = self.looking, self.next_part()
        return {
            "holder": self.auction.holder if self.phase == Phase.AUCTION else None,
            "looks": 0 if looking is None else looking.count,
            "turned_up": () if looking is None else looking.turned_up,
            "turned_up_parts": () if looking is None else looking.parts,
            "next_part": following,
            "price": self.price(),
            "can_look_again": following is not None,
            "announced": tuple((bet, side) for bet, side in self.kontras.owners.items() if bet != GAME),
            "kontras": tuple(self.kontras.levels.items()),
        }

    def own_action_text(self, name: str, language: Language) -> str:
        """A look at the talon (saying so when it goes back to a part seen), a figure announced, a kontra."""
        if name == LOOK:
            following = self.next_part()
            if following is not None and self.looking is not None and following in self.looking.parts:
                return WORDS.looks_again(language, part=PARTS[following](language))  # back to a part seen
            return WORDS.looks(language)
        if name in FIGURES:
            return WORDS.announces(language, figure=WORDS.group("figure_names")[name](language))
        word, target = name.split()
        on = WORDS.the_game if target == GAME else WORDS.group("figure_names")[target]
        said_word = self.game.definition.kontras.words[MAGYAR.kontras.words.index(word)]
        return WORDS.says_kontra(language, word=said_word, target=on(language))

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the declarer's with the game's price, a row for each look with the
        part it turned up (Tolnai §65: "felborítja"), and at the end the declarer's card points."""
        assert isinstance(view, MagyarView)
        rows = super().table_rows(view, language)
        definition = self.game.definition
        if view.declarer is not None and self.contract is not None:
            price = {"declarer": view.declarer, "contract": self.contract.hu, "price": view.price}
            rows[1] = (shared.DECLARER, WORDS.priced(language, **price))
        for look, (part, cards) in enumerate(zip(view.turned_up_parts, view.turned_up, strict=True), 1):
            again = part in view.turned_up_parts[: look - 1]
            label = (WORDS.look_again if again else WORDS.look)(language, look=look, part=PARTS[part](language))
            rows.insert(1 + look, (Words(label, label), cards_text(cards, language)))  # in the language asked
        if self.play is not None and self.is_terminal():
            points = shared.CARD_POINTS(language, points=self.declarer_points(), total=definition.total_points)
            rows.append((Words("", ""), points + WORDS.to_win(language, points=definition.win_points)))
        return rows


@register_game
class MagyarGame(TableGame):
    """Magyar tarokk, three players (Tolnai §65), under :class:`MagyarOptions` given by name."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.PEEK_AT_PRICE, TalonHandling.TO_OPPONENTS}),
        figures=frozenset({Figure.GAME, *FIGURES}),
        countings=frozenset({Counting.CARD_POINTS}),
        reads=frozenset({"contract.ladder", "auction", "figures", "kontras"}),
        announces=frozenset(FIGURES),
        kontra_words=5,
    )
    rules: MagyarOptions
    name = "magyar"
    options_class = MagyarOptions
    deal_rule = "magyar.deal"
    state_class = MagyarState
    definition = MAGYAR
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = MagyarOutcome
    words = WORDS

    def settle(self, outcome: MagyarOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """Who leads in every contract, as the house rule ``first_lead`` says."""
        lead = Lead(self.rules.first_lead)
        return dataclasses.replace(
            definition, contracts=tuple(dataclasses.replace(c, lead=lead) for c in definition.contracts)
        )

    def max_game_length(self) -> int:
        # bids and holds (each raises or takes the top bid), looks, discards, every figure and
        # kontra with the passes around them, and 36 cards
        return 30 + 12 + 6 + 4 * (len(FIGURES) + len(KONTRAS)) + 36
