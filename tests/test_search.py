"""The search bot's choices beyond the card play, its rule for leaving the rule-based advice,
and the ladder and the odds by bot that measure it."""

import json
import random
import time

import pytest

from tarokk.bots.paired import clearly_better, paired_gain
from tarokk.bots.players import RuleBot
from tarokk.bots.search import SearchBot, SearchSettings, sample_deals
from tarokk.core.cards import DECK42, parse_cards
from tarokk.core.definition import Phase
from tarokk.games.paskievics.deal import Deal, Discard
from tarokk.games.paskievics.dealing import deal, deal_pack
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.studies.ladder import (
    HEADLINE_EVENTS,
    LadderResumeError,
    main,
    odds_by_bot,
    run_chunks,
    run_ladder,
    summarise,
)

QUICK = SearchSettings(samples=3, exact_tricks=2, candidates=2, tries=10)


def reach(phase: str, seed: int = 0) -> Deal:
    """A deal played by rule-based bots up to the first turn of ``phase`` with a choice."""
    for offset in range(50):
        game = Deal(deal(seed + offset))
        while not game.finished:
            if game.phase == phase and len(game.legal_actions()) > 1:
                return game
            seat = game.to_act
            assert seat is not None
            game.apply(RuleBot().choose(game.view(seat), game.legal_actions()))
    raise AssertionError(f"no {phase} turn with a choice")


def test_the_advice_is_left_only_for_a_gain_clear_of_the_noise():
    clearly = clearly_better
    assert clearly([3.0, 3.0, 3.0], [1.0, 1.0, 1.0], 2.5)  # the same gain in every sample
    assert not clearly([9.0, -4.0, 0.0], [0.0, 0.0, 0.0], 1.0)  # +1.7 on average, but noise
    assert not clearly([0.0, 0.0], [0.0, 0.0], 1.0)  # a tie stays with the advice
    assert not clearly([-1.0, -2.0], [0.0, 0.0], 0.0)
    assert paired_gain([3.0, 1.0], [1.0, 2.0]) == 0.5


def test_the_discard_is_searched_among_the_advice_the_cheapest_and_the_dearest():
    game = reach("discard")
    view, legal = game.view(game.to_act), game.legal_actions()
    bot = SearchBot(1, settings=QUICK)
    advice = RuleBot().choose(view, legal)
    candidates = bot._candidates(view, legal, advice)
    assert candidates[0] == advice and 1 <= len(candidates) <= 3
    assert all(isinstance(candidate, Discard) and candidate in legal for candidate in candidates)
    tarokks = min(sum(card.is_tarokk for card in discard.cards) for discard in legal)
    cheapest = min(sum(card.points for card in d.cards) for d in legal if sum(c.is_tarokk for c in d.cards) == tarokks)
    assert cheapest in [sum(card.points for card in candidate.cards) for candidate in candidates]
    action, why = bot.decide(view, legal)
    assert action in legal and why


def test_the_auction_is_searched_with_passing_as_the_first_other_choice():
    game = reach("auction")
    view, legal = game.view(game.to_act), game.legal_actions()
    advice = RuleBot().choose(view, legal)
    candidates = SearchBot(1, settings=QUICK)._candidates(view, legal, advice)
    assert candidates[0] == advice and len(candidates) == min(2, len(legal))
    if advice != "pass" and "pass" in legal:
        assert candidates[1] == "pass"
    action, why = SearchBot(1, settings=QUICK).decide(view, legal)
    assert action in legal and "units" in why


def test_the_throw_in_follows_the_advice_and_says_so():
    view = Deal(deal(0)).view("A")._replace(phase=Phase.THROW_IN, to_act="A")
    action, why = SearchBot(1, settings=QUICK).decide(view, ["throw-in", "play"])
    assert action == RuleBot().choose(view, ["throw-in", "play"])
    assert "does not judge the throw-in" in why


def test_a_ladder_run_writes_its_results_after_every_chunk(tmp_path):
    out = tmp_path / "ladder.json"
    ladder = run_ladder({("rule", "random"): 3}, seed=5, jobs=1, rules="pagat", settings=QUICK, out=out, chunk=2)
    (pairing,) = ladder["pairings"]
    assert (pairing["a"], pairing["b"], pairing["pairs"]) == ("rule", "random", 3)
    assert pairing["ci95"][0] <= pairing["mean"] <= pairing["ci95"][1]
    assert json.loads(out.read_text("utf-8")) == json.loads(json.dumps(ladder))


def test_a_resumed_ladder_equals_one_run_in_one_go(tmp_path):
    whole = run_ladder(
        {("rule", "random"): 4}, seed=5, jobs=1, rules="pagat", settings=QUICK, out=tmp_path / "a.json", chunk=2
    )
    first = run_ladder(
        {("rule", "random"): 2}, seed=5, jobs=1, rules="pagat", settings=QUICK, out=tmp_path / "b.json", chunk=2
    )
    earlier = json.loads((tmp_path / "b.json").read_text("utf-8"))
    resumed = run_ladder(
        {("rule", "random"): 4},
        seed=5,
        jobs=1,
        rules="pagat",
        settings=QUICK,
        out=tmp_path / "b.json",
        chunk=2,
        earlier=earlier,
    )
    assert first["pairings"][0]["pairs"] == 2
    assert resumed == whole


