"""Trisáktarokk (Tolnai §73): every number of the section, the auction, the talons, the
call, the bettlis, the announcements and the settlement, with the rule ids."""

from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest

from tarokk.core.cards import DECK54, Card, highest_missing_tarokk, parse_card, parse_cards
from tarokk.core.enforcement import rules_enforced_by
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.state import load_game
from tarokk.games.trisak import scoring
from tarokk.games.trisak.definition import HOLDING_PRIZES, TRISAK, ULTIMO_PRICES
from tarokk.games.trisak.holdings import holdings
from tarokk.games.trisak.options import TrisakOptions
from tarokk.games.trisak.scoring import Announcement, TrisakOutcome
from tarokk.games.trisak.state import TrisakState

SEATS = ("A", "B", "C", "D")


def cards(text: str) -> list[Card]:
    return parse_cards(text, DECK54)


def layout(talon: str = "", **given: str) -> tuple[dict, list]:
    """Hands of twelve and a talon of six: the cards given, the rest of the deck in order."""
    fixed = {seat: cards(text) for seat, text in given.items()}
    fixed_talon = cards(talon) if talon else []
    used = {card for hand in fixed.values() for card in hand} | set(fixed_talon)
    rest = [card for card in DECK54.cards if card not in used]
    hands = {}
    for seat in SEATS:
        hand = fixed.get(seat, [])
        hands[seat] = hand + [rest.pop() for _ in range(12 - len(hand))]
    return hands, fixed_talon + [rest.pop() for _ in range(6 - len(fixed_talon))]


def state_of(talon: str = "", options: dict | None = None, **given: str) -> TrisakState:
    hands, talon_cards = layout(talon, **given)
    state = load_game("trisak", **(options or {})).state_from_cards(hands, talon_cards)
    assert isinstance(state, TrisakState)
    return state


def act(state: TrisakState, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: TrisakState, name: str) -> str:
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action(name))
    return error.value.rule


def play_out(state: TrisakState) -> None:
    """Finish the deal with the rule-based bots."""
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        player = state.current_player()
        state.apply_action(state.game.policies["rule"](state.view(player), state.legal_actions(), rng))


# -- the deck, the deal, the points ---------------------------------------------------


def test_four_players_54_cards_a_talon_of_six_twelve_each():  # trisak.deal
    # „6 lapot a talonba helyez, majd jobbfelé hatosával kiosztja a kártyát. Minden játékos 12 lapot kap.”
    state = load_game("trisak", seed=5).new_initial_state()
    hands, talon = state.dealt_cards()
    assert len(talon) == 6 and all(len(hands[seat]) == 12 for seat in SEATS)
    assert set(talon).union(*hands.values()) == set(DECK54.cards)
    assert TRISAK.packets.sizes == (6, 6)


def test_cards_count_as_in_paskievics_106_in_all_and_54_wins():  # trisak.scoring.game
    # „A kártyák pontértéke azonos a Paskievics-tarokknál megadott értékekkel (7)”; „54 lapból álló kártya … 106 pont”
    assert TRISAK.total_points == 106
    # „A nyeréshez 54 pont szükséges; pontegyenlőség esetén az ellenfelek nyernek.”
    assert TRISAK.win_points == 54


def outcome(contract: str, **facts) -> TrisakOutcome:
    """A deal of ``contract`` declared by A, as a player writes it down: three tricks each unless ``facts`` say."""
    return TrisakOutcome(contract, "A", **{"tricks": (3, 3, 3, 3), **facts})


def said(*announced: str) -> tuple[Announcement, ...]:
    """Announcements written as "C tarokks"."""
    return tuple(Announcement(*entry.split()) for entry in announced)


def settle(deal: TrisakOutcome, options: TrisakOptions | None = None) -> list:
    return load_game("trisak").settle(deal) if options is None else scoring.settle(deal, TRISAK, options)


