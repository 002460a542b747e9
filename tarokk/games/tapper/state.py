"""A whole deal of tappertarokk as a :class:`~tarokk.core.table.TableGame` (Tolnai, "4. A
tappertarokk"; §66, §71): the auction, at a hármas the talon's half and the discard, the
announcements and kontras before the first lead, and the tricks, each phase a shared step.

>>> from tarokk.core.state import load_game
>>> game = load_game("tapper", seed=3, cards=54)
>>> state = game.new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]
['pass', 'three', 'lower-three', 'upper-three', 'solo']
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[0])
>>> sum(state.returns())
0.0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarokk.core.cards import HONOURS, KINGS, PAGAT, Card, cards_of, sort_hand
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Partner, TalonHandling
from tarokk.core.display import hand_text
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side, figure_outcome
from tarokk.core.holdings import Holding, holdings_of, tarokk_count
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.tricks import KeepToLastTrick, TrickPlay
from tarokk.core.words import Language
from tarokk.games.tapper.actions import ACTIONS, ANNOUNCEMENTS, AUCTION_RULES, BIDS, HALVES, KONTRAS
from tarokk.games.tapper.bot import rule_policy
from tarokk.games.tapper.definition import TAPPER42, TAPPER54
from tarokk.games.tapper.options import TapperOptions
from tarokk.games.tapper.scoring import Bet, Held, PotFlow, TapperOutcome, TarokkCount, pot_flow, settle
from tarokk.games.tapper.view import ANNOUNCE, AUCTION, DISCARD, PLAY, TALON, TapperView
from tarokk.games.tapper.words import WORDS
from tarokk.phases.announcements import AnnouncementRound
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.talon import TalonParts
from tarokk.phases.tricks import Tricks


class TapperState(PhasedState):
    """A deal of tappertarokk in progress, each phase a shared step."""

    game: TapperGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "tapper.turn"
    view_class = TapperView
    action_words = WORDS.group("said")
    steps: ClassVar[Mapping[str, Step]] = {
        AUCTION: Bidding(AUCTION_RULES),
        TALON: TalonParts(HALVES),
        # "Királyt és honnőrt nem szabad lefektetni, tarokkot is csak akkor, ha nincs színes lapja"
        DISCARD: LayAway("tapper.discard.kings-honours", HONOURS | KINGS, "tapper.discard.tarokk", "tapper.turn"),
        ANNOUNCE: AnnouncementRound("tapper.kontra"),
        PLAY: Tricks(),
    }

    def __init__(self, game: TapperGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.definition = game.definition
        self.options = game.rules
        self.auction = LadderAuction.of(self.definition, AUCTION_RULES)
        self.phase = AUCTION
        self.kept_half: int | None = None
        self.ultimo: Seat | None = None
        self.volat: Seat | None = None
        self.counted: dict[Seat, int] = {}
        self.played_hands: dict[Seat, tuple[Card, ...]] = {}

    # -- the deal's course ---------------------------------------------------------

    @enforces("tapper.auction.end", "tapper.talon.half")
    def phase_over(self, phase: str) -> None:
        """After the auction: no game if all passed; at a hármas the talon's half and the
        discard, at szóló straight to the announcements; after them, the tricks."""
        if phase == AUCTION:
            self.declarer = self.auction.declarer
            if self.declarer is None or self.auction.contract is None:
                return self.end()
            self.contract = self.definition.contract(self.auction.contract)
            if self.contract.talon == TalonHandling.CHOOSE_HALF:
                self.phase = TALON
                return None
        if phase == TALON:
            self.phase = DISCARD
        elif phase in (AUCTION, DISCARD):
            self.begin_announcements()
        elif phase == ANNOUNCE:
            self._start_play()
        else:
            self.end()
        return None

    def take_part(self, part: int) -> None:
        """The declarer keeps the talon's first or second three."""
        assert self.declarer is not None
        self.kept_half = part
        self.take_from_talon(self.declarer, self.halves()[part])

    def begin_announcements(self) -> None:
        super().begin_announcements()
        self.played_hands = {seat: cards_of(self.held[seat]) for seat in self.seats}

    @enforces("tapper.announce.ultimo", "tapper.announce.volat", "tapper.announce.tarokks")
    def announceable(self, seat: Seat) -> list[str]:
        """Pagátultimó if he holds the pagát and nobody has announced it; the volát for his
        side if no side has; his tarokk count where prizes are agreed and it wins one."""
        words = []
        if self.ultimo is None and self.held[seat] & PAGAT.bit:
            words.append("ultimo")
        if self.volat is None:
            words.append("volat")
        if seat not in self.counted and self.options.tarokk_prize(tarokk_count(cards_of(self.held[seat]))):
            words.append("tarokks")
        return words

    def announce(self, seat: Seat, name: str) -> None:
        if name == "tarokks":
            self.counted[seat] = tarokk_count(self.played_hands[seat])
            return
        if name == "ultimo":
            self.ultimo = seat
        else:
            self.volat = seat
        super().announce(seat, name)

    @enforces("tapper.announce.ultimo", "tapper.announce.volat", "tapper.announce.tarokks")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        if name == "ultimo":
            reason = WORDS.ultimo_announced.message() if self.ultimo else WORDS.no_pagat.message(seat=seat)
            return IllegalAction("tapper.announce.ultimo", **reason)
        if name == "volat":
            return IllegalAction("tapper.announce.volat", **WORDS.volat_announced.message(seat=self.volat))
        if name == "tarokks":
            return IllegalAction("tapper.announce.tarokks", **WORDS.no_tarokk_prize.message(seat=seat))
        return None

    @enforces("tapper.talon.half")
    def out_of_phase(self, seat: Seat, action: int) -> IllegalAction | None:
        """At szóló the talon goes unseen to the opponents: no half is kept."""
        if ACTIONS.names[action] in HALVES and self.contract and self.contract.talon != TalonHandling.CHOOSE_HALF:
            return IllegalAction("tapper.talon.half", **WORDS.talon_unseen.message())
        return None

    @enforces("tapper.play.ultimo-keep")
    def _start_play(self) -> None:
        """First hand leads; whoever announced the pagátultimó keeps the pagát to the last trick (Tolnai §54)."""
        self.phase = PLAY
        constraints = []
        if self.ultimo is not None:
            constraints.append(
                KeepToLastTrick(self.ultimo, PAGAT, "tapper.play.ultimo-keep", "he announced pagátultimó")
            )
        assert self.contract is not None
        leader = self.contract.first_leader(self.declarer, self.seats[0])
        self.play = TrickPlay(self.played_hands, leader, constraints, self.seats)

    # -- the outcome ---------------------------------------------------------------

    def talon_to_opponents(self) -> tuple[Card, ...]:
        """The talon cards the opponents count: the half left at a hármas, all six at szóló."""
        if self.kept_half is None:
            return self.talon
        return self.halves()[1 - self.kept_half]

    def points(self) -> dict[Side, int]:
        """Each side's points by Tolnai's reckoning in thirds (§66): the declarer's tricks and
        discard, the opponents' tricks and the talon left to them."""
        assert self.play is not None
        piles = {DECLARER: self.discard, OPPONENTS: self.talon_to_opponents()}
        seats = {side: [seat for seat in self.seats if self.side(seat) == side] for side in piles}
        return {
            side: self.definition.counting.count_taken(self.play.tricks, seats[side], pile)
            for side, pile in piles.items()
        }

    def outcome(self) -> TapperOutcome | None:
        """What the settlement reads, once the deal is played out (None before, or with no game)."""
        if not self.is_terminal() or self.play is None or self.declarer is None or self.contract is None:
            return None
        made = figure_outcome(self.play.tricks, {seat: self.side(seat) for seat in self.seats})
        pagat_won = made.pagat_last_trick is not None and made.pagat_last_trick[1]
        return TapperOutcome(
            self.contract.name,
            self.declarer,
            self.points()[DECLARER],
            self.kontras.level("game"),
            pagat_won_last=self.play.tricks[-1].winner if pagat_won else None,
            took_every_trick=made.volat,
            ultimo_announced=None if self.ultimo is None else Bet(self.ultimo, self.kontras.level("ultimo")),
            volat_announced=None if self.volat is None else Bet(self.volat, self.kontras.level("volat")),
            holdings=tuple(Held(seat, held) for seat in self.seats for held in self._priced_holdings(seat)),
            tarokk_counts=tuple(TarokkCount(seat, count) for seat, count in self.counted.items()),
            also_bid=tuple(seat for seat in self.auction.took_part if seat != self.declarer),
        )

    def _priced_holdings(self, seat: Seat) -> list[Holding]:
        """The holdings of ``seat``'s hand the game pays a prize for (Tolnai §71)."""
        priced = {price.holding for price in self.definition.holdings}
        return [held for held in holdings_of(self._holding_hand(seat)) if held in priced]

    def _holding_hand(self, seat: Seat) -> tuple[Card, ...]:
        """The hand a seat's holdings are read from: as played, or as dealt (an option)."""
        return self.dealt[seat] if self.options.holdings_as_dealt else self.played_hands[seat]

    def pot(self) -> PotFlow | None:
        """The ultimó pot's part of the deal, where one is played (None before the end)."""
        outcome = self.outcome()
        return None if outcome is None else pot_flow(outcome, self.options, self.seats)

    # -- in words ------------------------------------------------------------------

    def own_action_text(self, name: str, language: Language) -> str:
        """A kontra, on the game or on an announcement."""
        word, bet = name.split()
        return WORDS.group("kontra")[bet](language, word=word)

    def header(self, view: SeatView, language: Language) -> str:
        assert isinstance(view, TapperView)
        return super().header(view, language) + WORDS.pack(language, cards=view.cards)

    def talon_seen(self, seat: Seat) -> bool:
        """The talon is turned up at a hármas, for everyone to see."""
        return self.kept_half is not None or self.phase == TALON or self.is_terminal()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        counts = tuple(sorted(self.counted.items()))
        return {"cards": len(self.definition.deck), "kept_half": self.kept_half, "tarokk_counts": counts}

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return {seat: sort_hand(cards) for seat, cards in self.dealt.items()}, self.talon

    def __str__(self) -> str:
        return "\n".join(f"{seat}: {hand_text(cards_of(self.held[seat]))}" for seat in self.seats)


