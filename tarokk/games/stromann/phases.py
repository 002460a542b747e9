"""The phases of a strómanntarokk deal (Tolnai §72), each its own
:class:`~tarokk.phases.pipeline.Step`: the bidding, the kontras and the tricks. The piles are
turned between them by the deal itself: nobody chooses anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.games.stromann.actions import HOLDINGS, KONTRA_WORDS
from tarokk.games.stromann.piles import Piles
from tarokk.phases.kontras import GAME

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class MehetOrGame:
    """A, then B, says mehet (``pass``) or játék (``game``): whoever says játék first is the
    declarer; two mehets make a simple game („Ha mindkét játékos mehet-et mond, egyszerű
    játék van”)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return state.seats[len(state.history())]  # a játék ends the bidding: every call before it was mehet

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return sorted(state.actions.index[call] for call in ("pass", "game"))

    @enforces("stromann.auction")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        return IllegalAction("stromann.auction", f"{seat} must first say mehet (pass) or játék (game)")

    @enforces("stromann.auction")
    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        if state.actions.names[action] == "game":
            state.declarer = seat
        return state.declarer is not None or seat == state.seats[-1]


class KontraTurns:
    """After a játék the other player and the declarer in turn say the next word of the kontra
    ladder on it (:class:`~tarokk.phases.kontras.Kontras`), or pass, which ends the kontras
    („A játékot meg lehet kontrázni (48)”)."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.declarer is not None
        return next_seat(state.declarer, state.kontras.level(GAME) + 1, state.seats)

    @enforces("stromann.kontra")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        level = state.kontras.next_word(GAME, state.side(seat))
        return [state.actions.index["pass"], *([state.actions.index[KONTRA_WORDS[level - 1]]] if level else [])]

    @enforces("stromann.kontra")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        words, said = state.game.definition.kontras.words, state.kontras.level(GAME)
        if state.actions.names[action] not in KONTRA_WORDS:
            return IllegalAction("stromann.kontra", f"{seat} says a kontra word or passes before the play")
        said_last = words[said - 1] if said else "the játék"
        may = f"{words[said]} or pass" if said < len(words) else "only pass"
        return IllegalAction("stromann.kontra", f"after {said_last} {seat} may say {may}")

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        if state.actions.names[action] == "pass":
            return True
        state.kontras.say(GAME, state.kontras.level(GAME) + 1)
        return False


class StromannDeal(Protocol):
    """What the tricks read and change of the game's deal besides a
    :class:`~tarokk.phases.pipeline.PhasedState`'s."""

    piles: Piles


def own(state: PhasedState) -> StromannDeal:
    """The game's own part of ``state``, a deal of strómanntarokk."""
    return cast(StromannDeal, state)


class TricksFromPiles:
    """The tricks, as :class:`~tarokk.phases.tricks.Tricks` plays them on the deal's
    :class:`~tarokk.core.tricks.TrickPlay`, the cards played from the hand or an open pile top
    (:class:`~tarokk.games.stromann.piles.Piles`); and before the card, the holding it is the
    first card of, announced by its own action (``trull``, ``four-kings``, ``heads``:
    :meth:`~tarokk.phases.pipeline.PhasedState.announceable`), a card of which must follow."""

    def actor(self, state: PhasedState) -> Seat | None:
        assert state.play is not None
        return state.play.to_play

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.play is not None
        holdings = sorted(state.actions.index[holding] for holding in state.announceable(seat))
        return holdings + state.actions.card_actions("play", own(state).piles.legal_cards(state.play))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert state.play is not None
        name = state.actions.names[action]
        if name in HOLDINGS:
            return state.announce_refusal(seat, name)
        if state.actions.verb_of(action) != "play":
            return None
        try:
            own(state).piles.check(state.play, state.actions.card_of(action))
        except IllegalAction as refusal:
            return refusal
        return None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.play is not None
        name = state.actions.names[action]
        if name in HOLDINGS:
            state.said.append((seat, name))
            state.announce(seat, name)
            return False
        own(state).piles.play_card(state.play, state.actions.card_of(action))
        return state.play.finished
