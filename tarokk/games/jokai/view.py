"""What one seat of a Jókai-hármas deal may know: the view bots are given."""

from __future__ import annotations

from dataclasses import dataclass

from tarokk.phases.looks import LooksView


@dataclass(frozen=True)
class JokaiView(LooksView):
    """The view of the looks at the skart's pairs (:class:`~tarokk.phases.looks.LooksView`) and
    the kontras said."""

    kontras: tuple[tuple[str, int], ...]
