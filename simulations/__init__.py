"""Named Monte-Carlo studies: each module here defines ``STUDY``, a :class:`tarokk.studies.runner.Study`.

Adding a study is adding a module; ``tarokk simulate NAME`` finds it by its name. This
package stands on top of the engine: it imports :mod:`tarokk`, never the other way round.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from tarokk.core.errors import TarokkInputError
from tarokk.studies.runner import Study


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


def find_study(name: str) -> Study:
    """The study called ``name``."""
    found = studies()
    if name not in found:
        raise TarokkInputError(f"unknown study {name!r}: expected one of {', '.join(sorted(found))}")
    return found[name]
