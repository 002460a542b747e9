"""Nothing crashes, nothing is lost: the cases a fuzzing run found, one test each.

Records are used completely or refused line by line; summaries and score sheets are checked
as a whole; files are read within a size limit and written atomically; every limit of the
command line is stated when it refuses.
"""

import errno
import json
import random
import sys
from pathlib import Path

import pytest

from tarokk.cli.game import Game, Table
from tarokk.cli.launch import run as command
from tarokk.core.errors import IllegalAction, RecordParseError, SummaryError, TarokkInputError
from tarokk.core.files import MAX_INPUT_BYTES, decode_text, read_text, write_atomic, write_text_atomic
from tarokk.core.gamerecords import parse_table_record, replay_table_record
from tarokk.core.words import Words
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.records import format_record, parse_record
from tarokk.games.paskievics.replay import record_of, replay
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import load_summary
from tarokk.games.paskievics.session import load_session, run_session
from tarokk.studies import runner

RULES = PRESETS["pagat"]


def run(capsys, *argv):
    status = command([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return status, out, err


def finished_record(seed: int = 3) -> str:
    deal = Deal(deal_cards(seed, 4, RULES), RULES)
    chooser = random.Random(seed)
    while not deal.finished:
        deal.apply(chooser.choice(deal.legal_actions()))
    return format_record(record_of(deal, {"Seed": str(seed)}))


def record_after(seed: int, words: list[str]) -> str:
    deal = Deal(deal_cards(seed, 4, RULES), RULES)
    for word in words:
        deal.apply(word)
    return format_record(record_of(deal, {}))


def refusal(text: str) -> RecordParseError:
    with pytest.raises(RecordParseError) as caught:
        replay(parse_record(text))
    return caught.value


# Reading bytes ----------------------------------------------------------------


def test_a_file_cut_in_a_character_names_the_byte_line_and_column():
    with pytest.raises(TarokkInputError) as caught:
        decode_text("Hands:\n  A: Kő k".encode()[:-3], "deal.txt")
    error = caught.value
    assert (error.line, error.column) == (2, 7) and "byte 13 is cut off in the middle of a character" in str(error)


def test_a_byte_order_mark_is_accepted():
    assert decode_text(b'\xef\xbb\xbf[Seed "1"]', "x") == '[Seed "1"]'
    assert load_summary('\ufeff{"contract": "three", "declarer": "A", "partner": "B", '
                        '"declarer_side": {"card_points": 50, "tricks": 5}}').declarer == "A"  # fmt: skip


def test_files_over_the_limit_and_endless_files_are_refused(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b"#" * (MAX_INPUT_BYTES + 1))
    for path in (big, Path("/dev/zero")):
        with pytest.raises(TarokkInputError, match="larger than the limit of 1,048,576 bytes"):
            read_text(path)


# Records: used completely or refused --------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('[Players "4"]', '[Players "x"]', "the Players tag takes a number 4–5, not 'x'"),
        ('[Seed "3"]', '[Seed "-1"]', "the Seed tag takes a number"),
        ('[Seed "3"]', '[Seed "4"]', "seed 4 deals A other cards than the record"),
        ("  1. ", "  1² ", "expected a numbered trick"),
        ("  1. ", "  ²。", "expected a numbered trick"),
    ],
)
def test_bad_tags_and_trick_numbers_are_refused(old, new, message):
    assert message in str(refusal(finished_record().replace(old, new, 1)))


def test_an_empty_record_is_refused():
    assert "the record gives no hands" in str(refusal(""))


def test_an_announcement_after_the_round_closed_is_refused():
    lines = finished_record().splitlines()
    tricks = lines.index("Tricks:")
    lines.insert(tricks, "  A: pass")  # the last line of the Announcements section
    error = refusal("\n".join(lines))
    assert error.line == tricks + 1 and "is never reached: the announcements are over" in str(error)


def test_a_throw_in_line_of_a_seat_not_asked_is_refused():
    text = finished_record().replace("Announcements:", "Throw-in:\n  B: throw-in\nAnnouncements:")
    assert "B is not asked whether to throw in at this point" in str(refusal(text))


def test_a_discard_of_a_solo_declarer_is_refused():
    text = record_after(0, ["solo"]) + "Discards:\n  A: P k\n"  # the auction ends at once
    assert "A takes no cards from the talon, so lays none away" in str(refusal(text))


def test_tricks_after_four_passes_are_refused():
    text = record_after(1, ["pass"] * 4) + "Tricks:\n  1. A XXI, B XX, C XIX, D XVIII\n"
    assert "trick 1 is never reached: the deal is over (all-passed)" in str(refusal(text))


def test_a_record_that_stops_says_where_and_has_its_own_exit_status(tmp_path, capsys):
    path = tmp_path / "hands.txt"
    path.write_text(record_after(2, []), encoding="utf-8")
    assert replay(parse_record(path.read_text(encoding="utf-8"))).stopped_at() == Words(
        "the record stops in the auction phase, A to act", "a jegyzőkönyv a licit közben ér véget, A következik"
    )
    status, out, err = run(capsys, "replay", path)
    assert status == 1 and out == "" and "A to act; the record is incomplete" in err
    status, out, _ = run(capsys, "replay", "--partial", path)
    assert status == 0 and "The record stops in the auction phase, A to act, before the end of the deal." in out


