"""Troggu, the Tapp-tarokk (nehezebb-kartyajatekok.txt, "Troggu (Tapp-tarokk)"): the page's
numbers, its rules as legal and illegal actions with their rule ids, the withheld skíz, the
settlement of its payments, the figures of its supplement ("Kiegészítés", option ``figures``), and
whole deals at three to six."""

import json
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK54, HONOURS, KINGS, PAGAT, SKIZ, XXI, Card, cards_of, mask_of
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Figure
from tarokk.core.outcome import FigureResult, outcome_data
from tarokk.core.players import PolicyBot, random_policy
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.tricks import TrickPlay
from tarokk.games.troggu.actions import FIGURES
from tarokk.games.troggu.bot import rule_policy
from tarokk.games.troggu.definition import HAND, POINTS, TAPP, TROGGU, UNITS, for_players
from tarokk.games.troggu.options import TrogguOptions
from tarokk.games.troggu.scoring import TrogguOutcome, settle
from tarokk.games.troggu.state import TrogguGame, TrogguState

TAROKKS = [card for card in DECK54 if card.is_tarokk]  # the pagát first, the skíz last
SUITS = [card for card in DECK54 if not card.is_tarokk and not card.is_king]
SUIT_KINGS = list(cards_of(KINGS))


def dealt(hands: dict[str, list[Card]], tapp: list[Card], **options) -> TrogguState:
    state = TrogguGame(**options).state_from_cards(hands, tapp)
    assert isinstance(state, TrogguState)
    return state


def say(state: TrogguState, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: TrogguState, name: str) -> str:
    """The rule id ``name`` is refused under, the state left as it was."""
    before = state.history()
    with pytest.raises(IllegalAction) as refusal:
        state.apply_action(state.string_to_action(name))
    assert state.history() == before
    return refusal.value.rule


def legal(state: TrogguState) -> set[str]:
    return {state.action_to_string(action) for action in state.legal_actions()}


def skiz_alone() -> TrogguState:
    """Four players: A the twelve tarokks XXI … X, B the skíz as his one tarokk and three kings, C the
    IX … pagát, D the fourth king."""
    suits = [*SUIT_KINGS[:3], *SUITS[:17], SUIT_KINGS[3], *SUITS[17:]]
    hands = {
        "A": TAROKKS[9:21][::-1],
        "B": [SKIZ, *suits[:11]],
        "C": [*TAROKKS[:9], *suits[11:14]],
        "D": suits[14:26],
    }
    return dealt(hands, suits[26:32])


def four_kings(**options) -> TrogguState:
    """Four players: A the four kings, the skíz, the XXI and six tarokks; the Tapp six suit cards."""
    hands = {
        "A": [*SUIT_KINGS, SKIZ, XXI, *TAROKKS[14:20]],
        "B": [*TAROKKS[:7], *SUITS[:5]],
        "C": [*TAROKKS[7:14], *SUITS[5:10]],
        "D": SUITS[10:22],
    }
    return dealt(hands, SUITS[22:28], **options)


# -- the page's numbers --------------------------------------------------------------


@pytest.mark.parametrize(("players", "tapp", "hand"), [(3, 6, 16), (4, 6, 12), (5, 9, 9), (6, 12, 7)])
def test_the_tapp_and_the_hands_by_the_number_of_players(players, tapp, hand):  # troggu.deal
    """ "játékosok / a "Tapp" lapjai / egy játékosnak osztott lapok": 3 6 16, 4 6 12, 5 9 9, 6 12 7"""
    assert (TAPP[str(players)], HAND[str(players)]) == (tapp, hand)
    hands, talon = load_game("troggu", seed=5, players=players).new_initial_state().dealt_cards()
    assert len(hands) == players and {len(cards) for cards in hands.values()} == {hand} and len(talon) == tapp
    assert for_players(players).seating.active_seats == tuple("ABCDEF"[:players])


def test_three_to_six_play_and_no_other_number():  # troggu.deal
    """ "a játékot 3-6 személyig játszhatják" """
    assert TROGGU.seating.player_counts == (3, 4, 5, 6)
    with pytest.raises(Exception, match="players"):
        TrogguOptions.read({"players": 7})


