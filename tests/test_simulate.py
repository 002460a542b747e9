"""Monte-Carlo studies: exact odds, the fast path against the readable engine, the runner and the CLI."""

import io
import json
import math
import subprocess
import sys
from fractions import Fraction
from math import comb

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from simulations import find_study, studies
from tarokk.cli.main import main
from tarokk.cli.simulate import ProgressBar
from tarokk.core.cards import DECK42, SKIZ, XXI
from tarokk.core.errors import TarokkInputError
from tarokk.core.packs import shuffled_ids
from tarokk.games.paskievics.dealing import deal, deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.throwin import THROW_IN_HANDS, throw_in_reasons
from tarokk.studies.runner import PairedTally, chunk_seed, mean_interval, merge_tallies, run_study, wilson_interval
from tarokk.studies.vectorised import HANDS, Deals, deal_rows, throw_in

HANDS_STUDY = find_study("hands")
EXACT = {event.name: event.exact for event in HANDS_STUDY.events}
A_POSITIONS = [6, 7, 8, 9, 10, 26, 27, 28, 29]  # A's packets of five and four (deal.order)


def exact(name, variant="pagat"):
    return EXACT[name](PRESETS[variant])


# --- exact values ------------------------------------------------------------------


def test_hand_count_is_42_choose_9():
    assert comb(42, 9) == HANDS == 445_891_810


@pytest.mark.parametrize("k", range(10))
def test_tarokk_count_is_hypergeometric(k):
    assert exact(f"hand.tarokks={k}") == Fraction(comb(22, k) * comb(20, 9 - k), comb(42, 9))


@pytest.mark.parametrize("k", range(4))
def test_honour_count_is_hypergeometric(k):
    assert exact(f"hand.honours={k}") == Fraction(comb(3, k) * comb(39, 9 - k), comb(42, 9))


def test_distributions_sum_to_one():
    assert sum(exact(f"hand.tarokks={k}") for k in range(10)) == 1
    assert sum(exact(f"hand.honours={k}") for k in range(4)) == 1


def test_eight_or_nine_tarokks_and_no_honour():
    assert exact("hand.tarokks>=8") == Fraction(comb(22, 8) * 20 + comb(22, 9), comb(42, 9))
    assert float(exact("hand.tarokks>=8")) == pytest.approx(0.0154585, abs=1e-7)
    assert exact("hand.no-honour") == Fraction(comb(39, 9), comb(42, 9))


def test_big_honours_split_by_enumerating_both_positions():
    # Brute force over every pair of pack positions of the skíz and the XXI.
    dealt = deal_pack(DECK42.cards)  # card i lies at position i
    seat_at = {DECK42.id(card): seat for seat in ACTIVE_SEATS for card in dealt.hands[seat]}
    split = sum(
        1 for s in range(42) for x in range(42) if s != x and s in seat_at and x in seat_at and seat_at[s] != seat_at[x]
    )
    assert exact("deal.big-honours-split") == Fraction(split, 42 * 41) == Fraction(36 * 27, 42 * 41)


def _four_kings_beyond(tarokk_sets):
    """Hands with four kings, less those whose tarokks are one of ``tarokk_sets`` (sizes)."""
    return comb(38, 5) - sum(comb(16, 5 - size) for size in tarokk_sets)


@pytest.mark.parametrize(
    ("variant", "hands"),
    [
        # pagat: no tarokk, XXI only, pagát only, XXI + pagát, or four kings.
        ("pagat", comb(20, 9) + 2 * comb(20, 8) + comb(20, 7) + _four_kings_beyond([0, 1, 1, 2])),
        # Tolnai §38: XXI only or no tarokk.
        ("tolnai1930", comb(20, 9) + comb(20, 8)),
        # Kégl: XXI only, no tarokk or four kings.
        ("kegl", comb(20, 9) + comb(20, 8) + _four_kings_beyond([0, 1])),
    ],
)
def test_throw_in_by_inclusion_exclusion(variant, hands):
    assert exact("hand.throw-in", variant) == Fraction(hands, comb(42, 9))


# --- the fast path agrees with the readable engine ---------------------------------


def _readable_events():
    def tarokks(dealt):
        return sum(card.is_tarokk for card in dealt.hands["A"])

    def honours(dealt):
        return sum(card.is_honour for card in dealt.hands["A"])

    def holder(dealt, card):
        return next((seat for seat in ACTIVE_SEATS if card in dealt.hands[seat]), None)

    def split(dealt, rules):
        skiz, xxi = holder(dealt, SKIZ), holder(dealt, XXI)
        return skiz is not None and xxi is not None and skiz != xxi

    events = {
        "hand.tarokks>=8": lambda dealt, rules: tarokks(dealt) >= 8,
        "hand.no-honour": lambda dealt, rules: honours(dealt) == 0,
        "deal.big-honours-split": split,
        "hand.throw-in": lambda dealt, rules: bool(throw_in_reasons(dealt.hands["A"], rules)),
    }
    for k in range(10):
        events[f"hand.tarokks={k}"] = lambda dealt, rules, k=k: tarokks(dealt) == k
    for k in range(4):
        events[f"hand.honours={k}"] = lambda dealt, rules, k=k: honours(dealt) == k
    return events


