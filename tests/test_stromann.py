"""Strómanntarokk (Tolnai §72): the definition and every number of the paragraph, the deal
and its piles, play from the hand and the open pile tops, the holdings, the kontra, the
settlement, random whole deals under every option, and what a seat may see."""

import io
from dataclasses import replace
from itertools import product

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.cli.table import play_table
from tarokk.core.cards import DECK54, PAGAT, Card, mask_of, parse_card, parse_cards
from tarokk.core.catalogue import catalogue
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.definition import FigureValue, KontraLadder, Partner
from tarokk.core.enforcement import rules_enforced_by
from tarokk.core.errors import DefinitionError, IllegalAction, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.holdings import Holding, holds_four_kings, holds_heads, holds_trull
from tarokk.core.state import load_game, registered_games
from tarokk.core.tricks import Trick, legal_mask_with_open
from tarokk.games.stromann.actions import ACTIONS, GAME, PASS
from tarokk.games.stromann.bot import rule_policy
from tarokk.games.stromann.definition import GAME as GAME_CONTRACT
from tarokk.games.stromann.definition import SIMPLE, STROMANN42, STROMANN54
from tarokk.games.stromann.options import StromannOptions
from tarokk.games.stromann.piles import Piles, turn
from tarokk.games.stromann.scoring import SeatHolding, StromannOutcome, settle, simple_game_winner
from tarokk.games.stromann.state import StromannGame, StromannState
from tarokk.studies.stromann import card_values, play_deals, win_rates

OPTION_SETS = [
    {"deck": deck, "follow_from": follow, "kontra_when": when, "silent_ultimo_beaten_pays": pays}
    for deck, follow, when, pays in product(
        (54, 42), ("hand-and-tops", "hand"), ("before-turning", "after-turning"), (False, True)
    )
]
RULE_IDS = set(catalogue())


def cards(text: str) -> list[Card]:
    return parse_cards(text, DECK54)


def card(text: str) -> Card:
    return parse_card(text, DECK54)


