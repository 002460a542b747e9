"""The words of királyhívásos tarokk: its actions, its table and its settlement, in English and Hungarian."""

from __future__ import annotations

from tarokk.core.figures import DECLARER, OPPONENTS, Figure
from tarokk.core.words import HOLDS, PASSES, Words

FIGURES = {figure: Words(figure.hu, figure.hu) for figure in Figure} | {
    Figure.FOUR_KINGS: Words("four kings", "négykirály")
}
"""The figures' names: the players' words, four kings translated."""
SAID_FIGURES = FIGURES | {Figure.GAME: Words("the game", "játék"), Figure.TRULL: Words("tulétroá (trull)", "tulétroá")}
"""The game and the figures as the actions and the prices name them."""
SIDES = {DECLARER: Words("the declarer's side", "a felvevő pártja"), OPPONENTS: Words("the opponents", "az ellenfelek")}

SAID = {
    "pass": PASSES,
    "hold": HOLDS,
    "top": Words("takes the top three of the talon", "a talon felső hármát veszi fel"),
    "bottom": Words("takes the bottom three of the talon", "a talon alsó hármát veszi fel"),
    "throw": Words(
        "throws the game (the called king lies in the talon)", "dobja a játékot (a hívott király a talonban fekszik)"
    ),
}
"""The actions of one word."""
BIDS = Words("bids {contract}", "{contract}")
BIDS_CALL = Words("bids {contract} (call a king)", "hívok")
CARD_ACTIONS = {
    "call": Words("calls the {card.english}", "hívom a {card.hu}t"),
    "discard": Words("lays away the {card.english}", "skartba teszi: {card.spelled_out}"),
    "play": Words("plays the {card.english}", "kijátssza: {card.spelled_out}"),
}
ANNOUNCES = Words("announces {figure}", "bemondja: {figure}")
KONTRA_ON = Words("{word} on {figure}", "{word} ({figure})")

CALLED_KING = Words(", called king {king}", ", hívott király: {king}")
PRICES = Words("Prices, silent/announced: {prices}", "Díjak, csendesen/bemondva: {prices}")
GAME_PRICE = Words("game {price}", "játék {price}")
YOUR_SIDE = {
    DECLARER: Words("Your side: the declarer's side", "Pártod: a felvevő pártja"),
    OPPONENTS: Words("Your side: the opponents", "Pártod: ellenfél"),
}

THROWN = Words(
    "thrown: the called king lies in the talon, the declarer pays {price} to each player",
    "dobott játék: a hívott király a talonban fekszik, a felvevő mindenkinek {price} pontot fizet",
)
HALF_LEFT = Words(
    "the declarer left the opponents the talon half with the called king: {price} to each",
    "a felvevő az ellenfeleknek hagyta a hívott királyos talonfelet: {price}–{price} pont",
)
GAME_WON = Words(
    "{kontra}{contract}: {side} won the game ({points} of {total} to the declarer's side)",
    "{kontra}{contract}: {side} nyerte a játékot (a felvevő pártjáé {points} pont a {total}-ből)",
)
ANNOUNCED = Words("{kontra}announced {figure} by {side}{lost}", "{kontra}bemondott {figure} ({side}){lost}")
LOST = Words(": lost", ": elbukva")
LOST_IN_TALON = Words(", a piece in the talon: lost", ", egy darabja a talonban: elbukva")
SILENT = Words("silent {figure} by {side}", "csendes {figure} ({side})")
KING_LOST = Words(
    "the opponents took the called king home: {price} a head",
    "a hívott királyt az ellenfelek vitték haza: {price}–{price} pont",
)
