"""Commands every game answers: its price tables from its definition."""

import json

import pytest

from tarokk.cli.main import main
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tarokk.games.paskievics.ruleset import ruleset
from tarokk.games.paskievics.scoring import figure_prices

GAMES = [name for name in registered_games() if name == "paskievics" or isinstance(load_game(name), TableGame)]


@pytest.mark.parametrize("name", [game for game in GAMES if game != "toy"])
def test_every_game_prints_its_prices_from_its_definition(capsys, name):
    assert main(["table", "prices", "--game", name, "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    definition = load_game(name).definition
    assert [c["contract"] for c in table["contracts"]] == [c.name for c in definition.contracts]
    assert [c["base_value"] for c in table["contracts"]] == [c.base_value for c in definition.contracts]
    assert [k["factor"] for k in table["kontras"]] == [2**level for level in range(1, len(table["kontras"]) + 1)]
    assert main(["table", "prices", "--game", name]) == 0
    assert definition.hu in capsys.readouterr().out


def test_the_prices_name_the_house_rules_they_are_shown_under(capsys):
    for spec, game, rules in (("tapper, cards=54", "tapper", "tapper, cards=54"), ("kegl", "paskievics", "kegl")):
        assert main(["table", "prices", "--rules", spec, "--json"]) == 0
        table = json.loads(capsys.readouterr().out)
        assert (table["game"], table["rules"]) == (game, rules)


def test_paskievics_prices_follow_its_ruleset(capsys):
    assert main(["table", "prices", "--rules", "pagat, xxi_capture_value=30", "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    xxi = next(f for f in table["figures"] if f["figure"] == "xxi-capture")
    assert xxi["silent"] == figure_prices(ruleset("pagat, xxi_capture_value=30"))["xxi-capture"].silent == 30


def test_the_paskievics_tables_refuse_another_game(capsys):
    assert main(["table", "multipliers", "--game", "magyar"]) == 2
    assert "multipliers is a table of Paskievics tarokk" in capsys.readouterr().err


@pytest.mark.parametrize("name", [game for game in GAMES if game not in ("toy", "paskievics")])
def test_every_game_deals_from_a_seed_as_its_deals_begin(capsys, name):
    assert main(["deal", "--game", name, "--seed", "12", "--json"]) == 0
    dealt = json.loads(capsys.readouterr().out)
    hands, talon = load_game(name).new_initial_state(12).dealt_cards()
    assert {seat: sorted(cards) for seat, cards in dealt["hands"].items()} == {
        seat: sorted(card.tolnai for card in cards) for seat, cards in hands.items()
    }
    assert dealt["talon"] == [card.tolnai for card in talon]  # in the order it lies
    assert main(["deal", "--game", name, "--seed", "12", "--players", "5"]) == 2


@pytest.mark.parametrize("name", [game for game in GAMES if game not in ("toy", "paskievics")])
def test_tarokk_rule_lists_every_games_options_and_rules(capsys, name):
    options = type(load_game(name).rules)
    assert main(["rule", "--game", name, "--options", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert list(listed) == list(options.names())
    assert all(entry["doc"] and entry["doc_hu"] and entry["sources"] for entry in listed.values())
    assert main(["rule", "--game", name]) == 0
    assert f"{name}." in capsys.readouterr().out
    first = options.names()[0]
    assert main(["rule", "--game", name, first]) == 0
    assert capsys.readouterr().out.startswith(f"{first}: ")


@pytest.mark.parametrize(("game", "seat", "seats"), [("magyar", "D", "A, B, C"), ("paskievics", "E", "A, B, C, D")])
def test_play_refuses_a_seat_the_game_does_not_deal_to_and_lists_its_seats(capsys, game, seat, seats):
    assert main(["play", "--game", game, "--seat", seat, "--seed", "1"]) == 2
    assert f"unknown seat '{seat}': expected a letter of {seats}" in capsys.readouterr().err


def test_paskievics_takes_its_table_and_its_ruleset_options_through_options_as_every_game(tmp_path, capsys):
    record = tmp_path / "r.txt"
    given = ["play-random", "--game", "paskievics", "--seed", "11", "--record", str(record)]
    assert main([*given, "--options", "players=5, discard_xx=forbidden"]) == 0
    assert '[Options "players=5, discard_xx=forbidden"]' in record.read_text(encoding="utf-8")
    assert main(["replay", str(record)]) == 0
    assert "E 0" in capsys.readouterr().out  # the dealer of the table of five sits out
    assert main([*given, "--options", "no_such_option=1"]) == 2
    assert "paskievics has no option 'no_such_option': the options are knock_allowed" in capsys.readouterr().err
    assert main([*given, "--players", "5", "--options", "players=4"]) == 2
    assert "--players 5 and --options players=4 disagree" in capsys.readouterr().err
