"""The packs without tarokks (``tarokk/core/decks.toml``) and trick play with any trumps: the
French pack of Rikiki and Trappola's pack (nehezebb-kartyajatekok.txt, "Rikiki" and
"Trappola"), each rule quoted from the page."""

import itertools
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarokk.core.cards import (
    DECK54,
    DECKS,
    FAMILIES,
    Card,
    Suit,
    card_html,
    card_object,
    cards_of,
    cards_text,
    mask_of,
    parse_card,
    sort_hand,
)
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.tricks import TrickPlay, beats, check_card, legal_mask, winning_play

FRENCH = DECKS["french-52"]
TRAPPOLA = DECKS["trappola-36"]


def card(text: str, deck=FRENCH) -> Card:
    return parse_card(text, deck)


def cards(text: str, deck=FRENCH) -> list[Card]:
    return [card(part, deck) for part in text.split(",")]


@pytest.mark.parametrize(
    ("players", "count", "per_player"),
    [(3, 51, 17), (4, 52, 13), (5, 50, 10), (6, 48, 8)],
)
def test_rikiki_packs_by_number_of_players(players, count, per_player):
    """„Játékosok száma / PAKLI / OSZTÁSOK: 3 51 lap (treff 2 nélkül) 17×3; 4 52 lap (teljes pakli)
    13×4; 5 50 lap (treff és káró 2 nélkül) 10×5; 6 48 lap (a kettesek nélkül) 8×6”."""
    deck = DECKS[f"rikiki-{players}"]
    assert len(deck) == len(set(deck.cards)) == count == per_player * players
    missing = {c.hu for c in FRENCH.cards if c not in deck}
    expected = {3: {"treff kettes"}, 4: set(), 5: {"treff kettes", "káró kettes"}}
    assert missing == expected.get(players, {f"{suit.hu} kettes" for suit in Suit})


@pytest.mark.parametrize(("key", "count"), [("trappola-36", 36), ("trappola-40", 40)])
def test_trappola_packs(key, count):
    """„Pakli: 36 lap.” and „Variáns: a játékot lehet játszani 40 lapos […] kártyával is, ekkor a
    játékosok 10-10 lappal játszanak”: every card once, nine (ten) a suit."""
    deck = DECKS[key]
    assert len(deck) == len(set(deck.cards)) == count
    for suit in Suit:
        assert sum(c.suit is suit for c in deck.cards) == count // 4


def test_french_ranks_in_the_pages_order():
    """„A lapok rangsora a hagyományos: 2, 3, 4, 5, 6, 7, 8, 9, 10, bubi, dáma, király, ász.”"""
    hearts = [c for c in FRENCH.cards if c.suit is Suit.HEARTS]
    names = [c.hu.removeprefix("kőr ") for c in hearts]
    assert names[-4:] == ["bubi", "dáma", "király", "ász"]
    assert [c.tolnai for c in hearts[:9]] == [f"Kő {n}" for n in range(2, 11)]
    for lower, higher in itertools.pairwise(hearts):
        assert beats(higher, lower, trumps=0) and not beats(lower, higher, trumps=0)


def test_trappola_ranks_and_latin_names():
    """„Francia kártyával: Á, K, D, B, 10, 9, 8, 7, 2 […] A lapok ütőértéke megegyezik ezzel a
    sorrenddel.” „Eredeti latin trappola-kártyával: Asso (Ász), Re (Király), Cavall (Lovas), Fante
    (Botos, vagy Apród), 7, 8, 9, 10, és a 2. (Itt a színek: serleg, kard, bot, arany)”"""
    spades = sort_hand(c for c in TRAPPOLA.cards if c.suit is Suit.SPADES)
    assert [c.tolnai.split()[1] for c in spades] == ["á", "k", "d", "b", "10", "9", "8", "7", "2"]
    for higher, lower in itertools.pairwise(spades):
        assert beats(higher, lower, trumps=0)
    assert [c.latin for c in spades[:4]] == ["kard Asso", "kard Re", "kard Cavall", "kard Fante"]
    assert {c.latin.split()[0] for c in TRAPPOLA.cards} == {"serleg", "kard", "bot", "arany"}
    assert card("serleg lovas", TRAPPOLA) is card("kőr dáma", TRAPPOLA) is Card(Suit.HEARTS, 12, "trappola")
    assert card("bot Re", TRAPPOLA) is card("treff király", TRAPPOLA)
    assert card("arany botos", TRAPPOLA) == card("arany apród", TRAPPOLA) == card("káró bubi", TRAPPOLA)


