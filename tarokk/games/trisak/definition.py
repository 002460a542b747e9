"""Trisáktarokk as data (Tolnai §73).

Four play with the 54-card deck (Tolnai §67) counted in plain card points as in
Paskievics tarokk (Tolnai §7: „A kártyák pontértéke azonos a Paskievics-tarokknál
megadott értékekkel”), 106 in all; a game is won with 54, a tie goes to the opponents
(„A nyeréshez 54 pont szükséges; pontegyenlőség esetén az ellenfelek nyernek”). The
dealer lays a talon of six, then deals to the right in sixes, twelve cards each.

The contracts climb from trisákolás (the first player's fallback when all pass) through
the first level (4, with the call of the highest missing tarokk), ultimóhívás (4 and an
ultimó of 40), bettli (8), hármasték (10) and nyílt bettli (15) to hármas szóló (20).
There is no holding: only a higher contract outbids („Ennél a játéknál tartás nincs,
csak magasabb rangú játékot lehet rontani”). The ultimó and the holding prizes are priced
by the tables :data:`ULTIMO_PRICES` and :data:`HOLDING_PRIZES`; the points the sources
leave open are the options of :class:`~tarokk.games.trisak.options.TrisakOptions`. The
definition's numbers, each beside its source, are in ``definition.toml``
(:mod:`tarokk.core.gamedata`).
"""

from __future__ import annotations

from tarokk.core.gamedata import load_definition

MUST_OVERTAKE = "must-overtake"
"""The play constraint of the bettlis: follow suit and overtake (core ``MustOvertake``)."""

TRISAK = load_definition(__name__)
"""Trisáktarokk (Tolnai §73): 54 cards, four players, seven contracts from trisákolás to
hármas szóló."""

BIDS = ("game", "ultimo", "bettli", "three", "open bettli", "solo")
"""The contracts a player may name in the auction, lowest first; trisákolás is not bid, it
is the first player's choice when the others pass."""

ULTIMO_PRICES: dict[str, tuple[int | None, int]] = {
    "game": (10, 20),
    "ultimo": (None, 40),
    "three": (20, 40),
    "solo": (40, 80),
}
"""The pagátultimó's price (silent, announced) by contract (Tolnai §73: „Ultimó díja
egyszerű játéknál csendesen 10, bemondva 20, a második fokozatnál csak bemondott ultimó
van, díja 40, hármasnál csendesen 20, bemondva 40, hármas szólónál csendesen 40, bemondva
80 pont”); None: no silent ultimó. The bettlis and trisákolás have none."""

HOLDING_PRIZES = {"tarokks": 10, "kings": 10, "trull": 10, "honours": 10}
"""The holding prizes, each paid to its holder by each other player (Tolnai §73: „legalább
8 tarokk egy kézben . 10 pont, négy király, vagy tulétroá egy kézben 10 pont, kis honnörök,
négy lap honnör és király vegyesen egy kézben . 10 pont”); doubled at hármas szóló. Four
kings and tulétroá share one line: :attr:`~tarokk.games.trisak.options.TrisakOptions.kings_and_trull` says whether a
hand with both is paid once or twice."""

SOLO_PRIZE_FACTOR = 2
"""„Mindezen pontok hármas szólónál duplán számítandók.”"""

TRISAK_PAYMENT = 3
"""What the trisákolás's top scorer pays each other player (Tolnai §73)."""

TRICKLESS_PAYMENT = 9
"""What a player who took no trick in trisákolás gets from the top scorer (Tolnai §73)."""
