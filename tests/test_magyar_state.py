"""Whole deals of magyar tarokk (Tolnai §65) through the table interface: the auction with
the holding right, the talon ladder look by look, the discard, announcements and kontras,
the tricks and the settlement, with Tolnai's own numbers computed by the engine."""

import dataclasses
import io

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.cards import DECK42, mask_of
from tarokk.core.catalogue import catalogue
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.players import random_policy
from tarokk.core.state import load_game
from tarokk.games.magyar.bot import LOOKING, make_rule_policy, rule_policy
from tarokk.games.magyar.state import MagyarState

CARDS = DECK42.cards
OPTIONS = [
    {},
    {"last_part_again": True},
    {"first_lead": "declarer"},
    {"talon_figures": "nobody"},
    {"volat_voids_silent": True},
]


def state_of(hands, talon, **options) -> MagyarState:
    return load_game("magyar", **options).state_from_cards(hands, talon)


def say(state, *names):
    for name in names:
        state.apply_action(state.string_to_action(name))


def names(state):
    return [state.action_to_string(action) for action in state.legal_actions()]


def finish(state, bot=rule_policy, seed=0):
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply_action(bot(state.view(state.current_player()), state.legal_actions(), rng))
    return state


def refused(state, name):
    with pytest.raises(IllegalAction) as refusal:
        state.apply_action(state.string_to_action(name))
    return refusal.value.rule


# A holds the skíz and the XXI down to the XIII and two diamonds; the talon is the pagát to the VI.
STRONG = [CARDS[21], *CARDS[12:21], CARDS[27], CARDS[28]]
REST = [card for card in CARDS if card not in STRONG]
TALON, B_HAND, C_HAND = REST[:6], REST[6:18], REST[18:30]
STRONG_DEAL = ({"A": STRONG, "B": B_HAND, "C": C_HAND}, TALON)


def test_a_speaks_first_and_may_hold_what_is_bid_after_him():
    """ "A licitálást az osztó jobboldali szomszédja kezdi, kinek tartási joga (28) van" """
    state = load_game("magyar", seed=3).new_initial_state()
    assert state.current_player() == 0 and names(state) == ["pass", "three", "lower-three", "two", "one", "solo"]
    say(state, "three", "two", "pass")
    assert names(state)[:2] == ["pass", "hold"]  # magyar.auction.hold
    say(state, "hold", "pass")
    assert (state.contract_played(), state.phase) == (("two", "A"), "talon")


def test_the_holding_right_passes_to_the_next_still_bidding():
    """ "mely jog átszáll a második játékosra, ha az első pászol" """
    state = load_game("magyar", seed=3).new_initial_state()
    say(state, "three", "two", "one", "pass")
    assert state.auction.holder == "B" and "hold" in names(state)
    say(state, "hold")
    assert names(state) == ["pass", "solo"]  # C must go higher
    assert refused(state, "hold") == "magyar.auction.hold"
    say(state, "solo", "hold")
    assert names(state) == ["pass"]
    say(state, "pass")
    assert (state.contract_played(), state.phase) == (("solo", "B"), "announce")


def test_any_higher_bid_is_allowed_and_a_lower_one_refused():
    """ "Lehet kettőssel kezdeni, lehet hármas után szólót mondani." """
    state = load_game("magyar", seed=3).new_initial_state()
    say(state, "two")
    assert refused(state, "three") == "magyar.auction.higher"
    assert refused(state, "hold") == "magyar.auction.hold"  # B has no holding right
    assert refused(state, "play XXI") == "magyar.turn"
    say(state, "solo", "pass", "pass")  # magyar.auction.contracts: any contract, no honour needed
    assert state.contract_played() == ("solo", "B")


def test_three_passes_are_no_game():
    """Tolnai §26 carried over: if all pass there is no game (magyar.auction.end)."""
    state = load_game("magyar", seed=3).new_initial_state()
    say(state, "pass", "pass", "pass")
    assert state.is_terminal() and state.settlement() == [] and state.returns() == [0.0, 0.0, 0.0]
    assert refused(state, "pass") == "magyar.turn"


