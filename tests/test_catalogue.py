"""The rule catalogue, the ids the engine raises and the tests agree."""

import re
from pathlib import Path

from tarokk.catalogue import catalogue, rule

ROOT = Path(__file__).parents[1]


def raised_ids() -> set[str]:
    ids = set()
    for path in (ROOT / "tarokk").rglob("*.py"):
        text = path.read_text("utf-8")
        ids |= set(re.findall(r'IllegalAction\(\s*"([a-z0-9.-]+)"', text))
        ids |= set(re.findall(r'^\s+"[a-z-]+": "([a-z-]+\.[a-z-]+)",$', text, re.MULTILINE))  # tables of rule ids
    return ids


def test_every_rule_the_engine_raises_is_catalogued():
    missing = raised_ids() - set(catalogue())
    assert not missing, f"rule ids raised but not in tarokk/data/rules.toml: {sorted(missing)}"


def test_every_catalogued_rule_is_exercised_by_a_test():
    tests = "".join(
        path.read_text("utf-8") for path in (ROOT / "tests").glob("test_*.py") if path.name != Path(__file__).name
    )
    tests += (ROOT / "book/examples/auctions.toml").read_text("utf-8")
    untested = [rule_id for rule_id in catalogue() if rule_id not in tests]
    assert not untested, f"catalogued rules no test names: {untested}"


def test_every_rule_cites_a_source():
    for entry in catalogue().values():
        assert entry.pagat or entry.tolnai or entry.other, entry.id
        assert entry.citation()
    assert rule("bidding.hold").citation() == "pagat 'A licitálás'; Tolnai §27, §28"
