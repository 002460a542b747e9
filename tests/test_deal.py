"""The whole deal: talon, discards, throw-in, partner call, announcements, play, result."""

import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42, PAGAT, SKIZ, XIX, XX, XXI, parse_card, parse_cards
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import figure_outcome
from tarokk.core.tricks import Trick
from tarokk.games.paskievics.announcements import PASS, Figure, Kontra, PartnerCall, TarokkCount, parse_turn
from tarokk.games.paskievics.calling import legal_calls
from tarokk.games.paskievics.deal import PLAY_ON, THROW_IN, Deal, Discard
from tarokk.games.paskievics.dealing import DealtCards, deal
from tarokk.games.paskievics.records import format_record, parse_record
from tarokk.games.paskievics.replay import record_of, replay
from tarokk.games.paskievics.ruleset import PRESETS, ruleset

EXAMPLES = Path(__file__).parents[1] / "book/examples"
ANNOUNCEMENTS = tomllib.loads((EXAMPLES / "announcements.toml").read_text("utf-8"))["example"]

# A deal where B is declarer at three after "pass, three, pass, pass" (see the example records).
HANDS = {
    "A": "S, XVI, XIV, XII, Kő k, Kő d, T l, P d, P l",
    "B": "XIX, XVIII, XVII, XV, X, V, I, K k, T k",
    "C": "XXI, XX, XIII, XI, IX, VIII, P k, Kő l, K d",
    "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
}
TALON = "II, K b, K á, T 10, P b, P 10"
INVITER_HANDS = {
    "A": "I, XIX, XIV, XII, Kő k, Kő d, T l, P d, P l",
    "B": "XX, XVIII, XVII, XV, X, V, S, K k, T k",
    "C": "XXI, XVI, XIII, XI, IX, VIII, P k, Kő l, K d",
    "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
}
"""A's two opens with an invit for the XIX, the pagát his only honour; B, who holds the XX, wins with a one."""


def made_deal(hands=HANDS, talon=TALON, rules=PRESETS["pagat"], auction=("pass", "three", "pass", "pass")) -> Deal:
    dealt = DealtCards(4, {seat: tuple(parse_cards(text)) for seat, text in hands.items()}, tuple(parse_cards(talon)))
    game = Deal(dealt, rules)
    for word in auction:
        game.apply(word)
    return game


def discard_talon_cards(game: Deal) -> None:
    while game.phase == "discard":
        seat = game.to_act
        game.apply(Discard(game.talon_taken[seat]))


def test_talon_goes_from_the_top_to_the_declarer_then_counter_clockwise():  # bidding.contracts
    game = made_deal()
    assert game.talon_taken == {
        "B": tuple(parse_cards("II, K b, K á")),
        "C": (parse_card("T 10"),),
        "D": (parse_card("P b"),),
        "A": (parse_card("P 10"),),
    }
    assert game.phase == "discard" and game.to_act == "B"


@pytest.mark.parametrize(
    ("cards", "rule"),
    [
        ("II, K b", "discard.count"),
        ("II, K b, K k", "discard.king-honour"),
        ("I, K b, K á", "discard.king-honour"),
        ("II, K b, S", "discard.in-hand"),
    ],
)
def test_discard_rules(cards, rule):
    game = made_deal()
    with pytest.raises(IllegalAction) as error:
        game.apply(Discard(tuple(parse_cards(cards))))
    assert error.value.rule == rule
    assert game.to_act == "B" and len(game.hands["B"]) == 12  # unchanged


def test_xx_discard_variants():  # discard.xx
    hands = dict(HANDS, C="XXI, XX, XIII, XI, IX, VIII, P k, Kő l, K d")
    for option, c_may in (("allowed", True), ("forbidden", False), ("unless-invit", False), ("declarer-only", False)):
        game = made_deal(hands, rules=PRESETS["pagat"].with_options(discard_xx=option))
        game.apply(Discard(game.talon_taken["B"]))
        legal = game.legal_actions()
        assert (Discard((XX,)) in legal) is c_may, option


