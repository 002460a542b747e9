"""The auction: every worked auction of the sources, each rule and variant, and invariants."""

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import parse_cards
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.games.paskievics.bidding import WORDS, Auction, parse_word, run_auction
from tarokk.games.paskievics.ruleset import PRESETS, ruleset

EXAMPLES = tomllib.loads((Path(__file__).parents[1] / "book/examples/auctions.toml").read_text("utf-8"))["auction"]


def ruling(auction: Auction) -> dict:
    result = auction.result()
    got = {"declarer": result.declarer, "contract": result.contract.name if result.contract else None}
    if result.invit:
        got.update(invit_by=result.invit.by, invit_card=result.invit.card.tolnai)
    if result.must_call:
        got["must_call"] = result.must_call.tolnai
    if result.engedett_by:
        got["engedett"] = result.engedett_by
    return got


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_source_auctions(example):
    """bidding.invit, bidding.engedett, bidding.hold and friends, as the sources rule."""
    rules = ruleset(example["variant"]).with_options(**example.get("options", {}))
    words = example["words"].split()
    if "error" in example["expect"]:
        with pytest.raises(IllegalAction) as error:
            run_auction(words, rules)
        assert error.value.rule == example["expect"]["error"]
        assert error.value.message.startswith(f"word {len(words)}:")
        return
    auction = run_auction(words, rules)
    assert auction.complete
    assert ruling(auction) == example["expect"]


def test_words_in_both_languages_any_case_accents_optional():
    assert [parse_word(w) for w in ["Passz", "HÁROM", "harom", "kettő", "ketto", "EGY", "szolo", "Tartom"]] == [
        "pass", "three", "three", "two", "two", "one", "solo", "hold",
    ]  # fmt: skip
    with pytest.raises(TarokkInputError, match="unknown bidding word 'négy'"):
        parse_word("négy")


def test_pass_is_final():  # bidding.pass-final
    auction = run_auction(["pass", "three"])
    with pytest.raises(IllegalAction) as error:
        auction.apply("two", "A")
    assert error.value.rule == "bidding.pass-final"


def test_out_of_turn_and_after_the_end():  # bidding.turn
    auction = run_auction(["three"])
    with pytest.raises(IllegalAction) as error:
        auction.apply("two", "C")
    assert error.value.rule == "bidding.turn"
    done = run_auction(["pass", "solo"])
    with pytest.raises(IllegalAction, match="the auction is over"):
        done.apply("pass")


def test_bid_must_be_higher():  # bidding.higher
    with pytest.raises(IllegalAction) as error:
        run_auction(["two", "three"])
    assert error.value.rule == "bidding.higher"
    assert "word 2: B must bid higher than two or pass" in str(error.value)


def test_hold_needs_an_earlier_bid():  # bidding.hold
    with pytest.raises(IllegalAction) as error:
        run_auction(["three", "hold"])
    assert error.value.message == "word 2: B cannot hold: B has not bid yet"


def test_a_bid_is_held_only_once():  # bidding.hold-once
    with pytest.raises(IllegalAction) as error:
        run_auction(["three", "two", "pass", "pass", "hold", "hold"])
    assert error.value.rule == "bidding.hold-once"


def test_older_rule_lets_only_earlier_seats_hold():  # bidding.hold-earlier-seat
    older = PRESETS["pagat"].with_options(hold_rule="earlier-seat")
    assert run_auction(["pass", "three", "two", "one", "hold"], older).owner == "B"  # B may hold D
    with pytest.raises(IllegalAction) as error:
        run_auction(["pass", "three", "two", "pass", "one", "hold"], older)  # C may not hold B
    assert error.value.rule == "bidding.hold-earlier-seat"
    assert run_auction(["pass", "three", "two", "pass", "one", "hold"]).owner == "C"  # the modern rule


def test_tolnai_hold_right_passes_on_when_the_first_bidder_passes():  # bidding.hold-first-bidder
    tolnai = ruleset("tolnai1930")
    auction = run_auction(["three", "pass", "two", "one"], tolnai)
    assert auction.hold_right() == "A"
    auction.apply("pass")
    assert auction.hold_right() == "C"
    assert auction.can_hold("C")


def test_all_four_pass():  # bidding.all-pass
    result = run_auction(["pass"] * 4).result()
    assert result.complete and result.all_passed and result.declarer is None


def test_auction_ends_when_no_higher_bid_is_possible():  # bidding.end
    auction = run_auction(["three", "solo"])
    assert auction.to_speak == "C" and auction.legal_actions() == ["pass"]
    assert run_auction(["three", "solo", "pass", "pass", "hold"]).complete


