"""Sphinx extension, loaded before the others: this process reads the engine from its source.

autodoc, viewcode and the rule links read the engine's functions, their source and their
names, which the compiled engine (:mod:`tarokk.engine`) does not keep. So the process that
builds the pages imports ``tarokk`` with ``TAROKK_ENGINE=interpreted``; the pages' kernels,
started later with the environment as it was, run the engine ``tarokk`` chooses.
"""

from __future__ import annotations

import os
from typing import Any

VARIABLE = "TAROKK_ENGINE"  # tarokk.engine.VARIABLE, which cannot be imported before the choice
_kept = os.environ.get(VARIABLE)
os.environ[VARIABLE] = "interpreted"
try:
    import tarokk
finally:
    if _kept is None:
        del os.environ[VARIABLE]
    else:
        os.environ[VARIABLE] = _kept
if tarokk.ENGINE != "interpreted":
    raise RuntimeError("tarokk was imported before the source_engine extension: list it first")


def setup(app: Any) -> dict[str, bool]:
    return {"parallel_read_safe": True, "parallel_write_safe": True}
