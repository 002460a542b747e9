"""Droggn's actions as records write them: ``pass``, ``hold`` and the three bids, a card laid
away (``discard K d``), the purchase (``give P 7``, then ``ask XX``, or ``no buy``), the
announcements (``pagat-ulti``, ``skiz-ulti``) and the kontras on them (``kontra pagat-ulti``),
and a card played (``play S``), each card as Tolnai abbreviates it."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54
from tarokk.games.droggn.definition import DROGGN
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds
from tarokk.phases.kontras import GAME

BIDS = tuple(contract.name for contract in DROGGN.contracts)
"""The contracts, lowest first: the game, Super, Super Mord."""
NO_BUY = "no buy"
PAGAT_ULTI, SKIZ_ULTI = "pagat-ulti", "skiz-ulti"
ULTIS = (PAGAT_ULTI, SKIZ_ULTI)
"""The announcements ("Jelentések"): the pagátulti and the skízulti."""
KONTRAS = tuple(f"{word} {bet}" for bet in (GAME, *ULTIS) for word in DROGGN.kontras.words)
CARD_ACTIONS = tuple(f"{verb} {card.tolnai}" for verb in ("discard", "give", "ask", "play") for card in DECK54)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, NO_BUY, *ULTIS, *KONTRAS, *CARD_ACTIONS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
AUCTION_RULES = AuctionRuleIds("droggn.auction.higher", "droggn.auction.hold", "droggn.auction.end")
"""The catalogue's rules the auction refuses under."""
HUNGARIAN_NAMES = {
    "passz": PASS,
    "tartom": HOLD,
    "nem veszek": NO_BUY,
    "pagátulti": PAGAT_ULTI,
    "skízulti": SKIZ_ULTI,
    **{
        f"{said} {bet}": f"{word} {bet}"
        for said, word in (("schwochn", "kontra"), ("retour", "rekontra"))
        for bet in ULTIS
    },
}
"""The players' words for the actions (the page's: „Schwochn”, „Retour”), lower-case."""
