"""House rules: one ruleset named three ways (a spec, a TOML file, a record's Rules tag),
accepted by every command; rulings that name the option deciding them; `tarokk rule`;
the summary template."""

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.cli.main import main
from tarokk.core.catalogue import catalogue, game_rules, search
from tarokk.core.errors import TarokkInputError
from tarokk.core.gamerecords import parse_table_record
from tarokk.core.options import format_value
from tarokk.core.state import load_game
from tarokk.games.paskievics.bidding import run_auction
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import record_rules
from tarokk.games.paskievics.ruleset import (
    PRESETS,
    Ruleset,
    option_fields,
    rules_argument,
    ruleset,
)
from tarokk.games.paskievics.rulings import auction_rulings
from tests.test_language import english_lines

SPEC = "pagat, kontra_opponents_need_48=yes, discard_xx=forbidden"
HOUSE_TOML = """# our table
preset = "pagat"
kontra-opponents-need-48 = "igen"
discard_xx = "Forbidden"
"""


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def house(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text(HOUSE_TOML, encoding="utf-8")
    return path


def test_the_three_forms_give_one_ruleset(house):
    from_spec = ruleset(SPEC)
    record = parse_record(f'[Variant "pagat"]\n[Rules "{SPEC}"]\n')
    assert from_spec == rules_argument(str(house)) == record_rules(record)
    assert from_spec == PRESETS["pagat"].with_options(kontra_opponents_need_48=True, discard_xx="forbidden")
    assert from_spec.name == "pagat + kontra_opponents_need_48=yes, discard_xx=forbidden"
    assert ruleset(from_spec.name) == from_spec  # the name reads back as a spec
    assert from_spec != PRESETS["pagat"]


def test_values_are_read_forgivingly():
    assert ruleset("tolnai, knock_allowed=nem, invit-counts=Always").knock_allowed is False
    assert ruleset("kegl + throw_in_hands=xxi-only|no-tarokk").throw_in_hands == {"xxi-only", "no-tarokk"}
    assert ruleset("pagat, four_kings_value=2").four_kings_value == 2
    assert ruleset("pagat, throw_in_hands=none").throw_in_hands == frozenset()


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_option_value_round_trips_through_the_name(data):
    preset = data.draw(st.sampled_from(sorted(PRESETS)))
    chosen = {}
    for f in option_fields():
        choices = Ruleset.choices(f.name)
        if choices and data.draw(st.booleans()):
            chosen[f.name] = data.draw(st.sampled_from(choices))
    rules = PRESETS[preset].with_options(**chosen)
    assert ruleset(rules.name) == rules
    spec = ", ".join([preset, *(f"{name}={format_value(value)}" for name, value in chosen.items())])
    assert ruleset(spec) == rules


@pytest.mark.parametrize(
    ("spec", "wanted"),
    [
        ("pagat, discard_x=forbidden", ["did you mean discard_xx?"]),
        ("pagat, solo_jump=yes", ["did you mean solo_jump_signals_xviii?"]),
        ("pagat, discard_xx=sometimes", ["forbidden (pagat 'Változatok a skartolásra", "unless-invit (Kégl/BGA)"]),
        ("pagat, kontra_opponents_need_48=maybe", ["yes/igen/true (pagat 'Változatok az elszámolásra'"]),
        ("pagat, four_kings_value=sok", ["2 (pagat 'Változatok az elszámolásra'"]),
        ("pagat, throw_in_hands=xxi", ["xxi-only, no-tarokk (Tolnai §38)"]),
        ("pagatt", ["did you mean pagat?", "tolnai1930 (Tolnai"]),
    ],
)
def test_unknown_options_and_values_list_the_valid_ones_with_sources(spec, wanted):
    with pytest.raises(TarokkInputError) as error:
        ruleset(spec)
    assert all(text in str(error.value) for text in wanted), str(error.value)


def test_a_bad_house_rules_file_names_its_line(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('preset = "pagat"\ndiscard_xx = forbidden\n', encoding="utf-8")
    with pytest.raises(TarokkInputError) as error:
        rules_argument(str(path))
    assert error.value.line == 2


def test_every_command_accepts_the_rules(capsys, tmp_path, house, monkeypatch):
    for rules in (SPEC, str(house)):
        status, out, _ = run(capsys, "bid", "--rules", rules, "pass", "three", "pass", "pass")
        assert status == 0 and "(pagat + kontra_opponents_need_48=yes, discard_xx=forbidden rules)" in out
        record = tmp_path / "deal.txt"
        assert run(capsys, "play-random", "--seed", "5", "--rules", rules, "--record", str(record))[0] == 0
        text = record.read_text(encoding="utf-8")
        options = parse_table_record(text).options()
        assert options.keys() == {"kontra_opponents_need_48", "discard_xx"}
        assert load_game("paskievics", **options).rules == ruleset(SPEC)
        assert run(capsys, "replay", str(record))[0] == 0
        assert run(capsys, "replay", str(record), "--rules", rules)[0] == 0
        status, out, _ = run(capsys, "settle", "--template")
        summary = tmp_path / "summary.toml"
        summary.write_text(out, encoding="utf-8")
        status, out, _ = run(capsys, "settle", str(summary), "--rules", rules)
        assert status == 0 and "pagat + kontra_opponents_need_48=yes, discard_xx=forbidden rules" in out
        sheet = tmp_path / "sheet.json"
        sheet.write_text(json.dumps([json.loads(json.dumps(_summary()))]), encoding="utf-8")
        status, out, _ = run(capsys, "sheet", str(sheet), "--rules", rules)
        assert status == 0 and "(pagat + kontra_opponents_need_48=yes" in out
        status, out, _ = run(capsys, "simulate", "hands", "--deals", "200", "--rules", rules, "--json")
        assert status == 0 and json.loads(out)["variant"] == ruleset(SPEC).name
        seen: list = []
        monkeypatch.setattr("tarokk.cli.game.Game.run", lambda game, seen=seen: seen.append(game.table.ruleset))
        assert run(capsys, "play", "--rules", rules, "--seed", "1")[0] == 0
        assert seen == [ruleset(SPEC)]
    assert run(capsys, "bid", "--variant", "tolnai1930", "pass")[0] == 0  # --variant works as before
    status, _, err = run(capsys, "bid", "--rules", "pagat, discard_x=no", "pass")
    assert status == 2 and "did you mean discard_xx?" in err and "Traceback" not in err


def _summary():
    return {"variant": SPEC, "contract": "three", "declarer": "A", "partner": "B",
            "declarer_side": {"card_points": 60, "tricks": 6}}  # fmt: skip


def test_a_summary_variant_takes_a_spec(capsys, tmp_path):
    path = tmp_path / "summary.json"
    data = _summary() | {
        "declarer_side": {"card_points": 47, "tricks": 5},
        "announced": [{"figure": "game", "kontra": 1}],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path))
    assert status == 0 and "Net +2: the declarer's side wins 2" in out  # 47–47 after a kontra: the declarer's


def test_the_rules_tag_must_start_from_the_variant():
    record = parse_record('[Variant "tolnai1930"]\n[Rules "pagat, discard_xx=forbidden"]\n')
    with pytest.raises(TarokkInputError, match="the Variant tag names tolnai1930"):
        record_rules(record)


def test_the_auction_ruling_names_the_option_that_decides_it(capsys):
    status, out, _ = run(capsys, "bid", "--variant", "tolnai1930", "kettő", "passz", "passz", "passz")
    assert status == 0
    assert "↳ option invit_counts=if-another-wins (pagat 'Változatok a licitálási konvenciókra'; Tolnai §35" in out
    assert "with invit_counts=always (pagat 'Invit'): The inviter won the auction himself" in out
    # the same words under pagat name the same option, the other way round
    pagat = auction_rulings(run_auction(["kettő", "passz", "passz", "passz"]))
    named = [(d.option, d.value) for r in pagat for d in r.depends]
    assert ("invit_counts", "always") in named


def test_an_auction_no_option_decides_names_none():
    rulings = auction_rulings(run_auction(["három", "kettő", "egy", "passz", "passz", "passz"]))
    assert not any(r.depends for r in rulings)


def test_a_non_invit_jump_names_the_option_that_made_it_so():
    rulings = auction_rulings(
        run_auction(["három", "kettő", "passz", "passz", "tartom", "szóló", "passz"], ruleset("kegl"))
    )
    jump = next(r for r in rulings if "no invit" in r.text)
    assert [d.option for d in jump.depends] == ["jump_after_held_bid_is_invit"]
    assert "an invit signalling the XVIII" in jump.depends[0].otherwise[0].ruling


def test_settle_explain_and_compare_name_the_options(capsys, tmp_path):
    path = tmp_path / "summary.json"
    data = _summary() | {"variant": "pagat", "declarer_side": {"card_points": 47, "tricks": 5}}
    data |= {"announced": [{"figure": "game", "kontra": "kontra"}], "made": {"four-kings": "declarer"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path), "--explain")
    assert status == 0
    assert "↳ option four_kings_value=1 (pagat 'A figurák'" in out
    assert "with four_kings_value=2 (pagat 'Változatok az elszámolásra' (recent books)): paid:" in out
    assert "↳ option kontra_opponents_need_48=no" in out and "net +3 instead of −1" in out
    status, out, _ = run(capsys, "settle", str(path), "--compare", "pagat;pagat, kontra_opponents_need_48=yes;tolnai")
    assert status == 0 and "Options the rulesets play differently that decide this deal:" in out
    assert "kontra_opponents_need_48 — pagat: no" in out and "four_kings_value" not in out
    status, out, _ = run(capsys, "settle", str(path), "--compare", "pagat,tolnai1930,kontra_opponents_need_48=yes")
    assert status == 0 and "tolnai1930 + kontra_opponents_need_48=yes" in out


def test_rule_prints_statement_sources_quotes_options_and_section(capsys):
    status, out, _ = run(capsys, "rule", "scoring.kontra-needs-48")
    assert status == 0
    assert "kontra után 48 pont kell" in out and "Sources: pagat 'Változatok az elszámolásra'" in out
    assert "“pagat 'Változatok az elszámolásra': Mások úgy játszanak" in out
    assert "    tolnai1930: no (" in out and "scoring-kontras.html#scoring-kontra-needs-48" in out
    status, out, _ = run(capsys, "rule", "--json", "bidding.invit")
    data = json.loads(out)
    assert data["options"]["invit_counts"] == {"pagat": "always", "tolnai1930": "if-another-wins",
                                               "kegl": "opening-if-another-wins"}  # fmt: skip
    assert data["page"] == "bidding-invit" and data["anchor"] == "bidding.invit"


def test_rule_names_another_games_options_with_the_value_it_plays_by_default(capsys):
    status, out, _ = run(capsys, "rule", "magyar.talon.look")
    assert status == 0 and "  last_part_again: no" in out
    status, out, _ = run(capsys, "rule", "--json", "magyar.play")
    assert json.loads(out)["options"] == {"first_lead": {"default": "first-hand"}}


def test_rule_states_the_rule_in_english_and_in_hungarian_when_asked(capsys):
    entry = catalogue()["scoring.card-points"]
    status, out, _ = run(capsys, "rule", "scoring.card-points")
    assert status == 0 and entry.statement in out and entry.statement_hu not in out
    assert out.splitlines()[:2] == [f"scoring.card-points: {entry.title} ({entry.hu})", entry.statement]
    status, out, _ = run(capsys, "--lang", "hu", "rule", "scoring.card-points")
    assert out.splitlines()[:2] == [f"scoring.card-points: {entry.title_hu} ({entry.hu})", entry.statement_hu]
    status, out, _ = run(capsys, "rule", "--json", "scoring.card-points")
    data = json.loads(out)
    assert (data["statement"], data["statement_hu"]) == (entry.statement, entry.statement_hu)


def test_rule_search_finds_english_and_hungarian_words_without_accents(capsys):
    assert [r.id for r in search("negykiraly")] == [r.id for r in search("NÉGYKIRÁLY")]
    assert "scoring.four-kings" in [r.id for r in search("four kings")]
    status, out, _ = run(capsys, "rule", "engedett")
    assert status == 0 and "bidding.engedett" in out
    status, out, _ = run(capsys, "rule", "--search", "hold", "earlier")
    assert status == 0 and "bidding.hold-earlier-seat" in out
    status, _, err = run(capsys, "rule", "zzzz")
    assert status == 2 and "no rule matches" in err
    status, out, _ = run(capsys, "rule", "discard_xx")
    assert status == 0 and "kegl: unless-invit (Kégl/BGA)" in out


def test_every_option_a_rule_names_exists():
    """Paskievics tarokk's rules name Ruleset options; each other game checks its own options."""
    names = {f.name for f in option_fields()}
    for entry in game_rules("paskievics"):
        assert set(entry.options) <= names, entry.id


def test_the_template_settles_as_it_stands_and_hungarian_keys_work(capsys, tmp_path):
    status, template, _ = run(capsys, "settle", "--template")
    assert status == 0 and template.count("#") > 10
    path = tmp_path / "t.toml"
    path.write_text(template, encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path))
    assert status == 0 and "Payments: A +3, B −3, C +3, D −3" in out
    hungarian = template.replace("declarer =", '"felvevő" =').replace("announced =", '"bemondások" =')
    path.write_text(hungarian.replace("declarer_side =", "felvevo_oldal ="), encoding="utf-8")
    assert run(capsys, "settle", str(path))[1] == out