def test_the_pack_counts_106_and_54_win():  # troggu.counting, troggu.win
    """ "a győzelemhez a felvevőnek a pontszámok felénél eggyel többet vinnie kell, ez 54 pont" """
    assert len(TROGGU.deck) == 54 and TROGGU.total_points == 106 and TROGGU.win_points == 54
    assert POINTS == {"game": 54, "double-game": 71}


def test_the_payments_table():  # troggu.scoring.game
    """ "Játék 54 1 egység, Duplajáték 71 2 egység, Volát minden ütés 4 egység"; "(Szóló esetében az
    értékek duplázódnak)" """
    assert UNITS == {"game": 1, "double-game": 2, "volat": 4}
    assert TROGGU.contract("solo").base_value == 2 * TROGGU.contract("game").base_value


# -- the auction -----------------------------------------------------------------------


def test_first_hand_speaks_first_and_a_game_is_overbid_only_by_szolo():  # troggu.auction.higher
    """ "Ha valaki sima játékot mond, azt a következő játékosok valamelyike szólóval überelheti" """
    state = skiz_alone()
    assert state.to_act == "A" and legal(state) == {"pass", "game", "solo"}
    say(state, "bemegyek")  # the page's word for the game
    assert legal(state) == {"pass", "solo"}
    assert refused(state, "game") == "troggu.auction.higher"
    say(state, "pass", "solo", "pass", "pass")
    assert state.declarer == "C" and state.contract is not None and state.contract.name == "solo"
    assert refused(state, "solo") != "troggu.auction.higher"  # the auction is over: a card is played now


def test_all_pass_plays_the_mizer_without_the_tapp():  # troggu.auction.mizer, troggu.scoring.mizer
    """ "ha mindenki passzolt, a Tapp-talont nem használják fel, az osztó balján ülővel kezdődik a
    lejátszás"; "aki a játékban a legtöbbet ütött, az fizet mindenkinek 1-1 egységet" """
    state = skiz_alone()
    say(state, "pass", "pass", "pass", "pass")
    assert state.phase == "play" and state.contract is not None and state.contract.name == "mizer"
    assert state.to_act == "A" and state.declarer is None and len(state.hand("A")) == 12
    play_out(state, PolicyBot(rule_policy, np.random.default_rng(1)))
    outcome = state.outcome()
    assert outcome is not None and outcome.most_tricks
    [line] = state.settlement() if len(outcome.most_tricks) == 1 else state.settlement()[:1]
    payer = "ABCD".index(outcome.most_tricks[0])
    assert line.amounts[payer] == -3 and all(line.amounts[i] == 1 for i in range(4) if i != payer)


def test_the_auction_ends_when_all_but_the_bidder_have_passed():  # troggu.auction.end, troggu.turn
    state = skiz_alone()
    say(state, "game", "pass", "pass")
    assert refused(state, "play XXI") == "troggu.turn"  # D has still to speak
    say(state, "pass")
    assert state.auction.finished and state.auction.legal() == [] and state.phase == "discard"
    assert refused(state, "solo") == "troggu.turn"


def test_a_mizer_tie_pays_as_the_option_says():  # troggu.scoring.mizer
    tied = TrogguOutcome("mizer", None, most_tricks=("A", "C"))
    each = settle(tied, TROGGU, TrogguOptions())
    assert [list(map(int, line.amounts)) for line in each] == [[-3, 1, 1, 1], [1, 1, -3, 1]]
    assert settle(tied, TROGGU, TrogguOptions(mizer_tie="none")) == []


# -- the Tapp and the skart ---------------------------------------------------------------


def test_the_game_takes_the_whole_tapp_and_lays_as_many_away():  # troggu.talon.game
    """ "a felvevő tetszése szerint cserél a Tapp-talonból"; "A skart … a felvevő ütéseihez számít." """
    state = four_kings()
    say(state, "game", "pass", "pass", "pass")
    assert state.phase == "discard" and len(state.hand("A")) == 18
    assert state.view(0).talon == state.talon and state.view(1).talon == ()
    for card in state.talon:  # every card of the Tapp may go back
        say(state, f"discard {card.tolnai}")
    assert state.phase == "play" and state.to_act == "A"  # "a felvevő kezd"
    assert state.view(1).discard == ()  # "nem is kell bemondani"


