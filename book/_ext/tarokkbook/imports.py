"""The project's imports read from its source, for the Architecture page and its test: which
module imports which, how the layers depend on each other, whether any imports go round in
a circle, and whether the engine imports what only the book needs."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import tarokk

LAYERS = (
    "tarokk.core",
    "tarokk.phases",
    "tarokk.games",
    "tarokk.bots",
    "tarokk.studies",
    "simulations",
    "tarokk.cli",
    "tarokkbook",
)
"""The layers from the bottom up; a layer may import only the layers before it (the command
line, on top of the engine, may import the named studies). The last is not the engine's: the
book's helpers, a package of their own beside the book, may import anything of the engine,
and nothing of the engine imports them."""

BOOK_ONLY = ("tarokkbook", "matplotlib")
"""What only the book imports: its helpers and the library that draws its figures. Neither the
engine (``tarokk``) nor the named studies import them, so that both run without the book's
libraries. (pandas is not listed: the engine's studies make their tables with it where it is
installed.)"""

PROJECT = ("tarokk", "simulations", "tarokkbook")
"""The project's top-level packages, whose imports between each other are read."""

Edge = tuple[str, str]


def package_modules() -> dict[str, Path]:
    """Every module of ``tarokk``, of the ``simulations`` studies beside it and of the book's
    helpers (``tarokkbook``, beside the book), by dotted name."""
    root = Path(tarokk.__file__).parent
    modules = _modules("tarokk", root)
    studies = root.parent / "simulations"
    modules |= {f"simulations.{path.stem}".removesuffix(".__init__"): path for path in sorted(studies.glob("*.py"))}
    return modules | _modules("tarokkbook", Path(__file__).parent)


def _modules(package: str, root: Path) -> dict[str, Path]:
    return {
        ".".join((package, *path.relative_to(root).with_suffix("").parts)).removesuffix(".__init__"): path
        for path in sorted(root.rglob("*.py"))
    }


def imported(path: Path, packages: Iterable[str] = PROJECT) -> list[str]:
    """Every module of ``packages`` that ``path`` imports, at the top or inside a function."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
    wanted = set(packages)
    return [name for name in found if name.split(".")[0] in wanted]


def module_edges(modules: dict[str, Path]) -> set[Edge]:
    """(importer, imported) for every import between the modules."""
    return {(name, target) for name, path in modules.items() for target in imported(path) if target in modules}


def book_only_imports(modules: dict[str, Path]) -> list[Edge]:
    """(importer, imported) for every import of a :data:`BOOK_ONLY` module by the engine or the
    named studies, at the top or inside a function: none, as long as they run without the book."""
    return sorted(
        (name, target)
        for name, path in modules.items()
        if name.split(".")[0] in ("tarokk", "simulations")
        for target in imported(path, BOOK_ONLY)
    )


def layer_of(module: str) -> str | None:
    """The layer a module belongs to (None for the package's own face, ``tarokk``)."""
    return next((layer for layer in LAYERS if module == layer or module.startswith(layer + ".")), None)


def layer_edges(edges: Iterable[Edge]) -> Counter[Edge]:
    """How many imports go from each layer to each other layer."""
    counts: Counter[Edge] = Counter()
    for source, target in edges:
        above, below = layer_of(source), layer_of(target)
        if above is not None and below is not None and above != below:
            counts[(above, below)] += 1
    return counts


def upward(edges: Iterable[Edge]) -> list[Edge]:
    """Imports from a lower layer into a higher one (the command line into the studies is allowed)."""
    wrong = []
    for source, target in edges:
        above, below = layer_of(source), layer_of(target)
        if above is None or below is None or (above, below) == ("tarokk.cli", "simulations"):
            continue
        if LAYERS.index(below) > LAYERS.index(above):
            wrong.append((source, target))
    return sorted(wrong)


def cycles(edges: Iterable[Edge]) -> list[list[str]]:
    """The groups of modules that import each other round a circle (strongly connected components)."""
    graph: dict[str, set[str]] = {}
    for source, target in edges:
        graph.setdefault(source, set()).add(target)
        graph.setdefault(target, set())
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in order:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], order[nxt])
        if low[node] == order[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in order:
            visit(node)
    return found
