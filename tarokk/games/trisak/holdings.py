"""What a hand holds, as the holding prizes read it (Tolnai §73)."""

from __future__ import annotations

from tarokk.core.cards import HONOURS, KINGS, cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.holdings import holds_four_kings, holds_trull, tarokk_count


@enforces("trisak.announce.holding")
def holdings(held: int, small_honours_alone: bool = False) -> tuple[str, ...]:
    """The holding prizes the card set ``held`` may claim: at least eight ``tarokks``, four ``kings``, the ``trull``
    (tulétroá), the ``honours`` (kis honnőrök: four honours and kings mixed; with ``small_honours_alone`` only in a
    hand with neither four kings nor tulétroá)."""
    cards = cards_of(held)
    four_kings, trull = holds_four_kings(cards), holds_trull(cards)
    mixed = (held & (HONOURS | KINGS)).bit_count() >= 4 and held & HONOURS and held & KINGS
    claims = {
        "tarokks": tarokk_count(cards) >= 8,
        "kings": four_kings,
        "trull": trull,
        "honours": mixed and not (small_honours_alone and (four_kings or trull)),
    }
    return tuple(name for name, claimed in claims.items() if claimed)