READABLE = _readable_events()


def _weak_hand_rows(count, seed):
    """Rows whose A holds nine of the pagát, XXI, II and the 20 suit cards: every throw-in hand is common."""
    rng = np.random.default_rng(seed)
    pool = np.array([0, 1, 20, *range(22, 42)])
    rows = np.empty((count, 42), dtype=np.uint8)
    others = [p for p in range(42) if p not in A_POSITIONS]
    for row in rows:
        hand = rng.choice(pool, 9, replace=False)
        row[A_POSITIONS] = hand
        row[others] = rng.permutation(np.setdiff1d(np.arange(42), hand))
    return rows


ROWS = {
    "fast": deal_rows(np.random.default_rng(5), 3000),
    "weak hands": _weak_hand_rows(3000, 6),
    "engine seeds": np.array([shuffled_ids(seed) for seed in range(1000)], dtype=np.uint8),
}


def test_the_readable_events_cover_the_study():
    assert set(READABLE) == {event.name for event in HANDS_STUDY.events}


@pytest.mark.parametrize("variant", PRESETS)
@pytest.mark.parametrize("rows", ROWS)
def test_fast_path_matches_readable_engine(variant, rows):
    rules = PRESETS[variant]
    block = ROWS[rows]
    deals = Deals(block)
    dealt = [deal_pack([DECK42.cards[i] for i in row]) for row in block]
    for event in HANDS_STUDY.events:
        fast = event.occurs(deals, rules)
        readable = np.array([READABLE[event.name](d, rules) for d in dealt])
        assert np.array_equal(fast, readable), event.name


def test_weak_hand_rows_exercise_every_throw_in_ground():
    dealt = [deal_pack([DECK42.cards[i] for i in row]) for row in ROWS["weak hands"]]
    grounds = {ground for d in dealt for ground in throw_in_reasons(d.hands["A"], PRESETS["pagat"])}
    assert grounds == set(THROW_IN_HANDS)


def test_engine_seed_rows_are_the_engine_deals():
    for seed in range(20):
        assert deal_pack([DECK42.cards[i] for i in ROWS["engine seeds"][seed]], seed=seed) == deal(seed)


def test_vectorised_throw_in_knows_every_ground():
    # A ruleset that allows one ground at a time picks out exactly that ground.
    rows = ROWS["weak hands"]
    dealt = [deal_pack([DECK42.cards[i] for i in row]) for row in rows]
    for ground in THROW_IN_HANDS:
        rules = PRESETS["pagat"].with_options(throw_in_hands=frozenset({ground}))
        expected = [bool(throw_in_reasons(d.hands["A"], rules)) for d in dealt]
        assert throw_in(Deals(rows).hand("A"), rules).tolist() == expected


def test_deals_must_be_rows_of_42():
    with pytest.raises(ValueError, match="rows of 42"):
        Deals(np.zeros((3, 41), dtype=np.uint8))


def test_dealt_rows_are_permutations():
    rows = deal_rows(np.random.default_rng(1), 500)
    assert (np.sort(rows, axis=1) == np.arange(42)).all()


# --- honest numbers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hits", "n", "low", "high"),
    # Newcombe (1998), Statistics in Medicine 17: 857–872, table I, method 3 (Wilson score).
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
     (29, 29, 0.8830, 1.0)],
)  # fmt: skip
def test_wilson_interval_known_values(hits, n, low, high):
    assert wilson_interval(hits, n) == pytest.approx((low, high), abs=5e-5)


def test_the_mean_interval_is_one_rule_for_every_study():
    """Every study's mean with its interval (the magyar look, the trisák choice, the királyhívásos
    throw) comes from one function: z standard errors of the spread with n − 1; one value gives
    a mean with no interval, and none gives nothing."""
    mean, low, high = mean_interval([2.0, 4.0, 6.0, 8.0])
    spread = math.sqrt(20 / 3)  # squares 9 + 1 + 1 + 9 over n − 1 = 3
    assert mean == 5.0 and (low, high) == pytest.approx((5 - 1.959964 * spread / 2, 5 + 1.959964 * spread / 2))
    single = mean_interval([3.0])
    assert single[0] == 3.0 and math.isnan(single[1]) and math.isnan(single[2])
    assert all(math.isnan(part) for part in mean_interval([]))


