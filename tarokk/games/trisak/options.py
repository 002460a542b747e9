"""The readings of what Tolnai §73 leaves open in trisáktarokk, as options read as every
game's are (:class:`~tarokk.core.options.GameOptions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class TrisakOptions(GameOptions):
    """The readings of what Tolnai §73 leaves open; each default is the plain reading.

    ``trisak_tie``: who pays when two or more players tie for the most points in
    trisákolás: ``"split"`` they share the one payment, ``"none"`` nobody pays.
    ``trickless``: with two players without a trick, ``"each"`` gets 9 from the top scorer,
    or they ``"share"`` the 9 („Ha valamelyik játékos egy ütést sem csinált … 9 pontot kap”).
    ``ultimo_call``: the ultimóhívás calls the ``"highest"`` missing tarokk (its own words,
    „a legmagasabb hiányzó tarokkját”) or, as at the first level, the highest below the XX
    (``"below-xx"``).
    ``discard_limit``: the ban on discarding honours and kings is stated for the first level
    (``"first-level"``); ``"every"`` applies it to every declarer's discard.
    ``prizes``: the holding prizes are announced in ``"every"`` contract, or ``"not-bettli"``
    (not in the bettlis and trisákolás, where nothing is to be won with the cards).
    ``silent_ultimo_lost``: whether a pagát lost in the last trick costs its side the silent
    price, as in Paskievics tarokk (True), or costs nothing (False).
    ``kings_and_trull``: a hand with four kings and tulétroá is paid ``"one"`` prize, as
    Tolnai prints them on one line („négy király, vagy tulétroá egy kézben 10 pont”), or
    ``"each"``.
    ``small_honours``: kis honőrök count ``"with-others"``, even when the same cards make
    four kings or tulétroá, or only ``"alone"``, in a hand with neither.
    """

    game = "trisak"

    trisak_tie: Literal["split", "none"] = "split"
    trickless: Literal["each", "share"] = "each"
    ultimo_call: Literal["highest", "below-xx"] = "highest"
    discard_limit: Literal["first-level", "every"] = "first-level"
    prizes: Literal["every", "not-bettli"] = "every"
    silent_ultimo_lost: bool = True
    kings_and_trull: Literal["one", "each"] = "one"
    small_honours: Literal["with-others", "alone"] = "with-others"
