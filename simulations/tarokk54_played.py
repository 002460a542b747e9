"""Deals of the 54-card tarokk played by the game's rule-based bots (:mod:`tarokk.studies.table`)."""

from tarokk.studies.table import played_study

STUDY = played_study("tarokk54", __name__)
