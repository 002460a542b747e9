"""``tarokk odds``: the odds of the hand in front of a player, the rest of the pack dealt at
random consistent with what is known, played out by the rule-based bots
(:mod:`tarokk.studies.odds`)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

from tarokk.cli.paths import file_name
from tarokk.cli.rules import add_rules_argument
from tarokk.cli.simulate import JOBS_PER_CPU, ProgressBar, check_out, precision_option, whole_number, write_rows
from tarokk.core.cards import Card, parse_cards
from tarokk.core.display import hand_text
from tarokk.core.errors import TarokkInputError
from tarokk.core.files import excerpt
from tarokk.core.packs import MAX_SEED
from tarokk.core.rules import rules_argument
from tarokk.core.seats import ACTIVE_SEATS, parse_seat
from tarokk.games.paskievics.announcements import FIGURE_HU
from tarokk.studies.features import Row
from tarokk.studies.odds import (
    PLACES,
    STRATEGIES,
    TALON,
    Knowledge,
    Mean,
    OddsResult,
    Place,
    Proportion,
    Question,
    run_odds,
)

DEFAULT_DEALS = 1_000
DEFAULT_MAX_DEALS = 100_000
"""The most deals ``--precision`` deals when ``--deals`` is not given."""
MAX_DEALS = 10**9

STRATEGY_TEXT = {
    "bot": "as the bot bids",
    "pass": "pass",
    "three": "bid up to three",
    "two": "bid up to two",
    "one": "bid up to one",
    "solo": "bid up to solo",
}


BOT_WORDS = {"rule": "rule-based bots", "search": "search-based bots"}
"""Who may play the deals out (``--bots``), as the results' heading says it."""


def add_odds_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tarokk odds`` on the main parser's subcommands."""
    odds = subparsers.add_parser(
        "odds", help="the odds of a hand: the rest dealt at random, played out by bots, for each bid"
    )
    odds.add_argument(
        "hand", metavar="HAND", help="the cards you hold, comma-separated, e.g. 'skíz, XVI, VI, II, Kő k'"
    )
    odds.add_argument("--seat", default="A", help="your seat, A–D (default A; A speaks first in the auction)")
    odds.add_argument("--talon", default="", help="cards known to be in the talon, comma-separated")
    odds.add_argument(
        "--holds",
        action="append",
        default=[],
        metavar="SEAT: CARDS",
        help="cards another seat is known to hold, e.g. 'C: skíz' or 'C holds the skíz' (repeatable)",
    )
    odds.add_argument(
        "--bids",
        default=",".join(STRATEGIES),
        help=f"the bidding strategies to compare, comma-separated among {', '.join(STRATEGIES)} "
        "(bot: as the rule-based bot bids; three … solo: bid up to that contract)",
    )
    odds.add_argument(
        "--deals",
        help=f"how many deals (default {DEFAULT_DEALS:,}; with --precision the most, default {DEFAULT_MAX_DEALS:,})",
    )
    odds.add_argument(
        "--bots",
        choices=tuple(BOT_WORDS),
        default="rule",
        help="who plays the deals out: rule-based bots (the default) or search-based ones (some seconds a deal)",
    )
    odds.add_argument("--seed", default="1", help="the seed; the same seed gives the same numbers (default 1)")
    odds.add_argument("--jobs", default="1", help="worker processes; the numbers do not depend on it (default 1)")
    odds.add_argument("--precision", help="stop once every probability's 95%% half-width is below this, e.g. 0.02")
    add_rules_argument(odds)
    odds.add_argument("--json", action="store_true", help="print the results as JSON")
    odds.add_argument(
        "--out", type=file_name, help="also write one row per deal and strategy: CSV, or Parquet (needs pyarrow)"
    )
    odds.set_defaults(run=cmd_odds)


_HOLDS = re.compile(r"^\s*([A-Za-z])\s*(?::|=|\s(?:holds|has)\b)\s*(?:the\s+)?(.*)$", re.IGNORECASE)


def parse_holds(text: str) -> tuple[Place, list[Card]]:
    """``C: skíz`` or ``C holds the skíz``: a seat and the cards it is known to hold."""
    match = _HOLDS.match(text)
    if match is None:
        raise TarokkInputError(
            f"--holds takes a seat and cards, e.g. 'C: skíz' or 'C holds the skíz'; got {excerpt(text)}"
        )
    seat = parse_seat(match.group(1))
    if seat not in ACTIVE_SEATS:
        raise TarokkInputError(f"--holds: the dealer E sits out and holds no cards; got {excerpt(text)}")
    return seat, parse_cards(match.group(2))


