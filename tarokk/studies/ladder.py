"""The strength ladder: duplicate matches between the bots, written to a results file.

Each pairing plays the same packs twice, the two bots' seats swapped (A and C against B and
D, then B and D against A and C), so that the luck of the cards cancels out
(:func:`~tarokk.studies.played.duplicate_match` does the same for two bots). For each pair
the ladder records the units the first bot's seats won net of the second's, halved over
the two deals; the results give the mean per deal with a 95% interval, and, for each bot,
the contracts it declared and won and the figures its side made as declarer's side.

The odds by bot play the same packs once with four rule-based bots and once with four
search bots and count the headline figures (:data:`HEADLINE_EVENTS`) in both.

``python -m tarokk.studies.ladder --pairs N --odds-deals M --jobs 2`` (``make ladder``)
writes ``book/examples/ladder.json``, which the book's page on the bots reads, and
``book/examples/odds-by-bot.json``, which the Odds chapter reads. The work is cut into
chunks of ten packs, the pairings' chunks taken in turn; the files are written again after
every chunk, and ``--seconds`` stops starting chunks after that long, so a run on a busy
machine ends with the largest sample it could play; ``--resume`` (``make ladder RESUME=1``)
goes on from the chunks already in the file, so a run cut short loses nothing (and plays
the odds again only if their file holds fewer packs than asked for).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict
from pathlib import Path
from typing import Any, cast

import numpy as np

from tarokk.bots.players import DealBot, autoplay
from tarokk.bots.registry import make_bot
from tarokk.bots.search import SearchSettings
from tarokk.core.cards import DECK42
from tarokk.core.display import with_minus
from tarokk.core.seats import Seat
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.studies.features import column, deal_row
from tarokk.studies.played import PLAYED_EVENTS
from tarokk.studies.runner import chunk_seed, wilson_interval
from tarokk.studies.vectorised import deal_rows

PAIRINGS = (("rule", "random"), ("search", "rule"), ("search", "random"))
"""The stronger bot first: a positive margin means the ladder's order holds."""
LADDER_SETTINGS = SearchSettings(
    samples=6, exact_tricks=2, candidates=2, tries=10, confidence=1.0, bidding_confidence=2.5
)
"""Lighter than the defaults (half the samples, two candidates in the auction and the
announcements), so that a run of the ladder fits a shared machine."""
SEATINGS: tuple[tuple[tuple[Seat, ...], tuple[Seat, ...]], ...] = ((("A", "C"), ("B", "D")), (("B", "D"), ("A", "C")))
RESULTS = Path("book/examples/ladder.json")


def play_pair(a: str, b: str, ids: list[int], rules: Ruleset, settings: SearchSettings) -> dict[str, Any]:
    """One pack played twice, ``a`` and ``b`` swapping seats: the net units per deal for
    ``a``, and for each bot the contracts it declared (won or not) and the figures its side made."""
    pack = [DECK42.cards[card_id] for card_id in ids]
    seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))
    net = 0.0
    declared: dict[str, Counter[str]] = {a: Counter(), b: Counter()}
    for mine, theirs in SEATINGS:
        kinds = {seat: a for seat in mine} | {seat: b for seat in theirs}
        bots: dict[Seat, DealBot] = {
            seat: make_bot(kinds[seat], seed + i, rules, settings) for i, seat in enumerate(ACTIVE_SEATS)
        }
        row = deal_row(autoplay(Deal(deal_pack(pack), rules), bots))
        net += sum(int(row[f"{seat}_payment"]) for seat in mine) - sum(int(row[f"{seat}_payment"]) for seat in theirs)
        if row["outcome"] == "played":
            kind = kinds[cast(Seat, row["declarer"])]
            declared[kind][f"contract {row['contract']}"] += 1
            declared[kind][f"won {row['contract']}"] += bool(row["declarer_won"])
            for figure in FIGURES:
                declared[kind][f"figure {figure}"] += bool(row[f"{column(figure)}_declarer_made"])
    return {"net": net / 2, "declared": {kind: dict(counts) for kind, counts in declared.items()}}


def _chunk(a: str, b: str, seed: int, index: int, size: int, rules: str, settings: SearchSettings) -> list[Any]:
    rows = deal_rows(np.random.default_rng(chunk_seed(seed, index)), size)
    return [play_pair(a, b, [int(card_id) for card_id in row], PRESETS[rules], settings) for row in rows]


