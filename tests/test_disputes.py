"""The Disputes chapter's questions: every question ruled under every preset and reading
gives the answer its source gives, and the sources are quoted as they stand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarokk.core.cards import parse_cards
from tarokk.core.errors import TarokkInputError
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.ruleset import PRESETS
from tarokkbook.disputes import (
    PHASES,
    PROSE_FIELDS,
    agrees,
    as_markdown,
    load_questions,
    phase_markdown,
    rule,
    situation_cards,
)
from tarokkbook.myst import labels_in

BOOK = Path(__file__).parents[1] / "book"
QUESTIONS = load_questions(BOOK / "examples/disputes.toml")
LABELS = labels_in((BOOK / "sources").glob("*.md"))
SOURCES = {
    "pagat": (BOOK / "sources/pagat.md").read_text("utf-8"),
    "Tolnai": (BOOK / "sources/tolnai-1930.md").read_text("utf-8"),
}

# Rulings the engine does not give yet, though the sources do: (question, ruleset label).
PENDING: dict[tuple[str, str], str] = {}

CASES = [
    pytest.param(
        question,
        reading,
        id=f"{question.id}-{reading.label}",
        marks=[pytest.mark.xfail(strict=True, reason=PENDING[(question.id, reading.label)])]
        if (question.id, reading.label) in PENDING
        else [],
    )
    for question in QUESTIONS
    for reading in question.rulesets()
]


def test_the_chapter_covers_thirty_questions_in_every_phase():
    assert len(QUESTIONS) >= 30
    assert len({q.id for q in QUESTIONS}) == len(QUESTIONS)
    assert {q.phase for q in QUESTIONS} == set(PHASES)


@pytest.mark.parametrize(("question", "reading"), CASES)
def test_the_engine_rules_as_the_source_says(question, reading):
    facts, _ = rule(question, reading.rules)
    assert agrees(facts, reading.expect), f"{reading.label}: expected {reading.expect}, the engine gives {facts}"


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_every_preset_has_an_expected_answer_and_the_presets_do_not_all_agree(question):
    assert set(question.expect) == set(PRESETS)
    answers = [reading.expect for reading in question.rulesets()]
    assert any(answer != answers[0] for answer in answers) or question.silent, (
        "a question every ruleset answers alike needs a reading that differs, or a word on what the sources leave open"
    )


def _plain(text: str) -> str:
    """The words alone: no footnote marks, emphasis or line breaks."""
    return re.sub(r"\[\^[^\]]+\]", "", re.sub(r"\s+", " ", text)).replace("\\", "").replace("*", "")


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_the_quotes_stand_in_the_bundled_sources(question):
    assert question.sources
    for quote in question.sources:
        source = _plain(SOURCES[quote.cite.split()[0]])
        for passage in quote.hu.split("[...]"):
            assert _plain(passage.strip()) in source, f"{quote.cite}: {passage!r} is not in the source"


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_every_citation_links_to_its_passage(question):
    labels = labels_in((BOOK / "sources").glob("*.md"))
    markdown = as_markdown(question, labels)
    assert markdown.count("{ref}`") >= len(question.sources)
    assert "✗" not in markdown or any(key[0] == question.id for key in PENDING)


def test_a_wrong_expectation_is_caught():
    question = next(q for q in QUESTIONS if q.id == "tie-after-kontra")
    facts, _ = rule(question, PRESETS["pagat"])
    assert not agrees(facts, {"net": 4})


def test_a_record_is_replayed_under_the_readings_options():
    """A reading changes the options a record is replayed under: C's eight tarokks show his
    side only under the reading that says so, and Pais's rule refuses them."""
    question = next(q for q in QUESTIONS if q.id == "tarokk-count-shows-side")
    preset, shows_side, pais = (
        rule(question, reading.rules)[0] for reading in question.rulesets()[:1] + list(question.readings)
    )
    assert preset["error"] == "announce.side"
    assert shows_side["error"] is None and "trull (declarer)" in shows_side["announced"]
    assert pais["error"] == "announce.tarokk-count-pais"


def test_the_kassza_is_shown_only_when_played():
    question = next(q for q in QUESTIONS if q.id == "ultimo-kassza")
    without, _ = rule(question, PRESETS["tolnai1930"])
    with_kassza, text = rule(question, PRESETS["tolnai1930"].with_options(ultimo_kassza=True))
    assert "kassza" not in without
    assert with_kassza["kassza"] == [20, 40, 0] and "kassza 40" in text


