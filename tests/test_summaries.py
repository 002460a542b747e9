"""A deal of any table game can be settled from a summary written at the table: its outcome
(:mod:`tarokk.core.outcome`), the same facts the game's settlement reads from a played deal,
read from JSON or TOML with its keys in English or Hungarian (``tarokk settle --game G``)."""

import json
import tomllib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.errors import SummaryError, TarokkInputError
from tarokk.core.outcome import outcome_data
from tarokk.core.players import PolicyBot, random_policy
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame, play_out

TABLE_GAMES = [name for name in registered_games() if isinstance(load_game(name), TableGame)]
SUMMARISED = [name for name in TABLE_GAMES if type(load_game(name)).__module__.startswith("tarokk.games.")]
"""The games of the package (not a test's own)."""


@pytest.mark.parametrize("name", SUMMARISED)
def test_the_template_settles_as_printed_and_says_the_same_in_both_languages(name):
    game = load_game(name)
    english, hungarian = (
        game.outcome_from_summary(tomllib.loads(game.summary_template(lang))) for lang in ("en", "hu")
    )
    assert english == hungarian
    lines = game.settle(english)
    assert lines, "the template's deal is paid"
    assert all(sum(line.amounts) == 0 for line in lines)


@pytest.mark.parametrize("name", SUMMARISED)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), language=st.sampled_from(["en", "hu"]))
def test_a_played_deal_settles_the_same_from_its_summary(name, seed, language):
    """The outcome a deal makes of itself, written as a summary (JSON) and read back, is the
    same outcome and pays the same lines as the deal."""
    game = load_game(name)
    state = play_out(game.new_initial_state(seed), PolicyBot(random_policy, np.random.default_rng(seed)))
    outcome = state.outcome()
    if outcome is None:
        assert state.settlement() == []
        return
    written = json.loads(json.dumps(outcome_data(outcome, language, game.summary_keys())))
    assert game.outcome_from_summary(written) == outcome
    assert game.settle(game.outcome_from_summary(written)) == state.settlement()


@pytest.mark.parametrize("name", SUMMARISED)
def test_a_summary_with_a_stray_key_or_a_wrong_value_is_refused_saying_where(name):
    game = load_game(name)
    data = tomllib.loads(game.summary_template("en"))
    with pytest.raises(SummaryError, match="dealer: unknown key"):
        game.outcome_from_summary({**data, "dealer": "A"})
    with pytest.raises(SummaryError, match="declarer: 'Z' is not valid"):
        game.outcome_from_summary({**data, "declarer": "Z"})
    with pytest.raises(SummaryError, match=r"contract: 'négyes' is not valid; expected .*\(") as refused:
        game.outcome_from_summary({**data, "contract": "négyes"})
    assert all(contract.hu in str(refused.value) for contract in game.definition.contracts)


def test_a_kontra_may_be_written_as_its_word():
    game = load_game("magyar")
    trull = {"figure": "tulétroá", "side": "felvevő", "made": True, "announced": True, "kontra": "rekontra"}
    data = {"contract": "egyes", "declarer": "A", "looks": 3, "declarer_points": 50, "figures": [trull]}
    outcome = game.outcome_from_summary({**data, "kontra": "mordkontra"})
    assert (outcome.kontra, outcome.figures[0].kontra) == (5, 2)
    with pytest.raises(SummaryError, match="kontra: 'bonbon' is not valid; expected 0, kontra, rekontra"):
        game.outcome_from_summary({**data, "kontra": "bonbon"})


def test_a_magyar_summary_beyond_the_ladder_is_refused_with_tolnais_paragraph():
    game = load_game("magyar")
    data = {"contract": "egyes", "declarer": "A", "looks": 12, "declarer_points": 50}
    with pytest.raises(TarokkInputError, match=r"egyes is bought with 1 to 11 looks \(Tolnai §65\), not 12"):
        game.settle(game.outcome_from_summary(data))


@pytest.mark.parametrize("name", SUMMARISED)
@pytest.mark.parametrize("language", ["en", "hu"])
def test_settle_prints_the_template_and_settles_it_once_filled(name, language, tmp_path, capsys):
    main(["--lang", language, "settle", "--game", name, "--template"])
    summary = tmp_path / "summary.toml"
    summary.write_text(capsys.readouterr().out, encoding="utf-8")
    main(["--lang", language, "settle", "--game", name, str(summary), "--json"])
    settled = json.loads(capsys.readouterr().out)
    assert settled["game"] == name
    assert sum(settled["payments"].values()) == 0
    assert settled["lines"]
