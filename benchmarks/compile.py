"""``make compiled``: the engine's hot modules compiled with mypyc, from the very same source.

One thing is moved, not changed: mypyc calls a decorated function or method through Python,
so a call to a method marked ``@enforces(...)`` would cost a Python call on every action. The
compiled copy of a module (:func:`registrations_at_end`) therefore makes the same registration
after the module's last line, ``enforces(...)(Deal._apply_card)``, and leaves the function
undecorated, native, where it stands; the rule catalogue sees the same functions either way.

The modules of :data:`tarokk.engine.COMPILED_MODULES` are compiled into C extension modules
in :data:`tarokk.engine.BUILD`, beside a manifest naming the source they were built from;
:mod:`tarokk.engine` loads them from there while the source is unchanged, and every other
module stays interpreted. Run it as ``python -m benchmarks.compile``; it needs mypy (the
``dev`` extra) and a C compiler. Without a compiler it says so in one line and leaves the
engine interpreted, with exit status 0: everything works, only slower.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

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


def registrations_at_end(source: str) -> str:
    """``source`` with each function or method whose one decorator is ``@enforces(...)``
    undecorated, and registered after the module's last line instead; the decorator's lines are
    left blank, so that every line keeps its number in tracebacks."""
    lines = source.splitlines()
    registrations = []

    def visit(body: list[ast.stmt], owner: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                visit(node.body, f"{owner}{node.name}.")
            elif isinstance(node, ast.FunctionDef) and len(node.decorator_list) == 1:
                (decorator,) = node.decorator_list
                if isinstance(decorator, ast.Call) and ast.unparse(decorator.func) == "enforces":
                    for number in range(decorator.lineno - 1, node.lineno - 1):
                        lines[number] = ""
                    registrations.append(f"{ast.unparse(decorator)}({owner}{node.name})")

    visit(ast.parse(source).body, "")
    return "\n".join([*lines, *registrations]) + "\n"


def build() -> dict[str, str]:
    """Compile the modules into :data:`BUILD` and write its manifest; return what was built.
    mypyc reads a copy of the package in which each compiled module makes its registrations at
    its end (:func:`registrations_at_end`)."""
    shutil.rmtree(BUILD, ignore_errors=True)
    BUILD.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix="tarokk-mypyc-") as work:
        copied = Path(work) / "source"
        shutil.copytree(PACKAGE, copied / PACKAGE.name, ignore=shutil.ignore_patterns("__pycache__"))
        sources = []
        for module in COMPILED_MODULES:
            path = copied / module
            path.write_text(registrations_at_end(path.read_text(encoding="utf-8")), encoding="utf-8")
            sources.append(str(path))
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
