"""Settlement of a deal of Trappola (Nehezebb kártyajátékok, Trappola: Elszámolás): each player
scores his declarations, the point cards he took, the last trick and the tricks he won with a
two. The page's tables of these prices are lost; they are knauer.org's and gambiter.com's
(:mod:`~tarokk.games.trappola.definition`). The deal is settled zero-sum: each item is a line
its scorer receives from the other player, so a deal pays the difference of the two scores,
while the race to 300 counts each player's own points (:func:`scores`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.definition import GameDefinition
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language
from tarokk.games.trappola.definition import COMBINATIONS, PRICES, TRAPPOLA
from tarokk.games.trappola.options import PAGE, TrappolaOptions
from tarokk.games.trappola.words import WORDS

SOURCE = "Trappola"
"""How the lines cite the page's section (nehezebb-kartyajatekok.txt)."""
LOST = "knauer.org/mike/sca/classes/trappola.html, gambiter.com/cards/trappola"
"""Where the prices the page lost come from."""
TARGET = 300
"""The points that win the game over the deals."""
RANKS = {14: "ace", 13: "king", 12: "queen", 11: "jack", 2: "two"}
"""The ranks a combination is declared of, by card rank."""


@dataclass(frozen=True)
class Declaration:
    """A combination declared before play: its seat, its rank (``ace``, ``king``, ``queen``,
    ``jack``, ``two``, or in Hungarian) and how many cards, three or four."""

    seat: Seat
    rank: str
    count: int


@dataclass(frozen=True)
class TrappolaOutcome(Outcome):
    """A deal of Trappola as its settlement reads it: each seat's card points (in the order A, B),
    the combinations declared, the tricks each seat won with a two, who took the last trick, and
    how many of the last tricks in a row he won with a two."""

    card_points: tuple[int, ...] = ()
    declarations: tuple[Declaration, ...] = ()
    two_tricks: tuple[int, ...] = ()
    last_trick: Seat | None = None
    last_twos: int = 0


@enforces("trappola.declarations", "trappola.scoring.cards", "trappola.scoring.tricks", "trappola.scoring.zero-sum")
def settle(
    outcome: TrappolaOutcome, definition: GameDefinition = TRAPPOLA, options: TrappolaOptions = PAGE
) -> list[SettlementLine]:
    """The lines of a deal, each what one player scores, received from the other: his card
    points, his declarations (four of a kind twice three), 10 for each trick won with a two, 6
    for the last trick, or 26 for each of the last tricks in a row won with a two, instead of
    those (or beside them, as the option ``last_twos`` says); a point is worth the contract's
    ``base_value`` in units (1).

    >>> lines = settle(TrappolaOutcome("trappola", None, card_points=(40, 32), last_trick="B"))
    >>> [(line.what, [int(amount) for amount in line.amounts]) for line in lines]
    [('A: 40 card points', [40, -40]), ('B: 32 card points', [-32, 32]), ('B: the last trick', [-6, 6])]
    """
    _check(outcome, definition)
    seats, unit = definition.seating.active_seats, definition.contracts[0].base_value
    lines = []
    for seat, points in zip(seats, outcome.card_points, strict=True):
        if points:
            lines.append(_line(WORDS.card_points, "Pontot érő lapok", seats, seat, unit * points, taken=points))
    for declared in outcome.declarations:
        rank = rank_key(declared.rank)
        price = COMBINATIONS[rank] * (PRICES["four-of-a-kind"] if declared.count == 4 else 1)
        named = WORDS.group("ranks")[rank]
        lines.append(
            _line(WORDS.declared, "Bemondások", seats, declared.seat, unit * price, count=declared.count, rank=named)
        )
    run, last = outcome.last_twos, outcome.last_trick
    for seat, twos in zip(seats, outcome.two_tricks or (0,) * len(seats), strict=True):
        plain = twos - (run if seat == last and options.last_twos == "instead" else 0)
        if plain:
            lines.append(
                _line(WORDS.two_tricks, "Kettessel ütés", seats, seat, unit * PRICES["two"] * plain, tricks=plain)
            )
    if last is not None and (not run or options.last_twos == "added"):
        lines.append(_line(WORDS.last_trick, "Utolsó ütés", seats, last, unit * PRICES["last"]))
    if last is not None and run:
        lines.append(
            _line(WORDS.last_twos, "Utolsó ütés", seats, last, unit * PRICES["last-with-two"] * run, tricks=run)
        )
    return lines


