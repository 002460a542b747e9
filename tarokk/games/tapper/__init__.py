"""Tappertarokk: three players, 42 or 54 cards, counted in thirds (Tolnai, "4. A tappertarokk", §66, §71)."""
