"""The action vocabulary of módosított hármastarokk (nehezebb-kartyajatekok.txt), one small
integer each, in this order: ``throw-in`` and ``play-on``, ``pass``, ``hold``, the four bids,
``look`` and ``keep`` (the skart's pairs), a ``call`` for each tarokk a partner may be called by
(four players: ``call XX``), a ``discard`` and a ``play`` for each card of the 42, the four
figures the declarer may announce, and ``kontra`` and ``rekontra`` on the game and on each figure."""

from __future__ import annotations

from tarokk.core.actions import ActionTable
from tarokk.core.cards import DECK42, ROMAN
from tarokk.core.figures import Figure
from tarokk.games.modositott.definition import MODOSITOTT
from tarokk.phases.auction import HOLD, PASS, AuctionRuleIds
from tarokk.phases.kontras import GAME
from tarokk.phases.throwin import PLAY_ON, THROW_IN

BIDS = tuple(contract.name for contract in MODOSITOTT.contracts)
"""The bids, lowest first: első, második, harmadik kettős, szóló."""
LOOK, KEEP = "look", "keep"
CALLABLE_RANKS = tuple(range(20, 1, -1))
"""The tarokks a partner is called by: "csak tarokk lehet, de nem lehet honőr", the XX to the II."""
FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE)
"""The figures the declarer may announce, in the order of the vocabulary."""
KONTRAS = tuple(f"{word} {target}" for word in MODOSITOTT.kontras.words for target in (GAME, *FIGURES))
"""A kontra word said on the game or on an announced figure."""
CALLS = tuple(f"call {ROMAN[rank]}" for rank in CALLABLE_RANKS)
DISCARDS = tuple(f"discard {card.tolnai}" for card in DECK42)
PLAYS = tuple(f"play {card.tolnai}" for card in DECK42)
ACTIONS = ActionTable(
    (THROW_IN, PLAY_ON, PASS, HOLD, *BIDS, LOOK, KEEP, *CALLS, *DISCARDS, *PLAYS, *map(str, FIGURES), *KONTRAS),
    DECK42,
)
"""Action ``i`` is written ``ACTIONS.names[i]``, as records write it."""
AUCTION_RULES = AuctionRuleIds("modositott.auction.higher", "modositott.auction.hold", "modositott.auction.end")
"""The catalogue's rules the auction refuses under."""


def _hungarian_names() -> dict[str, str]:
    """The players' Hungarian words for the actions (``bedobom``, ``tartom``, ``megnézem``,
    ``kontra tulétroá``), lower-case, each with its action's name."""
    figures = {figure.hu.casefold(): str(figure) for figure in FIGURES}
    figures |= {"négy király": "four-kings", "pagátulti": "pagat-ultimo", "huszonegyfogás": "xxi-capture"}
    targets = {**figures, "játék": GAME, "a játékra": GAME, "alapjáték": GAME}
    kontras = {
        f"{word} {hu}": f"{word} {target}" for word in MODOSITOTT.kontras.words for hu, target in targets.items()
    }
    calls = {f"segít a {ROMAN[rank]}".casefold(): f"call {ROMAN[rank]}" for rank in CALLABLE_RANKS}
    said = {"passz": PASS, "tartom": HOLD, "megnézem": LOOK, "továbbnézek": LOOK, "megtartom": KEEP}
    said |= {"bedobom": THROW_IN, "bedobás": THROW_IN, "játszom": PLAY_ON, "nem dobom be": PLAY_ON}
    return said | figures | kontras | calls


HUNGARIAN_NAMES = _hungarian_names()
"""Hungarian aliases of the action names, lower-case."""
