"""The partner call (pagat "Partnerhívás"; Tolnai §46, §46*, §47).

The declarer calls the XX; whoever holds it becomes his partner without saying so.
If he holds the XX himself, he calls the highest tarokk below it that he lacks — or
his own XX, and plays alone. If another player discarded a tarokk, he may call any
tarokk but an honour. After an accepted invit he must call the signalled card (or, where
the invit may be declined, the highest tarokk he lacks but that card), after
engedett játék the XX. If the called card lies in the discard, he plays alone against
three and the player who discarded it must kontra the game (hivatalból kontra).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tarokk.core.cards import XX, Card
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.values import Value
from tarokk.games.paskievics.ruleset import Ruleset

CALLABLE_RANKS = range(2, 21)  # II … XX: the honours cannot be called


@enforces("call.partner")
def legal_calls(
    hand: Iterable[Card],
    ruleset: Ruleset,
    must_call: Card | None,
    others_discarded_tarokk: bool,
    signalled: Card | None = None,
) -> list[Card]:
    """The cards the declarer may call, highest first; a card he must call first of all.
    ``signalled`` is the card an invit signalled, if it is the one he must call: under
    :attr:`Ruleset.invit_may_be_declined` he may instead call "a nálánál nem lévő legnagyobb
    tarokkot, kivéve a sorból az invitálónál lévő XIX-est (ill. XVIII-ast)" (Vadász tarokk
    (2025) I. 2. f))."""
    if must_call is not None:
        if signalled is None or signalled != must_call or not ruleset.invit_may_be_declined:
            return [must_call]
        held = set(hand)
        lacking = (Card(None, rank) for rank in reversed(CALLABLE_RANKS))
        declined = next((card for card in lacking if card not in held and card != signalled), None)
        return [must_call] if declined is None else [must_call, declined]
    if others_discarded_tarokk and ruleset.call_any_after_tarokk_discard:
        return [Card(None, rank) for rank in reversed(CALLABLE_RANKS)]
    held = set(hand)
    if XX not in held:
        return [XX]
    calls = [XX]
    run = 20
    while ruleset.self_call == "xx-run" and Card(None, run - 1) in held and run - 1 >= 2:
        run -= 1
        calls.append(Card(None, run))
    missing = next((Card(None, rank) for rank in range(19, 1, -1) if Card(None, rank) not in held), None)
    if missing is not None:
        calls.append(missing)
    return calls


@dataclass(frozen=True)
class CallOutcome(Value):
    """Who the called card made the declarer's partner, and why."""

    called: Card
    partner: Seat | None  # None: the declarer plays alone against three
    reason: str
    official_kontra_by: Seat | None = None  # the discarder of the called card (hivatalból kontra)

    @property
    def alone(self) -> bool:
        return self.partner is None


@enforces("call.partner", "call.official-kontra")
def resolve_call(
    called: Card,
    declarer: Seat,
    hands: Mapping[Seat, Iterable[Card]],
    discards: Mapping[Seat, Iterable[Card]],
) -> CallOutcome:
    """Find the holder of the called card: a partner, a self-call, or a card in the discard."""
    for seat, cards in hands.items():
        if called in set(cards):
            if seat == declarer:
                return CallOutcome(called, None, f"{declarer} called his own {called.hu}: he plays alone")
            return CallOutcome(called, seat, f"{seat} holds the {called.hu}")
    for seat, cards in discards.items():
        if called in set(cards):
            if seat == declarer:
                return CallOutcome(called, None, f"the {called.hu} lies in {declarer}'s own discard: he plays alone")
            return CallOutcome(
                called,
                None,
                f"the {called.hu} lies in {seat}'s discard: {declarer} plays alone and {seat} must kontra the game",
                official_kontra_by=seat,
            )
    raise TarokkInputError(f"the {called.hu} is in nobody's hand or discard")
