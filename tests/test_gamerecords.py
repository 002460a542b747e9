"""Records, replay, settlement and the terminal table of the games that play through the
table interface (:mod:`tarokk.core.table`), on a toy game of two players (``tests/toygame.py``):
every line of a record is used or refused with its line and column; and Paskievics tarokk's
deals in the same record format."""

import io
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.cli.table import play_table
from tarokk.core.errors import IllegalAction, IncompleteRecord, RecordParseError, TarokkInputError
from tarokk.core.gamerecords import format_table_record, is_table_record, parse_table_record, replay_table_record
from tarokk.core.players import PolicyBot, random_policy
from tarokk.core.state import SettlementLine, load_game, registered_games
from tarokk.core.table import TableGame, play_out
from tests.toygame import ToyGame


def played(seed: int) -> tuple[ToyGame, object]:
    game = ToyGame(seed=seed)
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply_action(random_policy(state.view(state.current_player()), state.legal_actions(), rng))
    return game, state


@settings(max_examples=25)
@given(st.integers(0, 2**32))
def test_a_written_record_replays_to_the_same_deal_and_settlement(seed):
    _, state = played(seed)
    text = format_table_record(state, seed)
    assert is_table_record(text)
    replayed = replay_table_record(parse_table_record(text))
    assert replayed.finished
    assert replayed.state.history() == state.history()
    assert replayed.state.returns() == state.returns()
    assert sum(state.returns()) == 0


def test_a_record_from_its_seed_alone_deals_the_same_cards():
    _, state = played(5)
    actions = format_table_record(state, 5).split("Actions:\n")[1]
    replayed = replay_table_record(parse_table_record(f'[Game "toy"]\n[Seed "5"]\nActions:\n{actions}'))
    assert replayed.state.dealt_cards() == state.dealt_cards()


def record_lines(seed: int = 7) -> list[str]:
    _, state = played(seed)
    return format_table_record(state, seed).splitlines()


def test_an_action_out_of_turn_names_its_line():
    lines = record_lines()
    first = lines.index("Actions:") + 1
    lines[first] = lines[first].replace("A ", "B ", 1)
    with pytest.raises(RecordParseError) as refused:
        replay_table_record(parse_table_record("\n".join(lines)))
    assert refused.value.line == first + 1 and "A's turn" in refused.value.message


def test_an_illegal_card_is_refused_with_the_rule_line_and_column():
    game, state = played(7)
    twin = game.new_initial_state()
    twin.apply_action(state.history()[0])  # A leads; B must follow suit if he can
    in_hand = [game.action_names.index(f"play {card.tolnai}") for card in twin.view(1).hand]
    refused_card = next(action for action in in_hand if action not in twin.legal_actions())
    lines = record_lines()
    second = lines.index("Actions:") + 2
    lines[second] = f"  B {game.action_names[refused_card]}"
    with pytest.raises(IllegalAction) as refused:
        replay_table_record(parse_table_record("\n".join(lines)))
    error = refused.value
    assert (error.rule, error.seat, error.line, error.column) == ("play.follow-suit", "B", second + 1, 5)
    assert error.action == game.action_names[refused_card]


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        (lambda lines: lines[1:], 1, "names its game"),
        (lambda lines: ['[Game "nosuchgame"]', *lines[1:]], 1, "unknown game"),
        (lambda lines: [lines[0], '[Colour "red"]', *lines[1:]], 2, "unknown tag"),
        (lambda lines: [*lines[:4], "  A: S, XXI, XX", *lines[5:]], 4, "42 cards"),
        (lambda lines: [*lines, "  A play XXI"], len(record_lines()) + 1, "the deal is over"),
        (lambda lines: [*lines[:-1], lines[-1][:4] + "play nothing"], len(record_lines()), "not an action"),
        (lambda lines: [lines[0], '[Options "deck54"]', *lines[1:]], 2, "name=value"),
        (lambda lines: [lines[0], '[Options "colour=red"]', *lines[1:]], 2, "colour"),
    ],
)
def test_faults_name_their_line(change, line, words):
    lines = record_lines()
    with pytest.raises(RecordParseError) as refused:
        replay_table_record(parse_table_record("\n".join(change(lines))))
    assert refused.value.line == line and words in refused.value.message


def test_a_record_that_stops_early_is_incomplete_unless_partial():
    text = "\n".join(record_lines()[:-5])
    with pytest.raises(IncompleteRecord):
        replay_table_record(parse_table_record(text))
    assert not replay_table_record(parse_table_record(text), partial=True).finished


