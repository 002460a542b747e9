"""What the played-deal studies count in one finished deal: the contract, the declarer's
dealt hand, who won, which figures were made and which were announced; and the whole deal
as one flat row (:func:`deal_row`), every figure by side, for the rows a study writes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tarokk.core.cards import PAGAT, SKIZ, XXI, Card, Suit
from tarokk.core.figures import DECLARER, Figure, Side
from tarokk.core.values import Value
from tarokk.games.paskievics.announcements import FIGURES
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.scoring import SIDES, Announcement, DealSummary, game_winner, settle

SUITS = tuple(Suit)
RowValue = str | int | bool
# One deal as a flat row: column name to value (see deal_row). A plain comment, not a
# docstring: a documented alias of dict would send the API to the source of builtins.
Row = dict[str, RowValue]


@dataclass(frozen=True)
class DealFeatures(Value):
    """What the played-deal studies count in one deal."""

    outcome: str
    contract: str | None
    declarer_tarokks: int  # in the declarer's dealt nine cards
    declarer_honours: int
    declarer_big_honours: int
    declarer_kings: int
    declarer_won: bool
    double_game: bool
    volat: bool
    trull: bool
    four_kings: bool
    pagat_ultimo: bool
    pagat_ultimo_announced_made: bool
    xxi_capture: bool
    xxi_capture_announced_made: bool


def deal_features(deal: Deal) -> DealFeatures:
    """The features of a finished deal, read from its outcome
    (:meth:`~tarokk.games.paskievics.deal.Deal.result`): the game is won as settlement
    rules it (:func:`~tarokk.games.paskievics.scoring.game_winner`)."""
    summary = deal.result()
    declarer = summary.declarer
    hand = deal.dealt.hands[declarer] if declarer is not None else ()
    played = summary.outcome == "played"
    announced = {(a.figure, a.side) for a in summary.announced}
    made = summary.made
    ultimo_side = made.pagat_ultimo.side if played and made.pagat_ultimo and made.pagat_ultimo.won else None
    capture_side = made.xxi_capture if played else None
    return DealFeatures(
        outcome=summary.outcome,
        contract=summary.contract.name if summary.contract is not None else None,
        declarer_tarokks=sum(card.is_tarokk for card in hand),
        declarer_honours=sum(card.is_honour for card in hand),
        declarer_big_honours=sum(card in (SKIZ, XXI) for card in hand),
        declarer_kings=sum(card.is_king for card in hand),
        declarer_won=played and game_winner(summary, deal.ruleset) == DECLARER,
        double_game=played and summary.made_double_game is not None,
        volat=played and summary.made_volat is not None,
        trull=played and made.trull is not None,
        four_kings=played and made.four_kings is not None,
        pagat_ultimo=ultimo_side is not None,
        pagat_ultimo_announced_made=ultimo_side is not None and (Figure.PAGAT_ULTIMO, ultimo_side) in announced,
        xxi_capture=capture_side is not None,
        xxi_capture_announced_made=capture_side is not None and (Figure.XXI_CAPTURE, capture_side) in announced,
    )


def column(figure: Figure) -> str:
    """A figure's name in column names: ``double-game`` → ``double_game``."""
    return figure.value.replace("-", "_")


def hand_columns(seat: str, hand: Sequence[Card]) -> Row:
    """What a player sees in his dealt nine cards: tarokks, honours, kings, void suits, each honour."""
    return {
        f"{seat}_tarokks": sum(card.is_tarokk for card in hand),
        f"{seat}_honours": sum(card.is_honour for card in hand),
        f"{seat}_kings": sum(card.is_king for card in hand),
        f"{seat}_voids": len(SUITS) - len({card.suit for card in hand} - {None}),
        f"{seat}_skiz": SKIZ in hand,
        f"{seat}_xxi": XXI in hand,
        f"{seat}_pagat": PAGAT in hand,
    }


