"""Királyhívásos tarokk (Tolnai §66–§69): §66's counting examples, every price of §68–§69,
the auction, the call, the talon, the discard, the announcements and kontras, the play, and
random whole deals under every option."""

import io
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.cli.table import play_table
from tarokk.core.cards import DECK42, DECK54, parse_cards
from tarokk.core.catalogue import catalogue, game_rules
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, figure_outcome
from tarokk.core.gamerecords import parse_table_record, replay_table_record
from tarokk.core.outcome import FigureResult
from tarokk.core.state import load_game
from tarokk.core.tricks import KeepToLastTrick, Trick, TrickPlay
from tarokk.games.kiralyhivasos.definition import KIRALYHIVASOS
from tarokk.games.kiralyhivasos.options import KiralyOptions
from tarokk.games.kiralyhivasos.scoring import KiralyOutcome, settle
from tarokk.games.kiralyhivasos.state import KiralyhivasosGame

HANDS = {
    "A": "S, XXI, XX, XIX, XVIII, XVII, XVI, I, Kő k, Kő d, T 10, P 7",
    "B": "XV, XIV, XIII, XII, XI, K k, K d, K l, K b, T k, T d, P 9",
    "C": "X, IX, VIII, VII, VI, Kő l, Kő b, Kő á, Kő 2, T l, T b, P 8",
    "D": "V, IV, III, II, P k, P d, P l, P b, P 10, Kő 3, Kő 4, T 9",
}
TALON = "K á, K 2, K 3, K 4, T 8, T 7"
OPTION_SETS = [
    KiralyOptions(),
    KiralyOptions(bid_steps="one-step", self_call="any-king", honours_discardable=False),
    KiralyOptions(talon_in_figures="with-side", volat_as_paskievics=False, king_ultimo_keep=True),
]


def cards(text):
    return parse_cards(text, DECK54)


def deal(hands=None, talon=TALON, **options):
    game = KiralyhivasosGame(**options)
    hands = hands or HANDS
    return game.state_from_cards({seat: cards(text) for seat, text in hands.items()}, cards(talon))


def say(state, *names):
    for name in names:
        state.apply_action(state.string_to_action(name))
    return state


def refused(state, name):
    before = state.history()
    with pytest.raises(IllegalAction) as error:
        state.apply_action(state.string_to_action(name))
    assert state.history() == before
    return error.value.rule


def amounts(*values):
    return tuple(Fraction(v) for v in values)


# -- the pack and its counting (§66–§67) --------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kő k, XXI, II", 9),  # "Király, XXI, II. Csoportérték = 1, király = 4, XXI = 4, II = 0, összesen 9."
        ("Kő d, Kő l, Kő 2", 6),  # "Dáma, lovas, kettős … összesen 6."
        ("III, II, T 10", 1),  # "III, II, tizes. Csoportérték = 1, lapértékek = 0, összesen 1."
        ("Kő k, Kő b", 6),  # "Király, bub. Csoportérték = 1, király = 4, bub = 1, összesen 6."
        ("Kő d, IV", 4),  # "Dáma, IV. Csoportérték = 1, dáma = 3, IV = 0, összesen 4."
        ("T 10, T 7", 1),  # "Tizes, hetes. Csoportérték = 1, lapértékek = 0, összesen 1."
        ("Kő k", 4),  # "Egy lap. Király. Csoportérték = 0, király = 4, összesen 4."
        ("Kő á", 0),  # "Ász. Csoportérték = 0, lapérték = 0, összesen 0."
    ],
)
def test_tolnais_counting_examples(text, value):
    """Tolnai §66's groups of three, pairs and single cards (kiralyhivasos.scoring.counting)."""
    assert KIRALYHIVASOS.counting.count_cards(cards(text)) == value


def test_the_pack_counts_70_and_106():
    """§67: "az 54 lapos csomag értéke 70 pont (… 54 × ⅔ = 36, 70 + 36 = 106)"; the 42 cards 66."""
    assert sum(card.points for card in DECK54) == 106
    assert KIRALYHIVASOS.total_points == 70 == 106 - 36
    # "A 42 lapos kártya összértéke 66 pont (42 × ⅔ = 28, 66 + 28 = 94)."
    assert CardCounting(Counting.GROUPS_OF_THREE).count([c.points for c in DECK42]) == 66
    assert KIRALYHIVASOS.win_points == 36  # "ha 36 pontot ér el partnerével és skartjával együtt"


