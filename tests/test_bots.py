"""Bots take only legal actions, see only their own seat, and the played studies are reproducible."""

import numpy as np
import pytest

from simulations import find_study
from tarokk.bots.players import RandomBot, RuleBot, autoplay
from tarokk.core.definition import Phase
from tarokk.core.errors import IllegalAction
from tarokk.games.paskievics.deal import Deal, SeatView
from tarokk.games.paskievics.dealing import deal
from tarokk.games.paskievics.ruleset import PRESETS, ruleset
from tarokk.studies.features import deal_features
from tarokk.studies.played import (
    ANNOUNCING_EVENTS,
    PLAYED_EVENTS,
    bidding_odds,
    event_flags,
    features_frame,
    play_pack,
    played_rows,
)
from tarokk.studies.runner import run_study
from tarokk.studies.vectorised import deal_rows


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
        Phase.PLAY,
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
    throw = SeatView("D", Phase.THROW_IN, "D", (XXI,), (), (), {}, (), (), (), None, (), ())
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
    view = SeatView("A", Phase.PLAY, "A", hand, (), (), {}, (), (), (), None, (), ())
    card, reason = RuleBot().decide(view, list(hand))
    assert card == parse_cards("P 10")[0] and "kingless" in reason


def _announcing(seat, hand, auction=(("A", "three"), ("B", "pass"), ("C", "pass"), ("D", "pass"))):
    from tarokk.core.cards import parse_cards
    from tarokk.games.paskievics.deal import SeatView

    return SeatView(seat, Phase.ANNOUNCE, seat, tuple(parse_cards(hand)), (), (), {}, (), auction, (), None, (), ())


@pytest.mark.parametrize(
    ("seat", "hand", "offered", "expected"),
    [
        # The sources' hand to catch the XXI: no position the bot sees makes the capture likely.
        ("B", "S, II, III, V, VII, IX, Kő d, K l, P 10", ["xxi-capture"], "pass"),
        ("A", "S, XXI, XX, XIX, XVIII, XVII, XVI, XV, XIV", ["volat"], "volat"),  # nine sure tricks
        ("A", "S, XXI, XX, XIX, XVIII, XVII, XVI, XV, Kő k", ["double-game", "volat"], "double-game"),  # weight 13
        ("B", "S, XXI, XX, XIX, XVIII, XVII, XVI, XV, Kő k", ["double-game"], "pass"),  # not the declarer's side
        ("A", "S, XXI, XX, XIX, XVII, XVI, XV, XIV, Kő k", ["double-game"], "pass"),  # weight 12
        ("A", "I, XX, XIX, XVIII, XVII, XVI, XV, XIV, K k", ["pagat-ultimo"], "pagat-ultimo"),  # weight 11
        ("A", "I, XX, XIX, XVIII, XVII, XVI, XV, Kő k, K k", ["pagat-ultimo"], "pass"),  # weight 10
        ("B", "I, XX, XIX, XVIII, XVII, XVI, XV, XIV, K k", ["pagat-ultimo"], "pass"),  # the opponents: never
        ("A", "S, XXI, X, IX, VIII, Kő k, K k, P 10, P b", ["trull"], "trull"),  # five tarokks
        ("A", "S, XXI, X, IX, Kő k, K k, P 10, P b, T d", ["trull"], "pass"),  # four
        ("A", "S, XXI, I, X, IX, VIII, VII, Kő k, K k", ["trull"], "pass"),  # seven with the pagát, which may be caught
        ("B", "S, XXI, X, IX, VIII, VII, Kő k, K k, P 10", ["trull"], "trull"),  # the opponents too, with six
        ("B", "S, XXI, X, IX, VIII, Kő k, K k, P 10, P b", ["trull"], "pass"),  # but not with five
        ("A", "XXI, XX, XIX, XVIII, XVI, XV, XIV, XIII, XII", ["four-kings"], "four-kings"),  # weight 13
        ("A", "XVI, XV, XIV, XIII, XII, XI, X, IX, VIII", ["four-kings"], "pass"),  # nine small ones: weight 9
    ],
)
def test_rule_bot_announces_a_figure_when_its_rate_clears_the_break_even(seat, hand, offered, expected):
    from tarokk.games.paskievics.announcements import FIGURE_HU, PASS, Figure

    legal = [Figure(name) for name in offered] + [PASS]
    action, why = RuleBot().decide(_announcing(seat, hand), legal)
    assert str(action) == expected
    if action != PASS:
        assert FIGURE_HU[expected] in why and "at which announcing pays" in why


def test_the_break_even_rate_comes_from_the_prices_and_moves_the_bot():
    """Announcing pays above (fA + F) / (2fA − S + F): 2/3 for a price that doubles, 4/7 once
    kontra'd, 1/2 for a pagátultimó whose silent loss is paid; a ruleset where a beaten silent
    pagát costs nothing raises the bar, and the bot with weight 11 no longer announces it."""
    from fractions import Fraction

    from tarokk.core.figures import Figure as FigureName
    from tarokk.games.paskievics.announcements import PASS, Figure
    from tarokk.games.paskievics.ruleset import PRESETS
    from tarokk.games.paskievics.scoring import break_even

    pagat, tolnai = PRESETS["pagat"], PRESETS["tolnai1930"]
    assert break_even(FigureName.TRULL, pagat) == Fraction(2, 3)
    assert break_even(FigureName.TRULL, pagat, kontra=1) == Fraction(4, 7)
    assert break_even(FigureName.DOUBLE_GAME, pagat) == Fraction(5, 7)
    assert break_even(FigureName.VOLAT, pagat) == Fraction(8, 11)
    assert (pagat.silent_ultimo_beaten_pays, tolnai.silent_ultimo_beaten_pays) == (True, False)
    assert break_even(FigureName.PAGAT_ULTIMO, pagat) == Fraction(1, 2)
    assert break_even(FigureName.PAGAT_ULTIMO, tolnai) == Fraction(2, 3)
    view = _announcing("A", "I, XX, XIX, XVIII, XVII, XVI, XV, XIV, K k")  # weight 11: made in 53.5%
    legal = [Figure("pagat-ultimo"), PASS]
    assert RuleBot(rules=pagat).choose(view, legal) == Figure("pagat-ultimo")
    assert RuleBot(rules=tolnai).choose(view, legal) == PASS


