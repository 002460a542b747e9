"""The 54-card ten-contract tarokk (wiki-tarokk-54-lapos.txt): the text's numbers, its rules
as legal and illegal actions with their rule ids, whole random deals under every option, and
what a seat may know."""

import dataclasses
import random
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK54, PAGAT, SKIZ, XXI, Card, parse_card, parse_cards
from tarokk.core.catalogue import catalogue
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.state import load_game, registered_games
from tarokk.core.tricks import Trick, winning_play
from tarokk.games.tarokk54.actions import ACTIONS
from tarokk.games.tarokk54.definition import CARD_VALUES, TAROKK54, Part, card_value, contract_play
from tarokk.games.tarokk54.scoring import Tarokk54Outcome, all_pass_lines, part_result, settle
from tarokk.games.tarokk54.state import Tarokk54Game, Tarokk54State

SEATS = TAROKK54.seating.active_seats
"""The four seats of the 54-card game."""

OPTIONS = [
    {},
    {"trisak_lead": "declarer"},
    {"call": "hand-and-skart"},
    {"trisak_lead": "declarer", "call": "hand-and-skart"},
]


def cards(text: str) -> list[Card]:
    return parse_cards(text, DECK54)


def card(text: str) -> Card:
    return parse_card(text, DECK54)


# A deal laid by hand: A has no pagát, no sas and no king; D holds every four-point card but one.
HANDS = {
    "A": "XX, XIX, XVII, X, IX, VIII, Kő d, Kő 4, K d, T d, P d, P 7",
    "B": "XVIII, XVI, VII, VI, Kő l, Kő 3, K l, K 3, T l, T 9, P l, P 9",
    "C": "XV, XIV, V, IV, III, Kő b, Kő á, K b, K á, T b, T 10, P b",
    "D": "S, XXI, I, II, XIII, Kő k, K k, T k, P k, Kő 2, K 2, K 4",
}
TALON = "XII, XI, T 8, T 7, P 10, P 8"


def hand_dealt(game: Tarokk54Game | None = None) -> Tarokk54State:
    game = game or Tarokk54Game()
    return game.state_from_cards({seat: cards(text) for seat, text in HANDS.items()}, cards(TALON))


def say(state: Tarokk54State, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: Tarokk54State, name: str) -> IllegalAction:
    before = state.history()
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action(name))
    assert state.history() == before
    assert error.value.rule in catalogue()
    return error.value


# -- the deck, the deal, the values ------------------------------------------------------


def test_the_game_is_registered_with_its_definition():
    assert "tarokk54" in registered_games()
    game = load_game("tarokk54", seed=4)
    assert game.num_players() == 4 and game.seats == SEATS
    assert game.num_distinct_actions() == len(ACTIONS) == len(set(ACTIONS.names))
    words = [name.split(" ")[0] for name in ACTIONS.names]  # then a card as Tolnai writes it: "play Kő k"
    assert all(word == word.lower() and word.isascii() for word in words)
    assert "play Kő k" in ACTIONS.names and "call XVIII" in ACTIONS.names


def test_the_deal_lays_six_in_the_skart_and_twelve_in_sixes_to_each():  # tarokk54.deal
    """„Az osztó a csomag felső 6 lapját … ez lesz a „skart”. Majd hatosával jobb felé kiosztja
    … minden játékos 12-12 lapot kap”."""
    hands, talon = Tarokk54Game().dealt(11)
    assert len(talon) == 6 and all(len(hands[seat]) == 12 for seat in SEATS)
    every = [c for seat in SEATS for c in hands[seat]] + list(talon)
    assert sorted(every, key=DECK54.id) == list(DECK54)
    assert TAROKK54.packets.sizes == (6, 6)


def test_the_cards_count_64_with_the_tricks_and_33_win():  # tarokk54.cards.values
    """„királyok: 4; dámák: 3; lovagok: 2; bubik: 1; skíz: 4; XXI: 4; pagát (I): 4 …
    (4*4+4*3+4*2+4*1+3*4+12=) 64 pont, tehát … legalább 33 pont kell”."""
    assert [card_value(card(name)) for name in ("Kő k", "K d", "T l", "P b", "S", "XXI", "I", "II", "P 10")] == [
        4, 3, 2, 1, 4, 4, 4, 0, 0
    ]  # fmt: skip
    assert sum(CARD_VALUES.values()) == 4 * 4 + 4 * 3 + 4 * 2 + 4 * 1 + 3 * 4 == 52
    assert TAROKK54.total_points == 64 and TAROKK54.win_points == 33
    assert TAROKK54.tricks == 12


def test_the_core_counting_keeps_tolnai_points_without_a_table():
    from tarokk.core.counting import CardCounting

    assert CardCounting().points_of(SKIZ) == 5
    assert TAROKK54.counting.points_of(SKIZ) == 4
    assert TAROKK54.counting.count_cards([SKIZ, XXI, PAGAT], tricks=1) == 13


