"""A rule-based player of the 54-card ten-contract tarokk, from a seat's view alone.

It bids by a few counts of its hand (tarokks, high tarokks, four-point cards, low cards, the
pagát or the sas for an ultimó),
helps a trisákolás with a hand that takes few tricks, takes the richer half of the skart,
lays its cheapest suit cards, and plays by the contract: in the trick-avoiding contracts
the highest card that still loses (the lowest if every card wins), elsewhere the cheapest
card that wins the trick for its side, points on its partner's trick, its cheapest card
otherwise, keeping an ultimó card for the last trick when its side plays an ultimó. It
never sees a hidden card: the legal actions and the view are all it is given.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.core.tricks import beats, winning_play
from tarokk.games.tarokk54.actions import ACTIONS, HALVES, HELP, KONTRAS
from tarokk.games.tarokk54.definition import CONTRACT_PLAY, TAROKK54, Part, card_value, is_ultimo_card
from tarokk.games.tarokk54.view import Tarokk54View
from tarokk.phases.auction import PASS

HIGH_TAROKK = 15
"""A tarokk from the XV up counts as a high one for the bot's bidding."""
LOW_TAROKK = 8


def wanted_contract(hand: Sequence[Card]) -> str | None:
    """The contract the bot would like to play with ``hand``, or None."""
    tarokks = [card for card in hand if card.is_tarokk]
    high = sum(card.rank >= HIGH_TAROKK for card in tarokks)
    four_point = sum(card_value(card) == 4 for card in hand)
    dangerous = sum(card.rank > LOW_TAROKK for card in tarokks) + sum(
        card.suit is not None and card.rank >= 6 for card in hand
    )
    ultimo = any(card.rank in (1, 2) for card in tarokks) and len(tarokks) >= 7 and high >= 2
    if len(tarokks) >= 9 and high >= 4:
        return "three-ultimo" if ultimo else "three"
    game = len(tarokks) >= 7 and high + four_point >= 5
    if game or ultimo:
        return "game-ultimo" if game and ultimo else "game" if game else "ultimo"
    if dangerous == 0:
        return "betli"
    if high == 0 and dangerous <= 3:
        return "trisak"
    return None


def _bid(view: Tarokk54View, legal: Sequence[int]) -> int:
    wanted = wanted_contract(view.hand)
    if ACTIONS.index[HELP] in legal and wanted == "trisak":
        return ACTIONS.index[HELP]
    if wanted is not None and ACTIONS.index[wanted] in legal:
        return ACTIONS.index[wanted]
    return ACTIONS.index[PASS]


def _half(view: Tarokk54View, legal: Sequence[int]) -> int:
    top, bottom = view.talon[:3], view.talon[3:]

    def worth(cards: Sequence[Card]) -> tuple[int, int]:
        return sum(card.is_tarokk for card in cards), sum(card_value(card) for card in cards)

    choice = ACTIONS.index[HALVES[0] if worth(top) >= worth(bottom) else HALVES[1]]
    return choice if choice in legal else next(a for a in legal if a != ACTIONS.index[HALVES[2]])


def _discard(view: Tarokk54View, legal: Sequence[int]) -> int:
    """The cheapest suit card of the shortest suit (a void is worth most to a tarokk player)."""
    length = {card.suit: sum(other.suit == card.suit for other in view.hand) for card in view.hand}
    return min(
        legal,
        key=lambda action: (
            ACTIONS.card_of(action).is_tarokk,
            card_value(ACTIONS.card_of(action)),
            length[ACTIONS.card_of(action).suit],
            ACTIONS.card_of(action).rank,
        ),
    )


def _avoiding(view: Tarokk54View) -> bool:
    """Whether this seat wants as few tricks as possible: in every trisákolás, and as a betli declarer."""
    if view.contract is None:
        return True
    part = CONTRACT_PLAY[view.contract].parts[0][0]
    return part == Part.TRISAK or (part == Part.BETLI and view.seat == view.declarer)


def _my_side(view: Tarokk54View) -> set[Seat]:
    """The seats the bot knows to play with it."""
    if view.declarer is None:
        return {view.seat}
    declarers: set[Seat] = {view.declarer, *([view.helper] if view.helper else [])}
    if view.called is not None:
        played = [who for trick in view.tricks for who, card in trick.plays if card == view.called]
        played += [who for who, card in view.current if card == view.called]
        if view.called in view.hand or played:
            declarers |= {view.seat} if view.called in view.hand else set(played)
    if view.seat in declarers:
        return declarers
    return {view.seat} | (set(TAROKK54.seating.active_seats) - declarers)


def _play(view: Tarokk54View, legal: Sequence[int]) -> int:
    cards = [ACTIONS.card_of(action) for action in legal]
    by_card = dict(zip(cards, legal, strict=True))
    best = winning_play(view.current)[1] if view.current else None
    lowest = min(cards, key=lambda card: (card.is_tarokk, card.rank))
    if _avoiding(view):
        losing = [card for card in cards if best is not None and not beats(card, best)]
        if losing:
            return by_card[max(losing, key=lambda card: (card.is_tarokk, card.rank))]
        return by_card[lowest]
    if view.contract is not None and "betli" in view.contract:
        return by_card[lowest]  # the betli's opponents leave the tricks to the declarer
    tricks_left = len(view.hand)
    keep = [card for card in cards if not (is_ultimo_card(card) and tricks_left > 1)]
    playable = keep or cards
    side = _my_side(view)
    if best is not None:
        winner = winning_play(view.current)[0]
        if winner in side and view.seat != winner:
            return by_card[max(playable, key=lambda card: (card_value(card) < 4, card_value(card)))]
        winning = [card for card in playable if beats(card, best)]
        if winning:
            return by_card[min(winning, key=lambda card: (card.is_tarokk, card.rank))]
    return by_card[min(playable, key=lambda card: (card_value(card), card.is_tarokk, card.rank))]


def rules_bot(view: Tarokk54View, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (it plays the
    same way every time; ``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    if view.phase == "auction":
        return _bid(view, legal)
    if view.phase == "half":
        return _half(view, legal)
    if view.phase == "discard":
        return _discard(view, legal)
    if view.phase == "kontra":
        strong = sum(card.is_tarokk and card.rank >= HIGH_TAROKK for card in view.hand) >= 5
        kontra = ACTIONS.index[KONTRAS[0]]
        return kontra if strong and kontra in legal else ACTIONS.index[PASS]
    if view.phase == "play":
        return _play(view, legal)
    return int(legal[0])
