"""Whole deals played by bots, for the played-deal studies and the bidding odds.

A pack (a row of card ids, as :mod:`tarokk.studies.vectorised` deals them) is dealt with
:func:`~tarokk.games.paskievics.dealing.deal_pack` and played to the end by four bots of one kind;
:func:`~tarokk.studies.features.deal_row` records the deal as one row, from which every
event of a played-deal study is read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

import numpy as np

from tarokk.bots.players import DealBot, autoplay
from tarokk.bots.registry import make_bot
from tarokk.core.cards import DECK42
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, Side
from tarokk.core.seats import Seat
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.scoring import SIDES
from tarokk.studies.features import DealFeatures, Row, RowValue, column, deal_features, deal_row
from tarokk.studies.runner import PerDeal
from tarokk.studies.vectorised import BoolArray, Deals, Event

if TYPE_CHECKING:
    import pandas as pd


def play_pack(row: Iterable[int], rules: Ruleset, bot: str) -> Deal:
    """Deal one pack of card ids and play it with four bots called ``bot``."""
    ids = row.tolist() if isinstance(row, np.ndarray) else [int(card_id) for card_id in row]
    pack = [DECK42.cards[card_id] for card_id in ids]
    seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))  # the bots' seed follows the cards
    bots: dict[Seat, DealBot] = {seat: make_bot(bot, seed + i, rules) for i, seat in enumerate(ACTIVE_SEATS)}
    return autoplay(Deal(deal_pack(pack), rules), bots)


def played_features(row: Iterable[int], rules: Ruleset, bot: str) -> DealFeatures:
    """The features of one pack played by four ``bot`` players, on the one engine."""
    return deal_features(play_pack(row, rules, bot))


@dataclass(frozen=True)
class PlayedEvent:
    """An event of a played deal, read from its row (:func:`~tarokk.studies.features.deal_row`):
    it occurs when every ``column`` of the row has its ``value``, so that
    ``(frame[column] == value)`` for each condition finds it again in the rows a study writes;
    ``hu`` is the description in Hungarian."""

    name: str
    description: str
    conditions: tuple[tuple[str, RowValue], ...]
    hu: str

    def occurs(self, row: Row) -> bool:
        return all(row[column] == value for column, value in self.conditions)


_SIDE_MAKES = {DECLARER: "the declarer's side makes", OPPONENTS: "the opponents make"}
_SIDE_ANNOUNCE = {DECLARER: "the declarer's side announces", OPPONENTS: "the opponents announce"}
_AND_MAKE = {DECLARER: "makes", OPPONENTS: "make"}
_AND_LOSE = {DECLARER: "loses", OPPONENTS: "lose"}
_SIDE_OWN = {DECLARER: "the declarer's side's", OPPONENTS: "the opponents'"}


_SIDE_HU = {DECLARER: "a felvevő pártja", OPPONENTS: "az ellenfelek"}


def _by_side(figure: Figure, side: Side) -> tuple[PlayedEvent, ...]:
    """Whether ``side`` made ``figure``, silently or announced, and what became of its announcement."""
    hu, key = figure.hu, column(figure)
    made, announced = (f"{key}_{side}_made", True), (f"{key}_{side}_announced", True)
    kontrad = (f"{key}_{side}_kontrad", True)
    name = f"played.{figure}.{side}"
    whose = f"{hu}, {_SIDE_HU[side]}"
    return (
        PlayedEvent(
            name,
            f"{_SIDE_MAKES[side]} the {hu}, announced or silent",
            (made,),
            f"{whose}: teljesítve, bemondva vagy csendben",
        ),
        PlayedEvent(
            f"{name}.silent",
            f"{_SIDE_MAKES[side]} the {hu} silently",
            (made, (f"{key}_{side}_announced", False)),
            f"{whose}: csendben teljesítve",
        ),
        PlayedEvent(f"{name}.announced", f"{_SIDE_ANNOUNCE[side]} the {hu}", (announced,), f"{whose}: bemondva"),
        PlayedEvent(
            f"{name}.announced-made",
            f"{_SIDE_ANNOUNCE[side]} the {hu} and {_AND_MAKE[side]} it",
            (announced, made),
            f"{whose}: bemondva és teljesítve",
        ),
        PlayedEvent(
            f"{name}.announced-lost",
            f"{_SIDE_ANNOUNCE[side]} the {hu} and {_AND_LOSE[side]} it",
            (announced, (made[0], False)),
            f"{whose}: bemondva és elbukva",
        ),
        PlayedEvent(
            f"{name}.kontrad",
            f"{_SIDE_OWN[side]} announced {hu} is kontra'd",
            (kontrad,),
            f"{whose}: bemondva és megkontrázva",
        ),
        PlayedEvent(
            f"{name}.kontrad-made",
            f"{_SIDE_OWN[side]} announced {hu} is kontra'd and made all the same",
            (kontrad, made),
            f"{whose}: bemondva, megkontrázva és mégis teljesítve",
        ),
    )


PLAYED_EVENTS: tuple[PlayedEvent, ...] = (
    PlayedEvent(
        "played.played",
        "the deal is played (not passed out, thrown in or a failed próbahárom)",
        (("outcome", "played"),),
        "a leosztást lejátsszák (nem négy passz, nem bedobás, nem elbukott próbahárom)",
    ),
    PlayedEvent(
        "played.declarer-wins",
        "the declarer's side takes 48 or more",
        (("declarer_won", True),),
        "a felvevő pártja legalább 48 pontot visz",
    ),
    PlayedEvent(
        "played.double-game",
        "a side takes 71 or more card points (duplajáték)",
        (("double_game_made", True),),
        "az egyik fél legalább 71 kártyapontot visz (duplajáték)",
    ),
    PlayedEvent(
        "played.volat",
        "a side takes all nine tricks (volát)",
        (("volat_made", True),),
        "az egyik fél mind a kilenc ütést viszi (volát)",
    ),
    PlayedEvent(
        "played.trull",
        "a side takes all three honours (tulétroá)",
        (("trull_made", True),),
        "az egyik fél mindhárom honőrt viszi (tulétroá)",
    ),
    PlayedEvent(
        "played.four-kings",
        "a side takes all four kings (négykirály)",
        (("four_kings_made", True),),
        "az egyik fél mind a négy királyt viszi (négykirály)",
    ),
    PlayedEvent(
        "played.pagat-ultimo",
        "the pagát wins the last trick",
        (("pagat_ultimo_made", True),),
        "az utolsó ütést a pagát viszi",
    ),
    PlayedEvent(
        "played.pagat-ultimo-announced",
        "an announced pagátultimó is made",
        (("pagat_ultimo_announced_made", True),),
        "bemondott pagátultimó sikerül",
    ),
    PlayedEvent(
        "played.xxi-capture",
        "the skíz catches the other side's XXI",
        (("xxi_capture_made", True),),
        "a skíz elfogja a másik fél XXI-esét",
    ),
    PlayedEvent(
        "played.xxi-capture-announced",
        "an announced XXI-fogás is made",
        (("xxi_capture_announced_made", True),),
        "bemondott XXI-fogás sikerül",
    ),
    PlayedEvent("played.thrown-in", "the deal is thrown in", (("outcome", "thrown-in"),), "a leosztást bedobják"),
    PlayedEvent("played.all-passed", "all four pass", (("outcome", "all-passed"),), "mind a négyen passzolnak"),
    *(event for figure in FIGURES for side in SIDES for event in _by_side(figure, side)),
)
"""What a played-deal study counts: the overall events, then every figure by side
(``tarokk simulate --list`` lists them).

