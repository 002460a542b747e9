"""Every table game's folder has the same shape: its definition, options, words and rules as
data, the modules that read them, its actions, state, settlement and bot; what is truly its
own (its phases, a talon ladder, piles, a view where its seats see more than the shared one)
beside them. Its deal runs on the shared phase pipeline."""

from importlib.resources import files

import pytest

from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tarokk.phases.pipeline import PhasedState, SeatView

SHAPE = {
    "definition.toml",
    "options.toml",
    "words.toml",
    "rules.toml",
    "definition.py",
    "options.py",
    "words.py",
    "actions.py",
    "state.py",
    "scoring.py",
    "bot.py",
}
"""The files every table game's folder has."""

TABLE_GAMES = [
    name
    for name in registered_games()
    if isinstance(load_game(name), TableGame) and type(load_game(name)).__module__.startswith("tarokk.games.")
]
"""The table games of the package (a test may register a toy game of its own)."""


def test_the_table_games_are_the_eleven_of_the_sources_so_far():
    assert set(TABLE_GAMES) == {
        "tapper",
        "magyar",
        "stromann",
        "kiralyhivasos",
        "trisak",
        "tarokk54",
        "jokai",
        "droggn",
        "modositott",
        "troggu",
        "trappola",
        "rikiki",
    }


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_table_games_folder_has_the_same_shape(name):
    folder = files(f"tarokk.games.{name}")
    present = {entry.name for entry in folder.iterdir()}
    assert present >= SHAPE, f"{name} lacks {', '.join(sorted(SHAPE - present))}"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_game_has_a_view_module_exactly_when_its_seats_see_more_than_the_shared_view(name):
    state = load_game(name).new_initial_state()
    assert isinstance(state, PhasedState)
    own_view = (files(f"tarokk.games.{name}") / "view.py").is_file()
    assert own_view == (state.view_class is not SeatView)
    assert type(state.view(0)) is state.view_class


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_table_game_runs_on_the_phase_pipeline_with_a_step_for_each_phase(name):
    game = load_game(name)
    state = game.new_initial_state()
    assert isinstance(state, PhasedState)
    phases = set(game.definition.phases) - {"over"}
    assert set(state.steps) == phases, f"{name}: steps for {sorted(state.steps)}, phases {sorted(phases)}"
