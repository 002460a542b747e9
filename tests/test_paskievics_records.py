"""Paskievics tarokk at the table of five in the one record format every game writes: the
dealer E sits out (pagat "Helyválasztás, osztás"; Tolnai §19), has no cards and no turn,
and pays or receives only under the rulesets that make him (sír és nevet, Tolnai §41; the
talon honours paid to him, Tolnai §40). Its records round-trip, replay and settle as the
four-player table's do, and classic five-player records still replay."""

import json
import random
import re
from fractions import Fraction

import pytest

from tarokk.cli.main import main
from tarokk.core.cards import sort_hand
from tarokk.core.errors import RecordParseError, TarokkError, TarokkInputError
from tarokk.core.figures import OPPONENTS
from tarokk.core.gamerecords import format_table_record, parse_table_record, replay_table_record
from tarokk.core.state import load_game
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.outcome import finished_deal
from tarokk.games.paskievics.records import format_record
from tarokk.games.paskievics.replay import record_of
from tarokk.games.paskievics.ruleset import PRESETS
from tarokk.games.paskievics.scoring import settle

FIVE = ("A", "B", "C", "D", "E")
DEALER = 4
"""E's seat index at the table of five."""
PAYING_DEALER = {"dealer_sir_es_nevet": True, "talon_honours_to_dealer": True}
"""The options under which the dealer who sits out pays or receives (no preset plays them)."""


def played(seed, **params):
    """A five-player deal played to its end with random legal actions, as ``play-random`` plays it;
    every seat's view is read on the way, and E is never to act."""
    state = load_game("paskievics", players=5, **params).new_initial_state(seed)
    chooser = random.Random(seed)
    while not state.is_terminal():
        assert state.current_player() != DEALER and state.legal_actions(DEALER) == []
        for player in range(5):
            state.information_state_string(player)
            state.observation_string(player)
        state.apply_action(chooser.choice(state.legal_actions()))
    return state


def per_seat(lines):
    return [sum((line.amounts[player] for line in lines), Fraction(0)) for player in range(5)]


def test_the_five_player_game_seats_the_dealer_without_cards_or_turn():
    game = load_game("paskievics", players=5, rules="tolnai1930")
    assert game.seats == FIVE and game.num_players() == 5
    assert game.options_tag() == "players=5, rules=tolnai1930"
    assert load_game("paskievics").options_tag() == "" and load_game("paskievics").seats == ACTIVE_SEATS
    state = game.new_initial_state(3)
    hands, talon = state.dealt_cards()
    assert hands["E"] == () and all(len(hands[seat]) == 9 for seat in ACTIVE_SEATS) and len(talon) == 6
    assert state.returns() == [0.0] * 5
    for refused in (3, 6, 0):
        with pytest.raises(TarokkInputError, match=f"players must be 4 or 5, not {refused}"):
            load_game("paskievics", players=refused)


def test_a_five_player_deal_of_cards_leaves_the_dealer_out_or_empty():
    game = load_game("paskievics", players=5)
    hands, talon = game.new_initial_state(8).dealt_cards()
    dealt = {seat: hands[seat] for seat in ACTIVE_SEATS}
    assert game.state_from_cards(dealt, talon).dealt_cards() == (hands, talon)
    assert game.state_from_cards({**dealt, "E": ()}, talon).dealt_cards() == (hands, talon)
    with pytest.raises(TarokkInputError, match="E deals and sits out"):
        game.state_from_cards({**dealt, "A": hands["A"][1:], "E": hands["A"][:1]}, talon)
    with pytest.raises(TarokkInputError, match="not for A, B, C, D, E"):
        load_game("paskievics").state_from_cards({**dealt, "E": ()}, talon)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", range(6))
def test_five_player_deals_round_trip_through_the_one_format(preset, seed):
    state = played(seed, rules=preset)
    text = format_table_record(state, seed)
    assert "players=5" in text.splitlines()[1]
    record = parse_table_record(text)
    assert record.hands.get("E", ()) == () and sorted(seat for seat in record.hands if record.hands[seat]) == list(
        ACTIVE_SEATS
    )
    assert all(entry.seat != "E" for entry in record.actions)
    replayed = replay_table_record(record).state
    assert replayed.history() == state.history() and replayed.returns() == state.returns()
    assert replayed.dealt_cards() == state.dealt_cards() and replayed.game.seats == FIVE
    assert format_table_record(replayed, seed) == text
    unseeded = replay_table_record(parse_table_record(text.replace(f'[Seed "{seed}"]\n', ""))).state
    assert unseeded.returns() == state.returns()


