"""Paskievics (húszashívásos) tarokk as data: the first :class:`~tarokk.core.definition.GameDefinition`.

The 42-card deck counted in plain card points (94; Tolnai §7); four players, or five with
the dealer sitting out (pagat "Helyválasztás, osztás"; Tolnai §19); a talon of six, then
packets of five and four (Tolnai §20); the four contracts with their talon shares and base
values (pagat "A licitálás", "A talon kiosztása"; Tolnai §23, §36); the XX called as the
secret partner (pagat "Partnerhívás"; Tolnai §46); seat A leads to the first trick
(Tolnai §56); the figures and their prices (pagat "A figurák", "Az elszámolás"; Tolnai
§51–§55, §64), the five kontras (pagat "Kontrázás"; Tolnai §48) and the fees for eight
and nine tarokks (Tolnai §45).

The prices are the defaults; a :class:`~tarokk.games.paskievics.ruleset.Ruleset` option named in
``option`` may change a silent value (e.g. ``xxi_capture_value``: 21, or 30 in recent
books). The game's own rules are the modules beside this one.
"""

from __future__ import annotations

from tarokk.core.cards import DECK42
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.definition import (
    TOLNAI_KONTRAS,
    Contract,
    FigureValue,
    GameDefinition,
    Lead,
    Packets,
    Partner,
    Phase,
    Seating,
    TalonHandling,
)
from tarokk.core.figures import Figure


def _contract(name: str, hu: str, level: int, shares: tuple[int, int, int, int]) -> Contract:
    """A contract of the ladder: its base value is its level (Tolnai §23)."""
    return Contract(name, hu, level, level, TalonHandling.SHARES, shares, Partner.CALL_XX, Lead.FIRST_HAND)


PASKIEVICS = GameDefinition(
    name="paskievics",
    hu="húszashívásos tarokk",
    sources=("pagat-magyar-tarokk.txt", "tolnai-1930.txt §1–§64"),
    deck=DECK42,
    counting=CardCounting(Counting.CARD_POINTS),
    seating=Seating(player_counts=(4, 5), active_seats=("A", "B", "C", "D"), sitting_out_dealer="E"),
    packets=Packets(talon=6, sizes=(5, 4)),
    contracts=(
        _contract("three", "három", 1, (3, 1, 1, 1)),
        _contract("two", "kettő", 2, (2, 2, 1, 1)),
        _contract("one", "egy", 3, (1, 2, 2, 1)),
        _contract("solo", "szóló", 4, (0, 2, 2, 2)),
    ),
    figures=(
        FigureValue(Figure.GAME, silent=1, announced=1, per_base=True),
        FigureValue(Figure.TRULL, silent=1, announced=2),
        FigureValue(Figure.FOUR_KINGS, silent=1, announced=2, option="four_kings_value"),
        FigureValue(Figure.DOUBLE_GAME, silent=2, announced=4, per_base=True),
        FigureValue(Figure.VOLAT, silent=3, announced=6, per_base=True),
        FigureValue(Figure.PAGAT_ULTIMO, silent=5, announced=10, option="pagat_ultimo_value"),
        FigureValue(Figure.XXI_CAPTURE, silent=21, announced=42, option="xxi_capture_value"),
    ),
    kontras=TOLNAI_KONTRAS,
    phases=(
        Phase.AUCTION,
        Phase.DISCARD,
        Phase.THROW_IN,
        Phase.ANNOUNCE,
        Phase.PLAY,
        Phase.OVER,
    ),
    tarokk_count_fees=((8, 1), (9, 2)),  # pagat "A tarokkszám bemondása"; Tolnai §45
)
ACTIVE_SEATS = PASKIEVICS.seating.active_seats
"""The four seats that play a deal, A to D; at a table of five the dealer, E, sits it out."""
