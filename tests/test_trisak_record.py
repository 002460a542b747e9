"""A hand-written record of a trisák deal replayed line by line through the game records
(the first level: A plays, calls the XIX that C holds, announces his eight tarokks and
loses his pagát in the last trick), and trisák at the terminal."""

from fractions import Fraction

import pytest

from tarokk.cli.main import main
from tarokk.cli.table import play_table
from tarokk.core.cards import DECK54, parse_cards
from tarokk.core.errors import IllegalAction
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.state import load_game

RECORD = """\
[Game "trisak"]
[Seed "5"]

Hands:
  A: T 7, K 3, VIII, Kő 3, K 2, P 8, V, VI, XVI, XI, T k, I
  B: P 9, XXI, XII, K 4, XIV, XX, K k, P 7, T 9, Kő b, K l, Kő 4
  C: T b, T 8, Kő á, K á, IV, IX, VII, T 10, P b, K b, XIX, XVIII
  D: T d, S, II, XVII, P l, XV, Kő k, Kő d, K d, X, T l, P k
Talon: XIII, Kő l, III, Kő 2, P d, P 10
Actions:
  A play
  B pass
  C pass
  D pass
  A game
  A discard T 7
  A discard Kő 3
  A discard K 3
  A discard P 8
  B discard Kő 4
  C discard T 8
  A announce tarokks
  A done
  B done
  C done
  D done
  A play T k
  B play T 9
  C play T 10
  D play T l
  A play Kő l
  B play Kő b
  C play Kő á
  D play Kő d
  D play Kő k
  A play Kő 2
  B play XII
  C play XVIII
  C play K b
  D play K d
  A play K 2
  B play K k
  B play P d
  C play P 10
  D play P k
  A play III
  A play XVI
  B play XX
  C play IV
  D play S
  D play T d
  A play V
  B play XIV
  C play T b
  B play K l
  C play K á
  D play II
  A play VI
  A play XIII
  B play XXI
  C play VII
  D play X
  B play P 9
  C play P b
  D play P l
  A play VIII
  A play XI
  B play K 4
  C play XIX
  D play XV
  C play IX
  D play XVII
  A play I
  B play P 7
"""


def replay(record: str):
    """The state at the end of ``record``: every line used or refused with its rule."""
    return replay_table_record(parse_table_record(record)).state


def test_the_record_replays_to_its_settlement():  # trisak.scoring.game, trisak.scoring.prizes
    state = replay(RECORD)
    assert state.is_terminal()
    assert state.called == parse_cards("XIX", DECK54)[0] and state.partner == "C"
    lines = state.settlement()
    # A+C took 51 points in tricks and discards: under 54, so each opponent wins the 4
    assert lines[0].what == "game: A+C loses with 51 of 106 (54 wins)"
    assert lines[0].amounts == (-4, 4, -4, 4)
    assert lines[1].what == "silent ultimó (A) lost" and lines[1].amounts == (-10, 10, -10, 10)
    assert lines[2].what == "A holds at least eight tarokks" and lines[2].amounts == (30, -10, -10, -10)
    assert state.returns() == [16.0, 4.0, -24.0, 4.0]
    assert sum(sum(line.amounts) for line in lines) == Fraction(0)


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("A discard T k", "trisak.discard.honours-kings"),  # „honnört és királyt nem szabad lefektetni”
        ("A discard XXI", "trisak.discard"),  # B holds the XXI
        ("A three", "trisak.turn"),  # the auction is over
    ],
)
def test_a_wrong_line_in_the_record_is_refused_with_its_rule(line, rule):
    with pytest.raises(IllegalAction) as error:
        replay(RECORD.replace("  A discard T 7\n", f"  {line}\n", 1))
    assert error.value.rule == rule
    assert error.value.line == RECORD.splitlines().index("  A discard T 7") + 1


def test_a_written_record_reads_back_to_the_same_deal():
    state = replay(RECORD)
    again = replay(format_table_record(state, 5))
    assert again.history() == state.history() and again.returns() == state.returns()


def test_replay_and_settle_explain_the_record(capsys, tmp_path):
    path = tmp_path / "trisak.txt"
    path.write_text(RECORD, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert main(["--lang", "hu", "settle", str(path), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "első fokozat: A+C elveszti 51 ponttal" in out and "Tolnai §73" in out


def test_trisák_at_the_terminal(tmp_path):
    game = load_game("trisak")
    said: list[str] = []
    answers = iter(["announce nothing", "999"] + ["1"] * 200)
    totals = play_table(game, "A", "rule", 3, 1, tmp_path, ask=lambda prompt: next(answers), say=said.append)
    assert sum(totals) == pytest.approx(0)
    assert any("'announce nothing': no such choice" in line for line in said)
    records = list(tmp_path.glob("trisak-3*.txt"))
    assert len(records) == 1 and replay_table_record(parse_table_record(records[0].read_text("utf-8"))).finished
