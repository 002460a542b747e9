"""Odds for one hand: what is known is fixed, the rest of the pack is dealt at random.

A :class:`Knowledge` fixes where some cards lie — the hand in front of the player, cards
known to be in the talon, "B holds the skíz" — and :func:`conditional_rows` deals the other
cards uniformly at random into the places left, a block of packs at a time with numpy.
Whatever follows from the cards alone is counted exactly (:func:`holder_odds`,
:func:`tarokk_odds`: hypergeometric); what needs the play is simulated: each pack is played
by four rule-based bots (:class:`~tarokk.bots.players.RuleBot`) once for each bidding
strategy of the player's seat (:class:`BidUpTo`), the others bidding as the bot bids, and
every played deal is read as its row (:func:`~tarokk.studies.features.deal_row`).

Chunk *k* of a run deals from the *k*-th child of ``SeedSequence(seed)``, as the study
runner's chunks do (:func:`~tarokk.studies.runner.chunk_seed`), so a seed gives the same
numbers for any number of worker processes.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from math import comb
from typing import Any, Literal

import numpy as np
from numpy.typing import NDArray

from tarokk.bots.players import DealBot, RuleBot, autoplay
from tarokk.bots.registry import make_bot
from tarokk.core.cards import DECK42, PAGAT, SKIZ, XXI, Card, parse_card
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure
from tarokk.core.seats import Seat
from tarokk.core.words import Words
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.bidding import BID_WORDS, HOLD, PASS
from tarokk.games.paskievics.deal import Deal, DealAction, SeatView
from tarokk.games.paskievics.dealing import HAND_SIZE, TALON_SIZE, deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.studies.features import Row, column, deal_row
from tarokk.studies.runner import STUDY_WORDS, Z95, chunk_seed, chunk_sizes, run_chunks, wilson_interval

Place = Seat | Literal["talon"]
TALON: Place = "talon"
PLACES: tuple[Place, ...] = (*ACTIVE_SEATS, TALON)

ODDS_CHUNK_SIZE = 50
"""Packs per chunk: the unit of seeding, of work for a worker and of the precision check."""


def _place_columns() -> dict[Place, NDArray[np.intp]]:
    """The pack positions of each place, as :func:`~tarokk.games.paskievics.dealing.deal_pack` deals
    a pack of ids 0 … 41."""
    dealt = deal_pack(DECK42.cards)
    columns: dict[Place, NDArray[np.intp]] = {
        seat: np.array([DECK42.id(card) for card in dealt.hands[seat]]) for seat in ACTIVE_SEATS
    }
    columns[TALON] = np.array([DECK42.id(card) for card in dealt.talon])
    return columns


PLACE_COLUMNS = _place_columns()
CAPACITY: dict[Place, int] = {place: len(columns) for place, columns in PLACE_COLUMNS.items()}
assert CAPACITY[TALON] == TALON_SIZE and all(CAPACITY[seat] == HAND_SIZE for seat in ACTIVE_SEATS)


def place_name(place: Place) -> Words:
    """A place as a refusal names it: the talon, or a seat."""
    return STUDY_WORDS.the_talon if place == TALON else Words(place, place)


@dataclass(frozen=True)
class Knowledge:
    """Cards whose place is known (by card id, so that it pickles for worker processes)."""

    places: tuple[tuple[int, Place], ...]

    @classmethod
    def of(cls, known: Mapping[Place, Iterable[Card]]) -> Knowledge:
        """Cards known at each place; a card in two places, or more cards than a place
        holds, is refused with the cards named."""
        places: dict[int, Place] = {}
        for place, cards in known.items():
            listed = list(cards)
            for card in listed:
                where = places.get(DECK42.id(card))
                if where is not None:
                    if where == place:
                        raise TarokkInputError(**STUDY_WORDS.listed_twice.message(card=card.hu))
                    said = STUDY_WORDS.in_two_places.message(
                        card=card.hu, first=place_name(where), second=place_name(place)
                    )
                    raise TarokkInputError(**said)
                places[DECK42.id(card)] = place
            if len(listed) > CAPACITY[place]:
                said = STUDY_WORDS.place_holds.message(
                    place=place_name(place),
                    capacity=CAPACITY[place],
                    count=len(listed),
                    cards=", ".join(card.hu for card in listed),
                )
                raise TarokkInputError(**said)
        return cls(tuple(sorted(places.items())))

    def cards_at(self, place: Place) -> list[Card]:
        return [DECK42.cards[card_id] for card_id, where in self.places if where == place]

    def place_of(self, card: Card) -> Place | None:
        return dict(self.places).get(DECK42.id(card))

    @property
    def free_cards(self) -> list[Card]:
        """The cards whose place is not known."""
        known = {card_id for card_id, _ in self.places}
        return [card for card_id, card in enumerate(DECK42.cards) if card_id not in known]

    def free_slots(self, place: Place) -> int:
        """How many of ``place``'s cards are not known."""
        return CAPACITY[place] - len(self.cards_at(place))