@given(st.lists(st.integers(-40, 40), min_size=2, max_size=60))
def test_the_mean_interval_holds_the_mean_and_narrows_with_more_of_the_same(values):
    mean, low, high = mean_interval(values)
    assert low <= mean <= high
    _, low4, high4 = mean_interval(values * 4)
    assert high4 - low4 <= high - low + 1e-9


def test_chunk_seed_is_the_kth_spawned_child():
    children = np.random.SeedSequence(7).spawn(5)
    for index, child in enumerate(children):
        assert chunk_seed(7, index).generate_state(4).tolist() == child.generate_state(4).tolist()


def test_the_same_numbers_for_one_and_two_jobs():
    one = run_study(find_study("hands"), 45_000, seed=3, jobs=1, chunk_size=10_000)
    two = run_study(find_study("hands"), 45_000, seed=3, jobs=2, chunk_size=10_000)
    assert one == two and one.deals == 45_000
    assert one != run_study(find_study("hands"), 45_000, seed=4, chunk_size=10_000)


def test_estimates_carry_n_seed_stderr_interval_and_z():
    result = run_study(find_study("hands"), 200_000, seed=1)
    tarokk_hits = [e.hits for e in result.estimates if e.event.startswith("hand.tarokks=")]
    assert sum(tarokk_hits) == 200_000
    for e in result.estimates:
        assert e.n == 200_000 and e.seed == 1
        assert e.ci95[0] <= e.estimate <= e.ci95[1]
        assert e.stderr == pytest.approx((e.estimate * (1 - e.estimate) / e.n) ** 0.5)
        assert e.z is not None and abs(e.z) < 4, e.event


def test_precision_stops_at_the_first_chunk_below_it():
    result = run_study(find_study("hands"), 200_000, seed=2, precision=0.005, chunk_size=5_000)
    assert result.precision_reached is True and result.deals % 5_000 == 0
    assert max(e.half_width for e in result.estimates) < 0.005
    before = run_study(find_study("hands"), result.deals - 5_000, seed=2, chunk_size=5_000)
    assert max(e.half_width for e in before.estimates) >= 0.005
    assert run_study(find_study("hands"), 200_000, seed=2, precision=0.005, chunk_size=5_000, jobs=2) == result


def test_precision_not_reached_within_the_deals():
    result = run_study(find_study("hands"), 10_000, seed=2, precision=0.0001, chunk_size=5_000)
    assert result.precision_reached is False and result.deals == 10_000


def test_progress_is_reported_after_every_chunk():
    calls = []
    run_study(
        find_study("hands"), 25_000, chunk_size=10_000, progress=lambda done, total, widest: calls.append((done, total))
    )
    assert calls == [(10_000, 25_000), (20_000, 25_000), (25_000, 25_000)]


def test_progress_bar_draws_one_line():
    stream = io.StringIO()
    bar = ProgressBar("hands", stream, precision=0.001, width=10)
    bar(50, 100, 0.002)
    bar.close()
    text = stream.getvalue()
    assert text.startswith("\rhands [#####-----] 50/100 deals") and "target 0.001" in text and text.endswith("\n")


def test_unknown_study_names_the_known_ones():
    assert "hands" in studies()
    with pytest.raises(TarokkInputError, match=r"unknown study 'cards'.*hands"):
        find_study("cards")


def test_the_engine_imports_without_pandas():
    modules = "tarokk.cli.main, tarokk.studies.runner, tarokk.studies.vectorised"
    code = f"import sys; sys.modules['pandas'] = None; import {modules}"
    subprocess.run([sys.executable, "-c", code], check=True)


# --- the command line --------------------------------------------------------------


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_simulate_json_shape(capsys):
    status, out, err = run(capsys, "simulate", "hands", "--deals", "20000", "--seed", "1", "--json")
    data = json.loads(out)
    assert status == 0 and err == ""
    assert list(data) == ["study", "deals", "seed", "variant", "results"]
    assert (data["study"], data["deals"], data["seed"], data["variant"]) == ("hands", 20000, 1, "pagat")
    first = data["results"][0]
    assert list(first) == ["event", "estimate", "stderr", "ci95", "exact", "z"]
    assert first["event"] == "hand.tarokks>=8" and len(first["ci95"]) == 2
    assert [r["event"] for r in data["results"]] == [e.name for e in HANDS_STUDY.events]


def test_simulate_variant_and_jobs_and_table(capsys):
    _, one, _ = run(capsys, "simulate", "hands", "--deals", "30000", "--variant", "tolnai", "--json")
    _, two, _ = run(capsys, "simulate", "hands", "--deals", "30000", "--variant", "tolnai", "--json", "--jobs", "2")
    assert one == two and json.loads(one)["variant"] == "tolnai1930"
    status, out, _ = run(capsys, "simulate", "hands", "--deals", "1000")
    assert status == 0 and "A's dealt nine cards may throw the deal in" in out and "95% interval" in out
    assert "hand.throw-in" not in out and "exact" in out  # events in words; exact values shown


