"""Named Monte-Carlo studies: each module here defines ``STUDY``, a :class:`tarokk.simulate.Study`.

Adding a study is adding a module; ``tarokk simulate NAME`` finds it by its name.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tarokk.simulate import Study


@cache
def studies() -> dict[str, Study]:
    """Every study in this package, by name."""
    found: dict[str, Study] = {}
    for module_info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        study = getattr(module, "STUDY", None)
        if study is not None:
            found[study.name] = study
    return found
