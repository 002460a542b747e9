"""Whole deals played by bots, for the played-deal studies and the bidding odds.

A pack (a row of card ids, as :mod:`tarokk.studies.vectorised` deals them) is dealt with
:func:`~tarokk.core.packs.deal_pack` and played to the end by four bots of one kind;
:func:`~tarokk.studies.features.deal_features` records what the studies count.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING

import numpy as np

from tarokk.bots.players import BOTS, Bot
from tarokk.core.cards import DECK42
from tarokk.core.packs import deal_pack
from tarokk.core.rules import Ruleset
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.deal import Deal
from tarokk.studies.features import DealFeatures, deal_features
from tarokk.studies.vectorised import BoolArray, Deals, Event

if TYPE_CHECKING:
    import pandas as pd


def autoplay(deal: Deal, bots: Mapping[Seat, Bot]) -> Deal:
    """Let the bots act, each seeing only its own view, until the deal is over."""
    while not deal.finished:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions()
        choice = bots[seat].choose(deal.view(seat), legal)
        # An action the engine has just listed needs no second check; anything else is checked.
        deal.apply(choice, checked=not any(map(is_, legal, repeat(choice))))
    return deal


def play_pack(row: Iterable[int], rules: Ruleset, bot: str) -> Deal:
    """Deal one pack of card ids and play it with four bots called ``bot``."""
    ids = [int(card_id) for card_id in row]
    pack = [DECK42.cards[card_id] for card_id in ids]
    seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))  # the bots' seed follows the cards
    bots: dict[Seat, Bot] = {seat: BOTS[bot](seed + i) for i, seat in enumerate(ACTIVE_SEATS)}
    return autoplay(Deal(deal_pack(pack), rules), bots)


def played_features(row: Iterable[int], rules: Ruleset, bot: str) -> DealFeatures:
    """The features of one pack played by four ``bot`` players, on the one engine."""
    return deal_features(play_pack(row, rules, bot))


PLAYED_EVENTS: tuple[tuple[str, str, str], ...] = (
    ("played.played", "the deal is played (not passed out, thrown in or a failed próbahárom)", "played"),
    ("played.declarer-wins", "the declarer's side takes 48 or more", "declarer_won"),
    ("played.double-game", "a side takes 71 or more card points (duplajáték)", "double_game"),
    ("played.volat", "a side takes all nine tricks (volát)", "volat"),
    ("played.trull", "a side takes all three honours (tulétroá)", "trull"),
    ("played.four-kings", "a side takes all four kings (négykirály)", "four_kings"),
    ("played.pagat-ultimo", "the pagát wins the last trick", "pagat_ultimo"),
    ("played.pagat-ultimo-announced", "an announced pagátultimó is made", "pagat_ultimo_announced_made"),
    ("played.xxi-capture", "the skíz catches the other side's XXI", "xxi_capture"),
    ("played.xxi-capture-announced", "an announced XXI-fogás is made", "xxi_capture_announced_made"),
    ("played.thrown-in", "the deal is thrown in", "thrown_in"),
    ("played.all-passed", "all four pass", "all_passed"),
)


def _flag(features: DealFeatures, name: str) -> bool:
    if name in ("played", "thrown_in", "all_passed"):
        return features.outcome == name.replace("_", "-")
    return bool(getattr(features, name))


def played_study_parts(bot: str) -> tuple[tuple[Event, ...], Callable[[Deals, Ruleset], list[BoolArray]]]:
    """The events of a played-deal study with ``bot`` players, and the measure that
    plays each block of deals once and evaluates every event on it."""

    def measure(deals: Deals, rules: Ruleset) -> list[BoolArray]:
        features = [played_features(row, rules, bot) for row in deals.rows]
        return [np.array([_flag(f, attribute) for f in features], dtype=bool) for _, _, attribute in PLAYED_EVENTS]

    def one_event(index: int) -> Callable[[Deals, Ruleset], BoolArray]:
        return lambda deals, rules: measure(deals, rules)[index]  # alone, an event plays its deals itself

    events = tuple(Event(name, text, one_event(i)) for i, (name, text, _) in enumerate(PLAYED_EVENTS))
    return events, measure


def features_frame(rows: Iterable[Iterable[int]], rules: Ruleset, bot: str) -> pd.DataFrame:
    """One row of :class:`DealFeatures` per pack, as a pandas DataFrame."""
    import pandas as pd

    return pd.DataFrame([played_features(row, rules, bot).__dict__ for row in rows])


def bidding_odds(frame: pd.DataFrame, by: tuple[str, ...] = ("contract", "declarer_tarokks")) -> pd.DataFrame:
    """The declarer's win rate grouped by ``by``, with n and a Wilson 95% interval per group."""
    from tarokk.studies.runner import wilson_interval

    played = frame[frame["outcome"] == "played"]
    grouped = played.groupby(list(by))["declarer_won"].agg(["size", "sum"]).reset_index()
    if "contract" in by:  # three, two, one, solo: the bidding order, not the alphabet
        levels = {contract.name: contract.level for contract in CONTRACTS}
        grouped = grouped.sort_values(
            list(by), key=lambda column: column.map(levels) if column.name == "contract" else column
        )
    grouped = grouped.rename(columns={"size": "n", "sum": "won"})
    bounds = [wilson_interval(int(won), int(n)) for won, n in zip(grouped["won"], grouped["n"], strict=True)]
    grouped["win rate"] = grouped["won"] / grouped["n"]
    grouped["ci95 low"] = [low for low, _ in bounds]
    grouped["ci95 high"] = [high for _, high in bounds]
    return grouped


