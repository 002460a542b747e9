"""`tarokk play` driven the way a person uses it: in a pseudo-terminal, answering its prompts."""

import os
import re
import sys
from pathlib import Path

import pexpect

from tarokk.core.records import parse_record
from tarokk.games.paskievics.replay import replay


def test_a_learner_plays_a_whole_deal_with_a_refusal_and_an_explanation(tmp_path):
    env = dict(os.environ, NO_COLOR="1", COLUMNS="160", TERM="dumb")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "tarokk", "play", "--seed", "5", "--deals", "1", "--record-dir", str(tmp_path)],
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(50, 200),
    )
    child.expect("Bidding — your turn, A")
    child.expect("> ")
    child.sendline("tartom")  # nobody has bid: refused with the rule id
    child.expect(r"Refused \(bidding\.hold\): A cannot hold: A has not bid yet")
    child.expect("> ")
    child.sendline("?")
    child.expect("The rule-based bot would say")
    child.expect("> ")
    child.sendline("passz")
    turns = 0
    while True:
        index = child.expect(
            [
                r"Lay away (\d) card\(s\), separated by commas\. Allowed: ([^\r\n]+)",
                r"\n> ",
                "The deal is saved to (\\S+?);",
            ]
        )
        if index == 2:
            saved = child.match.group(1)
            break
        if index == 0:
            count = int(child.match.group(1))
            cards = child.match.group(2).split()
            allowed = re.findall(r"Kő \S+|K \S+|T \S+|P \S+|[IVXLS]+", " ".join(cards))
            child.expect("> ")
            child.sendline(", ".join(allowed[:count]))
        else:
            child.sendline("1")
        turns += 1
        assert turns < 200
    child.expect(pexpect.EOF)
    record = parse_record(Path(saved).read_text(encoding="utf-8"))
    deal = replay(record).deal
    assert deal is not None and deal.finished
