"""A deal of királyhívásos tarokk (Tolnai §68–§69) on the shared phase pipeline
(:class:`~tarokk.phases.pipeline.PhasedState`), with the call of a king as the game's own step."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from tarokk.core.auctions import BidSteps
from tarokk.core.cards import HONOURS, KINGS, PAGAT, TAROKKS, Card, cards_of, mask_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Partner, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side, figure_outcome
from tarokk.core.outcome import FigureResult
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Said, Words
from tarokk.games.kiralyhivasos.actions import ACTIONS, ANNOUNCEMENTS, AUCTION_RULES, BIDS, KONTRAS, TALON_PARTS, THROW
from tarokk.games.kiralyhivasos.bot import rule_policy
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
from tarokk.games.kiralyhivasos.options import KiralyOptions
from tarokk.games.kiralyhivasos.scoring import ANNOUNCEABLE, PIECES, KiralyOutcome, settle
from tarokk.games.kiralyhivasos.view import KiralyView
from tarokk.games.kiralyhivasos.words import SAID_FIGURES, WORDS
from tarokk.phases.announcements import AnnouncementRound
from tarokk.phases.auction import PASS, LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.calling import CallCard
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.talon import TalonParts
from tarokk.phases.tricks import Tricks


def _deal(state: PhasedState) -> KiralyhivasosState:
    """The deal a step of this game runs, with the game's own part of it."""
    assert isinstance(state, KiralyhivasosState)
    return state


class KingsKept(LayAway):
    """The discard (:class:`LayAway`, Tolnai §68): a king never, a tarokk only while the hand
    holds no other suit card than kings, an honour not at all where the options say so."""

    @enforces("kiralyhivasos.discard.honour")
    def allowed(self, state: PhasedState) -> int:
        honours = 0 if _deal(state).options.honours_discardable else HONOURS
        return super().allowed(state) & ~honours

    @enforces("kiralyhivasos.discard.king", "kiralyhivasos.discard.honour")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        card = state.actions.card_of(action) if state.actions.verb_of(action) == "discard" else None
        if card is None or not state.held[seat] & card.bit:
            return super().refusal(state, seat, action)  # not a discard, or a card he does not hold
        if card.is_king:
            return IllegalAction(self.rule, **WORDS.no_king_away.message(seat=seat, card=card.hu))
        if card.is_honour and not state.held[seat] & ~TAROKKS & ~KINGS:
            said = WORDS.no_honour_away.message(seat=seat, card=card.hu)
            return IllegalAction("kiralyhivasos.discard.honour", **said)
        return super().refusal(state, seat, action)


