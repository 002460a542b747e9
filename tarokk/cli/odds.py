"""``tarokk odds``: the odds of the hand in front of a player, the rest of the pack dealt at
random consistent with what is known, played out by the rule-based bots
(:mod:`tarokk.studies.odds`)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

from tarokk.cli.language import N_, _, ngettext, number
from tarokk.cli.paths import file_name
from tarokk.cli.rules import add_rules_argument
from tarokk.cli.simulate import (
    JOBS_PER_CPU,
    ProgressBar,
    add_scheduler_argument,
    check_out,
    precision_option,
    scheduler_option,
    whole_number,
    write_rows,
)
from tarokk.cli.table import chosen_game, hand_odds_report, table_game
from tarokk.core.cards import Card, parse_hand
from tarokk.core.display import hand_text
from tarokk.core.errors import TarokkInputError, excerpt
from tarokk.core.files import check_target
from tarokk.core.packs import MAX_SEED
from tarokk.core.seats import parse_seat
from tarokk.core.state import registered_games
from tarokk.games.paskievics.announcements import FIGURE_HU
from tarokk.games.paskievics.dealing import HAND_SIZE
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import rules_argument
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
    ruled_out,
    run_odds,
)

DEALER = "E"
"""The dealer at a table of five, who sits the deal out: named in a refusal of its seat."""

DEFAULT_DEALS = 1_000
DEFAULT_MAX_DEALS = 100_000
"""The most deals ``--precision`` deals when ``--deals`` is not given."""
MAX_DEALS = 10**9

STRATEGY_TEXT = {
    "bot": N_("as the bot bids"),
    "pass": N_("pass"),
    "three": N_("bid up to three"),
    "two": N_("bid up to two"),
    "one": N_("bid up to one"),
    "solo": N_("bid up to solo"),
    "exactly-three": N_("bid exactly three"),
    "exactly-two": N_("bid exactly two"),
    "exactly-one": N_("bid exactly one"),
    "exactly-solo": N_("bid exactly solo"),
    "hold": N_("hold, never raise"),
}
"""Each bidding strategy in words (translated where it is shown)."""


BOT_WORDS = {"rule": N_("rule-based bots"), "search": N_("search-based bots")}
"""Who may play the deals out (``--bots``), as the results' heading says it."""


def add_odds_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tarokk odds`` on the main parser's subcommands."""
    odds = subparsers.add_parser(
        "odds", help=_("the odds of a hand: the rest dealt at random, played out by bots, for each bid")
    )
    odds.add_argument(
        "hand", metavar="HAND", help=_("the cards you hold, comma-separated, e.g. 'skíz, XVI, VI, II, Kő k'")
    )
    odds.add_argument(
        "--game",
        choices=registered_games(),
        help=_(
            "the game (default: the game --rules names, else paskievics); in another game you sit at the first "
            "seat, and each choice you have there is played out on the same deals by its rule-based bots"
        ),
    )
    odds.add_argument("--seat", default="A", help=_("your seat, A–D (default A; A speaks first in the auction)"))
    odds.add_argument(
        "--partial-hand",
        action="store_true",
        help=_("HAND gives only some of your cards: the others are dealt at random (and the answer says how many)"),
    )
    odds.add_argument("--talon", default="", help=_("cards known to be in the talon, comma-separated"))
    odds.add_argument(
        "--where",
        default="",
        metavar="CARDS",
        help=_("cards whose whereabouts to give exactly, besides the honours' (default: the XX and the kings)"),
    )
    odds.add_argument(
        "--holds",
        action="append",
        default=[],
        metavar="SEAT: CARDS",
        help=_("cards another seat is known to hold, e.g. 'C: skíz' or 'C holds the skíz' (repeatable)"),
    )
    odds.add_argument(
        "--bids",
        default=",".join(STRATEGIES),
        help=_(
            "the bidding strategies to compare, comma-separated among {strategies} "
            "(bot: as the rule-based bot bids; three … solo: bid up to that contract)"
        ).format(strategies=", ".join(STRATEGIES)),
    )
    odds.add_argument(
        "--deals",
        help=_("how many deals (default {deals}; with --precision the most, default {most})").format(
            deals=number(DEFAULT_DEALS, ","), most=number(DEFAULT_MAX_DEALS, ",")
        ),
    )
    odds.add_argument(
        "--bots",
        choices=tuple(BOT_WORDS),
        default="rule",
        help=_("who plays the deals out: rule-based bots (the default) or search-based ones (some seconds a deal)"),
    )
    odds.add_argument("--seed", default="1", help=_("the seed; the same seed gives the same numbers (default 1)"))
    odds.add_argument("--jobs", default="1", help=_("worker processes; the numbers do not depend on it (default 1)"))
    add_scheduler_argument(odds)
    odds.add_argument("--precision", help=_("stop once every probability's 95%% half-width is below this, e.g. 0.02"))
    add_rules_argument(odds, None, N_("another game: its name and options, e.g. 'magyar, first_lead=declarer'"))
    odds.add_argument("--json", action="store_true", help=_("print the results as JSON"))
    odds.add_argument(
        "--out", type=file_name, help=_("also write one row per deal and strategy: CSV, or Parquet (needs pyarrow)")
    )
    odds.set_defaults(run=cmd_odds)


