"""Trick play: follow suit, trump if void, tarokk on tarokk, the trick's winner (Tolnai §57–§61)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42, PAGAT, parse_card, parse_cards
from tarokk.core.errors import IllegalAction
from tarokk.core.tricks import KeepToLastTrick, Trick, TrickPlay, legal_cards, winning_play
from tarokk.games.paskievics.dealing import deal

from .conftest import random_play


def hands(**by_seat: str) -> dict:
    return {seat: parse_cards(text) for seat, text in by_seat.items()}


def test_must_follow_suit():  # play.follow-suit
    play = TrickPlay(hands(A="Kő k", B="Kő d, XX", C="II", D="P 10"))
    play.apply(parse_card("Kő k"))
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("XX"))
    assert error.value.rule == "play.follow-suit"
    assert error.value.message == "B must follow hearts: holds kőr dáma"


def test_void_in_suit_must_play_tarokk_and_with_neither_anything():  # play.trump-if-void
    play = TrickPlay(hands(A="Kő k", B="P 10, XX", C="T d", D="P 10"))
    play.apply(parse_card("Kő k"))
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("P 10"))
    assert error.value.rule == "play.trump-if-void"
    assert "B has no hearts and must play a tarokk: holds XX" in str(error.value)
    play.apply(parse_card("XX"))
    assert legal_cards(play.hands["C"], parse_card("Kő k")) == [parse_card("T d")]  # neither: anything


def test_tarokk_lead_must_be_answered_with_tarokk():  # play.follow-tarokk
    play = TrickPlay(hands(A="II", B="Kő k, III", C="T d", D="P 10"))
    play.apply(parse_card("II"))
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("Kő k"))
    assert error.value.rule == "play.follow-tarokk"


def test_no_obligation_to_overtake():
    play = TrickPlay(hands(A="XX", B="XXI, II", C="T d", D="P 10"))
    play.apply(parse_card("XX"))
    assert set(play.legal_actions()) == {parse_card("XXI"), parse_card("II")}


def test_trick_winner_highest_tarokk_else_highest_of_led_suit():  # play.trick-winner
    plays = [("A", parse_card("Kő l")), ("B", parse_card("Kő k")), ("C", parse_card("K k")), ("D", parse_card("Kő á"))]
    assert winning_play(plays)[0] == "B"
    plays[3] = ("D", parse_card("II"))
    assert winning_play(plays)[0] == "D"
    assert Trick("A", tuple(plays)).points == 3 + 5 + 5 + 1


def test_winner_leads_next_and_turn_is_enforced():  # play.turn
    play = TrickPlay(hands(A="Kő l, II", B="Kő k, III", C="Kő d, IV", D="Kő á, V"))
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("Kő k"), "B")
    assert error.value.rule == "play.turn"
    for text in ("Kő l", "Kő k", "Kő d", "Kő á"):
        play.apply(parse_card(text))
    assert play.to_play == "B"


def test_card_must_be_in_hand():  # play.card-in-hand
    play = TrickPlay(hands(A="Kő l", B="Kő k", C="Kő d", D="Kő á"))
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("S"))
    assert error.value.rule == "play.card-in-hand"


def test_keep_to_last_trick_constraint_refuses_until_forced():
    dealt = deal(7)  # A holds the pagát
    keep = KeepToLastTrick("A", PAGAT, "announce.pagat-ultimo-keep", "pagátultimó was announced")
    play = TrickPlay(dealt.hands, constraints=[keep])
    assert PAGAT not in play.legal_actions()
    with pytest.raises(IllegalAction) as error:
        play.apply(PAGAT)
    assert error.value.rule == "announce.pagat-ultimo-keep"
    forced = TrickPlay(hands(A="I", B="II", C="III", D="IV"), constraints=[keep])
    assert forced.legal_actions() == [PAGAT]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_random_legal_deals_play_nine_tricks_with_all_94_points(seed):
    dealt, play = random_play(seed)
    played = [card for trick in play.tricks for _, card in trick.plays]
    assert len(play.tricks) == 9
    assert sorted(map(DECK42.id, played + list(dealt.talon))) == list(range(42))
    assert sum(play.points_won().values()) + sum(c.points for c in dealt.talon) == 94


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_every_legal_card_accepted_every_illegal_refused_with_rule(seed, chooser_seed):
    dealt = deal(seed)
    play = TrickPlay(dealt.hands)
    chooser = random.Random(chooser_seed)
    while not play.finished:
        seat = play.to_play
        legal = set(play.legal_actions())
        for card in DECK42.cards:
            if card in legal:
                play.check(card)
            else:
                before = (dict((s, list(h)) for s, h in play.hands.items()), list(play.current), len(play.tricks))
                with pytest.raises(IllegalAction) as error:
                    play.apply(card)
                assert error.value.rule.startswith("play.")
                assert error.value.message.startswith(seat)
                after = (dict((s, list(h)) for s, h in play.hands.items()), list(play.current), len(play.tricks))
                assert before == after
        play.apply(chooser.choice(sorted(legal, key=DECK42.id)))


ENDGAME = {"B": "P b, P 10, Kő b", "C": "XV, Kő k, P k", "A": "XVI, I, Kő d", "D": "T b, Kő l, K á"}


def endgame_last_trick(*cards: str) -> Trick:
    keep = KeepToLastTrick("A", PAGAT, "announce.pagat-ultimo-keep", "pagátultimó was announced")
    play = TrickPlay(hands(**ENDGAME), leader="A", constraints=[keep])
    for card in cards:
        play.apply(parse_card(card))
    return play.tricks[-1]


def test_tolnai_54_counting_the_tarokks_saves_the_ultimo():
    # A leads to the seventh trick; C holds the XV, which A took for the XVII (Tolnai §54).
    right = endgame_last_trick("XVI", "P 10", "XV", "K á", "Kő d", "Kő b", "Kő k", "Kő l", "P k", "T b", "I", "P b")
    assert right.winner == "A" and right.card_of("A") == PAGAT
    wrong = endgame_last_trick("Kő d", "Kő b", "Kő k", "Kő l", "P k", "T b", "XVI", "P b", "I", "P 10", "XV", "K á")
    assert wrong.winner == "C"  # C's XV catches the pagát
    play = TrickPlay(hands(**ENDGAME), leader="A", constraints=[
        KeepToLastTrick("A", PAGAT, "announce.pagat-ultimo-keep", "pagátultimó was announced")])  # fmt: skip
    with pytest.raises(IllegalAction):
        play.apply(PAGAT)  # he may not lead the pagát before the last trick


def test_tolnai_56_the_xxi_escapes_on_a_kingless_suit():
    play = TrickPlay(
        hands(B="XXI, XII, P d, P b", C="S, IV, III, Kő k", A="XVIII, XVII, K d, K b", D="XVI, XIV, Kő b, P k"),
        leader="D",
    )
    for card in ("Kő b", "XVII", "XXI"):
        play.apply(parse_card(card))
    assert parse_card("S") not in play.legal_actions()  # C must follow hearts
    play.apply(parse_card("Kő k"))
    assert play.tricks[0].winner == "B"
