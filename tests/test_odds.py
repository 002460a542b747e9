"""Odds for one hand: conditional dealing keeps what is known and deals the rest uniformly,
the exact odds agree with the dealt packs, the bidding strategies bid as they say, and the
numbers depend on the seed only."""

import io
import json
import math
import re
from contextlib import redirect_stdout
from fractions import Fraction
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.cards import DECK42, PAGAT, SKIZ, XXI, parse_cards
from tarokk.core.errors import TarokkInputError
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.odds import (
    CAPACITY,
    LEVEL,
    PLACE_COLUMNS,
    PLACES,
    TALON,
    Knowledge,
    Question,
    conditional_rows,
    holder_odds,
    play_strategy,
    run_odds,
    tarokk_odds,
)

HAND = parse_cards("skíz, IV, III, II, Kő k, Kő d, K k, P 10, T b")  # the skíz and three small tarokks
KNOWN = Knowledge.of({"B": HAND})


def places_of(row):
    """Each card id's place in one dealt row."""
    return {int(row[position]): place for place, columns in PLACE_COLUMNS.items() for position in columns}


@st.composite
def knowledge(draw):
    """Some cards at some places, never more than a place holds."""
    cards = draw(st.permutations(range(42)))
    known, start = {}, 0
    for place in PLACES:
        take = draw(st.integers(0, CAPACITY[place]))
        known[place] = [DECK42.cards[card_id] for card_id in cards[start : start + take]]
        start += take
    return Knowledge.of(known)


@settings(max_examples=60, deadline=None)
@given(known=knowledge(), seed=st.integers(0, 2**32))
def test_conditional_packs_keep_every_known_card_in_its_place(known, seed):
    rows = conditional_rows(np.random.default_rng(seed), 20, known)
    for row in rows:
        assert sorted(row) == list(range(42))
        where = places_of(row)
        assert all(where[card_id] == place for card_id, place in known.places)


def test_the_chance_another_seat_holds_the_xxi_is_its_share_of_the_unknown_cards():
    # 33 cards unknown: 27 in the other hands, 6 in the talon.
    odds = holder_odds(KNOWN, XXI)
    assert odds == {"A": Fraction(9, 33), "B": 0, "C": Fraction(9, 33), "D": Fraction(9, 33), "talon": Fraction(6, 33)}
    assert holder_odds(KNOWN, SKIZ)["B"] == 1


def test_the_tarokks_of_another_hand_are_hypergeometric():
    # 18 tarokks among the 33 unknown cards; A draws nine of them.
    odds = tarokk_odds(KNOWN, "A")
    assert odds == {k: Fraction(comb(18, k) * comb(15, 9 - k), comb(33, 9)) for k in range(10)}
    assert sum(odds.values()) == 1
    assert tarokk_odds(KNOWN, "B") == {4: 1}


def _z(hits, n, p):
    return (hits / n - p) / math.sqrt(p * (1 - p) / n)


@pytest.mark.parametrize(
    "known",
    [KNOWN, Knowledge.of({"B": HAND, TALON: [PAGAT], "C": parse_cards("XX, XIX")})],
    ids=["hand", "hand, talon and C"],
)
def test_the_exact_odds_agree_with_the_dealt_packs(known):
    n = 40_000
    rows = conditional_rows(np.random.default_rng(7), n, known)
    position_place = np.empty(42, dtype=object)
    for place, columns in PLACE_COLUMNS.items():
        position_place[columns] = place
    xxi_at = position_place[np.argmax(rows == DECK42.id(XXI), axis=1)]
    for place, p in holder_odds(known, XXI).items():
        hits = int(np.count_nonzero(xxi_at == place))
        assert hits == 0 if p == 0 else hits == n if p == 1 else abs(_z(hits, n, float(p))) < 4, place
    is_tarokk = np.array([card.is_tarokk for card in DECK42.cards])
    for place in ("A", "D", TALON):
        counts = is_tarokk[rows[:, PLACE_COLUMNS[place]]].sum(axis=1)
        for k, p in tarokk_odds(known, place).items():
            hits = int(np.count_nonzero(counts == k))
            assert hits == n if p == 1 else abs(_z(hits, n, float(p))) < 4, (place, k)


def test_a_card_in_two_places_or_too_many_cards_are_refused():
    with pytest.raises(TarokkInputError, match="skíz is both in B and in the talon"):
        Knowledge.of({"B": [SKIZ], TALON: [SKIZ]})
    with pytest.raises(TarokkInputError, match="the talon holds 6 cards, not 7"):
        Knowledge.of({TALON: DECK42.cards[:7]})


@pytest.mark.parametrize("contract", ["pass", "three", "two"])
def test_a_bid_up_to_a_contract_never_bids_above_it(contract):
    rules = PRESETS["pagat"]
    for row in conditional_rows(np.random.default_rng(3), 40, KNOWN):
        deal = play_strategy(row, rules, "B", contract)
        calls = [str(e.action) for e in deal.events if e.phase == "auction" and e.seat == "B"]
        assert all(LEVEL.get(word, 0) <= LEVEL.get(contract, 0) for word in calls), calls


