"""Droggn (nehezebb-kartyajatekok.txt, "Droggn"): the page's numbers, its rules as legal and
illegal actions with their rule ids, the settlement of its prices, and whole random deals."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK54, PAGAT, SKIZ, Card, parse_card, parse_cards
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.players import PolicyBot, random_policy
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.droggn.bot import rule_policy
from tarokk.games.droggn.definition import DROGGN, PRICES
from tarokk.games.droggn.scoring import DroggnOutcome, Ulti, settle
from tarokk.games.droggn.state import DroggnGame, DroggnState

HANDS = {
    "A": "S, XXI, XX, XIX, XVIII, XVII, XVI, XV, I, Kő k, Kő d, Kő 4, K k, K 3, T 7, P k, P 10",
    "B": "XIV, XIII, XII, XI, X, IX, Kő 3, Kő 2, Kő á, Kő b, K d, K l, K b, T k, T d, T 10, P d",
    "C": "VIII, VII, VI, V, IV, III, II, Kő l, K á, K 2, K 4, T l, T b, T 9, P l, P b, P 9",
}
TALON = "T 8, P 8, P 7"


def card(text: str) -> Card:
    return parse_card(text, DECK54)


def dealt(**options) -> DroggnState:
    game = DroggnGame(**options)
    state = game.state_from_cards(
        {seat: parse_cards(text, DECK54) for seat, text in HANDS.items()}, parse_cards(TALON, DECK54)
    )
    assert isinstance(state, DroggnState)
    return state


def say(state: DroggnState, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: DroggnState, name: str) -> str:
    """The rule id ``name`` is refused under, the state left as it was."""
    before = state.history()
    with pytest.raises(IllegalAction) as refusal:
        state.apply_action(state.string_to_action(name))
    assert state.history() == before
    return refusal.value.rule


def legal(state: DroggnState) -> set[str]:
    return {state.action_to_string(action) for action in state.legal_actions()}


# -- the page's numbers --------------------------------------------------------------


def test_seventeen_cards_each_and_a_talon_of_three():  # droggn.deal
    """ "mindhárom játékosnak 17-17 lapot osztunk … Az utolsó 3 lap lefordítva talonként az asztalon marad." """
    hands, talon = load_game("droggn", seed=5).new_initial_state().dealt_cards()
    assert [len(hands[seat]) for seat in "ABC"] == [17, 17, 17] and len(talon) == 3
    assert len(DROGGN.deck) == 54 and DROGGN.packets.sizes == (7, 7, 3)  # "általában hetesével"


def test_the_tricks_hold_106_points_and_54_win():  # droggn.counting, droggn.win
    """ "itt ütésből összesen 106 pont szerezhető"; "A felvevőnek a győzelemhez 54 pontot kell elérni" """
    assert DROGGN.total_points == 106 and DROGGN.win_points == 54
    assert sum(card.points for card in DECK54) == 106


def test_the_bonuses_are_priced_as_the_page_says():
    """ "Sikeres pagátulti 20 egységet ér"; "Sikeres skízulti 20 egységet ér"; "külön 6 (3+3) egység" """
    assert PRICES == {"pagat-ulti": 20, "skiz-ulti": 20, "pagat-capture": 6}


# -- the auction ------------------------------------------------------------------------


def test_a_bid_must_be_higher_and_a_pass_is_final():  # droggn.auction.higher, droggn.turn
    state = dealt()
    say(state, "super")
    assert refused(state, "game") == "droggn.auction.higher"
    say(state, "super-mord", "pass")
    assert state.to_act == "A"
    assert refused(state, "play S") == "droggn.turn"


def test_first_hand_may_hold_instead_of_bidding_higher():  # droggn.auction.hold
    """ "licithelyzetben lévő játékos licit helyett tarthatja a vállalást" """
    state = dealt()
    say(state, "game", "super", "pass")
    assert "hold" in legal(state)  # A, first hand, holds B's super
    say(state, "hold", "pass")
    assert state.declarer == "A" and state.contract is not None and state.contract.name == "super"
    state = dealt()
    say(state, "pass", "game")
    assert "hold" not in legal(state)  # the right passed on to B, not to C
    assert refused(state, "hold") == "droggn.auction.hold"


def test_if_all_pass_nobody_plays_and_nothing_is_paid():  # droggn.auction.end
    """ "Ha mindenki passzol, újrakeverés és osztás következik, de nincs tétduplázás." """
    state = dealt()
    say(state, "pass", "pass", "pass")
    assert state.is_terminal() and state.outcome() is None and state.settlement() == []
    assert state.next_dealer() is None  # droggn.dealer: the cards are dealt again


# -- the exchange and the purchase ----------------------------------------------------------


def game_declared(**options) -> DroggnState:
    state = dealt(**options)
    say(state, "game", "pass", "pass")
    return state


def test_the_declarer_takes_the_talon_unseen_and_lays_three_away():  # droggn.talon.exchange
    state = game_declared()
    assert state.phase == "discard" and len(state.hand("A")) == 20
    assert state.view(0).talon == state.talon and state.view(1).talon == ()  # "nem mutatja meg"
    say(state, "discard T 8", "discard P 8", "discard P 7")
    assert state.phase == "buy" and state.discard == parse_cards(TALON, DECK54)
    assert state.view(1).discard == () and state.view(0).discard == tuple(state.discard)  # "nem kell jelenteni"


def test_no_honour_and_a_king_only_with_a_tarokk():  # droggn.discard.honours, droggn.discard.king
    """ "Honőrt fektetni tilos! Királyt lehet, de csak tarokklap kíséretében." """
    state = game_declared()
    for honour in ("S", "XXI", "I"):
        assert refused(state, f"discard {honour}") == "droggn.discard.honours"
    say(state, "discard Kő k", "discard K k")  # two kings: the last card must be a tarokk
    assert refused(state, "discard P 10") == "droggn.discard.king"
    assert legal(state) == {f"discard {tarokk}" for tarokk in ("XX", "XIX", "XVIII", "XVII", "XVI", "XV")}
    say(state, "discard XV")
    assert state.phase == "buy"


def test_the_declarer_buys_a_named_card_for_one_laid_face_down():  # droggn.buy
    """ "a felvevő egy lapot zártan kitesz maga elé, majd kér egy lapot. A nevezett lapot a
    tulajdonosa elcseréli a kitett lapra, de nem mutathatja meg a partnerének." """
    state = game_declared()
    say(state, "discard T 8", "discard P 8", "discard P 7")
    assert refused(state, "ask XIV") == "droggn.buy"  # a card laid face down first
    assert refused(state, "give XIV") == "droggn.buy"  # one of his own
    say(state, "give T 7")
    assert state.action_shown_to(state.history()[-1], 2) != state.action_text(state.history()[-1])
    assert refused(state, "ask XV") == "droggn.buy"  # his own card
    say(state, "ask XIV")
    assert card("XIV") in state.hand("A") and card("T 7") in state.hand("B") and card("T 7") not in state.hand("A")
    a, b, c = (state.view(player) for player in range(3))
    assert a.given == b.given == card("T 7") and c.given is None  # B does not show it to his partner
    assert a.asked == c.asked == card("XIV") and c.seller == "B"
    assert state.phase == "announce"


