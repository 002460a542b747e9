"""Jokers in the shared trick play (Droggn's skíz: „bármelyik ütésbe betehető”, „nem üthet …
nem fogható, visszaszáll a kijátszó ütéseihez”), and the card that may be withheld and so
becomes one (Troggu's skíz: „utolsó tarokklapként tarokk hívása esetén nem kötelező ütésbe
tenni”): the shared machinery any game may use. The discard's king that goes only with a
tarokk is tested with Droggn, its game (test_droggn), and the king of all four with Troggu."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK54, SKIZ, parse_card, parse_cards
from tarokk.core.counting import CardCounting
from tarokk.core.errors import IllegalAction
from tarokk.core.tricks import TrickPlay, winning_play


def hands(**by_seat: str) -> dict:
    return {seat: parse_cards(text, DECK54) for seat, text in by_seat.items()}


def card(text: str):
    return parse_card(text, DECK54)


def test_a_joker_may_go_to_any_trick_instead_of_following():
    play = TrickPlay(hands(A="Kő k, XX", B="Kő 4, S", C="Kő 3, II"), jokers=SKIZ.bit)
    play.apply(card("Kő k"))
    assert set(play.legal_actions()) == {card("Kő 4"), SKIZ}  # B holds a heart, yet may throw the skíz
    play.apply(SKIZ)
    assert play.legal_actions() == [card("Kő 3")]


def test_a_joker_does_not_count_as_a_tarokk_for_the_duty_to_answer_a_tarokk():
    """Without jokers the skíz answers a tarokk lead; as a joker B is void in tarokks and may play anything."""
    dealt = hands(A="XX, Kő k", B="S, P 7", C="II, Kő 3")
    plain = TrickPlay(dealt)
    plain.apply(card("XX"))
    assert plain.legal_actions() == [SKIZ]
    joker = TrickPlay(dealt, jokers=SKIZ.bit)
    joker.apply(card("XX"))
    assert set(joker.legal_actions()) == {SKIZ, card("P 7")}


def test_a_led_joker_leaves_the_suit_to_the_next_card_and_never_wins():
    play = TrickPlay(hands(A="S, Kő k", B="P 7, Kő 4", C="P 8, XX"), jokers=SKIZ.bit)
    play.apply(SKIZ)
    assert set(play.legal_actions()) == {card("P 7"), card("Kő 4")}  # no suit led yet
    play.apply(card("P 7"))
    assert play.legal_actions() == [card("P 8")]  # the spade gives the suit to follow
    trick = play.apply(card("P 8"))
    assert trick is not None and trick.winner == "C"  # the skíz, the highest tarokk, does not win
    assert trick.taker("A", SKIZ) == "A" and trick.taker("B", card("P 7")) == "C"
    assert trick.points == card("P 7").points + card("P 8").points  # what the winner captures
    assert CardCounting().count_taken([trick], ("A",)) == SKIZ.points  # it goes back to its player
    assert play.points_won() == {"A": SKIZ.points, "B": 0, "C": 2}


def test_a_joker_that_is_no_joker_in_the_last_trick_wins_it():
    """Droggn's skízulti: the skíz takes the last trick, and only that one."""
    play = TrickPlay(hands(A="S", B="XXI", C="II"), jokers=SKIZ.bit, last_trick_jokers=0)
    play.apply(SKIZ)
    play.apply(card("XXI"))
    trick = play.apply(card("II"))
    assert trick is not None and trick.winner == "A"


def test_without_jokers_nothing_changes():
    plays = (("A", card("Kő k")), ("B", SKIZ), ("C", card("XXI")))
    assert winning_play(plays) == ("B", SKIZ)
    assert winning_play(plays, SKIZ.bit) == ("C", card("XXI"))


@settings(max_examples=60, deadline=None)
@given(order=st.permutations(DECK54.cards), seed=st.integers(0, 2**16))
def test_with_a_joker_every_card_is_counted_once_and_the_joker_never_wins(order, seed):
    import random

    chooser = random.Random(seed)
    dealt = {seat: list(order[i * 17 : (i + 1) * 17]) for i, seat in enumerate("ABC")}
    play = TrickPlay(dealt, jokers=SKIZ.bit)
    while not play.finished:
        play.apply(chooser.choice(play.legal_actions()))
    counted = [CardCounting().count_taken(play.tricks, (seat,)) for seat in "ABC"]
    assert sum(counted) == sum(card.points for card in order[:51])
    for trick in play.tricks:
        for seat, played in trick.plays:
            if played == SKIZ:
                assert trick.winner != seat and trick.taker(seat, played) == seat


def test_a_withholdable_last_tarokk_may_be_kept_back_from_a_tarokk_lead_and_then_is_a_joker():
    dealt = hands(A="XX, Kő k, K 3", B="S, P 7, P 8", C="II, Kő 3, K 4")
    play = TrickPlay(dealt, withholdable=SKIZ.bit, withhold_rule="troggu.play.skiz")
    play.apply(card("XX"))
    assert set(play.legal_actions()) == {SKIZ, card("P 7"), card("P 8")}
    play.apply(card("P 7"))
    assert play.withheld == {"B": SKIZ} and play.jokers == SKIZ.bit
    play.apply(card("II"))
    play.apply(card("Kő k"))  # a heart: B, void, may not trump with the skíz now, nor throw it
    assert play.legal_actions() == [card("P 8")]
    with pytest.raises(IllegalAction) as refusal:
        play.check(SKIZ)
    assert refusal.value.rule == "troggu.play.skiz"
    play.apply(card("P 8"))
    play.apply(card("Kő 3"))
    play.apply(card("K 3"))
    play.apply(SKIZ)  # the last trick: powerless, it stays with B
    last = play.apply(card("K 4"))
    assert last is not None and last.winner == "A" and last.taker("B", SKIZ) == "B"


def test_a_withholdable_card_with_other_tarokks_or_on_a_suit_lead_follows_the_plain_rules():
    dealt = hands(A="XX, Kő k", B="S, III", C="II, Kő 3")
    play = TrickPlay(dealt, withholdable=SKIZ.bit)
    play.apply(card("XX"))
    assert set(play.legal_actions()) == {SKIZ, card("III")}  # the skíz is not his last tarokk
    suit = TrickPlay(hands(A="Kő k, XX", B="S, P 7", C="Kő 3, II"), withholdable=SKIZ.bit)
    suit.apply(card("Kő k"))
    assert suit.legal_actions() == [SKIZ]  # void in hearts, the skíz his tarokk: it must trump
    suit.apply(SKIZ)
    assert suit.withheld == {}
