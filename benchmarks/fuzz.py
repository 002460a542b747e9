"""``make fuzz``: a long fuzzing run of every parser, reproducible from its seed.

Each parser (Paskievics tarokk's classic records and every game's records in the one
format: parse and replay; summaries in JSON and in TOML: read and settle; score sheets: read
and run; house rules for any game, as ``--rules`` takes them; and the keys a learner types
at every game's table, a deal's worth at a time) gets ``--inputs`` valid inputs damaged one to three times by
:func:`tests.fuzzing.damage` — a byte, a line or a section at a time — with choices from
``random.Random`` seeded by ``--seed``, the parser's name and the input's number. The run
counts the outcomes per parser (accepted, incomplete, refused by rule id or error class);
an input that ends in any other exception is a fault, written to ``--corpus`` with the
traceback beside it, and the run exits with status 1. Run it as ``python -m benchmarks.fuzz``.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

from tests.fuzzing import TARGETS, RandomChooser, damage, outcome

FAULTS = Path("fuzz-faults")
"""Where the inputs that failed are written (the run's corpus of faults)."""


def fuzz_one(parser: str, seed: int, number: int) -> bytes:
    """Input ``number`` of ``parser``'s run from ``seed``: the same bytes on every machine."""
    chooser = RandomChooser(int.from_bytes(hashlib.sha256(f"{seed}/{parser}/{number}".encode()).digest()[:8]))
    originals = TARGETS[parser][1]
    return damage(chooser.choice(originals), chooser, chooser.integer(1, 3))


def run(parser: str, inputs: int, seed: int, corpus: Path, progress: bool) -> tuple[Counter[str], int]:
    """Fuzz ``parser`` with ``inputs`` inputs; the outcomes counted and the number of faults."""
    read = TARGETS[parser][0]
    counts: Counter[str] = Counter()
    faults = 0
    started = time.perf_counter()
    for number in range(inputs):
        data = fuzz_one(parser, seed, number)
        try:
            counts[outcome(read, data)] += 1
        except Exception:
            faults += 1
            counts["FAULT"] += 1
            corpus.mkdir(parents=True, exist_ok=True)
            name = f"{parser}-{seed}-{number}"
            (corpus / name).write_bytes(data)
            (corpus / f"{name}.traceback").write_text(traceback.format_exc(), encoding="utf-8")
        if progress and (number + 1) % 500 == 0:
            rate = (number + 1) / (time.perf_counter() - started)
            print(f"\r{parser}: {number + 1:,}/{inputs:,} ({rate:,.0f}/s, {faults} faults)", end="", file=sys.stderr)
    if progress:
        print("\r\033[K", end="", file=sys.stderr)
    return counts, faults


def main(argv: list[str] | None = None) -> int:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    arguments.add_argument("--inputs", type=int, default=100_000, help="damaged inputs per parser")
    arguments.add_argument("--seed", type=int, default=1)
    arguments.add_argument("--parser", choices=sorted(TARGETS), action="append", help="only this parser")
    arguments.add_argument("--corpus", type=Path, default=FAULTS, help="where failing inputs are written")
    args = arguments.parse_args(argv)
    progress = sys.stderr.isatty()
    total_faults = 0
    for parser in args.parser or list(TARGETS):
        started = time.perf_counter()
        counts, faults = run(parser, args.inputs, args.seed, args.corpus, progress)
        seconds = time.perf_counter() - started
        total_faults += faults
        print(f"{parser}: {args.inputs:,} inputs in {seconds:.1f} s ({1000 * seconds / args.inputs:.2f} s per 1,000)")
        for name, count in counts.most_common():
            print(f"  {count:>9,}  {name}")
    if total_faults:
        print(f"{total_faults} input(s) crashed a parser: see {args.corpus}/", file=sys.stderr)
        return 1
    print(f"no faults (seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