def test_the_contract_ladder_is_the_texts():
    """„két olyan licitfokozat közül, melyeknek azonos az egységértéke, az a rangosabb, amelyik
    csak egy elemből áll”."""
    ladder = [(c.level, c.hu, c.base_value) for c in TAROKK54.contracts]
    assert ladder == [
        (1, "trisákolás", 3), (2, "játék", 4), (3, "ultimóhívás", 6), (4, "betli", 8),
        (5, "játék és ultimó", 10), (6, "hármas játék", 10), (7, "hármas játék és ultimó", 16),
        (8, "terített betli", 16), (9, "szólóhármas", 20), (10, "szólóhármas és ultimó", 26),
    ]  # fmt: skip


# -- the trisákolás table and the combined contracts ----------------------------------------


def test_the_all_pass_table_of_the_text():  # tarokk54.trisak.all-pass
    """„ha „A” játékos 1; „B” játékos 2; „C” játékos 4, „D” játékos 5 ütést csinált” —
    Ad −3 −6 −12 −15, Össz +8 +4 −4 −8."""
    lines = all_pass_lines({"A": 1, "B": 2, "C": 4, "D": 5})
    assert [line.amounts[index] for index, line in enumerate(lines)] == [-3, -6, -12, -15]
    received = [[line.amounts[i] for line in lines if line.amounts[i] > 0] for i in range(4)]
    assert received == [[2, 4, 5], [1, 4, 5], [1, 2, 5], [1, 2, 4]]
    totals = [sum(line.amounts[i] for line in lines) for i in range(4)]
    assert totals == [8, 4, -4, -8]


def tricks_won_by(winners: str) -> tuple[tuple[Trick, ...], tuple[Card, ...]]:
    """Twelve tricks, trick ``i`` won by seat ``winners[i]`` with a high tarokk it leads; the
    six lowest tarokks left in the skart."""
    tarokks = sorted((c for c in DECK54 if c.is_tarokk), key=lambda c: -c.rank)
    leads, rest = tarokks[:12], [c for c in DECK54 if not c.is_tarokk] + tarokks[12:16]
    tricks = []
    for number, winner in enumerate(winners):
        others = [seat for seat in SEATS if seat != winner]
        plays = ((winner, leads[number]), *((seat, rest.pop()) for seat in others))
        tricks.append(Trick(winner, plays))
    assert [trick.winner for trick in tricks] == list(winners)
    return tuple(tricks), tuple(tarokks[16:])


def outcome_of(contract: str, side: str, tricks: tuple[Trick, ...], kontra: int = 0) -> Tarokk54Outcome:
    """What a player writes down after ``tricks`` played in ``contract`` by ``side`` (the declarer, then his
    partner): each seat's tricks, the side's card points with 1 a trick, who took the last trick and with what."""
    taken = tuple(sum(trick.winner == seat for trick in tricks) for seat in SEATS)
    points = TAROKK54.counting.count_taken(tricks, side)
    last, card = winning_play(tricks[-1].plays)
    return Tarokk54Outcome(contract, side[0], taken, side[1:] or None, points, last, card, kontra)


def test_a_declared_trisakolas_needs_fewer_tricks_than_anyone():  # tarokk54.trisak.alone
    """„A felvevő abban az esetben győz, ha kevesebbet üt, mint bármelyik játékostársa (ha
    valakivel egyenlő az ütésszáma, akkor veszít) … 3-3 pénzegységet kap mindhárom társától”."""
    tricks, _ = tricks_won_by("ABBBCCCCDDDD")
    won = settle(outcome_of("trisak", "A", tricks))
    assert [line.amounts for line in won] == [(9, -3, -3, -3)]
    tricks, _ = tricks_won_by("AABBCCCCDDDD")  # A ties with B
    tied = settle(outcome_of("trisak", "A", tricks, kontra=1))
    assert [line.amounts for line in tied] == [(-18, 6, 6, 6)]


def test_a_helped_trisakolas_is_lost_on_a_tie():  # tarokk54.trisak.pair
    """„A felvevőpáros akkor győz, ha összesített ütéseik száma kevesebb, mint az ellenpárosé …
    Egyébként a felvevők veszítenek (akkor is, ha ugyanannyit ütnek…)”."""
    tricks, _ = tricks_won_by("AAABBBCCCDDD")
    lines = settle(outcome_of("trisak", "AC", tricks))
    assert [line.amounts for line in lines] == [(-3, 3, -3, 3)]
    tricks, _ = tricks_won_by("AABBBBCCCDDD")
    lines = settle(outcome_of("trisak", "AC", tricks))
    assert [line.amounts for line in lines] == [(3, -3, 3, -3)]


