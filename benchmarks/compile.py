"""``make compiled``: the engine's hot modules compiled with mypyc, from the very same source.

The modules of :data:`tarokk.engine.COMPILED_MODULES` are compiled into C extension modules
in :data:`tarokk.engine.BUILD`, beside a manifest naming the source they were built from;
:mod:`tarokk.engine` loads them from there while the source is unchanged, and every other
module stays interpreted. Run it as ``python -m benchmarks.compile``; it needs mypy (the
``dev`` extra) and a C compiler. Without a compiler it says so in one line and leaves the
engine interpreted, with exit status 0: everything works, only slower.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time

from tarokk.engine import BUILD, COMPILED_MODULES, MANIFEST, PACKAGE, manifest, stale_reason

ROOT = PACKAGE.parent
# The build runs in a folder of its own, with the project's mypy settings named explicitly:
# run in the project's root, setuptools would read the project's own pyproject.toml as the
# description of the build.
SETUP = """
import sys
from mypyc.build import mypycify
from setuptools import setup
config, build_lib, *modules = sys.argv[1:]
setup(
    name="tarokk-compiled",
    ext_modules=mypycify(["--config-file", config, *modules], opt_level="3"),
    script_args=["build_ext", "--build-lib", build_lib],
)
"""


def compiler() -> str | None:
    """The C compiler Python's extension modules are built with, if it is installed."""
    command = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(command)


def build() -> dict[str, str]:
    """Compile the modules into :data:`BUILD` and write its manifest; return what was built."""
    shutil.rmtree(BUILD, ignore_errors=True)
    BUILD.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix="tarokk-mypyc-") as work:
        sources = [str(ROOT / module) for module in COMPILED_MODULES]
        command = [sys.executable, "-c", SETUP, str(ROOT / "pyproject.toml"), str(BUILD), *sources]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"mypyc failed:\n{done.stdout}{done.stderr}")
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    files = {
        path.relative_to(BUILD).as_posix().removesuffix(suffix).replace("/", "."): path.relative_to(BUILD).as_posix()
        for path in BUILD.rglob(f"*{suffix}")
    }
    MANIFEST.write_text(json.dumps(manifest(files), indent=1) + "\n", encoding="utf-8")
    return files


def main() -> None:
    if stale_reason() is None and "--force" not in sys.argv:
        print(f"the compiled engine in {BUILD.relative_to(ROOT)} is up to date")
        return
    if compiler() is None:
        print("no C compiler: tarokk runs its source, interpreted (install gcc and run 'make compiled' to compile it)")
        return
    started = time.perf_counter()
    files = build()
    seconds = time.perf_counter() - started
    where = BUILD.relative_to(ROOT)
    print(f"compiled {len(COMPILED_MODULES)} modules ({len(files)} files) into {where} ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
