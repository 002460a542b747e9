"""HTML pictures of cards, hands and tricks."""

from html.parser import HTMLParser

from tarokk.core.cards import card_html, parse_card, parse_cards
from tarokk.core.display import hand_html
from tarokk.core.tricks import Trick, trick_html


class Cells(HTMLParser):
    """The text of each table cell, row by row."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag == "td":
            self.rows[-1].append("")

    def handle_data(self, data: str) -> None:
        if self.rows and self.rows[-1]:
            self.rows[-1][-1] += data


def grid(html: str) -> list[list[str]]:
    parser = Cells()
    parser.feed(html)
    return parser.rows


def test_card_glyphs_and_colours():
    assert ">XXI</span>" in card_html(parse_card("XXI"))
    assert ">Sk</span>" in card_html(parse_card("S"))
    assert ">I</span>" in card_html(parse_card("pagát"))
    heart, spade = card_html(parse_card("Kő k")), card_html(parse_card("P 10"))
    assert ">♥k</span>" in heart and "color:#c00" in heart
    assert ">♠10</span>" in spade and "color:#c00" not in spade
    assert parse_card("K á")._repr_html_() == card_html(parse_card("K á"))


def test_hand_is_sorted_as_held():
    html = hand_html(parse_cards("Kő k, I, S, P 10, XXI"))
    glyphs = ["Sk", "XXI", "I", "♥k", "♠10"]
    positions = [html.index(f">{glyph}</span>") for glyph in glyphs]
    assert positions == sorted(positions)


def test_trick_in_tolnai_compass_layout():
    cards = dict(zip("DABC", parse_cards("Kő k, Kő d, Kő á, XIX"), strict=True))
    trick = Trick("D", tuple((seat, cards[seat]) for seat in "DABC"))
    rows = grid(trick_html(trick))
    assert [len(row) for row in rows] == [3, 3, 3]
    assert rows[0][1] == "B♥á" and rows[0][0] == rows[0][2] == ""
    assert rows[1][0] == "CXIX"  # C is on the left
    assert rows[1][2] == "A♥d"  # A is on the right
    assert rows[2][1] == "D♥k"
    assert rows[1][1] == f"→ C{trick.points} pt"
    assert trick._repr_html_() == trick_html(trick)


def test_unfinished_trick_leaves_the_empty_seats_blank():
    trick = Trick("A", (("A", parse_card("XXI")),))
    rows = grid(trick_html(trick))
    assert rows[1][2] == "AXXI"
    assert rows[0][1] == "B" and rows[1][0] == "C" and rows[2][1] == "D" and rows[1][1] == ""
