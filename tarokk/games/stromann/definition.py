"""Strómanntarokk as data (Tolnai §72), and the options where Tolnai leaves a point open.

Two play with the 54-card deck (or the 42-card deck), counted in thirds (Tolnai §66): the
pack makes 70 points (66 with 42 cards) and a player wins with 36 (34). The dealer gives
his opponent and himself fifteen cards each in fives, then lays three face-down piles of
four in front of each, alternately; with 42 cards the hands are nine, dealt in threes
(„3-szor 3 lapot és három négyes talont kap mindegyik játékos”): 2 × 9 + 2 × 3 × 4 = 42.
Seat A is the dealer's opponent, who was dealt to and leads first; seat B deals.

The contracts: the simple game („mehet”) worth 2, and the játék, which the declarer wins
3 with and loses 4 with. The holdings (tulétroá, four kings, fejek) and the silent ultimó
are worth 1 each, twice in a játék. Only the játék can be kontra'd, by the words of §48.
The „strómann” of the name is the open piles: there is no partner (Partner.NONE).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

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
from tarokk.core.options import GameOptions

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

FollowFrom = Literal["hand-and-tops", "hand"]
KontraWhen = Literal["before-turning", "after-turning"]


@dataclass(frozen=True)
class StromannOptions(GameOptions):
    """Where Tolnai §72 leaves a point open, the reading a table plays; each default is the
    plain reading of the text (:data:`OPTIONS` says each in both languages)."""

    game = "stromann"

    deck: Literal[54, 42] = 54
    follow_from: FollowFrom = "hand-and-tops"
    kontra_when: KontraWhen = "before-turning"
    silent_ultimo_beaten_pays: bool = False

    @property
    def definition(self) -> GameDefinition:
        """The game definition for this deck."""
        return STROMANN54 if self.deck == 54 else STROMANN42


@dataclass(frozen=True)
class OptionText:
    """An option's values (the default first) and what it decides, in English and Hungarian."""

    choices: tuple[Any, ...]
    en: str
    hu: str


OPTIONS: dict[str, OptionText] = {
    "deck": OptionText(
        (54, 42),
        "54 cards („ketten játszanak 54 lappal”) or 42 („42 lapos kártyával is játszható”).",
        "54 lap („ketten játszanak 54 lappal”) vagy 42 („42 lapos kártyával is játszható”).",
    ),
    "follow_from": OptionText(
        ("hand-and-tops", "hand"),
        "What a player has when he must follow: his hand and his open pile tops („akár a kezében levő lapokból, "
        "akár talonjainak felső felborított lapjaiból”), or his hand alone (an open top may then follow suit, "
        "but never obliges).",
        "Mi számít a játékos lapjának, amikor ráad: a keze és a talonjai nyílt felső lapjai („akár a kezében "
        "levő lapokból, akár talonjainak felső felborított lapjaiból”), vagy csak a keze (a nyílt lap ekkor "
        "ráadható a hívott színre, de nem kötelez).",
    ),
    "kontra_when": OptionText(
        ("before-turning", "after-turning"),
        "When the kontras are said: with the bidding, before the piles are turned („Először licitálnak. "
        "Azután … felborítja”), or once the turned piles are seen.",
        "Mikor lehet kontrázni: a licittel együtt, a talonok felborítása előtt („Először licitálnak. Azután … "
        "felborítja”), vagy már a felborított talonok láttán.",
    ),
    "silent_ultimo_beaten_pays": OptionText(
        (False, True),
        "Whether a pagát played to the last trick and beaten pays the silent ultimó to the other player; "
        "Tolnai names only the reward („a csendes ultimóé 1 pont”).",
        "Fizet-e a csendes ultimó díjával az, akinek az utolsó ütésbe tett pagátját elütötték; Tolnai csak "
        "a jutalmat említi („a csendes ultimóé 1 pont”).",
    ),
}
"""Every option of :class:`StromannOptions`: its values and the reading it chooses."""
