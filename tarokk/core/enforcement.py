"""Which functions enforce which rules: the rule ids of the catalogue
(each game's ``tarokk/games/<game>/rules.toml``) mapped to the code that carries them out.

A function says which rules it enforces with the :func:`enforces` decorator::

    @enforces("play.follow-suit", "play.trump-if-void")
    def check_card(...): ...

The decorator returns the function unchanged (no wrapper, no cost at call time); it
records the function under each rule id, and the rule ids under the function's dotted name
(nothing is set on the function, so that a method compiled by mypyc, which takes no
attributes, is registered the same way). The book links each rule section to its
functions, and each function's API entry back to its rules; the tests check that every
catalogued rule has at least one enforcing function and that every rule id the engine
raises is enforced by a function registered for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from tarokk.core.catalogue import catalogue

F = TypeVar("F", bound=Callable[..., object])

_ENFORCERS: dict[str, list[str]] = {}
_RULES: dict[str, tuple[str, ...]] = {}  # each registered function's dotted name with its rule ids


def enforces(*rule_ids: str) -> Callable[[F], F]:
    """Record the decorated function as enforcing ``rule_ids`` (each must be catalogued)."""
    unknown = [rule_id for rule_id in rule_ids if rule_id not in catalogue()]
    if unknown or not rule_ids:
        raise ValueError(f"@enforces needs catalogued rule ids, not {unknown or 'none'}")

    def register(function: F) -> F:
        name = _dotted_name(function)
        for rule_id in rule_ids:
            names = _ENFORCERS.setdefault(rule_id, [])
            if name not in names:
                names.append(name)
        _RULES[name] = (*_RULES.get(name, ()), *rule_ids)
        return function

    return register


def rules_enforced_by(function: object) -> tuple[str, ...]:
    """The rule ids ``function`` (a function, method or property) is registered for."""
    target = getattr(function, "fget", function)  # a property's getter
    return _RULES.get(_dotted_name(target), ()) if callable(target) else ()


def _dotted_name(function: Any) -> str:
    """``module.qualname`` of a function. Compiled by mypyc (:mod:`tarokk.engine`), a method
    of a native class is a method descriptor that names its module through its class, and a
    method of a class left non-native is a callable object with no name of its own, of a
    class mypyc names ``{method}_{Class}_obj``: its name is read from there."""
    module = getattr(function, "__module__", None) or function.__objclass__.__module__
    qualname = getattr(function, "__qualname__", None)
    if qualname is None:
        method, _, owner = type(function).__name__.removesuffix("_obj").rpartition("_")
        qualname = f"{owner}.{method}"
    return f"{module}.{qualname}"


def enforcers() -> dict[str, tuple[str, ...]]:
    """Every registered rule id with the dotted names of its functions, in registration order.

    Only the modules imported so far have registered theirs: import the engine first
    (:func:`tarokkbook.rulecode.registry` imports every module)."""
    return {rule_id: tuple(names) for rule_id, names in _ENFORCERS.items()}