class KiralyhivasosState(PhasedState):
    """One deal of királyhívásos tarokk in progress."""

    game: KiralyhivasosGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "kiralyhivasos.turn"
    view_class = KiralyView
    action_words = WORDS.group("said")
    steps: ClassVar[Mapping[str, Step]] = {
        # a higher bid (one step under KiralyOptions.bid_steps), A holds, the right passing on (§68, §27–§28)
        Phase.AUCTION: Bidding(AUCTION_RULES),
        Phase.CALL: CallCard("kiralyhivasos.call.missing-king"),
        Phase.TALON: TalonParts(TALON_PARTS),
        Phase.DISCARD: KingsKept("kiralyhivasos.discard.king", KINGS, "kiralyhivasos.discard.tarokk", turn_rule),
        # each player announces all his figures at his first turn and keeps the word until he passes
        Phase.ANNOUNCE: AnnouncementRound("kiralyhivasos.kontra.order", keeps_word=True),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: KiralyhivasosGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.options: KiralyOptions = game.rules
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.phase = Phase.AUCTION
        self.talon_half: str | None = None  # "top" or "bottom", the half the declarer took
        self.thrown = False
        self.sides: dict[Seat, Side] = {}
        self.declarer_pile = 0  # card sets counted with the declarer's side: the discard, a szóló's king half
        self.opponents_pile = 0  # the talon left to the opponents

    def phase_over(self, phase: str) -> None:
        """After the auction no game if all passed (§26); the call at a hívás or szóló; the talon
        at a hívás or hármas, then the discard unless thrown; the announcements; the tricks."""
        if phase == Phase.AUCTION:
            self.declarer, contract = self.auction.declarer, self.auction.contract
            if self.declarer is None or contract is None:
                return self.end()
            self.contract = self.game.definition.contract(contract)
        assert self.contract is not None
        if phase == Phase.AUCTION and self.contract.partner == Partner.CALL_KING:
            self.phase = Phase.CALL
        elif phase in (Phase.AUCTION, Phase.CALL) and self.contract.talon == TalonHandling.CHOOSE_HALF:
            self.phase = Phase.TALON
        elif phase in (Phase.AUCTION, Phase.CALL):
            self._settle_sides()
            self.begin_announcements()
        elif phase == Phase.TALON and not self.thrown:
            self.phase = Phase.DISCARD
        elif phase == Phase.DISCARD:
            self.declarer_pile |= mask_of(self.discard)
            self.begin_announcements()
        elif phase == Phase.ANNOUNCE:
            self._start_play()
        else:
            self.end()
        return None

    # -- the call and the talon (Tolnai §68) ---------------------------------------

    @enforces("kiralyhivasos.call.missing-king")
    def callable_cards(self, seat: Seat) -> int:
        """A king he lacks (``call Kő k``), or any if he holds all four (or the options allow a self-call)."""
        lacking = KINGS & ~self.held[seat]
        return KINGS if not lacking or self.options.self_call != "four-kings" else lacking

    def call_reason(self, seat: Seat, card: Card) -> Said:
        return WORDS.call_lacking_king.message(seat=seat, card=card.hu)

    @enforces("kiralyhivasos.talon.half")
    def take_part(self, part: int) -> None:
        """The declarer takes the top or the bottom three, the other three counting for the
        opponents; or he throws the game, alone against the three (§68)."""
        assert self.declarer is not None
        if TALON_PARTS[part] == THROW:
            self.thrown = True
        else:
            self.talon_half = TALON_PARTS[part]
            self.take_from_talon(self.declarer, self.halves()[part])
            self.opponents_pile |= mask_of(self.halves()[1 - part])
        self._settle_sides()

    @enforces("kiralyhivasos.throw.king-in-talon")
    def part_refusal(self, seat: Seat, part: int) -> IllegalAction | None:
        """The throw only at a hívás whose called king lies in the talon (at a hármas none is called)."""
        if TALON_PARTS[part] != THROW or self.called in self.talon:
            return None
        return IllegalAction("kiralyhivasos.throw.king-in-talon", **WORDS.throw_needs_king_in_talon.message(seat=seat))

    def _settle_sides(self) -> None:
        """The declarer with the called king's holder, else alone; at a szóló the talon goes to the
        opponents but the half with the called king counts for the declarer (§69)."""
        declarer, king = self.declarer, self.called
        partner = next((s for s in self.seats if king is not None and self.held[s] & king.bit), None)
        self.sides = {s: DECLARER if s in (declarer, partner) else OPPONENTS for s in self.seats}
        assert self.contract is not None
        if self.contract.talon == TalonHandling.TO_OPPONENTS:
            king_half = next((mask_of(h) for h in self.halves() if king is not None and king in h), 0)
            self.declarer_pile |= king_half
            self.opponents_pile |= mask_of(self.talon) & ~king_half

    def side(self, seat: Seat) -> Side:
        """The declarer's side with his partner, as the call and the talon settled it."""
        return self.sides[seat]

    # -- the announcements (Tolnai §68–§69, §48) -----------------------------------

    @enforces("kiralyhivasos.announce.first-turn", "kiralyhivasos.announce.once", "kiralyhivasos.announce.king-ultimo")
    def announceable(self, seat: Seat) -> list[str]:
        """At his first turn, each figure the contract prices that nobody has announced; the
        királyultimó only on the declarer's side."""
        assert self.contract is not None
        if (seat, PASS) in self.said:
            return []
        priced = {value.figure for value in self.contract.figures} - set(self.kontras.owners)
        if self.sides[seat] != DECLARER:
            priced.discard(Figure.KING_ULTIMO)
        return [f"announce {figure}" for figure in priced]

    def announce(self, seat: Seat, name: str) -> None:
        super().announce(seat, name.removeprefix("announce "))

    @enforces("kiralyhivasos.announce.first-turn", "kiralyhivasos.announce.once", "kiralyhivasos.announce.king-ultimo")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        assert self.contract is not None
        if name not in ANNOUNCEMENTS:
            return None
        figure = Figure(name.removeprefix("announce "))
        if figure in self.kontras.owners:
            announcer = next(said_by for said_by, said in self.said if said == name)
            said = WORDS.announced_by.message(figure=figure.hu, seat=announcer)
            return IllegalAction("kiralyhivasos.announce.once", **said)
        if (seat, PASS) in self.said:
            return IllegalAction("kiralyhivasos.announce.first-turn", **WORDS.first_turn_only.message(seat=seat))
        said = WORDS.king_ultimo_only.message(contract=self.contract.hu)
        return IllegalAction("kiralyhivasos.announce.king-ultimo", **said)

    # -- the play (Tolnai §56–§61, §54) --------------------------------------------

    @enforces("kiralyhivasos.play.pagat-ultimo-keep", "kiralyhivasos.play.king-ultimo-keep")
    def _start_play(self) -> None:
        """First hand leads; an announced pagátultimó binds the pagát's holder on the announcing
        side to keep it to the last trick (§54), a királyultimó the king's where the options say so."""
        assert self.contract is not None
        keep = [(Figure.PAGAT_ULTIMO, PAGAT, "kiralyhivasos.play.pagat-ultimo-keep")]
        if self.options.king_ultimo_keep and self.called is not None:
            keep.append((Figure.KING_ULTIMO, self.called, "kiralyhivasos.play.king-ultimo-keep"))
        self.start_play(self.contract.first_leader(self.declarer, self.seats[0]), keep)

    # -- the outcome ---------------------------------------------------------------

    @enforces("kiralyhivasos.scoring.counting")
    def outcome(self) -> KiralyOutcome | None:
        """What the settlement reads, once the deal is over with a game (None before, or all passed); the
        card points counted in groups of three (§66: the pack 70)."""
        if not self.is_terminal() or self.declarer is None or self.contract is None:
            return None
        declarer, sides, king, contract = self.declarer, self.sides, self.called, self.contract
        partner = next((seat for seat in self.seats if seat != declarer and sides[seat] == DECLARER), None)
        if self.play is None:
            return KiralyOutcome(contract.name, declarer, 0, partner, thrown=self.thrown)
        declaring = [seat for seat in self.seats if sides[seat] == DECLARER]
        king_trick = next((trick for trick in self.play.tricks if any(card == king for _, card in trick.plays)), None)
        figures = tuple(self._figure_results())
        talon = mask_of(self.talon) if contract.talon == TalonHandling.TO_OPPONENTS else 0
        lost = (result.figure for result in figures if result.announced and talon & PIECES.get(result.figure, 0))
        return KiralyOutcome(
            contract.name,
            declarer,
            self.game.definition.counting.count_taken(self.play.tricks, declaring, cards_of(self.declarer_pile)),
            partner,
            self.kontras.level(Figure.GAME),
            figures,
            in_talon=tuple(lost),
            king_half_left=king is not None and bool(self.opponents_pile & king.bit),
            king_lost=king_trick is not None and sides[king_trick.winner] == OPPONENTS,
        )

    def _figure_results(self) -> Iterator[FigureResult]:
        """Each figure the contract prices, for the side that announced it (made or not, with its kontra) or
        made it silently in play (§11–§15, §68), talon parts counting for their side where the options say so."""
        assert self.play is not None and self.contract is not None
        piles = {DECLARER: self.declarer_pile, OPPONENTS: self.opponents_pile}
        with_side = self.options.talon_in_figures == "with-side"
        made = figure_outcome(self.play.tricks, self.sides, self.called, piles if with_side else None)
        for figure in (value.figure for value in self.contract.figures):
            maker, announcer = made.maker(figure), self.kontras.owners.get(figure)
            if announcer is not None:
                yield FigureResult(figure, announcer, maker == announcer, True, self.kontras.level(figure))
            elif maker is not None:
                yield FigureResult(figure, maker, True)

    # -- words and views -----------------------------------------------------------

    def own_action_text(self, name: str, language: Language) -> str:
        """An announcement or a kontra on a figure."""
        word, _, bet = name.partition(" ")
        figure = SAID_FIGURES[Figure(bet)](language)
        if word == "announce":
            return WORDS.announces(language, figure=figure)
        return WORDS.kontra_on(language, word=word, figure=figure)

    def talon_seen(self, seat: Seat) -> bool:
        """At a hívás or hármas the talon is turned up once the king is called (§68)."""
        hand_picked = self.contract is not None and self.contract.talon == TalonHandling.CHOOSE_HALF
        return hand_picked and self.phase not in (Phase.AUCTION, Phase.CALL)

    def own_view(self, seat: Seat) -> dict[str, Any]:
        outcome = self.outcome() if self.play is not None and self.play.finished else None
        return {
            "talon_half": self.talon_half,
            "own_side": self.sides.get(seat),
            "declarer_points": None if outcome is None else outcome.declarer_points,
        }

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, then the contract's prices (§69), the seat's side and
        the card points once the deal is over; the hand last, under the seat's letter."""
        assert isinstance(view, KiralyView)
        *rows, (_, hand) = super().table_rows(view, language)
        if self.contract is not None:
            prices = [WORDS.game_price(language, price=self.contract.base_value)]
            prices += (f"{SAID_FIGURES[p.figure](language)} {p.silent}/{p.announced}" for p in self.contract.figures)
            rows.append((WORDS.prices, ", ".join(prices)))
        if view.own_side is not None:
            rows.append((WORDS.your_side, WORDS.group("sides")[view.own_side](language)))
        if view.declarer_points is not None:
            total = self.game.definition.total_points
            rows.append((WORDS.card_points, WORDS.counted(language, points=view.declarer_points, total=total)))
        label = Words(WORDS.your_hand.en.format(seat=view.seat), WORDS.your_hand.hu.format(seat=view.seat))
        return [*rows, (label, hand)]


@register_game
class KiralyhivasosGame(TableGame):
    """Királyhívásos tarokk (Tolnai §68–§69) under :class:`KiralyOptions`."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.CALL_KING, Partner.NONE}),
        talons=frozenset({TalonHandling.CHOOSE_HALF, TalonHandling.TO_OPPONENTS}),
        figures=frozenset(ANNOUNCEABLE),
        countings=frozenset({Counting.GROUPS_OF_THREE}),
        reads=frozenset({"contract.figures", "auction", "kontras"}),
        announces=frozenset(ANNOUNCEABLE),
        kontra_words=5,
    )
    rules: KiralyOptions
    name = "kiralyhivasos"
    options_class = KiralyOptions
    deal_rule = "kiralyhivasos.deal"
    state_class = KiralyhivasosState
    definition = KIRALYHIVASOS
    policies: ClassVar[Mapping[str, Policy]] = MappingProxyType({"random": random_policy, "rule": rule_policy})
    outcome_class = KiralyOutcome
    words = WORDS

    def settle(self, outcome: KiralyOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """The auction's steps as the house rule ``bid_steps`` says."""
        assert definition.auction is not None
        held = dataclasses.replace(definition.auction, steps=BidSteps(self.rules.bid_steps))
        return dataclasses.replace(definition, auction=held)

    def max_game_length(self) -> int:
        # the auction (each bid raises or holds, then passes), the call, the talon, its discard; every
        # announcement and kontra with the pass ending its turn, the first turns, the closing passes; the cards
        seats, said, packets = self.num_players(), len(ANNOUNCEMENTS) + len(KONTRAS), self.definition.packets
        auction = seats * len(self.definition.contracts) + seats
        return auction + 1 + 1 + packets.talon // 2 + 2 * said + 2 * seats + seats * packets.hand