def test_no_honour_no_king_but_one_of_all_four_kings():  # troggu.discard.honours, troggu.discard.four-kings
    """ "honőr és király nem fektethető, kivéve egy király (más változatban az összes) akkor, ha mind
    a négy a felvevőnél van. Sima tarokk fektethető" """
    state = four_kings()
    say(state, "game", "pass", "pass", "pass")
    for honour in ("S", "XXI"):
        assert refused(state, f"discard {honour}") == "troggu.discard.honours"
    kings = [card.tolnai for card in SUIT_KINGS]
    say(state, f"discard {kings[0]}", f"discard {TAROKKS[14].tolnai}")  # a king and a plain tarokk
    assert refused(state, f"discard {kings[1]}") == "troggu.discard.four-kings"
    every = four_kings_with(kings_laid=4)
    say(every, "game", "pass", "pass", "pass", *(f"discard {king}" for king in kings))
    assert every.phase == "discard" and len(every.discard) == 4


def four_kings_with(**options) -> TrogguState:
    base = four_kings()
    return dealt({seat: list(cards) for seat, cards in base.dealt.items()}, list(base.talon), **options)


def test_without_all_four_kings_no_king_goes():  # troggu.discard.honours
    state = skiz_alone()
    say(state, "pass", "game", "pass", "pass")  # B, with three kings and the skíz, takes the Tapp
    assert state.discarder == "B"
    for card in (*SUIT_KINGS[:3], SKIZ):
        assert refused(state, f"discard {card.tolnai}") == "troggu.discard.honours"


def test_a_szolo_leaves_the_tapp_closed_and_counts_it_for_the_declarer():  # troggu.talon.solo
    """ "Szólójátéknál a Tapp nem játszik, meg sem nézi senki a játék végéig, és ugyanúgy a felvevőnél számít." """
    state = skiz_alone()
    say(state, "solo", "pass", "pass", "pass")
    assert state.phase == "play" and len(state.hand("A")) == 12
    assert all(state.view(seat).talon == () for seat in range(4))
    play_out(state, PolicyBot(rule_policy, np.random.default_rng(2)))
    tapp = sum(card.points for card in state.talon)
    assert state.view(1).talon == state.talon  # seen at the end
    won = sum(card.points for trick in state.play.tricks if trick.winner == "A" for _, card in trick.plays)
    assert state.declarer_points() >= won + tapp - SKIZ.points


# -- the skíz -------------------------------------------------------------------------


def test_the_declarer_leads_and_a_tarokk_lead_is_answered_with_a_tarokk():  # troggu.play.lead
    """ "a felvevő kezd, szín- vagy tarokkadási kényszer van, felülütni nem kötelező" """
    state = skiz_alone()
    say(state, "pass", "pass", "solo", "pass")
    assert state.to_act == "C"  # the declarer leads, not first hand
    say(state, "play I")
    assert legal(state) == {f"play {card.tolnai}" for card in state.hand("D")}  # D has no tarokk: any card
    say(state, f"play {state.hand('D')[0].tolnai}")
    assert legal(state) == {f"play {card.tolnai}" for card in state.hand("A") if card.is_tarokk}
    say(state, "play X")  # no duty to overtake: the X over the pagát, not the XXI
    assert legal(state) == {f"play {card.tolnai}" for card in state.hand("B")}  # the skíz is his last tarokk


