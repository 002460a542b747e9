"""The book's study results are worked out once per build and read by both editions; every
event a study counts is described in Hungarian beside the English."""

import pytest

from simulations import find_study, studies
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.runner import run_study
from tarokkbook.studies import CACHE_VARIABLE, cached, rules_key, study_result


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path))
    return tmp_path


def test_a_result_is_worked_out_once_for_the_same_key(cache):
    calls = []

    def compute():
        calls.append(1)
        return {"hits": len(calls)}

    assert cached("count", compute, deals=10, seed=1) == {"hits": 1}
    assert cached("count", compute, deals=10, seed=1) == {"hits": 1}
    assert cached("count", compute, seed=1, deals=10) == {"hits": 1}  # the keys' order does not matter
    assert cached("count", compute, deals=10, seed=2) == {"hits": 2}
    assert len(calls) == 2 and len(list(cache.glob("*.pickle"))) == 2


def _slow_count(log: str) -> int:
    """Work a result out slowly, noting each time it is worked out."""
    import time
    from pathlib import Path

    with Path(log).open("a") as handle:
        handle.write("worked out\n")
    time.sleep(0.5)
    return 7


def _ask(log: str) -> int:
    from functools import partial

    return cached("slow", partial(_slow_count, log), deals=1)


def test_two_processes_asking_at_once_work_the_result_out_once(cache):
    """The two editions of the book are built at once: the second one waits for the result
    the first is working out."""
    from concurrent.futures import ProcessPoolExecutor

    log = cache / "log.txt"
    with ProcessPoolExecutor(2) as pool:
        results = list(pool.map(_ask, [str(log), str(log)]))
    assert results == [7, 7] and log.read_text().count("worked out") == 1


def test_a_damaged_file_is_worked_out_again(cache):
    cached("count", lambda: 1, deals=10)
    (kept,) = cache.glob("*.pickle")
    kept.write_bytes(b"not a pickle")
    assert cached("count", lambda: 2, deals=10) == 2
    assert cached("count", lambda: 3, deals=10) == 2


def test_a_kept_study_result_is_the_study_run_again(cache):
    study = find_study("hands")
    first, rows = study_result(study, 20_000, seed=3, rules=PRESETS["kegl"])
    assert rows == [] and first == run_study(study, 20_000, seed=3, rules=PRESETS["kegl"])
    assert study_result(study, 20_000, seed=3, rules=PRESETS["kegl"])[0] == first
    other, _ = study_result(study, 20_000, seed=3, rules=PRESETS["pagat"])
    assert other.variant == "pagat" and len(list(cache.glob("*.pickle"))) == 2


def test_the_rules_key_names_every_option_the_same_way_each_time():
    pagat = PRESETS["pagat"]
    assert rules_key(pagat) == rules_key(pagat.with_options()) != rules_key(PRESETS["tolnai1930"])
    assert "throw_in_hands=four-kings|no-tarokk|pagat-only|xxi-only|xxi-pagat-seven-suits" in rules_key(pagat)


@pytest.mark.parametrize("name", sorted(studies()))
def test_every_event_of_every_study_is_described_in_hungarian(name):
    events = studies()[name].events
    assert all(event.hu and event.hu != event.description for event in events)
    assert len({event.hu for event in events}) == len(events)
