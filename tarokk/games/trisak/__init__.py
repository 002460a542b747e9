"""Trisáktarokk: four players, 54 cards, seven contracts from trisákolás to hármas szóló (Tolnai §73)."""
