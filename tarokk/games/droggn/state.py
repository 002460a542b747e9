"""A whole deal of Droggn (Nehezebb kártyajátékok, Droggn) on the shared phase pipeline
(:class:`~tarokk.phases.pipeline.PhasedState`): the auction, at the game the talon taken unseen
and three cards laid away, the purchase of a named card (the game's own step), the
announcements with their kontras, and the tricks with the skíz a joker.

>>> from tarokk.core.state import load_game
>>> state = load_game("droggn", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'game', 'super', 'super-mord']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import HONOURS, PAGAT, SKIZ, Card, cards_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Partner, Phase, TalonHandling
from tarokk.core.display import hand_text
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import Side, figure_outcome, pagat_in_last_trick
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.tricks import KeepToLastTrick
from tarokk.core.words import Language, Words
from tarokk.games.droggn.actions import (
    ACTIONS,
    AUCTION_RULES,
    BIDS,
    HUNGARIAN_NAMES,
    KONTRAS,
    NO_BUY,
    PAGAT_ULTI,
    SKIZ_ULTI,
    ULTIS,
)
from tarokk.games.droggn.bot import rule_policy
from tarokk.games.droggn.definition import DROGGN
from tarokk.games.droggn.options import DroggnOptions
from tarokk.games.droggn.scoring import DroggnOutcome, Ulti, settle
from tarokk.games.droggn.view import DroggnView
from tarokk.games.droggn.words import WORDS
from tarokk.phases.announcements import AnnouncementRound
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks

REFUSALS = WORDS.group("refusals")


@dataclass(frozen=True)
class Purchase:
    """The purchase as a phase of the deal (Droggn: Vásár): the declarer lays one of his cards
    face down (``give <card>``) and names a card an opponent holds (``ask <card>``), which its
    holder swaps for the card laid down; or he buys nothing (``no buy``). Anything else is
    refused under ``rule``."""

    rule: str

    def __post_init__(self) -> None:
        enforces(self.rule)(Purchase.legal)
        enforces(self.rule)(Purchase.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert isinstance(state, DroggnState)
        if state.given is None:
            return sorted([ACTIONS.index[NO_BUY], *ACTIONS.card_actions("give", cards_of(state.held[seat]))])
        theirs = sum(state.held[other] for other in state.seats if other != seat)
        return ACTIONS.card_actions("ask", cards_of(theirs))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert isinstance(state, DroggnState)
        name, verb = ACTIONS.names[action], ACTIONS.verb_of(action)
        if name != NO_BUY and verb not in ("give", "ask"):
            return None
        asking = state.given is not None
        card = ACTIONS.card_of(action).hu if verb else ""
        if verb == "give" and not asking:
            return IllegalAction(self.rule, **REFUSALS["unheld"].message(seat=seat, card=card))
        if verb == "ask" and asking:
            return IllegalAction(self.rule, **REFUSALS["not_theirs"].message(seat=seat, card=card))
        return IllegalAction(self.rule, **REFUSALS["ask_now" if asking else "give_first"].message(seat=seat))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert isinstance(state, DroggnState)
        if ACTIONS.names[action] == NO_BUY:
            return True
        card = ACTIONS.card_of(action)
        if state.given is None:
            state.given = card
            state.held[seat] ^= card.bit
            return False
        seller = next(other for other in state.seats if state.held[other] & card.bit)
        state.held[seller] ^= card.bit | state.given.bit
        state.held[seat] |= card.bit
        state.asked, state.seller = card, seller
        return True


class DroggnState(PhasedState):
    """One deal of Droggn in progress."""

    game: DroggnGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "droggn.turn"
    view_class = DroggnView
    aliases = HUNGARIAN_NAMES
    private_discards = True  # "Ezeket a fektetéseket nem kell jelenteni."
    action_words = WORDS.group("said")
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.AUCTION: Bidding(AUCTION_RULES),
        # "Honőrt fektetni tilos! Királyt lehet, de csak tarokklap kíséretében."
        Phase.DISCARD: LayAway(
            "droggn.discard.honours", HONOURS, unheld_rule="droggn.turn", escort_rule="droggn.discard.king"
        ),
        Phase.BUY: Purchase("droggn.buy"),
        Phase.ANNOUNCE: AnnouncementRound("droggn.kontra"),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: DroggnGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.phase = Phase.AUCTION
        self.taken: tuple[Card, ...] = ()
        """The talon cards the declarer took into his hand."""
        self.given: Card | None = None
        self.asked: Card | None = None
        self.seller: Seat | None = None
        self.ultis: dict[str, Seat] = {}
        """Each announced ulti with its announcer."""
        if not game.rules.game_kontra:
            del self.kontras.owners[GAME]  # "A jelentések kontrázhatók": the announcements alone

    @enforces("droggn.auction.end", "droggn.talon.exchange", "droggn.talon.super")
    def phase_over(self, phase: str) -> None:
        """After the auction: no game if all passed ("újrakeverés és osztás következik, de nincs
        tétduplázás"); at the game the declarer takes the talon unseen and lays as many away, then
        buys; at Super the talon stays closed; then the announcements and the tricks."""
        if phase == Phase.AUCTION:
            self.declarer = self.auction.declarer
            if self.declarer is None or self.auction.contract is None:
                return self.end()
            self.contract = self.game.definition.contract(self.auction.contract)
            if self.contract.talon == TalonHandling.SHARES:
                self.taken = dict(self.talon_shares(self.contract, self.declarer)).get(self.declarer, ())
                self.take_from_talon(self.declarer, self.taken)
            elif self.game.rules.super_buys:
                self.phase = Phase.BUY
            else:
                self.begin_announcements()
        elif phase == Phase.DISCARD:
            self.phase = Phase.BUY
        elif phase == Phase.BUY:
            self.begin_announcements()
        elif phase == Phase.ANNOUNCE:
            self._start_play()
        else:
            self.end()
        return None

    @enforces("droggn.announce.pagat-ulti", "droggn.announce.skiz-ulti", "droggn.announce.one-ulti")
    def announceable(self, seat: Seat) -> list[str]:
        """The pagátulti to the pagát's holder, the skízulti to a Super Mord declarer holding the
        skíz, and neither once one is announced ("Pagát és Skíz egyszerre nem tehető ki!")."""
        if self.ultis:
            return []
        said = [PAGAT_ULTI] if self.held[seat] & PAGAT.bit else []
        mord = self.contract is not None and self.contract.name == "super-mord"
        return said + ([SKIZ_ULTI] if mord and seat == self.declarer and self.held[seat] & SKIZ.bit else [])

    def announce(self, seat: Seat, name: str) -> None:
        self.ultis[name] = seat
        super().announce(seat, name)

    @enforces("droggn.announce.pagat-ulti", "droggn.announce.skiz-ulti", "droggn.announce.one-ulti")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        if name not in ULTIS:
            return None
        if self.ultis:
            ulti = "pagátulti" if PAGAT_ULTI in self.ultis else "skízulti"
            return IllegalAction("droggn.announce.one-ulti", **REFUSALS["one_ulti"].message(ulti=ulti))
        if name == PAGAT_ULTI:
            return IllegalAction("droggn.announce.pagat-ulti", **REFUSALS["no_pagat"].message(seat=seat))
        return IllegalAction("droggn.announce.skiz-ulti", **REFUSALS["no_skiz"].message())

    @enforces("droggn.play.skiz", "droggn.play.ulti-keep", "droggn.play.lead")
    def _start_play(self) -> None:
        """First hand leads ("mint a tarokknál általában"); the skíz is a joker, except as the last
        trick of an announced skízulti; an ulti's card lies beside the talon until the last trick."""
        assert self.contract is not None
        last = 0 if SKIZ_ULTI in self.ultis else SKIZ.bit
        self.start_play(self.contract.first_leader(self.declarer, self.seats[0]), (), SKIZ.bit, last)
        assert self.play is not None
        for name, seat in self.ultis.items():
            card = PAGAT if name == PAGAT_ULTI else SKIZ
            self.play.constraints.append(KeepToLastTrick(seat, card, "droggn.play.ulti-keep", f"he announced {name}"))

    @enforces("droggn.dealer")
    def next_dealer(self) -> Seat | None:
        """Who deals next: this deal's declarer ("Az osztásnál a következő mindig az előző kör
        felvevője lesz"); None when all passed and the cards are shuffled and dealt again."""
        return self.declarer

    # -- the outcome -----------------------------------------------------------------

    @enforces("droggn.win", "droggn.counting")
    def declarer_points(self) -> int:
        """The card points of the declarer's tricks with the talon or his discard ("a talont is
        beszámítva"); a skíz counts for its player's side wherever it fell."""
        assert self.play is not None and self.declarer is not None
        untaken = [card for card in self.talon if card not in self.taken]
        return self.game.definition.counting.count_taken(self.play.tricks, (self.declarer,), [*self.discard, *untaken])

    def ulti_results(self) -> list[Ulti]:
        """Each announced ulti, made if its card took the last trick; and a silent pagátulti, the
        pagát in the last trick unannounced, made or missed."""
        assert self.play is not None
        last, results = self.play.tricks[-1], []
        for name, seat in self.ultis.items():
            card = PAGAT if name == PAGAT_ULTI else SKIZ
            made = last.card_of(seat) == card and last.winner == seat
            results.append(Ulti(card, self.side(seat), made, True, self.kontras.level(name)))
        pagat, won = pagat_in_last_trick(self.play.tricks)
        if pagat is not None and PAGAT_ULTI not in self.ultis:
            results.append(Ulti(PAGAT, self.side(pagat), won))
        return results

    def pagat_capture(self) -> Side | None:
        """The side whose trick took the other side's pagát, if any (Droggn: Pagát): the shared
        pagátfogás (:func:`~tarokk.core.figures.figure_outcome`)."""
        assert self.play is not None
        return figure_outcome(self.play.tricks, {seat: self.side(seat) for seat in self.seats}).pagat_capture

    def outcome(self) -> DroggnOutcome | None:
        if not self.is_terminal() or self.declarer is None or self.contract is None or self.play is None:
            return None
        all_tricks = all(trick.winner == self.declarer for trick in self.play.tricks)
        ultis, captured = tuple(self.ulti_results()), self.pagat_capture()
        points, kontra = self.declarer_points(), self.kontras.level(GAME)
        return DroggnOutcome(self.contract.name, self.declarer, points, all_tricks, kontra, ultis, captured)

    # -- what a seat sees, in words ----------------------------------------------------

    def talon_seen(self, seat: Seat) -> bool:
        """The declarer sees the talon he took; nobody sees a Super's closed talon before the end."""
        return (seat == self.declarer and bool(self.taken)) or self.is_terminal()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        knows_given = seat == self.declarer or (seat == self.seller and self.asked is not None)
        return {
            "talon": self.talon if self.talon_seen(seat) else (),
            "given": self.given if knows_given else None,
            "asked": self.asked,
            "seller": self.seller,
            "ultis": tuple(self.ultis.items()),
            "kontras": tuple(self.kontras.levels.items()),
        }

    def action_shown_to(self, action: int, viewer: int, language: Language = "en") -> str:
        """A card laid face down to buy with is seen by the declarer alone."""
        if ACTIONS.verb_of(action) == "give" and viewer != self.current_player():
            return WORDS.gives_hidden(language)
        return super().action_shown_to(action, viewer, language)

    def own_action_text(self, name: str, language: Language) -> str:
        """A kontra on the game or on an ulti."""
        word, bet = name.split()
        return WORDS.says_kontra(language, word=word, bet=WORDS.group("bets")[bet](language))

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the purchase, the ulti cards beside the talon and at the end the
        declarer's card points."""
        assert isinstance(view, DroggnView)
        rows = super().table_rows(view, language)
        if view.asked is not None and view.seller is not None:
            bought = WORDS.bought(language, card=view.asked, seat=view.seller)
            given = "" if view.given is None else "; " + WORDS.given(language, card=view.given)
            rows.insert(2, (WORDS.purchase, bought + given))
        if view.ultis:
            cards = [PAGAT if name == PAGAT_ULTI else SKIZ for name, _ in view.ultis]
            rows.insert(2, (WORDS.beside_talon, hand_text(cards, language)))
        if self.is_terminal() and self.play is not None:
            definition = self.game.definition
            facts = {"points": self.declarer_points(), "total": definition.total_points, "win": definition.win_points}
            rows.append((shared.DECLARER, WORDS.card_points(language, **facts)))
        return rows


@register_game
class DroggnGame(TableGame):
    """Droggn for three on the 54-card pack, under :class:`~tarokk.games.droggn.options.DroggnOptions`."""

    plays = Plays(
        contracts=BIDS,
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.SHARES, TalonHandling.NONE}),
        countings=frozenset({Counting.CARD_POINTS}),
        reads=frozenset({"contract.talon_shares", "auction", "kontras"}),
        kontra_words=2,
    )
    rules: DroggnOptions
    name = "droggn"
    options_class = DroggnOptions
    deal_rule = "droggn.deal"
    state_class = DroggnState
    definition = DROGGN
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = DroggnOutcome
    words = WORDS

    def settle(self, outcome: DroggnOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """Each contract worth the price the options give it (the page's table is lost)."""
        contracts = (dataclasses.replace(c, base_value=self.rules.price(c.name)) for c in definition.contracts)
        return dataclasses.replace(definition, contracts=tuple(contracts))

    def max_game_length(self) -> int:
        # bids and holds, three discards, a purchase, each ulti and kontra with the passes around them, 51 cards
        return 20 + 3 + 2 + 3 * (len(ULTIS) + len(KONTRAS) + 1) + 3 * self.definition.tricks
