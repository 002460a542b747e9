"""The score sheet to print: seats counted from each dealer, names in the columns, rows
that sum to zero."""

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import summary_from_data
from tarokk.games.paskievics.session import Session, SessionEntry
from tarokkbook.magyar import SHEET_HEADINGS
from tarokkbook.scoresheet import balance, blank_sheet, played_sheet, seating_table, seatings

PAGAT = PRESETS["pagat"]


@pytest.mark.parametrize("players", [4, 5])
def test_every_player_deals_once_a_round_and_a_sits_at_the_dealers_right(players):
    round_ = seatings(players, PAGAT)
    assert sorted(s.dealer for s in round_) == list(range(players))
    for s in round_:
        assert s.seats["A"] == (s.dealer + 1) % players
        assert sorted(s.seats.values()) == list(range(players))
        assert (s.seats.get("E") == s.dealer) == (players == 5)


def test_the_sheets_name_players_not_seats():
    names = ["Anna", "Béla", "Cili", "Dani"]
    seating = seating_table(4, PAGAT, names)
    assert seating.count(">Dani<") == 5  # once in each dealer's row, and once as the dealer
    blank = blank_sheet(4, PAGAT, names, deals=3)
    assert all(f">{name}</span></th>" in blank for name in names)
    assert blank.count("<tr><td>") == 3
    head, body = blank.split("</thead>")
    assert body.split("</tr>")[0].count("<td>") == head.count("<th>")  # a cell under every heading


def test_the_hungarian_sheet_has_hungarian_headings_and_the_same_columns():
    names = ["Anna", "Béla", "Cili", "Dani", "Ede"]
    blank, blank_hu = (blank_sheet(5, PAGAT, names, deals=2, **words) for words in ({}, {"headings": SHEET_HEADINGS}))
    head_hu = blank_hu.split("</thead>")[0]
    assert "<th>leosztás</th><th>osztó</th><th>játék</th>" in head_hu and "összeg = 0" in head_hu
    assert not {"deal", "dealer", "game", "sum"} & set(re.findall(r"<th>([a-z]+)", head_hu))
    assert blank_hu.count("<th") == blank.count("<th") and blank_hu.count("<td") == blank.count("<td")
    assert "<th>osztó</th>" in seating_table(5, PAGAT, names, headings=SHEET_HEADINGS)


GAME = {"contract": "two", "declarer": "B", "partner": "D", "declarer_side": {"card_points": 55, "tricks": 5}}


@settings(max_examples=25, deadline=None)
@given(
    deals=st.lists(
        st.one_of(
            st.just(None),
            st.builds(lambda points, partner: {**GAME, "partner": partner, "declarer_side": {"card_points": points,
                      "tricks": 5}}, st.integers(20, 78), st.sampled_from(["A", "C", "D", "alone"])),
        ),
        min_size=1,
        max_size=8,
    ),
    preset=st.sampled_from(sorted(PRESETS)),
)  # fmt: skip
def test_every_row_of_a_played_sheet_sums_to_zero(deals, preset):
    session = Session(PRESETS[preset], ["Anna", "Béla", "Cili", "Dani"])
    for data in deals:
        session.play(SessionEntry(None, "all-passed") if data is None else SessionEntry(summary_from_data(data)))
    html = played_sheet(session)
    assert all(balance(row) == 0 for row in session.rows)
    assert html.count("0 ✓") == len(session.rows)


def test_a_row_that_does_not_sum_to_zero_is_refused():
    session = Session(PAGAT, ["Anna", "Béla", "Cili", "Dani"])
    session.play(SessionEntry(summary_from_data(GAME)))
    session.rows[0].totals["Anna"] += Fraction(1)  # a slip of the pen
    with pytest.raises(AssertionError, match="do not sum to zero"):
        played_sheet(session)
