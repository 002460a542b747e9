"""The rule catalogue: every rule has a source (its agreement with the engine, the book
and the tests is checked in ``test_book_consistency.py``)."""

from tarokk.core.catalogue import catalogue, rule


def test_every_rule_cites_a_source():
    for entry in catalogue().values():
        assert entry.pagat or entry.tolnai or entry.other, entry.id
        assert entry.citation()
    assert rule("bidding.hold").citation() == "pagat 'A licitálás'; Tolnai §27, §28"
