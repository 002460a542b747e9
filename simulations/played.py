"""Whole deals played by four rule-based bots (:class:`tarokk.bots.RuleBot`)."""

from tarokk.selfplay import played_study_parts
from tarokk.simulate import Study

_events, _measure = played_study_parts("rule")

STUDY = Study(
    name="played",
    title="Deals played by four rule-based bots",
    events=_events,
    measure=_measure,
    chunk_size=500,
)