def conditional_rows(rng: np.random.Generator, n: int, knowledge: Knowledge) -> NDArray[np.uint8]:
    """``n`` packs, one row of 42 card ids each, uniformly at random among those that put
    every known card in its place: the known cards are laid in their places, the others are
    shuffled into the slots left, and each place's cards are shuffled among its positions."""
    template = np.zeros(len(DECK42), dtype=np.uint8)
    free_positions: list[int] = []
    for place, columns in PLACE_COLUMNS.items():
        known = [DECK42.id(card) for card in knowledge.cards_at(place)]
        template[columns[: len(known)]] = known
        free_positions.extend(int(position) for position in columns[len(known) :])
    rows = np.tile(template, (n, 1))
    free = np.tile(np.array([DECK42.id(card) for card in knowledge.free_cards], dtype=np.uint8), (n, 1))
    rows[:, free_positions] = rng.permuted(free, axis=1)
    for place, columns in PLACE_COLUMNS.items():
        if knowledge.cards_at(place):  # the other places' cards are shuffled already
            rows[:, columns] = rng.permuted(rows[:, columns], axis=1)
    return rows


# What the cards alone decide, exactly -----------------------------------------------------


def holder_odds(knowledge: Knowledge, card: Card) -> dict[Place, Fraction]:
    """The exact chance that each place holds ``card``: a free card lies in any free slot alike."""
    known = knowledge.place_of(card)
    if known is not None:
        return {place: Fraction(place == known) for place in PLACES}
    slots = {place: knowledge.free_slots(place) for place in PLACES}
    return {place: Fraction(count, sum(slots.values())) for place, count in slots.items()}


def tarokk_odds(knowledge: Knowledge, place: Place) -> dict[int, Fraction]:
    """The exact distribution of the number of tarokks at ``place``: its known tarokks and
    a hypergeometric draw of its free slots from the free cards."""
    known = sum(card.is_tarokk for card in knowledge.cards_at(place))
    free = knowledge.free_cards
    tarokks, draws = sum(card.is_tarokk for card in free), knowledge.free_slots(place)
    total = comb(len(free), draws)
    return {
        known + k: Fraction(comb(tarokks, k) * comb(len(free) - tarokks, draws - k), total)
        for k in range(min(tarokks, draws) + 1)
        if draws - k <= len(free) - tarokks
    }


# Bidding strategies ----------------------------------------------------------------------

DEFAULT_STRATEGIES: tuple[str, ...] = ("bot", PASS, *BID_WORDS)
"""The strategies compared unless others are asked: as the bot bids, pass, or bid up to a contract."""
EXACTLY = tuple(f"exactly-{word}" for word in BID_WORDS)
"""Open at a contract and pass after (or pass, where it cannot be bid at the seat's first turn)."""
STRATEGIES: tuple[str, ...] = (*DEFAULT_STRATEGIES, *EXACTLY, HOLD)
"""What the player's seat may do in the auction: bid as the bot bids, pass, bid up to a
contract, bid exactly a contract, or hold whenever it may and never bid higher."""
LEVEL = {word: level for level, word in enumerate(BID_WORDS, start=1)}


