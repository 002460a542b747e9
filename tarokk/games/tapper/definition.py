"""Tappertarokk as data (Tolnai, "4. A tappertarokk"; §66, §71).

Three play with 54 or 42 cards: after the seat draw the dealer lays a talon of six and
deals to the right, "42 lapnál hatosával, 12—12 lapot, 54 lapos kártyánál nyolcasával
16—16 lapot". The cards count by Tolnai's new reckoning in thirds (§66,
:attr:`~tarokk.core.definition.Counting.GROUPS_OF_THREE`): the 42 cards make 66 and the
54 make 70, so the declarer wins with 34 or 36, "ha 54 lapos kártyánál 36, 42 lapos
kártyánál 34 pontot vitt haza" (both derived here, never typed in).

The declarer plays alone against the other two. Four contracts: hármas 3, alsó hármas
4, felső hármas 5 ("A hármas játékok között csak árfokozatkülönbség van": at each of them
the declarer turns the talon up and keeps its first or its second three) and szóló 8,
whose talon goes unseen to the opponents. Anyone may bid, a bid names a higher game, and A
alone may hold, a right that dies with his pass (§28). Tolnai does not say who leads; as in all his
games (§58: "Az osztó jobboldali szomszédja indul") seat A leads to the first trick.

The figures: pagátultimó 3 silent, 6 announced, volát 12 and 24, "szólónál ennek
kétszerese" (the szóló's ``prize_factor``). The holdings (§71): tulétroá and four kings in
one hand 3 from each other player, any two honours (fejek) 1, doubled at szóló ("minden díj
kétszeresére növekszik"). The kontras are the five of §48.
"""

from __future__ import annotations

from tarokk.core.auctions import AuctionRules, HoldingRight
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
from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding

DECK_SIZES = (42, 54)
"""The decks tappertarokk is played with: "54, vagy 42 lapból álló kártyával"."""

HALF = 3
"""The talon's halves: its first three cards and its second three."""


def _three(name: str, hu: str, level: int, value: int) -> Contract:
    """A hármas: the declarer keeps one half of the talon he turns up."""
    return Contract(name, hu, level, value, TalonHandling.CHOOSE_HALF, partner=Partner.NONE, lead=Lead.FIRST_HAND)


CONTRACTS = (
    # "A hármas díja 3, az alsó hármasé 4, a felsőé 5 pont. A szólójáték díja 8 pont."
    _three("three", "hármas", 1, 3),
    _three("lower-three", "alsó hármas", 2, 4),
    _three("upper-three", "felső hármas", 3, 5),
    # "Szólójátéknál a felvevő nem kap a talonból lapot"; "minden díj kétszeresére növekszik"
    Contract(
        "solo", "szóló", 4, 8, TalonHandling.TO_OPPONENTS, partner=Partner.NONE, lead=Lead.FIRST_HAND, prize_factor=2
    ),
)

FIGURES = (
    FigureValue(Figure.GAME, silent=1, announced=0, per_base=True),  # the game is not announced
    # "Jutalma hármas játéknál bemondva 6, csendesen 3"
    FigureValue(Figure.PAGAT_ULTIMO, silent=3, announced=6),
    # "A volát: bemondva hármas játéknál 24, csendesen 12"
    FigureValue(Figure.VOLAT, silent=12, announced=24),
)

HOLDINGS = (
    # "négy királyért és három honnórért tulajdonosa … a másik két játékostól 3—3 pontot kap"
    HoldingValue(Holding.TRULL, 3),
    HoldingValue(Holding.FOUR_KINGS, 3),
    # "bármelyik két honnórt is, amit fejek-nek, vagy kis trullnak neveznek. Díja 1 pont."
    HoldingValue(Holding.HEADS, 1),
)


def _tapper(deck_size: int) -> GameDefinition:
    deck, packet = (DECK42, 6) if deck_size == 42 else (DECK54, 8)
    return GameDefinition(
        name="tapper",
        hu="tappertarokk",
        sources=("tolnai-1930.txt, 4. A tappertarokk", "tolnai-1930.txt §66", "tolnai-1930.txt §71"),
        deck=deck,
        counting=CardCounting(Counting.GROUPS_OF_THREE),
        seating=Seating(player_counts=(3,), active_seats=("A", "B", "C")),
        packets=Packets(talon=6, sizes=(packet, packet)),
        contracts=CONTRACTS,
        figures=FIGURES,
        kontras=TOLNAI_KONTRAS,
        phases=(Phase.AUCTION, Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER),
        holdings=HOLDINGS,
        # "Az osztó jobbján ülő játékosnak tartási joga van, mely nem száll át a második játékosra"
        auction=AuctionRules(HoldingRight.FIRST_HAND),
    )


TAPPER42 = _tapper(42)
"""Tappertarokk with the 42-card deck: hands of twelve dealt in sixes, 34 of 66 wins."""
TAPPER54 = _tapper(54)
"""Tappertarokk with the 54-card deck: hands of sixteen dealt in eights, 36 of 70 wins."""


def tapper_definition(cards: int) -> GameDefinition:
    """The definition for a deck of ``cards`` (42 or 54)."""
    if cards not in DECK_SIZES:
        raise TarokkInputError(f"tappertarokk is played with 42 or 54 cards, not {cards!r}")
    return TAPPER42 if cards == 42 else TAPPER54
