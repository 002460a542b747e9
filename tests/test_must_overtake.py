"""The duty to overtake (Tolnai §73, bettli and nyílt bettli: „Felülütés, a színre színadás
(59) betartása mellett kötelező”), a play constraint of the core any game may impose."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK54, parse_card, parse_cards
from tarokk.core.errors import IllegalAction
from tarokk.core.tricks import MustOvertake, TrickPlay, beats, legal_cards, winning_play

RULE = "trisak.play.overtake"


def hands(**by_seat: str) -> dict:
    return {seat: parse_cards(text, DECK54) for seat, text in by_seat.items()}


def test_a_higher_card_of_the_suit_led_must_be_played():  # trisak.play.overtake
    play = TrickPlay(hands(A="Kő d", B="Kő k, Kő 4", C="T 7", D="P 7"), constraints=[MustOvertake(RULE)])
    play.apply(parse_card("Kő d"))
    assert play.legal_actions() == [parse_card("Kő k")]
    with pytest.raises(IllegalAction) as error:
        play.apply(parse_card("Kő 4", DECK54))
    assert error.value.rule == RULE
    assert error.value.message == "B must beat kőr dáma: holds kőr király"


def test_following_suit_comes_before_overtaking():
    """A trumped suit trick: who still holds the suit follows it with any card of it."""
    dealt = hands(A="Kő d, II", B="III, T 7", C="Kő k, Kő á, XX", D="P 7, T 8")
    play = TrickPlay(dealt, constraints=[MustOvertake(RULE)])
    play.apply(parse_card("Kő d"))
    play.apply(parse_card("III"))  # B is void in hearts and trumps
    assert set(play.legal_actions()) == {parse_card("Kő k"), parse_card("Kő á")}  # no heart beats a tarokk


def test_a_tarokk_lead_must_be_overtaken_with_a_higher_tarokk():
    play = TrickPlay(hands(A="X, Kő 4", B="XX, IX, Kő á", C="T 7, P 7", D="P 8, T 8"), constraints=[MustOvertake(RULE)])
    play.apply(parse_card("X"))
    assert play.legal_actions() == [parse_card("XX")]


def test_the_leader_is_free():
    play = TrickPlay(hands(A="X, Kő 4", B="XX, Kő á", C="T 7, P 7", D="P 8, T 8"), constraints=[MustOvertake(RULE)])
    assert set(play.legal_actions()) == set(parse_cards("X, Kő 4", DECK54))


@st.composite
def tables(draw: st.DrawFn) -> TrickPlay:
    """Four hands of up to twelve cards of the 54-card deck, with up to three cards already
    played to the first trick under the duty to overtake."""
    order = draw(st.permutations(DECK54.cards))
    size = draw(st.integers(1, 12))
    dealt = {seat: list(order[i * size : (i + 1) * size]) for i, seat in enumerate("ABCD")}
    play = TrickPlay(dealt, constraints=[MustOvertake(RULE)])
    for _ in range(draw(st.integers(0, 3))):
        play.apply(draw(st.sampled_from(play.legal_actions())))
    return play


@settings(max_examples=300, deadline=None)
@given(tables())
def test_every_allowed_card_overtakes_when_one_can_and_every_refused_card_names_the_rule(play):
    trick = list(play.current)
    seat = play.to_play
    basic = legal_cards(play.hands[seat], trick[0][1] if trick else None)
    allowed = play.legal_actions()
    assert allowed and set(allowed) <= set(basic)
    if trick and any(beats(card, winning_play(trick)[1]) for card in basic):
        best = winning_play(trick)[1]
        assert set(allowed) == {card for card in basic if beats(card, best)}
    else:
        assert set(allowed) == set(basic)  # the leader, or a player who cannot overtake, is free
    for card in set(basic) - set(allowed):
        with pytest.raises(IllegalAction) as error:
            play.check(card)
        assert error.value.rule == RULE