def amounts(lines) -> tuple:
    total = [Fraction(0)] * 4
    for line in lines:
        total = [a + b for a, b in zip(total, line.amounts, strict=True)]
    return tuple(total)


def test_54_points_win_the_game_and_a_53_53_tie_goes_to_the_opponents():  # trisak.scoring.game
    won = outcome("game", declarer_points=30 + 24, partner="B")
    assert amounts(settle(won)[:1]) == (4, 4, -4, -4)  # „A játék díja 4 pont”
    tie = outcome("game", declarer_points=30 + 23, partner="B")
    assert amounts(settle(tie)[:1]) == (-4, -4, 4, 4)


def test_hármasték_and_hármas_szóló_are_paid_by_each_of_three():  # trisak.scoring.game
    assert amounts(settle(outcome("three", declarer_points=60))[:1]) == (30, -10, -10, -10)  # „Díj 10 pont”
    assert amounts(settle(outcome("solo", declarer_points=60))[:1]) == (60, -20, -20, -20)  # „Díja 20 pont”


def test_the_talon_left_to_the_opponents_counts_for_them():  # trisak.scoring.game
    """„A talon fekve marad és megtekintés nélkül az ellenfelek skartjába kerül”: at hármas szóló the declarer's
    points and the opponents' (their tricks and the talon) make the 106."""
    state = state_of(talon="Kő k, T 7, T 8, P 7, P 8, K 4", A="S, XXI, XX, XIX, XVIII, XVII, XVI, XV, XIV, XIII, XII")
    act(state, "solo", "pass", "pass", "pass")
    play_out(state)
    deal = state.outcome()
    assert deal is not None and deal.declarer_points is not None and state.to_opponents == tuple(state.talon)
    theirs = [card for trick in state.tricks_taken() if trick.winner != "A" for _, card in trick.plays]
    opponents = TRISAK.counting.count_cards([*theirs, *state.talon], 12 - deal.tricks[0])
    assert deal.declarer_points + opponents == 106 and opponents > TRISAK.counting.count_cards(theirs, 12)


def test_bettli_8_and_nyílt_bettli_15_for_no_trick():  # trisak.scoring.bettli
    clean = (0, 6, 6, 0)
    assert amounts(settle(outcome("bettli", tricks=clean))) == (24, -8, -8, -8)  # „jutalma 8 pont”
    assert amounts(settle(outcome("open bettli", tricks=clean))) == (45, -15, -15, -15)  # „Díj 15 pont”
    caught = (1, 0, 11, 0)
    assert amounts(settle(outcome("bettli", tricks=caught))) == (-24, 8, 8, 8)


def test_trisákolás_the_most_points_pay_each_other_3():  # trisak.scoring.trisak
    # „a legtöbb pontot elért játékos 3 társának 3—3 pontot fizet”
    assert amounts(settle(outcome("trisak", points=(20, 40, 30, 16)))) == (3, -9, 3, 3)


def test_trisákolás_a_player_without_a_trick_gets_9_and_the_others_nothing():  # trisak.scoring.trisak
    # „Ha valamelyik játékos egy ütést sem csinált, a legtöbb pontot hazavivő játékostól 9 pontot kap,
    # ez esetben a másik két játékos nem nyert semmit.”
    deal = outcome("trisak", tricks=(4, 4, 4, 0), points=(20, 50, 36, 0))
    assert amounts(settle(deal)) == (0, -9, 0, 9)


def test_trisákolás_options_for_ties_and_two_trickless_players():  # trisak.scoring.trisak
    tied = outcome("trisak", points=(40, 40, 10, 16))
    assert amounts(settle(tied)) == (-3, -3, 3, 3)  # trisak_tie="split": they share
    assert amounts(settle(tied, TrisakOptions(trisak_tie="none"))) == (0, 0, 0, 0)
    two = outcome("trisak", tricks=(6, 6, 0, 0), points=(56, 50, 0, 0))
    assert amounts(settle(two)) == (-18, 0, 9, 9)  # trickless="each"
    share = TrisakOptions(trickless="share")
    assert amounts(settle(two, share)) == (-9, 0, Fraction(9, 2), Fraction(9, 2))