def test_the_definition_says_tolnais_table():
    """§68: four players, 54 cards, a talon of six and twelve cards each in sixes; the ladder
    hívás, szóló, hármas, szólóhármas (kiralyhivasos.deal)."""
    assert KIRALYHIVASOS.seating.active_seats == ("A", "B", "C", "D")
    assert (KIRALYHIVASOS.packets.talon, KIRALYHIVASOS.packets.sizes, KIRALYHIVASOS.tricks) == (6, (6, 6), 12)
    assert [(c.hu, c.base_value) for c in KIRALYHIVASOS.contracts] == [
        ("hívás", 6),
        ("szóló", 8),
        ("hármas", 10),
        ("szólóhármas", 20),
    ]
    state = load_game("kiralyhivasos", seed=5).new_initial_state()
    hands, talon = state.dealt_cards()
    dealt = [card for seat in "ABCD" for card in hands[seat]] + list(talon)
    assert sorted(dealt, key=DECK54.id) == list(DECK54) and len(talon) == 6


def test_a_deal_written_by_hand_is_checked():
    with pytest.raises(TarokkInputError, match="B's hand has 11 cards, not 12"):
        deal({**HANDS, "B": HANDS["B"].rsplit(",", 1)[0]})
    with pytest.raises(TarokkInputError, match="dealt twice: P 9"):
        deal({**HANDS, "C": HANDS["C"].replace("P 8", "P 9")})


# -- every price of §68–§69 -----------------------------------------------------------

PRICES = {
    # contract: game, figures silent/announced, volát silent/announced
    "hívás": (6, 2, 4, 12, 24),  # "A játék díja 6 pont, ultimó csendesen 2, bemondva 4 … Volát … 12, … 24"
    "szóló": (8, 4, 8, 24, 48),  # "A szólójáték díja 8. A figurák csendesen 4—4, bemondva 8—8 … volát … 24, … 48"
    "hármas": (10, 6, 12, 24, 48),  # "A hármás játék díja 10 pont, a figurák … 6—6 …, bemondva 12, a volát … 24, … 48"
    "szólóhármas": (20, 8, 16, 48, 96),  # "A játék díja 20 pont, a figurák … 8, bemondva 16 …, a volát … 48, … 96"
}


@pytest.mark.parametrize("hu", PRICES)
def test_every_contract_is_priced_as_tolnai_prices_it(hu):
    contract = KIRALYHIVASOS.contract(hu)
    game, silent, announced, volat_silent, volat_announced = PRICES[hu]
    assert contract.base_value == game
    for figure in (Figure.TRULL, Figure.FOUR_KINGS, Figure.XXI_CAPTURE, Figure.PAGAT_ULTIMO):
        value = KIRALYHIVASOS.figure_value(figure, contract)
        assert (value.silent, value.announced) == (silent, announced)
    volat = KIRALYHIVASOS.figure_value(Figure.VOLAT, contract)
    assert (volat.silent, volat.announced) == (volat_silent, volat_announced)
    king = [value for value in contract.figures if value.figure == Figure.KING_ULTIMO]
    # "Királyultimó a hármás játékoknál nincs."
    assert [(v.silent, v.announced) for v in king] == ([] if "hármas" in hu else [(silent, announced)])


def settled(hu, partner=None, options=None, **facts):
    """The lines of a deal of the contract ``hu`` declared by A with ``partner`` (None: alone)."""
    outcome = KiralyOutcome(KIRALYHIVASOS.contract(hu).name, "A", partner=partner, **facts)
    return settle(outcome, KIRALYHIVASOS, options or KiralyOptions())


@pytest.mark.parametrize("hu", PRICES)
def test_the_game_is_paid_a_head(hu):
    """kiralyhivasos.scoring.game: each of a side of two receives or pays the game; a
    declarer alone three times."""
    contract = KIRALYHIVASOS.contract(hu)
    game = PRICES[hu][0]
    partner = "D" if contract.partner.value == "call-king" else None
    won = settled(hu, partner, declarer_points=36)
    assert [line.source for line in won] == ["Tolnai §68, §69"]
    expected = amounts(game, -game, -game, game) if partner else amounts(3 * game, -game, -game, -game)
    assert won[0].amounts == expected
    lost = settled(hu, partner, declarer_points=35, kontra=2)
    assert lost[0].amounts == tuple(-4 * a for a in expected)  # rekontra: four times (§48)
    assert lost[0].what.startswith("rekontra ")


@pytest.mark.parametrize("hu", PRICES)
def test_figures_silent_and_announced(hu):
    """kiralyhivasos.scoring.figures: silent when made, announced won or lost."""
    _, silent, announced, *_ = PRICES[hu]
    made = FigureResult(Figure.TRULL, DECLARER, made=True)  # a tulétroá
    silent_line = settled(hu, declarer_points=40, figures=(made,))[1]
    assert silent_line.amounts == amounts(3 * silent, -silent, -silent, -silent)
    missed = FigureResult(Figure.FOUR_KINGS, DECLARER, made=False, announced=True)
    announced_line = settled(hu, declarer_points=40, figures=(missed,))[1]
    assert "lost" in announced_line.what
    assert announced_line.amounts == amounts(-3 * announced, announced, announced, announced)
    kontra = settled(hu, declarer_points=40, figures=(FigureResult(Figure.TRULL, DECLARER, True, True, kontra=1),))[1]
    assert kontra.amounts == amounts(6 * announced, -2 * announced, -2 * announced, -2 * announced)
    assert kontra.source == "Tolnai §69, §48"


