"""Played deals of the 54-card ten-contract tarokk: how often a betli succeeds, by the shape
of the declarer's hand (wiki: Betli (8 egység)).

Each deal is dealt from its own seed; seat A bids betli and the others pass (nobody
kontras), and the four seats play it out with one of the game's bots, each from its own
view. The deals are grouped by how many tarokks A holds and by his longest suit; each
group's rate of betlis won comes with its 95 % Wilson interval. The same seed gives the
same numbers on every machine.

>>> table = betli_by_shape(deals=40, seed=1)
>>> int(table["deals"].sum())
40
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from tarokk.bots.tables import table_bot
from tarokk.core.cards import Card
from tarokk.core.errors import TarokkInputError
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.tarokk54.state import Tarokk54Game, Tarokk54State
from tarokk.studies.runner import wilson_interval

TAROKK_BINS = ((0, 2, "0–2"), (3, 3, "3"), (4, 4, "4"), (5, 5, "5"), (6, 6, "6"), (7, 12, "7+"))
"""The groups of the declarer's tarokk count: (fewest, most, label)."""


def tarokk_group(hand: Sequence[Card]) -> str:
    """The label of the tarokk-count group of ``hand``."""
    count = sum(card.is_tarokk for card in hand)
    return next(label for low, high, label in TAROKK_BINS if low <= count <= high)


def longest_suit(hand: Sequence[Card]) -> int:
    """The length of the longest suit of ``hand`` (0 with no suit card)."""
    lengths = Counter(card.suit for card in hand if card.suit is not None)
    return max(lengths.values(), default=0)


@dataclass(frozen=True)
class BetliDeal:
    """One played betli: the declarer's dealt hand, and whether he took no trick."""

    hand: tuple[Card, ...]
    won: bool


def play_betli(seed: int, bot: str = "rule") -> BetliDeal:
    """Deal from ``seed``, let A bid betli against three passes and no kontra, and play it out with ``bot``."""
    game = load_game("tarokk54")
    assert isinstance(game, Tarokk54Game)
    state = game.new_initial_state(seed)
    assert isinstance(state, Tarokk54State)
    hand = tuple(state.dealt_cards()[0]["A"])
    for word in ("betli", "pass", "pass", "pass", "pass", "pass", "pass"):
        state.apply_action(state.string_to_action(word))
    play_out(state, table_bot(game, bot, np.random.default_rng(seed)))
    return BetliDeal(hand, _won(state))


def _won(state: Tarokk54State) -> bool:
    return state.returns()[0] > 0


def betli_by_shape(deals: int = 2000, seed: int = 1, bot: str = "rule", by: str = "tarokks") -> pd.DataFrame:
    """The betli's success rate by the declarer's hand shape: ``by="tarokks"`` groups by his
    tarokk count (:data:`TAROKK_BINS`), ``by="longest-suit"`` by his longest suit. One row per
    group: deals, betlis won, the rate and its 95 % Wilson interval."""
    if deals < 1:
        raise TarokkInputError(f"the study needs at least one deal, not {deals}")
    if by not in ("tarokks", "longest-suit"):
        raise TarokkInputError(f"by must be 'tarokks' or 'longest-suit', not {by!r}")
    seeds = np.random.SeedSequence(seed).generate_state(deals, dtype=np.uint64)
    played = [play_betli(int(deal_seed), bot) for deal_seed in seeds]
    shape = tarokk_group if by == "tarokks" else (lambda hand: str(longest_suit(hand)))
    order = [label for _, _, label in TAROKK_BINS] if by == "tarokks" else [str(n) for n in range(13)]
    rows = []
    for label in order:
        group = [deal for deal in played if shape(deal.hand) == label]
        if not group:
            continue
        won = sum(deal.won for deal in group)
        low, high = wilson_interval(won, len(group))
        rows.append(
            {"shape": label, "deals": len(group), "won": won, "rate": won / len(group), "low": low, "high": high}
        )
    return pd.DataFrame(rows)