@pytest.mark.parametrize(("preset", "options"), [(name, {}) for name in sorted(PRESETS)] + [("pagat", PAYING_DEALER)])
def test_the_settlement_lines_sum_to_the_payments_of_every_seat(preset, options):
    for seed in range(12):
        state = played(seed, rules=preset, **options)
        lines = state.settlement()
        summary = state.deal.result()
        if not summary.has_game:
            assert lines == [] and state.returns() == [0.0] * 5
            continue
        payments = settle(summary, state.game.rules).payments
        assert set(payments) == set(FIVE)
        assert per_seat(lines) == [Fraction(payments[seat]) for seat in FIVE]
        assert state.returns() == [float(payments[seat]) for seat in FIVE] and sum(state.returns()) == 0
        if not options:
            assert all(line.amounts[DEALER] == 0 for line in lines), (preset, seed)


def test_the_dealer_pays_and_receives_only_where_the_options_say():
    laughs = [played(seed, dealer_sir_es_nevet=True) for seed in range(12)]
    assert any(state.returns()[DEALER] != 0 for state in laughs)
    for state in laughs:  # each item between the sides: the dealer pays or receives it as an opponent does
        summary = state.deal.result()
        if not summary.has_game or summary.penalty is not None:
            continue
        opponents = [FIVE.index(seat) for seat in summary.members(OPPONENTS)]
        items = state.settlement()[: len(settle(summary, state.game.rules).items)]
        assert all(line.amounts[DEALER] == line.amounts[seat] for line in items for seat in opponents)
    honoured = [played(seed, talon_honours_to_dealer=True) for seed in range(40)]
    fees = [line for state in honoured for line in state.settlement() if line.amounts[DEALER] != 0]
    assert fees and all("from the talon" in line.what and line.amounts[DEALER] > 0 for line in fees)


def test_the_sitting_out_dealer_sees_the_public_record_and_the_discards_he_keeps():
    state = played(5, rules="kegl")
    seen = state.information_state_string(DEALER).splitlines()
    assert seen[0] == "seat E, the dealer, sits the deal out" and not any(line.startswith("hand:") for line in seen)
    summary = state.deal.result()
    kept = sort_hand(card for seat, cards in state.deal.discards.items() if seat != summary.declarer for card in cards)
    assert kept and seen[1] == "discards kept: " + " ".join(card.tolnai for card in kept)
    public = [line for line in state.information_state_string(0).splitlines() if line.startswith("auction:")]
    assert public[0] in seen and state.observation_string(DEALER).startswith("seat E, the dealer")
    fresh = load_game("paskievics", players=5).new_initial_state(5)
    assert "discards kept: -" in fresh.information_state_string(DEALER)


def test_a_record_refuses_a_table_of_other_than_four_or_five():
    text = format_table_record(played(2), 2).replace("players=5", "players=6")
    with pytest.raises(RecordParseError, match="players must be 4 or 5, not 6"):
        replay_table_record(parse_table_record(text))


def test_a_classic_five_player_record_still_replays_and_settles_alike(tmp_path):
    for seed in range(20):
        state = played(seed, rules="tolnai1930", **PAYING_DEALER)
        if state.settlement():
            break
    classic = tmp_path / "classic.txt"
    classic.write_text(format_record(record_of(state.deal, {"Seed": str(seed)})), encoding="utf-8")
    one = tmp_path / "one.txt"
    one.write_text(format_table_record(state, seed), encoding="utf-8")
    assert '[Players "5"]' in classic.read_text(encoding="utf-8")
    deals = [finished_deal(path, path.read_text(encoding="utf-8")) for path in (classic, one)]
    assert deals[0].result() == deals[1].result()
    rules = state.game.rules
    assert settle(deals[0].result(), rules).payments == settle(deals[1].result(), rules).payments


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_play_random_for_five_writes_a_record_that_replays_and_settles(capsys, tmp_path, preset):
    seed = next(seed for seed in range(50) if played(seed, rules=preset).settlement())  # a deal somebody pays
    state = played(seed, rules=preset)
    record = tmp_path / "deal.txt"
    argv = ("play-random", "--seed", str(seed), "--players", "5", "--rules", preset, "--record", str(record))
    status, out, err = run(capsys, *argv)
    assert status == 0 and err == ""
    assert record.read_text(encoding="utf-8") == format_table_record(state, seed)
    status, replayed, err = run(capsys, "replay", str(record))
    assert status == 0 and err == "" and "every action checked" in replayed.splitlines()[0]
    assert replayed.splitlines()[-1] == out.splitlines()[-2]  # the same totals
    assert replayed.splitlines()[-1].endswith(", E 0")
    status, settled, err = run(capsys, "settle", str(record), "--json")
    assert status == 0 and err == ""
    assert json.loads(settled)["payments"] == dict(zip(FIVE, [round(paid) for paid in state.returns()], strict=True))


