"""The 54-card ten-contract tarokk of the Hungarian wiki article (wiki-tarokk-54-lapos.txt): four
players, 54 cards, 64 points with the tricks, ten contracts from trisákolás to szólóhármas és ultimó."""
