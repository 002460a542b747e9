"""Jókai-hármas (nehezebb-kartyajatekok.txt, "Hármas tarokk") through the table interface: the
page's own numbers (42 cards, 94 points, 2 a trick, the skart as two tricks, 66 and 34, 48 for
beginners, the bids and the looks at the skart's pairs, 2 and the consolation of 5, kontra and
rekontra), and the prices it lost, which are options."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42
from tarokk.core.errors import IllegalAction, OptionError, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.outcome import FigureResult
from tarokk.core.players import random_policy
from tarokk.core.state import load_game
from tarokk.games.jokai.bot import rule_policy
from tarokk.games.jokai.definition import JOKAI
from tarokk.games.jokai.scoring import JokaiOutcome, settle
from tarokk.games.jokai.state import JokaiState

CARDS = {card.tolnai: card for card in DECK42.cards}


def cards(*names):
    return [CARDS[name] for name in names]


# A: the skíz, the XXI, the pagát and the XVIII to the XII, a heart and a diamond king.
# B: the XI to the II, the club and spade kings. C: every other suit card.
# The skart, top pair first: XX, XIX | Kő d, K d | T d, P d.
HANDS = {
    "A": cards("S", "XXI", "I", "XVIII", "XVII", "XVI", "XV", "XIV", "XIII", "XII", "Kő k", "K k"),
    "B": cards("XI", "X", "IX", "VIII", "VII", "VI", "V", "IV", "III", "II", "T k", "P k"),
    "C": cards("Kő á", "Kő b", "Kő l", "K á", "K b", "K l", "T 10", "T b", "T l", "P 10", "P b", "P l"),
}
SKART = cards("XX", "XIX", "Kő d", "K d", "T d", "P d")


def state_of(**options) -> JokaiState:
    state = load_game("jokai", **options).state_from_cards(HANDS, SKART)
    assert isinstance(state, JokaiState)
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


def amounts(lines):
    return [[int(amount) for amount in line.amounts] for line in lines]


def test_the_pack_is_94_points_34_in_tarokks_and_60_in_suit_cards():
    """jokai.deal: 42 cards, a skart of six, twelve to each; a deal laid out short is refused."""
    # "tarokklapokból 34 pont; színes lapokból (4×15=) 60 pont, azaz összesen 94 pont"
    assert sum(card.points for card in DECK42.cards if card.is_tarokk) == 34
    assert sum(card.points for card in DECK42.cards if not card.is_tarokk) == 4 * 15 == 60
    assert len(JOKAI.deck) == 42 and JOKAI.packets.talon == 6 and JOKAI.packets.hand == 12
    with pytest.raises(TarokkInputError):
        load_game("jokai").state_from_cards({**HANDS, "C": HANDS["C"][:11]}, SKART)


def test_twelve_tricks_and_the_skart_deduct_28_leaving_66_and_34_win():
    """jokai.count, jokai.count.skart, jokai.win."""
    # "a 12 ütés és a skart révén az összes levonandó pontszám 28 pont"; "94-28 = 66 pont";
    # "az alapjáték megnyeréséhez minimum 34 pont szükséges"
    assert 94 - JOKAI.total_points == 28
    assert (JOKAI.total_points, JOKAI.win_points) == (66, 34)


def test_beginners_deduct_nothing_and_need_48():
    """jokai.count.beginners."""
    # "Kezdők … ekkor nincs levonás sehol, de a győzelemhez 48 pont szükséges."
    beginners = load_game("jokai", count="beginners").definition
    assert (beginners.total_points, beginners.win_points) == (94, 48)


def test_the_four_bids_climb_and_a_pass_is_final():
    """jokai.auction.contracts, jokai.auction.higher; an action of another phase is refused (jokai.turn)."""
    # "1. első kettős; 2. második kettős; 3. harmadik kettős; 4. szóló."
    state = state_of()
    assert names(state) == ["pass", "first-two", "second-two", "third-two", "solo"]
    assert refused(state, "play XXI") == "jokai.turn"
    say(state, "második kettős")  # in Hungarian
    assert refused(state, "first-two") == "jokai.auction.higher"  # "magasabb licitfokozatot kell mondani"
    say(state, "pass", "pass")
    assert state.declarer == "A" and state.contract is not None and state.contract.hu == "második kettős"


def test_all_passing_is_no_game():
    """jokai.auction.end: after three passes nothing more is said (jokai.turn)."""
    state = state_of()
    say(state, "pass", "pass", "pass")
    assert state.is_terminal() and state.outcome() is None and state.returns() == [0, 0, 0]
    assert refused(state, "pass") == "jokai.turn"


@pytest.mark.parametrize(
    ("bid", "parts", "last"),
    [
        ("first-two", [0, 1, 2, 0, 1], ("Kő d", "K d")),  # "legkésőbb a középső két lapnál"
        ("second-two", [1, 2, 0, 1, 2], ("T d", "P d")),  # "legkésőbb az alsó két lapnál"
        ("third-two", [2, 0, 1, 2, 0], ("XX", "XIX")),  # "legkésőbb a felső két lapnál"
    ],
)
def test_each_kettos_looks_from_its_own_pair_at_most_five_times(bid, parts, last):
    state = state_of()
    say(state, bid, "pass", "pass")
    for look in range(1, 6):
        assert state.view(0).turned_up_parts == tuple(parts[:look])
        if look < 5:
            say(state, "look")
    assert names(state) == ["keep"]  # "maximum öt váltás (válogatás) után"
    assert refused(state, "look") == "jokai.talon.look"
    say(state, "keep")
    assert set(cards(*last)) <= set(state.hand("A"))


def test_only_the_declarer_sees_the_pairs_he_looks_at():
    # "miközben a felvevő sorra meg is nézheti a skart lapjait"
    state = state_of()
    say(state, "first-two", "pass", "pass", "look")
    assert state.view(0).turned_up == (tuple(cards("XX", "XIX")), tuple(cards("Kő d", "K d")))
    assert state.view(1).turned_up == () and state.view(1).turned_up_parts == (0, 1)


def test_no_five_point_card_goes_back_into_the_skart():
    # "A skartba 5 pontos lapokat nem szabad letenni!"
    state = state_of()
    say(state, "first-two", "pass", "pass", "keep")
    for card in ("Kő k", "S", "XXI", "I"):
        assert refused(state, f"discard {card}") == "jokai.discard"
    say(state, "discard XII", "discard XIII")
    assert state.phase == "announce"


def test_at_solo_the_skart_is_not_looked_at_and_all_six_cards_are_the_opponents():
    """jokai.talon.solo."""
    # "Szóló esetében nem lehet a skartból cserélni (a lejátszás végéig megnézni sem)"
    state = state_of()
    say(state, "solo", "pass", "pass")
    assert state.phase == "announce" and set(state.hand("A")) == set(HANDS["A"])
    assert state.purchase is not None and set(state.purchase.to_opponents) == set(SKART)
    assert state.view(0).talon == () and state.view(0).turned_up == ()


def test_only_the_declarer_announces_figures_and_only_before_the_kontras():
    # "Bár az ellenpáros tagjai nem mondhatnak be figurákat"
    state = state_of()
    say(state, "solo", "pass", "pass", "tulétroá", "pass")
    assert "four-kings" not in names(state) and "kontra trull" in names(state)
    assert refused(state, "four-kings") == "jokai.announce"
    assert refused(state, "rekontra trull") == "jokai.announce.kontra"  # the opponents kontra, the declarer rekontras
    say(state, "kontra trull", "pass", "pass", "rekontra trull", "pass", "pass", "pass")
    assert state.kontras.level("trull") == 2 and state.phase == "play"


def test_a_won_kettos_pays_2_and_the_consolation_of_5_from_each_opponent():
    """jokai.scoring.game, jokai.scoring.consolation."""
    # "győzelem esetén a felvevő mindkét ellenfelétől kap 2 egységet, plusz az 5 pontos "vigasztalást""
    lines = settle(JokaiOutcome("third-two", "B", looks=4, declarer_points=34))
    assert amounts(lines) == [[-2, 4, -2], [-5, 10, -5]]


def test_kontra_and_rekontra_double_and_quadruple_all_but_the_consolation():
    # "a díjak kétszereződnek, illetve négyszereződnek. Ez alól kivételt képeznek a "vigasztalási" díjegységek"
    kontra = settle(JokaiOutcome("first-two", "A", looks=1, declarer_points=50, kontra=1))
    rekontra = settle(JokaiOutcome("first-two", "A", looks=1, declarer_points=50, kontra=2))
    assert amounts(kontra) == [[8, -4, -4], [10, -5, -5]]
    assert amounts(rekontra) == [[16, -8, -8], [10, -5, -5]]
    assert rekontra[0].what_hu.startswith("rekontra")


def test_a_tie_of_33_loses_and_the_loss_costs_more_with_each_look():
    # "pontegyenlőség esetén a felvevő elveszíti az alapjátékot"; the losses are the option's,
    # Tolnai §65's kettős ladder 2, 4, 6, 8, 10 by default
    for looks, loss in zip(range(1, 6), (2, 4, 6, 8, 10), strict=True):
        lines = settle(JokaiOutcome("first-two", "A", looks=looks, declarer_points=33))
        assert amounts(lines) == [[-2 * loss, loss, loss], [-10, 5, 5]]


def test_the_lost_prices_are_options():
    game = load_game("jokai", kettos_losses="1:3;2:5;3:7;4:9;5:11", solo_price=12)
    lost = game.settle(JokaiOutcome("second-two", "C", looks=2, declarer_points=20))
    solo = game.settle(JokaiOutcome("solo", "C", looks=0, declarer_points=40))
    assert amounts(lost)[0] == [5, 5, -10] and amounts(solo)[0] == [-12, -12, 24]


@pytest.mark.parametrize("losses", ["1:2;2:4", "1:2;2:4;3:4;4:8;5:10", "0:1;1:2;2:4;3:6;4:8"])
def test_a_loss_table_without_five_climbing_prices_is_refused(losses):
    with pytest.raises(OptionError, match="kettos_losses"):
        load_game("jokai", kettos_losses=losses)


def test_the_solo_pays_its_consolation_of_30_won_and_60_lost():
    # "A +30, illetve +60 az úgynevezett vigasztalás, ezekre a kontráknak nincs hatása"
    won = settle(JokaiOutcome("solo", "A", looks=0, declarer_points=34, kontra=1))
    lost = settle(JokaiOutcome("solo", "A", looks=0, declarer_points=33, kontra=1))
    assert amounts(won) == [[40, -20, -20], [60, -30, -30]]
    assert amounts(lost) == [[-40, 20, 20], [-120, 60, 60]]


def test_the_opponents_silent_figure_costs_the_declarer_its_price_to_each():
    """jokai.scoring.figures."""
    # "az ellenpárt által teljesített csendes figurák esetében is mind kettőjüknek fizet a felvevő"
    silent = FigureResult(Figure.FOUR_KINGS, "opponents", made=True)
    lines = settle(JokaiOutcome("first-two", "A", looks=1, declarer_points=40, figures=(silent,)))
    assert amounts(lines)[2] == [-2, 1, 1]


def test_a_player_void_in_the_suit_must_trump_but_need_not_overtake():
    """jokai.play."""
    # "ha egy bizonyos színből nincsen akkor kötelező tarokkal ütni"; "Felülütési kényszer nincs!!!"
    state = state_of()
    say(state, "solo", "pass", "pass", "pass", "pass", "pass")
    say(state, "play Kő k")  # A leads ("Az első hívás joga az osztó jobb oldali szomszédjáé")
    assert sorted(names(state)) == sorted(f"play {card.tolnai}" for card in HANDS["B"] if card.is_tarokk)
    say(state, "play XI")
    assert "play Kő á" in names(state)  # C follows suit below the king


def deal_points(state: JokaiState) -> tuple[int, int]:
    """The declarer's and the opponents' points counted afresh from the tricks and the skart."""
    assert state.play is not None and state.purchase is not None
    mine = [trick for trick in state.play.tricks if trick.winner == state.declarer]
    theirs = [trick for trick in state.play.tricks if trick.winner != state.declarer]

    def taken(tricks, extra):
        return sum(card.points for trick in tricks for _, card in trick.plays) + sum(card.points for card in extra)

    rest = 4 if not state.purchase.kept else 3
    declarer = taken(mine, state.discard) - 2 * len(mine) - (1 if state.discard else 0)
    return declarer, taken(theirs, state.purchase.to_opponents) - 2 * len(theirs) - rest


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), bot=st.sampled_from([random_policy, rule_policy]))
def test_every_played_deal_counts_66_between_the_sides_and_settles_to_zero(seed, bot):
    state = load_game("jokai", seed=seed).new_initial_state()
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply_action(bot(state.view(state.current_player()), state.legal_actions(), rng))
    assert sum(state.returns()) == 0
    if state.declarer is None:
        return
    assert isinstance(state, JokaiState)
    declarer, opponents = deal_points(state)
    assert declarer + opponents == 66 and (declarer, opponents) == (state.declarer_points(), state.opponents_points())
    won = state.settlement()[0].amounts[state.seats.index(state.declarer)] > 0
    assert won == (declarer >= 34)


def test_the_beginners_count_is_the_plain_card_points():
    state = load_game("jokai", seed=5, count="beginners").new_initial_state()
    rng = np.random.default_rng(5)
    while not state.is_terminal():
        state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
    assert isinstance(state, JokaiState) and state.declarer is not None and state.play is not None
    mine = [card for trick in state.play.tricks if trick.winner == state.declarer for _, card in trick.plays]
    assert state.declarer_points() == sum(card.points for card in [*mine, *state.discard])


def test_the_chapters_deal_goes_as_its_prose_tells_it():
    """The book's first deal (seed 19): B bids első kettős, looks three times, and ties at 33 of
    66, which loses: he pays each opponent the third look's 6 and the consolation of 5."""
    state = load_game("jokai", seed=19).new_initial_state()
    rng = np.random.default_rng(19)
    while not state.is_terminal():
        state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
    assert isinstance(state, JokaiState) and state.purchase is not None
    assert (state.declarer, state.contract.hu if state.contract else None, state.purchase.looks) == (
        "B",
        "első kettős",
        3,
    )
    assert (state.declarer_points(), state.opponents_points()) == (33, 33)
    assert amounts(state.settlement()) == [[6, -12, 6], [5, -10, 5]]