def test_an_unfinished_deal_written_out_replays_to_the_same_point():
    deal = Deal(deal_cards(5, 4, RULES), RULES)
    chooser = random.Random(5)
    while deal.phase != "play" or len(deal.play.current) != 2:
        deal.apply(chooser.choice(deal.legal_actions()))
    replayed = replay(parse_record(format_record(record_of(deal, {})))).deal
    assert replayed.to_act == deal.to_act and replayed.play.current == deal.play.current


def test_a_wrong_turn_in_the_announcements_is_an_illegal_action():
    text = finished_record().replace("Announcements:\n  A:", "Announcements:\n  B:", 1)
    with pytest.raises(IllegalAction) as caught:
        replay(parse_record(text))
    assert caught.value.rule == "announce.turn"


def test_an_error_quotes_a_short_excerpt_of_a_long_entry():
    error = refusal(finished_record().replace("  A three", "  A " + "x" * 100_000, 1))
    assert len(str(error)) < 200 and "longer than 60 characters" in str(error)


# Summaries: checked as a whole --------------------------------------------------

BASE = {"contract": "three", "declarer": "A", "partner": "B", "declarer_side": {"card_points": 50, "tricks": 5}}


@pytest.mark.parametrize(
    ("change", "key", "message"),
    [
        ({"declarer": None}, "declarer", "None is not valid; expected a seat"),
        ({"declarer_side": {"card_points": 0, "tricks": 8}}, "declarer_side", "a side with 8 tricks holds 32–"),
        ({"declarer_side": {"card_points": 94, "tricks": 1}}, "declarer_side", "a side with 1 trick holds 4–47"),
        ({"tarokk_counts": [{"seat": s, "count": 9} for s in "ABCD"]}, "tarokk_counts", "more than the 22 tarokks"),
        ({"penalty": {"kind": "revoke", "seat": None}}, "penalty.seat", "expected a seat"),
    ],
)
def test_an_impossible_summary_names_the_field(change, key, message):
    with pytest.raises(SummaryError) as caught:
        load_summary(json.dumps(BASE | change))
    assert caught.value.key == key and message in str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"contract": "three", "contract": "two"}', "'contract': the key is given twice"),
        ('{"players": ' + "9" * 5000 + "}", "has more than 20 digits"),
        ("players = " + "9" * 5000, "a number has more than 20 digits"),
        ('{"players": NaN}', "'NaN' is not a number"),
        ("[" * 100_000 + "]" * 100_000, "nested more than 32 deep"),
        ("a = " + "[" * 50 + "]" * 50, "nested more than 32 deep"),
    ],
)
def test_dangerous_documents_are_refused(text, message):
    with pytest.raises(TarokkInputError, match=message.replace("(", r"\(")):
        load_summary(text)


# Score sheets -------------------------------------------------------------------


def test_a_sheet_with_a_dealer_who_is_not_a_player_is_refused():
    sheet = {"players": ["Ann", "Bea", "Cili", "Dóra"], "deals": [BASE | {"dealer": "X"}]}
    with pytest.raises(TarokkInputError, match="dealer: 'X' is not one of the players"):
        run_session(load_session(json.dumps(sheet)))


@pytest.mark.parametrize("name", ["/etc/passwd", "../outside.txt", "sub/../../outside.txt"])
def test_a_sheet_names_records_only_inside_its_folder(tmp_path, name):
    (tmp_path / "outside.txt").write_text(finished_record(), encoding="utf-8")
    folder = tmp_path / "sheets"
    folder.mkdir()
    sheet = folder / "sheet.json"
    sheet.write_text(json.dumps([{"record": name}]), encoding="utf-8")
    with pytest.raises(SummaryError, match="name a record inside the sheet's folder") as caught:
        load_session(sheet)
    assert caught.value.key == "deal 1.record"


# Writing -------------------------------------------------------------------------


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "deal.txt"
    path.write_text("the old record\n", encoding="utf-8")

    def fill_the_disk(temporary: Path) -> None:
        temporary.write_bytes(b"x" * 1024)
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(TarokkInputError, match=f"{path}: cannot write it: No space left on device"):
        write_atomic(path, fill_the_disk)
    assert path.read_text(encoding="utf-8") == "the old record\n" and list(tmp_path.iterdir()) == [path]
    write_text_atomic(path, "the new record\n")
    assert path.read_text(encoding="utf-8") == "the new record\n" and list(tmp_path.iterdir()) == [path]


def test_a_study_that_cannot_write_its_table_keeps_the_old_one(tmp_path, capsys, monkeypatch):
    def too_large(frame, path, **kwargs):
        Path(path).write_text("study,event\n", encoding="utf-8")
        raise OSError(errno.EFBIG, "File too large")

    monkeypatch.setattr("pandas.DataFrame.to_csv", too_large)
    out = tmp_path / "out.csv"
    out.write_text("the old table\n", encoding="utf-8")
    status, stdout, err = run(capsys, "simulate", "hands", "--deals", 1000, "--out", out)
    assert (status, stdout, err) == (2, "", f"tarokk: {out}: cannot write it: File too large\n")
    assert out.read_text(encoding="utf-8") == "the old table\n" and list(tmp_path.iterdir()) == [out]