def _other_seed(ladder):
    ladder["seed"] = 6


def _half_a_chunk(ladder):
    ladder["pairings"][0]["pairs"] = 3


def _no_sums(ladder):
    del ladder["pairings"][0]["net_sum"]


@pytest.mark.parametrize(
    ("damage", "refusal"),
    [(_other_seed, "its seed is 6"), (_half_a_chunk, "not whole chunks of 2"), (_no_sums, "keeps no sums")],
)
def test_a_ladder_goes_on_only_from_a_run_like_it(tmp_path, damage, refusal):
    pairs = {("rule", "random"): 4}
    earlier = run_ladder(pairs, seed=5, jobs=1, rules="pagat", settings=QUICK, out=tmp_path / "a.json", chunk=2)
    damage(earlier)
    with pytest.raises(LadderResumeError, match=refusal):
        run_ladder(
            pairs, seed=5, jobs=1, rules="pagat", settings=QUICK, out=tmp_path / "b.json", chunk=2, earlier=earlier
        )


def test_the_odds_alone_leave_the_ladder_file_as_it_is_and_a_resumed_run_does_not_replay_them(tmp_path, capsys):
    ladder, odds = tmp_path / "ladder.json", tmp_path / "odds.json"
    command = ["--pairs", "0", "--rule-pairs", "0", "--odds-deals", "1", "--jobs", "1"]
    main([*command, "--out", str(ladder), "--odds-out", str(odds)])
    assert json.loads(odds.read_text("utf-8"))["deals"] == 1
    assert not ladder.exists()
    written = odds.read_text("utf-8")
    main([*command, "--resume", "--out", str(ladder), "--odds-out", str(odds)])
    assert "already has 1 packs" in capsys.readouterr().out and odds.read_text("utf-8") == written


def _after(delay, result):
    time.sleep(delay)
    return result


def test_a_chunk_that_finishes_early_waits_for_the_chunks_before_it():
    saved = []
    tasks = {"pairs": [(_after, (0.6, ["first"])), (_after, (0.0, ["second"]))]}
    results = run_chunks(tasks, jobs=2, seconds=None, saved=saved.append)
    assert saved[0] == {"pairs": []}  # the second chunk alone is not saved: a resumed run would skip the first
    assert saved[-1] == results == {"pairs": ["first", "second"]}


def test_a_run_past_its_time_starts_no_chunk():
    saved = []
    results = run_chunks({"none": [(sorted, ([3, 1],))]}, jobs=1, seconds=0, saved=saved.append)
    assert results == {"none": []} and saved == []


def test_the_margin_is_the_mean_of_the_pairs():
    pairs = [{"net": net, "declared": {"rule": {"contract three": 1}}} for net in (1.0, 3.0, 5.0)]
    summary = summarise("rule", "random", pairs)
    assert summary["mean"] == 3.0 and summary["pairs"] == 3
    assert summary["declared"] == {"rule": {"contract three": 3}, "random": {}}


def test_the_odds_by_bot_play_the_same_packs_both_ways(tmp_path):
    settings = SearchSettings(samples=2, exact_tricks=1, candidates=2, tries=4)
    odds = odds_by_bot(2, seed=3, jobs=1, rules="pagat", settings=settings, out=tmp_path / "odds.json")
    assert odds["deals"] == 2 and [entry["event"] for entry in odds["events"]] == sorted(
        HEADLINE_EVENTS, key=[e["event"] for e in odds["events"]].index
    )
    for entry in odds["events"]:
        assert entry["search"]["rate"] - entry["rule"]["rate"] == entry["difference"]["mean"]
        assert 0 <= entry["rule"]["ci95"][0] <= entry["rule"]["rate"] <= entry["rule"]["ci95"][1] <= 1


def test_samples_that_offer_other_legal_choices_are_not_judged():
    # Both sides announced the duplajáték and B said "kontra double-game": which side's figure
    # B kontra'd hangs on whom A's call of the IV made his partner, hidden from D; so a sample
    # may offer D other kontras than the table does (a ladder run met one, where D's kontra
    # was refused in the sample). Such samples do not fit what D sees, and are not judged.
    pack = [23, 26, 11, 15, 9, 29, 17, 39, 34, 25, 4, 33, 36, 14, 12, 3, 18, 38, 16, 37, 31]
    pack += [21, 22, 32, 5, 35, 27, 24, 0, 30, 40, 1, 20, 2, 28, 41, 13, 10, 6, 19, 8, 7]
    said = ["solo", "Kő b, P d", "XI, K b", "Kő á, K l", "call IV", "pass", "pass", "pass", "kontra game"]
    said += ["pass", "pass", "pass", "double-game", "pass", "pass", "double-game", "trull", "pass"]
    said += ["kontra double-game", "pass", "pass"]
    game = Deal(deal_pack([DECK42.cards[card] for card in pack]))
    for action in said:
        game.apply(Discard(tuple(parse_cards(action))) if "," in action else action)
    assert game.to_act == "D"
    view, legal = game.view("D"), game.legal_actions()
    assert "rekontra double-game" in map(str, legal)
    for seed in range(3):
        assert SearchBot(seed, settings=QUICK).choose(view, legal) in legal
    for sample in sample_deals(view, PRESETS["pagat"], random.Random(0), 6, 10):
        assert sample.view("D") == view
