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

Where a game asks for the kontras on the game alone, on turns of their own, they are
:class:`KontraTurns`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import Figure
from tarokk.core.seats import Seat, next_seat
from tarokk.core.words import Words
from tarokk.phases.auction import PASS, WORDS
from tarokk.phases.kontras import GAME
from tarokk.phases.pipeline import PhasedState


@dataclass(frozen=True)
class AnnouncementRound:
    """The round of announcements and kontras; a kontra out of its turn is refused under
    ``kontra_rule``. Where the game has a player who speaks keep the word until he passes
    (``keeps_word``), the turn moves on only with a pass; where each seat speaks at one turn
    only (``one_round``: trisák, Tolnai §73), the round ends when every seat has passed once.
    A pass is the action ``pass_word``."""

    kontra_rule: str
    keeps_word: bool = False
    one_round: bool = False
    pass_word: str = PASS

    def __post_init__(self) -> None:
        enforces(self.kontra_rule)(AnnouncementRound.legal)
        enforces(self.kontra_rule)(AnnouncementRound.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return state.announcer

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        index = state.actions.index
        words = state.game.definition.kontras.words
        said = [self.pass_word, *state.announceable(seat)]
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
        if name == self.pass_word:
            state.quiet += 1
            passes = sum(said == self.pass_word for _, said in state.said) if self.one_round else state.quiet
            if passes == len(state.seats):
                state.announcer = None
                return True
        elif kontra is not None:
            state.quiet = 0
            state.kontras.say(kontra[1], kontra[0])
        else:
            state.quiet = 0
            state.announce(seat, name)
        state.announcer = seat if self.keeps_word and name != self.pass_word else next_seat(seat, 1, state.seats)
        return False


class KontraAsker(Protocol):
    """A deal whose kontras on the game are said on turns of their own: the game says who is asked."""

    def kontra_turn(self) -> Seat | None:
        """The seat asked for the next word on the game now."""


@dataclass(frozen=True)
class KontraTurns:
    """The kontras on the game said on turns of their own, as a phase of the deal
    (:class:`~tarokk.phases.pipeline.Step`): the seat asked (:meth:`KontraAsker.kontra_turn`)
    says the next word of the ladder (its action is the word) where his side may say it, or
    passes; anything else is refused under ``rule``. With ``turn_each`` every answer ends the
    phase, and the game asks whom it will next; else a word asks the next seat in turn and a pass
    ends the kontras (Tolnai §48)."""

    rule: str
    turn_each: bool = False

    def __post_init__(self) -> None:
        enforces(self.rule)(KontraTurns.legal)
        enforces(self.rule)(KontraTurns.refusal)

    def actor(self, state: PhasedState) -> Seat | None:
        return cast(KontraAsker, state).kontra_turn()

    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        level = state.kontras.next_word(GAME, state.side(seat))
        said = [PASS] if level is None else [PASS, state.game.definition.kontras.words[level - 1]]
        return sorted(state.actions.index[word] for word in said)

    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        words, said = state.game.definition.kontras.words, state.kontras.level(GAME)
        level = state.kontras.next_word(GAME, state.side(seat))
        last = Words(words[said - 1], words[said - 1]) if said else WORDS.the_game
        tried = Words(state.actions.names[action], state.action_text(action, "hu"))
        facts = {"last": last, "seat": seat, "action": tried}
        if level is None:
            return IllegalAction(self.rule, **WORDS.kontra_only_pass.message(**facts))
        return IllegalAction(self.rule, **WORDS.kontra_next.message(word=words[level - 1], **facts))

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name = state.actions.names[action]
        if name != PASS:
            state.kontras.say(GAME, state.kontras.level(GAME) + 1)
        return self.turn_each or name == PASS


def declarer_first(state: PhasedState, seat: Seat, figures: Sequence[Figure]) -> list[str]:
    """What ``seat`` may announce where the declarer alone announces, before anyone else has
    spoken (nehezebb-kartyajatekok.txt: "A felvevő … figurákat mondhat be, ezt követően az
    ellenpáros tagjai … nyilatkozhatnak"): the figures of ``figures`` not yet announced."""
    if seat != state.declarer or any(said == PASS or who != seat for who, said in state.said):
        return []
    return [str(figure) for figure in figures if figure not in state.kontras.owners]


def declarer_first_refusal(
    state: PhasedState, seat: Seat, name: str, figures: Sequence[Figure], rule: str
) -> IllegalAction | None:
    """Why ``seat`` may not announce ``name`` under :func:`declarer_first`, under ``rule`` (None:
    ``name`` is no figure of ``figures``)."""
    if name not in figures:
        return None
    if name in state.kontras.owners:
        return IllegalAction(rule, **WORDS.announced_already.message(figure=Figure(name).hu))
    return IllegalAction(rule, **WORDS.declarer_announces_first.message(seat=seat))
