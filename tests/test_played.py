"""Deals played by bots on the one engine: the unchecked apply the bots use changes the state
exactly as the checked apply does, the played studies give the counts the engine gave on a
fixed seed, and the packs the tests play meet every kind of deal."""

import io
import typing
from collections import Counter
from contextlib import redirect_stdout

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.bots.players import BOTS
from tarokk.bots.registry import make_bot
from tarokk.core.cards import DECK42
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, option_fields
from tarokk.studies.features import deal_features
from tarokk.studies.played import play_pack
from tarokk.studies.vectorised import deal_rows


def actions(deal):
    return [(event.phase, event.seat, str(event.action)) for event in deal.events]


def play_checked(row, rules, bot):
    """The pack played as :func:`play_pack` plays it, every action through the checked apply."""
    ids = [int(card_id) for card_id in row]
    seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))
    bots = {seat: make_bot(bot, seed + i, rules) for i, seat in enumerate(ACTIVE_SEATS)}
    deal = Deal(deal_pack([DECK42.cards[card_id] for card_id in ids]), rules)
    while not deal.finished:
        seat = deal.to_act
        deal.apply(bots[seat].choose(deal.view(seat), deal.legal_actions()), seat)
    return deal


def assert_same_play(row, rules, bot="rule"):
    fast, checked = play_pack(row, rules, bot), play_checked(row, rules, bot)
    assert actions(fast) == actions(checked)
    assert deal_features(fast) == deal_features(checked)
    assert fast.result() == checked.result()
    return fast


def situations(deal):
    """The rarer turns of a deal that the packs should meet."""
    texts = {str(event.action) for event in deal.events}
    found = {deal.outcome}
    found |= texts & {"hivatalból kontra", "kontra game", "pagat-ultimo", "trull", "four-kings", "nine tarokks"}
    if deal.outcome != "all-passed" and deal.auction.result().engedett_by is not None:
        found.add("engedett")
    if deal.outcome == "played" and deal.play.constraints:
        found.add("pagát kept to the last trick")
    return found


def weak_hand_rows(count, seed):
    """Packs whose seat A holds nine of the pagát, the XXI, the II and the suit cards:
    the throw-in hands come up often."""
    rng = np.random.default_rng(seed)
    pool = np.array([0, 1, 20, *range(22, 42)])  # card ids: pagát, II, XXI, the suit cards
    a_positions = [*range(6, 11), *range(26, 30)]  # where seat A's nine cards lie in the pack
    others = [position for position in range(42) if position not in a_positions]
    rows = np.empty((count, 42), dtype=np.uint8)
    for row in rows:
        hand = rng.choice(pool, 9, replace=False)
        row[a_positions] = hand
        row[others] = rng.permutation(np.setdiff1d(np.arange(42), hand))
    return rows


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_packs_meet_every_kind_of_deal(preset):
    rules = PRESETS[preset]
    seen = Counter()
    for row in [*deal_rows(np.random.default_rng(2024), 400), *weak_hand_rows(60, 7)]:
        seen.update(situations(play_pack(row, rules, "rule")))
    expected = {"played", "thrown-in", "all-passed", "engedett", "hivatalból kontra", "kontra game", "trull"}
    expected |= {"pagat-ultimo", "four-kings", "nine tarokks", "pagát kept to the last trick"}
    assert expected <= set(seen), f"not met: {expected - set(seen)}"


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("bot", sorted(BOTS))
def test_the_unchecked_apply_plays_like_the_checked_one(preset, bot):
    for row in [*deal_rows(np.random.default_rng(2025), 40), *weak_hand_rows(10, 8)]:
        assert_same_play(row, PRESETS[preset], bot)


def _option_values(name, annotation):
    if annotation is bool:
        return st.booleans()
    if typing.get_origin(annotation) is typing.Literal:
        return st.sampled_from(typing.get_args(annotation))
    if typing.get_origin(annotation) is frozenset:
        (member,) = typing.get_args(annotation)
        return st.frozensets(st.sampled_from(typing.get_args(member)))
    return None  # numbers: stakes and values, which only settlement reads