def test_trappola_40_keeps_five_cards_of_no_points_a_suit():
    """„a pontot nem érő lapok 3-8-ig szerepelnek a pakliban, a fejlapok és az ász, valamint a kettes
    ugyanúgy viselkedik, mint a 36 lapos változatban, mindössze eggyel több pont nélküli lap lesz”:
    one more than the 36-card pack's four (10, 9, 8, 7), ten cards a suit."""
    no_points = {deck: sum(1 for c in DECKS[deck].cards if c.suit is Suit.CLUBS and not c.points and c.rank != 2)
                 for deck in ("trappola-36", "trappola-40")}  # fmt: skip
    assert no_points == {"trappola-36": 4, "trappola-40": 5}
    assert DECKS["trappola-40"].total_points == DECKS["trappola-36"].total_points


def test_a_card_knows_its_family():
    """The French kőr 8 is not the tarokk pack's kőr király (rank 8), and no two cards of any pack share a bit."""
    french_eight, tarokk_king = card("kőr 8"), parse_card("kőr király", DECK54)
    assert french_eight.rank == tarokk_king.rank == 8
    assert french_eight != tarokk_king and french_eight.bit != tarokk_king.bit
    assert card("kőr 8") != card("kőr 8", TRAPPOLA)
    everything = {c for deck in (DECK54, FRENCH, DECKS["trappola-40"], TRAPPOLA) for c in deck.cards}
    assert (
        mask_of(everything).bit_count() == len(everything) == 54 + 52 + 52
    )  # Trappola: 36 and 40 share 2, 7 and the four of points


def test_a_card_no_pack_has_is_refused():
    for suit, rank, family in ((Suit.HEARTS, 15, "french"), (Suit.HEARTS, 3, "no-such-pack"), (None, 2, "french")):
        with pytest.raises(ValueError, match="no card of rank"):
            Card(suit, rank, family)
    assert Card(Suit.HEARTS, 14, "french") is card("kőr ász")


ALL_DECKS = sorted(DECKS)


@given(st.sampled_from(ALL_DECKS), st.data())
def test_every_card_reads_back_in_every_spelling(key, data):
    deck = DECKS[key]
    one = data.draw(st.sampled_from(deck.cards))
    spellings = ["hu", "tolnai", "en", "full"]
    for spelling in spellings:
        assert parse_card(one.name(spelling), deck) is one
    assert parse_card(one.latin, deck) is one
    assert pickle.loads(pickle.dumps(one)) is one


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [("kőr 10", Suit.HEARTS, 10), ("pikk ász", Suit.SPADES, 14), ("heart queen", Suit.HEARTS, 12),
     ("queen of hearts", Suit.HEARTS, 12), ("T 2", Suit.CLUBS, 2), ("K k", Suit.DIAMONDS, 13),
     ("káró tízes", Suit.DIAMONDS, 10), ("spade jack", Suit.SPADES, 11), ("P á", Suit.SPADES, 14)],
)  # fmt: skip
def test_parse_french_cards(text, suit, rank):
    assert card(text) is Card(suit, rank, "french")


def test_unknown_and_missing_cards_are_refused_with_the_text_quoted():
    with pytest.raises(TarokkInputError, match="expected a suit and a face of the 52-card French pack"):
        card("skíz")
    with pytest.raises(TarokkInputError, match="not in the 51-card Rikiki pack"):
        card("treff 2", DECKS["rikiki-3"])
    with pytest.raises(TarokkInputError, match="not in the 36-card Trappola pack"):
        card("serleg 5", TRAPPOLA)


@given(st.sampled_from(ALL_DECKS), st.data())
def test_card_sets_read_back_in_players_order(key, data):
    hand = data.draw(st.lists(st.sampled_from(DECKS[key].cards), unique=True))
    assert list(cards_of(mask_of(hand))) == sort_hand(hand)


def test_names_and_pictures():
    hand = cards("pikk ász, kőr 10, kőr dáma")
    assert cards_text(hand, "hu") == "kőr dáma, kőr tízes, pikk ász"
    assert cards_text(hand, "en") == "heart queen, heart 10, spade ace"
    assert "♥" in card_html(card("kőr 10")) and 'aria-label="kőr tízes (heart 10)"' in card_html(card("kőr 10"))
    latin = card_html(card("serleg ász", TRAPPOLA), latin=True)
    assert ">serleg<" in latin and ">A<" in latin and "serleg Asso" in latin


def test_a_french_card_as_the_object_of_a_sentence():
    assert [card_object(card(text), "hu") for text in ("kőr 5", "pikk 6", "káró ász")] == [
        "a kőr ötöst",
        "a pikk hatost",
        "a káró ászt",
    ]
    assert card_object(card("heart queen"), "en") == "the heart queen"


def test_decks_pickle_as_themselves():
    for deck in DECKS.values():
        assert pickle.loads(pickle.dumps(deck)).cards == deck.cards


# -- trick play with any trumps ------------------------------------------------------------

