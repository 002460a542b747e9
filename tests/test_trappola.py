"""Trappola (nehezebb-kartyajatekok.txt, "Trappola"): the page's numbers, its exchange, its play
without trumps with the two that wins only when led, and the prices its lost tables stood for
(knauer.org/mike/sca/classes/trappola.html, gambiter.com/cards/trappola), settled zero-sum."""

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.table import play_table, race_winner
from tarokk.core.cards import DECKS, Card, parse_card
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.players import PolicyBot, random_policy
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.games.trappola.bot import rule_policy
from tarokk.games.trappola.definition import COMBINATIONS, PRICES, TRAPPOLA, TRAPPOLA40
from tarokk.games.trappola.options import TrappolaOptions
from tarokk.games.trappola.scoring import TARGET, Declaration, TrappolaOutcome, race, scores, settle
from tarokk.games.trappola.state import TrappolaGame, TrappolaState

PACK = DECKS["trappola-36"]


def cards(text: str) -> list[Card]:
    """Cards written as Tolnai writes suit cards, comma-separated (``Kő á, P 2``)."""
    return [parse_card(word.strip(), PACK) for word in text.split(",")]


def dealt(a: str, b: str, **options) -> TrappolaState:
    """A deal of A's and B's cards, the rest of the pack the talon in the pack's order."""
    hands = {"A": cards(a), "B": cards(b)}
    talon = [card for card in PACK if card not in hands["A"] + hands["B"]]
    state = TrappolaGame(**options).state_from_cards(hands, talon)
    assert isinstance(state, TrappolaState)
    return state


def say(state: TrappolaState, *names: str) -> None:
    for name in names:
        state.apply_action(state.string_to_action(name))


def refused(state: TrappolaState, name: str) -> str:
    """The rule id ``name`` is refused under, the state left as it was."""
    before = state.history()
    with pytest.raises(IllegalAction) as refusal:
        state.apply_action(state.string_to_action(name))
    assert state.history() == before
    return refusal.value.rule


def legal(state: TrappolaState) -> set[str]:
    return {state.action_to_string(action) for action in state.legal_actions()}


# A holds three aces and the four twos, B three queens; the talon the other 18.
A_HAND = "Kő á, K á, T á, Kő 2, K 2, T 2, P 2, Kő 7, K 7"
B_HAND = "Kő d, K d, T d, Kő 10, Kő 9, K 10, K 9, T 10, T 9"


# -- the page's numbers --------------------------------------------------------------


def test_two_players_36_cards_nine_each_in_a_four_and_a_five_the_talon_18():  # trappola.deal
    # „Pakli: 36 lap.” „Minden játékos 9 lapot kap, egy négyes és egy ötös csomagban. A maradék 18 lap a talon.”
    assert TRAPPOLA.seating.player_counts == (2,) and len(TRAPPOLA.deck) == 36
    assert TRAPPOLA.packets.sizes == (4, 5) and TRAPPOLA.packets.talon == 18
    hands, talon = load_game("trappola", seed=7).new_initial_state().dealt_cards()
    assert [len(hand) for hand in hands.values()] == [9, 9] and len(talon) == 18
    # „Francia kártyával: Á, K, D, B, 10, 9, 8, 7, 2”
    assert sorted({card.rank for card in PACK}) == [2, 7, 8, 9, 10, 11, 12, 13, 14]


def test_the_40_card_variant_deals_ten_each():  # trappola.deal
    # „ekkor a játékosok 10-10 lappal játszanak, a pontot nem érő lapok 3-8-ig szerepelnek”
    game = load_game("trappola", cards=40)
    assert game.definition is TRAPPOLA40 and len(TRAPPOLA40.deck) == 40
    hands, talon = game.new_initial_state(3).dealt_cards()
    assert [len(hand) for hand in hands.values()] == [10, 10] and len(talon) == 20
    assert {card.points for card in TRAPPOLA40.deck if card.rank < 11} == {0}


def test_point_cards_ace_6_king_5_queen_4_jack_3():  # trappola.scoring.cards
    # the page's table „Pontot érő lapok lapok értéke:” is lost: knauer.org, gambiter.com
    assert {card.rank: card.points for card in PACK if card.points} == {14: 6, 13: 5, 12: 4, 11: 3}
    assert TRAPPOLA.total_points == 72 and TRAPPOLA40.total_points == 72


