"""Strómanntarokk as data (Tolnai §72).

Two play with the 54-card deck (or the 42-card deck), counted in thirds (Tolnai §66): the
pack makes 70 points (66 with 42 cards) and a player wins with 36 (34). The dealer gives
his opponent and himself fifteen cards each in fives, then lays three face-down piles of
four in front of each, alternately; with 42 cards the hands are nine, dealt in threes
(„3-szor 3 lapot és három négyes talont kap mindegyik játékos”): 2 × 9 + 2 × 3 × 4 = 42.
Seat A is the dealer's opponent, who was dealt to and leads first; seat B deals.

The contracts: the simple game („mehet”) worth 2, and the játék, which the declarer wins
3 with and loses 4 with. The holdings (tulétroá, four kings, fejek) and the silent ultimó
are worth 1 each, twice in a játék. Only the játék can be kontra'd, by the words of §48.
The „strómann” of the name is the open piles: there is no partner (Partner.NONE). The
points Tolnai leaves open are the options of
:class:`~tarokk.games.stromann.options.StromannOptions`.
"""

from __future__ import annotations

from tarokk.core.cards import DECK42, DECK54
from tarokk.core.definition import (
    TOLNAI_KONTRAS,
    CardCounting,
    Contract,
    Counting,
    FigureValue,
    GameDefinition,
    HoldingValue,
    Lead,
    Packets,
    Partner,
    Phase,
    Seating,
    TalonHandling,
)
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding

SIMPLE = Contract("simple", "egyszerű játék", 1, 2, TalonHandling.NONE, partner=Partner.NONE, lead=Lead.FIRST_HAND)
"""„Ha mindkét játékos mehet-et mond, egyszerű játék van, melynek díja 2 pont.”"""
GAME = Contract(
    "game", "játék", 2, 3, TalonHandling.NONE, partner=Partner.NONE, lead=Lead.FIRST_HAND, prize_factor=2, lost_value=4
)
"""„A felvevő nyerésnél 3 pontot kap, vesztésnél 4-et fizet … Játéknál minden díjat
kétszeresen fizetnek.”"""


def _definition(deck_size: int) -> GameDefinition:
    deck, packets = (DECK54, (5, 5, 5)) if deck_size == 54 else (DECK42, (3, 3, 3))
    return GameDefinition(
        name="stromann",
        hu="strómanntarokk",
        sources=("tolnai-1930.txt §72", "tolnai-1930.txt §66", "tolnai-1930.txt §71"),
        deck=deck,
        counting=CardCounting(Counting.GROUPS_OF_THREE),
        seating=Seating(player_counts=(2,), active_seats=("A", "B")),
        packets=Packets(talon=0, sizes=packets, piles=(4, 4, 4)),
        contracts=(SIMPLE, GAME),
        # „A tulétroá, négy király, jutalma 1 pont, a csendes ultimóé 1 pont”; fejek 1 (§71);
        # „Ultimót bemondani nem lehet”
        figures=(FigureValue(Figure.PAGAT_ULTIMO, silent=1, announced=0),),
        holdings=tuple(HoldingValue(holding, 1) for holding in Holding),
        kontras=TOLNAI_KONTRAS,
        phases=(Phase.AUCTION, Phase.KONTRA, Phase.PLAY, Phase.OVER),
    )


STROMANN54 = _definition(54)
"""Strómanntarokk with 54 cards, as Tolnai describes it first."""
STROMANN42 = _definition(42)
"""Strómanntarokk with 42 cards: hands of nine, dealt three times three."""
