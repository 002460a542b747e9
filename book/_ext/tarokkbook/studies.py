"""Study results worked out once per book build, for both editions' pages.

The Odds pages run Monte-Carlo studies while the book is built, and the Hungarian edition
shows the same numbers as the English one. :func:`cached` works a result out once and
keeps it, pickled, in :func:`cache_folder` (``book/_build/study-cache``, which ``make
clean`` removes), under a key made of what decides it: the study or question, the seed,
the number of deals, the ruleset's every option, and a hash of the source of the engine,
the bots, the studies and these helpers (:func:`source_hash`), so that a changed engine
works it out again.
The two editions are built at once (``make book``): a result one of them is working out is
locked, and the other waits for it instead of working it out a second time.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import pickle
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TypeVar

import numpy as np

from tarokk.core.files import write_atomic
from tarokk.core.options import format_value
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, option_fields
from tarokk.studies.features import Row
from tarokk.studies.runner import Study, StudyResult, run_study

Result = TypeVar("Result")

CACHE_VARIABLE = "TAROKK_STUDY_CACHE"
"""An environment variable naming another folder for the cache."""

ROOT = Path(__file__).resolve().parents[3]
"""The folder that holds the ``tarokk`` and ``simulations`` packages and the book (the repository)."""

SOURCES = ("tarokk", "simulations", "book/_ext/tarokkbook")
"""The folders whose source decides a result: the engine, the named studies, these helpers."""


def cache_folder() -> Path:
    """Where the results are kept: ``$TAROKK_STUDY_CACHE``, or ``book/_build/study-cache``."""
    return Path(os.environ.get(CACHE_VARIABLE) or ROOT / "book" / "_build" / "study-cache")


@cache
def source_hash() -> str:
    """A hash of every Python and data file of :data:`SOURCES`, and of numpy's version (whose
    generators deal the packs)."""
    digest = hashlib.sha256(np.__version__.encode())
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".toml") and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def rules_key(rules: Ruleset) -> str:
    """Every option of ``rules``, written the same way in every process."""
    return ", ".join(f"{field.name}={format_value(getattr(rules, field.name))}" for field in option_fields())


def cached(label: str, compute: Callable[[], Result], **key: object) -> Result:
    """``compute()``, or what it gave when called earlier with the same ``label`` and ``key``
    on the same source; ``key`` holds what decides the result (deals, seed, rules, …), each
    value with a repr that is the same in every process."""
    text = repr((label, sorted(key.items()), source_hash()))
    path = cache_folder() / f"{label}-{hashlib.sha256(text.encode()).hexdigest()[:20]}.pickle"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.with_suffix(".lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # held until the result is kept, so that it is worked out once
        try:
            with path.open("rb") as handle:
                kept: Result = pickle.load(handle)
            return kept
        except (OSError, pickle.UnpicklingError, EOFError):
            pass  # not worked out yet, or a damaged file: work it out
        result = compute()

        def write(temporary: Path) -> None:
            temporary.write_bytes(pickle.dumps(result))

        write_atomic(path, write)
        return result


def study_result(
    study: Study, deals: int, seed: int = 1, rules: Ruleset | None = None, rows: bool = False
) -> tuple[StudyResult, list[Row]]:
    """:func:`~tarokk.studies.runner.run_study` of ``study``, once per build, with each
    deal's row if ``rows`` (an empty list otherwise)."""
    rules = PRESETS["pagat"] if rules is None else rules

    def compute() -> tuple[StudyResult, list[Row]]:
        kept: list[Row] = []
        return run_study(study, deals, seed, rules, on_rows=kept.extend if rows else None), kept

    return cached(f"study-{study.name}", compute, deals=deals, seed=seed, rules=rules_key(rules), rows=rows)