@pytest.mark.parametrize("hu", PRICES)
def test_the_volat(hu):
    """kiralyhivasos.scoring.volat: the volát at its price, and (§53) no game and no silent
    tulétroá beside it; with the option off, every item is paid."""
    game, silent, _, volat_silent, volat_announced = PRICES[hu]
    volat = (FigureResult(Figure.TRULL, DECLARER, True), FigureResult(Figure.VOLAT, DECLARER, True))
    lines = settled(hu, declarer_points=70, figures=volat)
    assert [line.amounts[0] for line in lines] == [3 * volat_silent]
    lines = settled(hu, options=KiralyOptions(volat_as_paskievics=False), declarer_points=70, figures=volat)
    assert [line.amounts[0] for line in lines] == [3 * game, 3 * silent, 3 * volat_silent]
    lost = settled(hu, declarer_points=60, figures=(FigureResult(Figure.VOLAT, DECLARER, False, announced=True),))
    assert [line.amounts[0] for line in lost] == [-3 * volat_announced]


def test_the_called_king_lost_costs_two_a_head():
    """§69: "a felvevő és segítője 2—2 pontot fizetnek az ellenfeleknek. (Önhívásnál a
    felvevő mindhárom társának fizeti ez a bírságot.)" (kiralyhivasos.scoring.king-lost)"""
    *_, line = settled("hívás", "D", declarer_points=40, king_lost=True)
    assert (line.amounts, line.source) == (amounts(-2, 2, 2, -2), "Tolnai §69")
    self_call = settled("hívás", declarer_points=40, king_lost=True)[-1]
    assert self_call.amounts == amounts(-6, 2, 2, 2)


def test_the_throw_and_the_kings_half():
    """§68: the throw, "mind-egyik társának 4—4 pontot fizet" (kiralyhivasos.scoring.throw); the
    king's half left, "2—2 pontot fizet ellenfeleinek" (kiralyhivasos.scoring.king-half-left)."""
    thrown = settled("hívás", declarer_points=0, thrown=True)
    assert [(line.amounts, line.source) for line in thrown] == [(amounts(-12, 4, 4, 4), "Tolnai §68")]
    half = settled("hívás", king_half_left=True, declarer_points=40)
    assert half[0].amounts == amounts(-6, 2, 2, 2) and half[1].amounts == amounts(18, -6, -6, -6)


def test_a_figure_with_a_piece_in_the_talon_is_lost_at_a_solo_game():
    """§69: "ha a talonban fekszik egy darabjuk, elveszett a bemondás" (kiralyhivasos.scoring.solo-talon)."""
    made = FigureResult(Figure.TRULL, DECLARER, made=True, announced=True)
    line = settled("szóló", declarer_points=40, figures=(made,), in_talon=(Figure.TRULL,))[1]
    assert "in the talon" in line.what and line.amounts == amounts(-24, 8, 8, 8)


def test_a_played_szolo_loses_an_announced_figure_with_a_piece_in_the_talon():
    """§69: four kings announced at a szóló, the heart king in the unseen talon: the deal's
    outcome names the figure lost to the talon (kiralyhivasos.scoring.solo-talon)."""
    hands = {**HANDS, "B": HANDS["B"].replace("T k", "T 8")}
    state = say(deal(hands, TALON.replace("T 8", "T k")), "solo", "pass", "pass", "pass", "call K k")
    say(state, "announce four-kings", "pass")
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    outcome = state.outcome()
    assert (outcome.contract, outcome.partner, outcome.in_talon) == ("solo", "B", (Figure.FOUR_KINGS,))
    line = state.settlement()[-1]
    assert "a piece in the talon: lost" in line.what and line.amounts == amounts(-8, -8, 8, 8)


def test_a_price_a_head_sums_to_zero():
    for partner in ("D", None):
        assert all(sum(line.amounts) == 0 for line in settled("hívás", partner, declarer_points=20, king_lost=True))


TRULL_MADE = FigureResult(Figure.TRULL, DECLARER, made=True)


