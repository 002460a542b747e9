"""The tables of the Jókai-hármas chapter (nehezebb-kartyajatekok.txt, "Hármas tarokk"), in either
language, all computed by the engine: the looks at the skart's pairs and what a loss costs,
the figures' prices, the options, a deal played by the bots with its settlement, and the
contracts the bots play with how their declarers fare."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.jokai.bot import rule_policy
from tarokk.games.jokai.definition import JOKAI, PRICES
from tarokk.games.jokai.options import JokaiOptions
from tarokk.games.jokai.state import JokaiState
from tarokk.games.jokai.words import ORDINALS, PARTS, WORDS
from tarokk.studies.runner import mean_interval, wilson_interval
from tarokkbook import sidegames
from tarokkbook.sidegames import number
from tarokkbook.sidegames import said_table as said_table  # the chapter reads them here
from tarokkbook.sidegames import settlement_table as settlement_table


def ladder_table(language: Language = "en", **options: Any) -> pd.DataFrame:
    """Each kettős's looks: the pair looked at and what a loss costs after it (a win pays 2)."""
    hu = language == "hu"
    definition = load_game("jokai", **options).definition
    rows = []
    for contract in definition.contracts:
        if contract.ladder is None:
            continue
        for look, (part, price) in enumerate(zip(contract.ladder.order, contract.ladder.prices, strict=True)):
            rows.append(
                {
                    ("licit" if hu else "bid"): contract.hu,
                    ("nézés" if hu else "look"): ORDINALS[look](language),
                    ("lappár" if hu else "pair"): PARTS[part](language),
                    ("nyerve" if hu else "won"): PRICES["kettos_win"],
                    ("bukva" if hu else "lost"): price,
                }
            )
    return pd.DataFrame(rows)


def figures_table(language: Language = "en") -> pd.DataFrame:
    """The figures' prices in the definition (Tolnai §65's, standing in for the lost table)."""
    hu = language == "hu"
    return pd.DataFrame(
        [
            {
                ("figura" if hu else "figure"): WORDS.group("figure_names")[value.figure](language),
                ("csendben" if hu else "silent"): value.silent,
                ("bemondva" if hu else "announced"): value.announced,
            }
            for value in JOKAI.figures
        ]
    )


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(JokaiOptions, language)


def example_deal(seed: int, **options: Any) -> JokaiState:
    """Deal ``seed`` played to the end by three rule-based bots."""
    state = load_game("jokai", seed=seed, **options).new_initial_state()
    assert isinstance(state, JokaiState)
    return play_out(state, PolicyBot(rule_policy, np.random.default_rng(seed), "rule"))


def played(deals: int, seed: int = 1) -> list[tuple[str, bool, float]]:
    """Deals ``seed`` … ``seed + deals − 1`` played by the rule-based bots: for each deal with a
    declarer, his contract, whether he won the game, and his result per opponent."""
    results = []
    for deal in range(seed, seed + deals):
        state = example_deal(deal)
        if state.declarer is None or state.contract is None:
            continue
        game = state.settlement()[0].amounts[state.seats.index(state.declarer)] > 0
        results.append((state.contract.name, game, state.returns()[state.seats.index(state.declarer)] / 2))
    return results


def played_table(results: list[tuple[str, bool, float]], deals: int, language: Language = "en") -> pd.DataFrame:
    """Per contract: how often the bots play it, how often its declarer wins the game and his
    mean result per opponent, each with its 95 % interval."""
    hu = language == "hu"
    rows = []
    for contract in JOKAI.contracts:
        mine = [(won, result) for name, won, result in results if name == contract.name]
        wins = sum(won for won, _ in mine)
        low, high = wilson_interval(wins, len(mine)) if mine else (0.0, 0.0)
        mean, mean_low, mean_high = mean_interval([result for _, result in mine]) if mine else (0.0, 0.0, 0.0)
        rows.append(
            {
                ("licit" if hu else "bid"): contract.hu,
                ("leosztás" if hu else "deals"): f"{len(mine)} / {deals}",
                ("nyert alapjáték" if hu else "game won"): f"{number(100 * wins / len(mine), language, 0)} % "
                f"({number(100 * low, language, 0)}–{number(100 * high, language, 0)} %)"
                if mine
                else "—",
                ("eredmény ellenfelenként" if hu else "result per opponent"): f"{number(mean, language, 1)} "
                f"({number(mean_low, language, 1)}–{number(mean_high, language, 1)})"
                if len(mine) > 1
                else "—",
            }
        )
    return pd.DataFrame(rows)


def rules_markdown(language: Language = "en") -> str:
    """The game's catalogued rules as a Markdown table, each linked to its section."""
    return sidegames.rules_markdown("jokai", language)
