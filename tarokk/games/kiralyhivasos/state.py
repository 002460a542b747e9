"""A deal of királyhívásos tarokk as a :class:`~tarokk.core.table.TableState` (Tolnai §68–§69).

The deal runs through the auction (seat A opens and holds, the right to hold passing on with
a pass), the call of a king, the talon (top or bottom three, or the throw when the called
king lies in it), the discard of three, the announcements (each player's all at his first
turn, kontras after), and twelve tricks (:class:`~tarokk.core.tricks.TrickPlay`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from tarokk.core.auctions import BidSteps
from tarokk.core.cards import KINGS, PAGAT, TAROKKS, Card, cards_of, mask_of
from tarokk.core.definition import Contract, Counting, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side, figure_outcome
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, random_bot
from tarokk.core.tricks import KeepToLastTrick, PlayConstraint, TrickPlay
from tarokk.core.words import Language
from tarokk.games.kiralyhivasos.actions import (
    ANNOUNCE,
    ANNOUNCED_BY,
    BID,
    BOTTOM,
    CALL,
    CARD_OF,
    DISCARD,
    HOLD,
    KING_CARDS,
    KING_OF,
    KONTRA,
    KONTRA_ITEMS,
    KONTRA_OF,
    NAMES,
    PASS,
    PLAY,
    THROW,
    TOP,
    Stage,
)
from tarokk.games.kiralyhivasos.bot import rules_bot
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
from tarokk.games.kiralyhivasos.options import KiralyOptions
from tarokk.games.kiralyhivasos.scoring import ANNOUNCEABLE, DealResult, card_points, settle
from tarokk.games.kiralyhivasos.view import KiralyView, describe, table_lines
from tarokk.phases.auction import AuctionRuleIds, LadderAuction
from tarokk.phases.kontras import Kontras

AUCTION_RULES = AuctionRuleIds(
    "kiralyhivasos.auction.higher", "kiralyhivasos.auction.hold", "kiralyhivasos.auction.all-pass"
)
"""The catalogue's rules the auction refuses under."""
_INDEX = {name: action for action, name in enumerate(NAMES)}
STAGE_ACTIONS = {
    Stage.AUCTION: {PASS, HOLD, *BID.values()},
    Stage.CALL: set(CALL.values()),
    Stage.TALON: {TOP, BOTTOM, THROW},
    Stage.DISCARD: set(DISCARD.values()),
    Stage.ANNOUNCE: {PASS, *ANNOUNCE.values(), *KONTRA.values()},
    Stage.PLAY: set(PLAY.values()),
}