@pytest.mark.parametrize(
    ("contract", "prices"),
    [("three", [1, 2, 3]), ("lower-three", [2, 3, 4]), ("two", [2, 4, 6, 8, 10]), ("one", list(range(3, 34, 3)))],
)
def test_each_look_raises_the_price_up_tolnais_ladder(contract, prices):
    """magyar.talon.look: "ha megtartja, a játék díja 1 pont … 2 pont … a díj 3 pont" and the rest."""
    state = state_of(*STRONG_DEAL)
    say(state, contract, "pass", "pass")
    seen = [state.price()]
    while "look" in names(state):
        say(state, "look")
        seen.append(state.price())
    assert seen == prices
    assert refused(state, "look") == "magyar.talon.look"
    say(state, "keep")
    assert len(state.view(0).hand) == 12 + len(state.purchase.kept)


def test_the_house_reading_adds_a_look():
    state = state_of(*STRONG_DEAL, last_part_again=True)
    say(state, "three", "pass", "pass", "look", "look", "look")
    assert state.price() == 4 and names(state) == ["keep"]


def test_turned_up_parts_are_shown_and_unlooked_parts_go_unseen_to_the_opponents():
    """ "Ez esetben az alsó három lap megtekintés nélkül az ellenfelek ütéseihez kerül." """
    state = state_of(*STRONG_DEAL)
    say(state, "three", "pass", "pass")
    assert state.view(1).turned_up == (tuple(TALON[:3]),)  # the top three, face up for all
    say(state, "keep")
    assert state.purchase.to_opponents == tuple(TALON[3:])
    assert not any(card in state.view(1).hand + state.view(2).hand for card in TALON[3:])


def test_the_discard_refuses_kings_and_honours_and_shows_a_tarokk():
    """ "Királyt vagy honnórt tilos lefektetni. Ha tarokkot fektet, meg kell mutatnia." """
    state = state_of(*STRONG_DEAL)
    say(state, "three", "pass", "pass", "keep")
    assert refused(state, "discard S") == "magyar.discard"
    assert refused(state, "discard P k") == "magyar.discard"  # not his
    say(state, "discard XIII", "discard K b")
    assert state.view(1).shown_tarokks == (CARDS[12],) and state.view(1).discard == ()
    assert state.view(0).discard == (CARDS[12], CARDS[28])
    say(state, "discard II")
    assert state.phase == "announce" and state.current_player() == 0


def test_kontras_climb_one_step_at_a_time_between_the_sides():
    """magyar.announce.kontra: "kontrát, szubkontrát és mordkontrát csak az ellenfelek mondhatnak" (§48)."""
    state = state_of(*STRONG_DEAL)
    say(state, "solo")
    say(state, "pass", "pass")
    assert refused(state, "kontra game") == "magyar.announce.kontra"  # the declarer cannot kontra his own game
    assert refused(state, "kontra trull") == "magyar.announce.kontra"  # not announced
    say(state, "trull")
    assert refused(state, "trull") == "magyar.announce"  # magyar.announce: each figure once
    say(state, "pass", "kontra trull")
    assert refused(state, "rekontra trull") == "magyar.announce.kontra"
    say(state, "pass", "pass", "rekontra trull", "pass", "pass", "pass")
    assert state.phase == "play" and state.kontras.levels == {"trull": 2}


def test_rekontra_eleventh_egyes_is_132_points():
    """ "Nagyon drága játék. Rekontra tizenegyedik egyes 132 pont." """
    state = state_of(*STRONG_DEAL)
    say(state, "one", "pass", "pass", *["look"] * 10, "keep", "discard K b")
    say(state, "pass", "kontra game", "pass", "pass", "rekontra game", "pass", "pass", "pass")
    finish(state)
    [game] = state.settlement()
    assert (game.what_hu, game.source) == ("rekontra tizenegyedik egyes", "Tolnai §65, §48")
    assert game.amounts == (264, -132, -132)


def test_kontra_volat_at_the_eleventh_egyes_is_396_points():
    """ "Kontra volát 11. egyesnél 396 pont." The volát takes the game's place (§53)."""
    hands = {"A": CARDS[10:22], "B": CARDS[22:34], "C": CARDS[34:42] + CARDS[6:10]}
    state = state_of(hands, CARDS[:6])
    say(state, "one", "pass", "pass", *["look"] * 10, "keep", "discard V")
    say(state, "volat", "pass", "kontra volat", "pass", "pass", "pass")
    finish(state)
    lines = {line.what_hu: line.amounts for line in state.settlement()}
    assert lines["kontra bemondott volát"] == (792, -396, -396)
    assert lines["csendes négykirály"] == (2, -1, -1)  # A takes every king; no line for the game
    assert len(lines) == 2


