"""The action vocabulary of Jókai-hármas (nehezebb-kartyajatekok.txt, "Hármas tarokk"), one
small integer each, in this order: ``pass``, the four bids, ``look`` and ``keep`` (the
skart's pairs), a ``discard`` and a ``play`` for each card of the 42 (``play XXI``), the four
figures the declarer may announce, and ``kontra`` and ``rekontra`` on the game and on each
figure (``kontra game``, ``rekontra trull``)."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK42
from tarokk.core.figures import Figure
from tarokk.games.jokai.definition import JOKAI
from tarokk.phases.auction import PASS, AuctionRuleIds
from tarokk.phases.kontras import GAME

BIDS = tuple(contract.name for contract in JOKAI.contracts)
"""The bids, lowest first: első, második, harmadik kettős, szóló."""
LOOK, KEEP = "look", "keep"
FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE)
"""The figures the declarer may announce, in the order of the vocabulary."""
KONTRAS = tuple(f"{word} {target}" for word in JOKAI.kontras.words for target in (GAME, *FIGURES))
"""A kontra word said on the game or on an announced figure."""
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK42)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK42)
ACTIONS = ActionTable((PASS, *BIDS, LOOK, KEEP, *DISCARDS, *PLAYS, *map(str, FIGURES), *KONTRAS), DECK42)
"""Action ``i`` is written ``ACTIONS.names[i]``, as records write it."""
AUCTION_RULES = AuctionRuleIds("jokai.auction.higher", "jokai.auction.higher", "jokai.auction.end")
"""The catalogue's rules the auction refuses under (there is no holding right)."""


def _hungarian_names() -> dict[str, str]:
    """The players' Hungarian words for the actions (``passz``, ``első kettős``, ``megnézem``,
    ``kontra tulétroá``), lower-case, each with its action's name."""
    figures = {figure.hu.casefold(): str(figure) for figure in FIGURES}
    figures |= {"négy király": "four-kings", "pagátulti": "pagat-ultimo", "huszonegyfogás": "xxi-capture"}
    targets = {**figures, "játék": GAME, "a játékra": GAME, "alapjáték": GAME}
    kontras = {f"{word} {hu}": f"{word} {target}" for word in JOKAI.kontras.words for hu, target in targets.items()}
    bids = {contract.hu: contract.name for contract in JOKAI.contracts}
    calls = {"passz": PASS, "megnézem": LOOK, "továbbnézek": LOOK, "megtartom": KEEP, "cserélek": KEEP}
    return calls | bids | figures | kontras


HUNGARIAN_NAMES = _hungarian_names()
"""Hungarian aliases of the action names, lower-case."""
