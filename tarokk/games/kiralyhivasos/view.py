"""What a seat may know of a deal of királyhívásos tarokk, and the deal in words.

A seat sees its own hand, everything said, the talon once it is turned up at a hívás or
hármas (§68: "felborítják a talont"), the tarokks the declarer lays away (§68: "meg kell
mutatnia"), the cards played, its own side, which its own hand tells it, and once the deal is
over what the declarer's side counted; never another seat's hidden cards, nor the talon of a szóló.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.core import words as shared
from tarokk.core.cards import DECK54, Card, parse_card
from tarokk.core.definition import GameDefinition
from tarokk.core.figures import Figure, Side
from tarokk.core.seats import Seat
from tarokk.core.words import Language, cards_text
from tarokk.games.kiralyhivasos import words


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


def describe(name: str, definition: GameDefinition, language: Language = "en") -> str:
    """An action's name (``call Kő k``, ``kontra trull``) as a player says it, the bids by
    the names of ``definition``'s contracts."""
    contract = next((contract for contract in definition.contracts if contract.name == name), None)
    if contract is not None:
        return (words.BIDS_CALL if name == "call" else words.BIDS)(language, contract=contract.hu)
    if name in words.SAID:
        return words.SAID[name](language)
    word, _, rest = name.partition(" ")
    if word in words.CARD_ACTIONS:
        return words.CARD_ACTIONS[word](language, card=parse_card(rest, DECK54))
    figure = words.SAID_FIGURES[Figure(rest)](language)
    if word == "announce":
        return words.ANNOUNCES(language, figure=figure)
    return words.KONTRA_ON(language, word=word, figure=figure)


def _said(calls: tuple[tuple[Seat, str], ...], definition: GameDefinition, language: Language) -> str:
    return "; ".join(f"{seat}: {describe(word, definition, language)}" for seat, word in calls)


def table_lines(view: KiralyView, definition: GameDefinition, language: Language = "en") -> list[str]:
    """The table of the game ``definition`` describes as seat ``view.seat`` sees it, line by
    line: the contract with its prices (§69), and the declarer's side's count once the deal is over."""
    lines = [shared.header(definition.hu, view.seat, language)]
    if view.contract is not None:
        contract = definition.contract(view.contract)
        king = words.CALLED_KING(language, king=view.called_king.name(language)) if view.called_king else ""
        lines.append(f"{shared.DECLARER(language)}: {view.declarer} ({contract.hu}{king})")
        prices = [words.GAME_PRICE(language, price=contract.base_value)]
        prices += [
            f"{words.SAID_FIGURES[price.figure](language)} {price.silent}/{price.announced}"
            for price in contract.figures
        ]
        lines.append(words.PRICES(language, prices=", ".join(prices)))
    else:
        lines.append(f"{shared.AUCTION(language)}: {_said(view.auction, definition, language) or '–'}")
    if view.talon:
        half = len(view.talon) // 2
        halves = (cards_text(view.talon[:half], language), cards_text(view.talon[half:], language))
        lines.append(f"{shared.TALON(language)}: {' / '.join(halves)}")
    if view.laid_tarokks:
        lines.append(f"{shared.TAROKKS_SHOWN(language)}: {cards_text(view.laid_tarokks, language)}")
    said = _said(tuple((seat, word) for seat, word in view.speech if word != "pass"), definition, language)
    if said:
        lines.append(f"{shared.ANNOUNCEMENTS(language)}: {said}")
    if view.own_side is not None:
        lines.append(words.YOUR_SIDE[view.own_side](language))
    if view.tricks:
        lines.append(f"{shared.TRICKS(language)}: {len(view.tricks)}")
    if view.declarer_points is not None:
        lines.append(shared.CARD_POINTS(language, points=view.declarer_points, total=definition.total_points))
    if view.current_trick:
        trick = ", ".join(f"{seat} {card.name(language)}" for seat, card in view.current_trick)
        lines.append(f"{shared.ON_THE_TABLE(language)}: {trick}")
    lines.append(f"{shared.YOUR_HAND(language)} ({view.seat}): {cards_text(view.hand, language)}")
    return lines