Task = tuple[Callable[..., list[Any]], tuple[Any, ...]]


def run_chunks(
    tasks: dict[str, list[Task]], jobs: int, seconds: float | None, saved: Callable[[dict[str, list[Any]]], None]
) -> dict[str, list[Any]]:
    """Run each named list of chunks, taking one chunk of each list in turn, ``jobs`` at a
    time; after every chunk ``saved`` is given the results so far (so a long run can be read
    while it runs, and a run cut short can go on from its file). The results of each list
    are those of its unbroken run of finished chunks from the first: a chunk that finishes
    before an earlier one waits for it, so what is saved is always whole chunks in order.
    Past ``seconds`` no further chunk is started: what finished counts."""
    started = time.perf_counter()
    finished: dict[str, dict[int, list[Any]]] = {name: {} for name in tasks}
    order = [
        (name, step, chunks[step])
        for step in range(max(map(len, tasks.values()), default=0))
        for name, chunks in tasks.items()
        if step < len(chunks)
    ]
    queue = iter(order)

    def in_order() -> dict[str, list[Any]]:
        results: dict[str, list[Any]] = {}
        for name, chunks in finished.items():
            results[name] = []
            step = 0
            while step in chunks:
                results[name].extend(chunks[step])
                step += 1
        return results

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: dict[Future[list[Any]], tuple[str, int]] = {}

        def submit() -> None:
            while len(pending) < jobs and (seconds is None or time.perf_counter() - started < seconds):
                item = next(queue, None)
                if item is None:
                    return
                name, step, (function, arguments) = item
                pending[pool.submit(function, *arguments)] = (name, step)

        submit()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                name, step = pending.pop(future)
                finished[name][step] = future.result()
            saved(in_order())
            submit()
    return in_order()


def summarise(a: str, b: str, results: list[Any], earlier: dict[str, Any] | None = None) -> dict[str, Any]:
    """The margin of ``a`` over ``b`` per deal with its 95% interval, and the contracts and
    figures of each bot, from the pairs played and the ``earlier`` summary they continue.
    The sums of the margins and of their squares are kept, so that a later run can go on
    from this one exactly."""
    nets = [pair["net"] for pair in results]
    count = len(nets) + (earlier["pairs"] if earlier else 0)
    total = sum(nets) + (earlier["net_sum"] if earlier else 0.0)
    squares = sum(net * net for net in nets) + (earlier["net_squares"] if earlier else 0.0)
    mean = total / count if count else float("nan")
    stderr = math.sqrt(max(squares - total * mean, 0.0) / (count - 1) / count) if count > 1 else float("nan")
    totals: dict[str, Counter[str]] = {a: Counter(), b: Counter()}
    for kind, counts in (earlier["declared"] if earlier else {}).items():
        totals[kind].update(counts)
    for pair in results:
        for kind, counts in pair["declared"].items():
            totals[kind].update(counts)
    return {
        "a": a,
        "b": b,
        "pairs": count,
        "mean": round(mean, 3),
        "ci95": [round(mean - 1.96 * stderr, 3), round(mean + 1.96 * stderr, 3)],
        "net_sum": total,
        "net_squares": squares,
        "declared": {kind: dict(sorted(counts.items())) for kind, counts in totals.items()},
    }


class LadderResumeError(ValueError):
    """A ladder run cannot go on from the results file it was given; says which fact differs."""


def earlier_pairings(
    earlier: dict[str, Any], seed: int, rules: str, settings: SearchSettings, chunk: int
) -> dict[str, Any]:
    """The pairings of an earlier results file that a run with these settings may go on
    from, by name ("search rule"); refused if the file was played under other settings or
    stopped inside a chunk, or lacks the sums a continuation needs."""
    wanted = {"seed": seed, "rules": rules, "search_settings": asdict(settings), "chunk": chunk}
    for key, value in wanted.items():
        if earlier.get(key) != value:
            raise LadderResumeError(
                f"cannot go on from the earlier ladder: its {key} is {earlier.get(key)!r}, this run's is {value!r}"
            )
    pairings = {}
    for pairing in earlier["pairings"]:
        name = f"{pairing['a']} {pairing['b']}"
        if "net_sum" not in pairing:
            raise LadderResumeError(f"cannot go on from the earlier ladder: its {name!r} pairing keeps no sums")
        if pairing["pairs"] % chunk:
            raise LadderResumeError(
                f"cannot go on from the earlier ladder: its {name!r} pairing has {pairing['pairs']} pairs, "
                f"not whole chunks of {chunk}"
            )
        pairings[name] = pairing
    return pairings


