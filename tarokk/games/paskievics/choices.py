"""The choices of the seat to act as the engine rules on them: what each allowed action would
mean, and, for every other action a player might think of, the engine's own refusal.

Nothing here states a rule: each action is tried on a copy of the deal, and a refusal is the
:class:`~tarokk.core.errors.IllegalAction` (rule id and reason) the deal itself raises. The
interactive game shows the refused choices greyed beside the allowed ones, so that a learner
sees why a card or a word is missing before trying it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from tarokk.core.cards import Card
from tarokk.core.definition import Phase
from tarokk.core.errors import IllegalAction
from tarokk.games.paskievics.announcements import FIGURES, PASS, Figure, Kontra
from tarokk.games.paskievics.bidding import WORDS, Call
from tarokk.games.paskievics.deal import Deal, DealAction, Discard


@dataclass(frozen=True)
class Refused:
    """An action the seat to act may not take now, with the engine's refusal; ``card`` is the card
    a refused discard or play is about (a refused discard is filled up with allowed cards)."""

    action: DealAction
    refusal: IllegalAction
    card: Card | None = None


def _twin(deal: Deal) -> Deal:
    """An independent copy of ``deal`` (the dealt cards, the ruleset and the definition, never changed, are shared)."""
    shared: list[object] = [deal.dealt, deal.ruleset, deal.definition]
    return copy.deepcopy(deal, {id(item): item for item in shared})


def refusal(deal: Deal, action: DealAction) -> IllegalAction | None:
    """The engine's refusal of ``action`` by the seat to act, or None if the deal would take it
    (tried on a copy: ``deal`` does not change)."""
    try:
        _twin(deal).apply(action)
    except IllegalAction as refused:
        return refused
    return None


def _candidates(deal: Deal) -> list[tuple[DealAction, Card | None]]:
    """The actions a player might think of in this phase: every bidding word; every card in hand
    (to lay away or to play); a pass, each figure, and the next kontra on each announcement."""
    seat = deal.to_act
    if seat is None:
        return []
    if deal.phase is Phase.AUCTION:
        return [(word, None) for word in WORDS]
    if deal.phase is Phase.DISCARD:
        allowed = deal.discardable(seat)
        needed = len(deal.talon_taken[seat])
        return [
            (Discard((card, *[other for other in allowed if other != card][: needed - 1])), card)
            for card in deal.hands[seat]
            if card not in allowed
        ]
    if deal.phase is Phase.ANNOUNCE:
        assert deal.announcements is not None
        kontras = [
            Kontra(entry.kontra + 1, figure)
            for (figure, _), entry in deal.announcements.announced.items()
            if entry.kontra < deal.announcements.max_kontra
        ]
        items: list[DealAction] = [PASS, *(Figure(name) for name in FIGURES), *kontras]
        return [(item, None) for item in items]
    if deal.phase is Phase.PLAY:
        return [(card, card) for card in deal.hands[seat]]
    return []


def refused_choices(deal: Deal) -> list[Refused]:
    """Every action :func:`_candidates` names that the engine would refuse now, with its refusal."""
    allowed = deal.legal_actions()
    refused = []
    for action, card in _candidates(deal):
        if action in allowed:
            continue
        why = refusal(deal, action)
        if why is None:
            raise AssertionError(f"the deal accepts {action}, which it did not list as legal")
        refused.append(Refused(action, why, card))
    return refused


def bidding_call(deal: Deal, word: str) -> Call:
    """How the auction would read ``word`` from the seat to speak (an allowed word): its level,
    a jump and the invit it makes, and the engine's note (engedett játék, próbahárom)."""
    twin = _twin(deal)
    twin.auction.apply(word)
    return twin.auction.calls[-1]