def test_the_skiz_as_last_tarokk_may_be_withheld_from_a_tarokk_lead():  # troggu.play.skiz
    """ "utolsó tarokklapként tarokk hívása esetén nem kötelező ütésbe tenni, helyette más, színes lap is
    tehető. Ekkor a skíz elveszti ütőképességét, és az utolsó hívásig kézben kell maradnia" """
    state = skiz_alone()
    say(state, "solo", "pass", "pass", "pass", "play XXI")
    assert legal(state) == {f"play {card.tolnai}" for card in state.hand("B")}  # the skíz or any card
    suit = next(card for card in state.hand("B") if not card.is_tarokk)
    say(state, f"play {suit.tolnai}")
    assert dict(state.view(2).withheld) == {"B": SKIZ}
    say(state, f"play {state.hand('C')[0].tolnai}", f"play {state.hand('D')[0].tolnai}")
    assert state.play.tricks[0].winner == "A"
    say(state, "play XX")
    assert refused(state, "play S") == "troggu.play.skiz"  # kept to the last trick
    play_out(state, PolicyBot(rule_policy, np.random.default_rng(3)))
    last = state.play.tricks[-1]
    assert last.card_of("B") == SKIZ and last.winner != "B"  # powerless in the last trick


def test_the_withheld_skiz_is_bought_back_with_a_card_of_his_tricks():  # troggu.play.skiz-back
    """ "A betett skíz helyett aztán cserébe a saját ütései közül egy lapot felajánl az utolsó ütés
    elvivőjének, hogy a skízt visszakapja." """
    state = skiz_alone()
    say(state, "solo", "pass", "pass", "pass", "play XXI")
    say(state, f"play {next(card for card in state.hand('B') if not card.is_tarokk).tolnai}")
    play_out(state, PolicyBot(rule_policy, np.random.default_rng(4)))
    holder, given, winner = state.buy_back() or (None, None, None)
    assert holder == "B" and winner == state.play.tricks[-1].winner
    own = [card for trick in state.play.tricks if trick.winner == "B" for _, card in trick.plays]
    if own:
        assert given in own and given.points == min(card.points for card in own)
        assert SKIZ in state.taken()["B"] and given in state.taken()[winner]
    else:
        assert given == SKIZ and SKIZ in state.taken()[winner]
    assert sum(len(cards) for cards in state.taken().values()) == 48


def test_a_skiz_with_other_tarokks_or_on_a_suit_lead_must_be_played_as_the_rules_say():  # troggu.play.skiz
    state = skiz_alone()
    say(state, "solo", "pass", "pass", "pass", "play XXI", "play S")  # B plays it: it wins
    say(state, f"play {state.hand('C')[0].tolnai}", f"play {state.hand('D')[0].tolnai}")
    assert state.play.tricks[0].winner == "B" and state.view(0).withheld == ()
    engine = TrickPlay({"A": [SUITS[0], SUITS[1]], "B": [SKIZ, SUITS[8]]}, "A", withholdable=SKIZ.bit)
    engine.apply(SUITS[0])  # a suit B has not: the skíz is his tarokk to trump with
    assert engine.legal_actions() == ([SKIZ] if SUITS[8].suit != SUITS[0].suit else [SUITS[8]])


def test_a_skiz_led_to_the_last_trick_lets_the_next_player_set_the_suit():  # troggu.play.skiz
    """ "Ha ilyenkor az utolsó hívás a skízesé, akkor a hívás színét az utána következő játékos adja." """
    suit_a, suit_b = SUITS[0], next(card for card in SUITS if card.suit != SUITS[0].suit)
    engine = TrickPlay({"A": [TAROKKS[5], suit_b], "B": [SKIZ, suit_a]}, "A", withholdable=SKIZ.bit)
    engine.apply(TAROKKS[5])
    engine.apply(suit_a)  # withheld; A took the trick and leads the last
    assert engine.withheld == {"B": SKIZ}
    engine.apply(suit_b)
    trick = engine.apply(SKIZ)
    assert trick is not None and trick.winner == "A" and trick.taker("B", SKIZ) == "B"


