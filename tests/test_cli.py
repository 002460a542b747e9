"""The command line, driven as a user would: output, JSON and exit statuses."""

import json
import re

import pytest

from tarokk.cli.main import main
from tarokk.core.state import registered_games


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


TOTAL = re.compile(r"([A-E]) ([+−-]?\d+)")


@pytest.mark.parametrize("game", registered_games())
def test_play_random_writes_one_record_format_for_every_game(capsys, tmp_path, game):
    record = tmp_path / "deal.txt"
    status, out, _ = run(capsys, "play-random", "--game", game, "--seed", "11", "--record", str(record))
    assert status == 0 and record.read_text(encoding="utf-8").startswith(f'[Game "{game}"]')
    status, replayed, _ = run(capsys, "replay", str(record))
    assert status == 0
    played = out.splitlines()[1:-1]  # the deal as play-random told it, without the first and last lines
    assert "\n".join(played) in replayed
    status, settled, _ = run(capsys, "settle", str(record))
    assert status == 0
    totals = dict(TOTAL.findall(played[-1]))  # play-random's last line totals the settlement
    paid = next(line for line in settled.splitlines() if line.startswith(("Payments:", "Total:")))
    assert {seat: int(amount.replace("−", "-")) for seat, amount in TOTAL.findall(paid)} == {
        seat: int(amount.replace("−", "-")) for seat, amount in totals.items()
    }


def test_five_players_write_the_one_record_format(capsys, tmp_path):
    record = tmp_path / "deal.txt"
    status, out, _ = run(capsys, "play-random", "--seed", "11", "--players", "5", "--record", str(record))
    text = record.read_text(encoding="utf-8")
    assert status == 0 and "The dealer, E, sits out" in out and "E 0" in out.splitlines()[-2]
    assert text.startswith('[Game "paskievics"]\n[Options "players=5"]\n') and "[Players" not in text
    status, replayed, _ = run(capsys, "replay", str(record))
    assert status == 0 and "every action checked" in replayed.splitlines()[0]
    assert replayed.splitlines()[-1] == out.splitlines()[-2]  # the same totals, E's among them


def test_replay_reports_an_illegal_card(capsys, tmp_path):
    record = tmp_path / "deal.txt"
    run(capsys, "play-random", "--seed", "12", "--record", str(record))
    lines = record.read_text().splitlines()
    first = next(n for n, line in enumerate(lines) if re.match(r"  [A-D] play ", line))
    seat, other = lines[first].split()[0], lines[first + 1].split()[0]
    card = next(line for line in lines if line.strip().startswith(f"{other}:")).split(":")[1].split(",")[0].strip()
    lines[first] = f"  {seat} play {card}"  # a card of the next seat's hand
    record.write_text("\n".join(lines))
    status, _, err = run(capsys, "replay", str(record))
    assert status == 2 and f"line {first + 1}, column 5" in err and "(play.card-in-hand)" in err
    assert "Traceback" not in err


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
