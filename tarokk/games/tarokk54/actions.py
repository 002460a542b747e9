"""The 54-card ten-contract tarokk's actions as records write them: ``pass``, the ten bids, ``help`` (segítek),
``call XVIII``, the skart's halves (``take top``, ``take bottom``, ``show talon``), ``kontra``, ``rekontra``,
``discard T b`` and ``play XXI``, each card as Tolnai abbreviates it (:attr:`~tarokk.core.cards.Card.tolnai`)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK54, ROMAN
from tarokk.games.tarokk54.definition import TAROKK54
from tarokk.phases.auction import PASS

BIDS = tuple(contract.name for contract in TAROKK54.contracts)
"""The bids, one per contract, in rank order."""
HELP = "help"
CALLS = tuple(f"call {ROMAN[rank]}" for rank in range(19, 0, -1))
"""The tarokks a declarer can call: the XIX down to the pagát (the skíz, XXI and XX never)."""
HALVES = ("take top", "take bottom", "show talon")
"""The declarer's choice of the skart: its top three, its bottom three, or neither, the talon face up."""
KONTRAS = TAROKK54.kontras.words
CARD_ACTIONS = tuple(f"{verb} {card.tolnai}" for verb in ("discard", "play") for card in DECK54)
ACTIONS = ActionTable((PASS, *BIDS, HELP, *CALLS, *HALVES, *KONTRAS, *CARD_ACTIONS), DECK54)
"""Action ``i`` is written ``ACTIONS.names[i]``."""
