"""What the rule-based bots hold when they come to announce, and what their side then makes:
the measurements the announcing thresholds of :mod:`tarokk.bots.players` are chosen from.

:func:`hand_rows` plays packs with four :class:`~tarokk.bots.players.RuleBot` players, notes
what each seat sees at its first announcing decision (after the talon and the discards), and
gives one row per seat of each deal played to the end: the hand as the thresholds read it
and, for each figure, whether the seat's side made it. The bots play alike whatever was
announced (save that an announced pagátultimó keeps the pagát for the last trick), so the
share of rows of a kind whose side made a figure is how often the figure is made when such
a hand announces it. With pandas::

    rows = pd.DataFrame(hand_rows(deal_rows(np.random.default_rng(1000), 500), PRESETS["pagat"]))
    rows[rows.declarer_side & rows.pagat & (rows.weight >= 11)]["pagat-ultimo"].mean()
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarokk.bots.players import (
    RuleBot,
    autoplay,
    big_tarokks,
    called_below_xxi,
    sure_tricks,
    tarokk_count,
    tarokk_weight,
)
from tarokk.core.cards import DECK42, PAGAT, SKIZ, XXI
from tarokk.core.figures import DECLARER, OPPONENTS
from tarokk.core.seats import Seat
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.deal import Deal, DealAction, SeatView
from tarokk.games.paskievics.dealing import deal_pack
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.scoring import SIDES
from tarokk.studies.features import Row, column, made_by
from tarokk.studies.runner import PairedTally, PairedValue


class NotingBot(RuleBot):
    """A rule-based bot that keeps what it saw at its first announcing decision."""

    def __init__(self, seed: int | None = None, rules: Ruleset = PRESETS["pagat"]) -> None:
        super().__init__(seed, rules)
        self.announcing: SeatView | None = None

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        if view.phase == "announce" and self.announcing is None:
            self.announcing = view
        return super().choose(view, legal)


def hand_row(view: SeatView) -> Row:
    """A seat's hand as the announcing thresholds read it, and whether the seat knows itself
    on the declarer's side (it declared, or holds the called card)."""
    hand = view.hand
    declarer = next((seat for seat, word in reversed(view.auction) if word != "pass"), None)
    called = view.called
    return {
        "seat": view.seat,
        "declarer_side": declarer == view.seat or (called is not None and called in hand),
        "called_below_xxi": called_below_xxi(view),
        "tarokks": tarokk_count(hand),
        "big": big_tarokks(hand),
        "weight": tarokk_weight(hand),
        "sure_tricks": sure_tricks(hand),
        "kings": sum(card.is_king for card in hand),
        "skiz": SKIZ in hand,
        "xxi": XXI in hand,
        "pagat": PAGAT in hand,
    }


def hand_rows(packs: Iterable[Iterable[int]], rules: Ruleset) -> list[Row]:
    """One :func:`hand_row` per seat of each pack played to the end, with each figure (its
    name as the column) made by the seat's side or not."""
    table: list[Row] = []
    for pack in packs:
        ids = [int(card_id) for card_id in pack]
        seed = sum(card_id * 43**i for i, card_id in enumerate(ids[:10]))  # as the played studies seed their bots
        bots: dict[Seat, NotingBot] = {seat: NotingBot(seed + i, rules) for i, seat in enumerate(ACTIVE_SEATS)}
        deal = autoplay(Deal(deal_pack([DECK42.cards[card_id] for card_id in ids]), rules), dict(bots))
        summary = deal.result()
        if summary.outcome != "played":
            continue
        for seat, bot in bots.items():
            if bot.announcing is None:
                continue
            side = DECLARER if seat in (summary.declarer, summary.partner) else OPPONENTS
            table.append(
                hand_row(bot.announcing) | {str(figure): made_by(summary, figure) == side for figure in FIGURES}
            )
    return table


_SIDE = {DECLARER: ("the declarer's side", "a felvevő pártja"), OPPONENTS: ("the opponents", "az ellenfelek")}


def announcing_tallies(rows: Sequence[Row]) -> dict[str, PairedTally]:
    """Each figure a side announced in ``rows`` (:func:`~tarokk.studies.features.deal_row`),
    summed announced against silent on the same deals: the figure's settled units as announced,
    and the gain over what the same play would have paid silently
    (:func:`~tarokk.studies.features.announcing_gain`)."""
    tallies: dict[str, PairedTally] = {}
    for figure in FIGURES:
        name = column(figure)
        for side in SIDES:
            english, hungarian = _SIDE[side]
            for row in rows:
                if row[f"{name}_{side}_announced"]:
                    tally = tallies.setdefault(
                        f"{name}_{side}", PairedTally(f"{figure.hu}, {english}", f"{figure.hu}, {hungarian}")
                    )
                    tally.add(float(row[f"{name}_{side}_units"]), float(row[f"{name}_{side}_gain"]))
    return tallies


def announcing_values(rows: Sequence[Row]) -> list[PairedValue]:
    """Each figure a side announced in ``rows``, valued announced against silent
    (:func:`announcing_tallies`): per announcement, what it paid, what silence would have,
    and the gain with its 95% interval."""
    return [tally.value(len(rows)) for tally in announcing_tallies(rows).values()]