def test_ultimó_prices_by_level():  # trisak.scoring.ultimo
    # „Ultimó díja egyszerű játéknál csendesen 10, bemondva 20, a második fokozatnál csak bemondott ultimó van,
    # díja 40, hármasnál csendesen 20, bemondva 40, hármas szólónál csendesen 40, bemondva 80 pont.”
    assert ULTIMO_PRICES == {"game": (10, 20), "ultimo": (None, 40), "three": (20, 40), "solo": (40, 80)}
    made = {"declarer_points": 100, "pagat_in_last_trick": "A", "pagat_won": True}
    assert amounts(settle(outcome("game", partner="B", **made))[1:]) == (10, 10, -10, -10)
    announced = outcome("game", partner="B", announced=said("A ultimo"), **made)
    assert amounts(settle(announced)[1:]) == (20, 20, -20, -20)
    assert amounts(settle(outcome("three", **made))[1:]) == (60, -20, -20, -20)
    assert amounts(settle(outcome("solo", announced=said("A ultimo"), **made))[1:]) == (240, -80, -80, -80)
    assert amounts(settle(outcome("ultimo", partner="C", **made))[1:]) == (40, -40, 40, -40)


def test_a_lost_silent_ultimó_costs_its_side_unless_the_option_says_not():  # trisak.scoring.ultimo
    lost = outcome("game", partner="C", declarer_points=6, pagat_in_last_trick="A")  # B's II beat the pagát
    assert amounts(settle(lost)[1:]) == (-10, 10, -10, 10)
    assert settle(lost, TrisakOptions(silent_ultimo_lost=False))[1:] == []


def test_holding_prizes_10_each_to_the_holder_doubled_at_hármas_szóló():  # trisak.scoring.prizes
    # „legalább 8 tarokk egy kézben . 10 pont, négy király, vagy tulétroá egy kézben 10 pont,
    # kis honnörök, négy lap honnör és király vegyesen egy kézben . 10 pont. Mindezen pontok hármas szólónál
    # duplán számítandók.”
    assert HOLDING_PRIZES == {"tarokks": 10, "kings": 10, "trull": 10, "honours": 10}
    deal = {"declarer_points": 60, "announced": said("C tarokks")}
    assert amounts(settle(outcome("three", **deal))[1:]) == (-10, -10, 30, -10)
    assert amounts(settle(outcome("solo", **deal))[1:]) == (-20, -20, 60, -20)


def test_what_a_hand_may_claim():  # trisak.announce.holding
    assert holdings(sum(card.bit for card in cards("XXI, XX, XIX, XVIII, XVII, XVI, XV, XIV"))) == ("tarokks",)
    assert holdings(sum(card.bit for card in cards("Kő k, K k, T k, P k"))) == ("kings",)
    assert holdings(sum(card.bit for card in cards("S, XXI, I"))) == ("trull",)  # tulétroá
    assert holdings(sum(card.bit for card in cards("S, I, Kő k, T k"))) == ("honours",)  # mixed
    assert holdings(sum(card.bit for card in cards("S, XXI, I, Kő k"))) == ("trull", "honours")
    # small_honours="alone": not from the cards that already make tulétroá or four kings
    assert holdings(sum(card.bit for card in cards("S, XXI, I, Kő k")), small_honours_alone=True) == ("trull",)


# -- the auction ------------------------------------------------------------------------


def test_a_opens_and_may_not_pass():  # trisak.auction.open
    state = state_of()
    assert refused(state, "pass") == "trisak.auction.open"
    assert "play" in [state.action_to_string(a) for a in state.legal_actions()]