def _rulesets():
    hints = typing.get_type_hints(Ruleset)
    options = {}
    for field in option_fields():
        values = _option_values(field.name, hints[field.name])
        if values is not None:
            options[field.name] = values
    return st.fixed_dictionaries(options).map(lambda chosen: Ruleset(name="random").with_options(**chosen))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pack=st.permutations(range(42)), rules=_rulesets(), bot=st.sampled_from(sorted(BOTS)))
def test_the_unchecked_apply_plays_like_the_checked_one_under_any_options(pack, rules, bot):
    assert_same_play(pack, rules, bot)


# Counts of the played studies on seed 5 (300 deals in chunks of 100), as the engine gave
# them before it was made fast: a seed-level regression for every change of speed. The random
# bots' counts changed with the rulings that widened their choices: a known side needs no
# kontra (pagat "A bemondások menete"), the compulsory pagátultimó of an invit with the pagát;
# the rule-based bots' with the announcements and kontras they learnt (pagat "A bemondások"),
# and again when they came to announce only the figures their side makes more often than
# not (an announced pagátultimó keeps the pagát for the last trick).
EXPECTED_COUNTS = {
    "played": {
        "played.played": 296, "played.declarer-wins": 211, "played.double-game": 23, "played.volat": 1,
        "played.trull": 111, "played.four-kings": 61, "played.pagat-ultimo": 21,
        "played.pagat-ultimo-announced": 3, "played.xxi-capture": 14, "played.xxi-capture-announced": 0,
        "played.thrown-in": 3, "played.all-passed": 1,
    },
    "played-random": {
        "played.played": 272, "played.declarer-wins": 123, "played.double-game": 67, "played.volat": 3,
        "played.trull": 87, "played.four-kings": 58, "played.pagat-ultimo": 25,
        "played.pagat-ultimo-announced": 19, "played.xxi-capture": 19, "played.xxi-capture-announced": 7,
        "played.thrown-in": 2, "played.all-passed": 13,
    },
}  # fmt: skip


@pytest.mark.parametrize("study", sorted(EXPECTED_COUNTS))
def test_the_played_studies_give_the_same_counts_on_a_fixed_seed(study):
    from simulations import find_study
    from tarokk.studies.runner import run_study

    result = run_study(find_study(study), 300, seed=5, chunk_size=100)
    hits = {e.event: e.hits for e in result.estimates}
    assert {event: hits[event] for event in EXPECTED_COUNTS[study]} == EXPECTED_COUNTS[study]


# --- figures by side, one row per deal ------------------------------------------------


def _simulate(capsys, *argv):
    from tarokk.cli.main import main

    status = main(["simulate", *argv])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out


@pytest.fixture(scope="module")
def played_rows_csv(tmp_path_factory):
    """A played study's JSON and the rows it wrote, with a rival run in two worker processes."""
    import io
    import json
    from contextlib import redirect_stdout

    from tarokk.cli.main import main

    folder = tmp_path_factory.mktemp("rows")
    outputs = {}
    for jobs in ("1", "2"):
        text = io.StringIO()
        with redirect_stdout(text):
            main(["simulate", "played", "--deals", "240", "--seed", "3", "--jobs", jobs, "--json",
                  "--out", str(folder / f"rows{jobs}.csv")])  # fmt: skip
        outputs[jobs] = json.loads(text.getvalue())
    return outputs, folder


def test_the_rows_written_as_parquet_are_the_rows_written_as_csv(played_rows_csv, tmp_path):
    """``--out rows.parquet`` works after the set-up (the ``parquet`` extra) and writes the very
    rows the CSV holds, one per deal."""
    import pandas as pd

    from tarokk.cli.main import main

    _, folder = played_rows_csv
    with redirect_stdout(io.StringIO()):
        status = main(["simulate", "played", "--deals", "240", "--seed", "3", "--out", str(tmp_path / "rows.parquet")])
    parquet = pd.read_parquet(tmp_path / "rows.parquet")
    csv = pd.read_csv(folder / "rows1.csv", keep_default_na=False)
    assert status == 0 and len(parquet) == 240 and list(parquet["index"]) == list(range(240))
    assert list(parquet.columns) == list(csv.columns)
    assert parquet.astype(str).equals(csv.astype(str))


