"""Királyhívásos tarokk: four players, 54 cards, a called king as the partner (Tolnai §68–§69)."""