@pytest.mark.parametrize(
    ("facts", "refusal"),
    [
        ({"declarer": "E"}, r"declarer: E does not sit at this table; the seats are A, B, C, D"),
        ({"partner": "F"}, r"partner: F does not sit at this table"),
        ({"partner": "A"}, r"partner: A is the declarer; .*write no partner \(Tolnai §68\)"),
        ({"contract": "three", "partner": "B"}, r"partner: at hármas no king is called .* \(Tolnai §69\)"),
        ({"partner": "B", "thrown": True}, r"partner: the called king lay in the talon"),
        ({"contract": "solo", "thrown": True}, r"thrown: there is no such penalty at szóló"),
        ({"contract": "three", "king_lost": True}, r"king_lost: there is no such penalty at hármas"),
        ({"declarer_points": 71}, r"declarer_points: 71 is more than the pack's 70 points"),
        ({"kontra": 6}, r"kontra: 6 is too high; the highest kontra is 5 \(mordkontra\)"),
        ({"figures": (TRULL_MADE, FigureResult(Figure.TRULL, OPPONENTS, True))}, r"figures: tulétroá is listed twice"),
        (
            {"contract": "three", "figures": (FigureResult(Figure.KING_ULTIMO, DECLARER, True),)},
            r"figures: hármas has no királyultimó \(Tolnai §69\)",
        ),
        ({"figures": (FigureResult(Figure.TRULL, DECLARER, True, kontra=1),)}, r"a silent tulétroá cannot be kontrád"),
        ({"figures": (FigureResult(Figure.KING_ULTIMO, OPPONENTS, True),)}, r"only the declarer's side makes a király"),
        (
            {"figures": (FigureResult(Figure.TRULL, DECLARER, True, True),), "in_talon": (Figure.TRULL,)},
            r"in_talon: tulétroá cannot be lost to the talon here",
        ),
        ({"contract": "solo", "in_talon": (Figure.TRULL,)}, r"in_talon: tulétroá cannot be lost"),
    ],
)
def test_an_outcome_that_breaks_a_rule_is_refused_naming_the_value_and_the_rule(facts, refusal):
    outcome = KiralyOutcome(**{"contract": "call", "declarer": "A", "declarer_points": 40, **facts})
    with pytest.raises(TarokkInputError, match=refusal):
        KiralyhivasosGame().settle(outcome)


def test_a_hungarian_summary_is_refused_in_hungarian():
    game = KiralyhivasosGame()
    outcome = game.outcome_from_summary({"játék": "hármas", "felvevő": "A", "felvevő_pontjai": 40, "társ": "B"})
    with pytest.raises(TarokkInputError) as refused:
        game.settle(outcome)
    assert (
        refused.value.hu
        == "társ: hármas játékban nincs királyhívás, a felvevő egyedül játszik, így B nem lehet a társa (Tolnai 69. §)"
    )


# -- the auction (§68, §27–§28) ---------------------------------------------------------


def test_the_first_bidder_holds_and_the_right_passes_on():
    """kiralyhivasos.auction.hold: A holds B's bid; after A's pass B holds C's."""
    state = say(deal(), "call", "solo")
    assert refused(state, "hold") == "kiralyhivasos.auction.hold"  # C is not the holder
    say(state, "pass", "pass", "hold")  # C, D pass; A holds the szóló
    assert state.auction.high == "A" and state.to_act == "B"
    state = say(deal(), "pass", "call", "solo")
    assert state.to_act == "D"
    say(state, "pass")
    assert state.string_to_action("hold") in state.legal_actions()  # B now holds C's szóló
    say(state, "hold", "pass")
    assert (state.declarer, state.contract.hu) == ("B", "szóló")


def test_bids_climb():
    """kiralyhivasos.auction.higher: a bid is higher than the last; one step with the option."""
    state = say(deal(), "solo")
    assert refused(state, "call") == "kiralyhivasos.auction.higher"
    say(state, "solo-three")
    state = say(deal(bid_steps="one-step"), "call")
    assert refused(state, "three") == "kiralyhivasos.auction.higher"


def test_all_pass_is_no_game():
    """kiralyhivasos.auction.all-pass"""
    state = say(deal(), "pass", "pass", "pass", "pass")
    assert state.is_terminal() and state.settlement() == [] and state.returns() == [0.0] * 4


def test_an_action_of_another_stage_is_refused():
    """kiralyhivasos.turn"""
    state = deal()
    assert refused(state, "play XXI") == "kiralyhivasos.turn"
    with pytest.raises(IllegalAction, match="not an action") as error:
        state.apply_action(10_000)
    assert error.value.rule == "kiralyhivasos.turn"


# -- the call, the talon, the throw (§68) ---------------------------------------------


