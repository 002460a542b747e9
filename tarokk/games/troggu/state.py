"""A whole deal of Troggu, the Tapp-tarokk (Nehezebb kártyajátékok, Troggu), on the shared phase
pipeline (:class:`~tarokk.phases.pipeline.PhasedState`): one round of bids, at the game the Tapp
taken and as many cards laid away, the tricks with the skíz that may be withheld, and, when
all pass, the mizer.

>>> from tarokk.core.state import load_game
>>> state = load_game("troggu", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'game', 'solo']
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import HONOURS, KINGS, SKIZ, Card, mask_of
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition, Partner, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER
from tarokk.core.outcome import FigureResult
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Words
from tarokk.games.troggu.actions import ACTIONS, AUCTION_RULES, BIDS, FIGURES, HUNGARIAN_NAMES, ONE_ROUND
from tarokk.games.troggu.bot import rule_policy
from tarokk.games.troggu.definition import TROGGU, for_players
from tarokk.games.troggu.options import TrogguOptions
from tarokk.games.troggu.scoring import MIZER, TrogguOutcome, settle
from tarokk.games.troggu.view import TrogguView
from tarokk.games.troggu.words import WORDS
from tarokk.phases.announcements import AnnouncementRound, declarer_first, declarer_first_refusal
from tarokk.phases.auction import LadderAuction
from tarokk.phases.bidding import Bidding
from tarokk.phases.kontras import GAME
from tarokk.phases.layaway import LayAway
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks


@dataclass(frozen=True)
class TrogguLayAway(LayAway):
    """The shared discard, with as many of all four kings as the option ``kings_laid`` lets go."""

    def kings_allowed(self, state: PhasedState) -> int:
        assert isinstance(state.game, TrogguGame)
        return state.game.rules.kings_laid


class TrogguState(PhasedState):
    """One deal of Troggu in progress."""

    game: TrogguGame
    auction: LadderAuction
    actions = ACTIONS
    turn_rule = "troggu.turn"
    view_class = TrogguView
    aliases = HUNGARIAN_NAMES
    private_discards = True  # "Sima tarokk fektethető, és nem is kell bemondani."
    steps: ClassVar[Mapping[str, Step]] = {
        Phase.AUCTION: Bidding(AUCTION_RULES),
        # "honőr és király nem fektethető, kivéve egy király (más változatban az összes) akkor,
        # ha mind a négy a felvevőnél van"
        Phase.DISCARD: TrogguLayAway(
            "troggu.discard.honours",
            HONOURS | KINGS,
            unheld_rule="troggu.turn",
            four_kings_rule="troggu.discard.four-kings",
        ),
        Phase.ANNOUNCE: AnnouncementRound("troggu.announce.kontra", keeps_word=True),
        Phase.PLAY: Tricks(),
    }

    def __init__(self, game: TrogguGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        said = tuple(game.definition.contract(bid).hu for bid in BIDS)
        self.auction = LadderAuction(self.seats, BIDS, ONE_ROUND, AUCTION_RULES, said=said)
        self.phase = Phase.AUCTION
        del self.kontras.owners[GAME]  # the kontra is the supplement's, on an announced figure

    @enforces("troggu.auction.mizer", "troggu.talon.game", "troggu.talon.solo", "troggu.announce")
    def phase_over(self, phase: str) -> None:
        """After the auction: the mizer if all passed; at the game the declarer takes the whole
        Tapp and lays as many cards away; at a szóló the Tapp stays closed; then, with the option
        ``figures``, the declarer's announcements; then the tricks."""
        if phase == Phase.AUCTION:
            self.declarer = self.auction.declarer
            self.contract = self.game.definition.contract(self.auction.contract or MIZER)
            if self.contract.talon == TalonHandling.SHARES and self.declarer is not None:
                return self.take_from_talon(self.declarer, self.talon)
        if phase in (Phase.AUCTION, Phase.DISCARD) and self.game.rules.figures and self.declarer is not None:
            return self.begin_announcements()
        if phase != Phase.PLAY:
            return self._start_play()
        return self.end()

    @enforces("troggu.announce")
    def announceable(self, seat: Seat) -> list[str]:
        """The supplement's figures the declarer has not announced, before anyone else speaks."""
        return declarer_first(self, seat, FIGURES)

    @enforces("troggu.announce")
    def announce_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        return declarer_first_refusal(self, seat, name, FIGURES, "troggu.announce")

    @enforces("troggu.play.lead", "troggu.play.skiz")
    def _start_play(self) -> None:
        """The declarer leads, in the mizer first hand ("a felvevő kezd"; "az osztó balján ülővel
        kezdődik a lejátszás"); the skíz may be withheld as its holder's last tarokk."""
        assert self.contract is not None
        leader = self.contract.first_leader(self.declarer, self.seats[0])
        self.start_play(leader, withholdable=SKIZ.bit, withhold_rule="troggu.play.skiz")

    # -- the outcome -----------------------------------------------------------------

    @enforces("troggu.play.skiz-back")
    def buy_back(self) -> tuple[Seat, Card, Seat] | None:
        """The withheld skíz bought back after the last trick: who withheld it, what he gives
        its winner for it, and that winner ("A betett skíz helyett aztán cserébe a saját ütései
        közül egy lapot felajánl az utolsó ütés elvivőjének, hogy a skízt visszakapja"); he
        gives his cheapest card, and with no trick of his own he gives the skíz itself. None if
        the skíz was not withheld or he took the last trick himself."""
        assert self.play is not None
        for holder, skiz in self.play.withheld.items():
            last = self.play.tricks[-1]
            if last.winner != holder:
                own = [card for trick in self.play.tricks if trick.winner == holder for _, card in trick.plays]
                given = min(own, key=lambda card: (card.points, card.is_tarokk, card.rank), default=skiz)
                return holder, given, last.winner
        return None

    def taken(self) -> dict[Seat, list[Card]]:
        """The cards each seat took in its tricks, the skíz withheld bought back."""
        assert self.play is not None
        taken: dict[Seat, list[Card]] = {seat: [] for seat in self.seats}
        for trick in self.play.tricks:
            for seat, card in trick.plays:
                taken[trick.taker(seat, card)].append(card)
        bought = self.buy_back()
        if bought is not None:
            holder, given, winner = bought
            taken[holder].remove(given)
            taken[winner].append(given)
        return taken

    @enforces("troggu.counting", "troggu.win")
    def declarer_points(self) -> int:
        """The card points of the declarer's tricks with his skart, or a szóló's closed Tapp ("A
        skart a fektetés után a felvevő ütéseihez számít"; "ugyanúgy a felvevőnél számít")."""
        assert self.play is not None and self.declarer is not None and self.contract is not None
        return self.game.definition.counting.count_cards([*self.taken()[self.declarer], *self.declarer_pile()])

    def declarer_pile(self) -> list[Card]:
        """The cards counted with the declarer's tricks: his skart, or a szóló's closed Tapp."""
        assert self.contract is not None
        return self.discard if self.contract.talon == TalonHandling.SHARES else list(self.talon)

    @enforces("troggu.scoring.figures")
    def figures(self) -> tuple[FigureResult, ...]:
        """The supplement's figures announced or made silently (option ``figures``), the skart
        or the szóló's Tapp with the declarer's cards and the card given for the skíz with the
        last trick's winner's (:meth:`buy_back`)."""
        if not self.game.rules.figures:
            return ()
        piles = {DECLARER: mask_of(self.declarer_pile())}
        bought = self.buy_back()
        if bought is not None:
            side = self.side(bought[2])
            piles[side] = piles.get(side, 0) | bought[1].bit
        return tuple(self.side_figures(FIGURES, piles))

    def outcome(self) -> TrogguOutcome | None:
        if not self.is_terminal() or self.contract is None or self.play is None:
            return None
        won = Counter(trick.winner for trick in self.play.tricks)
        if self.declarer is None:
            most = max(won.values())
            return TrogguOutcome(MIZER, None, most_tricks=tuple(seat for seat in self.seats if won[seat] == most))
        tricks = won[self.declarer]
        return TrogguOutcome(
            self.contract.name,
            self.declarer,
            self.declarer_points(),
            tricks == len(self.play.tricks),
            tricks == 0,
            figures=self.figures(),
        )

    # -- what a seat sees, in words ----------------------------------------------------

    def talon_seen(self, seat: Seat) -> bool:
        """The declarer of the game sees the Tapp he takes; nobody sees a szóló's or a mizer's."""
        taken = self.contract is not None and self.contract.talon == TalonHandling.SHARES
        return (seat == self.declarer and taken) or self.is_terminal()

    def own_view(self, seat: Seat) -> dict[str, Any]:
        return {"withheld": () if self.play is None else tuple(self.play.withheld.items())}

    def own_action_text(self, name: str, language: Language) -> str:
        """A figure announced, or the kontra on one."""
        figure = WORDS.group("figure_names")[name.removeprefix("kontra ")](language)
        return (WORDS.says_kontra if name.startswith("kontra") else WORDS.announces)(language, figure=figure)

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the skíz withheld, and at the end its buy-back and the declarer's points."""
        assert isinstance(view, TrogguView)
        rows = super().table_rows(view, language)
        for seat, card in view.withheld:
            rows.insert(-1, (WORDS.withheld, WORDS.withheld_by(language, seat=seat, card=card)))
        if self.is_terminal() and self.play is not None:
            bought = self.buy_back()
            if bought is not None:
                holder, given, winner = bought
                rows.append((WORDS.bought_back, WORDS.gives(language, seat=holder, card=given, winner=winner)))
            if self.declarer is not None:
                definition = self.game.definition
                facts = {"points": self.declarer_points(), "total": definition.total_points}
                rows.append((shared.DECLARER, WORDS.card_points(language, win=definition.win_points, **facts)))
        return rows