@pytest.mark.parametrize(
    ("name", "net"),
    [("game-ultimo", 2), ("three-ultimo", 4), ("solo-three-ultimo", 14)],
)
def test_a_combined_contract_settles_each_part(name, net):  # tarokk54.scoring.combined
    """„ha a két játékfigura közül egyiket megnyeri a felvevő, a másikat elveszíti, ezért
    ilyenkor 6-4=2 egység jár” (10-6=4, 20-6=14): here the game is won, the ultimó lost."""
    tricks, _ = tricks_won_by("A" * 12)
    outcome = outcome_of(name, "A", tricks)
    assert outcome.declarer_points == 64 - 4  # every trick, but the pagát lies in the skart
    lines = settle(outcome)
    assert len(lines) == 2 and "won" in lines[0].what and "lost" in lines[1].what
    each = sum(line.amounts[1] for line in lines)
    assert abs(each) == net
    assert sum(line.amounts[0] for line in lines) == -3 * each


def test_the_pairs_pay_one_to_one():  # tarokk54.scoring.units
    """„A győztes páros 4-4 pénzegységet … (egyik az egyiknek, másik a másiknak)”; the losers
    pay (wiki: Elszámolás), kontra doubles and rekontra quadruples (wiki: Kontrák)."""
    tricks, _ = tricks_won_by("ACACACACACAC")
    for kontra, factor in ((0, 1), (1, 2), (2, 4)):
        (line,) = settle(outcome_of("game", "AC", tricks, kontra=kontra))
        assert line.amounts == tuple(Fraction(4 * factor * sign) for sign in (1, -1, 1, -1))
        assert "Játék (4 egység)" in line.source


def test_the_game_needs_33_and_the_skart_goes_to_the_opponents():  # tarokk54.scoring.game
    tricks, skart = tricks_won_by("ABABABABABAB")
    outcome = outcome_of("three", "A", tricks)
    assert outcome.declarer_points is not None
    taken = [c for trick in tricks if trick.winner == "A" for _, c in trick.plays]
    assert outcome.declarer_points == sum(card_value(c) for c in taken) + 6
    others = 64 - outcome.declarer_points
    assert others == sum(card_value(c) for t in tricks if t.winner != "A" for _, c in t.plays) + 6 + sum(
        card_value(c) for c in skart
    )
    (line,) = settle(outcome)
    assert (outcome.declarer_points >= 33) == (line.amounts[0] > 0)
    for points, sign in ((33, 1), (32, -1)):  # „legalább 33 pont kell”
        (line,) = settle(dataclasses.replace(outcome, declarer_points=points))
        assert line.amounts[0] == sign * 30


# -- the auction ----------------------------------------------------------------------------


def test_every_bid_must_outrank_the_last():  # tarokk54.auction.raise
    state = hand_dealt()
    say(state, "betli")
    assert refused(state, "game").rule == "tarokk54.auction.raise"
    say(state, "three", "pass", "pass")
    assert state.action_to_string(state.legal_actions()[0]) == "pass"
    say(state, "pass")
    assert state.declarer == "B" and state.contract is not None and state.contract.name == "three"


def test_an_ultimo_needs_the_pagat_the_sas_or_a_king():  # tarokk54.auction.ultimo-card
    state = hand_dealt()
    error = refused(state, "ultimo")
    assert error.rule == "tarokk54.auction.ultimo-card" and error.seat == "A"
    names = [state.action_to_string(a) for a in state.legal_actions()]
    assert "game" in names and not any("ultimo" in name for name in names)


def test_segitek_answers_another_players_trisakolas_and_ends_the_auction():  # tarokk54.auction.help
    state = hand_dealt()
    assert refused(state, "help").rule == "tarokk54.auction.help"
    say(state, "trisak", "pass")
    say(state, "help")
    assert (state.declarer, state.helper, state.phase) == ("A", "C", "kontra")
    assert state.to_act == "B"  # the opponents: B, then D
    say(state, "pass", "pass")
    assert state.phase == "play" and state.to_act == "A"
    assert (state.declarer, state.partner) == ("A", "C")


def test_when_all_pass_nobody_declares():
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "pass")
    assert state.phase == "play" and state.declarer is None and state.to_act == "A"


def test_out_of_phase_actions_are_refused():  # tarokk54.turn
    state = hand_dealt()
    assert refused(state, "play XX").rule == "tarokk54.turn"
    with pytest.raises(IllegalAction) as error:
        state.apply_action(len(ACTIONS))
    assert error.value.rule == "tarokk54.turn"


# -- the talon, the call, the skart ----------------------------------------------------------