def test_settle_gives_the_dealer_his_share_under_sir_es_nevet(capsys, tmp_path):
    state = next(
        state
        for state in (played(seed, dealer_sir_es_nevet=True) for seed in range(20))
        if state.returns()[DEALER] != 0
    )
    record = tmp_path / "deal.txt"
    record.write_text(format_table_record(state), encoding="utf-8")
    status, settled, _ = run(capsys, "settle", str(record), "--json")
    payments = json.loads(settled)["payments"]
    assert status == 0 and payments["E"] == state.returns()[DEALER] != 0
    assert payments == dict(zip(FIVE, [round(paid) for paid in state.returns()], strict=True))


def random_record(has: str, seeds: int) -> tuple[object, str, list[str]]:
    """The first of ``seeds`` four-player deals played by random legal actions whose record has
    lines matching the pattern ``has``: the deal, its record and those lines."""
    for seed in range(seeds):
        state = load_game("paskievics").new_initial_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            state.apply_action(chooser.choice(state.legal_actions()))
        text = format_table_record(state, seed)
        found = re.findall(has, text, re.M)
        if found:
            return state, text, found
    raise AssertionError(f"no deal whose record has {has!r}")


def called_record() -> tuple[object, str, str]:
    """A four-player deal with a partner call, played by random legal actions, its record and
    the record's call line."""
    state, text, calls = random_record(r"^.* call .*$", 20)
    return state, text, calls[0]


@pytest.mark.parametrize(
    "said", ["Call {card}", "calls the {card}", "hívom a {card}-ast", "hívás: {card}", "a {card}-at hívom"]
)
def test_a_records_partner_call_is_read_as_players_write_it(said):
    state, text, line = called_record()
    seat, _, card = line.strip().partition(" call ")
    replayed = replay_table_record(parse_table_record(text.replace(line, f"  {seat} {said.format(card=card)}")))
    assert replayed.state.history() == state.history()


@pytest.mark.parametrize(
    ("said", "refusal"),
    [
        ("call K k", "may not call the diamond king; may call: XX, XIX"),
        ("partner XX", "expected pass, a tarokk count (eight/nine tarokks, nyolc/kilenc tarokk), a call (call XX"),
        ("hívom", "cannot read the called card"),
    ],
)
def test_a_call_the_record_cannot_take_is_refused_saying_what_is_expected(said, refusal):
    _, text, line = called_record()
    seat = line.split()[0]
    with pytest.raises(TarokkError, match=re.escape(refusal)):
        replay_table_record(parse_table_record(text.replace(line, f"  {seat} {said}")))


def test_a_card_played_without_its_verb_is_refused_with_a_play_for_example():
    _, text, _ = called_record()
    line = next(line for line in text.splitlines() if " play " in line)
    with pytest.raises(RecordParseError, match="an action here looks like 'play "):
        replay_table_record(parse_table_record(text.replace(line, line.replace(" play ", " "))))


def test_a_records_bids_are_read_in_either_language():
    """A record's auction may be written in the players' Hungarian words (Tolnai's "passz",
    "három", "tartom"), as a hand-written sheet has it: the deal replays the same."""
    hungarian = {"pass": "passz", "three": "három", "two": "kettő", "one": "egy", "solo": "szóló", "hold": "tartom"}
    state, text, _ = called_record()
    lines = text.splitlines()
    number = lines.index("Actions:") + 1
    while lines[number].split()[-1] in hungarian:  # the auction, up to the first discard
        seat, word = lines[number].split()
        lines[number] = f"  {seat} {hungarian[word]}"
        number += 1
    assert number > lines.index("Actions:") + 1, "the record has an auction"
    replayed = replay_table_record(parse_table_record("\n".join(lines) + "\n"))
    assert replayed.state.history() == state.history()


def test_a_records_answer_to_the_throw_in_question_is_read_in_either_language():
    """Asked whether he throws in, a player answers "bedobom" or "játszom":
    a record written so replays the same."""
    answers = {"throw-in": "bedobom", "play": "játszom"}
    state, text, asked = random_record(r"^  ([A-D]) (throw-in|play)$", 200)
    for seat, answer in asked:
        text = text.replace(f"\n  {seat} {answer}\n", f"\n  {seat} {answers[answer]}\n", 1)
    assert "bedobom" in text or "játszom" in text
    assert replay_table_record(parse_table_record(text)).state.history() == state.history()
