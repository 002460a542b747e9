"""The tables and the plot of the magyar tarokk chapter (Tolnai §65), in either language,
all computed by the engine: the look ladders from the definition, the figures' prices, the
options, an example deal played by the bots, Tolnai's worked numbers, and the looking study."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from tarokk.core.catalogue import game_rules
from tarokk.core.definition import TalonHandling
from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.magyar import actions as act
from tarokk.games.magyar.bot import rule_policy
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import MagyarOptions
from tarokk.games.magyar.state import MagyarState
from tarokk.games.magyar.talon import look_ladder
from tarokk.games.magyar.words import ORDINALS, WORDS
from tarokk.studies.magyar import Estimate, LookingResult
from tarokkbook import settlement

if TYPE_CHECKING:
    from matplotlib.figure import Figure as PlotFigure

PART_NAMES = {
    3: (("top three", "felső három"), ("bottom three", "alsó három")),
    2: (("first two", "első kettő"), ("second two", "második kettő"), ("third two", "harmadik kettő")),
    1: tuple((f"{ordinal.en} card", f"{ordinal.hu} lap") for ordinal in ORDINALS[:6]),
}
"""The talon's parts as the ladders name them, top card first."""

LOOKING_NAMES = {
    "first": ("keep the first part", "az első részt tartja meg"),
    "weak": ("look again while the part is weak", "újra néz, amíg a rész gyenge"),
    "last": ("look to the end of the ladder", "a lépcső végéig néz"),
}


def _pick(pair: tuple[str, str], language: Language) -> str:
    return pair[1] if language == "hu" else pair[0]


