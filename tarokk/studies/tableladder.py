"""The table games' search bot against their rule-based bot, on duplicate pairs
(:func:`~tarokk.studies.table.duplicate`), written to the file the book's page on the bots
reads. ``make table-ladder`` runs it (``TABLE_PAIRS`` pairs per game); the file is written
again after every game, so a run cut short keeps the games it finished, and a run of some games
(``--games``) replaces their results and keeps the others'."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tarokk.core.display import with_minus
from tarokk.core.files import write_text_atomic
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tarokk.studies.table import duplicate


def table_games() -> dict[str, TableGame]:
    """The games that play through the table interface, by name."""
    return {name: game for name in registered_games() if isinstance(game := load_game(name), TableGame)}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tarokk.studies.tableladder", description=__doc__)
    parser.add_argument("--pairs", type=int, default=40, help="duplicate pairs per game")
    parser.add_argument("--seed", type=int, default=1, help="the seed of every game's packs")
    parser.add_argument("--games", nargs="*", default=None, help="the games (default: every table game)")
    parser.add_argument("--out", type=Path, required=True, help="the JSON file to write")
    args = parser.parse_args(argv)
    games = table_games()
    unknown = sorted(set(args.games or ()) - set(games))
    if unknown:
        parser.error(f"not table games: {', '.join(unknown)}; the table games are {', '.join(games)}")
    results: dict[str, dict[str, object]] = json.loads(args.out.read_text("utf-8")) if args.out.exists() else {}
    for name in args.games or games:
        started = time.perf_counter()
        compared = duplicate(games[name], "search", "rule", args.pairs, seed=args.seed)
        mean, low, high = compared.margin
        seconds = time.perf_counter() - started
        results[name] = {"pairs": args.pairs, "seed": args.seed, "mean": mean, "ci95": [low, high], "seconds": seconds}
        write_text_atomic(args.out, json.dumps(results, indent=1) + "\n")
        print(
            f"{name}: {args.pairs} pairs, search − rules {with_minus(mean, '+.2f')} "
            f"({with_minus(low, '+.2f')} … {with_minus(high, '+.2f')}) in {seconds:.0f} s",
            file=sys.stderr,
            flush=True,
        )


if __name__ == "__main__":
    main()
