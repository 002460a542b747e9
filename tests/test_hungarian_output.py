"""Everything the program prints with ``--lang hu`` is Hungarian: every command's help, a random
deal of every game, the price tables, a settlement and a score sheet, the refusals of bad
input (a card, a file, a record, a summary, an option, a bid, an argument), and the shared
phases' refusals of a move, each in its own words.

A line may still hold what is deliberately written the same in both languages, and is left out
before the check (:func:`without_identifiers`):

* the program's own identifiers, which a user types and the JSON output keeps: command and
  option names (``--rules``), option and key names with their values (``discard_xx=forbidden``,
  ``declarer-side``, ``first-hand``), rule ids (``bidding.hold``), metavariables (``SEED``);
* quoted text: what the user wrote, quoted back (``'nosuch'``), and examples of input (``'C: skíz'``);
* the record format's own words, which records in both languages share: section headers
  (``Hands:``, ``Actions:``) and tags (``[Game "magyar"]``);
* English words a player may type, listed beside their Hungarian (``pass/passz``).
"""

import contextlib
import io
import random
import re
from pathlib import Path

import pytest

from tarokk.cli import language
from tarokk.cli.main import main
from tarokk.cli.scoring import DEFINITION_VALUES
from tarokk.core.definition import Lead, Partner, TalonHandling
from tarokk.core.errors import IllegalAction
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tests.test_magyar_state import RECORD as MAGYAR_RECORD

RECORD = Path(__file__).parent / "data" / "hu-record.txt"
GAMES = sorted(registered_games())
COMMANDS = [
    "cards",
    "deal",
    "play-random",
    "replay",
    "bid",
    "play",
    "simulate",
    "odds",
    "settle",
    "table",
    "sheet",
    "rule",
]

ENGLISH = re.compile(
    r"\b(the|of|are|not|cannot|must|may|unknown|expected|found|given|twice|missing|usage|options|error|"
    r"arguments|argument|required|invalid|choice|only|and|with|from|takes|this|show|exit|least|nobody|"
    r"by|has|for|to|when|who|your|you|bots|four)\b"
)
"""Common English words of the program's sentences and of argparse's, none of them an identifier."""
FORMAL = re.compile(r"\b(Ön|Önnek|Önt|Öné|Önök|Önöké|Önnel)\b")
"""The formal address: the program says te to the player."""

IDENTIFIER = re.compile(
    r"--?[a-z][a-z-]*"  # an option of the command line
    r"|\b[a-z0-9]+(?:[_=.:/-][a-z0-9|]+)+\b"  # a name, a name=value, a rule id, a key path, a file name
    r"|'[^']*'|\"[^\"]*\"|„[^”]*”|`[^`]*`"  # quoted input, an example, a command
    r"|\{[^}]*\}|\[[^\]]*\]"  # argparse's choices, a tag or a citation
    r"|\b[a-z]+/[a-zőöüóúéáűí]+\b"  # an English word given beside its Hungarian: pass/passz
)


def without_identifiers(line: str) -> str:
    """The line without what is written the same in both languages (see the module's description)."""
    return IDENTIFIER.sub(" ", line)


def english_in(text: str) -> list[str]:
    """The lines that hold an English word, the formal address, or an ``a(z)`` left to be chosen."""
    return [
        line
        for line in text.splitlines()
        if ENGLISH.search(without_identifiers(line)) or FORMAL.search(line) or "a(z)" in line
    ]


def said(capsys, monkeypatch, *argv: str) -> str:
    """What ``tarokk --lang hu ARGV`` prints, on either stream, whatever its status."""
    monkeypatch.setenv("COLUMNS", "1000")  # one line per option: no word is cut by a line break
    for name in language.LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    with contextlib.suppress(SystemExit):
        main(["--lang", "hu", *argv])
    out, err = capsys.readouterr()
    return out + err


def test_the_check_finds_english_and_passes_what_both_languages_share():
    assert english_in("tarokk: B cannot hold: B has not bid yet")
    assert english_in("usage: tarokk deal [-h] --seed SEED")
    assert english_in("Kérem, adja meg Ön a lapokat") and english_in("a(z) XX kétszer szerepel")
    assert english_in("tarokk: 2. szó: B nem tarthat: még nem licitált (bidding.hold)") == []
    assert english_in("tarokk: discard_xx='maybe': ezt várom: one-of") == []


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_commands_help_is_hungarian(capsys, monkeypatch, command):
    out = said(capsys, monkeypatch, *([command] if command else []), "--help")
    assert out.startswith("használat: tarokk")
    assert english_in(out) == [], out


@pytest.mark.parametrize("game", GAMES)
def test_every_games_random_deal_deal_and_prices_are_hungarian(capsys, monkeypatch, game):
    for argv in (["play-random", "--game", game, "--seed", "11"], ["deal", "--game", game, "--seed", "11"]):
        out = said(capsys, monkeypatch, *argv)
        assert out.strip() and english_in(out) == [], argv
    out = said(capsys, monkeypatch, "table", "prices", "--game", game)
    assert english_in(out) == [], out


