"""The rules and the code that enforces them, both ways, for the book and its tests.

Every module of the engine (``tarokk``) is imported, so that every ``@enforces`` has registered its
function; :func:`registry` then maps each rule id to its functions' dotted names, and
:func:`resolve` finds the function a name stands for.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import tarokk
from tarokk.core.enforcement import enforcers


@cache
def registry() -> dict[str, tuple[str, ...]]:
    """Every enforced rule id with the dotted names of its functions (every module imported,
    but the adapters to optional packages that are not installed, such as OpenSpiel's)."""
    for module in pkgutil.walk_packages(tarokk.__path__, "tarokk."):
        if module.name.endswith("__main__"):
            continue
        try:
            importlib.import_module(module.name)
        except ModuleNotFoundError as missing:
            if (missing.name or "tarokk").startswith("tarokk"):
                raise
    return enforcers()


def resolve(name: str) -> object:
    """The function, method or property a dotted name such as
    ``tarokk.games.paskievics.deal.Deal.discardable`` stands for (``AttributeError`` if none)."""
    module_name, path = split_name(name)
    found: object = importlib.import_module(module_name)
    for attribute in path.split("."):
        found = vars(found).get(attribute) if isinstance(found, type) else getattr(found, attribute, None)
        if found is None:
            raise AttributeError(f"{name!r} names nothing")
    return found


def split_name(name: str) -> tuple[str, str]:
    """A dotted name as its module and the object's path in it: ``(module, 'Deal.apply')``."""
    parts = name.split(".")
    for split in range(len(parts) - 1, 0, -1):
        module_name = ".".join(parts[:split])
        try:
            importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        return module_name, ".".join(parts[split:])
    raise AttributeError(f"no module in {name!r}")
