"""The researcher's API (tarokk.core.state) for every hosted game, and the Paskievics action vocabulary."""

import doctest
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tarokk.core.state
import tarokk.games.paskievics.state
from tarokk.core.catalogue import catalogue
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.state import TERMINAL, load_game, registered_games
from tarokk.games.paskievics.actions import ACTION_NAMES, NUM_ACTIONS, TOKENS, DiscardCard, decode, encode
from tarokk.games.paskievics.deal import Deal, Discard
from tarokk.games.paskievics.dealing import DealtCards, deal
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.outcome import deal_summary
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import settle
from tarokk.games.paskievics.state import PaskievicsState

# the games the package hosts (a toy game of the tests registers itself too, when its tests are loaded)
GAMES = [name for name in registered_games() if type(load_game(name)).__module__.startswith("tarokk.")]
RULE_IDS = set(catalogue())


def snapshot(state):
    """Everything the API shows of a state."""
    players = range(state.game.num_players())
    return (
        state.current_player(),
        state.legal_actions(),
        state.history(),
        state.returns(),
        [state.information_state_string(p) for p in players],
        [state.observation_string(p) for p in players],
        str(state),
    )


def play_randomly(state, chooser, on_step=lambda state: None):
    while not state.is_terminal():
        on_step(state)
        state.apply_action(chooser.choice(state.legal_actions()))
    return state


def test_every_hosted_game_is_registered_and_loads():
    assert "paskievics" in GAMES
    for name in GAMES:
        game = load_game(name)
        assert game.name == name and game.num_players() >= 2
        assert len(set(game.action_names)) == game.num_distinct_actions()
    with pytest.raises(TarokkInputError, match="unknown game"):
        load_game("ulti")
    with pytest.raises(TarokkInputError, match="paskievics has no option"):
        load_game("paskievics", no_such_option=True)


def test_the_documented_examples_hold():
    for module in (tarokk.core.state, tarokk.games.paskievics.state):
        assert doctest.testmod(module).failed == 0


def test_the_paskievics_vocabulary_is_fixed_and_each_action_maps_back():
    assert NUM_ACTIONS == 154 == len(set(TOKENS)) == len(set(ACTION_NAMES))
    for action in range(NUM_ACTIONS):
        assert encode(decode(action)) == action
    state = load_game("paskievics").new_initial_state()
    assert all(state.string_to_action(state.action_to_string(a)) == a for a in range(NUM_ACTIONS))
    assert state.action_to_string(2, 112) == state.action_to_string(112) == "play I"  # OpenSpiel's (player, action)
    with pytest.raises(TarokkInputError):
        state.string_to_action("kontra the weather")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_action_the_deal_lists_has_its_own_int(preset):
    """Enumerated over random deals: the engine's legal actions map to distinct ints and back."""
    game = load_game("paskievics", rules=preset)
    for seed in range(40):
        state = game.new_initial_state(seed)
        chooser = random.Random(seed)
        picked = set()  # the cards of the discard chosen so far
        while not state.is_terminal():
            listed = state.deal.legal_actions()
            if isinstance(listed[0], Discard):
                completions = [discard for discard in listed if picked <= set(discard.cards)]
                cards = {card for discard in completions for card in discard.cards} - picked
                assert sorted(encode(DiscardCard(card)) for card in cards) == state.legal_actions()
                action = chooser.choice(state.legal_actions())
                picked = picked | {decode(action).card} if len(picked) + 1 < len(listed[0].cards) else set()
            else:
                ints = [encode(action) for action in listed]
                assert sorted(ints) == state.legal_actions() and len(set(ints)) == len(ints)
                assert [decode(action) for action in ints] == listed
                action = chooser.choice(ints)
            state.apply_action(action)


