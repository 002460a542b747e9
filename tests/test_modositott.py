"""Módosított hármastarokk (nehezebb-kartyajatekok.txt, "Módosított hármastarokk") through the
table interface: the page's own numbers (42 cards, 94 points, 48 to win, the skart of six in
three pairs, 12 cards each, the hold from the second turn, the mizer's 2, a win's 2 and a
loss 2 dearer for each pair put back, the szóló's 20, kontra and rekontra, nine cards each and
"Segít a XX!" with four players), and the rules it lost, which are options."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42, Card
from tarokk.core.errors import IllegalAction, OptionError, TarokkInputError
from tarokk.core.players import random_policy
from tarokk.core.state import load_game
from tarokk.games.modositott.bot import rule_policy
from tarokk.games.modositott.definition import MODOSITOTT
from tarokk.games.modositott.scoring import ModositottOutcome, settle
from tarokk.games.modositott.state import ModositottState

CARDS = {card.tolnai: card for card in DECK42.cards}


def cards(*names):
    return [CARDS[name] for name in names]


# A: the skíz, the pagát, the XVIII to the XII, the heart and diamond kings, three hearts.
# B: the XI to the II, the club and spade kings. C: the XXI alone, and every other suit card.
# The skart, top pair first: XX, XIX | Kő d, K d | T d, P d.
HANDS = {
    "A": cards("S", "I", "XVIII", "XVII", "XVI", "XV", "XIV", "XIII", "XII", "Kő k", "K k", "Kő á"),
    "B": cards("XI", "X", "IX", "VIII", "VII", "VI", "V", "IV", "III", "II", "T k", "P k"),
    "C": cards("XXI", "Kő b", "Kő l", "K á", "K b", "K l", "T 10", "T b", "T l", "P 10", "P b", "P l"),
}
SKART = cards("XX", "XIX", "Kő d", "K d", "T d", "P d")


def state_of(**options) -> ModositottState:
    state = load_game("modositott", **options).state_from_cards(HANDS, SKART)
    assert isinstance(state, ModositottState)
    return state


def say(state, *names):
    for name in names:
        state.apply_action(state.string_to_action(name))


def names(state):
    return [state.action_to_string(action) for action in state.legal_actions()]


def refused(state, name):
    with pytest.raises(IllegalAction) as refusal:
        state.apply_action(state.string_to_action(name))
    return refusal.value.rule


def test_the_page_s_pack_points_and_deal():
    """modositott.deal, modositott.count, modositott.win: 42 cards, 94 points, 48 win."""
    # "42 lapos tarokk-kártya"; "ütésből 94 pont szerezhető összesen, az alapjáték megnyeréséhez
    # tehát minimum 48 pont szükséges"; "első hat lapját 3×2-es osztásban"; "12-12 lapot kap"
    assert len(MODOSITOTT.deck) == 42
    assert (MODOSITOTT.total_points, MODOSITOTT.win_points) == (94, 48)
    hands, skart = load_game("modositott", seed=5).dealt()
    assert len(skart) == 6 and {len(hand) for hand in hands.values()} == {12}


def test_four_players_are_dealt_nine_each_after_the_skart_of_six():
    """modositott.four."""
    # "Az osztó a hatlapos skart lerakása után 9-9 lapot oszt szét a négy játékos között"
    game = load_game("modositott", seed=5, players=4)
    hands, skart = game.dealt()
    assert game.seats == ("A", "B", "C", "D")
    assert len(skart) == 6 and {len(hand) for hand in hands.values()} == {9}


def test_a_lone_xxi_may_throw_in_and_nobody_plays():
    # "bedobhatjuk lapjainkat az asztal közepére. Ilyenkor nincs játék"; the list is lost: the
    # lone XXI, pagat's "egyetlen általánosan elfogadott" hand, by default
    state = state_of()
    assert state.to_act == "C" and names(state) == ["throw-in", "play-on"]  # only C, his only tarokk the XXI
    say(state, "nem dobom be")
    assert state.phase == "auction" and refused(state, "throw-in") == "modositott.throw-in"
    state = state_of()
    say(state, "bedobom")
    assert state.is_terminal() and state.settlement() == []
    assert state_of(throw_in="none").phase == "auction"


def test_the_hold_from_the_second_turn_on_and_never_a_hold_held_back():
    """modositott.auction.contracts, modositott.auction.higher, modositott.auction.hold,
    modositott.auction.end; an action of another phase is refused (modositott.turn)."""
    # "második megszólalástól kezdve tarthatja is az előző licitáló bemondását"
    state = state_of(throw_in="none")
    assert refused(state, "play XXI") == "modositott.turn"
    say(state, "első kettős")
    assert "hold" not in names(state)  # B speaks for the first time
    assert refused(state, "hold") == "modositott.auction.hold"
    say(state, "második kettős", "pass")
    assert "hold" in names(state)  # A, at his second turn
    say(state, "tartom")
    assert "hold" not in names(state) and refused(state, "hold") == "modositott.auction.hold"
    say(state, "pass")
    assert state.declarer == "A" and state.contract is not None and state.contract.name == "second-two"


def test_all_pass_is_a_mizer_led_by_the_dealer_s_left_and_the_most_tricks_pay_two_to_each():
    """modositott.mizer, modositott.play."""
    # "ha mindenki passzolt, a talont nem használják fel, az osztó balján ülővel kezdődik a
    # lejátszás ... aki a játékban a legtöbbet ütött, az fizet mindenkinek 2-2 egységet"
    state = state_of(throw_in="none")
    say(state, "pass", "pass", "pass")
    assert state.phase == "play" and state.to_act == "B"  # C deals; B sits at his left
    rng = np.random.default_rng(3)
    while not state.is_terminal():
        state.apply_action(random_policy(state.view(state.current_player()), state.legal_actions(), rng))
    outcome = state.outcome()
    assert outcome is not None and sum(outcome.mizer_tricks) == 12
    [line] = settle(ModositottOutcome(None, None, mizer_tricks=(3, 5, 4)))
    assert [int(amount) for amount in line.amounts] == [2, -4, 2]


def test_a_tie_in_the_mizer_pays_as_the_option_says():
    tied = ModositottOutcome(None, None, mizer_tricks=(5, 5, 2))
    assert [[int(a) for a in line.amounts] for line in settle(tied)] == [[-4, 2, 2], [2, -4, 2]]
    assert settle(tied, mizer_tie="none-pay") == []
    with pytest.raises(TarokkInputError):
        settle(ModositottOutcome(None, None, mizer_tricks=(5, 5)))


def test_a_kettos_looks_at_the_pairs_and_each_pair_put_back_costs_two_more():
    """modositott.talon.look, modositott.scoring.game."""
    # "minden lappár, amit visszatesz, 2-vel emeli a bukás árát. Legfeljebb 5 válogatás"
    state = state_of(throw_in="none")
    say(state, "első kettős", "pass", "pass")
    assert state.phase == "talon" and state.loss_price() == 2
    say(state, "look", "look")
    assert state.loss_price() == 6
    say(state, "look", "look")
    assert state.loss_price() == 10 and "look" not in names(state)  # five looks at most
    assert [contract.ladder.prices for contract in load_game("modositott", kettos_loss=3).definition.contracts[:3]] == [
        (3, 5, 7, 9, 11)
    ] * 3


def test_no_five_point_card_goes_back_and_the_two_count_for_the_declarer():
    # "A skartba 5 pontos lapokat nem szabad letenni!"; "Az a két lap, amit visszatesz, értékében
    # a saját ütéseihez számít"
    state = state_of(throw_in="none")
    say(state, "első kettős", "pass", "pass", "keep")
    assert refused(state, "discard Kő k") == "modositott.discard"
    say(state, "discard XX", "discard XIX")
    assert state.phase == "announce"


def test_the_game_pays_two_won_and_the_szolo_twenty():
    """modositott.win, modositott.scoring.game, modositott.talon.solo, modositott.announce.kontra."""
    # "győzelem esetén a felvevő mindkét ellenfelétől kap 2 egységet"; "Pontegyenlőség esetén a
    # felvevő elveszíti"; the szóló: "kap 20 egységet ... fizet 20 egységet"
    [won] = settle(ModositottOutcome("third-two", "B", looks=4, declarer_points=48))
    [tie] = settle(ModositottOutcome("third-two", "B", looks=4, declarer_points=47))
    assert [int(a) for a in won.amounts] == [-2, 4, -2] and [int(a) for a in tie.amounts] == [8, -16, 8]
    [solo] = settle(ModositottOutcome("solo", "C", declarer_points=60, kontra=2))
    assert [int(a) for a in solo.amounts] == [-80, -80, 160]  # rekontra: "négyszereződnek"


def test_four_players_call_a_non_honour_tarokk_and_share_with_the_partner():
    """modositott.call, modositott.four, modositott.scoring.figures (shared with the partner)."""
    # "csak tarokk lehet, de nem lehet honőr ... a legnagyobb nem honőr tarokkját ... a
    # legnagyobb hiányzó nem honőr tarokkot"; "A felvevő ... osztozik meghívott társával"
    game = load_game("modositott", players=4, throw_in="none")
    for seed in range(40):
        state = game.new_initial_state(seed)
        rng = np.random.default_rng(seed)
        while state.phase != "call" and not state.is_terminal():
            state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
        if state.phase != "call":
            continue
        own = state.held[state.declarer] | state.laid[state.declarer]
        called = [Card(None, rank) for rank in range(20, 1, -1)]
        mine = next((card for card in called if own & card.bit), None)
        lacking = next(card for card in called if not own & card.bit)
        allowed = {f"call {card.tolnai}" for card in (mine, lacking) if card is not None}
        assert set(names(state)) == allowed
        break
    else:
        pytest.fail("no deal of the first forty reached the call")
    [line] = settle(ModositottOutcome("solo", "A", declarer_points=50, partner="C"), game.definition)
    assert [int(a) for a in line.amounts] == [20, -20, 20, -20]


def test_a_summary_is_refused_for_a_partner_with_three_players():
    with pytest.raises(TarokkInputError):
        settle(ModositottOutcome("solo", "A", declarer_points=50, partner="B"))


def test_a_lost_kettos_price_below_one_is_refused():
    with pytest.raises(OptionError):
        load_game("modositott", kettos_loss=0)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]))
def test_bot_deals_end_zero_sum_with_every_card_once(seed, players):
    state = load_game("modositott", seed=seed, players=players).new_initial_state()
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
    assert sum(state.returns()) == 0
    if state.play is not None and state.declarer is not None:
        assert state.declarer_points() <= 94


def test_only_the_declarer_announces_and_an_opponent_s_kontra_doubles():
    """modositott.announce, modositott.announce.kontra: "A felvevő ... figurákat mondhat be"; "az
    ellenpárt tagjai nem mondhatnak be figurákat"; "a díjak kétszereződnek"."""
    state = state_of(throw_in="none")
    say(state, "első kettős", "pass", "pass", "keep", "discard XX", "discard XIX", "trull", "pass")
    assert refused(state, "four-kings") == "modositott.announce"  # B, an opponent
    say(state, "kontra trull")
    assert state.kontras.level("trull") == 1