def test_the_declarer_calls_a_king_he_lacks():
    """kiralyhivasos.call.missing-king"""
    state = say(deal(), "call", "pass", "pass", "pass")
    assert refused(state, "call Kő k") == "kiralyhivasos.call.missing-king"
    four = {
        **HANDS,
        "A": HANDS["A"].replace("Kő d, T 10, P 7", "K k, T k, P k"),
        "B": HANDS["B"].replace("K k, K d", "K d, Kő d").replace("T k", "T 10").replace("P 9", "P 7"),
        "D": HANDS["D"].replace("P k", "P 9"),
    }
    state = say(deal(four), "call", "pass", "pass", "pass")
    assert len(state.legal_actions()) == 4  # holding all four, he calls one of his own
    say(state, "call Kő k", "top")
    assert set(state.sides.values()) == {DECLARER, OPPONENTS} and list(state.sides.values()).count(DECLARER) == 1
    state = say(deal(self_call="any-king"), "call", "pass", "pass", "pass", "call Kő k")
    assert state.phase == "talon"


def test_the_talon_halves_and_the_partner():
    """kiralyhivasos.talon.half: the declarer takes a half, the other counts for the opponents."""
    state = say(deal(), "call", "pass", "pass", "pass", "call K k")
    assert refused(state, "throw") == "kiralyhivasos.throw.king-in-talon"
    say(state, "bottom")
    assert set(cards("K 4, T 8, T 7")) <= set(state.view(0).hand)
    assert state.sides == {"A": DECLARER, "B": DECLARER, "C": OPPONENTS, "D": OPPONENTS}
    assert state.view(2).talon == tuple(cards(TALON))  # turned up for all to see


THROWN = {**HANDS, "B": HANDS["B"].replace("K k", "K á")}
THROWN_TALON = TALON.replace("K á", "K k")


def test_the_throw_when_the_called_king_lies_in_the_talon():
    """kiralyhivasos.throw.king-in-talon: the declarer throws and pays each player 4."""
    state = say(deal(THROWN, THROWN_TALON), "call", "pass", "pass", "pass", "call K k")
    assert state.string_to_action("throw") in state.legal_actions()
    say(state, "throw")
    assert state.is_terminal() and state.returns() == [-12.0, 4.0, 4.0, 4.0]


def test_playing_on_alone_or_leaving_the_kings_half():
    state = say(deal(THROWN, THROWN_TALON), "call", "pass", "pass", "pass", "call K k", "bottom")
    assert list(state.sides.values()).count(DECLARER) == 1  # he leaves the king: alone against three
    state = say(deal(THROWN, THROWN_TALON), "call", "pass", "pass", "pass", "call K k", "top")
    assert list(state.sides.values()).count(DECLARER) == 1  # he takes the king: a self-call


def test_the_szolo_king_half_counts_for_the_declarer():
    state = say(deal(THROWN, THROWN_TALON), "solo", "pass", "pass", "pass", "call K k")
    assert state.phase == "announce" and state.view(1).talon == ()  # the talon is not seen
    assert state.declarer_pile == sum(c.bit for c in cards("K k, K 2, K 3"))


# -- the discard (§68) -----------------------------------------------------------------


def test_the_discard_rules():
    """kiralyhivasos.discard.king, kiralyhivasos.discard.tarokk, kiralyhivasos.discard.honour"""
    state = say(deal(), "call", "pass", "pass", "pass", "call K k", "top")
    assert refused(state, "discard Kő k") == "kiralyhivasos.discard.king"
    assert refused(state, "discard XX") == "kiralyhivasos.discard.tarokk"
    with pytest.raises(IllegalAction, match="A does not hold II"):  # not the tarokk rule: he lacks the card
        state.apply_action(state.string_to_action("discard II"))
    say(state, "discard T 10", "discard P 7", "discard K á", "pass")
    assert state.phase == "announce"
    kings_only = {**HANDS}
    kings_only["A"] = "S, XXI, XX, XIX, XVIII, XVII, XVI, I, XV, XIV, Kő k, T k"
    kings_only["B"] = "Kő d, T 10, P 7, XIII, XII, XI, K k, K d, K l, K b, T d, P 9"
    kings_only["C"] = "K á, K 2, K 3, VII, VI, Kő l, Kő b, Kő á, Kő 2, T l, T b, P 8"
    state = say(deal(kings_only, "X, IX, VIII, K 4, T 8, T 7"), "three", "pass", "pass", "pass", "top")
    say(state, "discard I")  # only kings and tarokks: a tarokk is laid, and shown
    assert state.view(2).shown_tarokks == tuple(cards("I"))
    state = say(
        deal(kings_only, "X, IX, VIII, K 4, T 8, T 7", honours_discardable=False),
        "three",
        "pass",
        "pass",
        "pass",
        "top",
    )
    assert refused(state, "discard I") == "kiralyhivasos.discard.honour"


# -- announcements and kontras (§68–§69, §48) -------------------------------------------


def announcing(**options):
    return say(
        deal(**options), "call", "pass", "pass", "pass", "call K k", "top", "discard T 10", "discard P 7", "discard K á"
    )


