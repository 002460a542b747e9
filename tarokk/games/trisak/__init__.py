"""Trisáktarokk (Tolnai §73): four players, 54 cards, the first player's trisákolás when
all pass, the first level with the call of the highest missing tarokk, ultimóhívás,
bettli, hármasték, nyílt bettli and hármas szóló, and prizes for holdings."""