class BidUpTo:
    """A :class:`~tarokk.bots.players.RuleBot` that in the auction bids up to ``contract``
    (the lowest regular bid or a hold while the auction is at or below it), then passes;
    ``pass`` passes whenever it may. Forced bids, the talon, announcements and the play
    are the rule-based bot's."""

    name = "bid-up-to"

    def __init__(self, contract: str, seed: int | None = None, bot: DealBot | None = None) -> None:
        self.level = LEVEL.get(contract, 0)
        self.bot = bot if bot is not None else RuleBot(seed)

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        if view.phase != "auction":
            return self.bot.choose(view, legal)
        by_word = {str(action): action for action in legal}
        current = max((LEVEL[word] for _, word in view.auction if word in LEVEL), default=0)
        bids = sorted((word for word in by_word if word in LEVEL), key=LEVEL.__getitem__)
        if HOLD in by_word and current <= self.level:
            return by_word[HOLD]
        if bids and LEVEL[bids[0]] <= self.level:
            return by_word[bids[0]]
        if PASS in by_word:
            return by_word[PASS]
        return self.bot.choose(view, legal)


class BidExactly:
    """A :class:`~tarokk.bots.players.RuleBot` that at its first turn in the auction bids
    ``contract`` if it may (else passes) and passes at every later turn; ``hold`` holds
    whenever it may and otherwise passes. Forced bids, the talon, announcements and the
    play are the rule-based bot's."""

    name = "bid-exactly"

    def __init__(self, strategy: str, bot: DealBot) -> None:
        self.word = strategy.removeprefix("exactly-")
        self.bot = bot

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        if view.phase != "auction":
            return self.bot.choose(view, legal)
        by_word = {str(action): action for action in legal}
        spoken = any(seat == view.seat for seat, _ in view.auction)
        if self.word == HOLD and HOLD in by_word:
            return by_word[HOLD]
        if self.word != HOLD and not spoken and self.word in by_word:
            return by_word[self.word]
        if PASS in by_word:
            return by_word[PASS]
        return self.bot.choose(view, legal)


def play_strategy(row: Iterable[int], rules: Ruleset, seat: Seat, strategy: str, kind: str = "rule") -> Deal:
    """Play one pack with bots of ``kind`` (rule-based unless said), ``seat`` bidding by ``strategy``."""
    ids = [int(card_id) for card_id in row]
    seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))  # as the played studies seed their bots
    bots: dict[Seat, DealBot] = {other: make_bot(kind, seed + i, rules) for i, other in enumerate(ACTIVE_SEATS)}
    if strategy in EXACTLY or strategy == HOLD:
        bots[seat] = BidExactly(strategy, bots[seat])
    elif strategy != "bot":
        bots[seat] = BidUpTo(strategy, seed + ACTIVE_SEATS.index(seat), bots[seat])
    return autoplay(Deal(deal_pack([DECK42.cards[card_id] for card_id in ids]), rules), bots)


# One question, its chunks and its answer ---------------------------------------------------


@dataclass(frozen=True)
class Question:
    """What is asked: the seat, what is known, the rules and the strategies to compare."""

    seat: Seat
    knowledge: Knowledge
    rules: Ruleset
    strategies: tuple[str, ...] = DEFAULT_STRATEGIES
    bots: str = "rule"
    """Who plays the deals out: ``rule`` (the rule-based bots) or ``search``."""
    where: tuple[Card, ...] = ()
    """The cards whose whereabouts are asked besides the honours' (:data:`WHERE`, unless named)."""