def made_by(summary: DealSummary, figure: Figure) -> Side | None:
    """The side that made ``figure`` in a played deal, announced or not, as the summary records it."""
    made = summary.made
    ultimo = made.pagat_ultimo
    sides: dict[Figure, Side | None] = {
        Figure.TRULL: made.trull,
        Figure.FOUR_KINGS: made.four_kings,
        Figure.DOUBLE_GAME: summary.made_double_game,
        Figure.VOLAT: summary.made_volat,
        Figure.PAGAT_ULTIMO: ultimo.side if ultimo is not None and ultimo.won else None,
        Figure.XXI_CAPTURE: made.xxi_capture,
    }
    return sides[figure]


def announcing_gain(summary: DealSummary, rules: Ruleset, announcement: Announcement, net: int) -> int:
    """What ``announcement`` (with its kontras) gained its side over the same play settled as
    if it had not been said, ``net`` being the deal's net as settled: the paired comparison of
    announcing against silence on one deal. Without its volát, no figure of the side overlaps one."""
    unsaid = announcement.figure == Figure.VOLAT
    kept = (
        replace(a, with_volat=False) if unsaid and a.side == announcement.side else a
        for a in summary.announced
        if a is not announcement
    )
    silent = replace(summary, announced=tuple(kept))
    gain = net - settle(silent, rules).net
    return int(gain if announcement.side == DECLARER else -gain)


def deal_row(deal: Deal) -> Row:
    """A finished deal as one row: each seat's dealt hand, the auction, the contract and the
    partner, each figure by side (made, announced, kontra'd, the units its settlement items
    moved to that side, and what announcing it gained the side, :func:`announcing_gain`), the
    card points and what each seat pays or receives.

    Everything is read from the deal's :class:`~tarokk.games.paskievics.scoring.DealSummary`
    and its settlement (:func:`~tarokk.games.paskievics.scoring.settle`); a figure counts only in
    a deal played to the end.
    """
    summary = deal.result()
    rules = deal.ruleset
    played = summary.outcome == "played"
    settlement = settle(summary, rules)
    row: Row = {}
    for seat in ACTIVE_SEATS:
        row |= hand_columns(seat, deal.dealt.hands[seat])
    row |= {
        "auction": " ".join(f"{seat}:{word}" for seat, word in deal.view("A").auction),
        "outcome": summary.outcome,
        "contract": summary.contract.name if summary.contract is not None else "",
        "declarer": summary.declarer or "",
        "partner": summary.partner or "",
        "declarer_won": played and game_winner(summary, rules) == DECLARER,
        "game_kontra": summary.game_kontra,
        "declarer_card_points": summary.declarer_card_points if played else 0,
        "opponents_card_points": summary.card_points["opponents"] if played else 0,
        "declarer_tricks": summary.declarer_tricks if played else 0,
    }
    for figure in FIGURES:
        name = column(figure)
        side_made = made_by(summary, figure) if played else None
        row[f"{name}_made"] = side_made is not None
        announced_made = False
        for side in SIDES:
            announcement = summary.announcement(figure, side) if played else None
            items = [item for item in settlement.items if item.figure == figure and item.owner == side]
            row[f"{name}_{side}_made"] = side_made == side
            row[f"{name}_{side}_announced"] = announcement is not None
            row[f"{name}_{side}_kontrad"] = announcement is not None and announcement.kontra > 0
            row[f"{name}_{side}_units"] = sum(item.units if item.side == side else -item.units for item in items)
            row[f"{name}_{side}_gain"] = (
                0 if announcement is None else announcing_gain(summary, rules, announcement, settlement.net)
            )
            announced_made |= announcement is not None and side_made == side
        row[f"{name}_announced_made"] = announced_made
    row["game_units"] = sum(item.signed for item in settlement.items if item.figure == Figure.GAME)
    row["net"] = settlement.net
    for seat in ACTIVE_SEATS:
        row[f"{seat}_payment"] = settlement.payments.get(seat, 0)
    return row
