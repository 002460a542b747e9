"""``make compiled``: the engine's hot modules compiled with mypyc, from the very same source.

Two things are moved or written out, none changed; the copy mypyc compiles keeps every line
of the source at its number, so that a traceback points at the source.

- mypyc calls a decorated function or method through Python, so a call to a method marked
  ``@enforces(...)`` would cost a Python call on every action. The compiled copy of a module
  (:func:`registrations_at_end`) therefore makes the same registration after the module's last
  line, ``enforces(...)(Deal._apply_card)``, and leaves the function undecorated, native, where
  it stands; the rule catalogue sees the same functions either way.
- The ``__init__``, ``__eq__`` and ``__hash__`` that ``dataclasses`` gives a frozen dataclass
  run as Python, and a deal makes a trick, a call or an announcement at every step and a bot
  asks ``figure in legal`` of every list of announcements. The compiled copy
  (:func:`dataclass_methods_written_out`) writes the three methods as ``dataclasses`` would
  make them into blank lines of the class, where mypyc compiles them.

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


def dataclass_methods_written_out(source: str) -> str:
    """``source`` with the ``__init__``, ``__eq__`` and ``__hash__`` of each top-level frozen
    dataclass written out, one line each, into blank lines of its own (:func:`_blank_lines`;
    after the module's last line for a class that ends it), as ``dataclasses`` makes them: the
    same parameters with the same defaults, then ``__post_init__``; the same fields compared
    and hashed in the same order, an object of another class left to ``NotImplemented``. A
    class whose fields a base declares, or with a ``default_factory``, keeps those of
    ``dataclasses``."""
    lines = source.splitlines()
    appended: list[str] = []
    for node in ast.parse(source).body:
        options = _frozen_dataclass_options(node)
        if (
            not isinstance(node, ast.ClassDef)
            or options is None
            or any(ast.unparse(base) != "Value" for base in node.bases)
        ):
            continue
        fields = [_DataclassField(item) for item in node.body if _is_field(item)]
        if any(field.options.get("default_factory") for field in fields):
            continue
        own = {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
        methods = []
        if options.get("init", True) and "__init__" not in own:
            methods.append(_init_line(fields, "__post_init__" in own))
        if options.get("eq", True) and "__eq__" not in own:
            compared = [field.name for field in fields if field.options.get("compare", True)]
            methods += [_eq_line(node.name, compared), _hash_line(compared)]
        if (node.end_lineno or node.lineno) == len(lines):
            appended += methods
            continue
        room = _blank_lines(node, lines)
        if len(room) < len(methods):
            raise SystemExit(f"class {node.name} (line {node.lineno}) has no {len(methods)} blank lines to write into")
        for number, method in zip(sorted(room[: len(methods)]), methods, strict=True):
            lines[number] = method
    return "\n".join([*lines, *appended]) + "\n"


class _DataclassField:
    """One field of a dataclass body: its name, annotation, default (source text or None)
    and the keyword options of its ``field(...)``."""

    def __init__(self, item: ast.AnnAssign) -> None:
        assert isinstance(item.target, ast.Name)
        self.name, self.annotation = item.target.id, ast.unparse(item.annotation)
        value, self.options = item.value, {}
        if isinstance(value, ast.Call) and ast.unparse(value.func) == "field":
            self.options = {word.arg: word.value for word in value.keywords if word.arg}
            value = self.options.get("default")
            for name in ("init", "compare"):
                if name in self.options:
                    self.options[name] = ast.literal_eval(self.options[name])
        self.default = None if value is None else ast.unparse(value)


def _is_field(item: ast.stmt) -> bool:
    """Whether ``item`` of a dataclass body declares a field (an annotated name, not a ``ClassVar``)."""
    return (
        isinstance(item, ast.AnnAssign)
        and isinstance(item.target, ast.Name)
        and "ClassVar" not in ast.unparse(item.annotation)
    )


def _init_line(fields: list[_DataclassField], post_init: bool) -> str:
    """A frozen dataclass's ``__init__`` on one line: mypyc sets each field natively (the
    ``type: ignore`` is for mypy, to which a frozen field is read-only)."""
    given = [field for field in fields if field.options.get("init", True)]
    parameters = "".join(
        f", {field.name}: {field.annotation}" + ("" if field.default is None else f" = {field.default}")
        for field in given
    )
    body = [f"self.{field.name} = {field.name}" for field in given] + (["self.__post_init__()"] if post_init else [])
    ignore = "  # type: ignore[misc]" if given else ""
    return f"    def __init__(self{parameters}) -> None: {'; '.join(body) or 'pass'}{ignore}"


def _eq_line(name: str, compared: list[str]) -> str:
    """A dataclass's ``__eq__`` on one line: its compared fields as tuples, of the same class only."""
    mine, theirs = ("(" + "".join(f"{who}.{field}, " for field in compared) + ")" for who in ("self", "other"))
    return (
        f"    def __eq__(self, other: object) -> bool: return {mine} == {theirs} "
        f"if isinstance(other, {name}) and other.__class__ is self.__class__ else NotImplemented"
    )


def _hash_line(compared: list[str]) -> str:
    """A frozen dataclass's ``__hash__`` on one line (a class that defines ``__eq__`` needs its own)."""
    return "    def __hash__(self) -> int: return hash((" + "".join(f"self.{field}, " for field in compared) + "))"


def _blank_lines(node: ast.ClassDef, lines: list[str]) -> list[int]:
    """The indices of the empty lines a method can be written into without moving a line: the
    two after the class, then those between the statements of its body, last first."""
    after = node.end_lineno or node.lineno
    room = [number for number in (after, after + 1) if number < len(lines) and lines[number] == ""]
    for previous, following in reversed(list(zip(node.body, node.body[1:], strict=False))):
        first = min([following.lineno, *(item.lineno for item in getattr(following, "decorator_list", ()))])
        room += [
            number
            for number in range(first - 2, (previous.end_lineno or previous.lineno) - 1, -1)
            if lines[number] == ""
        ]
    return room


def _frozen_dataclass_options(node: ast.stmt) -> dict[str, object] | None:
    """The keyword options of ``node``'s ``@dataclass(frozen=True, ...)``, or None."""
    for decorator in getattr(node, "decorator_list", ()):
        if isinstance(decorator, ast.Call) and ast.unparse(decorator.func) == "dataclass":
            options = {word.arg: ast.literal_eval(word.value) for word in decorator.keywords if word.arg}
            return options if options.get("frozen") is True else None
    return None


def build() -> dict[str, str]:
    """Compile the modules into :data:`BUILD` and write its manifest; return what was built.
    mypyc reads a copy of the package in which each compiled module makes its registrations at
    its end (:func:`registrations_at_end`) and its frozen dataclasses are made and compared by
    methods of their own (:func:`dataclass_methods_written_out`)."""
    shutil.rmtree(BUILD, ignore_errors=True)
    BUILD.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix="tarokk-mypyc-") as work:
        copied = Path(work) / "source"
        shutil.copytree(PACKAGE, copied / PACKAGE.name, ignore=shutil.ignore_patterns("__pycache__"))
        sources = []
        for module in COMPILED_MODULES:
            path = copied / module
            source = path.read_text(encoding="utf-8")
            path.write_text(dataclass_methods_written_out(registrations_at_end(source)), encoding="utf-8")
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