def test_signalled_card_may_not_be_discarded():  # discard.signalled
    hands = {
        "A": "S, XIX, XIV, XII, Kő k, Kő d, T l, P d, P l",
        "B": "XX, XVIII, XVII, XV, X, V, I, K k, T k",
        "C": "XXI, XVI, XIII, XI, IX, VIII, P k, Kő l, K d",
        "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
    }
    game = made_deal(hands, auction=("two", "one", "pass", "pass", "pass"))  # A invites for the XIX, B accepts
    assert game.auction.result().must_call == XIX
    game.apply(Discard(game.talon_taken["B"]))
    game.apply(Discard(game.talon_taken["C"]))
    game.apply(Discard(game.talon_taken["D"]))
    with pytest.raises(IllegalAction) as error:
        game.apply(Discard((XIX,)))
    assert error.value.rule == "discard.signalled"


def test_discarded_tarokks_are_announced_and_the_declarers_shown():  # discard.tarokks-announced
    game = made_deal(talon="K b, K á, T 10, II, P b, P 10")  # C takes the II
    discard_talon_cards(game)
    view = game.view("A")
    assert view.discarded_tarokks == {"C": 1, "D": 0, "A": 0}
    assert view.own_discard == (parse_card("P 10"),)
    assert game.view("B").hand != view.hand


# D ends up with the XXI as his only tarokk: a throw-in hand.
LONE_XXI = dict(
    HANDS,
    D="XXI, Kő b, Kő á, K l, T d, T b, T l, P d, P l",
    A="S, XVI, XIV, XII, Kő k, Kő d, VII, VI, IV",
    C="III, XX, XIII, XI, IX, VIII, P k, Kő l, K d",
)


def test_throw_in_offered_and_voids_the_deal():  # throw-in.hand
    game = made_deal(LONE_XXI)
    discard_talon_cards(game)
    assert game.phase == "throw-in" and game.to_act == "D"
    assert game.throw_in_grounds("D") == ("xxi-only",)
    with pytest.raises(IllegalAction):
        game.apply("maybe")
    game.apply(THROW_IN)
    assert game.finished and game.result().outcome == "thrown-in" and game.result().thrown_in_by == "D"


def test_the_throw_in_round_does_not_show_who_is_asked():  # throw-in.hand
    game = made_deal(LONE_XXI)
    discard_talon_cards(game)
    assert game.phase == "throw-in" and game.to_act == "D"
    assert game.view("D").to_act == "D"
    assert {game.view(seat).to_act for seat in "ABC"} == {None}
    game.apply(THROW_IN)
    assert game.finished


def test_throw_in_after_discarding_a_tarokk_only_with_four_kings():
    hands = dict(HANDS)
    hands["D"] = "XXI, VII, Kő b, Kő á, K l, T d, T b, T l, P d"
    hands["A"] = "S, XVI, XIV, XII, Kő k, Kő d, VI, IV, P l"
    hands["C"] = "III, XX, XIII, XI, IX, VIII, P k, Kő l, K d"
    game = made_deal(hands, talon="II, K b, K á, T 10, P b, P 10")
    game.apply(Discard(game.talon_taken["B"]))
    game.apply(Discard(game.talon_taken["C"]))
    game.apply(Discard((parse_card("VII"),)))  # D lays away a tarokk, leaving the XXI alone
    game.apply(Discard(game.talon_taken["A"]))
    assert game.throw_in_grounds("D") == ()
    assert game.phase == "announce"
    lenient = made_deal(hands, rules=PRESETS["pagat"].with_options(throw_in_after_tarokk_discard="always"))
    lenient.apply(Discard(lenient.talon_taken["B"]))
    lenient.apply(Discard(lenient.talon_taken["C"]))
    lenient.apply(Discard((parse_card("VII"),)))
    lenient.apply(Discard(lenient.talon_taken["A"]))
    assert lenient.phase == "throw-in"