def test_a_game_gives_four_to_the_declarer_and_one_to_each_of_the_next_two():  # tarokk54.talon.game
    state = hand_dealt()
    say(state, "game", "pass", "pass", "pass")
    assert state.phase == "discard" and state.view(0).discards_left == 4
    assert state.view(0).talon == tuple(cards("XII, XI, T 8, T 7"))
    say(state, "discard T 8", "discard T 7", "discard P 7", "discard Kő 4")
    assert state.phase == "call"
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["call XVIII"]
    say(state, "call XVIII")
    assert state.to_act == "B" and state.view(1).talon == (card("P 10"),)
    # the called tarokk (B holds it) may not be laid down
    assert refused(state, "discard XVIII").rule == "tarokk54.discard.called"  # tarokk54.discard.called
    say(state, "discard P 10")
    assert state.to_act == "C" and state.view(2).talon == (card("P 8"),)
    say(state, "discard P 8")
    assert state.phase == "kontra" and state.partner == "B"
    assert sorted(state.skart(), key=DECK54.id) == sorted(cards("T 8, T 7, P 7, Kő 4, P 10, P 8"), key=DECK54.id)


def test_the_call_is_the_highest_tarokk_lacking():  # tarokk54.call.highest-missing
    state = hand_dealt()
    say(state, "game", "pass", "pass", "pass")
    say(state, "discard T 8", "discard T 7", "discard P 7", "discard Kő 4")
    error = refused(state, "call XVI")
    assert error.rule == "tarokk54.call.highest-missing" and "XVIII" in error.message


def test_no_four_point_card_goes_in_the_skart():  # tarokk54.discard.four-point
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "game")
    assert refused(state, "discard Kő k").rule == "tarokk54.discard.four-point"
    legal = [state.action_to_string(a) for a in state.legal_actions()]
    assert not any(name in legal for name in ("discard S", "discard XXI", "discard I", "discard K k"))
    assert "discard II" in legal


def test_an_ultimo_declarer_calls_then_takes_a_half():  # tarokk54.talon.half
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "ultimo")
    assert state.phase == "call"
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["call XIX"]  # the XX is never called
    assert state.view(3).talon == ()  # „a skart megtekintése előtt megnevezi”: he calls before he looks
    say(state, "call XIX")
    assert state.phase == "half" and state.view(3).talon == tuple(cards(TALON))
    assert state.view(0).talon == ()
    assert refused(state, "show talon").rule == "tarokk54.talon.show"
    say(state, "take bottom")
    assert state.view(3).talon == tuple(cards(TALON)) and state.view(3).discards_left == 3
    say(state, "discard T 7", "discard P 10", "discard P 8")
    assert state.phase == "kontra"
    assert (state.declarer, state.partner) == ("D", "A")  # A holds the XIX


def test_a_hármas_declarer_may_leave_the_talon_face_up():  # tarokk54.talon.show
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "three")
    say(state, "show talon")
    assert state.phase == "kontra"
    assert all(state.view(player).talon == tuple(cards(TALON)) for player in range(4))


@pytest.mark.parametrize("contract", ["betli", "open-betli", "solo-three", "solo-three-ultimo", "trisak"])
def test_nobody_touches_the_skart(contract):  # tarokk54.talon.closed
    state = hand_dealt()
    say(state, "pass", "pass", "pass", contract)
    assert state.phase == "kontra"
    assert all(state.view(player).talon == () for player in range(4))


# -- kontra -------------------------------------------------------------------------------------


def test_one_kontra_binds_and_the_declarer_rekontras():  # tarokk54.kontra
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "betli")
    assert state.to_act == "A"
    say(state, "pass")
    assert state.to_act == "B"
    say(state, "kontra")
    assert state.to_act == "D" and state.phase == "kontra"  # C is not asked: one kontra binds
    assert refused(state, "kontra").rule == "tarokk54.kontra"
    say(state, "rekontra")
    assert state.kontra == 2 and state.phase == "play"


def test_the_partner_may_not_kontra_his_own_declarer():
    state = hand_dealt()
    say(state, "game", "pass", "pass", "pass")
    say(state, "discard T 8", "discard T 7", "discard P 7", "discard Kő 4", "call XVIII", "discard P 10", "discard P 8")
    assert state.to_act == "B"
    assert refused(state, "kontra").rule == "tarokk54.kontra"
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["pass"]


# -- the play ------------------------------------------------------------------------------------


def test_the_declarer_leads_in_the_betlis_first_hand_elsewhere():  # tarokk54.play.lead
    for contract, leader in (("betli", "D"), ("open-betli", "D"), ("solo-three", "A"), ("trisak", "A")):
        state = hand_dealt()
        say(state, "pass", "pass", "pass", contract, "pass", "pass", "pass")
        assert state.phase == "play" and state.to_act == leader, contract
    state = hand_dealt(Tarokk54Game(trisak_lead="declarer"))
    say(state, "pass", "pass", "pass", "trisak", "pass", "pass", "pass")
    assert state.to_act == "D"


