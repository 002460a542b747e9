"""How the engine's objects copy and pickle under both engines.

A class of a module that the compiled engine (:mod:`tarokk.engine`) compiles with mypyc is a
native class: it has no ``__dict__``, so Python's default way to copy or unpickle it (make an
empty instance, then set its ``__dict__``) fails on it. Two bases give such classes a way that
works for both engines:

- :class:`Value`, for a frozen dataclass: rebuilt by calling the class with its fields;
- :class:`Mutable`, for an object that changes as a deal is played (the deal, its phases):
  copied attribute by attribute.

``copy.deepcopy`` (the deals' :meth:`clone`), ``pickle`` (the worker processes of ``--jobs``
and the book's study cache) and ``copy.copy`` all go through them.
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import Any

from mypy_extensions import mypyc_attr


class Value:
    """A frozen dataclass that copies and pickles by calling its class with its fields."""

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, tuple[object, ...]]:
        return type(self), tuple(getattr(self, field.name) for field in fields(self) if field.init)  # type: ignore[arg-type]


@mypyc_attr(allow_interpreted_subclasses=True)  # as its subclasses must be: see below
class Mutable:
    """An object that changes as a deal is played, copied and pickled attribute by attribute:
    compiled, its attributes are those mypyc lists in ``__mypyc_attrs__``; interpreted, those
    of its ``__dict__``. A copy is made without calling ``__init__``, which a compiled class
    allows when it is marked ``allow_interpreted_subclasses`` (its ``__new__`` then leaves
    ``__init__`` to the caller, as Python's does): each subclass is marked so."""

    def _attribute_names(self) -> tuple[str, ...]:
        names: tuple[str, ...] | None = getattr(type(self), "__mypyc_attrs__", None)
        if names is None:
            return tuple(vars(self))
        return tuple(name for name in names if not name.startswith("__"))

    def __copy__(self) -> Any:
        return _restored(type(self), {name: getattr(self, name) for name in self._attribute_names()})

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        for name in self._attribute_names():
            setattr(twin, name, copy.deepcopy(getattr(self, name), memo))
        return twin

    def __reduce__(self) -> tuple[Any, tuple[object, ...]]:
        return _restored, (type(self), {name: getattr(self, name) for name in self._attribute_names()})


def _restored(kind: type[Mutable], attributes: dict[str, object]) -> Any:
    """A :class:`Mutable` of class ``kind`` with ``attributes``, made without its ``__init__``."""
    twin = kind.__new__(kind)
    for name, value in attributes.items():
        setattr(twin, name, value)
    return twin
