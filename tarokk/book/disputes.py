"""The Disputes chapter's questions as data: each question's situation is ruled by the
engine under every preset, and its expected answers (what the sources say) are checked
by the tests and shown beside the engine's rulings in the book.

A question (``book/examples/disputes.toml``) names one situation, in one of five forms:

* ``auction`` — spoken bids from A, ruled by :func:`~tarokk.games.paskievics.bidding.run_auction`;
* ``summary`` — a deal summary (or a list of them) settled by
  :func:`~tarokk.games.paskievics.scoring.settle`;
* ``record`` — a game record replayed with every action checked, under the preset or reading;
* ``hand`` — a hand after the exchange: the grounds on which it may be thrown in, and
  whether its holder may still choose to play;
* ``session`` — deals in a row: the multiplier each deal is paid at (and, with the ultimó
  kassza, what the kassza holds after it).

Ruling a question gives *facts* (plain values such as ``net``, ``declarer`` or ``error``,
the rule id refused) and a sentence for players. An expected answer is a subset of the
facts. A record's facts are ``error``, ``outcome``, ``phase`` (where the record stops),
``announced`` (``"trull (declarer)"``, …), ``partner``, ``official_kontra_by``,
``fekszik_said_by`` and ``thrown_in``; a hand's ``throw_in`` and ``may_play_on``; a
session's ``multipliers`` and, with the ultimó kassza, ``kassza``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tarokk.book.myst import cite_links
from tarokk.core.cards import parse_cards
from tarokk.core.definition import Phase
from tarokk.core.display import hand_html
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.records import parse_record
from tarokk.core.rules import PRESETS, Ruleset
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick, trick_html
from tarokk.games.paskievics.bidding import run_auction
from tarokk.games.paskievics.replay import replay_deal
from tarokk.games.paskievics.scoring import settle, summary_from_data
from tarokk.games.paskievics.session import Session, entry_from_data
from tarokk.games.paskievics.throwin import THROW_IN_HANDS, throw_in_reasons

PHASES = {
    "bidding": "Bidding",
    "talon": "Talon and discards",
    "announcements": "Announcements and kontras",
    "play": "Play",
    "settlement": "Settlement",
    "sessions": "Sessions",
}
"""The phases the questions are grouped by, in the order of a deal."""

Facts = dict[str, Any]


@dataclass(frozen=True)
class Quote:
    """A short passage of a source, cited as ``pagat 'Heading'`` or ``Tolnai §N``."""

    cite: str
    hu: str
    en: str


@dataclass(frozen=True)
class Reading:
    """A ruleset the question is also ruled under: a preset with some options changed."""

    label: str
    rules: Ruleset
    expect: Facts = field(default_factory=dict)


@dataclass(frozen=True)
class Question:
    id: str
    phase: str
    question: str
    situation_text: str
    situation: Mapping[str, Any]
    option: str
    options_say: str
    sources: tuple[Quote, ...]
    silent: str
    expect: Mapping[str, Facts]
    readings: tuple[Reading, ...]
    note: str = ""

    def rulesets(self) -> list[Reading]:
        """The presets, each with the answer the data expects, then the extra readings."""
        presets = [Reading(name, rules, self.expect.get(name, {})) for name, rules in PRESETS.items()]
        return presets + list(self.readings)


def load_questions(path: Path) -> list[Question]:
    """The questions of ``path`` in the order of the phases, then of the file."""
    data = tomllib.loads(path.read_text("utf-8"))
    deals = data.get("deal", {})
    questions = []
    for entry in data["question"]:
        situation = dict(entry["situation"])
        if "deal" in situation:  # a shared deal: its tags, hands and talon, then the question's own sections
            situation["record"] = deals[situation.pop("deal")] + situation["record"]
        readings = tuple(
            Reading(r["label"], PRESETS[r.get("preset", "pagat")].with_options(**r["options"]), r.get("expect", {}))
            for r in entry.get("reading", [])
        )
        questions.append(
            Question(
                id=entry["id"],
                phase=entry["phase"],
                question=entry["question"],
                situation_text=entry["situation_text"],
                situation=situation,
                option=entry["option"],
                options_say=entry.get("options_say", ""),
                sources=tuple(_quote(entry["id"], q) for q in entry.get("source", [])),
                silent=entry.get("silent", ""),
                expect=entry.get("expect", {}),
                readings=readings,
                note=entry.get("note", ""),
            )
        )
    unknown = {q.phase for q in questions} - set(PHASES)
    if unknown:
        raise TarokkInputError(f"unknown phase(s) {', '.join(sorted(unknown))}: expected {', '.join(PHASES)}")
    order = list(PHASES)
    return sorted(questions, key=lambda q: order.index(q.phase))


def _quote(question: str, data: Mapping[str, str]) -> Quote:
    if set(data) != {"cite", "hu", "en"}:  # a key meant for the question, written after its sources
        raise TarokkInputError(f"{question}: a source has the keys cite, hu, en, not {', '.join(sorted(data))}")
    return Quote(data["cite"], data["hu"], data["en"])


# Ruling -----------------------------------------------------------------------


def rule(question: Question, rules: Ruleset) -> tuple[Facts, str]:
    """The engine's ruling of ``question`` under ``rules``: its facts and a sentence."""
    situation = question.situation
    if "auction" in situation:
        return _auction(situation["auction"], rules)
    if "summary" in situation:
        return _summary(situation["summary"], rules, situation.get("show", "net"))
    if "record" in situation:
        return _record(situation["record"], rules)
    if "hand" in situation:
        return _hand(situation["hand"], rules, situation.get("discarded_tarokk", False))
    if "session" in situation:
        return _session(situation["session"], rules)
    raise TarokkInputError(f"{question.id}: the situation is none of auction, summary, record, hand, session")


