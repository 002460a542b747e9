"""Errors carry their facts: rule, seat, action, key, line and column; all are ValueErrors."""

import json
import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.cards import DECK42
from tarokk.core.catalogue import catalogue
from tarokk.core.errors import IllegalAction, RecordParseError, SummaryError, TarokkInputError
from tarokk.games.paskievics.announcements import parse_action
from tarokk.games.paskievics.bidding import WORDS, run_auction
from tarokk.games.paskievics.deal import Deal, Discard
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.records import format_record, parse_record
from tarokk.games.paskievics.replay import record_of, replay
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import load_summary

RULES = PRESETS["pagat"]
ANNOUNCEMENT_WORDS = (
    ["pass", "trull", "four-kings", "double-game", "volat", "pagat-ultimo", "xxi-capture"]
    + [f"{kontra} {figure}" for kontra in ("kontra", "rekontra") for figure in ("game", "trull", "pagat-ultimo")]
    + [f"call {card}" for card in ("XX", "XIX", "I", "S")]
)


def played_to(seed: int, stop) -> Deal:
    """A deal of random legal actions, stopped at the first state where ``stop(deal)`` holds."""
    chooser = random.Random(seed)
    deal = Deal(deal_cards(seed, 4, RULES), RULES)
    while not deal.finished and not stop(deal):
        deal.apply(chooser.choice(deal.legal_actions()))
    return deal


def illegal_cards(deal: Deal) -> list:
    legal = deal.legal_actions()
    return [card for card in deal.hands[deal.to_act] if card not in legal]


def test_an_illegal_card_names_rule_seat_and_card():
    seed = next(s for s in range(100) if not played_to(s, lambda d: d.phase == "play" and illegal_cards(d)).finished)
    deal = played_to(seed, lambda d: d.phase == "play" and illegal_cards(d))
    card = illegal_cards(deal)[0]
    with pytest.raises(IllegalAction) as caught:
        deal.apply(card)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.rule in catalogue() and error.rule.startswith("play.")
    assert (error.seat, error.action, error.line, error.column) == (deal.to_act, card.tolnai, None, None)
    assert str(error) == f"{error.message} ({error.rule})"


def test_a_card_out_of_turn_names_the_seat_that_tried():
    deal = played_to(3, lambda d: d.phase == "play")
    other = next(seat for seat in ACTIVE_SEATS if seat != deal.to_act)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(deal.hands[other][0], other)
    assert (caught.value.rule, caught.value.seat) == ("play.turn", other)


def test_an_illegal_bid_names_rule_seat_word_and_position():
    with pytest.raises(IllegalAction) as caught:
        run_auction(["pass", "hold"])
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.rule, error.seat, error.action, error.line, error.column) == ("bidding.hold", "B", "hold", None, None)
    assert error.message == "word 2: B cannot hold: B has not bid yet"
    assert str(error) == "word 2: B cannot hold: B has not bid yet (bidding.hold)"


def test_an_unknown_bid_word_is_an_input_error_with_seat_and_word():
    with pytest.raises(TarokkInputError) as caught:
        run_auction(["pass", "négy"])
    error = caught.value
    assert isinstance(error, ValueError) and not isinstance(error, IllegalAction)
    assert (error.rule, error.seat, error.action) == (None, "B", "négy")
    assert str(error).startswith("word 2: unknown bidding word 'négy'")


def test_a_bid_in_a_deal_names_the_seat():
    deal = Deal(deal_cards(1, 4, RULES), RULES)
    with pytest.raises(IllegalAction) as caught:
        deal.apply("hold")
    assert (caught.value.rule, caught.value.seat, caught.value.action) == ("bidding.hold", "A", "hold")


def swapped_trick_record(tmp_path):
    """A finished deal's record with the second and third cards of trick 3 swapped; (path, line, column)."""
    deal = played_to(12, lambda d: False)
    lines = format_record(record_of(deal, {"Event": "swapped"})).splitlines()
    i = next(n for n, line in enumerate(lines) if line.strip().startswith("3."))
    plays = lines[i].split(". ", 1)[1].split(", ")
    lines[i] = "  3. " + ", ".join([plays[0], plays[2], plays[1], plays[3]])
    path = tmp_path / "swapped.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, i + 1, lines[i].index(plays[2]) + 1, plays[2]


