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

Every question is written in English and in Hungarian (``question`` and ``question_hu``, …),
and the rulings are worded in either language from the same facts (:data:`WORDS`): the
English and the Hungarian pages are one renderer with a language parameter.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from tarokk.core.cards import Card, parse_cards
from tarokk.core.definition import Phase
from tarokk.core.display import hand_html, signed
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick, trick_html
from tarokk.games.paskievics.bidding import HU_WORDS, run_auction
from tarokk.games.paskievics.calling import CallOutcome
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import replay_deal
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, ThrowInHand
from tarokk.games.paskievics.scoring import settle, summary_from_data
from tarokk.games.paskievics.session import Session, entry_from_data
from tarokk.games.paskievics.throwin import THROW_IN_HANDS, throw_in_reasons
from tarokkbook import magyar
from tarokkbook.elszamolas import OWNERS
from tarokkbook.myst import cite_links

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

LANGUAGES = ("en", "hu")
"""The book's editions: each page of the chapter is rendered in either language."""


@dataclass(frozen=True)
class Quote:
    """A short passage of a source, cited as ``pagat 'Heading'`` or ``Tolnai §N``."""

    cite: str
    hu: str
    en: str


@dataclass(frozen=True)
class Reading:
    """A ruleset the question is also ruled under: a preset with some options changed.
    A preset is named alike in both languages; a reading has a Hungarian ``label_hu``."""

    label: str
    rules: Ruleset
    expect: Facts = field(default_factory=dict)
    label_hu: str = ""

    def name(self, lang: str) -> str:
        return self.label_hu if lang == "hu" and self.label_hu else self.label


@dataclass(frozen=True)
class Prose:
    """What a page says about a question in one language."""

    question: str
    situation_text: str
    options_say: str
    silent: str = ""
    note: str = ""


PROSE_FIELDS = ("question", "situation_text", "options_say", "silent", "note")
"""The fields of a question a page shows as prose; each has a Hungarian twin ``FIELD_hu``."""


@dataclass(frozen=True)
class Question:
    id: str
    phase: str
    question: str
    situation_text: str
    situation: Mapping[str, Any]
    options: tuple[str, ...]  # the options that decide it; none: one rule for every preset
    options_say: str
    sources: tuple[Quote, ...]
    silent: str
    expect: Mapping[str, Facts]
    readings: tuple[Reading, ...]
    note: str = ""
    hu: Prose = Prose("", "", "")

    def rulesets(self) -> list[Reading]:
        """The presets, each with the answer the data expects, then the extra readings."""
        presets = [Reading(name, rules, self.expect.get(name, {})) for name, rules in PRESETS.items()]
        return presets + list(self.readings)

    def prose(self, lang: str) -> Prose:
        """The question, its situation, the options' sources and what is left open, in ``lang``."""
        if lang == "hu":
            return self.hu
        return Prose(self.question, self.situation_text, self.options_say, self.silent, self.note)


SITUATION_KEYS = {"auction", "summary", "show", "record", "deal", "hand", "discarded_tarokk", "session"}
"""The keys of a question's situation (see the module's docstring)."""


