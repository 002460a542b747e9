"""Rikiki (nehezebb-kartyajatekok.txt, "Rikiki"): a game of bidding one's tricks exactly, on the French pack."""
