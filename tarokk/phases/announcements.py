"""The announcements before the first lead, with their kontras, as a phase of the deal
(:class:`~tarokk.phases.pipeline.Step`).

From the declarer the players speak in turn round the table, as often as they like, until
every one of them has passed in a row (Tolnai §47–§48, §65): a figure the game lets them
announce (what each may announce, and what it does, is the game's:
:meth:`~tarokk.phases.pipeline.PhasedState.announceable`,
:meth:`~tarokk.phases.pipeline.PhasedState.announce`), or the next word of the kontra
ladder on the game or on an announced figure, where it is his side's turn to say it
(:class:`~tarokk.phases.kontras.Kontras`). A kontra is named ``<word> <bet>``:
``kontra game``, ``rekontra pagat-ultimo``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat, next_seat
from tarokk.phases.auction import PASS

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState


@dataclass(frozen=True)
class AnnouncementRound:
    """The round of announcements and kontras; a kontra out of its turn is refused under
    ``kontra_rule``. Where the game has a player who speaks keep the word until he passes
    (``keeps_word``), the turn moves on only with a pass."""

    kontra_rule: str
    keeps_word: bool = False

    def __post_init__(self) -> None:
        enforces(self.kontra_rule)(AnnouncementRound.legal)
        enforces(self.kontra_rule)(AnnouncementRound.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.announcer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        index = state.actions.index
        words = state.game.definition.kontras.words
        said = [PASS, *state.announceable(seat)]
        for bet in state.kontras.owners:
            level = state.kontras.next_word(bet, state.side(seat))
            if level is not None:
                said.append(f"{words[level - 1]} {bet}")
        return sorted(index[word] for word in said)

    def kontra_of(self, state: PhasedState, name: str) -> tuple[int, str] | None:
        """The level and the bet of a kontra named ``name``, None if ``name`` is none."""
        word, _, bet = name.partition(" ")
        words = state.game.definition.kontras.words
        return (words.index(word) + 1, bet) if word in words and bet else None

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name = state.actions.names[action]
        kontra = self.kontra_of(state, name)
        if kontra is not None:
            return state.kontras.refusal(self.kontra_rule, kontra[1], kontra[0])
        return state.announce_refusal(seat, name)

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name = state.actions.names[action]
        state.said.append((seat, name))
        kontra = self.kontra_of(state, name)
        if name == PASS:
            state.quiet += 1
            if state.quiet == len(state.seats):
                state.announcer = None
                return True
        elif kontra is not None:
            state.quiet = 0
            state.kontras.say(kontra[1], kontra[0])
        else:
            state.quiet = 0
            state.announce(seat, name)
        state.announcer = seat if self.keeps_word and name != PASS else next_seat(seat, 1, state.seats)
        return False
