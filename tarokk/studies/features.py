"""What the played-deal studies count in one finished deal: the contract, the declarer's
dealt hand, who won, which figures were made and which were announced."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import SKIZ, XXI
from tarokk.core.figures import Figure
from tarokk.games.paskievics.announcements import DECLARER
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.scoring import game_winner


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
