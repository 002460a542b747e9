"""A game as frozen, validated data: its deck and how the cards count, the seating, the
packets and the talon, the contract ladder (each contract's talon handling, partner, first
lead, play constraints and prize factor), the figures' silent and announced values, the
holdings (Tolnai §71), the kontra ladder and the phases of a deal. The win thresholds are
derived from the deck, never typed in: 48 of 94, 71 for a duplajáték and 23 for the other
side's (pagat "Az elszámolás"; Tolnai §9, §52). A game's own rules are code in its folder and
its house rules options on top (:class:`~tarokk.core.options.GameOptions`); constructing a
definition checks that its parts agree, raising :class:`~tarokk.core.errors.DefinitionError`."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tarokk.core.auctions import AuctionRules
from tarokk.core.cards import Deck
from tarokk.core.counting import CardCounting
from tarokk.core.errors import DefinitionError
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.core.values import Value


class TalonHandling(StrEnum):
    """What a contract does with the talon."""

    SHARES = "shares"
    """The talon is shared out in fixed numbers, the declarer first (pagat "A talon kiosztása")."""
    CHOOSE_HALF = "choose-half"
    """The declarer picks one of the talon's halves, the other goes to the opponents."""
    PEEK_AT_PRICE = "peek-at-price"
    """The declarer may look at the talon for a price: he keeps one part of it, the game's
    price climbing with each look (:class:`LookLadder`), and the rest goes to the opponents'
    tricks (Tolnai §65)."""
    TO_OPPONENTS = "to-opponents"
    """The talon goes unseen to the opponents' tricks (Tolnai §65: szóló)."""
    NONE = "none"
    """The talon stays untouched."""


class Partner(StrEnum):
    """How the declarer finds a partner, if he has one."""

    CALL_XX = "call-xx"
    """He names a tarokk, normally the XX, and its holder is his secret partner (pagat "Partnerhívás")."""
    CALL_KING = "call-king"
    """He names a king, and its holder is his secret partner."""
    CALL_HIGHEST_MISSING = "call-highest-missing"
    """He names the highest tarokk he lacks."""
    OPEN_HELPER = "open-helper"
    """An open hand (the strómann) plays with him."""
    NONE = "none"
    """He plays alone against everybody."""


class Lead(StrEnum):
    """Who leads to the first trick."""

    FIRST_HAND = "first-hand"
    """The player at the dealer's right, seat A (pagat "A lejátszás"; Tolnai §56)."""
    DECLARER = "declarer"
    """The declarer."""


class Phase(StrEnum):
    """The phases of a deal, in order; each prints as the word records and events use. A
    game's definition names the ones it plays (:attr:`GameDefinition.phases`)."""

    AUCTION = "auction"
    CHOICE = "choice"  # the declarer chooses how to play (trisák: play or trisák)
    CALL = "call"  # the partner is called (a king, the highest missing tarokk)
    TALON = "talon"  # the talon is taken: by shares, look by look, by halves
    HALF = "half"  # a half of the skart is chosen (the 54-card tarokk)
    DISCARD = "discard"
    BUY = "buy"  # the declarer buys a named card blind for one of his (Droggn)
    THROW_IN = "throw-in"
    ANNOUNCE = "announce"
    KONTRA = "kontra"  # the kontra ladder on the game, on its own turn (strómann, the 54-card tarokk)
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class Seating(Value):
    """Who plays: the numbers of players the game allows, the active seats in playing order,
    who deals, and the seat of a dealer who sits the deal out (with five players in
    Paskievics tarokk, pagat "Helyválasztás, osztás")."""

    player_counts: tuple[int, ...]
    active_seats: tuple[Seat, ...]
    sitting_out_dealer: Seat | None = None

    def dealer(self, players: int) -> Seat:
        """The dealer: the last active seat, or the sitting-out seat with more players than seats."""
        self.check(players)
        if players > len(self.active_seats) and self.sitting_out_dealer is not None:
            return self.sitting_out_dealer
        return self.active_seats[-1]

    def check(self, players: int) -> None:
        """Refuse a number of players the game is not played by."""
        if players not in self.player_counts:
            counts = " or ".join(str(n) for n in self.player_counts)
            raise DefinitionError(f"players must be {counts}, not {players!r}")