def agrees(facts: Facts, expect: Facts) -> bool:
    """Whether the ruling's facts give every expected answer."""
    return all(facts.get(key) == value for key, value in expect.items())


def _refused(error: IllegalAction) -> tuple[Facts, str]:
    return {"error": error.rule}, f"refused: {error.message} ({error.rule})"


def _auction(words: str, rules: Ruleset) -> tuple[Facts, str]:
    try:
        auction = run_auction(words.split(), rules)
        result = auction.result()
    except IllegalAction as error:
        return _refused(error)
    if not result.complete:
        return {"complete": False}, "the auction is not over: " + ", ".join(auction.legal_actions()) + " still possible"
    if result.all_passed:
        return {"declarer": None}, "all passed: no game"
    assert result.contract is not None
    facts: Facts = {
        "declarer": result.declarer,
        "contract": result.contract.name,
        "invit": f"{result.invit.card.tolnai} by {result.invit.by}" if result.invit else "",
        "must_call": result.must_call.tolnai if result.must_call else "",
    }
    facts["promises"] = {seat: ", ".join(items) for seat, items in result.promises.items()}
    text = f"{result.declarer} plays {result.contract.name}"
    text += f"; invit for the {result.invit.card.tolnai} by {result.invit.by}" if result.invit else "; no invit"
    text += f"; he must call the {facts['must_call']}" if result.must_call else "; he calls the XX as usual"
    return facts, text


def _payments(payments: Mapping[Seat, int]) -> str:
    return ", ".join(f"{seat} {int(units):+d}" for seat, units in payments.items())


def _summary(data: Any, rules: Ruleset, show: str) -> tuple[Facts, str]:
    if isinstance(data, list):
        figure = show.removeprefix("figure:")
        nets = [
            sum(item.signed for item in settle(summary_from_data(entry), rules).items if item.figure == figure)
            for entry in data
        ]
        return {"nets": nets}, " · ".join(f"{net:+d}" for net in nets)
    settlement = settle(summary_from_data(data), rules)
    payments = {seat: int(units) for seat, units in settlement.payments.items()}
    facts: Facts = {"net": settlement.net, "payments": payments}
    if show == "payments":
        return facts, _payments(payments)
    side = "the declarer's side wins" if settlement.net > 0 else "the opponents win"
    return facts, f"{side} {abs(settlement.net)}" if settlement.net else "nobody wins anything"


def _record(text: str, rules: Ruleset) -> tuple[Facts, str]:
    record = parse_record(text)
    record.tags["Variant"] = rules.preset
    try:
        deal = replay_deal(record, rules)
    except IllegalAction as error:
        return _refused(error)
    facts: Facts = {"error": None, "outcome": deal.outcome, "phase": str(deal.phase)}
    if deal.announcements is not None:
        facts["announced"] = sorted(f"{figure} ({side})" for figure, side in deal.announcements.announced)
    fekszik = [event.seat for event in deal.events if event.action == "hivatalból kontra"]
    facts["fekszik_said_by"] = fekszik[0] if fekszik else None
    said = []
    if deal.thrown_in is not None:
        seat, grounds = deal.thrown_in
        facts["thrown_in"] = seat
        said.append(f"{seat} throws the deal in ({', '.join(THROW_IN_HANDS[g] for g in grounds)})")  # type: ignore[index]
    if deal.call is not None:
        facts["partner"] = deal.call.partner or "alone"
        facts["official_kontra_by"] = deal.call.official_kontra_by
        said.append(deal.call.reason)
    if deal.outcome is not None and deal.thrown_in is None:
        said.append(f"no game ({deal.outcome})")
    if facts["fekszik_said_by"] is not None:
        said.append(f"{facts['fekszik_said_by']} says: fekszik, hivatalból kontra")
    figures = [item for item in facts.get("announced", []) if item != "game (declarer)"]
    if figures:
        said.append("announced: " + ", ".join(figures))
    if deal.phase is Phase.THROW_IN:
        said.append(f"{deal.to_act} chooses whether to throw in")
    return facts, "allowed" + (": " + "; ".join(said) if said else "")


