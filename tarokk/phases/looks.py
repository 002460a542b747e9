"""The talon bought look by look at rising prices (Tolnai §65), as a phase of the deal
(:class:`~tarokk.phases.pipeline.Step`): the declarer turns up one part of the talon after
another on his contract's :class:`~tarokk.core.definition.LookLadder` and keeps the part of
his last look, each look raising the game's price; the rest goes to the opponents („A
visszahagyott talonrész az ellenfelek ütéseihez számít”). At a contract whose talon goes to
the opponents unseen (szóló) there is no look.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.cards import Card
from tarokk.core.definition import Contract, LookLadder, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.words import Words
from tarokk.phases.auction import WORDS

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


@dataclass(frozen=True)
class TalonPurchase:
    """What the declarer bought: the contract, his looks, the part he keeps, the cards that go
    to the opponents' tricks and the game's price (Tolnai §65)."""

    contract: Contract
    looks: int
    kept: tuple[Card, ...]
    to_opponents: tuple[Card, ...]
    price: int


def look_price(contract: Contract, looks: int, ladder: LookLadder | None = None) -> int:
    """The game's price when the declarer of ``contract`` looked ``looks`` times on ``ladder``
    (the contract's own if None): the ladder's price of his last look, or at a contract whose
    talon goes to the opponents unseen (szóló), none looked, the contract's value (Tolnai §65)."""
    if contract.talon == TalonHandling.TO_OPPONENTS:
        if looks != 0:
            raise TarokkInputError(**WORDS.talon_unseen.message(contract=contract.hu, looks=looks))
        return contract.base_value
    ladder, cited = ladder or contract.ladder, ladder in (None, contract.ladder)  # the sources' ladder, or a house one
    if contract.talon != TalonHandling.PEEK_AT_PRICE or ladder is None:
        raise TarokkInputError(**WORDS.not_by_looking.message(contract=contract.hu))
    if not 1 <= looks <= ladder.looks:
        source = WORDS.ladder_source if cited else Words("", "")
        said = WORDS.looks_range.message(contract=contract.hu, most=ladder.looks, source=source, looks=looks)
        raise TarokkInputError(**said)
    return ladder.prices[looks - 1]


def purchase(contract: Contract, looks: int, talon: Sequence[Card], ladder: LookLadder | None = None) -> TalonPurchase:
    """The declarer of ``contract`` looks ``looks`` times at ``talon`` (top card first: "az első
    lap" is its first) on ``ladder`` (the contract's own if None) and keeps the part of his last
    look; where the talon goes to the opponents unseen, he looks none (Tolnai §65)."""
    price = look_price(contract, looks, ladder)
    if contract.talon == TalonHandling.TO_OPPONENTS:
        return TalonPurchase(contract, 0, (), tuple(talon), price)
    ladder = ladder or contract.ladder
    assert ladder is not None
    parts = max(ladder.order) + 1
    if len(talon) != ladder.part_size * parts:
        whole = ladder.part_size * parts
        said = WORDS.talon_parts.message(contract=contract.hu, size=ladder.part_size, whole=whole, given=len(talon))
        raise TarokkInputError(**said)
    start = ladder.order[looks - 1] * ladder.part_size
    kept = tuple(talon[start : start + ladder.part_size])
    rest = tuple(talon[:start]) + tuple(talon[start + ladder.part_size :])
    return TalonPurchase(contract, looks, kept, rest, price)


@dataclass
class Looks:
    """The declarer's looks so far at ``talon`` on ``ladder``: the first part is turned up as the
    phase begins."""

    ladder: LookLadder
    talon: tuple[Card, ...]
    count: int = 1

    @property
    def price(self) -> int:
        """The game's price at the looks so far."""
        return self.ladder.prices[self.count - 1]

    @property
    def parts(self) -> tuple[int, ...]:
        """The parts turned up so far, in order (a part looked at again repeats)."""
        return self.ladder.order[: self.count]

    @property
    def turned_up(self) -> tuple[tuple[Card, ...], ...]:
        """The cards of each part turned up so far."""
        size = self.ladder.part_size
        return tuple(self.talon[part * size : (part + 1) * size] for part in self.parts)

    @property
    def next_part(self) -> int | None:
        """The part the next look turns up (None: the ladder ends here)."""
        return self.ladder.order[self.count] if self.count < self.ladder.looks else None


class LooksAtTalon(Protocol):
    """A deal whose declarer buys the talon look by look: its looks, while he is looking."""

    looking: Looks | None


@dataclass(frozen=True)
class LookByLook:
    """The declarer turns up the next part (action ``look``) or keeps the part of his last look
    (``keep``), which ends the phase; a look past the ladder's end is refused under ``rule``."""

    rule: str
    look: str = "look"
    keep: str = "keep"

    def __post_init__(self) -> None:
        enforces(self.rule)(LookByLook.legal)
        enforces(self.rule)(LookByLook.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.declarer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        looking = cast(LooksAtTalon, state).looking
        said = (self.look, self.keep) if looking is not None and looking.next_part is not None else (self.keep,)
        return sorted(state.actions.index[word] for word in said)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        looking = cast(LooksAtTalon, state).looking
        if state.actions.names[action] != self.look or looking is None:
            return None
        return IllegalAction(self.rule, **WORDS.ladder_ends.message(looks=looking.ladder.looks))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        looking = cast(LooksAtTalon, state).looking
        if state.actions.names[action] == self.keep or looking is None:
            return True
        looking.count += 1
        return False