def run_ladder(
    pairs: dict[tuple[str, str], int],
    seed: int,
    jobs: int,
    rules: str,
    settings: SearchSettings,
    out: Path,
    seconds: float | None = None,
    chunk: int = 10,
    earlier: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``pairs[a, b]`` duplicate pairs of each pairing, the packs of chunk *k* dealt from
    ``chunk_seed(seed, k)`` (the same packs for every pairing), the pairings' chunks taken
    in turn; the results are written to ``out`` after every chunk. Given the ``earlier``
    results of a run with the same settings, the run goes on from the chunks that one
    played (:func:`earlier_pairings`) and its results include them."""
    done = earlier_pairings(earlier, seed, rules, settings, chunk) if earlier else {}
    tasks: dict[str, list[Task]] = {
        f"{a} {b}": [
            (_chunk, (a, b, seed, index, min(chunk, count - start), rules, settings))
            for index, start in enumerate(range(0, count, chunk))
            if start >= done.get(f"{a} {b}", {}).get("pairs", 0)
        ]
        for (a, b), count in pairs.items()
    }

    def ladder(results: dict[str, list[Any]]) -> dict[str, Any]:
        return {
            "rules": rules,
            "seed": seed,
            "jobs": jobs,
            "chunk": chunk,
            "search_settings": asdict(settings),
            "pairings": [summarise(a, b, results[f"{a} {b}"], done.get(f"{a} {b}")) for a, b in pairs],
        }

    def saved(results: dict[str, list[Any]]) -> None:
        write_json(out, ladder(results))

    return ladder(run_chunks(tasks, jobs, seconds, saved))


HEADLINE_EVENTS = ("played.xxi-capture", "played.double-game", "played.volat", "played.pagat-ultimo")
"""The figures whose odds the Odds chapter shows under rule-based and under search play."""
ODDS_RESULTS = Path("book/examples/odds-by-bot.json")


def _odds_chunk(seed: int, index: int, size: int, rules: str, settings: SearchSettings) -> list[Any]:
    """For each pack of the chunk, which headline events occur when four rule-based bots
    play it and when four search bots do."""
    rows = deal_rows(np.random.default_rng(chunk_seed(seed, index)), size)
    events = [event for event in PLAYED_EVENTS if event.name in HEADLINE_EVENTS]
    flags = []
    for row in rows:
        pack = [DECK42.cards[int(card_id)] for card_id in row]
        bot_seed = sum(int(card_id) * 43**i for i, card_id in enumerate(row[:10]))
        played = {}
        for kind in ("rule", "search"):
            bots = {seat: make_bot(kind, bot_seed + i, PRESETS[rules], settings) for i, seat in enumerate(ACTIVE_SEATS)}
            features = deal_row(autoplay(Deal(deal_pack(pack), PRESETS[rules]), bots))
            played[kind] = [event.occurs(features) for event in events]
        flags.append(played)
    return flags


def odds_by_bot(
    deals: int, seed: int, jobs: int, rules: str, settings: SearchSettings, out: Path, seconds: float | None = None
) -> dict[str, Any]:
    """The headline figures' odds on ``deals`` packs, each played once by four rule-based
    bots and once by four search bots: each rate with its Wilson 95% interval, and the
    difference (search less rule-based) with the 95% interval of the paired differences."""
    chunk = 10
    tasks: dict[str, list[Task]] = {
        "odds": [
            (_odds_chunk, (seed, index, min(chunk, deals - start), rules, settings))
            for index, start in enumerate(range(0, deals, chunk))
        ]
    }
    events = [event for event in PLAYED_EVENTS if event.name in HEADLINE_EVENTS]

    def odds(results: dict[str, list[Any]]) -> dict[str, Any]:
        rows = results["odds"]
        count = len(rows)
        table = []
        for position, event in enumerate(events):
            entry: dict[str, Any] = {"event": event.name, "description": event.description, "hu": event.hu}
            for kind in ("rule", "search"):
                hits = sum(row[kind][position] for row in rows)
                low, high = wilson_interval(hits, count) if count else (float("nan"), float("nan"))
                entry[kind] = {"hits": hits, "rate": hits / count if count else float("nan"), "ci95": [low, high]}
            gaps = np.array([row["search"][position] - row["rule"][position] for row in rows], dtype=float)
            gap = float(gaps.mean()) if count else float("nan")
            half = 1.96 * float(gaps.std(ddof=1)) / math.sqrt(count) if count > 1 else float("nan")
            entry["difference"] = {"mean": gap, "ci95": [gap - half, gap + half]}
            table.append(entry)
        return {"rules": rules, "seed": seed, "deals": count, "search_settings": asdict(settings), "events": table}

    def saved(results: dict[str, list[Any]]) -> None:
        write_json(out, odds(results))

    return odds(run_chunks(tasks, jobs, seconds, saved))


def odds_done(path: Path, deals: int, settings: dict[str, Any]) -> bool:
    """Whether the odds file at ``path`` already holds ``deals`` packs or more, played with
    these ``settings`` (seed, rules and search settings): a resumed run does not play them again."""
    if not path.exists():
        return False
    odds = json.loads(path.read_text("utf-8"))
    return odds.get("deals", 0) >= deals and all(odds.get(key) == value for key, value in settings.items())


def write_json(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` to ``path`` as the book reads it (through a temporary file, so that a
    reader never sees half a file)."""
    partial = path.with_suffix(".partial")
    partial.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    partial.replace(path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="the bots' strength ladder: duplicate matches, written as JSON")
    parser.add_argument("--pairs", type=int, default=2000, help="duplicate pairs per pairing with the search bot")
    parser.add_argument(
        "--random-pairs", type=int, default=None, help="duplicate pairs of the search bot against the random one"
    )
    parser.add_argument(
        "--rule-pairs", type=int, default=2000, help="duplicate pairs of the rule bot against the random one"
    )
    parser.add_argument(
        "--odds-deals", type=int, default=0, help="also play this many packs for the odds by bot (four of each kind)"
    )
    parser.add_argument("--seconds", type=float, default=None, help="start no chunk after this many seconds")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", default="pagat", choices=sorted(PRESETS))
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument(
        "--resume", action="store_true", help="go on from the pairs already in --out instead of starting afresh"
    )
    parser.add_argument("--odds-out", type=Path, default=ODDS_RESULTS)
    args = parser.parse_args(argv)
    pairs = {
        ("rule", "random"): args.rule_pairs,
        ("search", "rule"): args.pairs,
        ("search", "random"): args.pairs if args.random_pairs is None else args.random_pairs,
    }
    started = time.perf_counter()

    def seconds_left() -> float | None:  # --seconds bounds the odds and the ladder together
        return None if args.seconds is None else max(0.0, args.seconds - (time.perf_counter() - started))

    wanted = {"seed": args.seed, "rules": args.rules, "search_settings": asdict(LADDER_SETTINGS)}
    if args.odds_deals and args.resume and odds_done(args.odds_out, args.odds_deals, wanted):
        print(f"odds by bot: {args.odds_out} already has {args.odds_deals} packs or more")
    elif args.odds_deals:
        odds = odds_by_bot(
            args.odds_deals, args.seed, args.jobs, args.rules, LADDER_SETTINGS, args.odds_out, seconds_left()
        )
        print(f"odds by bot: {odds['deals']} packs, each played by four rule-based and four search bots")
    if not any(pairs.values()):
        return  # the odds alone (every pairing given 0 pairs): the ladder's file is left as it is
    earlier = json.loads(args.out.read_text("utf-8")) if args.resume and args.out.exists() else None
    try:
        ladder = run_ladder(
            pairs, args.seed, args.jobs, args.rules, LADDER_SETTINGS, args.out, seconds_left(), earlier=earlier
        )
    except LadderResumeError as error:
        parser.exit(2, f"{args.out}: {error}\n")
    for pairing in ladder["pairings"]:
        print(
            f"{pairing['a']} vs {pairing['b']}: {with_minus(pairing['mean'], '+.2f')} per deal, 95% "
            f"{' … '.join(with_minus(end, '+.2f') for end in pairing['ci95'])}, "
            f"{pairing['pairs']} pairs"
        )
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
