"""The tables of the módosított hármastarokk chapter (nehezebb-kartyajatekok.txt, "Módosított
hármastarokk"), in either language, all computed by the engine: the looks at the skart's pairs
and what a loss costs, the figures' prices, a deal played by the bots, and how the bots'
declarers fare with three and with four players."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.modositott.bot import rule_policy
from tarokk.games.modositott.definition import MODOSITOTT, PRICES
from tarokk.games.modositott.options import ModositottOptions
from tarokk.games.modositott.state import ModositottState
from tarokk.games.modositott.words import ORDINALS, PARTS, WORDS
from tarokk.studies.runner import mean_interval, wilson_interval
from tarokkbook import sidegames
from tarokkbook.sidegames import number
from tarokkbook.sidegames import said_table as said_table  # the chapter reads them here
from tarokkbook.sidegames import settlement_table as settlement_table

Played = tuple[str, bool, float]
"""A played deal with a declarer: his contract ("mizer" when all passed), whether his side won
the game (in a mizer: whether the first seat paid nothing), and the first seat's result."""


def ladder_table(language: Language = "en", **options: Any) -> pd.DataFrame:
    """The első kettős's looks: the pair looked at and what a loss costs after it (a win pays 2);
    the második and harmadik start one and two pairs later."""
    hu = language == "hu"
    contract = load_game("modositott", **options).definition.contracts[0]
    assert contract.ladder is not None
    return pd.DataFrame(
        {
            ("nézés" if hu else "look"): ORDINALS[look](language),
            ("lappár" if hu else "pair"): PARTS[part](language),
            ("visszatett lappár" if hu else "pairs put back"): look,
            ("nyerve" if hu else "won"): PRICES["kettos_win"],
            ("bukva" if hu else "lost"): price,
        }
        for look, (part, price) in enumerate(zip(contract.ladder.order, contract.ladder.prices, strict=True))
    )


def figures_table(language: Language = "en") -> pd.DataFrame:
    """The figures' prices in the definition (Tolnai §65's, standing in for the lost table)."""
    hu = language == "hu"
    return pd.DataFrame(
        {
            ("figura" if hu else "figure"): WORDS.group("figure_names")[value.figure](language),
            ("csendben" if hu else "silent"): value.silent,
            ("bemondva" if hu else "announced"): value.announced,
        }
        for value in MODOSITOTT.figures
    )


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(ModositottOptions, language)


def rules_markdown(language: Language = "en") -> str:
    """The game's catalogued rules as a Markdown table, each linked to its section."""
    return sidegames.rules_markdown("modositott", language)


def example_deal(seed: int, **options: Any) -> ModositottState:
    """Deal ``seed`` played to the end by the rule-based bots."""
    state = load_game("modositott", seed=seed, **options).new_initial_state()
    assert isinstance(state, ModositottState)
    return play_out(state, PolicyBot(rule_policy, np.random.default_rng(seed), "rule"))


def played(deals: int, players: int = 3, seed: int = 1) -> list[Played]:
    """Deals ``seed`` … ``seed + deals − 1`` played by the rule-based bots, those not thrown in:
    each deal's contract, whether the declaring side won the game, and its declarer's result
    (in a mizer: the first seat's)."""
    results = []
    for deal in range(seed, seed + deals):
        state = example_deal(deal, players=players)
        if state.play is None:
            continue
        seat = state.seats[0] if state.declarer is None else state.declarer
        result = state.returns()[state.seats.index(seat)]
        if state.contract is None:
            results.append(("mizer", result >= 0, result))
        else:
            game = state.settlement()[0].amounts[state.seats.index(seat)] > 0
            results.append((state.contract.name, game, result))
    return results


def played_table(results: list[Played], deals: int, language: Language = "en") -> pd.DataFrame:
    """Per contract and the mizer: how often the bots play it, how often the declaring side wins
    the game (in the mizer: how often A pays nothing), and the mean result, with 95 % intervals."""
    hu = language == "hu"
    rows = []
    for name, said in [(c.name, c.hu) for c in MODOSITOTT.contracts] + [("mizer", "mizer")]:
        mine = [(won, result) for contract, won, result in results if contract == name]
        wins = sum(won for won, _ in mine)
        low, high = wilson_interval(wins, len(mine)) if mine else (0.0, 0.0)
        mean, mean_low, mean_high = mean_interval([result for _, result in mine]) if len(mine) > 1 else (0, 0, 0)
        share = f"{number(100 * wins / len(mine), language, 0)} % " if mine else "—"
        rows.append(
            {
                ("játék" if hu else "contract"): said,
                ("leosztás" if hu else "deals"): f"{len(mine)} / {deals}",
                ("nyert" if hu else "won"): share
                + (f"({number(100 * low, language, 0)}–{number(100 * high, language, 0)} %)" if mine else ""),
                ("eredmény" if hu else "result"): f"{number(mean, language, 1)} "
                f"({number(mean_low, language, 1)}–{number(mean_high, language, 1)})"
                if len(mine) > 1
                else "—",
            }
        )
    return pd.DataFrame(rows)