def test_at_solo_a_trull_piece_in_the_talon_loses_the_announcement():
    """ "Szólónál előfordulhat, hogy a bemondott trull vagy négy király egy darabja a talonban
    fekszik. Ilyenkor a bemondás elbukott." (magyar.scoring.solo-talon)"""
    for reading in ("opponents", "nobody"):
        state = state_of(*STRONG_DEAL, talon_figures=reading)  # the pagát lies in the talon
        say(state, "solo", "pass", "pass", "trull", "pass", "pass", "pass")
        finish(state)
        lines = [(line.what_hu, line.amounts) for line in state.settlement()]
        assert ("bemondott tulétroá elbukva", (-4, 2, 2)) in lines


def test_an_announced_ultimo_keeps_the_pagat():
    hands = {"A": [CARDS[0], *CARDS[12:22], CARDS[27]], "B": CARDS[22:27] + CARDS[28:35], "C": CARDS[35:] + CARDS[1:6]}
    state = state_of(hands, CARDS[6:12])
    say(state, "solo", "pass", "pass", "pagat-ultimo", "pass", "pass", "pass")
    assert refused(state, "play I") == "magyar.play.ultimo-keep"
    finish(state)
    assert state.settlement()[-1].what_hu in ("bemondott pagátultimó", "bemondott pagátultimó elbukva")


def test_the_win_needs_48_points_in_tricks_and_discard():
    """magyar.win: "Megnyerte a játékot, ha legalább 48 pontot ér el ütéseiben és skartjában." """
    for seed in range(20):
        state = finish(load_game("magyar", seed=seed).new_initial_state())
        if state.declarer is None or not state.settlement():
            continue
        game = state.settlement()[0]
        if "volát" not in game.what_hu:
            assert (game.amounts[["A", "B", "C"].index(state.declarer)] > 0) == (state.declarer_points() >= 48)


@pytest.mark.parametrize("options", OPTIONS)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), chooser=st.integers(0, 2**32 - 1), bot=st.sampled_from(["random", "rule"]))
def test_random_deals_use_every_card_once_and_settle_to_zero(options, seed, chooser, bot):
    """magyar.deal, magyar.play: every card once in the tricks, the discard and the talon
    left to the opponents; 94 points; every legal action accepted, every other refused with a
    catalogued rule and the state unchanged."""
    game = load_game("magyar", seed=seed, **options)
    state = game.new_initial_state()
    rng = np.random.default_rng(chooser)
    player = game.policies[bot]
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal)
        illegal = [action for action in range(game.num_distinct_actions()) if action not in legal]
        wrong = illegal[int(rng.integers(len(illegal)))]
        before = state.history()
        with pytest.raises(IllegalAction) as refusal:
            state.apply_action(wrong)
        assert refusal.value.rule in catalogue() and state.history() == before
        for action in legal:  # every legal action is accepted
            state.clone().apply_action(action)
        state.apply_action(player(state.view(state.current_player()), legal, rng))
    assert len(state.history()) <= game.max_game_length()
    assert sum(state.returns()) == 0
    assert all(sum(line.amounts) == 0 and line.source.startswith("Tolnai §65") for line in state.settlement())
    if state.declarer is not None:
        played = [card for trick in state.play.tricks for _, card in trick.plays]
        everything = played + state.discard + list(state.purchase.to_opponents)
        assert len(everything) == 42 and mask_of(everything) == mask_of(CARDS)
        opponents = sum(card.points for card in state.purchase.to_opponents) + sum(
            points for seat, points in state.play.points_won().items() if seat != state.declarer
        )
        assert state.declarer_points() + opponents == 94


