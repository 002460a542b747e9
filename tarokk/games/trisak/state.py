"""A deal of trisáktarokk at the table (Tolnai §73), as a :class:`~tarokk.core.table.TableGame`.

The deal runs: the auction (seat A opens, the others pass or name a higher contract, with
no holding), A's choice between trisákolás and the first level when everyone passed, the
talon of the contract, the discards, the announcements before the first lead, and twelve
tricks. :mod:`tarokk.games.trisak.scoring` turns the finished deal into settlement lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import ClassVar

from tarokk.core.cards import DECK54, PAGAT, Card, cards_of, highest_missing_tarokk, mask_of
from tarokk.core.definition import Contract, Counting, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, random_bot
from tarokk.core.tricks import MustOvertake, PlayConstraint, Trick, TrickPlay
from tarokk.core.words import (
    ANNOUNCEMENTS,
    AUCTION,
    CARD_POINTS,
    CONTRACT,
    DISCARD,
    ON_THE_TABLE,
    TALON,
    TRICKS,
    YOUR_HAND,
    Language,
    cards_text,
    header,
)
from tarokk.games.trisak import scoring, words
from tarokk.games.trisak.actions import (
    ACTION_NAMES,
    ANNOUNCEABLE,
    BID_CONTRACT,
    BID_NAMES,
    CARD_INDEX,
    DISCARD0,
    HU_ALIASES,
    INDEX,
    PLAY0,
)
from tarokk.games.trisak.bot import rules_bot
from tarokk.games.trisak.definition import BIDS, HOLDING_PRIZES, MUST_OVERTAKE, TRISAK, ULTIMO_PRICES
from tarokk.games.trisak.holdings import holdings
from tarokk.games.trisak.options import TrisakOptions
from tarokk.phases.auction import AuctionRuleIds, LadderAuction

AUCTION_RULES = AuctionRuleIds("trisak.auction.raise", "trisak.auction.raise", "trisak.turn", "trisak.auction.open")
"""The catalogue's rules the auction refuses under: a hold is refused as a bid that does not
outbid, there being no holding."""


@dataclass(frozen=True)
class TrisakView:
    """What one seat may know of the deal (:meth:`TrisakState.view`)."""

    seat: Seat
    hand: tuple[Card, ...]
    phase: str
    """auction, choice, talon, discard, announce, play or over."""
    to_act: Seat | None
    bids: tuple[tuple[Seat, str], ...]
    contract: str | None
    declarer: Seat | None
    called: Card | None
    talon_seen: tuple[Card, ...]
    """Talon cards this seat has seen: those it took or looked at, and those turned face up."""
    discards: tuple[Card, ...]
    """This seat's own discards."""
    announcements: tuple[tuple[Seat, str], ...]
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[Seat, Card], ...]
    open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    """Hands lying open on the table: the opponents' at nyílt bettli after the first trick."""