def test_no_holding_only_a_higher_contract_outbids():  # trisak.auction.raise
    state = state_of(B="I")
    act(state, "play", "bettli")
    assert refused(state, "ultimo") == "trisak.auction.raise"  # C may not name a lower contract
    assert refused(state, "bettli") == "trisak.auction.raise"  # nor hold it
    act(state, "three", "pass")  # C outbids, D passes
    assert state.to_act == "A"
    act(state, "pass", "pass")
    assert state.contract is not None and state.contract.name == "three" and state.declarer == "C"


def test_ultimóhívás_needs_the_pagát():  # trisak.auction.ultimo
    state = state_of(A="I")
    act(state, "play")
    assert refused(state, "ultimo") == "trisak.auction.ultimo"


def test_all_pass_and_a_chooses_trisákolás_or_the_first_level():  # trisak.choice
    state = state_of()
    act(state, "play", "pass", "pass", "pass")
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["trisak", "game"]
    twin = state.clone()
    act(state, "trisak")
    assert state.phase in ("announce", "play") and state.view(0).talon == ()
    act(twin, "game")
    assert twin.phase == "discard"


def test_a_wrong_action_for_the_phase_names_the_turn_rule():  # trisak.turn
    state = state_of()
    assert refused(state, "keep") == "trisak.turn"
    with pytest.raises(IllegalAction) as error:
        state.apply_action(10_000)
    assert error.value.rule == "trisak.turn"


# -- the first level ----------------------------------------------------------------------


def test_first_level_four_one_and_one_and_no_honours_or_kings_in_the_skart():
    # trisak.talon.first-level, trisak.discard.honours-kings, trisak.discard
    state = state_of(talon="XIX, Kő k, T 7, T 8, P 7, P 8", A="S, I, XVIII, K k")
    act(state, "play", "pass", "pass", "pass", "game")
    assert len(state.hand("A")) == 16
    assert refused(state, "discard Kő k") == "trisak.discard.honours-kings"  # „honnört és királyt nem szabad”
    assert refused(state, "discard S") == "trisak.discard.honours-kings"
    assert refused(state, "discard P 7") == "trisak.discard"  # not his
    act(state, "discard T 7", "discard T 8", "discard XVIII", "discard XIX")
    # „a kártyáiból hiányzó legmagasabb tarokkot (a XX, XXI és skiz kizárásával) hívja segítségül”: his discards are his
    assert state.called == parse_card("XVII")
    assert state.to_act == "B" and parse_card("P 7", DECK54) in state.hand("B")  # „a következő két játékos 1—1-et”
    act(state, "discard P 7")
    assert state.to_act == "C" and parse_card("P 8", DECK54) in state.hand("C")
    assert len(state.hand("B")) == 12


def test_the_first_level_hands_out_the_talon_by_its_shares():  # trisak.talon.first-level
    game = load_game("trisak")
    even = [replace(c, talon_shares=(2, 2, 2)) if c.name == "game" else c for c in TRISAK.contracts]
    game.definition = replace(TRISAK, contracts=tuple(even))
    state = game.state_from_cards(*layout(talon="T 7, T 8, P 7, P 8, Kő 4, K 4"))
    act(state, "play", "pass", "pass", "pass", "game", "discard T 7", "discard T 8")
    assert state.to_act == "B" and set(cards("P 7, P 8")) <= set(state.hand("B")) and len(state.hand("B")) == 14


def test_the_call_is_the_highest_missing_tarokk_below_the_xx():  # trisak.call
    # „Segítségül hívja tehát a XIX-est, ha az nála van, a XVIII-ast stb.”
    mask = sum(card.bit for card in cards("S, XXI, XX, XIX"))
    assert highest_missing_tarokk(mask) == parse_card("XVIII")
    assert highest_missing_tarokk(sum(card.bit for card in cards("S, XXI"))) == parse_card("XIX")
    assert highest_missing_tarokk(sum(card.bit for card in cards("XXI, XX")), below_xx=False) == parse_card("S")


