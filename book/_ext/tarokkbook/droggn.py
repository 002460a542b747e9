"""The tables of the book's chapter on Droggn, in English and in Hungarian, all computed by the
engine (:mod:`tarokk.games.droggn`): the contracts with their prices, a played deal and its
actions, a settlement, the played-deal study, the options and the rules."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.droggn.definition import DROGGN, PRICES
from tarokk.games.droggn.options import DroggnOptions
from tarokk.games.droggn.state import DroggnGame, DroggnState
from tarokk.studies.runner import load_study, run_study
from tarokkbook import sidegames
from tarokkbook.settlement import settlement_table as settlement_table
from tarokkbook.studies import cached

SEATS = DROGGN.seating.active_seats
"""The three seats."""


def contracts_table(language: Language = "en", **options: Any) -> pd.DataFrame:
    """The contracts, lowest first, with the talon's use and the price the options give each."""
    hu = language == "hu"
    game = DroggnGame(**options)
    talon = {
        "game": ("taken unseen, three laid away, one card bought", "felveszi, hármat fektet, egy lapot vásárol"),
        "super": ("closed, the declarer's", "zártan a felvevőé"),
        "super-mord": ("closed, the declarer's; every trick", "zártan a felvevőé; minden ütés"),
    }
    return pd.DataFrame(
        [
            {
                ("vállalás" if hu else "contract"): contract.hu,
                "talon": talon[contract.name][hu],
                ("egység" if hu else "units"): contract.base_value,
            }
            for contract in game.definition.contracts
        ]
    )


def bonus_table(language: Language = "en") -> pd.DataFrame:
    """The bonuses the page prices, in units."""
    hu = language == "hu"
    names = {"pagat-ulti": "pagátulti", "skiz-ulti": "skízulti", "pagat-capture": ("captured pagát", "elfogott pagát")}
    return pd.DataFrame(
        [
            {
                ("jutalom" if hu else "bonus"): name if isinstance(name, str) else name[hu],
                ("egység" if hu else "units"): PRICES[key],
            }
            for key, name in names.items()
        ]
    )


def played_deal(seed: int, bot: str = "rule", **options: Any) -> DroggnState:
    """The deal of ``seed`` played to the end by three of the game's ``bot``."""
    game = DroggnGame(**options)
    state = game.new_initial_state(seed)
    assert isinstance(state, DroggnState)
    return play_out(state, table_bot(game, bot, np.random.default_rng(seed)))


def actions_table(state: DroggnState, language: Language = "en", until: str = "play") -> pd.DataFrame:
    """Every action of the deal before the phase ``until``: who did what, in words."""
    replay = DroggnGame(**dataclasses.asdict(state.game.rules)).state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == until:
            break
        rows.append({("ki" if language == "hu" else "seat"): replay.to_act, "": replay.action_text(action, language)})
        replay.apply_action(action)
    return pd.DataFrame(rows)


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(DroggnOptions, language)


def rules_table(language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited."""
    return sidegames.rules_table("droggn", language)


def played_table(deals: int, seed: int = 1, language: Language = "en") -> pd.DataFrame:
    """The played-deal study (``simulations/droggn_played.py``) of ``deals`` deals from ``seed``,
    each event's rate with its 95 % Wilson interval; worked out once per build."""
    study = load_study("simulations.droggn_played")
    result = cached("droggn-played", lambda: run_study(study, deals, seed, DroggnOptions()), deals=deals, seed=seed)
    said = {event.name: event.hu if language == "hu" else event.description for event in study.events}
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
        ]
    )
