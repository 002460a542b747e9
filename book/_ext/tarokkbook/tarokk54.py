"""The tables of the book's chapter on the 54-card ten-contract tarokk, in English and in
Hungarian, all computed by the engine (:mod:`tarokk.games.tarokk54`): the card values (the
cards as tiles), the contract ladder, a played deal, the all-pass trisákolás table, the
combined contracts' arithmetic, the options and the rules."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from fractions import Fraction

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.cards import DECK54, Card, sort_hand
from tarokk.core.catalogue import game_rules
from tarokk.core.definition import Partner, TalonHandling
from tarokk.core.display import hand_html, with_minus
from tarokk.core.seats import Seat
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.tarokk54.definition import (
    CARD_VALUES,
    HALF,
    TAROKK54,
    Part,
    contract_play,
)
from tarokk.games.tarokk54.options import Tarokk54Options
from tarokk.games.tarokk54.scoring import Tarokk54Outcome, all_pass_lines, contract_lines
from tarokk.games.tarokk54.state import Tarokk54Game, Tarokk54State
from tarokkbook.settlement import settlement_table as settlement_table

SEATS = TAROKK54.seating.active_seats
"""The four seats of the 54-card game."""

_PART = {
    Part.TRISAK: ("fewer tricks", "kevesebb ütés"),
    Part.GAME: (f"game ({TAROKK54.win_points} points)", f"játék ({TAROKK54.win_points} pont)"),
    Part.ULTIMO: ("ultimó", "ultimó"),
    Part.BETLI: ("no trick", "egy ütés sem"),
}
_EXCHANGE = {
    (TalonHandling.NONE, False): ("none", "nincs"),
    (TalonHandling.SHARES, False): ("declarer 4, next two 1 each", "felvevő 4, a következő kettő 1-1"),
    (TalonHandling.CHOOSE_HALF, False): (f"declarer: top or bottom {HALF}", f"felvevő: felső vagy alsó {HALF}"),
    (TalonHandling.CHOOSE_HALF, True): (
        f"declarer: top or bottom {HALF}, or face up",
        f"felvevő: felső vagy alsó {HALF}, vagy felfordítva",
    ),
}


def cards_text(cards: Sequence[Card], language: Language = "en") -> str:
    """Cards in players' order, by their Hungarian names or Tolnai's abbreviations."""
    return ", ".join(card.hu if language == "hu" else card.tolnai for card in sort_hand(cards))


def card_values(language: Language = "en", pictures: bool = False) -> pd.DataFrame:
    """The cards that count, with their points, and the 64 of the deal; with ``pictures``,
    the cards as a row of tiles (HTML, for a table shown unescaped, as a Styler shows it)."""
    groups: dict[int, list[Card]] = {}
    for card in DECK54:
        groups.setdefault(CARD_VALUES[card], []).append(card)
    hu = language == "hu"
    rows = [
        {
            ("pont" if hu else "points"): value,
            ("lapok" if hu else "cards"): (hand_html(cards) if pictures else cards_text(cards, language))
            if value
            else ("a többi" if hu else "the rest"),
            ("darab" if hu else "count"): len(cards),
            ("együtt" if hu else "together"): value * len(cards),
        }
        for value, cards in sorted(groups.items(), reverse=True)
    ]
    rows.append(
        {
            ("pont" if hu else "points"): 1,
            ("lapok" if hu else "cards"): "ütésenként" if hu else "per trick",
            ("darab" if hu else "count"): TAROKK54.tricks,
            ("együtt" if hu else "together"): TAROKK54.tricks,
        }
    )
    return pd.DataFrame(rows)


def contract_ladder(language: Language = "en") -> pd.DataFrame:
    """The ten contracts from the definition: rank, name, units, parts, skart, partner, first lead."""
    hu = language == "hu"
    rows = []
    for contract in TAROKK54.contracts:
        play = contract_play(contract)
        parts = " + ".join(f"{_PART[part][hu]} {units}" for part, units in play.parts)
        rows.append(
            {
                "#": contract.level,
                ("licitfokozat" if hu else "contract"): contract.hu if hu else f"{contract.hu} ({contract.name})",
                ("egység" if hu else "units"): contract.base_value,
                ("vállalás" if hu else "promises"): parts,
                ("skartcsere" if hu else "exchange"): _EXCHANGE[contract.talon, play.may_refuse_exchange][hu],
                "partner": ("hívott tarokk" if hu else "called tarokk")
                if contract.partner == Partner.CALL_HIGHEST_MISSING
                else ("segítő lehet" if hu else "a helper may join")
                if contract.name == "trisak"
                else ("nincs" if hu else "none"),
                ("kezd" if hu else "leads"): ("felvevő" if hu else "declarer")
                if contract.lead == "declarer"
                else ("osztó jobbja" if hu else "dealer's right"),
            }
        )
    return pd.DataFrame(rows)


def all_pass_table(tricks: Mapping[Seat, int], language: Language = "en") -> pd.DataFrame:
    """The text's table of an all-pass trisákolás: what each seat pays („Ad”), what it
    receives from each other seat („Kap”), and its total („Össz”)."""
    lines = all_pass_lines(tricks)
    hu = language == "hu"
    rows = {("Ad" if hu else "pays"): [lines[i].amounts[i] for i in range(len(SEATS))]}
    for offset in (1, 2, 3):
        received = []
        for seat in range(len(SEATS)):
            payers = [i for i in range(len(SEATS)) if i != seat]
            received.append(lines[payers[offset - 1]].amounts[seat])
        rows[f"{'Kap' if hu else 'receives'} {offset}"] = received
    rows["Össz" if hu else "total"] = [sum((line.amounts[i] for line in lines), Fraction(0)) for i in range(len(SEATS))]
    table = pd.DataFrame(rows, index=list(SEATS)).T
    return table.map(lambda amount: with_minus(int(amount), "+d"))


def combined_table(language: Language = "en") -> pd.DataFrame:
    """Each contract of two parts: what each opponent pays the declarer (negative: receives)
    when both parts, one of them, or neither is won, the declarer playing alone."""
    hu = language == "hu"
    rows = []
    for contract in TAROKK54.contracts:
        parts = [part for part, _ in contract_play(contract).parts]
        if len(parts) < 2:
            continue
        row: dict[str, object] = {("licitfokozat" if hu else "contract"): contract.hu}
        for results in ((True, True), (True, False), (False, True), (False, False)):
            alone = Tarokk54Outcome(contract.name, "A", (0, 0, 0, 0))  # the declarer alone; the parts decided below
            lines = contract_lines(alone, {part: (won, None) for part, won in zip(parts, results, strict=True)})
            each = sum((line.amounts[1] for line in lines), Fraction(0))
            label = " / ".join(
                f"{_PART[part][hu].split(' ')[0]} {('✓' if result else '✗')}"
                for part, result in zip(parts, results, strict=True)
            )
            row[label] = int(-each)
        rows.append(row)
    return pd.DataFrame(rows)


def played_deal(seed: int, bot: str = "rule") -> Tarokk54State:
    """The deal of ``seed`` played to the end by four of the game's ``bot``."""
    game = Tarokk54Game()
    state = game.new_initial_state(seed)
    assert isinstance(state, Tarokk54State)
    return play_out(state, table_bot(game, bot, np.random.default_rng(seed)))


