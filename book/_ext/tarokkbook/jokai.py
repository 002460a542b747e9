"""The tables of the Jókai-hármas chapter (nehezebb-kartyajatekok.txt, "Hármas tarokk"), in either
language, all computed by the engine: the looks at the skart's pairs and what a loss costs,
the figures' prices, the options, a deal played by the bots with its settlement, and the
contracts the bots play with how their declarers fare."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import numpy as np
import pandas as pd

from tarokk.core.catalogue import game_rules
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.jokai.bot import rules_bot
from tarokk.games.jokai.definition import JOKAI, PRICES
from tarokk.games.jokai.options import JokaiOptions
from tarokk.games.jokai.state import JokaiState
from tarokk.games.jokai.words import ORDINALS, PARTS, WORDS
from tarokk.studies.runner import mean_interval, wilson_interval


def _number(value: float, language: Language, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals, a decimal comma in Hungarian."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language == "hu" else text


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
    hu = language == "hu"
    rows = []
    for option in fields(JokaiOptions):
        texts = JokaiOptions.texts(option.name)
        default = option.default
        written = ";".join(f"{a}:{b}" for a, b in default) if isinstance(default, tuple) else str(default)
        rows.append(
            {
                ("kapcsoló" if hu else "option"): option.name,
                ("alapérték" if hu else "default"): written,
                ("mit dönt el" if hu else "what it decides"): texts.doc_in(language),
                ("értékek és forrásuk" if hu else "values and their sources"): "; ".join(
                    f"{value}: {source}" for value, source in texts.sources_in(language).items()
                ),
            }
        )
    return pd.DataFrame(rows)


def example_deal(seed: int, **options: Any) -> JokaiState:
    """Deal ``seed`` played to the end by three rule-based bots."""
    state = load_game("jokai", seed=seed, **options).new_initial_state()
    assert isinstance(state, JokaiState)
    return play_out(state, rules_bot, np.random.default_rng(seed))


def said_table(state: JokaiState, language: Language = "en") -> pd.DataFrame:
    """Everything said and done before the first lead, in order, in words, with the record's line."""
    hu = language == "hu"
    replay = state.game.state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == "play":
            break
        seat = replay.game.seats[replay.current_player()]
        rows.append(
            {
                ("ki" if hu else "seat"): seat,
                ("mit" if hu else "action"): replay.action_text(action, language),
                ("a jegyzőkönyv sora" if hu else "record line"): f"{seat} {replay.action_to_string(action)}",
            }
        )
        replay.apply_action(action)
    return pd.DataFrame(rows)


def settlement_table(state: JokaiState, language: Language = "en") -> pd.DataFrame:
    """The settlement line by line: what it is for, its source, and each seat's amount."""
    hu = language == "hu"
    rows = []
    for line in state.settlement():
        row: dict[str, Any] = {
            ("tétel" if hu else "line"): line.described(language),
            ("forrás" if hu else "source"): line.source,
        }
        row.update({seat: int(amount) for seat, amount in zip(state.game.seats, line.amounts, strict=True)})
        rows.append(row)
    return pd.DataFrame(rows)


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
                ("nyert alapjáték" if hu else "game won"): f"{_number(100 * wins / len(mine), language, 0)} % "
                f"({_number(100 * low, language, 0)}–{_number(100 * high, language, 0)} %)"
                if mine
                else "—",
                ("eredmény ellenfelenként" if hu else "result per opponent"): f"{_number(mean, language, 1)} "
                f"({_number(mean_low, language, 1)}–{_number(mean_high, language, 1)})"
                if len(mine) > 1
                else "—",
            }
        )
    return pd.DataFrame(rows)


def rules_markdown(language: Language = "en") -> str:
    """The game's catalogued rules as a Markdown table, each linked to its section."""
    rows = [
        f"| {{ref}}`{entry.id} <{entry.id}>`<br>*{entry.hu}* | {entry.stated(language)} |"
        for entry in game_rules("jokai")
    ]
    header = "| szabály | mit mond |" if language == "hu" else "| rule | what it says |"
    return "\n".join([header, "|---|---|", *rows])