HEARTS_TRUMP = FAMILIES["french"].suit_mask(Suit.HEARTS)


def test_a_trump_suit_wins_the_trick_else_the_highest_of_the_suit_led():
    """Rikiki: „Aduszín van”: the lowest trump beats the ace of the suit led."""
    plays = [("A", card("pikk ász")), ("B", card("kőr 2")), ("C", card("pikk király"))]
    assert winning_play(plays, trumps=HEARTS_TRUMP)[0] == "B"
    assert winning_play(plays, trumps=0)[0] == "A"
    plays.append(("D", card("kőr 3")))
    assert winning_play(plays, trumps=HEARTS_TRUMP)[0] == "D"


def test_trappola_who_cannot_follow_loses_the_trick():
    """Trappola: „Ebben a játékban nincs aduszín. […] Az ütést a magasabb értékű lap tulajdonosa viszi,
    aki nem tud színre tenni, elbukja az ütést.” „Kettessel csak akkor lehet ütést szerezni, ha az
    ellenfél nem tud színt rakni”: a led two wins against the ace of another suit."""
    play = TrickPlay({"A": cards("kőr 2, pikk 7", TRAPPOLA), "B": cards("káró ász, pikk ász", TRAPPOLA)}, trumps=0)
    play.apply(card("kőr 2", TRAPPOLA))
    assert set(play.legal_actions()) == set(cards("káró ász, pikk ász", TRAPPOLA))  # „bármi más tehető”
    trick = play.apply(card("pikk ász", TRAPPOLA))
    assert trick is not None and trick.winner == "A"


def _spec(held: list[Card], led: Card, trump: Suit | None) -> set[Card]:
    """Rikiki's duties as the page says them: „színre színt, vagy adut kell tenni”."""
    follow = {c for c in held if c.suit is led.suit}
    trumps = {c for c in held if c.suit is trump}
    return follow or trumps or set(held)


@given(
    st.lists(st.sampled_from(FRENCH.cards), min_size=1, max_size=13, unique=True),
    st.sampled_from(FRENCH.cards),
    st.sampled_from([None, *Suit]),
)
def test_legal_cards_follow_suit_else_trump_else_anything(held, led, trump):
    """„színre színt, vagy adut kell tenni, felülütési kényszer nincs”: a lower card of the suit led
    is as good as a higher one."""
    trumps = FAMILIES["french"].suit_mask(trump) if trump else 0
    legal = set(cards_of(legal_mask(mask_of(held), led, trumps=trumps)))
    assert legal == _spec(held, led, trump)


def test_no_duty_to_overtake():
    """„felülütési kényszer nincs”."""
    play = TrickPlay({"A": cards("pikk király, treff 3"), "B": cards("pikk 2, pikk ász")}, trumps=HEARTS_TRUMP)
    play.apply(card("pikk király"))
    assert set(play.legal_actions()) == set(cards("pikk 2, pikk ász"))
    play.apply(card("pikk 2"))
    assert play.tricks[0].winner == "A"


def test_a_void_player_must_trump_and_is_told_which_suit():
    """„színre színt, vagy adut kell tenni”: the refusal names the suit led and the trump suit."""
    hand = cards("kőr 5, treff ász")
    with pytest.raises(IllegalAction) as refused:
        check_card("B", hand, card("pikk 10"), card("treff ász"), trumps=HEARTS_TRUMP)
    assert refused.value.rule == "play.trump-if-void"
    assert "must play a trump (hearts)" in refused.value.message
    assert refused.value.hu == "B: pikk nincs nála, ezért adut kell adnia (kőr), van is: kőr ötös"
    with pytest.raises(IllegalAction) as refused:
        check_card("B", hand, card("kőr 10"), card("treff ász"), trumps=HEARTS_TRUMP)
    assert refused.value.rule == "play.follow-suit" and "(kőr)" in (refused.value.hu or "")


@given(st.randoms(use_true_random=False), st.sampled_from([None, *Suit]))
def test_a_whole_deal_is_won_by_the_highest_trump_else_the_highest_of_the_suit_led(rng, trump):
    deck = list(DECKS["rikiki-4"].cards)
    rng.shuffle(deck)
    hands = {seat: deck[i * 13 : (i + 1) * 13] for i, seat in enumerate("ABCD")}
    trumps = FAMILIES["french"].suit_mask(trump) if trump else 0
    play = TrickPlay(hands, trumps=trumps)
    while not play.finished:
        play.apply(rng.choice(play.legal_actions()))
    for trick in play.tricks:
        led = trick.led
        played_trumps = [(c.rank, s) for s, c in trick.plays if c.suit is trump]
        followed = [(c.rank, s) for s, c in trick.plays if c.suit is led.suit]
        assert trick.winner == max(played_trumps or followed)[1]
