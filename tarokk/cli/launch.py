"""The ``tarokk`` command's entry point (``[project.scripts]`` and ``python -m tarokk``).

Ctrl-C ends any command with one line, "tarokk: interrupted", and exit status 130, at any
moment: while the program is still loading its modules as well as in the middle of the work.
So this module loads nothing before it can answer; the command itself is
:func:`tarokk.cli.main.main`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

EXIT_INTERRUPTED = 130
"""The exit status after Ctrl-C (128 + SIGINT, as the shell reports it)."""


def run(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` (else the program's arguments) names, and return its exit status."""
    try:
        from tarokk.cli.main import main

        return main(argv)
    except KeyboardInterrupt:
        print("tarokk: " + interrupted(argv), file=sys.stderr)
        return EXIT_INTERRUPTED


def interrupted(argv: Sequence[str] | None) -> str:
    """The word for an interrupted command, in the command's language (chosen here if the
    command had not chosen it yet)."""
    from tarokk.cli.language import _, chosen_language, use

    use(chosen_language(argv))
    return _("interrupted")
