"""The book's pages and the rule catalogue agree on where each rule is stated.

`tarokk rule ID` names a page and an anchor (the game's ``rules.toml``: ``[pages]`` by
prefix, ``page = …`` for a rule stated elsewhere); the page named must hold the rule's
``(id)=`` label, and every worked payment example of the sources is shown on a
settlement page.
"""

import re
import tomllib
from pathlib import Path

from tarokk.core.catalogue import catalogue
from tarokkbook.myst import labels_in

BOOK = Path(__file__).parents[1] / "book"


def test_every_rule_names_the_page_that_states_it():
    wrong = [
        f"{entry.id}: page {entry.page!r}"
        for entry in catalogue().values()
        if not (BOOK / f"{entry.page}.md").exists() or entry.id not in labels_in([BOOK / f"{entry.page}.md"])
    ]
    assert not wrong, f"rules whose catalogued page does not hold their (id)= label: {wrong}"


def test_every_worked_payment_example_is_shown_on_a_settlement_page():
    examples = tomllib.loads((BOOK / "examples/payments.toml").read_text("utf-8"))["example"]
    pages = "".join(path.read_text("utf-8") for path in BOOK.glob("scoring*.md"))
    shown = re.findall(r'"([a-z0-9-]+)"', "".join(re.findall(r"examples_table\((.*?)\)", pages, flags=re.S)))
    missing = [example["id"] for example in examples if example["id"] not in shown]
    assert not missing, f"worked payment examples no scoring page shows: {missing}"
    assert len(shown) == len(set(shown)), "a worked example is shown twice"


def test_every_hungarian_quotation_of_the_worked_examples_has_an_english_gloss():
    """The sources' words (``says``) are quoted in Hungarian in English chapters: each
    carries an English gloss (``en``), and every page that quotes them shows the gloss."""
    quoted = 0
    for name, key in (("payments", "example"), ("auctions", "auction"), ("announcements", "example")):
        for example in tomllib.loads((BOOK / f"examples/{name}.toml").read_text("utf-8"))[key]:
            if "says" in example:
                quoted += 1
                assert example.get("en", "").strip(), f"{name}.toml, {example['id']}: a quotation with no en gloss"
    assert quoted > 70
    pages = [path for path in BOOK.glob("*.md") if re.search(r"example\[.says.\]", path.read_text("utf-8"))]
    assert len(pages) >= 6
    unglossed = [path.name for path in pages if not re.search(r"example\[.en.\]", path.read_text("utf-8"))]
    assert not unglossed, f"pages quoting the sources without the English gloss: {unglossed}"