def actions_table(state: Tarokk54State, language: Language = "en", until: str = "play") -> pd.DataFrame:
    """Every action of the deal before the phase ``until``: who did what, in words."""
    replay = Tarokk54Game(**dataclasses.asdict(state.game.rules)).state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == until:
            break
        seat = replay.to_act
        rows.append({("ki" if language == "hu" else "seat"): seat, "": replay.action_text(action, language)})
        replay.apply_action(action)
    return pd.DataFrame(rows)


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: what each decides, and its values (the default, the reading of the
    text, first) with the source each follows."""
    hu = language == "hu"
    return pd.DataFrame(
        [
            {
                ("kapcsoló" if hu else "option"): field.name,
                ("mit dönt el" if hu else "what it decides"): Tarokk54Options.texts(field.name).doc_in(language),
                ("értékek és forrásuk" if hu else "values and their sources"): "; ".join(
                    f"{value}: {Tarokk54Options.texts(field.name).sources_in(language)[str(value)]}"
                    for value in Tarokk54Options.choices(field.name)
                ),
            }
            for field in dataclasses.fields(Tarokk54Options)
        ]
    )


def rules_table(language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited (each
    rule's statement is in its section of the chapter)."""
    hu = language == "hu"
    return pd.DataFrame(
        [
            {
                ("azonosító" if hu else "id"): entry.id,
                ("szabály" if hu else "rule"): entry.titled(language),
                ("forrás" if hu else "source"): "; ".join(entry.other),
            }
            for entry in game_rules("tarokk54")
        ]
    )
