"""The options of magyar tarokk: each point Tolnai §65 leaves open, with the reading each
value stands for (the defaults are the plain reading of §65).

Options are given by name, ``load_game("magyar", first_lead="declarer")``, and read as every
game's are (:class:`~tarokk.core.options.GameOptions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions, option

FirstLead = Literal["first-hand", "declarer"]
TalonFigures = Literal["opponents", "nobody"]


@dataclass(frozen=True)
class MagyarOptions(GameOptions):
    """The readings where Tolnai §65 is silent; each field's metadata says what it decides and
    who plays each value."""

    game = "magyar"

    last_part_again: bool = option(
        False,
        doc="After the printed ladder the declarer may look at the last part once more, the price rising "
        "by the ladder's step: a fourth hármas at 4, alsó hármas at 5, a sixth kettős at 12, a twelfth egyes at 36.",
        doc_hu="A nyomtatott lépcső után a felvevő még egyszer megnézheti az utolsó részt, a díj a lépcső "
        "lépésével nő: negyedik hármas 4, alsó hármas 5, hatodik kettős 12, tizenkettedik egyes 36 pont.",
        sources={
            "False": "Tolnai §65 (the ladders as printed: 'tizenegyedik egyes 33 pont' is the last)",
            "True": "a house reading: Tolnai is silent on a look after the printed ones",
        },
        sources_hu={
            "False": "Tolnai 65. § (a lépcsők, ahogy nyomtatva állnak: „tizenegyedik egyes 33 pont” az utolsó)",
            "True": "házi olvasat: Tolnai a nyomtatottak utáni megnézésről hallgat",
        },
    )
    first_lead: FirstLead = option(
        "first-hand",
        doc="Who leads to the first trick: seat A, the dealer's right-hand neighbour, or the declarer.",
        doc_hu="Ki hív az első ütésre: A, az osztó jobboldali szomszédja, vagy a felvevő.",
        sources={
            "first-hand": "Tolnai §58 (A leads in the four-handed game); §65 does not say",
            "declarer": "a house reading: the declarer plays alone and leads",
        },
        sources_hu={
            "first-hand": "Tolnai 58. § (a négyes játékban A hív); a 65. § nem mondja meg",
            "declarer": "házi olvasat: a felvevő egymaga játszik, ő hív",
        },
    )
    talon_figures: TalonFigures = option(
        "opponents",
        doc="Whether the talon cards that go to the opponents count as theirs for tulétroá and four kings "
        "too, or block both sides' figure.",
        doc_hu="Az ellenfeleknek jutó talonlapok a tulétroához és a négy királyhoz is az övéik-e, vagy "
        "mindkét párt figuráját elrontják.",
        sources={
            "opponents": "Tolnai §65: the talon left 'az ellenfelek ütéseihez számít', at szóló it is "
            "'az ellenfelek tulajdona'",
            "nobody": "a reading of §65's szóló sentence: a piece in the talon only makes the announcement fail",
        },
        sources_hu={
            "opponents": "Tolnai 65. §: a visszahagyott talonrész „az ellenfelek ütéseihez számít”, szólónál "
            "„az ellenfelek tulajdona”",
            "nobody": "a 65. § szólóról szóló mondatának olvasata: a talonban fekvő darab csak a bemondást buktatja el",
        },
    )
    volat_voids_silent: bool = option(
        False,
        doc="Beside a volát the silent tulétroá and silent four kings are not paid.",
        doc_hu="Volát mellett a csendes tulétroát és a csendes négy királyt nem fizetik.",
        sources={
            "False": "Tolnai §65, which prices the figures without this exception",
            "True": "Tolnai §53 carried over: 'a csendes tulétroát és a csendes négy királyt nem fizetik'",
        },
        sources_hu={
            "False": "Tolnai 65. §, amely ezt a kivételt nem ismeri",
            "True": "Tolnai 53. § átvéve: „a csendes tulétroát és a csendes négy királyt nem fizetik”",
        },
    )


TOLNAI = MagyarOptions()
"""The plain reading of Tolnai §65."""