def test_hidden_cards_never_change_a_view_or_the_bots_choice():
    """The declarer's view after the discard is the same whatever lies in the hands he cannot
    see and the talon parts nobody turned up, and so is every bot's choice."""
    for seed in range(40):
        state = load_game("magyar", seed=seed).new_initial_state()
        rng = np.random.default_rng(seed)
        while state.phase in ("auction", "talon", "discard"):
            state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
        if state.declarer is None:
            continue
        me = ["A", "B", "C"].index(state.declarer)
        hands, talon = state.dealt_cards()
        seen = {card for part in (state.looking.turned_up if state.looking else ()) for card in part}
        hidden = [card for seat, hand in hands.items() if seat != state.declarer for card in hand]
        hidden += [card for card in talon if card not in seen]
        shuffled = list(np.random.default_rng(seed + 1).permutation(len(hidden)))
        swapped = {card: hidden[int(i)] for card, i in zip(hidden, shuffled, strict=True)}
        other = state_of(
            {seat: [swapped.get(card, card) for card in hand] for seat, hand in hands.items()},
            [swapped.get(card, card) for card in talon],
        )
        for action in state.history():
            other.apply_action(action)
        assert other.view(me) == state.view(me)
        for bot in (rule_policy, *(make_rule_policy(looking) for looking in LOOKING)):
            assert bot(other.view(me), other.legal_actions(), rng) == bot(state.view(me), state.legal_actions(), rng)


def test_an_opponents_view_at_the_first_lead_hides_his_partner_and_the_unseen_talon():
    """Whatever lies in the other opponent's hand and the talon parts nobody turned up, an
    opponent's view before the first card, and his bot's choice, are the same."""
    for seed in range(40):
        state = load_game("magyar", seed=seed).new_initial_state()
        rng = np.random.default_rng(seed)
        while state.phase != "play" and not state.is_terminal():
            state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
        if state.declarer is None:
            continue
        seats = ["A", "B", "C"]
        me = seats[(seats.index(state.declarer) + 1) % 3]
        partner = seats[(seats.index(state.declarer) + 2) % 3]
        hands, talon = state.dealt_cards()
        seen = {card for part in (state.looking.turned_up if state.looking else ()) for card in part}
        hidden = list(hands[partner]) + [card for card in talon if card not in seen]
        order = np.random.default_rng(seed + 1).permutation(len(hidden))
        swapped = {card: hidden[int(i)] for card, i in zip(hidden, order, strict=True)}
        other = state_of(
            {seat: [swapped.get(card, card) for card in hand] for seat, hand in hands.items()},
            [swapped.get(card, card) for card in talon],
        )
        for action in state.history():
            other.apply_action(action)
        player = seats.index(me)
        assert other.view(player) == state.view(player)
        if state.current_player() == player:
            assert rule_policy(other.view(player), other.legal_actions(), rng) == rule_policy(
                state.view(player), state.legal_actions(), rng
            )


RECORD = """\
[Game "magyar"]
[Options "first_lead=declarer"]

Hands:
  A: S, XXI, XX, XIX, XVIII, XVII, XVI, XV, XIV, XIII, K á, K b
  B: VII, VIII, IX, X, XI, XII, Kő á, Kő b, Kő l, Kő d, Kő k, K l
  C: K d, K k, T 10, T b, T l, T d, T k, P 10, P b, P l, P d, P k
Talon: I, II, III, IV, V, VI
Actions:
  A three
  B pass
  C pass
  A look     # the bottom three: IV, V, VI
  A keep
  A discard K b
  A discard IV
  A discard V
  A pass
  B kontra game
  B pass
  C pass
  A pass
"""


def test_a_record_written_by_hand_replays_and_settles():
    """A second hármas (2 points), kontrád: A leads (first_lead=declarer) and the record ends
    before the tricks; played on by the bots, the kontra doubles the game."""
    record = parse_table_record(RECORD)
    replayed = replay_table_record(record, partial=True)
    state = replayed.state
    assert (state.declarer, state.price(), state.kontras.levels, state.to_act) == ("A", 2, {"game": 1}, "A")
    assert state.view(1).shown_tarokks == (CARDS[3], CARDS[4])
    finish(state)
    assert abs(state.settlement()[0].amounts[1]) == 4
    again = replay_table_record(parse_table_record(format_table_record(state)))
    assert again.finished and again.state.returns() == state.returns()
    wrong = RECORD.replace("A discard IV", "A discard S")
    with pytest.raises(IllegalAction) as refusal:
        replay_table_record(parse_table_record(wrong), partial=True)
    assert refusal.value.rule == "magyar.discard" and refusal.value.line == 16


