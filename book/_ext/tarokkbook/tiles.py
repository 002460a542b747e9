"""The cards of a game chapter's worked deal as pictures, in either language: the hands as
dealt and the talon as it lies, what each player took from the talon and laid away, and the
tricks in the order they were played, all drawn with the engine's card tiles
(:func:`tarokk.core.cards.card_html`, :func:`tarokk.core.display.hand_html`).

A trick is a compact row, its cards left to right in the order played, each under its seat,
the winner's seat marked: the same picture at a table of two, three or four, with the trick's
points as the game counts them (:class:`tarokk.core.counting.CardCounting`) where a trick
has a value of its own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from tarokk.core.cards import Card, card_html
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.display import hand_html
from tarokk.core.seats import Seat
from tarokk.core.table import TableState
from tarokk.core.tricks import Trick
from tarokk.core.words import Language, Words

TALON = Words("talon", "talon")
TAKES = Words("takes", "felveszi:")
LAYS_AWAY = Words("lays away", "skartba teszi:")
TRICK = Words("Trick {number}", "{number}. ütés")
POINTS = Words("{points} pt", "{points} pont")


def row_html(cards: Sequence[Card], sort: bool = True) -> str:
    """Cards as a row of tiles: sorted as players hold them, or in the order given."""
    if sort:
        return hand_html(cards)
    return '<div class="tarokk-hand">' + "".join(card_html(card) for card in cards) + "</div>"


def talon_html(talon: Sequence[Card], parts: Sequence[int] = (), names: Sequence[str] = ()) -> str:
    """The talon in the order it lies, top card first, cut into ``parts`` (their sizes, e.g.
    ``(3, 3)``), each part under its name if ``names`` gives one."""
    sizes = list(parts) or [len(talon)]
    assert sum(sizes) == len(talon), f"parts {sizes} do not make a talon of {len(talon)}"
    pieces, start = [], 0
    for index, size in enumerate(sizes):
        name = f"<small>{escape(names[index])}</small>" if index < len(names) else ""
        pieces.append(f'<span class="talon-part">{name}{row_html(talon[start : start + size], sort=False)}</span>')
        start += size
    return '<div class="talon-parts">' + "".join(pieces) + "</div>"


def _seat_row(label: str, tiles: str) -> str:
    return f'<div class="deal-seat"><b>{escape(label)}</b>{tiles}</div>'


def deal_html(
    hands: Mapping[Seat, Sequence[Card]],
    talon: Sequence[Card] = (),
    language: Language = "en",
    parts: Sequence[int] = (),
    names: Sequence[str] = (),
    talon_label: str | None = None,
) -> str:
    """Each seat's hand as dealt, a row of tiles after its letter, then the talon as it lies
    (see :func:`talon_html`), under ``talon_label`` (the game's own word for it; "talon")."""
    rows = [_seat_row(seat, hand_html(cards)) for seat, cards in hands.items()]
    if talon:
        rows.append(_seat_row(talon_label or TALON(language), talon_html(talon, parts, names)))
    return '<div class="deal-cards">' + "".join(rows) + "</div>"


def exchanges(state: TableState) -> dict[Seat, tuple[list[Card], list[Card]]]:
    """What each seat took into its hand and laid away before the first lead, in the order it
    happened: the deal replayed action by action from its cards, each seat's hand compared
    before and after each action. A seat whose hand did not change is left out."""
    replay = state.game.state_from_cards(*state.dealt_cards())
    seats = state.game.seats
    moved: dict[Seat, tuple[list[Card], list[Card]]] = {}
    for action in state.history():
        if replay.phase == "play" or replay.is_terminal():
            break
        before = [set(replay.view(player).hand) for player in range(len(seats))]
        replay.apply_action(action)
        for player, seat in enumerate(seats):
            after = set(replay.view(player).hand)
            if after != before[player]:
                taken, laid = moved.setdefault(seat, ([], []))
                taken += sorted(after - before[player], key=lambda card: card.sort_key)
                laid += sorted(before[player] - after, key=lambda card: card.sort_key)
    return moved


def exchanges_html(state: TableState, language: Language = "en") -> str:
    """Each seat that took cards or laid cards away before the first lead: what it took,
    then what it laid away, each a row of tiles (:func:`exchanges`)."""
    rows = []
    for seat, (taken, laid) in exchanges(state).items():
        tiles = ""
        if taken:
            tiles += f"<small>{TAKES(language)}</small>{row_html(taken, sort=False)}"
        if laid:
            tiles += f"<small>{LAYS_AWAY(language)}</small>{row_html(laid, sort=False)}"
        rows.append(_seat_row(seat, tiles))
    return '<div class="deal-cards">' + "".join(rows) + "</div>"


def trick_points(counting: CardCounting, trick: Trick) -> int | None:
    """What a trick is worth as the game counts it, or None where one trick has no value of its
    own (counting in threes, a trick of other than three cards); a joker is not its winner's."""
    cards = [card for _, card in trick.plays if not card.bit & trick.jokers]
    if counting.method == Counting.GROUPS_OF_THREE and len(cards) != 3:
        return None
    return counting.count_cards(cards, tricks=1)


def trick_row_html(
    number: int,
    trick: Trick,
    language: Language = "en",
    counting: CardCounting | None = None,
    notes: Sequence[str] = (),
    remark: str = "",
) -> str:
    """One trick as a row of tiles in the order played, each under its seat, the winner's seat
    marked, with the trick's number, its winner and (given the game's ``counting``) its points;
    ``notes`` go under the cards, one for each card played (where it came from), and a
    ``remark`` (what was said during the trick) under the row."""
    plays = "".join(
        f'<span class="trick-play{" trick-winner" if seat == trick.winner else ""}">'
        f"<small>{seat}</small>{card_html(card)}"
        + (f'<small class="trick-note">{escape(notes[index])}</small>' if index < len(notes) and notes[index] else "")
        + "</span>"
        for index, (seat, card) in enumerate(trick.plays)
    )
    points = None if counting is None else trick_points(counting, trick)
    worth = f" · {POINTS(language, points=points)}" if points is not None else ""
    caption = f"<b>{TRICK(language, number=number)}</b> → {trick.winner}{worth}"
    said = f'<div class="trick-remark"><small>{escape(remark)}</small></div>' if remark else ""
    return f'<figure class="deal-trick"><figcaption>{caption}</figcaption><div>{plays}</div>{said}</figure>'


def tricks_html(
    tricks: Sequence[Trick],
    language: Language = "en",
    counting: CardCounting | None = None,
    first: int = 1,
    notes: Sequence[Sequence[str]] = (),
    remarks: Sequence[str] = (),
) -> str:
    """The tricks side by side, numbered from ``first``, each with its ``notes`` and ``remarks``
    entry if given (:func:`trick_row_html`)."""
    rows = "".join(
        trick_row_html(
            number,
            trick,
            language,
            counting,
            notes[index] if index < len(notes) else (),
            remarks[index] if index < len(remarks) else "",
        )
        for index, (number, trick) in enumerate(enumerate(tricks, start=first))
    )
    return f'<div class="deal-tricks">{rows}</div>'
