"""The command line in Hungarian: every marked message translated, the compiled catalogue up to
date, and the main commands speaking Hungarian with no English message left in their output."""

import gettext
import io
import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from hypothesis import given
from hypothesis import strategies as st

from tarokk.cli import language
from tarokk.cli.main import main
from tarokk.core.errors import TarokkInputError
from tarokk.games.paskievics.scoring import load_summary

PACKAGE = Path(__file__).resolve().parents[1] / "tarokk"
PO = PACKAGE / "locale" / "hu" / "LC_MESSAGES" / "tarokk.po"
MO = PO.with_suffix(".mo")
RECORD = Path(__file__).parent / "data" / "hu-record.txt"


def marked_messages() -> set[str]:
    """The messages marked with _() or ngettext() in the command line's code (singular form)."""
    found = extract_from_dir(PACKAGE / "cli", keywords={"_": None, "N_": None, "ngettext": (1, 2)})
    return {message if isinstance(message, str) else message[0] for _, _, message, _, _ in found}


def catalogue():
    with PO.open("rb") as handle:
        return read_po(handle, locale="hu")


def test_every_marked_message_has_a_hungarian_translation():
    entries = {m.id if isinstance(m.id, str) else m.id[0]: m for m in catalogue() if m.id}
    missing = sorted(m for m in marked_messages() if m not in entries)
    untranslated = sorted(m for m in marked_messages() if m in entries and not _translation(entries[m]))
    fuzzy = sorted(m for m in marked_messages() if m in entries and entries[m].fuzzy)
    assert (missing, untranslated, fuzzy) == ([], [], []), "run `make locale` and translate the new entries"


def test_the_command_line_says_te_to_the_player_as_players_do_at_the_table():
    formal = re.compile(r"\b(Ön|Önnek|Önt|Öné|Önök)\b")
    said = [_translation(entry) for entry in catalogue() if entry.id]
    assert [text for text in said if formal.search(text)] == []


def _translation(entry) -> str:
    return entry.string if isinstance(entry.string, str) else entry.string[0]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_a_translation_uses_only_the_facts_its_message_gives():
    for entry in catalogue():
        if entry.id:
            english = entry.id if isinstance(entry.id, str) else entry.id[0]
            assert _fields(_translation(entry)) <= _fields(english), english