:meta hide-value:
"""

ANNOUNCING_EVENTS: tuple[PlayedEvent, ...] = tuple(
    event
    for figure in FIGURES
    for side in SIDES
    for event in _by_side(figure, side)
    if event.name.rsplit(".", 1)[-1] in ("announced", "announced-made", "announced-lost", "kontrad", "kontrad-made")
)
"""What the announcing study counts: each figure's announcements by side, made or lost, and
kontra'd (the kontra won when the figure is lost, lost when it is made all the same).

:meta hide-value:
"""


def played_rows(rows: Iterable[Iterable[int]], rules: Ruleset, bot: str) -> list[Row]:
    """One row per pack (:func:`~tarokk.studies.features.deal_row`), each played by four ``bot`` players."""
    return [deal_row(play_pack(row, rules, bot)) for row in rows]


def event_flags(table: list[Row], events: tuple[PlayedEvent, ...] = PLAYED_EVENTS) -> list[BoolArray]:
    """Each of ``events`` on each row of ``table``: the rows where every condition's column
    has its value (:meth:`PlayedEvent.occurs`), each column read from the rows once."""
    columns: dict[str, np.ndarray] = {}

    def equals(name: str, value: RowValue) -> BoolArray:
        if name not in columns:
            columns[name] = np.array([row[name] for row in table])
        return np.asarray(columns[name] == value, dtype=bool)

    everywhere = np.ones(len(table), dtype=bool)
    return [
        np.logical_and.reduce([everywhere, *(equals(name, value) for name, value in event.conditions)])
        for event in events
    ]


def played_study_parts(bot: str, counted: tuple[PlayedEvent, ...] = PLAYED_EVENTS) -> tuple[tuple[Event, ...], PerDeal]:
    """The events ``counted`` by a played-deal study with ``bot`` players, and its rows: each
    block of deals is played once, recorded as rows, and every event is read from them."""

    def rows(deals: Deals, rules: Ruleset) -> list[Row]:
        return played_rows(deals.rows, rules, bot)

    def flags(table: list[Row]) -> list[BoolArray]:
        return event_flags(table, counted)

    def one_event(index: int) -> Callable[[Deals, Ruleset], BoolArray]:
        return lambda deals, rules: flags(rows(deals, rules))[index]  # alone, an event plays its deals itself

    events = tuple(Event(e.name, e.description, one_event(i), hu=e.hu) for i, e in enumerate(counted))
    return events, PerDeal(rows, flags)


def features_frame(rows: Iterable[Iterable[int]], rules: Ruleset, bot: str) -> pd.DataFrame:
    """One row of :class:`DealFeatures` per pack, as a pandas DataFrame."""
    import pandas as pd

    return pd.DataFrame([asdict(played_features(row, rules, bot)) for row in rows])


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
            bots: dict[Seat, DealBot] = {
                seat: make_bot(kinds[seat], seed + i, rules) for i, seat in enumerate(ACTIVE_SEATS)
            }
            deal = autoplay(Deal(deal_pack(pack), rules), bots)
            scores.append(units(deal, mine) - units(deal, theirs))
        differences.append(sum(scores) / 2)
    values = np.array(differences, dtype=float)
    stderr = float(values.std(ddof=1) / np.sqrt(len(values))) if len(values) > 1 else float("nan")
    return DuplicateResult(a, b, len(values), float(values.mean()), stderr)
