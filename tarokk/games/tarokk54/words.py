"""The 54-card ten-contract tarokk's own words, in English and Hungarian."""

from __future__ import annotations

from tarokk.core.words import PASSES, Words
from tarokk.games.tarokk54.definition import Part

SAID = {
    "pass": PASSES,
    "help": Words("helps: „segítek”", "segítek"),
    "take top": Words("takes the top three of the skart", "a skart felső hármát választja"),
    "take bottom": Words("takes the bottom three of the skart", "a skart alsó hármát választja"),
    "show talon": Words("refuses the exchange: the talon lies face up", "nem cserél, a talon felfordítva marad"),
    "kontra": Words("kontra", "kontra"),
    "rekontra": Words("rekontra", "rekontra"),
}
"""The actions said in words of their own, by action name."""
BIDS_CONTRACT = Words("bids {contract.name} ({contract.hu})", "{contract.hu}")
CALLS = Words("calls the {card.tolnai}", "hívja {called}")
LAYS_IN_SKART = Words("lays {card.english} ({card.tolnai}) in the skart", "skartba teszi: {card.hu}")
PLAYS = Words("plays {card.english} ({card.tolnai})", "kijátssza: {card.hu}")

DECLARED = Words(
    "{declarer}, {contract.hu} ({contract.name}), {contract.base_value} units",
    "{declarer}, {contract.hu}, {contract.base_value} egység",
)
HELPED_BY = Words(" (helped by {seat})", " ({seat} segít)")
ALL_PASSED = Words("All passed: trisákolás, every trick costs", "Mindenki passzolt: trisákolás")
CALLED_TAROKK = Words("Called tarokk", "Hívott tarokk")
TALON_FACE_UP = Words("The talon face up", "A talon felfordítva")
FACE_UP = Words("{seat} face up", "{seat} kiterítve")
LAST_TRICK = Words("Last trick", "Utolsó ütés")
MORE_TO_DISCARD = Words("{count} more card{s} to lay in the skart", "Még {count} lapot kell a skartba tenni")
TO_ACT = Words("{seat} to act ({phase})", "{seat} következik ({phase})")

ALL_PASS_PAYS = Words(
    "{payer} took {count} trick{s}: pays each other player {count}",
    "{payer} {count} ütést vitt: mindhárom társának {count} egységet fizet",
)
PARTS = {
    Part.TRISAK: Words("trisákolás", "trisákolás"),
    Part.GAME: Words("the game", "a játék"),
    Part.ULTIMO: Words("the ultimó", "az ultimó"),
    Part.BETLI: Words("the betli", "a betli"),
}
WON = Words("won", "sikerült")
LOST = Words("lost", "nem sikerült")
PART_PAID = Words(
    "{contract}: {part} {result}{detail}, {units} units{doubled}",
    "{contract}: {part} {result}{detail}, {units} egység{doubled}",
)
AND = Words(" and ", " és ")
SIDE_POINTS = Words("{side}: {points} of {total} points", "{side}: {points} pont a {total}-ből")
LAST_TRICK_TAKEN = Words("{seat} took the last trick with {card.tolnai}", "az utolsó ütést {seat} vitte: {card.hu}")
SIDE_TRICKS = Words("{side} took {taken} of {tricks} tricks", "{side}: {taken} ütés a {tricks}-ből")