def test_the_compiled_catalogue_is_the_one_the_po_file_compiles_to():
    compiled = io.BytesIO()
    write_mo(compiled, catalogue())
    compiled.seek(0)
    fresh = gettext.GNUTranslations(compiled)
    with MO.open("rb") as handle:
        shipped = gettext.GNUTranslations(handle)
    messages = {key: value for key, value in fresh._catalog.items() if key != ""}  # type: ignore[attr-defined]
    shipped_messages = {key: value for key, value in shipped._catalog.items() if key != ""}  # type: ignore[attr-defined]
    assert shipped_messages == messages, "the .mo is stale: run `make locale`"


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "hu_HU.UTF-8"}, "hu"),
        ({"LANGUAGE": "hu:en", "LANG": "en_GB.UTF-8"}, "hu"),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "hu_HU.UTF-8"}, "en"),
        ({"LC_MESSAGES": "hu_HU", "LANG": "C.UTF-8"}, "hu"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_first_locale_variable_set_chooses_the_language(environment, expected):
    assert language.language_from_environment(environment) == expected


@given(st.dictionaries(st.sampled_from(language.LOCALE_VARIABLES), st.text(max_size=12)))
def test_the_locale_chooses_one_of_the_languages(environment):
    assert language.language_from_environment(environment) in language.LANGUAGES


def run(capsys, monkeypatch, *argv, environment=None):
    for name in language.LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    for name, value in (environment or {}).items():
        monkeypatch.setenv(name, value)
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def english_fragments() -> list[str]:
    """The English words of each catalogue message, between its facts, that its translation does not share."""
    fragments = []
    for entry in catalogue():
        if entry.id:
            english = entry.id if isinstance(entry.id, str) else entry.id[0]
            for part in re.split(r"\{[^}]*\}", english):
                part = part.strip(" .,:;()—-*'!r")
                if len(part) >= 6 and " " in part and part not in _translation(entry):
                    fragments.append(part)
    return fragments


ENGLISH_WORDS = re.compile(r"\b(the|of|with|from|plays|cannot|must|won|lost)\b")
"""Words of English sentences, the engine's or the command line's, that no Hungarian line has."""
RULE_ID = re.compile(r"\b[a-z-]+\.[a-z0-9-]+\b")


def english_lines(text: str) -> list[str]:
    """The lines with words of an English sentence, rule ids aside."""
    return [line for line in text.splitlines() if ENGLISH_WORDS.search(RULE_ID.sub("", line))]


COMMANDS = [
    ["bid", "pass", "három", "kettő", "passz", "egy", "tartom", "passz"],
    ["bid", "egy"],
    ["bid", "passz", "passz", "passz", "passz"],
    ["replay", str(RECORD)],
    ["settle", "--explain", str(RECORD)],
    ["settle", str(RECORD), "--compare", "pagat,tolnai1930"],
    ["table", "multipliers"],
    ["table", "scoring"],
    ["rule", "bidding.hold"],
    ["rule", "--search", "tartom"],
    ["deal", "--seed", "7"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_the_main_commands_speak_hungarian_with_no_english_message(capsys, monkeypatch, argv):
    status, english, _ = run(capsys, monkeypatch, *argv)
    assert status == 0
    status, hungarian, _ = run(capsys, monkeypatch, "--lang", "hu", *argv)
    assert status == 0
    assert hungarian != english
    left = [fragment for fragment in english_fragments() if fragment in hungarian]
    assert left == []
    assert english_lines(hungarian) == []
    # Rule ids stay the same in both languages.
    assert re.findall(r"\[([a-z-]+\.[a-z0-9-]+)", hungarian) == re.findall(r"\[([a-z-]+\.[a-z0-9-]+)", english)


def test_lang_goes_before_or_after_the_command_and_a_hungarian_locale_chooses_it(capsys, monkeypatch):
    _, before, _ = run(capsys, monkeypatch, "--lang", "hu", "table", "multipliers")
    _, after, _ = run(capsys, monkeypatch, "table", "multipliers", "--lang", "hu")
    _, by_locale, _ = run(capsys, monkeypatch, "table", "multipliers", environment={"LANG": "hu_HU.UTF-8"})
    _, overridden, _ = run(
        capsys, monkeypatch, "table", "multipliers", "--lang", "en", environment={"LANG": "hu_HU.UTF-8"}
    )
    assert before == after == by_locale
    assert before.startswith("Az alapdíj szorzói")
    assert overridden.startswith("Multipliers of the base value")


def test_the_study_list_counts_in_hungarian_around_the_studies_own_words(capsys, monkeypatch):
    _, out, _ = run(capsys, monkeypatch, "--lang", "hu", "simulate", "--list")
    assert re.search(r"\(\d+ esemény, a --out leosztásonként egy sort ír\)", out)
    assert " events" not in out and "one row per deal" not in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["simulate", "hands", "--deals", "500"], "esemény"),
        (["odds", "skíz, XVI, VI, II, Kő k, Kő d, K k, P 10, T b", "--seat", "B", "--deals", "20"], "kinél van"),
    ],
    ids=" ".join,
)
def test_studies_and_odds_frame_their_own_words_in_hungarian(capsys, monkeypatch, argv, expected):
    """The studies name their events in their own (English) words; the tables around them are Hungarian."""
    status, out, _ = run(capsys, monkeypatch, "--lang", "hu", *argv)
    assert status == 0 and expected in out
    assert [fragment for fragment in english_fragments() if fragment in out] == []


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["bid", "pass", "hold"], "tarokk: 2. szó: B nem tarthat: még nem licitált (bidding.hold)"),
        (["bid", "három", "passz", "passz", "passz", "egy"], "(bidding.turn)"),
        (["play", "--deals", "0"], "tarokk: a --deals 1 és 1000 közötti számú leosztást vár; ezt kapta: 0"),
        (["settle"], "tarokk: a tarokk settle egy leosztás összefoglalóját vagy jegyzőkönyvét várja"),
        (["rule", "xyzzy"], "tarokk: egyik szabály sem felel meg ennek: 'xyzzy'"),
        (["simulate"], "tarokk: a tarokk simulate egy vizsgálat nevét várja"),
    ],
)
def test_errors_and_refusals_are_worded_in_hungarian_with_their_rule_ids(capsys, monkeypatch, argv, expected):
    status, out, err = run(capsys, monkeypatch, "--lang", "hu", *argv)
    assert status == 2 and out == ""
    assert expected in err
    assert english_lines(err) == []


