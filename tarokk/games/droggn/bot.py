"""A rule-based player of Droggn, from a seat's view alone: it bids by its tarokks, lays away
its short suits' counting cards, buys the highest tarokk it lacks, announces a pagátulti with a
long tarokk suit, and plays plain tricks, throwing the skíz where its card would feed the other
side (Droggn: „Skíz jokerként mindenbe betehető”)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from tarokk.core.cards import PAGAT, SKIZ, Card
from tarokk.core.tricks import beats, winning_play
from tarokk.games.droggn.actions import ACTIONS, BIDS, NO_BUY, PAGAT_ULTI, SKIZ_ULTI
from tarokk.games.droggn.view import DroggnView
from tarokk.phases.auction import HOLD, PASS

BID_STRENGTH = (9.5, 11.5, 15.0)
"""The hand strength at which the bot bids (or holds) the game, Super and Super Mord."""
ULTI_TAROKKS = 10
"""The tarokks with which the bot announces its pagátulti."""


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength: one a tarokk, one more the XXI and the skíz, a half a king."""
    return sum(card.is_tarokk + card.is_big_honour + 0.5 * card.is_king for card in hand)


def rule_policy(view: DroggnView, legal: Sequence[int], rng: np.random.Generator) -> int:
    """The rule-based player: one of ``legal`` chosen from ``view`` alone (``rng`` is unused)."""
    if len(legal) == 1:
        return int(legal[0])
    choose = {"auction": _bid, "discard": _discard, "buy": _buy, "announce": _announce}.get(view.phase, _play)
    return choose(view, legal)


def _bid(view: DroggnView, legal: Sequence[int]) -> int:
    reach = sum(strength(view.hand) >= threshold for threshold in BID_STRENGTH)
    said = {ACTIONS.names[action] for action in legal}
    if HOLD in said and max(BIDS.index(name) for _, name in view.calls if name in BIDS) < reach:
        return ACTIONS.index[HOLD]
    return ACTIONS.index[next((bid for bid in BIDS[:reach] if bid in said), PASS)]


def _discard(view: DroggnView, legal: Sequence[int]) -> int:
    """A short suit's card worth most (the discard counts for it), a tarokk last."""
    length = Counter(card.suit for card in view.hand)
    card = ACTIONS.card_of
    return min(legal, key=lambda a: (card(a).is_tarokk, card(a).is_king, length[card(a).suit], -card(a).points))


def _buy(view: DroggnView, legal: Sequence[int]) -> int:
    """Its cheapest suit card for the highest tarokk it lacks; nothing without a suit card."""
    if view.given is None:
        suits = [action for action in legal if ACTIONS.verb_of(action) and not ACTIONS.card_of(action).is_tarokk]
        return min(suits, key=lambda a: ACTIONS.card_of(a).points) if suits else ACTIONS.index[NO_BUY]
    return max(legal, key=lambda a: (ACTIONS.card_of(a).is_tarokk, ACTIONS.card_of(a).rank))


def _announce(view: DroggnView, legal: Sequence[int]) -> int:
    """The skízulti at its Super Mord; the pagátulti with a long tarokk suit; else a pass."""
    tarokks = sum(card.is_tarokk for card in view.hand)
    wanted = [SKIZ_ULTI, *([PAGAT_ULTI] if tarokks >= ULTI_TAROKKS else [])]
    return next((ACTIONS.index[name] for name in wanted if ACTIONS.index[name] in legal), ACTIONS.index[PASS])


def _play(view: DroggnView, legal: Sequence[int]) -> int:
    cards = [ACTIONS.card_of(action) for action in legal]
    return ACTIONS.card_action("play", _card(view, cards))


def _card(view: DroggnView, cards: list[Card]) -> Card:
    plain = [card for card in cards if card != SKIZ and (card != PAGAT or len(view.hand) == 1)] or cards
    if not view.current or all(card == SKIZ for _, card in view.current):  # leading: a king, else the cheapest
        kings = [card for card in plain if card.is_king]
        return kings[0] if kings else min(plain, key=lambda card: (card.points, card.is_tarokk, card.rank))
    winner, best = winning_play(view.current, SKIZ.bit)
    mine = (winner == view.declarer) == (view.seat == view.declarer)
    last = len(view.current) == len(view.seats) - 1
    if mine and (last or winner == view.declarer):
        return max(plain, key=lambda card: (card.points, -card.rank))
    winning = [card for card in plain if beats(card, best)]
    if winning:
        return min(winning, key=lambda card: (card.is_honour, card.rank, card.points))
    cheapest = min(plain, key=lambda card: (card.points, card.rank))
    return SKIZ if SKIZ in cards and cheapest.points >= 3 else cheapest