@dataclass(frozen=True)
class Packets(Value):
    """How the pack is dealt: the talon first, then each active seat in turn gets a packet
    of each size (pagat "Helyválasztás, osztás"; Tolnai §20). ``piles`` are face-down piles
    laid in front of each active seat after the hands, one of each size, which the seat plays
    from as they are turned up (strómanntarokk, Tolnai §72: three piles of four)."""

    talon: int
    sizes: tuple[int, ...]
    piles: tuple[int, ...] = ()

    @property
    def hand(self) -> int:
        """The cards each active player is dealt into his hand."""
        return sum(self.sizes)

    @property
    def per_seat(self) -> int:
        """The cards each active player plays in a deal, his hand and his piles: also the
        number of tricks in a deal."""
        return self.hand + sum(self.piles)


@dataclass(frozen=True)
class LookLadder(Value):
    """The talon bought by looking (Tolnai §65): the talon is cut into parts of ``part_size``
    cards counted from its top; the declarer looks at the parts in ``order`` (part 0 is the
    top), one look at a time, and keeps the part of his last look; the game is then worth
    ``prices[looks - 1]``. Hármas: parts of three, top, bottom, top again, at 1, 2, 3."""

    part_size: int
    order: tuple[int, ...]
    prices: tuple[int, ...]

    @property
    def looks(self) -> int:
        """The most looks the ladder allows."""
        return len(self.order)


@dataclass(frozen=True)
class Contract(Value):
    """One rung of the contract ladder.

    ``talon_shares`` gives how many talon cards each active seat takes, the declarer first
    and then in playing order; ``constraints`` names play rules of this contract on top of
    the ordinary ones (e.g. ``must-overtake`` for a bettli); ``figures`` are this contract's
    own figure prices where a game prices them by contract (Tolnai §69: figures 2 and 4 at a
    hívás, 4 and 8 at a szóló), else the game's prices apply.
    """

    name: str
    hu: str
    level: int
    base_value: int
    talon: TalonHandling = TalonHandling.SHARES
    talon_shares: tuple[int, ...] = ()
    partner: Partner = Partner.CALL_XX
    lead: Lead = Lead.FIRST_HAND
    constraints: tuple[str, ...] = ()
    ladder: LookLadder | None = None
    prize_factor: int = 1
    """What this contract multiplies the figures' and holdings' prices by: 2 for the
    tappertarokk's szóló (Tolnai §71: "Szólójátékban minden díj kétszeresére növekszik")."""
    lost_value: int | None = None
    """What the declarer pays when he loses, where it is not ``base_value`` (Tolnai §72: a
    strómanntarokk játék wins 3 and loses 4)."""
    figures: tuple[FigureValue, ...] = ()

    @property
    def loss(self) -> int:
        """What the declarer pays when he loses the game."""
        return self.base_value if self.lost_value is None else self.lost_value

    def first_leader(self, declarer: Seat | None, first_hand: Seat) -> Seat:
        """Who leads to the first trick when this contract is played: the declarer, or first
        hand (the seat at the dealer's right), as :attr:`lead` says."""
        return declarer if self.lead == Lead.DECLARER and declarer is not None else first_hand

    def talon_distribution(self, declarer: Seat, seats: Sequence[Seat]) -> dict[Seat, int]:
        """How many talon cards each of ``seats`` takes when ``declarer`` plays this contract."""
        start = seats.index(declarer)
        return {seats[(start + i) % len(seats)]: share for i, share in enumerate(self.talon_shares)}


@dataclass(frozen=True)
class FigureValue(Value):
    """A figure's price: ``silent`` when made unannounced, ``announced`` when announced
    (and paid to the other side if missed); ``per_base`` prices multiply the contract's base
    value. ``option`` names the ruleset option that may change the silent value."""

    figure: Figure
    silent: int
    announced: int
    per_base: bool = False
    option: str | None = None

    def price(self, announced: bool, contract: Contract) -> int:
        """The announced or silent price, times ``contract``'s base value where it is per base."""
        price = self.announced if announced else self.silent
        return price * contract.base_value if self.per_base else price


@dataclass(frozen=True)
class HoldingValue(Value):
    """A holding's prize (:class:`~tarokk.core.holdings.Holding`): what its holder wins from
    each other player, whoever takes the cards in play (Tolnai §71)."""

    holding: Holding
    value: int