@pytest.mark.parametrize(
    "argv",
    [
        ["bid", "--json", "három", "passz", "passz", "passz"],
        ["bid", "--json", "pass", "hold"],
        ["settle", "--json", str(RECORD)],
        ["table", "multipliers", "--json"],
        ["rule", "bidding.hold", "--json"],
    ],
    ids=" ".join,
)
def test_json_is_the_same_in_both_languages(capsys, monkeypatch, argv):
    _, english, _ = run(capsys, monkeypatch, *argv)
    _, hungarian, _ = run(capsys, monkeypatch, "--lang", "hu", *argv)
    assert json.loads(hungarian) == json.loads(english)


@pytest.mark.parametrize("argv", [["--lang", "xx", "bid", "egy"], ["bid", "egy", "--lang"]], ids=" ".join)
def test_a_language_not_spoken_is_refused_once_with_the_usage_line(capsys, argv):
    with pytest.raises(SystemExit) as refused:
        main(argv)
    err = capsys.readouterr().err
    assert refused.value.code == 2
    assert err.count("usage:") == 1 and "--lang" in err


@pytest.mark.parametrize(
    "command",
    ["cards", "deal", "play-random", "replay", "bid", "play", "simulate", "odds", "settle", "table", "sheet", "rule"],
)
def test_every_command_describes_its_options_in_hungarian(capsys, monkeypatch, command):
    monkeypatch.setenv("COLUMNS", "1000")  # one line per option: no message is cut by a line break
    with pytest.raises(SystemExit):
        run(capsys, monkeypatch, "--lang", "hu", command, "--help")
    out = capsys.readouterr().out
    assert "az üzenetek nyelve" in out
    assert [fragment for fragment in english_fragments() if fragment in out] == []


