"""Magyar tarokk as data (Tolnai §65).

Three play with the 42-card deck counted in plain card points (94; Tolnai §7): the
declarer wins with 48 "ütéseiben és skartjában". After the seat draw the dealer lays a
talon of six in the middle and then deals to the right in sixes, twelve cards each; seat
A, the dealer's right-hand neighbour, bids first, so seat C deals. The declarer plays
alone (Partner.NONE) in one of five contracts: hármas, alsó hármas, kettős and egyes buy
the talon by looking (:class:`~tarokk.core.definition.LookLadder`, prices as Tolnai
prints them), szóló is worth 10 and its talon goes unseen to the opponents. Tolnai does
not say who leads; as in all his games (§58) seat A leads to the first trick.

The figures are priced in points, the volát as a multiple of the game's bought price:
tulétroá and four kings 1 silent, 2 announced; volát 3× and 6×; pagátultimó 5 and 10;
XXI-fogás 21 and 42. Tolnai names no duplajáték here, so the game has none. The kontras
are the five of §48, each doubling the last.
"""

from __future__ import annotations

from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import DECK42
from tarokk.core.definition import (
    TOLNAI_KONTRAS,
    CardCounting,
    Contract,
    Counting,
    FigureValue,
    GameDefinition,
    Lead,
    LookLadder,
    Packets,
    Partner,
    Phase,
    Seating,
    TalonHandling,
)
from tarokk.core.figures import Figure

TOP, BOTTOM = 0, 1
"""The talon's halves as parts of three: the top three cards and the bottom three."""


def _bought(name: str, hu: str, level: int, ladder: LookLadder) -> Contract:
    """A contract whose talon is bought by looking; its base value is the first look's price."""
    return Contract(
        name,
        hu,
        level,
        base_value=ladder.prices[0],
        talon=TalonHandling.PEEK_AT_PRICE,
        partner=Partner.NONE,
        lead=Lead.FIRST_HAND,
        ladder=ladder,
    )


MAGYAR = GameDefinition(
    name="magyar",
    hu="magyar tarokk",
    sources=("tolnai-1930.txt §65",),
    deck=DECK42,
    counting=CardCounting(Counting.CARD_POINTS),
    seating=Seating(player_counts=(3,), active_seats=("A", "B", "C")),
    packets=Packets(talon=6, sizes=(6, 6)),
    contracts=(
        # "ha megtartja, a játék díja 1 pont … 2 pont … a díj 3 pont"
        _bought("three", "hármas", 1, LookLadder(3, (TOP, BOTTOM, TOP), (1, 2, 3))),
        # "elsőnek a talon alsó 3 lapját nézi meg … 2 pont … 3 pont … 4 pontra növekszik"
        _bought("lower-three", "alsó hármas", 2, LookLadder(3, (BOTTOM, TOP, BOTTOM), (2, 3, 4))),
        # "első kettős" 2, 4, 6, back to the first two 8, "ötödik kettős" 10
        _bought("two", "kettős", 3, LookLadder(2, (0, 1, 2, 0, 1), (2, 4, 6, 8, 10))),
        # "első egyes" 3, 6 … 18, back to the first card 21 … "tizenegyedik egyes" 33
        _bought("one", "egyes", 4, LookLadder(1, (0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4), tuple(range(3, 34, 3)))),
        # "Szólójáték 10 pont … a talon megtekintés nélkül az ellenfelek tulajdona lesz"
        Contract("solo", "szóló", 5, 10, TalonHandling.TO_OPPONENTS, partner=Partner.NONE, lead=Lead.FIRST_HAND),
    ),
    figures=(
        FigureValue(Figure.GAME, silent=1, announced=0, per_base=True),  # the game is not announced
        FigureValue(Figure.TRULL, silent=1, announced=2),
        FigureValue(Figure.FOUR_KINGS, silent=1, announced=2),
        FigureValue(Figure.VOLAT, silent=3, announced=6, per_base=True),
        FigureValue(Figure.PAGAT_ULTIMO, silent=5, announced=10),
        FigureValue(Figure.XXI_CAPTURE, silent=21, announced=42),
    ),
    kontras=TOLNAI_KONTRAS,
    phases=(Phase.AUCTION, Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER),
    # "A licitálást az osztó jobboldali szomszédja kezdi, kinek tartási joga (28) van, mely
    # jog átszáll a második játékosra, ha az első pászol."
    auction=AuctionRules(HoldingRight.PASSES_ON),
)