def test_settlement_lines_must_sum_to_zero():
    with pytest.raises(ValueError, match="sum to zero"):
        SettlementLine("a bad line", "hibás sor", "nowhere", (1, 1))


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_replay_and_settle_read_a_table_game_record(capsys, tmp_path):
    _, state = played(9)
    path = tmp_path / "toy.txt"
    path.write_text(format_table_record(state, 9), encoding="utf-8")
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and "every action checked" in out and "A: plays the" in out
    status, out, _ = run(capsys, "--lang", "hu", "settle", str(path))
    assert status == 0 and "a játék (toy rules)" in out
    status, out, _ = run(capsys, "settle", str(path), "--json")
    data = json.loads(out)
    assert status == 0 and data["payments"] == dict(zip("AB", state.returns(), strict=True))
    path.write_text("\n".join(format_table_record(state, 9).splitlines()[:-3]), encoding="utf-8")
    status, _, err = run(capsys, "replay", str(path))
    assert status == 1 and "stops before the end" in err


def test_the_learner_plays_a_deal_at_the_terminal(tmp_path):
    game = load_game("toy")
    said: list[str] = []
    answers = iter(["play nothing", "99"] + ["1"] * 20)
    totals = play_table(game, "A", "rule", 3, 1, tmp_path, ask=lambda prompt: next(answers), say=said.append)
    assert sum(totals) == 0
    assert any("'play nothing': no such choice" in line for line in said)  # a word it does not know, and how to choose
    records = list(tmp_path.glob("toy-3*.txt"))
    assert len(records) == 1 and replay_table_record(parse_table_record(records[0].read_text("utf-8"))).finished


def test_play_game_runs_from_the_command_line_and_keeps_an_unfinished_deal(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nq\n"))
    status, out, _ = run(capsys, "play", "--game", "toy", "--seed", "4", "--record-dir", str(tmp_path))
    assert status == 0 and "You left the table." in out
    partial = tmp_path / "toy-4-partial.txt"
    replayed = replay_table_record(parse_table_record(partial.read_text("utf-8")), partial=True)
    assert len(replayed.state.history()) >= 1 and not replayed.finished
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    status, _, err = run(capsys, "play", "--game", "toy", "--seed", "4", "--record-dir", str(tmp_path))
    assert status == 1 and "toy-4-partial-2.txt" in err  # the end of the input: saved, never over the first


def test_a_rule_of_another_game_names_its_game_not_paskievics_presets(capsys):
    status, out, _ = run(capsys, "rule", "kiralyhivasos.call.missing-king")
    assert status == 0 and "Game: királyhívásos tarokk" in out
    assert "No ruleset option changes it" not in out


def test_play_takes_the_games_options_and_refuses_unknown_ones(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    args = ("play", "--game", "stromann", "--options", "deck=42", "--seed", "4", "--record-dir", str(tmp_path))
    status, out, _ = run(capsys, *args)
    assert status == 0 and "You left the table." in out
    status, _, err = run(capsys, "play", "--game", "stromann", "--options", "colour=red", "--record-dir", str(tmp_path))
    assert status == 2 and "colour" in err
    status, _, err = run(capsys, "play", "--options", "deck=42", "--record-dir", str(tmp_path))
    assert status == 2 and "paskievics has no option 'deck': the options are knock_allowed" in err


def test_rules_name_the_game_and_its_house_rules_for_play_and_replay(capsys, tmp_path, monkeypatch):
    """``--rules "magyar, first_lead=declarer"`` plays magyar under that option; an unknown one
    is refused with the game's options listed; ``replay --rules`` replays under the rules given."""
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    args = ("play", "--rules", "magyar, first_lead=declarer", "--seed", "4", "--record-dir", str(tmp_path))
    status, out, _ = run(capsys, *args)
    assert status == 0 and "Magyar tarokk" in out
    status, _, err = run(capsys, "play", "--rules", "magyar, lead=declarer", "--record-dir", str(tmp_path))
    assert status == 2 and "magyar has no option 'lead'" in err and "first_lead" in err
    status, _, err = run(capsys, "play", "--game", "tapper", "--rules", "magyar", "--record-dir", str(tmp_path))
    assert status == 2 and "--rules names magyar, --game tapper" in err
    record = tmp_path / "tapper.txt"
    state = play_out(load_game("tapper").new_initial_state(3), PolicyBot(random_policy, np.random.default_rng(3)))
    record.write_text(format_table_record(state), "utf-8")
    status, out, _ = run(capsys, "replay", str(record), "--rules", "tapper, cards=54")
    assert status != 0  # a 42-card record is no deal of the 54-card game
    assert run(capsys, "replay", str(record), "--rules", "tapper, ultimo_pot=4")[0] == 0


@pytest.mark.parametrize(
    "name",
    ["magyar", "tapper", "kiralyhivasos", "trisak", "tarokk54", "jokai", "droggn", "troggu", "modositott"],
)
def test_a_card_laid_away_by_another_seat_stays_hidden_at_the_table(name):
    game = load_game(name)
    for seed in range(40):
        state, rng = game.new_initial_state(seed), np.random.default_rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            discards = [a for a in legal if state.action_to_string(a).startswith("discard ")]
            if discards:
                actor, other = state.current_player(), (state.current_player() + 1) % game.num_players()
                for action in discards:
                    assert state.action_shown_to(action, actor) == state.action_text(action)
                    shown = state.action_shown_to(action, other, "hu")
                    assert (shown == state.action_text(action, "hu")) == state.discard_shown(action)
                return
            plain = [a for a in legal if state.action_to_string(a) in ("play", "game", "three", "call XIX")]
            state.apply_action(plain[0] if plain and rng.random() < 0.8 else random_policy(None, legal, rng))
    pytest.fail(f"no discard in 40 deals of {name}")


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["pagat", "kegl", "tolnai1930"]), st.booleans())
def test_a_paskievics_deal_writes_the_same_format_and_settles_as_its_engine_does(seed, preset, forbid):
    from tarokk.games.paskievics.scoring import settle

    options = {"discard_xx": "forbidden"} if forbid else {}
    game = load_game("paskievics", rules=preset, **options)
    state = game.new_initial_state(seed % 1000)
    chooser = np.random.default_rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[int(chooser.integers(len(legal)))])
    text = format_table_record(state, seed % 1000)
    record = parse_table_record(text)
    assert record.game_name == "paskievics" and load_game("paskievics", **record.options()).rules == game.rules
    replayed = replay_table_record(record).state
    assert replayed.history() == state.history() and replayed.returns() == state.returns()
    summary = state.deal.result()  # the engine's own settlement, which the lines explain
    payments = settle(summary, game.rules).payments if summary.has_game else dict.fromkeys(game.seats, 0)
    assert state.returns() == [float(payments[seat]) for seat in game.seats]
    assert all(sum(line.amounts) == 0 and line.source for line in state.settlement())


