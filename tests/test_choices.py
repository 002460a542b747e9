"""The choices a learner is shown: the refused ones are the engine's own refusals, and showing
them changes nothing; the table picture and the file names the game uses."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import parse_card, parse_cards
from tarokk.core.catalogue import catalogue
from tarokk.core.display import compass
from tarokk.core.errors import IllegalAction
from tarokk.core.files import unused_path, write_text_new
from tarokk.core.tricks import Trick
from tarokk.games.paskievics.choices import refused_choices
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal as deal_cards


def position(seed: int, steps: int) -> Deal:
    """A deal after ``steps`` random legal actions (or finished sooner)."""
    deal = Deal(deal_cards(seed))
    chooser = random.Random(seed)
    for _ in range(steps):
        if deal.finished:
            break
        deal.apply(chooser.choice(deal.legal_actions()))
    return deal


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 70))
def test_every_refused_choice_is_refused_by_the_deal_itself_with_a_catalogued_rule(seed, steps):
    deal = position(seed, steps)
    legal = deal.legal_actions()
    events = len(deal.events)
    for refused in refused_choices(deal):
        assert refused.action not in legal
        assert refused.refusal.rule in catalogue()
        try:
            deal.apply(refused.action)
        except IllegalAction as error:
            assert error.rule == refused.refusal.rule
        else:
            raise AssertionError(f"{refused.action} was accepted")
    assert len(deal.events) == events and deal.legal_actions() == legal  # asking changed nothing


def test_kings_and_honours_are_refused_in_the_discard_with_their_rule():
    deal = Deal(deal_cards(5))
    for word in ("pass", "pass", "three", "pass"):  # C plays three and lays away three cards
        deal.apply(word)
    assert deal.phase == "discard" and deal.to_act == "C"
    refused = {item.card: item.refusal.rule for item in refused_choices(deal)}
    kings_and_honours = {card for card in deal.hands[deal.to_act] if card.is_king or card.is_honour}
    assert kings_and_honours and kings_and_honours <= set(refused)
    assert all(refused[card] == "discard.king-honour" for card in kings_and_honours)


def test_the_compass_puts_any_seat_at_the_bottom_and_play_runs_counter_clockwise():
    trick = Trick("A", tuple(zip("ABCD", parse_cards("Kő k, Kő d, Kő á, XIX"), strict=True)))
    top, middle, bottom = compass(trick, bottom="A").splitlines()
    assert top.split() == ["C", "Kő", "á"] and bottom.split() == ["A", "Kő", "k"]
    assert middle.split()[:3] == ["D", "XIX", "B"]  # D on the left, B on the right
    assert compass(trick) == compass(trick, bottom="D")


def test_a_card_spelled_out_cannot_be_misread():
    assert parse_card("K d").spelled_out == "káró dáma (K d)"
    assert parse_card("S").name("full") == "skíz (S)" and parse_card("XXI").name("full") == "XXI"


def test_a_new_file_never_replaces_an_existing_one(tmp_path):
    first = tmp_path / "deal.txt"
    first.write_text("mine", encoding="utf-8")
    assert unused_path(first) == tmp_path / "deal-2.txt"
    written = write_text_new(first, "new")
    assert written == tmp_path / "deal-2.txt" and first.read_text(encoding="utf-8") == "mine"
    assert write_text_new(first, "newer") == tmp_path / "deal-3.txt"