def lay(a: str, b: str, piles: dict[tuple[str, int], str] | None = None, definition=None, **options) -> StromannState:
    """A deal with A's and B's hands as given (filled up to fifteen with the other tarokks and
    kings first) and the given cards on top of the piles, filled below with plain suit cards;
    played by ``definition`` where one is given."""
    game = StromannGame(**options)
    game.definition = definition or game.definition
    hands = {"A": cards(a), "B": cards(b)}
    tops = {key: cards(text) for key, text in (piles or {}).items()}
    used = {card for group in [*hands.values(), *tops.values()] for card in group}
    rest = [card for card in game.definition.deck.cards if card not in used]
    plain = [card for card in rest if not card.is_tarokk and not card.is_king]
    strong = [card for card in rest if card.is_tarokk or card.is_king]
    laid = {}
    for number in range(6):
        key = ("A" if number % 2 == 0 else "B", number // 2)
        pile = tops.get(key, [])
        while len(pile) < 4:
            pile.append((plain or strong).pop(0))
        laid[key] = pile
    fill = strong + plain
    size = game.definition.packets.hand
    for seat in ("A", "B"):
        while len(hands[seat]) < size:
            hands[seat].append(fill.pop(0))
    talon = [card for number in range(6) for card in laid[("A" if number % 2 == 0 else "B", number // 2)]]
    return game.state_from_cards(hands, talon)


def act(state: StromannState, *names: str) -> StromannState:
    for name in names:
        state.apply_action(state.string_to_action(name))
    return state


def refused(state: StromannState, name: str) -> IllegalAction:
    before = (state.view(0), state.view(1), state.history())
    with pytest.raises(IllegalAction) as caught:
        state.apply_action(state.string_to_action(name))
    assert (state.view(0), state.view(1), state.history()) == before  # the refusal changes nothing
    assert caught.value.rule in RULE_IDS
    return caught.value


# -- the definition: Tolnai's numbers -----------------------------------------------------


def test_the_definition_says_tolnais_deal_and_points():
    """ "ketten játszanak 54 lappal. Az osztó ötösével 15 lapot ad … háromszor négy lapot
    helyez felváltva ellenfele és maga elé talonul … A felvevő nyert, ha 36 pontot vitt haza." """
    assert len(STROMANN54.deck) == 54 and STROMANN54.seating.active_seats == ("A", "B")
    assert STROMANN54.seating.dealer(2) == "B"  # A, who was dealt to, bids and leads first
    assert (STROMANN54.packets.sizes, STROMANN54.packets.piles, STROMANN54.packets.talon) == ((5, 5, 5), (4, 4, 4), 0)
    assert (STROMANN54.packets.hand, STROMANN54.tricks) == (15, 27)
    # §66/§67: "az 54 lapos csomag értéke 70 pont"; 35 each is "egyenlő pontszám", 36 wins
    assert (STROMANN54.total_points, STROMANN54.win_points) == (70, 36)
    assert STROMANN54.counting == CardCounting(Counting.GROUPS_OF_THREE)
    assert all(contract.partner == Partner.NONE for contract in STROMANN54.contracts)


def test_the_42_card_game_deals_three_times_three_and_three_piles_of_four():
    """ "(42 lapos kártyával is játszható e játék. 3-szor 3 lapot és három négyes talont kap
    mindegyik játékos.)": 2 × 9 + 2 × 3 × 4 = 42; "A 42 lapos kártya összértéke 66 pont" (§67)."""
    assert len(STROMANN42.deck) == 42
    assert (STROMANN42.packets.sizes, STROMANN42.packets.piles) == ((3, 3, 3), (4, 4, 4))
    assert 2 * STROMANN42.packets.hand + 2 * sum(STROMANN42.packets.piles) == 42
    assert (STROMANN42.total_points, STROMANN42.win_points, STROMANN42.tricks) == (66, 34, 21)


def test_a_definition_whose_piles_do_not_fit_the_deck_is_refused():
    with pytest.raises(DefinitionError, match="piles of 4\\+4"):
        replace(STROMANN54, packets=replace(STROMANN54.packets, piles=(4, 4)))


def test_the_contracts_pay_tolnais_prices():
    """ "egyszerű játék van, melynek díja 2 pont … A felvevő nyerésnél 3 pontot kap, vesztésnél 4-et fizet." """
    assert (SIMPLE.base_value, SIMPLE.loss) == (2, 2)
    assert (GAME_CONTRACT.base_value, GAME_CONTRACT.loss) == (3, 4)
    # "A tulétroá, négy király, jutalma 1 pont, a csendes ultimóé 1 pont. Játéknál minden díjat
    # kétszeresen fizetnek." Fejek: "Díja 1 pont" (§71).
    assert [STROMANN54.holding_value(holding).value for holding in Holding] == [1, 1, 1]
    assert STROMANN54.figure_value(Figure.PAGAT_ULTIMO).silent == 1
    assert (SIMPLE.prize_factor, GAME_CONTRACT.prize_factor) == (1, 2)
    assert STROMANN54.kontras.words[0] == "kontra" and STROMANN54.kontras.factor(1) == 2  # (48)


def test_the_game_plays_the_definition_it_is_given():
    """The seats, the kontra ladder, the holdings priced and the ultimó's price are those of
    the definition the game is given."""
    game = StromannGame(seed=2)
    game.definition = replace(
        STROMANN54,
        seating=replace(STROMANN54.seating, active_seats=("B", "A")),
        kontras=KontraLadder(("kontra",)),
    )
    state = act(game.new_initial_state(), "game", "kontra")
    assert state.legal_actions() == [PASS] and state.view(0).seat == "B"
    assert state.table_text(0).startswith("Strómanntarokk — you are B (54 cards; A deals)")
    no_trull = replace(STROMANN54, holdings=STROMANN54.holdings[1:])
    state = act(lay("S, XXI, I, Kő 4", "", definition=no_trull), "pass", "pass")
    assert "trull" not in [state.action_to_string(a) for a in state.legal_actions()]
    assert "pays no trull" in refused(state, "trull").message
    per_game = replace(STROMANN54, figures=(FigureValue(Figure.PAGAT_ULTIMO, silent=1, announced=0, per_base=True),))
    ultimo = StromannOutcome("game", "A", 36, 34, pagat_in_last_trick="A", pagat_won=True)
    lines = settle(ultimo, per_game, StromannOptions())
    assert lines[-1].what == "A made a silent ultimó: 6 (twice in a játék)"  # 1 × the játék's 3, twice


def test_the_game_is_registered_with_its_options():
    assert "stromann" in registered_games()
    game = load_game("stromann", seed=3, deck="42", follow_from="hand")
    assert game.rules == StromannOptions(deck=42, follow_from="hand")
    with pytest.raises(TarokkInputError, match="no option 'decks'"):
        load_game("stromann", decks=42)
    with pytest.raises(
        TarokkInputError, match=r"deck of stromann takes one of 54 \(Tolnai §72.*; 42 \(Tolnai.*, not 32"
    ):
        load_game("stromann", deck=32)


# -- the deal and the piles ----------------------------------------------------------------


@pytest.mark.parametrize("deck", [54, 42])
def test_a_seeded_deal_gives_every_card_once(deck):
    game = StromannGame(seed=11, deck=deck)
    state = game.new_initial_state()
    hands, talon = state.dealt_cards()
    every = [*hands["A"], *hands["B"], *talon]
    deck = game.definition.deck
    assert sorted(every, key=deck.id) == list(deck.cards)
    assert len(hands["A"]) == len(hands["B"]) == game.definition.packets.hand and len(talon) == 24
    again = game.state_from_cards(hands, talon)  # the record's layout gives the same deal
    assert again.view(0) == state.view(0) and again.view(1) == state.view(1)
    assert "stromann.deal" in rules_enforced_by(StromannGame.new_initial_state)


def test_the_turning_rule_takes_kings_and_tarokks_until_a_plain_suit_card():
    """ "Ha a felső lap király vagy tarokk, kézi lapjai közé veszi … mindaddig, míg a felső lap
    olyan színes kártya nem lesz, mely nem király, vagy míg a talon el nem fogy." """
    assert turn(tuple(cards("XX, Kő k, P 10, T k"))) == (tuple(cards("XX, Kő k")), tuple(cards("P 10, T k")))
    assert turn(tuple(cards("K d, XX, I, II"))) == ((), tuple(cards("K d, XX, I, II")))
    assert turn(tuple(cards("S, XXI, P k, I"))) == (tuple(cards("S, XXI, P k, I")), ())
    assert rules_enforced_by(turn) == ("stromann.piles.turn",)


def test_the_piles_are_turned_after_the_bidding_and_the_tops_are_open():
    state = lay("", "", {("A", 0): "XX, Kő k, P 10", ("B", 2): "S, XXI, I, P k"})
    assert all(pile.top is None and pile.face_down == 4 for piles in state.view(0).piles for pile in piles)
    act(state, "pass", "pass")
    view = state.view(1)
    assert view.piles[0][0].top == card("P 10") and view.piles[0][0].face_down == 1
    assert view.piles[1][2].top is None and view.piles[1][2].face_down == 0  # emptied into B's hand
    assert view.taken[:2] == (("A", card("XX")), ("A", card("Kő k")))
    assert set(cards("S, XXI, I, P k")) <= set(view.hand) and len(view.hand) == 19
    assert card("P 10") not in state.view(0).hand  # a top lies open, it is not in the hand


def test_a_card_played_from_a_pile_turns_the_pile_again():
    """ "Utóbbi esetben a következő felső lapot felborítja, ha király vagy tarokk, lapjai közé veszi" """
    state = lay("Kő 4", "", {("A", 1): "T 7, XIX, T k, P 7"})
    act(state, "pass", "pass")
    assert state.view(0).piles[0][1].top == card("T 7")
    act(state, "play T 7")
    view = state.view(1)
    assert view.piles[0][1].top == card("P 7") and view.piles[0][1].face_down == 0
    assert view.taken[-2:] == (("A", card("XIX")), ("A", card("T k")))
    assert view.current == (("A", card("T 7")),)


def test_a_face_down_card_or_another_players_card_cannot_be_played():
    state = act(lay("Kő 4", "", {("A", 0): "T 7, P 9"}), "pass", "pass")
    assert refused(state, "play P 9").rule == "stromann.play.source"  # under the open T 7
    assert "face down" in refused(state, "play P 9").message
    assert refused(state, "play S").rule == "stromann.play.source"


def test_the_state_refuses_bad_layouts():
    game = StromannGame()
    hands, talon = game.new_initial_state().dealt_cards()
    with pytest.raises(TarokkInputError, match="A's hand has 14 cards"):
        game.state_from_cards({"A": hands["A"][1:], "B": hands["B"]}, [*talon, hands["A"][0]])
    with pytest.raises(TarokkInputError, match="dealt twice"):
        game.state_from_cards({"A": hands["A"], "B": hands["B"]}, [*talon[:-1], hands["A"][0]])
    with pytest.raises(TarokkInputError, match="not in the 42-card"):
        StromannGame(deck=42).state_from_cards(
            {"A": DECK54.cards[:9], "B": DECK54.cards[9:18]}, [card for card in DECK54.cards[18:42]]
        )


# -- bidding and kontra --------------------------------------------------------------------


def test_two_mehets_make_a_simple_game_and_a_jatek_makes_a_declarer():
    """ "Ha mindkét játékos mehet-et mond, egyszerű játék van … Ha valamelyik játékos játékot mond" """
    state = StromannGame(seed=1).new_initial_state()
    assert state.legal_actions() == [PASS, GAME] and state.current_player() == 0
    simple = act(state.clone(), "pass", "pass")
    assert simple.contract is SIMPLE and simple.declarer is None and simple.current_player() == 0
    assert act(state.clone(), "pass", "game").declarer == "B"
    declared = act(state.clone(), "game")
    assert declared.declarer == "A" and declared.current_player() == 1  # B may now kontra
    assert refused(state, "play XXI").rule == "stromann.auction"


def test_a_simple_game_has_no_kontra_and_a_jatek_climbs_the_kontra_ladder():
    """ "Egyszerű játéknál nincs kontra. A játékot meg lehet kontrázni (48)." """
    state = StromannGame(seed=2).new_initial_state()
    simple = act(state.clone(), "pass", "pass")
    assert refused(simple, "kontra").rule == "stromann.kontra"
    assert refused(simple, "game").rule == "stromann.auction"
    game = act(state.clone(), "pass", "game")
    assert [game.action_to_string(a) for a in game.legal_actions()] == ["pass", "kontra"]
    assert refused(game, "rekontra").rule == "stromann.kontra"
    act(game, "kontra")
    assert game.current_player() == 1 and "rekontra" in [game.action_to_string(a) for a in game.legal_actions()]
    act(game, "rekontra", "szubkontra", "hirskontra", "mordkontra")
    assert game.legal_actions() == [PASS] and game.kontras.level("game") == 5
    assert refused(game, "play XXI").rule == "stromann.kontra"
    act(game, "pass")
    assert game.phase == "play" and game.kontras.level("game") == 5
    assert refused(game, "kontra").rule == "stromann.kontra"


def test_kontra_after_turning_shows_the_piles_first():
    before = act(StromannGame(seed=4).new_initial_state(), "game")
    after = act(StromannGame(seed=4, kontra_when="after-turning").new_initial_state(), "game")
    assert before.view(1).piles[0][0].top is None and after.view(1).piles[0][0].top is not None


# -- following from the hand and the open tops ----------------------------------------------


def test_the_open_tops_count_as_the_players_cards_when_he_follows():
    """ "Színre azonos színt, tarokkra tarokkot, hiányzó színre tarokkot kell ráadni … A ráadó
    ezen szabály betartásával akár a kezében levő lapokból, akár talonjainak felső felborított
    lapjaiból választhatja ki a ráadandó kártyát." """
    b_hand = "S, XX, XIX, XVIII, XVII, XVI, XV, XIV, XIII, XII, XI, T 10, T 9, P 10, P 9"
    state = act(lay("Kő 4, I, II", b_hand, {("B", 0): "Kő 3"}), "pass", "pass", "play Kő 4")
    legal = {ACTIONS.card_of(action) for action in state.legal_actions() if ACTIONS.verb_of(action)}
    assert card("Kő 3") in legal and card("XX") not in legal
    error = refused(state, "play XX")
    assert error.rule == "stromann.play.follow" and "open pile tops" in error.message
    loose = act(lay("Kő 4, I, II", b_hand, {("B", 0): "Kő 3"}, follow_from="hand"), "pass", "pass", "play Kő 4")
    legal = {ACTIONS.card_of(action) for action in loose.legal_actions() if ACTIONS.verb_of(action)}
    assert {card("Kő 3"), card("XX"), card("S")} <= legal  # the hand alone binds
    assert card("T 10") not in legal
    assert refused(loose, "play T 10").rule == "stromann.play.follow"


def test_the_follow_rule_over_a_hand_and_open_cards():
    hand, tops = mask_of(cards("XX, T 10")), mask_of(cards("Kő 3, P 9"))
    heart, tarokk = card("Kő 4"), card("II")
    assert legal_mask_with_open(hand, tops, heart) == mask_of(cards("Kő 3"))
    assert legal_mask_with_open(hand, tops, heart, open_held=False) == mask_of(cards("Kő 3, XX"))
    assert legal_mask_with_open(hand, tops, tarokk, open_held=False) == mask_of(cards("XX"))
    assert legal_mask_with_open(mask_of(cards("T 10")), tops, heart, open_held=False) == mask_of(
        cards("T 10, Kő 3, P 9")
    )
    assert legal_mask_with_open(hand, tops, None) == hand | tops


def test_a_tarokk_lead_is_answered_with_a_tarokk_and_the_higher_card_takes_the_trick():
    """ "Aki a két lapból álló ütésbe a kihívott színből a magasabbrangú lapot adta, vagy a
    magasabb tarokkot adta, viszi haza az ütést és hív ki a következő ütéshez." """
    state = act(lay("II, Kő 4", "XX, T 10"), "pass", "pass", "play II")
    assert refused(state, "play T 10").rule == "stromann.play.follow"
    act(state, "play XX")
    assert state.play.tricks[0].winner == "B" and state.current_player() == 1
    assert "stromann.play.trick" in rules_enforced_by(Piles.play_card)
    assert refused(state, "play XX").rule == "stromann.play.source"  # played already


def test_only_the_player_to_act_plays_and_a_finished_deal_takes_nothing():
    state = StromannGame(seed=5).new_initial_state()
    assert state.legal_actions(player=1) == []
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    assert refused(state, "pass").rule == "stromann.play.turn"
    with pytest.raises(IllegalAction, match="not an action") as caught:
        state.apply_action(999)
    assert caught.value.rule == "stromann.play.turn"


# -- the holdings ----------------------------------------------------------------------------


def test_the_holdings_of_section_71():
    """ "Díjazzák az egy kézben lévő bármelyik két honnórt is, amit fejek-nek, vagy kis trullnak neveznek." """
    assert holds_trull(cards("S, XXI, I")) and not holds_heads(cards("S, XXI, I"))
    assert holds_heads(cards("S, I, Kő k")) and not holds_trull(cards("S, I"))
    assert holds_four_kings(cards("Kő k, K k, T k, P k, I")) and not holds_four_kings(cards("Kő k, K k, T k"))


def test_a_holding_is_announced_when_first_played_from():
    """ "Be lehet mondani tulétoát, négy királyt, fejeket (71), ha egy kézben vannak, de csak
    akkor, amikor először kihívunk vagy ráadunk belőlük." """
    state = act(lay("S, XXI, I, Kő 4", "Kő k, K k, T k, P k, T 10"), "pass", "pass")
    names = [state.action_to_string(a) for a in state.legal_actions()]
    assert "trull" in names and "heads" not in names and "four-kings" not in names
    assert refused(state, "four-kings").rule == "stromann.announce.holdings"
    act(state, "trull")
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["play I", "play XXI", "play S"]
    assert refused(state, "play Kő 4").rule == "stromann.announce.card"
    assert refused(state, "heads").rule == "stromann.announce.card"
    act(state, "play XXI")
    assert refused(state.clone(), "heads").rule == "stromann.announce.holdings"  # not B's to say
    # B must answer with a tarokk, so his kings cannot be played from now: no announcement
    assert "four-kings" not in [state.action_to_string(a) for a in state.legal_actions()]
    assert state.said == [("A", "trull")]


def test_four_kings_are_announced_with_a_king_and_only_once():
    state = act(lay("Kő 4, T 9", "Kő k, K k, T k, P k, Kő 3"), "pass", "pass", "play Kő 4")
    assert state.legal_actions()[0] == ACTIONS.index["four-kings"]
    act(state, "four-kings", "play Kő k")
    assert state.said == [("B", "four-kings")]
    state.apply_action(next(a for a in state.legal_actions() if ACTIONS.verb_of(a)))  # B leads on
    assert ACTIONS.index["four-kings"] not in state.legal_actions()
    with pytest.raises(IllegalAction) as caught:
        state.apply_action(ACTIONS.index["four-kings"])
    assert caught.value.rule == "stromann.announce.holdings"


# -- the settlement: every number of §72 --------------------------------------------------


def settled(contract=SIMPLE, declarer=None, kontra=0, points=(36, 34), announced=(), pagat=None, won=False, **options):
    """The lines of a deal of these facts: ``announced`` as (seat, holding), the seat that played
    the pagát to the last trick and whether it took it."""
    holdings = tuple(SeatHolding(seat, holding) for seat, holding in announced)
    outcome = StromannOutcome(contract.name, declarer, *points, kontra, holdings, pagat, won)
    return settle(outcome, STROMANN54, StromannOptions(**options))


def paid(lines):
    return tuple(sum(line.amounts[seat] for line in lines) for seat in range(2))


@pytest.mark.parametrize(
    ("points", "expected"),
    [((36, 34), (2, -2)), ((20, 50), (-2, 2)), ((35, 35), (-2, 2))],  # on 35–35 the dealer, B, wins
)
def test_a_simple_game_pays_two_and_the_dealer_wins_on_equal_points(points, expected):
    """ "egyszerű játék van, melynek díja 2 pont … Egyszerű játéknál egyenlő pontszámnál (35) az osztó nyer" """
    lines = settled(points=points)
    assert paid(lines) == expected and lines[0].source == "Tolnai §72"
    assert simple_game_winner((35, 35), 36) == 1
    assert rules_enforced_by(simple_game_winner) == ("stromann.scoring.points", "stromann.scoring.simple")


@pytest.mark.parametrize(
    ("declarer", "points", "kontra", "expected"),
    [
        ("A", (36, 34), 0, (3, -3)),  # "A felvevő nyerésnél 3 pontot kap"
        ("A", (34, 36), 0, (-4, 4)),  # "vesztésnél 4-et fizet"
        ("B", (35, 35), 0, (4, -4)),  # "játéknál [egyenlő pontszámnál] az ellenfél" nyer
        ("A", (35, 35), 0, (-4, 4)),
        ("A", (40, 30), 1, (6, -6)),  # kontra doubles (§48)
        ("B", (40, 30), 2, (16, -16)),  # rekontra: four times the 4
    ],
)
def test_a_jatek_wins_three_and_loses_four(declarer, points, kontra, expected):
    lines = settled(GAME_CONTRACT, declarer, kontra, points)
    assert paid(lines) == expected
    assert "stromann.scoring.game" in rules_enforced_by(settle)


def test_holdings_and_the_silent_ultimo_pay_one_and_twice_in_a_jatek():
    """ "A tulétroá, négy király, jutalma 1 pont, a csendes ultimóé 1 pont. Játéknál minden díjat
    kétszeresen fizetnek." Fejek: "Díja 1 pont" (§71). The kontra touches only the game."""
    announced = (("A", Holding.TRULL), ("B", Holding.FOUR_KINGS), ("B", Holding.HEADS))
    simple = settled(points=(36, 34), announced=announced, pagat="A", won=True)
    assert [line.amounts[0] for line in simple[1:]] == [1, -1, -1, 1]
    assert simple[-1].what == "A made a silent ultimó: 1"
    game = settled(GAME_CONTRACT, "A", 1, (36, 34), announced, "A", True)
    assert [line.amounts[0] for line in game] == [6, 2, -2, -2, 2]
    assert game[3].source == "Tolnai §72, §71"
    assert "stromann.scoring.premiums" in rules_enforced_by(settle)


def test_a_beaten_pagat_in_the_last_trick_pays_only_by_house_rule():
    assert len(settled(pagat="A", won=False)) == 1
    lines = settled(pagat="A", won=False, silent_ultimo_beaten_pays=True)
    assert paid(lines[1:]) == (-1, 1) and "house rule" in lines[1].source


def test_the_deal_reads_the_pagat_in_its_last_trick():
    """The pagát takes the last trick only as its one tarokk (Tolnai §15, §72): beaten by the II,
    it is no silent ultimó; a last trick without it has none to pay."""
    state = replay_table_record(parse_table_record(RECORD)).state
    for last, facts in [
        (Trick("A", (("A", PAGAT), ("B", card("II"))), 2), ("A", False)),
        (Trick("B", (("B", card("Kő 3")), ("A", PAGAT)), 2), ("A", True)),
        (Trick("A", (("A", card("Kő 4")), ("B", card("Kő 3"))), 2), (None, False)),
    ]:
        state.play.tricks = (*state.play.tricks[:-1], last)
        outcome = state.outcome()
        assert (outcome.pagat_in_last_trick, outcome.pagat_won) == facts
    assert rules_enforced_by(StromannState.outcome) == ("stromann.ultimo",)


@pytest.mark.parametrize(
    ("facts", "refusal"),
    [
        ({"contract": "simple", "declarer": "A"}, "a játék has a declarer, and the simple game none"),
        ({"contract": "game", "declarer": None}, "a játék has a declarer, and the simple game none"),
        ({"kontra": 1}, r"a simple game has no kontra \(Tolnai §72\)"),
        ({"contract": "game", "declarer": "A", "kontra": 6}, r"kontra: 6 is too high; .* \(mordkontra\)"),
        ({"declarer": "C", "contract": "game"}, "declarer: C does not sit at this table; the seats are A, B"),
        ({"holdings": (SeatHolding("D", Holding.TRULL),)}, r"holdings\[0\]\.seat: D does not sit"),
        ({"a_points": 40}, r"make the pack's 70, not 40 \+ 34 \(Tolnai §66\)"),
        ({"holdings": (SeatHolding("A", Holding.TRULL),) * 2}, r"holdings\[1\]: listed twice"),
        ({"pagat_won": True}, "the pagát took the last trick, so say who played it"),
        ({"contract": "négyes"}, "contract: 'négyes' is not valid; expected simple"),
    ],
)
def test_a_summary_that_cannot_be_a_deal_is_refused_saying_why(facts, refusal):
    outcome = StromannOutcome(**({"contract": "simple", "declarer": None, "a_points": 36, "b_points": 34} | facts))
    with pytest.raises(TarokkInputError, match=refusal):
        settle(outcome, STROMANN54, StromannOptions())


def test_a_summary_with_a_holding_the_game_does_not_pay_is_refused_in_both_languages():
    no_trull = replace(STROMANN54, holdings=STROMANN54.holdings[1:])
    trull = StromannOutcome("simple", None, 36, 34, holdings=(SeatHolding("A", Holding.TRULL),))
    with pytest.raises(TarokkInputError, match=r"holdings\[0\]\.holding: strómanntarokk pays no tulétroá") as refused:
        settle(trull, no_trull, StromannOptions())
    assert "nem fizet tulétroá után" in refused.value.hu


# -- whole deals -------------------------------------------------------------------------------


def play_out(state, rng, bots=("random", "random")):
    game = state.game
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        action = game.policies[bots[player]](state.view(player), legal, rng)
        assert action in legal
        state.apply_action(action)
    return state


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from(OPTION_SETS), st.sampled_from(["random", "rule"]))
def test_random_whole_deals_keep_every_card_once_and_pay_zero_sum(seed, options, bot):
    rng = np.random.default_rng(seed)
    state = StromannGame(seed=seed, **options).new_initial_state()
    deck = state.definition.deck
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal
        wrong = int(rng.integers(len(ACTIONS)))
        if wrong not in legal:  # every illegal action is refused with a catalogued rule id
            with pytest.raises(IllegalAction) as caught:
                state.apply_action(wrong)
            assert caught.value.rule in RULE_IDS
        state.apply_action(StromannGame.policies[bot](state.view(player), legal, rng))
        hands = state.play.held["A"] | state.play.held["B"]
        tops = state.piles.tops("A") | state.piles.tops("B")
        below = mask_of(card for piles in state.piles.piles.values() for pile in piles for card in pile)
        played = mask_of(card for trick in state.play.tricks for _, card in trick.plays) | mask_of(
            card for _, card in state.play.current
        )
        assert tops & ~below == 0  # every top lies on its pile
        assert hands & below == 0 and hands & played == 0 and below & played == 0
        assert (hands | below | played).bit_count() == len(deck)  # every card exactly once
    assert len(state.play.tricks) == state.definition.tricks
    won = dict.fromkeys("AB", 0)  # the cards each player took in his tricks
    for trick in state.play.tricks:
        won[trick.winner] |= trick.cards
    assert won["A"] | won["B"] == mask_of(deck.cards) and won["A"] & won["B"] == 0
    assert sum(state.points()) == state.definition.total_points  # §66/§67: 70, or 66
    lines = state.settlement()
    assert lines and sum(state.returns()) == 0
    assert all(sum(line.amounts) == 0 and line.source.startswith("Tolnai §") for line in lines)


def test_the_rules_bot_beats_the_random_player():
    rng = np.random.default_rng(0)
    total = 0.0
    for seed in range(60):
        for bots, me in ((("rule", "random"), 0), (("random", "rule"), 1)):
            state = play_out(StromannGame(seed=seed).new_initial_state(), rng, bots)
            total += state.returns()[me]
    assert total > 0


# -- what a seat may know ------------------------------------------------------------------------


def hide_differently(state: StromannState, player: int, rng) -> StromannState:
    """The same deal as seen by ``player``, the cards he cannot see shuffled among their places:
    the other player's hand cards that came from the deal, and every face-down pile card."""
    other = "AB"[1 - player]
    twin = state.clone()
    held, piles, turned = state.play.held, state.piles.piles, state.piles.turned
    seen_taken = {card for who, card in state.piles.taken if who == other}
    hidden_hand = [card for card in state.dealt[other] if held[other] & card.bit and card not in seen_taken]
    slots = [(p, n) for p in "AB" for n in range(3)]
    below = {slot: list(piles[slot[0]][slot[1]][1 if turned and piles[slot[0]][slot[1]] else 0 :]) for slot in slots}
    pool = hidden_hand + [card for slot in slots for card in below[slot]]
    order = [pool[i] for i in rng.permutation(len(pool))]
    new_hand = order[: len(hidden_hand)]
    twin.play.held = dict(held)
    twin.play.held[other] = held[other] & ~mask_of(hidden_hand) | mask_of(new_hand)
    rest = order[len(hidden_hand) :]
    twin.piles.piles = {seat: list(own) for seat, own in piles.items()}
    for p, n in slots:
        pile = piles[p][n]
        keep = pile[:1] if turned and pile else ()
        count = len(below[(p, n)])
        twin.piles.piles[p][n] = tuple(keep) + tuple(rest[:count])
        rest = rest[count:]
    return twin


@settings(max_examples=25)
@given(st.integers(0, 2**32), st.integers(0, 60), st.sampled_from(OPTION_SETS[:4]))
def test_hidden_cards_never_change_a_view_or_the_bots_choice(seed, steps, options):
    rng = np.random.default_rng(seed)
    state = StromannGame(seed=seed, **options).new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(rule_policy(state.view(state.current_player()), state.legal_actions(), rng))
    for player in (0, 1):
        twin = hide_differently(state, player, rng)
        assert twin.view(player) == state.view(player)
        assert twin.table_text(player, "hu") == state.table_text(player, "hu")
        if not state.is_terminal() and state.current_player() == player:
            legal = state.legal_actions()
            choice = rule_policy(state.view(player), legal, np.random.default_rng(1))
            assert rule_policy(twin.view(player), legal, np.random.default_rng(1)) == choice


def test_the_view_hides_the_other_hand_and_the_face_down_cards():
    state = act(lay("S, XXI", "I, II", {("B", 0): "P 10, XX"}), "pass", "pass")
    view = state.view(0)
    assert card("I") not in view.hand and view.hand_sizes == (15, 15)
    assert view.piles[1][0].top == card("P 10") and view.piles[1][0].face_down == 3
    assert "XX" not in repr(view.piles) and "I" not in state.table_text(0).split("Your hand")[0].split()


# -- the table in words ------------------------------------------------------------------------


def test_actions_and_the_table_read_in_both_languages():
    state = StromannGame(seed=8).new_initial_state()
    assert state.action_text(PASS, "hu") == "mehet" and state.action_text(GAME, "hu") == "játékot mond"
    act(state, "game")
    assert state.action_text(PASS, "hu") == "nem kontráz" and state.action_text(PASS) == "no kontra"
    act(state, "pass")
    text = state.table_text(0, "hu")
    assert "Játék, felvevő: A." in text and "Lapjaid: " in text and "B talonjai" in text
    assert "A játék declared by A." in state.table_text(1)
    top = next(pile.top for pile in state.view(0).piles[0] if pile.top is not None)
    assert state.action_text(ACTIONS.card_action("play", top)).endswith("from a pile")
    assert state.action_text(ACTIONS.card_action("play", top), "hu").endswith("(talonról)")
    for action in state.legal_actions():
        assert state.string_to_action(state.action_to_string(action)) == action


# -- a deal written by hand, replayed --------------------------------------------------------------

RECORD = """[Game "stromann"]
[Options "deck=42"]

Hands:
  A: S, XXI, XIX, XVII, XV, Kő k, Kő d, T 10, P b
  B: XX, XVIII, XVI, XIV, XIII, XII, K d, K l, P 10
# the piles in dealing order, four at a time, each from its top card down:
# A's first, B's first, A's second, B's second, A's third, B's third
Talon: Kő á, I, Kő b, K á, K k, Kő l, T b, T l, T d, XI, X, IX, K b, T k, P l, P d, VIII, VII, P k, II, VI, V, IV, III
Actions:
  A game
  B pass
  A heads
  A play XXI
  B play III
  A play Kő á
  B play Kő l
  B play P 10
  A play P b
  A play T 10
  B play T b
  B play K b
  A play II
  A play Kő b
  B play IV
  B play T l
  A play T d
  A play K á
  B play K l
  B play P l
  A play P k
  A play Kő d
  B play V
  B play P d
  A play VII
  A play VIII
  B play XII
  B play K d
  A play IX
  A play X
  B play XIII
  B play VI
  A play XI
  A play XV
  B play XVI
  B play XIV
  A play XVII
  A play XIX
  B play XX
  B play XVIII
  A play S
  A play Kő k
  B play K k
  A play I
  B play T k
"""


def test_a_deal_written_by_hand_replays_to_its_settlement():
    """The 42-card game: A's first pile hides his pagát under the Kő á; his third pile (VIII,
    VII, P k, II) and B's third (VI, V, IV, III) go wholly into the hands; B's K k comes up
    first on his first pile. A declares a játék, announces fejek with his XXI, and takes the
    last trick with the pagát, the only tarokk in it: a silent ultimó."""
    replayed = replay_table_record(parse_table_record(RECORD))
    state = replayed.state
    assert replayed.finished and isinstance(state, StromannState) and state.definition is STROMANN42
    taken = [("A", card("VIII")), ("A", card("VII")), ("A", card("P k")), ("A", card("II")), ("B", card("K k"))]
    assert state.piles.taken[:5] == taken
    assert len(state.play.tricks) == 21
    # B's nine tricks: 18 cards worth 27, six groups of three: 6 + 27 − 18 = 15 (§66)
    assert state.points() == (51, 15)
    assert [line.what for line in state.settlement()] == [
        "Játék of A: 51 points of the 34 needed, won: 3",
        "A announced fejek (two honours): 2 (twice in a játék)",
        "A made a silent ultimó: 2 (twice in a játék)",
    ]
    assert state.returns() == [7.0, -7.0]
    written = parse_table_record(format_table_record(state, 0))
    assert [(a.seat, a.name) for a in written.actions] == [(a.seat, a.name) for a in parse_table_record(RECORD).actions]
    with pytest.raises(IllegalAction) as caught:  # a line after the last trick
        state.apply_action(state.string_to_action("play T k"))
    assert caught.value.rule == "stromann.play.turn"


def test_a_record_with_an_illegal_line_is_refused_with_its_rule_and_line():
    bad = RECORD.replace("  B play III\n", "  B play K d\n")
    with pytest.raises(IllegalAction) as caught:
        replay_table_record(parse_table_record(bad))
    assert (
        caught.value.rule == "stromann.play.follow"
        and caught.value.line == RECORD.splitlines().index("  B play III") + 1
    )


def test_replay_and_settle_explain_a_record_from_the_command_line(capsys, tmp_path):
    path = tmp_path / "stromann.txt"
    path.write_text(RECORD, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "every action checked" in out
    assert main(["--lang", "hu", "settle", str(path), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "A csendes ultimót csinált" in out and "Tolnai §72" in out


def test_the_learner_plays_a_deal_at_the_terminal(tmp_path):
    said: list[str] = []
    answers = iter(["play nothing"] + ["1"] * 80)
    totals = play_table(StromannGame(), "B", "rule", 5, 1, tmp_path, ask=lambda prompt: next(answers), say=said.append)
    assert sum(totals) == 0
    assert any("B's piles" in line or "B talonjai" in line for line in said)
    records = list(tmp_path.glob("stromann-5*.txt"))
    assert len(records) == 1 and replay_table_record(parse_table_record(records[0].read_text("utf-8"))).finished


def test_tarokk_play_game_stromann_runs_from_the_command_line(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nq\n"))
    status = main(["play", "--game", "stromann", "--seed", "4", "--record-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0 and "you are A" in out and "Your hand: " in out and "You left the table." in out


# -- the study -----------------------------------------------------------------------------------


def test_the_pile_study_plays_whole_deals_and_fits_the_card_values():
    frame = play_deals(40, seed=3)
    assert len(frame) == 80 and set(frame["seat"]) == {"A", "B"}
    assert (frame.groupby("deal")["points"].sum() == 70).all()  # §66: the pack makes 70
    assert (frame.groupby("deal")["paid"].sum() == 0).all()
    strong = frame.groupby("deal")[["hand", "piles"]].sum().sum(axis=1)
    assert (strong == 26).all()  # 22 tarokks and 4 kings, in the hands and the piles
    values = card_values(frame)
    assert [value.where for value in values] == ["hand", "piles", "other_piles"]
    assert all(value.low < value.points < value.high for value in values)
    assert (frame["won"] == (frame["points"] >= 36)).all()  # 36 of 70 (§72)
    small = play_deals(10, seed=3, deck=42)
    assert (small["won"] == (small["points"] >= 34)).all()  # 34 of 66
    rates = win_rates(frame)
    assert rates["deals"].sum() == 80 and ((rates["low"] <= rates["rate"]) & (rates["rate"] <= rates["high"])).all()


def test_fejek_are_not_announced_again_from_an_announced_trull():
    """Once the tulétroá is announced, its two honours left in the hand are no new fejek."""
    state = act(lay("S, XXI, I, Kő 4, Kő 3", "Kő k, K 4"), "pass", "pass", "trull", "play S")
    state.apply_action(next(a for a in state.legal_actions() if ACTIONS.verb_of(a)))
    assert state.play.tricks[0].winner == "A" and state.current_player() == 0  # the skíz takes it
    assert "heads" not in [state.action_to_string(a) for a in state.legal_actions()]
    error = refused(state, "heads")
    assert error.rule == "stromann.announce.holdings" and "trull" in error.message
