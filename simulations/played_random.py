"""Whole deals played by four random legal bots (:class:`tarokk.bots.RandomBot`)."""

from tarokk.selfplay import played_study_parts
from tarokk.simulate import Study

_events, _measure = played_study_parts("random")

STUDY = Study(
    name="played-random",
    title="Deals played by four random legal bots",
    events=_events,
    measure=_measure,
    chunk_size=500,
)
