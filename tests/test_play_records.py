"""The records `tarokk play` saves: the one format every game writes (`[Game "paskievics"]`),
read back by `tarokk replay`, `tarokk settle` and the score sheet as the session played them."""

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

from tarokk.bots.players import RuleBot
from tarokk.cli.game import Game, Table
from tarokk.cli.main import main
from tarokk.core.errors import IllegalAction, IncompleteRecord, TarokkInputError
from tarokk.core.gamerecords import Replayed, parse_table_record, replay_table_record
from tarokk.games.paskievics.deal import THROW_IN, Discard
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import PRESETS, ruleset
from tarokk.games.paskievics.session import load_session, run_session
from tarokk.games.paskievics.state import PaskievicsState


class Learner:
    """A scripted learner: at each turn the rule-based bot's choice, typed as its number in
    the list (a discard as its cards' numbers), unless ``script`` says otherwise for that
    turn (counted from 1): an answer to type, or an exception to raise."""

    def __init__(self, script: dict[int, str | type[BaseException]] | None = None) -> None:
        self.script = script or {}
        self.turns = 0
        self.game: Game | None = None

    def __call__(self, prompt: str) -> str:
        self.turns += 1
        said = self.script.get(self.turns)
        if isinstance(said, type):
            raise said
        if said is not None:
            return said
        game = self.game
        assert game is not None
        deal = game.deal
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions()
        choice = RuleBot().choose(deal.view(seat), legal)
        if isinstance(choice, Discard):
            cards = game.discardable(legal)
            return ",".join(str(cards.index(card) + 1) for card in choice.cards)
        return str(legal.index(choice) + 1)


def play(tmp_path: Path, learner: Learner | None = None, **settings) -> tuple[Game, str]:
    """A session of `tarokk play` at the table ``settings`` describe, played to its end (or
    to where the learner leaves); the game and what it showed."""
    learner = learner or Learner()
    table = Table(
        **{"learner": "A", "bots": "rule", "ruleset": PRESETS["pagat"], "seed": 5, "deals": 3, **settings},
        record_dir=tmp_path,
    )
    shown = io.StringIO()
    game = Game(table, Console(file=shown, width=200, highlight=False), learner)
    learner.game = game
    with contextlib.suppress(KeyboardInterrupt, IncompleteRecord):  # Ctrl-C, the end of the input
        game.run()
    return game, shown.getvalue()


def replayed(path: Path, partial: bool = False) -> Replayed:
    text = path.read_text(encoding="utf-8")
    assert text.startswith('[Game "paskievics"]\n')
    return replay_table_record(parse_table_record(text), partial=partial)


def command(capsys, *argv) -> tuple[int, str, str]:
    status = main(["--lang", "en", *map(str, argv)])
    out, err = capsys.readouterr()
    return status, out, err


def payments(text: str) -> list[str]:
    return re.findall(r"^Payments: .*$", text, flags=re.MULTILINE)


def test_each_deal_is_saved_in_the_one_format_and_replays_as_it_was_played(tmp_path, capsys):
    game, shown = play(tmp_path, Learner({2: "u"}), practice=True)
    records = game.saved.records
    assert [path.name for path in records] == ["tarokk-deal-5.txt", "tarokk-deal-6.txt", "tarokk-deal-7.txt"]
    first = records[0].read_text(encoding="utf-8").splitlines()
    assert first[:5] == [
        '[Game "paskievics"]',
        '[Seed "5"]',
        '[Event "tarokk play, deal 1, practice (1 undo)"]',
        "",
        "Hands:",
    ]
    for path in records:
        assert replayed(path).finished
        status, out, _ = command(capsys, "replay", path)
        assert status == 0 and "every action checked" in out
    # the last deal, replayed, is the very deal the session played
    last = replayed(records[-1]).state
    assert isinstance(last, PaskievicsState) and last.deal.events == game.deal.events
    # `tarokk settle` of each record pays what the session printed
    settled = []
    for path in records:
        status, out, _ = command(capsys, "settle", path)
        assert status == 0
        settled += payments(out)
    assert settled == payments(shown) and settled
    # the score sheet names the records, and `tarokk sheet` reads them to the session's totals
    sheet = run_session(load_session(tmp_path / "tarokk-sheet-5.json"))
    assert [row.totals for row in sheet.rows] == [row.totals for row in game.session.rows]
    status, out, _ = command(capsys, "sheet", tmp_path / "tarokk-sheet-5.json")
    assert status == 0 and "Next dealer" in out