def scores(lines: list[SettlementLine]) -> tuple[int, ...]:
    """Each player's own points in a deal (what the race to 300 counts): the lines he received."""
    return tuple(int(sum((max(line.amounts[i], Fraction(0)) for line in lines), Fraction(0))) for i in range(2))


@enforces("trappola.game")
def race(deals: Sequence[Sequence[int]], target: int = TARGET) -> tuple[tuple[int, ...], int | None]:
    """The running totals of the players' points over ``deals`` (each deal's :func:`scores`), and
    the player (by index) who first reaches ``target`` ("A partik során az első játékos, aki
    eléri a 300 pontot, megnyeri a játékot"), None while nobody has; where both reach it in the
    same deal, the higher total wins (a tie: nobody yet).

    >>> race([(120, 60), (90, 150), (100, 40)])
    ((310, 250), 0)
    """
    totals = (0, 0)
    for deal in deals:
        totals = (totals[0] + deal[0], totals[1] + deal[1])
        if max(totals) >= target and totals[0] != totals[1]:
            return totals, totals.index(max(totals))
    return totals, None


def rank_key(rank: str) -> str:
    """The rank of a declaration as ``[ranks]`` keys it, from its English or Hungarian name."""
    said = rank.strip().casefold()
    return next((key for key, words in WORDS.group("ranks").items() if said in (key, words.en, words.hu)), said)


def _line(
    said: Callable[..., str], source: str, seats: tuple[Seat, ...], seat: Seat, score: int, **facts: object
) -> SettlementLine:
    """What ``seat`` scores, ``score`` points received from the other player, said by ``said``."""

    def text(language: Language) -> str:
        filled = {key: value(language) if callable(value) else value for key, value in facts.items()}
        return f"{seat}: {said(language, **filled)}"

    return SettlementLine(text("en"), text("hu"), f"{SOURCE}: {source}; {LOST}", side_wins(seats, (seat,), score))


def _check(outcome: TrappolaOutcome, definition: GameDefinition) -> None:
    """Refuse an outcome no deal of ``definition`` can end in, saying what is wrong: what every
    game's outcome states (:func:`~tarokk.core.outcome.checked_contract`), then its own."""
    checked_contract(outcome, definition, WORDS.group("summary_keys"))
    seats, tricks = definition.seating.active_seats, definition.tricks
    if len(outcome.card_points) != len(seats) or sum(outcome.card_points) > definition.total_points:
        said = WORDS.bad_card_points.message(total=definition.total_points, seats=", ".join(seats))
        raise TarokkInputError(**said)
    if outcome.two_tricks and (len(outcome.two_tricks) != len(seats) or sum(outcome.two_tricks) > 4):
        raise TarokkInputError(**WORDS.bad_two_tricks.message(seats=", ".join(seats)))
    for declared in outcome.declarations:
        if rank_key(declared.rank) not in COMBINATIONS or declared.count not in (3, 4):
            raise TarokkInputError(**WORDS.bad_declaration.message(rank=declared.rank, count=declared.count))
    twos = dict(zip(seats, outcome.two_tricks or (0,) * len(seats), strict=True))
    if outcome.last_twos and (outcome.last_trick is None or outcome.last_twos > min(twos[outcome.last_trick], tricks)):
        raise TarokkInputError(**WORDS.bad_last_twos.message(twos=outcome.last_twos))