# -- the settlement ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "points", "all_tricks", "no_tricks", "units"),
    [
        ("game", 54, False, False, 1),  # "Játék 54 1 egység"
        ("game", 70, False, False, 1),
        ("game", 71, False, False, 2),  # "Duplajáték 71 2 egység"
        ("game", 106, True, False, 4),  # "Volát minden ütés 4 egység"
        ("game", 52, False, False, -1),
        ("game", 35, False, False, -2),  # the opponents' 71
        ("game", 8, False, True, -4),  # the opponents' volát
        ("solo", 60, False, False, 2),  # "(Szóló esetében az értékek duplázódnak)"
        ("solo", 80, False, False, 4),
        ("solo", 106, True, False, 8),
        ("solo", 40, False, False, -2),
    ],
)
def test_the_payments_from_and_to_each_opponent(contract, points, all_tricks, no_tricks, units):
    """ "a felvevő az összes ellenfélnek a megadott egységet, ugyanígy az ellenpárt tagjai a felvevőnek" """
    [line] = settle(TrogguOutcome(contract, "B", points, all_tricks, no_tricks))
    assert line.amounts == (-units, 3 * units, -units, -units)


def test_a_tie_of_53_pays_nothing():  # troggu.scoring.tie
    """ "Pontegyenlőség esetén senki nem nyer, nincs kifizetés sem." """
    [line] = settle(TrogguOutcome("game", "A", 53))
    assert set(line.amounts) == {0} and "53" in line.what


def test_at_six_each_of_five_opponents_pays():
    six = for_players(6)
    [line] = settle(TrogguOutcome("solo", "F", 71), six)
    assert line.amounts == (-4, -4, -4, -4, -4, 20)


def test_a_summary_that_cannot_be_is_refused():
    with pytest.raises(TarokkInputError, match="107 is more than the pack's 106 points"):
        settle(TrogguOutcome("game", "A", 107))
    with pytest.raises(TarokkInputError, match="does not sit at this table; the seats are A, B, C, D"):
        settle(TrogguOutcome("game", "E", 60))
    with pytest.raises(TarokkInputError, match="Mizer"):
        settle(TrogguOutcome("mizer", None))


# -- the supplement's figures ("Kiegészítés") ----------------------------------------------

FIGURE_TABLE = [
    pytest.param(Figure.TRULL, 1, 2, id="tulétroá (3 honőr hazavitele) 1 2"),
    pytest.param(Figure.FOUR_KINGS, 1, 2, id="négy király (4 király hazavitele) 1 2"),
    pytest.param(Figure.PAGAT_ULTIMO, 3, 6, id="pagátulti (utolsó ütés pagáttal) 3 6"),
    pytest.param(Figure.PAGAT_CAPTURE, 1, 2, id="pagátfogás (ellenfél pagátjának ütése) 1 2"),
    pytest.param(Figure.XXI_CAPTURE, 2, 4, id="XXI-fogás (ellenfél XXI-esének ütése) 2 4"),
]
"""The page's table, flattened to "FIGURA CSENDBEN BEMONDVA" and each figure's two prices run together."""
FIGURES_ON = TrogguOptions(figures=True)


def figure_paid(result: FigureResult, contract: str = "game", options: TrogguOptions = FIGURES_ON) -> tuple:
    """What B, the declarer of a game won, and each of A, C, D are paid for ``result`` alone (none: no line)."""
    lines = settle(TrogguOutcome(contract, "B", 60, figures=(result,)), TROGGU, options)
    return lines[1].amounts if len(lines) > 1 else None


@pytest.mark.parametrize(("figure", "silent", "announced"), FIGURE_TABLE)
def test_each_figure_of_the_table_is_priced_silent_and_announced(figure, silent, announced):  # troggu.scoring.figures
    """ "FIGURA CSENDBEN BEMONDVA"; "a csendes teljesítés duplájával számoljunk bemondva"; "a
    teljesítőnek adott egységet fizessen(ek) az ellenfelek": each of the three opponents pays."""
    value = TROGGU.figure_value(figure)
    assert (value.silent, value.announced) == (silent, announced) and announced == 2 * silent
    s, a = silent, announced
    assert figure_paid(FigureResult(figure, DECLARER, True)) == (-s, 3 * s, -s, -s)
    assert figure_paid(FigureResult(figure, DECLARER, True, True)) == (-a, 3 * a, -a, -a)
    assert figure_paid(FigureResult(figure, OPPONENTS, True)) == (s, -3 * s, s, s)  # B pays A, C and D


