"""Cards: the deck, points, honours, beat counts (Tolnai §1–§7) and the three spellings."""

import pytest

from tarokk.core.cards import DECK42, DECK54, PAGAT, SKIZ, XXI, Card, Suit, parse_card, parse_cards, sort_hand
from tarokk.core.errors import TarokkInputError


def test_deck_has_22_tarokks_and_four_suits_of_five():  # cards.deck
    assert len(DECK42) == 42
    assert sum(card.is_tarokk for card in DECK42.cards) == 22
    for suit in Suit:
        assert len([c for c in DECK42.cards if c.suit == suit]) == 5


def test_points_total_94_and_106():  # cards.points
    assert DECK42.total_points == 94
    assert DECK54.total_points == 106
    by_name = {card.hu: card.points for card in DECK42.cards}
    assert by_name["skíz"] == by_name["XXI"] == by_name["pagát"] == 5
    assert by_name["XX"] == by_name["II"] == 1
    assert by_name["kőr király"] == 5
    assert by_name["káró dáma"] == 4
    assert by_name["treff lovas"] == 3
    assert by_name["pikk bubi"] == 2
    assert by_name["pikk tízes"] == by_name["kőr ász"] == 1


def test_honours_and_high_honours():  # cards.honours
    honours = [card for card in DECK42.cards if card.is_honour]
    assert set(honours) == {SKIZ, XXI, PAGAT}
    assert {card for card in DECK42.cards if card.is_big_honour} == {SKIZ, XXI}


@pytest.mark.parametrize(
    ("text", "beats"),
    [("S", 41), ("XXI", 40), ("XX", 39), ("I", 20), ("Kő k", 4), ("T d", 3), ("P l", 2), ("K b", 1), ("K á", 0)],
)
def test_beat_count_follows_tolnai_6(text, beats):  # cards.beat-count
    assert DECK42.beat_count(parse_card(text)) == beats


def test_54_card_deck_adds_pips_below_ace_and_ten():  # cards.deck54
    assert len(DECK54) == 54
    hearts = sort_hand(c for c in DECK54.cards if c.suit == Suit.HEARTS)
    assert [c.tolnai for c in hearts] == ["Kő k", "Kő d", "Kő l", "Kő b", "Kő á", "Kő 2", "Kő 3", "Kő 4"]
    spades = sort_hand(c for c in DECK54.cards if c.suit == Suit.SPADES)
    assert [c.tolnai for c in spades][-4:] == ["P 10", "P 9", "P 8", "P 7"]


@pytest.mark.parametrize("spelling", ["hu", "tolnai", "en"])
def test_every_card_reads_back_in_every_spelling(spelling):
    for deck in (DECK42, DECK54):
        for card in deck.cards:
            assert parse_card(card.name(spelling), deck) == card


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Kő k", Card(Suit.HEARTS, 8)),
        ("kőr király", Card(Suit.HEARTS, 8)),
        ("KOR KIRALY", Card(Suit.HEARTS, 8)),
        ("heart king", Card(Suit.HEARTS, 8)),
        ("king of hearts", Card(Suit.HEARTS, 8)),
        ("P 10", Card(Suit.SPADES, 4)),
        ("spade 10", Card(Suit.SPADES, 4)),
        ("K á", Card(Suit.DIAMONDS, 4)),
        ("K k", Card(Suit.DIAMONDS, 8)),
        ("treff bub", Card(Suit.CLUBS, 5)),
        ("S", SKIZ),
        ("skiz", SKIZ),
        ("pagát", PAGAT),
        ("I", PAGAT),
        ("xxi", XXI),
        ("huszonegyes", XXI),
        ("húszas", Card(None, 20)),
        ("tizenkilencest", Card(None, 19)),
    ],
)
def test_parse_spellings(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("P", "ambiguous"),
        ("K", "ambiguous"),
        ("XXII", "expected a tarokk"),
        ("kőr", "expected a tarokk"),
        ("kőr tízes", "red suits"),
        ("pikk 7", "not in the 42-card"),
    ],
)
def test_bad_card_text_is_refused_with_the_text_quoted(text, fragment):
    with pytest.raises(TarokkInputError) as error:
        parse_card(text)
    assert repr(text) in str(error.value)
    assert fragment in str(error.value)


def test_players_sort_tarokks_down_then_suits():
    hand = parse_cards("P 10, I, Kő k, S, XX, Kő á")
    assert [c.tolnai for c in sort_hand(hand)] == ["S", "XX", "I", "Kő k", "Kő á", "P 10"]
