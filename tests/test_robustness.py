"""Hostile files, numbers and keys (the second round): nothing crashes, nothing is lost, no
special file is replaced, and a settled deal is a success whatever it pays."""

import json
import os
import stat

import numpy as np
import pytest

from tarokk.cli.main import main
from tarokk.cli.table import play_table, table_game
from tarokk.core.errors import RecordParseError, TarokkInputError
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.state import load_game


def run(capsys, *argv):
    status = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_record_never_replaces_a_link_a_pipe_or_a_read_only_file(tmp_path, capsys):
    target = tmp_path / "target.txt"
    target.write_text("keep", encoding="utf-8")
    (tmp_path / "link.txt").symlink_to(target)
    os.mkfifo(tmp_path / "pipe")
    read_only = tmp_path / "read-only.txt"
    read_only.write_text("keep", encoding="utf-8")
    read_only.chmod(0o444)
    for name, reason in (
        ("link.txt", "not a regular file"),
        ("pipe", "not a regular file"),
        ("read-only.txt", "read-only"),
    ):
        status, _, err = run(capsys, "play-random", "--seed", 1, "--record", tmp_path / name)
        assert status == 2 and reason in err and "Traceback" not in err
    assert (tmp_path / "link.txt").is_symlink() and stat.S_ISFIFO(os.lstat(tmp_path / "pipe").st_mode)
    assert target.read_text(encoding="utf-8") == read_only.read_text(encoding="utf-8") == "keep"


def test_a_private_file_stays_private_when_written_again(tmp_path, capsys):
    record = tmp_path / "deal.txt"
    record.write_text("old", encoding="utf-8")
    record.chmod(0o600)
    assert run(capsys, "play-random", "--seed", 1, "--record", record)[0] == 0
    assert stat.S_IMODE(record.stat().st_mode) == 0o600 and record.read_text(encoding="utf-8").startswith("[Game")


@pytest.mark.parametrize(
    "rules",
    [
        "pagat, xxi_capture_value=²",
        "pagat, kassza_stake=-5",
        "pagat, xxi_capture_value=" + "9" * 5000,
        "tapper, cards=²",
    ],
)
def test_numbers_only_in_ascii_digits_and_within_range(capsys, rules):
    status, _, err = run(capsys, "play-random", "--seed", 1, "--rules", rules)
    assert status == 2 and "Traceback" not in err and len(err) < 400


@pytest.mark.parametrize("argument", ["--deals=--5", "--seed=--1", "--jobs=--1", "--deals=" + "9" * 5000])
def test_a_study_refuses_a_number_that_is_none(capsys, argument):
    status, _, err = run(capsys, "simulate", "hands", argument)
    assert (status == 2 and "takes a whole number" in err) or "must be at" in err


def test_a_choice_that_is_no_number_is_asked_again(tmp_path):
    answers = iter(["²", "9" * 5000, "٣"])
    said: list[str] = []
    game = table_game("magyar")
    play_table(game, "A", "rule", 2, 1, tmp_path, ask=lambda prompt: next(answers, "1"), say=said.append)
    assert (tmp_path / "magyar-2.txt").exists()


def test_the_record_folder_is_checked_before_the_first_deal(tmp_path):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("", encoding="utf-8")
    asked = []
    with pytest.raises(TarokkInputError, match="cannot write into it: Not a directory"):
        play_table(table_game("tapper"), "A", "rule", 1, 1, not_a_folder, ask=asked.append, say=lambda text: None)
    assert asked == []


