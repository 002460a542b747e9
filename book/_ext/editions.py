"""Sphinx extension: the language switcher of the book's two editions.

The English book is built from ``book/`` into the site's root, the Hungarian one from
``book/hu/`` into ``hu/`` beside it (``make book``). Every page gets a link to the same
page in the other edition, with ``hreflang``, at the top of its article and as a
``<link rel="alternate">`` in its head. An English page that has no Hungarian
counterpart yet (or never will, such as the API reference) links to the Hungarian front
page, which lists the pages still to be translated.

A book's ``_config.yml`` names its edition in ``tarokk_edition`` (``en`` or ``hu``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

BOOK = Path(__file__).parents[1]
EDITIONS = {
    # edition: (its source folder, its folder in the site, the switcher's words in the *other* edition's tongue)
    "en": (BOOK, "", "English"),
    "hu": (BOOK / "hu", "hu/", "Magyarul"),
}
FRONT_PAGE = "intro"


def other_edition(edition: str) -> str:
    return "hu" if edition == "en" else "en"


def counterpart(edition: str, docname: str) -> str | None:
    """The page of the other edition written from (or into) ``docname``, or None."""
    source = EDITIONS[other_edition(edition)][0]
    return docname if (source / f"{docname}.md").is_file() else None


def switcher_href(edition: str, docname: str) -> tuple[str, bool]:
    """The link from ``docname`` to the other edition, relative to the page, and whether
    it is the same page (rather than the other edition's front page)."""
    other = other_edition(edition)
    target = counterpart(edition, docname)
    up = "../" * (docname.count("/") + EDITIONS[edition][1].count("/"))
    return f"{up}{EDITIONS[other][1]}{target or FRONT_PAGE}.html", target is not None


def add_switcher(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if doctree is None or "body" not in context:  # search, index and other generated pages
        return
    edition = app.config.tarokk_edition
    other = other_edition(edition)
    href, same_page = switcher_href(edition, pagename)
    words = EDITIONS[other][2]
    title = words if same_page else "Magyar kiadás: ez az oldal még nincs lefordítva"
    context["body"] = (
        f'<p class="edition-switcher" style="text-align:right;margin:0">'
        f'<a href="{href}" hreflang="{other}" lang="{other}" title="{title}">{words}</a></p>\n' + context["body"]
    )
    if same_page:
        context["metatags"] = context.get("metatags", "") + f'<link rel="alternate" hreflang="{other}" href="{href}">\n'


def pages_whose_counterpart_changed(
    app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """Rebuild a page when its counterpart in the other edition appears or goes away, so that
    its switcher points at the right page (an unchanged page is otherwise not written again)."""
    edition = app.config.tarokk_edition
    before: dict[str, bool] = getattr(env, "tarokk_counterparts", {})
    now = {docname: counterpart(edition, docname) is not None for docname in env.found_docs}
    env.tarokk_counterparts = now  # type: ignore[attr-defined]
    return sorted(docname for docname, has in now.items() if before.get(docname, False) != has)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("tarokk_edition", "en", "html")
    app.connect("env-get-outdated", pages_whose_counterpart_changed)
    app.connect("html-page-context", add_switcher)
    return {"parallel_read_safe": True}
