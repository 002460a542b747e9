"""Whole deals played by four random legal bots (:class:`tarokk.bots.players.RandomBot`)."""

from tarokk.studies.played import played_study_parts
from tarokk.studies.runner import Study

_events, _per_deal = played_study_parts("random")

STUDY = Study(
    name="played-random",
    title="Deals played by four random legal bots",
    title_hu="Négy véletlenszerűen, de szabályosan játszó gép leosztásai",
    module=__name__,
    events=_events,
    per_deal=_per_deal,
    chunk_size=500,
)
