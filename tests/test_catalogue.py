"""The rule catalogue: every rule has a source (its agreement with the engine, the book
and the tests is checked in ``test_book_consistency.py``)."""

from tarokk.core.catalogue import catalogue, rule


def test_every_rule_cites_a_source():
    for entry in catalogue().values():
        assert entry.pagat or entry.tolnai or entry.other, entry.id
        assert entry.citation()
    assert rule("bidding.hold").citation() == "pagat 'A licitálás'; Tolnai §27, §28"


def test_every_rule_is_named_in_both_languages():
    """English title; Hungarian title and statement, a sentence, not a copy of the English."""
    for entry in catalogue().values():
        assert entry.title and entry.title_hu and entry.hu, entry.id
        assert entry.title_hu != entry.title, entry.id
        assert entry.statement_hu.endswith("."), entry.id
        assert len(entry.statement_hu.split()) >= 4, entry.id
    assert rule("bidding.hold").title_hu.startswith("Tartás")
    assert "XX-ast" in rule("call.partner").statement_hu
