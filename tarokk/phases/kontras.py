"""The kontras of Tolnai's games (§48): the doublings said on the game and on each announced
figure, in the ladder's order, each word by the side whose turn it is.

A bet belongs to a side: the game to the declarer's, an announced figure to its announcer's.
The other side says kontra, the bet's own side rekontra, the other side szubkontra, and so
on up the game's :class:`~tarokk.core.definition.KontraLadder`; each word doubles the bet.
Only the game and announced figures are doubled. Games differ in when a word may be said
(in the announcement round, with the bidding, on a turn of its own); what may be said, and
why a word is refused, is the same everywhere.

>>> from tarokk.core.definition import TOLNAI_KONTRAS
>>> from tarokk.core.figures import DECLARER, OPPONENTS
>>> bets = Kontras(TOLNAI_KONTRAS)
>>> bets.next_word("game", OPPONENTS), bets.next_word("game", DECLARER)
(1, None)
>>> bets.say("game", 1)
>>> bets.open("pagat-ultimo", OPPONENTS)
>>> bets.next_word("game", DECLARER), bets.next_word("pagat-ultimo", DECLARER), bets.factor("game")
(2, 1, 2)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokk.core.definition import KontraLadder
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, Figure, Side
from tarokk.core.words import Words
from tarokk.phases.auction import WORDS

GAME = "game"
"""The bet every deal has: the game, the declarer's side's."""


@dataclass
class Kontras:
    """The bets of a deal with the side each belongs to, and the words said on each."""

    ladder: KontraLadder
    owners: dict[str, Side] = field(default_factory=lambda: {GAME: DECLARER})
    levels: dict[str, int] = field(default_factory=dict)

    def open(self, bet: str, owner: Side) -> None:
        """An announced figure becomes a bet of ``owner``'s side, which kontras may double."""
        self.owners[str(bet)] = owner

    def level(self, bet: str) -> int:
        """The words said on ``bet`` so far: 0 none, 1 kontra, 2 rekontra …"""
        return self.levels.get(bet, 0)

    def factor(self, bet: str) -> int:
        """What the words said on ``bet`` multiply its price by: 1, 2, 4 …"""
        return self.ladder.factor(self.level(bet))

    def next_word(self, bet: str, side: Side) -> int | None:
        """The level a player of ``side`` may say on ``bet`` now, or None: the bet is open, the
        ladder goes on, and it is that side's turn to double."""
        owner = self.owners.get(bet)
        level = self.level(bet) + 1
        if owner is None or not self.ladder.may_say(level, side == owner):
            return None
        return level

    def say(self, bet: str, level: int) -> None:
        """Say the ``level``-th word on ``bet`` (one :meth:`next_word` allowed)."""
        self.levels[str(bet)] = level

    def refusal(self, rule: str, bet: str, level: int, named: str = "") -> IllegalAction:
        """Why the ``level``-th word on ``bet`` (called ``named`` in the message, the bet's id
        by default) may not be said by the player to speak, under the game's ``rule``."""
        what = Words(named or bet, Figure(bet).hu if bet in set(Figure) else named or bet)
        words = self.ladder.words
        said = words[level - 1]
        if bet not in self.owners:
            return IllegalAction(rule, **WORDS.not_announced.message(bet=what))
        expected = self.level(bet) + 1
        if level != expected and expected > len(words):
            return IllegalAction(rule, **WORDS.ladder_done.message(bet=what, said=said))
        if level != expected:
            return IllegalAction(rule, **WORDS.next_word.message(bet=what, following=words[expected - 1], said=said))
        by = WORDS.said_by_owner if self.ladder.by_owner(level) else WORDS.said_by_other
        return IllegalAction(rule, **by.message(bet=what, said=said))
