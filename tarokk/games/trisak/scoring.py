"""What a deal of trisáktarokk is worth, line by line (Tolnai §73): each player of the losing side pays the price,
which the winning side shares; a holding prize goes to its holder from each other player."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tarokk.core.cards import Card
from tarokk.core.definition import GameDefinition, Partner
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.games.trisak.actions import ANNOUNCEABLE
from tarokk.games.trisak.definition import HOLDING_PRIZES, SOLO_PRIZE_FACTOR, TRICKLESS_PAYMENT, ULTIMO_PRICES
from tarokk.games.trisak.options import TrisakOptions
from tarokk.games.trisak.words import HOLDINGS, WORDS

SOURCE = "Tolnai §73"


@dataclass(frozen=True)
class Announcement:
    """What ``seat`` announced before the first lead: ``ultimo``, ``tarokks``, ``kings``, ``trull``, ``honours``."""

    seat: Seat
    word: str


@dataclass(frozen=True)
class TrisakOutcome(Outcome):
    """A deal as the scoring reads it (Tolnai §73): contract, declarer, each seat's tricks (A, B, C, D in order),
    partner, the tarokk settled for, card points (the side's; each seat's at trisákolás), the pagát, announcements."""

    tricks: tuple[int, ...] = ()
    partner: Seat | None = None
    settled: Card | None = None
    declarer_points: int | None = None
    points: tuple[int, ...] = ()
    pagat_in_last_trick: Seat | None = None
    pagat_won: bool = False
    announced: tuple[Announcement, ...] = ()

    @property
    def side(self) -> frozenset[Seat]:
        """The declarer and his partner, if he has one."""
        return frozenset(seat for seat in (self.declarer, self.partner) if seat is not None)


def settle(outcome: TrisakOutcome, definition: GameDefinition, options: TrisakOptions) -> list[SettlementLine]:
    """The settlement lines of a finished deal (none without a contract); refused: a seat not at the table, tricks or
    points not the deal's, a misplaced partner, a game's points missing or over 106, an unknown announcement."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))  # the facts every outcome states
    if contract is None or outcome.declarer is None:
        return []
    seats, total = definition.seating.active_seats, definition.total_points
    listed = ", ".join(seats)
    settling = outcome.settled is not None and contract.name == "ultimo"
    if not settling and (len(outcome.tricks) != len(seats) or sum(outcome.tricks) != definition.tricks):
        raise TarokkInputError(**WORDS.tricks_refused.message(seats=listed, counts=list(outcome.tricks)))
    if contract.name == "trisak" and (len(outcome.points) != len(seats) or sum(outcome.points) > total):
        raise TarokkInputError(**WORDS.points_refused.message(seats=listed, total=total, counts=list(outcome.points)))
    if outcome.partner is not None and (contract.partner == Partner.NONE or outcome.partner == outcome.declarer):
        raise TarokkInputError(**WORDS.partner_out_of_place.message(contract=contract.hu, partner=outcome.partner))
    if settling:
        return [settled_ultimo(outcome, definition)]
    if outcome.contract == "trisak":
        lines = trisak_lines(outcome, definition, options)
    elif outcome.contract in ULTIMO_PRICES:  # the games, each with its ultimó
        lines = [game_line(outcome, definition), *ultimo_lines(outcome, definition, options)]
    else:
        lines = [bettli_line(outcome, definition)]
    return [*lines, *prize_lines(outcome, definition)]


@enforces("trisak.scoring.game")
def game_line(outcome: TrisakOutcome, definition: GameDefinition) -> SettlementLine:
    """The game: the declarer's side needs 54 of the 106 points, a tie goes to the opponents (Tolnai §73)."""
    contract, side, points = definition.contract(str(outcome.contract)), outcome.side, outcome.declarer_points
    who, total, wins = "+".join(sorted(side)), definition.total_points, definition.win_points
    if points is None or not 0 <= points <= total:
        raise TarokkInputError(**WORDS.points_out_of_range.message(contract=contract.hu, total=total))
    amounts = side_wins(definition.seating.active_seats, side, contract.base_value * (1 if points >= wins else -1))
    verb = WORDS.wins if points >= wins else WORDS.loses
    said = {"contract": contract, "side": who, "verb": verb, "points": points, "total": total, "wins": wins}
    return SettlementLine.said(WORDS.game_line, SOURCE, amounts, **said)


@enforces("trisak.scoring.bettli")
def bettli_line(outcome: TrisakOutcome, definition: GameDefinition) -> SettlementLine:
    """Bettli and nyílt bettli: the declarer wins if he takes no trick (Tolnai §73)."""
    contract, seats = definition.contract(str(outcome.contract)), definition.seating.active_seats
    taken = outcome.tricks[seats.index(str(outcome.declarer))]
    amounts = side_wins(seats, outcome.side, -contract.base_value if taken else contract.base_value)
    said = {"contract": contract, "declarer": outcome.declarer, "taken": taken, "s": "s" if taken > 1 else ""}
    return SettlementLine.said(WORDS.tricks_taken if taken else WORDS.no_trick, SOURCE, amounts, **said)


