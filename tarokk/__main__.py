"""``python -m tarokk`` runs the command line."""

import sys

from tarokk.cli.main import main

sys.exit(main())
