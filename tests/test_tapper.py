"""Tappertarokk (Tolnai, "4. A tappertarokk"; §66, §71): the numbers of the section, the
auction, talon and discard, the announcements, the settlement, and whole deals."""

import doctest
import io
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.cli.table import play_table
from tarokk.core.cards import DECK42, DECK54, parse_cards
from tarokk.core.catalogue import catalogue
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS
from tarokk.core.gamerecords import format_table_record, parse_options, parse_table_record, replay_table_record
from tarokk.core.holdings import (
    Holding,
    heads,
    holdings_of,
    holds_four_kings,
    holds_heads,
    holds_trull,
    tarokk_count,
)
from tarokk.core.packs import deal_packets, shuffled_ids
from tarokk.core.state import load_game, registered_games
from tarokk.games.tapper.actions import ACTIONS, AUCTION_RULES
from tarokk.games.tapper.bot import rule_policy
from tarokk.games.tapper.definition import TAPPER42, TAPPER54
from tarokk.games.tapper.options import TapperOptions
from tarokk.games.tapper.scoring import Bet, Held, TapperOutcome, TarokkCount, pot_flow, settle
from tarokk.games.tapper.state import TapperGame, TapperState
from tarokk.games.tapper.view import TapperView
from tarokk.phases.auction import LadderAuction

SEATS = ("A", "B", "C")
GROUPS = CardCounting(Counting.GROUPS_OF_THREE)

# A hand-written deal of 42 cards: A holds the trull and the four kings.
HANDS = {
    "A": "S, XXI, I, XX, XIX, XVIII, XVII, Kő k, Kő d, K k, T k, P k",
    "B": "XVI, XV, XIV, XIII, XII, XI, X, Kő l, Kő b, Kő á, K d, K l",
    "C": "IX, VIII, VII, VI, V, IV, III, II, K b, K á, T d, T l",
}
TALON = "T b, T 10, P d, P l, P b, P 10"


def dealt(hands=HANDS, talon=TALON, **options) -> TapperState:
    game = TapperGame(**options)
    deck = game.definition.deck
    return game.state_from_cards(
        {seat: parse_cards(text, deck) for seat, text in hands.items()}, parse_cards(talon, deck)
    )


def say(state: TapperState, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: TapperState, name: str) -> str:
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action(name))
    return error.value.rule


def play_out(state: TapperState, seed: int = 0) -> None:
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        player = state.current_player()
        state.apply_action(rule_policy(state.view(player), state.legal_actions(), rng))


# -- §66: the reckoning in thirds -----------------------------------------------


@pytest.mark.parametrize(
    ("cards", "total"),
    [
        ("Kő k, XXI, II", 9),  # "Király, XXI, II. Csoportérték = 1, király = 4, XXI = 4, II = 0, összesen 9."
        ("Kő d, Kő l, Kő 2", 6),  # "Dáma, lovas, kettős. … összesen 6."
        ("III, II, T 10", 1),  # "III, II, tizes. Csoportérték = 1, lapértékek = 0, összesen 1."
        ("Kő k, Kő b", 6),  # "Király, bub. Csoportérték = 1, király = 4, bub = 1, összesen 6."
        ("K d, IV", 4),  # "Dáma, IV. Csoportérték = 1, dáma = 3, IV = 0, összesen 4."
        ("T 10, T 7", 1),  # "Tizes, hetes. Csoportérték = 1, lapértékek = 0, összesen 1."
        ("Kő k", 4),  # "Egy lap. Király. Csoportérték = 0, király = 4, összesen 4."
        ("Kő á", 0),  # "Ász. Csoportérték = 0, lapérték = 0, összesen 0."
    ],
)
def test_the_examples_of_paragraph_66_count_as_tolnai_counts_them(cards, total):
    assert GROUPS.count([card.points for card in parse_cards(cards, DECK54)]) == total


