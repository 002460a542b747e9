"""What a hand holds, as the holding prizes read it (Tolnai §73)."""

from __future__ import annotations

from tarokk.core.cards import HONOURS, KINGS, TAROKKS
from tarokk.core.enforcement import enforces

EIGHT_TAROKKS = 8


@enforces("trisak.announce.holding")
def holdings(held: int, small_honours_alone: bool = False) -> tuple[str, ...]:
    """The holding prizes the card set ``held`` may claim: ``tarokks`` (at least eight),
    ``kings`` (four kings), ``trull`` (tulétroá), ``honours`` (kis honnőrök: four cards of
    honours and kings mixed, at least one of each; with ``small_honours_alone`` only in a
    hand with neither four kings nor tulétroá) (Tolnai §73)."""
    found = []
    if (held & TAROKKS).bit_count() >= EIGHT_TAROKKS:
        found.append("tarokks")
    four_kings, trull = held & KINGS == KINGS, held & HONOURS == HONOURS
    if four_kings:
        found.append("kings")
    if trull:
        found.append("trull")
    mixed = (held & (HONOURS | KINGS)).bit_count() >= 4 and held & HONOURS and held & KINGS
    if mixed and not (small_honours_alone and (four_kings or trull)):
        found.append("honours")
    return tuple(found)