def test_overtaking_is_compulsory_in_betli_only():  # tarokk54.play.overtake
    """„A felülütés betliben és terített betliben kötelező … de más licitfokozat esetén
    felülütési kényszer nincs!!!”"""
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "betli", "pass", "pass", "pass", "play Kő 2")
    error = refused(state, "play Kő 4")
    assert error.rule == "tarokk54.play.overtake" and "Kő d" in error.message.replace("kőr dáma", "Kő d")
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["play Kő d"]
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "solo-three", "pass", "pass", "pass", "play Kő 4")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"play Kő l", "play Kő 3"}


def test_open_betli_lays_the_opponents_hands_after_the_first_lead():  # tarokk54.play.open-hands
    state = hand_dealt()
    say(state, "pass", "pass", "pass", "open-betli", "pass", "pass", "pass")
    assert state.view(3).open_hands == ()
    say(state, "play K 2")
    seen = dict(state.view(3).open_hands)
    assert sorted(seen) == ["A", "B", "C"] and len(seen["A"]) == 12
    assert dict(state.view(1).open_hands)["A"] == seen["A"]


def test_the_ultimo_is_won_only_with_an_ultimo_card_on_the_last_trick():  # tarokk54.scoring.ultimo
    """„akkor nyeri meg …, ha ő (vagy partnere) viszi haza az utolsó ütést … pagát (I), sas
    (II), vagy valamelyik király … akkor is veszít, ha egyikőjük pagátját … a partnere üti
    felül III-as vagy annál magasabb tarokkal!”"""

    def ultimo_won(side: str, tricks: tuple[Trick, ...]) -> bool:
        return part_result(Part.ULTIMO, outcome_of("ultimo", side, tricks))[0]

    tricks, _ = tricks_won_by("A" * 12)
    pagat_last = Trick("A", (("A", PAGAT), ("B", card("Kő 4")), ("C", card("T 7")), ("D", card("P 7"))))
    overtaken = Trick("A", (("A", PAGAT), ("B", card("Kő 4")), ("C", card("III")), ("D", card("P 7"))))
    king_last = Trick("B", (("B", card("Kő k")), ("C", card("Kő 4")), ("D", card("Kő 3")), ("A", card("Kő 2"))))
    assert ultimo_won("AC", (*tricks[:11], pagat_last))
    assert not ultimo_won("AC", (*tricks[:11], overtaken))
    assert not ultimo_won("AC", tricks)  # the XI took the last trick
    assert ultimo_won("AB", (*tricks[:11], king_last))
    assert not ultimo_won("AC", (*tricks[:11], king_last))


def test_a_betli_is_lost_by_a_single_trick():  # tarokk54.scoring.betli
    tricks, _ = tricks_won_by("BBBCCCCDDDDB")
    assert settle(outcome_of("betli", "A", tricks))[0].amounts == (24, -8, -8, -8)
    tricks, _ = tricks_won_by("ABBCCCCDDDDB")
    assert settle(outcome_of("betli", "A", tricks))[0].amounts == (-24, 8, 8, 8)


# -- cards laid by hand, options ------------------------------------------------------------------


def test_bad_cards_and_options_are_refused_with_a_reason():
    game = Tarokk54Game()
    hands = {seat: cards(text) for seat, text in HANDS.items()}
    with pytest.raises(TarokkInputError, match="dealt twice"):
        game.state_from_cards({**hands, "A": [*hands["A"][:11], card("S")]}, cards(TALON))
    with pytest.raises(TarokkInputError, match="not 6"):
        game.state_from_cards(hands, cards(TALON)[:5])
    with pytest.raises(TarokkInputError, match="trisak_lead"):
        Tarokk54Game(trisak_lead="dealer")
    with pytest.raises(TarokkInputError, match="options"):
        Tarokk54Game(colour="red")


def test_the_call_option_skips_the_declarers_own_skart():
    plain = hand_dealt()
    say(plain, "game", "pass", "pass", "pass", "discard XIX", "discard T 8", "discard T 7", "discard P 7")
    assert plain.callable_cards("A") == card("XIX").bit
    other = hand_dealt(Tarokk54Game(call="hand-and-skart"))
    say(other, "game", "pass", "pass", "pass", "discard XIX", "discard T 8", "discard T 7", "discard P 7")
    assert other.callable_cards("A") == card("XVIII").bit


# -- whole random deals ------------------------------------------------------------------------


def play_out(state: Tarokk54State, rng: np.random.Generator, bot: str = "random") -> None:
    """Play to the end, trying one illegal action at every turn: it must be refused with a
    catalogued rule id and leave the state as it was."""
    chooser = Tarokk54Game.policies[bot]
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal
        illegal = sorted(set(range(len(ACTIONS))) - set(legal))
        wrong = illegal[int(rng.integers(len(illegal)))]
        before = state.information_state_string(state.current_player())
        with pytest.raises(IllegalAction) as error:
            state.apply_action(wrong)
        assert error.value.rule in catalogue()
        assert state.information_state_string(state.current_player()) == before
        state.apply_action(chooser(state.view(state.current_player()), legal, rng))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sampled_from(OPTIONS), bot=st.sampled_from(["random", "rule"]))