def test_tolnai_throw_in_is_compulsory_and_kegl_comes_before_the_discard():
    hands = dict(HANDS)
    hands["D"] = "XXI, Kő b, Kő á, K l, T d, T b, T l, P d, P l"
    hands["A"] = "S, XVI, XIV, XII, Kő k, Kő d, VII, VI, IV"
    hands["C"] = "III, XX, XIII, XI, IX, VIII, P k, Kő l, K d"
    tolnai = made_deal(hands, rules=ruleset("tolnai1930"))
    discard_talon_cards(tolnai)
    assert tolnai.result().outcome == "thrown-in"
    kegl = made_deal(hands, rules=ruleset("kegl"))
    assert kegl.phase == "throw-in" and kegl.to_act == "D"
    kegl.apply(PLAY_ON)
    assert kegl.phase == "discard"


def test_probaharom_without_an_honour_from_the_talon_loses():  # bidding.probaharom
    hands = dict(HANDS)
    hands["D"], hands["B"] = "XIX, XVIII, XVII, XV, X, V, II, K k, T k", "VII, VI, IV, III, Kő b, Kő á, K l, T d, I"
    game = made_deal(hands, talon="T b, K b, K á, T 10, P b, P 10", auction=("pass", "pass", "pass", "three"))
    assert game.finished and game.result().outcome == "probaharom-failed"


def test_partner_call_choices():  # call.partner
    rules = PRESETS["pagat"]
    without_xx = parse_cards("S, XIX, XVIII")
    assert legal_calls(without_xx, rules, None, False) == [XX]
    with_xx = parse_cards("S, XX, XIX, XVIII, XV")
    assert legal_calls(with_xx, rules, None, False) == [XX, parse_card("XVII")]
    assert legal_calls(with_xx, ruleset("tolnai1930"), None, False) == parse_cards("XX, XIX, XVIII, XVII")
    assert len(legal_calls(without_xx, rules, None, True)) == 19  # any non-honour tarokk
    assert legal_calls(without_xx, ruleset("kegl"), None, True) == [XX]
    assert legal_calls(with_xx, rules, XIX, True) == [XIX]
    # Vadász tarokk (2025) I. 2. f): the holder "szabadon dönthet arról, hogy elfogadja-e az
    # invitálást és meghívja a XIX-est …, vagy nem fogadja el, és meghívja a nálánál nem lévő
    # legnagyobb tarokkot, kivéve a sorból az invitálónál lévő XIX-est"
    declinable = rules.with_options(invit_may_be_declined=True)
    assert legal_calls(with_xx, declinable, XIX, False, XIX) == parse_cards("XIX, XVII")
    assert legal_calls(without_xx, declinable, XIX, False, XIX) == [XIX, XX]
    assert legal_calls(without_xx, declinable, XX, False, None) == [XX]  # engedett játék: the XX still
    assert legal_calls(with_xx, rules, XIX, False, XIX) == [XIX]


def test_call_must_come_first_and_be_legal():
    game = made_deal()
    discard_talon_cards(game)
    for action, rule in ((Figure("trull"), "call.partner"), (PASS, "call.partner"), (PartnerCall(XIX), "call.partner")):
        with pytest.raises(IllegalAction) as error:
            game.apply(action)
        assert error.value.rule == rule
    game.apply(PartnerCall(XX))
    assert game.call is not None and game.call.partner == "C"


def test_called_card_in_the_discard_means_one_against_three_and_official_kontra():  # call.official-kontra
    game = made_deal(talon="K b, K á, T 10, II, P b, P 10")  # C takes the II …
    game.apply(Discard(game.talon_taken["B"]))
    game.apply(Discard((parse_card("II"),)))  # … and lays it away
    game.apply(Discard(game.talon_taken["D"]))
    game.apply(Discard(game.talon_taken["A"]))
    game.apply(PartnerCall(parse_card("II")))
    assert game.call is not None and game.call.alone and game.call.official_kontra_by == "C"
    assert game.announcements is not None
    assert game.announcements.announced[("game", "declarer")].kontra == 1
    assert game.announcements.public == {"A": "opponents", "B": "declarer", "C": "opponents", "D": "opponents"}


def test_self_call_plays_alone():
    hands = dict(HANDS)
    hands["B"], hands["C"] = "XX, XVIII, XVII, XV, X, V, I, K k, T k", "XXI, XIX, XIII, XI, IX, VIII, P k, Kő l, K d"
    game = made_deal(hands)
    discard_talon_cards(game)
    game.apply(PartnerCall(XX))
    assert game.call is not None and game.call.alone and game.call.official_kontra_by is None