_HOLDS = re.compile(r"^\s*([A-Za-z])\s*(?::|=|\s(?:holds|has)\b)\s*(?:the\s+)?(.*)$", re.IGNORECASE)


def parse_holds(text: str) -> tuple[Place, list[Card]]:
    """``C: skíz`` or ``C holds the skíz``: a seat and the cards it is known to hold."""
    match = _HOLDS.match(text)
    if match is None:
        raise TarokkInputError(
            _("--holds takes a seat and cards, e.g. 'C: skíz' or 'C holds the skíz'; got {text}").format(
                text=excerpt(text)
            )
        )
    if match.group(1).upper() == DEALER:
        raise TarokkInputError(
            _("--holds: the dealer E sits out and holds no cards; got {text}").format(text=excerpt(text))
        )
    return parse_seat(match.group(1), ACTIVE_SEATS), parse_hand(match.group(2))


def question_of(args: argparse.Namespace) -> Question:
    """The question the arguments ask: the seat, what is known, the rules and the bids."""
    if args.seat.strip().upper() == DEALER:
        raise TarokkInputError(
            _("--seat: E deals and sits out; give A, B, C or D, not {seat}").format(seat=excerpt(args.seat))
        )
    seat = parse_seat(args.seat, ACTIVE_SEATS)
    hand = parse_hand(args.hand)
    if not hand:
        raise TarokkInputError(
            _("give the cards of your hand, comma-separated; got {text}").format(text=excerpt(args.hand))
        )
    known: dict[Place, list[Card]] = {seat: hand}
    if args.talon.strip():
        known[TALON] = parse_hand(args.talon)
    for text in args.holds:
        other, cards = parse_holds(text)
        if other == seat:
            raise TarokkInputError(_("--holds names your own seat {seat}: list those cards in HAND").format(seat=seat))
        if other in known:
            raise TarokkInputError(_("--holds names seat {seat} twice: list its cards once").format(seat=other))
        known[other] = cards
    strategies = tuple(word.strip().lower() for word in args.bids.split(",") if word.strip())
    unknown = [word for word in strategies if word not in STRATEGIES]
    if unknown or not strategies:
        raise TarokkInputError(
            _("--bids takes some of {strategies}; got {text}").format(
                strategies=", ".join(STRATEGIES), text=excerpt(args.bids)
            )
        )
    rules = rules_argument(args.variant)
    knowledge = Knowledge.of(known)
    if len(hand) < HAND_SIZE and not args.partial_hand:
        raise TarokkInputError(
            ngettext(
                "your hand has {count} card, a hand {size}: give them all, or add --partial-hand to have the "
                "other {missing} dealt at random",
                "your hand has {count} cards, a hand {size}: give them all, or add --partial-hand to have the "
                "other {missing} dealt at random",
                len(hand),
            ).format(count=len(hand), size=HAND_SIZE, missing=HAND_SIZE - len(hand))
        )
    where = tuple(parse_hand(args.where)) if args.where.strip() else ()
    return Question(seat, knowledge, rules, tuple(dict.fromkeys(strategies)), args.bots, where)


def _percent(p: Proportion) -> str:
    if p.estimate is None or p.ci95 is None:
        return "—"
    low, high = p.ci95
    return f"{number(p.estimate, '6.1%')} ({number(low, '.1%')}–{number(high, '.1%')})"


