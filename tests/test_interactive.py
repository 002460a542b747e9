"""`tarokk play` driven the way a person uses it: in a pseudo-terminal, answering its prompts."""

import io
import os
import re
import signal
import sys
from pathlib import Path

import pexpect

from tarokk.core.gamerecords import Replayed, parse_table_record, replay_table_record
from tarokk.games.paskievics.session import load_session, run_session
from tests.test_language import english_fragments, english_lines

EXPLAINED = {
    "Bidding": "Now the auction decides who plays",
    "Discard": "Now the exchange: you took 1 talon card and lay away as many",
    "Announcements": "Now the announcements: the declarer calls a partner",
    "Play": "Now trick 1 of nine: follow the suit led",
}
"""What `?` answers in each phase: each answer is about that phase only."""


def replayed(path: Path, partial: bool = False) -> Replayed:
    """A record `tarokk play` saved, in the one format every game writes, replayed."""
    text = path.read_text(encoding="utf-8")
    assert text.startswith('[Game "paskievics"]\n')
    return replay_table_record(parse_table_record(text), partial=partial)


def start(tmp_path, *more, timeout=30):
    env = dict(os.environ, NO_COLOR="1", TERM="dumb")
    arguments = ["--seed", "5", "--deals", "2", "--practice", "--delay", "0", "--record-dir", ".", *more]
    return pexpect.spawn(
        sys.executable,
        ["-m", "tarokk", "play", *arguments],
        env=env,
        cwd=tmp_path,  # short file names: a dumb terminal is 80 columns wide
        encoding="utf-8",
        timeout=timeout,
        dimensions=(50, 200),
        # A test run started in the background inherits Ctrl-C ignored; the player at a
        # terminal does not, so the game starts with Ctrl-C restored.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def next_turn(child):
    """Wait for the learner's next turn; its phase title, or None when the deal ends."""
    index = child.expect([r"(Bidding|Discard|Throw in\?|Announcements|Play) — your turn, ([A-D])", "Score sheet"])
    if index == 1:
        return None
    title = child.match.group(1)
    child.expect("\n> ")
    return title


def ask(child, answer, expected):
    child.sendline(answer)
    child.expect(expected)
    child.expect("\n> ")


def test_a_learner_plays_a_deal_with_the_keys_and_ctrl_c_keeps_what_was_played(tmp_path):
    child = start(tmp_path)
    child.expect("Keys: \\? explain this step")
    assert next_turn(child) == "Bidding"
    # The refused choices are shown before trying them, then a refusal names its rule.
    assert "hold (tartom) — A cannot hold: A has not bid yet (bidding.hold)" in child.before
    ask(child, "tartom", r"Refused \(bidding\.hold\): A cannot hold: A has not bid yet")
    ask(child, "?", EXPLAINED["Bidding"])
    assert "Now the exchange" not in child.before and "pass (passz): you leave the auction" in child.before
    ask(child, "h", "The rule-based bot would say")
    child.sendline("passz")
    explained, plays = {"Bidding"}, 0
    while (title := next_turn(child)) is not None:
        if title in EXPLAINED and title not in explained:
            child.sendline("?")
            child.expect(EXPLAINED[title])
            child.expect("\n> ")
            assert all(other not in child.before for key, other in EXPLAINED.items() if key != title)
            explained.add(title)
        if title == "Discard":
            assert "skíz (S) — A may not discard skíz: no king or honour (discard.king-honour)" in child.before
        if title == "Play":
            plays += 1
            if plays == 2:
                ask(child, "r", r" 1\. A skíz \(S\) · B II")  # the last trick, in words under the compass
                ask(child, "a", "Auction: A passz, B passz, C három, D passz")
            if plays == 3:
                child.sendline("u")
                child.expect("Undone: your X. The score sheet marks this deal as practice \\(1 undo\\)")
                assert next_turn(child) == "Play"  # the same turn again, after the undo
        child.sendline("1")
    assert explained == set(EXPLAINED)
    child.expect(r"practice, 1 undo")  # the score sheet marks the deal
    child.expect("The score sheet is saved to")
    assert next_turn(child) is not None  # the second deal
    child.sendintr()  # Ctrl-C in the middle of the second deal
    child.expect("The unfinished deal is saved to")
    child.expect("tarokk: interrupted")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130

    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["tarokk-deal-5.txt", "tarokk-deal-6-partial.txt", "tarokk-sheet-5.json"]
    assert replayed(tmp_path / "tarokk-deal-5.txt").finished
    assert '[Event "tarokk play, deal 1, practice (1 undo)"]' in (tmp_path / "tarokk-deal-5.txt").read_text("utf-8")
    partial = replayed(tmp_path / "tarokk-deal-6-partial.txt", partial=True)
    assert not partial.finished  # replays up to its last action
    sheet = run_session(load_session(tmp_path / "tarokk-sheet-5.json"))
    assert len(sheet.rows) == 1 and sum(sheet.rows[0].totals.values()) == 0


def test_an_existing_file_is_never_overwritten(tmp_path):
    (tmp_path / "tarokk-deal-5.txt").write_text("mine\n", encoding="utf-8")
    child = start(tmp_path)
    while next_turn(child) is not None:
        child.sendline("1")
    said = r"tarokk-deal-5\.txt already exists; the record goes to tarokk-deal-5-2\.txt"
    child.expect(said.replace(" ", r"\s+"))  # lines wrap at word boundaries
    child.expect("> ")
    child.sendline("q")
    child.expect(pexpect.EOF)
    assert (tmp_path / "tarokk-deal-5.txt").read_text(encoding="utf-8") == "mine\n"
    assert replayed(tmp_path / "tarokk-deal-5-2.txt").finished


EXPLAINED_HU = {
    "Licit": "Most a licit dönti el, ki a felvevő",
    "Skartolás": "Most a skartolás: felvettél 1 talonlapot",
    "Bemondások": "Most a bemondások: a felvevő egy tarokkal partnert hív",
    "Lejátszás": "Most a kilenc ütés közül az 1.: a hívott színt kell adni",
}
"""What `?` answers in each phase in Hungarian."""


def test_a_whole_deal_in_hungarian_has_no_english_message(tmp_path):
    env = {name: value for name, value in os.environ.items() if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(NO_COLOR="1", TERM="dumb", LANG="C.UTF-8")
    arguments = ["--lang", "hu", "--seed", "5", "--deals", "1", "--delay", "0", "--record-dir", "."]
    child = pexpect.spawn(
        sys.executable,
        ["-m", "tarokk", "play", *arguments],
        env=env,
        cwd=tmp_path,
        encoding="utf-8",
        timeout=30,
        dimensions=(50, 200),
    )
    shown = io.StringIO()
    child.logfile_read = shown
    child.expect("Billentyűk: \\? magyarázat erről a lépésről")
    turn = r"(Licit|Skartolás|Bedobod\?|Bemondások|Lejátszás) — te következel, ([A-D])"
    assert child.expect([turn, "Pontozólap"]) == 0 and child.match.group(1) == "Licit"
    child.expect("\n> ")
    assert "tartom — A nem tarthat: még nem licitált" in child.before
    ask(child, "tartom", r"Nem szabályos \(bidding\.hold\): A nem tarthat: még nem licitált")
    ask(child, "h", "A szabályalapú gép ezt mondaná: ")
    ask(child, "l", "Kő = kőr: Kő k = kőr király")
    explained = set()
    title = "Licit"
    while True:
        if title in EXPLAINED_HU and title not in explained:
            ask(child, "?", re.escape(EXPLAINED_HU[title]))
            explained.add(title)
        child.sendline("1")
        if child.expect([turn, "Pontozólap"]) == 1:
            break
        title = child.match.group(1)
        child.expect("\n> ")
    child.expect("A pontozólap ide került: tarokk-sheet-5.json")
    child.expect("Köszönöm a játékot.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert explained == set(EXPLAINED_HU)

    text = shown.getvalue()
    assert "Kártyapontok a skarttal együtt: a felvevő pártja" in text and "Egyenleg " in text
    assert [fragment for fragment in english_fragments() if fragment in text] == []
    assert english_lines(text) == []
    assert replayed(tmp_path / "tarokk-deal-5.txt").finished


def test_the_search_bots_play_and_the_hint_gives_the_search_bots_sampled_chances(tmp_path):
    child = start(tmp_path, "--bots", "search", timeout=300)  # the bots search: slow on a busy machine
    hinted = False
    while (title := next_turn(child)) is not None:
        if title == "Play" and not hinted:
            child.sendline("h")
            # the hint is wrapped at the terminal's width
            child.expect(r"The search bot would say [\s\S]*? over\s+\d+\s+sampled\s+deals\s+it\s+averages")
            child.expect("\n> ")
            hinted = True
        child.sendline("1")
    assert hinted
    child.expect("> ")
    child.sendline("q")
    child.expect(pexpect.EOF)
    assert replayed(tmp_path / "tarokk-deal-5.txt").finished
