"""``tarokk simulate``: run a named Monte-Carlo study from ``simulations/``."""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import math
import os
import re
import sys
import time
from pathlib import Path
from typing import TextIO

from simulations import find_study, studies
from tarokk.cli.language import N_, _, in_engine_language, ngettext, number
from tarokk.cli.paths import file_name
from tarokk.cli.rules import add_rules_argument
from tarokk.cli.table import chosen_game, table_game
from tarokk.core.errors import TarokkInputError, excerpt
from tarokk.core.files import check_target, write_atomic
from tarokk.core.packs import MAX_SEED
from tarokk.core.state import registered_games
from tarokk.games.paskievics.ruleset import rules_argument
from tarokk.studies.cluster import INSTALL_HINT
from tarokk.studies.features import Row
from tarokk.studies.runner import PairedTally, PairedValue, Study, StudyResult, merge_tallies, run_study
from tarokk.studies.vectorised import Event

DEFAULT_DEALS = 1_000_000
DEFAULT_MAX_DEALS = 100_000_000
"""The most deals ``--precision`` deals when ``--deals`` is not given."""
MAX_DEALS = 10**12
"""The most deals one run may ask for: days of work on a large machine."""
JOBS_PER_CPU = 4
"""``--jobs`` may ask for at most this many worker processes per CPU."""
PLAYED_BY = {"rule": "played", "random": "played-random", "search": "played-search"}
"""The played-deal study of each kind of bot (``--bots``)."""


def add_simulate_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tarokk simulate`` on the main parser's subcommands."""
    sim = subparsers.add_parser("simulate", help=_("run a Monte-Carlo study: odds with confidence intervals"))
    sim.add_argument("study", metavar="STUDY", nargs="?", help=_("the study's name, e.g. hands or played (see --list)"))
    sim.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game whose studies to list or run (default: the game --rules names, else paskievics)"),
    )
    sim.add_argument("--list", action="store_true", help=_("describe every study and each event it counts"))
    sim.add_argument(
        "--bots",
        choices=tuple(PLAYED_BY),
        help=_("with the played study: who plays the deals (rule, the default; random; search, some seconds a deal)"),
    )
    sim.add_argument(
        "--deals",
        help=_("how many deals (default {deals}; with --precision the most to deal, default {most})").format(
            deals=number(DEFAULT_DEALS, ","), most=number(DEFAULT_MAX_DEALS, ",")
        ),
    )
    sim.add_argument("--seed", default="1", help=_("the seed; the same seed gives the same numbers (default 1)"))
    sim.add_argument("--jobs", default="1", help=_("worker processes; the numbers do not depend on it (default 1)"))
    add_scheduler_argument(sim)
    sim.add_argument("--precision", help=_("stop once every 95%% interval's half-width is below this, e.g. 0.001"))
    add_rules_argument(sim, None, N_("another game: its name and options, e.g. 'magyar, first_lead=declarer'"))
    sim.add_argument("--json", action="store_true", help=_("print the results as JSON"))
    sim.add_argument(
        "--out",
        type=file_name,
        help=_(
            "also write the results to this file, CSV (or Parquet if it ends in .parquet and pyarrow is "
            "installed): one row per deal for the played-deal studies, one row per event for the others"
        ),
    )
    sim.set_defaults(run=cmd_simulate)


def add_scheduler_argument(parser: argparse.ArgumentParser) -> None:
    """``--scheduler``: run the chunks on a dask cluster instead of local worker processes."""
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=_(
            "run on the dask cluster whose scheduler is at ADDRESS (e.g. tcp://10.0.0.5:8786), or 'local' "
            "for a cluster of --jobs worker processes on this machine; the numbers are those of --jobs "
            "(needs the cluster extra: pip install 'tarokk[cluster]')"
        ),
    )


def scheduler_option(text: str | None) -> str | None:
    """The ``--scheduler`` asked for, refused before any work when dask.distributed is missing."""
    if text is None:
        return None
    if not text.strip():
        raise TarokkInputError(_("--scheduler takes a scheduler's address, e.g. tcp://10.0.0.5:8786, or 'local'"))
    if importlib.util.find_spec("distributed") is None:
        raise TarokkInputError(**INSTALL_HINT.message())
    return text.strip()


def whole_number(text: str, option: str, least: int, most: int) -> int:
    if not re.fullmatch(r"-?[0-9]{1,30}", text.strip()):
        raise TarokkInputError(
            _("{option} takes a whole number, e.g. {option} 1000000; got {text}").format(
                option=option, text=excerpt(text)
            )
        )
    value = int(text)
    if value < least:
        raise TarokkInputError(
            _("{option} must be at least {least}; got {value}").format(option=option, least=least, value=value)
        )
    if value > most:
        raise TarokkInputError(
            _("{option} must be at most {most} (the limit); got {text}").format(
                option=option, most=number(most, ","), text=excerpt(text)
            )
        )
    return value


