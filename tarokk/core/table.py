"""What a hosted game offers beyond the researcher's API, so that one command line, one
record format and one study runner serve every game.

A :class:`TableGame` is a :class:`~tarokk.core.state.Game` with its
:class:`~tarokk.core.definition.GameDefinition`, its options, a deal from cards laid by
hand (for records written by hand), and its bots. A :class:`TableState` adds to the
researcher's state:

- the settlement as :class:`SettlementLine` items, each with its source, from which
  :meth:`TableState.returns` is summed, so that a deal's payments are explained line by
  line (``tarokk settle --explain``) and always sum to zero;
- the actions and the table in words, English or Hungarian, for the terminal;
- the cards as dealt, for the record of the deal;
- a seat's :meth:`TableState.view`: everything that seat may know, and nothing else. Bots
  are given the view and the legal actions, never the state, so a bot cannot see a hidden
  card (:data:`Bot`).

Paskievics tarokk keeps its own richer record format and terminal game; every other game
plays through this interface.
"""

from __future__ import annotations

import copy
import dataclasses
from abc import abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Literal, Self, TypeVar

import numpy as np

from tarokk.core.cards import Card, Deck, parse_card
from tarokk.core.definition import GameDefinition
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.options import GameOptions
from tarokk.core.seats import Seat
from tarokk.core.state import Game, State

Language = Literal["en", "hu"]

HIDDEN_DISCARD: dict[Language, str] = {"en": "lays a card away", "hu": "skartba tesz egy lapot"}
"""Another seat's discard, as the table sees it when the card is not shown."""

Bot = Callable[[Any, Sequence[int], np.random.Generator], int]
"""A player: given a seat's :meth:`TableState.view`, the legal actions and a random source,
the action it takes (one of the legal actions)."""


def random_bot(view: Any, legal: Sequence[int], rng: np.random.Generator) -> int:
    """Any legal action, uniformly: the baseline every game has."""
    return int(legal[int(rng.integers(len(legal)))])


TableStateT = TypeVar("TableStateT", bound="TableState")


def play_out(state: TableStateT, players: Bot | Sequence[Bot], rng: np.random.Generator) -> TableStateT:
    """Play ``state`` to the end of its deal and return it: at each turn the player of that
    seat (``players`` by seat index, or one bot at every seat) chooses one of the legal
    actions from what its seat sees (:meth:`TableState.view`)."""
    while not state.is_terminal():
        seat = state.current_player()
        player = players[seat] if isinstance(players, Sequence) else players
        state.apply_action(player(state.view(seat), state.legal_actions(), rng))
    return state


@dataclass(frozen=True)
class SettlementLine:
    """One line of a settlement: what it pays for (in English and in Hungarian), the source
    of its price (e.g. ``Tolnai §65``), and what each seat receives, by seat index (negative:
    pays). The amounts of one line sum to zero."""

    what: str
    what_hu: str
    source: str
    amounts: tuple[Fraction, ...]

    def __post_init__(self) -> None:
        if sum(self.amounts) != 0:
            raise DefinitionError(f"settlement line {self.what!r} does not sum to zero: {self.amounts}")

    def described(self, language: Language = "en") -> str:
        """What the line pays for, in ``language``."""
        return self.what_hu if language == "hu" else self.what


def checked_cards(
    game: str,
    deck: Deck,
    seats: Sequence[Seat],
    hand: int,
    hands: Mapping[Seat, Sequence[Card]],
    talon: Sequence[Card],
    talon_size: int,
    talon_name: str = "the talon",
) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
    """The cards of a deal written by hand (a record, a test, a worked example), checked:
    a hand of ``hand`` cards for each of ``seats``, ``talon_size`` cards in the talon (or
    what the game calls it), and every card of ``deck`` dealt once. Raises
    :class:`~tarokk.core.errors.TarokkInputError` naming what is wrong; returns the hands
    and the talon as tuples."""
    if set(hands) != set(seats):
        dealt_to = ", ".join(sorted(hands)) or "nobody"
        raise TarokkInputError(f"a deal of {game} has hands for {', '.join(seats)}, not for {dealt_to}")
    for seat in seats:
        if len(hands[seat]) != hand:
            raise TarokkInputError(f"{seat}'s hand has {len(hands[seat])} cards, not {hand}")
    if len(talon) != talon_size:
        raise TarokkInputError(f"{talon_name} has {len(talon)} cards, not {talon_size}")
    every = [card for seat in seats for card in hands[seat]] + list(talon)
    strangers = [card.tolnai for card in every if card not in deck]
    if strangers:
        raise TarokkInputError(f"not in the {deck.name}: {', '.join(strangers)}")
    twice = sorted({card.tolnai for card in every if every.count(card) > 1})
    if twice:
        raise TarokkInputError(f"dealt twice: {', '.join(twice)}")
    missing = [card.tolnai for card in deck if card not in every]
    if missing:
        raise TarokkInputError(f"every card of the {deck.name} is dealt once; missing: {', '.join(missing)}")
    return {seat: tuple(hands[seat]) for seat in seats}, tuple(talon)


