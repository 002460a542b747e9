"""The talon bought by looking (Tolnai §65): the declarer turns up one part after another on
the contract's :class:`~tarokk.core.definition.LookLadder` and keeps the part of his last look;
the rest goes to the opponents ("A visszahagyott talonrész az ellenfelek ütéseihez számít")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.definition import Contract, LookLadder, TalonHandling
from tarokk.core.errors import TarokkInputError
from tarokk.games.magyar.options import TOLNAI, MagyarOptions


@dataclass(frozen=True)
class TalonPurchase:
    """What the declarer bought: the contract, his looks, the part he keeps, the cards that go
    to the opponents' tricks and the game's price (Tolnai §65)."""

    contract: Contract
    looks: int
    kept: tuple[Card, ...]
    to_opponents: tuple[Card, ...]
    price: int


def look_ladder(contract: Contract, options: MagyarOptions = TOLNAI) -> LookLadder:
    """The contract's ladder as Tolnai §65 prints it, or with ``last_part_again`` one more look
    at the part after the last one, at the next price of the ladder's step."""
    ladder = contract.ladder
    if contract.talon != TalonHandling.PEEK_AT_PRICE or ladder is None:
        raise TarokkInputError(f"{contract.hu} does not buy the talon by looking (Tolnai §65)")
    if not options.last_part_again:
        return ladder
    step = ladder.prices[-1] - ladder.prices[-2] if len(ladder.prices) > 1 else ladder.prices[0]
    order = (*ladder.order, (ladder.order[-1] + 1) % (max(ladder.order) + 1))
    return LookLadder(ladder.part_size, order, (*ladder.prices, ladder.prices[-1] + step))


def buy_talon(contract: Contract, looks: int, talon: Sequence[Card], options: MagyarOptions = TOLNAI) -> TalonPurchase:
    """The declarer of ``contract`` looks ``looks`` times at ``talon`` (top card first: "az első
    lap" is its first) and keeps the part of his last look; at szóló none (Tolnai §65).

    >>> from tarokk.core.cards import DECK42
    >>> from tarokk.games.magyar.definition import MAGYAR
    >>> bought = buy_talon(MAGYAR.contract("egyes"), 11, DECK42.cards[:6])  # "tizenegyedik egyes"
    >>> bought.price, [card.hu for card in bought.kept]
    (33, ['V'])
    """
    if contract.talon == TalonHandling.TO_OPPONENTS:
        if looks != 0:
            raise TarokkInputError(
                f"at {contract.hu} the talon goes unseen to the opponents (Tolnai §65): looks must be 0, not {looks!r}"
            )
        return TalonPurchase(contract, 0, (), tuple(talon), contract.base_value)
    ladder = look_ladder(contract, options)
    if not 1 <= looks <= ladder.looks:
        raise TarokkInputError(
            f"{contract.hu} is bought with 1 to {ladder.looks} looks"
            f"{'' if options.last_part_again else ' (Tolnai §65)'}, not {looks!r}"
        )
    size = ladder.part_size
    if len(talon) != size * (max(ladder.order) + 1):
        raise TarokkInputError(
            f"{contract.hu} looks at parts of {size} of a talon of {size * (max(ladder.order) + 1)}, "
            f"not of {len(talon)} cards"
        )
    start = ladder.order[looks - 1] * size
    kept = tuple(talon[start : start + size])
    rest = tuple(talon[:start]) + tuple(talon[start + size :])
    return TalonPurchase(contract, looks, kept, rest, ladder.prices[looks - 1])