def _hand(cards: str, rules: Ruleset, discarded_tarokk: bool) -> tuple[Facts, str]:
    reasons = throw_in_reasons(parse_cards(cards), rules, discarded_tarokk)
    if not reasons:
        return {"throw_in": False}, "may not throw in"
    grounds = ", ".join(THROW_IN_HANDS[r] for r in reasons)
    if rules.throw_in_compulsory:  # the deal stops at the exchange: no choice to play on
        return {"throw_in": True, "may_play_on": False}, f"no game: the deal is thrown in ({grounds})"
    return {"throw_in": True, "may_play_on": True}, f"may throw in ({grounds}) or play on"


def _session(deals: list[Any], rules: Ruleset) -> tuple[Facts, str]:
    session = Session(rules, ["Anna", "Béla", "Cili", "Dani"])
    rows = [session.play(entry_from_data(deal, {}, f"deal {n}")) for n, deal in enumerate(deals, 1)]
    multipliers = [row.multiplier for row in rows]
    if not session.rules.ultimo_kassza:
        return {"multipliers": multipliers}, " ".join(f"×{m}" for m in multipliers)
    kassza = [int(row.kassza) if row.kassza.denominator == 1 else str(row.kassza) for row in rows]
    text = " ".join(f"×{m} (kassza {k})" for m, k in zip(multipliers, kassza, strict=True))
    return {"multipliers": multipliers, "kassza": kassza}, text


# The chapter ------------------------------------------------------------------------


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def situation_cards(question: Question) -> str:
    """The cards of a question as pictures (HTML on one line, each card labelled for screen
    readers): the hand of a hand question; a record's hands, talon and tricks played."""
    situation = question.situation
    if "hand" in situation:
        return f'<div class="dispute-cards">{hand_html(parse_cards(situation["hand"]))}</div>'
    if "record" not in situation:
        return ""
    record = parse_record(situation["record"])
    parts = [
        f'<div class="dispute-seat"><b>{seat}</b> {hand_html(cards)}</div>' for seat, cards in record.hands.items()
    ]
    if record.talon:
        parts.append(f'<div class="dispute-seat"><b>talon</b> {hand_html(record.talon)}</div>')
    tricks = [trick_html(Trick(plays[0][0], tuple(plays))) for plays in record.tricks if plays]
    if tricks:
        parts.append(f"<details><summary>The tricks played ({len(tricks)})</summary>{''.join(tricks)}</details>")
    return f'<div class="dispute-cards">{"".join(parts)}</div>'


def as_markdown(question: Question, labels: set[str]) -> str:
    """One question as MyST Markdown: the heading, the rulings under every ruleset, the
    deciding option, the sources quoted and linked, and what they leave open."""
    rows = []
    for reading in question.rulesets():
        facts, text = rule(question, reading.rules)
        mark = "✓" if agrees(facts, reading.expect) else "✗ not yet as the source says"
        rows.append(f"| {_cell(reading.label)} | {_cell(text)} | {mark if reading.expect else ''} |")
    lines = [
        f"## {question.question}",
        "",
        f"*{question.situation_text}*",
        "",
        situation_cards(question),
        "",
        "| rules | the engine rules | as the source says |",
        "|---|---|---|",
        *rows,
        "",
        f"**Decided by** `{question.option}`. {question.options_say}",
        "",
    ]
    for quote in question.sources:
        lines += [f"> „{quote.hu}”", ">", f"> — {quote.en} ({cite_links(quote.cite, labels)})", ""]
    if question.silent:
        lines += [f"**Where the sources are silent:** {question.silent}", ""]
    if question.note:
        lines += [question.note, ""]
    return "\n".join(lines)


def phase_markdown(questions: list[Question], phase: str, labels: set[str]) -> str:
    """Every question of one phase, in the order of the data."""
    return "\n".join(as_markdown(q, labels) for q in questions if q.phase == phase)
