"""Game records: round trip, parse errors with line and column, replay checks."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.errors import IllegalAction, RecordParseError
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.records import GameRecord, format_record, parse_record
from tarokk.games.paskievics.replay import replay

from .conftest import random_play


def record_of(seed: int) -> GameRecord:
    dealt, play = random_play(seed)
    return GameRecord(
        tags={"Event": 'Test "quoted"', "Variant": "pagat", "Players": "4", "Dealer": "D", "Seed": str(seed)},
        hands={seat: dealt.sorted_hand(seat) for seat in ACTIVE_SEATS},
        talon=list(dealt.talon),
        tricks=[list(trick.plays) for trick in play.tricks],
    )


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["tolnai", "hu", "en"]))
def test_records_round_trip(seed, spelling):
    record = record_of(seed)
    text = format_record(record, spelling)
    assert parse_record(text) == record
    assert format_record(parse_record(text), spelling) == text


def test_comments_and_blank_lines_are_ignored():
    text = format_record(record_of(1)).replace("Hands:", "# a comment\n\nHands:   # trailing")
    assert parse_record(text) == record_of(1)


@pytest.mark.parametrize(
    ("text", "line", "column", "fragment"),
    [
        ("[Variant pagat]", 1, 1, "expected a tag"),
        ('[Variant "pagat"]\nScores:', 2, 1, "expected a section header"),
        ("Hands:\n  A: S, XQ", 2, 9, "unknown card 'XQ'"),
        ("Hands:\n  Q: S", 2, 3, "expected a seat"),
        ("Tricks:\n  2. A S", 2, 3, "expected trick 1"),
        ("Tricks:\n  1. A S, B", 2, 11, "expected a seat and an entry"),
        ("  A: S", 1, 3, "must belong to"),
        ("Hands:\n  A: S\n  A: XXI", 3, 3, "given twice"),
    ],
)
def test_parse_errors_give_line_column_and_expectation(text, line, column, fragment):
    with pytest.raises(RecordParseError) as error:
        parse_record(text)
    assert (error.value.line, error.value.column) == (line, column)
    assert fragment in str(error.value)


def test_replay_accepts_a_legal_record_of_tricks():
    result = replay(parse_record(format_record(record_of(5))))
    assert result.deal is None and result.play is not None and result.play.finished


def test_sections_of_a_whole_deal_round_trip():
    record = record_of(5)
    record.auction = [("A", "three"), ("B", "pass"), ("C", "pass"), ("D", "pass")]
    record.discards = {"A": record.talon[:3]}
    record.throw_in = [("C", "play")]
    record.announcements = [("A", "call XX, trull"), ("B", "kontra trull"), ("C", "pass")]
    assert parse_record(format_record(record)) == record


def test_replay_refuses_an_illegal_card_with_rule_and_line():
    record = record_of(5)
    # Swap two plays of the first trick so that someone plays out of turn.
    first = record.tricks[0]
    first[0], first[1] = first[1], first[0]
    with pytest.raises(IllegalAction) as error:
        replay(parse_record(format_record(record)))
    assert error.value.rule == "play.turn"
    assert "trick 1" in error.value.message


def test_replay_checks_the_cards_make_a_deck():
    record = record_of(2)
    record.talon = record.talon[:5]
    with pytest.raises(RecordParseError, match="talon has 5 cards"):
        replay(record)


def test_seats_may_be_written_with_a_colon_in_entries():
    record = parse_record("Auction:\n  A: három, B: passz\nTricks:\n  1. A: Kő k, B: Kő d, C: XX, D: Kő á")
    assert record.auction == [("A", "három"), ("B", "passz")]
    assert [seat for seat, _ in record.tricks[0]] == ["A", "B", "C", "D"]


RECORD = Path(__file__).parent / "data" / "hu-record.txt"

REFUSED_TURNS = {
    "a kontra the other side never announced": (
        "  C: four-kings",
        "  C: kontra volat",
        {"en": "line 22, column 3: C cannot say kontra volat: ", "hu": "22. sor, 3. oszlop: C nem mondhat kontra "},
    ),
    "a card the declarer may not call": (
        "  A: call IV",
        "  A: call XXI",
        {"en": "line 20, column 3: A may not call the XXI; ", "hu": "20. sor, 3. oszlop: A nem hívhatja a XXI-est; "},
    ),
}


@pytest.mark.parametrize("case", REFUSED_TURNS)
@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_refused_turn_names_its_seat_once_and_says_its_line(capsys, tmp_path, case, language):
    """As a table game's record says a refused action: where it stands, then the seat's refusal,
    without the seat written again in front of it."""
    line, refused, said = REFUSED_TURNS[case]
    text = RECORD.read_text(encoding="utf-8")
    assert line in text
    path = tmp_path / "record.txt"
    path.write_text(text.replace(line, refused), encoding="utf-8")
    assert main(["--lang", language, "replay", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"tarokk: {said[language]}")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_table_record_refuses_the_same_kontra_in_the_same_words(capsys, tmp_path, language):
    record = tmp_path / "table.txt"
    assert main(["play-random", "--game", "paskievics", "--seed", "11", "--record", str(record)]) == 0
    lines = record.read_text(encoding="utf-8").splitlines()
    assert lines[20] == "  C pass"  # the declarer closes his first turn
    lines[20] = "  C kontra volat"
    record.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", language, "replay", str(record)]) == 2
    said = REFUSED_TURNS["a kontra the other side never announced"][2][language].split(": ", 1)[1]
    assert capsys.readouterr().err.split(": ", 2)[2].startswith(said)
