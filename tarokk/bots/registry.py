"""The bots by name, as the studies and the command line choose them (``--bots``)."""

from __future__ import annotations

from tarokk.bots.players import BOTS, DealBot, RuleBot
from tarokk.bots.search import SearchBot, SearchSettings
from tarokk.games.paskievics.ruleset import Ruleset

BOT_KINDS = ("random", "rule", "search")
"""From the weakest to the strongest (the book's page on the bots measures it)."""


def make_bot(kind: str, seed: int, rules: Ruleset, settings: SearchSettings | None = None) -> DealBot:
    """A bot of ``kind`` seeded with ``seed``; the search bot plays out its samples under
    ``rules``, looking as hard as ``settings`` say (its defaults if None)."""
    if kind == "search":
        return SearchBot(seed, rules, settings or SearchSettings())
    if kind == "rule":
        return RuleBot(seed, rules)
    return BOTS[kind](seed)