def strategy_row(row: Row, seat: Seat, strategy: str) -> Row:
    """A deal's row with what the seat's side did: ``declared`` (the seat won the auction),
    ``counted`` (the deal is one the odds count: played, and for a bid declared by the seat),
    ``won``, ``payment`` and each figure made by the seat's side (``…_for``) or the other
    (``…_against``)."""
    mine = DECLARER if seat in (row["declarer"], row["partner"]) else OPPONENTS
    theirs = OPPONENTS if mine == DECLARER else DECLARER
    declared = row["declarer"] == seat
    played = row["outcome"] == "played"
    extra: Row = {
        "strategy": strategy,
        "seat": seat,
        "side": mine if row["declarer"] else "",
        "declared": declared,
        "counted": played and (declared or strategy in ("bot", PASS)),
        "won": played and row["declarer_won"] == (mine == DECLARER),
        "payment": row[f"{seat}_payment"],
    }
    for figure in FIGURES:
        extra[f"{column(figure)}_for"] = bool(row[f"{column(figure)}_{mine}_made"])
        extra[f"{column(figure)}_against"] = bool(row[f"{column(figure)}_{theirs}_made"])
    return {**extra, **row}


def _tally(rows: Sequence[Row]) -> Counter[str]:
    """What a strategy's rows add to its totals."""
    tally: Counter[str] = Counter()
    for row in rows:
        payment = int(row["payment"])
        tally.update(deals=1, payment=payment, payment_squared=payment * payment)
        if row["declared"]:
            tally.update(declared=1)
        if not row["counted"]:
            continue
        tally.update(counted=1, won=int(bool(row["won"])))
        tally.update(counted_payment=payment, counted_payment_squared=payment * payment)
        for figure in FIGURES:
            tally.update({f"{figure}.for": int(bool(row[f"{column(figure)}_for"]))})
            tally.update({f"{figure}.against": int(bool(row[f"{column(figure)}_against"]))})
    return tally


# A chunk's totals by strategy, its paired differences (_pair_tally), and its rows if asked.
ChunkAnswer = tuple[dict[str, Counter[str]], Counter[str], list[Row]]


def _pair_tally(payments: Mapping[str, Sequence[int]]) -> Counter[str]:
    """For each pair of strategies ``a|b``, the sum and the sum of squares of the seat's
    payment under ``a`` less its payment under ``b``, deal by deal on the same packs."""
    tally: Counter[str] = Counter()
    names = list(payments)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            for a, b in zip(payments[first], payments[second], strict=True):
                tally.update({f"{first}|{second}": a - b, f"{first}|{second}.squares": (a - b) ** 2})
    return tally


def odds_chunk(question: Question, seed: int, with_rows: bool, index: int, size: int) -> ChunkAnswer:
    """Chunk ``index``: deal ``size`` packs consistent with the question, play each once per
    strategy, and total what each strategy gives; with ``with_rows``, the rows too."""
    packs = conditional_rows(np.random.default_rng(chunk_seed(seed, index)), size, question.knowledge)
    tallies: dict[str, Counter[str]] = {}
    payments: dict[str, list[int]] = {}
    kept: list[Row] = []
    for strategy in question.strategies:
        rows = [
            strategy_row(
                deal_row(play_strategy(pack, question.rules, question.seat, strategy, question.bots)),
                question.seat,
                strategy,
            )
            for pack in packs
        ]
        tallies[strategy] = _tally(rows)
        payments[strategy] = [int(row["payment"]) for row in rows]
        if with_rows:
            first = index * ODDS_CHUNK_SIZE
            kept += [{"seed": seed, "index": first + i, **row} for i, row in enumerate(rows)]
    return tallies, _pair_tally(payments), kept


@dataclass(frozen=True)
class Proportion:
    """``hits`` of ``n``, with Wilson's 95% interval (n = 0: no estimate)."""

    hits: int
    n: int

    @property
    def estimate(self) -> float | None:
        return self.hits / self.n if self.n else None

    @property
    def ci95(self) -> tuple[float, float] | None:
        return wilson_interval(self.hits, self.n) if self.n else None

    def to_json(self) -> dict[str, Any]:
        return {"hits": self.hits, "n": self.n, "estimate": self.estimate, "ci95": self.ci95}


@dataclass(frozen=True)
class Mean:
    """The mean of ``n`` values from their sum and sum of squares, with a normal 95% interval."""

    total: int
    squares: int
    n: int

    @property
    def estimate(self) -> float | None:
        return self.total / self.n if self.n else None

    @property
    def ci95(self) -> tuple[float, float] | None:
        if self.n < 2:
            return None
        mean = self.total / self.n
        variance = max(0.0, (self.squares - self.n * mean * mean) / (self.n - 1))
        half = Z95 * math.sqrt(variance / self.n)
        return mean - half, mean + half

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "estimate": self.estimate, "ci95": self.ci95}


