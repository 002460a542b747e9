"""The layout shows the architecture: no import circles, no layer imports a layer above it, the
core holds only what every game shares, and the engine runs without the book's helpers and the
libraries only the book needs."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import tarokk.games
from tarokk.core.catalogue import catalogue_files
from tarokkbook.imports import (
    BOOK_ONLY,
    book_only_imports,
    cycles,
    layer_of,
    module_edges,
    package_modules,
    upward,
)


def test_the_package_has_no_import_circles_and_no_upward_imports():
    edges = module_edges(package_modules())
    assert len(edges) > 100  # the reading sees the imports, inside functions too
    assert cycles(edges) == []
    assert upward(edges) == []


def test_the_checks_see_a_circle_and_an_upward_import():
    edges = {("tarokk.core.cards", "tarokk.core.tricks"), ("tarokk.core.tricks", "tarokk.core.cards")}
    assert cycles(edges) == [["tarokk.core.cards", "tarokk.core.tricks"]]
    assert upward({("tarokk.core.cards", "tarokk.games.paskievics.deal")}) == [
        ("tarokk.core.cards", "tarokk.games.paskievics.deal")
    ]
    assert layer_of("tarokk.games.paskievics.deal") == "tarokk.games"


def test_the_engine_never_imports_the_studies_package():
    importers = {source for source, target in module_edges(package_modules()) if target.startswith("simulations")}
    assert importers <= {"tarokk.cli.simulate"} | {m for m in importers if m.startswith("simulations")}


def test_the_book_helpers_are_the_top_layer_outside_the_engine():
    modules = package_modules()
    helpers = {name for name in modules if name.split(".")[0] == "tarokkbook"}
    assert {"tarokkbook.imports", "tarokkbook.myst", "tarokkbook.rulecode"} <= helpers
    assert not any(name.split(".")[:2] == ["tarokk", "book"] for name in modules)  # no book layer in the engine
    assert {layer_of(name) for name in helpers} == {"tarokkbook"}
    # the helpers may import anything of the engine; nothing of the engine may import them
    assert upward({("tarokkbook.myst", "tarokk.cli.main")}) == []
    assert upward({("tarokk.cli.main", "tarokkbook.myst"), ("simulations.hands", "tarokkbook.studies")}) == [
        ("simulations.hands", "tarokkbook.studies"),
        ("tarokk.cli.main", "tarokkbook.myst"),
    ]


def test_neither_the_engine_nor_the_studies_import_what_only_the_book_needs(tmp_path):
    assert set(BOOK_ONLY) == {"tarokkbook", "matplotlib"}
    assert book_only_imports(package_modules()) == []
    # the check reads imports inside functions too, and sees both kinds
    module = tmp_path / "plot.py"
    module.write_text("def draw():\n    import matplotlib.pyplot as plt\n    from tarokkbook.myst import labels_in\n")
    assert book_only_imports({"tarokk.studies.plot": module, "tarokkbook.plot": module}) == [
        ("tarokk.studies.plot", "matplotlib.pyplot"),
        ("tarokk.studies.plot", "tarokkbook.myst"),
    ]


def test_the_game_and_the_command_line_load_none_of_the_book_s_libraries():
    code = (
        "import sys, tarokk.cli.main, tarokk.core.state\n"
        "loaded = sorted({m.split('.')[0] for m in sys.modules} & {'tarokkbook', 'matplotlib', 'pandas'})\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


GAMES = Path(tarokk.games.__file__).parent
"""The hosted games' folders, one a game."""

PASKIEVICS_ONLY = {
    "GameRecord": r"\bGameRecord\b",
    "parse_record": r"\bparse_record\b",
    "format_record": r"\bformat_record\b",
    "the Variant tag": r"\[Variant\b|[\"']Variant[\"']",
    "the classic sections": r"\b(Auction|Discards|Throw-in|Announcements|Tricks):",
    "data/rules.toml": r"\bdata/rules\.toml\b",
    "TRICKS_PER_DEAL": r"\bTRICKS_PER_DEAL\b",
}
"""What only Paskievics tarokk has, which its folder holds (tarokk/games/paskievics/): its
classic record format (records.py), its rule catalogue (rules.toml) and its tricks per deal
(dealing.py); each by the pattern that finds a mention of it, in code or prose."""


def paskievics_mentions(modules: dict[str, Path]) -> list[tuple[str, str]]:
    """(module, what) for each Paskievics-only name a module mentions, in its code or its
    docstrings, and for each place its code (not its prose) names the game: ``"paskievics"``,
    a special case, such as a default game."""
    found = []
    for name, path in sorted(modules.items()):
        text = path.read_text(encoding="utf-8")
        found += [(name, what) for what, pattern in PASKIEVICS_ONLY.items() if re.search(pattern, text)]
        tree = ast.parse(text)
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        if any(
            isinstance(node, ast.Constant) and node.value == "paskievics" and id(node) not in docstrings
            for node in ast.walk(tree)
        ):
            found.append((name, 'the game "paskievics"'))
    return found


def test_the_core_holds_only_what_every_game_shares():
    core = {name: path for name, path in package_modules().items() if name.startswith("tarokk.core.")}
    assert {"tarokk.core.recordtext", "tarokk.core.gamerecords", "tarokk.core.catalogue"} <= set(core)
    assert paskievics_mentions(core) == []
    # every hosted game's rule catalogue lies in its own folder, Paskievics tarokk's as any other's
    assert set(catalogue_files()) == {path.parent.name for path in GAMES.glob("*/state.py")}
    assert all(path.name == "rules.toml" and path.parent.name == game for game, path in catalogue_files().items())


def test_the_check_sees_a_paskievics_name_in_the_core(tmp_path):
    module = tmp_path / "classic.py"
    module.write_text(
        '"""Records like [Variant \\"pagat\\"]; the game "paskievics" is named in prose only."""\n'
        "from tarokk.games.paskievics.records import GameRecord\n"
        'CATALOGUES = {"paskievics": "data/rules.toml"}\n'
        'HEADERS = ("Hands:", "Auction:")\n'
        "TRICKS = TRICKS_PER_DEAL\n"
    )
    assert paskievics_mentions({"tarokk.core.classic": module}) == [
        ("tarokk.core.classic", "GameRecord"),
        ("tarokk.core.classic", "the Variant tag"),
        ("tarokk.core.classic", "the classic sections"),
        ("tarokk.core.classic", "data/rules.toml"),
        ("tarokk.core.classic", "TRICKS_PER_DEAL"),
        ("tarokk.core.classic", 'the game "paskievics"'),
    ]
    prose = tmp_path / "prose.py"
    prose.write_text('"""Paskievics tarokk keeps its own record format: load_game("paskievics")."""\n')
    assert paskievics_mentions({"tarokk.core.prose": prose}) == []


def test_the_top_level_holds_only_the_design_cards_entries():
    """No stray output (a record, a score sheet) is committed beside the project's folders."""
    tracked = subprocess.run(["git", "ls-files"], cwd=Path(__file__).parents[1], capture_output=True, text=True)
    top = {path.split("/")[0] for path in tracked.stdout.splitlines()}
    expected = {".ci", ".gitignore", "Makefile", "README.md", "pyproject.toml", "uv.lock"}
    expected |= {"tarokk", "book", "simulations", "tests", "benchmarks"}
    assert top <= expected, f"unexpected at the top level: {sorted(top - expected)}"
