"""A whole deal of Rikiki (nehezebb-kartyajatekok.txt, "Rikiki") on the shared phase pipeline
(:class:`~tarokk.phases.pipeline.PhasedState`): the compulsory bids of tricks from the dealer's
right, the dealer last and barred, then the tricks with the deal's trump suit, each player for
himself.

>>> from tarokk.core.state import load_game
>>> state = load_game("rikiki", seed=3, players=3, cards=2).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A bids first
['bid 0', 'bid 1', 'bid 2']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import Card
from tarokk.core.definition import GameDefinition, Lead, Partner, Phase, TalonHandling
from tarokk.core.display import hand_text, signed
from tarokk.core.enforcement import enforces
from tarokk.core.errors import DefinitionError, IllegalAction, OptionError
from tarokk.core.players import Policy, random_policy
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Plays, TableGame
from tarokk.core.words import Language, Words, in_language
from tarokk.games.rikiki.actions import ACTIONS, HUNGARIAN_NAMES
from tarokk.games.rikiki.bot import rule_policy
from tarokk.games.rikiki.course import deal_shuffled, deal_sizes, legal_bids, pack, trump_suit
from tarokk.games.rikiki.definition import RIKIKI, for_deal
from tarokk.games.rikiki.options import RikikiOptions
from tarokk.games.rikiki.scoring import RikikiOutcome, deal_score, settle
from tarokk.games.rikiki.view import RikikiView
from tarokk.games.rikiki.words import WORDS
from tarokk.phases.pipeline import PhasedState, SeatView, Step
from tarokk.phases.tricks import Tricks


@dataclass(frozen=True)
class CompulsoryBids:
    """Each seat in turn from the dealer's right says how many tricks it will take (``bid 0`` …),
    none to all of them; the last, the dealer, may not make the bids add up to the tricks dealt."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert isinstance(state, RikikiState)
        return state.seats[len(state.bids)] if len(state.bids) < len(state.seats) else None

    @enforces("rikiki.auction", "rikiki.auction.dealer")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert isinstance(state, RikikiState)
        return [ACTIONS.index[f"bid {bid}"] for bid in legal_bids(state.bids, len(state.seats), state.cards)]

    @enforces("rikiki.auction", "rikiki.auction.dealer")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert isinstance(state, RikikiState)
        verb, _, said = ACTIONS.names[action].partition(" ")
        if verb != "bid":
            return None
        bid = int(said)
        facts = {"seat": seat, "bid": bid, "cards": state.cards}
        if bid > state.cards:
            return IllegalAction("rikiki.auction", **WORDS.bid_too_high.message(**facts))
        return IllegalAction("rikiki.auction.dealer", **WORDS.dealer_barred.message(**facts))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert isinstance(state, RikikiState)
        state.bids.append(int(ACTIONS.names[action].partition(" ")[2]))
        return len(state.bids) == len(state.seats)


