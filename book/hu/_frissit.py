"""Record that Hungarian pages are up to date with their English pages.

Run it after writing or bringing a Hungarian page up to date with the English page of the
same name::

    .venv/bin/python book/hu/_frissit.py tutorial bidding

It stores the hashes of the named English pages' paragraphs in ``book/hu/_forras.toml``;
a test then fails as soon as one of those English paragraphs changes. A page translated for
the first time is also taken off the ``forditatlan`` list.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "_ext"))  # the book's helpers, beside the book
from tarokkbook.editions import Editions

HEADER = """\
# The Hungarian edition and the English pages it is written from (see FORDITOKNAK.md).
# forditatlan: English pages not translated yet (the Hungarian front page lists them);
# kozos: pages both editions share as they are (the bundled sources, the API reference);
# [oldal."page"] bekezdesek: hashes of the English paragraphs the Hungarian page renders,
# written by `python book/hu/_frissit.py PAGE`.
"""


def toml_list(names: list[str]) -> str:
    return "[\n" + "".join(f'    "{name}",\n' for name in names) + "]"


def main(pages: list[str]) -> None:
    book = Path(__file__).resolve().parents[1]
    editions = Editions.load(book)
    for page in pages:
        if not (editions.hungarian / f"{page}.md").is_file():
            sys.exit(f"no Hungarian page book/hu/{page}.md")
        editions.written_from[page] = editions.english_hashes(page)
    untranslated = [page for page in editions.untranslated if page not in pages]
    text = HEADER + f"\nforditatlan = {toml_list(untranslated)}\n\nkozos = {toml_list(editions.shared)}\n"
    for page in sorted(editions.written_from):
        text += f'\n[oldal."{page}"]\nbekezdesek = {toml_list(editions.written_from[page])}\n'
    (editions.hungarian / "_forras.toml").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
