"""Settlement: pagat's multiplier table and every worked payment example of the sources,
each rule, variant and penalty, the summary format, and invariants."""

import json
import re
import tomllib
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import Figure
from tarokk.games.paskievics.contracts import CONTRACTS, ONE, SOLO, THREE, TWO
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset, option_fields, ruleset
from tarokk.games.paskievics.scoring import (
    MULTIPLIER_COLUMNS,
    MULTIPLIER_ROWS,
    Announcement,
    DealSummary,
    Made,
    PagatUltimo,
    Penalty,
    TalonHonour,
    TarokkCountClaim,
    card_point_bounds,
    kassza_stakes,
    kontra_ladder,
    load_summary,
    multiplier_table,
    scoring_table,
    settle,
    summary_from_data,
)

ROOT = Path(__file__).parents[1]
DATA = tomllib.loads((ROOT / "book/examples/payments.toml").read_text("utf-8"))
EXAMPLES = DATA["example"]
PAGAT = ruleset("pagat")


def deal(contract=THREE, declarer="B", partner="D", points=60, tricks=6, announced=(), players=4, **more):
    return DealSummary("pagat", players, contract, declarer, partner, points, tricks, tuple(announced), **more)


def game(kontra=1):
    return Announcement(Figure("game"), "declarer", kontra)


def figures(settlement, figure):
    return sum(i.signed for i in settlement.items if i.figure == figure)


def rules_of(settlement):
    return {i.rule for i in settlement.items}


# The sources' tables and examples -----------------------------------------------


def printed_multipliers():
    """The table as printed in the bundled edition of pagat (book/sources/pagat.md)."""
    text = (ROOT / "book/sources/pagat.md").read_text("utf-8")
    table = text[text.index("| Bemondás |") :].split("\n\n")[0].splitlines()[2:]
    rows = []
    for line in table:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows.append((cells[0], [int(c.replace("−", "-").replace("+", "")) for c in cells[1:]]))
    return rows


def test_the_data_file_transcribes_the_bundled_multiplier_table():
    assert [(r["label"], r["values"]) for r in DATA["multipliers"]["rows"]] == printed_multipliers()


CELLS = [
    (row["label"], column, value)
    for row in DATA["multipliers"]["rows"]
    for column, value in zip(DATA["multipliers"]["columns"], row["values"], strict=True)
]


@pytest.mark.parametrize(("row", "column", "printed"), CELLS, ids=[f"{r}|{c}" for r, c, _ in CELLS])
def test_every_cell_of_the_multiplier_table(row, column, printed):
    """pagat's six rules reproduce all 48 cells (scoring.alternatives … scoring.kontra-and-announced)."""
    announced = dict(MULTIPLIER_ROWS)[row]
    _, points, tricks = next(c for c in MULTIPLIER_COLUMNS if c[0] == column)
    for contract in CONTRACTS:
        net = settle(deal(contract, points=points, tricks=tricks, announced=announced), PAGAT).net
        assert net == printed * contract.base_value


def test_multiplier_table_function_matches_the_print():
    assert [(label, values) for label, values in multiplier_table(PAGAT)] == printed_multipliers()


@pytest.mark.parametrize(
    ("row", "rule"),
    [
        ("Semmi", "scoring.alternatives"),
        ("Duplajáték", "scoring.double-game"),
        ("Volát", "scoring.volat"),
        ("Duplajáték, volát", "scoring.double-game-and-volat"),
        ("Kontra játék", "scoring.kontra-game"),
        ("Kontra játék; az ellenfél duplát mond", "scoring.kontra-and-announced"),
    ],
)
def test_each_row_is_ruled_by_its_rule(row, rule):
    announced = dict(MULTIPLIER_ROWS)[row]
    for _, points, tricks in MULTIPLIER_COLUMNS:
        assert rules_of(settle(deal(points=points, tricks=tricks, announced=announced), PAGAT)) == {rule}


def check_expectation(settlement, expect):
    if "net" in expect:
        assert settlement.net == expect["net"]
    if "items" in expect:
        got = Counter((i.figure, i.side, i.units) for i in settlement.items)
        assert got == Counter((i["figure"], i["side"], i["units"]) for i in expect["items"])
    for figure, value in expect.get("figures", {}).items():
        assert figures(settlement, figure) == value
    if "payments" in expect:
        assert dict(settlement.payments) == expect["payments"]


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_source_payment_examples(example):
    """Every worked example of pagat and Tolnai (scoring.figures-both-sides, penalty.failed-probaharom …)."""
    rules = ruleset(example["variant"]).with_options(**example.get("options", {}))
    summary = summary_from_data(example["summary"], {"variant": example["variant"]})
    check_expectation(settle(summary, rules), example["expect"])


def test_kontra_levels_double_each_time():
    """scoring.kontra: a won one is 3, then 6, 12, 24, 48, 96 (pagat 'Kontrázás'; Tolnai §48)."""
    levels = DATA["kontra_levels"]
    contract = next(c for c in CONTRACTS if c.name == levels["contract"])
    got = [settle(deal(contract, announced=[game(k)] if k else []), PAGAT).net for k in range(6)]
    assert got == levels["values"]


