"""The tables of the book's chapter on Rikiki, in English and in Hungarian, all computed by the
engine (:mod:`tarokk.games.rikiki`): the packs and the deals of a game, the page's scores, a
played deal, its bids and settlement, the game's question (the dealer's barred bid and the bid
of none), the options and the rules."""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.rikiki.course import deal_sizes, pack
from tarokk.games.rikiki.options import RikikiOptions
from tarokk.games.rikiki.scoring import RikikiOutcome, deal_score
from tarokk.games.rikiki.state import RikikiGame, RikikiState
from tarokk.studies.runner import wilson_interval
from tarokkbook import sidegames
from tarokkbook.settlement import settlement_table as settlement_table
from tarokkbook.studies import cached


def _rate(value: float, hu: bool) -> str:
    return f"{value:.1%}".replace(".", ",") if hu else f"{value:.1%}"


def sizes_table(language: Language = "en") -> pd.DataFrame:
    """By the number of players: the pack, the most cards each, and the deals of a game under each
    value of the option ``stages``."""
    hu = language == "hu"
    rows = []
    for players in (3, 4, 5, 6):
        row: dict[str, object] = {
            ("játékosok" if hu else "players"): players,
            ("lapok" if hu else "cards"): len(pack(players)),
            ("legtöbb lap fejenként" if hu else "most cards each"): len(pack(players)) // players,
        }
        for stages in ("both", "shared-top", "growing"):
            row[f"stages={stages}"] = len(deal_sizes(RikikiOptions(players=players, stages=stages)))
        rows.append(row)
    return pd.DataFrame(rows)


def scores_table(language: Language = "en") -> pd.DataFrame:
    """The page's five lines as a table of points, bids down, tricks taken across (four cards)."""
    hu = language == "hu"
    rules = RikikiOptions()
    rows = []
    for bid in range(5):
        row: dict[str, object] = {("vállalás" if hu else "bid"): bid}
        row.update({str(taken): deal_score(bid, taken, rules) for taken in range(5)})
        rows.append(row)
    return pd.DataFrame(rows)


def played_deal(seed: int, bot: str = "rule", **options: Any) -> RikikiState:
    """The deal of ``seed`` played to the end by the game's ``bot`` at every seat."""
    game = RikikiGame(**options)
    state = play_out(game.new_initial_state(seed), table_bot(game, bot, np.random.default_rng(seed)))
    assert isinstance(state, RikikiState)
    return state


def bids_table(state: RikikiState, language: Language = "en") -> pd.DataFrame:
    """Each seat's bid, in the order said, with the tricks it took and its points."""
    hu = language == "hu"
    outcome = state.outcome()
    assert outcome is not None
    return pd.DataFrame(
        [
            {
                ("ki" if hu else "seat"): seat,
                ("vállalás" if hu else "bid"): bid,
                ("ütés" if hu else "taken"): taken,
                ("pont" if hu else "points"): score,
            }
            for seat, bid, taken, score in zip(state.seats, outcome.bids, outcome.taken, state.scores(), strict=True)
        ]
    )


def question(deals: int, seed: int = 1, players: Literal[3, 4, 5, 6] = 4) -> dict[str, tuple[int, int, float]]:
    """The game's question, on ``deals`` deals of each size of a game for ``players`` played by the
    rule-based bots: how often the dealer misses his bid, and the others theirs; and the mean
    points of a bid of none and of a bid of some tricks. Each key gives (misses, bids, mean points)."""

    def compute() -> dict[str, tuple[int, int, float]]:
        tally: dict[str, list[tuple[bool, int]]] = {"dealer": [], "others": [], "none": [], "some": []}
        rng = np.random.default_rng(seed)
        for cards in sorted(set(deal_sizes(RikikiOptions(players=players)))):
            game = RikikiGame(players=players, cards=cards)
            for number in range(deals):
                state = play_out(game.new_initial_state(seed * 10_000 + number), table_bot(game, "rule", rng))
                outcome = state.outcome()
                assert isinstance(state, RikikiState) and isinstance(outcome, RikikiOutcome)
                bids = zip(outcome.bids, outcome.taken, state.scores(), strict=True)
                for place, (bid, taken, score) in enumerate(bids):
                    tally["dealer" if place == players - 1 else "others"].append((bid != taken, score))
                    tally["none" if bid == 0 else "some"].append((bid != taken, score))
        return {
            key: (sum(miss for miss, _ in found), len(found), float(np.mean([score for _, score in found])))
            for key, found in tally.items()
        }

    return cached(f"rikiki-question-{players}", compute, deals=deals, seed=seed)


QUESTION_WORDS = {
    "dealer": ("the dealer, barred, misses his bid", "az osztó, akinek egy szám tilos, nem teljesíti a vállalását"),
    "others": ("the other players miss their bids", "a többiek nem teljesítik a vállalásukat"),
    "none": ("a bid of none (pass) misses", "a passz (0 ütés) nem teljesül"),
    "some": ("a bid of some tricks misses", "a legalább egy ütéses vállalás nem teljesül"),
}


def question_table(deals: int, language: Language = "en", players: Literal[3, 4, 5, 6] = 4) -> pd.DataFrame:
    """:func:`question` as a table: each rate of misses with its 95 % Wilson interval, and the
    mean points of the bids it counts."""
    hu = language == "hu"
    rows = []
    for key, (en, hu_text) in QUESTION_WORDS.items():
        missed, total, mean = question(deals, players=players)[key]
        low, high = wilson_interval(missed, total)
        points = f"{mean:.2f}".replace(".", ",") if hu else f"{mean:.2f}"
        rows.append(
            {
                ("esemény" if hu else "event"): hu_text if hu else en,
                ("arány" if hu else "rate"): _rate(missed / total, hu),
                ("95%-os intervallum" if hu else "95% interval"): f"{_rate(low, hu)} – {_rate(high, hu)}",
                ("átlagpont" if hu else "mean points"): points,
                ("vállalás" if hu else "bids"): total,
            }
        )
    return pd.DataFrame(rows)


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(RikikiOptions, language)


def rules_table(language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited."""
    return sidegames.rules_table("rikiki", language)
