"""A deal of strómanntarokk (Tolnai §72) as a :class:`~tarokk.phases.pipeline.PhasedState`, registered
as ``stromann``, on the shared steps: the ladder auction (:class:`~tarokk.phases.bidding.Bidding`) on
its one bid, the kontras (:class:`~tarokk.phases.announcements.KontraTurns`) and the tricks
(:class:`~tarokk.phases.tricks.Tricks`) with the holdings announced in them, each card from the hand
or an open pile top (:class:`~tarokk.games.stromann.piles.Piles`); the deal turns the piles between
them. A deal laid out by hand gives the hands of A and B, and as its talon the pile cards in dealing
order."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarokk.core.cards import Card, cards_of, cards_text
from tarokk.core.counting import Counting
from tarokk.core.definition import Contract, GameDefinition, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import Figure, pagat_in_last_trick
from tarokk.core.holdings import Holding, holding_cards, holdings_of
from tarokk.core.packs import packets_in_turn
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.tricks import TrickPlay
from tarokk.core.words import ANNOUNCEMENTS, AUCTION, ON_THE_TABLE, TRICKS, YOUR_HAND, Language, Words
from tarokk.games.stromann.actions import ACTIONS, AUCTION_RULES, HOLDINGS, KONTRA_WORDS, MEHET_OR_GAME
from tarokk.games.stromann.bot import rule_policy
from tarokk.games.stromann.definition import STROMANN42, STROMANN54
from tarokk.games.stromann.options import StromannOptions
from tarokk.games.stromann.piles import Piles
from tarokk.games.stromann.scoring import SeatHolding, StromannOutcome, settle
from tarokk.games.stromann.view import PileView, StromannView
from tarokk.games.stromann.words import WORDS
from tarokk.phases.announcements import KontraTurns
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.kontras import GAME
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks

BIDDING, KONTRA, PLAY, OVER = "auction", "kontra", "play", "over"
"""The phases of a deal, as :attr:`StromannView.phase <tarokk.phases.pipeline.SeatView.phase>` names them."""


class StromannState(PhasedState):
    """A deal of strómanntarokk in progress; the cards as they lie are, from the deal on, its
    :attr:`play`, the hands and the tricks, and its :attr:`piles`."""

    game: StromannGame
    auction: LadderAuction
    play: TrickPlay
    contract: Contract
    actions = ACTIONS
    turn_rule = "stromann.play.turn"
    view_class = StromannView
    # after a játék the other player and the declarer in turn say the next word of the kontra ladder on it, or
    # pass, which ends the kontras (Tolnai §72, §48)
    steps: ClassVar[Mapping[str, Step]] = {
        BIDDING: Bidding(AUCTION_RULES),
        KONTRA: KontraTurns("stromann.kontra"),
        PLAY: Tricks(announcing=True),  # a holding announced before the first card of it played
    }

    def __init__(self, game: StromannGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.options, self.definition = game.rules, game.definition
        self.play = TrickPlay(hands, self.seats[0], (), self.seats)
        self.play.tricks_in_deal = self.definition.tricks
        piles = packets_in_turn(talon, self.definition.packets.piles, self.seats)  # laid face down in turn (Tolnai §72)
        self.piles = Piles(piles, self.options.follow_from == "hand-and-tops")
        self.auction = LadderAuction(self.seats, ("game",), MEHET_OR_GAME, AUCTION_RULES)
        self.phase = BIDDING
        self.contract = self.definition.contracts[0]  # the simple game, the játék once declared

    # -- the deal's course -----------------------------------------------------------

    @enforces("stromann.piles.turn", "stromann.play.turn")
    def phase_over(self, phase: str) -> None:
        """After a játék its kontras, the piles turned before them or after them (the option
        ``kontra_when``); after two mehets, or the kontras, the piles turned and the play, to which
        first hand, the player who was dealt to, leads (Tolnai §72)."""
        if phase == BIDDING and self.auction.declarer is not None:
            self.declarer, self.contract, self.phase = self.auction.declarer, self.definition.contracts[1], KONTRA
            if self.options.kontra_when == "after-turning":
                self.piles.turn_all(self.play)
        elif phase == PLAY:
            self.end()
        else:
            if not self.piles.turned:
                self.piles.turn_all(self.play)
            self.phase = PLAY
            self.play.leader = self.play.to_play = self.contract.first_leader(self.declarer, self.seats[0])

    def kontra_turn(self) -> Seat | None:
        assert self.declarer is not None
        return next_seat(self.declarer, self.kontras.level(GAME) + 1, self.seats)

    @enforces("stromann.announce.holdings")
    def announceable(self, seat: Seat) -> list[str]:
        """The holdings ``seat`` may announce now: those :meth:`announce_refusal` refuses him none of."""
        return [holding for holding in HOLDINGS if self.announce_refusal(seat, holding) is None]

    def announce(self, seat: Seat, name: str) -> None:
        """A holding announced: a card of it must be played now."""
        self.piles.pending = Holding(name)

    @enforces("stromann.announce.holdings", "stromann.announce.card")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        """Why ``seat`` may not announce holding ``name`` now (None if he may): the definition must
        price it, he must hold it in his hand, not have announced it (nor, for fejek, the tulétroá),
        and be about to play a card of it („de csak akkor, amikor először kihívunk vagy ráadunk belőlük”)."""
        if name not in HOLDINGS:
            return None
        holding, pending, hand = Holding(name), self.piles.pending, self.play.held[seat]
        if pending is not None:
            return IllegalAction("stromann.announce.card", **WORDS.holding_pending.message(seat=seat, holding=pending))
        if all(value.holding != holding for value in self.definition.holdings):
            why = WORDS.holding_unpaid.message(game=self.definition.hu, holding=holding)
        elif (seat, holding) in self.said:
            why = WORDS.holding_twice.message(seat=seat, holding=holding)
        elif holding is Holding.HEADS and (seat, Holding.TRULL) in self.said:
            why = WORDS.heads_in_trull.message(seat=seat)
        elif holding not in holdings_of(cards_of(hand)):
            why = WORDS.holding_not_held.message(seat=seat, holding=holding)
        elif not self.piles.playable(self.play, seat) & holding_cards(holding, hand):
            why = WORDS.holding_no_card.message(seat=seat, holding=holding)
        else:
            return None
        return IllegalAction("stromann.announce.holdings", **why)

    @enforces("stromann.auction", "stromann.kontra")
    def out_of_phase(self, seat: Seat, action: int) -> IllegalAction | None:
        """In the bidding only mehet or játék is said; in the play the bidding is over, and
        the kontras were said before it."""
        name = self.actions.names[action]
        if self.phase == BIDDING:
            return IllegalAction("stromann.auction", **WORDS.mehet_or_game.message(seat=seat))
        if name in ("pass", "game"):
            return IllegalAction("stromann.auction", **WORDS.bidding_over.message())
        why = WORDS.simple_no_kontra if self.declarer is None else WORDS.kontra_before_play
        return IllegalAction("stromann.kontra", **why.message()) if name in KONTRA_WORDS else None

    def playable(self, seat: Seat) -> Sequence[Card]:
        """The cards of his hand and of his open pile tops he may play
        (:meth:`~tarokk.games.stromann.piles.Piles.playable`)."""
        return cards_of(self.piles.playable(self.play, seat))

    def play_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        return self.piles.refusal(self.play, card)

    def play_card(self, card: Card) -> None:
        self.piles.play_card(self.play, card)

    # -- the outcome -------------------------------------------------------------------

    def points(self) -> tuple[int, int]:
        """The points each player has taken in his tricks, counted in thirds (Tolnai §66)."""
        a, b = (self.definition.counting.count_taken(self.play.tricks, (seat,)) for seat in self.seats)
        return a, b

    @enforces("stromann.ultimo")
    def outcome(self) -> StromannOutcome | None:
        """The finished deal's facts, and of the last trick who played the pagát to it and whether
        it took the trick, which the lowest tarokk does only as the trick's one tarokk (a silent
        ultimó made; Tolnai §15, §72)."""
        if not self.is_terminal():
            return None
        points = dict(zip(self.seats, self.points(), strict=True))
        holdings = tuple(SeatHolding(seat, Holding(name)) for seat, name in self.said)
        facts = (self.kontras.level(GAME), holdings, *pagat_in_last_trick(self.play.tricks))
        return StromannOutcome(self.contract.name, self.declarer, points["A"], points["B"], *facts)

    # -- what a seat sees --------------------------------------------------------------

    def words_said(self) -> tuple[tuple[Seat, str], ...]:
        """The bidding and the kontras as said: ``mehet`` until a ``játék``, then the words of
        the kontra ladder in turn, and ``passz`` once the play begins."""
        seats, declarer = self.seats, self.declarer
        said = [(seat, "játék" if call == "game" else "mehet") for seat, call in self.auction.calls]
        if declarer is None:
            return tuple(said)
        ladder, level = self.definition.kontras.words, self.kontras.level(GAME)
        said += [(next_seat(declarer, number, seats), ladder[number - 1]) for number in range(1, level + 1)]
        return tuple(said + ([(next_seat(declarer, level + 1, seats), "passz")] if self.phase != KONTRA else []))

    def own_view(self, seat: Seat) -> dict[str, Any]:
        seats, play, piles = self.seats, self.play, self.piles
        return {
            "dealer": self.definition.seating.dealer(len(seats)),
            "deck": len(self.definition.deck),
            "hand_sizes": tuple(held.bit_count() for held in play.held.values()),
            "piles": tuple(tuple(PileView.of(pile, piles.turned) for pile in own) for own in piles.piles.values()),
            "taken": tuple(piles.taken),
            "words": self.words_said(),
            "pending": piles.pending if self.to_act == seat else None,
            "points": self.points(),
        }

    def action_text(self, action: int, language: Language = "en") -> str:
        name = self.action_to_string(action)
        if name == "pass" and self.phase == KONTRA:
            return (WORDS.no_further_kontra if self.kontras.level(GAME) else WORDS.no_kontra)(language)
        if name in ("pass", "game"):
            return (WORDS.says_mehet if name == "pass" else WORDS.declares_game)(language)
        if name in KONTRA_WORDS:
            return WORDS.says_kontra(language, word=self.definition.kontras.words[KONTRA_WORDS.index(name)])
        if name in HOLDINGS:
            return WORDS.announces(language, holding=Holding(name))
        card, seat = ACTIONS.card_of(action), self.play.to_play
        english = card.english if card.english == card.tolnai else f"{card.english} ({card.tolnai})"
        said = (WORDS.plays if self.play.current else WORDS.leads)(language, card=card, english=english)
        from_pile = self.phase == PLAY and seat is not None and bool(card.bit & self.piles.tops(seat))
        return said + (WORDS.from_pile(language) if from_pile else "")

    def header(self, view: SeatView, language: Language) -> str:
        assert isinstance(view, StromannView)
        return super().header(view, language) + WORDS.dealt(language, deck=view.deck, dealer=view.dealer)

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """What was said, the game played, the holdings announced, each player's piles
        (:attr:`PileView.text`), the tricks and points, the trick on the table or the last one,
        and the hand."""
        assert isinstance(view, StromannView)
        rows = [(AUCTION, ", ".join(f"{seat}: {word}" for seat, word in view.words))] if view.words else []
        if view.phase in (PLAY, OVER):
            name, ladder = self.contract.hu, self.definition.kontras.words
            kontra = f", {ladder[view.kontra - 1]}" if view.kontra else ""
            said = WORDS.simple_game if view.declarer is None else WORDS.game_declared
            game = said(language, name=name, title=name.capitalize(), declarer=view.declarer, kontra=kontra)
            rows.append((WORDS.nothing, game))
        if view.announcements:
            holdings = [
                WORDS.announced(language, seat=seat, holding=Holding(name)) for seat, name in view.announcements
            ]
            rows.append((ANNOUNCEMENTS, ", ".join(holdings)))
        for seat, piles in zip(view.seats, view.piles, strict=True):
            shown = " | ".join(pile.text for pile in piles)
            rows.append((WORDS.nothing, WORDS.piles(language, seat=seat, piles=shown)))
        if view.tricks or view.current:
            points = ", ".join(f"{seat} {taken}" for seat, taken in zip(view.seats, view.points, strict=True))
            rows.append((TRICKS, WORDS.tricks_and_points(language, tricks=len(view.tricks), points=points)))
        plays = view.current or (view.tricks[-1].plays if view.tricks else ())
        played = ", ".join(f"{seat} {card.tolnai}" for seat, card in plays)
        if view.current:
            rows.append((ON_THE_TABLE, played))
        elif view.tricks:
            rows.append((WORDS.last_trick, f"{played} → {view.tricks[-1].winner}"))
        return [*rows, (YOUR_HAND, cards_text(view.hand, language))]


@register_game
class StromannGame(TableGame):
    """Strómanntarokk for two (Tolnai §72), with the options of :class:`StromannOptions`."""

    plays = Plays(
        contracts=tuple(contract.name for contract in STROMANN54.contracts),
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.NONE}),
        figures=frozenset({Figure.PAGAT_ULTIMO}),
        countings=frozenset({Counting.GROUPS_OF_THREE}),
        reads=frozenset({"contract.prize_factor", "contract.lost_value", "holdings", "figures", "kontras"}),
        kontra_words=5,
    )
    rules: StromannOptions
    name = "stromann"
    options_class = StromannOptions
    deal_rule = "stromann.deal"
    state_class = StromannState
    definition = STROMANN54
    pack_option = "deck"
    packs: ClassVar[Mapping[int, GameDefinition]] = {54: STROMANN54, 42: STROMANN42}
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = StromannOutcome
    words = WORDS

    def settle(self, outcome: StromannOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def max_game_length(self) -> int:
        # two words, the kontras and a pass, every card, and each holding announced once by each player
        definition = self.definition
        kontras, holdings = len(definition.kontras.words), len(definition.holdings)
        return 2 + kontras + 1 + len(definition.deck) + len(self.seats) * holdings
