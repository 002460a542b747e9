"""The options of strómanntarokk: each point Tolnai §72 leaves open, as options read as every
game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.definition import GameDefinition
from tarokk.core.options import GameOptions, option
from tarokk.games.stromann.definition import STROMANN42, STROMANN54

FollowFrom = Literal["hand-and-tops", "hand"]
KontraWhen = Literal["before-turning", "after-turning"]


@dataclass(frozen=True)
class StromannOptions(GameOptions):
    """Where Tolnai §72 leaves a point open, the reading a table plays; each field's metadata
    says what it decides and who plays each value."""

    game = "stromann"

    deck: Literal[54, 42] = option(
        54,
        doc="The pack: 54 cards, hands of fifteen and 36 points to win, or 42, hands of nine dealt three "
        "times three and 34 to win.",
        doc_hu="A kártya: 54 lap, tizenöt lapos kézzel és 36 ponttal a nyeréshez, vagy 42 lap, háromszor "
        "hármával osztott kilenc lapos kézzel és 34 ponttal.",
        sources={
            "54": "Tolnai §72: 'ketten játszanak 54 lappal'",
            "42": "Tolnai §72: '42 lapos kártyával is játszható'",
        },
        sources_hu={
            "54": "Tolnai 72. §: „ketten játszanak 54 lappal”",
            "42": "Tolnai 72. §: „42 lapos kártyával is játszható”",
        },
    )
    follow_from: FollowFrom = option(
        "hand-and-tops",
        doc="What a player has when he must follow: his hand and his open pile tops, or his hand alone (an "
        "open top may then follow suit, but never obliges).",
        doc_hu="Mi számít a játékos lapjának, amikor ráad: a keze és a talonjai nyílt felső lapjai, vagy "
        "csak a keze (a nyílt lap ekkor ráadható a hívott színre, de nem kötelez).",
        sources={
            "hand-and-tops": "Tolnai §72: 'akár a kezében levő lapokból, akár talonjainak felső felborított lapjaiból'",
            "hand": "a house reading: only the hand binds",
        },
        sources_hu={
            "hand-and-tops": "Tolnai 72. §: „akár a kezében levő lapokból, akár talonjainak felső "
            "felborított lapjaiból”",
            "hand": "házi olvasat: csak a kéz kötelez",
        },
    )
    kontra_when: KontraWhen = option(
        "before-turning",
        doc="When the kontras are said: with the bidding, before the piles are turned, or once the turned "
        "piles are seen.",
        doc_hu="Mikor lehet kontrázni: a licittel együtt, a talonok felborítása előtt, vagy már a "
        "felborított talonok láttán.",
        sources={
            "before-turning": "Tolnai §72: 'Először licitálnak. Azután … felborítja'",
            "after-turning": "a house reading: Tolnai does not say when the kontras are said",
        },
        sources_hu={
            "before-turning": "Tolnai 72. §: „Először licitálnak. Azután … felborítja”",
            "after-turning": "házi olvasat: Tolnai nem mondja meg, mikor kontráznak",
        },
    )
    silent_ultimo_beaten_pays: bool = option(
        False,
        doc="Whether a pagát played to the last trick and beaten pays the silent ultimó to the other player.",
        doc_hu="Fizet-e a csendes ultimó díjával az, akinek az utolsó ütésbe tett pagátját elütötték.",
        sources={
            "False": "Tolnai §72, which names only the reward: 'a csendes ultimóé 1 pont'",
            "True": "a house reading: a beaten pagát costs as much, as the pagat rules have it in the four-handed game",
        },
        sources_hu={
            "False": "Tolnai 72. §, amely csak a jutalmat említi: „a csendes ultimóé 1 pont”",
            "True": "házi olvasat: az elütött pagát ugyanannyiba kerül, mint a pagat szabályai szerint a "
            "négyes játékban",
        },
    )

    @property
    def definition(self) -> GameDefinition:
        """The game definition for this deck."""
        return STROMANN54 if self.deck == 54 else STROMANN42
