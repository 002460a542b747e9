"""The Monte-Carlo runner: named studies, reproducible chunks, honest numbers.

A study (``simulations/<name>.py``) is a list of :class:`~tarokk.studies.vectorised.Event`.
The runner deals in fixed chunks (:data:`CHUNK_SIZE` deals, or the study's own size); chunk *k* draws from
the *k*-th child of ``numpy.random.SeedSequence(seed)``, so a seed gives the same
counts on every machine and for any number of worker processes. Every estimate
carries its sample size, the seed, the standard error and a Wilson 95% interval;
events with an exact value also carry it and the distance from it in standard errors.
"""

from __future__ import annotations

import importlib
import itertools
import math
import signal
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from tarokk.core.errors import TarokkInputError
from tarokk.core.options import GameOptions
from tarokk.core.state import load_game
from tarokk.core.table import TableGame
from tarokk.core.words import WordBook
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.studies.cluster import cluster_chunks, in_chunk_order
from tarokk.studies.features import Row
from tarokk.studies.vectorised import BoolArray, Deals, Event, deal_rows

if TYPE_CHECKING:
    import pandas as pd

Result = TypeVar("Result")
Rules = Ruleset | GameOptions
"""A study's rules: Paskievics tarokk's ruleset, or another game's options."""

STUDY_WORDS = WordBook.of(__name__)
"""The studies' own sentences (``tarokk/studies/words.toml``)."""
CHUNK_SIZE = 100_000
"""Deals per chunk: the unit of work, of seeding and of the precision check."""

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""

Progress = Callable[[int, int, float], None]
"""Called after each chunk with the deals done, the most deals to do and the widest
interval half-width so far."""


@dataclass(frozen=True)
class PerDeal:
    """A study that records each deal as a row: ``rows`` plays a block of deals and gives
    one row each; ``flags`` evaluates every event of the study on those rows."""

    rows: Callable[[Deals, Ruleset], list[Row]]
    flags: Callable[[list[Row]], list[BoolArray]]


@dataclass(frozen=True)
class PairedValue:
    """What one choice paid against another on the same deals, in base units: ``n`` deals in
    which the choice was made, the mean of each way on them (``made``, as played; ``other``,
    the other way), their paired difference with its 95% interval, and ``per_deal``, the
    difference spread over every deal of the sample; ``hu`` is the description in Hungarian."""

    description: str
    hu: str
    n: int
    made: float
    other: float
    difference: tuple[float, float, float]
    per_deal: float


@dataclass
class PairedTally:
    """A choice against the other way on the same deals, summed as the deals come in, chunk by
    chunk, so that no deal's row need be kept: ``n`` deals in which the choice was made, the sum
    of what it paid as made, and the sums of the paired differences and of their squares."""

    description: str
    hu: str
    n: int = 0
    made: float = 0.0
    gains: float = 0.0
    squares: float = 0.0

    def add(self, made: float, gain: float) -> None:
        """One more deal in which the choice paid ``made``, ``gain`` more than the other way."""
        self.n, self.made, self.gains, self.squares = (
            self.n + 1,
            self.made + made,
            self.gains + gain,
            self.squares + gain**2,
        )

    def merge(self, other: PairedTally) -> None:
        """Add the deals ``other`` summed (another chunk's)."""
        self.n, self.made = self.n + other.n, self.made + other.made
        self.gains, self.squares = self.gains + other.gains, self.squares + other.squares

    def value(self, deals: int, z: float = Z95) -> PairedValue:
        """The :class:`PairedValue` of a sample of ``deals`` deals, the gain's interval as
        :func:`mean_interval` makes it (none from a single deal)."""
        mean = self.gains / self.n
        half = math.nan
        if self.n > 1:
            spread = math.sqrt(max(self.squares - self.n * mean**2, 0.0) / (self.n - 1))
            half = z * spread / math.sqrt(self.n)
        difference = (mean, mean - half, mean + half)
        return PairedValue(
            self.description,
            self.hu,
            self.n,
            self.made / self.n,
            (self.made - self.gains) / self.n,
            difference,
            self.gains / deals,
        )


