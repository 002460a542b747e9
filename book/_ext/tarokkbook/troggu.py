"""The tables of the book's chapter on Troggu, in English and in Hungarian, all computed by the
engine (:mod:`tarokk.games.troggu`): the deal by the number of players, the payments, the
supplement's figures, a played deal and its actions, a settlement, the played-deal study, the
options and the rules."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.troggu.actions import FIGURES
from tarokk.games.troggu.definition import HAND, POINTS, TAPP, TROGGU, UNITS
from tarokk.games.troggu.options import TrogguOptions
from tarokk.games.troggu.state import TrogguGame, TrogguState
from tarokk.games.troggu.words import WORDS
from tarokk.studies.runner import load_study, run_study
from tarokkbook import sidegames
from tarokkbook.settlement import settlement_table as settlement_table
from tarokkbook.studies import cached


def deal_table(language: Language = "en") -> pd.DataFrame:
    """The page's table of the deal: the Tapp's cards and each hand's, by the number of players."""
    hu = language == "hu"
    return pd.DataFrame(
        [
            {
                ("játékosok" if hu else "players"): players,
                ("a Tapp lapjai" if hu else "cards in the Tapp"): TAPP[players],
                ("egy játékosnak osztott lapok" if hu else "cards in each hand"): HAND[players],
            }
            for players in TAPP
        ]
    )


def payments_table(language: Language = "en") -> pd.DataFrame:
    """What the declarer wins from each opponent (or pays each), by what he reached."""
    hu = language == "hu"
    reached = {
        "game": (f"{POINTS['game']} points", f"{POINTS['game']} pont"),
        "double-game": (f"{POINTS['double-game']} points", f"{POINTS['double-game']} pont"),
        "volat": ("every trick", "minden ütés"),
    }
    names = {"game": ("game", "játék"), "double-game": ("double game", "duplajáték"), "volat": ("volát", "volát")}
    return pd.DataFrame(
        [
            {
                ("fokozat" if hu else "level"): names[level][hu],
                ("amit el kell érni" if hu else "needs"): reached[level][hu],
                ("játék" if hu else "game"): units,
                "szóló": 2 * units,
            }
            for level, units in UNITS.items()
        ]
    )


FIGURE_SENSES = {
    "trull": ("the three honours taken home", "3 honőr hazavitele"),
    "four-kings": ("the four kings taken home", "4 király hazavitele"),
    "pagat-ultimo": ("the last trick taken with the pagát", "utolsó ütés pagáttal"),
    "pagat-capture": ("the other side's pagát taken", "ellenfél pagátjának ütése"),
    "xxi-capture": ("the other side's XXI taken", "ellenfél XXI-esének ütése"),
}
"""What each figure is, as the page's table says it in brackets (its Hungarian words)."""


def figures_table(language: Language = "en") -> pd.DataFrame:
    """The supplement's figures with their prices from the definition, in units from each opponent:
    silent, announced, and announced with the kontra on it."""
    hu = language == "hu"
    kontra = TROGGU.kontras.factor(len(TROGGU.kontras.words))
    rows = []
    for figure in FIGURES:
        value = TROGGU.figure_value(figure)
        rows.append(
            {
                ("figura" if hu else "figure"): WORDS.group("figure_names")[figure](language),
                ("mi ez" if hu else "what it is"): FIGURE_SENSES[figure][hu],
                ("csendben" if hu else "silent"): value.silent,
                ("bemondva" if hu else "announced"): value.announced,
                ("megkontrázva" if hu else "announced, kontrád"): kontra * value.announced,
            }
        )
    return pd.DataFrame(rows)


def played_deal(seed: int, bot: str = "rule", **options: Any) -> TrogguState:
    """The deal of ``seed`` played to the end by the game's ``bot`` at every seat."""
    game = TrogguGame(**options)
    state = game.new_initial_state(seed)
    assert isinstance(state, TrogguState)
    return play_out(state, table_bot(game, bot, np.random.default_rng(seed)))


def actions_table(state: TrogguState, language: Language = "en", until: str = "play") -> pd.DataFrame:
    """Every action of the deal before the phase ``until``: who did what, in words."""
    replay = TrogguGame(**dataclasses.asdict(state.game.rules)).state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == until:
            break
        rows.append({("ki" if language == "hu" else "seat"): replay.to_act, "": replay.action_text(action, language)})
        replay.apply_action(action)
    return pd.DataFrame(rows)


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(TrogguOptions, language)


def rules_table(language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited."""
    return sidegames.rules_table("troggu", language)


def played_table(deals: int, seed: int = 1, language: Language = "en", players: int = 4) -> pd.DataFrame:
    """The played-deal study (``simulations/troggu_played.py``) of ``deals`` deals from ``seed`` at a
    table of ``players``, each event's rate with its 95 % Wilson interval; worked out once per build."""
    study = load_study("simulations.troggu_played")
    options = TrogguOptions.read({"players": players})
    result = cached(f"troggu-played-{players}", lambda: run_study(study, deals, seed, options), deals=deals, seed=seed)
    said = {event.name: event.hu if language == "hu" else event.description for event in study.events}
    empty = {"troggu.no-game", "troggu.mizer.declarer-ahead"}  # all pass plays the mizer, which has no declarer
    hu = language == "hu"

    def rate(value: float) -> str:
        return f"{value:.1%}".replace(".", ",") if hu else f"{value:.1%}"

    return pd.DataFrame(
        [
            {
                ("esemény" if hu else "event"): said[estimate.event],
                ("arány" if hu else "rate"): rate(estimate.estimate),
                (
                    "95%-os intervallum" if hu else "95% interval"
                ): f"{rate(estimate.ci95[0])} – {rate(estimate.ci95[1])}",
            }
            for estimate in result.estimates
            if estimate.event not in empty
        ]
    )
