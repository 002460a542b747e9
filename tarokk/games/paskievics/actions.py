"""The Paskievics action vocabulary: every action a deal can list, as a fixed small integer.

======== ============================================================== =====
ints     actions                                                        count
======== ============================================================== =====
0–5      the bidding words pass, three, two, one, solo, hold; ``pass``      6
         also ends a turn of announcements
6–7      after the exchange: ``throw-in`` or ``play`` (play on)              2
8–9      tarokk counts: eight tarokks, nine tarokks                          2
10–28    the partner call, ``call XX`` down to ``call II``                  19
29–34    the figures: trull, four-kings, double-game, volat,                 6
         pagat-ultimo, xxi-capture
35–69    kontras: level 1 (kontra) … 5 (mordkontra), each on the game        35
         and on each figure
70–111   ``discard`` one card, for each card of the 42-card deck             42
112–153  ``play`` one card, for each card of the 42-card deck                42
======== ============================================================== =====

The deal takes a whole discard (:class:`~tarokk.games.paskievics.deal.Discard`) at once;
here a discard is chosen one card at a time (:class:`DiscardCard`), which keeps the
vocabulary small: the state collects the cards and lays them away together once there are
as many as the talon cards taken. At each step the legal cards are exactly those that can
still be completed to a legal discard (pagat "A skartolás"; Tolnai §37).

Cards are numbered as in :data:`~tarokk.core.cards.DECK42` (the pagát I … XXI, the skíz,
then the suits), so ``discard`` of card ``i`` is ``70 + i`` and ``play`` of it ``112 + i``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import DECK42, Card
from tarokk.core.values import Value
from tarokk.games.paskievics.announcements import FIGURES, MAX_KONTRA, Figure, Kontra, PartnerCall, TarokkCount
from tarokk.games.paskievics.bidding import WORDS
from tarokk.games.paskievics.calling import CALLABLE_RANKS
from tarokk.games.paskievics.deal import PLAY_ON, THROW_IN


@dataclass(frozen=True)
class DiscardCard(Value):
    """One card of a discard, chosen on its own (the state lays the whole discard away)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.tolnai}"


Token = str | TarokkCount | PartnerCall | Figure | Kontra | DiscardCard | Card
"""What an action int stands for: the engine's own action object (or one card of a discard)."""

TOKENS: tuple[Token, ...] = (
    *WORDS,
    THROW_IN,
    PLAY_ON,
    TarokkCount(8),
    TarokkCount(9),
    *(PartnerCall(Card(None, rank)) for rank in reversed(CALLABLE_RANKS)),
    *(Figure(name) for name in FIGURES),
    *(Kontra(level, target) for level in range(1, MAX_KONTRA + 1) for target in ("game", *FIGURES)),
    *(DiscardCard(card) for card in DECK42.cards),
    *DECK42.cards,
)
"""The vocabulary in order: action ``i`` is ``TOKENS[i]``."""

NUM_ACTIONS = len(TOKENS)
ACTION_NAMES: tuple[str, ...] = tuple(
    f"play {token.tolnai}" if isinstance(token, Card) else str(token) for token in TOKENS
)
"""Each action's name: ``pass``, ``three``, ``throw-in``, ``call XX``, ``kontra game``, ``discard P 10``…"""

_INDEX: dict[Token, int] = {token: index for index, token in enumerate(TOKENS)}


def encode(token: Token) -> int:
    """The int of an action the engine lists (or of one card of a discard)."""
    return _INDEX[token]


def decode(action: int) -> Token:
    """The engine's action object (or one card of a discard) for ``action``."""
    return TOKENS[action]