def test_a_szubkontra_that_only_signals_leaves_the_rekontras_stake_variant():
    """scoring.szubkontra-signal, Vadász tarokk (2025) II. 4. a): "A szubkontra bemondásával a
    vonatkozó pontérték nem változik (marad a rekontrázott pontérték)." A three won, its game
    kontra'd, rekontra'd, szubkontra'd: 4 times the game, where pagat's rules give 8; the
    settlement line names the rule."""
    rules = PAGAT.with_options(szubkontra_signal=True)
    assert [settle(deal(announced=[game(k)] if k else []), rules).net for k in range(4)] == [1, 2, 4, 4]
    assert settle(deal(announced=[game(3)]), PAGAT).net == 8
    assert "scoring.szubkontra-signal" in {ruling.rule for ruling in settle(deal(announced=[game(3)]), rules).rulings}
    with pytest.raises(TarokkInputError, match="0–3") as refused:
        settle(deal(announced=[game(4)]), rules)  # no hirskontra after a signal
    assert "announced[0].kontra" in str(refused.value)


@pytest.mark.parametrize("variant", ["tolnai1930", "pagat", "kegl"])
def test_tolnai_64_table(variant):
    """Tolnai §64, every value and which items a kontra doubles (note *), under each preset."""
    got = [(r.number, r.hu, list(r.values), r.kontra_doubles) for r in scoring_table(ruleset(variant))]
    assert got == [(r["number"], r["case"], r["values"], r["kontra"]) for r in DATA["tolnai64"]["rows"]]


# The game ----------------------------------------------------------------------


def test_48_of_94_wins_and_47_all_loses():
    """scoring.card-points: 48 wins; at 47–47 the opponents win (Tolnai §9)."""
    assert settle(deal(points=48, tricks=5), PAGAT).net == 1
    assert settle(deal(points=47, tricks=5), PAGAT).net == -1


def test_kontra_variant_gives_47_all_to_the_declarer():
    """scoring.kontra-needs-48: after a kontra the opponents need 48 too."""
    rules = PAGAT.with_options(kontra_opponents_need_48=True)
    assert settle(deal(points=47, tricks=5, announced=[game()]), rules).net == 2
    assert settle(deal(points=47, tricks=5), rules).net == -1  # no kontra: as usual
    ruled = settle(deal(points=47, tricks=5, announced=[game()]), rules).rulings
    assert any(r.rule == "scoring.kontra-needs-48" for r in ruled)


@pytest.mark.parametrize(("contract", "value"), [(THREE, 1), (TWO, 2), (ONE, 3), (SOLO, 4)])
def test_base_values(contract, value):
    """scoring.base-value: three 1, two 2, one 3, solo 4."""
    assert settle(deal(contract), PAGAT).net == value


def test_announced_dupla_lost_with_the_game_pays_five_times():
    """scoring.double-game: 'összesen tehát a játék alapértékének ötszörösét'."""
    assert (
        settle(deal(TWO, points=40, tricks=4, announced=[Announcement(Figure("double-game"), "declarer")]), PAGAT).net
        == -10
    )


# Figures ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("figure", "made", "silent", "announced"),
    [
        ("trull", Made(trull="declarer"), 1, 2),
        ("four-kings", Made(four_kings="declarer"), 1, 2),
        ("pagat-ultimo", Made(pagat_ultimo=PagatUltimo("declarer", True)), 5, 10),
        ("xxi-capture", Made(xxi_capture="declarer"), 21, 42),
    ],
)
def test_figures_are_independent_of_the_base_value(figure, made, silent, announced):
    """scoring.trull, scoring.four-kings, scoring.pagat-ultimo, scoring.xxi-capture."""
    for contract in CONTRACTS:
        assert figures(settle(deal(contract, made=made), PAGAT), figure) == silent
        said = [Announcement(Figure(figure), "declarer")]
        assert figures(settle(deal(contract, made=made, announced=said), PAGAT), figure) == announced
        assert figures(settle(deal(contract, announced=said), PAGAT), figure) == -announced


@pytest.mark.parametrize(
    "ultimo",
    [
        PagatUltimo("declarer", False),  # beaten in the last trick
        None,  # forced out before the ninth trick
        PagatUltimo("opponents", False),  # the pagát was not with the announcers at all
    ],
)
def test_announced_ultimo_fails_three_ways(ultimo):
    """scoring.pagat-ultimo: each failure costs the announcers 10."""
    said = [Announcement(Figure("pagat-ultimo"), "declarer")]
    result = settle(deal(made=Made(pagat_ultimo=ultimo), announced=said), PAGAT)
    announced = [i for i in result.items if i.figure == "pagat-ultimo" and i.announced]
    assert [(i.side, i.units) for i in announced] == [("opponents", 10)]


def test_ultimo_kontra_rekontra():
    said = [Announcement(Figure("pagat-ultimo"), "opponents", 2)]
    made = Made(pagat_ultimo=PagatUltimo("opponents", True))
    assert figures(settle(deal(made=made, announced=said), PAGAT), "pagat-ultimo") == -40


