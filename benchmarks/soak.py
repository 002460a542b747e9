"""``make soak``: random deals played through the engine, every invariant checked on each.

Every deal is a shuffled pack played to the end by four random legal bots
(:func:`~tarokk.studies.played.play_pack`). :func:`check_deal` then asks of it:

- every card of the pack is in exactly one place (hands, talon, discards, tricks);
- the card points add up to the pack's :data:`PACK_POINTS`;
- the settlement is zero-sum: what the players pay and receive, and the kassza, cancel out;
- the game record round-trips: written, read and replayed, it gives the same events and result;
- the deal replays through the checked ``Deal.apply``, and one illegal action tried at a
  random step is refused with the engine's own error and changes nothing (every seat's view,
  the legal actions, the log).

Every other game is soaked through the interface they share (:func:`check_table_deal`): its
deals played by random legal choices, an unlisted action refused with its rule and nothing
changed, a clone kept apart, the returns zero-sum, and the one record format round-tripped.

Packs come in chunks seeded as the study runner seeds them (chunk *k* from the *k*-th child
of ``SeedSequence(seed)``), so a seed gives the same deals for any number of processes.
Run it as ``python -m benchmarks.soak``; it exits with status 1 on any failure.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from tarokk.core.cards import DECK42, Card
from tarokk.core.errors import IllegalAction, TarokkError
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame, TableState
from tarokk.games.paskievics.deal import Deal, DealAction, Discard
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.records import format_record, parse_record
from tarokk.games.paskievics.replay import record_of, replay
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.scoring import settle
from tarokk.studies.played import play_pack
from tarokk.studies.runner import chunk_seed
from tarokk.studies.vectorised import deal_rows

PACK_POINTS = 94
"""The card points of the 42-card pack, counted card by card."""

CHUNK_SIZE = 1_000
"""Deals per chunk: the unit of work and of seeding."""

Checked = tuple[str, list[str]]
"""How a deal ended (``played``, ``all-passed``, …) and what went wrong with it."""


def cards_in_place(deal: Deal) -> list[Card]:
    """Every card where the deal keeps it: hands, the talon not taken, discards, tricks."""
    taken = {card for cards in deal.talon_taken.values() for card in cards}
    cards = [card for hand in deal.hands.values() for card in hand]
    cards += [card for card in deal.dealt.talon if card not in taken]
    cards += [card for discard in deal.discards.values() for card in discard]
    if deal.play is not None:
        cards += [card for trick in deal.play.tricks for _, card in trick.plays]
        cards += [card for _, card in deal.play.current]
    return cards


def card_faults(deal: Deal) -> list[str]:
    """What is wrong with where the cards are: a card missing or twice, the points not adding up."""
    cards = cards_in_place(deal)
    faults = []
    counted = Counter(cards)
    if set(counted) != set(DECK42.cards) or len(cards) != len(DECK42.cards):
        twice = sorted(card.tolnai for card, n in counted.items() if n > 1)
        missing = sorted(card.tolnai for card in DECK42.cards if card not in counted)
        faults.append(f"cards: {len(cards)} in place, twice {twice}, missing {missing}")
    points = sum(card.points for card in cards) if deal.play is None else _points_by_trick(deal)
    if points != PACK_POINTS:
        faults.append(f"card points add up to {points}, not {PACK_POINTS}")
    return faults


def _points_by_trick(deal: Deal) -> int:
    """The points as the tricks count them, plus every card not in a trick."""
    assert deal.play is not None
    outside = cards_in_place(deal)
    in_tricks = {card for trick in deal.play.tricks for _, card in trick.plays}
    return sum(trick.points for trick in deal.play.tricks) + sum(c.points for c in outside if c not in in_tricks)


def settlement_faults(deal: Deal, rules: Ruleset) -> list[str]:
    """A deal with a game settles zero-sum: payments and kassza moves cancel out."""
    summary = deal.result()
    if not summary.has_game:
        return []
    settlement = settle(summary, rules)
    total = sum(settlement.payments.values()) + sum(settlement.kassza.values())
    return [] if total == 0 else [f"the settlement does not add up to zero: {total} ({dict(settlement.payments)})"]


def record_faults(deal: Deal) -> list[str]:
    """The deal's record, written, read and replayed, gives the same events and the same result."""
    replayed = replay(parse_record(format_record(record_of(deal, {"Event": "soak"})))).deal
    if replayed is None or replayed.events != deal.events:
        return ["the record does not replay to the same events"]
    if replayed.result() != deal.result():
        return ["the replayed record gives another result"]
    return []


def _snapshot(deal: Deal) -> tuple[object, ...]:
    views = [deal.view(seat) for seat in ACTIVE_SEATS]
    return (deal.phase, deal.to_act, list(deal.events), views, deal.legal_actions())


