"""The rule catalogue, the engine, the book and the tests agree on the rule ids.

Every catalogued rule has its section in the book, every rule-like label of the book
is catalogued, every id the engine raises is catalogued, every catalogued id is named
in a test, and every source passage the catalogue cites exists in the bundled editions.
"""

import re
from pathlib import Path

from tarokk.core.catalogue import catalogue, rule, slug
from tarokkbook.myst import cite_links, labels_in, source_links

ROOT = Path(__file__).parents[1]
BOOK = ROOT / "book"
PREFIXES = {rule_id.split(".")[0] for rule_id in catalogue()}


def book_labels() -> set[str]:
    return labels_in(BOOK.glob("*.md"))


def source_labels() -> set[str]:
    return labels_in((BOOK / "sources").glob("*.md"))


def raised_ids() -> set[str]:
    """Rule-id literals in the engine: ``IllegalAction("play.turn", …)``, tables, rulings."""
    shape = "|".join(re.escape(prefix) for prefix in PREFIXES)
    ids = set()
    for path in (ROOT / "tarokk").rglob("*.py"):
        text = path.read_text("utf-8")
        ids |= set(re.findall(r'IllegalAction\(\s*"([a-z0-9.-]+)"', text))
        # `bad_value("penalty.seat", …)` names a field of a summary, not a rule
        ids |= set(re.findall(rf'(?<!bad_value\()"((?:{shape})\.[a-z0-9-]+)"', text))
    return ids


def test_every_catalogued_rule_has_a_section():
    missing = sorted(set(catalogue()) - book_labels())
    assert not missing, f"catalogued rules with no (id)= section in book/*.md: {missing}"


def test_every_rule_section_is_catalogued():
    stray = sorted(label for label in book_labels() if label.split(".")[0] in PREFIXES and label not in catalogue())
    assert not stray, f"sections labelled like rules but in no game's rules.toml: {stray}"


def test_every_rule_the_engine_raises_is_catalogued():
    found = raised_ids()
    assert {"play.turn", "bidding.hold", "scoring.teams"} <= found  # the pattern sees every kind of use
    missing = sorted(found - set(catalogue()))
    assert not missing, f"rule ids in the engine but in no game's rules.toml: {missing}"


def test_every_catalogued_rule_is_exercised_by_a_test():
    tests = "".join(
        path.read_text("utf-8") for path in (ROOT / "tests").rglob("test_*.py") if path.name != Path(__file__).name
    )
    tests += (BOOK / "examples/auctions.toml").read_text("utf-8")
    untested = [rule_id for rule_id in catalogue() if rule_id not in tests]
    assert not untested, f"catalogued rules no test names: {untested}"


def test_every_cited_passage_exists_in_the_bundled_editions():
    labels = source_labels()
    broken = []
    for entry in catalogue().values():
        cited = [f"pagat-{slug(heading)}" for heading in entry.pagat]
        cited += [f"tolnai-{paragraph}" for paragraph in entry.tolnai]
        for text in entry.other:
            cited += [f"pagat-{slug(heading)}" for heading in re.findall(r"pagat '([^']+)'", text)]
        broken += [f"{entry.id}: {label}" for label in cited if label not in labels]
    assert not broken, f"citations with no label in book/sources: {broken}"


def test_labels_are_read_from_myst_targets_only():
    assert {"pagat-a-licitalas", "tolnai-46x", "tolnai-62xx"} <= source_labels()
    assert not any(" " in label for label in source_labels())


def test_citations_become_links_where_the_label_exists():
    labels = {"pagat-a-licitalas", "pagat-invit", "tolnai-27", "tolnai-31", "tolnai-46x"}
    assert cite_links("pagat 'A licitálás', 'Invit'; Tolnai §27–§31, §46*", labels) == (
        "pagat {ref}`'A licitálás' <pagat-a-licitalas>`, {ref}`'Invit' <pagat-invit>`; "
        "Tolnai {ref}`§27 <tolnai-27>`–{ref}`§31 <tolnai-31>`, {ref}`§46* <tolnai-46x>`"
    )
    assert cite_links("pagat 'Konvencionális licit'; Tolnai §99; Kégl/BGA", labels) == (
        "pagat 'Konvencionális licit'; Tolnai §99; Kégl/BGA"
    )
    assert source_links(rule("bidding.hold")) == (
        "{ref}`pagat 'A licitálás' <pagat-a-licitalas>`; Tolnai {ref}`§27 <tolnai-27>`, {ref}`§28 <tolnai-28>`"
    )