def test_xxi_capture_announced_by_the_side_without_the_skiz_fails_and_the_other_scores_silently():
    """scoring.xxi-capture and scoring.figures-both-sides: 42 lost plus 21 silent."""
    said = [Announcement(Figure("xxi-capture"), "declarer")]
    assert figures(settle(deal(made=Made(xxi_capture="opponents"), announced=said), PAGAT), "xxi-capture") == -63


def test_no_silent_trull_or_four_kings_with_volat_but_announced_ones_count():
    """scoring.no-silent-figures-with-volat (pagat figure table; Tolnai §53)."""
    made = Made(trull="declarer", four_kings="declarer")
    result = settle(deal(points=94, tricks=9, made=made), PAGAT)
    assert figures(result, "trull") == figures(result, "four-kings") == 0
    assert any(r.rule == "scoring.no-silent-figures-with-volat" for r in result.rulings)
    said = [Announcement(Figure("four-kings"), "declarer")]
    assert figures(settle(deal(points=94, tricks=9, made=made, announced=said), PAGAT), "four-kings") == 2


# Who pays whom ----------------------------------------------------------------------


def test_two_against_two_one_against_three_and_the_dealer_of_five():
    """scoring.teams."""
    assert settle(deal(TWO), PAGAT).payments == {"A": -2, "B": 2, "C": -2, "D": 2}
    assert settle(deal(TWO, partner=None), PAGAT).payments == {"A": -2, "B": 6, "C": -2, "D": -2}
    five = settle(deal(TWO, players=5), PAGAT).payments
    assert five == {"A": -2, "B": 2, "C": -2, "D": 2, "E": 0}


def test_sir_es_nevet_makes_the_dealer_an_opponent_of_the_declarer():
    """scoring.sir-es-nevet (Tolnai §41, §45): he also pays announced tarokk counts."""
    rules = PAGAT.with_options(dealer_sir_es_nevet=True)
    counts = (TarokkCountClaim("B", 8, True),)
    result = settle(deal(TWO, partner=None, players=5, points=30, tricks=3, tarokk_counts=counts), rules)
    assert result.payments == {"A": 1, "B": -4, "C": 1, "D": 1, "E": 1}  # −2 each way, +1 from each for eight


def test_tarokk_counts_are_not_in_the_net():
    """scoring.tarokk-count: nine announced, 2 from each of the three others."""
    result = settle(deal(tarokk_counts=(TarokkCountClaim("C", 9, True),)), PAGAT)
    assert result.net == 1
    assert result.payments == {"A": -3, "B": -1, "C": 5, "D": -1}  # the three, then 2 from each for nine
    alone = settle(deal(partner=None, tarokk_counts=(TarokkCountClaim("B", 8, False),)), PAGAT)
    assert alone.transfers == ()  # claimed after the play, and nobody is his partner


def test_tarokk_counts_may_be_announced_for_nothing():
    """scoring.tarokk-count, Vadász tarokk (2025) I. 3. g): "A 8 ill. 9 tarokkszám bemondható,
    ezért pont nem jár." The count is announced, and nobody pays for it."""
    rules = PAGAT.with_options(tarokk_count_pays=False)
    counts = (TarokkCountClaim("C", 9, True), TarokkCountClaim("A", 8, False))
    unpaid = settle(deal(tarokk_counts=counts), rules)
    assert unpaid.transfers == ()
    assert unpaid.payments == settle(deal(), PAGAT).payments


def test_talon_honours_only_with_five_players_and_the_option():
    """scoring.talon-honours (Tolnai §40): skíz 3, XXI 2, pagát 1."""
    honours = (TalonHonour("A", "S"), TalonHonour("C", "XXI"), TalonHonour("D", "I"))
    rules = PAGAT.with_options(talon_honours_to_dealer=True)
    five = settle(deal(players=5, talon_honours=honours), rules)
    assert five.payments["E"] == 6
    assert settle(deal(players=5, talon_honours=honours), PAGAT).payments["E"] == 0
    assert settle(deal(talon_honours=honours), rules).transfers == ()


# Variants --------------------------------------------------------------------------


def test_recent_books_figure_values():
    """scoring.figure-values: four kings 2/4, ultimó 6/12, XXI-fogás 30/60."""
    rules = PAGAT.with_options(four_kings_value=2, pagat_ultimo_value=6, xxi_capture_value=30)
    made = Made(four_kings="declarer", pagat_ultimo=PagatUltimo("declarer", True), xxi_capture="declarer")
    result = settle(deal(made=made), rules)
    assert [figures(result, f) for f in ("four-kings", "pagat-ultimo", "xxi-capture")] == [2, 6, 30]
    said = [Announcement(Figure(f), "declarer") for f in ("four-kings", "pagat-ultimo", "xxi-capture")]
    result = settle(deal(made=made, announced=said), rules)
    assert [figures(result, f) for f in ("four-kings", "pagat-ultimo", "xxi-capture")] == [4, 12, 60]


