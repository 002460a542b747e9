"""The book shows every game's settlement with one table (:mod:`tarokkbook.settlement`)."""

import ast
from fractions import Fraction
from pathlib import Path

from tarokk.core.state import SettlementLine
from tarokkbook.settlement import settlement_table

HELPERS = Path(__file__).parents[1] / "book" / "_ext" / "tarokkbook"
LINES = [
    SettlementLine("game", "játék", "Tolnai §65", (Fraction(4), Fraction(-2), Fraction(-2))),
    SettlementLine("half", "fél", "wiki", (Fraction(1, 2), Fraction(0), Fraction(-1, 2))),
]


def test_amounts_are_signed_with_a_true_minus_and_the_source_comes_last():
    table = settlement_table(LINES)
    assert list(table.columns) == ["line", "A", "B", "C", "source"]
    assert table.values.tolist() == [
        ["game", "+4", "−2", "−2", "Tolnai §65"],
        ["half", "+0.5", "+0", "−0.5", "wiki"],
    ]


def test_whole_numbers_with_the_source_beside_the_line_and_a_total_in_hungarian():
    table = settlement_table(LINES[:1], "hu", "ABC", numbers=True, source_first=True, totals=[4.0, -2.0, -2.0])
    assert list(table.columns) == ["tétel", "forrás", "A", "B", "C"]
    assert table.values.tolist() == [["játék", "Tolnai §65", "4", "−2", "−2"], ["összesen", "", "4", "−2", "−2"]]


def test_no_game_builds_its_own_settlement_table():
    own = [
        path.name
        for path in HELPERS.glob("*.py")
        if path.name != "settlement.py"
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name == "settlement_table"
        if any(isinstance(each, ast.Constant) and each.value in ("forrás", "tétel") for each in ast.walk(node))
    ]
    assert not own, f"settlement tables headed by a game's own module: {own}"