class KiralyhivasosState(TableState):
    """One deal of királyhívásos tarokk in progress."""

    game: KiralyhivasosGame

    def __init__(self, game: KiralyhivasosGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.options: KiralyOptions = game.rules
        self.seats = game.seats
        self.dealt: dict[Seat, tuple[Card, ...]] = {seat: tuple(hands[seat]) for seat in self.seats}
        self.talon: tuple[Card, ...] = tuple(talon)
        self.half = len(self.talon) // 2  # the talon's top and bottom three (§68)
        self.held: dict[Seat, int] = {seat: mask_of(cards) for seat, cards in self.dealt.items()}
        self.phase = Stage.AUCTION
        self.to_act: Seat | None = self.seats[0]
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.declarer: Seat | None = None
        self.contract: Contract | None = None
        self.called_king: Card | None = None
        self.talon_half: str | None = None  # "top" or "bottom", the half the declarer took
        self.thrown = False
        self.discards: list[Card] = []
        self.sides: dict[Seat, Side] = {}
        self.declarer_pile = 0  # card sets counted with the declarer's side: the discard, a szóló's king half
        self.opponents_pile = 0  # the talon left to the opponents
        self.announced: dict[Figure, Seat] = {}
        self.kontras = Kontras(game.definition.kontras)
        self.speech: list[tuple[Seat, str]] = []  # the announcements and kontras, in order
        self.spoken: set[Seat] = set()  # who has had his first turn
        self.silent_turns = 0
        self.turn_spoke = False
        self.play: TrickPlay | None = None

    # -- the state API -------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == Stage.AUCTION:
            return sorted(_INDEX[call] for call in self.auction.legal())
        if self.phase == Stage.CALL:
            return sorted(CALL[king] for king in self._callable_kings(seat))
        if self.phase == Stage.TALON:
            return sorted([TOP, BOTTOM, *([THROW] if self._may_throw() else [])])
        if self.phase == Stage.DISCARD:
            return sorted(DISCARD[card] for card in cards_of(self.held[seat]) if self._discard_refusal(card) is None)
        if self.phase == Stage.ANNOUNCE:
            return self._announce_actions(seat)
        assert self.play is not None
        return sorted(PLAY[card] for card in self.play.legal_actions())

    @enforces("kiralyhivasos.turn", "kiralyhivasos.call.missing-king", "kiralyhivasos.throw.king-in-talon")
    def _refusal(self, action: int) -> IllegalAction:
        seat = self.to_act
        if seat is None:
            return IllegalAction("kiralyhivasos.turn", "the deal is over")
        if not 0 <= action < len(NAMES):
            return IllegalAction(
                "kiralyhivasos.turn", f"{action} is not an action of kiralyhivasos (0 … {len(NAMES) - 1})"
            )
        name = NAMES[action]
        if action not in STAGE_ACTIONS[Stage(self.phase)]:
            allowed = ", ".join(NAMES[a] for a in self._legal_actions()[:6])
            return IllegalAction(
                "kiralyhivasos.turn", f"it is {seat}'s turn in the {self.phase}: {name!r} is not said now ({allowed} …)"
            ).at(seat=seat, action=name)
        if self.phase == Stage.AUCTION:
            refusal = self._auction_refusal(seat, action)
        elif self.phase == Stage.CALL:
            refusal = IllegalAction(
                "kiralyhivasos.call.missing-king", f"{seat} must call a king he lacks: he holds {KING_OF[action].hu}"
            )
        elif self.phase == Stage.TALON:
            refusal = IllegalAction(
                "kiralyhivasos.throw.king-in-talon",
                f"{seat} may throw the game only at a hívás whose called king lies in the talon",
            )
        elif self.phase == Stage.DISCARD:
            card = CARD_OF[action]
            held = self.held[seat] & card.bit
            refusal = (self._discard_refusal(card) if held else None) or IllegalAction(
                "kiralyhivasos.turn", f"{seat} does not hold {card.hu}"
            )
        elif self.phase == Stage.ANNOUNCE:
            refusal = self._announce_refusal(seat, action)
        else:
            assert self.play is not None
            refusal = IllegalAction("kiralyhivasos.turn", f"{seat} may not play {CARD_OF[action].hu}")
            try:
                self.play.check(CARD_OF[action], seat)  # the trick rules' own reason
            except IllegalAction as error:
                refusal = error
        return refusal.at(seat=seat, action=name)

    def _apply(self, action: int) -> None:
        seat = self.to_act
        assert seat is not None
        if self.phase == Stage.AUCTION:
            self._apply_bid(seat, action)
        elif self.phase == Stage.CALL:
            self.called_king = KING_OF[action]
            self._after_call()
        elif self.phase == Stage.TALON:
            self._apply_talon(seat, action)
        elif self.phase == Stage.DISCARD:
            card = CARD_OF[action]
            self.held[seat] ^= card.bit
            self.discards.append(card)
            self.declarer_pile |= card.bit
            if len(self.discards) == self.half:
                self._start_announcements()
        elif self.phase == Stage.ANNOUNCE:
            self._apply_speech(seat, action)
        else:
            assert self.play is not None
            self.play.apply_listed(CARD_OF[action])
            if self.play.finished:
                self._over()
            else:
                self.to_act = self.play.to_play

    def __str__(self) -> str:
        """The whole deal: the cards as dealt, the actions so far, and the stage reached."""
        lines = [f"{seat}: {', '.join(card.tolnai for card in self.dealt[seat])}" for seat in self.seats]
        lines.append(f"talon: {', '.join(card.tolnai for card in self.talon)}")
        lines.append(f"actions: {'; '.join(NAMES[action] for action in self._history)}")
        lines.append(f"stage: {self.phase}")
        return "\n".join(lines)

    # -- the auction (Tolnai §68, §27–§28) -----------------------------------------

    @enforces("kiralyhivasos.auction.hold", "kiralyhivasos.auction.higher")
    def _auction_refusal(self, seat: Seat, action: int) -> IllegalAction:
        """A higher bid (one step only under :attr:`KiralyOptions.bid_steps`), A holding and the
        right passing on with his pass (§68, §27–§28)."""
        return self.auction.refusal(NAMES[action])

    @enforces("kiralyhivasos.auction.hold", "kiralyhivasos.auction.higher", "kiralyhivasos.auction.all-pass")
    def _apply_bid(self, seat: Seat, action: int) -> None:
        self.auction.call(NAMES[action])
        if not self.auction.finished:
            self.to_act = self.auction.to_speak
            return
        if self.auction.declarer is None:  # all four passed: no game, the next dealer deals (§26)
            self._over()
            return
        self.declarer = self.auction.declarer
        self.contract = self.game.definition.contracts[self.auction.level - 1]
        self.to_act = self.declarer
        if self.contract.partner == Partner.CALL_KING:
            self.phase = Stage.CALL
        elif self.contract.talon == TalonHandling.CHOOSE_HALF:
            self.phase = Stage.TALON
        else:
            self._settle_sides()
            self._start_announcements()

    # -- the call and the talon (Tolnai §68) ---------------------------------------

    @enforces("kiralyhivasos.call.missing-king")
    def _callable_kings(self, seat: Seat) -> list[Card]:
        """The kings the declarer may call: those he lacks, or any if he holds all four (or
        the options allow a self-call)."""
        lacking = [king for king in KING_CARDS if not self.held[seat] & king.bit]
        return lacking if lacking and self.options.self_call == "four-kings" else list(KING_CARDS)

    def _after_call(self) -> None:
        assert self.contract is not None
        if self.contract.talon == TalonHandling.CHOOSE_HALF:
            self.phase = Stage.TALON
            return
        self._settle_sides()
        self._start_announcements()

    def king_in_talon(self) -> bool:
        """Whether the called king lies in the talon."""
        return self.called_king is not None and self.called_king in self.talon

    @enforces("kiralyhivasos.throw.king-in-talon")
    def _may_throw(self) -> bool:
        assert self.contract is not None
        return self.contract.partner == Partner.CALL_KING and self.king_in_talon()

    def halves(self) -> dict[str, tuple[Card, ...]]:
        """The talon's top three and bottom three (§68)."""
        return {"top": self.talon[: self.half], "bottom": self.talon[self.half :]}

    @enforces("kiralyhivasos.talon.half")
    def _apply_talon(self, seat: Seat, action: int) -> None:
        if action == THROW:
            self.thrown = True
            self.sides = {s: DECLARER if s == seat else OPPONENTS for s in self.seats}
            self._over()
            return
        self.talon_half = "top" if action == TOP else "bottom"
        halves = self.halves()
        taken, left = halves[self.talon_half], halves["bottom" if action == TOP else "top"]
        self.held[seat] |= mask_of(taken)
        self.opponents_pile |= mask_of(left)
        self._settle_sides()
        self.phase = Stage.DISCARD

    def _settle_sides(self) -> None:
        """The sides: the declarer with the called king's holder; alone if he holds it himself,
        if it lies in the talon, or at a hármas. At a szóló the talon goes to the opponents but
        the half with the called king counts for the declarer (§69)."""
        declarer, king = self.declarer, self.called_king
        partner = next((s for s in self.seats if king is not None and self.held[s] & king.bit), None)
        self.sides = {s: DECLARER if s in (declarer, partner) else OPPONENTS for s in self.seats}
        assert self.contract is not None
        if self.contract.talon == TalonHandling.TO_OPPONENTS:
            halves = self.halves()
            king_half = next((mask_of(h) for h in halves.values() if king is not None and king in h), 0)
            self.declarer_pile |= king_half
            self.opponents_pile |= mask_of(self.talon) & ~king_half

    # -- the discard (Tolnai §68) --------------------------------------------------

    @enforces("kiralyhivasos.discard.king", "kiralyhivasos.discard.tarokk", "kiralyhivasos.discard.honour")
    def _discard_refusal(self, card: Card) -> IllegalAction | None:
        """Why ``card`` may not be laid away: a king never, a tarokk only while the hand holds
        no other suit card than kings, an honour not at all where the options say so."""
        seat = self.declarer
        assert seat is not None
        held = self.held[seat]
        if card.is_king:
            return IllegalAction("kiralyhivasos.discard.king", f"{seat} may not lay away a king ({card.hu})")
        if card.is_tarokk:
            others = held & ~TAROKKS & ~KINGS
            if others:
                return IllegalAction(
                    "kiralyhivasos.discard.tarokk",
                    f"{seat} may lay a tarokk only when he has nothing else to lay: he holds {cards_of(others)[0].hu}",
                )
            if card.is_honour and not self.options.honours_discardable:
                return IllegalAction("kiralyhivasos.discard.honour", f"{seat} may not lay away an honour ({card.hu})")
        return None

    # -- the announcements and kontras (Tolnai §68–§69, §48) -----------------------

    def _start_announcements(self) -> None:
        self.phase = Stage.ANNOUNCE
        self.to_act = self.declarer

    def _owner(self, item: Figure) -> Side:
        return DECLARER if item == Figure.GAME else self.sides[self.announced[item]]

    def _announceable(self, seat: Seat, figure: Figure) -> bool:
        assert self.contract is not None
        priced = {value.figure for value in self.contract.figures}
        if figure not in priced or figure in self.announced or seat in self.spoken:
            return False
        return figure != Figure.KING_ULTIMO or self.sides[seat] == DECLARER

    def _announce_actions(self, seat: Seat) -> list[int]:
        actions = [PASS]
        actions += [ANNOUNCE[f] for f in ANNOUNCEABLE if self._announceable(seat, f)]
        for item in KONTRA_ITEMS:
            level = self.kontras.next_word(item, self.sides[seat])
            if level is not None:
                actions.append(KONTRA[(item, level)])
        return sorted(actions)

    @enforces(
        "kiralyhivasos.announce.first-turn",
        "kiralyhivasos.announce.once",
        "kiralyhivasos.announce.king-ultimo",
        "kiralyhivasos.kontra.order",
    )
    def _announce_refusal(self, seat: Seat, action: int) -> IllegalAction:
        assert self.contract is not None
        if action in ANNOUNCED_BY:
            figure = ANNOUNCED_BY[action]
            if figure in self.announced:
                return IllegalAction(
                    "kiralyhivasos.announce.once",
                    f"{figure.hu} has been announced already, by {self.announced[figure]}",
                )
            if seat in self.spoken:
                return IllegalAction(
                    "kiralyhivasos.announce.first-turn",
                    f"{seat} announces all his figures at his first turn; now he may only kontra",
                )
            return IllegalAction(
                "kiralyhivasos.announce.king-ultimo",
                f"only the declarer's side announces a királyultimó, and only where a king was called"
                f" ({self.contract.hu})",
            )
        item, level = KONTRA_OF[action]
        return self.kontras.refusal("kiralyhivasos.kontra.order", item, level, item.hu)

    def _apply_speech(self, seat: Seat, action: int) -> None:
        if action != PASS:
            self.speech.append((seat, NAMES[action]))
            self.turn_spoke = True
            if action in ANNOUNCED_BY:
                figure = ANNOUNCED_BY[action]
                self.announced[figure] = seat
                self.kontras.open(figure, self.sides[seat])
            else:
                item, level = KONTRA_OF[action]
                self.kontras.say(item, level)
            return
        self.speech.append((seat, "pass"))
        self.spoken.add(seat)
        self.silent_turns = 0 if self.turn_spoke else self.silent_turns + 1
        self.turn_spoke = False
        if len(self.spoken) == len(self.seats) and self.silent_turns >= len(self.seats) - 1:
            self._start_play()
        else:
            self.to_act = next_seat(seat, 1, self.seats)

    # -- the play (Tolnai §56–§61, §54) --------------------------------------------

    @enforces("kiralyhivasos.play.pagat-ultimo-keep", "kiralyhivasos.play.king-ultimo-keep")
    def _constraints(self) -> list[PlayConstraint]:
        """An announced pagátultimó binds the pagát's holder on the announcing side to keep it to
        the last trick (§54); a királyultimó the king's holder, where the options say so."""
        constraints: list[PlayConstraint] = []
        keep = [(Figure.PAGAT_ULTIMO, PAGAT, "kiralyhivasos.play.pagat-ultimo-keep")]
        if self.options.king_ultimo_keep and self.called_king is not None:
            keep.append((Figure.KING_ULTIMO, self.called_king, "kiralyhivasos.play.king-ultimo-keep"))
        for figure, card, rule in keep:
            holder = next((s for s in self.seats if self.held[s] & card.bit), None)
            if figure in self.announced and holder is not None and self.sides[holder] == self._owner(figure):
                constraints.append(KeepToLastTrick(holder, card, rule, f"his side announced the {figure.hu}"))
        return constraints

    def _start_play(self) -> None:
        self.phase = Stage.PLAY
        hands = {seat: cards_of(self.held[seat]) for seat in self.seats}
        assert self.contract is not None
        leader = self.contract.first_leader(self.declarer, self.seats[0])
        self.play = TrickPlay(hands, leader=leader, constraints=self._constraints(), seats=self.seats)
        self.to_act = self.play.to_play

    def _over(self) -> None:
        self.phase = Stage.OVER
        self.to_act = None

    # -- the result ----------------------------------------------------------------

    def result(self) -> DealResult | None:
        """What the settlement needs, once the deal is over with a game (None before, or
        when all passed)."""
        if self.phase != Stage.OVER or self.declarer is None or self.contract is None:
            return None
        king_half_left = (
            self.contract.talon == TalonHandling.CHOOSE_HALF
            and self.king_in_talon()
            and self.called_king is not None
            and bool(self.opponents_pile & self.called_king.bit)
        )
        if self.thrown or self.play is None:
            return DealResult(self.game.definition, self.contract, self.declarer, self.sides, thrown=self.thrown)
        tricks = self.play.tricks
        sides = self.sides
        declarer_cards = list(cards_of(self.declarer_pile))
        declarer_tricks = 0
        king_lost = False
        for trick in tricks:
            side = sides[trick.winner]
            if side == DECLARER:
                declarer_cards += [card for _, card in trick.plays]
                declarer_tricks += 1
            if self.called_king is not None and any(card == self.called_king for _, card in trick.plays):
                king_lost = side == OPPONENTS
        piles = {DECLARER: self.declarer_pile, OPPONENTS: self.opponents_pile}
        outcome = figure_outcome(
            tricks, sides, self.called_king, piles if self.options.talon_in_figures == "with-side" else None
        )
        talon = mask_of(self.talon) if self.contract.talon == TalonHandling.TO_OPPONENTS else 0
        definition = self.game.definition
        return DealResult(
            definition,
            self.contract,
            self.declarer,
            sides,
            king_half_left=king_half_left,
            declarer_points=card_points(definition.counting, declarer_cards, declarer_tricks),
            outcome=outcome,
            announced={figure: sides[seat] for figure, seat in self.announced.items()},
            kontra={Figure(bet): level for bet, level in self.kontras.levels.items()},
            talon=talon,
            king_lost=king_lost,
        )

    def declarer_index(self) -> int:
        """The declarer's player index (his seat's place in A, B, C, D)."""
        assert self.declarer is not None
        return self.seats.index(self.declarer)

    def settlement(self) -> list[SettlementLine]:
        result = self.result()
        return [] if result is None else settle(result, self.options)

    # -- words and views -----------------------------------------------------------

    def action_text(self, action: int, language: Language = "en") -> str:
        return describe(NAMES[action], self.game.definition, language)

    def view(self, player: int) -> KiralyView:
        seat = self.seats[player]
        visible_talon = (
            self.contract is not None
            and self.contract.talon == TalonHandling.CHOOSE_HALF
            and self.phase not in (Stage.AUCTION, Stage.CALL)
        )
        tricks = (
            tuple(tuple((who, card) for who, card in trick.plays) for trick in self.play.tricks) if self.play else ()
        )
        current = tuple(self.play.current) if self.play else ()
        result = self.result() if self.play is not None and self.play.finished else None
        return KiralyView(
            seat=seat,
            stage=str(self.phase),
            hand=cards_of(self.held[seat]),
            auction=tuple(self.auction.calls),
            declarer=self.declarer,
            contract=self.contract.name if self.contract else None,
            called_king=self.called_king,
            talon=self.talon if visible_talon else (),
            talon_half=self.talon_half,
            laid_tarokks=tuple(card for card in self.discards if card.is_tarokk),
            own_discards=tuple(self.discards) if seat == self.declarer else (),
            speech=tuple(self.speech),
            own_side=self.sides.get(seat),
            tricks=tricks,
            current_trick=current,
            to_act=self.to_act,
            declarer_points=None if result is None else result.declarer_points,
        )

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.contract is None else (self.contract.name, self.declarer)

    def table_text(self, player: int, language: Language = "en") -> str:
        return "\n".join(table_lines(self.view(player), self.game.definition, language))

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return dict(self.dealt), self.talon


@register_game
class KiralyhivasosGame(TableGame):
    """Királyhívásos tarokk (Tolnai §68–§69) under :class:`KiralyOptions`."""

    plays = Plays(
        contracts=tuple(contract.name for contract in KIRALYHIVASOS.contracts),
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
    action_names = NAMES
    definition = KIRALYHIVASOS
    bots: ClassVar[Mapping[str, Bot]] = MappingProxyType({"random": random_bot, "rules": rules_bot})

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.rules = KiralyOptions.read(options)
        # the bidding house rule patches how the definition holds the auction
        assert self.definition.auction is not None
        held = dataclasses.replace(self.definition.auction, steps=BidSteps(self.rules.bid_steps))
        self.definition = dataclasses.replace(self.definition, auction=held)

    def max_game_length(self) -> int:
        # the auction (each bid raises or holds, then passes), the call, the talon, the discard of
        # half the talon; the speech: every announcement and kontra, each speaking turn ended by a
        # pass, the first turns and three silent ones; and every card of the hands
        seats, said, packets = self.num_players(), len(ANNOUNCE) + len(KONTRA), self.definition.packets
        auction = seats * len(self.definition.contracts) + seats
        return auction + 1 + 1 + packets.talon // 2 + 2 * said + 2 * seats + seats * packets.hand

    @enforces("kiralyhivasos.deal")
    def new_initial_state(self, seed: int | None = None) -> KiralyhivasosState:
        return KiralyhivasosState(self, *self.dealt(seed))

    @enforces("kiralyhivasos.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> KiralyhivasosState:
        return KiralyhivasosState(self, *self.checked(hands, talon))
