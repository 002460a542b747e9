"""Settlement: who pays what after a deal (pagat "Az elszámolás", "Kontrázás",
"A tarokkszám bemondása", "Változatok az elszámolásra"; Tolnai §38, §40, §41,
§45, §48–§55, §62*, §62**, §64).

A deal is settled from a :class:`DealSummary` — who played what, the declarer's card
points and tricks, what was announced and kontra'd, and which figures were made — by
:func:`settle`, a pure function of the summary and a :class:`~tarokk.games.paskievics.ruleset.Ruleset`.
The result lists every line item with its rule id and arithmetic, the net between the
two sides (positive when the declarer's side wins: what one opponent pays one member of
the declarer's side in a 2 v 2 deal) and what each seat pays or receives.

Units are the table's base unit (*alappont*): a won three is worth 1.

The numbers come from the game definition the summary was played under
(:attr:`DealSummary.definition`, Paskievics tarokk's unless a
:class:`~tarokk.games.paskievics.state.PaskievicsGame` was given another): the figure
prices, silent and announced, and which of them multiply the base value; the contracts'
base values; the kontra ladder; the fees for tarokk counts; and the thresholds derived from
the deck and its counting (:class:`Measures`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

from tarokk.core.cards import DECK42
from tarokk.core.catalogue import slug
from tarokk.core.definition import Contract, FigureValue, GameDefinition, KontraLadder
from tarokk.core.display import signed
from tarokk.core.documents import TableReader, bad_value, read_document
from tarokk.core.enforcement import enforces
from tarokk.core.errors import SummaryError, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side
from tarokk.core.seats import Seat
from tarokk.core.values import Value
from tarokk.core.words import CORE, Words
from tarokk.games.paskievics.announcements import FIGURE_ALIASES, FIGURE_HU, KONTRA_WORDS, OVERLAPPED_BY_VOLAT, other
from tarokk.games.paskievics.contracts import CONTRACTS, THREE
from tarokk.games.paskievics.dealing import check_players
from tarokk.games.paskievics.definition import ACTIVE_SEATS, PASKIEVICS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.ruling import Depends, Ruling
from tarokk.games.paskievics.words import WORDS

SIDES: tuple[Side, Side] = (DECLARER, OPPONENTS)
FIGURES: tuple[Figure, ...] = tuple(value.figure for value in PASKIEVICS.figures)
TOTAL, WIN, DUPLA, DUPLA_AGAINST = (
    PASKIEVICS.total_points,
    PASKIEVICS.win_points,
    PASKIEVICS.double_game_points,
    PASKIEVICS.double_game_against,
)
"""94 card points in all; 48 win, 71 make a duplajáték, 23 or fewer leave the other side one."""
TRICKS = PASKIEVICS.tricks
PenaltyKind = Literal["wrong-discard", "revoke", "failed-probaharom", "missed-invit"]
Honour = Literal["S", "XXI", "I"]

FIGURE_NAMES: dict[Figure, str] = {figure: FIGURE_HU[figure] for figure in FIGURES} | {Figure.GAME: "game"}
SIDE_NAMES: dict[Side, str] = {DECLARER: "the declarer's side", OPPONENTS: "the opponents"}
HONOUR_FEES: dict[Honour, int] = {"S": 3, "XXI": 2, "I": 1}  # Tolnai §40
TAROKK_COUNT_FEES = dict(PASKIEVICS.tarokk_count_fees)  # pagat "A tarokkszám bemondása"; Tolnai §45


TAROKKS = sum(card.is_tarokk for card in DECK42.cards)
"""The 22 tarokks of the deck."""


@dataclass(frozen=True)
class Measures(Value):
    """The numbers a game definition gives a deal's summary and settlement, worked out once
    per definition (:func:`measures_of`): the card points of the whole pack (94), those that
    win (48), make a duplajáték (71) or leave the other side one (23) (pagat "Az
    elszámolás", "A figurák"; Tolnai §9, §52); the tricks (9); the points of every card, the
    highest first; the most card points the declarer's discard (12) and the opponents'
    discards (22) can hold, kings and honours never laid away (Tolnai §37); the fees for
    tarokk counts (Tolnai §45) and the figures priced, in the definition's order."""

    total: int
    win: int
    dupla: int
    dupla_against: int
    tricks: int
    talon: int
    points_high_first: tuple[int, ...]
    declarer_discard: int
    opponents_discard: int
    fees: tuple[tuple[int, int], ...]
    figures: tuple[Figure, ...]

    @classmethod
    def of(cls, definition: GameDefinition) -> Measures:
        """The measures of ``definition``, from its deck, counting, packets, contracts and fees."""
        counting = definition.counting
        cards = definition.deck.cards
        points = tuple(sorted((counting.points_of(card) for card in cards), reverse=True))
        laid = sorted((counting.points_of(c) for c in cards if not (c.is_king or c.is_honour)), reverse=True)
        shares = [contract.talon_shares[0] if contract.talon_shares else 0 for contract in definition.contracts]
        talon = definition.packets.talon
        return cls(
            total=definition.total_points,
            win=definition.win_points,
            dupla=definition.double_game_points,
            dupla_against=definition.double_game_against,
            tricks=definition.tricks,
            talon=talon,
            points_high_first=points,
            declarer_discard=sum(laid[: max(shares, default=0)]),
            opponents_discard=sum(laid[: talon - min(shares, default=talon)]),
            fees=definition.tarokk_count_fees,
            figures=tuple(value.figure for value in definition.figures),
        )

    def fee(self, count: int) -> int | None:
        """The silent fee for holding ``count`` tarokks, if the definition pays one."""
        return next((fee for held, fee in self.fees if held == count), None)

    @property
    def lowest(self) -> int:
        """The fewest points a card counts (one in Tolnai's counting, §7)."""
        return self.points_high_first[-1]


_MEASURES: dict[int, tuple[GameDefinition, Measures]] = {id(PASKIEVICS): (PASKIEVICS, Measures.of(PASKIEVICS))}


def measures_of(definition: GameDefinition) -> Measures:
    """The :class:`Measures` of ``definition``, worked out on its first use and kept."""
    kept = _MEASURES.get(id(definition))
    if kept is not None and kept[0] is definition:
        return kept[1]
    if len(_MEASURES) > 64:  # definitions made on the fly (tests, studies of variants): keep the latest few
        _MEASURES.clear()
        _MEASURES[id(PASKIEVICS)] = (PASKIEVICS, Measures.of(PASKIEVICS))
    found = Measures.of(definition)
    _MEASURES[id(definition)] = (definition, found)
    return found


DEFAULT_MEASURES = measures_of(PASKIEVICS)
"""Paskievics tarokk's own :class:`Measures`."""


def card_point_bounds(tricks: int, measured: Measures = DEFAULT_MEASURES) -> tuple[int, int]:
    """The fewest and the most card points a side with ``tricks`` tricks can hold. Every card counts
    at least one point (the lowest card's points), so the tricks of either side hold at least one
    a card; the side's own cards are its tricks and at most the six cards of the talon laid away."""
    seats = len(ACTIVE_SEATS)
    least = measured.lowest * seats * tricks
    most = min(
        measured.total - measured.lowest * seats * (measured.tricks - tricks),
        sum(measured.points_high_first[: seats * tricks + measured.talon]),
    )
    return least, most


# The summary -----------------------------------------------------------------


@dataclass(frozen=True)
class Announcement(Value):
    """An announced figure (or the game, always the declarer's) with its kontra level (0–5);
    ``with_volat``: its announcer announced his side's volát in the same turn (a trull, four
    kings or duplajáték that the volát overlaps, :attr:`Ruleset.volat_absorbs_overlaps`)."""

    figure: Figure
    side: Side
    kontra: int = 0
    with_volat: bool = False


@dataclass(frozen=True)
class PagatUltimo(Value):
    """The pagát was played to the ninth trick by ``side``; ``won``: it took the trick."""

    side: Side
    won: bool


@dataclass(frozen=True)
class Made(Value):
    """What the play produced: the side that took all three honours (trull), all four
    kings, how the pagát fared in the ninth trick, and the side whose skíz captured the
    other side's XXI. ``None``: nobody."""

    trull: Side | None = None
    four_kings: Side | None = None
    pagat_ultimo: PagatUltimo | None = None
    xxi_capture: Side | None = None


@dataclass(frozen=True)
class TarokkCountClaim(Value):
    """A player's eight or nine tarokks, announced before the play or claimed after it."""

    seat: Seat
    count: int
    announced: bool


@dataclass(frozen=True)
class TalonHonour(Value):
    """An honour a player took from the talon (paid to a sitting-out dealer, Tolnai §40)."""

    seat: Seat
    card: Honour


@dataclass(frozen=True)
class Penalty(Value):
    """A penalty instead of (or on top of) the ordinary settlement; ``seat`` is the offender."""

    kind: PenaltyKind
    seat: Seat


_NUMBERS = {9: "nine"}
"""Numbers the summary's complaints spell out in English."""
EXPECTED = WORDS.group("expected")
"""What a key of a summary takes, in words."""
SIDES_SAID = WORDS.group("sides")
"""Each side as a summary's fault names it."""
MADE = WORDS.group("made")
"""What a side made of each figure, as a summary's fault says it."""


Outcome = Literal["played", "all-passed", "thrown-in", "probaharom-failed", "missed-invit"]
"""How a deal ended: played to the last trick, all four passed, thrown in, a failed próbahárom, or
a missed invit (the auction starts again)."""
NoGame = Literal["all-passed", "thrown-in"]
"""The endings in which nobody pays: the next deal doubles (pagat "A licitálás", "A játék eldobása")."""


@dataclass(frozen=True)
class DealSummary(Value):
    """One finished deal: the engine's one outcome type, plain data.

    :meth:`tarokk.games.paskievics.deal.Deal.result` gives it for a deal played with the
    engine, a summary document (JSON or TOML) gives it for a deal played at a table;
    settlement, sessions, the studies, the game and the command line all read it. A deal in
    which all four passed has no contract and no declarer; a deal thrown in names who threw
    it in (``thrown_in_by``) and on what grounds. ``teams`` says how the sides were formed
    (the partner call's ruling) and ``mayor`` whose XXI the skíz caught, where known.
    ``definition`` is the game definition the deal was played under, whose numbers
    (:class:`Measures`) check the summary and settle it.
    """

    variant: str
    players: int
    contract: Contract | None
    declarer: Seat | None
    partner: Seat | None  # None: the declarer plays alone against three
    declarer_card_points: int = 0
    declarer_tricks: int = 0
    announced: tuple[Announcement, ...] = ()
    made: Made = field(default_factory=Made)
    tarokk_counts: tuple[TarokkCountClaim, ...] = ()
    talon_honours: tuple[TalonHonour, ...] = ()
    penalty: Penalty | None = None
    thrown_in_by: Seat | None = None
    throw_in_reasons: tuple[str, ...] = ()
    teams: str = ""
    mayor: Seat | None = None
    definition: GameDefinition = field(default=PASKIEVICS, repr=False)

    @property
    def measures(self) -> Measures:
        """The numbers of the summary's definition (:func:`measures_of`)."""
        return measures_of(self.definition)

    def __post_init__(self) -> None:
        check_players(self.players)
        m = self.measures
        if (self.contract is None) != (self.declarer is None):
            raise SummaryError("contract", **WORDS.contract_and_declarer.message())
        if self.contract is None and (self.partner or self.announced or self.penalty or self.thrown_in_by):
            raise SummaryError("contract", **WORDS.passed_has_nothing.message())
        for path, seat in (("declarer", self.declarer), ("partner", self.partner)):
            if seat is not None and seat not in ACTIVE_SEATS:
                raise bad_value(path, seat, EXPECTED["active_not_e"])
        if self.partner is not None and self.partner == self.declarer:
            raise SummaryError("partner", **WORDS.partner_is_declarer.message(seat=self.partner))
        if not 0 <= self.declarer_card_points <= m.total:
            expected = EXPECTED["card_points_deck"].filled(total=m.total)
            raise bad_value("declarer_side.card_points", self.declarer_card_points, expected)
        if not 0 <= self.declarer_tricks <= m.tricks:
            raise bad_value("declarer_side.tricks", self.declarer_tricks, f"0–{m.tricks}")
        every = min(m.dupla, m.total - m.opponents_discard)  # every trick holds all but the opponents' discards
        if self.declarer_tricks == m.tricks and self.declarer_card_points < every:
            said = WORDS.all_tricks_few_points.message(
                tricks=Words(str(_NUMBERS.get(m.tricks, m.tricks)), str(m.tricks)),
                points=self.declarer_card_points,
                discard=m.opponents_discard,
                every=every,
            )
            raise SummaryError("declarer_side", **said)
        if self.declarer_tricks == 0 and self.declarer_card_points > max(m.dupla_against, m.declarer_discard):
            said = WORDS.no_trick_points.message(points=self.declarer_card_points, discard=m.declarer_discard)
            raise SummaryError("declarer_side", **said)
        least, most = card_point_bounds(self.declarer_tricks, m)
        if not least <= self.declarer_card_points <= most:
            said = WORDS.points_for_tricks.message(
                points=self.declarer_card_points,
                tricks=self.declarer_tricks,
                trick_word="trick" if self.declarer_tricks == 1 else "tricks",
                least=least,
                most=most,
            )
            raise SummaryError("declarer_side", **said)
        self._check_announced(m)
        self._check_made(m)
        self._check_seat_lists(m)
        if self.penalty is not None:
            self._check_penalty(self.penalty)

    def _check_announced(self, m: Measures) -> None:
        seen: set[tuple[str, str]] = set()
        words = self.definition.kontras.words
        for i, a in enumerate(self.announced):
            if a.figure not in m.figures:
                raise bad_value(f"announced[{i}].figure", a.figure, ", ".join(m.figures))
            if a.side not in SIDES:
                raise bad_value(f"announced[{i}].side", a.side, EXPECTED["side"])
            if a.figure == Figure.GAME and a.side != DECLARER:
                raise SummaryError(f"announced[{i}]", **WORDS.game_is_declarers.message(path=f"announced[{i}]"))
            _check_kontra_level(i, a, words)
            if a.with_volat and (a.figure not in OVERLAPPED or not self.announcement(Figure.VOLAT, a.side)):
                said = WORDS.with_volat_needs_volat.message(path=f"announced[{i}]", figure=a.figure)
                raise SummaryError(f"announced[{i}].with_volat", **said)
            if (a.figure, a.side) in seen:
                twice = WORDS.listed_twice.message(path=f"announced[{i}]", figure=a.figure, side=SIDES_SAID[a.side])
                raise SummaryError(f"announced[{i}]", **twice)
            seen.add((a.figure, a.side))

    def _check_made(self, m: Measures) -> None:
        took_tricks = {DECLARER: self.declarer_tricks > 0, OPPONENTS: self.declarer_tricks < m.tricks}
        ultimo = self.made.pagat_ultimo
        if ultimo is not None and ultimo.side not in SIDES:
            raise bad_value("made.pagat-ultimo.side", ultimo.side, EXPECTED["side"])
        winners = [
            ("made.trull", self.made.trull, MADE["trull"]),
            ("made.four-kings", self.made.four_kings, MADE["four-kings"]),
            ("made.pagat-ultimo", ultimo.side if ultimo and ultimo.won else None, MADE["pagat-ultimo"]),
            ("made.xxi-capture", self.made.xxi_capture, MADE["xxi-capture"]),
        ]
        for path, side, what in winners:
            if side is not None and side not in SIDES:
                raise bad_value(path, side, EXPECTED["side_or_null"])
            if side is not None and not took_tricks[side]:
                said = WORDS.made_without_trick.message(path=path, side=SIDES_SAID[side], what=what)
                raise SummaryError(path, **said)

    def _check_seat_lists(self, m: Measures) -> None:
        for i, claim in enumerate(self.tarokk_counts):
            if claim.seat not in ACTIVE_SEATS:
                raise bad_value(f"tarokk_counts[{i}].seat", claim.seat, EXPECTED["active_seat"])
            if m.fee(claim.count) is None:
                *others, last = (str(count) for count, _ in m.fees)
                counts = EXPECTED["one_of"].filled(first=", ".join(others), last=last) if others else last
                raise bad_value(f"tarokk_counts[{i}].count", claim.count, counts)
        if len({claim.seat for claim in self.tarokk_counts}) < len(self.tarokk_counts):
            raise SummaryError("tarokk_counts", **WORDS.seat_twice.message())
        if sum(claim.count for claim in self.tarokk_counts) > TAROKKS:
            raise SummaryError("tarokk_counts", **WORDS.too_many_tarokks.message(tarokks=TAROKKS))
        for i, honour in enumerate(self.talon_honours):
            if honour.seat not in ACTIVE_SEATS:
                raise bad_value(f"talon_honours[{i}].seat", honour.seat, EXPECTED["active_seat"])
            if honour.card not in HONOUR_FEES:
                raise bad_value(f"talon_honours[{i}].card", honour.card, EXPECTED["honour"])
        if len({honour.card for honour in self.talon_honours}) < len(self.talon_honours):
            raise SummaryError("talon_honours", **WORDS.honour_twice.message())

    def _check_penalty(self, penalty: Penalty) -> None:
        if penalty.seat not in ACTIVE_SEATS:
            raise bad_value("penalty.seat", penalty.seat, EXPECTED["active_seat"])
        if penalty.kind == "failed-probaharom" and (penalty.seat != self.declarer or self.partner is not None):
            raise SummaryError("penalty", **WORDS.probaharom_alone.message())

    # How the deal ended ----------------------------------------------------------

    @property
    def outcome(self) -> Outcome:
        """``played``, ``all-passed``, ``thrown-in``, ``probaharom-failed`` or ``missed-invit``."""
        if self.contract is None:
            return "all-passed"
        if self.thrown_in_by is not None:
            return "thrown-in"
        if self.penalty is not None and self.penalty.kind == "failed-probaharom":
            return "probaharom-failed"
        if self.penalty is not None and self.penalty.kind == "missed-invit":
            return "missed-invit"
        return "played"

    @property
    def has_game(self) -> bool:
        """Whether the deal is settled as a game: one was played, or a penalty rules on it."""
        return self.outcome in ("played", "probaharom-failed", "missed-invit")

    @property
    def played_contract(self) -> Contract:
        """The contract of a deal with a game."""
        if self.contract is None:
            raise TarokkInputError(**WORDS.no_contract.message())
        return self.contract

    @property
    def declarer_seat(self) -> Seat:
        """The declarer of a deal with a game."""
        if self.declarer is None:
            raise TarokkInputError(**WORDS.no_declarer.message())
        return self.declarer

    @property
    def card_points(self) -> dict[Side, int]:
        """Each side's card points, tricks and discards (the opponents have the rest of the deck's)."""
        return {DECLARER: self.declarer_card_points, OPPONENTS: self.measures.total - self.declarer_card_points}

    @property
    def tricks(self) -> dict[Side, int]:
        """Each side's tricks."""
        return {DECLARER: self.declarer_tricks, OPPONENTS: self.measures.tricks - self.declarer_tricks}

    @property
    def sides(self) -> dict[Seat, Side]:
        """Each active seat's side."""
        return {seat: self.side_of(seat) for seat in ACTIVE_SEATS}

    @property
    def made_double_game(self) -> Side | None:
        """The side with a duplajáték's card points, 71 or more (pagat "A figurák"), if any."""
        m = self.measures
        if self.declarer_card_points >= m.dupla:
            return DECLARER
        return OPPONENTS if self.declarer_card_points <= m.dupla_against else None

    @property
    def made_volat(self) -> Side | None:
        """The side that took every trick, if any."""
        if self.declarer_tricks == self.measures.tricks:
            return DECLARER
        return OPPONENTS if self.declarer_tricks == 0 else None

    # Sides and seats ---------------------------------------------------------

    def side_of(self, seat: Seat) -> Side:
        return DECLARER if seat in (self.declarer, self.partner) else OPPONENTS

    def members(self, side: Side) -> tuple[Seat, ...]:
        return tuple(seat for seat in ACTIVE_SEATS if self.side_of(seat) == side)

    def seats(self) -> tuple[Seat, ...]:
        """Every seat at the table: A–D, and E (the dealer) with five players."""
        return ACTIVE_SEATS if self.players == 4 else (*ACTIVE_SEATS, "E")

    def announcement(self, figure: Figure, side: Side) -> Announcement | None:
        return next((a for a in self.announced if a.figure == figure and a.side == side), None)

    @property
    def game_kontra(self) -> int:
        game = self.announcement(Figure.GAME, DECLARER)
        return game.kontra if game else 0


# The settlement --------------------------------------------------------------


@dataclass(frozen=True)
class Item(Value):
    """A line item between the sides: ``units`` paid by each loser to each winner."""

    rule: str
    figure: Figure
    owner: Side  # the side that announced the figure, or made it silently
    announced: bool
    side: Side  # the side it favours
    units: int
    text: str
    option: str | None = None  # the ruleset option that decides the item, if one does

    @property
    def signed(self) -> int:
        """The units from the declarer's side's point of view."""
        return self.units if self.side == DECLARER else -self.units


@dataclass(frozen=True)
class Transfer(Value):
    """A payment between seats: each payer pays each receiver ``units``."""

    rule: str
    payers: tuple[Seat, ...]
    receivers: tuple[Seat, ...]
    units: int
    text: str


@dataclass(frozen=True)
class Settlement(Value):
    """The ruling on a deal: line items, seat-to-seat transfers, payments, kassza moves."""

    items: tuple[Item, ...]
    transfers: tuple[Transfer, ...]
    payments: Mapping[Seat, int]
    kassza: Mapping[Seat, Fraction] = field(default_factory=dict)  # + pays in, − takes out
    rulings: tuple[Ruling, ...] = ()

    @property
    def net(self) -> int:
        """The sum of the items between the sides, positive when the declarer's side wins."""
        return sum(item.signed for item in self.items)


def _product(*factors: int) -> tuple[str, int]:
    shown = [f for f in factors if f != 1] or [1]
    return " × ".join(str(f) for f in shown), math.prod(factors)


@enforces("scoring.kontra")
def kontra_factor(level: int, kontras: KontraLadder = PASKIEVICS.kontras) -> int:
    """Kontra ×2, rekontra ×4, szubkontra ×8, hirskontra ×16, mordkontra ×32 (Tolnai §48): the
    factor of ``level`` on the definition's ladder ``kontras``."""
    return kontras.factor(level)


OVERLAPPED = tuple(Figure(name) for name in OVERLAPPED_BY_VOLAT)


@enforces("scoring.volat-absorbs-overlaps")
def only_the_volat(s: DealSummary, rules: Ruleset) -> tuple[DealSummary, tuple[Announcement, ...]]:
    """Vadász tarokk (2025) I. 3. f): "Az egy játékos által közvetlenül egymás után bemondott,
    egymást „átfedő” vállalások esetén (4 király + volát, tuletroá + volát, dupla játék + volát)
    csak a volát pontjai számítanak." Under :attr:`Ruleset.volat_absorbs_overlaps`, a figure
    announced with the volát (:attr:`Announcement.with_volat`) counts for nothing, announced or
    silent: the summary without it, and the announcements it drops, side by side in the order
    of :data:`OVERLAPPED` (not the order the summary lists them)."""
    if not rules.volat_absorbs_overlaps:
        return s, ()
    flagged = [a for a in s.announced if a.with_volat]
    dropped = tuple(sorted(flagged, key=lambda a: (SIDES.index(a.side), OVERLAPPED.index(a.figure))))
    if not dropped:
        return s, ()
    made = s.made
    for a in dropped:
        if a.figure == Figure.TRULL and made.trull == a.side:
            made = replace(made, trull=None)
        elif a.figure == Figure.FOUR_KINGS and made.four_kings == a.side:
            made = replace(made, four_kings=None)
    kept = tuple(a for a in s.announced if not a.with_volat)
    return replace(s, announced=kept, made=made), dropped


SIGNAL_LEVEL = 3
"""The szubkontra, the third word, which :attr:`Ruleset.szubkontra_signal` makes a signal."""


@enforces("scoring.szubkontra-signal")
def kontra_ladder(rules: Ruleset, definition: GameDefinition = PASKIEVICS) -> KontraLadder:
    """The kontras a deal under ``rules`` plays: the definition's ladder (pagat "Kontrázás";
    Tolnai §48), or under :attr:`Ruleset.szubkontra_signal` its words up to the szubkontra, which
    leaves the stake at the rekontra's (Vadász tarokk (2025) II. 4. a): "A szubkontra
    bemondásával a vonatkozó pontérték nem változik (marad a rekontrázott pontérték)"; I. 3.:
    "Kontra, rekontra mondható")."""
    ladder = definition.kontras
    if not rules.szubkontra_signal:
        return ladder
    words = ladder.words[:SIGNAL_LEVEL]
    return KontraLadder(words, tuple(ladder.factor(min(level, SIGNAL_LEVEL - 1)) for level in range(1, len(words) + 1)))


def _kontra_word(level: int, kontras: KontraLadder = PASKIEVICS.kontras) -> str:
    return f"{kontras.words[level - 1]}'d " if level else ""


class _Ledger:
    """Collects items and rulings while a deal is settled, at the figure prices it is given and
    the kontra ladder and numbers of the definition (:class:`Measures`); ``base`` is the
    contract's base value."""

    def __init__(
        self, prices: Mapping[Figure, FigureValue], definition: GameDefinition, kontras: KontraLadder, base: int = 1
    ) -> None:
        self.items: list[Item] = []
        self.rulings: list[Ruling] = []
        self.prices = prices
        self.kontras = kontras
        self.measures = measures_of(definition)
        self.base = base

    def per_base(self, figure: Figure) -> int:
        """What ``figure``'s price is multiplied by: the contract's base value where its price
        is per base (:attr:`~tarokk.core.definition.FigureValue.per_base`: the game, duplajáték
        and volát), else 1."""
        return self.base if self.prices[figure].per_base else 1

    def kontra_factor(self, level: int) -> int:
        return kontra_factor(level, self.kontras)

    def kontra_word(self, level: int) -> str:
        return _kontra_word(level, self.kontras)

    def add(
        self,
        rule: str,
        figure: Figure,
        owner: Side,
        label: str,
        *factors: int,
        to: Side | None = None,
        announced: bool = False,
        option: str | None = None,
    ) -> None:
        """An item of ``owner``'s figure, favouring ``to`` (default: the owner); ``option``
        names the ruleset option that decides it."""
        arithmetic, units = _product(*factors)
        text = f"{label}: {arithmetic} = {units}" if "×" in arithmetic else f"{label}: {units}"
        self.items.append(Item(rule, figure, owner, announced, to or owner, units, text, option))

    def announced(self, rule: str, a: Announcement, won: bool, *factors: int) -> None:
        """An announced figure, made or lost, at its value times the kontra."""
        what = f"{self.kontra_word(a.kontra)}{FIGURE_NAMES[a.figure]} announced by {SIDE_NAMES[a.side]}"
        label = f"{what}, {'made' if won else 'lost'}"
        to = a.side if won else other(a.side)
        option = self.prices[a.figure].option
        factor = self.kontra_factor(a.kontra)
        self.add(rule, a.figure, a.side, label, *factors, factor, to=to, announced=True, option=option)

    def note(self, text: str, rule: str | None = None, option: str | None = None) -> None:
        """A sentence of the ruling; ``option`` names the ruleset option that decides it
        (its value and alternatives are filled in by :func:`~tarokk.games.paskievics.explain.explained`)."""
        self.rulings.append(Ruling(text, rule, (Depends(option, None),) if option else ()))


@enforces("scoring.card-points", "scoring.kontra-needs-48")
def game_winner(summary: DealSummary, rules: Ruleset, measured: Measures | None = None) -> Side:
    """48 of the 94 card points win (the definition's :class:`Measures`, the summary's unless
    given); 47–47 goes to the opponents, or to the declarer after a kontra under the
    ``kontra_opponents_need_48`` variant."""
    win = (measured or summary.measures).win
    need = win - 1 if rules.kontra_opponents_need_48 and summary.game_kontra else win
    return DECLARER if summary.declarer_card_points >= need else OPPONENTS


@enforces(
    "scoring.alternatives",
    "scoring.double-game",
    "scoring.double-game-and-volat",
    "scoring.kontra-and-announced",
    "scoring.kontra-game",
    "scoring.volat",
)
def _situation_rule(kontra: int, dupla: Mapping[Side, Announcement], volat: Mapping[Side, Announcement]) -> str:
    """Which of pagat's six rules governs the game, duplajáték and volát of this deal."""
    if kontra and (dupla or volat):
        return "scoring.kontra-and-announced"
    if kontra:
        return "scoring.kontra-game"
    if set(dupla) & set(volat):
        return "scoring.double-game-and-volat"
    if dupla:
        return "scoring.double-game"
    if volat:
        return "scoring.volat"
    return "scoring.alternatives"


@enforces(
    "scoring.base-value",
    "scoring.dupla-volat-suppress-game",
    "scoring.silent-volat-triples-kontra",
    "scoring.volat-voids-dupla",
    "scoring.dupla-over-silent-volat",
    "scoring.opponents-silent-need-kontra",
    "scoring.failed-dupla-volat-pays-game",
)
def _game_items(s: DealSummary, rules: Ruleset, ledger: _Ledger) -> None:
    """The game, duplajáték and volát: pagat's rules 1–6 and their variants."""
    base = s.played_contract.base_value
    m = ledger.measures
    kontra = s.game_kontra
    points, tricks = s.declarer_card_points, s.declarer_tricks
    winner = game_winner(s, rules, m)
    made_dupla = DECLARER if points >= m.dupla else OPPONENTS if points <= m.dupla_against else None
    made_volat = DECLARER if tricks == m.tricks else OPPONENTS if tricks == 0 else None
    dupla = {a.side: a for a in s.announced if a.figure == Figure.DOUBLE_GAME}
    volat = {a.side: a for a in s.announced if a.figure == Figure.VOLAT}
    made_announced = (winner in dupla and made_dupla == winner) or (winner in volat and made_volat == winner)
    rule = _situation_rule(kontra, dupla, volat)
    even = points == m.win - 1 and winner == DECLARER
    tie = f" ({points}–{m.total - points} goes to the declarer after a kontra)" if even else ""
    ledger.note(
        f"The declarer's side took {points} of the {m.total} card points and {tricks} tricks: "
        f"{SIDE_NAMES[winner]} {'wins' if winner == DECLARER else 'win'} the game{tie}.",
        "scoring.kontra-needs-48" if tie else "scoring.card-points",
        "kontra_opponents_need_48" if tie else None,
    )
    ledger.note(f"The base value of {s.played_contract.name} ({s.played_contract.hu}) is {base}.", "scoring.base-value")

    def silent(side: Side) -> Figure | None:
        """The silent duplajáték or volát a side may write (pagat rules 1–6)."""
        if made_volat == side and side not in volat:
            if side in dupla and not rules.silent_volat_with_announced_dupla:
                ledger.note(
                    "A silent volát after an announced duplajáték: only the duplajáték is paid.",
                    "scoring.dupla-over-silent-volat",
                    "silent_volat_with_announced_dupla",
                )
                return None
            found: Figure = Figure.VOLAT
        elif made_dupla == side and side not in dupla and side not in volat and made_volat != side:
            if rules.dupla_volat_suppress_game and volat:
                ledger.note(
                    "A volát was announced: neither side writes a silent duplajáték.",
                    "scoring.dupla-volat-suppress-game",
                    "dupla_volat_suppress_game",
                )
                return None
            found = Figure.DOUBLE_GAME
        else:
            return None
        if side == OPPONENTS and not kontra and rules.opponents_silent_need_kontra:
            ledger.note(
                f"The opponents' silent {FIGURE_NAMES[found]} is not paid: the game was not kontra'd.",
                "scoring.opponents-silent-need-kontra",
                "opponents_silent_need_kontra",
            )
            return None
        return found

    def game_item(item_rule: str) -> None:
        """The game itself for ``winner``, at its kontra where it was kontra'd."""
        label = f"{ledger.kontra_word(kontra)}{s.played_contract.name}, won by {SIDE_NAMES[winner]}"
        game, per = ledger.prices[Figure.GAME].silent, ledger.per_base(Figure.GAME)
        doubled = (ledger.kontra_factor(kontra),) if kontra else ()
        ledger.add(item_rule, Figure.GAME, DECLARER, label, game, per, *doubled, to=winner)

    silents = {side: silent(side) for side in SIDES}
    if kontra and rules.silent_volat_triples_kontra and silents[winner] == Figure.VOLAT:
        label = f"silent volát of {SIDE_NAMES[winner]} on the {ledger.kontra_word(kontra)}game"
        ledger.add(
            "scoring.silent-volat-triples-kontra",
            Figure.VOLAT,
            winner,
            label,
            ledger.prices[Figure.VOLAT].silent,
            ledger.per_base(Figure.VOLAT),
            ledger.kontra_factor(kontra),
            option="silent_volat_triples_kontra",
        )
        silents[winner] = None
    elif kontra:
        game_item(rule)
    elif (winner in dupla or winner in volat) and rules.failed_dupla_volat_pays_game and not made_announced:
        # Vadász tarokk (2025) I. 3. f): "Megnyert dupla játék, ill. volát esetén az alappartiért
        # pont nem jár, bukottnál azonban igen."
        ledger.note(
            f"{SIDE_NAMES[winner].capitalize()} won the game but lost the duplajáték or volát they announced: "
            "the plain game is paid all the same.",
            "scoring.failed-dupla-volat-pays-game",
            "failed_dupla_volat_pays_game",
        )
        game_item("scoring.failed-dupla-volat-pays-game")
    elif winner in dupla or winner in volat:
        ledger.note(
            f"{SIDE_NAMES[winner].capitalize()} announced duplajáték or volát: nothing for the plain "
            "game unless it is kontra'd.",
            rule,
        )
    elif silents[winner] is None and rules.dupla_volat_suppress_game and (dupla or volat or made_dupla or made_volat):
        ledger.note(
            "A duplajáték or volát was announced or made: neither side writes the plain game.",
            "scoring.dupla-volat-suppress-game",
            "dupla_volat_suppress_game",
        )
    elif silents[winner] is None:
        game_item(rule)
    for side in SIDES:
        d, v = dupla.get(side), volat.get(side)
        if d and v and rules.announced_volat_voids_dupla:
            ledger.note(
                f"{SIDE_NAMES[side].capitalize()} announced duplajáték and volát: only the volát is paid.",
                "scoring.volat-voids-dupla",
                "announced_volat_voids_dupla",
            )
        elif d:
            price, per = ledger.prices[Figure.DOUBLE_GAME].announced, ledger.per_base(Figure.DOUBLE_GAME)
            ledger.announced(rule, d, made_dupla == side, price, per)
        if v:
            price, per = ledger.prices[Figure.VOLAT].announced, ledger.per_base(Figure.VOLAT)
            ledger.announced(rule, v, made_volat == side, price, per)

    for side in SIDES:
        figure = silents[side]
        if figure is not None:
            silent_price, per = ledger.prices[figure].silent, ledger.per_base(figure)
            ledger.add(rule, figure, side, f"silent {FIGURE_NAMES[figure]} of {SIDE_NAMES[side]}", silent_price, per)


FIGURE_VALUE_OPTIONS: dict[Figure, str] = {
    Figure.FOUR_KINGS: "four_kings_value",
    Figure.PAGAT_ULTIMO: "pagat_ultimo_value",
    Figure.XXI_CAPTURE: "xxi_capture_value",
}


@enforces("scoring.figure-values")
def figure_prices(
    rules: Ruleset, definition: GameDefinition = PASKIEVICS, contract: Contract | None = None
) -> dict[Figure, FigureValue]:
    """Each figure's price under ``rules``: the definition's (pagat "A figurák"; Tolnai §64),
    or ``contract``'s own where it prices a figure itself
    (:attr:`~tarokk.core.definition.Contract.figures`), and where a figure's price is a ruleset
    option (:attr:`~tarokk.core.definition.FigureValue.option`: four kings, pagátultimó,
    XXI-fogás) the option's value silent, announced at the definition's multiple of it (twice)."""
    prices = {}
    for price in (*definition.figures, *(contract.figures if contract is not None else ())):
        if price.option is not None:
            value = getattr(rules, price.option)
            price = replace(price, silent=value, announced=value * price.announced // price.silent)
        prices[price.figure] = price
    return prices


def _announced_factors(price: FigureValue) -> tuple[int, ...]:
    """An announced figure's price as the settlement shows it: a multiple of the silent price
    (2 × 5), or the announced price alone where it is none."""
    times, rest = divmod(price.announced, price.silent)
    return (times, price.silent) if not rest else (price.announced,)


@enforces(
    "scoring.trull",
    "scoring.four-kings",
    "scoring.pagat-ultimo",
    "scoring.xxi-capture",
    "scoring.figures-both-sides",
    "scoring.no-silent-figures-with-volat",
    "scoring.no-silent-four-kings-with-dupla",
    "scoring.silent-trull-with-volat",
)
def _figure_items(s: DealSummary, rules: Ruleset, ledger: _Ledger) -> None:
    """Trull, four kings, pagátultimó and XXI-fogás: each announcement settles on its
    own, and a side that did not announce a figure may still make it silently."""
    m = ledger.measures
    volat_side = DECLARER if s.declarer_tricks == m.tricks else OPPONENTS if s.declarer_tricks == 0 else None
    silent_dupla = (
        DECLARER
        if s.declarer_card_points >= m.dupla
        and s.declarer_tricks < m.tricks
        and not s.announcement(Figure.DOUBLE_GAME, DECLARER)
        else OPPONENTS
        if s.declarer_card_points <= m.dupla_against
        and s.declarer_tricks > 0
        and not s.announcement(Figure.DOUBLE_GAME, OPPONENTS)
        else None
    )
    ultimo = s.made.pagat_ultimo
    made: dict[Figure, Side | None] = {
        Figure.TRULL: s.made.trull,
        Figure.FOUR_KINGS: s.made.four_kings,
        Figure.PAGAT_ULTIMO: ultimo.side if ultimo and ultimo.won else None,
        Figure.XXI_CAPTURE: s.made.xxi_capture,
    }
    for figure, made_by in made.items():
        value, per = ledger.prices[figure].silent, ledger.per_base(figure)
        option = ledger.prices[figure].option
        rule = f"scoring.{figure}"
        name = FIGURE_NAMES[figure]
        for side in SIDES:
            a = s.announcement(figure, side)
            if a:
                ledger.announced(rule, a, made_by == side, *_announced_factors(ledger.prices[figure]), per)
            elif made_by == side:
                if figure in (Figure.TRULL, Figure.FOUR_KINGS) and volat_side == side:
                    if figure == Figure.TRULL and rules.silent_trull_with_volat:
                        ledger.note(
                            "Every trick taken, yet the silent trull is paid (variant).",
                            "scoring.silent-trull-with-volat",
                            "silent_trull_with_volat",
                        )
                    else:
                        ledger.note(
                            f"{SIDE_NAMES[side].capitalize()} took every trick: no silent {name}.",
                            "scoring.no-silent-figures-with-volat",
                            "silent_trull_with_volat" if figure == Figure.TRULL else None,
                        )
                        continue
                if (
                    figure == Figure.FOUR_KINGS
                    and silent_dupla == side
                    and not rules.silent_four_kings_with_silent_dupla
                ):
                    ledger.note(
                        "A silent duplajáték was made: no silent négykirály.",
                        "scoring.no-silent-four-kings-with-dupla",
                        "silent_four_kings_with_silent_dupla",
                    )
                    continue
                ledger.add(rule, figure, side, f"silent {name} of {SIDE_NAMES[side]}", value, per, option=option)
            elif figure == Figure.PAGAT_ULTIMO and ultimo and ultimo.side == side and not ultimo.won:
                if rules.silent_ultimo_beaten_pays:
                    label = f"the pagát of {SIDE_NAMES[side]} was beaten in the ninth trick"
                    ledger.add(
                        rule, figure, side, label, value, per, to=other(side), option="silent_ultimo_beaten_pays"
                    )
                else:
                    ledger.note(
                        "The pagát was beaten in the ninth trick: a silent ultimó costs nothing.",
                        rule,
                        "silent_ultimo_beaten_pays",
                    )


@enforces("scoring.teams", "scoring.sir-es-nevet")
def team_shares(s: DealSummary, rules: Ruleset, net: int) -> dict[Seat, int]:
    """What each seat receives (negative: pays) of ``net`` units won by the declarer's side:
    2 v 2, each loser pays one winner; 1 v 3, the declarer wins or pays it to each of the
    three; a sitting-out dealer pays or receives only under sír és nevet (pagat "Az
    elszámolás"; Tolnai §62)."""
    pay: dict[Seat, int] = dict.fromkeys(s.seats(), 0)
    opponents = s.members(OPPONENTS)
    for seat in opponents:
        pay[seat] -= net
    pay[s.declarer_seat] += len(opponents) * net if s.partner is None else net
    if s.partner is not None:
        pay[s.partner] += net
    if s.players == 5 and rules.dealer_sir_es_nevet:
        pay["E"] -= net
        pay[s.declarer_seat] += net
    return pay


def _team_payments(s: DealSummary, rules: Ruleset, net: int, ledger: _Ledger) -> dict[Seat, int]:
    """:func:`team_shares` of the net, with the ruling that says how the sides pay."""
    pay = team_shares(s, rules, net)
    if s.partner is None:
        teams = "the declarer plays alone: he wins or pays the total to each of the three"
    else:
        teams = "two against two: each loser pays one winner the total"
    if s.players == 5 and rules.dealer_sir_es_nevet:
        ledger.note(
            "Sír és nevet: the dealer pays or receives the total like an opponent, to or from the declarer.",
            "scoring.sir-es-nevet",
            "dealer_sir_es_nevet",
        )
    elif s.players == 5:
        teams += "; the dealer neither wins nor pays"
    ledger.note(f"Net {signed(net)} (positive: the declarer's side wins); {teams}.", "scoring.teams")
    return pay


@enforces("scoring.tarokk-count")
def _tarokk_count_transfers(s: DealSummary, rules: Ruleset, measured: Measures) -> list[Transfer]:
    """Eight tarokks 1, nine 2 (the definition's fees): paid by each of the other three when
    announced, and by the partner only when claimed after the play (pagat "A tarokkszám bemondása");
    nothing under ``tarokk_count_pays = no`` (Vadász tarokk (2025) I. 3. g): "A 8 ill. 9
    tarokkszám bemondható, ezért pont nem jár")."""
    out = []
    for claim in s.tarokk_counts:
        fee = measured.fee(claim.count)
        if fee is None or not rules.tarokk_count_pays:
            continue
        if claim.announced:
            payers = tuple(seat for seat in ACTIVE_SEATS if seat != claim.seat)
            if s.players == 5 and rules.dealer_sir_es_nevet:
                payers = (*payers, "E")
            how = "announced: each other player pays"
        else:
            side = s.side_of(claim.seat)
            payers = tuple(seat for seat in s.members(side) if seat != claim.seat)
            how = "not announced: only his partner pays" if payers else "not announced, and he has no partner"
        if payers:
            out.append(
                Transfer(
                    "scoring.tarokk-count",
                    payers,
                    (claim.seat,),
                    fee,
                    f"{claim.seat}'s {'eight' if claim.count == 8 else 'nine'} tarokks, {how} {fee}",
                )
            )
    return out


@enforces("scoring.talon-honours")
def _talon_honour_transfers(s: DealSummary, rules: Ruleset, ledger: _Ledger) -> list[Transfer]:
    """Five players at Újlak: honours taken from the talon are paid to the dealer
    (Tolnai §40): skíz 3, XXI 2 (nothing if the XXI is captured), pagát 1."""
    if s.players != 5 or not rules.talon_honours_to_dealer:
        return []
    out = []
    for honour in s.talon_honours:
        if honour.card == "XXI" and s.made.xxi_capture == other(s.side_of(honour.seat)):
            ledger.note(
                f"{honour.seat} took the XXI from the talon, and it was captured: the dealer gets nothing for it.",
                "scoring.talon-honours",
                "talon_honours_to_dealer",
            )
            continue
        fee = HONOUR_FEES[honour.card]
        out.append(
            Transfer(
                "scoring.talon-honours",
                (honour.seat,),
                ("E",),
                fee,
                f"{honour.seat} took the {honour.card} from the talon: pays the dealer {fee}",
            )
        )
    return out


def transfer_shares(transfer: Transfer) -> dict[Seat, int]:
    """What each seat a transfer names receives (negative: pays): each payer pays each receiver its units."""
    shares: dict[Seat, int] = {}
    for payer in transfer.payers:
        shares[payer] = shares.get(payer, 0) - transfer.units * len(transfer.receivers)
    for receiver in transfer.receivers:
        shares[receiver] = shares.get(receiver, 0) + transfer.units * len(transfer.payers)
    return shares


def _apply(payments: dict[Seat, int], transfers: list[Transfer]) -> None:
    for transfer in transfers:
        for seat, share in transfer_shares(transfer).items():
            payments[seat] += share


@enforces("scoring.ultimo-kassza")
def _ultimo_kassza(s: DealSummary, rules: Ruleset, content: Fraction, ledger: _Ledger) -> dict[Seat, Fraction]:
    """An announced and made pagátultimó takes the kassza, shared by the makers; a lost
    one doubles it, the losers paying equal shares (Tolnai §54*; Kégl/BGA)."""
    moves: dict[Seat, Fraction] = {}
    if not rules.ultimo_kassza:
        return moves
    ultimo = s.made.pagat_ultimo
    for side in SIDES:
        if not s.announcement(Figure.PAGAT_ULTIMO, side):
            continue
        members = s.members(side)
        won = ultimo is not None and ultimo.won and ultimo.side == side
        share = content / len(members)
        for seat in members:
            moves[seat] = moves.get(seat, Fraction(0)) + (-share if won else share)
        ledger.note(
            f"The announced pagátultimó of {SIDE_NAMES[side]} was {'made: they take' if won else 'lost: they double'} "
            f"the kassza ({content}).",
            "scoring.ultimo-kassza",
            "ultimo_kassza",
        )
        content = Fraction(0) if won else 2 * content
    return moves


def kassza_stakes(players: int, rules: Ruleset) -> dict[Seat, int]:
    """What every player at the table pays into the ultimó kassza after a deal without a
    game (all passed or thrown in): Tolnai §26, §38; Kégl/BGA."""
    if not rules.ultimo_kassza:
        return {}
    seats: tuple[Seat, ...] = ACTIVE_SEATS if players == 4 else (*ACTIVE_SEATS, "E")
    return dict.fromkeys(seats, rules.kassza_stake)


def settle(
    summary: DealSummary, rules: Ruleset, kassza: Fraction | int = 0, definition: GameDefinition | None = None
) -> Settlement:
    """Settle a deal under ``rules`` and ``definition`` (the summary's own unless given): at
    its figure prices (:func:`figure_prices`), kontra ladder, tarokk-count fees and
    thresholds (:class:`Measures`); ``kassza`` is the ultimó kassza's content before it."""
    if not summary.has_game:
        return _no_game(summary, rules)
    played = summary.definition if definition is None else definition
    if summary.penalty is not None:
        return _settle_penalty(summary, rules, Fraction(kassza), played)
    summary, overlapped = only_the_volat(summary, rules)
    ledger = _ledger(summary, rules, played)
    for a in overlapped:
        ledger.note(
            f"The {FIGURE_NAMES[a.figure]} of {SIDE_NAMES[a.side]}, announced with their volát in one turn, "
            "counts for nothing: only the volát is paid.",
            "scoring.volat-absorbs-overlaps",
            "volat_absorbs_overlaps",
        )
    _game_items(summary, rules, ledger)
    _figure_items(summary, rules, ledger)
    net = sum(item.signed for item in ledger.items)
    payments = _team_payments(summary, rules, net, ledger)
    transfers = _tarokk_count_transfers(summary, rules, ledger.measures)
    transfers += _talon_honour_transfers(summary, rules, ledger)
    _apply(payments, transfers)
    moves = _ultimo_kassza(summary, rules, Fraction(kassza), ledger)
    return Settlement(tuple(ledger.items), tuple(transfers), payments, moves, tuple(ledger.rulings))


@enforces("bidding.all-pass", "throw-in.hand", "scoring.ultimo-kassza")
def _no_game(s: DealSummary, rules: Ruleset) -> Settlement:
    """All four passed, or the deal was thrown in: nobody pays; where the ruleset keeps an
    ultimó kassza, everybody pays his stake into it (Tolnai §26, §38)."""
    if s.thrown_in_by is not None:
        grounds = ", ".join(s.throw_in_reasons) or "a throw-in hand"
        ruling = Ruling(f"{s.thrown_in_by} threw the deal in ({grounds}): no game, nobody pays.", "throw-in.hand")
    else:
        ruling = Ruling("All four passed: no game, nobody pays.", "bidding.all-pass")
    stakes = kassza_stakes(s.players, rules)
    return Settlement((), (), dict.fromkeys(s.seats(), 0), {seat: Fraction(units) for seat, units in stakes.items()},
                      (ruling,))  # fmt: skip


def _check_kontra_level(i: int, a: Announcement, words: tuple[str, ...]) -> None:
    """Refuse the ``i``-th announcement's kontra level where the ladder ``words`` has no word for it."""
    if not 0 <= a.kontra <= len(words):
        levels = EXPECTED["one_of"].filled(first=f"0–{len(words)}", last=", ".join(words))
        raise bad_value(f"announced[{i}].kontra", a.kontra, levels)


def _ledger(s: DealSummary, rules: Ruleset, definition: GameDefinition) -> _Ledger:
    """The ledger of a deal with a game: the prices of ``definition`` and of the contract played."""
    contract = s.played_contract
    kontras = kontra_ladder(rules, definition)
    for i, a in enumerate(s.announced):  # a summary written for a longer ladder than the rules play
        _check_kontra_level(i, a, kontras.words)
    ledger = _Ledger(figure_prices(rules, definition, contract), definition, kontras, contract.base_value)
    if rules.szubkontra_signal and any(a.kontra == SIGNAL_LEVEL for a in s.announced):
        ledger.note(
            "The szubkontra only signals a partnership: its stake stays at the rekontra's, "
            f"×{kontras.factor(SIGNAL_LEVEL)}.",
            "scoring.szubkontra-signal",
            "szubkontra_signal",
        )
    return ledger


# Penalties -------------------------------------------------------------------


def announced_value(
    a: Announcement, base: int, prices: Mapping[Figure, FigureValue], kontras: KontraLadder = PASKIEVICS.kontras
) -> int:
    """What an announcement is worth as it stands, kontras included (Tolnai §64, the rows marked ``*)``)."""
    price = prices[a.figure]
    return price.announced * (base if price.per_base else 1) * kontra_factor(a.kontra, kontras)


def break_even(figure: Figure, rules: Ruleset, kontra: int = 0, definition: GameDefinition = PASKIEVICS) -> Fraction:
    """The success rate above which announcing ``figure`` pays its side more than keeping
    silent, from the prices of ``definition`` under ``rules`` (Tolnai §64; pagat "A figurák").

    Announced at a price *A* and kontra'd to a factor *f*, the figure gives *fA* when made
    and costs *fA* when lost; silent it gives its silent price *S* when made and *F* when
    missed. Announcing pays when *fA(2p − 1) > pS + (1 − p)F*, that is above

        p* = (fA + F) / (2fA − S + F).

    *F* is 0 for most figures, so that a price that doubles (A = 2S) needs p > 2/3. What
    silence gives when the figure is missed is the next thing down: a silent pagát beaten in
    the last trick costs its silent price where ``silent_ultimo_beaten_pays`` says so (then
    p* = 1/2); a missed duplajáték leaves the game, a missed volát the duplajáték (their
    side is taken to make those). A kontra doubles both outcomes of the announcement
    (f = 2: 4/7 for a price that doubles)."""
    prices = figure_prices(rules, definition)
    price = prices[figure]
    announced = price.announced * kontra_factor(kontra, kontra_ladder(rules, definition))
    fallback = {
        Figure.PAGAT_ULTIMO: -price.silent if rules.silent_ultimo_beaten_pays else 0,
        Figure.DOUBLE_GAME: prices[Figure.GAME].silent,
        Figure.VOLAT: prices[Figure.DOUBLE_GAME].silent,
    }.get(figure, 0)
    return Fraction(announced + fallback, 2 * announced - price.silent + fallback)


@enforces(
    "penalty.wrong-discard",
    "penalty.wrong-discard-mild",
    "penalty.revoke",
    "penalty.failed-probaharom",
    "penalty.missed-invit",
)
def _settle_penalty(s: DealSummary, rules: Ruleset, kassza: Fraction, definition: GameDefinition) -> Settlement:
    assert s.penalty is not None
    offender = s.penalty.seat
    ledger = _ledger(s, rules, definition)
    if s.penalty.kind == "missed-invit":
        ledger.note("A missed invit is not punished: the auction starts again, nobody pays.", "penalty.missed-invit")
        return Settlement((), (), dict.fromkeys(s.seats(), 0), {}, tuple(ledger.rulings))
    if s.penalty.kind == "failed-probaharom":
        if rules.ultimo_kassza:
            ledger.note(
                f"Failed próbahárom: {offender} found no honour and pays {rules.kassza_probaharom} into "
                "the kassza instead of paying the players.",
                "scoring.ultimo-kassza",
                "ultimo_kassza",
            )
            moves = {offender: Fraction(rules.kassza_probaharom)}
            return Settlement((), (), dict.fromkeys(s.seats(), 0), moves, tuple(ledger.rulings))
        ledger.note(
            f"Failed próbahárom: {offender} found no honour in the talon; the game is lost without play.",
            "penalty.failed-probaharom",
        )
        if rules.failed_probaharom_payment == "two-units":
            label, units = f"failed próbahárom, 2 units whatever was bid ({s.played_contract.name})", 2
        else:
            label, units = f"failed próbahárom, as a lost {s.played_contract.name}", s.played_contract.base_value
        ledger.add(
            "penalty.failed-probaharom",
            Figure.GAME,
            DECLARER,
            label,
            units,
            to=OPPONENTS,
            option="failed_probaharom_payment",
        )
        payments = _team_payments(s, rules, -ledger.items[0].units, ledger)
        return Settlement(tuple(ledger.items), (), payments, {}, tuple(ledger.rulings))
    if s.penalty.kind == "wrong-discard" and rules.wrong_discard_penalty == "bears-side-payments":
        normal = settle(replace(s, penalty=None), rules, kassza, definition)
        ledger.rulings.extend(normal.rulings)
        ledger.note(
            f"Wrong discard by {offender}, the milder rule: the deal is settled, but {offender} alone "
            "pays what his side's players would receive or pay.",
            "penalty.wrong-discard-mild",
        )
        transfers = [
            Transfer(
                "penalty.wrong-discard-mild",
                (offender,),
                (seat,),
                gain,
                f"{offender} pays {seat} the {gain} due to {seat}",
            )
            for seat, gain in normal.payments.items()
            if seat != offender and gain > 0
        ]
        payments = dict.fromkeys(s.seats(), 0)
        _apply(payments, transfers)
        return Settlement(normal.items, tuple(transfers), payments, normal.kassza, tuple(ledger.rulings))
    rule = "penalty.revoke" if s.penalty.kind == "revoke" else "penalty.wrong-discard"
    base = s.played_contract.base_value
    game = s.announcement(Figure.GAME, DECLARER) or Announcement(Figure.GAME, DECLARER)
    order = ledger.measures.figures
    said = sorted((a for a in s.announced if a.figure != Figure.GAME), key=lambda a: (order.index(a.figure), a.side))
    parts = [game, *said]
    values = [announced_value(a, base, ledger.prices, ledger.kontras) for a in parts]
    names = " + ".join(f"{FIGURE_NAMES[a.figure]} {v}" for a, v in zip(parts, values, strict=True))
    what = "revoke (renonsz)" if s.penalty.kind == "revoke" else "wrong discard"
    ledger.note(
        f"{what.capitalize()} by {offender}: he pays each other player the game and every announced "
        "figure, whoever won; the play does not count.",
        rule,
    )
    others = tuple(seat for seat in ACTIVE_SEATS if seat != offender)
    transfers = [
        Transfer(rule, (offender,), others, sum(values), f"{what} by {offender}: {names} = {sum(values)}"),
        *_tarokk_count_transfers(s, rules, ledger.measures),
    ]
    payments = dict.fromkeys(s.seats(), 0)
    _apply(payments, transfers)
    return Settlement((), tuple(transfers), payments, {}, tuple(ledger.rulings))


# Tables computed by the engine ------------------------------------------------

MULTIPLIER_COLUMNS: tuple[tuple[str, int, int], ...] = (
    # pagat's column heads with a card-point and trick count inside each range
    ("Nincs ütés", 0, 0),
    ("23 vagy alatta", 20, 2),
    ("24–47", 40, 4),
    ("48–70", 60, 6),
    ("71 vagy fölötte", 80, 8),
    ("Minden ütés", 94, 9),
)
MULTIPLIER_ROWS: tuple[tuple[str, tuple[Announcement, ...]], ...] = (
    ("Semmi", ()),
    ("Duplajáték", (Announcement(Figure.DOUBLE_GAME, DECLARER),)),
    ("Volát", (Announcement(Figure.VOLAT, DECLARER),)),
    ("Duplajáték, volát", (Announcement(Figure.DOUBLE_GAME, DECLARER), Announcement(Figure.VOLAT, DECLARER))),
    ("Kontra játék", (Announcement(Figure.GAME, DECLARER, 1),)),
    ("Kontra játék; az ellenfél duplát mond",
     (Announcement(Figure.GAME, DECLARER, 1), Announcement(Figure.DOUBLE_GAME, OPPONENTS))),
    ("Duplajáték; az ellenfél kontrázza a duplát", (Announcement(Figure.DOUBLE_GAME, DECLARER, 1),)),
    ("Duplajáték; az ellenfél kontrázza a duplát és a játékot is",
     (Announcement(Figure.DOUBLE_GAME, DECLARER, 1), Announcement(Figure.GAME, DECLARER, 1))),
)  # fmt: skip


def multiplier_table(rules: Ruleset) -> list[tuple[str, list[int]]]:
    """pagat's table "AZ ALAPJÁTÉK DÍJÁNAK SZORZÓSZÁMAI", computed: the net of a three
    (base value 1) for each row of announcements and each column of card points."""
    table = []
    for label, announced in MULTIPLIER_ROWS:
        row = []
        for _, points, tricks in MULTIPLIER_COLUMNS:
            summary = DealSummary(rules.name, 4, THREE, "A", "B", points, tricks, announced)
            row.append(settle(summary, rules).net)
        table.append((label, row))
    return table


@dataclass(frozen=True)
class ScoringRow(Value):
    """One line of Tolnai's §64 table: a value per contract (three … solo) or for any game."""

    number: int
    hu: str
    values: tuple[int, ...]  # four values (three … solo), or one for any game
    kontra_doubles: bool  # Tolnai's note *): a kontra doubles the item


_SCORING_ROWS: tuple[tuple[str, Figure, bool], ...] = (
    ("Játék", Figure.GAME, True),
    ("Dupla játék bemondva", Figure.DOUBLE_GAME, True),
    ("Dupla játék bemondatlan", Figure.DOUBLE_GAME, False),
    ("Volát bemondva", Figure.VOLAT, True),
    ("Volát bemondatlan", Figure.VOLAT, False),
    ("Tulétroá bemondva", Figure.TRULL, True),
    ("Tulétroá bemondatlan", Figure.TRULL, False),
    ("4 király bemondva", Figure.FOUR_KINGS, True),
    ("4 király bemondatlan", Figure.FOUR_KINGS, False),
    ("Pagát ultimó bemondva", Figure.PAGAT_ULTIMO, True),
    ("Pagát ultimó bemondatlan", Figure.PAGAT_ULTIMO, False),
    ("XXI fogás bemondva", Figure.XXI_CAPTURE, True),
    ("XXI fogás bemondatlan", Figure.XXI_CAPTURE, False),
)


def _figure_won(rules: Ruleset, contract: Contract, figure: Figure, announced: bool, kontra: int) -> int:
    """What the declarer's side receives for ``figure`` made (announced or silent)."""
    points, tricks = {"double-game": (80, 8), Figure.VOLAT: (94, 9)}.get(figure, (60, 6))
    made = Made(
        trull=DECLARER if figure == Figure.TRULL else None,
        four_kings=DECLARER if figure == Figure.FOUR_KINGS else None,
        pagat_ultimo=PagatUltimo(DECLARER, True) if figure == Figure.PAGAT_ULTIMO else None,
        xxi_capture=DECLARER if figure == Figure.XXI_CAPTURE else None,
    )
    said = (Announcement(figure, DECLARER, kontra),) if announced else ()
    summary = DealSummary(rules.name, 4, contract, "A", "B", points, tricks, said, made)
    wanted = announced and figure != Figure.GAME
    return sum(i.units for i in settle(summary, rules).items if i.figure == figure and i.announced == wanted)


def _count_fee(rules: Ruleset, count: int, announced: bool) -> int:
    claims = (TarokkCountClaim("B", count, announced),)
    summary = DealSummary(rules.name, 4, THREE, "A", "B", 60, 6, tarokk_counts=claims)
    return next(t.units for t in settle(summary, rules).transfers if t.rule == "scoring.tarokk-count")


def scoring_table(rules: Ruleset) -> list[ScoringRow]:
    """Tolnai's §64 table of values, every number computed by settling a deal."""
    rows: list[ScoringRow] = []
    for hu, figure, announced in _SCORING_ROWS:
        contracts = CONTRACTS if figure in (Figure.GAME, Figure.DOUBLE_GAME, Figure.VOLAT) else (THREE,)
        values = tuple(_figure_won(rules, c, figure, announced, 0) for c in contracts)
        doubles = announced and _figure_won(rules, THREE, figure, True, 1) == 2 * values[0]
        rows.append(ScoringRow(len(rows) + 1, hu, values, doubles))
    for count, word in ((8, "Nyolc"), (9, "Kilenc")):
        for announced in (True, False):
            label = f"{word} tarokk {'bemondva' if announced else 'bemondatlan'}"
            rows.append(ScoringRow(len(rows) + 1, label, (_count_fee(rules, count, announced),), False))
    return rows


# Reading summaries -------------------------------------------------------------

_SIDE_WORDS: dict[str, Side] = {
    "declarer": DECLARER, "felvevo": DECLARER, "felvevok": DECLARER,
    "opponents": OPPONENTS, "opponent": OPPONENTS, "ellenfel": OPPONENTS, "ellenfelek": OPPONENTS,
    "ellenpart": OPPONENTS,
}  # fmt: skip
_CONTRACT_WORDS: dict[str, Contract] = {
    **{slug(c.name): c for c in CONTRACTS},
    **{slug(c.hu): c for c in CONTRACTS},
    "harmas": CONTRACTS[0], "kettos": CONTRACTS[1], "egyes": CONTRACTS[2],
}  # fmt: skip
_HONOUR_WORDS: dict[str, Honour] = {"s": "S", "skiz": "S", "xxi": "XXI", "huszonegy": "XXI", "i": "I", "pagat": "I"}
_PENALTY_WORDS: dict[str, PenaltyKind] = {
    "wrong-discard": "wrong-discard", "hibas-skart": "wrong-discard", "hibas-skartolas": "wrong-discard",
    "revoke": "revoke", "renonsz": "revoke",
    "failed-probaharom": "failed-probaharom", "probaharom": "failed-probaharom",
    "missed-invit": "missed-invit", "invit": "missed-invit", "elhibazott-invit": "missed-invit",
}  # fmt: skip
_ALONE_WORDS = ("alone", "none", "egyedul")
_DOCUMENTED = {"declarer-side": "declarer_side", "card-points": "card_points", "tarokk-counts": "tarokk_counts",
               "talon-honours": "talon_honours"}  # fmt: skip
SUMMARY_KEYS = (
    "variant",
    "players",
    "contract",
    "declarer",
    "partner",
    "declarer-side",
    "announced",
    "made",
    "tarokk-counts",
    "talon-honours",
    "penalty",
)
# Hungarian spellings of the summary's keys (folded: accents off, hyphens).
SUMMARY_ALIASES = {
    "rules": "variant", "valtozat": "variant", "szabalyok": "variant",
    "jatekosok": "players", "jatekosszam": "players",
    "szerzodes": "contract", "licit": "contract", "bemondott-jatek": "contract",
    "felvevo": "declarer", "tars": "partner", "felvevo-oldal": "declarer-side", "felvevok": "declarer-side",
    "bemondasok": "announced", "bemondas": "announced", "teljesitett": "made", "figurak": "made",
    "tarokkszam": "tarokk-counts", "tarokkszamok": "tarokk-counts", "talon-honorok": "talon-honours",
    "buntetes": "penalty", "jatek": "contract",
}  # fmt: skip
_SIDE_ALIASES = {"pontok": "card-points", "kartyapontok": "card-points", "utesek": "tricks"}
_ENTRY_ALIASES = {
    "figura": "figure", "oldal": "side", "hely": "seat", "jatekos": "seat", "darab": "count", "szam": "count",
    "bemondva": "announced", "bemondta": "announced", "volattal": "with-volat",
    "lap": "card", "fajta": "kind", "nyert": "won", "sikerult": "won",
}  # fmt: skip
"""The Hungarian keys of an announcement, a made ultimó, a tarokk count, a talon honour and a penalty."""
_NOT_PLAYED: tuple[PenaltyKind, ...] = ("failed-probaharom", "missed-invit")


def _reader(data: Any, path: str, keys: tuple[str, ...], aliases: Mapping[str, str]) -> TableReader:
    """A reader of one table of a summary, naming its keys as this format documents them."""
    return TableReader(data, path, keys, aliases, documented=_DOCUMENTED, expected=EXPECTED)


def _kontra_level(path: str, value: Any) -> int:
    expected = EXPECTED["kontra"]
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= len(KONTRA_WORDS):
        return value
    if isinstance(value, str):
        folded = slug(value)
        if folded in ("none", "nincs", "0"):
            return 0
        for level, word in enumerate(KONTRA_WORDS, start=1):
            if folded == word:
                return level
    raise bad_value(path, value, expected)


def summary_from_data(data: Any, defaults: Mapping[str, Any] | None = None, path: str = "") -> DealSummary:
    """A :class:`DealSummary` from parsed JSON/TOML (see :func:`load_summary`)."""
    r = _reader({**(defaults or {}), **data} if isinstance(data, dict) else data, path, SUMMARY_KEYS, SUMMARY_ALIASES)
    declarer = r.seat("declarer")
    assert declarer is not None
    penalty = None
    if r.has("penalty"):
        p = _reader(r.get("penalty"), r.at("penalty"), ("kind", "seat"), _ENTRY_ALIASES)
        kinds = EXPECTED["penalty"]
        kind: PenaltyKind = p.word("kind", _PENALTY_WORDS, kinds, required=True)
        penalty = Penalty(kind, p.seat("seat", required=kind != "failed-probaharom") or declarer)
    played = penalty is None or penalty.kind not in _NOT_PLAYED
    variant = r.get("variant", "pagat")
    if not isinstance(variant, str):
        raise bad_value(r.at("variant"), variant, EXPECTED["variant"])
    contracts = EXPECTED["contract"]
    partner_value = r.get("partner", required=played, expected=EXPECTED["partner"])
    if isinstance(partner_value, str) and slug(partner_value) in _ALONE_WORDS:
        partner = None
    else:
        partner = r.seat("partner", required=False)
    points, tricks = 0, 0
    if played or r.has("declarer-side"):
        side = _reader(
            r.get("declarer-side", required=True, expected=EXPECTED["declarer_side"]),
            r.at("declarer_side"),
            ("card-points", "tricks"),
            _SIDE_ALIASES,
        )
        points = side.integer("card-points", 0, TOTAL, EXPECTED["card_points"].filled(total=TOTAL))
        tricks = side.integer("tricks", 0, 9, EXPECTED["tricks"].filled(tricks=9))
    announced = []
    for where, entry in r.items("announced"):
        a = _reader(entry, where, ("figure", "side", "kontra", "with-volat"), _ENTRY_ALIASES)
        figure = Figure(
            a.word("figure", FIGURE_ALIASES, EXPECTED["figure"].filled(figures=", ".join(FIGURES)), required=True)
        )
        side_name: Side = (
            a.word("side", _SIDE_WORDS, EXPECTED["side_words"], required=figure != Figure.GAME) or DECLARER
        )
        kontra = _kontra_level(a.at("kontra"), a.get("kontra", 0))
        announced.append(Announcement(figure, side_name, kontra, a.boolean("with-volat", False)))
    made = Made()
    if r.has("made"):
        m = _reader(
            r.get("made"),
            r.at("made"),
            (Figure.TRULL, Figure.FOUR_KINGS, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE),
            FIGURE_ALIASES,
        )
        sides = EXPECTED["sides"]
        ultimo = None
        if m.get(Figure.PAGAT_ULTIMO) is not None:
            u = _reader(m.get(Figure.PAGAT_ULTIMO), m.at(Figure.PAGAT_ULTIMO), ("side", "won"), _ENTRY_ALIASES)
            ultimo = PagatUltimo(u.word("side", _SIDE_WORDS, sides, required=True), u.boolean("won"))
        made = Made(
            m.word(Figure.TRULL, _SIDE_WORDS, sides),
            m.word(Figure.FOUR_KINGS, _SIDE_WORDS, sides),
            ultimo,
            m.word(Figure.XXI_CAPTURE, _SIDE_WORDS, sides),
        )
    counts = []
    for where, entry in r.items("tarokk-counts"):
        c = _reader(entry, where, ("seat", "count", "announced"), _ENTRY_ALIASES)
        seat = c.seat("seat")
        assert seat is not None
        nine = EXPECTED["one_of"].filled(first=8, last=9)
        counts.append(TarokkCountClaim(seat, c.integer("count", 8, 9, nine), c.boolean("announced", True)))
    honours = []
    for where, entry in r.items("talon-honours"):
        h = _reader(entry, where, ("seat", "card"), _ENTRY_ALIASES)
        seat = h.seat("seat")
        assert seat is not None
        honours.append(TalonHonour(seat, h.word("card", _HONOUR_WORDS, EXPECTED["honour"], required=True)))
    players = r.integer("players", 4, 5, EXPECTED["one_of"].filled(first=4, last=5), default=4)
    if honours and players != 5:
        raise SummaryError(r.at("talon_honours"), **WORDS.honours_at_five.message(path=r.at("talon_honours")))
    return DealSummary(
        variant=variant,
        players=players,
        contract=r.word("contract", _CONTRACT_WORDS, contracts, required=True),
        declarer=declarer,
        partner=partner,
        declarer_card_points=points,
        declarer_tricks=tricks,
        announced=tuple(announced),
        made=made,
        tarokk_counts=tuple(counts),
        talon_honours=tuple(honours),
        penalty=penalty,
    )


def load_summary(source: str | Path) -> DealSummary:
    """Read a deal summary written at the table: JSON, or the same keys in TOML.

    ``source`` is the text itself, or a :class:`~pathlib.Path` to read.
    """
    return summary_from_data(read_document(source, CORE.a_deal_summary))


def as_number(value: Fraction | int) -> int | float:
    return int(value) if Fraction(value).denominator == 1 else float(value)


def settlement_json(settlement: Settlement) -> dict[str, Any]:
    """The settlement as JSON-ready data: items, net, payments (and kassza moves, if any)."""
    items: list[dict[str, Any]] = [
        {
            "rule": i.rule,
            "figure": i.figure,
            "announced": i.announced,
            "side": i.side,
            "units": i.units,
            "text": i.text,
        }
        for i in settlement.items
    ]
    items += [
        {"rule": t.rule, "payers": list(t.payers), "receivers": list(t.receivers), "units": t.units, "text": t.text}
        for t in settlement.transfers
    ]
    out: dict[str, Any] = {"items": items, "net": settlement.net, "payments": dict(settlement.payments)}
    if settlement.kassza:
        out["kassza"] = {seat: as_number(v) for seat, v in settlement.kassza.items()}
    return out