def test_a_replayed_record_gives_line_and_column_of_the_action(tmp_path):
    path, line, column, entry = swapped_trick_record(tmp_path)
    with pytest.raises(IllegalAction) as caught:
        replay(parse_record(path.read_text(encoding="utf-8")))
    error = caught.value
    seat, card = entry.split(" ", 1)
    assert isinstance(error, ValueError)
    assert (error.rule, error.seat, error.action) == ("play.turn", seat, card)
    assert (error.line, error.column) == (line, column)
    assert error.message.startswith("trick 3: ")
    assert str(error) == f"line {line}, column {column}: {error.message} (play.turn)"


def test_a_record_that_does_not_parse_gives_line_and_column():
    with pytest.raises(RecordParseError) as caught:
        parse_record('[Variant "pagat"]\n\nHands:\n  A: S, XXI, Kő 11')
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.line, error.column, error.rule) == (4, 14, None)
    assert str(error) == f"line 4, column 14: {error.message}"
    record = parse_record('[Event "x"]\n[Players "four"]\n')
    with pytest.raises(RecordParseError) as caught:
        assert record.players == 4
    assert (caught.value.line, caught.value.column) == (2, 1)


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"announced": [{"figure": "trull", "side": "declarer", "kontra": "huh"}]}, "announced[0].kontra"),
        ({"colour": "red"}, "colour"),
        ({"declarer": "E"}, "declarer"),
        ({"Declarer": "B"}, "Declarer"),  # folds to a key already given: which one stands?
        ({"felvevő": "B"}, "felvevő"),
        ({"declarer_side": {"card_points": 50, "tricks": 5, "Card-Points": 44}}, "declarer_side.Card-Points"),
    ],
)
def test_a_bad_summary_key_is_named(data, key):
    summary = {"contract": "three", "declarer": "A", "partner": "B", "declarer_side": {"card_points": 50, "tricks": 5}}
    with pytest.raises(SummaryError) as caught:
        load_summary(json.dumps(summary | data))
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.key == key and str(error).startswith(f"{key}: ")
    assert (error.rule, error.line, error.column) == (None, None, None)


@pytest.mark.parametrize(("text", "line", "column"), [('{"contract":\n  }', 2, 3), ('contract = "three"\nx =\n', 2, 4)])
def test_a_summary_that_does_not_parse_gives_the_parsers_place(text, line, column):
    with pytest.raises(TarokkInputError) as caught:
        load_summary(text)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert str(caught.value).startswith(f"line {line}, column {column}: the text is not a deal summary")


def run_json(capsys, *argv):
    status = main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert status == 2 and err == ""
    return json.loads(out)


FIELDS = {"error", "rule", "seat", "action", "key", "line", "column", "message"}


def test_json_error_for_an_illegal_record(capsys, tmp_path):
    path, line, column, entry = swapped_trick_record(tmp_path)
    error = run_json(capsys, "settle", str(path))
    assert set(error) == FIELDS
    assert error | {"message": None} == {
        "error": "illegal-action", "rule": "play.turn", "seat": entry[0], "action": entry[2:], "key": None,
        "line": line, "column": column, "message": None,
    }  # fmt: skip
    assert error["message"].startswith("trick 3: it is ")


def test_json_error_for_a_bad_bid_word(capsys):
    error = run_json(capsys, "bid", "pass", "négy")
    assert error | {"message": None} == {
        "error": "input", "rule": None, "seat": "B", "action": "négy", "key": None, "line": None, "column": None,
        "message": None,
    }  # fmt: skip
    assert error["message"].startswith("word 2: unknown bidding word 'négy'")
    error = run_json(capsys, "bid", "pass", "hold")
    assert (error["error"], error["rule"], error["seat"], error["action"]) == (
        "illegal-action",
        "bidding.hold",
        "B",
        "hold",
    )