def test_the_packs_count_70_and_66_and_the_declarer_needs_36_and_34():
    """tapper.counting: "az 54 lapos csomag értéke 70 pont (… 54 × ⅔ = 36, 70 + 36 = 106)";
    "A 42 lapos kártya összértéke 66 pont (42 × ⅔ = 28, 66 + 28 = 94)"; "ha 54 lapos kártyánál
    36, 42 lapos kártyánál 34 pontot vitt haza"."""
    assert (TAPPER54.total_points, TAPPER42.total_points) == (70, 66)
    assert 54 * Fraction(2, 3) == 36 and TAPPER54.total_points + 36 == DECK54.total_points == 106
    assert 42 * Fraction(2, 3) == 28 and TAPPER42.total_points + 28 == DECK42.total_points == 94
    assert (TAPPER54.win_points, TAPPER42.win_points) == (36, 34)
    # every card ⅔ less: kings and honours 4⅓, queens 3⅓, riders 2⅓, jacks 1⅓, the rest ⅓
    assert {card.points - Fraction(2, 3) for card in DECK54} == {
        Fraction(13, 3), Fraction(10, 3), Fraction(7, 3), Fraction(4, 3), Fraction(1, 3)
    }  # fmt: skip


# -- the definition -------------------------------------------------------------


def test_the_definition_holds_the_prices_of_the_section():
    """tapper.scoring.game, tapper.scoring.figures, tapper.scoring.holdings: "A hármas díja 3,
    az alsó hármasé 4, a felsőé 5 pont. A szólójáték díja 8 pont."; ultimó "bemondva 6,
    csendesen 3, szólónál ennek kétszerese"; volát "bemondva … 24, csendesen 12"; trull and
    four kings "3—3 pontot"; fejek "Díja 1 pont"; "Szólójátékban minden díj kétszeresére"."""
    for definition in (TAPPER42, TAPPER54):
        assert [(c.hu, c.base_value, c.prize_factor) for c in definition.contracts] == [
            ("hármas", 3, 1), ("alsó hármas", 4, 1), ("felső hármas", 5, 1), ("szóló", 8, 2)
        ]  # fmt: skip
        assert [(v.figure.value, v.silent, v.announced) for v in definition.figures[1:]] == [
            ("pagat-ultimo", 3, 6), ("volat", 12, 24)
        ]  # fmt: skip
        assert [(v.holding, v.value) for v in definition.holdings] == [
            (Holding.TRULL, 3), (Holding.FOUR_KINGS, 3), (Holding.HEADS, 1)
        ]  # fmt: skip
    assert (TAPPER42.packets.sizes, TAPPER54.packets.sizes) == ((6, 6), (8, 8))
    assert TapperGame(cards=54).definition is TAPPER54
    with pytest.raises(TarokkInputError, match=r"takes one of 42 \(Tolnai.*; 54 \(Tolnai"):
        TapperGame(cards=52)


def test_the_deal_gives_twelve_in_sixes_or_sixteen_in_eights():
    """tapper.deal: "42 lapnál hatosával, 12—12 lapot, 54 lapos kártyánál nyolcasával 16—16"."""
    assert "tapper" in registered_games()
    for cards, packet in ((42, 6), (54, 8)):
        game = load_game("tapper", seed=5, cards=cards)
        state = game.new_initial_state()
        deck = game.definition.deck
        pack = [deck.cards[i] for i in shuffled_ids(5, deck)]
        hands, talon = state.dealt_cards()
        assert list(talon) == pack[:6]
        assert set(pack[6 : 6 + packet]) <= set(hands["A"])
        assert set(pack[6 + packet : 6 + 2 * packet]) <= set(hands["B"])
        assert [len(hands[seat]) for seat in SEATS] == [2 * packet] * 3
        assert deal_packets(pack, 6, (packet, packet), SEATS)[1] == tuple(talon)


def test_bad_options_and_bad_cards_are_refused_with_what_is_wrong():
    with pytest.raises(TarokkInputError, match="no option 'deck'"):
        TapperGame(deck=54)
    with pytest.raises(TarokkInputError, match=r"takes one of 42 \(Tolnai.*; 54 \(Tolnai"):
        TapperGame(cards="36")
    game = TapperGame(cards="54", tarokk_prizes="8:1;9:2", heads_need_bidding="yes")
    assert game.rules == TapperOptions(54, ((8, 1), (9, 2)), 0, True)
    assert game.rules.changed() == {"cards": 54, "tarokk_prizes": ((8, 1), (9, 2)), "heads_need_bidding": True}
    for options, expected in (
        (
            "tarokk_prizes=8",
            r"tarokk_prizes of tapper takes count:prize pairs, .*; the sources play none \(Tolnai.*, not 8$",
        ),
        (
            "heads_need_bidding=2",
            r"heads_need_bidding of tapper takes yes/igen/true \(.*\) or no/nem/false .*, not 2$",
        ),
        (
            "ultimo_pot=true",
            r"ultimo_pot of tapper takes a whole number from 0 .*; the sources play .*, not True$",
        ),
        ("cards=many", r"cards of tapper takes one of 42 \(Tolnai.*; 54 \(Tolnai.*, not 'many'$"),
        ("cards=54, cards=42", "the option cards is given twice"),
    ):
        with pytest.raises(TarokkInputError, match=expected):
            TapperGame(**parse_options(options))
    with pytest.raises(TarokkInputError, match="dealt twice"):
        dealt({**HANDS, "C": HANDS["C"].replace(", II,", ", XX,")})
    with pytest.raises(TarokkInputError, match="C's hand has 13 cards, not 12"):
        dealt({**HANDS, "C": HANDS["C"] + ", T 10"})


