"""Trick play (pagat: "A lejátszás"; Tolnai §56–§61), at a table of any size.

A player must follow the suit led; a player void in it must play a tarokk; only a
player with neither may play any card; a tarokk lead must be answered with a
tarokk. Nobody is obliged to overtake. The highest tarokk wins the trick, else the
highest card of the suit led, and the winner leads to the next trick.

The trumps are a card set every function here takes (``trumps``), the 22 tarokks unless
given: a game without tarokks names its trump suit (Rikiki: „Aduszín van, színre színt, vagy
adut kell tenni, felülütési kényszer nincs”; nehezebb-kartyajatekok.txt) or none (Trappola:
„Ebben a játékban nincs aduszín. Színadási kötelezettség van, szín hiányában bármi más
tehető”, and so the card of the suit led wins: „aki nem tud színre tenni, elbukja az ütést”).

Announcements and contracts add constraints on top of these rules through
:class:`PlayConstraint` (an announced pagátultimó obliges the pagát's holder to keep it
to the last trick, :class:`KeepToLastTrick`; a bettli obliges every player to overtake,
:class:`MustOvertake`).

A game may also make cards *jokers* (Droggn's skíz: „bármelyik ütésbe betehető”): a joker
may be played to any trick instead of following, never wins it and is never captured; it
stays with the seat that played it, and the next card played gives the suit to follow when
a joker is led (:class:`TrickPlay`'s ``jokers``). A game may let a card be *withheld*
(Troggu's skíz: „utolsó tarokklapként tarokk hívása esetén nem kötelező ütésbe tenni”): as
its holder's last tarokk it need not answer a tarokk lead, any other card may go instead;
the card withheld is then a joker, kept to the last trick (:class:`TrickPlay`'s
``withholdable``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from mypy_extensions import mypyc_attr

from tarokk.core.cards import TAROKKS, Card, Suit, card_html, cards_of, mask_of, sort_hand
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import ALL_SEATS, Seat, next_seat
from tarokk.core.values import Mutable, Value
from tarokk.core.words import CORE, Said, Words


@dataclass(frozen=True)
class Trick(Value):
    """A trick: who led, the cards in playing order, and how many players each play one."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    players: int = 4
    jokers: int = 0  # the cards played in it as jokers, as a card set: they neither win nor are captured
    trumps: int = field(default=TAROKKS, repr=False)  # the trumps, as a card set: the tarokks unless given
    winner: Seat = field(init=False, repr=False, compare=False)  # whose card wins (``play.trick-winner``)
    points: int = field(init=False, repr=False, compare=False)  # the card points its winner captures
    cards: int = field(init=False, repr=False, compare=False)  # the cards in it, as a card set (mask_of)

    def __post_init__(self) -> None:
        points = cards = 0
        for _, card in self.plays:
            points += 0 if card.bit & self.jokers else card.points
            cards |= card.bit
        winner = winning_play(self.plays, self.jokers, self.trumps)[0]  # worked out once, when the trick is made
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "cards", cards)

    @property
    def led(self) -> Card:
        return self.plays[0][1]

    @property
    def complete(self) -> bool:
        return len(self.plays) == self.players

    def card_of(self, seat: Seat) -> Card | None:
        return next((card for who, card in self.plays if who == seat), None)

    def taker(self, seat: Seat, card: Card) -> Seat:
        """Who takes ``card``, which ``seat`` played to this trick: the winner, or, for a joker,
        the seat that played it (the game's joker rule)."""
        return seat if card.bit & self.jokers else self.winner

    def _repr_html_(self) -> str:
        """The trick in Tolnai's layout in notebooks (:func:`tarokk.core.tricks.trick_html`)."""
        return trick_html(self)


@enforces("play.trick-winner")
def beats(card: Card, best: Card, trumps: int = TAROKKS) -> bool:
    """Whether ``card`` beats ``best``, the card winning the trick so far: a trump (a tarokk,
    unless the set ``trumps`` says otherwise) beats any other card and a lower trump; any other
    card only a lower card of its own suit (``play.trick-winner``)."""
    if card.bit & trumps:
        return not best.bit & trumps or card.rank > best.rank
    return not best.bit & trumps and card.suit is best.suit and card.rank > best.rank