@pytest.mark.parametrize("example", ANNOUNCEMENTS, ids=[e["id"] for e in ANNOUNCEMENTS])
def test_pagat_announcement_examples(example):  # announce.side
    record = parse_record((EXAMPLES / example["record"]).read_text("utf-8"))
    if "error" in example:
        with pytest.raises(IllegalAction) as error:
            replay(record)
        assert error.value.rule == example["error"]
        return
    game = replay(record).deal
    assert game is not None and game.phase == "play"
    assert game.call is not None and game.call.partner == example["partner"]
    assert game.announcements is not None
    for seat, side in example["public"].items():
        assert game.announcements.public[seat] == side


def announcing(game: Deal, *turns: str) -> None:
    for turn in turns:
        for item in parse_turn(turn):
            game.apply(item)


def test_kontra_levels_alternate_sides_and_go_one_by_one():  # kontra.level kontra.side
    game = made_deal()
    discard_talon_cards(game)
    announcing(game, "call XX, trull")  # B; C is the partner
    with pytest.raises(IllegalAction) as error:
        game.apply(Kontra(1, "trull"))  # C cannot kontra his own side
    assert error.value.rule == "kontra.side"
    game.apply(PASS)  # C
    with pytest.raises(IllegalAction) as error:
        game.apply(Kontra(3, "trull"))  # D: szubkontra before kontra and rekontra
    assert error.value.rule == "kontra.level"
    with pytest.raises(IllegalAction) as error:
        game.apply(Kontra(2, "trull"))  # D, an opponent, cannot rekontra the declarer's trull
    assert error.value.rule == "kontra.side"
    announcing(game, "kontra trull")  # D
    announcing(game, "pass")  # A
    announcing(game, "rekontra trull")  # B
    assert game.announcements is not None
    assert game.announcements.announced[("trull", "declarer")].kontra == 2


def test_the_szubkontra_is_only_a_signal_variant():  # scoring.szubkontra-signal kontra.level
    """Vadász tarokk (2025) II. 4. a): "A szubkontra bemondásával a vonatkozó pontérték nem
    változik (marad a rekontrázott pontérték)"; I. 3.: "Kontra, rekontra mondható." The
    szubkontra may be said after the rekontra, the stake stays at ×4, and nothing follows it."""
    game = made_deal(rules=PRESETS["pagat"].with_options(szubkontra_signal=True))
    discard_talon_cards(game)
    announcing(game, "call XX, trull", "pass", "kontra trull", "pass", "rekontra trull", "pass", "szubkontra trull")
    announcing(game, "pass")  # A
    with pytest.raises(IllegalAction) as error:
        game.apply(Kontra(4, "trull"))  # B: no hirskontra
    assert error.value.rule == "kontra.level" and "szubkontra" in error.value.message
    assert game.definition.kontras.words == ("kontra", "rekontra", "szubkontra")
    assert [game.definition.kontras.factor(level) for level in (1, 2, 3)] == [2, 4, 4]


def test_a_figure_said_with_the_volat_in_one_turn_is_marked_for_the_settlement():  # scoring.volat-absorbs-overlaps
    """Vadász tarokk (2025) I. 3. f): "Az egy játékos által közvetlenül egymás után bemondott,
    egymást „átfedő” vállalások": B's trull and volát in one turn overlap; his partner C's four
    kings, said in a turn of C's own, does not."""
    game = made_deal()
    discard_talon_cards(game)
    announcing(game, "call XX, trull, volat", "four-kings")  # B, then C, B's partner
    phase = game.announcements
    assert phase is not None
    assert phase.said_with_volat("trull", "declarer")
    assert not phase.said_with_volat("volat", "declarer")
    assert not phase.said_with_volat("four-kings", "declarer")


def test_tarokk_count_must_be_true_and_not_eight_with_nine():  # announce.tarokk-count
    hands = dict(HANDS)
    hands["B"], hands["A"] = "XIX, XVIII, XVII, XVI, XV, XIV, X, V, I", "S, K k, T k, XII, Kő k, Kő d, T l, P d, P l"
    game = made_deal(hands)
    discard_talon_cards(game)
    with pytest.raises(IllegalAction, match="never eight with nine"):
        game.apply(TarokkCount(8))
    game.apply(TarokkCount(9))
    with pytest.raises(IllegalAction) as error:
        game.apply(TarokkCount(9))
    assert error.value.rule == "announce.tarokk-count"