# -- holdings (the core module strómanntarokk shares) ----------------------------


def test_holdings_are_read_from_one_hand():
    """§71: "négy királyért és három honnórért"; "bármelyik két honnórt is, amit fejek-nek"."""
    a, b = parse_cards(HANDS["A"]), parse_cards("S, XXI, X, Kő k, K k, T k")
    assert holds_trull(a) and holds_four_kings(a) and not holds_heads(a)
    assert holdings_of(a) == (Holding.TRULL, Holding.FOUR_KINGS)
    assert len(heads(a)) == 3 and holdings_of(b) == (Holding.HEADS,)
    assert not holds_four_kings(b) and tarokk_count(a) == 7 and Holding.HEADS.hu == "fejek"
    assert Holding.FOUR_KINGS.english == "four kings"


# -- the auction ----------------------------------------------------------------


def test_a_holds_any_game_b_or_c_bids_and_b_never_holds():
    """tapper.auction.hold: "A tarthat minden játékot, mit B vagy C bemond, de ha A pászolt,
    B nem tarthatja C bemondott játékát"."""
    state = dealt()
    say(state, "three", "lower-three", "upper-three")
    say(state, "hold")  # A holds C's felső hármas
    assert refused(state, "hold") == "tapper.auction.hold"  # B may not hold
    say(state, "pass", "pass")
    assert (state.declarer, state.contract.hu) == ("A", "felső hármas")
    state = dealt()
    say(state, "pass", "three")
    assert refused(state, "hold") == "tapper.auction.hold"  # C may not hold B's bid
    say(state, "lower-three")
    assert refused(state, "hold") == "tapper.auction.hold"  # A passed: the right does not pass to B


def test_every_bid_climbs_a_pass_is_final_and_the_others_passing_end_it():
    """tapper.auction.bid, tapper.auction.end (§25, §28–§30)."""
    state = dealt()
    say(state, "lower-three")
    assert refused(state, "three") == "tapper.auction.bid"
    assert refused(state, "lower-three") == "tapper.auction.bid"
    say(state, "solo", "pass")  # a jump to szóló is a higher bid (§28: "legalább egy fokkal")
    # nothing is higher than szóló
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["pass", "hold"]
    say(state, "pass")
    assert state.is_terminal() is False and (state.declarer, state.contract.name) == ("B", "solo")
    auction = LadderAuction.of(TAPPER42, AUCTION_RULES)
    for call in ("pass", "pass", "pass"):
        auction.call(call)
    assert auction.finished and auction.declarer is None
    with pytest.raises(IllegalAction) as error:
        auction.call("three")
    assert error.value.rule == "tapper.auction.end"
    state = dealt()
    say(state, "pass", "pass", "pass")  # §26: "nincs játék"
    assert state.is_terminal() and state.settlement() == [] and state.returns() == [0.0, 0.0, 0.0]


# -- talon and discard -----------------------------------------------------------


def test_the_declarer_keeps_either_three_and_the_rest_is_the_opponents():
    """tapper.talon.half: "a sorrendben első vagy második három lap közül választ. Az otthagyott
    három lap az ellenfeleké lesz, de nem cserélhető ki"."""
    state = dealt()
    say(state, "three", "pass", "pass")
    assert state.view(1).talon == tuple(parse_cards(TALON))  # turned up for everyone to see
    say(state, "second three")
    assert set(parse_cards("P l, P b, P 10")) <= set(state.view(0).hand)
    assert state.talon_to_opponents() == tuple(parse_cards("T b, T 10, P d"))
    assert set(state.view(1).hand) == set(parse_cards(HANDS["B"]))  # nothing to exchange
    solo = dealt()
    say(solo, "solo", "pass", "pass")
    assert solo.phase == "announce" and solo.view(1).talon == () and solo.talon_to_opponents() == solo.talon
    assert refused(solo, "first three") == "tapper.talon.half"


