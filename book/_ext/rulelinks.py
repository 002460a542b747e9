"""Sphinx extension: link the API reference back to the book's rule sections, show enums'
members, and write each inline script of a page once.

For every function and method autodoc documents, the rule ids its source raises
(``IllegalAction("play.follow-suit", …)``) or names as rule tables are looked up in the
rule catalogue and listed under the docstring as links to the rules' sections; rule ids
written in a docstring as ``play.follow-suit`` become links too.
"""

from __future__ import annotations

import enum
import inspect
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from tarokk.core.catalogue import catalogue

RAISED = re.compile(r'IllegalAction\(\s*"([a-z0-9-]+\.[a-z0-9-]+)"')
NAMED = re.compile(r"``([a-z0-9-]+\.[a-z0-9-]+)``")


def link_rules(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    rules = catalogue()
    for index, line in enumerate(lines):
        lines[index] = NAMED.sub(
            lambda m: f":ref:`{m.group(1)} <{m.group(1)}>`" if m.group(1) in rules else m.group(0), line
        )
    if what not in ("function", "method"):
        return
    try:
        source = inspect.getsource(obj)
    except (OSError, TypeError):
        return
    raised = [rule for rule in dict.fromkeys(RAISED.findall(source)) if rule in rules]
    if raised:
        lines.extend(["", "Rules: " + ", ".join(f":ref:`{rule} <{rule}>`" for rule in raised)])


def show_enum_members(app: Sphinx, what: str, name: str, obj: Any, skip: bool, options: Any) -> bool | None:
    """Let an enum render its members (``Phase.AUCTION``, ``Figure.TRULL`` …), documented or not."""
    if isinstance(obj, enum.Enum):
        return False
    return None


def drop_repeated_scripts(app: Sphinx, exception: Exception | None) -> None:
    """Write each inline script of a page once: Sphinx 7 repeats sphinx-thebe's set-up script,
    and the second copy throws "Identifier 'THEBE_JS_URL' has already been declared"."""
    if exception is not None or app.builder.format != "html":
        return
    for page in Path(app.outdir).rglob("*.html"):
        lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
        seen: set[str] = set()
        kept = []
        for line in lines:
            inline = line.strip().startswith("<script>") and line.strip().endswith("</script>")
            if inline and line.strip() in seen:
                continue
            seen.add(line.strip())
            kept.append(line)
        if len(kept) != len(lines):
            page.write_text("".join(kept), encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-docstring", link_rules)
    app.connect("autodoc-skip-member", show_enum_members)
    app.connect("build-finished", drop_repeated_scripts)
    return {"parallel_read_safe": True}