def precision_option(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise TarokkInputError(
            _("--precision takes a half-width such as 0.001; got {text}").format(text=excerpt(text))
        ) from None
    if not 0 < value < 1:
        raise TarokkInputError(
            _("--precision must be between 0 and 1, e.g. 0.001; got {text}").format(text=excerpt(text))
        )
    return value


def check_out(out: str | None) -> None:
    """Refuse an output file that cannot be written before spending time on the study."""
    if out is None:
        return
    check_target(Path(out))
    if importlib.util.find_spec("pandas") is None:
        raise TarokkInputError(_("--out needs pandas: pip install pandas"))
    if out.endswith(".parquet") and importlib.util.find_spec("pyarrow") is None:
        message = _("writing {out!r} as Parquet needs pyarrow: pip install 'tarokk[parquet]', or use a .csv name")
        raise TarokkInputError(message.format(out=out))


def write_results(result: StudyResult, out: str) -> None:
    """Write one row per event: Parquet if ``out`` ends in ``.parquet``, CSV otherwise; the file
    appears whole or not at all (an existing one is replaced only by a complete one)."""
    check_out(out)
    frame = result.to_dataframe()
    if out.endswith(".parquet"):
        write_atomic(Path(out), lambda path: frame.to_parquet(path, engine="pyarrow", index=False))
    else:
        write_atomic(Path(out), lambda path: frame.to_csv(path, index=False))


def write_rows(rows: list[Row], out: str) -> None:
    """Write one row per deal, as :func:`write_results` writes its file; CSV needs no pandas."""
    if out.endswith(".parquet"):
        check_out(out)
        import pandas as pd

        frame = pd.DataFrame(rows)
        write_atomic(Path(out), lambda path: frame.to_parquet(path, engine="pyarrow", index=False))
        return

    def write_csv(path: Path) -> None:
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(rows[0]) if rows else ["seed", "index"])
            writer.writeheader()
            writer.writerows(rows)

    write_atomic(Path(out), write_csv)


class ProgressBar:
    """A one-line progress bar, redrawn in place."""

    def __init__(self, label: str, stream: TextIO, precision: float | None, width: int = 30) -> None:
        self.label = label
        self.stream = stream
        self.precision = precision
        self.width = width
        self.started = time.perf_counter()

    def __call__(self, done: int, total: int, widest: float) -> None:
        filled = round(self.width * done / total)
        bar = "#" * filled + "-" * (self.width - filled)
        rate = done / max(time.perf_counter() - self.started, 1e-9)
        line = f"\r{self.label} [{bar}] " + _("{done}/{total} deals, {rate}/s").format(
            done=number(done, ","), total=number(total, ","), rate=number(rate, ",.0f")
        )
        if self.precision is not None:
            line += _(", widest ±{widest} (target {target})").format(
                widest=f"{widest:.2g}", target=f"{self.precision:g}"
            )
        self.stream.write(line)
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def study_title(study: Study) -> str:
    """A study's title in the language spoken."""
    return study.title if in_engine_language() or not study.title_hu else study.title_hu


def event_words(event: Event) -> str:
    """What an event counts, in words, in the language spoken."""
    return event.description if in_engine_language() or not event.hu else event.hu


def _table(result: StudyResult, study: Study) -> str:
    """The estimates as an aligned table, each event named in words: the event column as wide as
    the longest name, and the exact and z columns only when some event has an exact value."""
    words = {e.name: event_words(e) for e in study.events}
    described = [words.get(e.event, e.description) for e in result.estimates]
    event = _("event")
    width = max([len(event), *map(len, described)])
    exact_known = any(e.exact is not None for e in result.estimates)
    estimate, stderr, interval, exact = (
        _("estimate"),
        _("std err"),
        _("{percent} interval").format(percent="95%"),
        _("exact"),
    )
    heading = f"{event:<{width}} {estimate:>9} {stderr:>9}  {interval:<17}"
    about = _("{deals} deals · seed {seed} · {rules} rules").format(
        deals=number(result.deals, ","), seed=result.seed, rules=result.variant
    )
    lines = [
        f"{result.study}: {study_title(study)} · {about}",
        heading + f"  {exact:>9} {'z':>6}" if exact_known else heading.rstrip(),
    ]
    for e, description in zip(result.estimates, described, strict=True):
        low, high = e.ci95
        line = (
            f"{description:<{width}} {number(e.estimate, '>9.6f')} {number(e.stderr, '>9.6f')}  "
            f"{number(low, '.6f')}–{number(high, '.6f')}"
        )
        if exact_known:
            exact = "" if e.exact is None else number(float(e.exact), ".6f")
            z = "" if e.z is None else number(e.z, "+.2f")
            line += f"  {exact:>9} {z:>6}"
        lines.append(line.rstrip())
    if exact_known:
        lines.append(
            _("z: the estimate's distance from the exact value in standard errors; |z| > 3 is rare by chance.")
        )
    lines.append(_("Each event's id is in --json and --list."))
    return "\n".join(lines)