def _illegal_action(deal: Deal, chooser: random.Random, tried: Iterable[DealAction]) -> tuple[DealAction, str | None]:
    """An action the seat to act may not take now, and the seat to name (None: the one to act):
    an action it is not listed (any card, bidding word, announcement or discard of the deal), or
    a listed one in another seat's name."""
    legal = deal.legal_actions()
    seat = deal.to_act
    assert seat is not None
    hand = deal.hands[seat]
    discard = Discard(tuple(chooser.sample(hand, min(len(hand), 2))))
    unlisted = [action for action in [*DECK42.cards, *tried, discard, "hold", "solo"] if action not in legal]
    if unlisted and chooser.random() < 0.8:
        return chooser.choice(unlisted), None
    return chooser.choice(legal), chooser.choice([other for other in ACTIVE_SEATS if other != seat])


def refusal_faults(deal: Deal, rules: Ruleset, chooser: random.Random) -> list[str]:
    """Replay ``deal`` through the checked ``Deal.apply``, trying one illegal action at a random
    step: it must be refused with the engine's own error and leave the state as it was."""
    again = Deal(deal.dealt, rules)
    step = chooser.randrange(len(deal.events))
    probed = False
    while len(again.events) < len(deal.events):
        index = len(again.events)
        if index >= step and not probed:
            probed = True
            action, seat = _illegal_action(again, chooser, (e.action for e in deal.events))
            before = _snapshot(again)
            try:
                again.apply(action, seat)
                return [f"step {index}: {seat or again.to_act} was allowed {action} (not listed as legal)"]
            except TarokkError:
                if _snapshot(again) != before:
                    return [f"step {index}: refusing {action} changed the state"]
        event = deal.events[index]
        again.apply(event.action, event.seat)  # an act the engine makes itself is logged on the way
    if again.events != deal.events or again.result() != deal.result():
        return ["the checked replay ends with other events or another result"]
    return []


def check_deal(row: Iterable[int], rules: Ruleset, chooser: random.Random) -> Checked:
    """Play the pack ``row`` with random bots and check every invariant of the finished deal."""
    deal = play_pack(row, rules, "random")
    faults = card_faults(deal) + settlement_faults(deal, rules) + record_faults(deal)
    faults += refusal_faults(deal, rules, chooser)
    assert deal.outcome is not None
    return deal.outcome, faults


def soak_chunk(preset: str, seed: int, index: int, size: int) -> tuple[Counter[str], list[str]]:
    """Chunk ``index`` of ``size`` deals: how they ended, and each failure with the deal's place."""
    rules = PRESETS[preset]
    rows = deal_rows(np.random.default_rng(chunk_seed(seed, index)), size)
    chooser = random.Random(f"{seed}/{index}")
    outcomes: Counter[str] = Counter()
    failures = []
    for number, row in enumerate(rows):
        try:
            outcome, faults = check_deal(row, rules, chooser)
        except Exception as error:  # a crash is a failure too, named with its deal
            outcome, faults = "crashed", [f"{type(error).__name__}: {error}"]
        outcomes[outcome] += 1
        place = f"{preset} seed {seed} chunk {index} deal {number} (pack {' '.join(map(str, row))})"
        failures += [f"{place}: {fault}" for fault in faults]
    return outcomes, failures


def check_table_deal(game: TableGame, deal_seed: int, chooser: random.Random) -> tuple[str, list[str]]:
    """One deal of a table game played by random legal choices, every invariant of the shared
    interface checked: each listed action is taken, one action not listed is refused with a
    rule id and changes nothing, a clone stays apart, the settlement is zero-sum and the one
    record format round-trips to the same actions and returns."""
    faults: list[str] = []
    state = game.new_initial_state(deal_seed)
    refuse_at = chooser.randrange(game.max_game_length())
    twin = None
    while not state.is_terminal():
        legal = state.legal_actions()
        if len(state.history()) == refuse_at:
            faults += _table_refusal_faults(state, legal, chooser)
            twin = state.clone()
        state.apply_action(chooser.choice(legal))
    if twin is not None and twin.history() != state.history()[: len(twin.history())]:
        faults.append("a clone's history changed with the original's")
    if twin is not None and len(twin.history()) < len(state.history()) and twin.is_terminal():
        faults.append("a clone ended with the original")
    if abs(sum(state.returns())) > 1e-9:
        faults.append(f"the returns do not sum to zero: {state.returns()}")
    replayed = replay_table_record(parse_table_record(format_table_record(state, deal_seed))).state
    if replayed.history() != state.history() or replayed.returns() != state.returns():
        faults.append("the game record does not round-trip")
    played = state.contract_played()
    return ("no game" if played is None else f"{played[0]} played"), faults