def question_of(args: argparse.Namespace) -> Question:
    """The question the arguments ask: the seat, what is known, the rules and the bids."""
    seat = parse_seat(args.seat)
    if seat not in ACTIVE_SEATS:
        raise TarokkInputError(f"--seat: E deals and sits out; give A, B, C or D, not {excerpt(args.seat)}")
    hand = parse_cards(args.hand)
    if not hand:
        raise TarokkInputError(f"give the cards of your hand, comma-separated; got {excerpt(args.hand)}")
    known: dict[Place, list[Card]] = {seat: hand}
    if args.talon.strip():
        known[TALON] = parse_cards(args.talon)
    for text in args.holds:
        other, cards = parse_holds(text)
        if other == seat:
            raise TarokkInputError(f"--holds names your own seat {seat}: list those cards in HAND")
        if other in known:
            raise TarokkInputError(f"--holds names seat {other} twice: list its cards once")
        known[other] = cards
    strategies = tuple(word.strip().lower() for word in args.bids.split(",") if word.strip())
    unknown = [word for word in strategies if word not in STRATEGIES]
    if unknown or not strategies:
        raise TarokkInputError(f"--bids takes some of {', '.join(STRATEGIES)}; got {excerpt(args.bids)}")
    rules = rules_argument(args.variant)
    return Question(seat, Knowledge.of(known), rules, tuple(dict.fromkeys(strategies)), args.bots)


def _percent(p: Proportion) -> str:
    if p.estimate is None or p.ci95 is None:
        return "—"
    low, high = p.ci95
    return f"{p.estimate:6.1%} ({low:.1%}–{high:.1%})"


def _units(m: Mean) -> str:
    if m.estimate is None:
        return "—"
    if m.ci95 is None:
        return f"{m.estimate:+.2f}"
    low, high = m.ci95
    return f"{m.estimate:+.2f} ({low:+.2f} to {high:+.2f})"


def odds_text(result: OddsResult) -> str:
    """The answer as tables: the exact odds of the cards, then each strategy's played odds."""
    q = result.question
    seat = q.seat
    lines = [
        f"Odds for {seat}'s hand: {hand_text(q.knowledge.cards_at(seat), 'hu')}",
        f"{q.rules.name} rules · {result.deals:,} deals played by {BOT_WORDS[q.bots]} for each bid"
        f" · seed {result.seed}",
    ]
    for place in PLACES:
        if place != seat and q.knowledge.cards_at(place):
            where = "the talon" if place == TALON else place
            lines.append(f"Known: {where} holds {hand_text(q.knowledge.cards_at(place), 'hu')}")
    lines += ["", "From the cards alone, exactly:"]
    places = list(PLACES)
    names = ["talon" if place == TALON else place for place in places]
    lines.append(f"  {'who holds':<12}" + "".join(f"{name:>9}" for name in names))
    for card, odds in result.exact["holder"].items():
        lines.append(f"  {card:<12}" + "".join(f"{odds[place]:>9.1%}" for place in places))
    lines.append(f"  {'tarokks':<12}" + "".join(f"{name:>9}" for name in names) + "   (each count's chance)")
    counts = sorted({int(k) for place in places for k in result.exact["tarokks"][place]})
    for k in counts:
        cells = [result.exact["tarokks"][place].get(str(k), 0.0) for place in places]
        if any(cell >= 0.0005 for cell in cells):
            lines.append(f"  {k:<12}" + "".join(f"{cell:>9.1%}" for cell in cells))
    lines += ["", f"Played out, for each way {seat} may bid (95% intervals):"]
    header = f"  {'bid':<16} {f'{seat} declares':<22} {'its side wins':<22} {'settlement per deal':<27} when counted"
    lines.append(header)
    for odds in result.strategies:
        lines.append(
            f"  {STRATEGY_TEXT[odds.strategy]:<16} {_percent(odds.declared):<22} {_percent(odds.won):<22} "
            f"{_units(odds.settlement):<27} {_units(odds.settlement_counted)}"
        )
    lines += ["", f"Figures made by {seat}'s side (for) and by the other side (against), in the deals counted:"]
    for odds in result.strategies:
        lines.append(f"  {STRATEGY_TEXT[odds.strategy]} ({odds.won.n:,} deals counted)")
        for figure, (mine, theirs) in odds.figures.items():
            lines.append(f"    {FIGURE_HU[figure]:<13} for {_percent(mine):<22} against {_percent(theirs)}")
    lines += [
        "",
        f"Counted: the deals played to the end; for a bid, those {seat} declared. Its side wins: takes",
        f"48 of the 94 card points as declarer, or keeps the declarer below it. Settlement: what {seat}",
        "receives (+) or pays (−) per deal in base units, over every deal, and over the deals counted.",
    ]
    if result.precision_reached is False:
        lines.append("The precision asked for was not reached: raise --deals to go on.")
    return "\n".join(lines)


def cmd_odds(args: argparse.Namespace) -> None:
    question = question_of(args)
    precision = precision_option(args.precision)
    default = DEFAULT_DEALS if precision is None else DEFAULT_MAX_DEALS
    deals = default if args.deals is None else whole_number(args.deals, "--deals", 1, MAX_DEALS)
    seed = whole_number(args.seed, "--seed", 0, MAX_SEED)
    jobs = whole_number(args.jobs, "--jobs", 1, JOBS_PER_CPU * (os.cpu_count() or 1))
    if args.out is not None and args.out.endswith(".parquet"):
        check_out(args.out)
    rows: list[Row] = []
    bar = ProgressBar("odds", sys.stderr, precision) if sys.stderr.isatty() else None
    try:
        result = run_odds(
            question,
            deals,
            seed,
            jobs=jobs,
            precision=precision,
            progress=bar,
            on_rows=rows.extend if args.out is not None else None,
        )
    finally:
        if bar is not None:
            bar.close()
    if args.out is not None:
        write_rows(rows, args.out)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
    else:
        print(odds_text(result))