def test_bad_cards_and_options_are_refused_with_what_is_wrong():
    game = load_game("magyar")
    with pytest.raises(TarokkInputError, match="A's hand has 11 cards, not 12"):
        game.state_from_cards({"A": STRONG[:11], "B": B_HAND, "C": C_HAND}, TALON)
    with pytest.raises(TarokkInputError, match="dealt twice"):
        game.state_from_cards({"A": STRONG, "B": B_HAND, "C": C_HAND}, [*TALON[:5], STRONG[0]])
    with pytest.raises(TarokkInputError, match="no option 'lead'"):
        load_game("magyar", lead="declarer")
    with pytest.raises(
        TarokkInputError,
        match=r"first_lead of magyar takes one of first-hand \(Tolnai §58.*; declarer \(a house",
    ):
        load_game("magyar", first_lead="dealer")


def test_a_deal_is_played_by_the_definition_the_game_is_given():
    """Counted one a card, the declarer's eleven tricks and discard of three count 36, and 22 of
    the 42 win; hármas renamed is bid and shown by its new name; the game priced twice its
    bought price is paid so."""
    game = load_game("magyar")
    plain = game.definition
    game.definition = dataclasses.replace(
        plain,
        counting=dataclasses.replace(plain.counting, values=dict.fromkeys(plain.deck, 1)),
        contracts=(dataclasses.replace(plain.contracts[0], hu="kis hármas"), *plain.contracts[1:]),
        figures=(dataclasses.replace(plain.figures[0], silent=2), *plain.figures[1:]),
    )
    state = game.state_from_cards(*STRONG_DEAL)
    say(state, "kis hármas", "pass", "pass", "keep")
    finish(state)
    assert [trick.winner for trick in state.play.tricks].count("A") == 11 and state.declarer_points() == 36
    assert "Kártyapontok: a felvevő pártjáé 36 a 42-ből (22 nyer)" in state.table_text(0, "hu").splitlines()
    assert state.settlement()[0].what_hu == "első kis hármas" and state.settlement()[0].amounts == (4, -2, -2)


def test_the_bots_play_whole_deals_and_the_texts_read_in_both_languages():
    state = finish(load_game("magyar", seed=11).new_initial_state(), random_policy)
    assert "Magyar tarokk" in state.table_text(0) and "te B vagy" in state.table_text(1, "hu")
    assert state.action_text(state.string_to_action("rekontra trull"), "hu") == "rekontra: tulétroá"
    assert state.action_text(state.string_to_action("hold")) == "holds"


