"""Seat A's dealt nine cards, and where the skíz and the XXI go: events with exact odds."""

from functools import partial

from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.studies.runner import Study
from tarokk.studies.vectorised import (
    BoolArray,
    Event,
    HandCounts,
    big_honours_split,
    big_honours_split_probability,
    hand_event,
    throw_in,
)


def tarokks_are(count: int, hand: HandCounts, rules: Ruleset) -> BoolArray:
    return hand.tarokks == count


def honours_are(count: int, hand: HandCounts, rules: Ruleset) -> BoolArray:
    return hand.honours == count


def _count(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


STUDY = Study(
    name="hands",
    title="Seat A's dealt hand",
    title_hu="Az A helyre kiosztott lapok",
    module=__name__,
    events=(
        hand_event(
            "hand.tarokks>=8",
            "A is dealt 8 or 9 tarokks",
            lambda hand, rules: hand.tarokks >= 8,
            hu="A-nak 8 vagy 9 tarokkot osztanak",
        ),
        hand_event(
            "hand.no-honour",
            "A is dealt no honour (skíz, XXI, pagát)",
            lambda hand, rules: hand.honours == 0,
            hu="A-nak nem jut honőr (se skíz, se XXI, se pagát)",
        ),
        Event(
            "deal.big-honours-split",
            "the skíz and the XXI are both dealt to players, to two different ones (neither in the talon)",
            big_honours_split,
            big_honours_split_probability,
            hu="a skízt és a XXI-est is kiosztják, két különböző játékosnak (egyik sincs a talonban)",
        ),
        hand_event(
            "hand.throw-in",
            "A's dealt nine cards may throw the deal in",
            throw_in,
            hu="A kiosztott kilenc lapjával bedobhatja a leosztást",
        ),
        *(
            hand_event(
                f"hand.tarokks={k}",
                f"A is dealt {_count(k, 'tarokk')}",
                partial(tarokks_are, k),
                hu=f"A-nak pontosan {k} tarokkot osztanak",
            )
            for k in range(10)
        ),
        *(
            hand_event(
                f"hand.honours={k}",
                f"A is dealt {_count(k, 'honour')}",
                partial(honours_are, k),
                hu=f"A-nak pontosan {k} honőrt osztanak",
            )
            for k in range(4)
        ),
    ),
)