def test_argparse_speaks_hungarian_too(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "hu", "deal", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("használat: tarokk deal") and "kapcsolók:" in out and "show this help" not in out
    with pytest.raises(SystemExit):
        main(["--lang", "hu", "deal"])
    assert "hiba: ezek az argumentumok kötelezők: --seed" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--lang", "en", "deal"])
    assert "error: the following arguments are required: --seed" in capsys.readouterr().err


def test_numbers_are_written_as_each_language_writes_them(capsys):
    assert main(["--lang", "hu", "simulate", "hands", "--deals", "12000"]) == 0
    out = capsys.readouterr().out
    assert "12\u00a0000 leosztás" in out and re.search(r" 0,\d{6} ", out) and not re.search(r" 0\.\d{6} ", out)
    assert main(["--lang", "en", "simulate", "hands", "--deals", "12000"]) == 0
    out = capsys.readouterr().out
    assert "12,000 deals" in out and re.search(r" 0\.\d{6} ", out)
    assert main(["--lang", "hu", "simulate", "hands", "--deals", "1000", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 1000  # JSON stays language-neutral


@pytest.mark.parametrize(
    ("lang", "written"), [("hu", "\u22121,90 (\u22122,78 – +0,50)"), ("en", "\u22121.90 (\u22122.78 – +0.50)")]
)
def test_a_negative_number_is_written_with_a_true_minus_sign(lang, written):
    language.use(lang)
    try:
        text = f"{language.number(-1.9, '+.2f')} ({language.number(-2.78, '+.2f')} – {language.number(0.5, '+.2f')})"
    finally:
        language.use("en")
    assert text == written


SHEET = """
players = ["Anna", "Béla", "Cili", "Dani"]
variant = "pagat"

[[deal]]
contract = "two"
declarer = "B"
partner = "D"
declarer_side = { card_points = 55, tricks = 5 }

[[deal]]
all_passed = true

[[deal]]
contract = "three"
declarer = "D"
partner = "alone"
declarer_side = { card_points = 30, tricks = 3 }

[[deal]]
contract = "three"
declarer = "A"
partner = "C"
declarer_side = { card_points = 60, tricks = 6 }
penalty = { kind = "revoke", seat = "B" }
"""


def test_the_score_sheet_words_every_line_in_the_language_spoken(capsys, monkeypatch, tmp_path):
    """Who played what, a deal without a game and a penalty: each line in Hungarian, the JSON in the engine's words."""
    sheet = tmp_path / "sheet.toml"
    sheet.write_text(SHEET, encoding="utf-8")
    status, hungarian, _ = run(capsys, monkeypatch, "--lang", "hu", "sheet", str(sheet))
    assert status == 0 and english_lines(hungarian) == []
    for line in (
        "Béla és Dani: kettő, egyenleg +",
        "mindenki passzolt; ",
        "Anna egyedül: három, egyenleg −",
        "Dani: renonsz",
    ):
        assert line in hungarian
    _, english, _ = run(capsys, monkeypatch, "sheet", str(sheet))
    assert "Béla with Dani: two, net +" in english and "revoke by Dani" in english
    as_json = [
        run(capsys, monkeypatch, "--lang", language, "sheet", str(sheet), "--json")[1] for language in ("en", "hu")
    ]
    assert as_json[0] == as_json[1]


@pytest.mark.parametrize(
    ("marked", "said"),
    [
        ("a(z) {n}. leosztásban", {1: "az 1. leosztásban", 2: "a 2. leosztásban", 5: "az 5. leosztásban",
                                   50: "az 50. leosztásban", 100: "a 100. leosztásban", 1000: "az 1000. leosztásban",
                                   2000: "a 2000. leosztásban"}),
        ("A(z) {n} hely", {"A": "Az A hely", "B": "A B hely", "E": "Az E hely"}),
        ("a(z) {n} lap", {"XX": "a XX lap", "V": "az V lap", "I": "az I lap", "XI": "a XI lap", "ász": "az ász lap"}),
        ("a(z) {n} fájl", {"'out.csv'": "az 'out.csv' fájl", "'tábla.csv'": "a 'tábla.csv' fájl"}),
    ],
)  # fmt: skip
def test_a_hungarian_message_chooses_its_article_by_the_fact_filled_in(marked, said):
    for fact, expected in said.items():
        assert language.Message(marked).format(n=fact) == expected


def test_no_hungarian_message_shows_a_z_and_a_called_card_takes_the_object_case(capsys, monkeypatch):
    from tarokk.core.cards import card_object, parse_cards

    objects = {"XX": "a XX-ast", "V": "az V-öst", "XVIII": "a XVIII-ast", "skíz": "a skízt", "pagát": "a pagátot"}
    for name, expected in objects.items():
        assert card_object(parse_cards(name)[0], "hu") == expected
    assert (
        card_object(parse_cards("Kő k")[0], "hu") == "a kőr királyt" and card_object(parse_cards("XX")[0]) == "the XX"
    )
    status, out, _ = run(capsys, monkeypatch, "--lang", "hu", "bid", "passz", "kettő", "passz", "passz")
    assert status == 0 and "B invitált: a XIX-est jelezte." in out and "a(z)" not in out


def word_texts(table: dict, where: str):
    """Every text of a ``words.toml`` table, with its key: ``(where, en, hu)``."""
    for key, value in table.items():
        if set(value) == {"en", "hu"}:
            yield f"{where}.{key}", value["en"], value["hu"]
        else:
            yield from word_texts(value, f"{where}.{key}")


def test_a_word_agrees_with_the_count_it_follows():
    from tarokk.core.words import CORE, Words

    given = Words("{count} {count:card was|cards were} given, {limit:,} at most", "{count} lapot adtál meg")
    assert [given("en", count=count, limit=1000) for count in (1, 2, 0)] == [
        "1 card was given, 1,000 at most",
        "2 cards were given, 1,000 at most",
        "0 cards were given, 1,000 at most",
    ]
    assert given("hu", count=1) == "1 lapot adtál meg"
    assert [CORE.tricks_over.message(tricks=tricks) for tricks in (1, 5)] == [
        {"message": "the only trick has been played", "hu": "az egyetlen ütés lement"},
        {"message": "all 5 tricks have been played", "hu": "mind az 5 ütés lement"},
    ]


def test_the_core_and_the_score_sheet_say_the_same_facts_in_both_languages():
    import tomllib

    paths = [PACKAGE / "core" / "words.toml", PACKAGE / "games" / "paskievics" / "words.toml"]
    texts = [text for path in paths for text in word_texts(tomllib.loads(path.read_text("utf-8")), path.parent.name)]
    assert len(texts) > 30

    def facts(text: str) -> set[str]:  # {outcome.en} and {outcome.hu} name one fact
        return {re.split(r"[.\[]", name)[0] for name in _fields(text)}

    for where, english, hungarian in texts:
        assert facts(hungarian) <= facts(english), where  # the Hungarian may leave out a fact, never invent one


def test_the_core_words_its_refusals_and_file_faults_in_hungarian(capsys, monkeypatch, tmp_path):
    from tarokk.core.cards import parse_cards
    from tarokk.core.errors import IllegalAction
    from tarokk.core.tricks import check_card

    missing = tmp_path / "nincs.txt"
    status, _, err = run(capsys, monkeypatch, "--lang", "hu", "replay", str(missing))
    assert (status, err) == (2, f"tarokk: {missing}: nem olvasható: nincs ilyen fájl vagy mappa\n")
    status, _, err = run(capsys, monkeypatch, "replay", str(missing))
    assert (status, err) == (2, f"tarokk: {missing}: cannot read it: No such file or directory\n")
    hand = parse_cards("Kő k, K d, XX")
    with pytest.raises(IllegalAction) as refused:
        check_card("B", hand, parse_cards("Kő á")[0], parse_cards("XX")[0])
    assert refused.value.message == "B must follow hearts: holds kőr király"
    assert refused.value.hu == "B: színt kell adnia (kőr), van is: kőr király"
    with pytest.raises(IllegalAction) as refused:
        check_card("C", hand, parse_cards("T k")[0], parse_cards("Kő k")[0])
    assert refused.value.hu == "C: treff nincs nála, ezért tarokkot kell adnia, van is: XX"


@pytest.mark.parametrize(
    ("calls", "refused", "english", "hungarian"),
    [
        (["two"], "three", "B must bid higher than two", "B csak a kettős fölé licitálhat"),
        (["solo"], "three", "nothing is higher than solo", "a szóló fölé nem lehet licitálni"),
        (["solo"], "hold", "B has no holding right: A has it", "B nem tarthat: a tartás joga A játékosé"),
    ],
)
def test_the_shared_auction_gives_its_reasons_in_both_languages(calls, refused, english, hungarian):
    from tarokk.core.errors import IllegalAction
    from tarokk.core.state import load_game

    state = load_game("magyar", seed=3).new_initial_state()
    for call in calls:
        state.apply_action(state.string_to_action(call))
    with pytest.raises(IllegalAction) as caught:
        state.apply_action(state.string_to_action(refused))
    assert (caught.value.message, caught.value.hu) == (english, hungarian)


@pytest.mark.parametrize(
    ("text", "english", "hungarian"),
    [
        ('{"contract": ', "JSON: Expecting value", "JSON: itt egy értéknek kellene állnia"),
        ("contract = 3 declarer", "TOML: Expected newline", "TOML: egy sorban csak egy kulcs állhat"),
        ('{"contract": "\\x"}', "JSON: Invalid \\escape", "JSON: Invalid \\escape"),  # not a common one: as said
    ],
)
def test_a_summary_readers_common_faults_are_said_in_hungarian(text, english, hungarian):
    with pytest.raises(TarokkInputError) as refused:
        load_summary(text)
    assert english in str(refused.value) and hungarian in refused.value.hu


def test_every_phase_has_its_name_in_both_languages():
    """The table names the phase a refused action belongs to: every phase a game may declare."""
    from tarokk.core.definition import Phase
    from tarokk.core.words import PHASES

    assert set(PHASES) == {phase.value for phase in Phase}


ENGINE = Path(__file__).resolve().parents[1] / "tarokk"
CHOOSING_BY_LANGUAGE = re.compile(r"""(?:language|lang)\s*[!=]=\s*["'](?:hu|en)["']|\bif\s+hu\b""")


def choices_by_language(root: Path) -> list[str]:
    """Every place under ``root`` (the core, the phases, the games) that picks a text by
    comparing the language itself, outside :func:`~tarokk.core.words.in_language`."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if CHOOSING_BY_LANGUAGE.search(line) and not line.lstrip().startswith(("#", '"""')):
                found.append(f"{path.relative_to(root.parent)}:{number}: {line.strip()}")
    return found


def test_the_engine_words_both_languages_one_way():
    found = [
        place
        for folder in ("core", "phases", "games")
        for place in choices_by_language(ENGINE / folder)
        if not place.startswith("core/words.py")  # in_language itself and its docstring
    ]
    assert not found, "word both languages through Words or in_language:\n" + "\n".join(found)


def test_the_check_sees_a_text_chosen_inline(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "rule.py").write_text('said = "passz" if language == "hu" else "pass"\n', encoding="utf-8")
    assert len(choices_by_language(tmp_path / "games")) == 1