def test_no_honour_or_king_is_laid_away_and_a_tarokk_only_when_no_suit_card_can_go():
    """tapper.discard.kings-honours, tapper.discard.tarokk: "nem fektethet le honnőrt vagy
    királyt, tarokkot is csak akkor, ha nincs színes lapja, mit letehet. A lefektetett
    tarokkot meg kell mutatnia"."""
    state = dealt()
    say(state, "three", "pass", "pass", "first three")
    assert refused(state, "discard K k") == "tapper.discard.kings-honours"
    assert refused(state, "discard S") == "tapper.discard.kings-honours"
    assert refused(state, "discard XX") == "tapper.discard.tarokk"
    assert refused(state, "discard XVI") == "tapper.turn"  # B's card
    say(state, "discard T b", "discard T 10")
    assert refused(state, "discard XVII") == "tapper.discard.tarokk"  # Kő d and P d may still go
    say(state, "discard P d")
    assert state.phase == "announce" and state.view(1).discard == () and state.view(0).discard
    # A hand of kings, honours and tarokks lays tarokks, shown to the table
    kings = dealt(
        {
            "A": "S, XXI, I, XX, XIX, XVIII, XVII, XVI, Kő k, K k, T k, P k",
            "B": "XIV, XIII, XII, XI, X, Kő l, Kő b, Kő á, K d, K l, Kő d, P 10",
            "C": "IX, VIII, VII, VI, V, IV, III, II, K b, K á, T d, T l",
        },
        "T b, T 10, P d, XV, P l, P b",
    )
    say(kings, "three", "pass", "pass", "second three")
    assert [kings.action_to_string(a) for a in kings.legal_actions()] == ["discard P b", "discard P l"]
    say(kings, "discard P l", "discard P b")
    say(kings, "discard XVI")
    assert kings.view(2).shown_tarokks == tuple(parse_cards("XVI")) and kings.view(2).discard == ()


# -- announcements and kontras ---------------------------------------------------


def test_announcements_before_the_first_lead():
    """tapper.announce.ultimo, tapper.announce.volat, tapper.announce.tarokks, tapper.kontra."""
    state = dealt(tarokk_prizes=((8, 1), (9, 2)))
    say(state, "solo", "pass", "pass")
    assert refused(state, "tarokks") == "tapper.announce.tarokks"  # A holds seven
    say(state, "ultimo")
    assert refused(state, "ultimo") == "tapper.announce.ultimo"  # B holds no pagát
    assert refused(state, "rekontra game") == "tapper.kontra"  # kontra comes first
    say(state, "kontra game", "tarokks")  # C announces his eight tarokks
    assert refused(state, "kontra game") == "tapper.kontra"  # A's side said the game, B's doubles next
    say(state, "rekontra game", "volat")
    assert refused(state, "volat") == "tapper.announce.volat"
    assert refused(state, "kontra volat") == "tapper.kontra"  # C is on B's side
    say(state, "pass", "kontra volat", "kontra ultimo", "pass", "pass", "pass")
    assert state.phase == "play" and state.kontras.levels == {"game": 2, "ultimo": 1, "volat": 1}
    assert state.counted == {"C": 8}
    assert refused(state, "kontra game") == "tapper.turn"
    assert refused(state, "play XVI") == "play.card-in-hand"


def test_whoever_announced_the_ultimo_keeps_the_pagat_to_the_last_trick():
    """tapper.play.ultimo-keep (Tolnai §54)."""
    state = dealt()
    say(state, "solo", "pass", "pass", "ultimo", "pass", "pass", "pass")
    assert refused(state, "play I") == "tapper.play.ultimo-keep"
    say(state, "play XXI")
    unannounced = dealt()
    say(unannounced, "solo", "pass", "pass", "pass", "pass", "pass")
    say(unannounced, "play I")  # no ultimó, no duty


# -- settlement ------------------------------------------------------------------


def outcome(**changes) -> TapperOutcome:
    """B's hármas with 34 points, B alone in the auction, and the ``changes``."""
    return TapperOutcome(**{"contract": "three", "declarer": "B", "declarer_points": 34, **changes})


def totals(lines) -> tuple[Fraction, ...]:
    return tuple(sum(amounts) for amounts in zip(*(line.amounts for line in lines), strict=True))


