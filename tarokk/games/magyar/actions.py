"""The action vocabulary of magyar tarokk (Tolnai §65), one small integer each, in this order:
``pass`` and ``hold``, the five bids, ``look`` and ``keep``, a ``discard`` and a ``play`` for
each card of the 42 (named as :attr:`~tarokk.core.cards.Card.tolnai` writes it:
``play XXI``), the five figures, and each kontra word on the game and on each figure
(``kontra game``, ``rekontra trull``)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK42
from tarokk.core.figures import Figure
from tarokk.games.magyar.definition import MAGYAR
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds
from tarokk.phases.kontras import GAME

BIDS = tuple(contract.name for contract in MAGYAR.contracts)
"""The contracts' calls, lowest first."""
LOOK, KEEP = "look", "keep"
FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.VOLAT, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE)
"""The figures a player may announce, in the order of the vocabulary."""
KONTRAS = tuple(f"{word} {target}" for word in MAGYAR.kontras.words for target in (GAME, *FIGURES))
"""A kontra word said on the game or on an announced figure."""
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK42)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK42)
ACTIONS = ActionTable((PASS, HOLD, *BIDS, LOOK, KEEP, *DISCARDS, *PLAYS, *map(str, FIGURES), *KONTRAS), DECK42)
"""Action ``i`` is written ``ACTIONS.names[i]``, as records write it."""
AUCTION_RULES = AuctionRuleIds("magyar.auction.higher", "magyar.auction.hold", "magyar.auction.end")
"""The catalogue's rules the auction refuses under."""


def _hungarian_names() -> dict[str, str]:
    """The players' Hungarian words for the actions (Tolnai's: ``passz``, ``tartom``, ``rekontra
    tulétroá``), lower-case, each with its action's name."""
    figures = {figure.hu.casefold(): str(figure) for figure in FIGURES}
    figures |= {
        "trull": "trull",
        "négy király": "four-kings",
        "ultimó": "pagat-ultimo",
        "huszonegyfogás": "xxi-capture",
    }
    targets = {**figures, "játék": GAME, "a játékra": GAME}
    kontras = {f"{word} {hu}": f"{word} {target}" for word in MAGYAR.kontras.words for hu, target in targets.items()}
    calls = {"passz": PASS, "pász": PASS, "tartom": HOLD, "megnézem": LOOK, "megtartom": KEEP}
    return calls | figures | kontras


HUNGARIAN_NAMES = _hungarian_names()
"""Hungarian aliases of the action names (Tolnai's words), lower-case."""
