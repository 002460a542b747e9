"""Troggu's actions as records write them: ``pass`` and the two bids (``game``, said
„bemegyek”, and ``solo``), a card laid away (``discard K d``) and a card played (``play S``),
each card as Tolnai abbreviates it; with the option ``figures``, a figure the declarer
announces (``trull``) and the kontra on it (``kontra trull``)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import DECK54
from tarokk.core.figures import Figure
from tarokk.phases.auction import PASS, AuctionRuleIds

BIDS = ("game", "solo")
"""The bids, lowest first: the plain game („bemegyek”) and the szóló; the mizer is nobody's bid."""
CARD_ACTIONS = tuple(f"{verb} {card.tolnai}" for verb in ("discard", "play") for card in DECK54)
FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.PAGAT_ULTIMO, Figure.PAGAT_CAPTURE, Figure.XXI_CAPTURE)
"""The figures of the page's supplement ("Néhány ajánlott figura"), in its table's order."""
KONTRAS = tuple(f"kontra {figure}" for figure in FIGURES)
ACTIONS = ActionTable((PASS, *BIDS, *CARD_ACTIONS, *map(str, FIGURES), *KONTRAS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
ONE_ROUND = AuctionRules(HoldingRight.NONE)
"""The auction's rules: higher bids only, no holding ("A licitben három lehetőség van, sorrendben:
passzolni …, sima játékot mondani …, vagy szólót vállalni"; "visszalépni a sorrendben nem lehet");
with two bids no player speaks twice but to pass after a szóló."""
AUCTION_RULES = AuctionRuleIds("troggu.auction.higher", "troggu.auction.higher", "troggu.auction.end")
"""The catalogue's rules the auction refuses under (there is no holding: a hold is a bid not higher)."""
_NAMED = {figure.hu.casefold(): str(figure) for figure in FIGURES} | {
    "négy király": "four-kings",
    "pagátulti": "pagat-ultimo",
}
HUNGARIAN_NAMES = (
    {"passz": PASS, "bemegyek": "game"} | _NAMED | {f"kontra {hu}": f"kontra {f}" for hu, f in _NAMED.items()}
)
"""The players' words for the actions („passz”, „bemegyek”, „tulétroá”, „kontra pagátulti”), lower-case."""
