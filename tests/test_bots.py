"""Bots take only legal actions, see only their own seat, and the played studies are reproducible."""

import pytest

from simulations import find_study
from tarokk.bots.players import RandomBot, RuleBot
from tarokk.core.errors import IllegalAction
from tarokk.core.packs import deal
from tarokk.core.rules import PRESETS, ruleset
from tarokk.games.paskievics.deal import Deal, SeatView
from tarokk.studies.features import deal_features
from tarokk.studies.played import autoplay, bidding_odds, features_frame, play_pack
from tarokk.studies.runner import run_study


class Watchful:
    """Wraps a bot and checks that it is only ever shown its own seat and legal choices."""

    def __init__(self, bot, seat):
        self.bot, self.seat, self.name = bot, seat, bot.name

    def choose(self, view, legal):
        assert isinstance(view, SeatView) and view.seat == self.seat
        action = self.bot.choose(view, legal)
        assert action in legal
        return action


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("bot", [RandomBot, RuleBot])
def test_bots_play_whole_deals_legally(preset, bot):
    for seed in range(25):
        game = Deal(deal(seed), ruleset(preset))
        autoplay(game, {seat: Watchful(bot(seed), seat) for seat in "ABCD"})
        assert game.finished


def test_an_illegal_bot_is_refused_by_the_engine():
    class Cheat:
        name = "cheat"

        def choose(self, view, legal):
            return "hold"  # nobody has bid yet

    with pytest.raises(IllegalAction) as error:
        autoplay(Deal(deal(1)), {seat: Cheat() for seat in "ABCD"})
    assert error.value.rule == "bidding.hold"


def test_rule_bot_catches_the_xxi_and_throws_in_a_lone_xxi():
    from tarokk.core.cards import SKIZ, XXI, parse_cards
    from tarokk.games.paskievics.deal import SeatView

    view = SeatView(
        "D",
        "play",
        "D",
        tuple(parse_cards("S, II, Kő k")),
        (),
        (),
        {},
        (),
        (),
        (),
        None,
        (),
        (("A", parse_cards("XXI")[0]), ("B", parse_cards("III")[0]), ("C", parse_cards("IV")[0])),
    )
    assert RuleBot().choose(view, [SKIZ, parse_cards("II")[0]]) == SKIZ
    throw = SeatView("D", "throw-in", "D", (XXI,), (), (), {}, (), (), (), None, (), ())
    assert RuleBot().choose(throw, ["throw-in", "play"]) == "throw-in"


def test_deal_features_of_a_played_deal():
    game = autoplay(Deal(deal(7)), {seat: RuleBot(7) for seat in "ABCD"})
    features = deal_features(game)
    result = game.result()
    assert features.outcome == result.outcome
    if result.outcome == "played":
        assert features.declarer_won == (result.card_points["declarer"] >= 48)


def test_played_study_is_the_same_for_any_number_of_jobs():
    one = run_study(find_study("played"), 60, seed=3, jobs=1, chunk_size=20)
    two = run_study(find_study("played"), 60, seed=3, jobs=2, chunk_size=20)
    assert [e.hits for e in one.estimates] == [e.hits for e in two.estimates]
    assert one.estimates[0].n == 60


def test_packs_replay_identically_and_bidding_odds_have_intervals():
    rows = [list(range(42)), list(reversed(range(42)))]
    assert play_pack(rows[0], PRESETS["pagat"], "rule").events == play_pack(rows[0], PRESETS["pagat"], "rule").events
    frame = features_frame(rows * 3, PRESETS["pagat"], "random")
    table = bidding_odds(frame)
    assert set(table.columns) >= {"n", "won", "win rate", "ci95 low", "ci95 high"}
    assert ((table["ci95 low"] <= table["win rate"]) & (table["win rate"] <= table["ci95 high"])).all()


def test_duplicate_deals_cancel_the_cards_luck():
    import numpy as np

    from tarokk.studies.played import duplicate_match
    from tarokk.studies.vectorised import deal_rows

    rows = deal_rows(np.random.default_rng(2), 12)
    mirror = duplicate_match("rule", "rule", rows, PRESETS["pagat"])
    assert mirror.mean == 0  # the same bots in both seatings: every pack cancels exactly
    match = duplicate_match("rule", "random", rows, PRESETS["pagat"])
    assert match.packs == 12 and match.ci95[0] <= match.mean <= match.ci95[1]


def test_rule_bot_leads_a_kingless_suit_while_the_xxi_is_in_play():
    from tarokk.core.cards import parse_cards

    hand = tuple(parse_cards("XXI, XVIII, XVI, XV, XII, X, Kő k, Kő b, P 10"))
    view = SeatView("A", "play", "A", hand, (), (), {}, (), (), (), None, (), ())
    card, reason = RuleBot().decide(view, list(hand))
    assert card == parse_cards("P 10")[0] and "kingless" in reason
