"""``make compiled``: the engine's hot modules compiled with mypyc, from the very same source.

The package is copied to ``build/compiled/tarokk`` and the modules in :data:`MODULES` are
compiled there into C extension modules beside their ``.py`` files (Python imports an
extension module before a source file of the same name); every other module stays
interpreted. Put ``build/compiled`` first on ``sys.path`` (``PYTHONPATH``) to run the compiled
engine. Nothing else depends on it: the tests, the book and the command line run the source.
Run it as ``python -m benchmarks.compile``; it needs mypy (the ``dev`` extra) and a C compiler.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED = ROOT / "build" / "compiled"
"""The compiled package's folder: put it first on ``sys.path`` to import the compiled engine."""
MODULES = (
    "tarokk/core/cards.py",
    "tarokk/core/definition.py",
    "tarokk/core/figures.py",
    "tarokk/core/packs.py",
    "tarokk/core/rules.py",
    "tarokk/core/seats.py",
    "tarokk/core/tricks.py",
    "tarokk/games/paskievics/actions.py",
    "tarokk/games/paskievics/announcements.py",
    "tarokk/games/paskievics/bidding.py",
    "tarokk/games/paskievics/calling.py",
    "tarokk/games/paskievics/contracts.py",
    "tarokk/games/paskievics/deal.py",
    "tarokk/games/paskievics/scoring.py",
    "tarokk/games/paskievics/throwin.py",
    "tarokk/bots/players.py",
    "tarokk/bots/registry.py",
    "tarokk/studies/features.py",
)
"""The modules a played deal spends its time in (cProfile), compiled; the rest run interpreted."""
# The build runs in its own folder, with the project's mypy settings named explicitly:
# run in the project's root, setuptools would read the project's own pyproject.toml as the
# description of the build, and the extension modules would land in the source tree.
SETUP = """
import sys
from mypyc.build import mypycify
from setuptools import setup
config, *modules = sys.argv[1:]
setup(
    name="tarokk-compiled",
    ext_modules=mypycify(["--config-file", config, *modules], opt_level="3"),
    script_args=["build_ext", "--inplace"],
)
"""


def compiled_modules(folder: Path = COMPILED) -> list[str]:
    """The extension modules built in ``folder``, as dotted module names (none if it was never built)."""
    return sorted(
        ".".join(path.relative_to(folder).with_suffix("").with_suffix("").parts)
        for path in (folder / "tarokk").rglob("*.so")
    )


def stale_modules(folder: Path = COMPILED) -> list[str]:
    """The modules whose source has changed since the build (none if it was never built):
    the compiled ones, and the interpreted copies beside them, which Python imports from the
    build folder too."""
    if not compiled_modules(folder):
        return []
    sources = {path.relative_to(ROOT) for path in (ROOT / "tarokk").rglob("*.py")}
    copies = {path.relative_to(folder) for path in (folder / "tarokk").rglob("*.py")}
    return sorted(
        ".".join(path.with_suffix("").parts)
        for path in sources | copies
        if path not in sources or path not in copies or (ROOT / path).read_bytes() != (folder / path).read_bytes()
    )


def build(folder: Path = COMPILED) -> None:
    """Copy the package into ``folder`` and compile :data:`MODULES` there."""
    shutil.rmtree(folder / "tarokk", ignore_errors=True)
    shutil.copytree(ROOT / "tarokk", folder / "tarokk", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    command = [sys.executable, "-c", SETUP, str(ROOT / "pyproject.toml"), *MODULES]
    done = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"mypyc failed:\n{done.stdout}{done.stderr}")


def main() -> None:
    started = time.perf_counter()
    build()
    seconds = time.perf_counter() - started
    print(f"compiled {len(compiled_modules())} modules into {COMPILED.relative_to(ROOT)} ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
