"""The 54-card ten-contract tarokk as data (wiki: Alapismeretek, Osztás, Licitálás): its ``definition.toml``
(:mod:`tarokk.core.gamedata`), the card values, and how each contract is played (``[own.play.<name>]``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from tarokk.core.cards import DECK54, KINGS, PAGAT, Card
from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.gamedata import load_definition, load_table


@enforces("tarokk54.cards.values")
def card_value(card: Card) -> int:
    """A card's points (wiki: Alapismeretek): kings and honours 4, queens 3, knights 2, jacks 1, the rest 0."""
    if card.is_honour or card.is_king:
        return 4
    if card.is_tarokk:
        return 0
    return {7: 3, 6: 2, 5: 1}.get(card.rank, 0)


CARD_VALUES = MappingProxyType({card: card_value(card) for card in DECK54})
"""Every card's points in this game."""


class Part(StrEnum):
    """What a contract promises, each part settled apart: fewer tricks than the others (trisákolás), 33 of the
    64 points (the game), the last trick with an ultimó card, or no trick at all (betli)."""

    TRISAK = "trisak"
    GAME = "game"
    ULTIMO = "ultimo"
    BETLI = "betli"


@dataclass(frozen=True)
class ContractPlay:
    """How a contract is played besides its talon and partner: its parts with their units, its section of the text,
    whether the declarer may refuse the exchange, the talon then face up (wiki: Hármasjáték), and whether the
    opponents' hands lie open after the first lead (wiki: Terített betli)."""

    parts: tuple[tuple[Part, int], ...]
    section: str
    may_refuse_exchange: bool = False
    open_hands: bool = False


HALF = 3
"""The skart's halves: its top three cards and its bottom three."""
ULTIMO_CARDS = KINGS | PAGAT.bit | Card(None, 2).bit
"""The cards an ultimó is bid and made with: the pagát, the sas (II) and the kings (wiki: Ultimóhívás)."""
TAROKK54 = load_definition(__name__, counting={"values": CARD_VALUES})
"""The game as data: 54 cards, a skart of six, four hands of twelve, ten contracts."""
CONTRACT_PLAY: Mapping[str, ContractPlay] = load_table(__name__, "play", Mapping[str, ContractPlay])
"""How each contract, by name, is played."""


def contract_play(contract: Contract) -> ContractPlay:
    """How ``contract`` is played (:data:`CONTRACT_PLAY`)."""
    return CONTRACT_PLAY[contract.name]