def test_announcements_at_the_first_turn_only():
    """kiralyhivasos.announce.first-turn, kiralyhivasos.announce.once"""
    state = say(announcing(), "announce trull", "pass")
    assert refused(state, "announce trull") == "kiralyhivasos.announce.once"
    assert refused(state, "kontra trull") == "kiralyhivasos.kontra.order"  # B is the partner
    say(state, "pass", "kontra trull", "pass", "pass", "pass")  # C kontras; D and A are silent
    assert refused(state, "announce volat") == "kiralyhivasos.announce.first-turn"


def test_the_king_ultimo_is_the_declarers_and_not_at_a_harmas():
    """kiralyhivasos.announce.king-ultimo"""
    state = say(announcing(), "pass", "pass")  # A, then B (partner) speaks; C is an opponent
    assert refused(state, "announce king-ultimo") == "kiralyhivasos.announce.king-ultimo"
    state = say(deal(), "three", "pass", "pass", "pass", "top", "discard T 10", "discard P 7", "discard K á")
    assert refused(state, "announce king-ultimo") == "kiralyhivasos.announce.king-ultimo"


def test_the_kontras_in_order():
    """kiralyhivasos.kontra.order: kontra by the other side, rekontra by its own."""
    state = announcing()
    assert refused(state, "kontra game") == "kiralyhivasos.kontra.order"  # the declarer's own game
    assert refused(state, "kontra trull") == "kiralyhivasos.kontra.order"  # not announced
    say(state, "pass", "pass", "kontra game")
    assert refused(state, "szubkontra game") == "kiralyhivasos.kontra.order"
    say(state, "pass", "pass", "rekontra game", "pass", "pass", "pass")
    assert state.phase == "announce"
    say(state, "pass")
    assert state.phase == "play" and state.kontras.levels == {Figure.GAME: 2}


def test_an_announced_pagat_ultimo_keeps_the_pagat():
    """kiralyhivasos.play.pagat-ultimo-keep"""
    state = say(announcing(), "announce pagat-ultimo", "pass", "pass", "pass", "pass")
    assert state.phase == "play"
    assert refused(state, "play I") == "kiralyhivasos.play.pagat-ultimo-keep"


def test_an_announced_king_ultimo_keeps_the_king_where_the_options_say_so():
    """kiralyhivasos.play.king-ultimo-keep: B, the called king's holder, must keep it when
    the option binds him; by default he may play it early."""
    for keep in (True, False):
        state = say(announcing(king_ultimo_keep=keep), "pass", "announce king-ultimo", "pass", "pass", "pass", "pass")
        say(state, "play K 2")
        if keep:
            assert refused(state, "play K k") == "kiralyhivasos.play.king-ultimo-keep"
        else:
            say(state, "play K k")


# -- a deal written by hand, replayed -------------------------------------------------------

RECORD = """
A call
B pass
C pass
D pass
A call K k
A top
A discard T 10
A discard P 7
A discard K á
A announce trull
A pass
B pass
C kontra trull
C pass
D pass
A pass
B pass
"""


def test_a_record_written_by_hand_replays_and_settles():
    state = deal()
    for line in RECORD.strip().splitlines():
        seat, name = line.split(" ", 1)
        assert state.view(state.current_player()).seat == seat
        say(state, name)
    assert state.phase == "play" and state.kontras.levels == {Figure.TRULL: 1}
    rng = np.random.default_rng(0)
    bot = KiralyhivasosGame.policies["rule"]
    while not state.is_terminal():
        state.apply_action(bot(state.view(state.current_player()), state.legal_actions(), rng))
    lines = state.settlement()
    assert sum(sum(line.amounts) for line in lines) == 0
    trull = next(line for line in lines if "tulétroá" in line.what)
    assert abs(trull.amounts[0]) == 8 and trull.source == "Tolnai §69, §48"


# -- random whole deals ---------------------------------------------------------------------


def _play_randomly(state, rng, probe):
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal
        if probe:
            wrong = int(rng.integers(state.game.num_distinct_actions()))
            if wrong not in legal:
                history = state.history()
                with pytest.raises(IllegalAction) as error:
                    state.apply_action(wrong)
                assert error.value.rule in catalogue() and state.history() == history
        state.apply_action(int(legal[int(rng.integers(len(legal)))]))


