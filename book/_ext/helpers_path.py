"""Sphinx extension: the pages' kernels find the book's helpers.

The helpers of the book's pages, ``tarokkbook``, are a package beside this file, outside the
engine, and installed with nothing. The process that builds the book finds them because it
reads its local extensions from this folder; a page's kernel runs in the page's own folder,
so this extension puts this folder at the front of ``PYTHONPATH``, and the kernels, started
later with the environment as it is then, find the helpers too (the tests find them through
pytest's ``pythonpath``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

FOLDER = str(Path(__file__).resolve().parent)
_paths = [path for path in os.environ.get("PYTHONPATH", "").split(os.pathsep) if path]
if FOLDER not in _paths:
    os.environ["PYTHONPATH"] = os.pathsep.join([FOLDER, *_paths])


def setup(app: Any) -> dict[str, bool]:
    return {"parallel_read_safe": True, "parallel_write_safe": True}