def test_the_declarer_may_buy_nothing():  # droggn.buy
    state = game_declared()
    say(state, "discard T 8", "discard P 8", "discard P 7", "no buy")
    assert state.phase == "announce" and len(state.hand("A")) == 17


def test_at_super_the_talon_stays_closed_and_counts_for_the_declarer():  # droggn.talon.super
    """ "Super és Super Mord esetén a talon zártan marad, … és a felvevő ütéseihez számít." """
    state = dealt()
    say(state, "super", "pass", "pass")
    assert state.phase == "announce" and state.view(0).talon == ()
    say(state, "pass", "pass", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.play is not None
    counting = state.game.definition.counting
    talon_points = sum(card.points for card in parse_cards(TALON, DECK54))
    assert state.declarer_points() == counting.count_taken(state.play.tricks, ("A",)) + talon_points
    assert state.view(1).talon == state.talon  # seen once the play is over
    state = dealt(super_buys=True)
    say(state, "super", "pass", "pass")
    assert state.phase == "buy"


# -- the announcements and the play -----------------------------------------------------------


def test_the_pagat_holder_may_announce_pagatulti_and_the_others_kontra_it():  # droggn.announce.pagat-ulti
    state = game_declared()
    say(state, "discard T 8", "discard P 8", "discard P 7", "no buy")
    assert "pagat-ulti" in legal(state) and "skiz-ulti" not in legal(state)  # droggn.announce.skiz-ulti
    say(state, "pagat-ulti")
    assert refused(state, "pagat-ulti") == "droggn.announce.one-ulti"
    say(state, "schwochn pagat-ulti")  # droggn.kontra: B, of the other side
    assert refused(state, "rekontra pagat-ulti") == "droggn.kontra"  # C is B's side: not his word
    say(state, "pass", "retour pagat-ulti", "pass", "pass", "pass")
    assert state.kontras.level("pagat-ulti") == 2 and state.phase == "play"
    assert state.to_act == "A"  # droggn.play.lead: first hand leads
    assert refused(state, "play I") == "droggn.play.ulti-keep"
    assert "kontra game" not in legal(state)


def test_the_skiz_ulti_belongs_to_a_super_mord_and_excludes_the_pagatulti():  # droggn.announce.skiz-ulti
    """ "Super Mord … bemondásakor a Skíz az utolsó ütést (de csak azt) elviheti bemondva";
    "Pagát és Skíz egyszerre nem tehető ki!" """
    state = dealt()
    say(state, "super-mord", "pass", "pass")
    assert {"pagat-ulti", "skiz-ulti"} <= legal(state)
    say(state, "skiz-ulti")
    assert "pagat-ulti" not in legal(state)
    say(state, "pass", "pass", "pass")
    assert state.play is not None and state.play.last_trick_jokers == 0
    assert refused(state, "play S") == "droggn.play.ulti-keep"


def test_the_skiz_is_a_joker_that_goes_back_to_its_player():  # droggn.play.skiz
    """ "Skíz jokerként mindenbe betehető, ekkor a rajta kívüli két másik lap dönt az ütésben.
    Híváskor ugyanígy viselkedik, a következő lap lesz az, amelyik a színkényszert adja." """
    state = dealt()
    say(state, "super", "pass", "pass", "pass", "pass", "pass", "play S")
    assert legal(state) == {f"play {c.tolnai}" for c in state.hand("B")}  # no suit given yet
    say(state, "play Kő 3")
    assert legal(state) == {"play Kő l"}
    say(state, "play Kő l")
    assert state.play is not None
    trick = state.play.tricks[0]
    assert trick.winner == "C" and trick.taker("A", SKIZ) == "A"
    assert state.play.points_won()["A"] == SKIZ.points


def test_the_declarer_deals_next():  # droggn.dealer
    """ "Az osztásnál a következő mindig az előző kör felvevője lesz." """
    state = game_declared()
    assert state.next_dealer() == "A"


# -- the settlement ---------------------------------------------------------------------------


def amounts(outcome: DroggnOutcome, **options) -> list[list[Fraction]]:
    game = DroggnGame(**options)
    return [list(line.amounts) for line in game.settle(outcome)]


def test_the_sides_pay_alike_the_declarer_alone_the_opponents_half_each():  # droggn.scoring.game
    """ "a két párt egyformán fizet, tehát a felvevő egymaga, az ellenpárt fele-fele arányban" """
    assert amounts(DroggnOutcome("game", "B", declarer_points=54)) == [[-5, 10, -5]]
    assert amounts(DroggnOutcome("game", "B", declarer_points=53)) == [[5, -10, 5]]  # the same, paid
    assert amounts(DroggnOutcome("super", "A", declarer_points=80), super_price=30) == [[30, -15, -15]]


def test_a_failed_super_mord_pays_as_a_super():  # droggn.scoring.super-mord
    """ "kivéve a Super Mordot; itt bukás esetén a Super szerint fizet." """
    assert amounts(DroggnOutcome("super-mord", "C", declarer_points=106, all_tricks=True)) == [[-20, -20, 40]]
    assert amounts(DroggnOutcome("super-mord", "C", declarer_points=100)) == [[10, 10, -20]]


def test_an_ulti_is_worth_twenty_made_or_missed_doubled_by_each_kontra():  # droggn.scoring.ulti
    """ "Sikeres pagátulti 20 egységet ér, elbuktatva ennyit is fizet." """
    won = Ulti(PAGAT, "opponents", made=True, announced=True, kontra=1)
    lost = Ulti(SKIZ, "declarer", made=False, announced=True)
    lines = amounts(DroggnOutcome("super-mord", "A", 106, all_tricks=True, ultis=(won, lost)))
    assert lines[1:] == [[-40, 20, 20], [-20, 10, 10]]
    silent = DroggnOutcome("game", "A", 60, ultis=(Ulti(PAGAT, "declarer", made=True),))
    assert amounts(silent)[1] == [20, -10, -10]
    assert len(amounts(silent, silent_ulti_paid=False)) == 1


def test_a_captured_pagat_pays_six_three_and_three():  # droggn.scoring.pagat-capture
    """ "Elfogott pagátért általános esetekben az elfogónak külön 6 (3+3) egység jár." """
    assert amounts(DroggnOutcome("game", "A", 60, pagat_captured_by="declarer"))[1] == [6, -3, -3]
    assert amounts(DroggnOutcome("game", "A", 60, pagat_captured_by="opponents"))[1] == [-6, 3, 3]


def test_an_impossible_outcome_is_refused_saying_why():
    with pytest.raises(TarokkInputError, match="skízulti"):
        settle(DroggnOutcome("game", "A", 60, ultis=(Ulti(SKIZ, "declarer", made=True, announced=True),)))
    with pytest.raises(TarokkInputError, match="107 is more than the pack's 106 points"):
        settle(DroggnOutcome("game", "A", 107))


def test_the_kontra_on_the_game_is_an_option():
    state = game_declared(game_kontra=True)
    say(state, "discard T 8", "discard P 8", "discard P 7", "no buy", "pass")
    assert "kontra game" in legal(state)
    assert amounts(DroggnOutcome("game", "A", 60, kontra=2), game_kontra=True) == [[40, -20, -20]]


# -- whole deals ------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), rules=st.booleans())
def test_every_deal_counts_every_card_once_and_settles_to_zero(seed, rules):
    game = load_game("droggn")
    state = play_out(
        game.new_initial_state(seed), PolicyBot(rule_policy if rules else random_policy, np.random.default_rng(seed))
    )
    assert sum(state.returns()) == 0
    outcome = state.outcome()
    if outcome is None:
        return
    assert state.play is not None
    counting = game.definition.counting
    theirs = counting.count_taken(state.play.tricks, [seat for seat in "ABC" if seat != state.declarer])
    assert outcome.declarer_points + theirs == 106
    assert outcome.all_tricks == all(trick.winner == state.declarer for trick in state.play.tricks)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_a_card_the_seat_cannot_see_changes_neither_its_view_nor_its_bots_choice(seed):
    """Swap a card between the two other hands after the auction: the seat's view, and the
    rule-based bot's choice from it, stay the same wherever the deal still runs the same."""
    game = load_game("droggn")
    first = play_out(game.new_initial_state(seed), PolicyBot(rule_policy, np.random.default_rng(seed)))
    hands, talon = first.dealt_cards()
    steps = len(first.auction.calls)
    for viewer in range(3):
        others = [seat for index, seat in enumerate("ABC") if index != viewer]
        swapped = {seat: list(cards) for seat, cards in hands.items()}
        swapped[others[0]][0], swapped[others[1]][0] = swapped[others[1]][0], swapped[others[0]][0]
        original, changed = game.state_from_cards(hands, talon), game.state_from_cards(swapped, talon)
        for action in first.history()[:steps]:
            original.apply_action(action)
            changed.apply_action(action)
        if original.current_player() == viewer:
            assert original.view(viewer) == changed.view(viewer)
            rng = np.random.default_rng(0)
            assert rule_policy(original.view(viewer), original.legal_actions(), rng) == rule_policy(
                changed.view(viewer), changed.legal_actions(), rng
            )


def test_a_pagat_forced_out_early_has_lost_its_ulti():  # droggn.play.ulti-keep
    """ "máskor nem játszható ki, kivéve, ha más lap nem tehető már helyette. Ha ilyenkor a
    játékosnak ki kell játszania idő előtt, a pagátultit automatikusan elbukta" """
    hands = {
        "A": "S, XXI, XX, XIX, XVIII, XVII, XVI, XV, XIV, XIII, XII, XI, X, IX, VIII, VII, VI",
        "B": "I, Kő k, Kő d, Kő l, Kő b, Kő á, Kő 2, Kő 3, Kő 4, K k, K d, K l, K b, K á, K 2, K 3, K 4",
        "C": "V, IV, III, II, T k, T d, T l, T b, T 10, T 9, T 8, T 7, P k, P d, P l, P b, P 10",
    }
    state = DroggnGame().state_from_cards(
        {seat: parse_cards(text, DECK54) for seat, text in hands.items()}, parse_cards("P 9, P 8, P 7", DECK54)
    )
    assert isinstance(state, DroggnState)
    say(state, "super", "pass", "pass", "pass", "pagat-ulti", "pass", "pass", "pass", "play VI")
    assert legal(state) == {"play I"}  # his only tarokk: nothing else may go instead
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    outcome = state.outcome()
    assert outcome is not None and Ulti(PAGAT, "opponents", made=False, announced=True) in outcome.ultis
    assert outcome.pagat_captured_by == "declarer"


def test_a_rekontra_makes_the_stake_four_times():  # droggn.kontra
    """ "Rekontra ("Retour") ekkor lehetséges (így 4-szeres lesz a tét" """
    ulti = Ulti(PAGAT, "opponents", made=True, announced=True, kontra=2)
    assert amounts(DroggnOutcome("game", "A", 60, ultis=(ulti,)))[1] == [-80, 40, 40]