@pytest.mark.parametrize(("figure", "silent", "announced"), FIGURE_TABLE)
def test_a_kontra_doubles_and_a_missed_announcement_pays_its_price(figure, silent, announced):  # troggu.scoring.figures
    """ "a kontrázást is megengedhetjük dupla árért"; "Bukás esetén a vállalás árát kell kifizetni";
    a silent figure missed costs nothing."""
    kontra = 2 * announced
    assert figure_paid(FigureResult(figure, DECLARER, True, True, 1)) == (-kontra, 3 * kontra, -kontra, -kontra)
    assert figure_paid(FigureResult(figure, DECLARER, False, True)) == (announced, -3 * announced, announced, announced)
    assert figure_paid(FigureResult(figure, DECLARER, False, True, 1)) == (kontra, -3 * kontra, kontra, kontra)
    assert figure_paid(FigureResult(figure, DECLARER, False)) is None


def test_one_kontra_and_only_on_an_announced_figure():  # troggu.announce.kontra
    """ "a kontrázást is megengedhetjük dupla árért": one word, no rekontra."""
    assert TROGGU.kontras.words == ("kontra",)
    with pytest.raises(TarokkInputError, match="kontra"):  # the ladder's one word
        figure_paid(FigureResult(Figure.TRULL, DECLARER, True, True, 2))
    with pytest.raises(TarokkInputError, match="only an announced figure can"):
        figure_paid(FigureResult(Figure.TRULL, DECLARER, True, False, 1))


@pytest.mark.parametrize(("doubled", "units"), [(False, 1), (True, 2)])
def test_a_szolo_doubles_the_figures_as_the_option_says(doubled, units):  # troggu.scoring.figures
    """The page doubles the game's table in a szóló ("(Szóló esetében az értékek duplázódnak)") and
    leaves the figures' open: the option ``solo_figures_doubled``, off by default."""
    game = TrogguGame(figures=True, solo_figures_doubled=doubled)
    outcome = TrogguOutcome("solo", "B", 60, figures=(FigureResult(Figure.TRULL, DECLARER, True),))
    assert game.settle(outcome)[1].amounts == (-units, 3 * units, -units, -units)


def test_the_figures_are_off_by_default_and_never_in_the_mizer():  # troggu.scoring.figures
    """ "esetleg bevehetünk a játékba néhányat ezekből": the plain game pays no figure, a deal has no
    announcements, and a summary listing figures is refused."""
    assert TrogguOptions().figures is False
    state = four_kings()
    say(state, "solo", "pass", "pass", "pass")
    assert state.phase == "play"
    with pytest.raises(TarokkInputError, match="figures=true"):
        figure_paid(FigureResult(Figure.TRULL, DECLARER, True), options=TrogguOptions())
    mizer = TrogguOutcome("mizer", None, most_tricks=("A",), figures=(FigureResult(Figure.TRULL, DECLARER, True),))
    with pytest.raises(TarokkInputError, match="mizer"):
        settle(mizer, TROGGU, FIGURES_ON)
    for seed in range(20):
        played = play_out(
            load_game("troggu").new_initial_state(seed), PolicyBot(rule_policy, np.random.default_rng(seed))
        )
        assert played.outcome().figures == ()
        assert all("Kiegészítés" not in line.source for line in played.settlement())


def test_the_declarer_announces_and_an_opponent_may_say_one_kontra():  # troggu.announce, troggu.announce.kontra
    state = four_kings(figures=True)
    say(state, "solo", "pass", "pass", "pass")
    assert state.phase == "announce" and legal(state) == {"pass", *map(str, FIGURES)}
    say(state, "four-kings")
    assert refused(state, "kontra four-kings") == "troggu.announce.kontra"  # not his own
    say(state, "pass")
    assert legal(state) == {"pass", "kontra four-kings"}  # no kontra on the game
    assert refused(state, "trull") == "troggu.announce"
    say(state, "kontra four-kings")
    assert legal(state) == {"pass"}  # no rekontra
    say(state, "pass", "pass", "pass")
    played = play_out(state, PolicyBot(random_policy, np.random.default_rng(1)))
    [kings] = [result for result in played.outcome().figures if result.figure == Figure.FOUR_KINGS]
    assert (kings.side, kings.announced, kings.kontra) == (DECLARER, True, 1)
    price = 2 * 2 * (1 if kings.made else -1)  # announced 2, doubled by the kontra
    [line] = [line for line in played.settlement() if "announced four kings" in line.what]
    assert line.amounts == (3 * price, -price, -price, -price)


