"""Rikiki's own rules so far (nehezebb-kartyajatekok.txt, "Rikiki"): the pack and the deals of a
game for three to six, the compulsory bids with the dealer's barred bid, the trump suit of a
deal, and the score of one deal, each quoting the page."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarokk.core.cards import Suit, mask_of
from tarokk.core.errors import OptionError
from tarokk.core.tricks import TrickPlay
from tarokk.games.rikiki.course import barred_bid, deal, deal_sizes, legal_bids, pack, trump_suit
from tarokk.games.rikiki.options import PAGE, RikikiOptions
from tarokk.games.rikiki.scoring import deal_score


def rules(**options) -> RikikiOptions:
    return RikikiOptions.read(options)


def test_three_to_six_players_with_four_the_default():
    """„A résztvevők száma ideális esetben négy, de többen is játszhatják”; the table runs from 3 to 6."""
    assert PAGE.players == 4
    assert rules(players="6").players == 6
    with pytest.raises(OptionError):
        rules(players="7")


@pytest.mark.parametrize(("players", "top", "sizes"), [(3, 17, 34), (4, 13, 26), (5, 10, 20), (6, 8, 16)])
def test_a_game_grows_to_the_whole_pack_and_shrinks_back(players, top, sizes):
    """„Egy négy személyes parti 26 osztásból áll, de minden osztást annyiszor kell megismételni, ahány
    játékos van […] (Három személy játékánál kétszer 17 osztást játszanak, öt játékos 10 osztást, hat
    pedig 8 osztást játszik)”: sizes 1 … top and back, each dealt once by every player."""
    dealt = deal_sizes(rules(players=str(players)))
    assert len(dealt) == sizes * players
    assert max(dealt) == top == len(pack(players)) // players
    assert dealt[:players] == dealt[-players:] == (1,) * players  # „a homlokukra tett egyetlen lappal fejezik be”
    assert list(dealt[: len(dealt) // 2]) == sorted(dealt[: len(dealt) // 2])


def test_the_stages_options():
    """„a növekvő szakasz utolsó része egyben lehet a csökkenő szakasz első része is”; „Ha az idő kevés,
    a rikikit lehet csak növekvő szakasszal is játszani.”"""
    assert len(deal_sizes(rules(stages="shared-top"))) == 25 * 4
    assert deal_sizes(rules(stages="growing")) == tuple(size for size in range(1, 14) for _ in range(4))


def test_the_dealer_may_not_make_the_bids_add_up():
    """„Az utolsó licitáló viszont nem mondhat akkora számot, amivel az összes licit összege épp
    megegyezne a leosztott lapok számával”; in the one-card deal „ha mindenki passzol előtte, neki is
    passzolnia kell”."""
    assert legal_bids([0, 0, 0], players=4, tricks=1) == [0]
    assert legal_bids([1, 2], players=3, tricks=5) == [0, 1, 3, 4, 5]
    assert legal_bids([3, 3], players=3, tricks=5) == [0, 1, 2, 3, 4, 5]  # no bid can make 5
    assert legal_bids([0], players=3, tricks=5) == list(range(6))  # only the last bidder is barred


@given(st.integers(3, 6), st.integers(1, 17), st.data())
def test_the_bids_never_add_up_to_the_tricks(players, tricks, data):
    bids: list[int] = []
    for _ in range(players):
        bids.append(data.draw(st.sampled_from(legal_bids(bids, players, tricks))))
    assert sum(bids) != tricks
    assert barred_bid(bids[:-1], tricks) != bids[-1]


def test_no_trump_in_the_one_card_deal_nor_in_the_deal_of_the_whole_pack():
    """„Adu egylapos osztásnál nincs!”; „az összes lap kiosztásakor szintén nem szokás adut használni,
    mert nem marad hozzá lap”."""
    undealt = list(pack(4).cards[:4])
    assert trump_suit(undealt, 1, PAGE) is None
    assert trump_suit([], 13, PAGE) is None
    assert trump_suit(undealt, 5, PAGE) is undealt[0].suit is Suit.HEARTS
    assert trump_suit(undealt, 5, rules(trump="none")) is None


@pytest.mark.parametrize(
    ("bid", "taken", "score", "line"),
    [
        (0, 0, 10, "nem vállalt ütést és teljesítette (azaz nem ütött): 10 pont"),
        (3, 3, 10, "vállalt valamennyi ütést és pontosan teljesítette: 10 pont"),
        (3, 0, -6, "vállalt ütést, de nem teljesített egyet sem: hiányzó ütésenként - 2 pont"),
        (4, 1, -4, "vállalt ütést, de kevesebbet ütött: teljesített ütésenként 2 pont, - hiányzó ütésenként - 2 pont"),
        (4, 3, 4, "vállalt ütést, de kevesebbet ütött: teljesített ütésenként 2 pont, - hiányzó ütésenként - 2 pont"),
        (2, 5, 4, "vállalt ütést, de túlteljesített: 10 pont, - többletütésenként - 2 pont"),
    ],
)
def test_the_score_of_one_deal(bid, taken, score, line):
    assert deal_score(bid, taken, PAGE) == score, line


def test_a_bid_of_none_overtaken_is_an_option():
    """The page's five lines leave out a bid of none with tricks taken."""
    assert deal_score(0, 2, PAGE) == 6
    assert deal_score(0, 2, rules(none_taken="short")) == -4


