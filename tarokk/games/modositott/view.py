"""What one seat of a deal of módosított hármastarokk may know: the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.phases.looks import LooksView


@dataclass(frozen=True)
class ModositottView(LooksView):
    """The view of the looks at the skart's pairs (:class:`~tarokk.phases.looks.LooksView`),
    whether the deal is a mizer (all passed), and whether this seat may throw its hand in."""

    mizer: bool
    may_throw_in: bool
