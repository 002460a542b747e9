"""Trappola (Nehezebb kártyajátékok, Trappola): the old Italian trick-taking game for two on a
pack of 36 cards without trumps, with its exchange of whole hands from the talon."""
