"""The words of trisáktarokk in English and Hungarian: its actions, its table and its settlement lines."""

from __future__ import annotations

from tarokk.core.words import PASSES, Words

HOLDINGS = {
    "tarokks": Words("at least eight tarokks", "legalább 8 tarokk"),
    "kings": Words("four kings", "négy király"),
    "trull": Words("tulétroá", "tulétroá"),
    "honours": Words("small honours: four honours and kings mixed", "kis honőrök: négy honőr és király vegyesen"),
}
"""What each holding prize is paid for."""

CALLS = {
    "pass": PASSES,
    "play": Words("will play", "játszom"),
    "ultimo": Words("calls for the ultimó", "{contract.hu}"),
    "bettli": Words("bids bettli", "{contract.hu}"),
    "three": Words("bids hármasték", "{contract.hu}"),
    "open bettli": Words("bids open bettli", "{contract.hu}"),
    "solo": Words("bids hármas szóló", "{contract.hu}"),
}
"""The calls of the auction; in Hungarian a contract is bid by its name."""

ACTIONS = {
    "trisak": Words("trisáks, without the talon", "trisákol, a talon nélkül"),
    "game": Words("plays the first level", "első fokozatot játszik"),
    "take top": Words("takes the top three", "a felső hármat veszi fel"),
    "take bottom": Words("takes the bottom three", "az alsó hármat veszi fel"),
    "settle": Words("settles for half of game and ultimó", "kiegyezik a játék és az ultimó fél díjában"),
    "keep": Words("keeps the three he looked at", "megtartja a megnézett hármat"),
    "swap": Words("turns them back and takes the other three", "felborítva visszateszi és a másik hármat veszi"),
    "announce ultimo": Words("announces the ultimó", "bemondja az ultimót"),
    "done": Words("announces nothing more", "nincs több bemondása"),
    **{f"announce {item}": Words(f"announces {said.en}", f"bemondja: {said.hu}") for item, said in HOLDINGS.items()},
}
"""The other actions that are words."""

DISCARDS = Words("discards {card.english}", "skartba teszi: {card.hu}")
PLAYS = Words("plays {card.english}", "kijátssza: {card.hu}")

AUCTION_CALL = Words("{seat} {bid}", "{seat} {said}")
DECLARED = Words("{contract.name} ({declarer})", "{contract.hu} ({declarer})")
CALLED = Words(", called: {card.english}", ", hívott: {card.hu}")
OPEN_HAND = Words("{seat} open hand", "{seat} nyílt lapjai")

WINS = {True: Words("wins", "megnyeri"), False: Words("loses", "elveszti")}
MADE = {True: Words("made", "megcsinálta"), False: Words("lost", "elbukott")}
GAME_LINE = Words(
    "{contract.name}: {side} {verb.en} with {points} of {total} ({wins} wins)",
    "{contract.hu}: {side} {verb.hu} {points} ponttal a {total}-ból ({wins} nyer)",
)
NO_TRICK = Words("{contract.name}: {declarer} takes no trick", "{contract.hu}: {declarer} egy ütést sem visz")
TRICKS_TAKEN = Words(
    "{contract.name}: {declarer} takes {taken} trick{s}", "{contract.hu}: {declarer} {taken} ütést visz"
)
ANNOUNCED_ULTIMO = Words("announced ultimó ({seat}) {made.en}", "bemondott ultimó ({seat}) {made.hu}")
SILENT_ULTIMO = Words("silent ultimó ({seat}) {made.en}", "csendes ultimó ({seat}) {made.hu}")
SETTLED_ULTIMO = Words(
    "ultimóhívás settled: the called {card} lay in the talon",
    "kiegyezett ultimóhívás: a hívott {card} a talonban feküdt",
)
TRICKLESS = Words("trisákolás: {seats} took no trick ({scores})", "trisákolás: {seats} nem ütött ({scores})")
MOST_POINTS_PAY = Words("trisákolás: the most points pay ({scores})", "trisákolás: a legtöbb pont fizet ({scores})")
PRIZE = Words("{seat} holds {holding.en}", "{seat} kezében: {holding.hu}")