def _units(m: Mean) -> str:
    if m.estimate is None:
        return "—"
    if m.ci95 is None:
        return number(m.estimate, "+.2f")
    low, high = m.ci95
    return _("{estimate} ({low} to {high})").format(
        estimate=number(m.estimate, "+.2f"), low=number(low, "+.2f"), high=number(high, "+.2f")
    )


def odds_text(result: OddsResult) -> str:
    """The answer as tables: the exact odds of the cards, then each strategy's played odds."""
    q = result.question
    seat = q.seat
    lines = [
        _("Odds for {seat}'s hand: {cards}").format(seat=seat, cards=hand_text(q.knowledge.cards_at(seat), "hu")),
        ngettext(
            "{rules} rules · {deals} deal played by {bots} for each bid · seed {seed}",
            "{rules} rules · {deals} deals played by {bots} for each bid · seed {seed}",
            result.deals,
        ).format(rules=q.rules.name, deals=number(result.deals, ","), bots=_(BOT_WORDS[q.bots]), seed=result.seed),
    ]
    missing = HAND_SIZE - len(q.knowledge.cards_at(seat))
    if missing:
        lines.append(_("Cards of your hand dealt at random in every deal: {missing}.").format(missing=missing))
    for place in PLACES:
        if place != seat and q.knowledge.cards_at(place):
            cards = hand_text(q.knowledge.cards_at(place), "hu")
            if place == TALON:
                lines.append(_("Known: the talon holds {cards}").format(cards=cards))
            else:
                lines.append(_("Known: {seat} holds {cards}").format(seat=place, cards=cards))
    lines += ["", _("From the cards alone, exactly:")]
    places = list(PLACES)
    names = [_("talon") if place == TALON else place for place in places]
    who_holds, tarokks = _("who holds"), _("tarokks")
    lines.append(f"  {who_holds:<12}" + "".join(f"{name:>9}" for name in names))
    for card, odds in result.exact["holder"].items():
        lines.append(f"  {card:<12}" + "".join(number(odds[place], ">9.1%") for place in places))
    lines.append(f"  {tarokks:<12}" + "".join(f"{name:>9}" for name in names) + "   " + _("(each count's chance)"))
    counts = sorted({int(k) for place in places for k in result.exact["tarokks"][place]})
    for k in counts:
        cells = [result.exact["tarokks"][place].get(str(k), 0.0) for place in places]
        if any(cell >= 0.0005 for cell in cells):
            lines.append(f"  {k:<12}" + "".join(number(cell, ">9.1%") for cell in cells))
    lines += ["", _("Played out, for each way {seat} may bid ({percent} intervals):").format(seat=seat, percent="95%")]
    declares = _("{seat} declares").format(seat=seat)
    bid, wins, per_deal = _("bid"), _("its side wins"), _("settlement per deal")
    width = max(16, *(len(_(STRATEGY_TEXT[odds.strategy])) for odds in result.strategies))
    header = f"  {bid:<{width}} {declares:<22} {wins:<22} {per_deal:<27} " + _("when counted")
    lines.append(header)
    for odds in result.strategies:
        lines.append(
            f"  {_(STRATEGY_TEXT[odds.strategy]):<{width}} {_percent(odds.declared):<22} {_percent(odds.won):<22} "
            f"{_units(odds.settlement):<27} {_units(odds.settlement_counted)}"
        )
    lines += _differences_text(result)
    lines += [
        "",
        _("Figures made by {seat}'s side (for) and by the other side (against), in the deals counted:").format(
            seat=seat
        ),
    ]
    impossible = ruled_out(q.knowledge, seat)
    shown = {
        (odds.strategy, figure): [
            _("impossible (you hold the {card})").format(card=impossible[figure, side].hu)
            if (figure, side) in impossible
            else _percent(chance)
            for side, chance in (("for", mine), ("against", theirs))
        ]
        for odds in result.strategies
        for figure, (mine, theirs) in odds.figures.items()
    }
    mine_width = max(22, *(len(cells[0]) for cells in shown.values()))  # "impossible (…)" keeps the column
    for odds in result.strategies:
        counted = _("({deals} deals counted)").format(deals=number(odds.won.n, ","))
        lines.append(f"  {_(STRATEGY_TEXT[odds.strategy])} {counted}")
        for figure in odds.figures:
            mine, theirs = shown[odds.strategy, figure]
            lines.append(
                f"    {FIGURE_HU[figure]:<13} "
                + _("for {mine} against {theirs}").format(mine=f"{mine:<{mine_width}}", theirs=theirs)
            )
    counted_means = _(
        "Counted: the deals played to the end; for a bid, those {seat} declared. Its side wins: takes\n"
        "48 of the 94 card points as declarer, or keeps the declarer below it. Settlement: what {seat}\n"
        "receives (+) or pays (−) per deal in base units, over every deal, and over the deals counted."
    )
    lines += ["", *counted_means.format(seat=seat).split("\n")]
    if result.precision_reached is False:
        lines.append(_("The precision asked for was not reached: raise --deals to go on."))
    return "\n".join(lines)


