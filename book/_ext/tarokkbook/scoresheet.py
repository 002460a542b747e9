"""The score sheet to print (pontozólap), for the book's Score sheet page.

The sheet has a column per player, by name, not per seat: the seats A–D (E) are counted
afresh from each deal's dealer. Who sits where for each dealer, and who deals next, are
read from the engine's own :class:`~tarokk.games.paskievics.session.Session`, and the
worked sheet is played by it; each of its rows is checked to sum to zero (pagat
"Az elszámolás"; Tolnai §62**).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape

from tarokk.core.seats import Seat
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.scoring import as_number, summary_from_data
from tarokk.games.paskievics.session import Session, SessionEntry, SheetRow


@dataclass(frozen=True)
class Seating:
    """One dealer's deal: who sits in each seat (A is the dealer's right-hand neighbour)."""

    dealer: int  # the dealer's place in the players' list
    seats: dict[Seat, int]  # seat → the place in the players' list of who sits there


def seatings(players: int, rules: Ruleset) -> list[Seating]:
    """Who sits where in each deal of a round, dealer after dealer, as the session passes the deal."""
    places = [str(place) for place in range(players)]
    session = Session(rules, places)
    seats: tuple[Seat, ...] = (*ACTIVE_SEATS, "E") if players == 5 else ACTIVE_SEATS
    # any game played out: after it the deal passes on as the rules say
    a_game = summary_from_data(
        {
            "players": players,
            "contract": "three",
            "declarer": "A",
            "partner": "B",
            "declarer_side": {"card_points": 60, "tricks": 6},
        }
    )
    round_ = []
    for _ in places:
        round_.append(Seating(session.dealer, {seat: int(session.player_at(seat)) for seat in seats}))
        session.play(SessionEntry(a_game))
    return round_


HEADINGS = {"seating dealer": "dealer (osztó)", "deal": "deal", "dealer": "dealer", "game": "game", "sum": "sum = 0"}
"""The printed sheet's column headings; the Hungarian edition passes its own
(:data:`tarokkbook.magyar.SHEET_HEADINGS`)."""


def balance(row: SheetRow) -> Fraction:
    """What a row of the sheet adds up to, the kassza counted: always zero."""
    return sum(row.totals.values(), Fraction(0)) + row.kassza


def player(place: int, names: Sequence[str]) -> str:
    """A player's name in a cell the name form can fill in (``data-player``)."""
    return f'<span class="sheet-player" data-player="{place}">{escape(names[place])}</span>'


def seating_table(players: int, rules: Ruleset, names: Sequence[str], headings: Mapping[str, str] = HEADINGS) -> str:
    """The table of who sits where for each dealer (HTML)."""
    round_ = seatings(players, rules)
    seats = list(round_[0].seats)
    head = "".join(f"<th>{seat}</th>" for seat in seats)
    rows = []
    for s in round_:
        cells = "".join(f"<td>{player(s.seats[seat], names)}</td>" for seat in seats)
        rows.append(f"<tr><td>{player(s.dealer, names)}</td>{cells}</tr>")
    return (
        f'<table class="sheet-seating" data-players="{players}"><thead>'
        f"<tr><th>{headings['seating dealer']}</th>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def blank_sheet(
    players: int, rules: Ruleset, names: Sequence[str], deals: int = 24, headings: Mapping[str, str] = HEADINGS
) -> str:
    """The sheet to fill in at the table: a column per player, a check column for the zero sum."""
    kassza = "<th>kassza</th>" if rules.ultimo_kassza else ""
    head = "".join(f"<th>{player(place, names)}</th>" for place in range(players))
    blank = "<td></td>" * (players + 4 + bool(rules.ultimo_kassza))  # dealer, game, ×, players, kassza, sum
    rows = "".join(f"<tr><td>{number}</td>{blank}</tr>" for number in range(1, deals + 1))
    return (
        f'<table class="sheet-blank" data-players="{players}"><thead><tr><th>{headings["deal"]}</th>'
        f"<th>{headings['dealer']}</th><th>{headings['game']}</th><th>×</th>{head}{kassza}"
        f"<th>{headings['sum']}</th></tr></thead><tbody>{rows}</tbody></table>"
    )


def played_sheet(session: Session) -> str:
    """A session's sheet with its running totals, each row checked to sum to zero (HTML)."""
    unbalanced = [row.number for row in session.rows if balance(row) != 0]
    if unbalanced:
        raise AssertionError(f"rows {unbalanced} of the sheet do not sum to zero")
    kassza = session.rules.ultimo_kassza
    head = "".join(f"<th>{escape(name)}</th>" for name in session.players)
    rows = []
    for row in session.rows:
        totals = "".join(f"<td>{as_number(row.totals[name])}</td>" for name in session.players)
        pot = f"<td>{as_number(row.kassza)}</td>" if kassza else ""
        rows.append(
            f"<tr><td>{row.number}</td><td>{escape(row.dealer)}</td><td>{escape(row.result)}</td>"
            f"<td>{row.multiplier}</td>{totals}{pot}<td>{as_number(balance(row))} ✓</td></tr>"
        )
    return (
        f'<table class="sheet-played"><thead><tr><th>deal</th><th>dealer</th><th>game</th><th>×</th>{head}'
        f"{'<th>kassza</th>' if kassza else ''}<th>sum</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
