"""``python -m tarokk`` runs the command line."""

import sys

from tarokk.cli import main

sys.exit(main())