def test_random_whole_deals_keep_the_cards_the_points_and_the_payments(seed, options, bot):
    game = Tarokk54Game(**options)
    state = game.new_initial_state(seed)
    play_out(state, np.random.default_rng(seed), bot)
    assert state.play is not None
    played = [c for trick in state.play.tricks for _, c in trick.plays]
    every = played + list(state.skart())
    assert len(every) == 54 and set(every) == set(DECK54)
    total = sum(card_value(c) for c in every) + len(state.play.tricks)
    assert total == 64
    if state.declarer is not None and state.contract is not None:
        side = state.declarer + (state.partner or "")
        outcome = outcome_of(state.contract.name, side, tuple(state.play.tricks), state.kontra)
        assert state.outcome() == outcome  # the facts a player writes down
        lost = [trick for trick in state.play.tricks if trick.winner not in side]
        theirs = sum(card_value(c) for trick in lost for _, c in trick.plays) + len(lost)
        assert outcome.declarer_points + theirs + sum(card_value(c) for c in state.skart()) == 64  # skart: opponents'
    lines = state.settlement()
    assert lines and all(sum(line.amounts) == 0 for line in lines)
    assert sum(state.returns()) == 0
    assert all(line.source.startswith("wiki: ") for line in lines)
    assert all(line.described("hu") != line.described("en") for line in lines)


@pytest.mark.parametrize("contract", [c.name for c in TAROKK54.contracts])
def test_every_contract_plays_to_a_settlement(contract):
    """Each contract bid by the first player who may bid it, the others passing, played by the random bot."""
    rng = np.random.default_rng(3)
    for seed in range(40):
        state = Tarokk54Game().new_initial_state(seed)
        action = state.string_to_action(contract)
        while state.phase == "auction" and action not in state.legal_actions():
            state.apply_action(state.string_to_action("pass"))
        if state.phase != "auction":
            continue
        say(state, contract)
        while state.phase == "auction":
            say(state, "pass")
        play_out(state, rng)
        assert state.contract is not None and state.contract.name == contract
        assert len(state.settlement()) == len(contract_play(state.contract).parts)
        return
    raise AssertionError(f"no deal let {contract} be bid")


def test_a_clone_is_independent():
    state = Tarokk54Game().new_initial_state(5)
    say(state, "game")
    twin = state.clone()
    say(state, "pass")
    assert twin.history() == [state.string_to_action("game")] and twin.to_act == "B"
    play_out(twin, np.random.default_rng(0))
    assert not state.is_terminal()


def test_the_table_speaks_both_languages():
    state = hand_dealt()
    say(state, "game", "pass", "pass", "pass")
    assert "Declarer: A, játék" in state.table_text(0) and "Felvevő: A, játék" in state.table_text(0, "hu")
    assert state.action_text(state.string_to_action("call XVIII"), "hu") == "hívja a XVIII-ast"
    assert state.action_text(state.string_to_action("help"), "hu") == "segítek"


# -- what a seat knows ----------------------------------------------------------------------------


def swapped(state: Tarokk54State, rng: random.Random, seat: str) -> Tarokk54State | None:
    """The deal of ``state`` with one card swapped between two other hands (or between another
    hand and the skart), replayed; None if the engine refuses the history on these cards."""
    hands, talon = state.dealt_cards()
    hands = {owner: list(cards) for owner, cards in hands.items()}
    talon = list(talon)
    first, second = rng.sample([other for other in SEATS if other != seat], 2)
    i, j = rng.randrange(12), rng.randrange(12)
    if rng.random() < 0.3:
        t = rng.randrange(6)
        hands[first][i], talon[t] = talon[t], hands[first][i]
    else:
        hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
    twin = state.game.state_from_cards(hands, talon)
    try:
        for action in state.history():
            twin.apply_action(action)
    except IllegalAction:
        return None
    return twin


