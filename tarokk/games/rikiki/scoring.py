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

from dataclasses import dataclass

from tarokk.core.definition import Contract, GameDefinition
from tarokk.core.display import signed
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.games.rikiki.course import barred_bid
from tarokk.games.rikiki.options import RikikiOptions
from tarokk.games.rikiki.words import WORDS

SOURCE = "Rikiki: Pontozás"
"""How the lines cite the page's section (nehezebb-kartyajatekok.txt)."""

EXACT = 10
"""The score of a bid made exactly, none or some („10 pont”)."""
PER_TRICK = 2
"""What each trick taken short of the bid earns, and each trick short or over costs („2 pont”)."""


@enforces("rikiki.scoring", "rikiki.scoring.none-taken")
def deal_score(bid: int, taken: int, rules: RikikiOptions) -> int:
    """The points of a player who bid ``bid`` tricks and took ``taken``, under the page's five lines."""
    if taken == bid:
        return EXACT
    if taken < bid:
        return PER_TRICK * taken - PER_TRICK * (bid - taken)
    if bid == 0 and rules.none_taken == "short":
        return -PER_TRICK * taken
    return EXACT - PER_TRICK * (taken - bid)


@dataclass(frozen=True)
class RikikiOutcome(Outcome):
    """A deal of Rikiki as its settlement reads it: the cards each was dealt (the deal's
    tricks), and each seat's bid and tricks taken, in bidding order from the dealer's right;
    the declarer is the dealer, the last bidder („Minden osztásnál jegyzik a játékosok által
    vállalt és teljesített ütések számát”)."""

    cards: int
    bids: tuple[int, ...]
    taken: tuple[int, ...]


def line_source(bid: int, taken: int) -> str:
    """Which of the page's lines scores a bid of ``bid`` with ``taken`` tricks."""
    if taken == bid:
        return "none made" if bid == 0 else "made exactly"
    if taken < bid:
        return "none taken" if taken == 0 else "short"
    return "none overtaken" if bid == 0 else "over"


@enforces("rikiki.scoring")
def settle(outcome: RikikiOutcome, definition: GameDefinition, rules: RikikiOptions) -> list[SettlementLine]:
    """One line for each seat: its score by the page's lines (:func:`deal_score`), which every
    other seat pays it, each point worth the contract's ``base_value`` in units. Every pair of
    players thus settles the difference of their points, and the lines sum to zero as every
    settlement does: a seat's total is its points times the players, less the table's points."""
    seats = definition.seating.active_seats
    unit = _check(outcome, definition).base_value
    lines = []
    for seat, bid, taken in zip(seats, outcome.bids, outcome.taken, strict=True):
        score = deal_score(bid, taken, rules)
        what = WORDS.group("lines")[line_source(bid, taken).replace(" ", "_")]
        amounts = side_wins(seats, (seat,), score * unit)
        said = {"seat": seat, "bid": bid, "taken": taken, "score": signed(score)}
        lines.append(SettlementLine.said(what, SOURCE, amounts, **said))
    return lines


def _check(outcome: RikikiOutcome, definition: GameDefinition) -> Contract:
    """Refuse an outcome no deal of ``definition`` ends in: a bid and a count of tricks for each
    seat, no bid above the cards dealt, the tricks adding up to them, the dealer's bid not
    barred (:func:`~tarokk.games.rikiki.course.barred_bid`); the contract played."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    assert contract is not None
    seats, cards = definition.seating.active_seats, outcome.cards
    if outcome.declarer != seats[-1]:
        raise TarokkInputError(**WORDS.dealer_declares.message(dealer=seats[-1]))
    if cards != definition.packets.hand:
        raise TarokkInputError(**WORDS.cards_dealt.message(cards=cards, dealt=definition.packets.hand))
    for key in ("bids", "taken"):
        if len(getattr(outcome, key)) != len(seats):
            raise TarokkInputError(**WORDS.one_each.message(key=key, seats=len(seats)))
    if max(outcome.bids) > cards:
        raise TarokkInputError(**WORDS.bid_over.message(bid=max(outcome.bids), cards=cards))
    if sum(outcome.taken) != cards:
        raise TarokkInputError(**WORDS.tricks_sum.message(taken=sum(outcome.taken), cards=cards))
    if barred_bid(outcome.bids[:-1], cards) == outcome.bids[-1]:
        raise TarokkInputError(**WORDS.barred.message(dealer=seats[-1], cards=cards))
    return contract