def _differences_text(result: OddsResult) -> list[str]:
    """The best strategy by its settlement per deal against each other, deal by deal on the
    same packs: by how much, with the interval, and which is better or that the sample cannot tell."""
    if len(result.strategies) < 2:
        return []
    best = max(result.strategies, key=lambda odds: odds.settlement.estimate or 0.0).strategy
    lines = ["", _("Paired on the same deals, per deal ({percent} intervals):").format(percent="95%")]
    for difference in result.differences:
        if best not in (difference.first, difference.second):
            continue
        other = difference.second if difference.first == best else difference.first
        sign = 1 if difference.first == best else -1
        mean, interval = difference.difference.estimate, difference.difference.ci95
        if mean is None or interval is None:
            continue
        low, high = sorted((sign * interval[0], sign * interval[1]))
        gap = f"{_signed(sign * mean)} ({_signed(low)} … {_signed(high)})"
        verdict = _("the sample cannot tell")
        if difference.better is not None:
            verdict = _("better") if difference.better == best else _("worse")
        lines.append(f"  {_(STRATEGY_TEXT[best])} − {_(STRATEGY_TEXT[other])}: {gap}: {verdict}")
    return lines


def _signed(value: float) -> str:
    """A difference per deal to two decimals, with its sign and a true minus sign, as the language writes numbers."""
    rounded = round(value, 2)
    return number(rounded, "+.2f") if rounded else "0"


def cmd_odds(args: argparse.Namespace) -> None:
    game = chosen_game(args)
    if game != "paskievics":
        table_odds(args, game)
        return
    if args.variant is None:
        args.variant = "pagat"
    question = question_of(args)
    precision = precision_option(args.precision)
    default = DEFAULT_DEALS if precision is None else DEFAULT_MAX_DEALS
    deals = default if args.deals is None else whole_number(args.deals, "--deals", 1, MAX_DEALS)
    seed = whole_number(args.seed, "--seed", 0, MAX_SEED)
    jobs = whole_number(args.jobs, "--jobs", 1, JOBS_PER_CPU * (os.cpu_count() or 1))
    scheduler = scheduler_option(args.scheduler)
    if args.out is not None and args.out.endswith(".parquet"):  # before the study: Parquet needs pyarrow too
        check_out(args.out)
    elif args.out is not None:
        check_target(Path(args.out))
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
            scheduler=scheduler,
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


def table_odds(args: argparse.Namespace, game: str) -> None:
    """``tarokk odds --game GAME HAND``: each first choice of the hand (:func:`~tarokk.cli.table.hand_odds_report`)."""
    unset: dict[str, object] = {
        "seat": "A",
        "talon": "",
        "holds": [],
        "bids": ",".join(STRATEGIES),
        "bots": "rule",
        "jobs": "1",
        "precision": None,
        "partial_hand": False,
        "where": "",
        "out": None,
        "scheduler": None,
    }
    given = [f"--{name}" for name, default in unset.items() if getattr(args, name) != default]
    if given:
        raise TarokkInputError(
            _("{options}: Paskievics tarokk's odds only; in {game} you hold the first seat's hand").format(
                options=", ".join(given), game=game
            )
        )
    deals = DEFAULT_DEALS if args.deals is None else whole_number(args.deals, "--deals", 1, MAX_DEALS)
    seed = whole_number(args.seed, "--seed", 0, MAX_SEED)
    print(hand_odds_report(table_game(game, rules=args.variant), args.hand, deals, seed, args.json))
