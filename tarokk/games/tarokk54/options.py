"""The options of the 54-card ten-contract tarokk: the points its text leaves open, as options
read as every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions, option


@dataclass(frozen=True)
class Tarokk54Options(GameOptions):
    """The points the text leaves open, each default its plain reading; each field's metadata
    says what it decides and who plays each value."""

    game = "tarokk54"

    trisak_lead: Literal["first-hand", "declarer"] = option(
        "first-hand",
        doc="Who leads when trisákolás is declared: seat A, the dealer's right-hand neighbour, or the declarer.",
        doc_hu="Ki hív ki bemondott trisákolásban: A, az osztó jobb oldali szomszédja, vagy a felvevő.",
        sources={
            "first-hand": "wiki, Lejátszás: the declarer leads first only in the two betlis, 'minden más "
            "esetben az osztó jobb oldali szomszédjáé'",
            "declarer": "a house reading: the declarer of a trisákolás leads, as in the other trick-avoiding contracts",
        },
        sources_hu={
            "first-hand": "wiki, Lejátszás: a felvevő csak a két betliben hív ki elsőnek, „minden más "
            "esetben az osztó jobb oldali szomszédjáé”",
            "declarer": "házi olvasat: a trisákolás felvevője hív ki, mint a többi ütéskerülő játékban",
        },
    )
    call: Literal["hand", "hand-and-skart"] = option(
        "hand",
        doc="Which tarokk the declarer calls: the highest below the XX not in his hand, or the highest in "
        "neither his hand nor his own skart, so that the called card is always in another player's hand.",
        doc_hu="Melyik tarokkot hívja a felvevő: a XX alatti legnagyobbat, amely nincs a kezében, vagy "
        "azt, amely sem a kezében, sem a saját skartjában nincs, hogy a hívott lap mindig egy másik "
        "játékos kezében legyen.",
        sources={
            "hand": "wiki, Játék: 'a kezében nem lévő tarokklapok közül a legnagyobbat, a skíz, XXI, XX kivételével'",
            "hand-and-skart": "a house reading of the same section's 'mindig két pár küzd egymás ellen', "
            "which fails if he calls a tarokk he laid in the skart himself",
        },
        sources_hu={
            "hand": "wiki, Játék: „a kezében nem lévő tarokklapok közül a legnagyobbat, a skíz, XXI, XX kivételével”",
            "hand-and-skart": "házi olvasat ugyanennek a szakasznak a szavaiból, „mindig két pár küzd "
            "egymás ellen”, ami nem áll, ha a saját skartjába tett tarokkot hívja",
        },
    )
