"""The English and Hungarian editions of the book match page for page, and no Hungarian page
is older than a changed paragraph of the English page it is written from.

``book/hu/_forras.toml`` records the English paragraphs each Hungarian page renders; a
translator brings the page up to date and runs ``book/hu/_frissit.py PAGE``.
"""

from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from tarokkbook.editions import Editions, paragraph_hash, paragraphs, stale_paragraphs, unmatched_pages

BOOK = Path(__file__).parents[1] / "book"
EDITIONS = Editions.load(BOOK)


def test_every_page_exists_in_both_editions_or_is_listed():
    problems = unmatched_pages(EDITIONS)
    assert not problems, "the editions do not match page for page:\n" + "\n".join(problems)


@pytest.mark.parametrize("page", EDITIONS.hungarian_pages())
def test_translation_is_not_older_than_the_english_page(page):
    changed = stale_paragraphs(EDITIONS, page)
    assert not changed, (
        f"book/{page}.md changed since book/hu/{page}.md was written from it; bring the Hungarian page up to "
        f"date, then run `python book/hu/_frissit.py {page}`. Changed English paragraphs:\n" + "\n".join(changed)
    )


def toc_pages(toc: dict) -> list[tuple[str, list[str]]]:
    """The table of contents as (chapter, its sections) in order, parts and captions left out."""
    return [
        (chapter["file"], [section["file"] for section in chapter.get("sections", [])])
        for part in toc["parts"]
        for chapter in part["chapters"]
    ]


def test_the_hungarian_contents_mirror_the_english_ones():
    english = yaml.safe_load((BOOK / "_toc.yml").read_text("utf-8"))
    hungarian = yaml.safe_load((BOOK / "hu/_toc.yml").read_text("utf-8"))
    present = set(EDITIONS.hungarian_pages())
    expected = [
        (chapter, [s for s in sections if s in present])
        for chapter, sections in toc_pages(english)
        if chapter in present
    ]
    assert hungarian["root"] == english["root"]
    assert toc_pages(hungarian) == expected


def test_a_changed_english_paragraph_is_named(tmp_path):
    for edition in ("", "hu/"):
        (tmp_path / edition).mkdir(exist_ok=True)
    english = "# Title\n\nFirst paragraph of the page.\n\nSecond one, about the talon.\n"
    (tmp_path / "talon.md").write_text(english)
    (tmp_path / "hu/talon.md").write_text("# Cím\n")
    (tmp_path / "hu/_forras.toml").write_text(
        'forditatlan = []\nkozos = []\n[oldal."talon"]\nbekezdesek = '
        + str([paragraph_hash(p) for p in paragraphs(english)]).replace("'", '"')
    )
    editions = Editions.load(tmp_path)
    assert stale_paragraphs(editions, "talon") == []
    assert unmatched_pages(editions) == []

    (tmp_path / "talon.md").write_text(english.replace("about the talon", "about the talon and skart"))
    assert stale_paragraphs(editions, "talon") == ["“Second one, about the talon and skart.”"]
    (tmp_path / "talon.md").write_text("# Title\n\nFirst paragraph of the page.\n")
    assert stale_paragraphs(editions, "talon") == ["1 paragraph(s) removed"]

    (tmp_path / "call.md").write_text("# Call\n")
    assert unmatched_pages(editions) == ["call: only in English, and not listed as untranslated"]


def test_a_code_cell_is_one_paragraph_blank_lines_and_all():
    page = "---\nkernelspec: x\n---\n# T\n\n```{code-cell} ipython3\na = 1\n\nb = 2\n```\n\nText\nwrapped.\n"
    assert paragraphs(page) == ["# T", "```{code-cell} ipython3 a = 1 b = 2 ```", "Text wrapped."]


@given(st.lists(st.text(alphabet="abc ,.\n", min_size=1), max_size=6))
def test_rewrapping_a_paragraph_does_not_change_its_hash(words):
    text = "\n\n".join(" ".join(w.split()) for w in words if w.split())
    rewrapped = "\n\n".join("\n".join(w.split()) for w in words if w.split())
    assert [paragraph_hash(p) for p in paragraphs(text)] == [paragraph_hash(p) for p in paragraphs(rewrapped)]