def test_every_value_of_the_price_table_has_its_hungarian_words():
    values = {str(value) for kind in (TalonHandling, Partner, Lead) for value in kind}
    assert values <= set(DEFINITION_VALUES)


@pytest.mark.parametrize(
    "argv",
    [
        ["settle", "--explain", str(RECORD)],
        ["replay", str(RECORD)],
        ["bid", "három", "kettő", "passz", "passz", "tartom"],
        ["odds", "skíz, XVI, VI, II, Kő k, Kő d, K k, P 10, T b", "--seat", "B", "--deals", "20", "--bids", "bot,solo"],
        ["table", "multipliers"],
        ["simulate", "--list"],
        ["settle", "--compare", "pagat,tolnai1930", str(RECORD)],
        ["rule", "bidding.hold"],
        ["rule", "--options"],
        ["rule", "hold_rule"],
        ["cards"],
    ],
    ids=" ".join,
)
def test_the_main_commands_print_hungarian(capsys, monkeypatch, argv):
    out = said(capsys, monkeypatch, *argv)
    assert english_in(out) == [], out


KEYS = "?\nh\nl\nr\na\nu\nzork\n" + "1\n?\nh\n" * 30 + "q\n"
"""A player at the terminal: every key, a move the game does not know, then the first choice
at each turn (with the keys again) until the game is left."""


@pytest.mark.parametrize("game", GAMES)
def test_every_game_played_in_the_terminal_with_every_key_is_hungarian(capsys, monkeypatch, tmp_path, game):
    monkeypatch.setattr("sys.stdin", io.StringIO(KEYS))
    argv = ["play", "--game", game, "--seed", "7", "--deals", "2", "--delay", "0", "--practice"]
    out = said(capsys, monkeypatch, *argv, "--record-dir", str(tmp_path))
    assert "'zork'" in out and english_in(out) == [], out  # refused, in Hungarian


