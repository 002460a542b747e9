"""``python -m tarokk`` runs the command line."""

import sys

from tarokk.cli.launch import run

sys.exit(run())