def test_pagat_ultimo_needs_the_tarokk_count_and_keeps_the_pagat():  # announce.pagat-ultimo-keep
    hands = dict(HANDS)
    hands["B"], hands["A"] = "XIX, XVIII, XVII, XVI, XV, X, V, I, T k", "S, K k, XIV, XII, Kő k, Kő d, T l, P d, P l"
    game = made_deal(hands)
    discard_talon_cards(game)
    game.apply(PartnerCall(XX))
    with pytest.raises(IllegalAction, match="must announce them with the pagátultimó"):
        game.apply(Figure("pagat-ultimo"))
    announcing(game, "eight tarokks, pagat-ultimo", "pass", "pass", "pass")
    assert game.phase == "play"
    game.apply(parse_card("Kő k"))  # A leads a heart; B has none and must play a tarokk …
    assert PAGAT not in game.legal_actions()  # … but not the pagát
    with pytest.raises(IllegalAction) as error:
        game.apply(PAGAT)
    assert error.value.rule == "announce.pagat-ultimo-keep"


def test_the_tarokk_count_need_not_come_with_the_pagat_ultimo_variant():  # announce.tarokk-count
    """Vadász tarokk (2025) II. 1. c): "A 8, ill. 9 tarokkszám bemondása nem kötelező ulti, ill.
    kontra ulti bemondása esetén sem." B, with eight tarokks, announces the pagátultimó
    without his count."""
    hands = dict(HANDS)
    hands["B"], hands["A"] = "XIX, XVIII, XVII, XVI, XV, X, V, I, T k", "S, K k, XIV, XII, Kő k, Kő d, T l, P d, P l"
    game = made_deal(hands, rules=PRESETS["pagat"].with_options(ultimo_needs_tarokk_count=False))
    discard_talon_cards(game)
    announcing(game, "call XX", "pagat-ultimo", "pass", "pass", "pass")
    assert game.announcements is not None and game.announcements.counts == {}
    assert game.phase == "play"


def test_dupla_and_volat_restrictions():  # announce.dupla-volat
    game = made_deal()
    discard_talon_cards(game)
    game.apply(PartnerCall(XX))
    game.apply(Figure("double-game"))
    with pytest.raises(IllegalAction) as error:
        game.apply(Figure("volat"))
    assert error.value.rule == "announce.dupla-volat"
    relaxed = made_deal(rules=PRESETS["pagat"].with_options(dupla_volat_same_turn=True))
    discard_talon_cards(relaxed)
    relaxed.apply(PartnerCall(XX))
    relaxed.apply(Figure("volat"))
    with pytest.raises(IllegalAction, match="once volát was announced"):
        relaxed.apply(Figure("double-game"))


def test_a_figure_once_per_side_and_passed_players_speak_again():  # announce.once
    game = made_deal()
    discard_talon_cards(game)
    announcing(game, "call XX, four-kings", "pass", "pass")
    with pytest.raises(IllegalAction) as error:
        game.apply(Figure("four-kings"))  # A is taken as B's partner
    assert error.value.rule in ("announce.side", "announce.once")
    announcing(game, "kontra four-kings, four-kings")  # A: kontra shows his side, then his own four kings
    announcing(game, "pass")  # B
    with pytest.raises(IllegalAction, match="taken as A's partner") as shown:
        game.apply(Figure("trull"))  # C passed before and may speak again, but must show his side
    assert "'rekontra four-kings'" in shown.value.message  # the kontra to say, as the player types it
    assert "'rekontra négykirály'" in (shown.value.hu or "")
    announcing(game, "rekontra four-kings, trull")
    assert game.announcements is not None and ("trull", "declarer") in game.announcements.announced


