"""What a seat may know of a deal of királyhívásos tarokk, and the deal in words.

A seat sees its own hand, everything said, the talon once it is turned up at a hívás or
hármas (§68: "felborítják a talont"), the tarokks the declarer lays away (§68: "meg kell
mutatnia"), the cards played, its own side, which its own hand tells it, and once the deal is
over what the declarer's side counted; never another seat's hidden cards, nor the talon of a szóló.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core.cards import DECK54, Card, parse_card
from tarokk.core.definition import GameDefinition
from tarokk.core.figures import Figure, Side
from tarokk.core.seats import Seat
from tarokk.core.words import Language


@dataclass(frozen=True)
class KiralyView:
    """A seat's view of the deal (see the module's description)."""

    seat: Seat
    stage: str
    hand: tuple[Card, ...]
    auction: tuple[tuple[Seat, str], ...]
    declarer: Seat | None
    contract: str | None
    called_king: Card | None
    talon: tuple[Card, ...]
    talon_half: str | None
    laid_tarokks: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    speech: tuple[tuple[Seat, str], ...]
    own_side: Side | None
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    to_act: Seat | None
    declarer_points: int | None = None
    """What the declarer's side took, counted once the deal is over (§66, §68)."""


_FIGURE_EN = {
    "game": "the game",
    "trull": "tulétroá (trull)",
    "four-kings": "four kings",
    "volat": "volát",
    "pagat-ultimo": "pagátultimó",
    "king-ultimo": "királyultimó",
    "xxi-capture": "XXI-fogás",
}
_FIGURE_HU = {figure.value: figure.hu for figure in Figure}
_WORDS_EN = {
    "pass": "passes",
    "hold": "holds",
    "top": "takes the top three of the talon",
    "bottom": "takes the bottom three of the talon",
    "throw": "throws the game (the called king lies in the talon)",
}
_WORDS_HU = {
    "pass": "passz",
    "hold": "tartom",
    "top": "a talon felső hármát veszi fel",
    "bottom": "a talon alsó hármát veszi fel",
    "throw": "dobja a játékot (a hívott király a talonban fekszik)",
}
_BID_NOTE_EN = {"call": " (call a king)"}
_BID_SAID_HU = {"call": "hívok"}
"""The bid a player says in other words than the contract's name."""


def describe(name: str, definition: GameDefinition, language: Language = "en") -> str:
    """An action's name (``call Kő k``, ``kontra trull``) as a player says it, the bids by
    the names of ``definition``'s contracts."""
    hu = language == "hu"
    if name in _WORDS_EN:
        return (_WORDS_HU if hu else _WORDS_EN)[name]
    contract = next((contract for contract in definition.contracts if contract.name == name), None)
    if contract is not None:
        return _BID_SAID_HU.get(name, contract.hu) if hu else f"bids {contract.hu}{_BID_NOTE_EN.get(name, '')}"
    word, _, rest = name.partition(" ")
    if word in ("call", "discard", "play"):
        card = parse_card(rest, DECK54)
        if word == "call":
            return f"hívom a {card.hu}t" if hu else f"calls the {card.english}"
        if word == "discard":
            return f"skartba teszi: {card.spelled_out}" if hu else f"lays away the {card.english}"
        return f"kijátssza: {card.spelled_out}" if hu else f"plays the {card.english}"
    if word == "announce":
        return f"bemondja: {_FIGURE_HU[rest]}" if hu else f"announces {_FIGURE_EN[rest]}"
    return f"{word} ({_FIGURE_HU[rest]})" if hu else f"{word} on {_FIGURE_EN[rest]}"


def _cards(cards: tuple[Card, ...]) -> str:
    return ", ".join(card.tolnai for card in cards) or "–"


def table_lines(view: KiralyView, definition: GameDefinition, language: Language = "en") -> list[str]:
    """The table of the game ``definition`` describes as seat ``view.seat`` sees it, line by
    line: the contract with its prices (§69), and the declarer's side's count once the deal is over."""
    hu = language == "hu"
    lines = [definition.hu[:1].upper() + definition.hu[1:]]
    if view.contract is not None:
        contract = definition.contract(view.contract)
        king = f", hívott király: {view.called_king.tolnai}" if hu and view.called_king else ""
        king = king or (f", called king {view.called_king.tolnai}" if view.called_king else "")
        lines.append(f"{'Felvevő' if hu else 'Declarer'}: {view.declarer} ({contract.hu}{king})")
        prices = [f"{'játék' if hu else 'game'} {contract.base_value}"]
        prices += [
            f"{price.figure.hu if hu else _FIGURE_EN[price.figure]} {price.silent}/{price.announced}"
            for price in contract.figures
        ]
        lines.append(f"{'Díjak, csendesen/bemondva' if hu else 'Prices, silent/announced'}: {', '.join(prices)}")
    else:
        said = "; ".join(f"{seat}: {describe(word, definition, language)}" for seat, word in view.auction) or "–"
        lines.append(f"{'Licit' if hu else 'Auction'}: {said}")
    if view.talon:
        lines.append(f"Talon: {_cards(view.talon)}")
    if view.laid_tarokks:
        lines.append(f"{'Lefektetett tarokk' if hu else 'Tarokks laid away'}: {_cards(view.laid_tarokks)}")
    if view.speech:
        said = "; ".join(
            f"{seat}: {describe(word, definition, language)}" for seat, word in view.speech if word != "pass"
        )
        if said:
            lines.append(f"{'Bemondások' if hu else 'Announcements'}: {said}")
    if view.own_side is not None:
        side = {"declarer": ("a felvevő pártja", "the declarer's side"), "opponents": ("ellenfél", "the opponents")}
        lines.append(f"{'Pártod' if hu else 'Your side'}: {side[view.own_side][0 if hu else 1]}")
    if view.tricks:
        lines.append(f"{'Ütések' if hu else 'Tricks played'}: {len(view.tricks)}")
    if view.declarer_points is not None:
        total = definition.total_points
        lines.append(
            f"Kártyapontok: a felvevő pártjáé {view.declarer_points} a {total}-ből"
            if hu
            else f"Card points: {view.declarer_points} of {total} to the declarer's side"
        )
    if view.current_trick:
        trick = ", ".join(f"{seat} {card.tolnai}" for seat, card in view.current_trick)
        lines.append(f"{'Az asztalon' if hu else 'On the table'}: {trick}")
    lines.append(f"{'Lapjaid' if hu else 'Your hand'} ({view.seat}): {_cards(view.hand)}")
    return lines
