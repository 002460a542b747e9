"""The piles in front of each player, the turning rule, and the tricks played from the hand and
the open pile tops (Tolnai §72). A pile is a tuple of cards, its top card first."""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokk.core.cards import Card, cards_of, mask_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.holdings import Holding, holding_cards
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick, TrickPlay, follow_refusal, legal_mask_with_open
from tarokk.games.stromann.words import WORDS

Pile = tuple[Card, ...]


@enforces("stromann.piles.turn")
def turn(pile: Pile) -> tuple[Pile, Pile]:
    """The kings and tarokks turned up from the top of ``pile`` into the hand, in order, and the
    pile left („míg a felső lap olyan színes kártya nem lesz, mely nem király”)."""
    stays = next((number for number, card in enumerate(pile) if not card.is_tarokk and not card.is_king), len(pile))
    return pile[:stays], pile[stays:]


@dataclass
class Piles:
    """Each seat's piles, each card led or followed from the hand or the open top of one of the
    player's piles; the hands and the tricks are the deal's :class:`~tarokk.core.tricks.TrickPlay`,
    which the methods take as ``play``. With ``open_held`` the open tops count as his cards
    when he follows (the option ``follow_from``)."""

    piles: dict[Seat, list[Pile]]
    open_held: bool
    turned: bool = False
    taken: list[tuple[Seat, Card]] = field(default_factory=list)
    """The kings and tarokks turned up from the piles into a hand, in order."""
    pending: Holding | None = None
    """The holding the seat to play has announced and must now play a card of."""

    @enforces("stromann.piles.turn")
    def turn_all(self, play: TrickPlay) -> None:
        """Each player turns up his three piles, A first (Tolnai §72)."""
        self.turned = True
        for seat, piles in self.piles.items():
            for number in range(len(piles)):
                self._turn(play, seat, number)

    def _turn(self, play: TrickPlay, seat: Seat, number: int) -> None:
        taken, self.piles[seat][number] = turn(self.piles[seat][number])
        play.held[seat] |= mask_of(taken)
        self.taken.extend((seat, card) for card in taken)

    def tops(self, seat: Seat) -> int:
        """The open pile tops of ``seat`` as a card set (none before the turning)."""
        return mask_of(pile[0] for pile in self.piles[seat] if pile) if self.turned else 0

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def playable(self, play: TrickPlay, seat: Seat) -> int:
        """The cards ``seat`` may play now, as a card set: from his hand and his open tops, by the
        follow rules (:func:`~tarokk.core.tricks.legal_mask_with_open`), and after an
        announcement only a card of the holding."""
        hand, led = play.held[seat], play.current[0][1] if play.current else None
        legal = legal_mask_with_open(hand, self.tops(seat), led, self.open_held)
        return legal if self.pending is None else legal & holding_cards(self.pending, hand)

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def refusal(self, play: TrickPlay, card: Card) -> IllegalAction | None:
        """Why the seat to play may not play ``card`` now (None if he may): it is not his to play,
        a card of the holding he announced must follow, or the follow rules forbid it."""
        seat = play.to_play
        assert seat is not None
        hand, legal = play.held[seat], self.playable(play, seat)
        if card.bit & legal:
            return None
        if not card.bit & (hand | self.tops(seat)):
            where = WORDS.face_down if any(card in pile for pile in self.piles[seat]) else WORDS.not_his
            return IllegalAction(
                "stromann.play.source", **WORDS.not_from_source.message(seat=seat, card=card.hu, where=where)
            )
        if self.pending is not None:
            said = WORDS.holding_pending_card.message(seat=seat, holding=self.pending, card=card.hu)
            return IllegalAction("stromann.announce.card", **said)
        first = cards_of(legal)[0]
        said = follow_refusal(seat, play.current[0][1], first)[1]
        note = WORDS.nothing if hand & first.bit else WORDS.open_tops_held
        return IllegalAction("stromann.play.follow", message=said["message"] + note.en, hu=said["hu"] + note.hu)

    @enforces("stromann.play.trick", "stromann.play.turn")
    def play_card(self, play: TrickPlay, card: Card) -> Trick | None:
        """Play ``card`` from the hand, or from a pile top, turning that pile again; the higher
        card of the suit led or the higher tarokk takes the trick and leads to the next."""
        seat = play.to_play
        assert seat is not None
        if not play.held[seat] & card.bit:
            piles = self.piles[seat]
            number = next(index for index, pile in enumerate(piles) if pile and pile[0] is card)
            piles[number] = piles[number][1:]
            self._turn(play, seat, number)
            play.held[seat] |= card.bit
        self.pending = None
        return play.apply_listed(card)