def test_the_rows_reproduce_every_printed_number(played_rows_csv):
    pd = pytest.importorskip("pandas")
    from tarokk.studies.played import PLAYED_EVENTS

    outputs, folder = played_rows_csv
    printed = {result["event"]: result["estimate"] for result in outputs["1"]["results"]}
    rows = pd.read_csv(folder / "rows1.csv", keep_default_na=False)
    assert len(rows) == 240 and list(rows["index"]) == list(range(240)) and set(rows["seed"]) == {3}
    for event in PLAYED_EVENTS:
        hits = pd.Series(True, index=rows.index)
        for column, value in event.conditions:
            hits &= rows[column] == value
        assert hits.mean() == pytest.approx(printed[event.name]), event.name
    # The same numbers, asked the way a reader would ask them:
    played = rows["outcome"] == "played"
    assert played.mean() == pytest.approx(printed["played.played"])
    dupla = rows["double_game_declarer_made"] | rows["double_game_opponents_made"]
    assert dupla.mean() == pytest.approx(printed["played.double-game"])
    trull_silent = rows["trull_opponents_made"] & ~rows["trull_opponents_announced"]
    assert trull_silent.mean() == pytest.approx(printed["played.trull.opponents.silent"])


def test_the_rows_and_counts_do_not_depend_on_the_workers(played_rows_csv):
    outputs, folder = played_rows_csv
    assert outputs["1"] == outputs["2"]
    assert (folder / "rows1.csv").read_text() == (folder / "rows2.csv").read_text()


def test_a_figure_by_side_adds_up(played_rows_csv):
    outputs, _ = played_rows_csv
    hits = {result["event"]: round(result["estimate"] * 240) for result in outputs["1"]["results"]}
    for figure in ("trull", "four-kings", "double-game", "volat", "pagat-ultimo", "xxi-capture"):
        sides = [f"played.{figure}.{side}" for side in ("declarer", "opponents")]
        assert hits[f"played.{figure}"] == sum(hits[name] for name in sides)
        for name in sides:
            assert hits[name] == hits[f"{name}.silent"] + hits[f"{name}.announced-made"]
            assert hits[f"{name}.announced-made"] <= hits[f"{name}.announced"]
            assert hits[f"{name}.kontrad"] <= hits[f"{name}.announced"]


def test_a_figure_s_units_are_what_its_settlement_items_paid_that_side():
    from tarokk.games.paskievics.scoring import settle
    from tarokk.studies.features import deal_row

    rules = PRESETS["pagat"]
    for row in deal_rows(np.random.default_rng(11), 60):
        deal = play_pack(row, rules, "rule")
        flat = deal_row(deal)
        settlement = settle(deal.result(), rules)
        figure_units = sum(
            flat[f"{figure}_declarer_units"] - flat[f"{figure}_opponents_units"]
            for figure in ("trull", "four_kings", "double_game", "volat", "pagat_ultimo", "xxi_capture")
        )
        assert flat["game_units"] + figure_units == settlement.net == flat["net"]
        assert sum(flat[f"{seat}_payment"] for seat in ACTIVE_SEATS) == 0


def test_the_terminal_table_and_the_list_name_events_in_words(capsys):
    table = _simulate(capsys, "played", "--deals", "20")
    assert "the opponents make the XXI-fogás silently" in table
    assert "played.xxi-capture" not in table and "exact" not in table  # no exact values: no empty columns
    listing = _simulate(capsys, "--list")
    assert "played.xxi-capture.opponents.silent" in listing and "the opponents make the XXI-fogás silently" in listing
    assert "hands: Seat A's dealt hand" in listing
