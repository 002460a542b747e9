"""The fast path plays every pack exactly as the readable engine does with four rule-based bots.

Both are run on the same packs and compared action by action (every bid, discard,
throw-in, announcement and card, with its seat) and feature by feature, under every
preset and under random combinations of the ruleset's options.
"""

import typing
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.core.rules import PRESETS, Ruleset, option_fields
from tarokk.core.seats import ACTIVE_SEATS
from tarokk.studies.fastplay import rule_bot_features
from tarokk.studies.features import deal_features
from tarokk.studies.played import play_pack, played_features
from tarokk.studies.vectorised import deal_rows


def readable(row, rules):
    """The readable engine's actions and features for one pack."""
    deal = play_pack(row, rules, "rule")
    actions = [(event.phase, ACTIVE_SEATS.index(event.seat), str(event.action)) for event in deal.events]
    return actions, deal_features(deal), deal


def assert_same_play(row, rules):
    log = []
    features = rule_bot_features(row, rules, log)
    actions, expected, deal = readable(row, rules)
    for index, (fast, engine) in enumerate(zip(log, actions, strict=False)):
        assert fast == engine, f"action {index} differs: fast path {fast}, engine {engine}"
    assert len(log) == len(actions)
    assert features == expected
    return deal


def situations(deal):
    """The rarer turns of a deal that the comparison should meet."""
    texts = {str(event.action) for event in deal.events}
    found = {deal.outcome}
    found |= texts & {"hivatalból kontra", "kontra game", "pagat-ultimo", "trull", "four-kings", "nine tarokks"}
    if deal.outcome != "all-passed" and deal.auction.result().engedett_by is not None:
        found.add("engedett")
    if deal.outcome == "played" and deal.play.constraints:
        found.add("pagát kept to the last trick")
    return found


def weak_hand_rows(count, seed):
    """Packs whose seat A holds nine of the pagát, the XXI, the II and the suit cards:
    the throw-in hands come up often."""
    rng = np.random.default_rng(seed)
    pool = np.array([0, 1, 20, *range(22, 42)])  # card ids: pagát, II, XXI, the suit cards
    a_positions = [*range(6, 11), *range(26, 30)]  # where seat A's nine cards lie in the pack
    others = [position for position in range(42) if position not in a_positions]
    rows = np.empty((count, 42), dtype=np.uint8)
    for row in rows:
        hand = rng.choice(pool, 9, replace=False)
        row[a_positions] = hand
        row[others] = rng.permutation(np.setdiff1d(np.arange(42), hand))
    return rows


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_fast_path_plays_like_the_engine(preset):
    rules = PRESETS[preset]
    seen = Counter()
    for row in [*deal_rows(np.random.default_rng(2024), 400), *weak_hand_rows(60, 7)]:
        seen.update(situations(assert_same_play(row, rules)))
    # The packs compared include every kind of deal and the rarer announcements.
    expected = {"played", "thrown-in", "all-passed", "engedett", "hivatalból kontra", "kontra game", "trull"}
    expected |= {"pagat-ultimo", "four-kings", "nine tarokks", "pagát kept to the last trick"}
    assert expected <= set(seen), f"not met: {expected - set(seen)}"


def _option_values(name, annotation):
    if annotation is bool:
        return st.booleans()
    if typing.get_origin(annotation) is typing.Literal:
        return st.sampled_from(typing.get_args(annotation))
    if typing.get_origin(annotation) is frozenset:
        (member,) = typing.get_args(annotation)
        return st.frozensets(st.sampled_from(typing.get_args(member)))
    return None  # numbers: stakes and values, which only settlement reads


def _rulesets():
    hints = typing.get_type_hints(Ruleset)
    options = {}
    for field in option_fields():
        values = _option_values(field.name, hints[field.name])
        if values is not None:
            options[field.name] = values
    return st.fixed_dictionaries(options).map(lambda chosen: Ruleset(name="random").with_options(**chosen))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pack=st.permutations(range(42)), rules=_rulesets())
def test_the_fast_path_plays_like_the_engine_under_any_options(pack, rules):
    assert_same_play(pack, rules)


def test_the_played_study_uses_the_fast_path_for_rule_based_bots(monkeypatch):
    row = deal_rows(np.random.default_rng(1), 1)[0]
    calls = []
    import tarokk.studies.fastplay

    original = tarokk.studies.fastplay.rule_bot_features
    monkeypatch.setattr(tarokk.studies.fastplay, "rule_bot_features", lambda *a: calls.append(a) or original(*a))
    assert played_features(row, PRESETS["pagat"], "rule") == readable(row, PRESETS["pagat"])[1]
    assert len(calls) == 1


def test_the_played_study_gives_the_engines_answers_on_the_same_seed(monkeypatch):
    from simulations import find_study
    from tarokk.studies import played as selfplay
    from tarokk.studies.runner import run_study

    fast = run_study(find_study("played"), 300, seed=5, chunk_size=100)

    def on_the_readable_engine(row, rules, bot):
        return deal_features(play_pack(row, rules, bot))

    monkeypatch.setattr(selfplay, "played_features", on_the_readable_engine)
    engine = run_study(find_study("played"), 300, seed=5, chunk_size=100)
    assert [e.hits for e in fast.estimates] == [e.hits for e in engine.estimates]
    assert any(e.hits for e in fast.estimates)
