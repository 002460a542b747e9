"""Pictures of cards, hands and tricks: inline SVG cards labelled for screen readers."""

import re
from html.parser import HTMLParser
from pathlib import Path

from tarokk.core.cards import SUIT_COLOURS, TAROKK_COLOUR, Suit, card_html, parse_card, parse_cards
from tarokk.core.display import hand_html, signed, with_minus
from tarokk.core.tricks import Trick, trick_html


class Cells(HTMLParser):
    """The text of each table cell, row by row; a card picture reads as its label."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.in_picture = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag == "td":
            self.rows[-1].append("")
        elif tag == "svg":
            self.rows[-1][-1] += dict(attrs)["aria-label"]
            self.in_picture = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "svg":
            self.in_picture = False

    def handle_data(self, data: str) -> None:
        if self.rows and self.rows[-1] and not self.in_picture:
            self.rows[-1][-1] += data


def grid(html: str) -> list[list[str]]:
    parser = Cells()
    parser.feed(html)
    return parser.rows


def labels(html: str) -> list[str]:
    return re.findall(r'aria-label="([^"]+)"', html)


def test_card_pictures_name_the_card_and_colour_it_by_suit():
    assert labels(card_html(parse_card("XXI"))) == ["XXI (XXI)"]
    assert labels(card_html(parse_card("S"))) == ["skíz (skiz)"] and "★" in card_html(parse_card("S"))
    assert ">I</text>" in card_html(parse_card("pagát"))
    heart, spade = card_html(parse_card("Kő k")), card_html(parse_card("P 10"))
    assert labels(heart) == ["kőr király (heart king)"] and f'fill="{SUIT_COLOURS[Suit.HEARTS]}"' in heart
    assert ">♥</text>" in heart and ">k</text>" in heart
    assert ">♠</text>" in spade and ">10</text>" in spade and SUIT_COLOURS[Suit.HEARTS] not in spade
    assert TAROKK_COLOUR in card_html(parse_card("XIX")) and TAROKK_COLOUR not in heart
    assert len(set(SUIT_COLOURS.values()) | {TAROKK_COLOUR}) == 5
    assert parse_card("K á")._repr_html_() == card_html(parse_card("K á"))


def test_hand_is_sorted_as_held():
    html = hand_html(parse_cards("Kő k, I, S, P 10, XXI"))
    assert labels(html) == [
        "skíz (skiz)",
        "XXI (XXI)",
        "pagát (pagat)",
        "kőr király (heart king)",
        "pikk tízes (spade 10)",
    ]


def test_trick_in_tolnai_compass_layout():
    cards = dict(zip("DABC", parse_cards("Kő k, Kő d, Kő á, XIX"), strict=True))
    trick = Trick("D", tuple((seat, cards[seat]) for seat in "DABC"))
    rows = grid(trick_html(trick))
    assert [len(row) for row in rows] == [3, 3, 3]
    assert rows[0][1] == "Bkőr ász (heart ace)" and rows[0][0] == rows[0][2] == ""
    assert rows[1][0] == "CXIX (XIX)"  # C is on the left
    assert rows[1][2] == "Akőr dáma (heart queen)"  # A is on the right
    assert rows[2][1] == "Dkőr király (heart king)"
    assert rows[1][1] == f"→ C{trick.points} pt"
    assert trick._repr_html_() == trick_html(trick)


def test_unfinished_trick_leaves_the_empty_seats_blank():
    trick = Trick("A", (("A", parse_card("XXI")),))
    rows = grid(trick_html(trick))
    assert rows[1][2] == "AXXI (XXI)"
    assert rows[0][1] == "B" and rows[1][0] == "C" and rows[2][1] == "D" and rows[1][1] == ""


def test_a_trick_of_another_table_is_drawn_as_played_with_its_own_count():
    from tarokk.core.cards import parse_card
    from tarokk.core.tricks import Trick, trick_html

    three = Trick("B", (("B", parse_card("XXI")), ("C", parse_card("II")), ("A", parse_card("S"))), players=3)
    drawn = trick_html(three, points=2)
    assert drawn.count("<tr>") == 1 and drawn.count("<small>") == 4 and "2 pt" in drawn
    assert [seat for seat in "BCA" if f"<small>{seat}</small>" in drawn] == ["B", "C", "A"]
    assert drawn.index("<small>B</small>") < drawn.index("<small>C</small>") < drawn.index("<small>A</small>")
    plays = (("A", parse_card("XXI")), ("B", parse_card("II")), ("C", parse_card("S")), ("D", parse_card("I")))
    four = Trick("A", plays)
    assert trick_html(four).count("<tr>") == 3 and f"{four.points} pt" in trick_html(four)


ROOT = Path(__file__).resolve().parents[1]
PRINTING = (ROOT / "tarokk", ROOT / "book" / "_ext", ROOT / "simulations")
"""The engine, the book's helpers and the studies: everything that prints a number."""
OWN_MINUS = re.compile(r"""replace\(["']-["'], ["']−["']\)|\{[^{}"']*:\+[0-9.]*[a-z%]?\}""")


def test_a_negative_number_is_printed_with_a_true_minus_sign_in_one_place():
    """:func:`~tarokk.core.display.with_minus` writes every minus sign: no module of the engine,
    the book's helpers or the studies puts its own in (``.replace("-", "−")``) or prints a signed
    number with a hyphen (``{mean:+.2f}``)."""
    assert (with_minus(-1.9, "+.2f"), with_minus(0.25, "+.2f"), signed(-3), signed(0)) == ("−1.90", "+0.25", "−3", "0")
    own = [
        f"{path.relative_to(ROOT)}:{number}"
        for folder in PRINTING
        for path in sorted(folder.rglob("*.py"))
        if path != ROOT / "tarokk" / "core" / "display.py"
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if OWN_MINUS.search(line)
    ]
    assert not own, f"signed numbers printed outside with_minus: {own}"