@register_game
class TapperGame(TableGame):
    """Tappertarokk for three, 42 or 54 cards (option ``cards``), with the agreed prizes and
    readings of :class:`~tarokk.games.tapper.options.TapperOptions`."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.CHOOSE_HALF, TalonHandling.TO_OPPONENTS}),
        figures=frozenset({Figure.GAME, Figure.PAGAT_ULTIMO, Figure.VOLAT}),
        countings=frozenset({Counting.GROUPS_OF_THREE}),
        reads=frozenset({"contract.prize_factor", "holdings", "auction", "figures", "kontras"}),
        announces=frozenset({Figure.PAGAT_ULTIMO, Figure.VOLAT}),
        kontra_words=5,
    )
    rules: TapperOptions
    name = "tapper"
    options_class = TapperOptions
    deal_rule = "tapper.deal"
    state_class = TapperState
    definition = TAPPER42
    pack_option = "cards"
    packs: ClassVar[Mapping[int, GameDefinition]] = {42: TAPPER42, 54: TAPPER54}
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = TapperOutcome
    words = WORDS

    def settle(self, outcome: TapperOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def max_game_length(self) -> int:
        # auction, talon and discards, announcements (each at most once, kontras five deep,
        # three passes after each), and every card of the hands
        return 30 + 4 + 3 * (len(ANNOUNCEMENTS) + len(KONTRAS) + 1) + 3 * self.definition.tricks
