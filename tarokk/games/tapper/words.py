"""The words of tappertarokk's own actions, table and settlement lines, in English and in Hungarian."""

from __future__ import annotations

from tarokk.core.figures import DECLARER, OPPONENTS
from tarokk.core.words import HOLDS, PASSES, Words
from tarokk.phases.auction import HOLD, PASS

SAID = {
    PASS: PASSES,
    HOLD: HOLDS,
    "first three": Words("keeps the talon's first three", "a talon első három lapját választja"),
    "second three": Words("keeps the talon's second three", "a talon második három lapját választja"),
    "ultimo": Words("announces pagátultimó", "pagátultimót mond"),
    "volat": Words("announces the volát", "volátot mond"),
    "tarokks": Words("announces his tarokks", "bemondja a tarokkjait"),
}
"""The calls and announcements, by action name."""
BID = Words("{en} ({hu})", "{hu}")
KONTRA = {
    "game": Words("{word} on the game", "{word} játék"),
    "ultimo": Words("{word} on the pagátultimó", "{word} pagátultimó"),
    "volat": Words("{word} on the volat", "{word} volát"),
}
"""A kontra's words, by what it is said on."""
LAYS_AWAY = Words("lays away {card}", "skartba teszi: {card}")
PLAYS_CARD = Words("plays {card}", "kijátssza: {card}")

PACK = Words(" ({cards} cards)", " ({cards} lap)")
DECLARED = Words("{seat}, {en}", "{seat}, {hu}")

GAME_WON = Words("{kontra}{en} won ({points} of {total})", "{kontra}{hu} megnyerve ({points} pont a {total}-ból)")
GAME_LOST = Words("{kontra}{en} lost ({points} of {total})", "{kontra}{hu} elveszítve ({points} pont a {total}-ból)")
ANNOUNCED_FIGURE = Words("{kontra}announced {figure} by {seat}", "{kontra}bemondott {figure} ({seat})")
MISSED_FIGURE = Words("{kontra}announced {figure} by {seat}, missed", "{kontra}bemondott {figure} ({seat}), elbukva")
SILENT_FIGURE = {
    DECLARER: Words("silent {figure} (declarer)", "csendes {figure} (felvevő)"),
    OPPONENTS: Words("silent {figure} (opponents)", "csendes {figure} (ellenfelek)"),
}
"""A figure made unannounced, by the side that made it."""
HELD = Words("{en} held by {seat}", "{hu} ({seat})")
TAROKKS_HELD = Words("{count} tarokks held by {seat}", "{count} tarokk ({seat})")