def test_a_view_shows_no_hidden_card_and_the_bots_see_only_the_view():
    rng = random.Random(7)
    compared = 0
    for seed in range(25):
        state = Tarokk54Game().new_initial_state(seed)
        bot_rng = np.random.default_rng(seed)
        steps = 0
        while not state.is_terminal():
            player = state.current_player()
            if steps % 5 == 0:
                twin = swapped(state, rng, SEATS[player])
                if twin is not None and twin.view(player) == state.view(player):
                    compared += 1
                    for kind in ("rule", "random"):
                        chooser = Tarokk54Game.policies[kind]
                        legal = state.legal_actions()
                        assert twin.legal_actions() == legal
                        assert chooser(twin.view(player), legal, np.random.default_rng(1)) == chooser(
                            state.view(player), legal, np.random.default_rng(1)
                        )
                    assert twin.information_state_string(player) == state.information_state_string(player)
            state.apply_action(Tarokk54Game.policies["rule"](state.view(player), state.legal_actions(), bot_rng))
            steps += 1
    assert compared > 50


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), contract=st.sampled_from(["betli", "open-betli", "game", "solo-three", "trisak"]))
def test_the_duty_to_overtake_holds_in_the_betlis_and_nowhere_else(seed, contract):  # tarokk54.play.overtake
    """At every turn of a random deal: in a betli a player who can beat the trick must, and may
    play any card that beats it; elsewhere he may play any card the basic rules allow."""
    from tarokk.core.tricks import beats, legal_cards, winning_play

    rng = np.random.default_rng(seed)
    state = Tarokk54Game().new_initial_state(seed)
    action = state.string_to_action(contract)
    while state.phase == "auction" and action not in state.legal_actions():
        say(state, "pass")
    if state.phase != "auction":
        return
    state.apply_action(action)
    while not state.is_terminal():
        if state.phase == "play":
            assert state.play is not None and state.to_act is not None
            hand = state.play.hands[state.to_act]
            trick = state.play.current
            basic = legal_cards(hand, trick[0][1] if trick else None)
            listed = [parse_card(state.action_to_string(a)[5:], DECK54) for a in state.legal_actions()]
            best = winning_play(trick)[1] if trick else None
            higher = [c for c in basic if best is not None and beats(c, best)]
            betli = state.contract is not None and "betli" in state.contract.name  # the bid may be outbid
            if betli and higher:
                assert sorted(listed, key=DECK54.id) == sorted(higher, key=DECK54.id)
            else:
                assert sorted(listed, key=DECK54.id) == sorted(basic, key=DECK54.id)
        state.apply_action(
            Tarokk54Game.policies["random"](state.view(state.current_player()), state.legal_actions(), rng)
        )


def test_the_betli_study_counts_every_deal_with_its_interval():
    from tarokk.studies.tarokk54 import betli_by_shape, play_betli

    table = betli_by_shape(deals=30, seed=2)
    assert int(table["deals"].sum()) == 30
    assert ((table["low"] <= table["rate"]) & (table["rate"] <= table["high"])).all()
    assert table.equals(betli_by_shape(deals=30, seed=2))  # the same seed, the same numbers
    assert int(betli_by_shape(deals=30, seed=2, by="longest-suit")["deals"].sum()) == 30
    deal = play_betli(5)
    assert len(deal.hand) == 12
    with pytest.raises(TarokkInputError):
        betli_by_shape(deals=0)
    with pytest.raises(TarokkInputError):
        play_betli(5, bot="clever")


# -- records and the terminal table ------------------------------------------------------------

BETLI_RECORD = """\
[Game "tarokk54"]
[Event "D's betli, B's kontra"]

Hands:
  A: XX, XIX, XVII, X, IX, VIII, Kő d, Kő 4, K d, T d, P d, P 7
  B: XVIII, XVI, VII, VI, Kő l, Kő 3, K l, K 3, T l, T 9, P l, P 9
  C: XV, XIV, V, IV, III, Kő b, Kő á, K b, K á, T b, T 10, P b
  D: S, XXI, I, II, XIII, Kő k, K k, T k, P k, Kő 2, K 2, K 4
Talon: XII, XI, T 8, T 7, P 10, P 8
Actions:
  A pass
  B pass
  C pass
  D betli
  A pass
  B kontra      # binds A and C too: C is not asked
  D pass
  D play K 4    # the declarer leads in a betli
  A play K d
  B play K 3
  C play K á
  A play Kő 4
  B play Kő 3
  C play Kő á
  D play Kő k   # D must overtake the ace with his king: the betli is lost
  D play Kő 2
  A play Kő d
  B play Kő l
  C play Kő b
  A play P 7
  B play P 9
  C play P b
  D play P k
  D play K 2
  A play VIII
  B play K l
  C play K b
  A play T d
  B play T 9
  C play T 10
  D play T k
  D play K k
  A play IX
  B play XVI
  C play III
  B play T l
  C play T b
  D play I
  A play X
  A play P d
  B play P l
  C play IV
  D play XIII
  D play II
  A play XVII
  B play XVIII
  C play V
  B play VI
  C play XIV
  D play XXI
  A play XIX
  D play S
  A play XX
  B play VII
  C play XV
"""


def test_a_hand_written_record_replays_and_settles():
    from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record

    replayed = replay_table_record(parse_table_record(BETLI_RECORD))
    state = replayed.state
    assert replayed.finished and state.kontra == 1
    assert state.returns() == [16.0, 16.0, 16.0, -48.0]  # 8 units doubled, from each of three
    assert [line.what for line in state.settlement()] == [
        "betli: the betli lost (D took 6 of 12 tricks), 8 units, ×2 (kontra)"
    ]
    again = replay_table_record(parse_table_record(format_table_record(state)))
    assert again.state.history() == state.history()