# -- the exchange --------------------------------------------------------------------


def test_the_dealers_opponent_throws_his_hand_and_draws_nine_twice():  # trappola.talon.exchange
    # „felcspja őket, és újabb 9 lapot húz a talonból. Ezt a talon elfogyásáig még egyszer megteheti.”
    state = dealt(A_HAND, B_HAND)
    talon = state.talon
    assert state.to_act == "A" and legal(state) == {"keep", "exchange"}
    say(state, "csere")
    assert state.hand("A") == tuple(sorted(talon[:9], key=lambda card: card.sort_key))
    assert state.view(1).thrown == (("A", tuple(cards(A_HAND)) and state.thrown[0][1]),)  # face up for B
    assert state.view(1).talon_left == 9 and state.to_act == "A"
    say(state, "exchange")
    assert state.talon_left == 0 and state.phase == "play"  # nothing left for the dealer
    assert refused(state, "exchange") == "trappola.turn"


def test_the_dealer_exchanges_after_him_from_what_is_left():  # trappola.talon.dealer
    # „Az osztó is cserélhet, ha marad talon … az osztó csak az ő "maradékából" cserélhet.”
    state = dealt(A_HAND, B_HAND)
    say(state, "exchange", "keep")
    assert state.to_act == "B" and legal(state) == {"keep", "exchange"}
    say(state, "exchange")
    assert state.hand("B") == tuple(sorted(state.talon[9:], key=lambda card: card.sort_key))
    assert state.phase == "play"
    kept = dealt(A_HAND, B_HAND)
    say(kept, "megtartom", "exchange")
    assert kept.to_act == "B" and "exchange" in legal(kept)  # the whole talon was left: twice


# -- the play ------------------------------------------------------------------------


def played(a: str, b: str) -> TrappolaState:
    state = dealt(a, b)
    say(state, "keep", "keep")
    return state


def test_no_trumps_follow_suit_else_anything_and_who_cannot_follow_loses():  # trappola.play
    # „Ebben a játékban nincs aduszín. Színadási kötelezettség van, szín hiányában bármi más tehető.”
    # „Az ütést a magasabb értékű lap tulajdonosa viszi, aki nem tud színre tenni, elbukja az ütést.”
    state = played(A_HAND, B_HAND)
    say(state, "play Kő 7")
    assert refused(state, "play T d") == "play.follow-suit"
    say(state, "play Kő 9")
    assert state.play.tricks[-1].winner == "B"
    say(state, "play Kő 10")
    assert refused(state, "play P 2") == "play.follow-suit"
    void = played(A_HAND, B_HAND)
    say(void, "play P 2")
    assert legal(void) == {f"play {card.tolnai}" for card in cards(B_HAND)}  # no spade: anything
    say(void, "play T d")
    assert void.play.tricks[-1].winner == "A"  # the queen did not follow: it loses to the two


def test_the_dealers_opponent_leads_first_then_each_tricks_winner():  # trappola.play.lead
    # „Az első híváskor az osztó ellenfele kezd, majd az egyes ütések nyertese.”
    state = played(A_HAND, B_HAND)
    assert state.to_act == "A" and state.play.leader == "A"
    say(state, "play K 7", "play K 9")
    assert state.to_act == "B"


def test_a_two_wins_only_when_led_and_not_followed():  # trappola.play.two
    # „Kettessel csak akkor lehet ütést szerezni, ha az ellenfél nem tud színt rakni, ezért kizárólag
    # hívással lehet így pontot nyerni.”
    state = played(A_HAND, B_HAND)
    say(state, "play K 2", "play K 9")
    assert state.play.tricks[-1].winner == "B"  # led but followed: the two loses
    say(state, "play T 9", "play T 2")
    assert state.play.tricks[-1].winner == "B"  # not led: the two loses
    say(state, "play K 10", "play K 7", "play Kő 9", "play Kő 2")
    assert state.play.tricks[-1].winner == "B"


# -- the points ----------------------------------------------------------------------


def test_combinations_are_declared_as_the_play_begins():  # trappola.declarations
    # „a lejátszás előtti bemondásokból”: three aces 12, four twos double 10, three queens 6
    assert COMBINATIONS == {"ace": 12, "king": 6, "queen": 6, "jack": 6, "two": 10} and PRICES["four-of-a-kind"] == 2
    state = played(A_HAND, B_HAND)
    assert state.view(1).declared == (("A", 14, 3), ("A", 2, 4), ("B", 12, 3))
    assert state.view(1).shown == ()  # said, not shown, unless the option shows them
    assert len(played_shown().view(1).shown) == 10
    lines = settle(TrappolaOutcome("trappola", None, (0, 0), state_declarations()))
    assert [int(line.amounts[0]) for line in lines] == [12, 20, -6]


