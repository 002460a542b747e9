"""Named Monte-Carlo studies: each module here defines ``STUDY``, a :class:`tarokk.studies.runner.Study`.

Adding a study is adding a module; ``tarokk simulate NAME`` finds it by its name, and
``tarokk simulate --game GAME NAME`` a study of another game (each game's names are its own). This
package stands on top of the engine: it imports :mod:`tarokk`, never the other way round.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from tarokk.core.errors import TarokkInputError
from tarokk.studies.runner import STUDY_WORDS, Study


@cache
def every_study() -> tuple[Study, ...]:
    """Every study in this package, of every game."""
    found = []
    for module_info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        study = getattr(module, "STUDY", None)
        if study is not None:
            found.append(study)
    return tuple(found)


def studies(game: str = "paskievics") -> dict[str, Study]:
    """Every study of ``game`` in this package, by name."""
    return {study.name: study for study in every_study() if study.game == game}


def find_study(name: str, game: str = "paskievics") -> Study:
    """The study of ``game`` called ``name``."""
    found = studies(game)
    if name not in found:
        said = STUDY_WORDS.unknown_study.message(name=name, game=game, studies=", ".join(sorted(found)))
        raise TarokkInputError(**said)
    return found[name]
