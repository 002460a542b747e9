"""The readings of what Tolnai §73 leaves open in trisáktarokk, as options read as every
game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions, option


@dataclass(frozen=True)
class TrisakOptions(GameOptions):
    """The readings of what Tolnai §73 leaves open; each field's metadata says what it decides
    and who plays each value."""

    game = "trisak"

    trisak_tie: Literal["split", "none"] = option(
        "split",
        doc="Who pays when two or more players tie for the most points in trisákolás: they share the one "
        "payment, or nobody pays.",
        doc_hu="Ki fizet, ha trisákolásnál ketten vagy többen állnak a legtöbb ponton: megosztják a "
        "fizetést, vagy senki sem fizet.",
        sources={
            "split": "a reading of Tolnai §73, which names one payer ('a legtöbb pontot elért játékos "
            "3 társának 3—3 pontot fizet'): the tied players share his payment",
            "none": "a house reading: without one top scorer nobody pays",
        },
        sources_hu={
            "split": "Tolnai 73. § olvasata, amely egy fizetőt nevez meg („a legtöbb pontot elért játékos "
            "3 társának 3—3 pontot fizet”): a holtversenyben állók megosztják a fizetését",
            "none": "házi olvasat: ha nincs egyetlen legtöbb pontos játékos, senki sem fizet",
        },
    )
    trickless: Literal["each", "share"] = option(
        "each",
        doc="What two players without a trick in trisákolás get: 9 each from the top scorer, or the 9 shared.",
        doc_hu="Mit kap trisákolásnál két játékos, akinek egy ütése sincs: mindkettő 9 pontot a legtöbb "
        "pontot hazavivőtől, vagy a 9-en osztoznak.",
        sources={
            "each": "Tolnai §73: 'Ha valamelyik játékos egy ütést sem csinált … 9 pontot kap', read for each of them",
            "share": "a house reading: the trickless players share the one 9",
        },
        sources_hu={
            "each": "Tolnai 73. §: „Ha valamelyik játékos egy ütést sem csinált … 9 pontot kap”, mindegyikükre olvasva",
            "share": "házi olvasat: az ütés nélküli játékosok egy 9-en osztoznak",
        },
    )
    ultimo_call: Literal["highest", "below-xx"] = option(
        "highest",
        doc="Which tarokk the ultimóhívás calls: the highest the declarer lacks, or, as at the first "
        "level, the highest below the XX.",
        doc_hu="Melyik tarokkot hívja az ultimóhívás: a felvevőnél hiányzó legmagasabbat, vagy, mint az "
        "első fokozatnál, a XX alatti legmagasabbat.",
        sources={
            "highest": "Tolnai §73, in the ultimóhívás's own words: 'a legmagasabb hiányzó tarokkját'",
            "below-xx": "Tolnai §73's first level carried over: 'a XX, XXI és skiz kizárásával'",
        },
        sources_hu={
            "highest": "Tolnai 73. §, az ultimóhívás saját szavaival: „a legmagasabb hiányzó tarokkját”",
            "below-xx": "Tolnai 73. § első fokozata átvéve: „a XX, XXI és skiz kizárásával”",
        },
    )
    discard_limit: Literal["first-level", "every"] = option(
        "first-level",
        doc="Where the ban on discarding honours and kings holds: at the first level, where it is stated, "
        "or at every declarer's discard.",
        doc_hu="Hol érvényes a tilalom, hogy honőrt és királyt nem szabad skartolni: az első fokozatnál, "
        "ahol ki van mondva, vagy a felvevő minden skartolásánál.",
        sources={
            "first-level": "Tolnai §73, at the first level: 'honnört és királyt nem szabad lefektetni'",
            "every": "a house reading: the first level's ban at every contract",
        },
        sources_hu={
            "first-level": "Tolnai 73. §, az első fokozatnál: „honnört és királyt nem szabad lefektetni”",
            "every": "házi olvasat: az első fokozat tilalma minden játékban",
        },
    )
    prizes: Literal["every", "not-bettli"] = option(
        "every",
        doc="In which contracts the holding prizes are announced: in every one, or not in the bettlis and "
        "trisákolás, where nothing is to be won with the cards.",
        doc_hu="Mely játékokban mondhatók be a lapok díjai: mindegyikben, vagy a bettlikben és a "
        "trisákolásban nem, ahol a lapokkal nincs mit nyerni.",
        sources={
            "every": "Tolnai §73, which excepts no contract: 'Egyéb bemondások is az első kihívás előtt mondandók be'",
            "not-bettli": "a house reading: no prizes where nothing is to be won with the cards",
        },
        sources_hu={
            "every": "Tolnai 73. §, amely egy játékot sem vesz ki: „Egyéb bemondások is az első kihívás "
            "előtt mondandók be”",
            "not-bettli": "házi olvasat: ahol a lapokkal nincs mit nyerni, ott díj sincs",
        },
    )
    silent_ultimo_lost: bool = option(
        True,
        doc="Whether a pagát beaten in the last trick costs its side the silent price.",
        doc_hu="Az utolsó ütésben elütött pagát a csendes ultimó díjába kerül-e a pártjának.",
        sources={
            "True": "as in Paskievics tarokk; Tolnai §73 gives only the prices",
            "False": "a house reading: a beaten pagát costs nothing",
        },
        sources_hu={
            "True": "mint a Paskievics-tarokkban; Tolnai 73. §-a csak a díjakat adja meg",
            "False": "házi olvasat: az elütött pagát semmibe sem kerül",
        },
    )
    kings_and_trull: Literal["one", "each"] = option(
        "one",
        doc="What a hand with four kings and tulétroá is paid: one prize, or one for each.",
        doc_hu="Mennyi díj jár annak a kéznek, amelyben négy király és tulétroá is van: egy, vagy "
        "mindkettőért egy-egy.",
        sources={
            "one": "Tolnai §73 prints them on one line: 'négy király, vagy tulétroá egy kézben 10 pont'",
            "each": "a house reading: each holding is paid its own prize",
        },
        sources_hu={
            "one": "Tolnai 73. § egy sorba írja őket: „négy király, vagy tulétroá egy kézben 10 pont”",
            "each": "házi olvasat: mindkettőért külön díj jár",
        },
    )
    small_honours: Literal["with-others", "alone"] = option(
        "with-others",
        doc="Whether the kis honőrök count even when the same cards make four kings or tulétroá, or only "
        "in a hand with neither.",
        doc_hu="A kis honőrök akkor is számítanak-e, ha ugyanazok a lapok négy királyt vagy tulétroát "
        "adnak, vagy csak olyan kézben, ahol egyik sincs.",
        sources={
            "with-others": "Tolnai §73 as printed, with no exception: 'kis honnörök, négy lap honnör és "
            "király vegyesen egy kézben'",
            "alone": "a house reading: only in a hand without four kings or tulétroá",
        },
        sources_hu={
            "with-others": "Tolnai 73. §, ahogy nyomtatva áll, kivétel nélkül: „kis honnörök, négy lap "
            "honnör és király vegyesen egy kézben”",
            "alone": "házi olvasat: csak négy király és tulétroá nélküli kézben",
        },
    )