def test_the_cards_of_a_situation_are_pictures_named_for_screen_readers():
    """A hand question shows its hand, a record question every hand and the talon: one
    picture per card, each labelled with the card's name."""
    shown = 0
    for question in QUESTIONS:
        html = situation_cards(question)
        if "hand" in question.situation:
            cards = parse_cards(question.situation["hand"])
        elif "record" in question.situation:
            record = parse_record(question.situation["record"])
            cards = [card for hand in record.hands.values() for card in hand] + list(record.talon)
        else:
            assert html == ""
            continue
        shown += 1
        labels = re.findall(r'aria-label="([^"]+)"', html)
        assert sorted(labels) == sorted(f"{card.hu} ({card.english})" for card in cards), question.id
        assert "\n" not in html  # one Markdown block
    assert shown >= 10


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_the_options_named_are_options_of_the_ruleset(question):
    for option in question.options:
        assert hasattr(PRESETS["pagat"], option), f"{question.id}: no option {option}"


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_every_question_is_written_in_hungarian_too(question):
    """Each prose field the English page shows has its Hungarian twin, and so has every
    reading's label."""
    english, hungarian = question.prose("en"), question.prose("hu")
    for name in PROSE_FIELDS:
        assert bool(getattr(hungarian, name)) == bool(getattr(english, name)), f"{question.id}: {name}_hu"
    assert all(reading.label_hu for reading in question.readings), f"{question.id}: a reading has no label_hu"


def _english_shown(question):
    """What the English page of a question shows in English: its prose, the readings'
    labels, our translations of the quotes and the engine's rulings."""
    prose = question.prose("en")
    texts = [getattr(prose, name) for name in PROSE_FIELDS] + [reading.label for reading in question.readings]
    texts += [quote.en for quote in question.sources]
    return texts + [rule(question, reading.rules, "en")[1] for reading in question.rulesets()]


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_the_hungarian_page_shows_none_of_the_english_prose(question):
    """No English sentence of a question appears on its Hungarian page: a text is left out
    of the check only where both editions write it alike (an auction said in Hungarian, a
    row of multipliers)."""
    markdown = as_markdown(question, LABELS, "hu")
    prose = question.prose("hu")
    alike = {getattr(prose, name) for name in PROSE_FIELDS} | {r.label_hu for r in question.readings}
    alike |= {rule(question, reading.rules, "hu")[1] for reading in question.rulesets()}
    for text in _english_shown(question):
        if text and text not in alike:
            assert text not in markdown, f"{question.id}: English on the Hungarian page: {text!r}"


def test_the_hungarian_page_quotes_the_sources_without_our_translation():
    markdown = phase_markdown(QUESTIONS, "bidding", LABELS, "hu")
    english = phase_markdown(QUESTIONS, "bidding", LABELS, "en")
    quote = next(q for q in QUESTIONS if q.phase == "bidding").sources[0]
    assert quote.hu in markdown and quote.en not in markdown and quote.en in english
    assert "{ref}`28. § <tolnai-28>`" in markdown and "{ref}`§28 <tolnai-28>`" in english


def test_a_refusal_names_the_move_and_the_rule_in_hungarian():
    question = next(q for q in QUESTIONS if q.id == "dupla-volat-same-turn")
    _, text = rule(question, PRESETS["pagat"], "hu")
    assert "„hívás: XX, duplajáték, volát”" in text and "{ref}`announce.dupla-volat" in text


def test_losses_are_printed_with_a_true_minus_sign():
    question = next(q for q in QUESTIONS if q.id == "pagat-ultimo-kontra-levels")
    for lang in ("en", "hu"):
        _, text = rule(question, PRESETS["pagat"], lang)
        assert text == "−10 · −20 · −40 · −80 · −160"


def test_a_key_written_into_the_situation_by_mistake_is_refused(tmp_path):
    """A question's ``note`` written after its ``[question.situation]`` header would belong
    to the situation and never be shown: the loader refuses it."""
    path = tmp_path / "disputes.toml"
    path.write_text(
        '[[question]]\nid = "q"\nphase = "play"\nquestion = "?"\nsituation_text = "."\noptions = []\n'
        '[question.situation]\nauction = "three pass pass pass"\nnote = "lost"\n',
        encoding="utf-8",
    )
    with pytest.raises(TarokkInputError, match="note"):
        load_questions(path)
