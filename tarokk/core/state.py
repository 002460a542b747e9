"""The researcher's API every hosted game offers, in the manner of OpenSpiel.

A :class:`Game` is one hosted game under one ruleset; its :meth:`Game.new_initial_state`
deals the cards from a seed (the deal is not a chance node: the state starts with the cards
dealt) and returns a :class:`State`. Players are seat indices, ``0`` for A, ``1`` for B and so
on; actions are small integers from the game's fixed vocabulary, :attr:`Game.action_names`.

>>> from tarokk.core.errors import IllegalAction
>>> from tarokk.core.state import load_game
>>> game = load_game("paskievics", seed=7, rules="pagat")
>>> state = game.new_initial_state()
>>> state.current_player()  # A speaks first in the auction
0
>>> [state.action_to_string(action) for action in state.legal_actions()]  # "two" would signal a XIX A lacks
['pass', 'three', 'one', 'solo']
>>> state.apply_action(state.string_to_action("pass"))
>>> try:
...     state.apply_action(999)
... except IllegalAction as refusal:
...     print(refusal)
999 is not an action of paskievics (0 … 153) (bidding.turn)
>>> twin = state.clone()
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[0])
>>> twin.is_terminal(), sum(state.returns())
(False, 0.0)

What a seat may know is in :meth:`State.information_state_string` (everything it has seen
since the deal) and :meth:`State.observation_string` (the table as it lies now); both are
built only from that seat's view of the deal.

Games register themselves with :func:`register_game` in a module named ``state`` inside
their package under ``tarokk.games``; :func:`load_game` and :func:`registered_games` import
those modules by name when first asked, so the core never imports a game.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from tarokk.core.cards import Card
from tarokk.core.definition import GameDefinition
from tarokk.core.errors import DefinitionError, IllegalAction, TarokkInputError, excerpt
from tarokk.core.seats import Seat
from tarokk.core.words import CORE, Language, Words, in_language

TERMINAL = -4
""":meth:`State.current_player` once the deal is over (OpenSpiel's ``kTerminalPlayerId``)."""

GAMES_PACKAGE = "tarokk.games"


@dataclass(frozen=True)
class SettlementLine:
    """One line of a deal's settlement: what it pays for (in English and in Hungarian), the
    source of its price (e.g. ``Tolnai §65``), and what each seat receives, by seat index
    (negative: pays). The amounts of one line sum to zero; a deal's returns are their sums."""

    what: str
    what_hu: str
    source: str
    amounts: tuple[Fraction, ...]

    def __post_init__(self) -> None:
        if sum(self.amounts) != 0:
            raise DefinitionError(f"settlement line {self.what!r} does not sum to zero: {self.amounts}")

    def described(self, language: Language = "en") -> str:
        """What the line pays for, in ``language``."""
        return in_language(language, self.what, self.what_hu)

    @classmethod
    def said(cls, words: Words, source: str, amounts: Sequence[Fraction], **values: object) -> SettlementLine:
        """The line ``words`` says in both languages, ``values`` filling its placeholders."""
        return cls(words("en", **values), words("hu", **values), source, tuple(amounts))


class Game(ABC):
    """One hosted game under one ruleset, dealing from ``seed`` unless told another."""

    name: ClassVar[str]
    """The name :func:`load_game` knows the game by."""
    definition: GameDefinition
    """The game as data: its deck, seating, packets, contracts and prices."""
    action_names: ClassVar[tuple[str, ...]]
    """The action vocabulary: action ``i`` is written ``action_names[i]``."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    @abstractmethod
    def num_players(self) -> int:
        """How many seats take part (every one of them gets a return)."""

    def num_distinct_actions(self) -> int:
        """The size of the action vocabulary: every action is an int below this."""
        return len(self.action_names)

    @abstractmethod
    def max_game_length(self) -> int:
        """An upper bound on the number of actions in one deal."""

    @abstractmethod
    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh deal, dealt from ``seed`` (the game's own seed if None)."""

    @abstractmethod
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> State:
        """A fresh deal of these cards, as a record written by hand lays them out; raises
        :class:`~tarokk.core.errors.TarokkInputError` saying what is wrong with them."""

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in playing order; player ``i`` sits at ``seats[i]``."""
        return self.definition.seating.active_seats

    @abstractmethod
    def options_tag(self) -> str:
        """The game's house rules as a record's ``[Options "…"]`` tag writes them:
        ``name=value`` pairs between commas, only those set otherwise than the game's
        default ("" when none is); ``load_game(name, **options)`` takes them back."""


class State(ABC):
    """One deal in progress: whose turn, what may be done, and what it is worth at the end."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._history: list[int] = []

    # -- what a game implements ----------------------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """The seat index to act, or :data:`TERMINAL` once the deal is over."""

    @abstractmethod
    def _legal_actions(self) -> list[int]:
        """The legal actions of the seat to act, sorted (empty once the deal is over)."""

    @abstractmethod
    def _apply(self, action: int) -> None:
        """Take ``action``, known to be legal."""

    @abstractmethod
    def _refusal(self, action: int) -> IllegalAction:
        """Why ``action``, not among the legal actions, is refused: the engine's own ruling."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy: applying actions to either leaves the other alone."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the deal is over (played out, passed out or thrown in)."""

    @abstractmethod
    def settlement(self) -> list[SettlementLine]:
        """The deal's payments, line by line, once it is over (empty before, and for a deal
        that ends without a game)."""

    def returns(self) -> list[float]:
        """Each seat's payment: the sum of its amounts over the :meth:`settlement` (zeros
        before the end, and for a deal without a game); it sums to zero."""
        return [float(total) for total in payments(self.settlement(), self.game.num_players())]

    @abstractmethod
    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        """The hands and the talon as they were dealt, before anyone acted."""

    @abstractmethod
    def action_text(self, action: int, language: Language = "en") -> str:
        """The action as a player says it, e.g. ``"looks at the top three"`` or
        ``"megnézi a felső hármat"`` (:meth:`action_to_string` is its name in records)."""

    @abstractmethod
    def information_state_string(self, player: int) -> str:
        """Everything seat ``player`` has seen since the deal, and nothing else."""

    @abstractmethod
    def observation_string(self, player: int) -> str:
        """What seat ``player`` sees of the table now, and nothing else."""

    # -- shared by every game ------------------------------------------------------

    def __deepcopy__(self, memo: dict[int, object]) -> State:
        """``copy.deepcopy`` makes a :meth:`clone` (OpenSpiel copies python states that way)."""
        return self.clone()

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal actions, sorted; for another ``player`` than the one to act, none."""
        if player is not None and player != self.current_player():
            return []
        return self._legal_actions()

    def apply_action(self, action: int) -> None:
        """Take ``action``; one not in :meth:`legal_actions` raises the engine's
        :class:`~tarokk.core.errors.IllegalAction` (with its rule id) and changes nothing."""
        if action not in self._legal_actions():
            raise self._refusal(action)
        self._apply(action)
        self._history.append(action)

    def history(self) -> list[int]:
        """The actions taken so far, in order."""
        return list(self._history)

    def action_to_string(self, *player_and_action: int) -> str:
        """The action's name in the game's vocabulary: ``action_to_string(action)`` or, as
        OpenSpiel also writes it, ``action_to_string(player, action)`` (the name is the same
        whoever takes the action)."""
        if len(player_and_action) not in (1, 2):
            raise TypeError("action_to_string takes an action, or a player and an action")
        action = player_and_action[-1]
        names = self.game.action_names
        if not 0 <= action < len(names):
            raise TarokkInputError(
                **CORE.action_number.message(action=action, game=self._game_words(), last=len(names) - 1)
            )
        return names[action]

    def _game_words(self) -> Words:
        """The game as a refusal names it: by its id in English, by its name in Hungarian."""
        return Words(self.game.name, self.game.definition.hu)

    def string_to_action(self, text: str) -> int:
        """The action named ``text`` (as :meth:`action_to_string` writes it); another text is
        refused with the name of an action that may be taken now, for an example."""
        names = self.game.action_names
        if text not in names:
            legal = [] if self.is_terminal() else self.legal_actions()
            example = names[legal[0] if legal else 1]
            said = CORE.action_name.message(text=excerpt(text), game=self._game_words(), example=example)
            raise TarokkInputError(**said)
        return names.index(text)


GameClass = TypeVar("GameClass", bound=type[Game])
_REGISTRY: dict[str, type[Game]] = {}


def register_game(game: GameClass) -> GameClass:
    """Make ``game`` known to :func:`load_game` under its :attr:`Game.name` (a class decorator)."""
    _REGISTRY[game.name] = game
    return game


def _import_games() -> None:
    """Import the ``state`` module of every game package, which registers the game."""
    package = importlib.import_module(GAMES_PACKAGE)
    for module in pkgutil.iter_modules(package.__path__):
        if module.ispkg and importlib.util.find_spec(f"{GAMES_PACKAGE}.{module.name}.state") is not None:
            importlib.import_module(f"{GAMES_PACKAGE}.{module.name}.state")


def registered_games() -> list[str]:
    """The names of every hosted game."""
    _import_games()
    return sorted(_REGISTRY)


def load_game(name: str, **params: Any) -> Game:
    """The game called ``name`` with its parameters, e.g. ``load_game("paskievics", seed=3, rules="kegl")``."""
    if name not in _REGISTRY:
        _import_games()
    if name not in _REGISTRY:
        raise TarokkInputError(**CORE.unknown_game.message(name=name, games=", ".join(sorted(_REGISTRY))))
    return _REGISTRY[name](**params)


def payments(lines: Sequence[SettlementLine], players: int) -> list[Fraction]:
    """What each of ``players`` seats pays in all over the settlement ``lines`` (negative: pays)."""
    totals = [Fraction(0)] * players
    for line in lines:
        totals = [total + amount for total, amount in zip(totals, line.amounts, strict=True)]
    return totals
