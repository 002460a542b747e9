"""The rule catalogue: every rule has a source (its agreement with the engine, the book
and the tests is checked in ``test_book_consistency.py``)."""

from tarokk.core.catalogue import catalogue, rule


def test_every_rule_cites_a_source():
    for entry in catalogue().values():
        assert entry.pagat or entry.tolnai or entry.other, entry.id
        assert entry.citation()
    assert rule("bidding.hold").citation() == "pagat 'A licitálás'; Tolnai §27, §28"


def test_every_rule_is_named_and_stated_in_both_languages():
    """English and Hungarian title and statement: each statement a sentence, neither a copy
    of the other."""
    for entry in catalogue().values():
        assert entry.title and entry.title_hu and entry.hu, entry.id
        assert entry.title_hu != entry.title, entry.id
        for statement in (entry.statement, entry.statement_hu):
            assert statement.strip() == statement and statement.endswith("."), entry.id
            assert len(statement.split()) >= 4, entry.id
        assert entry.statement != entry.statement_hu, entry.id
        assert (entry.stated("en"), entry.stated("hu")) == (entry.statement, entry.statement_hu)
        assert (entry.titled("en"), entry.titled("hu")) == (entry.title, entry.title_hu)
    assert "hold the current bid" in rule("bidding.hold").statement
    assert "47–47" in rule("scoring.card-points").statement
    assert rule("bidding.hold").title_hu.startswith("Tartás")
    assert "XX-ast" in rule("call.partner").statement_hu