@pytest.mark.parametrize(
    ("leaving", "turn"),
    [("q", 1), ("q", 6), (EOFError, 4), (KeyboardInterrupt, 9)],
)
def test_an_unfinished_deal_is_saved_and_replays_with_partial(tmp_path, capsys, leaving, turn):
    game, _ = play(tmp_path, Learner({turn: leaving}), deals=1)
    [path] = game.saved.records
    assert path.name == "tarokk-deal-5-partial.txt"
    partial = replayed(path, partial=True)
    assert not partial.finished
    state = partial.state
    assert isinstance(state, PaskievicsState) and state.deal.events == game.deal.events  # every action kept
    status, _, err = command(capsys, "replay", path)
    assert status == 1 and "the record stops before the end of the deal" in err
    status, out, _ = command(capsys, "replay", "--partial", path)
    assert status == 0 and "every action checked" in out


class Announcer(Learner):
    """At his first turn of announcements the learner says one item, and leaves before his pass."""

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        if self.turns < 0:
            return "q"
        deal = self.game.deal
        if deal.phase != "announce":
            return super().__call__(prompt)
        self.turns = -1
        legal = deal.legal_actions()
        return str(next(number for number, item in enumerate(legal, start=1) if item != "pass"))


def test_a_deal_left_in_the_middle_of_a_turn_of_announcements_keeps_the_items_said(tmp_path):
    game, _ = play(tmp_path, Announcer(), deals=1)
    said = game.deal.events[-1]
    assert (said.phase, said.seat) == ("announce", "A") and said.action != "pass"
    state = replayed(game.saved.records[0], partial=True).state
    assert isinstance(state, PaskievicsState) and state.deal.events == game.deal.events


def test_the_command_saves_the_records_in_the_one_format(tmp_path, capsys, monkeypatch):
    answers = iter(["passz"])

    def answer(*args, **kwargs):
        return next(answers, "q")

    monkeypatch.setattr("rich.console.Console.input", answer)
    status, _, _ = command(capsys, "play", "--seed", 5, "--deals", 1, "--delay", 0, "--record-dir", tmp_path)
    assert status == 0
    record = parse_table_record((tmp_path / "tarokk-deal-5-partial.txt").read_text(encoding="utf-8"))
    assert record.tags == {"Game": "paskievics", "Seed": "5", "Event": "tarokk play, deal 1"}
    assert (record.actions[0].seat, record.actions[0].name) == ("A", "pass")


def test_a_knocked_deal_is_saved_without_the_seed_it_was_not_dealt_from(tmp_path, capsys):
    rules = PRESETS["tolnai1930"]  # the cutter may knock (Tolnai §21)
    game, _ = play(tmp_path, ruleset=rules, deals=1, knock=(2, 1, 3))
    [path] = game.saved.records
    record = parse_table_record(path.read_text(encoding="utf-8"))
    assert record.tags == {
        "Game": "paskievics",
        "Options": "rules=tolnai1930",
        "Event": "tarokk play, deal 1, seed 5 knocked 2,1,3",
    }
    knocked = deal_cards(5, 4, rules, (2, 1, 3))
    assert record.hands == knocked.hands and record.hands != deal_cards(5, 4, rules).hands
    assert replayed(path).finished
    status, out, _ = command(capsys, "replay", path)
    assert status == 0 and "every action checked" in out


def test_a_knock_the_rules_do_not_allow_is_refused_before_the_first_deal(tmp_path):
    table = Table("A", "rule", PRESETS["pagat"], 5, 1, tmp_path, knock=(2, 1, 3))
    with pytest.raises(IllegalAction, match="do not allow knocking") as refused:
        Game(table, Console(file=io.StringIO()), Learner())
    assert refused.value.rule == "deal.knock" and list(tmp_path.iterdir()) == []


def test_a_five_player_session_saves_records_of_the_table_of_five(tmp_path, capsys):
    game, shown = play(tmp_path, players=5, deals=6)
    assert "You deal at a table of five: you sit this deal out" in shown  # the learner deals the second deal
    records = game.saved.records
    assert len(records) == 6
    for path in records:
        record = parse_table_record(path.read_text(encoding="utf-8"))
        assert record.tags["Options"] == "players=5" and set(record.hands) == set(ACTIVE_SEATS)
        assert replayed(path).finished
        status, out, _ = command(capsys, "replay", path)
        assert status == 0
    settled = []
    for path in records:
        status, out, _ = command(capsys, "settle", path)
        settled += payments(out)
    assert settled == payments(shown) and all(", E " in line for line in settled)
    sheet = run_session(load_session(tmp_path / "tarokk-sheet-5.json"))
    assert len(sheet.players) == 5
    assert [row.totals for row in sheet.rows] == [row.totals for row in game.session.rows]