def test_the_skart_counts_for_the_declarer_s_figures():  # troggu.scoring.figures
    """A lays away one of his four kings ("kivéve egy király … ha mind a négy a felvevőnél van"):
    the skart counts with his tricks ("A skart a fektetés után a felvevő ütéseihez számít")."""
    state = four_kings(figures=True)
    say(state, "game", "pass", "pass", "pass")
    say(state, f"discard {SUIT_KINGS[0].tolnai}", *(f"discard {card.tolnai}" for card in SUITS[22:27]))
    say(state, "pass", "pass", "pass", "pass")
    played = play_out(state, PolicyBot(rule_policy, np.random.default_rng(0)))
    kings_taken = mask_of([*played.taken()["A"], *played.discard]) & KINGS == KINGS
    made = {(result.figure, result.side) for result in played.outcome().figures}
    assert ((Figure.FOUR_KINGS, DECLARER) in made) == kings_taken


@pytest.mark.parametrize(
    ("declarer", "opponent", "said"),
    [
        ([*cards_of(HONOURS), *TAROKKS[1:10]], [*TAROKKS[10:20]], ["trull", "pagat-ultimo", "pass", "pass"]),
        ([PAGAT, SKIZ, *TAROKKS[1:11]], [XXI, *TAROKKS[11:20]], ["pagat-ultimo", "pass", "kontra pagat-ultimo"]),
    ],
)
def test_the_bot_announces_what_its_hand_promises_and_kontras_a_pagatulti(declarer, opponent, said):
    """A, of twelve tarokks, announces tulétroá holding the three honours and pagátulti holding the
    pagát; B says kontra on the pagátulti holding the XXI."""
    rest = [*SUIT_KINGS, *SUITS[2:]]
    hands = {"A": declarer, "B": [*opponent, *SUITS[:2]], "C": rest[:12], "D": rest[12:24]}
    state = dealt(hands, rest[24:], figures=True)
    say(state, "solo", "pass", "pass", "pass")
    rng = np.random.default_rng(0)
    for _ in said:
        state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
    assert [word for _, word in state.said] == said


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), language=st.sampled_from(["en", "hu"]))
def test_a_deal_with_figures_settles_the_same_from_its_summary(seed, language):
    game = load_game("troggu", figures=True)
    state = play_out(game.new_initial_state(seed), PolicyBot(rule_policy, np.random.default_rng(seed)))
    written = json.loads(json.dumps(outcome_data(state.outcome(), language, game.summary_keys())))
    assert game.outcome_from_summary(written) == state.outcome()
    assert game.settle(game.outcome_from_summary(written)) == state.settlement()


# -- whole deals -------------------------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4, 5, 6]),
    bot=st.sampled_from(["rule", "random"]),
    figures=st.booleans(),
)
def test_whole_deals_at_every_table_settle_to_zero(seed, players, bot, figures):
    game = load_game("troggu", seed=seed, players=players, figures=figures)
    chooser = rule_policy if bot == "rule" else random_policy
    state = play_out(game.new_initial_state(), PolicyBot(chooser, np.random.default_rng(seed)))
    assert state.is_terminal()
    lines = state.settlement()
    assert sum(sum(line.amounts) for line in lines) == Fraction(0)
    played = [card for trick in state.play.tricks for _, card in trick.plays]
    took_tapp = state.contract is not None and state.contract.name == "game"
    laid = state.discard if took_tapp else list(state.talon)
    assert mask_of([*played, *laid]) == mask_of(DECK54.cards) and len(played) + len(laid) == 54  # every card once
    assert sum(len(cards) for cards in state.taken().values()) == len(played)
