"""How the cards a side took are counted: the counting methods of the sources' games (Tolnai
§7, §66) and a game's :class:`CardCounting`, which a definition holds
(:class:`~tarokk.core.definition.GameDefinition`)."""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from tarokk.core.cards import Card
from tarokk.core.errors import DefinitionError
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick
from tarokk.core.values import Value


class Counting(StrEnum):
    """How the cards a side took are counted (Tolnai §7, §66; the sources' other games)."""

    CARD_POINTS = "card-points"
    """Every card's points added up: 94 in the 42-card deck, 106 in the 54-card deck (Tolnai §7)."""
    GROUPS_OF_THREE = "groups-of-three"
    """Tolnai §66: every card is worth ⅔ of a point less; the cards are taken in threes, a
    group worth 1 plus each card's points less one; a last pair is worth 1 too, a last single
    card 0, plus its points less one. The 54-card deck makes 70, the 42-card deck 66."""
    POINTS_PER_TRICK = "points-per-trick"
    """The card points, and a fixed number of points for each trick taken."""
    DEDUCTED_PER_TRICK = "deducted-per-trick"
    """The card points, less a fixed number of points for each trick taken."""


@dataclass(frozen=True)
class CardCounting(Value):
    """A counting method and, for the per-trick methods, the points of one trick.

    ``values`` is the game's own card-value table where it is not Tolnai's (§7): the
    54-card ten-contract game counts kings and honours 4, queens 3, knights 2, jacks 1 and
    every other card 0 (wiki: Alapismeretek). Without a table every card counts its
    :attr:`~tarokk.core.cards.Card.points`.
    """

    method: Counting = Counting.CARD_POINTS
    per_trick: int = 0
    values: Mapping[Card, int] | None = field(default=None, hash=False)
    talon_tricks: int = 0
    """How many tricks the talon counts as in the pack's total, where a per-trick count counts
    it as tricks: the Jókai-hármas's skart of six is two ("ez a hat lap két ütésnek minősül")."""

    def __post_init__(self) -> None:
        per_trick = self.method in (Counting.POINTS_PER_TRICK, Counting.DEDUCTED_PER_TRICK)
        if per_trick != (self.per_trick != 0):
            wanted = "the points of a trick" if per_trick else "no points for a trick"
            raise DefinitionError(f"counting by {self.method} takes {wanted}, not per_trick={self.per_trick}")
        if self.talon_tricks < 0 or (self.talon_tricks and not per_trick):
            raise DefinitionError(
                f"counting by {self.method} cannot count the talon as {self.talon_tricks} tricks: "
                "only a per-trick count can"
            )

    def points_of(self, card: Card) -> int:
        """What ``card`` is worth in this game: its entry in :attr:`values`, else its Tolnai points."""
        return card.points if self.values is None else self.values[card]

    def count_cards(self, cards: Iterable[Card], tricks: int = 0) -> int:
        """The value of ``cards`` taken in ``tricks`` tricks, each card at :meth:`points_of`."""
        return self.count([self.points_of(card) for card in cards], tricks)

    def count_taken(self, tricks: Iterable[Trick], seats: Container[Seat], laid: Iterable[Card] = ()) -> int:
        """The value of what ``seats`` took in ``tricks``: the cards of their tricks and the cards
        ``laid`` that count for them (a discard, a talon left to them), in as many tricks as they won;
        a joker goes to the seat that played it, whoever won its trick (:meth:`Trick.taker`)."""
        tricks = list(tricks)
        taken = [card for trick in tricks for seat, card in trick.plays if trick.taker(seat, card) in seats]
        return self.count_cards([*taken, *laid], sum(trick.winner in seats for trick in tricks))

    def count(self, points: Sequence[int], tricks: int = 0) -> int:
        """The value of cards worth ``points`` each (Tolnai §7) taken in ``tricks`` tricks.

        >>> CardCounting(Counting.GROUPS_OF_THREE).count([5, 5, 1])  # Tolnai §66: király, XXI, II
        9
        """
        plain = sum(points)
        if self.method == Counting.GROUPS_OF_THREE:
            groups = len(points) // 3 + (1 if len(points) % 3 == 2 else 0)
            return groups + plain - len(points)
        if self.method == Counting.POINTS_PER_TRICK:
            return plain + self.per_trick * tricks
        if self.method == Counting.DEDUCTED_PER_TRICK:
            return plain - self.per_trick * tricks
        return plain
