"""The rule-based bots' announcements: each figure by side, announced, made or lost as
announced, and kontra'd. The bot announces a figure when its side's rate from its position
clears the figure's break-even rate (:func:`tarokk.games.paskievics.scoring.break_even`); the
rows (``--out``) hold, for each figure and side, its settled units and what announcing it
gained over the same play settled silently, which
:func:`tarokk.studies.announcing.announcing_tallies` turns into each figure's value,
announced against silent (``tarokk simulate announcing`` shows it below the counts)."""

from tarokk.studies.announcing import announcing_tallies
from tarokk.studies.played import ANNOUNCING_EVENTS, played_study_parts
from tarokk.studies.runner import Study

_events, _per_deal = played_study_parts("rule", ANNOUNCING_EVENTS)

STUDY = Study(
    name="announcing",
    title="The rule-based bots' announcements, made and lost, by side",
    title_hu="A szabályalapú gépek bemondásai pártonként: teljesítve és elbukva",
    module=__name__,
    events=_events,
    per_deal=_per_deal,
    chunk_size=500,
    paired=announcing_tallies,
)