@enforces("trisak.scoring.ultimo")
def ultimo_lines(outcome: TrisakOutcome, definition: GameDefinition, options: TrisakOptions) -> list[SettlementLine]:
    """The pagátultimó, the pagát winning the last trick (Tolnai §73): announced, the announcer's side wins or pays
    the announced price; silent, the pagát's side the silent price (if beaten, as ``silent_ultimo_lost`` says)."""
    silent, announced = ULTIMO_PRICES[str(outcome.contract)]
    pagat_seat, made = outcome.pagat_in_last_trick, outcome.pagat_won and outcome.pagat_in_last_trick is not None
    announcers = (entry.seat for entry in outcome.announced if entry.word == "ultimo")
    announcer = outcome.declarer if outcome.contract == "ultimo" else next(announcers, None)
    if announcer is not None:
        seat, price, said = announcer, announced, WORDS.announced_ultimo
        made = made and (pagat_seat in outcome.side) == (announcer in outcome.side)
    elif silent is None or pagat_seat is None or (not made and not options.silent_ultimo_lost):
        return []
    else:
        seat, price, said = pagat_seat, silent, WORDS.silent_ultimo
    won = made == (seat in outcome.side)
    amounts = side_wins(definition.seating.active_seats, outcome.side, price if won else -price)
    return [SettlementLine.said(said, SOURCE, amounts, seat=seat, made=WORDS.made if made else WORDS.lost)]


@enforces("trisak.talon.ultimo")
def settled_ultimo(outcome: TrisakOutcome, definition: GameDefinition) -> SettlementLine:
    """The called tarokk lay in the talon and the declarer settled: he pays each other player half of the game and
    the ultimó (Tolnai §73)."""
    price = Fraction(definition.contract("ultimo").base_value + ULTIMO_PRICES["ultimo"][1], 2)
    amounts = side_wins(definition.seating.active_seats, outcome.side, -price)
    return SettlementLine.said(WORDS.settled_ultimo, SOURCE, amounts, card=outcome.settled)


@enforces("trisak.scoring.trisak")
def trisak_lines(outcome: TrisakOutcome, definition: GameDefinition, options: TrisakOptions) -> list[SettlementLine]:
    """Trisákolás: the most points pay each other player the contract's price, or 9 to each who took no trick
    (Tolnai §73); ties as the option ``trisak_tie`` says, two trickless players as ``trickless`` says."""
    seats = definition.seating.active_seats
    points = dict(zip(seats, outcome.points, strict=True))
    top = [seat for seat in seats if points[seat] == max(points.values())]
    if len(top) > 1 and options.trisak_tie == "none":
        return []
    trickless = [seat for seat, taken in zip(seats, outcome.tricks, strict=True) if not taken]
    if trickless:
        each = Fraction(TRICKLESS_PAYMENT, len(trickless) if options.trickless == "share" else 1)
    else:
        each = Fraction(definition.contract("trisak").base_value)
    receivers = trickless or [seat for seat in seats if seat not in top]
    total = each * len(receivers) / len(top)
    amounts = tuple((each if seat in receivers else Fraction(0)) - (total if seat in top else 0) for seat in seats)
    scores = ", ".join(f"{seat} {points[seat]}" for seat in seats)
    said = WORDS.trickless if trickless else WORDS.most_points_pay
    return [SettlementLine.said(said, SOURCE, amounts, seats=", ".join(trickless), scores=scores)]


@enforces("trisak.scoring.prizes")
def prize_lines(outcome: TrisakOutcome, definition: GameDefinition) -> list[SettlementLine]:
    """Each announced holding prize, to its holder from each other player; doubled at hármas szóló (Tolnai §73)."""
    factor, seats = SOLO_PRIZE_FACTOR if outcome.contract == "solo" else 1, definition.seating.active_seats
    lines = []
    for entry in outcome.announced:
        if entry.word not in ANNOUNCEABLE:
            raise TarokkInputError(**WORDS.not_announceable.message(word=entry.word, words=", ".join(ANNOUNCEABLE)))
        if entry.word in HOLDING_PRIZES:
            amounts = side_wins(seats, (entry.seat,), HOLDING_PRIZES[entry.word] * factor)
            said = {"seat": entry.seat, "holding": HOLDINGS[entry.word]}
            lines.append(SettlementLine.said(WORDS.prize, SOURCE, amounts, **said))
    return lines
