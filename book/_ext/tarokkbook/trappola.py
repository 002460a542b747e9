"""The tables of the book's chapter on Trappola, in English and in Hungarian, all computed by the
engine (:mod:`tarokk.games.trappola`): the pack in pictures, the prices the page lost, a played
deal and its exchange, a settlement, the question of when to throw a hand, a race to 300, the
options and the rules."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.cards import Card, Suit, card_html
from tarokk.core.display import with_minus
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.trappola.definition import COMBINATIONS, PRICES, TRAPPOLA
from tarokk.games.trappola.options import TrappolaOptions
from tarokk.games.trappola.scoring import TARGET, race, scores
from tarokk.games.trappola.state import TrappolaGame, TrappolaState
from tarokk.games.trappola.words import WORDS
from tarokk.studies.runner import mean_interval
from tarokk.studies.table import hand_odds
from tarokkbook import sidegames
from tarokkbook.settlement import settlement_table as settlement_table


def pack_html(latin: bool = False) -> str:
    """The 36-card pack, a row a suit, in French or in Latin faces."""
    rows = ""
    for suit in Suit:
        tiles = "".join(card_html(card, latin) for card in TRAPPOLA.deck.cards if card.suit is suit)
        rows += f'<div class="tarokk-hand">{tiles}</div>'
    return rows


def prices_table(language: Language = "en") -> pd.DataFrame:
    """The prices the page's lost tables stood for: the combinations and the special tricks."""
    hu = language == "hu"
    ranks = WORDS.group("ranks")
    rows = [
        {
            ("tétel" if hu else "item"): f"3 {ranks[rank](language)}",
            ("pont" if hu else "points"): price,
            ("négy" if hu else "four"): price * PRICES["four-of-a-kind"],
        }
        for rank, price in COMBINATIONS.items()
    ]
    special = {
        "two": ("a trick won with a two", "kettessel vitt ütés"),
        "last": ("the last trick", "utolsó ütés"),
        "last-with-two": ("each of the last tricks in a row won with a two", "az utolsó ütések kettessel, ütésenként"),
    }
    rows += [
        {("tétel" if hu else "item"): special[key][hu], ("pont" if hu else "points"): PRICES[key]} for key in special
    ]
    return pd.DataFrame(rows).fillna("")


def played_deal(seed: int, bot: str = "rule", **options: Any) -> TrappolaState:
    """The deal of ``seed`` played to the end by the game's ``bot`` at both seats."""
    game = TrappolaGame(**options)
    state = play_out(game.new_initial_state(seed), table_bot(game, bot, np.random.default_rng(seed)))
    assert isinstance(state, TrappolaState)
    return state


def exchange_table(state: TrappolaState, language: Language = "en") -> pd.DataFrame:
    """The exchange of the deal: who kept his hand, who threw it and drew anew."""
    replay = TrappolaGame(**dataclasses.asdict(state.game.rules)).state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase != "talon":
            break
        rows.append({("ki" if language == "hu" else "seat"): replay.to_act, "": replay.action_text(action, language)})
        replay.apply_action(action)
    return pd.DataFrame(rows)


def throw_table(hands: Sequence[Sequence[Card]], deals: int, language: Language = "en") -> pd.DataFrame:
    """When to throw the hand in: for each of ``hands`` held by the dealer's opponent, what he
    receives on average (with its 95 % interval) if he keeps it and if he throws it, over the
    same ``deals`` deals played on by the rule-based bots."""
    hu, game = language == "hu", TrappolaGame()
    rows = []
    for hand in hands:
        row: dict[str, object] = {
            ("kéz" if hu else "hand"): ", ".join(card.tolnai for card in hand),
            ("pontok a kézben" if hu else "card points held"): sum(card.points for card in hand),
        }
        for odds in hand_odds(game, hand, deals):
            mean, low, high = odds.mean
            said = game.new_initial_state().action_text(game.action_names.index(odds.choice), language)
            low_high = f"{with_minus(low, '+.1f')} … {with_minus(high, '+.1f')}"
            row[said] = f"{with_minus(mean, '+.1f')} ({low_high})".replace(".", "," if hu else ".")
        rows.append(row)
    return pd.DataFrame(rows)


def race_table(seed: int, language: Language = "en") -> pd.DataFrame:
    """A game of deals played by the rule-based bots until one reaches 300: each deal's points and
    the running totals (:func:`~tarokk.games.trappola.scoring.race`)."""
    hu, rows = language == "hu", []
    deals: list[tuple[int, ...]] = []
    winner = None
    while winner is None:
        state = played_deal(seed + len(deals))
        deals.append(scores(state.settlement()))
        totals, winner = race(deals)
        rows.append(
            {
                ("leosztás" if hu else "deal"): len(deals),
                "A": deals[-1][0],
                "B": deals[-1][1],
                ("A összesen" if hu else "A in all"): totals[0],
                ("B összesen" if hu else "B in all"): totals[1],
            }
        )
    assert max(totals) >= TARGET
    return pd.DataFrame(rows)


def mean_points(deals: int, seed: int = 1) -> tuple[float, float, float]:
    """The points a deal is worth to the two players together, on average over ``deals`` deals of the bots."""
    return mean_interval([float(sum(scores(played_deal(seed + n).settlement()))) for n in range(deals)])


def options_table(language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    return sidegames.options_table(TrappolaOptions, language)


def rules_table(language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited."""
    return sidegames.rules_table("trappola", language)