def played_shown() -> TrappolaState:
    state = dealt(A_HAND, B_HAND, show_declared=True)
    say(state, "keep", "keep")
    return state


def state_declarations() -> tuple[Declaration, ...]:
    return (Declaration("A", "ász", 3), Declaration("A", "two", 4), Declaration("B", "queen", 3))


@pytest.mark.parametrize(
    ("run", "instead", "added"), [(0, 6 + 20, 6 + 20), (1, 26 + 10, 26 + 6 + 20), (2, 52, 52 + 6 + 20)]
)
def test_two_tricks_10_the_last_trick_6_and_the_last_tricks_with_twos_26_each(
    run, instead, added
):  # trappola.scoring.tricks
    # „A játék során a kettessel … valamint az utolsó ütésnek kitüntetett díjazása van”; „e két utolsó
    # ütésfajta kombinálható is”: 26, 52, 78, 104 instead (knauer.org), or beside them (option)
    outcome = TrappolaOutcome("trappola", None, (0, 0), two_tricks=(2, 0), last_trick="A", last_twos=run)
    assert scores(settle(outcome)) == (instead, 0)
    assert scores(settle(outcome, options=TrappolaOptions(last_twos="added"))) == (added, 0)


def test_each_players_points_are_received_from_the_other():  # trappola.scoring.zero-sum
    # „a játékosok összadják és felírják az elvitt lapjaik értékét, a nevezetes ütéseiket és … a bemondásokat”
    lines = settle(TrappolaOutcome("trappola", None, (40, 20), last_trick="B"))
    assert scores(lines) == (40, 26)
    assert [sum(line.amounts) for line in lines] == [0, 0, 0]
    assert sum(line.amounts[0] for line in lines) == 40 - 26


def test_the_first_to_300_wins_the_game():  # trappola.game
    # „A partik során az első játékos, aki eléri a 300 pontot, megnyeri a játékot.”
    assert TARGET == 300
    assert race([(150, 100), (140, 100)]) == ((290, 200), None)
    assert race([(150, 100), (140, 100), (10, 120)]) == ((300, 320), 1)
    assert race([(150, 100), (160, 10), (0, 200)]) == ((310, 110), 0)


def test_a_summary_that_no_deal_ends_in_is_refused():
    game = load_game("trappola")
    with pytest.raises(TarokkInputError, match="card_points"):
        game.settle(TrappolaOutcome("trappola", None, (60, 40)))
    with pytest.raises(TarokkInputError, match="no combination"):
        game.settle(TrappolaOutcome("trappola", None, (0, 0), (Declaration("A", "ten", 3),)))
    with pytest.raises(TarokkInputError, match="last_twos"):
        game.settle(TrappolaOutcome("trappola", None, (0, 0), two_tricks=(1, 0), last_trick="A", last_twos=2))
    summary = game.outcome_from_summary(
        {"játék": "trappola", "felvevő": "nincs", "kártyapontok": [30, 20], "utolsó_ütés": "A",
         "bemondások": [{"hely": "B", "lap": "király", "darab": 4}]}
    )  # fmt: skip
    assert scores(game.settle(summary)) == (36, 32)


# -- the bot and whole deals ---------------------------------------------------------


def test_the_rule_bot_throws_a_poor_hand_and_keeps_a_rich_one():  # trappola.talon.exchange
    poor = dealt("Kő 7, Kő 8, K 7, K 8, T 7, T 8, P 7, P 8, P 9", B_HAND)
    rich = dealt(A_HAND, B_HAND)
    rng = np.random.default_rng(0)
    assert poor.action_to_string(rule_policy(poor.view(0), poor.legal_actions(), rng)) == "exchange"
    assert rich.action_to_string(rule_policy(rich.view(0), rich.legal_actions(), rng)) == "keep"


