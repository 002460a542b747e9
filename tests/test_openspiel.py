"""Every hosted game as an OpenSpiel game (skipped unless the openspiel extra is installed)."""

import doctest

import pytest

from tarokk.core.rules import PRESETS
from tarokk.core.state import load_game, registered_games

pyspiel = pytest.importorskip("pyspiel")
openspiel = pytest.importorskip("tarokk.games.openspiel")


def test_the_documented_example_holds():
    assert doctest.testmod(openspiel).failed == 0


@pytest.mark.parametrize("name", registered_games())
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_openspiels_random_simulation_accepts_the_game(name, preset):
    game = pyspiel.load_game(openspiel.PREFIX + name, {"seed": 11, "rules": preset})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("name", registered_games())
def test_openspiel_plays_the_same_deal(name):
    ours = load_game(name, seed=5).new_initial_state()
    theirs = pyspiel.load_game(openspiel.PREFIX + name, {"seed": 5}).new_initial_state()
    while not ours.is_terminal():
        assert theirs.legal_actions() == ours.legal_actions()
        assert theirs.information_state_string(ours.current_player()) == ours.information_state_string(
            ours.current_player()
        )
        action = ours.legal_actions()[-1]
        ours.apply_action(action)
        theirs.apply_action(action)
    assert theirs.is_terminal() and theirs.returns() == ours.returns()