@dataclass(frozen=True)
class StrategyOdds:
    """What one strategy gave: how often the seat declared, and over the deals counted
    (played, and declared for a bid) the game won, each figure for and against the seat's
    side; the seat's settlement per deal over every deal and over the deals counted."""

    strategy: str
    declared: Proportion
    won: Proportion
    figures: dict[Figure, tuple[Proportion, Proportion]]
    settlement: Mean
    settlement_counted: Mean

    @classmethod
    def of(cls, strategy: str, tally: Counter[str]) -> StrategyOdds:
        counted = tally["counted"]
        return cls(
            strategy,
            Proportion(tally["declared"], tally["deals"]),
            Proportion(tally["won"], counted),
            {
                figure: (Proportion(tally[f"{figure}.for"], counted), Proportion(tally[f"{figure}.against"], counted))
                for figure in FIGURES
            },
            Mean(tally["payment"], tally["payment_squared"], tally["deals"]),
            Mean(tally["counted_payment"], tally["counted_payment_squared"], counted),
        )

    def proportions(self) -> list[Proportion]:
        """Every probability the answer prints: how often the seat declares, its side wins, each figure."""
        return [self.declared, self.won, *(p for pair in self.figures.values() for p in pair)]

    def to_json(self) -> dict[str, Any]:
        return {
            "strategy": self.strategy,
            "declared": self.declared.to_json(),
            "won": self.won.to_json(),
            "figures": {
                figure: {"for": mine.to_json(), "against": theirs.to_json()}
                for figure, (mine, theirs) in self.figures.items()
            },
            "settlement": self.settlement.to_json(),
            "settlement_when_counted": self.settlement_counted.to_json(),
        }


@dataclass(frozen=True)
class PairedDifference:
    """What the seat receives per deal under ``first`` less under ``second``, on the same packs:
    the mean difference with its 95 % interval; the better strategy when the interval leaves
    out zero, None when the sample cannot tell."""

    first: str
    second: str
    difference: Mean

    @property
    def better(self) -> str | None:
        interval = self.difference.ci95
        if interval is None or interval[0] <= 0 <= interval[1]:
            return None
        return self.first if interval[0] > 0 else self.second

    def to_json(self) -> dict[str, Any]:
        return {"strategies": [self.first, self.second], **self.difference.to_json(), "better": self.better}


@dataclass(frozen=True)
class OddsResult:
    """The answer: the exact odds of the cards, and each strategy's played odds."""

    question: Question
    seed: int
    deals: int
    strategies: tuple[StrategyOdds, ...]
    precision_reached: bool | None = None
    exact: dict[str, Any] = field(default_factory=dict)
    differences: tuple[PairedDifference, ...] = ()
    """Every pair of strategies compared deal by deal on the same packs."""

    def to_json(self) -> dict[str, Any]:
        q = self.question
        return {
            "seat": q.seat,
            "known": {place: [card.hu for card in q.knowledge.cards_at(place)] for place in PLACES},
            "variant": q.rules.name,
            "seed": self.seed,
            "deals": self.deals,
            "precision_reached": self.precision_reached,
            "exact": self.exact,
            "impossible": [
                {"figure": figure, "side": side, "because_you_hold": card.hu}
                for (figure, side), card in ruled_out(q.knowledge, q.seat).items()
            ],
            "strategies": [odds.to_json() for odds in self.strategies],
            "differences": [difference.to_json() for difference in self.differences],
        }


RULED_OUT: tuple[tuple[str, str, Card], ...] = (
    ("xxi-capture", "for", XXI),  # the XXI is on the seat's own side: the other side has none to lose
    ("xxi-capture", "against", SKIZ),  # the skíz that catches the XXI is on the seat's own side
    ("pagat-ultimo", "against", PAGAT),  # the other side has no pagát to bring home
)
"""The figures a card in the seat's own hand rules out (pagat "A figurák"; Tolnai §54, §55):
the figure, for or against the seat's side, and the card."""