def test_a_record_never_goes_over_a_file(tmp_path):
    (tmp_path / "tarokk-deal-5.txt").write_text("mine\n", encoding="utf-8")
    game, _ = play(tmp_path, deals=1)
    assert (tmp_path / "tarokk-deal-5.txt").read_text(encoding="utf-8") == "mine\n"
    assert [path.name for path in game.saved.records] == ["tarokk-deal-5-2.txt"]
    assert replayed(game.saved.records[0]).finished


class Thrower(Learner):
    """A learner who throws in whenever he may, and answers the thrower's questions after the
    deal from ``answers`` in turn."""

    def __init__(self, answers: list[str]) -> None:
        super().__init__()
        self.answers = answers

    def __call__(self, prompt: str) -> str:
        game = self.game
        assert game is not None
        if game.deal.finished:
            return self.answers.pop(0)
        legal = game.deal.legal_actions()
        if THROW_IN in legal:
            self.turns += 1
            return str(legal.index(THROW_IN) + 1)
        return super().__call__(prompt)


THROWER_CALLS = ruleset("pagat, double_round=thrower-calls")
THROWN_SEED = 645
"""A seed whose first deal the learner at A, throwing in when he may, throws in."""


def test_a_learner_who_throws_in_deals_and_calls_a_double_round_and_the_sheet_keeps_it(tmp_path, capsys):
    """session.double-round-called: after a throw-in the thrower at `tarokk play` is asked
    whether he deals the next deal and, dealing, whether he calls a double round (Vadász tarokk
    (2025) II. 3. b)); an answer neither yes nor no is asked again; the saved score sheet says
    what the record cannot, and `tarokk sheet` reads it to the same sheet."""
    answers = ["maybe", "i", "yes"]
    game, shown = play(tmp_path, Thrower(answers), ruleset=THROWER_CALLS, seed=THROWN_SEED, deals=2)
    assert not answers, "the thrower was not asked"
    assert "Answer y (yes) or n (no)." in shown
    first, second = game.session.rows
    assert (first.line.no_game, first.line.deals_next, first.line.calls_double_round) == ("thrown-in", "you", True)
    assert (second.dealer, second.multiplier) == ("you", 2)
    sheet = tmp_path / f"tarokk-sheet-{THROWN_SEED}.json"
    written = json.loads(sheet.read_text(encoding="utf-8"))["deals"][0]
    assert written == {
        "record": f"tarokk-deal-{THROWN_SEED}.txt",
        "thrower": "A",
        "thrower_deals": True,
        "double_round": True,
    }
    replayed_sheet = run_session(load_session(sheet))
    assert [(row.dealer, row.multiplier, row.totals) for row in replayed_sheet.rows] == [
        (row.dealer, row.multiplier, row.totals) for row in game.session.rows
    ]


def test_a_learner_who_throws_in_next_to_deal_may_pass_the_deal_on_and_is_not_asked_for_a_round(tmp_path):
    """session.double-round-called: the thrower who would deal next passes the deal on to the
    player after him (Vadász tarokk (2025) II. 3. a)); not dealing, he calls no round."""
    answers = ["n"]
    game, _ = play(tmp_path, Thrower(answers), ruleset=THROWER_CALLS, seed=THROWN_SEED, deals=2)
    assert not answers
    first, second = game.session.rows
    assert (first.dealer, game.session.players[:2]) == ("bot D", ("you", "bot B"))  # A, the learner, is next
    assert (second.dealer, second.multiplier) == ("bot B", 1)


def test_a_sheet_deal_read_from_its_record_takes_only_the_sheets_own_keys(tmp_path):
    game, _ = play(tmp_path, Thrower(["n"]), ruleset=THROWER_CALLS, seed=THROWN_SEED, deals=1)
    sheet = tmp_path / "sheet.json"
    record = game.saved.records[0].name
    sheet.write_text(json.dumps({"variant": THROWER_CALLS.name, "deals": [{"record": record, "throw-in": True}]}))
    with pytest.raises(
        TarokkInputError, match=r"deal 1: a deal read from its record takes beside it only .* not throw-in"
    ):
        load_session(sheet)