@settings(max_examples=40)
@given(
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTION_SETS),
    bidder=st.sampled_from(["call", "solo", "three", "solo-three"]),
)
def test_random_whole_deals(seed, options, bidder):
    """Every card once, the pack counts 70 between the sides, the payments sum to zero, every
    legal action is taken and every other refused with a catalogued rule id."""
    game = KiralyhivasosGame(seed, **options.__dict__)
    state = game.new_initial_state()
    say(state, bidder, "pass", "pass", "pass")
    rng = np.random.default_rng(seed)
    _play_randomly(state, rng, probe=True)
    assert abs(sum(state.returns())) < 1e-9
    lines = state.settlement()
    assert lines and all(sum(line.amounts) == 0 for line in lines)
    if state.thrown:
        return
    taken = [card for trick in state.play.tricks for _, card in trick.plays]
    piles = [*taken, *(c for c in DECK54 if c.bit & (state.declarer_pile | state.opponents_pile))]
    assert sorted(piles, key=DECK54.id) == list(DECK54)
    declarer = [c for t in state.play.tricks if state.sides[t.winner] == DECLARER for _, c in t.plays]
    declarer += [c for c in DECK54 if c.bit & state.declarer_pile]
    others = [c for c in DECK54 if c not in declarer]
    assert KIRALYHIVASOS.counting.count_cards(declarer) + KIRALYHIVASOS.counting.count_cards(others) == 70


