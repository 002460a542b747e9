"""Studies and odds on a dask cluster give the numbers of ``--jobs``, number for number:
the seed's chunks decide them, not the workers."""

import importlib.util
import io
import json
from contextlib import redirect_stdout

import pytest

from simulations import find_study
from tarokk.cli.main import main
from tarokk.core.cards import parse_cards
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.odds import Knowledge, Question, run_odds
from tarokk.studies.runner import run_study

HUNTER = "skíz, IV, III, II, Kő k, Kő d, K k, P 10, T b"


@pytest.fixture(scope="module")
def scheduler():
    """A light cluster in this process: one worker thread, no worker processes."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0"
    ) as cluster:
        yield cluster.scheduler_address


def test_a_played_study_on_the_cluster_gives_the_numbers_and_rows_of_one_job(scheduler):
    study = find_study("played")
    rows_here, rows_there = [], []
    here = run_study(study, 90, seed=2, chunk_size=20, on_rows=rows_here.extend)
    there = run_study(study, 90, seed=2, chunk_size=20, on_rows=rows_there.extend, scheduler=scheduler)
    assert there == here
    assert rows_there == rows_here and [row["index"] for row in rows_there] == list(range(90))


def test_precision_stops_at_the_same_chunk_on_the_cluster(scheduler):
    study = find_study("hands")
    here = run_study(study, 200_000, seed=2, precision=0.005, chunk_size=5_000)
    there = run_study(study, 200_000, seed=2, precision=0.005, chunk_size=5_000, scheduler=scheduler)
    assert there == here and here.precision_reached and here.deals < 200_000


def test_odds_on_the_cluster_are_the_odds_of_one_job(scheduler):
    question = Question("B", Knowledge.of({"B": parse_cards(HUNTER)}), PRESETS["pagat"], ("bot", "one"))
    here = run_odds(question, 120, seed=4)
    assert run_odds(question, 120, seed=4, scheduler=scheduler) == here


def cli(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(list(argv))
    assert status == 0
    return json.loads(out.getvalue())


def test_tarokk_odds_and_simulate_print_the_same_numbers_with_scheduler_and_jobs(scheduler):
    odds = ("odds", HUNTER, "--seat", "B", "--deals", "100", "--bids", "bot,two", "--json")
    assert cli(*odds, "--scheduler", scheduler) == cli(*odds, "--jobs", "1")
    simulate = ("simulate", "played", "--deals", "40", "--seed", "3", "--json")
    assert cli(*simulate, "--scheduler", scheduler) == cli(*simulate, "--jobs", "1")


def test_a_local_cluster_started_on_request_gives_the_numbers_of_one_job():
    pytest.importorskip("distributed")
    simulate = ("simulate", "hands", "--deals", "30000", "--seed", "5", "--json")
    assert cli(*simulate, "--scheduler", "local", "--jobs", "1") == cli(*simulate)


def test_without_dask_the_command_says_how_to_install_it(capsys, monkeypatch):
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *rest: None if name == "distributed" else find_spec(name, *rest)
    )
    status = main(["simulate", "hands", "--deals", "10", "--scheduler", "local"])
    _, err = capsys.readouterr()
    assert status == 2 and "pip install 'tarokk[cluster]'" in err and "Traceback" not in err


def test_the_workers_of_a_local_cluster_leave_ctrl_c_to_the_command():
    """The terminal sends Ctrl-C to every process of the command: the workers started for the
    run ignore it (no traceback of theirs), and the command answers it as before."""
    pytest.importorskip("distributed")
    import signal

    from tarokk.studies.cluster import LOCAL, connect

    before = signal.getsignal(signal.SIGINT)
    client = connect(LOCAL, 1)
    try:
        answers = client.run(lambda: signal.getsignal(signal.SIGINT) == signal.SIG_IGN)
    finally:
        cluster = client.cluster
        client.close()
        cluster.close()
    assert list(answers.values()) == [True]
    assert signal.getsignal(signal.SIGINT) == before
