"""Players that see only their own seat: Paskievics tarokk's random, rule-based and search bots,
and the search bot every table game shares (:mod:`tarokk.bots.tables`)."""
