"""The compiled build (``make compiled``: the hot modules compiled by mypyc from this very
source, in ``build/compiled``) plays the seeded deals of ``tests/data/played-deals.json``
exactly as the source does: the same actions and the same payments. It runs in a fresh
process with the compiled package first on ``sys.path``; without a build, or with a build
older than the source, there is nothing to check (``make compiled-check`` builds it first)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
COMPILED = ROOT / "build" / "compiled"
CHECK = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from tarokk.core.rules import PRESETS
from tests.test_played_fixture import BOTS, FIXTURE, played_records
import tarokk.bots.players, tarokk.core.cards, tarokk.games.paskievics.deal
recorded = json.loads(FIXTURE.read_text())
for preset in sorted(PRESETS):
    for bot in BOTS:
        if played_records(preset, bot) != recorded[f"{preset} {bot}"]:
            print("differs:", preset, bot)
for module in (tarokk.bots.players, tarokk.core.cards, tarokk.games.paskievics.deal):
    print("module:", module.__file__)
"""


def compiled_sources() -> list[Path]:
    """The source files the build compiled (each has an extension module beside its copy)."""
    return [path.with_name(path.name.split(".")[0] + ".py") for path in (COMPILED / "tarokk").rglob("*.so")]


def stale(sources: list[Path]) -> list[str]:
    """The compiled modules whose source has changed since the build."""
    return [
        str(copy.relative_to(COMPILED))
        for copy in sources
        if copy.read_bytes() != (ROOT / copy.relative_to(COMPILED)).read_bytes()
    ]


def test_the_compiled_build_plays_the_recorded_deals():
    sources = compiled_sources()
    if not sources:
        pytest.skip("no compiled build: run 'make compiled'")
    if changed := stale(sources):
        pytest.skip(f"the compiled build is older than the source of {', '.join(changed)}: run 'make compiled'")
    done = subprocess.run(
        [sys.executable, "-c", CHECK, str(COMPILED), str(ROOT)], capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    assert [line for line in lines if line.startswith("differs")] == []
    modules = [line.removeprefix("module: ") for line in lines if line.startswith("module")]
    assert len(modules) == 3 and all(module.endswith(".so") for module in modules), modules
