"""A deal's settlement as the book's pages show it, the same table for every game: a row per
:class:`~tarokk.core.state.SettlementLine` with what it pays for, each seat's amount and the
source of its price, headed in English or in Hungarian."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import pandas as pd

from tarokk.core.display import with_minus
from tarokk.core.seats import ALL_SEATS
from tarokk.core.state import SettlementLine
from tarokk.core.words import Language, in_language


def settlement_table(
    lines: Sequence[SettlementLine],
    language: Language = "en",
    seats: Sequence[str] = ALL_SEATS,
    *,
    numbers: bool = False,
    source_first: bool = False,
    totals: Sequence[float] | None = None,
) -> pd.DataFrame:
    """The lines with what each seat receives (negative: pays), the seats named by ``seats``
    in playing order, and each line's source. An amount is written with its sign and a true
    minus sign (``+6``, ``−3``, ``+0``, ``+1.5``), or as a whole number with ``numbers`` (``6``,
    ``−3``, ``0``, the minus sign a true one there too); the source comes last, or right after
    the line with ``source_first``; ``totals`` adds a last row of them."""
    line, source = in_language(language, "line", "tétel"), in_language(language, "source", "forrás")

    def row(what: str, where: str, amounts: Sequence[Fraction | float]) -> dict[str, object]:
        paid = {
            seat: with_minus(int(amount), "d") if numbers else with_minus(float(amount), "+g")
            for seat, amount in zip(seats, amounts, strict=False)
        }
        return {line: what, source: where, **paid} if source_first else {line: what, **paid, source: where}

    rows = [row(each.described(language), each.source, each.amounts) for each in lines]
    if totals is not None:
        rows.append(row(in_language(language, "total", "összesen"), "", totals))
    return pd.DataFrame(rows)