def test_talon_shares_by_contract():  # bidding.contracts
    # Declarer first, then counter-clockwise: three 3-1-1-1, two 2-2-1-1, one 1-2-2-1, solo 0-2-2-2.
    shares = {"three": (3, 1, 1, 1), "two": (2, 2, 1, 1), "one": (1, 2, 2, 1), "solo": (0, 2, 2, 2)}
    for word, expected in shares.items():
        words = ["pass", "pass", "pass", word]  # D bids after three passes: no invit
        assert run_auction(words).result().talon == dict(zip("DABC", expected, strict=True))
    assert run_auction(["pass", "pass", "one", "pass"]).result().talon == {"C": 1, "D": 2, "A": 2, "B": 1}


def known_hands(a: str, b: str, c: str, d: str) -> dict:
    return {"A": parse_cards(a), "B": parse_cards(b), "C": parse_cards(c), "D": parse_cards(d)}


def test_bidding_needs_an_honour_when_hands_are_known():  # bidding.honour
    hands = known_hands("XX, II", "S, III", "XXI", "I")
    auction = Auction(PRESETS["pagat"], hands)
    assert auction.legal_actions() == ["pass"]
    with pytest.raises(IllegalAction) as error:
        auction.apply("three")
    assert error.value.rule == "bidding.honour"


def test_probaharom_fourth_player_may_bid_without_honour():  # bidding.probaharom
    hands = known_hands("S", "XXI", "I", "XX, II")
    auction = Auction(PRESETS["pagat"], hands)
    for _ in range(3):
        auction.apply("pass")
    auction.apply("three")
    assert auction.result().probaharom
    strict = Auction(PRESETS["pagat"].with_options(probaharom=False), hands)
    for _ in range(3):
        strict.apply("pass")
    with pytest.raises(IllegalAction, match="without an honour"):
        strict.apply("three")


def test_invit_must_be_true_when_hands_are_known():  # bidding.invit-card
    hands = known_hands("S, XX, XVIII", "XXI", "I", "II")
    auction = Auction(PRESETS["pagat"], hands)
    with pytest.raises(IllegalAction) as error:
        auction.apply("two")  # an opening two signals the XIX
    assert error.value.rule == "bidding.invit-card"
    assert "one" in auction.legal_actions()  # an opening one signals the XVIII, which A holds


def test_tolnai_invit_is_checked_when_the_jumper_lets_it_stand():
    hands = known_hands("I, XX", "S, XXI", "II", "III")
    auction = Auction(ruleset("tolnai1930"), hands)
    for word in ["two", "one", "pass", "pass"]:
        auction.apply(word)
    assert "pass" not in auction.legal_actions()  # passing would make it an invit for the XIX
    auction.apply("hold")


def test_engedett_needs_the_xx_and_a_high_honour():  # bidding.engedett
    no_xx = known_hands("S, XIX", "XXI", "II", "III")
    auction = Auction(PRESETS["pagat"], no_xx)
    for word in ["three", "pass", "pass"]:
        auction.apply(word)
    auction2 = Auction(PRESETS["pagat"], known_hands("S, XIX", "XXI", "II", "III"))
    for word in ["three", "two", "pass", "pass"]:
        auction2.apply(word)
    with pytest.raises(IllegalAction) as error:
        auction2.apply("pass")
    assert error.value.rule == "bidding.engedett"
    weak = known_hands("I, XX", "XXI", "II", "III")
    kegl = Auction(ruleset("kegl"), weak)
    for word in ["three", "two", "pass", "pass", "pass"]:
        kegl.apply(word)
    assert kegl.result().must_call is not None and kegl.result().must_call.tolnai == "XX"
    pagat = Auction(PRESETS["pagat"], weak)
    for word in ["three", "two", "pass", "pass"]:
        pagat.apply(word)
    assert "pass" not in pagat.legal_actions()


def test_raise_lone_three_variant():  # bidding.raise-three
    rules = PRESETS["pagat"].with_options(raise_lone_three=True)
    auction = run_auction(["three", "pass", "pass", "pass"], rules)
    assert auction.to_speak == "A" and auction.legal_actions() == ["pass", "two", "one"]
    auction.apply("one")
    assert auction.result().contract is not None and auction.result().contract.name == "one"
    with pytest.raises(IllegalAction) as error:
        run_auction(["three", "pass", "pass", "pass", "solo"], rules)
    assert error.value.rule == "bidding.raise-three"
    assert run_auction(["three", "pass", "pass", "pass"]).complete  # not raised without the option


def test_no_conventions_variant():
    rules = PRESETS["pagat"].with_options(conventions=False)
    result = run_auction(["three", "pass", "two", "pass", "pass"], rules).result()
    assert result.engedett_by is None and result.must_call is None
    assert run_auction(["two", "pass", "pass", "one", "pass"], rules).result().invit is None