def test_a_missing_output_folder_is_named(tmp_path, capsys):
    status, _, err = run(capsys, "play-random", "--seed", 1, "--record", tmp_path / "no" / "deal.txt")
    assert (
        status == 2 and err == f"tarokk: {tmp_path / 'no' / 'deal.txt'}: cannot write it: No such file or directory\n"
    )


class InterruptedWhileLoading:
    """An import of the command's main module that Ctrl-C interrupts, as in the first half second."""

    def find_spec(self, name, path=None, target=None):
        if name == "tarokk.cli.main":
            raise KeyboardInterrupt
        return None


@pytest.mark.parametrize(("language", "said"), [("en", "tarokk: interrupted\n"), ("hu", "tarokk: megszakítva\n")])
def test_ctrl_c_while_the_command_is_still_loading_ends_it_with_one_line(capsys, monkeypatch, language, said):
    monkeypatch.delitem(sys.modules, "tarokk.cli.main")
    monkeypatch.setattr(sys, "meta_path", [InterruptedWhileLoading(), *sys.meta_path])
    assert run(capsys, "--lang", language, "deal", "--seed", 1) == (130, "", said)


def test_an_interrupted_study_writes_nothing(tmp_path, capsys, monkeypatch):
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("tarokk.cli.simulate.run_study", interrupt)
    out = tmp_path / "out.csv"
    status, stdout, err = run(capsys, "simulate", "hands", "--deals", 1000, "--out", out)
    assert (status, stdout, err) == (130, "", "tarokk: interrupted\n") and not out.exists()


# Limits of the command line --------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["deal", "--seed", -1], "a seed is a whole number from 0 to 2**64 − 1, not -1"),
        (["play-random", "--seed", 2**64], "a seed is a whole number from 0 to 2**64 − 1"),
        (["play", "--delay", -1], "--delay takes 0 to 10.0 seconds"),
        (["play", "--deals", 0], "--deals takes 1 to 1000 deals"),
        (["simulate", "hands", "--deals", 10**15], "--deals must be at most 1,000,000,000,000 (the limit)"),
        (["simulate", "hands", "--deals", "9" * 5000], "--deals takes a whole number"),
        (["simulate", "hands", "--jobs", 10_000], "--jobs must be at most"),
        (["simulate", "hands", "--seed", 2**64], "--seed must be at most"),
    ],
)
def test_limits_are_stated_when_refused(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and message in err and err.count("\n") == 1


def test_the_chunks_of_a_huge_run_are_never_listed():
    sizes = runner.chunk_sizes(10**15 + 7, 100_000)
    assert next(sizes) == 100_000 and not isinstance(sizes, list)


# The game in the terminal --------------------------------------------------------


class Silent:
    """A console that keeps what it is told."""

    def __init__(self):
        self.lines = []

    def print(self, *parts, **_):
        self.lines.append(" ".join(str(p) for p in parts))

    def rule(self, text):
        self.lines.append(text)


def test_the_game_asks_again_after_any_answer_it_cannot_use(tmp_path):
    answers = iter(["", " ", ",", ", ,", "bogus", "²", "9" * 50, "0", "1,2", "quit"])
    table = Table(learner="A", bots="random", ruleset=RULES, seed=5, deals=1, record_dir=tmp_path)
    console = Silent()
    Game(table, console, lambda _: next(answers)).run()
    assert console.lines[-1] == "Goodbye." and next(answers, None) is None


def test_ctrl_c_at_the_prompt_ends_the_game_with_one_line(tmp_path, capsys, monkeypatch):
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("rich.console.Console.input", interrupt)
    status, _, err = run(capsys, "play", "--seed", 5, "--deals", 1, "--record-dir", tmp_path)
    assert (status, err) == (130, "tarokk: interrupted\n")
    saved = [path.name for path in tmp_path.iterdir()]
    assert saved == ["tarokk-deal-5-partial.txt"]  # nothing played yet: the dealt cards, replayable
    record = parse_table_record((tmp_path / saved[0]).read_text(encoding="utf-8"))
    assert not replay_table_record(record, partial=True).finished


def test_the_end_of_the_input_saves_the_deal_so_far_and_exits_with_status_1(tmp_path, capsys, monkeypatch):
    answers = ["passz"]

    def answer(*args, **kwargs):
        if not answers:
            raise EOFError
        return answers.pop()

    monkeypatch.setattr("rich.console.Console.input", answer)
    status, _, err = run(capsys, "play", "--seed", 5, "--deals", 1, "--record-dir", tmp_path)
    assert status == 1 and "the input ended in deal 1" in err and "Traceback" not in err
    record = parse_table_record((tmp_path / "tarokk-deal-5-partial.txt").read_text(encoding="utf-8"))
    assert (record.actions[0].seat, record.actions[0].name) == ("A", "pass")  # the learner's pass is kept