@enforces("play.trick-winner")
def winning_play(plays: Sequence[tuple[Seat, Card]], jokers: int = 0, trumps: int = TAROKKS) -> tuple[Seat, Card]:
    """The highest trump (of the set ``trumps``: the tarokks unless given) wins, else the
    highest card of the suit led (``play.trick-winner``); a card of the set ``jokers`` never
    wins, and the first other card is the one led (a game's joker rule, as Droggn's skíz)."""
    plain = [play for play in plays if not play[1].bit & jokers] if jokers else plays
    best = (plain or plays)[0]
    for play in plain[1:]:
        if beats(play[1], best[1], trumps):
            best = play
    return best


def led_card(plays: Sequence[tuple[Seat, Card]], jokers: int = 0) -> Card | None:
    """The card that gives the suit to follow: the first one played that is not of the set
    ``jokers`` (None: none yet)."""
    if not jokers:  # the common case, kept fast: the first card played
        return plays[0][1] if plays else None
    return next((card for _, card in plays if not card.bit & jokers), None)


@enforces("play.follow-suit", "play.follow-tarokk", "play.trump-if-void")
def legal_mask(held: int, led: Card | None, jokers: int = 0, trumps: int = TAROKKS) -> int:
    """The cards of the set ``held`` the basic rules allow on a trick whose first card is
    ``led``, as a set (:func:`~tarokk.core.cards.mask_of`): the suit led (a tarokk lead is
    answered with a tarokk: ``play.follow-suit``, ``play.follow-tarokk``), else a trump of
    the set ``trumps``, the tarokks unless given (``play.trump-if-void``), else any card; and
    always a joker held, which counts for none of these duties."""
    if led is None:
        return held
    plain = held & ~jokers
    return (plain & led.suit_mask or plain & trumps or plain) | held & jokers


def legal_mask_with_open(hand: int, open_cards: int, led: Card | None, open_held: bool = True) -> int:
    """The follow rules of :func:`legal_mask` for a player who may also play cards lying open
    in front of him, ``open_cards`` (strómanntarokk's pile tops, Tolnai §72). With
    ``open_held`` the open cards count as held, like the hand; without, the hand alone says
    what the player must play, and a card of the suit led may always be played."""
    if open_held:
        return legal_mask(hand | open_cards, led)
    if led is None:
        return hand | open_cards
    bound = hand & led.suit_mask or hand & TAROKKS
    return bound | open_cards & led.suit_mask if bound else hand | open_cards


def legal_cards(hand: Iterable[Card], led: Card | None, jokers: int = 0, trumps: int = TAROKKS) -> list[Card]:
    """The cards of ``hand`` the basic rules allow on a trick whose first card is ``led``,
    in players' order (:func:`legal_mask`), with the jokers ``jokers`` and the trumps ``trumps``."""
    return list(cards_of(legal_mask(mask_of(hand), led, jokers, trumps)))


