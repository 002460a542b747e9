"""A small soak run (``make soak`` runs a million deals per preset): random deals checked
for every card once, the pack's points, zero-sum settlements, records that round-trip, and
illegal actions refused without a change of state."""

import random
from types import SimpleNamespace

import pytest

from benchmarks.soak import PACK_POINTS, card_faults, settlement_faults, soak_chunk
from tarokk.core.cards import DECK42
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.played import play_pack


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_random_deals_keep_every_invariant(preset):
    outcomes, failures = soak_chunk(preset, seed=7, index=0, size=200)
    assert failures == [] and outcomes.total() == 200 and outcomes["played"] > 100


def test_the_pack_has_94_points():
    assert sum(card.points for card in DECK42.cards) == PACK_POINTS == 94


def a_deal_with_a_game():
    rules = PRESETS["pagat"]
    for seed in range(50):
        deal = play_pack(random.Random(seed).sample(range(42), 42), rules, "random")
        if deal.result().has_game:
            return deal
    raise AssertionError("no deal with a game in 50")


def test_the_checks_find_a_card_twice_and_an_unbalanced_settlement(monkeypatch):
    deal, rules = a_deal_with_a_game(), PRESETS["pagat"]
    assert card_faults(deal) == [] and settlement_faults(deal, rules) == []
    deal.discards[deal.declarer] = (*deal.discards.get(deal.declarer, ()), DECK42.cards[0])
    assert card_faults(deal)[0] == "cards: 43 in place, twice ['I'], missing []"
    unbalanced = SimpleNamespace(payments={"A": 3, "B": -1}, kassza={})
    monkeypatch.setattr("benchmarks.soak.settle", lambda *_: unbalanced)
    assert settlement_faults(deal, rules) == ["the settlement does not add up to zero: 2 ({'A': 3, 'B': -1})"]


@pytest.mark.parametrize(
    "name",
    [
        "rikiki",
        "jokai",
        "droggn",
        "troggu",
        "trappola",
        "modositott",
        "kiralyhivasos",
        "magyar",
        "stromann",
        "tapper",
        "tarokk54",
        "trisak",
    ],
)
def test_every_other_games_random_deals_keep_the_shared_invariants(name):
    from benchmarks.soak import table_soak_chunk

    outcomes, failures = table_soak_chunk(name, seed=7, index=0, size=40)
    assert failures == [] and outcomes.total() == 40 and "crashed" not in outcomes


def test_the_table_soak_catches_an_action_taken_without_being_listed(monkeypatch):
    from benchmarks.soak import _table_refusal_faults
    from tarokk.core.state import load_game

    state = load_game("magyar").new_initial_state(3)
    legal = state.legal_actions()
    monkeypatch.setattr(type(state), "_refusal", lambda self, action: None, raising=True)
    monkeypatch.setattr(type(state), "apply_action", lambda self, action: None, raising=True)
    faults = _table_refusal_faults(state, legal, random.Random(1))
    assert faults and "was taken" in faults[0]
