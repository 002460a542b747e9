"""The rule-based bots' announcements: each figure by side, announced, made or lost as
announced, and kontra'd. The announcing thresholds of :mod:`tarokk.bots.players` are
chosen from it: an announced figure pays its announced value when made and costs as much
when lost, so an announcement pays its side when it is made more often than lost (the
rows, ``--out``, hold each figure's settled units by side for the exact average)."""

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
)