def test_the_same_seed_gives_the_same_odds_for_any_number_of_workers():
    question = Question("B", KNOWN, PRESETS["pagat"], ("bot", "two"))
    one = run_odds(question, 120, seed=4, jobs=1)
    two = run_odds(question, 120, seed=4, jobs=2)
    assert one.to_json() == two.to_json()
    assert one.to_json() != run_odds(question, 120, seed=5).to_json()


def test_precision_stops_once_every_interval_is_narrow_enough():
    question = Question("B", KNOWN, PRESETS["pagat"], ("bot",))
    result = run_odds(question, 2_000, seed=1, precision=0.2)
    assert result.precision_reached and result.deals < 2_000
    assert all((high - low) / 2 < 0.2 for p in result.strategies[0].proportions() for low, high in [p.ci95])


def odds_cli(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(["odds", *argv])
    return status, out.getvalue()


def test_the_xxi_question_is_answered_with_an_interval(capsys):
    status, out = odds_cli("skíz, IV, III, II, Kő k, Kő d, K k, P 10, T b", "--seat", "B", "--deals", "50")
    assert status == 0
    assert "XXI-fogás     for" in out and "27.3%" in out  # the exact chance A, C or D holds the XXI
    assert "bid up to two" in out and "settlement per deal" in out


def test_odds_rows_reproduce_the_printed_numbers(tmp_path):
    pd = pytest.importorskip("pandas")
    rows_file = tmp_path / "odds.csv"
    status, out = odds_cli(
        "skíz, IV, III, II, Kő k, Kő d, K k, P 10, T b", "--seat", "B", "--deals", "60", "--bids", "bot,one",
        "--json", "--out", str(rows_file),
    )  # fmt: skip
    assert status == 0
    answer = {entry["strategy"]: entry for entry in json.loads(out)["strategies"]}
    rows = pd.read_csv(rows_file, keep_default_na=False)
    for strategy, group in rows.groupby("strategy"):
        counted = group[group["counted"]]
        assert answer[strategy]["declared"]["estimate"] == pytest.approx(group["declared"].mean())
        assert answer[strategy]["won"]["estimate"] == pytest.approx(counted["won"].mean())
        assert answer[strategy]["settlement"]["estimate"] == pytest.approx(group["payment"].mean())
        xxi = answer[strategy]["figures"]["xxi-capture"]
        assert xxi["for"]["estimate"] == pytest.approx(counted["xxi_capture_for"].mean())


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["skíz, XXI, skíz"], "the skíz is listed twice"),
        (["skíz, nine of cups"], "nine of cups"),
        (["skíz", "--seat", "E"], "E deals and sits out"),
        (["skíz", "--holds", "E: XXI"], "the dealer E sits out and holds no cards"),
        (["skíz", "--holds", "C"], "--holds takes a seat and cards"),
        (["skíz", "--holds", "C: skíz"], "skíz is both in A and in C"),
        (["skíz", "--bids", "four"], "--bids takes some of"),
        (["skíz", "--talon", "I, II, III, IV, V, VI, VII"], "the talon holds 6 cards, not 7"),
    ],
)
def test_bad_questions_are_refused_clearly(capsys, argv, message):
    status = main(["odds", *argv])
    _, err = capsys.readouterr()
    assert status == 2 and message in err and "Traceback" not in err
    status = main(["odds", *argv, "--json"])
    out, _ = capsys.readouterr()
    assert status == 2 and message in json.loads(out)["message"]


@pytest.mark.parametrize("argv", [["--seat", "Q"], ["--holds", "F: XXI"]])
def test_an_unknown_seat_is_refused_with_the_seats_of_the_game(capsys, argv):
    status = main(["odds", "skíz", *argv])
    _, err = capsys.readouterr()
    assert status == 2 and err.rstrip().endswith("expected a letter of A, B, C, D")


@pytest.mark.parametrize(("lang", "point"), [("en", "."), ("hu", ",")])
def test_the_odds_write_negative_numbers_with_a_true_minus_sign(capsys, lang, point):
    hand = "skíz, IV, III, II, Kő k, Kő d, K k, P 10, T b"
    argv = ["--lang", lang, "odds", hand, "--seat", "B", "--deals", "20", "--bids", "bot,pass,solo"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert re.search(r"−\d", out) and not re.search(r"-\d", out)  # the pass loses here: its bounds are negative
    paired = out.split("\n\n")[3].splitlines()[1:]  # each difference and its bounds to two decimals
    assert paired and all(len(re.findall(rf"[+−]\d+\{point}\d\d\b", line)) == 3 for line in paired), paired
    assert main([*argv, "--json"]) == 0
    settlement = json.loads(capsys.readouterr().out)["strategies"][1]["settlement"]
    assert settlement["estimate"] < 0 and all(isinstance(bound, float) for bound in settlement["ci95"])
