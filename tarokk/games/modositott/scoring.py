"""Settlement of a deal of módosított hármastarokk (nehezebb-kartyajatekok.txt), as line items:
the game and each figure, which every opponent pays the declaring side (negative: it pays each
of them), doubled by kontra and fourfold by rekontra; or, after all passed, the mizer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.definition import Contract, GameDefinition, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import TarokkInputError
from tarokk.core.outcome import FigureResult, Outcome, checked_contract
from tarokk.core.seats import Seat
from tarokk.core.sidelines import figure_line, side_line
from tarokk.core.state import SettlementLine
from tarokk.core.table import side_wins
from tarokk.core.words import Language
from tarokk.games.modositott.definition import MODOSITOTT, PRICES
from tarokk.games.modositott.words import ORDINALS, WORDS
from tarokk.phases.looks import look_price

SOURCE = "nehezebb-kartyajatekok.txt, Módosított hármastarokk"
LOST = "Tolnai §65"
"""Where the page lost the figures' prices: Tolnai §65's stand in."""
LOST_LOSS = f"{SOURCE}; option kettos_loss"


@dataclass(frozen=True)
class ModositottOutcome(Outcome):
    """A deal as its settlement reads it: the contract, the skart's pairs the declarer looked at
    (0 at szóló), the declaring side's card points, the partner the called card found (four
    players; None: none, or the declarer alone), the kontra on the game, the figures made or
    announced; after all passed, the tricks each seat took in the mizer."""

    looks: int = 0
    declarer_points: int = 0
    partner: Seat | None = None
    kontra: int = 0
    figures: tuple[FigureResult, ...] = ()
    mizer_tricks: tuple[int, ...] = ()


@enforces("modositott.win", "modositott.scoring.game", "modositott.scoring.figures", "modositott.mizer")
def settle(
    outcome: ModositottOutcome,
    definition: GameDefinition = MODOSITOTT,
    mizer_tie: Literal["all-pay", "none-pay"] = "all-pay",
) -> list[SettlementLine]:
    """The lines of a deal: the game, won with more card points than the opponents (48 of 94:
    "az alapjáték megnyeréséhez tehát minimum 48 pont szükséges", a tie loses), or lost (a
    kettős at its price for the looks, the szóló at 20), doubled by its kontra; each figure
    made or announced, doubled by its own kontra; after all passed, the mizer.

    >>> [game] = settle(ModositottOutcome("first-two", "A", looks=3, declarer_points=47))
    >>> [int(amount) for amount in game.amounts]
    [-12, 6, 6]
    """
    declarer = outcome.declarer
    if outcome.contract is None or declarer is None:
        return _mizer(outcome, definition, mizer_tie)
    contract = _checked(outcome, definition)
    side = (declarer,) if outcome.partner is None else (declarer, outcome.partner)
    won = outcome.declarer_points >= definition.win_points
    if contract.talon == TalonHandling.PEEK_AT_PRICE:
        assert contract.ladder is not None
        price = PRICES["kettos_win"] if won else contract.ladder.prices[outcome.looks - 1]
        source = SOURCE if won else LOST_LOSS
    else:
        price, source = contract.base_value, SOURCE

    def game(language: Language) -> str:
        if won:
            return WORDS.game_won(language, contract=contract.hu)
        if contract.talon == TalonHandling.PEEK_AT_PRICE:
            return WORDS.game_lost(language, contract=contract.hu, ordinal=ORDINALS[outcome.looks - 1](language))
        return WORDS.solo_lost(language, contract=contract.hu)

    lines = [side_line(definition, WORDS, side, game, price if won else -price, source, outcome.kontra)]
    said = [result for result in outcome.figures if result.made or result.announced]
    return lines + [figure_line(definition, WORDS, side, result, contract, LOST) for result in said]


def _mizer(outcome: ModositottOutcome, definition: GameDefinition, tie: str) -> list[SettlementLine]:
    """Whoever took the most tricks pays each other player 2 ("aki a játékban a legtöbbet ütött,
    az fizet mindenkinek 2-2 egységet"); of several who took as many, each pays
    (``mizer_tie="all-pay"``) or none (``"none-pay"``). No tricks listed: the hands were thrown in."""
    seats = definition.seating.active_seats
    tricks = outcome.mizer_tricks
    if not tricks:
        return []
    if len(tricks) != len(seats) or sum(tricks) != definition.packets.hand:
        raise TarokkInputError(
            f"the mizer's tricks are one number for each of {', '.join(seats)}, {definition.packets.hand} in all, "
            f"not {list(tricks)}"
        )
    most = [seat for seat, count in zip(seats, tricks, strict=True) if count == max(tricks)]
    if len(most) > 1 and tie == "none-pay":
        return []
    return [
        SettlementLine(
            WORDS.mizer_lost("en", seat=seat),
            WORDS.mizer_lost("hu", seat=seat),
            SOURCE,
            tuple(-amount for amount in side_wins(seats, (seat,), PRICES["mizer"])),
        )
        for seat in most
    ]


def _checked(outcome: ModositottOutcome, definition: GameDefinition) -> Contract:
    """The outcome's contract, its facts checked: those every outcome states
    (:func:`~tarokk.core.outcome.checked_contract`), the partner, the mizer's and the looks."""
    contract = checked_contract(outcome, definition, WORDS.group("summary_keys"))
    assert contract is not None
    if outcome.partner is not None and (
        len(definition.seating.active_seats) == 3 or outcome.partner == outcome.declarer
    ):
        raise TarokkInputError(**WORDS.partner_misplaced.message(partner=outcome.partner))
    if outcome.mizer_tricks:
        raise TarokkInputError(**WORDS.mizer_with_declarer.message())
    look_price(contract, outcome.looks)
    return contract