def test_play_magyar_from_the_command_line(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    status = main(["play", "--game", "magyar", "--seed", "4", "--record-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0 and "Magyar tarokk" in out


def test_the_documented_examples_hold():
    import doctest

    from tarokk.games.magyar import scoring, state, talon

    for module in (state, scoring, talon):
        assert doctest.testmod(module).failed == 0


def test_the_looking_study_plays_the_same_deals_for_each_strategy():
    """The study's deals differ only in the declarer's looks: the same deals count, the first
    strategy never looks twice, the last always to the end, and prices climb with the looks."""
    from tarokk.studies.magyar import looking_study

    first, weak, last = looking_study(deals=30, seed=5)
    assert first.deals == weak.deals == last.deals > 0
    assert first.looks.mean == 1 and first.price.mean <= weak.price.mean <= last.price.mean
    assert all(r.win_rate.low <= r.win_rate.mean <= r.win_rate.high for r in (first, weak, last))


def test_every_option_a_magyar_rule_names_exists():
    from dataclasses import fields

    from tarokk.core.catalogue import game_rules
    from tarokk.games.magyar.options import MagyarOptions

    names = {option.name for option in fields(MagyarOptions)}
    named = {name for entry in game_rules("magyar") for name in entry.options}
    assert named == names  # every option changes a catalogued rule, and only these


def figure_deal():
    """A holds the pagát and the XII up to the skíz; B the II to the XI; the talon no king."""
    hand_a = [CARDS[0], *CARDS[11:22]]
    suits = [card for card in CARDS if not card.is_tarokk]
    plain = [card for card in suits if not card.is_king]
    talon = plain[:6]
    hand_b = [*CARDS[1:11], *plain[6:8]]
    hand_c = [card for card in suits if card not in talon and card not in hand_b]
    return {"A": hand_a, "B": hand_b, "C": hand_c}, talon


@pytest.mark.parametrize(
    ("announce", "prices"),
    [
        # "Tulétroá (11) díja csendesen 1 … Négy király csendesen 1 … Volát csendesen a játék
        # háromszorosa … Pagát ultimó csendesen 5"
        (False, {"csendes tulétroá": 1, "csendes négykirály": 1, "csendes volát": 30, "csendes pagátultimó": 5}),
        # "… bemondva 2 pont … bemondva 2 pont … bemondva hatszorosa … bemondva 10 pont"
        (
            True,
            {"bemondott tulétroá": 2, "bemondott négykirály": 2, "bemondott volát": 60, "bemondott pagátultimó": 10},
        ),
    ],
)
def test_the_figures_are_paid_at_tolnais_prices_through_the_engine(announce, prices):
    """A szóló (10) where A takes every trick, the pagát the last: the volát takes the game's place."""
    state = state_of(*figure_deal())
    say(state, "solo", "pass", "pass")
    if announce:
        say(state, "trull", "four-kings", "volat", "pagat-ultimo")
    say(state, "pass", "pass", "pass")
    finish(state)
    assert {line.what_hu: int(line.amounts[1]) for line in state.settlement()} == {k: -v for k, v in prices.items()}


@pytest.mark.parametrize(("announce", "price"), [(False, 21), (True, 42)])
def test_the_xxi_capture_is_21_silent_and_42_announced(announce, price):
    """ "Huszoneyfogatás — csendesen 21, bemondva 42 pont." A leads the skíz; B must give his
    only tarokk, the XXI."""
    suits = [card for card in CARDS if not card.is_tarokk]
    hands = {"A": [CARDS[21], *CARDS[9:20]], "B": [CARDS[20], *suits[:11]], "C": [*CARDS[:9], *suits[11:14]]}
    state = state_of(hands, suits[14:], first_lead="declarer")
    say(state, "solo", "pass", "pass", *(["xxi-capture"] if announce else []), "pass", "pass", "pass", "play S")
    assert names(state) == ["play XXI"]  # B must answer the tarokk lead with his only tarokk
    finish(state)
    words = "bemondott XXI-fogás" if announce else "csendes XXI-fogás"
    assert {line.what_hu: int(line.amounts[1]) for line in state.settlement()}[words] == -price


def test_players_may_say_the_actions_in_hungarian():
    """Tolnai's words are aliases of the action names: "Tartom", "alsó hármas", "rekontra tulétroá"."""
    state = load_game("magyar", seed=3).new_initial_state()
    words = ["Hármas", "kettős", "passz", "tartom", "pász"]
    assert [state.action_to_string(state.string_to_action(word)) for word in words] == [
        "three",
        "two",
        "pass",
        "hold",
        "pass",
    ]
    assert state.action_to_string(state.string_to_action("rekontra tulétroá")) == "rekontra trull"
    assert state.action_to_string(state.string_to_action("kontra a játékra")) == "kontra game"
    with pytest.raises(TarokkInputError, match="not an action of magyar"):
        state.string_to_action("négyes")


def test_the_chapters_first_deal_goes_as_its_prose_tells_it():
    """book/magyar.md and book/hu/magyar.md narrate deal 7 in words: hármas, the others pass,
    a second look that is kept, three cards laid away, the tulétroá announced, nothing more."""
    from tarokkbook.magyartarokk import example_deal

    deal = example_deal(7)
    said = [deal.action_to_string(action) for action in deal.history()[:12]]
    assert said[:5] == ["three", "pass", "pass", "look", "keep"]
    assert [name.split()[0] for name in said[5:8]] == ["discard"] * 3
    assert said[8:12] == ["trull", "pass", "pass", "pass"]


def test_a_look_that_goes_back_to_a_part_says_so():
    """Tolnai's ladder turns up the first part again at the third look: the table and the
    action's words say it is that part again, not a new one."""
    game = load_game("magyar")
    state = game.new_initial_state(0)
    state.apply_action(state.string_to_action("three"))
    while state.phase == "auction":
        state.apply_action(state.string_to_action("pass"))
    said = []
    while state.next_part() is not None:
        said.append(state.action_text(state.string_to_action("look")))
        state.apply_action(state.string_to_action("look"))
    assert said == ["turns up the next part of the talon", "turns up the talon's first part again"]
    table = state.table_text(0).splitlines()
    assert any(line.startswith("3. look (the first part again): ") for line in table)
    assert "3. megnézés (újra az első rész): " in state.table_text(0, "hu")
