"""The 54-card ten-contract tarokk as data (wiki: Alapismeretek, Osztás, Licitálás).

Four play with the 54-card deck. The dealer lays the top six cards aside as the skart and
deals the rest to the right in sixes, twelve cards each (wiki: Osztás). Kings and the three
honours count 4, queens 3, knights 2, jacks 1, every other card nothing, and each trick 1
point: „(4*4+4*3+4*2+4*1+3*4+12=) 64 pont”, so 33 wins (wiki: Alapismeretek).

The ten contracts climb from trisákolás to szólóhármas és ultimó; each is worth its units
(pénzegység), and of two with equal units the one-element contract ranks higher (wiki:
Licitálás). :data:`CONTRACT_PARTS` says what each one promises: the game (33 points), the
ultimó (the last trick with the pagát, the sas or a king), no trick at all (betli), or
fewer tricks than the others (trisákolás); :data:`CONTRACT_PLAY` how its talon and partner
are handled. Both are in ``definition.toml`` (:mod:`tarokk.core.gamedata`), the play of each
contract in its table ``[own.play.<name>]``. The points the text leaves open are the options of
:class:`~tarokk.games.tarokk54.options.Tarokk54Options`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from tarokk.core.cards import DECK54, Card
from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.gamedata import load_definition, load_table


@enforces("tarokk54.cards.values")
def card_value(card: Card) -> int:
    """A card's points (wiki: Alapismeretek): „királyok: 4; dámák: 3; lovagok: 2; bubik: 1;
    skíz: 4; XXI: 4; pagát (I): 4. A többi lapnak nincs pontértéke.”"""
    if card.is_honour or card.is_king:
        return 4
    if card.is_tarokk:
        return 0
    return {7: 3, 6: 2, 5: 1}.get(card.rank, 0)


CARD_VALUES = MappingProxyType({card: card_value(card) for card in DECK54})
"""Every card's points in this game."""


class Part(StrEnum):
    """What a contract promises; a combined contract promises two parts, settled apart."""

    TRISAK = "trisak"
    """Fewer tricks than the others (wiki: Trisákolás)."""
    GAME = "game"
    """At least 33 of the 64 points, the skart counting for the opponents."""
    ULTIMO = "ultimo"
    """The last trick, won with the pagát, the sas or a king (wiki: Ultimóhívás)."""
    BETLI = "betli"
    """No trick at all (wiki: Betli)."""


class Exchange(StrEnum):
    """What a contract does with the skart."""

    NONE = "none"
    """Nobody exchanges, nobody looks (betli, szólóhármas; no talon in trisákolás)."""
    GAME = "game"
    """The declarer exchanges the top four, the next two players one each (wiki: Játék)."""
    HALF = "half"
    """The declarer looks at the top and the bottom three and exchanges with the half he
    chooses (wiki: Ultimóhívás)."""
    HALF_OR_SHOW = "half-or-show"
    """As :attr:`HALF`, or he refuses and the talon lies face up (wiki: Hármasjáték)."""


@dataclass(frozen=True)
class ContractPlay:
    """How a contract is played: its parts with their units, its exchange, whether he calls a
    partner, whether the skart counts for the opponents, whether the opponents' hands are
    laid open after the first lead (terített betli), and the section of the text."""

    parts: tuple[tuple[Part, int], ...]
    exchange: Exchange
    calls: bool
    skart_to_opponents: bool
    section: str
    open_hands: bool = False


MUST_OVERTAKE = "must-overtake"
"""The play constraint of the betlis: every player must overtake when he can (wiki: Lejátszás)."""

TAROKK54 = load_definition(__name__, counting={"values": CARD_VALUES})
"""The game as data: 54 cards, four hands of twelve dealt in sixes, a skart of six, 64
points with the tricks, ten contracts, kontra and rekontra."""

CONTRACT_PLAY: Mapping[str, ContractPlay] = load_table(__name__, "play", Mapping[str, ContractPlay])
"""How each contract, by name, is played."""


def contract_play(contract: Contract) -> ContractPlay:
    """How ``contract`` is played (:data:`CONTRACT_PLAY`)."""
    return CONTRACT_PLAY[contract.name]


def priced_parts(contract: Contract) -> tuple[tuple[Part, int], ...]:
    """What ``contract`` promises, each part with its units: a part after the first (the
    ultimó of a combined contract) at its own units, the first at the rest of the contract's
    units (wiki: Játék és ultimó: „6-4=2 egység jár”)."""
    (first, _), *rest = contract_play(contract).parts
    return ((first, contract.base_value - sum(units for _, units in rest)), *rest)


ULTIMO_CARDS_RANKS = (1, 2)
"""The tarokks an ultimó is made with, besides the kings: the pagát (I) and the sas (II)."""


def is_ultimo_card(card: Card) -> bool:
    """The pagát, the sas or a king (wiki: Ultimóhívás)."""
    return card.is_king or (card.is_tarokk and card.rank in ULTIMO_CARDS_RANKS)