@pytest.mark.parametrize(
    ("text", "line"),
    [('variant = "pagat"\ncontract = three\n', 2), ('{"variant": "pagat",\n "contract": }\n', 2)],
)
def test_a_json_or_toml_fault_is_reported_by_its_parser_alone(capsys, tmp_path, text, line):
    path = tmp_path / "summary.txt"
    path.write_text(text, encoding="utf-8")
    status, out, _ = run(capsys, "settle", str(path), "--json")
    error = json.loads(out)
    assert status == 2 and error["line"] == line and "game record" not in error["message"]


EXAMPLE_LINE = re.compile(r'^# (["\w\[][^:]*?(?: =|\]$).*)$', re.MULTILINE)
"""A commented-out example of a template (``# four-kings = "opponents"``, ``# [penalty]``), not its prose."""
EXAMPLES = {
    "figures": ("four-kings", "négykirály", "xxi-capture", "XXI-fogás", "pagat-ultimo", "pagátultimó", "tarokk"),
    "five players": ("talon_hon",),
    "penalty": ("[penalty]", '["büntetés"]', "kind", "fajta", "seat =", "hely ="),
}


def filled(template: str, examples: str) -> str:
    """The template with one group of its examples in force (at five players, the talon honours)."""
    wanted = EXAMPLES[examples]

    def in_force(example: re.Match[str]) -> str:
        line = example[1]
        return line if line.startswith(wanted) or line.lstrip('"[').startswith(wanted) else example[0]

    text = EXAMPLE_LINE.sub(in_force, template)
    return re.sub(r"^(\S+) = 4 ", r"\1 = 5 ", text, flags=re.MULTILINE) if examples == "five players" else text


@pytest.mark.parametrize("examples", list(EXAMPLES))
def test_the_hungarian_template_is_the_english_one_in_hungarian_words_and_settles_alike(capsys, tmp_path, examples):
    """Both templates describe one deal: as they stand, and with their examples in force, they settle alike."""
    settled = []
    for language in ("en", "hu"):
        status, template, _ = run(capsys, "--lang", language, "settle", "--template")
        assert status == 0
        for text in (template, filled(template, examples)):
            path = tmp_path / f"{language}.toml"
            path.write_text(text, encoding="utf-8")
            status, out, err = run(capsys, "settle", str(path), "--json")
            assert status == 0, err
            settled.append(json.loads(out))
        if language == "hu":
            assert english_lines(template) == []
    assert settled[0] == settled[2] and settled[1] == settled[3] and settled[0] != settled[1]