def ruled_out(knowledge: Knowledge, seat: Place) -> dict[tuple[str, str], Card]:
    """The figures the seat's own cards make impossible, each with the card that does it."""
    held = knowledge.cards_at(seat)
    return {(figure, side): card for figure, side, card in RULED_OUT if card in held}


WHERE: tuple[Card, ...] = tuple(parse_card(name) for name in ("XX", "Kő k", "K k", "T k", "P k"))
"""The cards whose whereabouts ``tarokk odds`` gives unless told others: the XX (the partner's
card, pagat "Partnerhívás") and the kings (the négykirály, Tolnai §51)."""


def exact_odds(knowledge: Knowledge, where: tuple[Card, ...] = ()) -> dict[str, Any]:
    """What the cards alone decide: where each honour lies, and each card of ``where`` (the
    XX and the kings when none is named), and how many tarokks each place holds."""
    cards = dict.fromkeys((SKIZ, XXI, PAGAT, *(where or WHERE)))
    return {
        "holder": {card.hu: {place: float(p) for place, p in holder_odds(knowledge, card).items()} for card in cards},
        "tarokks": {place: {str(k): float(p) for k, p in tarokk_odds(knowledge, place).items()} for place in PLACES},
    }


OddsProgress = Callable[[int, int, float], None]


def run_odds(
    question: Question,
    deals: int,
    seed: int = 1,
    jobs: int = 1,
    precision: float | None = None,
    progress: OddsProgress | None = None,
    on_rows: Callable[[list[Row]], None] | None = None,
    scheduler: str | None = None,
) -> OddsResult:
    """Deal up to ``deals`` packs consistent with ``question`` in chunks from ``seed`` and play
    each once per strategy, in ``jobs`` processes or on the dask cluster at ``scheduler``;
    with ``precision``, stop after the first chunk (in chunk order) after which every
    probability's 95% interval has a half-width below it. The numbers depend only on the
    seed and the deals dealt, never on ``jobs`` or the cluster."""
    if deals < 1:
        raise TarokkInputError(**STUDY_WORDS.too_few_deals.message(deals=deals))
    work = partial(odds_chunk, question, seed, on_rows is not None)
    totals: dict[str, Counter[str]] = {strategy: Counter() for strategy in question.strategies}
    pairs: Counter[str] = Counter()
    done = 0
    reached: bool | None = None if precision is None else False
    sizes = chunk_sizes(deals, ODDS_CHUNK_SIZE)
    chunks = run_chunks(work, chunk_sizes(deals, ODDS_CHUNK_SIZE), jobs, scheduler)
    try:
        for size, (tallies, pair_tally, rows) in zip(sizes, chunks, strict=True):
            done += size
            pairs.update(pair_tally)
            for strategy, tally in tallies.items():
                totals[strategy].update(tally)
            if on_rows is not None:
                on_rows(rows)
            widest = _widest(totals)
            if progress is not None:
                progress(done, deals, widest)
            if precision is not None and widest < precision:
                reached = True
                break
    finally:
        chunks.close()
    odds = tuple(StrategyOdds.of(strategy, totals[strategy]) for strategy in question.strategies)
    names = question.strategies
    differences = tuple(
        PairedDifference(first, second, Mean(pairs[f"{first}|{second}"], pairs[f"{first}|{second}.squares"], done))
        for i, first in enumerate(names)
        for second in names[i + 1 :]
    )
    exact = exact_odds(question.knowledge, question.where)
    return OddsResult(question, seed, done, odds, reached, exact, differences)


def _widest(totals: Mapping[str, Counter[str]]) -> float:
    """The widest half-width of the probabilities' intervals; a strategy that has counted no
    deal yet (the seat never declared its contract) has none."""
    widths = [
        (interval[1] - interval[0]) / 2
        for strategy, tally in totals.items()
        for p in StrategyOdds.of(strategy, tally).proportions()
        if (interval := p.ci95) is not None
    ]
    return max(widths, default=1.0)