def test_a_discard_chosen_card_by_card_is_a_discard_the_deal_lists():
    game = load_game("paskievics")
    checked = 0
    for seed in range(60):
        state = game.new_initial_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal() and not isinstance(state.deal.legal_actions()[0], Discard):
            state.apply_action(chooser.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        seat = state.deal.to_act
        for whole in chooser.sample(state.deal.legal_actions(), 3):
            twin = state.clone()
            for card in reversed(whole.cards):
                twin.apply_action(encode(DiscardCard(card)))
            assert twin.deal.discards[seat] == whole.cards
            checked += 1
    assert checked > 50


def settled_directly(seed, rules, history):
    """The settlement of the same deal played through Deal and settle, from the ints' meaning."""
    direct = Deal(deal(seed, 4, rules), rules)
    picked = []
    for action in history:
        token = decode(action)
        if isinstance(token, DiscardCard):
            picked.append(token.card)
            if len(picked) == len(direct.legal_actions()[0].cards):
                direct.apply(Discard(tuple(picked)))
                picked = []
        else:
            direct.apply(token)
    assert direct.finished
    summary = deal_summary(direct)
    if summary is None:
        return [0.0] * 4
    payments = settle(summary, rules).payments
    return [float(payments[seat]) for seat in ACTIVE_SEATS]


# Paskievics tarokk under each preset; every other hosted game with its own default options
GAME_RULES = [("paskievics", preset) for preset in sorted(PRESETS)] + [
    (name, None) for name in GAMES if name != "paskievics"
]


@pytest.mark.parametrize(("name", "preset"), GAME_RULES)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), chooser_seed=st.integers(0, 2**16))
def test_random_games_through_the_api(name, preset, seed, chooser_seed):
    game = load_game(name, rules=preset) if preset is not None else load_game(name)
    state = game.new_initial_state(seed)
    chooser = random.Random(chooser_seed)

    def check_step(state):
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and legal and all(0 <= a < game.num_distinct_actions() for a in legal)
        assert state.current_player() in range(game.num_players())
        assert state.legal_actions(state.current_player() + 1) == []
        if chooser.random() < 0.7:
            return  # the refusal and clone checks replay the deal: a sample of the steps keeps the test quick
        before = snapshot(state)
        outside = [a for a in range(-1, game.num_distinct_actions() + 1) if a not in legal]
        with pytest.raises(IllegalAction) as refusal:
            state.apply_action(chooser.choice(outside))
        assert refusal.value.rule in RULE_IDS
        assert snapshot(state) == before
        if chooser.random() < 0.3:
            for action in legal:  # every legal action is accepted
                state.clone().apply_action(action)
            twin = state.clone()
            assert snapshot(twin) == before
            play_randomly(twin, random.Random(chooser.random()))
            assert snapshot(state) == before

    play_randomly(state, chooser, check_step)
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    assert len(state.history()) <= game.max_game_length()
    returns = state.returns()
    assert sum(returns) == 0
    with pytest.raises(IllegalAction) as over:
        state.apply_action(0)
    assert over.value.rule in RULE_IDS
    if name == "paskievics":
        assert returns == settled_directly(seed, game.rules, state.history())
        assert over.value.rule == "deal.over"


def test_a_deal_without_a_game_returns_zeros():
    state = load_game("paskievics").new_initial_state(3)
    for _ in range(4):
        state.apply_action(state.string_to_action("pass"))
    assert state.is_terminal() and state.returns() == [0.0, 0.0, 0.0, 0.0]


def test_illegal_actions_carry_the_engines_rule():
    state = load_game("paskievics").new_initial_state(3)
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action("play XXI"))
    assert error.value.rule == "bidding.turn"
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action("hold"))
    assert error.value.rule.startswith("bidding.")


def with_hidden_cards_swapped(dealt, seat, chooser):
    """The same deal but for one card swapped between two other seats' hands."""
    first, second = chooser.sample([s for s in ACTIVE_SEATS if s != seat], 2)
    hands = {s: list(cards) for s, cards in dealt.hands.items()}
    i, j = chooser.randrange(9), chooser.randrange(9)
    hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
    return DealtCards(dealt.players, {s: tuple(cards) for s, cards in hands.items()}, dealt.talon, dealt.seed)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_seats_information_does_not_depend_on_other_seats_hidden_cards(preset):
    game = load_game("paskievics", rules=preset)
    compared = 0
    for seed in range(40):
        chooser = random.Random(seed)
        observer = chooser.randrange(4)
        dealt = deal(seed, 4, game.rules)
        one = PaskievicsState(game, dealt)
        other = PaskievicsState(game, with_hidden_cards_swapped(dealt, ACTIVE_SEATS[observer], chooser))
        while not one.is_terminal():
            assert one.information_state_string(observer) == other.information_state_string(observer)
            assert one.observation_string(observer) == other.observation_string(observer)
            compared += 1
            action = chooser.choice(one.legal_actions())
            if action not in other.legal_actions():
                break  # a hidden card made the difference: the deals part here
            one.apply_action(action)
            other.apply_action(action)
    assert compared > 400


def test_information_states_show_the_seats_own_cards():
    state = load_game("paskievics").new_initial_state(5)
    strings = [state.information_state_string(p) for p in range(4)]
    assert len(set(strings)) == 4
    for seat, text in zip(ACTIVE_SEATS, strings, strict=True):
        assert all(card.tolnai in text for card in state.deal.hands[seat])