def test_the_called_tarokk_makes_its_holder_the_partner():  # trisak.call
    state = state_of(talon="T 7, T 8, P 7, P 8, Kő 4, K 4", A="S, XXI, XX, XIX", C="XVIII")
    act(state, "play", "pass", "pass", "pass", "game", "discard T 7", "discard T 8", "discard P 7", "discard P 8")
    assert state.called == parse_card("XVIII")
    act(state, "discard Kő 4", "discard K 4")
    play_out(state)
    assert state.partner == "C"
    assert state.settlement()[0].amounts[0] == state.settlement()[0].amounts[2]


# -- ultimóhívás -----------------------------------------------------------------------------


def test_ultimóhívás_chooses_a_three_and_the_rest_goes_to_the_opponents():  # trisak.talon.ultimo
    state = state_of(talon="XIX, T 7, T 8, P 7, P 8, K 4", A="S, XXI, XX, I")
    act(state, "ultimo", "pass", "pass", "pass")
    assert state.called == parse_card("XIX")  # called before the talon: „a talon megtekintése előtt”
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"take top", "take bottom", "settle"}
    act(state, "take bottom")
    assert set(state.to_opponents) == set(cards("XIX, T 7, T 8"))  # „csak ütéseikhez tehetik”
    assert state.phase == "discard" and len(state.hand("A")) == 15
    twin = state_of(talon="XIX, T 7, T 8, P 7, P 8, K 4", A="S, XXI, XX, I")
    act(twin, "ultimo", "pass", "pass", "pass", "take top")  # he takes the called XIX himself
    play_out(twin)
    assert twin.partner is None and twin.outcome().side == frozenset("A")  # alone against three


def test_ultimóhívás_settles_for_half_of_game_and_ultimó():  # trisak.talon.ultimo
    state = state_of(talon="XIX, T 7, T 8, P 7, P 8, K 4", A="S, XXI, XX, I")
    act(state, "ultimo", "pass", "pass", "pass", "settle")
    # „a játék és az ultimó fél díjában ki-egyezhet”: (4 + 40) / 2 to each
    assert state.is_terminal() and state.returns() == [-66, 22, 22, 22]


def test_settling_needs_the_called_tarokk_in_the_talon():  # trisak.talon.ultimo
    state = state_of(talon="T 7, T 8, P 7, P 8, K 4, K 3", A="I")
    act(state, "ultimo", "pass", "pass", "pass")
    assert refused(state, "settle") == "trisak.talon.ultimo"
    assert refused(state, "keep") == "trisak.talon.ultimo"


# -- hármasték ----------------------------------------------------------------------------------


def test_hármasték_looks_at_the_top_three_and_may_swap_twice():  # trisak.talon.three
    talon = "XIX, XVIII, XVII, T 7, T 8, P 7"
    state = state_of(talon=talon)
    act(state, "three", "pass", "pass", "pass")
    assert state.view(0).talon == tuple(cards("XIX, XVIII, XVII"))
    assert state.view(1).talon == ()
    assert refused(state, "take top") == "trisak.talon.three"
    act(state, "swap")  # „felborítva visszateszi és az alsó három lapot veszi fel”
    assert set(state.view(1).talon) == set(cards("XIX, XVIII, XVII"))  # face up for everyone
    act(state, "swap")  # „ha a felső három mégis jobb volt … a felső hármat veszi fel”
    assert set(cards("XIX, XVIII, XVII")) <= set(state.hand("A"))
    assert set(state.to_opponents) == set(cards("T 7, T 8, P 7"))  # „az ellenfelek skartjába (37) kerül”


# -- the announcements ------------------------------------------------------------------------


def test_announcements_before_the_first_lead():  # trisak.announce.holding, trisak.announce.ultimo
    state = state_of(B="Kő k, K k, T k, P k", C="I")
    act(state, "play", "pass", "pass", "pass", "trisak")
    assert state.to_act == "A" and state.legal_actions() == [state.string_to_action("done")]  # every seat is asked
    act(state, "done")
    assert refused(state, "announce tarokks") == "trisak.announce.holding"
    assert refused(state, "announce ultimo") == "trisak.announce.ultimo"  # trisákolás has no ultimó
    act(state, "announce kings", "done")
    assert ("B", "kings") in state.announced and state.to_act == "C"


