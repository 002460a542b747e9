"""Whole deals played by four search-based bots (:class:`tarokk.bots.search.SearchBot`):
slow, some seconds a deal, for odds under strong play."""

from tarokk.studies.played import played_study_parts
from tarokk.studies.runner import Study

_events, _per_deal = played_study_parts("search")

STUDY = Study(
    name="played-search",
    title="Deals played by four search-based bots",
    title_hu="Négy kereső gép lejátszotta leosztások",
    module=__name__,
    events=_events,
    per_deal=_per_deal,
    chunk_size=10,
)
