"""Which engine runs: the hot modules compiled by mypyc, or the source as it stands.

The set-up (``make``) compiles the modules of :data:`COMPILED_MODULES` with mypyc, from
this very source (each ``@enforces`` registration made after the module's end, so that the
functions stay native: see ``benchmarks/compile.py``), into :data:`BUILD`
(``build/compiled`` beside the package), with a manifest naming the source it was built
from. When :mod:`tarokk` is imported, :func:`choose` puts a finder first on
:data:`sys.meta_path` that loads those modules from the build, if there is a build, it was
made by this Python, and every ``.py`` file of the package is still byte for byte the one it
was built from; otherwise (no C compiler, a changed source, ``TAROKK_ENGINE=interpreted``)
every module runs from its source. Both play the same deals the same way: ``make
compiled-check`` holds the compiled build to the source's recorded deals. ``tarokk
--version`` says which engine runs.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Final, Literal

PACKAGE: Final = Path(__file__).resolve().parent
BUILD: Final = PACKAGE.parent / "build" / "compiled"
"""Where ``make compiled`` puts the extension modules and their manifest."""
MANIFEST: Final = BUILD / "manifest.json"
VARIABLE: Final = "TAROKK_ENGINE"
"""Set to ``interpreted`` to run the source even when a compiled build is there, or to
``compiled`` to refuse to run without one."""
COMPILED_MODULES: Final = (
    "tarokk/core/auctions.py",
    "tarokk/core/cards.py",
    "tarokk/core/counting.py",
    "tarokk/core/definition.py",
    "tarokk/core/figures.py",
    "tarokk/core/packs.py",
    "tarokk/core/seats.py",
    "tarokk/core/tricks.py",
    "tarokk/core/values.py",
    "tarokk/games/paskievics/actions.py",
    "tarokk/games/paskievics/announcements.py",
    "tarokk/games/paskievics/bidding.py",
    "tarokk/games/paskievics/calling.py",
    "tarokk/games/paskievics/contracts.py",
    "tarokk/games/paskievics/dealing.py",
    "tarokk/games/paskievics/deal.py",
    "tarokk/games/paskievics/scoring.py",
    "tarokk/games/paskievics/throwin.py",
    "tarokk/bots/players.py",
    "tarokk/bots/registry.py",
    "tarokk/studies/features.py",
)
"""The modules a played deal spends its time in (cProfile); the rest always run interpreted.
``tarokk/games/paskievics/ruleset.py`` is not among them: it reads its options' declared types, which a
compiled class no longer has. A frozen dataclass of these modules is a
:class:`~tarokk.core.values.Value`, and a class that changes as a deal is played (the deal and
its phases) is a :class:`~tarokk.core.values.Mutable` marked ``allow_interpreted_subclasses``,
so that both copy and pickle under either engine."""

Engine = Literal["compiled", "interpreted"]


def source_digest() -> str:
    """A hash of every ``.py`` file of the package, path and content: a compiled module may
    rely on what it imports, so any change makes the build stale."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def build_tag() -> str:
    """What an extension module is built for: this interpreter and its version."""
    return sys.implementation.cache_tag or sys.version


def manifest(files: dict[str, str]) -> dict[str, object]:
    """What :data:`MANIFEST` holds for a build made from today's source: each compiled
    module's dotted name and its extension file, relative to :data:`BUILD`."""
    return {"source": source_digest(), "python": build_tag(), "modules": sorted(files.items())}


def stale_reason() -> str | None:
    """Why the compiled build cannot run (no build, another Python, a changed source), or None."""
    try:
        kept = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "there is no compiled build"
    if kept.get("python") != build_tag():
        return "the compiled build was made by another Python"
    if kept.get("source") != source_digest():
        return "the source has changed since the compiled build was made"
    return None


class CompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the compiled modules (and mypyc's shared library of them) in the build folder."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def compiled_files() -> dict[str, Path]:
    """Each compiled module's dotted name and extension file in the build, by the manifest."""
    kept = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return {name: BUILD / file for name, file in kept["modules"]}


class NoCompiledEngine(ImportError):
    """``TAROKK_ENGINE=compiled`` was asked for, and the build cannot run."""


def choose() -> Engine:
    """Install the compiled modules' finder when the build is fresh and not refused by
    ``TAROKK_ENGINE``; say which engine runs."""
    wanted = os.environ.get(VARIABLE)
    if wanted == "interpreted":
        return "interpreted"
    if (reason := stale_reason()) is not None:
        if wanted == "compiled":
            raise NoCompiledEngine(f"{VARIABLE}=compiled, but {reason}: run 'make compiled'")
        return "interpreted"
    if not any(isinstance(finder, CompiledFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, CompiledFinder(compiled_files()))
    return "compiled"