def test_compulsory_ultimo_for_an_inviter_without_a_high_honour():  # announce.compulsory-ultimo
    game = made_deal(INVITER_HANDS, auction=("two", "one", "pass", "pass", "pass"))  # A's invit, without a high honour
    discard_talon_cards(game)
    announcing(game, "call XIX")
    assert game.to_act == "C"
    announcing(game, "pass", "pass")
    with pytest.raises(IllegalAction) as error:
        game.apply(PASS)
    assert error.value.rule == "announce.compulsory-ultimo"
    game.apply(Figure("pagat-ultimo"))
    game.apply(PASS)


def test_a_declined_invit_leaves_the_inviter_no_duty_as_partner():  # call.partner, announce.compulsory-ultimo
    """Vadász tarokk (2025) I. 2. f): the declarer may decline an invit and call the highest
    tarokk he lacks but the signalled one; the inviter is then not the partner the bidding
    showed, and owes no pagátultimó for inviting without a high honour."""
    rules = PRESETS["pagat"].with_options(invit_may_be_declined=True)
    game = made_deal(INVITER_HANDS, rules=rules, auction=("two", "one", "pass", "pass", "pass"))  # A's invit
    discard_talon_cards(game)
    assert {str(action) for action in game.legal_actions() if isinstance(action, PartnerCall)} == {
        str(PartnerCall(XIX)),
        str(PartnerCall(parse_card("XVI"))),
    }
    announcing(game, "call XVI")
    assert game.to_act == "C"
    announcing(game, "pass", "pass", "pass")  # C, D, and A, who invited with the pagát alone
    assert game.phase == "play"


def test_no_compulsory_ultimo_where_announcements_owe_nothing():  # announce.compulsory-ultimo
    """Vadász tarokk (2025) II. 1.: "A bemondásokra, kezdő lapra, lejövetelre nincs előírás,
    nincs elvárás, nincs konvenció." A invited with the pagát as his only honour, and may pass."""
    rules = PRESETS["pagat"].with_options(inviter_must_announce_ultimo=False)
    game = made_deal(INVITER_HANDS, rules=rules, auction=("two", "one", "pass", "pass", "pass"))  # A's invit
    discard_talon_cards(game)
    announcing(game, "call XIX", "pass", "pass", "pass")  # B calls A's XIX; C, D and A pass
    assert game.phase == "play"


def test_pais_and_shows_side_variants_of_the_tarokk_count():  # announce.tarokk-count-pais
    hands = dict(HANDS)
    hands["C"] = "XXI, XX, XVI, XIV, XIII, XI, IX, VIII, K d"
    hands["A"] = "S, XII, P k, Kő l, Kő k, Kő d, T l, P d, P l"
    pais = made_deal(hands, rules=PRESETS["pagat"].with_options(tarokk_count_side="pais"))
    discard_talon_cards(pais)
    announcing(pais, "call XX")
    with pytest.raises(IllegalAction) as error:
        pais.apply(TarokkCount(8))
    assert error.value.rule == "announce.tarokk-count-pais"
    plain = made_deal(hands)
    discard_talon_cards(plain)
    announcing(plain, "call XX", "eight tarokks")
    assert plain.announcements is not None and "C" not in plain.announcements.public


def test_card_points_count_the_discards_for_the_right_side():
    game = made_deal()
    discard_talon_cards(game)
    announcing(game, "call XX", "pass", "pass", "pass")
    chooser = random.Random(3)
    while not game.finished:
        game.apply(chooser.choice(game.legal_actions()))
    result = game.result()
    assert result.partner == "C" and sum(result.card_points.values()) == 94
    declarer_discard = sum(card.points for card in game.discards["B"])
    declarer_tricks = sum(t.points for t in game.play.tricks if result.sides[t.winner] == "declarer")
    assert result.card_points["declarer"] == declarer_tricks + declarer_discard