def merge_tallies(tallies: dict[str, PairedTally], chunk: Mapping[str, PairedTally]) -> None:
    """Add a chunk's tallies to ``tallies``, by the choice each is of."""
    for key, tally in chunk.items():
        if key in tallies:
            tallies[key].merge(tally)
        else:
            tallies[key] = tally


@dataclass(frozen=True)
class Study:
    """A named Monte-Carlo study: the events counted in every deal.

    A study whose deals are played out one by one (by bots) gives ``per_deal`` (or
    ``measure``), which evaluates all its events in one pass over a block of deals, and a
    smaller ``chunk_size``. ``module`` is the module that defines it as ``STUDY``: worker
    processes load the study from there, so the runner depends on no study package.
    ``title_hu`` is the title in Hungarian, as each event's ``hu`` is its description.
    """

    name: str
    title: str
    events: tuple[Event, ...]
    module: str
    title_hu: str = ""
    measure: Callable[[Deals, Ruleset], list[BoolArray]] | None = None
    chunk_size: int = CHUNK_SIZE
    per_deal: PerDeal | None = None
    game: str = "paskievics"
    """The hosted game whose deals the study counts."""
    paired: Callable[[list[Row]], dict[str, PairedTally]] | None = None
    """For a study that records its deals as rows: what a choice made in a chunk's deals paid
    against the other way on the same deals (the announcing study: each figure announced,
    against the same play settled silently), summed so that the chunks add up; ``tarokk
    simulate`` shows it below the events."""
    plays: Callable[[np.random.SeedSequence, int, GameOptions], list[BoolArray]] | None = None
    """For a game that plays through the table interface: plays a chunk's deals, dealt and
    chosen from the chunk's seed sequence, under the game's options, and flags each event."""


def load_study(module: str) -> Study:
    """The ``STUDY`` defined by ``module`` (a worker process's way to the study it runs)."""
    study = getattr(importlib.import_module(module), "STUDY", None)
    if not isinstance(study, Study):
        raise TarokkInputError(f"module {module!r} defines no STUDY")
    return study