def settled(deal: TapperOutcome, options: TapperOptions | None = None, definition=TAPPER42) -> list:
    """The lines of ``deal`` under ``options`` (Tolnai's plain reading if none) with ``definition``'s pack."""
    return settle(deal, definition, options or TapperOptions())


def test_the_game_is_won_with_34_of_66_and_paid_by_each_opponent():
    """tapper.scoring.game: 34 wins a hármas, 33 loses it; 4 and 5 for the higher hármas."""
    assert totals(settled(outcome())) == (-3, 6, -3)
    assert totals(settled(outcome(declarer_points=33))) == (3, -6, 3)
    lines = settled(outcome(contract="upper-three", kontra=1))
    assert totals(lines) == (-10, 20, -10) and lines[0].source.endswith("§48")
    assert lines[0].what_hu.startswith("kontra felső hármas megnyerve")
    big = outcome(contract="solo", declarer_points=35)
    assert totals(settled(big, TapperOptions(54), TAPPER54)) == (8, -16, 8)


def test_ultimo_and_volat_are_priced_at_three_six_twelve_twentyfour_doubled_at_solo():
    """tapper.scoring.figures: "Jutalma hármas játéknál bemondva 6, csendesen 3, szólónál ennek
    kétszerese"; "A volát: bemondva hármas játéknál 24, csendesen 12"."""
    silent = settled(outcome(pagat_won_last="B"))
    assert silent[1].amounts == (-3, 6, -3) and "csendes" in silent[1].what_hu
    lost = settled(outcome(pagat_won_last=None))
    assert len(lost) == 1  # a silent figure counts only when made
    announced = outcome(contract="solo", pagat_won_last="C", ultimo_announced=Bet("C", kontra=1))
    assert settled(announced)[1].amounts == (24, -48, 24)  # 6 × 2 (szóló) × 2 (kontra)
    missed = outcome(ultimo_announced=Bet("B"), pagat_won_last=None)
    assert settled(missed)[1].amounts == (6, -12, 6)
    volat = outcome(took_every_trick=DECLARER, declarer_points=66)
    assert [line.amounts for line in settled(volat)] == [(-12, 24, -12)]  # §53: no game
    assert len(settled(volat, TapperOptions(game_beside_volat=True))) == 2
    against = outcome(contract="solo", volat_announced=Bet("A"), took_every_trick=OPPONENTS, declarer_points=0)
    assert totals(settled(against)) == (48, -96, 48)
    # §53: "Ha valaki elbukta a volátot, de többje van 47 pontnál … a játékért azonban nem számíthat fel semmit"
    missed = outcome(volat_announced=Bet("B"), declarer_points=60)
    assert [line.amounts for line in settled(missed)] == [(24, -48, 24)]
    theirs = outcome(volat_announced=Bet("C"), declarer_points=60)
    assert [line.amounts for line in settled(theirs)] == [(-3, 6, -3), (-24, 48, -24)]


def test_holdings_pay_three_and_one_from_each_player_and_need_a_part_in_the_auction():
    """tapper.scoring.holdings (§71): "a másik két játékostól 3—3 pontot kap"; "De ha a
    tulétroá vagy négy király tulajdonosa nem vett részt a licitálásban, — e díjakra nem
    tarthat igényt"; fejek "Díja 1 pont"; "Szólójátékban minden díj kétszeresére növekszik"."""
    held = (Held("A", Holding.TRULL), Held("A", Holding.FOUR_KINGS), Held("C", Holding.HEADS))
    took_part = settled(outcome(holdings=held, also_bid=("A",)))[1:]
    assert [line.amounts for line in took_part] == [(6, -3, -3), (6, -3, -3), (-1, -1, 2)]
    assert all(line.source == "Tolnai §71" for line in took_part)
    silent_a = settled(outcome(holdings=held))[1:]
    assert [line.amounts for line in silent_a] == [(-1, -1, 2)]  # A passed: no trull, no four kings
    assert settled(outcome(holdings=held), TapperOptions(heads_need_bidding=True))[1:] == []
    solo = outcome(contract="solo", holdings=(Held("C", Holding.HEADS),))
    assert settled(solo)[1].amounts == (-2, -2, 4)
    counts = outcome(tarokk_counts=(TarokkCount("A", 9),))
    assert settled(counts, TapperOptions(tarokk_prizes=((8, 1), (9, 2))))[1].amounts == (4, -2, -2)