def test_each_rule_names_only_options_the_game_has():
    from tarokk.core.catalogue import game_rules
    from tarokk.games.modositott.options import ModositottOptions

    named = {option for entry in game_rules("modositott") for option in entry.options}
    assert named == set(ModositottOptions.names())


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["A", "B", "C", "D"]))
def test_a_seat_sees_nothing_of_the_others_hidden_cards_nor_who_holds_the_called_card(seed, observer):
    """With four players, swapping a card between two other seats' hands changes nothing the
    observer sees until that card is played: the partner is known only when the called card
    falls ("Ez hivatalosan csak akkor derül ki, ha tulajdonosa kijátssza")."""
    game = load_game("modositott", seed=seed, players=4, throw_in="none")
    hands, skart = game.dealt()
    first, second = [seat for seat in game.seats if seat != observer][:2]
    swapped = dict(hands)
    swapped[first] = (hands[second][0], *hands[first][1:])
    swapped[second] = (hands[first][0], *hands[second][1:])
    ours, theirs = game.state_from_cards(hands, skart), game.state_from_cards(swapped, skart)
    moved = {hands[first][0], hands[second][0]}
    player = game.seats.index(observer)
    rng = np.random.default_rng(seed)
    while not ours.is_terminal() and not any(card in moved for card, _ in _played(ours)):
        assert ours.view(player) == theirs.view(player)
        action = random_policy(ours.view(ours.current_player()), ours.legal_actions(), rng)
        if action not in theirs.legal_actions():
            break  # the moved card changed what its new holder may do: the deals part here
        ours.apply_action(action)
        theirs.apply_action(action)


def _played(state):
    view = state.view(0)
    return [(card, seat) for seat, card in view.played()]