def test_paskievics_cards_laid_out_by_hand_are_checked():
    game = load_game("paskievics")
    hands, talon = game.new_initial_state(3).dealt_cards()
    short = {**hands, "A": tuple(hands["A"])[:8]}
    with pytest.raises(TarokkInputError, match="A's hand has 8 cards, not 9"):
        game.state_from_cards(short, talon)
    assert game.state_from_cards(hands, talon).dealt_cards() == (hands, talon)


TABLE_GAMES = [name for name in registered_games() if isinstance(load_game(name), TableGame)]


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_table_game_offers_the_keys_at_the_learners_turn(name, tmp_path):
    keys = iter(["?", "h", "l", "r", "a", "u", "1"])
    said: list[str] = []
    game = load_game(name)
    play_table(game, game.seats[0], "rule", 4, 1, tmp_path, ask=lambda prompt: next(keys, "1"), say=said.append)
    text = "\n".join(said)
    assert "Keys: ? explain this step" in said[1]
    explained = next(line for line in said if line.startswith("Now: ")).splitlines()
    if name == ToyGame.name:  # no catalogue: the actions listed are all there is to say
        assert explained[1].startswith("Choose one of the actions listed")
    else:
        assert len(explained) > 1 and all(line.endswith(")") and f"({name}." in line for line in explained[1:])
    assert "The rule-based bot would choose: " in text and "Kő = kőr (heart): " in text  # the legend
    assert ("Tarokks: S = skíz" in text) == any(card.is_tarokk for card in game.definition.deck.cards)
    assert "No trick has been played yet." in text and "Undo is for practice" in text
    assert (tmp_path / f"{name}-4.txt").exists()


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_undo_in_practice_takes_back_the_learners_last_action(name, tmp_path):
    turns = 0

    def ask(prompt: str) -> str:
        nonlocal turns
        turns += 1
        return "u" if turns == 2 else "1"

    said: list[str] = []
    game = load_game(name)
    play_table(game, game.seats[0], "rule", 4, 1, tmp_path, ask=ask, say=said.append, practice=True)
    assert "Taken back: your last action and what followed it." in said
    record = parse_table_record((tmp_path / f"{name}-4.txt").read_text(encoding="utf-8"))
    assert replay_table_record(record).finished