def _paired_table(values: list[PairedValue]) -> str:
    """A study's paired values (:attr:`Study.paired`): each choice as made against the other
    way on the same deals, per deal in which it was made, and its gain spread over every deal;
    each column as wide as its heading or its widest value."""
    if not values:
        return _("Nothing was announced in these deals.")

    def units(value: float, spec: str = "+.2f") -> str:
        return "–" if math.isnan(value) else number(value, spec)  # one deal: no interval

    heads = ["", _("deals"), _("announced"), _("silent"), _("gain ({percent} interval)").format(percent="95%")]
    heads.append(_("per deal"))
    table = [
        [
            value.description if in_engine_language() or not value.hu else value.hu,
            number(value.n, ","),
            units(value.made),
            units(value.other),
            f"{units(value.difference[0])} ({units(value.difference[1])} … {units(value.difference[2])})",
            units(value.per_deal, "+.4f"),
        ]
        for value in values
    ]
    widths = [max(len(row[i]) for row in [heads, *table]) for i in range(len(heads))]

    def line(row: list[str]) -> str:
        cells = [row[0].ljust(widths[0]), *(cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True))]
        return "  ".join(cells).rstrip()

    title = _("Announced against silent on the same deals, per announcement, in base units:")
    return "\n".join([title, line(heads), *map(line, table)])


def study_list(found: dict[str, Study]) -> str:
    """``tarokk simulate --list``: every study, what it deals, and each event's id and meaning."""
    lines = []
    for name, study in sorted(found.items()):
        rows = _(", one row per deal with --out") if study.per_deal is not None else ""
        events = ngettext("{count} event", "{count} events", len(study.events)).format(count=len(study.events))
        lines.append(f"{name}: {study_title(study)} ({events}{rows})")
        width = max(len(event.name) for event in study.events)
        lines += [f"  {event.name:<{width}}  {event_words(event)}" for event in study.events]
        lines.append("")
    return "\n".join(lines).rstrip()


def cmd_simulate(args: argparse.Namespace) -> None:
    game = chosen_game(args)
    if args.list:
        print(study_list(studies(game)))
        return
    if args.study is None:
        raise TarokkInputError(_("tarokk simulate needs a study's name, e.g. hands or played; --list shows them all"))
    if args.bots is not None:
        if game != "paskievics":
            raise TarokkInputError(
                _("--bots chooses the players of Paskievics tarokk's studies; {game}'s are its rule-based bots").format(
                    game=game
                )
            )
        if args.study not in PLAYED_BY.values():
            raise TarokkInputError(
                _("--bots goes with the played study, not {study}").format(study=excerpt(args.study))
            )
        args.study = PLAYED_BY[args.bots]
    study = find_study(args.study, game)
    rules = (
        rules_argument(args.variant or "pagat") if game == "paskievics" else table_game(game, rules=args.variant).rules
    )
    precision = precision_option(args.precision)
    default = DEFAULT_DEALS if precision is None else DEFAULT_MAX_DEALS
    deals = default if args.deals is None else whole_number(args.deals, "--deals", 1, MAX_DEALS)
    seed = whole_number(args.seed, "--seed", 0, MAX_SEED)
    jobs = whole_number(args.jobs, "--jobs", 1, JOBS_PER_CPU * (os.cpu_count() or 1))
    scheduler = scheduler_option(args.scheduler)
    per_deal = args.out is not None and study.per_deal is not None
    paired = study.paired if not args.json else None
    tallies: dict[str, PairedTally] = {}

    def on_rows(chunk: list[Row]) -> None:
        """Keep a chunk's rows where they are written out, and sum its paired values."""
        if per_deal:
            rows.extend(chunk)
        if paired is not None:
            merge_tallies(tallies, paired(chunk))

    if args.out is not None and (not per_deal or args.out.endswith(".parquet")):
        check_out(args.out)
    elif args.out is not None:
        check_target(Path(args.out))
    rows: list[Row] = []
    bar = ProgressBar(study.name, sys.stderr, precision) if sys.stderr.isatty() else None
    try:
        result = run_study(
            study,
            deals,
            seed,
            rules,
            jobs=jobs,
            precision=precision,
            progress=bar,
            on_rows=on_rows if per_deal or paired is not None else None,
            scheduler=scheduler,
        )
    finally:
        if bar is not None:
            bar.close()
    if result.precision_reached is False:
        assert precision is not None, "only a study run to a precision can fall short of it"
        print(
            "tarokk: "
            + _("note: the precision ±{precision} was not reached in {deals} deals; raise --deals to go on").format(
                precision=number(precision, "g"), deals=number(result.deals, ",")
            ),
            file=sys.stderr,
        )
    if per_deal:
        write_rows(rows, args.out)
    elif args.out is not None:
        write_results(result, args.out)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
    else:
        print(_table(result, study))
        if paired is not None:
            print("\n" + _paired_table([tally.value(result.deals) for tally in tallies.values()]))
