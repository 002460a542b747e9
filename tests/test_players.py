"""One Bot protocol for every game (tarokk.core.players): every bot a study or the command line
can choose, of Paskievics tarokk and of every table game, answers to its name and chooses one
of the legal actions from its seat's view alone."""

import numpy as np
import pytest

from tarokk.bots.registry import BOT_KINDS, make_bot
from tarokk.bots.search import SearchSettings
from tarokk.bots.tables import TableSearch, table_bot, table_policies
from tarokk.core.players import Bot, PolicyBot
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame, play_out
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal
from tarokk.games.paskievics.ruleset import PRESETS

TABLE_GAMES = [name for name in registered_games() if isinstance(load_game(name), TableGame)]


def first_choices(state, bot: Bot, turns: int) -> list[int]:
    """What ``bot`` chooses at the first ``turns`` turns of ``state`` (played on with its choices)."""
    chosen = []
    for _ in range(turns):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = bot.choose(state.view(state.current_player()), legal)
        assert action in legal
        chosen.append(action)
        state.apply_action(action)
    return chosen


def test_every_paskievics_bot_is_named_as_chosen_and_chooses_a_legal_action():
    quick = SearchSettings(samples=2, candidates=2)
    for kind in BOT_KINDS:
        bot = make_bot(kind, 3, PRESETS["pagat"], quick)
        assert bot.name == kind
        played = Deal(deal(3))
        legal = played.legal_actions()
        assert bot.choose(played.view(played.to_act), legal) in legal


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_table_game_seats_each_of_its_bots_by_name(name):
    game = load_game(name)
    policies = table_policies(game)
    assert list(policies)[:2] == ["random", "rule"] and isinstance(policies["search"], TableSearch)
    for kind in ("random", "rule"):
        bot = table_bot(game, kind, np.random.default_rng(5))
        assert bot.name == kind and bot.policy is game.policies[kind]
        assert first_choices(game.new_initial_state(5), bot, 12)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_seeded_deal_plays_the_same_whether_one_bot_or_one_per_seat_draws_from_the_source(name):
    """A table game's bots share the deal's random source: one rule-based bot at every seat and
    one seated per seat, all drawing from one generator, play a seeded deal alike."""
    game = load_game(name)
    alone = play_out(game.new_initial_state(8), table_bot(game, "rule", np.random.default_rng(8)))
    shared = np.random.default_rng(8)
    seated = [PolicyBot(game.policies["rule"], shared, "rule") for _ in range(game.num_players())]
    assert play_out(game.new_initial_state(8), seated).history() == alone.history()