def test_the_prizes_option_drops_them_in_the_bettlis():  # trisak.announce.holding
    state = state_of(options={"prizes": "not-bettli"}, B="Kő k, K k, T k, P k")
    act(state, "play", "pass", "pass", "pass", "trisak")
    assert state.phase == "play"


# -- the play ------------------------------------------------------------------------------------


def test_a_leads_except_at_the_bettlis():  # trisak.play.lead
    state = state_of()
    act(state, "play", "pass", "pass", "pass", "trisak")
    while state.phase == "announce":
        act(state, "done")
    assert state.to_act == "A"
    bettli = state_of()
    act(bettli, "play", "bettli", "pass", "pass", "pass")
    while bettli.phase == "announce":
        act(bettli, "done")
    assert bettli.to_act == "B"  # „Bettlinél a felvevő hív ki elsőnek.”


def test_bettli_obliges_everyone_to_overtake():  # trisak.play.overtake
    state = state_of(B="Kő á, T 7, P 7", C="Kő d, Kő k, Kő 4, Kő 3, Kő 2", D="Kő l, Kő b")
    act(state, "play", "bettli", "pass", "pass", "pass")
    while state.phase == "announce":
        act(state, "done")
    act(state, "play Kő á")
    assert refused(state, "play Kő 4") == "trisak.play.overtake"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"play Kő d", "play Kő k"}


def test_nyílt_bettli_lays_the_opponents_hands_open_after_the_first_trick():  # trisak.open-bettli
    state = state_of()
    act(state, "play", "open bettli", "pass", "pass", "pass")
    while state.phase == "announce":
        act(state, "done")
    assert state.view(1).open_hands == ()
    for _ in range(4):
        state.apply_action(state.legal_actions()[0])
    assert [seat for seat, _ in state.view(1).open_hands] == ["A", "C", "D"]
    assert state.view(1).open_hands[0][1] == state.hand("A")
    assert rules_enforced_by(TrisakState.hands_open) == ("trisak.open-bettli",)  # the code the rule's section links to


# -- options and input ---------------------------------------------------------------------------


def test_unknown_or_bad_options_are_refused_with_what_was_expected():
    with pytest.raises(TarokkInputError, match="no option"):
        load_game("trisak", colour="red")
    with pytest.raises(
        TarokkInputError,
        match=r"trisak_tie of trisak takes one of split \(a reading of Tolnai §73.*; none \(",
    ):
        load_game("trisak", trisak_tie="double")


def test_hands_written_by_hand_must_deal_the_54_cards_once():
    hands, talon = layout()
    game = load_game("trisak")
    with pytest.raises(TarokkInputError, match="twice"):
        game.state_from_cards({**hands, "B": hands["A"]}, talon)
    with pytest.raises(TarokkInputError, match="talon"):
        game.state_from_cards(hands, talon[:5])


def test_the_ultimo_call_option_reads_the_first_levels_exclusion():  # trisak.call
    state = state_of(options={"ultimo_call": "below-xx"}, A="I, XIX")
    act(state, "ultimo", "pass", "pass", "pass")
    assert state.called == parse_card("XVIII")


def test_the_discard_limit_option_extends_the_ban_to_every_declarer():  # trisak.discard.honours-kings
    state = state_of(options={"discard_limit": "every"}, talon="T 7, T 8, P 7, P 8, K 4, K 3", A="Kő k")
    act(state, "three", "pass", "pass", "pass", "keep")
    assert refused(state, "discard Kő k") == "trisak.discard.honours-kings"
    free = state_of(talon="T 7, T 8, P 7, P 8, K 4, K 3", A="Kő k")
    act(free, "three", "pass", "pass", "pass", "keep", "discard Kő k")