@dataclass(frozen=True)
class DuplicateResult:
    """Bot ``a`` against bot ``b`` on duplicate deals: each pack played twice, seats swapped."""

    a: str
    b: str
    packs: int
    mean: float  # units per deal won by ``a``'s seats, net of ``b``'s
    stderr: float

    @property
    def ci95(self) -> tuple[float, float]:
        return self.mean - 1.96 * self.stderr, self.mean + 1.96 * self.stderr


def duplicate_match(a: str, b: str, rows: Iterable[Iterable[int]], rules: Ruleset) -> DuplicateResult:
    """Play every pack twice — ``a`` in seats A and C and ``b`` in B and D, then swapped —
    so that the luck of the cards cancels out; compare the settled payments."""
    from tarokk.games.paskievics.outcome import deal_summary
    from tarokk.games.paskievics.scoring import settle

    def units(deal: Deal, seats: tuple[Seat, ...]) -> int:
        summary = deal_summary(deal)
        if summary is None:
            return 0
        payments = settle(summary, rules).payments
        return int(sum(payments.get(seat, 0) for seat in seats))

    differences = []
    for row in rows:
        pack = [DECK42.cards[int(card_id)] for card_id in row]
        seed = sum(int(card_id) * 43**i for i, card_id in enumerate(list(row)[:10]))
        scores = []
        seatings: tuple[tuple[tuple[Seat, ...], tuple[Seat, ...]], ...] = (
            (("A", "C"), ("B", "D")),
            (("B", "D"), ("A", "C")),
        )
        for mine, theirs in seatings:
            kinds = {seat: a for seat in mine} | {seat: b for seat in theirs}
            bots: dict[Seat, Bot] = {seat: BOTS[kinds[seat]](seed + i) for i, seat in enumerate(ACTIVE_SEATS)}
            deal = autoplay(Deal(deal_pack(pack), rules), bots)
            scores.append(units(deal, mine) - units(deal, theirs))
        differences.append(sum(scores) / 2)
    values = np.array(differences, dtype=float)
    stderr = float(values.std(ddof=1) / np.sqrt(len(values))) if len(values) > 1 else float("nan")
    return DuplicateResult(a, b, len(values), float(values.mean()), stderr)
