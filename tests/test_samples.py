"""Deals alike (tarokk.phases.samples) and the table games' search bot (tarokk.bots.tables).

A sample must show its seat exactly its view, and depend on nothing the seat cannot see:
two deals that differ only in cards the seat has not seen give the same samples from the
same random numbers, and the search bot makes the same choice in both.
"""

from itertools import combinations

import numpy as np
import pytest

from tarokk.bots.tables import TableSearch, table_bot, table_policies
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame, TableState, play_out
from tarokk.phases.pipeline import PhasedState

TABLE_GAMES = [
    name
    for name in registered_games()
    if isinstance(game := load_game(name), TableGame)
    and isinstance(states := getattr(game, "state_class", None), type)
    and issubclass(states, PhasedState)
]
"""The hosted games whose deals run through the shared phases, whose views draw deals alike."""


def positions(game: TableGame, seed: int, every: int = 5):
    """Points of a deal the rule-based bots play from ``seed``: every ``every``-th decision with a choice."""
    state, bot, decisions = game.new_initial_state(seed), table_bot(game, "rule", np.random.default_rng(seed)), 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1:
            decisions += 1
            if decisions % every == 0:
                yield state.clone()
        state.apply_action(bot.choose(state.view(state.current_player()), legal))


def dealt(state: TableState):
    """The cards ``state`` dealt: each hand as a set (a hand has no order), and the talon in order."""
    hands, talon = state.dealt_cards()
    return {seat: frozenset(hand) for seat, hand in hands.items()}, tuple(talon)


def deal_alike(state: TableState, player: int) -> TableState | None:
    """The first deal found that differs from ``state`` only by two cards seat ``player`` has
    not seen, exchanged (:func:`swapped`), and shows the seat the same view; None if none."""
    view = state.view(player)
    unseen = [card for card in state.game.definition.deck if not card.bit & view.located()]
    for first, second in combinations(unseen, 2):
        twin = swapped(state, first, second)
        if twin is not None and twin.view(player) == view and dealt(twin) != dealt(state):
            return twin
    return None


def swapped(state: TableState, first, second) -> TableState | None:
    """``state``'s deal with two cards exchanged wherever they lie and in every action naming
    them, replayed from the start; None if the rules refuse it."""
    swap = {first: second, second: first}
    hands, talon = state.dealt_cards()
    game, actions = state.game, state.actions
    twin = game.state_class(
        game,
        {seat: tuple(swap.get(card, card) for card in hand) for seat, hand in hands.items()},
        tuple(swap.get(card, card) for card in talon),
    )
    try:
        for action in state.history():
            verb = actions.verb_of(action)
            if verb is not None:
                action = actions.card_action(verb, swap.get(actions.card_of(action), actions.card_of(action)))
            twin.apply_action(action)
    except (IllegalAction, KeyError):  # KeyError: no such action names the other card (a call of a tarokk)
        return None
    return twin


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_sample_shows_its_seat_exactly_its_view_at_the_same_point(name):
    game, found, tried = load_game(name), 0, 0
    for seed in range(3):
        for state in positions(game, seed, every=3):
            player = state.current_player()
            view = state.view(player)
            sample = view.deals_alike(np.random.default_rng(seed))
            tried += 1
            if sample is not None:
                found += 1
                assert sample.view(player) == view
                assert len(sample.history()) == len(state.history())
                assert sample.legal_actions() == state.legal_actions()
    assert found >= tried / 2, f"{name}: only {found} of {tried} points found a deal alike"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_samples_depend_only_on_what_the_seat_has_seen(name):
    game, compared = load_game(name), 0
    for seed in range(3):
        for state in positions(game, seed, every=4):
            player = state.current_player()
            view, twin = state.view(player), deal_alike(state, player)
            if twin is None:
                continue
            one = view.deals_alike(np.random.default_rng(7))
            other = twin.view(player).deals_alike(np.random.default_rng(7))
            assert (one is None) == (other is None)
            if one is not None and other is not None:
                assert dealt(one) == dealt(other) and one.history() == other.history()
                compared += 1
    assert compared >= 3, f"{name}: too few deals a seat cannot tell apart were compared ({compared})"


