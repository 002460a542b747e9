"""The words of the Hungarian edition's executed examples: a deal's actions and sides as
Hungarian players say them, built from the names the engine already keeps in Hungarian
(bidding words, figures, the kontra ladder, card names)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tarokk.core.cards import Card
from tarokk.core.catalogue import rule
from tarokk.core.errors import IllegalAction
from tarokk.core.options import format_value
from tarokk.core.seats import Seat
from tarokk.games.paskievics.bidding import HU_WORDS, Auction
from tarokk.games.paskievics.calling import CallOutcome
from tarokk.games.paskievics.hungarian import action_hu as action_hu  # the pages' words for a deal's actions
from tarokk.games.paskievics.hungarian import refusal_statement_hu
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.ruling import Ruling

SIDES = {"declarer": "a felvevő pártja", "opponents": "az ellenfelek"}
"""The two sides of a deal, as subjects of a sentence."""

GAMES = {"three": "hármas játék", "two": "kettes játék", "one": "egyes játék", "solo": "szóló játék"}
"""The game each contract's bid makes (Tolnai §23: „Következő fokozat az egyes játék …”)."""

AT_SEAT = {"A": "A-nál", "B": "B-nél", "C": "C-nél", "D": "D-nél", "E": "E-nél"}
"""Where a card is: at a seat, the suffix matching the letter's name as it is read out."""


def auction_hu(auction: Auction, rulings: list[Ruling]) -> str:
    """The engine's ruling on an auction as Hungarian MyST: the words spoken, who plays
    which game, the conventions that stand, then each rule the ruling applies in the
    catalogue's Hungarian wording (the engine's own sentences are English), with the
    options that decide it."""
    result = auction.result()
    said = ", ".join(f"{call.seat} {HU_WORDS[call.word]}" for call in auction.calls)
    lines = [f"- Licit: {said}."]
    if result.all_passed:
        lines.append("- Mindenki passzolt: nincs játék.")
    elif not result.complete:
        lines.append(f"- A licit még nem ért véget, {auction.to_speak} következik.")
    if result.declarer is not None and result.contract is not None:
        contract = result.contract
        talon = ", ".join(f"{seat} {count}" for seat, count in result.talon.items())
        lines.append(f"- A felvevő **{result.declarer}**: {GAMES[contract.name]}, alapdíja {contract.base_value}.")
        lines.append(f"- A talonból a felvevőtől kezdve: {talon} lap.")
    if result.invit is not None:
        lines.append(f"- {result.invit.by} invitált, a jelzett lap: {result.invit.card.hu}.")
    if result.engedett_by is not None:
        lines.append(f"- {result.engedett_by} engedett: ezzel a XX-ast jelezte.")
    if result.must_call is not None:
        lines.append(f"- A felvevőnek ezt kell hívnia: {result.must_call.hu}.")
    lines += rule_lines(rulings)
    return "\n".join(lines)


def rule_lines(rulings: list[Ruling]) -> list[str]:
    """Each rule the rulings apply, once, in the catalogue's Hungarian wording, linked to
    its section, with the options that decide it and the presets that play each value."""
    lines = []
    for rule_id in dict.fromkeys(ruling.rule for ruling in rulings if ruling.rule):
        lines.append(f"- {rule(rule_id).statement_hu} ({{ref}}`{rule_id} <{rule_id}>`)")
    for option in dict.fromkeys(depends.option for ruling in rulings for depends in ruling.depends):
        lines.append(f"- Ezen múlik: {option_values(option)}.")
    return lines


def option_values(option: str) -> str:
    """``hold_rule``: each value a preset plays, with the presets that play it."""
    by_value: dict[str, list[str]] = {}
    for name, preset in PRESETS.items():
        by_value.setdefault(format_value(getattr(preset, option)), []).append(name)
    values = "; ".join(f"`{value}` ({', '.join(presets)})" for value, presets in by_value.items())
    return f"`{option}` – {values}"


def call_hu(call: CallOutcome, declarer: Seat, discards: Mapping[Seat, Iterable[Card]]) -> str:
    """Where the called card is and what it makes of the sides (pagat 'Partnerhívás';
    Tolnai §47): „a hívott XX C-nél van, ő a partner”, „a hívott II C skartjában fekszik:
    B egyedül játszik, C hivatalból kontrázik”."""
    card = call.called.hu
    if call.partner is not None:
        return f"a hívott {card} {AT_SEAT[call.partner]} van, ő a partner"
    if call.official_kontra_by is not None:
        seat = call.official_kontra_by
        return f"a hívott {card} {seat} skartjában fekszik: {declarer} egyedül játszik, {seat} hivatalból kontrázik"
    if call.called in set(discards.get(declarer, ())):
        return f"a hívott {card} {declarer} saját skartjában fekszik: egyedül játszik"
    return f"a hívott {card} {declarer} saját kezében van: egyedül játszik"


def refusal_hu(error: IllegalAction) -> str:
    """A refusal in Hungarian: who may not say or do what, and the rule it breaks."""
    return f"**Nem szabályos:** {refusal_statement_hu(error)} ({{ref}}`{error.rule} <{error.rule}>`)"


def options_table_hu(descriptions: dict[str, str]) -> str:
    """A Markdown table of options: each with its Hungarian description (the page's words)
    and the value every preset plays."""
    lines = ["| kapcsoló | mit dönt el | " + " | ".join(f"`{name}`" for name in PRESETS) + " |"]
    lines.append("|---|---|" + "---|" * len(PRESETS))
    for option, description in descriptions.items():
        values = " | ".join(f"`{format_value(getattr(preset, option))}`" for preset in PRESETS.values())
        lines.append(f"| `{option}` | {description} | {values} |")
    return "\n".join(lines)


OUTCOMES = {
    "played": "lejátszották",
    "all-passed": "mindenki passzolt, nincs játék",
    "thrown-in": "bedobták",
    "probaharom-failed": "bukott próbahárom",
    "missed-invit": "elhibázott invit, a licit elölről kezdődik",
}
"""How a deal ended (:data:`~tarokk.games.paskievics.scoring.Outcome`)."""

THROW_IN_HANDS = {
    "four-kings": "mind a négy király",
    "xxi-only": "a XXI-es az egyetlen tarokkja",
    "pagat-only": "a pagát az egyetlen tarokkja",
    "no-tarokk": "kilenc színes lap, tarokk nélkül",
    "xxi-pagat-seven-suits": "a XXI-es és a pagát hét színes lappal",
}
"""The hands that may be thrown in (:data:`~tarokk.games.paskievics.throwin.THROW_IN_HANDS`)."""

SHEET_HEADINGS = {
    "seating dealer": "osztó",
    "deal": "leosztás",
    "dealer": "osztó",
    "game": "játék",
    "sum": "összeg = 0",
}
"""The printed score sheet's column headings (:data:`tarokkbook.scoresheet.HEADINGS`)."""