def wilson_interval(hits: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``hits`` successes in ``n`` trials."""
    if n <= 0:
        raise TarokkInputError("the Wilson interval needs at least one trial")
    p = hits / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    low = 0.0 if hits == 0 else max(0.0, centre - half)  # exactly 0 and 1 at the ends, not a rounding away
    high = 1.0 if hits == n else min(1.0, centre + half)
    return low, high


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of ``values`` and its normal interval (``z`` standard errors each side, the
    spread taken with n − 1): ``(mean, low, high)``. With one value the interval is not
    known (NaN), and with none the mean either: one deal says nothing of the spread."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan, math.nan
    mean = math.fsum(values) / n
    if n == 1:
        return mean, math.nan, math.nan
    spread = math.sqrt(math.fsum((value - mean) ** 2 for value in values) / (n - 1))
    half = z * spread / math.sqrt(n)
    return mean, mean - half, mean + half


@dataclass(frozen=True)
class Estimate:
    """One event's count in ``n`` deals dealt from ``seed``, and what follows from it."""

    event: str
    description: str
    hits: int
    n: int
    seed: int
    exact: Fraction | None

    @property
    def estimate(self) -> float:
        return self.hits / self.n

    @property
    def stderr(self) -> float:
        """The estimated standard error, sqrt(p(1 − p)/n)."""
        p = self.estimate
        return math.sqrt(p * (1 - p) / self.n)

    @property
    def ci95(self) -> tuple[float, float]:
        """The Wilson 95% interval."""
        return wilson_interval(self.hits, self.n)

    @property
    def half_width(self) -> float:
        low, high = self.ci95
        return (high - low) / 2

    @property
    def z(self) -> float | None:
        """(estimate − exact) in standard errors of the exact value, sqrt(p(1 − p)/n);
        None without an exact value."""
        if self.exact is None:
            return None
        p = float(self.exact)
        if p in (0.0, 1.0):
            return 0.0 if self.estimate == p else math.copysign(math.inf, self.estimate - p)
        return (self.estimate - p) / math.sqrt(p * (1 - p) / self.n)


@dataclass(frozen=True)
class StudyResult:
    """A study's estimates; ``precision_reached`` is None when no precision was asked for."""

    study: str
    variant: str
    seed: int
    deals: int
    estimates: tuple[Estimate, ...]
    precision_reached: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The ``tarokk simulate --json`` document."""
        return {
            "study": self.study,
            "deals": self.deals,
            "seed": self.seed,
            "variant": self.variant,
            "results": [
                {
                    "event": e.event,
                    "estimate": e.estimate,
                    "stderr": e.stderr,
                    "ci95": list(e.ci95),
                    "exact": None if e.exact is None else float(e.exact),
                    "z": e.z,
                }
                for e in self.estimates
            ],
        }

    def to_dataframe(self) -> pd.DataFrame:
        """One row per event (needs pandas)."""
        try:
            import pandas as pd
        except ImportError:
            raise TarokkInputError("tables of results need pandas: pip install pandas") from None
        return pd.DataFrame(
            [
                {
                    "study": self.study,
                    "variant": self.variant,
                    "event": e.event,
                    "description": e.description,
                    "n": e.n,
                    "seed": e.seed,
                    "hits": e.hits,
                    "estimate": e.estimate,
                    "stderr": e.stderr,
                    "ci95_low": e.ci95[0],
                    "ci95_high": e.ci95[1],
                    "exact": None if e.exact is None else float(e.exact),
                    "z": e.z,
                }
                for e in self.estimates
            ]
        )


def chunk_seed(seed: int, index: int) -> np.random.SeedSequence:
    """The seed of chunk ``index``: the same as ``SeedSequence(seed).spawn(index + 1)[index]``."""
    return np.random.SeedSequence(seed, spawn_key=(index,))


def chunk_deals(seed: int, index: int, size: int) -> Deals:
    """Chunk ``index`` of a run from ``seed``: ``size`` uniformly shuffled packs."""
    return Deals(deal_rows(np.random.default_rng(chunk_seed(seed, index)), size))


# A chunk's count of each event, and its deals' rows (empty unless asked for).
ChunkCounts = tuple[list[int], "list[Row]"]


def count_chunk(study: str, rules: Rules, seed: int, rows_per_chunk: int | None, index: int, size: int) -> ChunkCounts:
    """Deal chunk ``index`` of ``size`` deals and count each event of the study defined in
    module ``study``; with ``rows_per_chunk`` (the run's chunk size), also give each deal's
    row, with the seed and the deal's index in the run first."""
    definition = load_study(study)
    if definition.plays is not None:
        assert isinstance(rules, GameOptions)
        return [int(np.count_nonzero(flags)) for flags in definition.plays(chunk_seed(seed, index), size, rules)], []
    assert isinstance(rules, Ruleset)
    deals = chunk_deals(seed, index, size)
    if definition.per_deal is not None:
        table = definition.per_deal.rows(deals, rules)
        counts = [int(np.count_nonzero(flags)) for flags in definition.per_deal.flags(table)]
        if rows_per_chunk is None:
            return counts, []
        first = index * rows_per_chunk
        return counts, [{"seed": seed, "index": first + i, **row} for i, row in enumerate(table)]
    if definition.measure is not None:
        return [int(np.count_nonzero(flags)) for flags in definition.measure(deals, rules)], []
    counts = []
    for event in definition.events:
        assert event.occurs is not None, f"{event.name} is counted by playing the deals"
        counts.append(int(np.count_nonzero(event.occurs(deals, rules))))
    return counts, []


def chunk_sizes(deals: int, chunk_size: int) -> Iterator[int]:
    """The chunks' sizes, one at a time (a run of 10**12 deals has ten million chunks)."""
    full, rest = divmod(deals, chunk_size)
    yield from itertools.repeat(chunk_size, full)
    if rest:
        yield rest


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the main process, which stops the pool and reports it once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_chunks(
    work: Callable[[int, int], Result], sizes: Iterable[int], jobs: int = 1, scheduler: str | None = None
) -> Generator[Result, None, None]:
    """``work(index, size)`` for each chunk, in chunk order: in this process (``jobs`` 1),
    in ``jobs`` worker processes a few chunks ahead, or on the dask cluster at ``scheduler``
    (:func:`~tarokk.studies.cluster.cluster_chunks`; ``local``: ``jobs`` workers started for
    the run). Outside this process ``work`` must pickle, e.g. a :func:`functools.partial`
    of a module-level function."""
    if scheduler is not None:
        yield from cluster_chunks(work, sizes, scheduler, jobs)
        return
    if jobs == 1:
        for index, size in enumerate(sizes):
            yield work(index, size)
        return
    with ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts) as pool:
        yield from in_chunk_order(lambda index, size: pool.submit(work, index, size), sizes, 2 * jobs)


def _widest_half_width(hits: list[int], n: int) -> float:
    return max((high - low) / 2 for low, high in (wilson_interval(h, n) for h in hits))


def run_study(
    study: Study,
    deals: int,
    seed: int = 1,
    rules: Rules | None = None,
    jobs: int = 1,
    precision: float | None = None,
    chunk_size: int | None = None,
    progress: Progress | None = None,
    on_rows: Callable[[list[Row]], None] | None = None,
    scheduler: str | None = None,
) -> StudyResult:
    """Run ``study`` on ``deals`` deals from ``seed``, in ``jobs`` processes (1: in this one),
    or on the dask cluster at ``scheduler`` (``local``: ``jobs`` workers started for the run).

    With ``precision``, ``deals`` is the most to deal: the intervals are checked after
    each chunk, in chunk order, and the run stops at the first chunk after which every
    Wilson interval's half-width is below ``precision``.
    The counts depend only on the seed, the chunk size and the deals dealt, never on ``jobs``
    or the cluster.
    ``on_rows``, for a study that records its deals as rows, receives each chunk's rows in
    chunk order.
    """
    if rules is None:
        game = load_game(study.game)
        rules = game.rules if isinstance(game, TableGame) else PRESETS["pagat"]
    definition = study
    if deals < 1:
        raise TarokkInputError(**STUDY_WORDS.too_few_deals.message(deals=deals))
    if jobs < 1:
        raise TarokkInputError(f"the number of jobs must be at least 1, not {jobs}")
    if precision is not None and not 0 < precision < 1:
        raise TarokkInputError(f"the precision is an interval half-width between 0 and 1, not {precision}")
    if on_rows is not None and study.per_deal is None:
        raise TarokkInputError(f"the study {study.name!r} counts events only: it has no rows per deal")
    size_of_chunks = chunk_size or definition.chunk_size
    sizes = chunk_sizes(deals, size_of_chunks)
    work = partial(count_chunk, study.module, rules, seed, None if on_rows is None else size_of_chunks)
    chunks = run_chunks(work, chunk_sizes(deals, size_of_chunks), jobs, scheduler)
    hits = [0] * len(definition.events)
    done = 0
    reached: bool | None = None if precision is None else False
    try:
        for size, (counts, rows) in zip(sizes, chunks, strict=True):
            done += size
            if on_rows is not None:
                on_rows(rows)
            hits = [total + count for total, count in zip(hits, counts, strict=True)]
            widest = _widest_half_width(hits, done)
            if progress is not None:
                progress(done, deals, widest)
            if precision is not None and widest < precision:
                reached = True
                break
    finally:
        chunks.close()
    estimates = tuple(
        Estimate(
            event.name,
            event.description,
            count,
            done,
            seed,
            None if event.exact is None or not isinstance(rules, Ruleset) else event.exact(rules),
        )
        for event, count in zip(definition.events, hits, strict=True)
    )
    variant = rules.name if isinstance(rules, Ruleset) else rules.spec()
    return StudyResult(definition.name, variant, seed, done, estimates, reached)