def test_a_player_may_type_a_choice_in_the_hungarian_words_the_list_shows(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr("sys.stdin", io.StringIO("zork\nPassz\nq\n"))
    argv = ["play", "--game", "kiralyhivasos", "--seed", "7", "--delay", "0", "--record-dir", str(tmp_path)]
    out = said(capsys, monkeypatch, *argv)
    assert "'zork': nincs ilyen választás; írd be a számát, vagy úgy, ahogy a listában áll" in out, out
    assert "   1. passz" in out and "B: passz" in out, out


TABLE_GAMES = [name for name in GAMES if isinstance(load_game(name), TableGame)]


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_refusal_of_a_table_game_has_its_own_hungarian_sentence(game):
    """Every action refused at every turn of a few random deals: the refusal says why in
    Hungarian words of its own, not only its rule's statement."""
    played, unworded = load_game(game), set()
    for seed in range(3):
        state, rng = played.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            for action in set(range(played.num_distinct_actions())) - set(legal):
                with pytest.raises(IllegalAction) as refused:
                    state.clone().apply_action(action)
                if refused.value.hu is None or english_in(refused.value.hu):
                    unworded.add(f"{refused.value.rule}: {refused.value.message} / {refused.value.hu}")
            state.apply_action(rng.choice(legal))
    assert not unworded, sorted(unworded)


def _summary(tmp_path: Path, change: tuple[str, str] | None = None) -> str:
    text = 'contract = "three"\ndeclarer = "A"\npartner = "C"\ndeclarer_side = { card_points = 52, tricks = 5 }\n'
    if change:
        text = text.replace(*change)
    path = tmp_path / "summary.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _record(tmp_path: Path, change: tuple[str, str] | None = None, lines: int | None = None) -> str:
    text = RECORD.read_text(encoding="utf-8")
    if change:
        text = text.replace(*change)
    if lines:
        text = "\n".join(text.splitlines()[:lines]) + "\n"
    path = tmp_path / "record.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


BAD_INPUT = {
    "a card that does not exist": lambda tmp: ["odds", "XX, Kő z", "--seat", "B", "--partial-hand"],
    "a card given twice": lambda tmp: ["odds", "XX, XX", "--seat", "B", "--partial-hand"],
    "a file that is not there": lambda tmp: ["replay", str(tmp / "nincs.txt")],
    "a folder for a file": lambda tmp: ["settle", str(tmp)],
    "a record cut short": lambda tmp: ["replay", _record(tmp, lines=12)],
    "a record cut short, settled": lambda tmp: ["settle", _record(tmp, lines=12)],
    "a record with an unknown bid": lambda tmp: ["replay", _record(tmp, ("  A solo", "  A zork"))],
    "a record with a bad tag": lambda tmp: ["replay", _record(tmp, ('[Players "4"]', '[Players "7"]'))],
    "a record with a card dealt twice": lambda tmp: ["replay", _record(tmp, ("T l, T b", "T b, T b"))],
    "a record with a stray section": lambda tmp: ["replay", _record(tmp, ("Auction:", "Bidding:"))],
    "a record with a kontra on nothing": lambda tmp: ["replay", _record(tmp, ("  C: four-kings", "  C: kontra volat"))],
    "a record with an unreadable call": lambda tmp: ["replay", _record(tmp, ("  A: call IV", "  A: call Q"))],
    "a record announcing after a pass": lambda tmp: ["replay", _record(tmp, ("  A: pass\n", "  A: pass, trull\n"))],
    "a record passing before the call": lambda tmp: ["replay", _record(tmp, ("  A: call IV", "  A: pass"))],
    "a summary with an unknown key": lambda tmp: ["settle", _summary(tmp, ("contract", "kontrakt"))],
    "a summary with a bad seat": lambda tmp: ["settle", _summary(tmp, ('"A"', '"Q"'))],
    "a summary with too many points": lambda tmp: ["settle", _summary(tmp, ("52", "520"))],
    "a summary with points its tricks cannot hold": lambda tmp: ["settle", _summary(tmp, ("52", "90"))],
    "an unknown option": lambda tmp: ["settle", "--rules", "pagat, nosuch=1", _summary(tmp)],
    "a bad option value": lambda tmp: ["settle", "--rules", "pagat, discard_xx=maybe", _summary(tmp)],
    "a bad set of hands": lambda tmp: ["settle", "--rules", "pagat, throw_in_hands=zz", _summary(tmp)],
    "a bad yes or no": lambda tmp: ["settle", "--rules", "pagat, probaharom=zz", _summary(tmp)],
    "an unknown preset": lambda tmp: ["settle", "--rules", "nopreset", _summary(tmp)],
    "a bad option of another game": lambda tmp: ["play-random", "--seed", "1", "--rules", "magyar, first_lead=zz"],
    "a knock the rules refuse": lambda tmp: ["deal", "--seed", "1", "--knock", "1,2,3"],
    "a bid word unknown": lambda tmp: ["bid", "xyz"],
    "a hold before a bid": lambda tmp: ["bid", "pass", "hold"],
    "a bid not higher": lambda tmp: ["bid", "három", "három"],
    "a seed out of range": lambda tmp: ["play-random", "--seed", "-1"],
    "a seat unknown": lambda tmp: ["odds", "XX", "--seat", "Q", "--partial-hand"],
    "an unknown study": lambda tmp: ["simulate", "nosuch"],
    "a missing argument": lambda tmp: ["deal"],
    "an invalid choice": lambda tmp: ["table", "nosuch"],
    "an unknown argument": lambda tmp: ["cards", "--nosuch"],
    "a score sheet without deals": lambda tmp: ["sheet", _summary(tmp)],
}


@pytest.mark.parametrize("case", BAD_INPUT)
def test_bad_input_is_refused_in_hungarian(capsys, monkeypatch, tmp_path, case):
    out = said(capsys, monkeypatch, *BAD_INPUT[case](tmp_path))
    assert out.startswith(("tarokk", "használat")), out
    assert english_in(out) == [], out


KIRALY_RECORD = (
    '[Game "kiralyhivasos"]\n[Seed "2"]\n\nActions:\n  A pass\n  B pass\n  C pass\n  D solo\n  D call Kő k\n'
)
"""A királyhívásos deal to D's call (D holds the treff király)."""
TAROKK54_RECORD = '[Game "tarokk54"]\n[Seed "7"]\n\nActions:\n  A pass\n  B pass\n  C ultimo\n  D pass\n  C call XVI\n'
"""A 54-card deal to C's call (the XVI is the highest tarokk C lacks)."""
LOOK = "  A look     # the bottom three: IV, V, VI\n"

REFUSED_IN_WORDS = {
    "a look past the ladder": (MAGYAR_RECORD.replace(LOOK, LOOK * 3), "a lépcső a 3. megnézéssel véget ér"),
    "an honour laid away": (MAGYAR_RECORD.replace("A discard IV", "A discard S"), "a skíz nem mehet a skartba"),
    "a card not held laid away": (MAGYAR_RECORD.replace("A discard IV", "A discard VII"), "A kezében nincs ilyen lap"),
    "a kontra out of its order": (MAGYAR_RECORD.replace("B kontra game", "B rekontra game"), "most a kontra jön"),
    "an action of another phase": (MAGYAR_RECORD.replace("  A three", "  A look"), "most A lép (licit)"),
    "a king of his own called": (KIRALY_RECORD.replace("call Kő k", "call T k"), "a treff király pedig nála van"),
    "a tarokk below the highest missing called": (TAROKK54_RECORD.replace("XVI", "XV"), "C csak a XVI-ost hívhatja"),
}
"""Records that break a rule of a shared phase, and what the refusal says in its own Hungarian words."""


@pytest.mark.parametrize("case", REFUSED_IN_WORDS)
def test_the_shared_phases_refuse_in_their_own_hungarian_words(capsys, monkeypatch, tmp_path, case):
    text, sentence = REFUSED_IN_WORDS[case]
    path = tmp_path / "record.txt"
    path.write_text(text, encoding="utf-8")
    out = said(capsys, monkeypatch, "replay", str(path))
    assert sentence in out and english_in(out) == [], out
