"""Card sets as bit masks: a set of cards round-trips through its mask, the named sets are the
cards the readable predicates name, and the legal cards worked out from masks are the cards the
rules of play name (pagat "A lejátszás"; Tolnai §56–§61)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import (
    BIG_HONOURS,
    DECK42,
    DECK54,
    HONOURS,
    KINGS,
    TAROKKS,
    Card,
    cards_of,
    mask_of,
    sort_hand,
)
from tarokk.core.tricks import legal_cards, legal_mask
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal_pack

card_sets = st.lists(st.sampled_from(DECK54.cards), unique=True)


@given(card_sets)
def test_a_mask_round_trips_to_the_same_cards_in_players_order(cards):
    mask = mask_of(cards)
    assert cards_of(mask) == tuple(sort_hand(cards))
    assert mask.bit_count() == len(cards)
    assert all(bool(card.bit & mask) == (card in cards) for card in DECK54.cards)


def test_every_card_has_its_own_bit():
    assert len({card.bit for card in DECK54.cards}) == len(DECK54)
    assert mask_of(DECK54.cards) == (1 << len(DECK54)) - 1


def test_the_named_sets_are_the_cards_the_predicates_name():
    assert cards_of(TAROKKS) == tuple(sort_hand(c for c in DECK54.cards if c.is_tarokk))
    assert cards_of(HONOURS) == tuple(sort_hand(c for c in DECK54.cards if c.is_honour))
    assert cards_of(BIG_HONOURS) == tuple(sort_hand(c for c in DECK54.cards if c.is_big_honour))
    assert cards_of(KINGS) == tuple(sort_hand(c for c in DECK54.cards if c.is_king))
    for card in DECK54.cards:
        same_suit = [other for other in DECK54.cards if other.suit is card.suit]
        assert cards_of(card.suit_mask) == tuple(sort_hand(same_suit))


def readable_legal_cards(hand: list[Card], led: Card | None) -> list[Card]:
    """The rules of play as the sources state them: follow the suit led, a tarokk lead with a
    tarokk; void in the suit, play a tarokk; with neither, any card."""
    if led is None:
        return sort_hand(hand)
    if led.is_tarokk:
        tarokks = [card for card in hand if card.is_tarokk]
        return sort_hand(tarokks or hand)
    same_suit = [card for card in hand if card.suit is led.suit]
    tarokks = [card for card in hand if card.is_tarokk]
    return sort_hand(same_suit or tarokks or hand)


@given(st.lists(st.sampled_from(DECK42.cards), min_size=1, max_size=12, unique=True), st.sampled_from(DECK42.cards))
def test_legal_cards_from_masks_are_the_readable_rule(hand, led):
    for lead in (None, led):
        expected = readable_legal_cards(hand, lead)
        assert legal_cards(hand, lead) == expected
        assert cards_of(legal_mask(mask_of(hand), lead)) == tuple(expected)


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_at_every_turn_of_random_deals_the_listed_cards_are_the_readable_rule(rng):
    pack = list(DECK42.cards)
    rng.shuffle(pack)
    deal = Deal(deal_pack(pack))
    turns = 0
    while not deal.finished:
        seat = deal.to_act
        legal = deal.legal_actions()
        if deal.phase == "play":
            assert deal.play is not None
            led = deal.play.current[0][1] if deal.play.current else None
            basic = readable_legal_cards(list(deal.hands[seat]), led)
            if deal.play.constraints:  # an announced pagátultimó may keep the pagát back
                assert legal and set(legal) <= set(basic)
            else:
                assert legal == basic
            assert list(deal.view(seat).hand) == sort_hand(deal.hands[seat])
            turns += 1
        deal.apply(rng.choice(legal), checked=False)
    assert turns in (0, 36)