def test_figure_outcomes_from_the_tricks():
    sides = {"A": "declarer", "B": "opponents", "C": "declarer", "D": "opponents"}
    tricks = [Trick("A", (("A", XXI), ("B", SKIZ), ("C", parse_card("II")), ("D", parse_card("III"))))]
    tricks += [Trick("B", (("B", parse_card("IV")), ("C", parse_card("V")), ("D", parse_card("VI")), ("A", PAGAT)))]
    outcome = figure_outcome(tricks, sides)
    assert outcome.xxi_capture == "opponents" and outcome.mayor == "A"
    assert outcome.pagat_last_trick == ("declarer", False) and not outcome.pagat_fell_early
    assert outcome.trull == "opponents" and outcome.volat == "opponents"  # they won both tricks
    assert outcome.pagat_capture == "opponents"  # D's VI took A's pagát
    same_side = figure_outcome(tricks[:1], {"A": "declarer", "B": "declarer", "C": "opponents", "D": "opponents"})
    assert same_side.xxi_capture is None  # skíz and XXI partners: no capture


def test_a_joker_stays_with_its_player_and_takes_nothing():
    """A card played as a joker (Troggu's withheld skíz) neither takes the XXI nor goes to the
    trick's winner; a pile given to a side counts with it wherever its cards fell."""
    sides = {"A": "declarer", "B": "opponents", "C": "declarer", "D": "opponents"}
    plays = (("A", XXI), ("B", parse_card("II")), ("C", SKIZ), ("D", PAGAT))
    outcome = figure_outcome([Trick("A", plays, jokers=SKIZ.bit)], sides)
    assert outcome.xxi_capture is None and outcome.pagat_capture == "declarer" and outcome.trull == "declarer"
    given = figure_outcome([Trick("A", plays, jokers=SKIZ.bit)], sides, piles={"opponents": SKIZ.bit})
    assert given.trull is None
    skiz_by_d = (*plays[:2], ("C", parse_card("III")), ("D", SKIZ))
    joker_b = figure_outcome([Trick("A", skiz_by_d, jokers=SKIZ.bit)], sides)
    assert joker_b.xxi_capture is None and joker_b.mayor is None  # the powerless skíz by the XXI's trick


PRESET_NAMES = sorted(PRESETS)


def play_randomly(seed: int, preset: str, chooser_seed: int) -> Deal:
    game = Deal(deal(seed), ruleset(preset))
    chooser = random.Random(chooser_seed)
    while not game.finished:
        actions = game.legal_actions()
        action = PASS if game.phase == "announce" and PASS in actions and chooser.random() < 0.5 else None
        game.apply(action if action is not None else chooser.choice(actions))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(PRESET_NAMES), st.integers(0, 2**32 - 1))
def test_random_legal_deals_finish_and_account_for_every_card(seed, preset, chooser_seed):
    game = play_randomly(seed, preset, chooser_seed)
    result = game.result()
    assert result.outcome in ("played", "thrown-in", "all-passed", "probaharom-failed", "missed-invit")
    if result.outcome == "played":
        assert sum(result.card_points.values()) == 94
        assert sum(result.tricks.values()) == 9
        cards = [c for t in game.play.tricks for _, c in t.plays] + [c for d in game.discards.values() for c in d]
        assert sorted(map(DECK42.id, cards)) == list(range(42))
        again = replay(parse_record(format_record(record_of(game, {"Seed": str(seed)})))).deal
        assert again is not None and again.result() == result


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(PRESET_NAMES), st.integers(0, 2**32 - 1))
def test_refused_actions_name_their_rule_and_change_nothing(seed, preset, chooser_seed):
    game = Deal(deal(seed), ruleset(preset))
    chooser = random.Random(chooser_seed)
    while not game.finished:
        legal = game.legal_actions()
        if game.phase == "announce":
            candidates = game.announcements.candidate_actions()
        elif game.phase == "play":
            candidates = list(DECK42.cards)
        elif game.phase == "auction":
            candidates = ["pass", "three", "two", "one", "solo", "hold"]
        elif game.phase == "throw-in":
            candidates = [THROW_IN, PLAY_ON, "nonsense"]
        else:
            hand = sorted(game.hands[game.to_act], key=DECK42.id)
            candidates = [Discard(tuple(chooser.sample(hand, len(game.talon_taken[game.to_act])))) for _ in range(5)]
        for action in candidates:
            if action in legal:
                continue
            before = (game.phase, game.to_act, len(game.events), {s: list(h) for s, h in game.hands.items()})
            with pytest.raises(IllegalAction) as error:
                game.apply(action)
            assert "." in error.value.rule
            assert (game.phase, game.to_act, len(game.events), {s: list(h) for s, h in game.hands.items()}) == before
        pick = PASS if PASS in legal and chooser.random() < 0.5 else chooser.choice(legal)
        game.apply(pick)


