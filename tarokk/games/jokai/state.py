"""A whole deal of Jókai-hármas (nehezebb-kartyajatekok.txt, "Hármas tarokk") on the shared phase
pipeline (:class:`~tarokk.phases.pipeline.PhasedState`): the auction, the looks at the skart's
pairs, the discard, the announcements and the tricks are all shared steps.

>>> from tarokk.core.state import load_game
>>> state = load_game("jokai", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'first-two', 'second-two', 'third-two', 'solo']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from tarokk.core.cards import Card, mask_of
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.definition import GameDefinition, LookLadder, Partner, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import OPPONENTS
from tarokk.core.outcome import FigureResult
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Words
from tarokk.games.jokai.actions import ACTIONS, AUCTION_RULES, BIDS, FIGURES, HUNGARIAN_NAMES, KEEP, KONTRAS, LOOK
from tarokk.games.jokai.bot import rule_policy
from tarokk.games.jokai.definition import JOKAI, SKART
from tarokk.games.jokai.options import JokaiOptions
from tarokk.games.jokai.scoring import JokaiOutcome, settle
from tarokk.games.jokai.view import JokaiView
from tarokk.games.jokai.words import WORDS
from tarokk.phases.announcements import AnnouncementRound, declarer_first, declarer_first_refusal
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.looks import LookByLook, LookingState
from tarokk.phases.pipeline import SeatView, Step
from tarokk.phases.tricks import Tricks


class JokaiState(LookingState):
    """One deal of Jókai-hármas in progress."""

    game: JokaiGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "jokai.turn"
    view_class = JokaiView
    aliases = HUNGARIAN_NAMES
    private_discards = True  # the page shows nothing laid back: the skart stays "lefordítva"
    action_words: ClassVar[Mapping[str, Words]] = {KEEP: WORDS.keeps}
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.AUCTION: Bidding(AUCTION_RULES),
        Phase.TALON: LookByLook("jokai.talon.look"),
        Phase.DISCARD: LayAway("jokai.discard"),  # "A skartba 5 pontos lapokat nem szabad letenni!"
        Phase.ANNOUNCE: AnnouncementRound("jokai.announce.kontra", keeps_word=True),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: JokaiGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.phase = Phase.AUCTION

    @enforces("jokai.auction.contracts", "jokai.auction.end", "jokai.talon.look", "jokai.talon.solo", "jokai.play")
    def phase_over(self, phase: str) -> None:
        """After the auction: no game if all passed; at a kettős the looks at the skart's pairs
        from the pair the bid names, at szóló the skart unseen to the opponents; then the
        discard, the announcements, and twelve tricks led by A ("Az első hívás joga az osztó
        jobb oldali szomszédjáé")."""
        if phase == Phase.AUCTION:
            self.declarer = self.auction.declarer
            if self.declarer is None:
                return self.end()
            self.contract = self.game.definition.contracts[self.auction.level - 1]
            if not self.begin_looks() and not self.take_purchase():
                self.begin_announcements()
        elif phase == Phase.TALON:
            self.take_purchase()
        elif phase == Phase.DISCARD:
            self.begin_announcements()
        elif phase == Phase.ANNOUNCE:
            assert self.contract is not None
            self.start_play(self.contract.first_leader(self.declarer, self.seats[0]))
        else:
            self.end()

    @enforces("jokai.announce")
    def announceable(self, seat: Seat) -> list[str]:
        return declarer_first(self, seat, FIGURES)

    @enforces("jokai.announce")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        return declarer_first_refusal(self, seat, name, FIGURES, "jokai.announce")

    # -- the outcome -----------------------------------------------------------------

    @enforces("jokai.count", "jokai.count.skart")
    def declarer_points(self) -> int:
        """The card points of the declarer's tricks and of the pair he laid away, less 2 a trick
        and 1 for the pair ("ezek révén még 1 pontot kell levonni"); the beginners' count
        deducts nothing."""
        assert self.play is not None and self.declarer is not None
        taken = self.counting.count_taken(self.play.tricks, (self.declarer,), self.discard)
        return taken - (SKART["laid"] if self.discard and self.deducts else 0)

    def opponents_points(self) -> int:
        """The opponents' points: their tricks and the skart left to them, less 2 a trick, 3 for
        the four cards at a kettős ("3 pontot itt is le kell vonni az ellenpárttól"), two
        tricks' worth for the six at szóló; the beginners' count deducts nothing."""
        assert self.play is not None and self.declarer is not None and self.purchase is not None
        theirs = [seat for seat in self.seats if seat != self.declarer]
        taken = self.counting.count_taken(self.play.tricks, theirs, self.purchase.to_opponents)
        skart = SKART["rest"] if self.purchase.kept else self.counting.per_trick * self.counting.talon_tricks
        return taken - (skart if self.deducts else 0)

    @property
    def counting(self) -> CardCounting:
        return self.game.definition.counting

    @property
    def deducts(self) -> bool:
        """Whether tricks and the skart cost points (not with the beginners' count)."""
        return self.counting.method == Counting.DEDUCTED_PER_TRICK

    def _figures(self) -> list[FigureResult]:
        """The figures by side, the skart left to the opponents counting as theirs ("értékükben az
        ellenpárt ütéseihez számítanak")."""
        assert self.purchase is not None
        return self.side_figures(FIGURES, {OPPONENTS: mask_of(self.purchase.to_opponents)})

    def outcome(self) -> JokaiOutcome | None:
        if not self.is_terminal() or self.declarer is None or self.contract is None or self.purchase is None:
            return None
        points, kontra = self.declarer_points(), self.kontras.level(GAME)
        return JokaiOutcome(
            self.contract.name, self.declarer, self.purchase.looks, points, kontra, tuple(self._figures())
        )

    # -- in words --------------------------------------------------------------------

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The looks (:class:`~tarokk.phases.looks.LookingState`) and the kontras said."""
        return super().own_view(seat) | {"kontras": tuple(self.kontras.levels.items())}

    def own_action_text(self, name: str, language: Language) -> str:
        """A look at the skart's next pair (saying so when it goes back to one seen), a figure, a kontra."""
        if name == LOOK:
            return self.look_text(language)
        if name in FIGURES:
            return WORDS.announces(language, figure=WORDS.group("figure_names")[name](language))
        word, target = name.split()
        on = WORDS.the_game if target == GAME else WORDS.group("figure_names")[target]
        return WORDS.says_kontra(language, word=word, target=on(language))

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The rows of the looks (:class:`~tarokk.phases.looks.LookingState`), and at the end the declarer's points."""
        rows = super().table_rows(view, language)
        if self.play is not None and self.is_terminal():
            definition = self.game.definition
            points = WORDS.points(
                language, points=self.declarer_points(), total=definition.total_points, win=definition.win_points
            )
            rows.append((Words("", ""), points))
        return rows


@register_game
class JokaiGame(TableGame):
    """Jókai-hármas, three players (nehezebb-kartyajatekok.txt, "Hármas tarokk"), under
    :class:`JokaiOptions` given by name."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.PEEK_AT_PRICE, TalonHandling.TO_OPPONENTS}),
        figures=frozenset(FIGURES),
        countings=frozenset({Counting.DEDUCTED_PER_TRICK, Counting.CARD_POINTS}),
        reads=frozenset({"contract.ladder", "auction", "figures", "kontras"}),
        announces=frozenset(FIGURES),
        kontra_words=2,
    )
    rules: JokaiOptions
    name = "jokai"
    options_class = JokaiOptions
    deal_rule = "jokai.deal"
    state_class = JokaiState
    definition = JOKAI
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = JokaiOutcome
    words = WORDS

    def settle(self, outcome: JokaiOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition)

    @enforces("jokai.count.beginners", "jokai.scoring.game")
    def patched(self, definition: GameDefinition) -> GameDefinition:
        """The count the option ``count`` names (the beginners' without deductions), a lost
        kettős's price at each look as ``kettos_losses`` says, the szóló's as ``solo_price``."""
        losses = tuple(loss for _, loss in self.rules.kettos_losses)
        contracts = tuple(
            replace(c, base_value=self.rules.solo_price)
            if c.ladder is None
            else replace(c, base_value=losses[0], ladder=LookLadder(c.ladder.part_size, c.ladder.order, losses))
            for c in definition.contracts
        )
        counting = CardCounting() if self.rules.count == "beginners" else definition.counting
        return replace(definition, contracts=contracts, counting=counting)

    def max_game_length(self) -> int:
        # the bids, five looks, two discards, every figure and kontra with the passes around them, 36 cards
        return 8 + 5 + 2 + 4 * (len(FIGURES) + len(KONTRAS)) + 36