class RikikiState(PhasedState):
    """One deal of Rikiki in progress."""

    game: RikikiGame
    actions = ACTIONS
    turn_rule = "rikiki.turn"
    view_class = RikikiView
    aliases = HUNGARIAN_NAMES
    steps: ClassVar[Mapping[str, Step]] = {Phase.AUCTION: CompulsoryBids(), Phase.PLAY: Tricks()}

    @enforces("rikiki.play.trump")
    def __init__(self, game: RikikiGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        if game.definition.total_points:
            raise DefinitionError(
                f"rikiki counts tricks, not card points: its cards are worth 0, not {game.definition.total_points}"
            )
        super().__init__(game, hands, talon)
        self.cards = game.definition.packets.hand
        self.bids: list[int] = []
        """The bids said so far, in bidding order (seat A's first)."""
        suit = trump_suit(self.talon, self.cards, game.rules)
        self.turned = None if suit is None else self.talon[0]
        """The card turned for trumps (None: the deal has none)."""
        self.phase = Phase.AUCTION

    @enforces("rikiki.play.lead", "rikiki.play")
    def phase_over(self, phase: str) -> None:
        """After the bids the tricks, led by first hand or by the dealer (the option
        ``first_lead``), the suit of the card turned trumps: follow suit, else trump, with no
        duty to overtake; then the deal is over."""
        if phase != Phase.AUCTION:
            return self.end()
        self.declarer, self.contract = self.seats[-1], self.game.definition.contracts[0]
        trumps = 0 if self.turned is None else self.turned.suit_mask
        self.start_play(self.contract.first_leader(self.declarer, self.seats[0]), trumps=trumps)

    def outcome(self) -> RikikiOutcome | None:
        if not self.is_terminal() or self.play is None:
            return None
        taken = tuple(sum(trick.winner == seat for trick in self.play.tricks) for seat in self.seats)
        return RikikiOutcome("rikiki", self.seats[-1], self.cards, tuple(self.bids), taken)

    def sheet_points(self) -> list[float]:
        """The page's points, which the score sheet writes down („A játékosok minden lejátszott kör
        után felírják, ki mennyit teljesített a vállalásból”)."""
        return [float(score) for score in self.scores()]

    def scores(self) -> list[int]:
        """Each seat's points for the deal by the page's lines, as the score sheet writes them."""
        outcome = self.outcome()
        assert outcome is not None
        return [deal_score(bid, taken, self.game.rules) for bid, taken in zip(outcome.bids, outcome.taken, strict=True)]

    # -- what a seat sees ---------------------------------------------------------------

    @enforces("rikiki.auction.forehead")
    def own_view(self, seat: Seat) -> dict[str, Any]:
        """The bids, the card turned; in the one-card deal no hand of its own, but the others'
        unplayed cards on their foreheads."""
        forehead = self.cards == 1 and not self.is_terminal()
        others = tuple((other, card) for other in self.seats if other != seat for card in self.hand(other))
        return {
            "bids": tuple(zip(self.seats, self.bids, strict=False)),
            "turned": self.turned,
            "foreheads": others if forehead else (),
        } | ({"hand": ()} if forehead else {})

    @enforces("rikiki.auction.forehead")
    def action_shown_to(self, action: int, viewer: int, language: Language = "en") -> str:
        """In the one-card deal a player's own card is not named to him before he plays it: he
        plays the card on his forehead."""
        if self.cards == 1 and viewer == self.current_player() and ACTIONS.verb_of(action) == "play":
            return WORDS.plays_forehead(language)
        return super().action_shown_to(action, viewer, language)

    def own_action_text(self, name: str, language: Language) -> str:
        """A bid: „passz” for none, else the tricks bid."""
        tricks = int(name.partition(" ")[2])
        return (WORDS.bids(language, tricks=tricks) if tricks else WORDS.bids_none(language)).strip()

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The trumps, the bids with the tricks taken, the trick on the table, the foreheads and the hand."""
        assert isinstance(view, RikikiView)
        trumps = WORDS.no_trumps(language)
        if view.turned is not None and view.turned.suit is not None:
            suit = Words(view.turned.suit.english + "s", view.turned.suit.hu)(language)
            trumps = WORDS.turned(language, card=view.turned, suit=suit)
        taken = {seat: sum(trick.winner == seat for trick in view.tricks) for seat in view.seats}
        bids = ", ".join(f"{seat} {taken[seat]}/{bid}" for seat, bid in view.bids)
        rows = [(WORDS.trumps_row, trumps), (WORDS.taken_row if view.tricks else WORDS.bids_row, bids or "—")]
        if view.current:
            played = " · ".join(f"{seat} {card.name(language)}" for seat, card in view.current)
            rows.append((shared.ON_THE_TABLE, played))
        if view.foreheads:
            rows.append(
                (WORDS.foreheads_row, ", ".join(f"{seat} {card.name(language)}" for seat, card in view.foreheads))
            )
        outcome = self.outcome()
        if outcome is not None:
            contract = self.game.definition.contract(outcome.contract or "")
            scores = ", ".join(f"{seat} {signed(score)}" for seat, score in zip(view.seats, self.scores(), strict=True))
            rows.append((WORDS.scores_row, f"{in_language(language, contract.name, contract.hu)}: {scores}"))
        unseen = self.cards == 1 and not self.is_terminal() and self.hand(view.seat)
        rows.append((shared.YOUR_HAND, WORDS.own_forehead(language) if unseen else hand_text(view.hand, language)))
        return rows


@register_game
class RikikiGame(TableGame):
    """Rikiki for three to six on the French pack, one deal of ``cards`` cards each, under
    :class:`~tarokk.games.rikiki.options.RikikiOptions`."""

    plays = Plays(contracts=("rikiki",), partners=frozenset({Partner.NONE}), talons=frozenset({TalonHandling.NONE}))
    rules: RikikiOptions
    name = "rikiki"
    options_class = RikikiOptions
    deal_rule = "rikiki.deal"
    state_class = RikikiState
    definition = RIKIKI
    policies: ClassVar[Mapping[str, Policy]] = {"random": random_policy, "rule": rule_policy}
    outcome_class = RikikiOutcome
    words = WORDS

    def settle(self, outcome: RikikiOutcome) -> list[SettlementLine]:
        return settle(outcome, self.definition, self.rules)

    def patched(self, definition: GameDefinition) -> GameDefinition:
        """The pack for the option ``players``, a deal of the option ``cards`` cards each, the
        first trick led as the option ``first_lead`` says."""
        players, cards = self.rules.players, self.rules.cards
        top = len(pack(players)) // players
        if not 1 <= cards <= top:
            raise OptionError(**WORDS.cards_range.message(players=players, top=top, cards=cards), key="cards")
        return for_deal(players, cards, Lead.DECLARER if self.rules.first_lead == "dealer" else Lead.FIRST_HAND)

    @enforces("rikiki.course")
    def course(self) -> tuple[RikikiGame, ...]:
        """The deals of a whole game, each with its number of cards (:func:`deal_sizes`), under
        these options; every size dealt by each player in turn."""
        options = {name: value for name, value in self.rules.changed().items() if name != "cards"}
        return tuple(type(self)(**options, cards=size) for size in deal_sizes(self.rules))

    def deal_pack(self, pack: Sequence[Card]) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
        """The hands dealt one card at a time from the dealer's right, and the cards left over."""
        return deal_shuffled(pack, self.definition.packets.sizes, len(self.seats))

    def max_game_length(self) -> int:
        return len(self.seats) * (1 + self.definition.packets.hand)
