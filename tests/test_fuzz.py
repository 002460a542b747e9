"""Fuzzing: mutated records, summaries and score sheets are used or refused, never a crash.

Each test starts from valid inputs and damages them the way files get damaged — a byte
changed, the file cut short, a line or a section lost or written twice, a value replaced by
junk (:mod:`tests.fuzzing`, shared with ``make fuzz``). The engine either accepts the result
or raises one of its own errors (a ``TarokkError``), and the command line ends with status
0, 1 (an incomplete record) or 2 and at most one short line on standard error.
"""

import contextlib
import copy
import io
import json
import random
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from tarokk.cli.game import Game, Table
from tarokk.cli.main import main
from tarokk.core.errors import TarokkError
from tarokk.core.files import decode_text
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import replay
from tarokk.games.paskievics.ruleset import PRESETS, ruleset
from tarokk.games.paskievics.scoring import load_summary, settle
from tarokk.games.paskievics.session import load_session, run_session
from tests.fuzzing import (
    JUNK,
    KEYS,
    RECORDS,
    SHEET,
    SUMMARIES,
    TARGETS,
    damage,
    json_bytes,
    read_keys,
    read_one_format,
    read_rules,
    toml_bytes,
)

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class DrawChooser:
    """Hypothesis's choices, for :func:`~tests.fuzzing.damage` (so that a failing input shrinks)."""

    def __init__(self, draw):
        self.draw = draw

    def integer(self, low, high):
        return self.draw(st.integers(low, high))

    def choice(self, options):
        return self.draw(st.sampled_from(options))


@st.composite
def damaged(draw, originals: list[bytes]) -> bytes:
    """One of ``originals`` with one to three kinds of damage."""
    return damage(draw(st.sampled_from(originals)), DrawChooser(draw), draw(st.integers(1, 3)))


def test_the_unbroken_inputs_are_accepted():
    for data in RECORDS:
        replay(parse_record(decode_text(data, "record")))
    for summary in SUMMARIES:
        load_summary(json.dumps(summary))
    assert load_summary(toml_bytes(SUMMARIES[1]).decode()).penalty is not None
    run_session(load_session(json.dumps(SHEET)))


@FUZZ
@given(damaged(RECORDS))
def test_a_damaged_record_replays_or_is_refused(data):
    with contextlib.suppress(TarokkError):
        replay(parse_record(decode_text(data, "record")))


@FUZZ
@given(damaged([json_bytes(summary) for summary in SUMMARIES] + [toml_bytes(SUMMARIES[1])]))
def test_a_damaged_summary_settles_or_is_refused(data):
    with contextlib.suppress(TarokkError):
        summary = load_summary(decode_text(data, "summary"))
        settle(summary, ruleset(summary.variant))


@FUZZ
@given(damaged([json_bytes(SHEET)]))
def test_a_damaged_score_sheet_runs_or_is_refused(data):
    with contextlib.suppress(TarokkError):
        run_session(load_session(decode_text(data, "sheet")))


@FUZZ
@given(damaged(TARGETS["one-format-record"][1]))
def test_a_damaged_record_of_any_game_replays_or_is_refused(data):
    with contextlib.suppress(TarokkError):
        read_one_format(data)


@FUZZ
@given(damaged(TARGETS["rules"][1]))
def test_damaged_house_rules_of_any_game_are_read_or_refused(data):
    with contextlib.suppress(TarokkError):
        read_rules(data)


@FUZZ
@given(damaged(KEYS))
def test_any_keys_at_any_games_table_play_or_end_the_deal(data):
    with contextlib.suppress(TarokkError):
        read_keys(data)


SHEET_WITH_RECORD = {**SHEET, "deals": [*SHEET["deals"], {"record": "deal.txt"}]}


@pytest.mark.parametrize(
    ("command", "originals", "statuses"),
    [
        ("replay", RECORDS, (0, 1, 2)),
        ("settle", [RECORDS[0], *map(json_bytes, SUMMARIES)], (0, 1, 2)),
        ("sheet", [json_bytes(SHEET), json_bytes(SHEET_WITH_RECORD)], (0, 1, 2)),
    ],
)
def test_the_command_line_ends_with_a_status_and_one_short_line(command, originals, statuses):
    @settings(max_examples=60, deadline=None)
    @given(damaged(originals))
    def check(data):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "input"
            path.write_bytes(data)
            (Path(folder) / "deal.txt").write_bytes(RECORDS[0])  # the record a sheet may name
            with pytest.MonkeyPatch.context() as patch:
                out, err = _captured(patch, lambda: main([command, str(path)]), statuses)
            if err:
                assert err.count("\n") == 1 and err.startswith("tarokk: ") and len(err) < 400 and out == ""

    check()


def _captured(patch: pytest.MonkeyPatch, run, statuses) -> tuple[str, str]:
    """Run ``run`` with standard output and error captured; its status must be one of ``statuses``."""
    out, err = io.StringIO(), io.StringIO()
    patch.setattr(sys, "stdout", out)
    patch.setattr(sys, "stderr", err)
    status = run()
    assert status in statuses
    assert (status == 0) == (err.getvalue() == "")
    return out.getvalue(), err.getvalue()


def positions() -> list[Deal]:
    """Deals stopped in each phase, for the game's prompt."""
    found: dict[str, Deal] = {}
    for seed in range(20):
        rules = PRESETS["pagat"]
        deal = Deal(deal_cards(seed, 4, rules), rules)
        chooser = random.Random(seed)
        while not deal.finished:
            found.setdefault(deal.phase, copy.deepcopy(deal))
            deal.apply(chooser.choice(deal.legal_actions()))
    return list(found.values())


POSITIONS = positions()


@FUZZ
@given(st.sampled_from(POSITIONS), st.one_of(st.text(max_size=30), st.sampled_from(JUNK)))
def test_the_game_reads_any_answer_without_a_crash(deal, answer):
    shown = io.StringIO()
    game = Game(Table("A", "random", PRESETS["pagat"], 1, 1, Path(".")), Console(file=shown), lambda _: answer)
    action = game.read_action(deal, answer.strip(), deal.legal_actions())
    assert action is not None or shown.getvalue()  # an answer it cannot use is met with what to type
