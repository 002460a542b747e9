"""What a hand holds, as the call and the holding prizes read it (Tolnai §73)."""

from __future__ import annotations

from tarokk.core.cards import HONOURS, KINGS, TAROKKS, XXI_RANK, Card
from tarokk.core.enforcement import enforces

_CALLABLE_BELOW_XX = [Card(None, rank) for rank in range(XXI_RANK - 2, 0, -1)]  # XIX … pagát
_CALLABLE = [Card(None, rank) for rank in range(XXI_RANK + 1, 0, -1)]  # skíz … pagát
EIGHT_TAROKKS = 8


@enforces("trisak.call")
def called_card(held: int, below_xx: bool = True) -> Card:
    """The highest tarokk missing from the card set ``held``: below the XX at the first level
    („a XX, XXI és skiz kizárásával … Segítségül hívja tehát a XIX-est, ha az nála van, a
    XVIII-ast stb.”), any at ultimóhívás under its own words („a legmagasabb hiányzó
    tarokkját”)."""
    candidates = _CALLABLE_BELOW_XX if below_xx else _CALLABLE
    return next(card for card in candidates if not held & card.bit)


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
