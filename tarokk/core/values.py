"""The engine's frozen dataclasses copy and pickle by their fields.

A frozen dataclass of a module that the compiled engine (:mod:`tarokk.engine`) compiles
with mypyc is a native class: Python's default way to copy or unpickle it (make an empty
instance, then set its attributes) fails on it. :class:`Value` gives each such class the
one way that works for both engines: rebuild it by calling the class with its fields.
``copy.deepcopy`` (the deals' :meth:`clone`), ``pickle`` (the worker processes of
``--jobs`` and the book's study cache) and ``copy.copy`` all go through it.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any


class Value:
    """A frozen dataclass that copies and pickles by calling its class with its fields."""

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, tuple[object, ...]]:
        return type(self), tuple(getattr(self, field.name) for field in fields(self) if field.init)  # type: ignore[arg-type]
