"""Seeded deals played by the bots give the same actions and the same settlement as the
fixture recorded from the engine before its speed-ups (``tests/data/played-deals.json``):
making the engine faster changes no rule and no bot's choice. ``python -m tests.test_played_fixture``
writes the fixture again."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.outcome import deal_summary
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import settle
from tarokk.studies.played import play_pack
from tarokk.studies.vectorised import deal_rows

FIXTURE = Path(__file__).parent / "data" / "played-deals.json"
DEALS = 40  # per preset and kind of bot
BOTS = ("rule", "random")


def played_record(deal: Deal) -> dict[str, object]:
    """One played deal: a digest of its actions in order, how it ended, and each seat's payment."""
    actions = "\n".join(f"{event.phase} {event.seat} {event.action}" for event in deal.events)
    summary = deal_summary(deal)
    payments = {} if summary is None else settle(summary, deal.ruleset).payments
    return {
        "actions": hashlib.sha256(actions.encode()).hexdigest()[:16],
        "count": len(deal.events),
        "outcome": deal.outcome,
        "payments": {seat: str(amount) for seat, amount in sorted(payments.items())},
    }


def played_records(preset: str, bot: str) -> list[dict[str, object]]:
    rows = deal_rows(np.random.default_rng(7), DEALS)
    return [played_record(play_pack(row, PRESETS[preset], bot)) for row in rows]


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("bot", BOTS)
def test_seeded_deals_play_as_recorded(preset, bot):
    recorded = json.loads(FIXTURE.read_text())[f"{preset} {bot}"]
    assert played_records(preset, bot) == recorded


if __name__ == "__main__":
    fixture = {f"{preset} {bot}": played_records(preset, bot) for preset in sorted(PRESETS) for bot in BOTS}
    FIXTURE.write_text(json.dumps(fixture, indent=1) + "\n")