def test_the_rule_bot_leads_a_two_only_into_a_known_void_and_wins_cheaply():  # trappola.play.two
    state = played("P 2, P 7, Kő á, K á, T á, Kő 2, K 2, T 2, Kő 7", B_HAND)
    rng = np.random.default_rng(0)
    assert state.action_to_string(rule_policy(state.view(0), state.legal_actions(), rng)) != "play P 2"
    say(state, "play P 7", "play T 9")  # B does not follow spades: he lacks them
    assert state.action_to_string(rule_policy(state.view(0), state.legal_actions(), rng)) == "play P 2"
    say(state, "play P 2", "play T 10")
    assert state.play.tricks[-1].winner == "A"
    say(state, "play Kő 2", "play Kő 9")  # B wins and leads his cheapest card; A wins it with his ace
    assert state.action_to_string(rule_policy(state.view(1), state.legal_actions(), rng)) == "play K 9"
    say(state, "play K 9")
    assert state.action_to_string(rule_policy(state.view(0), state.legal_actions(), rng)) == "play K á"
    say(state, "play K á", "play Kő 7")
    assert (
        state.action_to_string(rule_policy(state.view(1), state.legal_actions(), rng)) == "play Kő 10"
    )  # lowest winning


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cards_=st.sampled_from([36, 40]))
def test_whole_deals_take_every_card_once_and_settle_zero_sum(seed, cards_):
    game = load_game("trappola", seed=seed, cards=cards_)
    rng = np.random.default_rng(seed)
    state = play_out(game.new_initial_state(), [PolicyBot(random_policy, rng), PolicyBot(rule_policy, rng)])
    outcome = state.outcome()
    played_cards = [card for trick in state.play.tricks for _, card in trick.plays]
    thrown = [card for _, hand in state.thrown for card in hand]
    assert len(set(played_cards + thrown)) == len(played_cards) + len(thrown)
    assert len(played_cards) == 2 * game.definition.packets.hand
    assert sum(outcome.card_points) == sum(card.points for card in played_cards)
    assert sum(state.returns()) == 0


def test_race_winner_is_the_one_ahead_once_anyone_reaches_the_target():
    """„A partik során az első játékos, aki eléri a 300 pontot, megnyeri a játékot."""
    assert race_winner([213, 302], 300) == 1
    assert race_winner([290, 299], 300) is None  # nobody there yet
    assert race_winner([310, 310], 300) is None  # level at the top: nobody yet
    assert race_winner([500, 20], None) is None  # a game without a target


def test_play_at_the_terminal_runs_the_race_to_300_and_stops_when_it_is_won(tmp_path):
    said: list[str] = []
    totals = play_table(load_game("trappola"), "A", "rule", 3, 200, tmp_path, ask=lambda prompt: "1", say=said.append)
    sheets = [line for line in said if line.startswith("Score sheet after deal")]
    winner = [line for line in said if "points first and wins the game" in line]
    assert sheets and len(winner) == 1 and said.index(winner[0]) == len(said) - 2  # the race ends the session

    def written(sheet: str) -> list[float]:
        return [float(part.rsplit("→ ", 1)[1]) for part in sheet.rsplit(": ", 1)[1].split(", ")]

    final, before = written(sheets[-1]), written(sheets[-2]) if len(sheets) > 1 else [0.0, 0.0]
    assert max(final) >= 300 > max(before)  # won in the last deal played, not earlier
    assert winner[0].startswith("AB"[final.index(max(final))])
    assert len(sheets) < 200 and sum(totals) == pytest.approx(0)


def test_the_hungarian_template_names_a_declarations_card_in_hungarian_and_settles(capsys, tmp_path):
    """The Hungarian summary says "dáma", not "queen", and settles as the English one does."""
    from tarokk.cli.main import main

    totals = {}
    for language in ("en", "hu"):
        assert main(["--lang", language, "settle", "--game", "trappola", "--template"]) == 0
        template = capsys.readouterr().out
        path = tmp_path / f"{language}.toml"
        path.write_text(template, encoding="utf-8")
        assert main(["--lang", language, "settle", "--game", "trappola", str(path)]) == 0
        totals[language] = capsys.readouterr().out.splitlines()[-1].split(":")[1]
        if language == "hu":
            declared = [line for line in template.splitlines() if line.startswith('"bemondások" =')]
            ranks = set(re.findall(r'lap = "([^"]*)"', declared[0]))
            assert ranks and ranks <= {"ász", "király", "dáma", "bubi", "kettes"}, declared
    assert totals["en"] == totals["hu"]