def test_samples_deal_the_unseen_cards_to_every_unseen_place():
    game = load_game("magyar")
    state = next(positions(game, 2, every=8))
    player = state.current_player()
    view = state.view(player)
    card = next(card for card in game.definition.deck if not card.bit & view.located())
    rng = np.random.default_rng(3)
    holders = set()
    for _ in range(40):
        sample = view.deals_alike(rng)
        if sample is not None:
            hands, _ = sample.dealt_cards()
            holders.add(next((seat for seat, hand in hands.items() if card in hand), "talon"))
    assert len(holders) >= 2


def test_a_view_draws_no_deal_once_its_deal_has_moved_on():
    game = load_game("troggu")
    state = game.new_initial_state(5)
    view = state.view(state.current_player())
    state.apply_action(state.legal_actions()[0])
    with pytest.raises(ValueError, match="moved on"):
        view.deals_alike(np.random.default_rng(1))


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_search_bot_plays_a_whole_deal_legally_and_chooses_alike_in_deals_alike(name):
    game = load_game(name)
    quick = TableSearch(game.policies["rule"], samples=2, candidates=3)
    rng = np.random.default_rng(4)
    players = [PolicyBot(quick if seat == 0 else game.policies["rule"], rng) for seat in range(game.num_players())]
    finished = play_out(game.new_initial_state(4), players)
    assert finished.is_terminal() and sum(finished.returns()) == pytest.approx(0)
    compared = 0
    for seed in range(1, 4):
        for state in positions(game, seed, every=6):
            player = state.current_player()
            twin = deal_alike(state, player)
            if twin is not None:
                legal = state.legal_actions()
                chosen = quick(state.view(player), legal, np.random.default_rng(9))
                assert chosen in legal
                assert quick(twin.view(player), legal, np.random.default_rng(9)) == chosen
                compared += 1
    assert compared >= 2, f"{name}: too few deals alike to compare the search bot in ({compared})"


def test_every_table_game_offers_the_search_bot_and_refuses_a_bot_it_lacks():
    for name in [name for name in registered_games() if isinstance(load_game(name), TableGame)]:
        game = load_game(name)
        assert set(table_policies(game)) >= {"random", "rule", "search"}
        assert table_bot(game, "search", np.random.default_rng(0)).name == "search"
        with pytest.raises(TarokkInputError, match="no bot 'rules': expected one of random, rule, ") as refused:
            table_bot(game, "rules", np.random.default_rng(0))
        assert refused.value.hu == f"a {name} játékban nincs 'rules' nevű gép; ezek vannak: random, rule, search"


def test_a_card_called_aloud_is_dealt_anywhere_the_seat_cannot_see():
    """The king called in királyhívásos tarokk names the declarer's partner to nobody: an
    opponent's samples must put it with more than one seat, not always where it lies."""
    game = load_game("kiralyhivasos")
    for seed in range(20):
        state = next((s for s in positions(game, seed, every=1) if s.phase == "play" and s.called is not None), None)
        if state is None:
            continue
        player = state.current_player()
        holder = next((seat for seat, hand in state.dealt_cards()[0].items() if state.called in hand), None)
        if state.seats[player] in (state.declarer, holder) or holder is None:
            continue
        rng, holders = np.random.default_rng(seed), set()
        for _ in range(30):
            sample = state.view(player).deals_alike(rng)
            if sample is not None:
                holders |= {seat for seat, hand in sample.dealt_cards()[0].items() if state.called in hand}
        assert len(holders) >= 2, f"seed {seed}: the called king always lay with {holders}"
        return
    pytest.fail("no deal of the first 20 had a called king with an opponent to look from")