def test_without_json_the_message_is_a_sentence(capsys):
    assert main(["bid", "pass", "hold"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "tarokk: word 2: B cannot hold: B has not bid yet (bidding.hold)\n"


def tries(deal: Deal, chooser: random.Random) -> list:
    """Actions to try in this phase: many of them illegal."""
    seat = deal.to_act
    if deal.phase == "auction":
        return list(WORDS)
    if deal.phase == "discard":
        hand = sorted(deal.hands[seat], key=DECK42.id)
        size = len(deal.talon_taken[seat])
        combos = list(combinations(hand, size))
        return [Discard(combo) for combo in chooser.sample(combos, min(20, len(combos)))] + [Discard(tuple(hand[:1]))]
    if deal.phase == "announce":
        return [parse_action(text) for text in ANNOUNCEMENT_WORDS]
    if deal.phase == "play":
        return [card for cards in deal.hands.values() for card in cards]
    return []


def state(deal: Deal):
    return deal.phase, deal.to_act, list(deal.events), [deal.view(seat) for seat in ACTIVE_SEATS], deal.legal_actions()


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_every_action_outside_the_legal_ones_is_refused_with_a_catalogued_rule(seed):
    rules = catalogue()
    chooser = random.Random(seed)
    deal = Deal(deal_cards(seed, 4, RULES), RULES)
    while not deal.finished:
        legal = deal.legal_actions()
        for action in tries(deal, chooser):
            if action in legal:
                continue
            before = state(deal)
            with pytest.raises(IllegalAction) as caught:
                deal.apply(action)
            assert caught.value.rule in rules
            assert (caught.value.seat, caught.value.action) == (deal.to_act, str(action))
            assert state(deal) == before
        deal.apply(chooser.choice(legal))


def test_errors_cross_a_process_boundary_with_their_fields():
    import pickle

    from tarokk.core.errors import IllegalAction, RecordParseError, SummaryError

    for error in (
        IllegalAction("play.follow-suit", "B must follow hearts", seat="B", action="play T k", line=3, column=5),
        RecordParseError(4, 7, "expected a card"),
        SummaryError("announced[0].kontra", "expected a number"),
    ):
        again = pickle.loads(pickle.dumps(error))
        assert type(again) is type(error) and again.as_json() == error.as_json() and str(again) == str(error)


@pytest.mark.parametrize(
    ("spec", "said"),
    [
        ("pagat, discard_xx=forbidden, Discard-XX=allowed", "'Discard-XX' sets discard_xx again, after 'discard_xx'"),
        (
            "kegl, ultimo_kassza=yes, ultimo_kassza=no",
            "'ultimo_kassza' sets ultimo_kassza again, after 'ultimo_kassza'",
        ),
        ("magyar, first_lead=declarer, FIRST_LEAD=declarer", "'FIRST_LEAD' sets first_lead again, after 'first_lead'"),
        ("tapper, ultimo_pot=0, ultimo-pot=0", "'ultimo-pot' sets ultimo_pot again, after 'ultimo_pot'"),
    ],
)
def test_an_option_set_twice_in_any_spelling_is_refused(capsys, spec, said):
    """Which of the two would stand? Neither: the spec is refused, naming both spellings."""
    game = spec.split(",")[0] if spec.startswith(("magyar", "tapper")) else "paskievics"
    assert main(["play-random", "--game", game, "--seed", "1", "--rules", spec]) == 2
    assert capsys.readouterr().err == f"tarokk: {said}\n"


def test_a_house_rules_file_that_sets_an_option_twice_or_names_two_presets_is_refused(tmp_path, capsys):
    twice = tmp_path / "twice.toml"
    twice.write_text('preset = "pagat"\ndiscard_xx = "forbidden"\n"Discard-XX" = "allowed"\n', encoding="utf-8")
    both = tmp_path / "both.toml"
    both.write_text('preset = "pagat"\nvariant = "kegl"\n', encoding="utf-8")
    assert main(["play-random", "--seed", "1", "--rules", str(twice)]) == 2
    assert "'Discard-XX' sets discard_xx again, after 'discard_xx'" in capsys.readouterr().err
    assert main(["play-random", "--seed", "1", "--rules", str(both)]) == 2
    assert "preset and variant name the same thing" in capsys.readouterr().err
