"""A seat's view shows only what that seat may know, and no bot's choice depends on anything else.

For random deals and seats, the hidden cards are changed — two other hands swap cards, the
whole deal is replayed on the changed cards — and wherever the seat's view stays the same,
every bot (same seed) must choose the same action, in every phase. The search bot's samples
must each show the seat exactly its view, in every phase it searches (all but the throw-in).
"""

import random

import pytest

from tarokk.bots.players import RandomBot, RuleBot, autoplay
from tarokk.bots.search import SearchBot, SearchSettings, sample_deals
from tarokk.core.errors import TarokkError
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import DealtCards, deal
from tarokk.games.paskievics.ruleset import PRESETS

QUICK = SearchSettings(samples=3, exact_tricks=2, candidates=2, tries=10)
BOTS = {
    "random": lambda seed: RandomBot(seed),
    "rule": lambda seed: RuleBot(seed),
    "search": lambda seed: SearchBot(seed, settings=QUICK),
}


def replayed(dealt: DealtCards, events, steps: int) -> Deal | None:
    """The deal of ``dealt`` given the first ``steps`` actions of ``events``, or None if the
    engine refuses one on these cards."""
    game = Deal(dealt, PRESETS["pagat"])
    try:
        for event in events[:steps]:
            if event.action != "hivatalból kontra":  # said by the engine itself
                game.apply(event.action)
    except TarokkError:
        return None
    return game


def swapped(dealt: DealtCards, rng: random.Random, seat) -> DealtCards:
    """``dealt`` with one card swapped between two hands other than ``seat``'s."""
    first, second = rng.sample([other for other in "ABCD" if other != seat], 2)
    hands = {owner: list(cards) for owner, cards in dealt.hands.items()}
    i, j = rng.randrange(9), rng.randrange(9)
    hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
    return DealtCards(dealt.players, {owner: tuple(cards) for owner, cards in hands.items()}, dealt.talon)


def decision_points(seeds):
    """(dealt cards, events, step) at random turns of deals played by rule-based bots."""
    rng = random.Random(5)
    for seed in seeds:
        game = autoplay(Deal(deal(seed)), {seat: RuleBot(seed) for seat in "ABCD"})
        for step in sorted(rng.sample(range(len(game.events)), 4)):
            yield game.dealt, list(game.events), step


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_hidden_cards_change_no_choice_unless_the_view_changes(kind):
    rng = random.Random(11)
    compared = 0
    for dealt, events, step in decision_points(range(14)):
        original = replayed(dealt, events, step)
        assert original is not None
        seat = original.to_act
        if seat is None:
            continue
        view, legal = original.view(seat), original.legal_actions()
        for _ in range(30):
            changed = replayed(swapped(dealt, rng, seat), events, step)
            if changed is None or changed.view(seat) != view:
                continue
            assert changed.legal_actions() == legal  # the legal choices are the seat's own knowledge
            first = BOTS[kind](step).choose(view, legal)
            assert BOTS[kind](step).choose(changed.view(seat), legal) == first
            compared += 1
            break
    assert compared >= 10


def test_every_sample_shows_the_seat_its_own_view():
    layouts, phases = [], set()
    for dealt, events, step in decision_points(range(8)):
        game = replayed(dealt, events, step)
        assert game is not None
        seat = game.to_act
        if seat is None or game.phase == "throw-in":
            continue
        phases.add(game.phase)
        view = game.view(seat)
        samples = sample_deals(view, PRESETS["pagat"], random.Random(step), 4, 10)
        for sample in samples:
            assert sample.view(seat) == view
            assert sample.phase == game.phase and sample.to_act == seat
        layouts.append(len({tuple(sample.hands[other] for other in "ABCD" if other != seat) for sample in samples}))
    assert max(layouts) > 1  # the hidden cards are sampled, not copied from the real deal
    assert phases == {"auction", "discard", "announce", "play"}  # every phase the search plays


def test_the_search_bot_plays_whole_deals_legally_the_same_way_for_the_same_seed():
    games = []
    for _ in range(2):
        game = Deal(deal(3))
        bots = {seat: SearchBot(index, settings=QUICK) for index, seat in enumerate("ABCD")}
        autoplay(game, bots)
        games.append(game)
    assert games[0].finished and games[0].events == games[1].events


def test_the_search_bot_gives_its_sampled_chances():
    game = autoplay(Deal(deal(3)), {seat: RuleBot() for seat in "ABCD"})
    events = list(game.events)
    first_card = next(index for index, event in enumerate(events) if event.phase == "play")
    game = replayed(game.dealt, events, first_card)
    assert game is not None and game.to_act is not None
    action, why = SearchBot(1, settings=QUICK).decide(game.view(game.to_act), game.legal_actions())
    assert action in game.legal_actions()
    assert "sampled deals it averages" in why and "units" in why
