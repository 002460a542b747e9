"""The strength ladder: duplicate matches between the bots, written to a results file.

Each pairing plays the same packs twice, the two bots' seats swapped (A and C against B and
D, then B and D against A and C), so that the luck of the cards cancels out
(:func:`~tarokk.studies.played.duplicate_match` does the same for two bots). For each pair
the ladder records the units the first bot's seats won net of the second's, halved over
the two deals; the results give the mean per deal with a 95% interval, and, for each bot,
the contracts it declared and won and the figures its side made as declarer's side.

``python -m tarokk.studies.ladder --pairs N --jobs 2`` (``make ladder``) writes
``book/examples/ladder.json``, which the book's page on the bots reads.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path
from typing import Any, cast

import numpy as np

from tarokk.bots.players import Bot
from tarokk.bots.registry import make_bot
from tarokk.bots.search import SearchSettings
from tarokk.core.cards import DECK42
from tarokk.core.packs import deal_pack
from tarokk.core.rules import PRESETS, Ruleset
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.deal import Deal
from tarokk.studies.features import column, deal_row
from tarokk.studies.played import autoplay
from tarokk.studies.runner import chunk_seed
from tarokk.studies.vectorised import deal_rows

PAIRINGS = (("rule", "random"), ("search", "rule"), ("search", "random"))
"""The stronger bot first: a positive margin means the ladder's order holds."""
LADDER_SETTINGS = SearchSettings(samples=6, exact_tricks=2, candidates=2, tries=10)
"""Lighter than the defaults, so that a run of the ladder fits a shared machine."""
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
        bots: dict[Seat, Bot] = {
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


def run_pairing(
    a: str, b: str, pairs: int, seed: int, jobs: int, rules: str, settings: SearchSettings, chunk: int = 5
) -> dict[str, Any]:
    """``pairs`` duplicate pairs of ``a`` against ``b``, in chunks of packs dealt from ``seed``."""
    sizes = [min(chunk, pairs - start) for start in range(0, pairs, chunk)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_chunk, a, b, seed, i, size, rules, settings) for i, size in enumerate(sizes)]
        results = [pair for future in futures for pair in future.result()]
    nets = np.array([pair["net"] for pair in results], dtype=float)
    stderr = float(nets.std(ddof=1) / math.sqrt(len(nets))) if len(nets) > 1 else float("nan")
    mean = float(nets.mean())
    totals: dict[str, Counter[str]] = {a: Counter(), b: Counter()}
    for pair in results:
        for kind, counts in pair["declared"].items():
            totals[kind].update(counts)
    return {
        "a": a,
        "b": b,
        "pairs": len(nets),
        "mean": round(mean, 3),
        "ci95": [round(mean - 1.96 * stderr, 3), round(mean + 1.96 * stderr, 3)],
        "declared": {kind: dict(sorted(counts.items())) for kind, counts in totals.items()},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="the bots' strength ladder: duplicate matches, written as JSON")
    parser.add_argument("--pairs", type=int, default=2000, help="duplicate pairs per pairing with the search bot")
    parser.add_argument(
        "--random-pairs", type=int, default=None, help="duplicate pairs of the search bot against the random one"
    )
    parser.add_argument(
        "--rule-pairs", type=int, default=2000, help="duplicate pairs of the rule bot against the random one"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", default="pagat", choices=sorted(PRESETS))
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    pairs = {
        ("rule", "random"): args.rule_pairs,
        ("search", "rule"): args.pairs,
        ("search", "random"): args.pairs if args.random_pairs is None else args.random_pairs,
    }
    pairings = []
    for a, b in PAIRINGS:
        started = time.perf_counter()
        result = run_pairing(a, b, pairs[a, b], args.seed, args.jobs, args.rules, LADDER_SETTINGS)
        result["seconds"] = round(time.perf_counter() - started)
        print(f"{a} vs {b}: {result['mean']:+.2f} per deal, 95% {result['ci95']}, {result['pairs']} pairs")
        pairings.append(result)
        results = {
            "rules": args.rules,
            "seed": args.seed,
            "jobs": args.jobs,
            "search_settings": asdict(LADDER_SETTINGS),
            "pairings": pairings,
        }
        args.out.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