@dataclass(frozen=True)
class KontraLadder(Value):
    """The doublings, each word doubling the last (pagat "Kontrázás"; Tolnai §48), unless
    ``factors`` says what each word multiplies the stake by: where a word is only a signal,
    as the Vadász text's szubkontra, which leaves the stake at the rekontra's (II. 4. a))."""

    words: tuple[str, ...]
    factors: tuple[int, ...] = ()
    """Each word's factor, in the order of :attr:`words`; none: 2, 4, 8 … (each doubling)."""

    def __post_init__(self) -> None:
        if self.factors and len(self.factors) != len(self.words):
            raise DefinitionError(
                f"the kontra ladder {', '.join(self.words) or 'without words'} cannot take the factors "
                f"{', '.join(map(str, self.factors))}: one factor for each word"
            )

    def factor(self, level: int) -> int:
        """What a level multiplies the stake by: 1, then 2, 4, 8 … or the ladder's :attr:`factors`."""
        if not 0 <= level <= len(self.words):
            raise DefinitionError(f"kontra level {level} is outside 0–{len(self.words)}")
        return self.factors[level - 1] if self.factors and level else 1 << level

    def by_owner(self, level: int) -> bool:
        """Whether the ``level``-th word (1 kontra, 2 rekontra …) is said by the side the bet
        belongs to (rekontra, hirskontra) rather than by the other side (kontra, szubkontra,
        mordkontra): the words alternate between the two sides (Tolnai §48)."""
        return level % 2 == 0

    def may_say(self, level: int, owner: bool) -> bool:
        """Whether a player of the bet's owner's side (``owner``), or of the other side, may
        say the ``level``-th word: the ladder has it and it is that side's turn to double."""
        return 1 <= level <= len(self.words) and self.by_owner(level) == owner

    def said(self, level: int) -> str:
        """The word said at ``level`` with a space after it, as a settlement line begins
        (``"rekontra "``), or nothing at level 0."""
        return f"{self.words[level - 1]} " if level else ""


TOLNAI_KONTRAS = KontraLadder(("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra"))
"""Tolnai's five words (§48), the same in every game that uses them all; the words are
Hungarian in both editions."""


