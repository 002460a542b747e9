"""The layout shows the architecture: no import circles, and no layer imports a layer above it."""

from tarokk.book.imports import cycles, layer_of, module_edges, package_modules, upward


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