@pytest.mark.parametrize(
    ("hand", "target", "reason"),
    [
        ("S, II, III, Kő k, Kő d, K l, P 10, P b, T d", "volat", "the skíz always takes its trick"),
        ("XXI, XX, XIX, XVIII, XVII, II, III, Kő d, K l", "xxi-capture", "draw the skíz out"),
        ("XX, XIX, XVIII, XVII, II, III, IV, Kő d, K l", "pagat-ultimo", "outlast the pagát"),
    ],
)
def test_rule_bot_kontras_what_its_hand_contests(hand, target, reason):
    from tarokk.games.paskievics.announcements import PASS, Kontra

    legal = [Kontra(1, target), PASS]
    action, why = RuleBot().decide(_announcing("B", hand), legal)
    assert action == Kontra(1, target) and reason in why
    weak = RuleBot().decide(_announcing("B", "II, III, Kő k, Kő d, K l, P 10, P b, T d, T l"), legal)
    assert weak[0] == PASS


def test_sure_tricks_are_the_top_tarokks_in_sequence_and_big_ones_weigh_twice():
    from tarokk.bots.players import sure_tricks, tarokk_weight
    from tarokk.core.cards import parse_cards

    assert sure_tricks(parse_cards("S, XXI, XX, XVIII, Kő k")) == 3
    assert sure_tricks(parse_cards("XXI, XX, XIX, XVIII")) == 0  # without the skíz nothing is sure
    assert tarokk_weight(parse_cards("S, XXI, XVIII, XVII, II, Kő k")) == 5 + 3


def test_the_announcing_study_reads_each_seat_as_the_thresholds_do():
    import numpy as np

    from tarokk.core.cards import parse_cards
    from tarokk.games.paskievics.deal import SeatView
    from tarokk.games.paskievics.ruleset import PRESETS
    from tarokk.studies.announcing import hand_row, hand_rows
    from tarokk.studies.vectorised import deal_rows

    auction = (("A", "three"), ("B", "pass"), ("C", "pass"), ("D", "pass"))
    hand = tuple(parse_cards("S, XXI, XX, XVI, X, II, Kő k, K k, P 10"))
    view = SeatView("C", Phase.ANNOUNCE, "C", hand, (), (), {}, (), auction, (), parse_cards("XX")[0], (), ())
    row = hand_row(view)
    assert row["declarer_side"] and row["called_below_xxi"]  # C holds the called XX
    assert (row["tarokks"], row["big"], row["weight"], row["sure_tricks"], row["kings"]) == (6, 3, 9, 3, 2)
    rows = hand_rows(deal_rows(np.random.default_rng(5), 12), PRESETS["pagat"])
    assert rows and len(rows) % 4 == 0  # every seat of each deal played to the end
    for first in range(0, len(rows), 4):
        seats = rows[first : first + 4]
        assert [seat["seat"] for seat in seats] == ["A", "B", "C", "D"]
        for figure in ("trull", "four-kings", "double-game", "volat", "pagat-ultimo", "xxi-capture"):
            assert not all(seat[figure] for seat in seats)  # made by one side, not by both


def test_a_study_flags_an_event_on_exactly_the_rows_where_it_occurs():
    rows = played_rows(deal_rows(np.random.default_rng(3), 60), PRESETS["pagat"], "rule")
    for events in (PLAYED_EVENTS, ANNOUNCING_EVENTS):
        flags = event_flags(rows, events)
        assert [list(flag) for flag in flags] == [[event.occurs(row) for row in rows] for event in events]
    assert any(flag.any() for flag in event_flags(rows)) and not any(flag.all() for flag in event_flags(rows)[1:])
    assert [len(flag) for flag in event_flags([], PLAYED_EVENTS)] == [0] * len(PLAYED_EVENTS)


def test_an_announcement_is_valued_against_the_same_play_settled_silently():
    """A trull announced and made gains its announced price less its silent one (2 − 1); lost,
    it costs its announced price (silence would have cost nothing); the values read the rows."""
    import numpy as np

    from tarokk.games.paskievics.ruleset import PRESETS
    from tarokk.studies.announcing import announcing_values
    from tarokk.studies.played import played_rows
    from tarokk.studies.vectorised import deal_rows

    rows = played_rows(deal_rows(np.random.default_rng(3), 150), PRESETS["pagat"], "rule")
    said = [row for row in rows if row["trull_declarer_announced"] and row["game_kontra"] == 0]
    assert said
    for row in said:
        kontra = 2 if row["trull_declarer_kontrad"] else 1
        assert row["trull_declarer_gain"] == (1 if row["trull_declarer_made"] else -2) * kontra
    assert all(row["trull_declarer_gain"] == 0 for row in rows if not row["trull_declarer_announced"])
    trull = next(v for v in announcing_values(rows) if v.description == "tulétroá, the declarer's side")
    assert trull.n == len([row for row in rows if row["trull_declarer_announced"]])
    assert trull.made - trull.other == pytest.approx(trull.difference[0])