@settings(max_examples=25, suppress_health_check=[HealthCheck.filter_too_much])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 70), swap=st.integers(0, 10_000))
def test_a_view_never_shows_a_hidden_card(seed, steps, swap):
    """Changing cards a seat cannot see changes neither its view nor the rules bot's choice."""
    game = KiralyhivasosGame(seed)
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    bot = KiralyhivasosGame.policies["rule"]
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(bot(state.view(state.current_player()), state.legal_actions(), rng))
    assume(not state.is_terminal())
    me = state.current_player()
    seat = "ABCD"[me]
    hands, talon = state.dealt_cards()
    played = {card for trick in (state.play.tricks if state.play else ()) for _, card in trick.plays}
    played |= {card for _, card in state.play.current} if state.play else set()
    hidden_places = [s for s in "ABCD" if s != seat]
    if not state.view(me).talon:
        hidden_places.append("talon")
    # two unplayed cards of one suit (or two tarokks) in two places the seat cannot see; no king
    # and no honour, so that every action taken stays legal and the sides stay as they are
    pools = [
        (place, card)
        for place in hidden_places
        for card in (talon if place == "talon" else hands[place])
        if card not in played and not card.is_king and not card.is_honour
    ]
    assume(len(pools) > 1)
    first = pools[swap % len(pools)]
    partners = [(p, c) for p, c in pools if p != first[0] and c.suit == first[1].suit]
    assume(partners)
    a, b = first[1], partners[(swap // 13) % len(partners)][1]
    new = {s: [b if c == a else a if c == b else c for c in hands[s]] for s in "ABCD"}
    new_talon = [b if c == a else a if c == b else c for c in talon]
    twin = game.state_from_cards(new, new_talon)
    try:
        for action in state.history():
            twin.apply_action(action)
    except IllegalAction:
        assume(False)
    assert twin.view(me) == state.view(me)
    legal = state.legal_actions()
    assert bot(twin.view(me), legal, np.random.default_rng(1)) == bot(state.view(me), legal, np.random.default_rng(1))


def test_a_views_hand_is_the_cards_held_now():
    """The hand a seat sees shrinks by each card it plays (not the hand as dealt), and the rules
    bot plays the deal out from it."""
    state = say(announcing(), "pass", "pass", "pass", "pass")
    assert [len(state.view(player).hand) for player in range(4)] == [12, 12, 12, 12]
    rng = np.random.default_rng(3)
    bot = KiralyhivasosGame.policies["rule"]
    while not state.is_terminal():
        player = state.current_player()
        before = state.view(player).hand
        action = bot(state.view(player), state.legal_actions(), rng)
        state.apply_action(action)
        (played,) = cards(state.action_to_string(action).removeprefix("play "))
        assert played in before and state.view(player).hand == tuple(card for card in before if card != played)
    assert [state.view(player).hand for player in range(4)] == [()] * 4
    assert sum(state.returns()) == 0


def test_the_game_is_registered_with_its_bots_and_rules():
    game = load_game("kiralyhivasos", seed=3)
    assert set(game.policies) >= {"random", "rule"}
    assert {rule.id.split(".")[0] for rule in game_rules("kiralyhivasos")} == {"kiralyhivasos"}
    state = game.new_initial_state()
    for action in state.legal_actions():
        assert state.string_to_action(state.action_to_string(action)) == action
        assert state.action_text(action, "hu") and state.action_text(action)
    assert "Lapjaid (A)" in state.table_text(0, "hu")


# -- records and the terminal table ---------------------------------------------------------

THROWN_RECORD = """\
[Game "kiralyhivasos"]
[Event "the called king in the talon, §68"]

Hands:
  A: S, XXI, XX, XIX, XVIII, XVII, XVI, I, Kő k, Kő d, T 10, P 7
  B: XV, XIV, XIII, XII, XI, K á, K d, K l, K b, T k, T d, P 9
  C: X, IX, VIII, VII, VI, Kő l, Kő b, Kő á, Kő 2, T l, T b, P 8
  D: V, IV, III, II, P k, P d, P l, P b, P 10, Kő 3, Kő 4, T 9
Talon: K k, K 2, K 3, K 4, T 8, T 7
Actions:
  A call
  B pass
  C pass
  D pass
  A call K k   # the king lies in the talon: A may throw
  A throw
"""


def test_a_hand_written_record_of_a_thrown_game_replays_and_settles(capsys, tmp_path):
    """Tolnai §68: "mind-egyik társának 4—4 pontot fizet" (kiralyhivasos.scoring.throw)."""
    replayed = replay_table_record(parse_table_record(THROWN_RECORD))
    assert replayed.finished and replayed.state.returns() == [-12.0, 4.0, 4.0, 4.0]
    path = tmp_path / "thrown.txt"
    path.write_text(THROWN_RECORD, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert main(["--lang", "hu", "settle", str(path)]) == 0
    assert "dobott játék" in capsys.readouterr().out


def test_a_record_refuses_a_forbidden_line_with_its_rule_and_line():
    text = THROWN_RECORD.replace("  A throw\n", "  A top\n  A discard Kő k\n")
    with pytest.raises(IllegalAction) as error:
        replay_table_record(parse_table_record(text))
    assert (error.value.rule, error.value.line) == ("kiralyhivasos.discard.king", 17)


def test_a_whole_deal_at_the_terminal_and_its_record(capsys, tmp_path, monkeypatch):
    game = load_game("kiralyhivasos")
    said = []
    answers = iter(["play XXI", "99"] + ["1"] * 200)
    totals = play_table(game, "A", "rule", 11, 1, tmp_path, ask=lambda prompt: next(answers), say=said.append)
    assert sum(totals) == 0 and any("kiralyhivasos.turn" in line for line in said)
    (record,) = tmp_path.glob("kiralyhivasos-11*.txt")
    assert replay_table_record(parse_table_record(record.read_text("utf-8"))).finished
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\nq\n"))
    assert main(["play", "--game", "kiralyhivasos", "--seed", "4", "--record-dir", str(tmp_path)]) == 0
    assert "You left the table." in capsys.readouterr().out


def test_a_record_names_its_options():
    text = THROWN_RECORD.replace("[Event", '[Options "bid_steps=one-step, honours_discardable=false"]\n[Event')
    replayed = replay_table_record(parse_table_record(text))
    assert replayed.state.options == KiralyOptions(bid_steps="one-step", honours_discardable=False)
    with pytest.raises(
        TarokkInputError,
        match=r"bid_steps of kiralyhivasos takes one of any-higher \(Tolnai §27.*; one-step \(Tolnai §31",
    ):
        replay_table_record(parse_table_record(text.replace("one-step", "two-steps")))


# -- the core's figures and trick play, as this game uses them ----------------------------------


def test_the_kings_ultimo_is_read_from_the_last_trick():
    """§68: "ha utolsó ütésében hazavitte a segítségül hívott királyt. (Nem a királynak kell az
    utolsó ütést ütnie, lehet az ütésben tarokk is.)" """
    king = cards("K k")[0]
    last = Trick("A", tuple(zip("ABCD", cards("V, K k, K 2, K 3"), strict=True)))
    sides = {"A": DECLARER, "B": DECLARER, "C": OPPONENTS, "D": OPPONENTS}
    assert figure_outcome([last], sides, king).king_ultimo == DECLARER  # the V takes it, the king lies in it
    lost = Trick("A", tuple(zip("ABCD", cards("K 4, K k, VI, K 3"), strict=True)))
    assert figure_outcome([lost], sides, king).king_ultimo == OPPONENTS
    assert figure_outcome([last], sides).king_ultimo is None  # no king called
    kings = cards("Kő k, T k, P k")
    piles = {DECLARER: sum(card.bit for card in kings)}
    assert figure_outcome([last], sides, king, piles).four_kings == DECLARER


def test_two_cards_kept_for_the_last_trick_yield_to_the_rules():
    """Both ultimós announced, one holder, two cards left: he must play one of them."""
    hands = {seat: cards(text) for seat, text in zip("ABCD", ["I, K k", "II, K 2", "III, K 3", "IV, K 4"], strict=True)}
    keep = [KeepToLastTrick("A", card, "kiralyhivasos.play.pagat-ultimo-keep", "kept") for card in hands["A"]]
    play = TrickPlay(hands, constraints=keep)
    assert play.legal_actions() == hands["A"]


def test_a_contract_prices_each_figure_once():
    from dataclasses import replace

    from tarokk.core.errors import DefinitionError

    call = KIRALYHIVASOS.contracts[0]
    twice = replace(call, figures=(*call.figures, call.figures[1]))
    with pytest.raises(DefinitionError, match="priced twice"):
        replace(KIRALYHIVASOS, contracts=(twice, *KIRALYHIVASOS.contracts[1:]))