@pytest.mark.parametrize(
    ("changes", "refusal"),
    [
        ({"declarer": "D"}, r"D does not sit at this table; the seats are A, B, C"),
        ({"holdings": (Held("E", Holding.HEADS),)}, r"E does not sit at this table"),
        ({"declarer_points": 67}, r"declarer_points: 67 is more than the pack's 66 points"),
        (
            {"ultimo_announced": Bet("A", kontra=6)},
            r"kontra: 6 is too high; the highest kontra is 5 \(mordkontra\)",
        ),
        ({"holdings": (Held("A", Holding.TRULL),) * 2}, r"holdings\[1\]: listed twice"),
        ({"tarokk_counts": (TarokkCount("A", 9),)}, r"tarokk_counts: 9 tarokks win A no prize the players agreed"),
    ],
)
def test_an_outcome_that_breaks_a_rule_is_refused_naming_the_value_and_the_rule(changes, refusal):
    with pytest.raises(TarokkInputError, match=refusal):
        settled(outcome(**changes))


def test_a_tarokk_count_is_paid_once_and_a_hungarian_summary_is_refused_in_hungarian():
    twice = outcome(tarokk_counts=(TarokkCount("A", 9), TarokkCount("A", 8)))
    with pytest.raises(TarokkInputError, match=r"tarokk_counts: A's tarokks are listed twice"):
        settled(twice, TapperOptions(tarokk_prizes=((8, 1),)))
    game = TapperGame()
    summary = {"játék": "szóló", "felvevő": "B", "felvevő_pontjai": 40, "jutalmak": [{"hely": "D", "jutalom": "fejek"}]}
    with pytest.raises(TarokkInputError) as refused:
        game.settle(game.outcome_from_summary(summary))
    assert refused.value.hu == "jutalmak[0].hely: D nem ül ennél az asztalnál; a helyek: A, B, C"


def test_holdings_are_read_from_the_hand_as_played_or_as_dealt():
    """A king from the talon completes the four kings in the hand as played, not as dealt."""
    hands = {
        "A": "S, XXI, I, XX, XIX, XVIII, XVII, XVI, Kő k, K k, T k, T d",
        "B": "XIV, XIII, XII, XI, X, Kő l, Kő b, Kő á, K d, K l, Kő d, P 10",
        "C": "IX, VIII, VII, VI, V, IV, III, II, K b, K á, XV, T l",
    }
    for as_dealt, kings in ((False, True), (True, False)):
        state = dealt(hands, "P k, T 10, P d, T b, P l, P b", holdings_as_dealt=as_dealt)
        say(state, "three", "pass", "pass", "first three", "discard T d", "discard T 10", "discard P d")
        say(state, "pass", "pass", "pass")
        play_out(state)
        held = [line.what for line in state.settlement()[1:]]
        assert held == (["trull held by A", "four kings held by A"] if kings else ["trull held by A"])


def test_the_ultimo_pot_is_taken_or_doubled_by_the_announcer():
    """tapper.scoring.pot: "az ultimós kiveszi a kassza tartalmát, ha bukott, megduplázza"."""
    made = outcome(ultimo_announced=Bet("C"), pagat_won_last="C")
    assert pot_flow(made, TapperOptions(ultimo_pot=9), SEATS).amounts == (0, 0, -9)
    missed = pot_flow(outcome(ultimo_announced=Bet("C")), TapperOptions(ultimo_pot=9), SEATS)
    assert (missed.amounts, missed.pot_after) == ((0, 0, 9), 18)
    assert pot_flow(made, TapperOptions(), SEATS).pot_after == 0


def test_a_hand_written_deal_plays_out_and_pays_the_trull_and_four_kings():
    """The deal of ``HANDS`` through ``state_from_cards`` and ``apply_action``: A holds the trull
    and the four kings and bid, so both pay him whoever wins (§71)."""
    state = dealt()
    say(state, "three", "lower-three", "pass", "hold", "pass", "first three")
    say(state, "discard T b", "discard T 10", "discard P d")
    say(state, "pass", "kontra game", "pass", "pass", "pass")
    play_out(state)
    lines = state.settlement()
    assert [line.what for line in lines[1:]] == ["trull held by A", "four kings held by A"]
    assert lines[0].amounts[0] in (16, -16)  # alsó hármas 4, kontra: 8 from each
    points = state.points()
    assert points[DECLARER] + points[OPPONENTS] == 66 and sum(state.returns()) == 0
    assert [line.source for line in lines[1:]] == ["Tolnai §71"] * 2 and lines[1].what_hu == "tulétroá (A)"


