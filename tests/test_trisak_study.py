"""The trisák-or-play study: each deal at A's choice played both ways from the same cards."""

import numpy as np

from tarokk.core.state import load_game
from tarokk.studies.trisak import by_tarokks, choice_deals, strategies


def test_each_choice_deal_is_the_deal_played_both_ways():
    found = choice_deals(40, seed=3)
    assert found and all(0 <= deal.tarokks <= 12 for deal in found)
    deal = found[0]
    game = load_game("trisak")
    for choice, received in (("trisak", deal.trisak), ("game", deal.game)):
        state = game.new_initial_state(deal.seed)
        rng = np.random.default_rng(deal.seed)
        while state.phase == "auction":
            state.apply_action(game.policies["rule"](state.view(state.current_player()), state.legal_actions(), rng))
        state.apply_action(state.string_to_action(choice))
        rng = np.random.default_rng(deal.seed)
        while not state.is_terminal():
            state.apply_action(game.policies["rule"](state.view(state.current_player()), state.legal_actions(), rng))
        assert state.returns()[0] == received


def test_the_tables_cover_every_deal_and_rank_the_rules():
    found = choice_deals(60, seed=1)
    table = by_tarokks(found)
    assert table["deals"].sum() == len(found)
    assert ((table["54 low"] <= table["54 points"]) & (table["54 points"] <= table["54 high"])).all()
    ranked = strategies(found)
    assert len(ranked) == 14 and list(ranked["mean"]) == sorted(ranked["mean"], reverse=True)
