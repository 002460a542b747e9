"""The compiled engine (the hot modules compiled by mypyc from this very source, which
``tarokk`` runs when the build is fresh) plays the seeded deals of
``tests/data/played-deals.json`` exactly as the source does: the same actions and the same
payments. Each engine runs in a fresh process, chosen with ``TAROKK_ENGINE``; without a
fresh build there is nothing to compare (``make compiled-check`` builds it first, and asks
for the compiled engine, so that there a missing build fails instead)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tarokk import engine
from tarokk.engine import COMPILED_MODULES, VARIABLE, stale_reason

CHECK = """
import importlib, json
import tarokk
from tarokk.games.paskievics.ruleset import PRESETS
from tests.test_played_fixture import BOTS, FIXTURE, played_records
recorded = json.loads(FIXTURE.read_text())
differs = [f"{preset} {bot}" for preset in sorted(PRESETS) for bot in BOTS
           if played_records(preset, bot) != recorded[f"{preset} {bot}"]]
modules = [importlib.import_module(name).__file__ for name in json.loads(input())]
print(json.dumps({"engine": tarokk.ENGINE, "differs": differs, "files": modules}))
"""
MODULE_NAMES = [path.removesuffix(".py").replace("/", ".") for path in COMPILED_MODULES]


def run(engine: str) -> dict[str, object]:
    environment = {**os.environ, VARIABLE: engine}
    done = subprocess.run(
        [sys.executable, "-c", CHECK],
        input=json.dumps(MODULE_NAMES),
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    report: dict[str, object] = json.loads(done.stdout)
    return report


def test_the_compiled_engine_plays_the_recorded_deals_as_the_source_does():
    if os.environ.get(VARIABLE) != "compiled" and (reason := stale_reason()) is not None:
        pytest.skip(f"{reason}: 'make compiled-check' builds it")
    compiled, source = run("compiled"), run("interpreted")
    assert (compiled["engine"], source["engine"]) == ("compiled", "interpreted")
    assert compiled["differs"] == source["differs"] == []
    assert all(str(file).endswith(".so") for file in compiled["files"]), compiled["files"]
    assert all(str(file).endswith(".py") for file in source["files"]), source["files"]


def test_the_build_runs_only_with_the_source_and_the_python_it_was_made_from(tmp_path, monkeypatch):
    manifest = tmp_path / "manifest.json"
    monkeypatch.setattr(engine, "MANIFEST", manifest)
    assert engine.stale_reason() == "there is no compiled build"
    manifest.write_text(json.dumps(engine.manifest({})))
    assert engine.stale_reason() is None
    manifest.write_text(json.dumps({**engine.manifest({}), "source": "0" * 64}))
    assert engine.stale_reason() == "the source has changed since the compiled build was made"
    manifest.write_text(json.dumps({**engine.manifest({}), "python": "cpython-27"}))
    assert engine.stale_reason() == "the compiled build was made by another Python"


def test_a_changed_source_runs_interpreted_and_the_version_says_so(tmp_path):
    """A copy of the package and its build runs compiled; with one byte of one module
    changed, it runs interpreted, and ``TAROKK_ENGINE=compiled`` refuses to start."""
    if (reason := stale_reason()) is not None:
        pytest.skip(f"{reason}: 'make compiled-check' builds it")
    shutil.copytree(engine.PACKAGE, tmp_path / "tarokk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(engine.BUILD, tmp_path / "build" / "compiled")

    def version(wanted: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "tarokk", "--version"]
        return subprocess.run(
            command, cwd=tmp_path, env={**os.environ, VARIABLE: wanted}, capture_output=True, text=True
        )

    assert version("").stdout.strip().endswith("(engine: compiled)")
    assert version("interpreted").stdout.strip().endswith("(engine: interpreted)")
    cards = tmp_path / "tarokk" / "core" / "cards.py"
    cards.write_text(cards.read_text() + "\n# changed\n")
    assert version("").stdout.strip().endswith("(engine: interpreted)")
    refused = version("compiled")
    assert refused.returncode != 0 and "the source has changed since the compiled build was made" in refused.stderr


def test_every_frozen_dataclass_of_the_compiled_modules_copies_and_pickles_by_its_fields():
    """A frozen dataclass compiled by mypyc cannot be copied or unpickled the default way:
    each one of the compiled modules is a :class:`~tarokk.core.values.Value` or reduces
    itself (the cards), so that both engines copy and pickle it."""
    import dataclasses
    import importlib

    from tarokk.core.values import Value

    missing = []
    for name in MODULE_NAMES:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == name and dataclasses.is_dataclass(value):
                frozen = value.__dataclass_params__.frozen  # type: ignore[attr-defined]
                if frozen and not issubclass(value, Value) and "__reduce__" not in vars(value):
                    missing.append(f"{name}.{value.__qualname__}")
    assert missing == []


def test_only_the_compiled_modules_subclass_their_native_classes():
    """An interpreted class cannot inherit from a class mypyc compiled ("interpreted classes
    cannot inherit from compiled"): a class of a module the engine does not compile never
    subclasses :class:`~tarokk.core.values.Value` or another class of a compiled module (unless
    that class is marked ``allow_interpreted_subclasses`` or ``native_class=False``), so that
    every module loads under both engines."""
    import ast
    import importlib
    import pkgutil
    from pathlib import Path

    import tarokk

    compiled = set(MODULE_NAMES)
    open_to_subclasses = set()  # the compiled classes an interpreted one may extend, by their marks
    for path in COMPILED_MODULES:
        for node in ast.walk(ast.parse((Path(tarokk.__file__).parent.parent / path).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                marks = [ast.unparse(decorator) for decorator in node.decorator_list]
                if any("allow_interpreted_subclasses=True" in mark or "native_class=False" in mark for mark in marks):
                    open_to_subclasses.add(node.name)
    wrong = []
    for info in pkgutil.walk_packages(tarokk.__path__, "tarokk."):
        if info.name in compiled or info.name == "tarokk.__main__":
            continue
        try:
            module = importlib.import_module(info.name)
        except ModuleNotFoundError as missing:  # an optional library (open_spiel) not installed
            assert not missing.name.startswith("tarokk"), missing
            continue
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == info.name:
                natives = [
                    base
                    for base in value.__mro__[1:]
                    if base.__module__ in compiled and base.__qualname__ not in open_to_subclasses
                ]
                wrong += [f"{info.name}.{value.__qualname__} ({natives[0].__qualname__})"] if natives else []
    assert wrong == []


def test_a_deal_and_its_phases_copy_and_pickle_whole_under_either_engine():
    """The deal and its phases (:class:`~tarokk.core.values.Mutable`) are native classes when
    compiled: a clone, a deep copy and an unpickled copy of a deal in its trick play each hold
    the whole state (the same turn, the same legal cards, the same log), and playing on a copy
    leaves the deal alone."""
    import copy
    import pickle

    from tarokk.bots.players import RuleBot
    from tarokk.games.paskievics.deal import Deal
    from tarokk.games.paskievics.dealing import deal

    played, bot = Deal(deal(7)), RuleBot()
    while played.play is None or len(played.play.tricks) < 2:
        assert played.to_act is not None
        played.apply(bot.choose(played.view(played.to_act), played.legal_actions()))
    twins = [played.clone(), copy.deepcopy(played), pickle.loads(pickle.dumps(played))]
    for twin in twins:
        assert (twin.to_act, twin.events) == (played.to_act, played.events)
        assert twin.legal_actions() == played.legal_actions()
        assert twin.play is not None and twin.play.tricks == played.play.tricks
    before = (list(played.events), dict(played.held), played.legal_actions())
    for twin in twins:
        while not twin.finished:
            twin.apply(twin.legal_actions()[-1])
        assert twin.outcome is not None
    assert (played.events, played.held, played.legal_actions()) == before


def test_the_compiled_copy_registers_each_rule_after_the_module_with_every_line_in_place():
    """mypyc calls a decorated function through Python: the copy it compiles makes each
    ``@enforces`` registration after the module's last line instead, the function undecorated
    and every line where it was (a traceback points at the source); a function with other
    decorators keeps them all."""
    import textwrap

    from benchmarks.compile import registrations_at_end

    source = textwrap.dedent("""\
        @enforces("a.rule")
        def check() -> None: ...

        class Phase:
            @enforces(
                "b.rule", "c.rule"
            )
            def apply(self) -> None: ...

            @property
            @enforces("d.rule")
            def seen(self) -> int: ...
        """)
    original, copied = source.splitlines(), registrations_at_end(source).splitlines()
    assert [copied[number] for number, line in enumerate(original) if "def " in line or "class " in line] == [
        "def check() -> None: ...",
        "class Phase:",
        "    def apply(self) -> None: ...",
        "    def seen(self) -> int: ...",
    ]
    assert copied[len(original) :] == ["enforces('a.rule')(check)", "enforces('b.rule', 'c.rule')(Phase.apply)"]
    assert copied.count('    @enforces("d.rule")') == 1 and "@enforces(" not in "".join(copied[:4])


DATACLASSES = '''\
@dataclass(frozen=True)
class Trick(Value):
    """A trick."""

    leader: str
    plays: tuple[str, ...] = ()
    size: ClassVar[int] = 4
    winner: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "winner", self.leader.upper())


@dataclass(frozen=True, eq=False)
class Card(Value):
    rank: int = field(default=1)


@dataclass(frozen=True)
class Result(Value):
    scores: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Last(Value):
    name: str
'''


def test_the_compiled_copy_writes_out_each_frozen_dataclass_methods_as_dataclasses_makes_them():
    """mypyc leaves the ``__init__``, ``__eq__`` and ``__hash__`` that ``dataclasses`` makes
    to run as Python: the copy it compiles writes them out, one line each, into blank lines
    of the class, every other line where it was. Run (unfrozen, as Python may only set a
    frozen field from compiled code), they make, compare and hash as those of ``dataclasses``
    do: the same parameters and defaults, ``__post_init__`` after, the compared fields only,
    another class left to ``NotImplemented``."""
    from dataclasses import dataclass, field
    from typing import ClassVar

    from benchmarks.compile import dataclass_methods_written_out

    original, copied = DATACLASSES.splitlines(), dataclass_methods_written_out(DATACLASSES).splitlines()
    assert [copied[number] for number, line in enumerate(original) if line] == [line for line in original if line]
    written = [
        line.strip().split("(")[0]
        for line in copied
        if line.strip().startswith("def __") and "def __post_init__" not in line
    ]
    assert written == [
        "def __init__",
        "def __eq__",
        "def __hash__",
        "def __init__",
        "def __init__",
        "def __eq__",
        "def __hash__",
    ]
    assert copied[original.index("    def __post_init__(self) -> None:") - 1].startswith(
        "    def __init__(self, leader: str, plays: tuple[str, ...] = ()) -> None: "
        "self.leader = leader; self.plays = plays; self.__post_init__()"
    )
    assert not any("Result" in line for line in copied if "def __" in line)

    names = {"dataclass": dataclass, "field": field, "ClassVar": ClassVar, "Value": object}
    exec(DATACLASSES, source := dict(names))
    exec(dataclass_methods_written_out(DATACLASSES).replace("frozen=True", "frozen=False"), out := dict(names))
    for made in (lambda kind: kind("a"), lambda kind: kind("a", ("x",)), lambda kind: kind(plays=("y",), leader="b")):
        mine, theirs = made(out["Trick"]), made(source["Trick"])
        assert (mine.leader, mine.plays, mine.winner) == (theirs.leader, theirs.plays, theirs.winner)
        assert mine == made(out["Trick"]) and hash(mine) == hash(made(out["Trick"]))
        assert mine != out["Trick"]("zz") and mine.__eq__(theirs) is NotImplemented
    assert out["Card"]().rank == 1 and out["Card"](2) != out["Card"](2)  # eq=False: identity
    assert out["Last"]("n") == out["Last"]("n") and "def __hash__" in copied[-1]


def test_the_compiled_frozen_dataclasses_are_made_and_compared_natively():
    """Under the compiled engine the frozen dataclasses of the compiled modules are made,
    compared and hashed by compiled methods, not by Python functions (a class with a
    ``default_factory`` keeps those of ``dataclasses``)."""
    import dataclasses
    import importlib
    import inspect

    import tarokk

    if tarokk.ENGINE != "compiled":
        pytest.skip("the engine runs interpreted")
    in_python = []
    for name in MODULE_NAMES:
        for value in vars(importlib.import_module(name)).values():
            if not (isinstance(value, type) and value.__module__ == name and dataclasses.is_dataclass(value)):
                continue
            params = value.__dataclass_params__  # type: ignore[attr-defined]
            factories = any(field.default_factory is not dataclasses.MISSING for field in dataclasses.fields(value))
            if not params.frozen or factories:
                continue
            wanted = ["__init__"] + (["__eq__", "__hash__"] if params.eq else [])
            in_python += [
                f"{value.__qualname__}.{method}" for method in wanted if inspect.isfunction(vars(value).get(method))
            ]
    assert in_python == []