def test_a_record_breaking_the_duty_to_overtake_names_its_line():
    from tarokk.core.gamerecords import parse_table_record, replay_table_record

    lines = BETLI_RECORD.splitlines()
    wrong = lines.index("  D play Kő k   # D must overtake the ace with his king: the betli is lost")
    lines[wrong] = "  D play Kő 2"
    with pytest.raises(IllegalAction) as refused:
        replay_table_record(parse_table_record("\n".join(lines)))
    error = refused.value
    assert (error.rule, error.seat, error.line, error.column) == ("tarokk54.play.overtake", "D", wrong + 1, 5)


def test_the_command_line_replays_settles_and_seats_a_learner(capsys, tmp_path, monkeypatch):
    import io

    from tarokk.cli.main import main

    path = tmp_path / "betli.txt"
    path.write_text(BETLI_RECORD, encoding="utf-8")
    for argv in (["replay", str(path)], ["--lang", "hu", "settle", str(path)]):
        assert main(argv) == 0
    out = capsys.readouterr().out
    assert "every action checked" in out and "a betli nem sikerült" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 200))
    assert main(["play", "--game", "tarokk54", "--seed", "4", "--record-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Your hand" in out and "Totals" in out
    records = [p for p in tmp_path.glob("tarokk54-4*.txt")]
    assert len(records) == 1


def test_the_documented_examples_hold():
    import doctest

    import tarokk.games.tarokk54.state
    import tarokk.studies.tarokk54

    for module in (tarokk.games.tarokk54.state, tarokk.studies.tarokk54):
        assert doctest.testmod(module).failed == 0


def test_the_chapters_first_deal_goes_as_its_prose_tells_it():
    """book/tarokk54.md narrates deal 38 in words: B bids játék, the others pass, B lays four
    cards away and calls the XVII, the next two exchange one card each, and D holds the XVII."""
    from tarokkbook.tarokk54 import played_deal

    deal = played_deal(38)
    said = [deal.action_to_string(action) for action in deal.history()[:11]]
    assert said[:4] == ["pass", "game", "pass", "pass"]
    assert [name.split()[0] for name in said[4:8]] == ["discard"] * 4
    assert said[8] == "call XVII" and [name.split()[0] for name in said[9:11]] == ["discard"] * 2
    hands, _ = deal.dealt_cards()
    assert "XVII" in [card.tolnai for card in hands["D"]]


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        ({"partner": "E"}, "partner: E does not sit at this table; the seats are A, B, C, D"),
        ({"tricks": [6, 0, 6]}, r"the tricks of A, B, C, D, in this order, add up to 12, not 6, 0, 6"),
        ({"tricks": [6, 1, 6, 0]}, "add up to 12, not 6, 1, 6, 0"),
        ({"partner": "A"}, r"játék: a partner is .* not the declarer \(wiki: Játék, Trisákolás\), not A"),
        ({"contract": "solo-three"}, "szólóhármas: a partner is a called tarokk's holder or a trisákolás helper"),
        ({"declarer_points": 65}, "declarer_points: 65 is more than the pack's 64 points"),
        ({"declarer_points": "none"}, "játék: the game needs the declarer's side's card points, 0 to 64"),
        ({"contract": "ultimo"}, "ultimóhívás: the ultimó needs who took the last trick and with which card"),
        ({"kontra": 3}, r"kontra: 3 is too high; the highest kontra is 2 \(rekontra\)"),
        ({"declarer": "none"}, "a contract has a declarer"),
        ({"contract": "none"}, "a contract has a declarer"),
    ],
)
def test_a_summary_the_deal_cannot_have_is_refused_saying_why(change, refusal):
    game = Tarokk54Game()
    summary = {"contract": "game", "declarer": "A", "partner": "C", "tricks": [6, 0, 6, 0], "declarer_points": 40}
    [line] = game.settle(game.outcome_from_summary(summary))
    assert line.amounts == (4, -4, 4, -4)  # as written, the pair won its game
    with pytest.raises(TarokkInputError, match=refusal) as refused:
        game.settle(game.outcome_from_summary({**summary, **change}))
    assert refused.value.hu and refused.value.hu != refused.value.message  # said in Hungarian too


def test_a_hungarian_summary_of_an_all_pass_deal_pays_the_texts_table():
    """„ha „A” játékos 1; „B” játékos 2; „C” játékos 4, „D” játékos 5 ütést csinált”: Össz +8 +4 −4 −8."""
    game = Tarokk54Game()
    outcome = game.outcome_from_summary({"játék": "nincs", "felvevő": "nincs", "ütések": [1, 2, 4, 5]})
    lines = game.settle(outcome)
    assert [sum(line.amounts[i] for line in lines) for i in range(4)] == [8, 4, -4, -8]
