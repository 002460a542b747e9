"""The Hungarian edition's settlement tables name every item in Hungarian and keep the
engine's numbers: the same units, the same payments, the same score sheet."""

from fractions import Fraction

from hypothesis import assume, given
from hypothesis import strategies as st

from tarokk.core.figures import Figure
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.ruleset import ruleset
from tarokk.games.paskievics.scoring import Announcement, DealSummary, card_point_bounds, settle
from tarokk.games.paskievics.session import load_session, run_session
from tarokkbook.elszamolas import item_hu, ruling_table, sheet_table, signed

PAGAT = ruleset("pagat")
ANNOUNCEABLE = ["trull", "four-kings", "double-game", "volat", "pagat-ultimo", "xxi-capture"]


def test_signed_writes_units_as_a_score_sheet_does():
    assert [signed(4), signed(-12), signed(0)] == ["+4", "−12", "0"]
    assert [signed(Fraction(6)), signed(Fraction(-5, 2))] == ["+6", "−5/2"]


@given(
    data=st.data(),
    contract=st.sampled_from(CONTRACTS),
    tricks=st.integers(0, 9),
    announced=st.lists(
        st.tuples(st.sampled_from(ANNOUNCEABLE), st.sampled_from(["declarer", "opponents"]), st.integers(0, 2)),
        max_size=3,
        unique_by=lambda a: (a[0], a[1]),
    ),
)
def test_every_item_is_named_in_hungarian_and_keeps_its_units(data, contract, tricks, announced):
    points = data.draw(st.integers(*card_point_bounds(tricks)))
    assume(not (tricks == 9 and points < 71) and not (tricks == 0 and points > 23))
    said = tuple(Announcement(Figure(figure), side, kontra) for figure, side, kontra in announced)
    summary = DealSummary("pagat", 4, contract, "B", "D", points, tricks, said)
    result = settle(summary, PAGAT)
    table = ruling_table(result)
    for item in result.items:
        name = item_hu(item)
        assert Figure(item.figure).hu in name
        assert str(item.figure) not in name  # no English code such as "double-game"
        assert f"| {signed(item.signed)} | {name} |" in table
    assert f"Egyenleg: {signed(result.net)}." in table


def test_the_score_sheet_names_who_played_what_and_keeps_the_totals():
    sheet = load_session(
        """
        players = ["Anna", "Béla", "Cili", "Dani"]
        [[deal]]
        contract = "two"
        declarer = "B"
        partner = "D"
        declarer_side = { card_points = 55, tricks = 5 }
        [[deal]]
        all_passed = true
        [[deal]]
        contract = "three"
        declarer = "D"
        partner = "alone"
        declarer_side = { card_points = 30, tricks = 3 }
        """
    )
    session = run_session(sheet)
    rows = sheet_table(sheet, session).splitlines()[2:]
    assert rows[0].startswith("| 1 | Dani | Béla és Dani: kettes játék, +2 | 1 | −2 | +2 | −2 | +2 |")
    assert rows[1].startswith("| 2 | Anna | mindenki passzolt; ismét osztó: Anna | 1 |")
    assert "egyedül: hármas játék, −1 | 2 |" in rows[2]
    assert rows[2].endswith(" | " + " | ".join(signed(session.totals[p]) for p in session.players) + " |  |")