def test_the_bids_may_be_said_in_hungarian():
    state = state_of()
    act(state, "játszom", "passz", "Hármasték", "passz", "passz", "megtartom")
    assert state.contract is not None and state.contract.name == "three" and state.declarer == "C"
    assert state.action_text(state.string_to_action("nyílt bettli"), "hu") == "nyílt bettli"


def test_four_kings_and_tulétroá_in_one_hand_are_one_prize_unless_the_option_says_each():  # trisak.announce.holding
    # „négy király, vagy tulétroá egy kézben 10 pont”: one line, one prize
    state = state_of(B="Kő k, K k, T k, P k, S, XXI, I")
    act(state, "play", "pass", "pass", "pass", "trisak", "done", "announce kings")
    assert refused(state, "announce trull") == "trisak.announce.holding"
    each = state_of(options={"kings_and_trull": "each"}, B="Kő k, K k, T k, P k, S, XXI, I")
    act(each, "play", "pass", "pass", "pass", "trisak", "done", "announce kings", "announce trull")
    assert [item for seat, item in each.announced if seat == "B"] == ["kings", "trull"]


def test_an_opponents_ultimó_is_paid_as_the_game_is_each_opponent_for_himself():  # trisak.scoring.ultimo
    # alone against three, the declarer pays or receives every price three times
    lost = outcome("solo", declarer_points=100, pagat_in_last_trick="D", announced=said("D ultimo"))
    assert amounts(settle(lost)[1:]) == (240, -80, -80, -80)
    made = outcome("three", declarer_points=100, pagat_in_last_trick="D", pagat_won=True)
    assert amounts(settle(made)[1:]) == (-60, 20, 20, 20)  # silent, for the opponents


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        ({"partner": "E"}, "partner: E does not sit at this table; the seats are A, B, C, D"),
        ({"announced": [{"seat": "E", "word": "kings"}]}, r"announced\[0\]\.seat: E does not sit"),
        ({"tricks": [6, 0, 6]}, r"the tricks of A, B, C, D, in this order, add up to 12, not \[6, 0, 6\]"),
        ({"tricks": [6, 1, 6, 0]}, "add up to 12"),
        ({"partner": "A"}, r"első fokozat: a partner holds .* not the declarer \(Tolnai §73\), not A"),
        ({"contract": "three"}, "hármasték: a partner holds the tarokk the declarer called"),
        ({"declarer_points": 107}, "declarer_points: 107 is more than the pack's 106 points"),
        ({"declarer_points": "none"}, "the game needs the declarer's side's card points"),
        ({"announced": [{"seat": "A", "word": "king"}]}, "'king' is not announced in trisák: one of ultimo, tarokks"),
        ({"contract": "trisak", "partner": "none", "points": [20, 40, 30]}, r"card points .* not \[20, 40, 30\]"),
    ],
)
def test_a_summary_the_deal_cannot_have_is_refused_saying_why(change, refusal):
    game = load_game("trisak")
    summary = {"contract": "game", "declarer": "A", "partner": "C", "tricks": [6, 0, 6, 0], "declarer_points": 60}
    assert amounts(game.settle(game.outcome_from_summary(summary))) == (4, -4, 4, -4)  # as written, A and C won
    with pytest.raises(TarokkInputError, match=refusal) as refused:
        game.settle(game.outcome_from_summary({**summary, **change}))
    assert refused.value.hu and refused.value.hu != refused.value.message  # said in Hungarian too


def test_a_hungarian_summary_of_a_settled_ultimóhívás_needs_no_tricks():  # trisak.talon.ultimo
    """„a játék és az ultimó fél díjában ki-egyezhet”: (4 + 40) / 2 to each, as the played deal pays."""
    game = load_game("trisak")
    outcome = game.outcome_from_summary({"játék": "ultimóhívás", "felvevő": "A", "kiegyezett": "XIX"})
    assert amounts(game.settle(outcome)) == (-66, 22, 22, 22)
