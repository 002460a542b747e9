"""The compiled build (``make compiled``: the hot modules compiled by mypyc from this very
source, in ``build/compiled``) plays the seeded deals of ``tests/data/played-deals.json``
exactly as the source does: the same actions and the same payments. It runs in a fresh
process with the compiled package first on ``sys.path``; without a build, or with a build
older than the source, there is nothing to check (``make compiled-check`` builds it first)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from benchmarks.compile import COMPILED, ROOT, compiled_modules, stale_modules

CHECK = """
import importlib, json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from tarokk.core.rules import PRESETS
from tests.test_played_fixture import BOTS, FIXTURE, played_records
recorded = json.loads(FIXTURE.read_text())
for preset in sorted(PRESETS):
    for bot in BOTS:
        if played_records(preset, bot) != recorded[f"{preset} {bot}"]:
            print("differs:", preset, bot)
for module in sys.argv[3:]:
    print("module:", importlib.import_module(module).__file__)
"""


def test_the_compiled_build_plays_the_recorded_deals():
    modules = compiled_modules()
    if not modules:
        pytest.skip("no compiled build: run 'make compiled'")
    if changed := stale_modules():
        pytest.skip(f"the compiled build is older than the source of {', '.join(changed)}: run 'make compiled'")
    done = subprocess.run(
        [sys.executable, "-c", CHECK, str(COMPILED), str(ROOT), *modules], capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    assert [line for line in lines if line.startswith("differs")] == []
    files = [line.removeprefix("module: ") for line in lines if line.startswith("module")]
    assert len(files) == len(modules) and all(file.endswith(".so") for file in files), files
