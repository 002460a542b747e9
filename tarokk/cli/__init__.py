"""The ``tarokk`` command line and the game in the terminal."""
