"""The legal lists and the checks share one predicate per rule: at every turn of random deals
under random options, an action is listed exactly when the checked apply accepts it; the
discards listed are every choice of the cards :meth:`Deal.discardable` names."""

import random
import typing
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42
from tarokk.core.definition import Phase
from tarokk.core.errors import IllegalAction
from tarokk.games.paskievics.announcements import PASS
from tarokk.games.paskievics.bidding import WORDS
from tarokk.games.paskievics.deal import Deal, Discard, discard_rule_broken
from tarokk.games.paskievics.dealing import deal_pack
from tarokk.games.paskievics.ruleset import Ruleset, option_fields


def _rulesets():
    hints = typing.get_type_hints(Ruleset)
    options = {}
    for field in option_fields():
        annotation = hints[field.name]
        if annotation is bool:
            options[field.name] = st.booleans()
        elif typing.get_origin(annotation) is typing.Literal:
            options[field.name] = st.sampled_from(typing.get_args(annotation))
    return st.fixed_dictionaries(options).map(lambda chosen: Ruleset(name="random").with_options(**chosen))


def accepted(deal: Deal, action) -> bool:
    trial = deal.clone()
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return True


def candidates(deal: Deal) -> list:
    if deal.phase is Phase.AUCTION:
        return list(WORDS)
    assert deal.announcements is not None
    return deal.announcements.candidate_actions()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pack=st.permutations(range(42)), rules=_rulesets(), seed=st.integers(0, 2**16))
def test_an_action_is_listed_exactly_when_the_check_accepts_it(pack, rules, seed):
    chooser = random.Random(seed)
    deal = Deal(deal_pack([DECK42.cards[card_id] for card_id in pack]), rules)
    while not deal.finished:
        legal = deal.legal_actions()
        if deal.phase in (Phase.AUCTION, Phase.ANNOUNCE):
            listed = {str(action) for action in legal}
            for action in candidates(deal):
                assert accepted(deal, action) == (str(action) in listed), action
        if deal.phase is Phase.DISCARD:
            seat = deal.to_act
            allowed = deal.discardable(seat)
            result = deal.auction.result()
            assert allowed == [
                card
                for card in deal.hands[seat]
                if discard_rule_broken(seat, card, rules, result.must_call, result.declarer) is None
            ]
            assert legal == [Discard(combo) for combo in combinations(allowed, len(deal.talon_taken[seat]))]
        action = chooser.choice(legal)
        if deal.phase is Phase.ANNOUNCE and PASS in legal and chooser.random() < 0.5:
            action = PASS
        deal.apply(action)