def _table_refusal_faults(state: TableState, legal: list[int], chooser: random.Random) -> list[str]:
    """An action the state does not list must be refused with its rule, the state as it was."""
    unlisted = [action for action in range(state.game.num_distinct_actions()) if action not in legal]
    if not unlisted:
        return []
    action = chooser.choice(unlisted)
    before = (state.history(), state.legal_actions(), str(state))
    try:
        state.apply_action(action)
    except IllegalAction as refusal:
        if not refusal.rule:
            return [f"{state.action_to_string(action)!r} was refused without a rule"]
    else:
        return [f"{state.action_to_string(action)!r}, not listed, was taken"]
    if (state.history(), state.legal_actions(), str(state)) != before:
        return [f"refusing {state.action_to_string(action)!r} changed the deal"]
    return []


def table_soak_chunk(name: str, seed: int, index: int, size: int) -> tuple[Counter[str], list[str]]:
    """Chunk ``index`` of ``size`` deals of the table game ``name``: how they ended, and each
    failure with the deal's seed."""
    game = load_game(name)
    assert isinstance(game, TableGame)
    seeds = np.random.default_rng(chunk_seed(seed, index)).integers(2**63, size=size)
    chooser = random.Random(f"{name}/{seed}/{index}")
    outcomes: Counter[str] = Counter()
    failures = []
    for deal_seed in seeds:
        try:
            outcome, faults = check_table_deal(game, int(deal_seed), chooser)
        except Exception as error:  # a crash is a failure too, named with its deal
            outcome, faults = "crashed", [f"{type(error).__name__}: {error}"]
        outcomes[outcome] += 1
        failures += [f"{name} deal seed {deal_seed}: {fault}" for fault in faults]
    return outcomes, failures


def _chunks(deals: int) -> list[tuple[int, int]]:
    full, rest = divmod(deals, CHUNK_SIZE)
    return [(index, CHUNK_SIZE) for index in range(full)] + ([(full, rest)] if rest else [])


def main(argv: list[str] | None = None) -> int:
    arguments = argparse.ArgumentParser(description="Random deals through the engine, every invariant checked.")
    arguments.add_argument("--deals", type=int, default=1_000_000, help="deals per preset")
    arguments.add_argument("--seed", type=int, default=1)
    arguments.add_argument("--preset", choices=sorted(PRESETS), action="append", help="only this preset")
    arguments.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    arguments.add_argument("--table-deals", type=int, default=20_000, help="deals of each other game")
    arguments.add_argument("--game", action="append", help="only this other game (paskievics: its presets only)")
    args = arguments.parse_args(argv)
    progress = sys.stderr.isatty()
    failures: list[str] = []
    table_games = [name for name in registered_games() if isinstance(load_game(name), TableGame)]
    chosen = args.game or ["paskievics", *table_games]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for preset in (args.preset or list(PRESETS)) if "paskievics" in chosen else []:
            started = time.perf_counter()
            outcomes: Counter[str] = Counter()
            chunks = _chunks(args.deals)
            results = pool.map(
                soak_chunk, itertools.repeat(preset), itertools.repeat(args.seed), *zip(*chunks, strict=True)
            )
            for counted, found in results:
                outcomes.update(counted)
                failures += found
                if progress:
                    done = f"{outcomes.total():,}/{args.deals:,} deals"
                    print(f"\r{preset}: {done}, {len(failures)} failures", end="", file=sys.stderr)
            if progress:
                print("\r\033[K", end="", file=sys.stderr)
            seconds = time.perf_counter() - started
            print(f"{preset}: {args.deals:,} deals in {seconds:.1f} s ({1000 * seconds / args.deals:.2f} s per 1,000)")
            for name, count in outcomes.most_common():
                print(f"  {count:>9,}  {name}")
        for name in (game for game in chosen if game != "paskievics"):
            started = time.perf_counter()
            outcomes = Counter()
            chunks = _chunks(args.table_deals)
            for counted, found in pool.map(
                table_soak_chunk, itertools.repeat(name), itertools.repeat(args.seed), *zip(*chunks, strict=True)
            ):
                outcomes.update(counted)
                failures += found
            seconds = time.perf_counter() - started
            print(f"{name}: {args.table_deals:,} deals in {seconds:.1f} s")
            for outcome, count in outcomes.most_common():
                print(f"  {count:>9,}  {outcome}")
    for failure in failures[:50]:
        print(failure, file=sys.stderr)
    if failures:
        print(f"{len(failures)} failure(s)", file=sys.stderr)
        return 1
    print(f"no failures (seed {args.seed}, {args.jobs} processes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