def test_silent_volat_triples_the_kontra_game():
    """scoring.silent-volat-triples-kontra: 6× the base instead of 5×."""
    said = [game()]
    assert settle(deal(TWO, points=94, tricks=9, announced=said), PAGAT).net == 10
    rules = PAGAT.with_options(silent_volat_triples_kontra=True)
    result = settle(deal(TWO, points=94, tricks=9, announced=said), rules)
    assert result.net == 12 and rules_of(result) == {"scoring.silent-volat-triples-kontra"}


def test_opponents_silent_dupla_needs_a_kontra():
    """scoring.opponents-silent-need-kontra."""
    rules = PAGAT.with_options(opponents_silent_need_kontra=True)
    assert settle(deal(points=20, tricks=2), rules).net == -1
    assert settle(deal(points=0, tricks=0), rules).net == -1
    assert settle(deal(points=20, tricks=2, announced=[game()]), rules).net == -4
    assert settle(deal(points=80, tricks=8), rules).net == 2  # the declarer's is unaffected


def test_announced_dupla_or_volat_suppresses_the_plain_game():
    """scoring.dupla-volat-suppress-game (pagat variant; Tolnai §53)."""
    rules = PAGAT.with_options(dupla_volat_suppress_game=True)
    dupla, volat = Announcement(Figure("double-game"), "declarer"), Announcement(Figure("volat"), "declarer")
    assert settle(deal(points=40, tricks=4, announced=[dupla]), rules).net == -4
    assert settle(deal(points=20, tricks=2, announced=[volat]), rules).net == -6  # no silent dupla either
    assert settle(deal(points=40, tricks=4, announced=[dupla, game()]), rules).net == -6  # kontra'd: paid


def test_a_lost_dupla_or_volat_still_pays_the_game_to_its_winner():
    """scoring.failed-dupla-volat-pays-game, Vadász tarokk (2025) I. 3. f): "Megnyert dupla
    játék, ill. volát esetén az alappartiért pont nem jár, bukottnál azonban igen." A three
    (base 1) with the declarer's duplajáték (4 times the base) announced."""
    rules = PAGAT.with_options(failed_dupla_volat_pays_game=True)
    dupla, volat = Announcement(Figure("double-game"), "declarer"), Announcement(Figure("volat"), "declarer")
    lost = settle(deal(points=60, tricks=6, announced=[dupla]), rules)
    assert lost.net == 1 - 4 and "scoring.failed-dupla-volat-pays-game" in rules_of(lost)
    assert settle(deal(points=60, tricks=6, announced=[dupla]), PAGAT).net == -4  # pagat: no plain game
    assert settle(deal(points=72, tricks=8, announced=[dupla]), rules).net == 4  # made: instead of the game
    assert settle(deal(points=80, tricks=8, announced=[volat]), rules).net == 1 - 6
    assert settle(deal(points=80, tricks=8, announced=[dupla, volat]), rules).net == 4 - 6  # the dupla won
    assert settle(deal(points=40, tricks=4, announced=[dupla]), rules).net == -1 - 4  # the opponents' game


def test_a_figure_announced_with_the_volat_in_one_turn_counts_for_nothing():
    """scoring.volat-absorbs-overlaps, Vadász tarokk (2025) I. 3. f): "Az egy játékos által
    közvetlenül egymás után bemondott, egymást „átfedő” vállalások esetén (4 király + volát,
    tuletroá + volát, dupla játék + volát) csak a volát pontjai számítanak." A three (base 1):
    the volát (6) settles alone; the trull (2 announced, 1 silent) is not paid either way."""
    rules = PAGAT.with_options(volat_absorbs_overlaps=True)
    volat = Announcement(Figure("volat"), "declarer")
    trull = Announcement(Figure("trull"), "declarer", with_volat=True)
    made_trull = Made(trull="declarer")
    lost = deal(points=80, tricks=8, announced=[trull, volat], made=made_trull)
    assert settle(lost, rules).net == -6
    assert settle(lost, PAGAT).net == -6 + 2  # pagat: each announcement on its own
    assert "scoring.volat-absorbs-overlaps" in {ruling.rule for ruling in settle(lost, rules).rulings}
    won = deal(points=94, tricks=9, announced=[trull, volat], made=made_trull)
    assert settle(won, rules).net == 6 and settle(won, PAGAT).net == 6 + 2
    apart = replace(trull, with_volat=False)  # said by the partner, or in another turn
    assert settle(deal(points=80, tricks=8, announced=[apart, volat], made=made_trull), rules).net == -6 + 2
    kings = Announcement(Figure("four-kings"), "declarer", 1, with_volat=True)  # kontra'd: it goes all the same
    missed = deal(points=80, tricks=8, announced=[kings, volat])
    assert settle(missed, rules).net == -6 and settle(missed, PAGAT).net == -6 - 4
    theirs = deal(points=80, tricks=8, announced=[kings, volat], made=Made(four_kings="opponents"))
    assert settle(theirs, rules).net == -6 - 1  # the opponents' silent four kings is their own
    written = {
        "announced": [
            {"figura": "tulétroá", "oldal": "felvevő", "voláttal": True},
            {"figure": "volat", "side": "declarer"},
        ]
    }
    assert summary_from_data({**json.loads(ISSUE_JSON), **written}).announced[0].with_volat
    dupla = Announcement(Figure("double-game"), "declarer", with_volat=True)
    assert settle(deal(points=80, tricks=8, announced=[dupla, volat]), rules).net == -6
    assert settle(deal(points=80, tricks=8, announced=[dupla, volat]), PAGAT).net == 4 - 6


