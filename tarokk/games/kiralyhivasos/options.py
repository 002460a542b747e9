"""The points Tolnai's §68–§69 leave open, each an option naming the reading it plays.

The defaults are the plain reading of §68–§69; where a default borrows a rule of the
Paskievics game, the paragraph it comes from is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions, option


@dataclass(frozen=True)
class KiralyOptions(GameOptions):
    """House rules of királyhívásos tarokk; each field's metadata says what it decides and who
    plays each value."""

    game = "kiralyhivasos"

    bid_steps: Literal["any-higher", "one-step"] = option(
        "any-higher",
        doc="How far a bid must go: to any higher contract, or one step above the last bid only. §68 "
        "refers only to the holding of §28.",
        doc_hu="Mennyivel kell a bemondásnak a legutóbbit meghaladnia: bármely magasabb játék "
        "bemondható, vagy csak az egy fokkal drágább. A 68. § csak a 28. § tartására utal.",
        sources={
            "any-higher": "Tolnai §27: 'legalább egy fokkal magasabbnak'",
            "one-step": "Tolnai §31: 'mindig csak egy fokkal drágább'",
        },
        sources_hu={
            "any-higher": "Tolnai 27. §: „legalább egy fokkal magasabbnak”",
            "one-step": "Tolnai 31. §: „mindig csak egy fokkal drágább”",
        },
    )
    self_call: Literal["four-kings", "any-king"] = option(
        "four-kings",
        doc="Which king the declarer may call: one he lacks, his own only when he holds all four, or any "
        "king, his own too. §69 names the self-call ('Önhívásnál') without saying when it happens.",
        doc_hu="Melyik királyt hívhatja a felvevő: a hiányzók egyikét, a sajátját csak akkor, ha mind a "
        "négy nála van, vagy bármelyiket, a sajátját is. A 69. § említi az önhívást („Önhívásnál”), de "
        "nem mondja meg, mikor van.",
        sources={
            "four-kings": "Tolnai §68: 'kártyáiból hiányzó királyt'",
            "any-king": "the Paskievics self-call, Tolnai §46*",
        },
        sources_hu={
            "four-kings": "Tolnai 68. §: „kártyáiból hiányzó királyt”",
            "any-king": "a Paskievics-tarokk önhívása, Tolnai 46*. §",
        },
    )
    honours_discardable: bool = option(
        True,
        doc="Whether a tarokk the declarer is forced to lay in his discard may be an honour.",
        doc_hu="Lehet-e honőr az a tarokk, amelyet a felvevő kényszerből fektet a skartba.",
        sources={
            "True": "Tolnai §68, which bars only kings, and tarokks while another card can be laid",
            "False": "honours are never laid, as in Tolnai §42, §65 and the tappertarokk",
        },
        sources_hu={
            "True": "Tolnai 68. §, amely csak a királyt tiltja, a tarokkot pedig addig, amíg más lap is lefektethető",
            "False": "honőrt sosem fektetnek, mint Tolnai 42. és 65. §-ában és a tappertarokkban",
        },
    )
    talon_in_figures: Literal["tricks", "with-side"] = option(
        "tricks",
        doc="Whether tulétroá and four kings are made only in tricks, or the talon parts count for them "
        "too, for the side they go to. Either way an announced figure with a piece in the talon is lost "
        "at a szóló or szólóhármas (§69).",
        doc_hu="Csak az ütésekben készül-e a tulétroá és a négy király, vagy a talonrészek is beszámítanak "
        "annak a pártnak, amelyé lettek. Szólónál és szólóhármasnál a bemondott figura így is, úgy is "
        "elveszett, ha egy darabja a talonban fekszik (69. §).",
        sources={
            "tricks": "Tolnai §68: 'összehozott ütéseiben hazavigye', so a piece left in the talon makes "
            "the figure for nobody",
            "with-side": "a reading of §68: the talon parts count for the side they go to, as they do for "
            "the card points ('az ellenpárt ütéseire számít')",
        },
        sources_hu={
            "tricks": "Tolnai 68. §: „összehozott ütéseiben hazavigye”, így a talonban maradt darabbal "
            "senkinek sincs meg a figura",
            "with-side": "a 68. § olvasata: a talonrészek annak a pártnak számítanak, amelyé lettek, mint a "
            "kártyapontoknál („az ellenpárt ütéseire számít”)",
        },
    )
    volat_as_paskievics: bool = option(
        True,
        doc="Whether at a volát, made or announced, the game is not paid, nor a silent tulétroá or four kings.",
        doc_hu="Volátnál, akár megcsinálták, akár bemondták, elmarad-e a játék díja, a csendes tulétroáé "
        "és a csendes négy királyé.",
        sources={
            "True": "Tolnai §53 carried over: at a volát 'a játék díját nem fizetik', and 'a csendes "
            "tulétroát és a csendes négy királyt nem fizetik'",
            "False": "Tolnai §69, which prices the volát without saying: every item is paid",
        },
        sources_hu={
            "True": "Tolnai 53. § átvéve: volátnál „a játék díját nem fizetik”, és „a csendes tulétroát "
            "és a csendes négy királyt nem fizetik”",
            "False": "Tolnai 69. §, amely a volátot beárazza, de erről hallgat: minden tételt fizetnek",
        },
    )
    king_ultimo_keep: bool = option(
        False,
        doc="Whether an announced királyultimó binds the called king's holder to keep it to the last trick.",
        doc_hu="Köteles-e a hívott király gazdája bemondott királyultimónál a királyt az utolsó ütésig megtartani.",
        sources={
            "False": "Tolnai §68–§69, which state no such duty: a king played early simply loses the figure",
            "True": "Tolnai §54 carried over to the king: 'köteles a pagátot a legutolsó ütésre tartani'",
        },
        sources_hu={
            "False": "Tolnai 68–69. §, amely ilyen kötelességet nem ír elő: a korán kijátszott király "
            "egyszerűen elveszti a figurát",
            "True": "Tolnai 54. § a királyra átvéve: „köteles a pagátot a legutolsó ütésre tartani”",
        },
    )
