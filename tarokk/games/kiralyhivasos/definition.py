"""Királyhívásos tarokk as data (Tolnai §66–§69).

Four play with the 54-card deck counted in thirds of a point (Tolnai §66: the pack makes 70),
and the declarer's side wins with 36 "partnerével és skartjával együtt" (§68). The dealer lays
a talon of six and deals the rest in sixes, twelve cards each; seat A, the dealer's right-hand
neighbour, starts the auction and leads to the first trick (§68; §56), so seat D deals.

The contract ladder (§68–§69), each contract with its own figure prices:

- hívás (6): the declarer calls a king he lacks, takes the top or the bottom three of the
  talon, and the other three go to the opponents; figures 2 and 4, volát 12 and 24;
- szóló (8): a king is called, the talon goes unseen to the opponents, but the half that holds
  the called king counts for the declarer; figures 4 and 8, volát 24 and 48;
- hármas (10): the declarer plays alone and takes the half he likes; figures 6 and 12, volát
  24 and 48, and no királyultimó;
- szólóhármas (20): alone, the talon unseen to the three opponents; figures 8 and 16, volát 48
  and 96.

"Ultimó csendesen 2, bemondva 4": both ultimós, the pagátultimó and the new királyultimó, are
priced as the figures. Tolnai names no duplajáték in this game, so it has none. The kontras
are the five of §48.
"""

from __future__ import annotations

from tarokk.core.auctions import AuctionRules, HoldingRight
from tarokk.core.cards import DECK54
from tarokk.core.definition import (
    TOLNAI_KONTRAS,
    CardCounting,
    Contract,
    Counting,
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

CALLED_KING_LOST = 2
"""What each of the declarer's side pays each opponent when the opponents take the called king
home; at a self-call the declarer pays it to each of the three (Tolnai §69)."""
THROW = 4
"""What the declarer pays each other player when he throws the game because the called king
lies in the talon (Tolnai §68: "mind-egyik társának 4—4 pontot fizet")."""
KING_HALF_LEFT = 2
"""What the declarer pays each opponent when he plays on and leaves them the talon half with
the called king (Tolnai §68: "ezért 2—2 pontot fizet ellenfeleinek")."""

_FIGURES = (Figure.TRULL, Figure.FOUR_KINGS, Figure.XXI_CAPTURE, Figure.PAGAT_ULTIMO, Figure.KING_ULTIMO)


def _prices(silent: int, announced: int, volat: tuple[int, int], king: bool) -> tuple[FigureValue, ...]:
    """A contract's figure prices: the figures at ``silent`` and ``announced``, the volát."""
    figures = [figure for figure in _FIGURES if king or figure != Figure.KING_ULTIMO]
    return (
        *(FigureValue(figure, silent=silent, announced=announced) for figure in figures),
        FigureValue(Figure.VOLAT, silent=volat[0], announced=volat[1]),
    )


def _contract(
    name: str, hu: str, level: int, game: int, talon: TalonHandling, partner: Partner, prices: tuple[FigureValue, ...]
) -> Contract:
    return Contract(name, hu, level, game, talon, partner=partner, lead=Lead.FIRST_HAND, figures=prices)


KIRALYHIVASOS = GameDefinition(
    name="kiralyhivasos",
    hu="királyhívásos tarokk",
    sources=("tolnai-1930.txt §66–§69",),
    deck=DECK54,
    counting=CardCounting(Counting.GROUPS_OF_THREE),
    seating=Seating(player_counts=(4,), active_seats=("A", "B", "C", "D")),
    packets=Packets(talon=6, sizes=(6, 6)),
    contracts=(
        # "A játék díja 6 pont, ultimó csendesen 2, bemondva 4 pont … Volát csendesen 12, bemondva 24"
        _contract(
            "call", "hívás", 1, 6, TalonHandling.CHOOSE_HALF, Partner.CALL_KING, _prices(2, 4, (12, 24), king=True)
        ),
        # "A szólójáték díja 8. A figurák csendesen 4—4, bemondva 8—8 … volát csendesen 24, bemondva 48"
        _contract(
            "solo", "szóló", 2, 8, TalonHandling.TO_OPPONENTS, Partner.CALL_KING, _prices(4, 8, (24, 48), king=True)
        ),
        # "A hármás játék díja 10 pont, a figurák csendesen 6—6 pont, bemondva 12, a volát … 24, … 48"
        _contract(
            "three", "hármas", 3, 10, TalonHandling.CHOOSE_HALF, Partner.NONE, _prices(6, 12, (24, 48), king=False)
        ),
        # "A játék díja 20 pont, a figurák csendesen 8, bemondva 16 pont, a volát … 48, … 96"
        _contract(
            "solo-three",
            "szólóhármas",
            4,
            20,
            TalonHandling.TO_OPPONENTS,
            Partner.NONE,
            _prices(8, 16, (48, 96), king=False),
        ),
    ),
    figures=(),
    kontras=TOLNAI_KONTRAS,
    phases=(Phase.AUCTION, Phase.CALL, Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER),
    # "Joga van az utána bemondott játékokat tartani (28), ha pászol, a tartási jog átszáll a
    # következő licitálóra." (§68); the steps are a house rule (KiralyOptions.bid_steps)
    auction=AuctionRules(HoldingRight.PASSES_ON),
)
"""Királyhívásos tarokk (Tolnai §68–§69); the prices of each contract are its ``figures``."""