def test_first_bid_never_invit_variant():
    rules = PRESETS["pagat"].with_options(first_bid_can_invite=False)
    assert run_auction(["two", "pass", "pass", "one", "pass"], rules).result().must_call is None


def test_the_auction_opens_with_a_three_variant():  # bidding.opening-three
    """Vadász tarokk (2025) I. 2. f): "Első licitálóként csak „3” mondható (azaz invittel nem
    lehet kezdeni)". Whoever bids first, after passes too, may bid a three only; after the three
    a later bidder may still jump, and that jump is the invit."""
    rules = PRESETS["pagat"].with_options(opening_bid_three=True)
    for words in (["two"], ["one"], ["solo"], ["pass", "pass", "two"]):
        with pytest.raises(IllegalAction) as refused:
            run_auction(words, rules)
        assert refused.value.rule == "bidding.opening-three"
        assert "three" in refused.value.message
    assert run_auction([], rules).legal_actions() == ["pass", "three"]
    assert run_auction(["pass", "pass", "three", "pass"], rules).result().contract.name == "three"
    invit = run_auction(["three", "one", "pass", "pass", "hold", "pass"], rules).result()
    assert invit.must_call is not None and invit.must_call.tolnai == "XIX"
    assert run_auction(["two"], PRESETS["pagat"]).result().contract is None  # without the option a two opens


def test_after_a_three_a_newcomer_comes_in_only_with_two_or_one_variant():  # bidding.newcomer-two-or-one
    """Vadász tarokk (2025) I. 2. b): "A „3” után új licitáló csak „2”-vel vagy „1”-gyel léphet be."
    A player who has not bid yet may not answer a three with a solo, nor come in with one later;
    his one over the three is the jump that invites the XIX; a player who has bid may go on."""
    rules = PRESETS["pagat"].with_options(newcomer_two_or_one=True)
    for words in (["three", "solo"], ["three", "two", "pass", "solo"], ["pass", "three", "one", "solo"]):
        with pytest.raises(IllegalAction) as refused:
            run_auction(words, rules)
        assert refused.value.rule == "bidding.newcomer-two-or-one"
    assert "solo" not in run_auction(["three", "two", "pass"], rules).legal_actions()
    invit = run_auction(["three", "one", "pass", "pass", "hold", "pass"], rules).result()
    assert invit.must_call is not None and invit.must_call.tolnai == "XIX"
    assert run_auction(["three", "two", "pass", "pass", "solo", "pass"], rules).result().contract.name == "solo"
    assert run_auction(["pass", "solo"], rules).result().contract.name == "solo"  # no three bid yet
    assert run_auction(["three", "solo", "pass", "pass", "pass"]).result().contract.name == "solo"  # pagat


def test_invit_only_to_bidders_variant():
    rules = PRESETS["pagat"].with_options(invit_only_to_bidders=True)
    assert run_auction(["two", "pass", "pass", "one", "pass"], rules).result().invit is None
    accepted = run_auction(["three", "one", "pass", "pass", "hold", "pass"], rules).result()
    assert accepted.must_call is not None and accepted.must_call.tolnai == "XIX"
    overbid = run_auction(["three", "one", "pass", "pass", "solo", "pass"], rules).result()
    assert overbid.must_call is None


PRESET_NAMES = sorted(PRESETS)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.lists(st.integers(0, 10**6), max_size=30))
def test_legal_words_always_end_the_auction(preset, choices):
    auction = Auction(ruleset(preset))
    turns = 0
    picks = iter(choices)
    while not auction.complete:
        legal = auction.legal_actions()
        assert legal and legal[0] == "pass"
        auction.apply(legal[next(picks, 0) % len(legal)])
        turns += 1
        assert turns <= 4 * 4 + 1  # each level can be bid and held once, plus passes
    result = auction.result()
    assert result.all_passed or result.declarer is not None


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.lists(st.integers(0, 10**6), max_size=12))
def test_illegal_words_are_refused_with_rule_and_change_nothing(preset, choices):
    auction = Auction(ruleset(preset))
    for pick in choices:
        if auction.complete:
            break
        legal = auction.legal_actions()
        for word in WORDS:
            if word in legal:
                continue
            before = (list(auction.calls), set(auction.passed), auction.level, auction.owner, auction.to_speak)
            with pytest.raises(IllegalAction) as error:
                auction.apply(word)
            assert error.value.rule.startswith("bidding.")
            assert (list(auction.calls), set(auction.passed), auction.level, auction.owner, auction.to_speak) == before
        auction.apply(legal[pick % len(legal)])