def test_simulate_writes_csv(capsys, tmp_path):
    pd = pytest.importorskip("pandas")
    out = tmp_path / "hands.csv"
    status, _, _ = run(capsys, "simulate", "hands", "--deals", "1000", "--out", str(out))
    frame = pd.read_csv(out)
    assert status == 0 and len(frame) == len(HANDS_STUDY.events)
    assert {"event", "n", "seed", "estimate", "stderr", "ci95_low", "ci95_high", "exact", "z"} <= set(frame.columns)


def test_parquet_without_pyarrow_is_a_clear_error(capsys, tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None if name == "pyarrow" else real(name))
    status, out, err = run(capsys, "simulate", "hands", "--deals", "1000", "--out", str(tmp_path / "x.parquet"))
    assert status == 2 and out == "" and "pyarrow" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nosuch"], "unknown study 'nosuch'"),
        (["hands", "--deals", "0"], "--deals must be at least 1"),
        (["hands", "--deals", "lots"], "--deals takes a whole number"),
        (["hands", "--jobs", "0"], "--jobs must be at least 1"),
        (["hands", "--seed", "-1"], "--seed must be at least 0"),
        (["hands", "--precision", "2"], "--precision must be between 0 and 1"),
        (["hands", "--precision", "fine"], "--precision takes a half-width"),
        (["hands", "--variant", "nope"], "unknown variant 'nope'"),
    ],
)
def test_simulate_bad_input_exits_2(capsys, argv, message):
    status, out, err = run(capsys, "simulate", *argv)
    assert status == 2 and out == "" and message in err


TABLE_GAMES = [
    "rikiki",
    "jokai",
    "droggn",
    "troggu",
    "trappola",
    "modositott",
    "kiralyhivasos",
    "magyar",
    "stromann",
    "tapper",
    "tarokk54",
    "trisak",
]


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_table_game_has_a_played_study_with_intervals(capsys, game):
    assert main(["simulate", "--game", game, "--list"]) == 0
    assert capsys.readouterr().out.startswith("played: ")
    assert main(["simulate", "--game", game, "played", "--deals", "500", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deals"] == 500 and result["variant"] == game
    found = {row["event"]: row for row in result["results"]}
    contracts = [name.split(".")[1] for name in found if name.endswith(".played")]
    # every deal is either played in exactly one contract or played by nobody
    hits = round(
        500 * (found[f"{game}.no-game"]["estimate"] + sum(found[f"{game}.{c}.played"]["estimate"] for c in contracts))
    )
    assert hits == 500
    for c in contracts:
        assert found[f"{game}.{c}.declarer-ahead"]["estimate"] <= found[f"{game}.{c}.played"]["estimate"]
    for row in found.values():
        low, high = row["ci95"]
        assert low <= row["estimate"] <= high


def test_a_table_games_study_takes_its_options_and_splits_the_same_way_into_processes():
    study = find_study("played", "tapper")
    assert (study.game == "tapper" and "played" not in studies()) or find_study("played").game == "paskievics"
    one = run_study(study, 400, seed=3, jobs=1)
    two = run_study(study, 400, seed=3, jobs=2)
    assert [e.hits for e in one.estimates] == [e.hits for e in two.estimates]
    with pytest.raises(TarokkInputError, match="unknown study 'hands' of tapper"):
        find_study("hands", "tapper")


@given(
    pairs=st.lists(st.tuples(st.integers(-50, 50), st.integers(-20, 20)), min_size=1, max_size=40),
    cut=st.integers(0, 40),
)
def test_a_paired_tally_summed_in_chunks_gives_the_mean_and_interval_of_its_gains(pairs, cut):
    """What ``tarokk simulate`` sums chunk by chunk is what the whole sample's gains give."""
    whole, first, second = PairedTally("x", "x"), PairedTally("x", "x"), PairedTally("x", "x")
    for number, (made, gain) in enumerate(pairs):
        whole.add(made, gain)
        (first if number < cut else second).add(made, gain)
    merged: dict[str, PairedTally] = {}
    for chunk in ({"x": first} if first.n else {}, {"x": second} if second.n else {}):
        merge_tallies(merged, chunk)
    gains = [float(gain) for _, gain in pairs]
    for tally in (whole, merged["x"]):
        value = tally.value(deals=100)
        expected = mean_interval(gains)
        assert value.n == len(pairs) and value.per_deal == pytest.approx(sum(gains) / 100)
        assert value.made - value.other == pytest.approx(expected[0])
        for got, want in zip(value.difference, expected, strict=True):
            assert (math.isnan(got) and math.isnan(want)) or got == pytest.approx(want, abs=1e-6)
