"""Every hosted game as an OpenSpiel game (skipped unless the openspiel extra is installed)."""

import doctest

import pytest

from tarokk.core.state import load_game, registered_games
from tarokk.games.paskievics.ruleset import PRESETS

pyspiel = pytest.importorskip("pyspiel")
openspiel = pytest.importorskip("tarokk.games.openspiel")


def test_the_documented_example_holds():
    assert doctest.testmod(openspiel).failed == 0


HOSTED = [name for name in registered_games() if type(load_game(name)).__module__.startswith("tarokk.games.")]
"""The hosted games (the toy game of the record tests registers itself too, when its tests are loaded)."""
PARAMETERS = [("paskievics", {"rules": preset}) for preset in sorted(PRESETS)]
PARAMETERS += [(name, {}) for name in HOSTED if name != "paskievics"]


@pytest.mark.parametrize(("name", "params"), PARAMETERS)
def test_openspiels_random_simulation_accepts_the_game(name, params):
    game = pyspiel.load_game(openspiel.PREFIX + name, {"seed": 11, **params})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_a_table_game_takes_its_options():
    game = pyspiel.load_game(openspiel.PREFIX + "stromann", {"seed": 2, "options": "deck=42"})
    assert game.tarokk.definition.deck is load_game("stromann", deck=42).definition.deck


@pytest.mark.parametrize("name", HOSTED)
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


@pytest.mark.parametrize("name", [name for name in HOSTED if name != "paskievics"])
def test_a_deal_can_begin_with_the_shuffle_as_chance_outcomes(name):
    """With ``chance``, OpenSpiel deals: the pack is laid card by card as chance outcomes, each
    card as likely as another, and the deal then plays as the game's own."""
    game = pyspiel.load_game(openspiel.PREFIX + name, {"chance": True})
    cards = len(load_game(name).definition.deck)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == cards == game.max_chance_outcomes()
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