def test_what_the_volat_gained_is_weighed_against_the_figures_it_absorbed_being_paid():
    """A study's gain of announcing (studies.features.announcing_gain) settles the deal again
    without the volát; the trull it absorbed then counts as it would have, unsaid with it."""
    from tarokk.studies.features import announcing_gain

    rules = PAGAT.with_options(volat_absorbs_overlaps=True)
    volat = Announcement(Figure("volat"), "declarer")
    trull = Announcement(Figure("trull"), "declarer", with_volat=True)
    lost = deal(points=80, tricks=8, announced=[trull, volat], made=Made(trull="declarer"))
    net = settle(lost, rules).net
    assert net == -6
    # unsaid, the side's 80 points make a silent duplajáték (2), and its trull is paid (2)
    assert announcing_gain(lost, rules, volat, net) == -6 - (2 + 2)


def test_tolnai_volat_voids_the_dupla_announced_with_it():
    """scoring.volat-voids-dupla (Tolnai §53)."""
    said = [Announcement(Figure("double-game"), "declarer"), Announcement(Figure("volat"), "declarer")]
    assert settle(deal(points=80, tricks=8, announced=said), PAGAT).net == -2
    assert (
        settle(deal(points=80, tricks=8, announced=said), PAGAT.with_options(announced_volat_voids_dupla=True)).net
        == -6
    )


def test_tolnai_announced_dupla_with_silent_volat_is_the_dupla():
    """scoring.dupla-over-silent-volat (Tolnai §53)."""
    said = [Announcement(Figure("double-game"), "declarer")]
    rules = PAGAT.with_options(silent_volat_with_announced_dupla=False)
    assert settle(deal(points=94, tricks=9, announced=said), PAGAT).net == 7
    assert settle(deal(points=94, tricks=9, announced=said), rules).net == 4


def test_silent_trull_with_volat_variant():
    """scoring.silent-trull-with-volat: the trull counts, four kings still not."""
    made = Made(trull="declarer", four_kings="declarer")
    result = settle(deal(points=94, tricks=9, made=made), PAGAT.with_options(silent_trull_with_volat=True))
    assert (figures(result, "trull"), figures(result, "four-kings")) == (1, 0)


def test_kegl_no_silent_four_kings_with_silent_dupla():
    """scoring.no-silent-four-kings-with-dupla (Kégl/BGA)."""
    made = Made(four_kings="declarer")
    assert figures(settle(deal(points=80, tricks=8, made=made), PAGAT), "four-kings") == 1
    assert figures(settle(deal(points=80, tricks=8, made=made), ruleset("kegl")), "four-kings") == 0
    said = [Announcement(Figure("double-game"), "declarer")]  # an announced dupla is no silent one
    assert figures(settle(deal(points=80, tricks=8, made=made, announced=said), ruleset("kegl")), "four-kings") == 1


def test_silent_ultimo_beaten_costs_nothing_for_tolnai():
    beaten = Made(pagat_ultimo=PagatUltimo("declarer", False))
    assert figures(settle(deal(made=beaten), PAGAT), "pagat-ultimo") == -5
    assert figures(settle(deal(made=beaten), ruleset("tolnai1930")), "pagat-ultimo") == 0


def test_the_ultimo_kassza():
    """scoring.ultimo-kassza (Tolnai §26, §38, §54*; Kégl/BGA)."""
    rules = ruleset("kegl").with_options(ultimo_kassza=True)
    assert kassza_stakes(4, rules) == dict.fromkeys("ABCD", 2)
    assert kassza_stakes(4, PAGAT) == {}
    said = [Announcement(Figure("pagat-ultimo"), "declarer")]
    made = settle(deal(announced=said, made=Made(pagat_ultimo=PagatUltimo("declarer", True))), rules, kassza=16)
    assert made.kassza == {"B": -8, "D": -8}  # the makers share it
    lost = settle(deal(partner=None, announced=said), rules, kassza=16)
    assert lost.kassza == {"B": 16}  # alone, he doubles it alone (Tolnai §54*)
    silent = settle(deal(made=Made(pagat_ultimo=PagatUltimo("declarer", True))), rules, kassza=16)
    assert silent.kassza == {}
    failed = settle(deal(TWO, "D", None, 0, 0, penalty=Penalty("failed-probaharom", "D")), rules, kassza=4)
    assert failed.kassza == {"D": 8} and set(failed.payments.values()) == {0}


# Penalties ---------------------------------------------------------------------------


def penalised(kind, seat="C", **more):
    said = [game(1), Announcement(Figure("trull"), "declarer"), Announcement(Figure("pagat-ultimo"), "opponents", 1)]
    return deal(TWO, points=60, tricks=6, announced=said, penalty=Penalty(kind, seat), **more)


