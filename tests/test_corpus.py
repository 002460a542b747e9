"""The regression corpus: inputs that once broke a reader, each refused cleanly for good.

``tests/corpus/<kind>/`` holds records, summaries and score sheets found by fuzzing or
listed when the readers were hardened (a ``Players`` tag ``x``, a trick numbered ``²``,
a file cut inside a UTF-8 character, ``null`` seats, deep nesting, a 5,000-digit number,
a lone byte-order mark, duplicate JSON keys, an empty file, hands but no auction). Each
ends its command with exit status 2, or 1 for a record that stops early, and one line
on standard error that names the place: a line and column, a key, or the file.
An input ``make fuzz`` writes to ``fuzz-faults/`` belongs here once it is fixed.
"""

import re
from pathlib import Path

import pytest

from tarokk.cli.main import EXIT_ERROR, EXIT_INCOMPLETE, main

CORPUS = Path(__file__).parent / "corpus"
COMMANDS = {"record": "replay", "summary": "settle", "sheet": "sheet"}
INCOMPLETE = {"hands-but-no-auction.txt"}
PLACE = re.compile(r"line \d+, column \d+|^tarokk: [\w .\[\]]+: ")


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*/*")), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_each_input_of_the_corpus_is_refused_in_one_line_naming_the_place(path, capsys):
    status = main([COMMANDS[path.parent.name], str(path)])
    out, err = capsys.readouterr()
    assert status == (EXIT_INCOMPLETE if path.name in INCOMPLETE else EXIT_ERROR)
    assert out == "" and err.startswith("tarokk: ") and err.count("\n") == 1 and len(err) < 400
    assert PLACE.search(err) or str(path) in err


def test_the_corpus_covers_every_reader():
    assert {folder.name for folder in CORPUS.iterdir()} == set(COMMANDS)
