"""The phases of a strómanntarokk deal (Tolnai §72), each a :class:`~tarokk.phases.pipeline.Step`:
the bidding, the kontras and the tricks; the deal itself turns the piles between them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.cards import cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.core.tricks import TrickPlay
from tarokk.games.stromann.actions import HOLDINGS, KONTRA_WORDS
from tarokk.games.stromann.piles import Piles
from tarokk.phases.kontras import GAME

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


class PileDeal(Protocol):
    """What the tricks step reads of a strómann deal: its trick play and its piles."""

    play: TrickPlay
    piles: Piles


class MehetOrGame:
    """A, then B, says mehet (``pass``) or játék (``game``): whoever says játék first is the
    declarer; two mehets make a simple game (Tolnai §72)."""

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
    (Tolnai §72, §48)."""

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


class TricksFromPiles:
    """The tricks, each card played from the hand or an open pile top
    (:class:`~tarokk.games.stromann.piles.Piles`), and before a card the holding it is the first
    card of, announced by its own action (:meth:`~tarokk.phases.pipeline.PhasedState.announceable`)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return cast(PileDeal, state).play.to_play

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        deal = cast(PileDeal, state)
        holdings = sorted(state.actions.index[holding] for holding in state.announceable(seat))
        return holdings + state.actions.card_actions("play", cards_of(deal.piles.playable(deal.play, seat)))

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name, deal = state.actions.names[action], cast(PileDeal, state)
        if name in HOLDINGS:
            return state.announce_refusal(seat, name)
        played = state.actions.verb_of(action) == "play"
        return deal.piles.refusal(deal.play, state.actions.card_of(action)) if played else None

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name, deal = state.actions.names[action], cast(PileDeal, state)
        if name in HOLDINGS:
            state.said.append((seat, name))
            state.announce(seat, name)
            return False
        deal.piles.play_card(deal.play, state.actions.card_of(action))
        return deal.play.finished
