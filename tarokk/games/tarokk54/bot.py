"""A rule-based player of the 54-card ten-contract tarokk, from a seat's view alone: it bids by a few counts of its
hand, helps a trisákolás with a hand that takes few tricks, takes the richer half of the skart, lays its cheapest
suit cards, says kontra with five high tarokks and plays by the contract."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import Card
from tarokk.core.seats import Seat
from tarokk.core.tricks import beats, winning_play
from tarokk.games.tarokk54.actions import ACTIONS, HALVES, HELP, KONTRAS
from tarokk.games.tarokk54.definition import CONTRACT_PLAY, HALF, TAROKK54, ULTIMO_CARDS, Part, card_value
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
    dangerous = sum(card.rank > LOW_TAROKK if card.is_tarokk else card.rank >= 6 for card in hand)
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
    choice = ACTIONS.index[HELP if wanted == "trisak" and ACTIONS.index[HELP] in legal else wanted or PASS]
    return choice if choice in legal else ACTIONS.index[PASS]


def _half(view: Tarokk54View, legal: Sequence[int]) -> int:
    def worth(cards: Sequence[Card]) -> tuple[int, int]:
        return sum(card.is_tarokk for card in cards), sum(card_value(card) for card in cards)

    choice = ACTIONS.index[HALVES[0] if worth(view.talon[:HALF]) >= worth(view.talon[HALF:]) else HALVES[1]]
    return choice if choice in legal else next(a for a in legal if a != ACTIONS.index[HALVES[2]])


def _discard(view: Tarokk54View, legal: Sequence[int]) -> int:
    """The cheapest suit card of the shortest suit (a void is worth most to a tarokk player)."""
    length = {card.suit: sum(other.suit == card.suit for other in view.hand) for card in view.hand}

    def cost(action: int) -> tuple[bool, int, int, int]:
        card = ACTIONS.card_of(action)
        return card.is_tarokk, card_value(card), length[card.suit], card.rank

    return min(legal, key=cost)


def _order(card: Card) -> tuple[bool, int]:
    """Low to high: the suit cards, then the tarokks, each by rank."""
    return card.is_tarokk, card.rank


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
    holder = None if view.called is None else view.holder_shown(view.called)
    declarers = {seat for seat in (view.declarer, view.helper, holder) if seat is not None}
    return declarers if view.seat in declarers else {view.seat} | (set(TAROKK54.seating.active_seats) - declarers)


def _play(view: Tarokk54View, legal: Sequence[int]) -> int:
    """Avoiding tricks, the highest card that loses (the lowest if all win); a betli's opponent its lowest; else
    points on its side's trick, the cheapest card that wins, or its cheapest, keeping its ultimó cards to the last."""
    by_card = {ACTIONS.card_of(action): action for action in legal}
    leading = winning_play(view.current) if view.current else None
    if _avoiding(view):
        losing = [card for card in by_card if leading is not None and not beats(card, leading[1])]
        return by_card[max(losing, key=_order) if losing else min(by_card, key=_order)]
    if view.contract is not None and "betli" in view.contract:
        return by_card[min(by_card, key=_order)]
    playable = [card for card in by_card if not (card.bit & ULTIMO_CARDS and len(view.hand) > 1)] or list(by_card)
    if leading is not None:
        winner, best = leading
        if winner in _my_side(view) and view.seat != winner:
            return by_card[max(playable, key=lambda card: (card_value(card) < 4, card_value(card)))]
        winning = [card for card in playable if beats(card, best)]
        if winning:
            return by_card[min(winning, key=_order)]
    return by_card[min(playable, key=lambda card: (card_value(card), *_order(card)))]


def rule_policy(view: Tarokk54View, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    if view.phase == "auction":
        return _bid(view, legal)
    if view.phase == "half":
        return _half(view, legal)
    if view.phase == "discard":
        return _discard(view, legal)
    if view.phase == "kontra":
        kontra = ACTIONS.index[KONTRAS[0]]
        strong = sum(card.is_tarokk and card.rank >= HIGH_TAROKK for card in view.hand) >= 5
        return kontra if strong and kontra in legal else ACTIONS.index[PASS]
    if view.phase == "play":
        return _play(view, legal)
    return int(legal[0])
