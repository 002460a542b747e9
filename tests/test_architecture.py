"""The layout shows the architecture: no import circles, no layer imports a layer above it, and
the engine runs without the book's helpers and the libraries only the book needs."""

import subprocess
import sys

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
