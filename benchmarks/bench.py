"""Deals per second of the hand-only study next to numpy's raw shuffle, and of whole deals
played by bots on the one rules engine, per core and with all cores.

The raw shuffle — ``Generator.permuted`` on rows of 42 card ids, nothing else — is the
practical limit; the goal is hand-only studies at no less than half its rate. Played deals
run on :class:`~tarokk.games.paskievics.deal.Deal` itself; the goal is at least 2,500 deals
per second per core with four rule-based bots (10,000 the stretch). Every figure is of the
engine ``tarokk`` runs (:mod:`tarokk.engine`: compiled by mypyc after the set-up when a C
compiler is present, else the source); played deals are then measured in CPU time on both
engines, each in a fresh process, runs alternating, what ``tarokk`` runs first, and the goal
is judged on what ``tarokk`` runs. The figures are printed, never asserted. So is the peak
memory of ``tarokk simulate hands --deals 10**8``, measured in a fresh process: the runner
streams its chunks, so it stays below :data:`MEMORY_GOAL`.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import numpy as np

import tarokk
from simulations import find_study
from tarokk.bots.search import SearchBot, SearchSettings
from tarokk.core.cards import parse_cards
from tarokk.engine import COMPILED_MODULES, VARIABLE, stale_reason
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.odds import Knowledge, Question, conditional_rows, run_odds
from tarokk.studies.runner import CHUNK_SIZE, chunk_seed, run_study
from tarokk.studies.vectorised import deal_rows

STUDY = "hands"
CHUNKS_PER_CORE = 10
REPEATS = 3
GOAL = 0.5
PLAYED_GOAL = 2_500
PLAYED_STRETCH = 10_000
PLAYED_DEALS_PER_CORE = {"played-random": 1_000, "played": 2_000}
CONDITIONAL_GOAL = 0.8
"""Fixing one hand costs no more than 20% of the played-deal rate."""
CONDITIONAL_PLAYED_DEALS = 600
FIXED_HAND = Knowledge.of({"B": parse_cards("skíz, XVI, VI, II, Kő k, Kő d, K k, P 10, T b")})
SEARCH_DEALS = 3
SEARCH_GOAL = 0.5
"""Seconds: a searched decision at the default settings (the issue's limit)."""
COMPILED_RUNS = 5
"""Runs of each build, alternating, the best of each counted: on a shared or virtual machine
the CPU time of the same run varies by some 15%."""
PLAYED_CPU = """
import sys, time
import numpy as np
import tarokk
from simulations import find_study
from tarokk.core import cards
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.played import play_pack
from tarokk.studies.runner import run_study
from tarokk.studies.vectorised import deal_rows
what, deals = sys.argv[1], int(sys.argv[2])
rows = deal_rows(np.random.default_rng(1), deals)
started = time.process_time()
if what in ("rule", "random"):
    for row in rows:
        play_pack(row, PRESETS["pagat"], what)
else:
    run_study(find_study(what), deals, seed=1)
print(time.process_time() - started, tarokk.ENGINE, cards.__file__.endswith(".py"))
"""
"""A fresh process's CPU seconds for ``deals`` deals played by four bots (``rule`` or ``random``)
or for a played-deal study of that many deals (the deals recorded as well), on the engine
``TAROKK_ENGINE`` names; then the engine that ran, and whether the cards' module is source."""
MEMORY_DEALS = 10**8
MEMORY_GOAL = 1 << 30
"""Bytes: a run of any length stays under 1 GiB."""
PEAK_MEMORY = """
import contextlib, io, resource, sys
from tarokk.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(["simulate", "hands", "--deals", sys.argv[1]])
print(status, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def raw_shuffle_chunk(seed: int, index: int, size: int) -> int:
    """Shuffle one chunk of 42-card rows and nothing more."""
    rows = deal_rows(np.random.default_rng(chunk_seed(seed, index)), size)
    return int(rows[0, 0])


def raw_shuffle(deals: int, jobs: int) -> None:
    chunks = range(deals // CHUNK_SIZE)
    if jobs == 1:
        for index in chunks:
            raw_shuffle_chunk(1, index, CHUNK_SIZE)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(raw_shuffle_chunk, [1] * len(chunks), chunks, [CHUNK_SIZE] * len(chunks)))


def conditional_chunk(seed: int, index: int, size: int) -> int:
    """Deal one chunk of packs with seat B's hand fixed, and nothing more."""
    rows = conditional_rows(np.random.default_rng(chunk_seed(seed, index)), size, FIXED_HAND)
    return int(rows[0, 0])


def conditional(deals: int, jobs: int) -> None:
    for index in range(deals // CHUNK_SIZE):
        conditional_chunk(1, index, CHUNK_SIZE)


def conditional_section(raw_per_core: float) -> None:
    """Dealing with one hand fixed, next to the raw shuffle; played deals with it fixed
    (``tarokk odds``, the bot's own bidding) next to the unconditional played study."""
    dealt = rate(conditional, 1)
    print(f"\n{'one hand fixed (tarokk odds), one core':<40}{'deals/s':>16}{'of unconditional':>18}")
    print(f"{'hand-only: dealt with a hand fixed':<40}{dealt:>16,.0f}{dealt / raw_per_core:>18.0%}")
    unconditional = played_rate("played", CONDITIONAL_PLAYED_DEALS, 1)
    question = Question("B", FIXED_HAND, PRESETS["pagat"], ("bot",))
    best = float("inf")
    for _ in range(REPEATS):
        started = time.perf_counter()
        run_odds(question, CONDITIONAL_PLAYED_DEALS, seed=1)
        best = min(best, time.perf_counter() - started)
    fixed = CONDITIONAL_PLAYED_DEALS / best
    print(f"{'played deals, four rule-based bots':<40}{unconditional:>16,.0f}{'':>18}")
    print(f"{'played deals with a hand fixed':<40}{fixed:>16,.0f}{fixed / unconditional:>18.0%}")
    played_met = "met" if fixed >= CONDITIONAL_GOAL * unconditional else "NOT met"
    dealt_met = "met" if dealt >= GOAL * raw_per_core else "NOT met"
    print(f"\ngoal: a fixed hand costs at most {1 - CONDITIONAL_GOAL:.0%} of the played rate: {played_met}")
    print(f"goal: hand-only conditional dealing at no less than {GOAL:.0%} of the raw shuffle: {dealt_met}")


def study(deals: int, jobs: int) -> None:
    run_study(find_study(STUDY), deals, seed=1, jobs=jobs)


def rate(run: Callable[[int, int], None], jobs: int) -> float:
    """The best of a few runs, in deals per second."""
    deals = CHUNKS_PER_CORE * CHUNK_SIZE * jobs
    best = float("inf")
    for _ in range(REPEATS):
        started = time.perf_counter()
        run(deals, jobs)
        best = min(best, time.perf_counter() - started)
    return deals / best


def main() -> None:
    cores = os.cpu_count() or 1
    events = len(find_study(STUDY).events)
    print(
        f"tarokk benchmark: {platform.processor() or platform.machine()}, {cores} cores, "
        f"Python {platform.python_version()}, numpy {np.__version__}"
    )
    why = "" if tarokk.ENGINE == "compiled" else f" ({stale_reason() or VARIABLE + '=interpreted'})"
    print(f"engine: {tarokk.ENGINE}, the one 'tarokk' runs{why}; every figure below is of it unless named")
    print(f"{CHUNKS_PER_CORE * CHUNK_SIZE:,} deals per core, chunks of {CHUNK_SIZE:,}, best of {REPEATS} runs\n")
    columns = [1] if cores == 1 else [1, cores]
    header = "".join(f"{f'{jobs} core' + ('s' if jobs > 1 else ''):>16}" for jobs in columns)
    print(f"{'deals per second':<40}{header}")
    raw = {jobs: rate(raw_shuffle, jobs) for jobs in columns}
    hands = {jobs: rate(study, jobs) for jobs in columns}
    print(f"{'raw numpy shuffle of 42-card rows':<40}" + "".join(f"{raw[j]:>16,.0f}" for j in columns))
    print(f"{f'{STUDY!r} study ({events} events)':<40}" + "".join(f"{hands[j]:>16,.0f}" for j in columns))
    print(f"{'study / raw shuffle':<40}" + "".join(f"{hands[j] / raw[j]:>16.0%}" for j in columns))
    met = all(hands[j] >= GOAL * raw[j] for j in columns)
    print(
        f"\ngoal: hand-only studies at no less than {GOAL:.0%} of the raw shuffle rate: {'met' if met else 'NOT met'}"
    )
    print(f"\n{'played deals per second, one engine':<40}{header}")
    print(f"{'raw numpy shuffle of 42-card rows':<40}" + "".join(f"{raw[j]:>16,.0f}" for j in columns))
    played: dict[int, float] = {}
    for study_name, bots in (("played-random", "random"), ("played", "rule-based")):
        per_core = PLAYED_DEALS_PER_CORE[study_name]
        played = {jobs: played_rate(study_name, per_core * jobs, jobs) for jobs in columns}
        print(f"{f'whole deals, four {bots} bots':<40}" + "".join(f"{played[j]:>16,.0f}" for j in columns))
    print(f"(the {tarokk.ENGINE} engine, each deal recorded as a study's row)")
    engines_section()
    peak = peak_memory(MEMORY_DEALS)
    verdict = "met" if peak < MEMORY_GOAL else "NOT met"
    print(f"\npeak memory of 'tarokk simulate hands --deals {MEMORY_DEALS:,}': {peak / 2**20:,.0f} MiB")
    print(f"goal: under {MEMORY_GOAL / 2**30:.0f} GiB: {verdict}")
    conditional_section(raw[1])
    search_section()


def search_section() -> None:
    """The search bot at its default settings: decisions per second (those it searches: with
    a choice, in every phase but the throw-in), a whole deal with four search bots, and the memory one
    decision allocates at its peak."""
    searched, seconds, cpu, peak = 0, 0.0, 0.0, 0
    deal_seconds = []
    by_phase: dict[str, list[float]] = {}
    for seed in range(SEARCH_DEALS):
        game = Deal(deal(seed))
        bots = {seat: SearchBot(seed + index) for index, seat in enumerate(ACTIVE_SEATS)}
        started_deal = time.perf_counter()
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal, view = game.legal_actions(), game.view(seat)
            searching = len(legal) > 1 and view.phase != "throw-in"
            if searching and searched == 0:
                tracemalloc.start()
            started, started_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal)
            if searching:
                seconds += time.perf_counter() - started
                cpu += time.process_time() - started_cpu
                by_phase.setdefault(view.phase, []).append(time.process_time() - started_cpu)
                if searched == 0:
                    peak = tracemalloc.get_traced_memory()[1]
                    tracemalloc.stop()
                searched += 1
            game.apply(action)
        deal_seconds.append(time.perf_counter() - started_deal)
    settings = SearchSettings()
    print(
        f"\nsearch bot ({settings.samples} samples, the last {settings.exact_tricks} tricks exact), "
        f"{SEARCH_DEALS} deals, four search bots, one core"
    )
    print(f"{'searched decisions per second':<40}{searched / seconds:>16,.1f}")
    print(f"{'mean time of a searched decision':<40}{seconds / searched * 1000:>14,.0f} ms")
    print(f"{'mean CPU time of a searched decision':<40}{cpu / searched * 1000:>14,.0f} ms")
    for phase, times in by_phase.items():
        label = f"mean CPU time, {phase} ({len(times)})"
        print(f"{label:<40}{sum(times) / len(times) * 1000:>14,.0f} ms")
    print(f"{'mean time of a whole deal':<40}{sum(deal_seconds) / len(deal_seconds):>15,.1f} s")
    print(f"{'peak memory of one decision':<40}{peak / 2**20:>12,.1f} MiB")
    verdict = "met" if seconds / searched < SEARCH_GOAL else "NOT met"
    print(f"goal: a decision in under {SEARCH_GOAL} s on average (wall clock; a busy machine slows it): {verdict}")


def engines_section() -> None:
    """Played deals per CPU-second on one core on both engines, what ``tarokk`` runs first:
    each in a fresh process, runs alternating, the best of each; the goal judged on what
    ``tarokk`` runs."""
    other = "interpreted" if tarokk.ENGINE == "compiled" else "compiled"
    engines = [tarokk.ENGINE] + ([other] if other == "interpreted" or stale_reason() is None else [])
    header = "".join(f"{engine:>16}" for engine in engines)
    ratio = f"{'compiled/source':>18}" if len(engines) == 2 else ""
    print(f"\n{'played deals per CPU-second, one core':<40}{header}{ratio}")
    goal_rate = 0.0
    rows = (
        ("random", "deals played, four random bots"),
        ("rule", "deals played, four rule-based bots"),
        ("played-random", "'played-random' study"),
        ("played", "'played' study (rule-based)"),
    )
    for what, title in rows:
        deals = PLAYED_DEALS_PER_CORE["played-random" if what in ("random", "played-random") else "played"]
        best = dict.fromkeys(engines, float("inf"))
        for _ in range(COMPILED_RUNS):
            for engine in engines:
                best[engine] = min(best[engine], played_cpu_seconds(engine, what, deals))
        rates = {engine: deals / best[engine] for engine in engines}
        line = "".join(f"{rates[engine]:>16,.0f}" for engine in engines)
        if len(engines) == 2:
            line += f"{rates['compiled'] / rates['interpreted']:>18.1f}"
        print(f"{title:<40}{line}")
        if what == "rule":
            goal_rate = rates[tarokk.ENGINE]
    if len(engines) == 1:
        print(f"(no compiled engine to measure beside it: {stale_reason()}; 'make compiled' builds it)")
    else:
        print(f"(the compiled engine: {len(COMPILED_MODULES)} modules compiled by mypyc from this source)")
    verdict = "met" if goal_rate >= PLAYED_GOAL else f"NOT met ({goal_rate / PLAYED_GOAL:.0%} of it)"
    stretch = "met" if goal_rate >= PLAYED_STRETCH else "NOT met"
    print(
        f"goal, {tarokk.ENGINE}: at least {PLAYED_GOAL:,} deals per CPU-second per core with rule-based bots: {verdict}"
    )
    print(f"stretch, {tarokk.ENGINE}: at least {PLAYED_STRETCH:,}: {stretch}")


def played_cpu_seconds(engine: str, what: str, deals: int) -> float:
    """The CPU time of ``deals`` played deals (:data:`PLAYED_CPU`) in a fresh process on ``engine``."""
    command = [sys.executable, "-c", PLAYED_CPU, what, str(deals)]
    environment = {**os.environ, VARIABLE: engine}
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=environment)
    seconds, ran, source = done.stdout.split()
    if ran != engine or (source == "True") != (engine == "interpreted"):
        raise SystemExit(f"the run on the {engine} engine ran the {ran} one")
    return float(seconds)


def played_rate(study_name: str, deals: int, jobs: int) -> float:
    """Deals per second of a played-deal study (bidding, exchange, announcements, play),
    the best of a few runs."""
    best = float("inf")
    for _ in range(REPEATS):
        started = time.perf_counter()
        run_study(find_study(study_name), deals, seed=1, jobs=jobs)
        best = min(best, time.perf_counter() - started)
    return deals / best


def peak_memory(deals: int) -> int:
    """The peak resident memory, in bytes, of ``tarokk simulate hands --deals DEALS`` in a fresh process."""
    done = subprocess.run([sys.executable, "-c", PEAK_MEMORY, str(deals)], capture_output=True, text=True, check=True)
    status, kib = done.stdout.split()
    if status != "0":
        raise SystemExit(f"the simulation failed: {done.stderr.strip()}")
    return int(kib) * 1024  # Linux reports ru_maxrss in KiB


if __name__ == "__main__":
    main()