def side_wins(seats: Sequence[Seat], side: Iterable[Seat], price: Fraction | int) -> tuple[Fraction, ...]:
    """Each seat of ``seats`` outside ``side`` pays ``price`` to the side, which shares it
    equally (a negative price is paid the other way): the amounts of a
    :class:`SettlementLine`, by seat, summing to zero. One seat against the rest receives
    ``price`` from each of them, as the declarer does from each opponent."""
    winners = set(side)
    others = sum(1 for seat in seats if seat not in winners)
    total = Fraction(price) * others
    return tuple(total / len(winners) if seat in winners else -Fraction(price) for seat in seats)


class TableGame(Game):
    """A hosted game the command line, the records and the studies can play."""

    definition: GameDefinition
    """The game as data: the one it plays (a game whose options change the pack, such as
    tapper's ``cards`` or strómann's ``deck``, sets its own when it reads them)."""
    bots: ClassVar[Mapping[str, Bot]]
    """The game's players by name; at least ``random`` and ``rules`` (its rule-based bot)."""

    rules: GameOptions
    """The options as the game reads them (:meth:`~tarokk.core.options.GameOptions.read`): an
    instance of its own options class, each field a house rule documented there."""

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in playing order; player ``i`` sits at ``seats[i]``."""
        return self.definition.seating.active_seats

    def num_players(self) -> int:
        return len(self.seats)

    @abstractmethod
    def new_initial_state(self, seed: int | None = None) -> TableState:
        """A fresh deal, shuffled and dealt from ``seed`` (the game's own seed if None)."""

    @abstractmethod
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> TableState:
        """A fresh deal of these cards, as a record written by hand lays them out; raises
        :class:`~tarokk.core.errors.TarokkInputError` saying what is wrong with them."""


def independent_copy(value: Any) -> Any:
    """``value`` as a deal's clone holds it: lists, dicts and sets copied (with what they hold,
    down to the first immutable value), a mutable dataclass rebuilt from copies of its
    fields, anything with a ``clone`` method (the trick play) cloned; every other value
    (cards, numbers, strings, tuples, frozen dataclasses, the game) is immutable and shared."""
    if isinstance(value, list):
        return [independent_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: independent_copy(item) for key, item in value.items()}
    if isinstance(value, set):
        return set(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not value.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return dataclasses.replace(
            value, **{f.name: independent_copy(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
        )
    clone = getattr(value, "clone", None)
    return clone() if callable(clone) else value


class TableState(State):
    """A deal of a :class:`TableGame` in progress."""

    game: TableGame

    def __str__(self) -> str:
        """The deal as its actions so far, by name: the same text for the same deal."""
        names = ", ".join(self.action_to_string(action) for action in self.history())
        return f"{self.game.name} deal: {names or 'no action yet'}"

    @property
    def phase(self) -> str:
        """The phase the deal is in: one of those its game's definition names."""
        return self._phase

    @phase.setter
    def phase(self, phase: str) -> None:
        if phase not in self.game.definition.phases:
            declared = ", ".join(self.game.definition.phases)
            raise DefinitionError(f"{self.game.name} enters the {phase} phase, which its definition lacks ({declared})")
        self._phase = phase

    def clone(self) -> Self:
        """An independent copy: every attribute copied as :func:`independent_copy` says, so
        that applying actions to either leaves the other alone."""
        twin = copy.copy(self)
        for name, value in vars(self).items():
            setattr(twin, name, independent_copy(value))
        return twin

    @abstractmethod
    def settlement(self) -> list[SettlementLine]:
        """The deal's payments, line by line, once it is over (empty before, and for a deal
        that ends without a game)."""

    def returns(self) -> list[float]:
        """Each seat's payment: the sum of its amounts over the :meth:`settlement`."""
        totals = [Fraction(0)] * self.game.num_players()
        for line in self.settlement():
            totals = [total + amount for total, amount in zip(totals, line.amounts, strict=True)]
        return [float(total) for total in totals]

    @abstractmethod
    def action_text(self, action: int, language: Language = "en") -> str:
        """The action as a player says it, e.g. ``"looks at the top three"`` or
        ``"megnézi a felső hármat"`` (:meth:`action_to_string` is its name in records)."""

    def action_shown_to(self, action: int, viewer: int, language: Language = "en") -> str:
        """The action the seat to act is about to take, as seat ``viewer`` learns of it: in full,
        except a card another seat lays away in the skart, which stays hidden unless the game
        shows it (:meth:`discard_shown`). Actions named ``discard <card>`` are discards."""
        name = self.action_to_string(action)
        if viewer != self.current_player() and name.startswith("discard ") and not self.discard_shown(action):
            return HIDDEN_DISCARD[language]
        return self.action_text(action, language)

    def discard_shown(self, action: int) -> bool:
        """Whether the card a discard lays away is shown to the table: a tarokk is, in Tolnai's
        games ("Ha tarokkot fektet, meg kell mutatnia", §65; §42); a game that hides every
        discard says so by overriding this."""
        return parse_card(self.action_to_string(action).removeprefix("discard "), self.game.definition.deck).is_tarokk

    @abstractmethod
    def table_text(self, player: int, language: Language = "en") -> str:
        """What seat ``player`` sees of the deal now, as lines for the terminal: the
        contract and who plays it, what has been said, the trick on the table, the tricks
        taken, and the seat's own hand."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """Everything seat ``player`` may know (frozen): its own cards, everything said and
        played in the open; never another seat's hidden cards."""

    @abstractmethod
    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        """The hands and the talon as they were dealt, before anyone acted."""
