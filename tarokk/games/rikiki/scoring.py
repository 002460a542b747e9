"""The score of one deal of Rikiki, from a player's bid and the tricks he took
(nehezebb-kartyajatekok.txt, "Rikiki", Pontozás: „Egy lehetőség, melyben csak a jó
teljesítményeket díjazzák”):

- „nem vállalt ütést és teljesítette (azaz nem ütött): 10 pont”;
- „vállalt valamennyi ütést és pontosan teljesítette: 10 pont”;
- „vállalt ütést, de nem teljesített egyet sem: hiányzó ütésenként - 2 pont”;
- „vállalt ütést, de kevesebbet ütött: teljesített ütésenként 2 pont, - hiányzó ütésenként - 2 pont”;
- „vállalt ütést, de túlteljesített: 10 pont, - többletütésenként - 2 pont”.

The third line is the fourth with no trick taken. A bid of none with tricks taken is in none of
the five lines: the option ``none_taken`` scores it."""

from __future__ import annotations

from tarokk.games.rikiki.options import RikikiOptions

EXACT = 10
"""The score of a bid made exactly, none or some („10 pont”)."""
PER_TRICK = 2
"""What each trick taken short of the bid earns, and each trick short or over costs („2 pont”)."""


def deal_score(bid: int, taken: int, rules: RikikiOptions) -> int:
    """The points of a player who bid ``bid`` tricks and took ``taken``, under the page's five lines."""
    if taken == bid:
        return EXACT
    if taken < bid:
        return PER_TRICK * taken - PER_TRICK * (bid - taken)
    if bid == 0 and rules.none_taken == "short":
        return -PER_TRICK * taken
    return EXACT - PER_TRICK * (taken - bid)