def load_questions(path: Path) -> list[Question]:
    """The questions of ``path`` in the order of the phases, then of the file."""
    data = tomllib.loads(path.read_text("utf-8"))
    deals = data.get("deal", {})
    questions = []
    for entry in data["question"]:
        situation = dict(entry["situation"])
        if set(situation) - SITUATION_KEYS:  # a key meant for the question, written after its situation
            strays = ", ".join(sorted(set(situation) - SITUATION_KEYS))
            raise TarokkInputError(f"{entry['id']}: a situation has no key {strays}")
        if "deal" in situation:  # a shared deal: its tags, hands and talon, then the question's own sections
            situation["record"] = deals[situation.pop("deal")] + situation["record"]
        readings = tuple(
            Reading(
                r["label"],
                PRESETS[r.get("preset", "pagat")].with_options(**r["options"]),
                r.get("expect", {}),
                r.get("label_hu", ""),
            )
            for r in entry.get("reading", [])
        )
        questions.append(
            Question(
                id=entry["id"],
                phase=entry["phase"],
                question=entry["question"],
                situation_text=entry["situation_text"],
                situation=situation,
                options=tuple(entry["options"]),
                options_say=entry.get("options_say", ""),
                sources=tuple(_quote(entry["id"], q) for q in entry.get("source", [])),
                silent=entry.get("silent", ""),
                expect=entry.get("expect", {}),
                readings=readings,
                note=entry.get("note", ""),
                hu=Prose(*(entry.get(f"{name}_hu", "") for name in PROSE_FIELDS)),
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


# The words of each edition -------------------------------------------------------


@dataclass(frozen=True)
class PageWords:
    """How one edition words the engine's rulings and the parts of a question's section:
    ``says`` holds the sentences (with ``{placeholders}``), the functions name what the
    engine names (cards, games, throw-in hands, outcomes, figures, refusals, the call)."""

    says: Mapping[str, str]
    bid: Callable[[str], str]
    card: Callable[[Card], str]
    game: Callable[[str], str]
    hand: Callable[[str], str]
    outcome: Callable[[str], str]
    figure: Callable[[str, str], str]
    refusal: Callable[[IllegalAction], str]
    call: Callable[[CallOutcome, Seat, Mapping[Seat, Iterable[Card]]], str]


WORDS = {
    "en": PageWords(
        says={
            "open": "the auction is not over: {words} still possible",
            "all-passed": "all passed: no game",
            "plays": "{declarer} plays {game}",
            "invit": "; invit for the {card} by {by}",
            "no-invit": "; no invit",
            "must-call": "; he must call the {card}",
            "calls-xx": "; he calls the XX as usual",
            "declarer-wins": "the declarer's side wins {units}",
            "opponents-win": "the opponents win {units}",
            "nobody-wins": "nobody wins anything",
            "throws-in": "{seat} throws the deal in ({grounds})",
            "no-game": "no game ({outcome})",
            "fekszik": "{seat} says: fekszik, hivatalból kontra",
            "announced": "announced: {figures}",
            "chooses": "{seat} chooses whether to throw in",
            "allowed": "allowed",
            "may-not-throw-in": "may not throw in",
            "thrown-in": "no game: the deal is thrown in ({grounds})",
            "may-throw-in": "may throw in ({grounds}) or play on",
            "header": "| rules | the engine rules | as the source says |",
            "differs": "✗ not yet as the source says",
            "decided-by": "**Decided by** {options}.",
            "and": "(and {options})",
            "no-option": "**No option decides it.**",
            "silent": "**Where the sources are silent:**",
            "tricks": "The tricks played",
            "quote": "> — {en} ({cite})",
        },
        bid=lambda word: word,
        card=lambda card: card.tolnai,
        game=lambda contract: contract,
        hand=lambda grounds: THROW_IN_HANDS[cast(ThrowInHand, grounds)],
        outcome=lambda outcome: outcome,
        figure=lambda figure, side: f"{figure} ({side})",
        refusal=lambda error: f"refused: {error.message} ({error.rule})",
        call=lambda call, declarer, discards: call.reason,
    ),
    "hu": PageWords(
        says={
            "open": "a licit még nem ért véget, még mondható: {words}",
            "all-passed": "mindenki passzolt: nincs játék",
            "plays": "a felvevő {declarer}, {game}",
            "invit": "; {by} invitált, a jelzett lap: {card}",
            "no-invit": "; nincs invit",
            "must-call": "; ezt kell hívnia: {card}",
            "calls-xx": "; a szokásos módon a XX-ast hívja",
            "declarer-wins": "a felvevő pártja {units} egységet nyer",
            "opponents-win": "az ellenfelek {units} egységet nyernek",
            "nobody-wins": "senki sem nyer semmit",
            "throws-in": "{seat} bedobja a játékot ({grounds})",
            "no-game": "nincs játék: {outcome}",
            "fekszik": "{seat} bemondja: „fekszik, hivatalból kontra”",
            "announced": "bemondások: {figures}",
            "chooses": "{seat} dönt, bedobja-e a játékot",
            "allowed": "szabályos",
            "may-not-throw-in": "nem dobhatja be",
            "thrown-in": "nincs játék: a leosztást bedobják ({grounds})",
            "may-throw-in": "bedobhatja ({grounds}), vagy játszhat tovább",
            "header": "| szabályok | a motor döntése | a forrás szerint |",
            "differs": "✗ a motor még nem a forrás szerint dönt",
            "decided-by": "**Ezen a kapcsolón múlik:** {options}.",
            "and": "(és {options})",
            "no-option": "**Nem kapcsolón múlik.**",
            "silent": "**Amiről a források hallgatnak:**",
            "tricks": "A lejátszott ütések",
            "quote": "> — {cite}",
        },
        bid=lambda word: HU_WORDS[word],
        card=lambda card: card.hu,
        game=lambda contract: magyar.GAMES[contract],
        hand=lambda grounds: magyar.THROW_IN_HANDS[grounds],
        outcome=lambda outcome: magyar.OUTCOMES[outcome],
        figure=lambda figure, side: f"{Figure(figure).hu} ({OWNERS[side]})",
        refusal=magyar.refusal_hu,
        call=magyar.call_hu,
    ),
}
"""The words of the English and the Hungarian edition."""


# Ruling -----------------------------------------------------------------------


def rule(question: Question, rules: Ruleset, lang: str = "en") -> tuple[Facts, str]:
    """The engine's ruling of ``question`` under ``rules``: its facts and a sentence in ``lang``."""
    situation = question.situation
    words = WORDS[lang]
    if "auction" in situation:
        return _auction(situation["auction"], rules, words)
    if "summary" in situation:
        return _summary(situation["summary"], rules, situation.get("show", "net"), words)
    if "record" in situation:
        return _record(situation["record"], rules, words)
    if "hand" in situation:
        return _hand(situation["hand"], rules, situation.get("discarded_tarokk", False), words)
    if "session" in situation:
        return _session(situation["session"], rules)
    raise TarokkInputError(f"{question.id}: the situation is none of auction, summary, record, hand, session")


def agrees(facts: Facts, expect: Facts) -> bool:
    """Whether the ruling's facts give every expected answer."""
    return all(facts.get(key) == value for key, value in expect.items())


def _auction(spoken: str, rules: Ruleset, words: PageWords) -> tuple[Facts, str]:
    says = words.says
    try:
        auction = run_auction(spoken.split(), rules)
        result = auction.result()
    except IllegalAction as error:
        return {"error": error.rule}, words.refusal(error)
    if not result.complete:
        return {"complete": False}, says["open"].format(words=", ".join(map(words.bid, auction.legal_actions())))
    if result.all_passed:
        return {"declarer": None}, says["all-passed"]
    assert result.contract is not None
    facts: Facts = {
        "declarer": result.declarer,
        "contract": result.contract.name,
        "invit": f"{result.invit.card.tolnai} by {result.invit.by}" if result.invit else "",
        "must_call": result.must_call.tolnai if result.must_call else "",
    }
    facts["promises"] = {seat: ", ".join(items) for seat, items in result.promises.items()}
    text = says["plays"].format(declarer=result.declarer, game=words.game(result.contract.name))
    if result.invit:
        text += says["invit"].format(card=words.card(result.invit.card), by=result.invit.by)
    else:
        text += says["no-invit"]
    text += says["must-call"].format(card=words.card(result.must_call)) if result.must_call else says["calls-xx"]
    return facts, text


def _payments(payments: Mapping[Seat, int]) -> str:
    return ", ".join(f"{seat} {signed(units)}" for seat, units in payments.items())


def _summary(data: Any, rules: Ruleset, show: str, words: PageWords) -> tuple[Facts, str]:
    if isinstance(data, list):
        figure = show.removeprefix("figure:")
        nets = [
            sum(item.signed for item in settle(summary_from_data(entry), rules).items if item.figure == figure)
            for entry in data
        ]
        return {"nets": nets}, " · ".join(signed(net) for net in nets)
    settlement = settle(summary_from_data(data), rules)
    payments = {seat: int(units) for seat, units in settlement.payments.items()}
    facts: Facts = {"net": settlement.net, "payments": payments}
    if show == "payments":
        return facts, _payments(payments)
    if not settlement.net:
        return facts, words.says["nobody-wins"]
    side = "declarer-wins" if settlement.net > 0 else "opponents-win"
    return facts, words.says[side].format(units=abs(settlement.net))


def _record(text: str, rules: Ruleset, words: PageWords) -> tuple[Facts, str]:
    says = words.says
    record = parse_record(text)
    record.tags["Variant"] = rules.preset
    try:
        deal = replay_deal(record, rules)
    except IllegalAction as error:
        return {"error": error.rule}, words.refusal(error)
    facts: Facts = {"error": None, "outcome": deal.outcome, "phase": str(deal.phase)}
    if deal.announcements is not None:
        announced = sorted(deal.announcements.announced)
        facts["announced"] = sorted(f"{figure} ({side})" for figure, side in announced)
        figures = [words.figure(figure, side) for figure, side in announced if (figure, side) != ("game", "declarer")]
    else:
        figures = []
    fekszik = [event.seat for event in deal.events if event.action == "hivatalból kontra"]
    facts["fekszik_said_by"] = fekszik[0] if fekszik else None
    said = []
    if deal.thrown_in is not None:
        seat, grounds = deal.thrown_in
        facts["thrown_in"] = seat
        said.append(says["throws-in"].format(seat=seat, grounds=", ".join(map(words.hand, grounds))))
    if deal.call is not None:
        facts["partner"] = deal.call.partner or "alone"
        facts["official_kontra_by"] = deal.call.official_kontra_by
        declarer = deal.auction.result().declarer
        assert declarer is not None
        said.append(words.call(deal.call, declarer, deal.discards))
    if deal.outcome is not None and deal.thrown_in is None:
        said.append(says["no-game"].format(outcome=words.outcome(deal.outcome)))
    if facts["fekszik_said_by"] is not None:
        said.append(says["fekszik"].format(seat=facts["fekszik_said_by"]))
    if figures:
        said.append(says["announced"].format(figures=", ".join(figures)))
    if deal.phase is Phase.THROW_IN:
        said.append(says["chooses"].format(seat=deal.to_act))
    return facts, says["allowed"] + (": " + "; ".join(said) if said else "")


def _hand(cards: str, rules: Ruleset, discarded_tarokk: bool, words: PageWords) -> tuple[Facts, str]:
    reasons = throw_in_reasons(parse_cards(cards), rules, discarded_tarokk)
    if not reasons:
        return {"throw_in": False}, words.says["may-not-throw-in"]
    grounds = ", ".join(map(words.hand, reasons))
    if rules.throw_in_compulsory:  # the deal stops at the exchange: no choice to play on
        return {"throw_in": True, "may_play_on": False}, words.says["thrown-in"].format(grounds=grounds)
    return {"throw_in": True, "may_play_on": True}, words.says["may-throw-in"].format(grounds=grounds)


def _session(deals: list[Any], rules: Ruleset) -> tuple[Facts, str]:
    """The multipliers (and the kassza): numbers and the word kassza, alike in both languages."""
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


def situation_cards(question: Question, lang: str = "en") -> str:
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
        summary = f"{WORDS[lang].says['tricks']} ({len(tricks)})"
        parts.append(f"<details><summary>{summary}</summary>{''.join(tricks)}</details>")
    return f'<div class="dispute-cards">{"".join(parts)}</div>'


def _decided_by(options: tuple[str, ...], says: Mapping[str, str]) -> str:
    if not options:
        return says["no-option"]
    first, *others = (f"`{option}`" for option in options)
    if others:
        first += " " + says["and"].format(options=", ".join(others))
    return says["decided-by"].format(options=first)


def as_markdown(question: Question, labels: set[str], lang: str = "en") -> str:
    """One question as MyST Markdown in ``lang``: the heading, the rulings under every
    ruleset, the deciding option, the sources quoted and linked (in English with our
    translation; in Hungarian as they stand), and what they leave open."""
    says = WORDS[lang].says
    prose = question.prose(lang)
    rows = []
    for reading in question.rulesets():
        facts, text = rule(question, reading.rules, lang)
        mark = "✓" if agrees(facts, reading.expect) else says["differs"]
        rows.append(f"| {_cell(reading.name(lang))} | {_cell(text)} | {mark if reading.expect else ''} |")
    lines = [
        f"## {prose.question}",
        "",
        f"*{prose.situation_text}*",
        "",
        situation_cards(question, lang),
        "",
        says["header"],
        "|---|---|---|",
        *rows,
        "",
        f"{_decided_by(question.options, says)} {prose.options_say}",
        "",
    ]
    for quote in question.sources:
        cite = cite_links(quote.cite, labels, lang)
        lines += [f"> „{quote.hu}”", ">", says["quote"].format(en=quote.en, cite=cite), ""]
    if prose.silent:
        lines += [f"{says['silent']} {prose.silent}", ""]
    if prose.note:
        lines += [prose.note, ""]
    return "\n".join(lines)


def phase_markdown(questions: list[Question], phase: str, labels: set[str], lang: str = "en") -> str:
    """Every question of one phase, in the order of the data, in ``lang``."""
    return "\n".join(as_markdown(q, labels, lang) for q in questions if q.phase == phase)