@pytest.mark.parametrize(("kind", "rule"), [("wrong-discard", "penalty.wrong-discard"), ("revoke", "penalty.revoke")])
def test_offender_pays_everyone_the_game_and_the_announced_figures(kind, rule):
    """Tolnai §38 and §62*: kontra'd two 4 + trull 2 + kontra'd ultimó 20 = 26 to each."""
    result = settle(penalised(kind), PAGAT)
    assert result.payments == {"A": 26, "B": 26, "C": -78, "D": 26}
    assert result.items == () and [t.rule for t in result.transfers] == [rule]


def test_wrong_discard_milder_rule():
    """penalty.wrong-discard-mild: the offender alone pays his side's dues."""
    rules = PAGAT.with_options(wrong_discard_penalty="bears-side-payments")
    # kontra'd two won 4, trull lost 2, the opponents' kontra'd ultimó lost 20: B and D win 22 each
    assert settle(replace(penalised("wrong-discard"), penalty=None), PAGAT).net == 22
    assert settle(penalised("wrong-discard", "C"), rules).payments == {"A": 0, "B": 22, "C": -44, "D": 22}
    assert settle(penalised("wrong-discard", "D"), rules).payments == {"A": 0, "B": 22, "C": 0, "D": -22}


def test_failed_probaharom_pays_as_a_lost_three():
    """penalty.failed-probaharom: pagat 1 each, Kégl/BGA 2 each."""
    failed = deal(THREE, "D", None, 0, 0, penalty=Penalty("failed-probaharom", "D"))
    assert settle(failed, PAGAT).payments == {"A": 1, "B": 1, "C": 1, "D": -3}
    assert settle(failed, ruleset("kegl")).payments == {"A": 2, "B": 2, "C": 2, "D": -6}


def test_missed_invit_is_a_ruling_without_payment():
    """penalty.missed-invit (Tolnai §35): the auction starts again."""
    result = settle(deal(penalty=Penalty("missed-invit", "A")), PAGAT)
    assert set(result.payments.values()) == {0}
    assert [r.rule for r in result.rulings] == ["penalty.missed-invit"]


# The summary format -------------------------------------------------------------------

ISSUE_JSON = """{"variant": "pagat", "players": 4, "contract": "two",
 "declarer": "B", "partner": "D",
 "declarer_side": {"card_points": 52, "tricks": 5},
 "announced": [{"figure": "game", "kontra": 1},
               {"figure": "double-game", "side": "declarer", "kontra": 1}],
 "made": {"trull": null, "four-kings": null, "pagat-ultimo": null, "xxi-capture": null},
 "tarokk_counts": []}"""


def test_the_issue_example_reads_and_settles():
    summary = load_summary(ISSUE_JSON)
    assert (summary.contract, summary.declarer, summary.partner, summary.game_kontra) == (TWO, "B", "D", 1)
    assert settle(summary, PAGAT).net == -12


def test_hungarian_names_and_toml():
    toml = """
variant = "tolnai1930"
contract = "szóló"
declarer = "a"
partner = "egyedül"
declarer_side = { card_points = 30, tricks = 2 }
announced = [{ figure = "tulétroá", side = "ellenfél", kontra = "rekontra" },
             { figure = "huszonegyfogás", side = "felvevő", kontra = "mordkontra" }]
[made]
"négykirály" = "ellenfelek"
"XXI-fogás" = "felvevő"
"pagátultimó" = { side = "ellenfél", won = true }
"""
    s = load_summary(toml)
    assert (s.variant, s.contract, s.declarer, s.partner) == ("tolnai1930", SOLO, "A", None)
    assert s.announced == (
        Announcement(Figure("trull"), "opponents", 2),
        Announcement(Figure("xxi-capture"), "declarer", 5),
    )
    assert s.made == Made(None, "opponents", PagatUltimo("opponents", True), "declarer")


def test_a_file_path_is_read(tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(ISSUE_JSON, encoding="utf-8")
    assert load_summary(path) == load_summary(ISSUE_JSON)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"contract": "négy"}, "contract: 'négy' is not valid; expected three/három"),
        ({"declarer": "X"}, "declarer: 'X' is not valid; expected a seat"),
        ({"declarer_side": {"card_points": 95, "tricks": 5}}, "declarer_side.card_points: 95 is not valid; expected"),
        ({"announced": [{"figure": "game", "kontra": 7}]}, r"announced\[0\].kontra: 7 is not valid; expected a kontra"),
        ({"announced": [{"figure": "ultimo", "kontra": "superkontra"}]}, "side: missing; expected declarer"),
        ({"announced": [{"figure": "bogus"}]}, r"announced\[0\].figure: 'bogus' is not valid"),
        ({"announced": [{"figure": None, "kontra": 1}]}, r"announced\[0\].figure: None is not valid; expected game"),
        ({"made": {"trull": "everyone"}}, "made.trull: 'everyone' is not valid; expected declarer"),
        ({"colour": "red"}, "colour: unknown key; expected one of variant"),
        ({"partner": "B"}, "partner: 'B' is the declarer"),
        ({"declarer_side": {"card_points": 60, "tricks": 9}}, "all nine tricks but only 60 card points"),
        ({"made": {"trull": "opponents"}, "declarer_side": {"card_points": 94, "tricks": 9}}, "yet took no trick"),
        ({"tarokk_counts": [{"seat": "A", "count": 7}]}, r"tarokk_counts\[0\].count: 7 is not valid; expected 8 or 9"),
        (
            {"announced": [{"figure": "trull", "side": "declarer", "with_volat": True}]},
            r"announced\[0\]: only a trull, four kings or duplajáték can be announced with the volát",
        ),
        (
            {"announced": [{"figure": "volat", "side": "declarer", "with_volat": True}]},
            r"announced\[0\]: .*not volat",
        ),
    ],
)
def test_bad_summaries_are_refused_with_key_value_and_expectation(change, message):
    data = {**json.loads(ISSUE_JSON), **change}
    with pytest.raises(TarokkInputError, match=message):
        summary_from_data(data)


