"""Dealing: seeded shuffle, talon of six, packets of five then four (Tolnai §20–§21)."""

import pytest

from tarokk.core.cards import DECK42
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.games.paskievics.dealing import deal, deal_knocked, deal_pack, knock_choosers
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import ruleset


def test_same_seed_same_deal_and_different_seeds_differ():  # deal.order
    assert deal(7) == deal(7)
    assert deal(7).hands != deal(8).hands


def test_seed_7_is_the_same_on_every_machine():
    # numpy's PCG64 stream is fixed, so this deal is part of the project's contract.
    assert [c.tolnai for c in deal(7).sorted_hand("A")] == ["S", "XVIII", "XV", "XIV", "XII", "XI", "I", "T b", "P k"]


@pytest.mark.parametrize("seed", range(20))
def test_every_card_dealt_once(seed):
    dealt = deal(seed)
    cards = [c for seat in ACTIVE_SEATS for c in dealt.hands[seat]] + list(dealt.talon)
    assert sorted(map(DECK42.id, cards)) == list(range(42))
    assert all(len(dealt.hands[seat]) == 9 for seat in ACTIVE_SEATS)
    assert len(dealt.talon) == 6


def test_packets_of_five_then_four_counter_clockwise_from_A():  # deal.order
    pack = list(DECK42.cards)
    dealt = deal_pack(pack)
    assert dealt.talon == tuple(pack[:6])
    assert dealt.hands["A"] == tuple(pack[6:11] + pack[26:30])
    assert dealt.hands["B"] == tuple(pack[11:16] + pack[30:34])
    assert dealt.hands["D"] == tuple(pack[21:26] + pack[38:42])


def test_five_players_the_dealer_sits_out():  # deal.players
    dealt = deal(3, players=5)
    assert dealt.dealer == "E"
    assert set(dealt.hands) == set(ACTIVE_SEATS)
    with pytest.raises(TarokkInputError):
        deal(3, players=3)


def test_knock_tolnai_21_example():  # deal.knock
    # "A a második kilenc lapot kívánja, B az elsőt, C a sajátját, D-nek a negyedik kilenc lap jut."
    pack = list(DECK42.cards)
    dealt = deal_knocked(pack, [2, 1, 3], ruleset=ruleset("tolnai1930"))
    assert dealt.hands["B"] == tuple(pack[6:15])
    assert dealt.hands["A"] == tuple(pack[15:24])
    assert dealt.hands["C"] == tuple(pack[24:33])
    assert dealt.hands["D"] == tuple(pack[33:42])


def test_knock_order_from_the_cutter():
    rules = ruleset("tolnai1930").with_options(knock_order="from-cutter")
    assert knock_choosers(4, rules) == ("C", "B", "A", "D")
    dealt = deal_knocked(list(DECK42.cards), [4, 3, 2], ruleset=rules)
    assert dealt.hands["C"] == tuple(DECK42.cards[33:42])


def test_knock_refused_where_not_played_and_bad_choices_refused():
    with pytest.raises(IllegalAction) as error:
        deal(1, knock=[1, 2, 3])
    assert error.value.rule == "deal.knock"
    with pytest.raises(IllegalAction) as error:
        deal(1, ruleset=ruleset("tolnai1930"), knock=[1, 1, 3])
    assert error.value.rule == "deal.knock"