@dataclass(frozen=True)
class GameDefinition(Value):
    """One game of the family as data; see the module's description."""

    name: str
    hu: str
    sources: tuple[str, ...]
    deck: Deck
    counting: CardCounting
    seating: Seating
    packets: Packets
    contracts: tuple[Contract, ...]
    figures: tuple[FigureValue, ...]
    kontras: KontraLadder
    phases: tuple[Phase, ...]
    tarokk_count_fees: tuple[tuple[int, int], ...] = ()
    """Premiums for holding many tarokks, as (count, silent fee); announced, twice it."""
    holdings: tuple[HoldingValue, ...] = ()
    """The holdings the game prices (Tolnai §71), each once."""
    auction: AuctionRules | None = None
    """How the game's auction is held, where it is Tolnai's ladder auction
    (:class:`~tarokk.phases.auction.LadderAuction`); None where the game bids its own way."""

    def __post_init__(self) -> None:
        dealt = self.packets.talon + len(self.seating.active_seats) * self.packets.per_seat
        if dealt != len(self.deck):
            piles = f" and piles of {'+'.join(map(str, self.packets.piles))}" if self.packets.piles else ""
            raise DefinitionError(
                f"{self.name}: a talon of {self.packets.talon} and {len(self.seating.active_seats)} hands of "
                f"{self.packets.hand}{piles} deal {dealt} cards, but the {self.deck.name} has {len(self.deck)}"
            )
        levels = [contract.level for contract in self.contracts]
        if levels != list(range(1, len(levels) + 1)):
            raise DefinitionError(f"{self.name}: contract levels must climb 1, 2, 3 …, not {levels}")
        for contract in self.contracts:
            if contract.talon == TalonHandling.SHARES and sum(contract.talon_shares) != self.packets.talon:
                raise DefinitionError(
                    f"{self.name}: {contract.name} hands out {sum(contract.talon_shares)} talon cards, "
                    f"but the talon has {self.packets.talon}"
                )
            if contract.talon == TalonHandling.PEEK_AT_PRICE:
                self._check_ladder(contract)
            elif contract.ladder is not None:
                raise DefinitionError(f"{self.name}: {contract.name} has a look ladder but does not buy the talon")
            if contract.talon != TalonHandling.SHARES and contract.talon_shares:
                raise DefinitionError(f"{self.name}: {contract.name} has talon shares but does not share out the talon")
        for table in (self.figures, *(contract.figures for contract in self.contracts)):
            figures = [value.figure for value in table]
            if len(set(figures)) != len(figures):
                raise DefinitionError(f"{self.name}: a figure is priced twice")
        holdings = [value.holding for value in self.holdings]
        if len(set(holdings)) != len(holdings):
            raise DefinitionError(f"{self.name}: a holding is priced twice")

    def _check_ladder(self, contract: Contract) -> None:
        """A bought talon needs a ladder: parts that cut the talon evenly, a look at an
        existing part for each price, and prices that climb with each look."""
        ladder = contract.ladder
        if ladder is None:
            raise DefinitionError(f"{self.name}: {contract.name} buys the talon by looking but has no ladder")
        parts, rest = divmod(self.packets.talon, ladder.part_size) if ladder.part_size > 0 else (0, 1)
        if rest or not parts:
            raise DefinitionError(
                f"{self.name}: {contract.name} cuts a talon of {self.packets.talon} into parts of {ladder.part_size}"
            )
        if not ladder.order or len(ladder.order) != len(ladder.prices):
            raise DefinitionError(
                f"{self.name}: {contract.name} has {len(ladder.order)} looks but {len(ladder.prices)} prices"
            )
        if not all(0 <= part < parts for part in ladder.order):
            raise DefinitionError(
                f"{self.name}: {contract.name} looks at parts {ladder.order}, not all of 0–{parts - 1}"
            )
        if any(later <= earlier for earlier, later in zip(ladder.prices, ladder.prices[1:], strict=False)):
            raise DefinitionError(
                f"{self.name}: {contract.name}'s prices must climb with each look, not {ladder.prices}"
            )
        if contract.base_value != ladder.prices[0]:
            raise DefinitionError(
                f"{self.name}: {contract.name} is worth its first look's price, {ladder.prices[0]}, "
                f"not {contract.base_value}"
            )

    @property
    def total_points(self) -> int:
        """What the whole pack counts, tricks included (and the talon, where it counts as
        tricks): 94 for 42 cards (Tolnai §7), 64 in the 54-card ten-contract game (wiki:
        Alapismeretek), 94 − 14 × 2 = 66 in the Jókai-hármas."""
        return self.counting.count_cards(self.deck, self.tricks + self.counting.talon_tricks)

    @property
    def win_points(self) -> int:
        """The card points that win the game: more than half, 48 of 94 (pagat "Az elszámolás")."""
        return self.total_points // 2 + 1

    @property
    def double_game_points(self) -> int:
        """The card points of a duplajáték: three quarters, 71 of 94 (pagat "A figurák"; Tolnai §52)."""
        return math.ceil(3 * self.total_points / 4)

    @property
    def double_game_against(self) -> int:
        """At most this many card points, and the other side has a duplajáték: 23 of 94."""
        return self.total_points - self.double_game_points

    @property
    def tricks(self) -> int:
        """Tricks in a deal: one per card a seat plays, from his hand and his piles."""
        return self.packets.per_seat

    def contract(self, name: str) -> Contract:
        """The contract called ``name`` (its English or Hungarian name)."""
        for contract in self.contracts:
            if name in (contract.name, contract.hu):
                return contract
        names = ", ".join(f"{c.name} ({c.hu})" for c in self.contracts)
        raise DefinitionError(f"{self.name} has no contract {name!r}: expected one of {names}")

    def holding_value(self, holding: Holding) -> HoldingValue:
        """The prize of ``holding`` in this game."""
        for value in self.holdings:
            if value.holding == holding:
                return value
        raise DefinitionError(f"{self.name} prices no holding {holding!r}")

    def figure_value(self, figure: Figure, contract: Contract | None = None) -> FigureValue:
        """The price of ``figure`` in this game, at ``contract`` where it prices its own figures."""
        for value in (*(contract.figures if contract is not None else ()), *self.figures):
            if value.figure == figure:
                return value
        raise DefinitionError(f"{self.name} has no figure {figure!r}")
