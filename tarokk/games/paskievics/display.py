"""A whole Paskievics deal in words: auction, exchange, announcements, tricks, result."""

from __future__ import annotations

from tarokk.core.display import hand_text, trick_text
from tarokk.games.paskievics.deal import Deal


def deal_text(deal: Deal, spelling: str = "tolnai") -> str:
    """A finished or unfinished deal in words: auction, exchange, announcements, tricks, result."""
    lines = [f"Auction: {', '.join(f'{c.seat} {c.hu}' for c in deal.auction.calls)}"]
    result = deal.auction.result()
    if result.declarer is not None and result.contract is not None:
        lines.append(f"Declarer {result.declarer} plays {result.contract.name} ({result.contract.hu}).")
    for seat, cards in deal.discards.items():
        tarokks = deal.discarded_tarokks(seat)
        shown = f" — {tarokks} {'tarokk' if tarokks == 1 else 'tarokks'} laid away" if tarokks else ""
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