def test_with_five_players_the_dealer_announces_the_discarded_tarokks():  # discard.tarokks-announced
    dealt = DealtCards(
        5,
        {seat: tuple(parse_cards(text)) for seat, text in HANDS.items()},
        tuple(parse_cards("K b, K á, T 10, II, P b, P 10")),
    )
    game = Deal(dealt)
    for word in ("pass", "three", "pass", "pass"):
        game.apply(word)
    discard_talon_cards(game)
    assert game.view("A").discarded_tarokks == {"E": 1}  # "egy tarokk fekszik", not who laid it


def test_each_phase_refuses_the_wrong_seat_and_a_finished_deal_refuses_everything():
    game = made_deal(auction=("pass",))
    with pytest.raises(IllegalAction) as error:
        game.apply("three", "C")
    assert error.value.rule == "bidding.turn"
    for word in ("three", "pass", "pass"):
        game.apply(word)
    with pytest.raises(IllegalAction) as error:
        game.apply(Discard(game.talon_taken["C"]), "C")
    assert error.value.rule == "discard.turn"
    discard_talon_cards(game)
    with pytest.raises(IllegalAction) as error:
        game.apply(PartnerCall(XX), "A")
    assert error.value.rule == "announce.turn"
    announcing(game, "call XX", "pass", "pass", "pass")
    while not game.finished:
        game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as error:
        game.apply(PASS)
    assert error.value.rule == "deal.over"


def test_throw_in_decisions_are_taken_in_turn():
    game = made_deal(LONE_XXI)
    discard_talon_cards(game)
    with pytest.raises(IllegalAction) as error:
        game.apply(THROW_IN, "A")
    assert error.value.rule == "throw-in.turn"


def test_tolnai_trull_from_hand_needs_both_high_honours():  # announce.trull-from-hand
    hands = dict(HANDS)
    hands["B"], hands["A"] = "XIX, XVIII, XVII, XV, X, V, S, K k, T k", "I, XVI, XIV, XII, Kő k, Kő d, T l, P d, P l"
    tolnai = made_deal(hands, rules=ruleset("tolnai1930"))
    discard_talon_cards(tolnai)
    tolnai.apply(PartnerCall(XX))
    with pytest.raises(IllegalAction) as error:
        tolnai.apply(Figure("trull"))
    assert error.value.rule == "announce.trull-from-hand"
    pagat = made_deal(hands)
    discard_talon_cards(pagat)
    pagat.apply(PartnerCall(XX))
    pagat.apply(Figure("trull"))  # pagat sets no such condition


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("Hívom a húszast", PartnerCall(XX)),
        ("hívom a tizenkilencest", PartnerCall(XIX)),
        ("Segít a húszas", PartnerCall(XX)),
        ("hívom a 20-ast", PartnerCall(XX)),
        ("Nyolc tarokk", TarokkCount(8)),
        ("Tulétroá", Figure("trull")),
        ("négy király", Figure("four-kings")),
        ("Kontra pagátulti", Kontra(1, "pagat-ultimo")),
        ("rekontra játék", Kontra(2, "game")),
        ("mehet", PASS),
    ],
)
def test_announcements_are_read_as_players_say_them(said, item):
    from tarokk.games.paskievics.announcements import parse_action

    assert parse_action(said) == item


def test_one_kontra_may_name_several_targets():
    from tarokk.games.paskievics.announcements import parse_turn

    assert parse_turn("Kontra játék és négykirály, passz") == [Kontra(1, "game"), Kontra(1, "four-kings"), PASS]
    assert parse_turn("rekontra game and trull") == [Kontra(2, "game"), Kontra(2, "trull"), PASS]


def test_what_announcements_mean_in_words():
    from tarokk.games.paskievics.announcements import meaning

    assert "betting that it will fail" in meaning(Kontra(1, "game"))
    assert "now ×4, betting that it will succeed" in meaning(Kontra(2, "trull"))
    assert "all nine tricks" in meaning(Figure("volat"))
