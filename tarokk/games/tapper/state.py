"""A whole deal of tappertarokk as a :class:`~tarokk.core.table.TableGame` (Tolnai, "4. A
tappertarokk"; §66, §71).

The deal runs: the auction (:class:`~tarokk.phases.auction.LadderAuction`, A alone
holding); at a hármas the declarer
turns the talon up, keeps its first or second three (``first three``, ``second three``)
and lays three cards away one by one (``discard K d``); at szóló the talon goes unseen to
the opponents. Then the announcements before the first lead, from the declarer round the
table until all three pass in a row: ``ultimo`` (the pagát's holder), ``volat`` (for one's
side), ``tarokks`` (the count, where prizes are agreed) and the kontras (``kontra game``,
``rekontra ultimo`` …). Then twelve or sixteen tricks (``play XXI``), seat A leading.

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

from tarokk.core import words as shared
from tarokk.core.cards import HONOURS, KINGS, PAGAT, TAROKKS, Card, cards_of, mask_of, sort_hand
from tarokk.core.definition import Contract, Counting, GameDefinition, Partner, TalonHandling
from tarokk.core.display import hand_text
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side, figure_outcome
from tarokk.core.holdings import holdings_of, tarokk_count
from tarokk.core.packs import check_seed
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import TERMINAL, SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, random_bot
from tarokk.core.tricks import KeepToLastTrick, TrickPlay
from tarokk.core.words import Language
from tarokk.games.tapper.actions import (
    ACTION_NAMES,
    ANNOUNCE,
    ANNOUNCEMENTS,
    AUCTION,
    AUCTION_RULES,
    BETS,
    BIDS,
    DISCARD,
    FIRST_DISCARD,
    FIRST_PLAY,
    HALVES,
    INDEX,
    KONTRA_WORDS,
    KONTRAS,
    OVER,
    PLAY,
    TALON,
    TapperView,
    card_of,
    discard_action,
    play_action,
)
from tarokk.games.tapper.bot import rules_bot
from tarokk.games.tapper.definition import HALF, TAPPER42, tapper_definition
from tarokk.games.tapper.options import TapperOptions
from tarokk.games.tapper.scoring import Bet, DealResult, PotFlow, pot_flow, settle
from tarokk.games.tapper.words import BID, DECLARED, KONTRA, LAYS_AWAY, PACK, PLAYS_CARD, SAID
from tarokk.phases.auction import HOLD, PASS, LadderAuction
from tarokk.phases.kontras import Kontras


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
    action_names = ACTION_NAMES
    definition = TAPPER42
    bots: ClassVar[Mapping[str, Bot]] = {"random": random_bot, "rules": rules_bot}

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(check_seed(seed), **options)
        self.rules = TapperOptions.read(options)
        self.definition = tapper_definition(self.rules.cards)

    def max_game_length(self) -> int:
        # auction, talon and discards, announcements (each at most once, kontras five deep,
        # three passes after each), and every card of the hands
        return 30 + 4 + 3 * (len(ANNOUNCEMENTS) + len(KONTRAS) + 1) + 3 * self.definition.tricks

    @enforces("tapper.deal")
    def new_initial_state(self, seed: int | None = None) -> TapperState:
        return TapperState(self, *self.dealt(seed))

    @enforces("tapper.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> TapperState:
        return TapperState(self, *self.checked(hands, talon))


class TapperState(TableState):
    """A deal of tappertarokk in progress."""

    game: TapperGame

    def __init__(self, game: TapperGame, hands: Mapping[Seat, tuple[Card, ...]], talon: tuple[Card, ...]) -> None:
        super().__init__(game)
        self.definition: GameDefinition = game.definition
        self.seats = game.seats
        self.options = game.rules
        self.dealt = {seat: tuple(hands[seat]) for seat in self.seats}
        self.talon = tuple(talon)
        self.held = {seat: mask_of(hands[seat]) for seat in self.seats}
        self.auction = LadderAuction.of(self.definition, AUCTION_RULES)
        self.phase = AUCTION
        self.declarer: Seat | None = None
        self.contract: Contract | None = None
        self.kept_half: int | None = None
        self.discard: list[Card] = []
        self.to_announce: Seat | None = None
        self.passes_in_row = 0
        self.said: list[tuple[Seat, str]] = []
        self.kontras = Kontras(self.definition.kontras)
        self.ultimo: Seat | None = None
        self.volat: Seat | None = None
        self.counted: dict[Seat, int] = {}
        self.play: TrickPlay | None = None
        self.played_hands: dict[Seat, tuple[Card, ...]] = {}

    # -- the deal's course ---------------------------------------------------------

    def side(self, seat: Seat) -> Side:
        """The declarer's side or the opponents'."""
        return DECLARER if seat == self.declarer else OPPONENTS

    def current_player(self) -> int:
        seat = self._to_act()
        return TERMINAL if seat is None else self.seats.index(seat)

    def _to_act(self) -> Seat | None:
        if self.phase == AUCTION:
            return self.auction.to_speak
        if self.phase in (TALON, DISCARD):
            return self.declarer
        if self.phase == ANNOUNCE:
            return self.to_announce
        if self.phase == PLAY:
            assert self.play is not None
            return self.play.to_play
        return None

    def _legal_actions(self) -> list[int]:
        seat = self._to_act()
        if seat is None:
            return []
        if self.phase == AUCTION:
            return sorted(INDEX[call] for call in self.auction.legal())
        if self.phase == TALON:
            return [INDEX[HALVES[0]], INDEX[HALVES[1]]]
        if self.phase == DISCARD:
            return sorted(discard_action(card) for card in self.discardable())
        if self.phase == ANNOUNCE:
            return sorted(INDEX[word] for word in self._announceable(seat))
        assert self.play is not None
        return sorted(play_action(card) for card in self.play.legal_actions())

    @enforces("tapper.discard.kings-honours", "tapper.discard.tarokk")
    def discardable(self) -> list[Card]:
        """The cards the declarer may lay away now: never an honour or a king, a tarokk only
        when he has no other suit card to lay ("tarokkot is csak akkor, ha nincs színes
        lapja, mit letehet")."""
        assert self.declarer is not None
        held = self.held[self.declarer] & ~(HONOURS | KINGS)
        suit_cards = held & ~TAROKKS
        return list(cards_of(suit_cards or held))

    @enforces("tapper.announce.ultimo", "tapper.announce.volat", "tapper.announce.tarokks", "tapper.kontra")
    def _announceable(self, seat: Seat) -> list[str]:
        """What ``seat`` may say before the first lead: pass; pagátultimó if he holds the
        pagát and nobody has announced it; the volát for his side if no side has; his
        tarokk count where prizes are agreed and it wins one; the next kontra on the game
        or an announced figure, if it is his side's turn to double."""
        words = [PASS]
        held = cards_of(self.held[seat])
        if self.ultimo is None and self.held[seat] & PAGAT.bit:
            words.append("ultimo")
        if self.volat is None:
            words.append("volat")
        if seat not in self.counted and self.options.tarokk_prize(tarokk_count(held)):
            words.append("tarokks")
        for bet in BETS:
            level = self.kontras.next_word(bet, self.side(seat))
            if level is not None:
                words.append(f"{KONTRA_WORDS[level - 1]} {bet}")
        return words

    @enforces("tapper.turn")
    def _refusal(self, action: int) -> IllegalAction:
        if not 0 <= action < len(ACTION_NAMES):
            return IllegalAction("tapper.turn", f"{action} is not an action of tapper (0 … {len(ACTION_NAMES) - 1})")
        return self._refused(ACTION_NAMES[action], action)

    @enforces(
        "tapper.turn",
        "tapper.auction.bid",
        "tapper.auction.hold",
        "tapper.discard.kings-honours",
        "tapper.discard.tarokk",
        "tapper.talon.half",
    )
    def _refused(self, name: str, action: int) -> IllegalAction:
        """The engine's ruling on an action that is not legal now, with its rule id."""
        seat = self._to_act()
        if seat is None:
            return IllegalAction("tapper.turn", "the deal is over", action=name)
        if self.phase == AUCTION and (name in BIDS or name in (PASS, HOLD)):
            return self.auction.refusal(name)
        if self.phase == DISCARD and action in range(FIRST_DISCARD, FIRST_PLAY):
            card = card_of(action)
            assert self.declarer is not None
            if not self.held[self.declarer] & card.bit:
                return IllegalAction("tapper.turn", f"{seat} does not hold {card.hu}", seat=seat, action=name)
            if card.is_honour or card.is_king:
                return IllegalAction(
                    "tapper.discard.kings-honours",
                    f"{card.hu} may not be laid away: no honour, no king",
                    seat=seat,
                    action=name,
                )
            return IllegalAction(
                "tapper.discard.tarokk",
                f"{seat} still holds a suit card to lay instead of {card.hu}",
                seat=seat,
                action=name,
            )
        if self.phase == ANNOUNCE and (name in ANNOUNCEMENTS or name in KONTRAS):
            return self._announce_refusal(seat, name)
        if self.phase == PLAY and action >= FIRST_PLAY:
            assert self.play is not None
            try:
                self.play.check(card_of(action))
            except IllegalAction as refusal:
                return refusal
        if name in HALVES and self.contract is not None and self.contract.talon != TalonHandling.CHOOSE_HALF:
            return IllegalAction(
                "tapper.talon.half", "at szóló the talon goes unseen to the opponents", seat=seat, action=name
            )
        return IllegalAction(
            "tapper.turn",
            f"{seat} is to act in the {self.phase}, and {name!r} is not an action of it",
            seat=seat,
            action=name,
        )

    @enforces("tapper.announce.ultimo", "tapper.announce.volat", "tapper.announce.tarokks", "tapper.kontra")
    def _announce_refusal(self, seat: Seat, name: str) -> IllegalAction:
        if name == "ultimo":
            reason = "the pagátultimó is announced already" if self.ultimo else f"{seat} does not hold the pagát"
            return IllegalAction("tapper.announce.ultimo", reason, seat=seat, action=name)
        if name == "volat":
            return IllegalAction(
                "tapper.announce.volat", f"{self.volat} has announced the volát already", seat=seat, action=name
            )
        if name == "tarokks":
            return IllegalAction(
                "tapper.announce.tarokks",
                f"{seat} has no tarokk count that wins an agreed prize to announce",
                seat=seat,
                action=name,
            )
        word, bet = name.split()
        return self.kontras.refusal("tapper.kontra", bet, KONTRA_WORDS.index(word) + 1).at(seat=seat, action=name)

    def _apply(self, action: int) -> None:
        name = ACTION_NAMES[action]
        seat = self._to_act()
        assert seat is not None
        if self.phase == AUCTION:
            self._call(name)
        elif self.phase == TALON:
            self._keep_half(HALVES.index(name))
        elif self.phase == DISCARD:
            self._lay_away(card_of(action))
        elif self.phase == ANNOUNCE:
            self._announce(seat, name)
        else:
            assert self.play is not None
            self.play.apply_listed(card_of(action))
            if self.play.finished:
                self.phase = OVER

    @enforces("tapper.auction.bid", "tapper.auction.hold", "tapper.auction.end")
    def _call(self, call: str) -> None:
        """A call of the auction: any higher game, A alone holding (§25–§30), as the game's
        definition holds its auction."""
        self.auction.call(call)
        if self.auction.finished:
            self._after_auction()

    @enforces("tapper.auction.end", "tapper.talon.half")
    def _after_auction(self) -> None:
        """No game if all passed; else the declarer's contract, and at a hármas the talon
        turned up for him to choose from, at szóló straight to the announcements."""
        self.declarer = self.auction.declarer
        contract = self.auction.contract
        if self.declarer is None or contract is None:
            self.phase = OVER
            return
        self.contract = self.definition.contract(contract)
        if self.contract.talon == TalonHandling.CHOOSE_HALF:
            self.phase = TALON
        else:
            self._start_announcements()

    def _keep_half(self, half: int) -> None:
        assert self.declarer is not None
        self.kept_half = half
        self.held[self.declarer] |= mask_of(self.talon[half * HALF : (half + 1) * HALF])
        self.phase = DISCARD

    def _lay_away(self, card: Card) -> None:
        assert self.declarer is not None
        self.held[self.declarer] ^= card.bit
        self.discard.append(card)
        if len(self.discard) == HALF:
            self._start_announcements()

    def _start_announcements(self) -> None:
        self.phase = ANNOUNCE
        self.to_announce = self.declarer
        self.played_hands = {seat: cards_of(self.held[seat]) for seat in self.seats}

    def _announce(self, seat: Seat, name: str) -> None:
        self.said.append((seat, name))
        if name == PASS:
            self.passes_in_row += 1
        else:
            self.passes_in_row = 0
            if name == "ultimo":
                self.ultimo = seat
                self.kontras.open(name, self.side(seat))
            elif name == "volat":
                self.volat = seat
                self.kontras.open(name, self.side(seat))
            elif name == "tarokks":
                self.counted[seat] = tarokk_count(self.played_hands[seat])
            else:
                word, bet = name.split()
                self.kontras.say(bet, KONTRA_WORDS.index(word) + 1)
        if self.passes_in_row == len(self.seats):
            self._start_play()
        else:
            self.to_announce = next_seat(seat, 1, self.seats)

    @enforces("tapper.play.ultimo-keep")
    def _start_play(self) -> None:
        """First hand leads to the first trick; whoever announced the pagátultimó keeps the
        pagát to the last trick (Tolnai §54, the duty that goes with every announced ultimó)."""
        self.to_announce = None
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
        return self.talon[: self.kept_half * HALF] + self.talon[(self.kept_half + 1) * HALF :]

    def points(self) -> dict[Side, int]:
        """Each side's points by Tolnai's reckoning in thirds (§66): the declarer's tricks and
        discard, the opponents' tricks and the talon left to them."""
        assert self.play is not None
        piles: dict[Side, list[Card]] = {DECLARER: list(self.discard), OPPONENTS: list(self.talon_to_opponents())}
        tricks = {DECLARER: 0, OPPONENTS: 0}
        for trick in self.play.tricks:
            piles[self.side(trick.winner)].extend(card for _, card in trick.plays)
            tricks[self.side(trick.winner)] += 1
        counting = self.definition.counting
        return {side: counting.count_cards(cards, tricks[side]) for side, cards in piles.items()}

    def result(self) -> DealResult | None:
        """What the settlement needs, once the deal is played out (None before, or with no game)."""
        if self.phase != OVER or self.play is None or self.declarer is None or self.contract is None:
            return None
        sides = {seat: self.side(seat) for seat in self.seats}
        outcome = figure_outcome(self.play.tricks, sides)
        return DealResult(
            definition=self.definition,
            contract=self.contract,
            declarer=self.declarer,
            declarer_points=self.points()[DECLARER],
            game_kontra=self.kontras.level("game"),
            pagat_last=outcome.pagat_last_trick,
            volat=outcome.volat,
            ultimo=self._bet("ultimo", self.ultimo),
            volat_bet=self._bet("volat", self.volat),
            holdings={seat: holdings_of(self._holding_hand(seat)) for seat in self.seats},
            took_part=self.auction.took_part,
            tarokk_counts=dict(self.counted),
        )

    def _bet(self, figure: str, announcer: Seat | None) -> Bet | None:
        """An announced figure as the settlement reads it: its announcer, his side, its kontras."""
        return None if announcer is None else Bet(announcer, self.side(announcer), self.kontras.level(figure))

    def _holding_hand(self, seat: Seat) -> tuple[Card, ...]:
        """The hand a seat's holdings are read from: as played, or as dealt (an option)."""
        return self.dealt[seat] if self.options.holdings_as_dealt else self.played_hands[seat]

    def settlement(self) -> list[SettlementLine]:
        result = self.result()
        return [] if result is None else settle(result, self.options, self.seats)

    def pot(self) -> PotFlow | None:
        """The ultimó pot's part of the deal, where one is played (None before the end)."""
        result = self.result()
        return None if result is None else pot_flow(result, self.options, self.seats)

    # -- in words ------------------------------------------------------------------

    def action_text(self, action: int, language: Language = "en") -> str:
        name = self.action_to_string(action)
        if name in SAID:
            return SAID[name](language)
        if name in BIDS:
            return BID(language, en=name.replace("-", " "), hu=self.definition.contract(name).hu)
        if action >= FIRST_DISCARD:
            verb = LAYS_AWAY if action < FIRST_PLAY else PLAYS_CARD
            return verb(language, card=card_of(action).name(language))
        word, bet = name.split()
        return KONTRA[bet](language, word=self.definition.kontras.words[KONTRA_WORDS.index(word)])

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.contract is None else (self.contract.name, self.declarer)

    def table_text(self, player: int, language: Language = "en") -> str:
        view = self.view(player)
        calls = ", ".join(f"{seat} {self.action_text(INDEX[call], language)}" for seat, call in view.calls)
        rows = [(shared.AUCTION, calls or "—")]
        if view.declarer is not None and self.contract is not None:
            en, hu = self.contract.name.replace("-", " "), self.contract.hu
            rows.append((shared.DECLARER, DECLARED(language, seat=view.declarer, en=en, hu=hu)))
        if view.talon:  # in the order it lies: its first three, then its second three
            halves = (view.talon[:HALF], view.talon[HALF:])
            rows.append((shared.TALON, " | ".join(", ".join(c.name(language) for c in half) for half in halves)))
        if view.discard:
            rows.append((shared.DISCARD, hand_text(view.discard, language)))
        elif view.shown_tarokks:
            rows.append((shared.TAROKKS_SHOWN, hand_text(view.shown_tarokks, language)))
        if view.announcements:
            said = ", ".join(f"{seat} {self.action_text(INDEX[word], language)}" for seat, word in view.announcements)
            rows.append((shared.ANNOUNCEMENTS, said))
        if view.tricks:
            taken = (f"{seat} {sum(trick.winner == seat for trick in view.tricks)}" for seat in self.seats)
            rows.append((shared.TRICKS, ", ".join(taken)))
        if view.current:
            played = " · ".join(f"{seat} {card.name(language)}" for seat, card in view.current)
            rows.append((shared.ON_THE_TABLE, played))
        rows.append((shared.YOUR_HAND, hand_text(view.hand, language)))
        header = shared.header(self.definition.hu, view.seat, language)
        lines = [f"{label(language)}: {text}" for label, text in rows]
        return "\n".join([header + PACK(language, cards=view.cards), *lines])

    def view(self, player: int) -> TapperView:
        seat = self.seats[player]
        over = self.phase == OVER
        talon_seen = self.kept_half is not None or (self.phase == TALON) or over
        play = self.play
        return TapperView(
            seat=seat,
            cards=len(self.definition.deck),
            phase=self.phase,
            to_act=self._to_act(),
            hand=cards_of(self.held[seat]) if play is None else cards_of(play.held[seat]),
            calls=tuple(self.auction.calls),
            declarer=self.declarer,
            contract=None if self.contract is None else self.contract.name,
            talon=self.talon if talon_seen else (),
            kept_half=self.kept_half,
            discard=tuple(self.discard) if seat == self.declarer or over else (),
            shown_tarokks=tuple(card for card in self.discard if card.is_tarokk),
            announcements=tuple(self.said),
            tarokk_counts=tuple(sorted(self.counted.items())),
            tricks=() if play is None else play.tricks,
            current=() if play is None else tuple(play.current),
        )

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return {seat: sort_hand(cards) for seat, cards in self.dealt.items()}, self.talon

    def __str__(self) -> str:
        return "\n".join(f"{seat}: {hand_text(cards_of(self.held[seat]))}" for seat in self.seats)
