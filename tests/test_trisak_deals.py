"""Whole deals of trisáktarokk under every option: every card once, 106 points, payments
that sum to zero, every legal action accepted and every other refused with a catalogued
rule id; and what a seat may know."""

import itertools
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import cards_of
from tarokk.core.catalogue import catalogue
from tarokk.core.definition import TalonHandling
from tarokk.core.errors import IllegalAction
from tarokk.core.state import TERMINAL, load_game
from tarokk.games.trisak.definition import TRISAK
from tarokk.games.trisak.options import TrisakOptions

RULE_IDS = set(catalogue())
OPTION_VALUES = {name: TrisakOptions.choices(name) for name in TrisakOptions.names()}
OPENINGS = [
    ("play", "pass", "pass", "pass", "trisak"),
    ("play", "pass", "pass", "pass", "game"),
    *((bid, "pass", "pass", "pass") for bid in ("ultimo", "bettli", "three", "open bettli", "solo")),
]
"""A's opening and the others' passes: every contract is played under every option."""
EVERY_OPTION = [dict(zip(OPTION_VALUES, values, strict=True)) for values in itertools.product(*OPTION_VALUES.values())]


def snapshot(state):
    return (
        state.current_player(),
        state.legal_actions(),
        state.history(),
        [state.information_state_string(p) for p in range(4)],
    )


def check_cards_and_points(state) -> None:
    """Every card once, in a trick, a discard or the talon left aside; 106 points in all, of which the outcome
    states the declarer's side's."""
    outcome = state.outcome()
    placed = [card for trick in state.tricks_taken() for _, card in trick.plays]
    placed += [card for seat in "ABCD" for card in cards_of(state.laid[seat])]
    contract = TRISAK.contract(outcome.contract)
    if outcome.settled is not None:
        return
    aside = state.talon if contract.talon == TalonHandling.NONE else state.to_opponents
    placed += list(aside)
    assert sorted(card.key for card in placed) == sorted(card.key for card in TRISAK.deck.cards)
    assert sum(card.points for card in placed) == 106
    assert sum(outcome.tricks) == 12
    side = [seat for seat in "ABCD" if seat in outcome.side]
    ours = [card for trick in state.tricks_taken() if trick.winner in side for _, card in trick.plays]
    ours += [card for seat in side for card in cards_of(state.laid[seat])]  # the talon left aside is not theirs
    assert outcome.declarer_points == sum(card.points for card in ours)


@settings(max_examples=100, deadline=None)
@given(
    options=st.sampled_from(EVERY_OPTION),
    seed=st.integers(0, 2**32 - 1),
    chooser_seed=st.integers(0, 2**16),
    bots=st.sampled_from(["random", "rule", "mixed"]),
    opening=st.sampled_from(OPENINGS),
)
def test_random_deals_under_every_option(options, seed, chooser_seed, bots, opening):
    game = load_game("trisak", seed=seed, **options)
    state = game.new_initial_state()
    chooser = random.Random(chooser_seed)
    rng = np.random.default_rng(chooser_seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and legal
        if chooser.random() < 0.2:
            before = snapshot(state)
            outside = [a for a in range(-1, game.num_distinct_actions() + 1) if a not in legal]
            with pytest.raises(IllegalAction) as refusal:
                state.apply_action(chooser.choice(outside))
            assert refusal.value.rule in RULE_IDS
            assert snapshot(state) == before
            for action in legal:  # every legal action is accepted
                state.clone().apply_action(action)
            assert snapshot(state) == before
        player = state.current_player()
        name = bots if bots != "mixed" else ("rule" if player % 2 else "random")
        action = game.policies[name](state.view(player), legal, rng)
        if len(state.history()) < len(opening) and state.string_to_action(opening[len(state.history())]) in legal:
            action = state.string_to_action(opening[len(state.history())])
        state.apply_action(action)
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    assert len(state.history()) <= game.max_game_length()
    assert sum(state.returns()) == 0
    for line in state.settlement():
        assert sum(line.amounts) == 0 and line.source == "Tolnai §73" and line.what_hu
    check_cards_and_points(state)
    with pytest.raises(IllegalAction) as over:
        state.apply_action(0)
    assert over.value.rule == "trisak.turn"


def test_every_option_combination_loads_and_defaults_are_the_plain_readings():
    assert TrisakOptions() == TrisakOptions(**{name: values[0] for name, values in OPTION_VALUES.items()})
    for options in EVERY_OPTION:
        assert load_game("trisak", **options).rules == TrisakOptions(**options)


@pytest.mark.parametrize("opening", OPENINGS, ids=lambda opening: opening[-1] if opening[-1] != "pass" else opening[0])
def test_every_contract_plays_out_with_every_card_once(opening):
    played = 0
    for seed in range(30):
        if played == 3:
            break
        game = load_game("trisak", seed=seed)
        state = game.new_initial_state()
        if state.string_to_action(opening[0]) not in state.legal_actions():
            continue  # ultimóhívás without the pagát
        for name in opening:
            state.apply_action(state.string_to_action(name))
        assert state.contract is not None and state.contract.name == (
            opening[-1] if opening[0] == "play" else opening[0]
        )
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            state.apply_action(game.policies["random"](state.view(state.current_player()), state.legal_actions(), rng))
        assert sum(state.returns()) == 0
        check_cards_and_points(state)
        played += 1
    assert played == 3


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), viewer=st.integers(0, 3), swap=st.integers(0, 2**16), stop=st.integers(0, 80))
def test_hidden_cards_never_change_a_seats_view_or_its_bots_choice(seed, viewer, swap, stop):
    """Swap a card between two other players' hands: the viewer's view and its rule-based
    bot's choice stay the same at every step both deals can take while the cards are hidden."""
    game = load_game("trisak", seed=seed)
    state = game.new_initial_state()
    hands, talon = state.dealt_cards()
    others = [seat for seat in "ABCD" if seat != "ABCD"[viewer]]
    chooser = random.Random(swap)
    first, second = chooser.sample(others, 2)
    one, two = chooser.choice(hands[first]), chooser.choice(hands[second])
    altered_hands = dict(hands)
    altered_hands[first] = [two if card == one else card for card in hands[first]]
    altered_hands[second] = [one if card == two else card for card in hands[second]]
    altered = game.state_from_cards(altered_hands, talon)
    rng = np.random.default_rng(seed)
    for _ in range(stop):
        if state.is_terminal() or state.view(viewer).open_hands:
            break  # over, or the hands lie open (nyílt bettli): nothing is hidden any more
        assert state.view(viewer) == altered.view(viewer)
        if state.current_player() == viewer:
            legal = state.legal_actions()
            assert legal == altered.legal_actions()
            pick = np.random.default_rng(swap)
            twin = np.random.default_rng(swap)
            assert game.policies["rule"](state.view(viewer), legal, pick) == game.policies["rule"](
                altered.view(viewer), legal, twin
            )
        action = game.policies["random"](state.view(state.current_player()), state.legal_actions(), rng)
        state.apply_action(action)
        try:
            altered.apply_action(action)
        except IllegalAction:
            break  # the swapped card was played: the deals part here
