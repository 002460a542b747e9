"""The talon bought by looking (Tolnai §65).

At hármas, alsó hármas, kettős and egyes the declarer looks at the talon one part at a
time, in the order of the contract's :class:`~tarokk.core.definition.LookLadder`, and keeps
the part of his last look; each look raises the game's price. The parts he does not keep
go to the opponents' tricks ("A visszahagyott talonrész az ellenfelek ütéseihez számít").
At szóló he takes nothing and the whole talon goes, unseen, to the opponents.

The talon is held top card first: at hármas the top three are its first three cards, at
kettős "az első két lap" its first two, at egyes "az első lap" its first card.

Tolnai prints each ladder up to the third hármas, the fourth alsó hármas price, the fifth
kettős and the eleventh egyes, and says nothing of a look after those. As printed, the
ladder ends there (:data:`TOLNAI`); :attr:`~tarokk.games.magyar.options.MagyarOptions.last_part_again` is the house
reading that lets the declarer go on to the last part once more at the next price.
"""

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
    """The contract's ladder under ``options``: with ``last_part_again`` one more look, at the
    part after the last one looked at and at the next price of the ladder's step."""
    ladder = contract.ladder
    if contract.talon != TalonHandling.PEEK_AT_PRICE or ladder is None:
        raise TarokkInputError(f"{contract.hu} does not buy the talon by looking (Tolnai §65)")
    if not options.last_part_again:
        return ladder
    parts = max(ladder.order) + 1
    step = ladder.prices[-1] - ladder.prices[-2] if len(ladder.prices) > 1 else ladder.prices[0]
    return LookLadder(
        ladder.part_size,
        (*ladder.order, (ladder.order[-1] + 1) % parts),
        (*ladder.prices, ladder.prices[-1] + step),
    )


def buy_talon(contract: Contract, looks: int, talon: Sequence[Card], options: MagyarOptions = TOLNAI) -> TalonPurchase:
    """The declarer of ``contract`` looks ``looks`` times at ``talon`` (top card first) and
    keeps the part of his last look; the rest goes to the opponents (Tolnai §65).

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
