"""The engine's rulings, refusals, settlement items and actions in the language the command
line speaks.

The engine's own sentences are English (:data:`~tarokk.cli.language.ENGINE_LANGUAGE`). In
another language they are not translated word for word: the rule catalogue's statement of
the rule behind each one stands in for it (``statement_hu`` in the game's ``rules.toml``),
with the facts the engine keeps as fields (seat, action, line and column, the figure and
the side of a settlement item), so that a rule is worded once for both the book and the
command line. Rule ids stay the same in every language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarokk.cli.language import _, in_engine_language, ngettext, words_language
from tarokk.core.cards import Card, card_object
from tarokk.core.catalogue import Rule, rule
from tarokk.core.definition import KontraLadder
from tarokk.core.display import hand_text, trick_text
from tarokk.core.errors import TarokkError
from tarokk.core.figures import DECLARER, Figure
from tarokk.core.options import format_value
from tarokk.core.words import place
from tarokk.games.paskievics.announcements import meaning
from tarokk.games.paskievics.bidding import HU_WORDS
from tarokk.games.paskievics.calling import CallOutcome
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.hungarian import ANSWERS, action_hu, refusal_statement_hu
from tarokk.games.paskievics.ruleset import Ruleset, value_sources
from tarokk.games.paskievics.ruling import Depends, Ruling
from tarokk.games.paskievics.scoring import Item, Transfer
from tarokk.games.paskievics.words import GAMES


def rule_title(entry: Rule) -> str:
    """The rule's title in the language spoken."""
    return entry.titled("en" if in_engine_language() else "hu")


def ruling_sentence(ruling: Ruling) -> str | None:
    """A ruling's sentence: the engine's own, or the statement of its rule (None for the
    engine's narration without a rule, whose facts the command shows in its own words)."""
    if in_engine_language():
        return ruling.text
    return rule(ruling.rule).statement_hu if ruling.rule else None


def citation(rule_id: str) -> str:
    """``[bidding.hold: pagat 'A licitálás'; Tolnai §28]``: the rule id and its sources."""
    return f"[{rule_id}: {rule(rule_id).citation()}]"


Otherwise = Callable[[str, Any, str], str]
"""What another value of an option would rule, in words: (option, value, the engine's sentence)."""


def engine_otherwise(option: str, value: Any, ruling: str) -> str:
    """The engine's sentence on another value of an option, where it can be shown as it is."""
    return ruling if in_engine_language() else _("the ruling differs")


def depends_lines(depends: Depends, otherwise: Otherwise = engine_otherwise) -> list[str]:
    """``option discard_xx=forbidden (sources)``, then what each other value would rule."""
    value = format_value(depends.value)
    lines = [
        _("option {option}={value} ({sources})").format(
            option=depends.option, value=value, sources=sources_text(depends.option, depends.value)
        )
    ]
    for alt in depends.otherwise:
        lines.append(
            _("with {option}={value} ({sources}): {ruling}").format(
                option=depends.option,
                value=format_value(alt.value),
                sources=sources_text(depends.option, alt.value),
                ruling=otherwise(depends.option, alt.value, alt.ruling),
            )
        )
    return lines


def rulings_text(
    rulings: list[Ruling] | tuple[Ruling, ...],
    facts: list[str] | tuple[str, ...] = (),
    otherwise: Otherwise = engine_otherwise,
) -> str:
    """Each ruled sentence followed by ``[rule id: sources]`` and, indented, the options it
    depends on. Where the rules' statements stand in for the engine's sentences, ``facts``
    (the command's own sentences on what happened) come first."""
    lines = [] if in_engine_language() else list(facts)
    for ruling in rulings:
        sentence = ruling_sentence(ruling)
        if sentence is None:
            continue
        lines.append(sentence + (f" {citation(ruling.rule)}" if ruling.rule else ""))
        for depends in ruling.depends:
            first, *others = depends_lines(depends, otherwise)
            lines.append(f"  ↳ {first}")
            lines += [f"    {line}" for line in others]
    return "\n".join(lines)


def where(error: TarokkError) -> str:
    """Where in a text the fault is, ``line 3, column 5:`` and a space (empty when no line is known)."""
    return place(error, words_language())


def error_text(error: TarokkError) -> str:
    """An error as one sentence: where, what, and the rule id it applies."""
    if in_engine_language():
        return str(error)
    if error.hu is not None:  # the engine's sentence in Hungarian
        return f"{where(error)}{error.hu}" + (f" ({error.rule})" if error.rule else "")
    if error.rule:
        return f"{where(error)}{refusal_statement_hu(error)} ({error.rule})"
    return where(error) + error.message


def refusal_reason(error: TarokkError) -> str:
    """Why an action is refused, without the place: the engine's sentence (in Hungarian where
    the engine words it so), else the rule's statement."""
    if in_engine_language():
        return error.message
    if error.hu is not None:  # the engine's sentence in Hungarian
        return error.hu
    return rule(error.rule).statement_hu if error.rule else error.message


def item_text(item: Item) -> str:
    """A settlement item: the engine's line, or the figure, who announced or made it and whom it favours."""
    if in_engine_language():
        return item.text
    figure = Figure(item.figure)
    if figure is Figure.GAME:
        return _("game, won by the declarer's side") if item.side == DECLARER else _("game, won by the opponents")
    if item.announced:
        text = _("announced {figure}, the declarer's side's") if item.owner == DECLARER else None
        text = text or _("announced {figure}, the opponents'")
    else:
        text = _("silent {figure}, the declarer's side's") if item.owner == DECLARER else None
        text = text or _("silent {figure}, the opponents'")
    return text.format(figure=figure.hu)