def test_neither_json_nor_toml_asks_for_a_summary():
    with pytest.raises(TarokkInputError, match="is not a deal summary in JSON or TOML"):
        load_summary("A: passz, B: három")


def test_penalties_that_stop_the_deal_need_no_play_result():
    s = summary_from_data({"contract": "három", "declarer": "D", "penalty": {"kind": "próbahárom"}})
    assert s.penalty == Penalty("failed-probaharom", "D") and s.partner is None
    with pytest.raises(TarokkInputError, match="declarer_side: missing"):
        summary_from_data(
            {"contract": "two", "declarer": "D", "partner": "A", "penalty": {"kind": "renonsz", "seat": "A"}}
        )


def test_every_settlement_option_names_its_sources():
    names = {f.name for f in option_fields()}
    for option in ("kontra_opponents_need_48", "ultimo_kassza", "double_round", "wrong_discard_penalty"):
        assert option in names
    for f in option_fields():
        for value in f.metadata["sources"]:
            assert f.metadata["sources"][value]


# Invariants ----------------------------------------------------------------------------

SIDES = ("declarer", "opponents")


@st.composite
def summaries(draw):
    players = draw(st.sampled_from([4, 5]))
    declarer = draw(st.sampled_from("ABCD"))
    partner = draw(st.sampled_from([None, *(s for s in "ABCD" if s != declarer)]))
    tricks = draw(st.integers(0, 9))
    least, most = card_point_bounds(tricks)
    points = draw(
        st.integers(max(least, 71), most) if tricks == 9 else st.integers(least, min(most, 12) if tricks == 0 else most)
    )
    pairs = [("game", "declarer")] + [
        (f, s) for f in ("trull", "four-kings", "double-game", "volat", "pagat-ultimo", "xxi-capture") for s in SIDES
    ]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=6))
    overlaps = {(f, s) for f, s in chosen if f in ("trull", "four-kings", "double-game") and ("volat", s) in chosen}
    announced = tuple(
        Announcement(Figure(f), s, draw(st.integers(0, 5)), (f, s) in overlaps and draw(st.booleans()))
        for f, s in chosen
    )
    able = [s for s in SIDES if (s == "declarer" and tricks > 0) or (s == "opponents" and tricks < 9)]
    side = st.sampled_from([None, *able])
    ultimo = draw(st.one_of(st.none(), st.builds(PagatUltimo, st.sampled_from(SIDES), st.booleans())))
    if ultimo is not None and ultimo.won and ultimo.side not in able:
        ultimo = None
    made = Made(draw(side), draw(side), ultimo, draw(side))
    seats = draw(st.lists(st.sampled_from("ABCD"), unique=True, max_size=2))  # three counts pass the 22 tarokks
    counts = tuple(TarokkCountClaim(s, draw(st.sampled_from([8, 9])), draw(st.booleans())) for s in seats)
    cards = draw(st.lists(st.sampled_from(["S", "XXI", "I"]), unique=True, max_size=3))
    honours = tuple(TalonHonour(draw(st.sampled_from("ABCD")), c) for c in cards)
    penalty = draw(
        st.one_of(
            st.none(),
            st.builds(Penalty, st.sampled_from(["wrong-discard", "revoke", "missed-invit"]), st.sampled_from("ABCD")),
        )
    )
    contract = draw(st.sampled_from(CONTRACTS))
    return DealSummary(
        "pagat", players, contract, declarer, partner, points, tricks, announced, made, counts, honours, penalty
    )


BOOLEAN_OPTIONS = [f.name for f in option_fields() if f.type == "bool" and "kassza" not in f.name]


@st.composite
def rulesets(draw) -> Ruleset:
    base = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    flips = draw(st.lists(st.sampled_from(BOOLEAN_OPTIONS), unique=True, max_size=4))
    options = {name: not getattr(base, name) for name in flips}
    options["ultimo_kassza"] = draw(st.booleans())
    options["wrong_discard_penalty"] = draw(st.sampled_from(["pays-all-three", "bears-side-payments"]))
    return base.with_options(**options)


def within_ladder(summary, rules):
    """``summary`` with no kontra above the highest word ``rules`` play (the szubkontra where it
    is only a signal)."""
    top = len(kontra_ladder(rules).words)
    return replace(summary, announced=tuple(replace(a, kontra=min(a.kontra, top)) for a in summary.announced))


