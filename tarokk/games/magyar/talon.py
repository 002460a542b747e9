"""Magyar tarokk's talon ladders as its options read them (Tolnai §65): the contract's own, or
with ``last_part_again`` one more look; the purchase itself is the shared look-by-look phase
(:mod:`tarokk.phases.looks`)."""

from __future__ import annotations

from collections.abc import Sequence

from tarokk.core.cards import Card
from tarokk.core.definition import Contract, LookLadder, TalonHandling
from tarokk.core.errors import TarokkInputError
from tarokk.games.magyar.options import TOLNAI, MagyarOptions
from tarokk.phases.auction import WORDS
from tarokk.phases.looks import TalonPurchase, look_price, purchase


def look_ladder(contract: Contract, options: MagyarOptions = TOLNAI) -> LookLadder:
    """The contract's ladder as Tolnai §65 prints it, or with ``last_part_again`` one more look
    at the part after the last one, at the next price of the ladder's step."""
    ladder = contract.ladder
    if contract.talon != TalonHandling.PEEK_AT_PRICE or ladder is None:
        raise TarokkInputError(**WORDS.not_by_looking.message(contract=contract.hu))
    if not options.last_part_again:
        return ladder
    step = ladder.prices[-1] - ladder.prices[-2] if len(ladder.prices) > 1 else ladder.prices[0]
    order = (*ladder.order, (ladder.order[-1] + 1) % (max(ladder.order) + 1))
    return LookLadder(ladder.part_size, order, (*ladder.prices, ladder.prices[-1] + step))


def buy_talon(contract: Contract, looks: int, talon: Sequence[Card], options: MagyarOptions = TOLNAI) -> TalonPurchase:
    """The declarer of ``contract`` looks ``looks`` times at ``talon`` on his ladder under
    ``options`` and keeps the part of his last look; at szóló none (Tolnai §65).

    >>> from tarokk.core.cards import DECK42
    >>> from tarokk.games.magyar.definition import MAGYAR
    >>> bought = buy_talon(MAGYAR.contract("egyes"), 11, DECK42.cards[:6])  # "tizenegyedik egyes"
    >>> bought.price, [card.hu for card in bought.kept]
    (33, ['V'])
    """
    peeks = contract.talon == TalonHandling.PEEK_AT_PRICE
    return purchase(contract, looks, talon, look_ladder(contract, options) if peeks else None)


def bought_price(contract: Contract, looks: int, options: MagyarOptions = TOLNAI) -> int:
    """The game's price of ``contract`` bought with ``looks`` looks on the declarer's ladder under
    ``options`` (none at szóló: Tolnai §65)."""
    peeks = contract.talon == TalonHandling.PEEK_AT_PRICE
    return look_price(contract, looks, look_ladder(contract, options) if peeks else None)
