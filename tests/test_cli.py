"""The command line, driven as a user would: output, JSON and exit statuses."""

import json

import pytest

from tarokk.cli.main import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cards_json_lists_42_cards_totalling_94(capsys):
    status, out, _ = run(capsys, "cards", "--json")
    cards = json.loads(out)
    assert status == 0 and len(cards) == 42 and sum(c["points"] for c in cards) == 94
    skiz = next(c for c in cards if c["tolnai"] == "S")
    assert skiz == {"id": 21, "hu": "skíz", "tolnai": "S", "en": "skiz", "points": 5, "tarokk": True,
                    "honour": True, "beat_count": 41}  # fmt: skip


def test_deal_is_the_same_every_time(capsys):
    first = run(capsys, "deal", "--seed", "7")
    second = run(capsys, "deal", "--seed", "7")
    assert first == second and first[0] == 0
    _, out, _ = run(capsys, "deal", "--seed", "7", "--json", "--players", "5")
    data = json.loads(out)
    assert data["dealer"] == "E" and sum(len(h) for h in data["hands"].values()) == 36 and len(data["talon"]) == 6


def test_play_random_writes_a_record_that_replays(capsys, tmp_path):
    record = tmp_path / "deal.txt"
    status, out, _ = run(capsys, "play-random", "--seed", "11", "--record", str(record))
    assert status == 0 and "Auction:" in out
    status, replayed, _ = run(capsys, "replay", str(record))
    assert status == 0
    played = out.splitlines()[1:-1]  # the deal as play-random told it, without the last line
    assert "\n".join(played) in replayed


def test_replay_reports_an_illegal_card(capsys, tmp_path):
    record = tmp_path / "deal.txt"
    run(capsys, "play-random", "--seed", "12", "--record", str(record))
    lines = record.read_text().splitlines()
    i = next(n for n, line in enumerate(lines) if line.strip().startswith("1."))
    seats = lines[i].split(". ", 1)[1].split(", ")
    lines[i] = "  1. " + ", ".join([seats[1], seats[0], *seats[2:]])
    record.write_text("\n".join(lines))
    status, _, err = run(capsys, "replay", str(record))
    assert status == 2 and "(play.turn)" in err and "Traceback" not in err


def test_bid_json_matches_the_documented_shape(capsys):
    status, out, _ = run(capsys, "bid", "--json", "pass", "három", "kettő", "passz", "egy", "tartom", "passz")
    assert status == 0
    assert json.loads(out) == {
        "complete": True, "to_speak": None, "all_passed": False, "declarer": "C", "contract": "one",
        "talon": {"A": 2, "B": 1, "C": 1, "D": 2}, "invit": {"by": "B", "card": "XIX"}, "engedett": None,
        "must_call": "XIX",
    }  # fmt: skip


def test_bid_open_auction_and_engedett(capsys):
    _, out, _ = run(capsys, "bid", "--json", "three", "two")
    assert json.loads(out)["complete"] is False and json.loads(out)["to_speak"] == "C"
    _, out, _ = run(capsys, "bid", "--json", "three", "pass", "two", "pass", "pass")
    data = json.loads(out)
    assert data["engedett"] == {"by": "A"} and data["must_call"] == "XX"
    _, text, _ = run(capsys, "bid", "--variant", "tolnai", "three", "two", "pass", "pass", "pass")
    assert "engedett" in text and "Tolnai §33" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["bid", "pass", "hold"], "word 2: B cannot hold: B has not bid yet (bidding.hold)"),
        (["bid", "three", "négy"], "word 2: unknown bidding word 'négy'"),
        (["bid", "--variant", "nope", "pass"], "unknown variant 'nope'"),
        (["deal", "--seed", "1", "--knock", "1,2,3"], "(deal.knock)"),
        (["replay", "/nonexistent/record.txt"], "No such file"),
    ],
)
def test_errors_exit_2_with_a_message_and_no_traceback(capsys, argv, message):
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err and "Traceback" not in err


def test_bid_words_may_come_in_one_quoted_list(capsys):
    status, out, _ = run(capsys, "bid", "--json", "három, kettő, passz, passz, tartom, passz")
    assert status == 0 and json.loads(out)["declarer"] == "A" and json.loads(out)["contract"] == "two"
