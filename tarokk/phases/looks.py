"""The talon bought look by look at rising prices (Tolnai §65), as a phase of the deal
(:class:`~tarokk.phases.pipeline.Step`): the declarer turns up one part of the talon after
another on his contract's :class:`~tarokk.core.definition.LookLadder` and keeps the part of
his last look, each look raising the game's price; the rest goes to the opponents („A
visszahagyott talonrész az ellenfelek ütéseihez számít”). At a contract whose talon goes to
the opponents unseen (szóló) there is no look. :class:`LookingState` is the deal of the games
whose lost game is priced by the looks (Jókai-hármas, módosított hármastarokk).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, cast

from tarokk.core import words as core_words
from tarokk.core.cards import Card, cards_text
from tarokk.core.definition import Contract, LookLadder, Phase, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.table import TableGame
from tarokk.core.words import Language, Words
from tarokk.phases.auction import WORDS
from tarokk.phases.pipeline import PhasedState, SeatView


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


@dataclass(frozen=True)
class LooksView(SeatView):
    """The shared view and, for the declarer while he looks, the talon's parts he has turned up
    (nobody else sees them: "a felvevő sorra meg is nézheti a skart lapjait"), the parts
    turned up so far and the next, and what a loss of the game costs as it stands, to all."""

    turned_up: tuple[tuple[Card, ...], ...]
    turned_up_parts: tuple[int, ...]
    next_part: int | None
    loss_price: int


class LookingState(PhasedState):
    """A deal whose contracts buy the talon look by look on their ladder, or leave it unseen to
    the opponents (szóló), and price a lost game by the looks (Jókai-hármas, módosított
    hármastarokk): the looks, the purchase, what a loss costs, and the table's rows of them in
    the game's words (``priced``, ``look``, ``looks``, ``looks_again`` and the group ``parts``)."""

    view_class: ClassVar[type[SeatView]] = LooksView

    def __init__(self, game: TableGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game, hands, talon)
        self.looking: Looks | None = None
        """The declarer's looks at the talon's parts, once he has begun them."""
        self.purchase: TalonPurchase | None = None

    def begin_looks(self) -> bool:
        """After the auction: at a contract bought by looking, the first part turned up (True);
        at one whose talon goes to the opponents, nothing (False)."""
        assert self.contract is not None
        if self.contract.talon != TalonHandling.PEEK_AT_PRICE:
            return False
        assert self.contract.ladder is not None
        self.phase, self.looking = Phase.TALON, Looks(self.contract.ladder, self.talon)
        return True

    def take_purchase(self) -> bool:
        """The declarer takes the part of his last look and lays as many away (True), or, where
        the talon goes to the opponents, takes none (False)."""
        assert self.declarer is not None and self.contract is not None
        looks = 0 if self.looking is None else self.looking.count
        self.purchase = purchase(self.contract, looks, self.talon)
        if self.purchase.kept:
            self.take_from_talon(self.declarer, self.purchase.kept)
        return bool(self.purchase.kept)

    def loss_price(self) -> int:
        """What a loss of the game costs as it stands: the ladder's at the looks so far, else the contract's."""
        if self.contract is None:
            return 0
        return self.contract.base_value if self.looking is None else self.looking.price

    def own_view(self, seat: Seat) -> dict[str, Any]:
        looking = self.looking
        mine = looking is not None and seat == self.declarer
        return {
            "turned_up": looking.turned_up if mine and looking is not None else (),
            "turned_up_parts": () if looking is None else looking.parts,
            "next_part": looking.next_part if looking is not None and self.phase == Phase.TALON else None,
            "loss_price": self.loss_price(),
        }

    def look_text(self, language: Language) -> str:
        """A look at the next part, saying so when it goes back to one seen."""
        looking, words = self.looking, self.game.words
        following = None if looking is None else looking.next_part
        if following is not None and looking is not None and following in looking.parts:
            part = tuple(words.group("parts").values())[following]
            return str(words.looks_again(language, part=part(language)))
        return str(words.looks(language))

    def table_rows(self, view: SeatView, language: Language) -> list[tuple[Words, str]]:
        """The shared rows, the declarer's with what a loss costs, and a row for each look (its
        cards to the declarer alone)."""
        assert isinstance(view, LooksView)
        rows = super().table_rows(view, language)
        words = self.game.words
        if view.declarer is not None and self.contract is not None:
            price = {"declarer": view.declarer, "contract": self.contract.hu, "price": view.loss_price}
            rows[1] = (core_words.DECLARER, str(words.priced(language, **price)))
        parts = tuple(words.group("parts").values())
        for look, part in enumerate(view.turned_up_parts, 1):
            label = str(words.look(language, look=look, part=parts[part](language)))
            cards = cards_text(view.turned_up[look - 1], language) if view.turned_up else "—"
            rows.insert(1 + look, (Words(label, label), cards))  # in the language asked
        return rows
