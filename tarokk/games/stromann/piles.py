"""The piles in front of each player, the turning rule, and the tricks played from the hand
and the open pile tops (Tolnai §72).

A pile is a tuple of cards, its top card first. Once the piles are turned (after the
bidding) the top card of every pile lies open, and it is never a king or a tarokk: those
go into the hand as soon as they are turned up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tarokk.core.cards import Card, cards_of, mask_of
from tarokk.core.definition import GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.holdings import Holding
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick, TrickPlay, legal_mask_with_open
from tarokk.games.stromann.actions import holding_cards

Pile = tuple[Card, ...]


def laid(cards: Sequence[Card], sizes: Sequence[int], players: int) -> list[list[Pile]]:
    """The piles laid from ``cards`` in dealing order: a pile of each of ``sizes`` to each of
    ``players`` in turn, the dealer's opponent first („felváltva ellenfele és maga elé”), each
    from its top card down; each player's piles, by player."""
    piles: list[list[Pile]] = [[] for _ in range(players)]
    position = 0
    for size in sizes:
        for own in piles:
            own.append(tuple(cards[position : position + size]))
            position += size
    return piles


@enforces("stromann.piles.turn")
def stays_on_pile(card: Card) -> bool:
    """Whether a turned-up ``card`` stays on top of its pile: a suit card that is not a king
    („míg a felső lap olyan színes kártya nem lesz, mely nem király”)."""
    return not card.is_tarokk and not card.is_king


@enforces("stromann.piles.turn")
def turn(pile: Pile) -> tuple[tuple[Card, ...], Pile]:
    """Turn ``pile`` up: the kings and tarokks taken into the hand from its top, in the order
    they were turned, and the pile left, its top a suit card that is not a king, or empty."""
    taken = 0
    while taken < len(pile) and not stays_on_pile(pile[taken]):
        taken += 1
    return pile[:taken], pile[taken:]


@dataclass
class Piles:
    """The piles of a deal and what is theirs alone: each seat's piles (:attr:`piles`, by seat,
    each pile a tuple, its top card first), whether they are turned, the cards turned up from
    them into a hand, the cards each seat has won, and the holding announced. The hands and the
    tricks are the deal's :class:`~tarokk.core.tricks.TrickPlay`, which every method that reads
    or changes them takes as ``play``: a card is led or followed from the hand or the open top of
    any of the player's piles. With ``open_held`` the open tops count as his cards when he
    follows (the option ``follow_from``)."""

    piles: dict[Seat, list[Pile]]
    open_held: bool
    won: dict[Seat, int]
    """The cards each seat has taken in its tricks, as a card set."""
    turned: bool = False
    taken: list[tuple[Seat, Card]] = field(default_factory=list)
    """The kings and tarokks turned up from the piles into a hand, in order."""
    pending: Holding | None = None
    """The holding the seat to play has announced and must now play a card of."""

    @classmethod
    def lay(cls, cards: Sequence[Card], definition: GameDefinition, open_held: bool) -> Piles:
        """The piles laid from ``cards``, the pile cards in dealing order (:func:`laid`), face
        down, for the definition's seats."""
        seats = definition.seating.active_seats
        piles = dict(zip(seats, laid(cards, definition.packets.piles, len(seats)), strict=True))
        return cls(piles, open_held, dict.fromkeys(seats, 0))

    @enforces("stromann.piles.turn")
    def turn_all(self, play: TrickPlay) -> None:
        """Each player turns up his three piles, A first (Tolnai §72), the kings and tarokks
        going into his hand in ``play``."""
        self.turned = True
        for seat, piles in self.piles.items():
            for number in range(len(piles)):
                self._turn(play, seat, number)

    def _turn(self, play: TrickPlay, seat: Seat, number: int) -> None:
        taken, self.piles[seat][number] = turn(self.piles[seat][number])
        for card in taken:
            play.held[seat] |= card.bit
            self.taken.append((seat, card))

    def tops(self, seat: Seat) -> int:
        """The open pile tops of ``seat`` as a card set (none before the turning)."""
        return mask_of(pile[0] for pile in self.piles[seat] if pile) if self.turned else 0

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def playable(self, play: TrickPlay, seat: Seat) -> int:
        """The cards ``seat`` may play now, as a card set: from his hand in ``play`` and his open
        tops, by the follow rules (:func:`~tarokk.core.tricks.legal_mask_with_open`), and,
        after an announcement, only a card of the announced holding."""
        hand = play.held[seat]
        legal = legal_mask_with_open(hand, self.tops(seat), led_card(play), self.open_held)
        return legal if self.pending is None else legal & holding_cards(self.pending, hand)

    def legal_cards(self, play: TrickPlay) -> list[Card]:
        """The cards the seat to play in ``play`` may play now (:meth:`playable`), in order."""
        return [] if play.to_play is None else list(cards_of(self.playable(play, play.to_play)))

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def check(self, play: TrickPlay, card: Card) -> None:
        """Refuse ``card`` if the seat to play in ``play`` may not play it now: it is not his to
        play, a card of the holding he announced must follow, or the follow rules forbid it."""
        seat, led = play.to_play, led_card(play)
        assert seat is not None
        hand, legal = play.held[seat], self.playable(play, seat)
        if card.bit & legal:
            return
        if not card.bit & (hand | self.tops(seat)):
            where = "face down in a pile" if any(card in pile for pile in self.piles[seat]) else "not his"
            raise IllegalAction(
                "stromann.play.source", f"{seat} plays from his hand or an open pile top: {card.hu} is {where}"
            )
        if self.pending is not None:
            why = f"{seat} announced {self.pending.english} and must play a card of it, not {card.hu}"
            raise IllegalAction("stromann.announce.card", why)
        assert led is not None
        first = cards_of(legal)[0]
        suit = f"{led.suit.english}s" if led.suit is not None else "tarokks"
        if led.is_tarokk:
            why = f"{seat} must answer the tarokk with a tarokk: has {first.hu}"
        elif first.suit is led.suit:
            why = f"{seat} must follow {suit}: has {first.hu}"
        else:
            why = f"{seat} has no {suit} and must play a tarokk: has {first.hu}"
        raise IllegalAction(
            "stromann.play.follow", why + ("" if hand & first.bit else " (the open pile tops count as his cards)")
        )

    @enforces("stromann.play.trick", "stromann.play.turn")
    def play_card(self, play: TrickPlay, card: Card) -> Trick | None:
        """Play ``card`` in ``play``, from the hand, or from a pile top, turning that pile again;
        the higher card of the suit led or the higher tarokk takes the trick
        (:class:`~tarokk.core.tricks.Trick`), its cards won by its winner, who leads to the next."""
        seat = play.to_play
        assert seat is not None
        if not play.held[seat] & card.bit:
            piles = self.piles[seat]
            number = next(index for index, pile in enumerate(piles) if pile and pile[0] is card)
            piles[number] = piles[number][1:]
            self._turn(play, seat, number)
            play.held[seat] |= card.bit
        self.pending = None
        trick = play.apply_listed(card)
        if trick is not None:
            self.won[trick.winner] |= trick.cards
        return trick


def led_card(play: TrickPlay) -> Card | None:
    """The card led to the trick on the table in ``play`` (None before the lead)."""
    return play.current[0][1] if play.current else None