def test_a_house_rules_file_is_read_within_bounds(tmp_path, capsys):
    (tmp_path / "zero.toml").symlink_to("/dev/zero")
    (tmp_path / "deep.toml").write_text("a = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    (tmp_path / "latin.toml").write_bytes(b'preset = "p\xe9"\n')
    for name, reason in (("zero.toml", "larger than the limit"), ("deep.toml", "nested too deeply"),
                         ("latin.toml", "is not UTF-8")):  # fmt: skip
        status, _, err = run(capsys, "play-random", "--seed", 1, "--rules", tmp_path / name)
        assert status == 2 and reason in err and "Traceback" not in err


def test_an_endless_action_line_is_quoted_short(tmp_path, capsys):
    game = load_game("magyar")
    state = game.new_initial_state(1)
    state.apply_action(state.legal_actions()[0])
    lines = format_table_record(state, 1).splitlines()
    lines[-1] = "  B " + "x" * 100_000
    (tmp_path / "long.txt").write_text("\n".join(lines), encoding="utf-8")
    status, _, err = run(capsys, "replay", "--partial", tmp_path / "long.txt")
    assert status == 2 and len(err) < 300


def test_the_seed_tag_must_deal_the_records_cards():
    game = load_game("trisak")
    state = game.new_initial_state(5)
    text = format_table_record(state, 5)
    assert replay_table_record(parse_table_record(text), partial=True).state.history() == []
    with pytest.raises(RecordParseError, match="the Seed tag deals other cards than the record gives"):
        replay_table_record(parse_table_record(text.replace('[Seed "5"]', '[Seed "6"]')), partial=True)


def test_a_deal_nobody_plays_settles_with_success(tmp_path, capsys):
    for seed in range(100):
        record = tmp_path / f"deal-{seed}.txt"
        status, out, _ = run(capsys, "play-random", "--seed", seed, "--record", record)
        if "No game" in out:
            break
    else:
        pytest.fail("no deal of the first hundred seeds was passed out")
    status, out, _ = run(capsys, "settle", record)
    assert status == 0 and "nobody pays" in out
    status, out, _ = run(capsys, "settle", record, "--json")
    assert status == 0 and '"net": 0' in out


def test_a_hand_is_read_as_the_table_prints_it():
    from tarokk.core.cards import parse_card, parse_hand

    printed = "S XVIII XV XIV XII XI I | T b | P k"  # as `tarokk deal` prints seat A's hand
    assert [card.tolnai for card in parse_hand(printed)] == ["S", "XVIII", "XV", "XIV", "XII", "XI", "I", "T b", "P k"]
    assert parse_hand("skíz, Kő k, P 10") == parse_hand("S | Kő k | P 10")
    echoed = "XXI, XIX, XVII | kőr király, kőr dáma | treff dáma"  # as `tarokk odds` echoes a hand
    assert [card.tolnai for card in parse_hand(echoed)] == ["XXI", "XIX", "XVII", "Kő k", "Kő d", "T d"]
    assert parse_card("treff bubi (T b)") == parse_card("T b")  # the full spelling the table shows
    with pytest.raises(TarokkInputError, match="treff bubi or treff dáma"):
        parse_card("treff bubi (T d)")


def test_odds_want_the_whole_hand_unless_told_otherwise(capsys):
    status, _, err = run(capsys, "odds", "skíz, XXI, XX, XIX, XVIII, I, Kő k, K k", "--deals", 10)
    assert status == 2 and "your hand has 8 cards, a hand 9" in err
    status, out, _ = run(capsys, "odds", "S XXI XX XIX XVIII I | Kő k | K k", "--partial-hand", "--deals", 10)
    assert status == 0 and "Cards of your hand dealt at random in every deal: 1." in out


def test_a_count_of_one_card_is_said_in_the_singular(capsys):
    status, _, err = run(capsys, "odds", "XXI")
    assert status == 2 and "your hand has 1 card, a hand 9" in err
    status, _, err = run(capsys, "odds", "--game", "troggu", "XXI")
    assert status == 2 and "holds 12 different cards; 1 was given" in err
    status, _, err = run(capsys, "--lang", "hu", "odds", "--game", "troggu", "XXI")
    assert status == 2 and "a troggu első helyén 12 különböző lap van; 1 lapot adtál meg" in err


def test_a_classic_record_uses_or_refuses_each_tag_and_section():
    from tarokk.games.paskievics.records import format_record, parse_record
    from tarokk.games.paskievics.replay import record_of, replay
    from tests.fuzzing import played_record

    text = played_record(3).decode()
    assert replay(parse_record(text)).deal is not None
    talon = next(line for line in text.splitlines() if line.startswith("Talon:"))
    with pytest.raises(RecordParseError, match="the Talon section is given twice"):
        parse_record(text.replace(talon, f"{talon}\n{talon}"))
    with pytest.raises(RecordParseError, match="did you mean Variant"):
        parse_record('[Vairant "kegl"]\n' + text)
    with pytest.raises(RecordParseError, match="at 4 players the dealer is D, not 'A'"):
        parse_record(text.replace('[Dealer "D"]', '[Dealer "A"]'))
    assert parse_record('[Site "Újlak"]\n' + text).tags["Site"] == "Újlak"
    assert format_record(record_of(replay(parse_record(text)).deal, {})).startswith("[")


def test_a_summary_of_four_gives_no_talon_honours(tmp_path, capsys):
    summary = tmp_path / "summary.json"
    summary.write_text(
        '{"contract": "two", "declarer": "B", "partner": "D", "declarer_side": {"card_points": 52, "tricks": 5},'
        ' "talon_honours": [{"seat": "C", "card": "XXI"}]}',
        encoding="utf-8",
    )
    status, _, err = run(capsys, "settle", summary)
    assert status == 2 and "at five players only" in err


def test_odds_give_where_a_named_card_lies_exactly(capsys):
    hand = "skíz, XIX, XVII, XII, VIII, II, pagát, Kő k, K d"
    status, out, _ = run(capsys, "odds", hand, "--seat", "B", "--bids", "bot", "--deals", 5, "--where", "XX", "--json")
    holder = json.loads(out)["exact"]["holder"]
    assert status == 0 and holder["XX"] == pytest.approx(
        {"A": 9 / 33, "B": 0, "C": 9 / 33, "D": 9 / 33, "talon": 6 / 33}
    )
    assert {"skíz", "XXI", "pagát"} <= holder.keys()


def test_a_figure_the_hand_rules_out_reads_impossible(capsys):
    hand = "skíz, XXI, XVII, XII, VIII, II, pagát, Kő k, K d"
    status, out, _ = run(capsys, "odds", hand, "--seat", "B", "--bids", "bot", "--deals", 5)
    assert status == 0 and "impossible (you hold the XXI)" in out and "impossible (you hold the pagát)" in out
    status, out, _ = run(capsys, "odds", hand, "--seat", "B", "--bids", "bot", "--deals", 5, "--json")
    ruled = {(entry["figure"], entry["side"]) for entry in json.loads(out)["impossible"]}
    assert ruled == {("xxi-capture", "for"), ("xxi-capture", "against"), ("pagat-ultimo", "against")}


def test_bidding_exactly_a_level_is_compared_deal_by_deal(capsys):
    hand = "skíz, XIX, XVII, XII, VIII, II, pagát, Kő k, K d"
    bids = "exactly-three,exactly-two,exactly-one"
    status, out, _ = run(capsys, "odds", hand, "--seat", "B", "--bids", bids, "--deals", 60, "--json")
    answer = json.loads(out)
    assert status == 0 and [s["strategy"] for s in answer["strategies"]] == bids.split(",")
    pairs = {tuple(d["strategies"]): d for d in answer["differences"]}
    assert set(pairs) == {
        ("exactly-three", "exactly-two"),
        ("exactly-three", "exactly-one"),
        ("exactly-two", "exactly-one"),
    }
    by = {s["strategy"]: s["settlement"]["estimate"] for s in answer["strategies"]}
    for (first, second), difference in pairs.items():  # the paired mean is the difference of the means
        assert difference["estimate"] == pytest.approx(by[first] - by[second])
        low, high = difference["ci95"]
        assert difference["better"] == (first if low > 0 else second if high < 0 else None)
    status, out, _ = run(capsys, "odds", hand, "--seat", "B", "--bids", bids, "--deals", 60)
    assert "Paired on the same deals" in out and ("better" in out or "the sample cannot tell" in out)


def test_hold_never_raises_and_exactly_opens_once():
    from tarokk.games.paskievics.ruleset import PRESETS
    from tarokk.studies.odds import play_strategy

    for seed in range(30):
        pack = np.random.default_rng(seed).permutation(42)
        held = play_strategy(pack, PRESETS["pagat"], "B", "hold")
        assert {call.word for call in held.auction.calls if call.seat == "B"} <= {"pass", "hold"}
        opened = play_strategy(pack, PRESETS["pagat"], "B", "exactly-two")
        said = [call.word for call in opened.auction.calls if call.seat == "B"]
        assert said[0] in ("two", "pass") and all(word == "pass" for word in said[1:])


def test_the_precision_asked_covers_the_declaring_rate_too(capsys):
    hand = "skíz, III, X, XIV, XVI, Kő d, K l, T d, P k"
    argv = ["odds", hand, "--seat", "B", "--bids", "bot", "--precision", "0.03", "--seed", 2, "--json"]
    status, out, _ = run(capsys, *argv)
    (odds,) = json.loads(out)["strategies"]
    low, high = odds["declared"]["ci95"]
    assert status == 0 and (high - low) / 2 < 0.03


@pytest.mark.parametrize("argv", [["play-random", "--seed", "1", "--rules=--"], ["odds", "S", "--bids=--"],
                                  ["deal", "--seed", "1", "--spelling=--"], ["odds", "S", "--seat=--"]])  # fmt: skip
def test_double_dash_is_no_value(capsys, argv):
    with pytest.raises(SystemExit) as ended:
        main(argv)
    err = capsys.readouterr().err
    assert ended.value.code == 2 and "takes a value, and '--' is none" in err and "Traceback" not in err
