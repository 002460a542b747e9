"""A whole deal of módosított hármastarokk (nehezebb-kartyajatekok.txt) on the shared phase
pipeline (:class:`~tarokk.phases.pipeline.PhasedState`): the throw-in, the auction with its hold,
the looks at the skart's pairs, the discard, the partner's call (four players), the
announcements and the tricks are all shared steps; the all-pass mizer is tricks without a talon.

>>> from tarokk.core.state import load_game
>>> state = load_game("modositott", seed=3, throw_in="none").new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'first-two', 'second-two', 'third-two', 'solo']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import KINGS, PAGAT, XXI, Card, mask_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, LookLadder, Packets, Partner, Phase, Seating, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Words
from tarokk.games.modositott.actions import (
    ACTIONS,
    AUCTION_RULES,
    BIDS,
    CALLABLE_RANKS,
    FIGURES,
    HUNGARIAN_NAMES,
    KEEP,
    LOOK,
)
from tarokk.games.modositott.bot import rule_policy
from tarokk.games.modositott.definition import FOUR, MODOSITOTT, PRICES
from tarokk.games.modositott.options import ModositottOptions
from tarokk.games.modositott.scoring import ModositottOutcome, settle
from tarokk.games.modositott.view import ModositottView
from tarokk.games.modositott.words import WORDS
from tarokk.phases.announcements import AnnouncementRound, declarer_first, declarer_first_refusal
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.calling import CallCard
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.looks import LookByLook, LookingState
from tarokk.phases.pipeline import SeatView, Step
from tarokk.phases.throwin import THROW_IN, ThrowIn
from tarokk.phases.tricks import Tricks

CALLABLE = tuple(Card(None, rank) for rank in CALLABLE_RANKS)
"""The tarokks a partner may be called by, highest first: no honour ("de nem lehet honőr")."""


class ModositottState(LookingState):
    """One deal of módosított hármastarokk in progress."""

    game: ModositottGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "modositott.turn"
    view_class = ModositottView
    aliases = HUNGARIAN_NAMES
    private_discards = True  # the skart stays face down: "a lejátszás végéig lefordítva maradnak"
    action_words: ClassVar[Mapping[str, Words]] = {KEEP: WORDS.keeps}
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.THROW_IN: ThrowIn(),
        Phase.AUCTION: Bidding(AUCTION_RULES),
        Phase.TALON: LookByLook("modositott.talon.look"),
        Phase.DISCARD: LayAway("modositott.discard"),  # "A skartba 5 pontos lapokat nem szabad letenni!"
        Phase.CALL: CallCard("modositott.call"),
        Phase.ANNOUNCE: AnnouncementRound("modositott.announce.kontra", keeps_word=True),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: ModositottGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.throw_in_answers: dict[Seat, bool] = {}
        self.phase = Phase.THROW_IN if any(map(self.may_throw_in, self.seats)) else Phase.AUCTION

    @enforces(
        "modositott.throw-in",
        "modositott.auction.contracts",
        "modositott.auction.end",
        "modositott.mizer",
        "modositott.talon.solo",
        "modositott.play",
    )
    def phase_over(self, phase: str) -> None:
        """After a throw-in no game; after the auction the mizer if all passed, else at a kettős
        the looks at the skart's pairs, at szóló the skart unseen to the opponents; then the
        discard, with four players the call, the announcements, and the tricks led by A ("Az
        első hívás joga az osztó jobb oldali szomszédjáé")."""
        if phase == Phase.THROW_IN:
            if any(self.throw_in_answers.values()):  # "Ilyenkor nincs játék, és újra oszt a mostani osztó."
                self.end()
            else:
                self.phase = Phase.AUCTION
        elif phase == Phase.AUCTION:
            self.declarer = self.auction.declarer
            if self.declarer is None:  # "ha mindenki passzolt, a talont nem használják fel, az osztó balján ülővel"
                self.start_play(self.seats[-2])
                return
            self.contract = self.game.definition.contracts[self.auction.level - 1]
            if not self.begin_looks() and not self.take_purchase():
                self._call_or_announce()
        elif phase == Phase.TALON:
            self.take_purchase()
        elif phase == Phase.DISCARD:
            self._call_or_announce()
        elif phase == Phase.CALL:
            self.begin_announcements()
        elif phase == Phase.ANNOUNCE:
            assert self.contract is not None
            self.start_play(self.contract.first_leader(self.declarer, self.seats[0]))
        else:
            self.end()

    def _call_or_announce(self) -> None:
        """With four players the declarer calls his partner now ("Ezután a felvevő meghív valakit")."""
        if len(self.seats) == 4:
            self.phase = Phase.CALL
        else:
            self.begin_announcements()

    # -- the throw-in and the call ---------------------------------------------------

    @enforces("modositott.throw-in")
    def may_throw_in(self, seat: Seat) -> bool:
        """Whether ``seat``'s hand is one the option ``throw_in`` names: the XXI as its only
        tarokk; or the XXI or the pagát as its only tarokk, or all four kings."""
        hand = self.dealt[seat]
        tarokks = [card for card in hand if card.is_tarokk]
        if self.game.rules.throw_in == "none":
            return False
        lone = tarokks == [XXI] or (self.game.rules.throw_in == "lone-honour-or-kings" and tarokks == [PAGAT])
        kings = self.game.rules.throw_in == "lone-honour-or-kings" and mask_of(hand) & KINGS == KINGS
        return lone or kings

    @enforces("modositott.throw-in")
    def out_of_phase(self, seat: Seat, action: int) -> IllegalAction | None:
        """A throw-in out of its turn: only before the auction, with a hand the option names."""
        if self.actions.names[action] != THROW_IN:
            return None
        hands = WORDS.group("throw_in_hands")[self.game.rules.throw_in]
        return IllegalAction("modositott.throw-in", **WORDS.throw_in_when.message(seat=seat, hands=hands))

    def _own(self, seat: Seat) -> int:
        """The cards that are ``seat``'s own: his hand and the pair he laid away."""
        return self.held[seat] | self.laid[seat]

    @enforces("modositott.call")
    def callable_cards(self, seat: Seat) -> int:
        """His own highest non-honour tarokk, or the highest non-honour tarokk he lacks ("Ha saját
        lapját hívja meg … a legnagyobb nem honőr tarokkját köteles meghívni, ha nem saját lapot
        hív meg, akkor a legnagyobb hiányzó nem honőr tarokkot hívja meg")."""
        own = self._own(seat)
        mine = next((card for card in CALLABLE if own & card.bit), None)
        lacking = next((card for card in CALLABLE if not own & card.bit), None)
        return (0 if mine is None else mine.bit) | (0 if lacking is None else lacking.bit)

    def call_reason(self, seat: Seat, card: Card) -> str:
        return f"{seat} calls his own highest non-honour tarokk or the highest one he lacks, not {card.tolnai}"

    def partner(self) -> Seat | None:
        """The holder of the called card, if another seat holds it (None: the declarer called his
        own, or the card lies in the skart: he plays alone)."""
        called = self.called
        if called is None:
            return None
        return next((seat for seat in self.seats if seat != self.declarer and self.held[seat] & called.bit), None)

    def side(self, seat: Seat) -> Side:
        """The declarer and the called card's holder against the others."""
        return DECLARER if seat in (self.declarer, self.partner()) else OPPONENTS

    # -- the announcements ------------------------------------------------------------

    @enforces("modositott.announce")
    def announceable(self, seat: Seat) -> list[str]:
        return declarer_first(self, seat, FIGURES)

    @enforces("modositott.announce")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        return declarer_first_refusal(self, seat, name, FIGURES, "modositott.announce")

    # -- the outcome -----------------------------------------------------------------

    @enforces("modositott.count")
    def declarer_points(self) -> int:
        """The card points of the declaring side's tricks and of the pair the declarer laid
        away ("Az a két lap, amit visszatesz, értékében a saját ütéseihez számít")."""
        assert self.play is not None and self.declarer is not None
        side = [seat for seat in self.seats if self.side(seat) == DECLARER]
        return self.game.definition.counting.count_taken(self.play.tricks, side, self.discard)

    def outcome(self) -> ModositottOutcome | None:
        if not self.is_terminal() or self.play is None:
            return None
        if self.declarer is None or self.contract is None or self.purchase is None:
            tricks = tuple(sum(trick.winner == seat for trick in self.play.tricks) for seat in self.seats)
            return ModositottOutcome(None, None, mizer_tricks=tricks)
        piles = {OPPONENTS: mask_of(self.purchase.to_opponents)}  # "az ellenpárt ütéseihez számítanak"
        return ModositottOutcome(
            self.contract.name,
            self.declarer,
            looks=self.purchase.looks,
            declarer_points=self.declarer_points(),
            partner=self.partner(),
            kontra=self.kontras.level(GAME),
            figures=tuple(self.side_figures(FIGURES, piles)),
        )

    # -- in words --------------------------------------------------------------------

    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The looks (:class:`~tarokk.phases.looks.LookingState`), the mizer, and whether this seat may throw in."""
        mizer = self.auction.finished and self.declarer is None
        return super().own_view(seat) | {"mizer": mizer, "may_throw_in": self.may_throw_in(seat)}

    def own_action_text(self, name: str, language: Language) -> str:
        """A throw-in, a look at the skart's next pair, a figure, a kontra."""
        if name in ("throw-in", "play-on"):
            return WORDS.group("throw_in")[name](language)
        if name == LOOK:
            return self.look_text(language)
        if name in FIGURES:
            return WORDS.announces(language, figure=WORDS.group("figure_names")[name](language))
        word, target = name.split()
        on = WORDS.the_game if target == GAME else WORDS.group("figure_names")[target]
        return WORDS.says_kontra(language, word=word, target=on(language))

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The rows of the looks (:class:`~tarokk.phases.looks.LookingState`), the mizer, and at
        the end the declaring side's points."""
        assert isinstance(view, ModositottView)
        rows = super().table_rows(view, language)
        if view.mizer:
            rows[1] = (shared.DECLARER, WORDS.mizer(language))
        if self.play is not None and self.is_terminal() and self.declarer is not None:
            definition = self.game.definition
            points = WORDS.points(
                language, points=self.declarer_points(), total=definition.total_points, win=definition.win_points
            )
            rows.append((Words("", ""), points))
        return rows


@register_game
class ModositottGame(TableGame):
    """Módosított hármastarokk, three or four players (nehezebb-kartyajatekok.txt), under
    :class:`ModositottOptions` given by name."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset({TalonHandling.PEEK_AT_PRICE, TalonHandling.TO_OPPONENTS}),
        figures=frozenset(FIGURES),
        countings=frozenset({Counting.CARD_POINTS}),
        reads=frozenset({"contract.ladder", "auction", "figures", "kontras"}),
        announces=frozenset(FIGURES),
        kontra_words=2,
    )
    rules: ModositottOptions
    name = "modositott"
    options_class = ModositottOptions
    deal_rule = "modositott.deal"
    state_class = ModositottState
    definition = MODOSITOTT
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = ModositottOutcome
    words = WORDS

    def settle(self, outcome: ModositottOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules.mizer_tie)

    @enforces("modositott.scoring.game", "modositott.four")
    def patched(self, definition: GameDefinition) -> GameDefinition:
        """A lost kettős's price at each look, from ``kettos_loss`` and 2 more for each pair put
        back; with four players, four seats of nine cards and a partner called."""
        step = PRICES["per_pair_back"]
        contracts = tuple(
            c
            if c.ladder is None
            else replace(
                c,
                base_value=self.rules.kettos_loss,
                ladder=LookLadder(
                    c.ladder.part_size,
                    c.ladder.order,
                    tuple(self.rules.kettos_loss + step * look for look in range(c.ladder.looks)),
                ),
            )
            for c in definition.contracts
        )
        if self.rules.players == 4:
            seating = Seating(definition.seating.player_counts, ("A", "B", "C", "D"))
            packets = Packets(definition.packets.talon, (FOUR["hand"],))
            contracts = tuple(replace(c, partner=Partner.CALL_HIGHEST_MISSING) for c in contracts)
            return replace(definition, contracts=contracts, seating=seating, packets=packets)
        return replace(definition, contracts=contracts)

    def max_game_length(self) -> int:
        # the throw-in, bids and holds, five looks, two discards, a call, figures and kontras, every card
        return 4 + 16 + 5 + 2 + 1 + 4 * (len(FIGURES) * 3 + 4) + 42
