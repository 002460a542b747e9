"""Pictures of hands, tricks and auctions: text the way players write them, and HTML for notebooks."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from tarokk.cards import Card, sort_hand
from tarokk.deal import Deal
from tarokk.play import Trick
from tarokk.seats import Seat


def hand_text(cards: Iterable[Card], spelling: str = "tolnai") -> str:
    """A hand sorted as players hold it: ``S XXI XVII … | Kő k Kő d | P 10``."""
    groups: dict[object, list[str]] = {}
    for card in sort_hand(cards):
        groups.setdefault(card.suit, []).append(card.name(spelling))
    sep = ", " if spelling != "tolnai" else " "
    return " | ".join(sep.join(names) for names in groups.values())


def trick_text(number: int, trick: Trick, spelling: str = "tolnai") -> str:
    """One line per trick: ``3. D K á · A XI · B XIX · C X → B (9)``."""
    plays = " · ".join(f"{seat} {card.name(spelling)}" for seat, card in trick.plays)
    return f"{number:>2}. {plays}  → {trick.winner} ({trick.points})"


def compass(trick: Trick, spelling: str = "tolnai") -> str:
    """Tolnai's layout of a trick: B at the top, C left, A right, D at the bottom."""
    name = {seat: card.name(spelling) for seat, card in trick.plays}
    width = max(len(text) for text in name.values()) + 2
    left, right = name.get("C", ""), name.get("A", "")
    return "\n".join(
        [
            " " * (width + 2) + f"B {name.get('B', '')}",
            f"C {left}".ljust(width + 2) + " " * (width + 2) + f"A {right}",
            " " * (width + 2) + f"D {name.get('D', '')}",
        ]
    )


_CARD_STYLE = (
    "display:inline-block;min-width:2.4em;padding:0.1em 0.3em;margin:0.1em;border:1px solid #888;"
    "border-radius:4px;background:#fff;font-family:Georgia,serif;font-weight:bold;text-align:center;"
)


def card_html(card: Card) -> str:
    """A card as a small HTML tile: ``XXI``, ``Sk``, ``♥k`` (red for kőr and káró)."""
    colour = "#c00" if card.suit is not None and card.suit.is_red else "#111"
    return f'<span title="{escape(card.hu)}" style="{_CARD_STYLE}color:{colour}">{escape(card.glyph)}</span>'


def hand_html(cards: Iterable[Card]) -> str:
    """A hand as a row of card tiles, sorted as players hold it."""
    return '<div class="tarokk-hand">' + "".join(card_html(card) for card in sort_hand(cards)) + "</div>"


def trick_html(trick: Trick) -> str:
    """A trick in Tolnai's layout (B top, C left, A right, D bottom), the winner in the middle."""

    def seat(name: Seat) -> str:
        card = trick.card_of(name)
        tile = card_html(card) if card is not None else ""
        return f'<td style="text-align:center;padding:0.2em"><small>{name}</small><br>{tile}</td>'

    middle = f"→ {trick.winner}<br><small>{trick.points} pt</small>" if trick.complete else ""
    empty = "<td></td>"
    rows = [
        empty + seat("B") + empty,
        seat("C") + f'<td style="text-align:center;padding:0.2em">{middle}</td>' + seat("A"),
        empty + seat("D") + empty,
    ]
    return (
        '<table class="tarokk-trick" style="border-collapse:collapse;width:auto">'
        + "".join(f"<tr>{row}</tr>" for row in rows)
        + "</table>"
    )


def deal_text(deal: Deal, spelling: str = "tolnai") -> str:
    """A finished or unfinished deal in words: auction, exchange, announcements, tricks, result."""
    lines = [f"Auction: {', '.join(f'{c.seat} {c.hu}' for c in deal.auction.calls)}"]
    result = deal.auction.result()
    if result.declarer is not None and result.contract is not None:
        lines.append(f"Declarer {result.declarer} plays {result.contract.name} ({result.contract.hu}).")
    for seat, cards in deal.discards.items():
        tarokks = deal.discarded_tarokks(seat)
        shown = f" — {tarokks} tarokk(s) laid away" if tarokks else ""
        lines.append(f"  {seat} takes {hand_text(deal.talon_taken[seat], spelling)}, discards "
                     f"{hand_text(cards, spelling)}{shown}")  # fmt: skip
    if deal.thrown_in is not None:
        seat, grounds = deal.thrown_in
        lines.append(f"{seat} throws the deal in: {', '.join(grounds)}.")
    if deal.announcements is not None:
        lines.append("Announcements:")
        turn: list[str] = []
        for event in deal.events:
            if event.phase != "announce":
                continue
            if event.action == "pass":
                lines.append(f"  {event.seat}: {', '.join(turn) if turn else 'pass'}")
                turn = []
            elif event.action == "hivatalból kontra":
                lines.append(f"  {event.seat}: fekszik — hivatalból kontra")
            else:
                turn.append(str(event.action))
        if deal.call is not None:
            lines.append(f"Partner: {deal.call.reason}.")
    if deal.play is not None:
        for number, trick in enumerate(deal.play.tricks, start=1):
            lines.append(trick_text(number, trick, spelling))
    if deal.finished:
        outcome = deal.result()
        if outcome.outcome == "played":
            points = outcome.card_points
            assert deal.play is not None
            by_seat = ", ".join(f"{seat} {won}" for seat, won in deal.play.points_won().items())
            lines.append(f"Card points in each seat's tricks: {by_seat}.")
            lines.append(
                f"Card points with the discards: declarer's side {points['declarer']}, opponents {points['opponents']}."
            )
        else:
            lines.append(f"No play: {outcome.outcome}.")
    return "\n".join(lines)
