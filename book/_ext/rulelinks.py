"""Sphinx extension: link each rule section to the functions that enforce it and each
function back to its rules, show enums' members, and write each inline script of a page once.

The links come from the registry of :mod:`tarokk.core.enforcement` (the ``@enforces``
decorators), never from reading the source:

- every section labelled with a catalogued rule id (``(play.follow-suit)=``) gets an
  "Enforced by" line naming its functions; the role ``{enforcers}`play.follow-suit``` writes
  the same list anywhere else. A name links to the function's API entry where the API
  documents it, else to its source code (the viewcode page, which links back to the rule);
- every function or method autodoc documents lists its rules under the docstring as links
  to the rules' sections; rule ids written in a docstring as ``play.follow-suit`` become
  links too.
"""

from __future__ import annotations

import enum
import posixpath
import re
import sys
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.pycode import ModuleAnalyzer

from tarokk.core.catalogue import catalogue
from tarokk.core.enforcement import rules_enforced_by
from tarokkbook.rulecode import registry, split_name

NAMED = re.compile(r"``([a-z0-9-]+\.[a-z0-9-]+)``")


def link_rules(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    rules = catalogue()
    for index, line in enumerate(lines):
        lines[index] = NAMED.sub(
            lambda m: f":ref:`{m.group(1)} <{m.group(1)}>`" if m.group(1) in rules else m.group(0), line
        )
    rule_ids = rules_enforced_by(obj) if what in ("function", "method", "property") else ()
    if rule_ids:
        lines.extend(["", "Enforces: " + ", ".join(f":ref:`{rule} <{rule}>`" for rule in dict.fromkeys(rule_ids))])


class enforcer(nodes.Inline, nodes.TextElement):
    """A function enforcing a rule, named by its dotted name; linked once every page is read."""


ENFORCED_BY = {"en": "Enforced by ", "hu": "A motorban: "}
"""The words before the functions that enforce a rule, in each edition."""


def enforcer_line(rule_id: str, edition: str, document_ids: set[str] | None = None) -> nodes.inline:
    """The line 'Enforced by f, g' naming the rule's functions, in the ``edition``'s words. Given
    the page's ``document_ids`` (in a rule section), the first mention of a function on the page
    carries its dotted name as an anchor, where the function's source page links back."""
    line = nodes.inline(classes=["rule-enforcers"])
    line += nodes.Text(ENFORCED_BY[edition])
    for index, name in enumerate(registry().get(rule_id, ())):
        if index:
            line += nodes.Text(", ")
        node = enforcer("", split_name(name)[1], fullname=name)
        if document_ids is not None and name not in document_ids:
            node["ids"].append(name)
            document_ids.add(name)
        line += node
    return line


def enforcers_role(
    name: str, rawtext: str, text: str, lineno: int, inliner: Any, options: Any = None, content: Any = None
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``{enforcers}`rule.id```: the functions that enforce the rule, as links."""
    if text not in registry():
        message = inliner.reporter.error(f"no function enforces the rule {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    edition = getattr(inliner.document.settings.env.config, "tarokk_edition", "en")
    return [enforcer_line(text, edition)], []


def add_enforcers_to_rule_sections(app: Sphinx, doctree: nodes.document) -> None:
    """Under each rule section's heading, the line naming the functions that enforce it; and
    each function's source page (viewcode) gets an anchor that links back here."""
    rules = registry()
    document_ids: set[str] = set()
    for label in doctree.nametypes:
        if label not in rules:
            continue
        section = doctree.ids.get(doctree.nameids.get(label) or "")
        if isinstance(section, nodes.target) and section.get("refid"):
            section = doctree.ids.get(section["refid"])
        if not isinstance(section, nodes.section):
            continue
        line = enforcer_line(label, getattr(app.config, "tarokk_edition", "en"), document_ids)
        paragraph = nodes.paragraph("", "", line, classes=["rule-code"])
        section.insert(1, paragraph)
    for name in document_ids:
        show_source(app, name)


def show_source(app: Sphinx, name: str) -> None:
    """Let viewcode render ``name``'s block with an anchor (as it does for documented objects)."""
    env = app.builder.env
    modules = env.__dict__.setdefault("_viewcode_modules", {})
    module, path = split_name(name)
    entry = modules.get(module)
    if entry is None:
        analyzer = ModuleAnalyzer.for_module(module)
        analyzer.find_tags()
        entry = modules[module] = (analyzer.code, analyzer.tags, {}, module)
    if entry and path in entry[1]:
        entry[2].setdefault(path, env.docname)


def link_enforcers(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Each function named in an "Enforced by" line links to its API entry, or to its source."""
    python = app.env.get_domain("py")
    documented = python.objects  # type: ignore[attr-defined]
    for node in list(doctree.findall(enforcer)):
        name = node["fullname"]
        module, path = split_name(name)
        source_page = posixpath.join("_modules", module.replace(".", "/"))
        if name in documented:
            entry = documented[name]
            uri = app.builder.get_relative_uri(docname, entry.docname) + "#" + entry.node_id
        elif getattr(app.config, "tarokk_edition", "en") != "en":
            # The Hungarian edition has no code pages of its own: the English site's, one up.
            up = "../" * (docname.count("/") + 1)
            uri = f"{up}{source_page}.html#{path}"
        else:
            uri = app.builder.get_relative_uri(docname, source_page) + "#" + path
        link = nodes.reference("", "", nodes.literal(path, path), refuri=uri, reftitle=name, ids=node["ids"])
        node.replace_self(link)


def show_enum_members(app: Sphinx, what: str, name: str, obj: Any, skip: bool, options: Any) -> bool | None:
    """Let an enum render its members (``Phase.AUCTION``, ``Figure.TRULL`` …), documented or not."""
    if isinstance(obj, enum.Enum):
        return False
    return None


def keep_source_links_in_the_engine(app: Sphinx, modname: str, fullname: str) -> str | None:
    """viewcode follows a documented name to the module its value comes from; a type alias such
    as ``Turn = tuple[...]`` would lead it to ``builtins``, which has no source page but would
    still be listed on the module index. Names whose value comes from outside the engine stay
    with the module that documents them."""
    module, _, attribute = fullname.partition(".")
    value = getattr(sys.modules.get(modname), module, None)
    for part in attribute.split(".") if attribute else ():
        value = getattr(value, part, None)
    origin = getattr(value, "__module__", None)
    if isinstance(origin, str) and origin.split(".")[0] in ("tarokk", "tarokkbook"):
        return origin
    return modname


def follow_source_links_in_the_engine(app: Sphinx) -> None:
    """Where the edition shows source pages (viewcode, the English one), keep them in the engine."""
    if "sphinx.ext.viewcode" in app.extensions:
        app.connect("viewcode-follow-imported", keep_source_links_in_the_engine)


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
    app.add_node(enforcer)
    app.add_role("enforcers", enforcers_role)
    app.connect("doctree-read", add_enforcers_to_rule_sections)
    app.connect("doctree-resolved", link_enforcers)
    app.connect("autodoc-process-docstring", link_rules)
    app.connect("autodoc-skip-member", show_enum_members)
    app.connect("builder-inited", follow_source_links_in_the_engine)
    app.connect("build-finished", drop_repeated_scripts)
    return {"parallel_read_safe": True}
