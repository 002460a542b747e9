"""Paskievics (húszashívásos) tarokk: 42 cards, four players (five with the dealer sitting
out), the XX called as the secret partner."""