@register_game
class TrogguGame(TableGame):
    """Troggu for three to six on the 54-card pack, under :class:`~tarokk.games.troggu.options.TrogguOptions`."""

    plays = Plays(
        contracts=(*BIDS, MIZER),
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.SHARES, TalonHandling.NONE}),
        countings=frozenset({Counting.CARD_POINTS}),
        figures=frozenset(FIGURES),
        announces=frozenset(FIGURES),
        kontra_words=1,
        reads=frozenset({"contract.talon_shares", "figures", "kontras"}),
    )
    rules: TrogguOptions
    name = "troggu"
    options_class = TrogguOptions
    deal_rule = "troggu.deal"
    state_class = TrogguState
    definition = TROGGU
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = TrogguOutcome
    words = WORDS

    def settle(self, outcome: TrogguOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """The seats, the Tapp and the hands for the number of players the option ``players``
        gives; the figures priced per base value (doubled in a szóló) if ``solo_figures_doubled``."""
        patched = for_players(self.rules.players)
        per_base = self.rules.solo_figures_doubled
        figures = tuple(dataclasses.replace(value, per_base=per_base) for value in patched.figures)
        return dataclasses.replace(patched, figures=figures)

    def max_game_length(self) -> int:
        # two rounds of bids at most, the Tapp laid away, each figure and kontra with the passes
        # after it, every card played
        said = (2 * len(FIGURES) + 1) * len(self.seats)
        return 2 * len(self.seats) + self.definition.packets.talon + said + len(self.definition.deck)