def _suit_word(suit: Suit) -> Words:
    english = {Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs", Suit.SPADES: "spades"}[suit]
    return Words(english, suit.hu)


@enforces("play.card-in-hand", "play.follow-suit", "play.follow-tarokk", "play.trump-if-void")
def check_card(
    seat: Seat, hand: Sequence[Card], led: Card | None, card: Card, jokers: int = 0, trumps: int = TAROKKS
) -> None:
    """Refuse ``card`` if the basic rules forbid it, with the rule id and the reason (a joker,
    of the set ``jokers``, may always be played; ``trumps`` are the trumps, the tarokks unless
    given)."""
    if card not in hand:
        raise IllegalAction("play.card-in-hand", **CORE.not_held.message(seat=seat, card=card.hu))
    if led is None or card in legal_cards(hand, led, jokers, trumps):
        return
    bound = sort_hand([held for held in hand if not held.bit & jokers])  # the duties bind the other cards
    same_suit = [c for c in bound if c.suit == led.suit and not led.is_tarokk]
    rule, said = follow_refusal(seat, led, same_suit[0] if same_suit else next(c for c in bound if c.bit & trumps))
    raise IllegalAction(rule, **said)


@enforces("play.follow-suit", "play.follow-tarokk", "play.trump-if-void")
def follow_refusal(seat: Seat, led: Card, due: Card) -> tuple[str, Said]:
    """The basic rule that refuses a card of ``seat`` on a trick whose first card is ``led``,
    and what it says, ``due`` being the card he holds that the rule asks for: a tarokk on a
    tarokk lead (``play.follow-tarokk``), else the suit led (``play.follow-suit``), else a
    tarokk (``play.trump-if-void``)."""
    if led.is_tarokk:
        return "play.follow-tarokk", CORE.answer_tarokk.message(seat=seat, card=due.hu)
    assert led.suit is not None
    follows, suit = due.suit is led.suit, _suit_word(led.suit)
    if follows or due.suit is None:
        duty = CORE.follow_suit if follows else CORE.trump_if_void
        return "play.follow-suit" if follows else "play.trump-if-void", duty.message(seat=seat, suit=suit, card=due.hu)
    # a trump suit: „színre színt, vagy adut kell tenni” (Rikiki)
    said = CORE.trump_suit_if_void.message(seat=seat, suit=suit, trump=_suit_word(due.suit), card=due.hu)
    return "play.trump-if-void", said


class PlayConstraint(Protocol):
    """A restriction an announcement adds to the basic rules of play."""

    def refuse(
        self, seat: Seat, card: Card, legal: Sequence[Card], tricks_left: int, trick: Sequence[tuple[Seat, Card]]
    ) -> IllegalAction | None:
        """The refusal if ``seat`` may not play ``card`` now, else None: ``legal`` are the
        cards the basic rules allow him, ``tricks_left`` the tricks to play, this one
        included, and ``trick`` the cards played to this trick so far."""


@dataclass(frozen=True)
class KeepToLastTrick(Value):
    """``seat`` must keep ``card`` until the last trick unless the rules force it out.

    Used for the announced pagátultimó (pagat: "A lejátszás": the pagát's holder may
    not play it before the ninth trick unless he must).
    """

    seat: Seat
    card: Card
    rule: str
    reason: str

    @enforces("announce.pagat-ultimo-keep")
    def refuse(
        self, seat: Seat, card: Card, legal: Sequence[Card], tricks_left: int, trick: Sequence[tuple[Seat, Card]]
    ) -> IllegalAction | None:
        if seat != self.seat or card != self.card or tricks_left == 1:
            return None
        if all(other == card for other in legal):
            return None  # forced: it is the only card he may play
        return IllegalAction(self.rule, **CORE.keep_to_last.message(seat=seat, card=card.hu, reason=self.reason))


@dataclass(frozen=True)
class MustOvertake(Value):
    """Every player must beat the card winning the trick so far whenever a card the basic
    rules allow him can beat it; following suit comes first (Tolnai §73, bettli:
    „Felülütés, a színre színadás (59) betartása mellett kötelező”).

    A player who must follow suit but holds no higher card of it, or who has only suit
    cards under a trumped trick, plays any card the basic rules allow. ``rule`` is the
    rule id the game catalogues for the duty (the game's function that imposes the
    constraint is registered for it with ``@enforces``).
    """

    rule: str

    def refuse(
        self, seat: Seat, card: Card, legal: Sequence[Card], tricks_left: int, trick: Sequence[tuple[Seat, Card]]
    ) -> IllegalAction | None:
        if not trick:
            return None  # the leader plays what he likes
        best = winning_play(trick)[1]
        if beats(card, best):
            return None
        higher = next((other for other in sort_hand(legal) if beats(other, best)), None)
        if higher is None:
            return None  # he cannot overtake
        return IllegalAction(self.rule, **CORE.must_beat.message(seat=seat, best=best.hu, card=higher.hu))


@mypyc_attr(allow_interpreted_subclasses=True)  # made without __init__ by Mutable's copies
class TrickPlay(Mutable):
    """The tricks of a deal from equal hands, with the small API every phase offers: nine
    tricks from four hands of nine in Paskievics tarokk, as many tricks as cards in a hand
    at any table.

    ``seats`` are the players in playing order: unless given, the seats of ``hands`` in
    the order A, B, C … (:data:`~tarokk.core.seats.ALL_SEATS`). ``jokers`` are the cards
    the game makes jokers, and ``last_trick_jokers`` those that are still
    jokers in the last trick (unless given, the same): Droggn's announced skízulti wins it.
    ``withholdable`` is a card (as a set) that, as its holder's last tarokk, may be withheld
    from a tarokk lead; withheld, it becomes a joker its holder keeps to the last trick, under
    the rule ``withhold_rule`` (:attr:`withheld`).
    ``trumps`` are the trumps, as a card set: the tarokks unless given (a trump suit's
    :attr:`~tarokk.core.cards.Card.suit_mask`, or 0 for none).
    ``to_play`` is whose turn it is, :meth:`legal_actions` lists the cards that seat
    may play, :meth:`apply` plays one (an illegal card raises :class:`IllegalAction`
    and changes nothing).
    """

    def __init__(
        self,
        hands: Mapping[Seat, Iterable[Card]],
        leader: Seat = "A",
        constraints: Iterable[PlayConstraint] = (),
        seats: Sequence[Seat] | None = None,
        jokers: int = 0,
        last_trick_jokers: int | None = None,
        withholdable: int = 0,
        withhold_rule: str = "",
        trumps: int = TAROKKS,
    ) -> None:
        self.seats = tuple(seat for seat in ALL_SEATS if seat in hands) if seats is None else tuple(seats)
        self.jokers = jokers
        self.trumps = trumps
        self.last_trick_jokers = jokers if last_trick_jokers is None else last_trick_jokers
        self.withholdable = withholdable
        self.withhold_rule = withhold_rule
        self.withheld: dict[Seat, Card] = {}
        """The card each seat withheld from a tarokk lead (a joker from then on)."""
        self.held: dict[Seat, int] = {seat: mask_of(hands[seat]) for seat in self.seats}  # card sets
        self.tricks_in_deal = self.held[leader].bit_count()
        self.tricks: tuple[Trick, ...] = ()
        self.current: list[tuple[Seat, Card]] = []
        self.leader: Seat = leader
        self.constraints: list[PlayConstraint] = list(constraints)
        self.to_play: Seat | None = leader
        self._next = {seat: next_seat(seat, 1, self.seats) for seat in self.seats}  # who plays after whom

    def clone(self) -> TrickPlay:
        """An independent copy: playing on either leaves the other alone (the finished tricks,
        immutable, are shared)."""
        twin = copy.copy(self)
        twin.held = dict(self.held)
        twin.current = list(self.current)
        twin.constraints = list(self.constraints)
        twin.withheld = dict(self.withheld)
        return twin

    @property
    def hands(self) -> dict[Seat, tuple[Card, ...]]:
        """Each seat's cards, as held (players' order)."""
        return {seat: cards_of(held) for seat, held in self.held.items()}

    @property
    def finished(self) -> bool:
        return self.to_play is None

    def _led(self) -> Card | None:
        return led_card(self.current, self.jokers)

    def _may_withhold(self, seat: Seat) -> bool:
        """Whether ``seat`` may withhold his last tarokk now: a tarokk is led and the only tarokk
        he holds is the one the game lets him withhold."""
        if not self.withholdable:  # most games let no card be withheld
            return False
        led, tarokks = self._led(), self.held[seat] & TAROKKS
        return led is not None and led.is_tarokk and bool(tarokks) and not tarokks & ~self.withholdable

    def _basic(self, seat: Seat) -> int:
        """The cards the basic rules allow ``seat`` now, as a set: any card he holds where he
        may withhold his last tarokk."""
        if self._may_withhold(seat):
            return self.held[seat]
        return legal_mask(self.held[seat], self._led(), self.jokers, self.trumps)

    def legal_actions(self) -> list[Card]:
        seat = self.to_play
        if seat is None:
            return []
        basic = cards_of(self._basic(seat))
        if not self.constraints:
            return list(basic)
        kept = [c for c in basic if self._refusal(seat, c, basic) is None]
        return kept or list(basic)  # two cards kept for the last trick: the rules force one out

    def _refusal(self, seat: Seat, card: Card, legal: Sequence[Card]) -> IllegalAction | None:
        for constraint in self.constraints:
            refusal = constraint.refuse(seat, card, legal, self.tricks_in_deal - len(self.tricks), self.current)
            if refusal is not None:
                return refusal
        return None

    @enforces("play.turn")
    def check(self, card: Card, seat: Seat | None = None) -> None:
        """Raise :class:`IllegalAction` if ``card`` may not be played now (by ``seat``)."""
        to_play = self.to_play
        if to_play is None:
            raise IllegalAction("play.turn", **CORE.tricks_over.message(tricks=self.tricks_in_deal))
        if seat is not None and seat != to_play:
            raise IllegalAction("play.turn", **CORE.not_your_turn.message(to_play=to_play, seat=seat))
        hand = cards_of(self.held[to_play])
        if not (card.bit & self.held[to_play] and self._may_withhold(to_play)):
            check_card(to_play, hand, self._led(), card, self.jokers, self.trumps)
        refusal = self._refusal(to_play, card, cards_of(self._basic(to_play)))
        if refusal is not None and card not in self.legal_actions():
            raise refusal

    def apply(self, card: Card, seat: Seat | None = None) -> Trick | None:
        """Play ``card`` for the seat to play; returns the trick if this card completed it."""
        self.check(card, seat)
        return self.apply_listed(card)

    def apply_listed(self, card: Card) -> Trick | None:
        """Play ``card``, one that :meth:`legal_actions` listed, without checking it again."""
        to_play = self.to_play
        assert to_play is not None
        if not card.is_tarokk and self._may_withhold(to_play):
            self._withhold(to_play)
        self.held[to_play] ^= card.bit
        current = self.current
        current.append((to_play, card))
        if len(current) < len(self.seats):
            self.to_play = self._next[to_play]
            return None
        last = len(self.tricks) == self.tricks_in_deal - 1
        jokers = self.last_trick_jokers if last else self.jokers
        trick = Trick(self.leader, tuple(current), len(self.seats), jokers, self.trumps)
        self.tricks = (*self.tricks, trick)
        self.current = []
        self.leader = trick.winner
        self.to_play = None if len(self.tricks) == self.tricks_in_deal else trick.winner
        return trick

    def _withhold(self, seat: Seat) -> None:
        """``seat`` withholds his last tarokk: a joker from now on, kept to the last trick."""
        (card,) = cards_of(self.held[seat] & TAROKKS)
        self.withheld[seat] = card
        self.jokers |= card.bit
        self.last_trick_jokers |= card.bit
        self.constraints.append(KeepToLastTrick(seat, card, self.withhold_rule, "he withheld it"))

    def points_won(self) -> dict[Seat, int]:
        """Card points each seat has taken in its tricks so far."""
        points = dict.fromkeys(self.seats, 0)
        for trick in self.tricks:
            points[trick.winner] += trick.points  # what the winner captures
            if trick.jokers:  # a joker stays with the seat that played it
                for seat, card in trick.plays:
                    points[seat] += card.points if card.bit & trick.jokers else 0
        return points


def trick_html(trick: Trick, points: int | None = None) -> str:
    """A trick as card tiles, the winner and its points (the plain card points unless the game
    counts its own, ``points``): at four seats A–D in Tolnai's layout (B top, C left, A right,
    D bottom), at any other table the cards in the order they were played."""
    shown = trick.points if points is None else points
    middle = f"→ {trick.winner}<br><small>{shown} pt</small>" if trick.complete else ""

    def seat(name: Seat) -> str:
        card = trick.card_of(name)
        tile = card_html(card) if card is not None else ""
        return f'<td style="text-align:center;padding:0.2em"><small>{name}</small><br>{tile}</td>'

    if ({seat_ for seat_, _ in trick.plays} <= set("ABCD") and len(trick.plays) == 4) or not trick.complete:
        empty = "<td></td>"
        rows = [
            empty + seat("B") + empty,
            seat("C") + f'<td style="text-align:center;padding:0.2em">{middle}</td>' + seat("A"),
            empty + seat("D") + empty,
        ]
    else:
        rows = ["".join(seat(name) for name, _ in trick.plays) + f'<td style="padding:0.2em">{middle}</td>']
    return (
        '<table class="tarokk-trick" style="border-collapse:collapse;width:auto">'
        + "".join(f"<tr>{row}</tr>" for row in rows)
        + "</table>"
    )


MUST_OVERTAKE = "must-overtake"
"""A contract's play constraint (:attr:`~tarokk.core.definition.Contract.constraints`): every
player must overtake (:class:`MustOvertake`), as in the bettlis (Tolnai §73)."""
CONTRACT_CONSTRAINTS: dict[str, Callable[[str], PlayConstraint]] = {MUST_OVERTAKE: MustOvertake}
"""The play constraints a contract may name, each made from the game's rule id of it."""
