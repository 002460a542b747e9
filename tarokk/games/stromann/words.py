"""The words of strómanntarokk in English and Hungarian: its actions, its table and its settlement."""

from __future__ import annotations

from tarokk.core.words import Words

SAYS_MEHET = Words("says mehet", "mehet")
DECLARES_GAME = Words("declares a játék", "játékot mond")
SAYS_KONTRA = Words("says {word}", "{word}")
NO_KONTRA = Words("no kontra", "nem kontráz")
NO_FURTHER_KONTRA = Words("no further kontra", "nem kontráz tovább")
ANNOUNCES = Words("announces {holding.english}", "bemondja: {holding.hu}")
LEADS = Words("leads {english}", "kihívja: {card.spelled_out}")
PLAYS = Words("plays {english}", "ráadja: {card.spelled_out}")
FROM_PILE = Words(" from a pile", " (talonról)")

DEALT = Words(" ({deck} cards; {dealer} deals)", " ({deck} lap; {dealer} oszt)")
SIMPLE_GAME = Words("A simple game.", "{title}.")
GAME_DECLARED = Words("A {name} declared by {declarer}{kontra}.", "{title}, felvevő: {declarer}{kontra}.")
ANNOUNCED = Words("{seat} {holding.english}", "{seat} {holding.hu}")
PILES = Words("{seat}'s piles: {piles}", "{seat} talonjai: {piles}")
TRICKS_AND_POINTS = Words("{tricks}, points: {points}", "{tricks}, pontok: {points}")
LAST_TRICK = Words("Last trick", "Az utolsó ütés")

NO_NOTE = Words("", "")
DEALER_WINS_TIE = Words("; on equal points the dealer, {dealer}, wins", "; egyenlő pontnál az osztó, {dealer} nyer")
TWICE_IN_A_GAME = Words(" (twice in a játék)", " (játéknál kétszeresen)")
WON = Words("won", "megnyerte")
LOST = Words("lost", "elvesztette")
SIMPLE_GAME_RESULT = Words(
    "Simple game: {seats[0]} took {points[0]}, {seats[1]} {points[1]} points; {winner} wins {value}{tie}",
    "{title}: {seats[0]} {points[0]}, {seats[1]} {points[1]} pontot vitt haza; {winner} nyer {value} pontot{tie}",
)
GAME_RESULT = Words(
    "{title} of {declarer}: {taken} points of the {win} needed, {outcome}: {amount}{word}",
    "{title}, felvevő {declarer}: {taken} pont (a nyeréshez {win} kell), {outcome}: {amount}{word}",
)
HOLDING_PAID = Words(
    "{seat} announced {holding.english}: {price}{note}", "{seat} bemondta: {holding.hu}, {price}{note}"
)
SILENT_ULTIMO = Words("{seat} made a silent ultimó: {price}{note}", "{seat} csendes ultimót csinált: {price}{note}")
PAGAT_BEATEN = Words(
    "{seat}'s pagát was beaten in the last trick: {price}{note}",
    "{seat} pagátját az utolsó ütésben elütötték: {price}{note}",
)