def _number(value: float, language: Language, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals, a decimal comma in Hungarian."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language == "hu" else text


def ladder_table(language: Language = "en", options: MagyarOptions | None = None) -> pd.DataFrame:
    """Each bought contract's looks: the part turned up, its name and the game's price."""
    rows = []
    for contract in MAGYAR.contracts:
        if contract.talon != TalonHandling.PEEK_AT_PRICE:
            continue
        ladder = look_ladder(contract, options or MagyarOptions())
        for look, (part, price) in enumerate(zip(ladder.order, ladder.prices, strict=True)):
            rows.append(
                {
                    ("játék" if language == "hu" else "contract"): contract.hu,
                    ("megnézés" if language == "hu" else "look"): f"{ORDINALS[look].hu} {contract.hu}"
                    if language == "hu"
                    else f"{ORDINALS[look].en} ({ORDINALS[look].hu} {contract.hu})",
                    ("a megtartott rész" if language == "hu" else "part kept"): _pick(
                        PART_NAMES[ladder.part_size][part], language
                    ),
                    ("díj" if language == "hu" else "price"): price,
                }
            )
    return pd.DataFrame(rows)


def figures_table(language: Language = "en") -> pd.DataFrame:
    """The figures' prices from the definition (the volát's in times the game's price)."""
    rows = []
    for value in MAGYAR.figures:
        if value.figure not in act.FIGURES:
            continue
        unit = (" × a játék díja" if language == "hu" else " × the game") if value.per_base else ""
        rows.append(
            {
                ("figura" if language == "hu" else "figure"): WORDS.group("figure_names")[value.figure](language),
                ("csendben" if language == "hu" else "silent"): f"{value.silent}{unit}",
                ("bemondva" if language == "hu" else "announced"): f"{value.announced}{unit}",
            }
        )
    return pd.DataFrame(rows)


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    hu = language == "hu"
    rows = []
    for option in fields(MagyarOptions):
        texts = MagyarOptions.texts(option.name)
        sources = texts.sources_in(language)
        rows.append(
            {
                ("kapcsoló" if hu else "option"): option.name,
                ("alapérték" if hu else "default"): str(option.default),
                ("mit dönt el" if hu else "what it decides"): texts.doc_in(language),
                ("értékek és forrásuk" if hu else "values and their sources"): "; ".join(
                    f"{value}: {source}" for value, source in sources.items()
                ),
            }
        )
    return pd.DataFrame(rows)


def example_deal(seed: int, **options: Any) -> MagyarState:
    """Deal ``seed`` played to the end by three rule-based bots."""
    state = load_game("magyar", seed=seed, **options).new_initial_state()
    assert isinstance(state, MagyarState)
    return play_out(state, PolicyBot(rule_policy, np.random.default_rng(seed), "rule"))


def said_table(state: MagyarState, language: Language = "en") -> pd.DataFrame:
    """Everything said and done before the first lead, in order, in words."""
    replay = state.game.state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == "play":
            break
        seat = replay.game.seats[replay.current_player()]
        rows.append(
            {
                ("ki" if language == "hu" else "seat"): seat,
                ("mit" if language == "hu" else "action"): replay.action_text(action, language),
                (
                    "a jegyzőkönyv sora" if language == "hu" else "record line"
                ): f"{seat} {replay.action_to_string(action)}",
            }
        )
        replay.apply_action(action)
    return pd.DataFrame(rows)


def settlement_table(state: MagyarState, language: Language = "en") -> pd.DataFrame:
    """The settlement (:func:`tarokkbook.settlement.settlement_table`) as the Tolnai pages show
    it: the source beside the line, the amounts as numbers."""
    return settlement.settlement_table(state.settlement(), language, state.game.seats, numbers=True, source_first=True)


def study_table(results: list[LookingResult], language: Language = "en") -> pd.DataFrame:
    """The looking study: each strategy's looks, price, win rate and result, with 95 % intervals."""
    hu = language == "hu"

    def interval(estimate: Estimate, percent: bool = False) -> str:
        if percent:
            low, high = _number(100 * estimate.low, language, 1), _number(100 * estimate.high, language, 1)
            return f"{_number(100 * estimate.mean, language, 1)} % ({low}–{high})"
        low, high = _number(estimate.low, language), _number(estimate.high, language)
        return f"{_number(estimate.mean, language)} ({low}–{high})"

    rows = [
        {
            ("stratégia" if hu else "strategy"): _pick(LOOKING_NAMES[result.strategy], language),
            ("leosztás" if hu else "deals"): result.deals,
            ("megnézések" if hu else "looks"): interval(result.looks),
            ("a játék díja" if hu else "price"): interval(result.price),
            ("nyerési arány" if hu else "win rate"): interval(result.win_rate, percent=True),
            ("eredmény ellenfelenként" if hu else "result per opponent"): interval(result.result),
        }
        for result in results
    ]
    return pd.DataFrame(rows)


def study_plot(results: list[LookingResult], language: Language = "en") -> PlotFigure:
    """The price and the declarer's result per opponent of each strategy, with 95 % intervals."""
    import matplotlib.pyplot as plt

    hu = language == "hu"
    figure, ax = plt.subplots(figsize=(7, 2.6))
    names = [_pick(LOOKING_NAMES[result.strategy], language) for result in results]
    series = [
        ("a játék díja" if hu else "price of the game", [result.price for result in results]),
        ("eredmény ellenfelenként" if hu else "result per opponent", [result.result for result in results]),
    ]
    for offset, (label, estimates) in enumerate(series):
        ys = [index + 0.15 * (1 - 2 * offset) for index in range(len(results))]
        ax.errorbar(
            [e.mean for e in estimates],
            ys,
            xerr=[[e.mean - e.low for e in estimates], [e.high - e.mean for e in estimates]],
            fmt="o",
            capsize=3,
            label=label,
        )
    ax.set_yticks(range(len(results)), names)
    ax.invert_yaxis()
    ax.set_xlabel("pont (95 %-os intervallum)" if hu else "points (95 % interval)")
    ax.legend(loc="lower right", fontsize="small")
    figure.tight_layout()
    return figure


def rules_markdown(language: Language = "en") -> str:
    """The game's catalogued rules as a Markdown table, each linked to its section."""
    rows = [
        f"| {{ref}}`{entry.id} <{entry.id}>`<br>*{entry.hu}* | {entry.stated(language)} |"
        for entry in game_rules("magyar")
    ]
    header = "| szabály | mit mond |" if language == "hu" else "| rule | what it says |"
    return "\n".join([header, "|---|---|", *rows])


def study_verdict(results: list[LookingResult], language: Language = "en") -> str:
    """The study's answer in a sentence: which strategy earned most and least per opponent,
    and which won most often, with their 95 % intervals."""
    best = max(results, key=lambda result: result.result.mean)
    worst = min(results, key=lambda result: result.result.mean)
    surest = max(results, key=lambda result: result.win_rate.mean)

    def points(result: LookingResult) -> str:
        estimate = result.result
        low, high = _number(estimate.low, language), _number(estimate.high, language)
        return f"{_number(estimate.mean, language)} ({low}–{high})"

    def rate(result: LookingResult) -> str:
        estimate = result.win_rate
        return f"{100 * estimate.mean:.0f} % ({100 * estimate.low:.0f}–{100 * estimate.high:.0f} %)"

    overlap = best.result.low <= worst.result.high
    if language == "hu":
        return (
            f"Ellenfelenként a legtöbbet az a felvevő nyerte, aki {_pick(LOOKING_NAMES[best.strategy], 'hu')}: "
            f"leosztásonként {points(best)} pontot; "
            f"a legkevesebbet az, aki {_pick(LOOKING_NAMES[worst.strategy], 'hu')}: "
            f"{points(worst)} pontot"
            + (" (a két intervallum átfedi egymást, a különbség nem biztos)" if overlap else "")
            + f". Legtöbbször az nyert, aki {_pick(LOOKING_NAMES[surest.strategy], 'hu')}: {rate(surest)}."
        )
    return (
        f"Per opponent, the declarer who would {_pick(LOOKING_NAMES[best.strategy], 'en')} earned most, "
        f"{points(best)} points a deal; the one who would {_pick(LOOKING_NAMES[worst.strategy], 'en')} least, "
        f"{points(worst)}"
        + (" (the two intervals overlap: the difference is not certain)" if overlap else "")
        + f". The one who would {_pick(LOOKING_NAMES[surest.strategy], 'en')} won most often, {rate(surest)}."
    )
