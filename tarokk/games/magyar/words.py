"""The words of magyar tarokk (Tolnai §65) in English and in Hungarian."""

from __future__ import annotations

from tarokk.core.figures import DECLARER, OPPONENTS, Figure
from tarokk.core.words import Words

FIGURE_NAMES = {
    Figure.TRULL: Words("tulétroá (trull)", "tulétroá"),
    Figure.FOUR_KINGS: Words("four kings", "négykirály"),
    Figure.VOLAT: Words("volát", "volát"),
    Figure.PAGAT_ULTIMO: Words("pagátultimó", "pagátultimó"),
    Figure.XXI_CAPTURE: Words("XXI-fogás", "XXI-fogás"),
}
ORDINALS = tuple(map(Words, (
    "first", "second", "third", "fourth", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
), (
    "első", "második", "harmadik", "negyedik", "ötödik", "hatodik",
    "hetedik", "nyolcadik", "kilencedik", "tizedik", "tizenegyedik", "tizenkettedik",
)))  # fmt: skip
"""The looks, as Tolnai names them: "első kettős", "ötödik kettős", "tizenegyedik egyes"."""

BIDS = Words("bids {contract}", "{contract}")
LOOKS = Words("turns up the next part of the talon", "felborítja a talon következő részét")
KEEPS = Words("keeps the part last turned up", "megtartja az utoljára felborított részt")
DISCARDS = Words("discards {card}", "leskartolja: {card}")
PLAYS = Words("plays {card}", "kijátssza: {card}")
ANNOUNCES = Words("announces {figure}", "bemondja: {figure}")
SAYS_KONTRA = Words("says {word} on {target}", "{word}: {target}")
THE_GAME = Words("the game", "a játékra")

DEALER_AND_PHASE = Words(" (dealer: {dealer}), phase: {phase}", " (osztó: {dealer}), szakasz: {phase}")
PRICED = Words("{declarer}, {contract}, worth {price} points", "{declarer}, {contract}, díja {price} pont")
LOOK = Words("{look}. look", "{look}. megnézés")
PARTS = (Words("first", "az első"), Words("second", "a második"), Words("third", "a harmadik"))
"""The talon's parts, in the order they lie."""
AGAIN = Words("the {part} part again", "újra {part} rész")
LOOKS_AGAIN = Words("turns up the talon's {part} part again", "újra felborítja {part} részt")
TO_WIN = Words(" ({points} win)", " ({points} nyer)")

GAME_LOOKED = Words("the game, {contract} at the {ordinal} look", "{ordinal} {contract}")
GAME_UNSEEN = Words("the game, {contract}", "{contract}")
GAME_LOST = Words("{what}, lost", "{what}")
FIGURE_SAID = {
    (DECLARER, True): Words("the declarer's announced {figure}", "bemondott {figure}"),
    (DECLARER, False): Words("the declarer's silent {figure}", "csendes {figure}"),
    (OPPONENTS, True): Words("the opponents' announced {figure}", "ellenfelek: bemondott {figure}"),
    (OPPONENTS, False): Words("the opponents' silent {figure}", "ellenfelek: csendes {figure}"),
}
"""A figure's settlement line, by its side and whether it was announced."""
FIGURE_LOST = Words("{what}, lost", "{what} elbukva")
KONTRA_ON = Words("{word}: {what}", "{word} {what}")
