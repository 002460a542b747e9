"""Every hosted game as an OpenSpiel python game (needs the ``openspiel`` extra: ``pip install 'tarokk[openspiel]'``).

Importing this module registers each game of :func:`tarokk.core.state.registered_games`
with ``pyspiel.register_game`` as ``tarokk_<name>``, with the parameters ``seed`` (the deal)
and, for Paskievics tarokk, ``rules`` (a preset name), for every other game ``options``
(``name=value`` pairs between commas, as a game record's ``Options`` tag writes them) and
``chance``: true, and each deal begins with the shuffle, card by card as chance outcomes
(:class:`~tarokk.core.chance.ShuffledDeal`), so that OpenSpiel's algorithms sample the
deals themselves. The states delegate to :mod:`tarokk.core.state`: the same action ints,
returns and information-state and observation strings (no tensors yet).

>>> import pyspiel
>>> import tarokk.games.openspiel
>>> game = pyspiel.load_game("tarokk_paskievics", {"seed": 3, "rules": "kegl"})
>>> game.num_distinct_actions()
154
>>> pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
>>> shuffled = pyspiel.load_game("tarokk_magyar", {"chance": True})
>>> shuffled.new_initial_state().is_chance_node(), shuffled.max_chance_outcomes()
(True, 42)
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from tarokk.core.chance import ShuffledDeal
from tarokk.core.gamerecords import parse_options
from tarokk.core.state import Game, State, load_game, registered_games
from tarokk.core.table import TableGame

PREFIX = "tarokk_"
UTILITY_BOUND = float(2**20)
"""Returns lie within ± this: far above any settlement (13 announced entries at most, each at mordkontra ×32)."""


class OpenSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A hosted game seen by OpenSpiel; :func:`_register` makes one subclass per game."""

    game_name: str

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        chosen = {**_parameters(load_game(self.game_name)), **(params or {})}
        seed = int(chosen["seed"])
        self.shuffled = bool(chosen.get("chance", False))
        if "rules" in chosen:
            self.tarokk = load_game(self.game_name, seed=seed, rules=str(chosen["rules"]))
        else:
            self.tarokk = load_game(self.game_name, seed=seed, **parse_options(str(chosen["options"])))
        super().__init__(_game_type(self.tarokk), _game_info(self.tarokk, self.shuffled), chosen)

    def new_initial_state(self) -> OpenSpielState:
        if self.shuffled:
            assert isinstance(self.tarokk, TableGame)
            return OpenSpielState(self, ShuffledDeal(self.tarokk))
        return OpenSpielState(self, self.tarokk.new_initial_state())

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> StringObserver:
        perfect_recall = iig_obs_type is None or iig_obs_type.perfect_recall
        return StringObserver(perfect_recall)


class OpenSpielState(pyspiel.State):  # type: ignore[misc]
    """A hosted game's state seen by OpenSpiel."""

    def __init__(self, game: OpenSpielGame, state: State) -> None:
        super().__init__(game)
        self.tarokk = state

    def current_player(self) -> int:
        return self.tarokk.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.tarokk.legal_actions(player)

    def _apply_action(self, action: int) -> None:
        self.tarokk.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return self.tarokk.action_to_string(player, action)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert isinstance(self.tarokk, ShuffledDeal)
        return self.tarokk.chance_outcomes()

    def is_terminal(self) -> bool:
        return self.tarokk.is_terminal()

    def returns(self) -> list[float]:
        return self.tarokk.returns()

    def __str__(self) -> str:
        return str(self.tarokk)


class StringObserver:
    """OpenSpiel's observer for a hosted game: strings only (an empty tensor)."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        """Nothing to fill: the observer offers no tensor."""

    def string_from(self, state: OpenSpielState, player: int) -> str:
        if self.perfect_recall:
            return state.tarokk.information_state_string(player)
        return state.tarokk.observation_string(player)


def _game_type(game: Game) -> Any:
    return pyspiel.GameType(
        short_name=PREFIX + game.name,
        long_name=f"Tarokk: {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if isinstance(game, TableGame)
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.num_players(),
        min_num_players=game.num_players(),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=_parameters(game),
    )


def _parameters(game: Game) -> dict[str, int | str]:
    """The game's OpenSpiel parameters and their defaults: a table game takes its options as
    text, Paskievics tarokk a ruleset preset."""
    if isinstance(game, TableGame):
        return {"seed": 0, "options": "", "chance": False}
    return {"seed": 0, "rules": "pagat"}


def _game_info(game: Game, shuffled: bool) -> Any:
    cards = len(game.definition.deck) if shuffled and isinstance(game, TableGame) else 0
    return pyspiel.GameInfo(
        num_distinct_actions=game.num_distinct_actions(),
        max_chance_outcomes=cards,
        num_players=game.num_players(),
        min_utility=-UTILITY_BOUND,
        max_utility=UTILITY_BOUND,
        utility_sum=0.0,
        max_game_length=game.max_game_length() + cards,
    )


def _register(name: str) -> None:
    """Register the game as a class of its own (OpenSpiel builds a game by calling it with the parameters)."""
    game_class = type(f"OpenSpiel{name.title()}", (OpenSpielGame,), {"game_name": name})
    pyspiel.register_game(_game_type(load_game(name)), game_class)


for _name in registered_games():
    _register(_name)
