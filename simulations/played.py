"""Whole deals played by four rule-based bots (:class:`tarokk.bots.players.RuleBot`)."""

from tarokk.studies.played import played_study_parts
from tarokk.studies.runner import Study

_events, _per_deal = played_study_parts("rule")

STUDY = Study(
    name="played",
    title="Deals played by four rule-based bots",
    title_hu="Négy szabályalapú gép lejátszotta leosztások",
    module=__name__,
    events=_events,
    per_deal=_per_deal,
    chunk_size=500,
)
