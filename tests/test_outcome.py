"""From played deals to settlements: summaries, records settled directly, zero-sum payments."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal
from tarokk.games.paskievics.outcome import deal_summary, load_deal_or_summary
from tarokk.games.paskievics.records import format_record
from tarokk.games.paskievics.replay import record_of
from tarokk.games.paskievics.ruleset import PRESETS, ruleset
from tarokk.games.paskievics.scoring import settle


def random_deal(seed: int, preset: str) -> Deal:
    game = Deal(deal(seed), ruleset(preset))
    chooser = random.Random(seed)
    while not game.finished:
        actions = game.legal_actions()
        game.apply("pass" if game.phase == "announce" and "pass" in actions and chooser.random() < 0.6
                   else chooser.choice(actions))  # fmt: skip
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(sorted(PRESETS)))
def test_every_played_deal_settles_to_zero_sum(seed, preset):
    game = random_deal(seed, preset)
    summary = deal_summary(game)
    if game.result().outcome in ("all-passed", "thrown-in"):
        assert summary is None
        return
    assert summary is not None
    settlement = settle(summary, ruleset(preset))
    assert sum(settlement.payments.values()) == 0
    if game.result().outcome == "played":
        assert summary.declarer_card_points == game.result().card_points["declarer"]


def test_a_record_is_settled_like_its_deal(tmp_path, capsys):
    game = next(g for g in (random_deal(s, "pagat") for s in range(50)) if g.result().outcome == "played")
    path = tmp_path / "deal.txt"
    path.write_text(format_record(record_of(game, {})), encoding="utf-8")
    assert load_deal_or_summary(path) == deal_summary(game)
    assert main(["settle", str(path), "--json"]) == 0
    assert '"payments"' in capsys.readouterr().out


def test_an_unfinished_record_has_nothing_to_settle(tmp_path, capsys):
    game = Deal(deal(3))
    game.apply("pass")
    path = tmp_path / "deal.txt"
    path.write_text(format_record(record_of(game, {})), encoding="utf-8")
    assert main(["settle", str(path)]) == 1  # an incomplete record has its own exit status
    assert "nothing to settle: the record stops in the auction phase, B to act" in capsys.readouterr().err


def test_a_deal_without_a_game_is_an_outcome_too_and_nobody_pays():
    """bidding.all-pass, throw-in.hand: the one outcome type says how the deal ended; settling it pays nobody."""
    passed = Deal(deal(1), PRESETS["pagat"])
    for _ in range(4):
        passed.apply("pass")
    outcome = passed.result()
    assert outcome.outcome == "all-passed" and outcome.contract is None and not outcome.has_game
    with_kassza = PRESETS["kegl"].with_options(ultimo_kassza=True)
    settlement = settle(outcome, with_kassza)
    assert set(settlement.payments.values()) == {0}
    assert [ruling.rule for ruling in settlement.rulings] == ["bidding.all-pass"]
    assert settlement.kassza == dict.fromkeys("ABCD", 2)  # each pays his stake into the ultimó kassza (Kégl: 2)


def test_a_played_outcome_gives_both_sides_points_tricks_and_seats():
    game = next(g for g in (random_deal(s, "pagat") for s in range(50)) if g.result().outcome == "played")
    outcome = game.result()
    assert sum(outcome.card_points.values()) == 94 and sum(outcome.tricks.values()) == 9
    assert outcome.sides[outcome.declarer_seat] == "declarer"
    assert outcome.teams  # the partner call's ruling