class TrisakState(TableState):
    """A deal of trisáktarokk; see the module's description."""

    game: TrisakGame

    def __init__(self, game: TrisakGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.options = game.rules
        self.seats = game.seats  # in playing order: the first, at the dealer's right, opens and leads (Tolnai §73)
        self.dealt = ({seat: tuple(hands[seat]) for seat in self.seats}, tuple(talon))
        self.held: dict[Seat, int] = {seat: mask_of(hands[seat]) for seat in self.seats}
        self.talon: tuple[Card, ...] = tuple(talon)
        self.phase = "auction"
        self.turn: Seat | None = self.seats[0]
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES, BID_NAMES)
        self.contract: Contract | None = None
        self.declarer: Seat | None = None
        self.called: Card | None = None
        self.looked: list[int] = []  # hármasték: the halves looked at (0 top, 1 bottom), in order
        self.face_up: tuple[Card, ...] = ()  # talon cards turned face up for everyone
        self.seen: dict[Seat, tuple[Card, ...]] = {seat: () for seat in self.seats}
        self.to_opponents: tuple[Card, ...] = ()  # talon cards that count for the opponents
        self.discarded: dict[Seat, int] = dict.fromkeys(self.seats, 0)
        self.discard_queue: list[tuple[Seat, int]] = []
        self.shares: list[tuple[Seat, tuple[Card, ...]]] = []  # first level: talon cards still to hand out
        self.settled = False
        self.announced: list[tuple[Seat, str]] = []
        self.announce_queue: list[Seat] = []
        self.play: TrickPlay | None = None
        self.partner: Seat | None = None

    # -- the deal ------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.turn is None else self.seats.index(self.turn)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` holds now."""
        if self.play is not None:
            return cards_of(self.play.held[seat])
        return cards_of(self.held[seat])

    def _legal_actions(self) -> list[int]:
        seat = self.turn
        if seat is None:
            return []
        if self.phase == "auction":
            return [INDEX[name] for name in ("pass", *BID_NAMES) if self._bid_refusal(seat, name) is None]
        if self.phase == "choice":
            return [INDEX["trisak"], INDEX["game"]]
        if self.phase == "talon":
            return sorted(INDEX[name] for name in self._talon_choices())
        if self.phase == "discard":
            return sorted(DISCARD0 + CARD_INDEX[c] for c in self.hand(seat) if self._discard_refusal(seat, c) is None)
        if self.phase == "announce":
            items = [f"announce {item}" for item in ANNOUNCEABLE if self._announce_refusal(seat, item) is None]
            return sorted(INDEX[name] for name in (*items, "done"))
        assert self.play is not None
        return sorted(PLAY0 + CARD_INDEX[card] for card in self.play.legal_actions())

    @enforces("trisak.turn")
    def _refusal(self, action: int) -> IllegalAction:
        if not 0 <= action < len(ACTION_NAMES):
            return IllegalAction("trisak.turn", f"{action} is not an action of trisák (0 … {len(ACTION_NAMES) - 1})")
        name = ACTION_NAMES[action]
        seat = self.turn
        if seat is None:
            return IllegalAction("trisak.turn", "the deal is over", action=name)
        refusal: IllegalAction | None = None
        if self.phase == "auction" and name in ("pass", *BID_NAMES):
            refusal = self._bid_refusal(seat, name)
        elif self.phase == "talon" and name in ("take top", "take bottom", "settle", "keep", "swap"):
            refusal = self._talon_refusal(seat, name)
        elif self.phase == "discard" and action >= DISCARD0 and action < PLAY0:
            refusal = self._discard_refusal(seat, DECK54.cards[action - DISCARD0])
        elif self.phase == "announce" and name.startswith("announce "):
            refusal = self._announce_refusal(seat, name.removeprefix("announce "))
        elif self.phase == "play" and action >= PLAY0:
            assert self.play is not None
            try:
                self.play.check(DECK54.cards[action - PLAY0], seat)
            except IllegalAction as error:
                refusal = error
        if refusal is None:
            refusal = IllegalAction("trisak.turn", f"{seat} cannot {name!r} now: it is the {self.phase}", seat=seat)
        return IllegalAction(refusal.rule, refusal.message, seat=seat, action=name)

    def _apply(self, action: int) -> None:
        name = ACTION_NAMES[action]
        seat = self.turn
        assert seat is not None
        if self.phase == "auction":
            self._bid(seat, name)
        elif self.phase == "choice":
            self._begin(self.game.definition.contract(name), seat)
        elif self.phase == "talon":
            self._take(seat, name)
        elif self.phase == "discard":
            self._discard(seat, DECK54.cards[action - DISCARD0])
        elif self.phase == "announce":
            self._announce(seat, name)
        else:
            assert self.play is not None
            trick = self.play.apply_listed(DECK54.cards[action - PLAY0])
            if trick is not None and self.play.finished:
                self.phase, self.turn = "over", None
            else:
                self.turn = self.play.to_play

    # -- the auction ---------------------------------------------------------------

    @enforces("trisak.auction.open", "trisak.auction.raise", "trisak.auction.ultimo")
    def _bid_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        """Seat A opens and may not pass; every later bid must name a higher contract, as
        there is no holding (:class:`~tarokk.phases.auction.LadderAuction`); ultimóhívás
        needs the pagát (Tolnai §73)."""
        if name not in self.auction.legal():
            return self.auction.refusal(name)
        if name == "ultimo" and not self.held[seat] & PAGAT.bit:
            return IllegalAction("trisak.auction.ultimo", f"{seat} has no pagát to call for the ultimó with")
        return None

    @enforces("trisak.choice")
    def _bid(self, seat: Seat, name: str) -> None:
        """Record a bid; once the others have passed, A's bare opening leaves him the choice
        of trisákolás or the first level (Tolnai §73), any higher contract is played."""
        self.auction.call(name)
        declarer, bid = self.auction.declarer, self.auction.contract
        if not self.auction.finished:
            self.turn = self.auction.to_speak
        elif declarer is None or bid is None:  # all passed, where the opener need not bid: no game
            self.phase, self.turn = "over", None
        elif BID_CONTRACT[bid] == "game":
            self.phase, self.turn = "choice", declarer
        else:
            self._begin(self.game.definition.contract(BID_CONTRACT[bid]), declarer)

    # -- the contract and its talon -------------------------------------------------

    @enforces("trisak.talon.first-level", "trisak.call")
    def _begin(self, contract: Contract, declarer: Seat) -> None:
        """Start ``contract``: at the first level the declarer takes the talon's top four
        and discards four, then the next two players take one card each and discard one
        (the contract's talon shares); ultimóhívás calls before the talon is seen (Tolnai §73)."""
        self.contract, self.declarer = contract, declarer
        if contract.talon == TalonHandling.SHARES:
            talon = iter(self.talon)
            shares = contract.talon_distribution(declarer, self.seats).items()
            self.shares = [(seat, tuple(islice(talon, share))) for seat, share in shares if share]
            self._next_discard()
        elif contract.talon == TalonHandling.CHOOSE_HALF:
            if contract.name == "ultimo":
                self.called = highest_missing_tarokk(
                    self.held[declarer], below_xx=self.options.ultimo_call == "below-xx"
                )
                self.seen[declarer] = self.talon
            else:
                self.looked = [0]
                self.seen[declarer] = self._halves()[0]
            self.phase, self.turn = "talon", declarer
        else:
            if contract.talon == TalonHandling.TO_OPPONENTS:
                self.to_opponents = self.talon
            self._announcements()

    def _talon_choices(self) -> list[str]:
        assert self.contract is not None and self.declarer is not None
        if self.contract.name == "ultimo":
            return [n for n in ("take top", "take bottom", "settle") if self._talon_refusal(self.declarer, n) is None]
        return ["keep", "swap"]

    @enforces("trisak.talon.ultimo", "trisak.talon.three")
    def _talon_refusal(self, seat: Seat, name: str) -> IllegalAction | None:
        """At ultimóhívás the declarer chooses the talon's first or second three, and may
        settle only when the called tarokk lies in the talon; at hármasték he keeps or swaps
        the three he looked at (Tolnai §73)."""
        assert self.contract is not None
        if self.contract.name == "ultimo":
            if name == "settle" and self.called not in self.talon:
                called = self.called.hu if self.called is not None else "the called tarokk"
                return IllegalAction("trisak.talon.ultimo", f"{called} is not in the talon: there is nothing to settle")
            if name in ("take top", "take bottom", "settle"):
                return None
            return IllegalAction("trisak.talon.ultimo", "at ultimóhívás the declarer takes the top or the bottom three")
        if name in ("keep", "swap"):
            return None
        return IllegalAction("trisak.talon.three", "at hármasték the declarer keeps or swaps the three he looked at")

    def _take(self, seat: Seat, name: str) -> None:
        assert self.contract is not None
        if name == "settle":
            self.settled = True
            self.phase, self.turn = "over", None
            return
        top, bottom = self._halves()
        if name == "swap" and self.looked == [0]:
            self.face_up = top  # „felborítva visszateszi”
            self.looked.append(1)
            self.seen[seat] = self.talon
            return
        if name == "take top" or (name == "keep" and self.looked[-1] == 0) or name == "swap":
            if name == "swap":
                self.face_up = self.talon  # the bottom three go back face up, the top three are taken
            half, rest = top, bottom
        else:
            half, rest = bottom, top
        self.held[seat] |= mask_of(half)
        self.to_opponents = rest  # „az ellenfelek skartjába kerül”
        self.discard_queue = [(seat, len(half))]
        self._next_discard()

    def _halves(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The talon's top and bottom three: ultimóhívás and hármasték take one (Tolnai §73)."""
        half = len(self.talon) // 2
        return self.talon[:half], self.talon[half:]

    # -- the discards ----------------------------------------------------------------

    @enforces("trisak.discard", "trisak.discard.honours-kings")
    def _discard_refusal(self, seat: Seat, card: Card) -> IllegalAction | None:
        """Who takes talon cards discards as many of his own; the first level's declarer
        may not lay down an honour or a king („honnört és királyt nem szabad lefektetni”),
        the next two players any card („tetszőleges lapot”)."""
        if not self.held[seat] & card.bit:
            return IllegalAction("trisak.discard", f"{seat} does not hold {card.hu}")
        assert self.contract is not None
        limited = self.contract.name == "game" or self.options.discard_limit == "every"
        if seat == self.declarer and limited and (card.is_honour or card.is_king):
            return IllegalAction(
                "trisak.discard.honours-kings", f"{seat} may not discard an honour or a king: {card.hu}"
            )
        return None

    def _discard(self, seat: Seat, card: Card) -> None:
        self.held[seat] ^= card.bit
        self.discarded[seat] |= card.bit
        who, left = self.discard_queue[0]
        if left > 1:
            self.discard_queue[0] = (who, left - 1)
            return
        self.discard_queue.pop(0)
        if self.contract is not None and self.contract.name == "game" and who == self.declarer:
            self.called = highest_missing_tarokk(self.held[who] | self.discarded[who], below_xx=True)
        self._next_discard()

    def _next_discard(self) -> None:
        if not self.discard_queue and self.shares:
            seat, cards = self.shares.pop(0)
            self.held[seat] |= mask_of(cards)
            self.seen[seat] = cards
            self.discard_queue = [(seat, len(cards))]
        if self.discard_queue:
            self.phase, self.turn = "discard", self.discard_queue[0][0]
            return
        self._announcements()

    # -- the announcements -------------------------------------------------------------

    def _announcements(self) -> None:
        """Every seat in turn from A may announce, and says when it is done; the round is
        skipped only where the contract admits no announcement at all, so that nobody's
        turn tells what he holds."""
        assert self.contract is not None
        prizes = self.options.prizes == "every" or self.contract.name not in ("trisak", "bettli", "open bettli")
        ultimo = self.contract.name in ULTIMO_PRICES and self.contract.name != "ultimo"
        self.announce_queue = list(self.seats) if prizes or ultimo else []
        self._next_announcer()

    def _next_announcer(self) -> None:
        if self.announce_queue:
            self.phase, self.turn = "announce", self.announce_queue[0]
            return
        self._start_play()

    @enforces("trisak.announce.ultimo", "trisak.announce.holding")
    def _announce_refusal(self, seat: Seat, item: str) -> IllegalAction | None:
        """Before the first lead: the pagát's holder may announce the ultimó where the
        contract prices one, and a holder his prizes (Tolnai §73: „Egyéb bemondások is az
        első kihívás előtt mondandók be”); each once."""
        assert self.contract is not None
        if (seat, item) in self.announced:
            return IllegalAction("trisak.announce.holding", f"{seat} has announced that already")
        if item == "ultimo":
            if self.contract.name not in ULTIMO_PRICES or self.contract.name == "ultimo":
                return IllegalAction("trisak.announce.ultimo", f"{self.contract.hu} has no ultimó to announce")
            if not self.held[seat] & PAGAT.bit:
                return IllegalAction("trisak.announce.ultimo", f"{seat} does not hold the pagát")
            return None
        if item not in HOLDING_PRIZES:
            return IllegalAction("trisak.announce.holding", f"there is no prize {item!r}")
        if self.options.prizes == "not-bettli" and self.contract.name in ("trisak", "bettli", "open bettli"):
            return IllegalAction("trisak.announce.holding", f"{self.contract.hu} pays no holding prizes")
        if item not in holdings(self.held[seat], self.options.small_honours == "alone"):
            return IllegalAction("trisak.announce.holding", f"{seat} does not hold {words.HOLDINGS[item].en}")
        other = {"kings": "trull", "trull": "kings"}.get(item)
        if other is not None and self.options.kings_and_trull == "one" and (seat, other) in self.announced:
            return IllegalAction("trisak.announce.holding", "four kings and tulétroá in one hand are one prize")
        return None

    def _announce(self, seat: Seat, name: str) -> None:
        if name == "done":
            self.announce_queue.pop(0)
            self._next_announcer()
            return
        self.announced.append((seat, name.removeprefix("announce ")))

    # -- the play ------------------------------------------------------------------------

    @enforces("trisak.play.lead", "trisak.play.overtake")
    def _start_play(self) -> None:
        """Seat A leads, but at the bettlis the declarer („Mindig az osztó jobboldali
        szomszédja hív ki, kivéve a bettlit és a nyílt bettlit”), where following suit and
        overtaking are compulsory (:class:`~tarokk.core.tricks.MustOvertake`)."""
        assert self.contract is not None and self.declarer is not None
        leader = self.contract.first_leader(self.declarer, self.seats[0])
        constraints: list[PlayConstraint] = []
        if MUST_OVERTAKE in self.contract.constraints:
            constraints.append(MustOvertake("trisak.play.overtake"))
        self.partner = self._find_partner()
        self.play = TrickPlay({seat: cards_of(self.held[seat]) for seat in self.seats}, leader, constraints, self.seats)
        self.phase, self.turn = "play", leader

    # -- what the deal is worth ----------------------------------------------------------

    def settlement(self) -> list[SettlementLine]:
        if not self.is_terminal() or self.contract is None or self.declarer is None:
            return []
        return scoring.settle(self.outcome())

    def outcome(self) -> scoring.Outcome:
        """The finished deal as the scoring reads it."""
        assert self.contract is not None and self.declarer is not None
        tricks = self.play.tricks if self.play is not None else ()
        return scoring.Outcome(
            contract=self.contract.name,
            declarer=self.declarer,
            partner=self.partner,
            called=self.called,
            settled=self.settled,
            tricks=tricks,
            discards={seat: cards_of(self.discarded[seat]) for seat in self.seats},
            to_opponents=self.to_opponents,
            announced=tuple(self.announced),
            options=self.options,
            definition=self.game.definition,
        )

    @enforces("trisak.call")
    def _find_partner(self) -> Seat | None:
        """The holder of the called tarokk, in his hand or his discards; None when it lies
        in the talon or none was called („a kártyáiból hiányzó legmagasabb tarokkot …
        hívja segítségül”)."""
        if self.called is None:
            return None
        bit = self.called.bit
        holders = (
            seat for seat in self.seats if seat != self.declarer and (self.held[seat] | self.discarded[seat]) & bit
        )
        return next(holders, None)  # None too when the declarer took it from the talon himself

    # -- what a seat may know -------------------------------------------------------------

    def discard_shown(self, action: int) -> bool:
        """No discarded card is shown (Tolnai §73 does not have the discard shown: every seat sees only its own)."""
        return False

    @enforces("trisak.open-bettli")
    def view(self, player: int) -> TrisakView:
        """What seat ``player`` may know; at nyílt bettli the opponents' hands lie open
        after the first trick („az ellenfelek kiterítik lapjaikat”)."""
        seat = self.seats[player]
        tricks = self.play.tricks if self.play is not None else ()
        trick = tuple(self.play.current) if self.play is not None else ()
        open_hands: tuple[tuple[Seat, tuple[Card, ...]], ...] = ()
        if self.contract is not None and self.contract.name == "open bettli" and tricks:
            open_hands = tuple((other, self.hand(other)) for other in self.seats if other != self.declarer)
        seen = tuple(dict.fromkeys((*self.seen[seat], *self.face_up)))
        return TrisakView(
            seat=seat,
            hand=self.hand(seat),
            phase=self.phase,
            to_act=self.turn,
            bids=tuple(self.auction.calls),
            contract=self.contract.name if self.contract is not None else None,
            declarer=self.declarer,
            called=self.called,
            talon_seen=seen,
            discards=cards_of(self.discarded[seat]),
            announcements=tuple(self.announced),
            tricks=tricks,
            trick=trick,
            open_hands=open_hands,
        )

    def observation_string(self, player: int) -> str:
        view = self.view(player)
        return repr((view.seat, view.hand, view.phase, view.contract, view.declarer, view.called, view.trick))

    def __str__(self) -> str:
        """The whole deal, every hand open (for debugging, never for a player)."""
        hands = [f"{seat}: {', '.join(card.tolnai for card in self.hand(seat)) or '-'}" for seat in self.seats]
        talon = "talon: " + ", ".join(card.tolnai for card in self.talon)
        actions = ", ".join(ACTION_NAMES[action] for action in self._history)
        return "\n".join([*hands, talon, f"{self.phase}; actions: {actions}"])

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return self.dealt

    # -- words ----------------------------------------------------------------------------

    def string_to_action(self, text: str) -> int:
        """The action named ``text``, or said in Hungarian (``passz``, ``játszom``,
        ``trisákolok``, ``hármasték``, ``megtartom`` …: :data:`~tarokk.games.trisak.actions.HU_ALIASES`)."""
        name = HU_ALIASES.get(text.strip().lower(), text)
        return super().string_to_action(name)

    def action_text(self, action: int, language: Language = "en") -> str:
        name = self.action_to_string(action)
        if action >= PLAY0:
            return words.PLAYS(language, card=DECK54.cards[action - PLAY0])
        if action >= DISCARD0:
            return words.DISCARDS(language, card=DECK54.cards[action - DISCARD0])
        if name in words.CALLS:
            return self._bid_text(name, language)
        return words.ACTIONS[name](language)

    def _bid_text(self, name: str, language: Language) -> str:
        """A bid as said: ``passes``, ``will play``, ``bids bettli``; in Hungarian a contract is bid by its name."""
        contracts = {contract.name: contract for contract in self.game.definition.contracts}
        return words.CALLS[name](language, contract=contracts.get(name))

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.contract is None else (self.contract.name, self.declarer)

    def table_text(self, player: int, language: Language = "en") -> str:
        view, definition = self.view(player), self.game.definition
        calls = (
            words.AUCTION_CALL(language, seat=seat, bid=name, said=self._bid_text(name, "hu"))
            for seat, name in view.bids
        )
        lines = [
            header(definition.hu, view.seat, language),
            f"{AUCTION(language)}: {', '.join(calls) or '–'}",
        ]
        if view.contract is not None:
            contract = definition.contract(view.contract)
            played = words.DECLARED(language, contract=contract, declarer=view.declarer)
            called = words.CALLED(language, card=view.called) if view.called is not None else ""
            lines.append(f"{CONTRACT(language)}: {played}{called}")
        if view.announcements:
            said = (f"{seat} {words.ACTIONS['announce ' + item](language)}" for seat, item in view.announcements)
            lines.append(f"{ANNOUNCEMENTS(language)}: {', '.join(said)}")
        if view.talon_seen:
            lines.append(f"{TALON(language)}: {cards_text(view.talon_seen, language)}")
        if view.tricks:
            won = (f"{seat} {sum(1 for trick in view.tricks if trick.winner == seat)}" for seat in self.seats)
            lines.append(f"{TRICKS(language)}: {', '.join(won)}")
        if view.trick:
            lines.append(
                f"{ON_THE_TABLE(language)}: {', '.join(f'{seat} {card.name(language)}' for seat, card in view.trick)}"
            )
        lines += (
            f"{words.OPEN_HAND(language, seat=seat)}: {cards_text(cards, language)}" for seat, cards in view.open_hands
        )
        if view.discards:
            lines.append(f"{DISCARD(language)}: {cards_text(view.discards, language)}")
        lines.append(f"{YOUR_HAND(language)}: {cards_text(view.hand, language)}")
        if self.is_terminal() and self.contract is not None:
            outcome = self.outcome()
            lines.append(CARD_POINTS(language, points=outcome.points(outcome.side), total=definition.total_points))
        return "\n".join(lines)


@register_game
class TrisakGame(TableGame):
    """Trisáktarokk (Tolnai §73) under the readings of :class:`~tarokk.games.trisak.options.TrisakOptions`."""

    plays = Plays(
        contracts=tuple(contract.name for contract in TRISAK.contracts),
        partners=frozenset({Partner.NONE, Partner.CALL_HIGHEST_MISSING}),
        talons=frozenset(
            {TalonHandling.NONE, TalonHandling.SHARES, TalonHandling.CHOOSE_HALF, TalonHandling.TO_OPPONENTS}
        ),
        countings=frozenset({Counting.CARD_POINTS}),
        constraints=frozenset({MUST_OVERTAKE}),
        reads=frozenset({"contract.talon_shares", "auction"}),
    )
    rules: TrisakOptions
    name: ClassVar[str] = "trisak"
    action_names: ClassVar[tuple[str, ...]] = ACTION_NAMES
    definition = TRISAK
    bots: ClassVar[Mapping[str, Bot]] = {"random": random_bot, "rules": rules_bot}

    def __init__(self, seed: int = 0, **options: object) -> None:
        super().__init__(seed, **options)
        self.rules = TrisakOptions.read(options)

    def max_game_length(self) -> int:
        """At most each seat's bids and announcements, A's choice, the talon's choices, and every card
        once, discarded or played."""
        return len(self.seats) * (len(BIDS) + len(ANNOUNCEABLE) + 1) + 2 + 3 + len(self.definition.deck)

    @enforces("trisak.deal")
    def new_initial_state(self, seed: int | None = None) -> TrisakState:
        """Shuffle the 54 cards for ``seed``, lay a talon of six and deal to the right in
        sixes, twelve cards each (Tolnai §73: „6 lapot a talonba helyez, majd jobbfelé hatosával
        kiosztja a kártyát”)."""
        return TrisakState(self, *self.dealt(seed))

    @enforces("trisak.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> TrisakState:
        return TrisakState(self, *self.checked(hands, talon))