# -- whole deals -------------------------------------------------------------------

OPTIONS = st.fixed_dictionaries(
    {
        "cards": st.sampled_from((42, 54)),
        "tarokk_prizes": st.sampled_from(((), ((7, 1), (9, 2)))),
        "ultimo_pot": st.sampled_from((0, 6)),
        "heads_need_bidding": st.booleans(),
        "game_beside_volat": st.booleans(),
        "holdings_as_dealt": st.booleans(),
    }
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(0, 2**32), choices=st.randoms(use_true_random=False))
def test_random_whole_deals_keep_every_card_once_the_pack_total_and_zero_sum(options, seed, choices):
    game = TapperGame(seed, **options)
    state = game.new_initial_state()
    deck = game.definition.deck
    hands, talon = state.dealt_cards()
    assert sorted(c.key for seat in SEATS for c in hands[seat]) == sorted(c.key for c in deck if c not in talon)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal)
        illegal = choices.choice([a for a in range(len(ACTIONS.names)) if a not in legal])
        with pytest.raises(IllegalAction) as error:
            state.apply_action(illegal)
        assert error.value.rule in catalogue()
        state.apply_action(choices.choice(legal))
    returns = state.returns()
    assert abs(sum(returns)) < 1e-9
    for line in state.settlement():
        assert sum(line.amounts) == 0 and line.source
    if state.play is not None:
        seen = [card for trick in state.play.tricks for _, card in trick.plays]
        seen += state.discard + list(state.talon_to_opponents())
        assert sorted(card.key for card in seen) == sorted(card.key for card in deck)
        assert sum(state.points().values()) == game.definition.total_points
        flow = state.pot()
        assert flow is not None and flow.pot_after in (0, 6, 12)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), cards=st.sampled_from((42, 54)), steps=st.integers(0, 60))
def test_the_hidden_cards_never_change_a_view_or_the_bots_choice(seed, cards, steps):
    """Swap a card of B with one of C, neither yet played: A's view and A's choices stay the same."""
    game = TapperGame(seed, cards=cards)
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    history = []
    while not state.is_terminal() and len(history) < steps:
        action = rule_policy(state.view(state.current_player()), state.legal_actions(), rng)
        state.apply_action(action)
        history.append(action)
    hands, talon = state.dealt_cards()
    b_cards = [c for c in hands["B"] if c in state.view(1).hand]
    c_cards = [c for c in hands["C"] if c in state.view(2).hand]
    assume(b_cards and c_cards)
    b_card, c_card = b_cards[0], c_cards[-1]
    swapped = {"A": list(hands["A"]), "B": [c_card if c == b_card else c for c in hands["B"]]}
    swapped["C"] = [b_card if c == c_card else c for c in hands["C"]]
    twin = game.state_from_cards(swapped, talon)
    try:
        for action in history:
            twin.apply_action(action)
    except IllegalAction:
        assume(False)
    assert twin.view(0) == state.view(0) and isinstance(state.view(0), TapperView)
    if not state.is_terminal() and state.current_player() == 0:
        legal = state.legal_actions()
        assert rule_policy(twin.view(0), legal, np.random.default_rng(1)) == rule_policy(
            state.view(0), legal, np.random.default_rng(1)
        )


def test_the_rule_bots_play_whole_deals_of_both_decks():
    for cards in (42, 54):
        game = load_game("tapper", seed=11, cards=cards)
        for seed in range(20):
            state = game.new_initial_state(seed)
            play_out(state, seed)
            assert state.is_terminal() and abs(sum(state.returns())) < 1e-9
        assert set(game.policies) == {"random", "rule"}
        prized = TapperGame(11, cards=cards, tarokk_prizes=((1, 1),)).new_initial_state()
        play_out(prized)
        if prized.declarer is not None:  # every player with a tarokk claims the agreed prize
            assert set(prized.counted) == {seat for seat in SEATS if tarokk_count(prized.played_hands[seat])}
        clone = game.new_initial_state(3).clone()
        assert clone.legal_actions() == game.new_initial_state(3).legal_actions()


