"""What the played-deal studies count in one finished deal: the contract, the declarer's
dealt hand, who won, which figures were made and which were announced."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import SKIZ, XXI
from tarokk.games.paskievics.deal import Deal


@dataclass(frozen=True)
class DealFeatures:
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
    """The features of a finished deal."""
    result = deal.result()
    declarer = result.declarer
    hand = deal.dealt.hands[declarer] if declarer is not None else ()
    made = result.made
    announced = {(a.figure, a.side) for a in result.announced}
    played = result.outcome == "played" and made is not None
    points = result.card_points
    ultimo = played and made is not None and made.pagat_last_trick is not None and made.pagat_last_trick[1]
    ultimo_side = made.pagat_last_trick[0] if ultimo and made is not None and made.pagat_last_trick else None
    capture_side = made.xxi_capture if made is not None else None
    return DealFeatures(
        outcome=result.outcome,
        contract=result.contract,
        declarer_tarokks=sum(card.is_tarokk for card in hand),
        declarer_honours=sum(card.is_honour for card in hand),
        declarer_big_honours=sum(card in (SKIZ, XXI) for card in hand),
        declarer_kings=sum(card.is_king for card in hand),
        declarer_won=played and points.get("declarer", 0) >= 48,
        double_game=played and max(points.values(), default=0) >= 71,
        volat=played and made is not None and made.volat is not None,
        trull=played and made is not None and made.trull is not None,
        four_kings=played and made is not None and made.four_kings is not None,
        pagat_ultimo=bool(ultimo),
        pagat_ultimo_announced_made=ultimo_side is not None and ("pagat-ultimo", ultimo_side) in announced,
        xxi_capture=capture_side is not None,
        xxi_capture_announced_made=capture_side is not None and ("xxi-capture", capture_side) in announced,
    )