def transfer_text(transfer: Transfer) -> str:
    """A payment between seats: the engine's line, or ``C → A, B, D: 11``."""
    if in_engine_language():
        return transfer.text
    return f"{', '.join(transfer.payers)} → {', '.join(transfer.receivers)}: {transfer.units}"


def action_text(action: object, spelling: str = "tolnai") -> str:
    """What a player said or did: the engine's word (``kontra game``), or the players' Hungarian one."""
    if in_engine_language():
        return action.name(spelling) if isinstance(action, Card) else str(action)
    if isinstance(action, str) and action not in HU_WORDS and action not in ANSWERS:
        return action  # the deal's own Hungarian events: "hivatalból kontra"
    return action_hu(action, spelling)


def choice_words(word: str) -> str:
    """A bidding word offered: ``hold (tartom)`` in English, ``tartom`` in Hungarian."""
    return f"{word} ({HU_WORDS[word]})" if in_engine_language() else HU_WORDS[word]


def figure_word(figure: str) -> str:
    """A figure announced: its id (``xxi-capture``) in English, its Hungarian name otherwise."""
    return figure if in_engine_language() else Figure(figure).hu


def side_word(side: str) -> str:
    """A side: ``declarer`` or ``opponents``, in the language spoken."""
    return _("declarer") if side == DECLARER else _("opponents")


def announcement_meaning(item: object, rule_id: str, kontras: KontraLadder) -> str:
    """What an announcement item says: the engine's few words (a kontra at its factor on
    ``kontras``), or the statement of its rule."""
    return meaning(item, kontras) if in_engine_language() else rule(rule_id).statement_hu  # type: ignore[arg-type]


def bot_advice(action: str, reason: str, search: bool = False) -> str:
    """A bot's advice, the rule-based or the ``search`` bot's: its action, with its reason in the
    engine's words where they can be shown."""
    if in_engine_language():
        said = (
            _("The search bot would say {action}: {reason}.")
            if search
            else _("The rule-based bot would say {action}: {reason}.")
        )
        return said.format(action=action, reason=reason)
    said = _("The search bot would say {action}.") if search else _("The rule-based bot would say {action}.")
    return said.format(action=action)


def call_text(call: CallOutcome, declarer: str) -> str:
    """Who the called card made the partner: the engine's sentence, or the facts in words."""
    if in_engine_language():
        return call.reason
    card = card_object(call.called, words_language())
    if call.partner is None:
        return _("{declarer} called {card} and plays alone").format(declarer=declarer, card=card)
    return _("{declarer} called {card}: {partner} is the partner").format(
        declarer=declarer, card=card, partner=call.partner
    )


def sources_text(option: str, value: Any) -> str:
    """The sources that play an option at a value, in the language spoken."""
    return value_sources(option, value, words_language())


def values_text(option: str) -> str:
    """The values an option takes, each with its sources, in the language spoken."""
    return Ruleset.expected(option, words_language())


def deal_text(deal: Deal, spelling: str = "tolnai") -> str:
    """A finished or unfinished deal in words: auction, exchange, announcements, tricks, result."""
    lines = [_("Auction: {calls}").format(calls=", ".join(f"{c.seat} {c.hu}" for c in deal.auction.calls))]
    result = deal.auction.result()
    if result.declarer is not None and result.contract is not None:
        contract = result.contract
        lines.append(
            _("Declarer {seat} plays {contract} ({hu}).").format(
                seat=result.declarer, contract=contract.name, hu=GAMES[contract.name].hu
            )
        )
    for seat, cards in deal.discards.items():
        tarokks = deal.discarded_tarokks(seat)
        taken = hand_text(deal.talon_taken[seat], spelling)
        line = _("  {seat} takes {taken}, discards {cards}").format(
            seat=seat, taken=taken, cards=hand_text(cards, spelling)
        )
        if tarokks:
            line += ngettext(" — {count} tarokk laid away", " — {count} tarokks laid away", tarokks).format(
                count=tarokks
            )
        lines.append(line)
    if deal.thrown_in is not None:
        seat, grounds = deal.thrown_in
        lines.append(_("{seat} throws the deal in: {grounds}.").format(seat=seat, grounds=", ".join(grounds)))
    if deal.announcements is not None:
        lines.append(_("Announcements:"))
        turn: list[str] = []
        for event in deal.events:
            if event.phase != "announce":
                continue
            if event.action == "pass":
                said = ", ".join(turn) if turn else action_text("pass")
                lines.append(f"  {event.seat}: {said}")
                turn = []
            elif event.action == "hivatalból kontra":
                lines.append(f"  {event.seat}: fekszik — hivatalból kontra")
            else:
                turn.append(action_text(event.action, spelling))
        if deal.call is not None and deal.declarer is not None:
            lines.append(_("Partner: {call}.").format(call=call_text(deal.call, deal.declarer)))
    if deal.play is not None:
        for number, trick in enumerate(deal.play.tricks, start=1):
            lines.append(trick_text(number, trick, spelling))
    if deal.finished:
        outcome = deal.result()
        if outcome.outcome == "played":
            points = outcome.card_points
            assert deal.play is not None
            by_seat = ", ".join(f"{seat} {won}" for seat, won in deal.play.points_won().items())
            lines.append(_("Card points in each seat's tricks: {points}.").format(points=by_seat))
            lines.append(
                _("Card points with the discards: declarer's side {declarer}, opponents {opponents}.").format(
                    declarer=points["declarer"], opponents=points["opponents"]
                )
            )
        else:
            lines.append(_("No play: {outcome}.").format(outcome=outcome.outcome))
    return "\n".join(lines)
