"""The studies every table game shares (:mod:`tarokk.studies.table`): the odds of a hand's
first choice, weighed on the same deals for every choice."""

import json
from types import SimpleNamespace

import numpy as np
import pytest

from tarokk.bots.tables import table_bot
from tarokk.cli.table import hand_odds_report, table_game
from tarokk.core.errors import TarokkInputError
from tarokk.core.table import play_out
from tarokk.studies import tableladder
from tarokk.studies.table import first_seat_positions, hand_odds

GAMES = [
    "rikiki",
    "jokai",
    "droggn",
    "troggu",
    "trappola",
    "modositott",
    "kiralyhivasos",
    "magyar",
    "stromann",
    "tapper",
    "tarokk54",
    "trisak",
]


@pytest.mark.parametrize("name", GAMES)
def test_the_first_seat_gets_the_hand_and_every_first_choice_is_weighed(name):
    game = table_game(name)
    state = game.new_initial_state(9)
    hand = state.dealt_cards()[0][game.seats[0]]
    odds = hand_odds(game, hand, 40, seed=2)
    assert [choice.choice for choice in odds] == [state.action_to_string(a) for a in state.legal_actions()]
    assert all(len(choice.payments) == 40 for choice in odds)
    assert len(first_seat_positions(game)) == len(hand)
    for choice in odds:
        mean, low, high = choice.mean
        rate, rate_low, rate_high = choice.ahead
        assert low <= mean <= high and rate_low <= rate <= rate_high


def test_the_same_seed_weighs_the_same_deals():
    game = table_game("magyar")
    hand = game.new_initial_state(4).dealt_cards()[0]["A"]
    first, again = hand_odds(game, hand, 30, seed=5), hand_odds(game, hand, 30, seed=5)
    assert first == again != hand_odds(game, hand, 30, seed=6)


def test_a_choice_is_the_mean_of_deals_played_after_it():
    game = table_game("tapper")
    hand = game.new_initial_state(1).dealt_cards()[0]["A"]
    (passing, *_) = hand_odds(game, hand, 5, seed=3)
    rng = np.random.default_rng(3)
    positions = first_seat_positions(game)
    deck = game.definition.deck.cards
    rest = [card for card in deck if card not in hand]
    others = [place for place in range(len(deck)) if place not in positions]
    paid = []
    for _ in range(5):  # the deals hand_odds draws, in the order it draws them
        pack = list(deck)
        for place, card in zip(positions, hand, strict=True):
            pack[place] = card
        for place, card in zip(others, rng.permutation(len(rest)), strict=True):
            pack[place] = rest[int(card)]
        state = game.state_from_cards(*game.deal_pack(pack))
        assert set(state.dealt_cards()[0]["A"]) == set(hand)
        state.apply_action(state.string_to_action("pass"))
        paid.append(
            play_out(state, table_bot(game, "rule", np.random.default_rng(int(rng.integers(2**63))))).returns()[0]
        )
    assert passing.choice == "pass" and list(passing.payments) == paid


def test_a_hand_of_the_wrong_size_or_pack_is_refused():
    game = table_game("magyar")
    hand = list(game.new_initial_state(4).dealt_cards()[0]["A"])
    with pytest.raises(TarokkInputError, match="holds 12 different cards; 11 were given"):
        hand_odds(game, hand[:11], 10)
    with pytest.raises(TarokkInputError, match="holds 12 different cards; 12 were given"):
        hand_odds(game, [*hand[:11], hand[0]], 10)
    with pytest.raises(TarokkInputError, match="holds 12 different cards; 1 was given"):
        hand_odds(game, hand[:1], 10)


def test_the_report_gives_each_choice_with_intervals():
    game = table_game("trisak")
    hand = ", ".join(card.tolnai for card in game.new_initial_state(2).dealt_cards()[0]["A"])
    report = json.loads(hand_odds_report(game, hand, 30, 1, as_json=True))
    assert report["game"] == "trisak" and report["deals"] == 30 and report["choices"]
    for choice in report["choices"]:
        assert choice["mean_ci95"][0] <= choice["mean"] <= choice["mean_ci95"][1]
        assert choice["ahead_ci95"][0] <= choice["ahead"] <= choice["ahead_ci95"][1]


@pytest.mark.parametrize("name", GAMES)
def test_odds_of_another_game_from_the_command_line(capsys, name):
    from tarokk.cli.main import main

    game = table_game(name)
    hand = ", ".join(card.tolnai for card in game.new_initial_state(6).dealt_cards()[0][game.seats[0]])
    assert main(["odds", "--game", name, hand, "--deals", "40", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 40 and len(report["choices"]) >= 2
    assert main(["odds", "--game", name, hand, "--seat", "B"]) == 2
    assert "--seat: Paskievics tarokk's odds only" in capsys.readouterr().err


def test_a_duplicate_pairing_is_the_same_deals_seen_from_the_other_side():
    from tarokk.studies.table import duplicate

    game = table_game("magyar")
    ahead = duplicate(game, "rule", "random", 30, seed=4)
    behind = duplicate(game, "random", "rule", 30, seed=4)
    assert ahead.margins == tuple(-margin for margin in behind.margins)


@pytest.mark.parametrize("name", ["stromann", "tapper"])
def test_the_rule_based_bot_beats_the_random_one(name):
    from tarokk.studies.table import duplicate

    mean, low, high = duplicate(table_game(name), "rule", "random", 150, seed=2).margin
    assert low > 0 and low <= mean <= high


def test_the_table_ladder_writes_each_games_search_margin_and_refuses_a_game_it_does_not_host(tmp_path, capsys):
    out = tmp_path / "table-ladder.json"
    tableladder.main(["--pairs", "2", "--games", "jokai", "--out", str(out)])
    written = json.loads(out.read_text(encoding="utf-8"))
    assert set(written) == {"jokai"} and written["jokai"]["pairs"] == 2
    low, high = written["jokai"]["ci95"]
    assert low <= written["jokai"]["mean"] <= high
    assert "jokai: 2 pairs, search − rules" in capsys.readouterr().err
    tableladder.main(["--pairs", "2", "--games", "trappola", "--out", str(out)])
    assert set(json.loads(out.read_text(encoding="utf-8"))) == {"jokai", "trappola"}  # the others' results kept
    with pytest.raises(SystemExit):
        tableladder.main(["--games", "paskievics", "--out", str(out)])
    assert "not table games: paskievics" in capsys.readouterr().err


def test_the_table_ladder_prints_a_loss_with_a_true_minus_sign(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(tableladder, "duplicate", lambda *_, **__: SimpleNamespace(margin=(-0.5, -1.25, 0.25)))
    tableladder.main(["--pairs", "2", "--games", "jokai", "--out", str(tmp_path / "table-ladder.json")])
    assert "jokai: 2 pairs, search − rules −0.50 (−1.25 … +0.25)" in capsys.readouterr().err
