"""The 54-card ten-contract tarokk of the Hungarian wiki article (wiki-tarokk-54-lapos.txt)."""
