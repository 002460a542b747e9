"""The choices tappertarokk's players agree on, and the readings where Tolnai is silent, as
options read as every game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.errors import OptionError
from tarokk.core.options import PAIRS, GameOptions, option


@dataclass(frozen=True)
class TapperOptions(GameOptions):
    """The choices the players agree on before the game, and the readings where Tolnai is
    silent; each field's metadata says what it decides and who plays each value."""

    game = "tapper"

    cards: Literal[42, 54] = option(
        42,
        doc="The pack: 42 cards, hands of twelve dealt in sixes and 34 points to win, or 54 cards, hands "
        "of sixteen dealt in eights and 36 to win.",
        doc_hu="A kártya: 42 lap, hatosával osztott tizenkét lapos kezekkel és 34 ponttal a nyeréshez, "
        "vagy 54 lap, nyolcasával osztott tizenhat lapos kezekkel és 36 ponttal.",
        sources={
            "42": "Tolnai, 4. A tappertarokk: '54, vagy 42 lapból álló kártyával'",
            "54": "Tolnai, 4. A tappertarokk: '54, vagy 42 lapból álló kártyával'",
        },
        sources_hu={
            "42": "Tolnai, 4. A tappertarokk: „54, vagy 42 lapból álló kártyával”",
            "54": "Tolnai, 4. A tappertarokk: „54, vagy 42 lapból álló kártyával”",
        },
    )
    tarokk_prizes: PAIRS = option(
        (),
        doc="The prizes for many tarokks in one hand, as count:prize pairs (8:1;9:2: eight tarokks win "
        "1, nine or more 2), said before the first lead; none: not played.",
        doc_hu="A sok tarokk díja egy kézben, darabszám:díj párokként (8:1;9:2: nyolc tarokk 1, kilenc "
        "vagy több 2 pont), az első kijátszás előtt bemondva; none: nem díjazzák.",
        sources={
            "none": "Tolnai, 4. A tappertarokk, which names no prices: the players may agree on them "
            "('Megállapodhatnak a játékosok…')",
            "agreed": "the prices the players agree on ('Megállapodhatnak a játékosok a játék előtt'), "
            "e.g. 8:1;9:2 as Tolnai §64 pays the four-player game",
        },
        sources_hu={
            "none": "Tolnai, 4. A tappertarokk, amely díjat nem ad, a játékosok megállapodására bízza "
            "(„Megállapodhatnak a játékosok…”)",
            "agreed": "a játékosok megállapodása („Megállapodhatnak a játékosok a játék előtt”), például "
            "8:1;9:2, ahogy Tolnai 64. §-a a négyszemélyes játékban fizet",
        },
    )
    ultimo_pot: int = option(
        0,
        doc="What the ultimó pot holds when the deal starts: a pagátultimó announced and made takes it, "
        "one missed doubles it; 0: played without a pot.",
        doc_hu="Mennyi van az ultimókasszában a leosztás elején: a bemondott és megcsinált pagátultimó "
        "kiveszi, a bukott megduplázza; 0: ultimókassza nélkül játszanak.",
        sources={
            "0": "Tolnai, 4. A tappertarokk: the pot only 'Ha ultimókasszával játsszák'",
            "agreed": "Tolnai, 4. A tappertarokk: each player puts in 'egy bizonyos összeget', and 'az "
            "ultimós kiveszi a kassza tartalmát, ha bukott, megduplázza a kasszát'",
        },
        sources_hu={
            "0": "Tolnai, 4. A tappertarokk: kassza csak akkor van, „Ha ultimókasszával játsszák”",
            "agreed": "Tolnai, 4. A tappertarokk: mindenki „egy bizonyos összeget” tesz be, és „az ultimós "
            "kiveszi a kassza tartalmát, ha bukott, megduplázza a kasszát”",
        },
    )
    heads_need_bidding: bool = option(
        False,
        doc="Whether the fejek, too, go only to a holder who took part in the auction, as the tulétroá "
        "and four kings do.",
        doc_hu="A fejek is csak annak járnak-e, aki részt vett a licitálásban, mint a tulétroá és a négy király.",
        sources={
            "False": "Tolnai, 4. A tappertarokk, names only 'a tulétroá vagy négy király tulajdonosa'",
            "True": "a house reading: Tolnai's exclusion carried over to the fejek",
        },
        sources_hu={
            "False": "Tolnai, 4. A tappertarokk, csak „a tulétroá vagy négy király tulajdonosa” kizárását mondja ki",
            "True": "házi olvasat: Tolnai kizárása a fejekre is érvényes",
        },
    )
    game_beside_volat: bool = option(
        False,
        doc="Whether the game is paid beside a volát, made or announced and missed.",
        doc_hu="Fizetik-e a játék díját a volát mellett, akár megcsinálták, akár bemondták és elbukták.",
        sources={
            "False": "Tolnai §53 carried over: 'Duplajátéknál és volátnál a játék díját nem fizetik'",
            "True": "a house reading: Tolnai prices the tappertarokk's volát without saying",
        },
        sources_hu={
            "False": "Tolnai 53. § átvéve: „Duplajátéknál és volátnál a játék díját nem fizetik”",
            "True": "házi olvasat: Tolnai a tappertarokk volátját beárazza, de erről hallgat",
        },
    )
    holdings_as_dealt: bool = option(
        False,
        doc="Whether the holdings are read from the hands as dealt, or as played, after the declarer took "
        "his talon half and laid his discard (so a king or honour from the talon counts).",
        doc_hu="Az osztáskori kézből olvassák-e a lapok díját, vagy a kijátszáskoriból, miután a felvevő "
        "felvette a talon felét és leskartolt (így a talonból felvett király vagy honőr is számít).",
        sources={
            "False": "a reading: the hand as played; Tolnai's 'egy kézben lévő' says neither",
            "True": "a reading: the hand as dealt; Tolnai's 'egy kézben lévő' says neither",
        },
        sources_hu={
            "False": "olvasat: a kijátszáskori kéz; Tolnai „egy kézben lévő” lapokról beszél, de nem mondja "
            "meg, a talon előtt vagy után",
            "True": "olvasat: az osztáskori kéz; Tolnai „egy kézben lévő” lapokról beszél, de nem mondja meg, "
            "a talon előtt vagy után",
        },
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        counts = [count for count, _ in self.tarokk_prizes]
        if any(count < 1 or prize < 0 for count, prize in self.tarokk_prizes) or len(set(counts)) != len(counts):
            raise OptionError(f"tarokk prizes are (count, prize) pairs, each count once: {self.tarokk_prizes!r}")
        if self.ultimo_pot < 0:
            raise OptionError(f"the ultimó pot holds 0 or more, not {self.ultimo_pot!r}")

    def tarokk_prize(self, count: int) -> int:
        """The prize for ``count`` tarokks in one hand: that of the highest agreed count it
        reaches (0: none)."""
        reached = [prize for least, prize in sorted(self.tarokk_prizes) if count >= least]
        return reached[-1] if reached else 0
