"""Deals of Rikiki played by the game's rule-based bots (:mod:`tarokk.studies.table`)."""

from tarokk.studies.table import played_study

STUDY = played_study("rikiki", __name__)
