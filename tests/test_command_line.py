"""Every subcommand with random arguments: the command line answers with exit status 0, 1 or 2
and a sentence, never with a traceback; and every option says what it is for."""

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.cli.main import build_parser, main

CORPUS = Path(__file__).parent / "corpus"
SUBCOMMANDS: dict[str, argparse.ArgumentParser] = next(
    action.choices for action in build_parser()._actions if isinstance(action, argparse._SubParsersAction)
)
VALUES = (
    "-1", "0", "1", "2", "4", "5", "-0", "1e3", "2**64", str(2**64), "99999999999999999999", "x", "", " ", "ő",
    "pagat", "tolnai1930", "kegl", "pagat, discard_xx=forbidden", "A", "E", "hu", "en", "full", "rule", "random",
    "három", "tartom", "passz", "scoring.kontra", "multipliers", "hands", "played", "2,1,3", "/dev/null",
    "/nonexistent/file.txt", str(CORPUS / "record" / "empty.txt"), str(CORPUS / "sheet" / "dealer-not-a-player.json"),
    str(CORPUS / "summary" / "deep-nesting.json"),
)  # fmt: skip
"""Values an option or a word might get: numbers out of range, words of every command, files."""


def tokens(name: str) -> st.SearchStrategy[list[str]]:
    options = [flag for action in SUBCOMMANDS[name]._actions for flag in action.option_strings]
    return st.lists(st.sampled_from(options) | st.sampled_from(VALUES) | st.text(max_size=8), max_size=6)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(SUBCOMMANDS)).flatmap(lambda name: st.tuples(st.just(name), tokens(name))))
def test_every_subcommand_with_random_arguments_answers_without_a_traceback(command):
    name, arguments = command
    argv = [name, *arguments]
    if name == "simulate":
        argv += ["--deals", "20", "--jobs", "1"]  # the last --deals and --jobs count: a short study
    if name == "play":
        argv += ["--delay", "0"]
    out, err = io.StringIO(), io.StringIO()
    with (
        tempfile.TemporaryDirectory() as folder,
        contextlib.chdir(folder),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        _no_input(),
    ):
        try:
            status = main(argv)
        except SystemExit as exit:  # argparse: --help, or arguments it cannot read
            status = exit.code
    assert status in (0, 1, 2), (argv, status, err.getvalue())
    assert "Traceback" not in err.getvalue() + out.getvalue()
    if status != 0:
        assert err.getvalue().strip() or out.getvalue().strip(), argv  # a refusal says why


@contextlib.contextmanager
def _no_input():
    """Standard input at its end, as when a script's input runs out."""
    saved, sys.stdin = sys.stdin, io.StringIO("")
    try:
        yield
    finally:
        sys.stdin = saved


def test_every_option_says_what_it_is_for():
    missing = [
        f"{name} {action.option_strings or action.dest}"
        for name, parser in SUBCOMMANDS.items()
        for action in parser._actions
        if not action.help and not isinstance(action, argparse._HelpAction)
    ]
    assert missing == []


def test_play_help_shows_the_keys(capsys):
    with contextlib.suppress(SystemExit):
        main(["play", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for key in ("? explain this step", "u undo your last action", "q quit"):
        assert key in shown


def test_a_reader_that_stops_early_ends_the_output_quietly():
    read, write = os.pipe()
    os.close(read)  # like `| head` that has read all it wants
    done = subprocess.run([sys.executable, "-m", "tarokk", "cards"], stdout=write, stderr=subprocess.PIPE, text=True)
    os.close(write)
    assert done.returncode == 0 and done.stderr == ""


def run(capsys, *argv):
    status = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_study_without_exact_values_prints_no_exact_or_z_column_and_stays_aligned(capsys):
    status, out, _ = run(capsys, "simulate", "played", "--deals", 20, "--seed", 1, "--jobs", 1)
    heading, *rows = out.splitlines()[1:-1]  # the last line says where the event ids are
    assert status == 0 and "exact" not in heading and " z" not in heading and "|z|" not in out
    column = heading.index("estimate")
    assert column > len("event") + 20  # long event names widen the first column
    assert all(row[: column + len("estimate")].rstrip()[-1].isdigit() for row in rows)  # numbers end under it


def test_a_study_with_exact_values_shows_them_with_a_true_minus(capsys):
    status, out, _ = run(capsys, "simulate", "hands", "--deals", 2000, "--seed", 1, "--jobs", 1)
    assert status == 0 and "exact" in out.splitlines()[1] and "−" in out and re.search(r"-\d", out) is None


def test_nonsense_numbers_are_refused_in_a_sentence(capsys):
    for argv in (["play", "--deals", 0], ["play", "--deals", -3], ["play", "--delay", -1], ["deal", "--seed", -1]):
        status, out, err = run(capsys, *argv)
        assert status == 2 and out == "" and err.startswith("tarokk: ") and "Traceback" not in err


def test_deal_for_five_says_the_dealer_sits_out(capsys):
    status, out, _ = run(capsys, "deal", "--seed", 3, "--players", 5)
    assert status == 0 and "The dealer, E, sits out this deal" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["replay", "a\0b"],
        ["settle", "a\0b"],
        ["sheet", "a\0b"],
        ["play-random", "--record", "a\0b"],
        ["simulate", "played", "--deals", "10", "--out", "a\0b.csv"],
        ["odds", "XXI", "--deals", "10", "--out", "a\0b.csv"],
        ["play", "--deals", "1", "--record-dir", "a\0b"],
    ],
)
def test_a_file_name_no_system_can_open_is_refused_as_a_bad_argument(capsys, argv):
    with pytest.raises(SystemExit) as refused:
        main(argv)
    assert refused.value.code == 2 and "NUL character" in capsys.readouterr().err