def test_actions_read_back_and_speak_both_languages():
    state = dealt()
    for action in range(len(ACTIONS.names)):
        name = state.action_to_string(action)
        assert state.string_to_action(name) == action and name == name.strip()
    assert state.action_text(state.string_to_action("hold"), "hu") == "tartom"
    assert state.action_text(state.string_to_action("play Kő k"), "hu") == "kijátssza: kőr király (Kő k)"
    assert state.action_text(state.string_to_action("rekontra ultimo"), "hu") == "rekontra pagátultimó"
    assert "you are A" in state.table_text(0) and "\nLapjaid: " in state.table_text(1, "hu")
    assert refused(state, "play XX") == "tapper.turn"
    with pytest.raises(IllegalAction) as error:
        state.apply_action(10_000)
    assert error.value.rule == "tapper.turn"


# -- records and the command line ----------------------------------------------------

RECORD = (Path(__file__).parents[1] / "book/examples/tapper-first-deal.txt").read_text("utf-8")
"""The first deal of the tappertarokk chapter, written by hand."""


def test_a_hand_written_record_replays_and_settles_line_by_line():
    """Alsó hármas 4, kontra: 8 from each; the missed ultimó 6, kontra: 12 to each; A's trull
    and four kings 3 and 3 from each, whoever won (§71)."""
    replayed = replay_table_record(parse_table_record(RECORD))
    state = replayed.state
    assert replayed.finished and state.points() == {DECLARER: 32, OPPONENTS: 34}
    assert [(line.what, line.amounts) for line in state.settlement()] == [
        ("kontra lower three lost (32 of 66)", (-16, 8, 8)),
        ("kontra announced pagátultimó by A, missed", (-24, 12, 12)),
        ("trull held by A", (6, -3, -3)),
        ("four kings held by A", (6, -3, -3)),
    ]
    assert state.returns() == [-28.0, 14.0, 14.0]
    wrong = RECORD.replace("  B pass\n  A first three", "  B hold\n  A first three")
    with pytest.raises(IllegalAction) as refused:
        replay_table_record(parse_table_record(wrong))
    assert (refused.value.rule, refused.value.seat, refused.value.line) == ("tapper.auction.hold", "B", 14)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), options=OPTIONS)
def test_a_written_record_replays_to_the_same_deal_under_every_option(seed, options):
    game = TapperGame(seed, **options)
    state = game.new_initial_state()
    play_out(state, seed)
    again = replay_table_record(parse_table_record(format_table_record(state, seed))).state
    assert again.history() == state.history() and again.returns() == state.returns()
    assert again.game.rules == game.rules


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_replay_settle_and_play_at_the_command_line(capsys, tmp_path, monkeypatch):
    path = tmp_path / "tapper.txt"
    path.write_text(RECORD, encoding="utf-8")
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and "A: announces pagátultimó" in out and "Tolnai §71" in out
    status, out, _ = run(capsys, "--lang", "hu", "settle", str(path))
    assert status == 0 and "tulétroá (A)" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("hold\n1\nq\n"))
    status, out, _ = run(capsys, "play", "--game", "tapper", "--seed", "4", "--record-dir", str(tmp_path))
    assert status == 0 and "Your hand: " in out and "tapper.auction.hold" in out
    assert "You left the table." in out
    said: list[str] = []
    totals = play_table(load_game("tapper"), "B", "rule", 7, 1, tmp_path, ask=lambda prompt: "1", say=said.append)
    assert sum(totals) == 0 and any(line.startswith("Totals:") for line in said)
    record = (tmp_path / "tapper-7.txt").read_text("utf-8")
    assert replay_table_record(parse_table_record(record)).finished


def test_the_documented_examples_hold():
    import tarokk.core.holdings
    import tarokk.games.tapper.state
    import tarokk.phases.auction
    import tarokk.studies.tapper

    for module in (tarokk.core.holdings, tarokk.phases.auction, tarokk.games.tapper.state, tarokk.studies.tapper):
        assert doctest.testmod(module).failed == 0, module.__name__


def test_the_talon_is_shown_in_the_order_it_lies():
    """ "keeps the talon's first three" keeps the three the table shows first."""
    state = load_game("tapper").new_initial_state(3)
    state.apply_action(state.string_to_action("three"))
    while state.phase == "auction":
        state.apply_action(state.string_to_action("pass"))
    talon = state.dealt_cards()[1]
    shown = next(line for line in state.table_text(0).splitlines() if line.startswith("Talon: "))
    first, second = (", ".join(card.name("en") for card in half) for half in (talon[:3], talon[3:]))
    assert shown == f"Talon: {first} | {second}"