@given(st.integers(0, 17), st.integers(0, 17))
def test_the_five_lines_as_arithmetic(bid, taken):
    """Exact 10, over 10 less 2 a trick, short 2 a trick taken less 2 a trick missing."""
    score = deal_score(bid, taken, PAGE)
    if taken > bid:
        assert score == 10 - 2 * (taken - bid) < 10
    elif taken < bid:
        assert score == 2 * taken - 2 * (bid - taken)
    else:
        assert score == 10


def test_the_short_line_read_as_written_can_outscore_an_exact_bid():
    """„teljesített ütésenként 2 pont, - hiányzó ütésenként - 2 pont”, read as written: eight bid and
    seven taken earns 12, more than the 10 of a bid made exactly, although the page wants „a
    motiváció a pontos teljesítésre”. The engine scores what the page says."""
    assert deal_score(8, 7, PAGE) == 12 > deal_score(8, 8, PAGE) == 10


@given(st.integers(0, 2**64 - 1), st.sampled_from([3, 4, 5, 6]), st.data())
def test_a_deal_hands_out_every_card_once_and_plays_to_a_score(seed, players, data):
    """A deal from the page's pack: every card once, in the hands or left over; then a deal played
    with its trump („színre színt, vagy adut kell tenni”) after bids with the dealer's barred: the
    bids never add up to the tricks, so not every seat makes its bid."""
    rules = RikikiOptions(players=players)
    size = data.draw(st.sampled_from(sorted(set(deal_sizes(rules)))))
    hands, undealt = deal(seed, size, rules)
    held = [card for hand in hands.values() for card in hand]
    assert sorted(held + list(undealt), key=id) == sorted(pack(players).cards, key=id)
    assert {len(hand) for hand in hands.values()} == {size}
    trump = trump_suit(undealt, size, rules)
    assert (trump is None) == (size == 1 or not undealt)
    bids: list[int] = []
    for _ in hands:
        bids.append(data.draw(st.sampled_from(legal_bids(bids, players, size))))
    play = TrickPlay(hands, trumps=mask_of(card for card in pack(players).cards if card.suit is trump))
    while not play.finished:
        play.apply(data.draw(st.sampled_from(play.legal_actions())))
    taken = [sum(trick.winner == seat for trick in play.tricks) for seat in hands]
    assert sum(taken) == size != sum(bids)
    assert not all(bid == took for bid, took in zip(bids, taken, strict=True))
