"""Rikiki's own rules so far (nehezebb-kartyajatekok.txt, "Rikiki"): the pack and the deals of a
game for three to six, the compulsory bids with the dealer's barred bid, the trump suit of a
deal, and the score of one deal, each quoting the page."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarokk.core.cards import Suit, mask_of
from tarokk.core.errors import IllegalAction, OptionError
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


# -- the deal on the shared engine ---------------------------------------------------------


def game(seed: int = 0, **options):
    from tarokk.core.state import load_game

    return load_game("rikiki", seed=seed, **options)


def bid_all(state, bids):
    for bid in bids:
        state.apply_action(state.string_to_action(f"bid {bid}"))


@pytest.mark.parametrize(("players", "cards"), [(3, 17), (4, 13), (5, 10), (6, 8), (4, 1), (6, 3)])
def test_a_deal_is_dealt_from_the_players_pack(players, cards):
    """rikiki.deal: „3 51 lap (treff 2 nélkül) 17×3; 4 52 lap (teljes pakli) 13×4; 5 50 lap
    (treff és káró 2 nélkül) 10×5; 6 48 lap (a kettesek nélkül) 8×6”."""
    state = game(3, players=players, cards=cards).new_initial_state()
    hands, left = state.dealt_cards()
    assert [len(hand) for hand in hands.values()] == [cards] * players
    assert len(left) == len(pack(players)) - players * cards
    assert hands == deal(3, cards, rules(players=str(players)))[0]  # one card at a time, to the right


def test_a_deal_larger_than_the_pack_allows_is_refused():
    with pytest.raises(OptionError, match="1 to 8 cards each, not 9"):
        game(players=6, cards=9)


def test_the_bids_go_from_the_dealers_right_and_the_dealer_is_barred():
    """rikiki.auction: „az osztótól jobbra kezdve sorban minden játékos nyilatkozik, hogy hány ütést
    fog vinni”; rikiki.auction.dealer: „Az utolsó licitáló viszont nem mondhat akkora számot, amivel az
    összes licit összege épp megegyezne a leosztott lapok számával”."""
    state = game(1, players=4, cards=5).new_initial_state()
    bid_all(state, [1, 2, 0])
    assert state.to_act == "D" and "bid 2" not in [state.action_to_string(a) for a in state.legal_actions()]
    with pytest.raises(IllegalAction) as barred:
        state.apply_action(state.string_to_action("bid 2"))
    assert barred.value.rule == "rikiki.auction.dealer" and "5" in barred.value.message
    with pytest.raises(IllegalAction) as too_many:
        state.apply_action(state.string_to_action("bid 6"))
    assert too_many.value.rule == "rikiki.auction"
    with pytest.raises(IllegalAction) as out_of_phase:
        state.apply_action(state.string_to_action(f"play {state.dealt_cards()[0]['D'][0].tolnai}"))
    assert out_of_phase.value.rule == "rikiki.turn"
    state.apply_action(state.string_to_action("passz"))  # the players' word for a bid of none
    assert state.phase == "play" and state.bids == [1, 2, 0, 0]


def test_a_deal_of_one_card_is_said_in_the_singular():
    state = game(players=4, cards=1).new_initial_state()
    with pytest.raises(IllegalAction, match="only 1 card is dealt to each"):
        state.apply_action(state.string_to_action("bid 2"))
    bid_all(state, [0, 0, 0])
    with pytest.raises(IllegalAction, match="add up to the 1 trick dealt"):
        state.apply_action(state.string_to_action("bid 1"))


def test_the_trump_suit_is_turned_and_must_be_played_when_void():
    """rikiki.play.trump and rikiki.play: „Aduszín van, színre színt, vagy adut kell tenni,
    felülütési kényszer nincs.”"""
    from tarokk.core.tricks import legal_mask

    for seed in range(8):
        state = game(seed, players=4, cards=6).new_initial_state()
        turned = state.turned
        assert turned is not None and turned == state.dealt_cards()[1][0]
        bid_all(state, [0, 0, 0, 0])
        while not state.is_terminal():
            held = state.play.held[state.to_act]
            current = state.play.current
            legal = {state.actions.card_of(a) for a in state.legal_actions()}
            if current:
                led = current[0][1]
                follows = held & led.suit_mask
                trumps = held & turned.suit_mask
                expected = follows or trumps or held
                assert sum(card.bit for card in legal) == expected == legal_mask(held, led, trumps=turned.suit_mask)
            state.apply_action(state.legal_actions()[-1])
        for trick in state.play.tricks:
            trumped = [card for _, card in trick.plays if card.suit is turned.suit]
            if trumped:
                assert trick.winner == next(
                    seat for seat, card in trick.plays if card == max(trumped, key=lambda c: c.rank)
                )


def test_no_duty_to_overtake():
    """rikiki.play: „felülütési kényszer nincs”: a lower card of the suit led may be played."""
    for seed in range(60):
        state = game(seed, players=3, cards=8, trump="none").new_initial_state()
        bid_all(state, [0, 0, 0])
        state.apply_action(state.legal_actions()[-1])
        legal = [state.actions.card_of(a) for a in state.legal_actions()]
        led = state.play.current[0][1]
        if any(card.rank < led.rank for card in legal) and any(card.rank > led.rank for card in legal):
            return
    pytest.fail("no hand could both overtake and not")


@pytest.mark.parametrize(("option", "leader"), [("first-hand", "A"), ("dealer", "D")])
def test_who_leads_the_first_trick_is_an_option(option, leader):
    """rikiki.play.lead: the page does not say; first hand by default („jobbra tartással”)."""
    state = game(2, players=4, first_lead=option).new_initial_state()
    bid_all(state, [0, 0, 0, 0])
    assert state.play.leader == leader


def test_the_one_card_deal_is_seen_on_the_others_foreheads():
    """rikiki.auction.forehead: „egy lapot ad mindenkinek, amit nem nézhetnek meg a játékosok, hanem az
    összes többi játékos számára láthatóan a homlokukra tesznek”; „Adu egylapos osztásnál nincs!”"""
    state = game(5, players=5, cards=1).new_initial_state()
    hands = state.dealt_cards()[0]
    assert state.turned is None
    for player, seat in enumerate(state.seats):
        view = state.view(player)
        assert view.hand == () and dict(view.foreheads) == {o: hands[o][0] for o in state.seats if o != seat}
        assert not view.located() & hands[seat][0].bit  # its own card is not located for it
        assert hands[seat][0].name("hu") not in state.table_text(player, "hu")
    bid_all(state, [0, 0, 0, 0, 0])
    assert state.action_shown_to(state.legal_actions()[0], 0) == "plays the card on his forehead, unseen"
    assert hands["A"][0].english in state.action_shown_to(state.legal_actions()[0], 1)
    first = state.view(0)
    state.apply_action(state.legal_actions()[0])
    assert state.view(1).located() & hands["A"][0].bit and first != state.view(0)


def test_a_sample_of_the_one_card_deal_deals_the_seats_own_card_anew():
    import numpy as np

    state = game(5, players=4, cards=1).new_initial_state()
    bid_all(state, [0, 1])
    view = state.view(2)
    own = state.dealt_cards()[0]["C"][0]
    cards = {view.deals_alike(np.random.default_rng(seed)).dealt_cards()[0]["C"][0] for seed in range(12)}
    assert len(cards) > 1 and all(card not in dict(view.foreheads).values() for card in cards) and own in pack(4)


def test_the_outcome_and_its_settlement_sum_to_zero_and_keep_the_page_scores():
    """rikiki.scoring: each seat's score by the page's lines, every pair settling the difference;
    rikiki.scoring.none-taken scores a bid of none overtaken as the option says."""
    from tarokk.games.rikiki.scoring import RikikiOutcome

    outcome = RikikiOutcome("rikiki", "D", 5, (2, 1, 0, 1), (2, 0, 2, 1))
    lines = game().settle(outcome)
    assert lines[0].what == "A bid 2 and took 2: +10 points"
    assert "mégis 2 ütést vitt: +6 pont" in lines[2].what_hu
    scores = [10, -2, 6, 10]  # the page's lines: exact, none taken, none overtaken, exact
    totals = [sum(line.amounts[i] for line in lines) for i in range(4)]
    assert totals == [4 * score - sum(scores) for score in scores] and sum(totals) == 0
    short = game(none_taken="short").settle(outcome)
    assert "−4" in short[2].what


@pytest.mark.parametrize(
    ("summary", "fault"),
    [
        ({"cards": 5, "bids": [2, 1, 0, 2], "taken": [2, 0, 2, 1]}, "may not make the bids add up to 5"),
        ({"cards": 5, "bids": [2, 1, 0], "taken": [2, 0, 2, 1]}, "one number for each of the 4 seats"),
        ({"cards": 5, "bids": [6, 1, 0, 0], "taken": [2, 0, 2, 1]}, "a bid of 6 tricks"),
        ({"cards": 5, "bids": [2, 1, 0, 1], "taken": [2, 0, 2, 2]}, "add up to 6"),
        ({"cards": 4, "bids": [2, 1, 0, 0], "taken": [2, 0, 2, 0]}, "cards=4"),
    ],
)
def test_a_summary_that_no_deal_ends_in_is_refused(summary, fault):
    from tarokk.core.errors import TarokkInputError

    g = game()
    with pytest.raises(TarokkInputError, match=fault):
        g.settle(g.outcome_from_summary({"contract": "rikiki", "declarer": "D", **summary}))


def test_the_rule_based_bot_bids_what_its_cards_promise_and_plays_for_it():
    import numpy as np

    from tarokk.bots.tables import table_bot
    from tarokk.core.table import play_out

    made = {"rule": 0, "random": 0}
    for name in made:
        for seed in range(60):
            g = game(seed, players=4, cards=6)
            state = play_out(g.new_initial_state(), table_bot(g, name, np.random.default_rng(seed)))
            made[name] += sum(
                bid == took for bid, took in zip(state.outcome().bids, state.outcome().taken, strict=True)
            )
    assert made["rule"] > 1.5 * made["random"]


def test_a_whole_game_at_the_terminal_passes_the_deal_and_keeps_a_running_sheet(tmp_path):
    """rikiki.course at the table: the deals of the course in order, the deal passing to the right
    („mindenki egyszer legyen osztó”), the running score sheet of the page's points after each deal."""
    from tarokk.cli.table import play_table
    from tarokk.core.gamerecords import parse_table_record, replay_table_record

    said: list[str] = []
    rikiki = game(players=3)
    totals = play_table(rikiki, "A", "rule", 5, 4, tmp_path, ask=lambda prompt: "1", say=said.append)
    seats = [line.rsplit("you sit at ", 1)[1].rstrip(".") for line in said if "you sit at" in line]
    assert seats == ["A", "C", "B", "A"]  # the learner keeps his chair; the dealer moves on
    sheets = [line for line in said if line.startswith("Score sheet after deal")]
    assert len(sheets) == 4 and sheets[0].startswith("Score sheet after deal 1 (* you): A* ")
    records = sorted(tmp_path.glob("rikiki-*.txt"))
    replayed = [replay_table_record(parse_table_record(path.read_text())) for path in records]
    cards = [replay.state.game.definition.packets.hand for replay in replayed]
    assert cards == [1, 1, 1, 2] and sum(totals) == 0


def test_play_plays_a_whole_game_unless_shortened(capsys, tmp_path):
    from tarokk.cli.main import main

    assert main(["play", "--game", "rikiki", "--deals", "105", "--record-dir", str(tmp_path)]) != 0
    assert "a game of rikiki has 104 deals; got 105" in capsys.readouterr().err