@settings(max_examples=300, deadline=None)
@given(summaries(), rulesets(), st.integers(0, 64))
def test_payments_always_sum_to_zero(summary, rules, kassza):
    """Payments sum to zero, and the kassza never pays out more than it holds."""
    summary = within_ladder(summary, rules)
    result = settle(summary, rules, kassza)
    assert sum(result.payments.values()) == 0
    assert set(result.payments) == set(summary.seats())
    assert kassza + sum(result.kassza.values()) >= 0  # nobody takes more than the kassza holds


@settings(max_examples=200, deadline=None)
@given(summaries(), rulesets(), st.randoms())
def test_settlement_does_not_depend_on_the_order_of_announcements(summary, rules, random):
    summary = within_ladder(summary, rules)
    shuffled = list(summary.announced)
    random.shuffle(shuffled)
    assert settle(replace(summary, announced=tuple(shuffled)), rules) == settle(summary, rules)


@settings(max_examples=200, deadline=None)
@given(summaries())
def test_net_is_what_one_opponent_pays(summary):
    summary = replace(summary, penalty=None, tarokk_counts=(), talon_honours=())
    result = settle(summary, PAGAT)
    for seat in summary.members("opponents"):
        assert result.payments[seat] == -result.net


def test_every_rule_id_of_the_text_is_catalogued():
    from tarokk.core.catalogue import catalogue

    source = (ROOT / "tarokk/games/paskievics/scoring.py").read_text("utf-8") + (
        ROOT / "tarokk/games/paskievics/session.py"
    ).read_text("utf-8")
    used = set(re.findall(r'(?<!bad_value\()"((?:scoring|penalty|session)\.[a-z0-9-]+)"', source))
    assert used and used <= set(catalogue())


# The command line ---------------------------------------------------------------------


def run(capsys, *argv):
    from tarokk.cli.main import main

    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def issue_file(tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(ISSUE_JSON, encoding="utf-8")
    return str(path)


def test_cli_settle_text_json_and_explain(capsys, issue_file):
    status, out, _ = run(capsys, "settle", issue_file)
    assert status == 0 and "Net −12: the opponents win 12" in out and "A +12, B −12, C +12, D −12" in out
    status, out, _ = run(capsys, "settle", issue_file, "--json")
    data = json.loads(out)
    assert data["net"] == -12 and data["payments"] == {"A": 12, "B": -12, "C": 12, "D": -12}
    assert sorted((i["figure"], i["side"], i["units"]) for i in data["items"]) == [
        ("double-game", "opponents", 16),
        ("game", "declarer", 4),
    ]
    status, out, _ = run(capsys, "settle", issue_file, "--explain")
    assert "[scoring.kontra-and-announced: pagat 'Az elszámolás']" in out
    assert "[scoring.card-points: pagat 'Az elszámolás'; Tolnai §9, §49]" in out


def test_cli_compare_marks_the_differences(capsys, tmp_path):
    path = tmp_path / "volat.toml"
    lines = ['contract = "three"', 'declarer = "B"', 'partner = "D"']
    lines += [
        "declarer_side = { card_points = 94, tricks = 9 }",
        'announced = [{ figure = "dupla", side = "felvevő" }]',
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path), "--compare", "pagat,tolnai1930")
    rows = {line.split("  ")[0]: line for line in out.splitlines()}
    assert status == 0 and rows["net"].endswith("≠") and "+7" in rows["net"] and "+4" in rows["net"]
    assert rows["silent volát of the declarer"].split()[-2:] == ["—", "≠"]
    status, _, err = run(capsys, "settle", str(path), "--compare", "pagat")
    assert status == 2 and "--compare takes two or more rulesets" in err


def test_cli_tables_are_the_engines(capsys):
    status, out, _ = run(capsys, "table", "multipliers", "--json")
    data = json.loads(out)
    assert status == 0 and data["columns"] == DATA["multipliers"]["columns"]
    assert [(r["label"], r["values"]) for r in data["rows"]] == printed_multipliers()
    status, out, _ = run(capsys, "table", "scoring", "--variant", "tolnai")
    assert status == 0 and "12  XXI fogás bemondva *)" in out and out.count("*)") == 8
    status, out, _ = run(capsys, "table", "multipliers", "--variant", "tolnai1930")
    assert "Duplajáték, volát" in out


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Passz, három, kettő", "is not a deal summary in JSON or TOML"),
        ('{"contract": "two", "declarer": "B"}', "partner: missing; expected the partner's seat"),
        ('{"contract": "two", "declarer": "B", "partner": "D", "declarer_side": {"card_points": 52}}',
         "declarer_side.tricks: missing"),
        ('{"variant": "ulti", "contract": "two", "declarer": "B", "partner": "D", '
         '"declarer_side": {"card_points": 52, "tricks": 4}}', "unknown variant 'ulti'"),
    ],
)  # fmt: skip
def test_cli_errors_are_sentences_with_status_2(capsys, tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    status, out, err = run(capsys, "settle", str(path))
    assert status == 2 and out == "" and message in err and "Traceback" not in err
