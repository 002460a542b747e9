"""One options mechanism for every game, Paskievics tarokk's ruleset too (:class:`~tarokk.core.options.GameOptions`):
each game's house rules are read by name from values or typed text, written back as a spec,
and an unknown name or value is refused with what the game takes; what each option decides
and who plays each value is read from the ``options.toml`` beside the game's options."""

import importlib
import sys
import uuid

import pytest

from tarokk.core.errors import DefinitionError, OptionError
from tarokk.core.options import GameOptions, format_value
from tarokk.core.state import load_game
from tarokk.core.table import TableGame

TABLE_GAMES = (
    "magyar",
    "tapper",
    "stromann",
    "kiralyhivasos",
    "trisak",
    "tarokk54",
    "jokai",
    "droggn",
    "troggu",
    "trappola",
    "modositott",
    "rikiki",
)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_value_of_every_option_is_read_from_the_text_a_person_types(name):
    game = load_game(name)
    assert isinstance(game, TableGame)
    kind = type(game.rules)
    assert kind.names() and game.rules.changed() == {} and game.rules.spec() == name
    for option in kind.names():
        for value in kind.choices(option)[1:]:
            typed = format_value(value).upper()  # any case, yes/no for a bool
            rules = load_game(name, **{option.replace("_", "-"): typed}).rules
            assert getattr(rules, option) == value and rules.changed() == {option: value}
            assert kind.from_spec(rules.spec()) == rules


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_every_option_says_what_it_decides_and_who_plays_each_value_in_both_languages(name):
    kind = type(load_game(name).rules)
    for option in kind.names():
        texts = kind.texts(option)
        assert texts.doc and texts.doc_hu and texts.doc_in("hu") == texts.doc_hu, option
        assert texts.sources.keys() == texts.sources_hu.keys(), option
        assert texts.sources_in("en") == texts.sources and texts.sources_in("hu") == texts.sources_hu, option
        assert {str(value) for value in kind.choices(option)} <= texts.sources.keys(), option
        assert all(texts.sources.values()) and all(texts.sources_hu.values()), option


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_an_unknown_option_or_value_is_refused_with_what_the_game_takes(name):
    kind = type(load_game(name).rules)
    first = kind.names()[0]
    with pytest.raises(OptionError, match=f"{name} has no option 'colour': the options are {', '.join(kind.names())}"):
        load_game(name, colour="red")
    with pytest.raises(OptionError, match=rf"did you mean {first}\?"):
        load_game(name, **{first[:-1]: "x"})
    with pytest.raises(OptionError, match=f"option {first} of {name} takes"):
        load_game(name, **{first: "nonsense"})
    with pytest.raises(OptionError, match=f"{name} has no preset 'pagat'"):
        kind.from_spec("pagat")


def test_paskievics_ruleset_is_read_checked_and_refused_as_every_game_s_options():
    kind = type(load_game("paskievics").rules)
    assert issubclass(kind, GameOptions) and "name" not in kind.names()
    every = ", ".join(kind.names())
    with pytest.raises(OptionError, match=f"paskievics has no option 'colour': the options are {every}"):
        load_game("paskievics", colour="red")
    with pytest.raises(OptionError, match=r"did you mean discard_xx\?"):
        load_game("paskievics", discard_x="forbidden")
    with pytest.raises(
        OptionError, match=r"option discard_xx of paskievics takes one of allowed \(pagat.*unless-invit"
    ):
        load_game("paskievics", discard_xx="sometimes")
    with pytest.raises(OptionError, match="option four_kings_value of paskievics takes a whole number"):
        load_game("paskievics").rules.with_options(four_kings_value=-1)  # checked when made, as every game's
    with pytest.raises(OptionError, match="option throw_in_hands of paskievics takes choices from four-kings"):
        load_game("paskievics", throw_in_hands="xxi-only|seven-kings")
    rules = load_game("paskievics", rules="kegl", throw_in_hands="XXI-only|No tarokk").rules
    assert rules.throw_in_hands == frozenset({"xxi-only", "no-tarokk"}) and rules.preset == "kegl"
    assert kind.from_spec(rules.spec()) == rules
    assert format_value(rules.throw_in_hands) == "no-tarokk|xxi-only"


def test_count_prize_pairs_and_numbers_are_read_from_text():
    rules = load_game("tapper", tarokk_prizes="8:1; 9:2", ultimo_pot="4").rules
    assert rules.tarokk_prizes == ((8, 1), (9, 2)) and rules.ultimo_pot == 4
    assert rules.spec() == "tapper, tarokk_prizes=8:1;9:2, ultimo_pot=4"
    assert load_game("tapper", tarokk_prizes="none").rules.tarokk_prizes == ()


HOUSE_OPTIONS = """
from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class HouseOptions(GameOptions):
    game = "house"

    lead: Literal["first-hand", "declarer"] = "first-hand"
    pot: int = 0
"""

HOUSE_TEXTS = {
    "lead": """
[lead]
doc = "Who leads to the first trick."
doc_hu = "Ki hív az első ütésre."
[lead.sources]
first-hand = "the plain reading"
declarer = "a house reading"
[lead.sources_hu]
first-hand = "az egyszerű olvasat"
declarer = "házi olvasat"
""",
    "pot": """
[pot]
doc = "What the pot holds."
doc_hu = "Mennyi van a kasszában."
[pot.sources]
"0" = "no pot"
[pot.sources_hu]
"0" = "nincs kassza"
""",
}


@pytest.fixture
def house_options(tmp_path, monkeypatch):
    """Builds a throwaway game package in ``tmp_path`` whose options are ``lead`` and ``pot``,
    with the given text as its ``options.toml`` (None: no file), and returns its options class."""
    monkeypatch.syspath_prepend(str(tmp_path))
    made: list[str] = []

    def build(texts: str | None) -> type[GameOptions]:
        package = f"house_{uuid.uuid4().hex}"
        folder = tmp_path / package
        folder.mkdir()
        (folder / "__init__.py").write_text("", encoding="utf-8")
        (folder / "options.py").write_text(HOUSE_OPTIONS, encoding="utf-8")
        if texts is not None:
            (folder / "options.toml").write_text(texts, encoding="utf-8")
        importlib.invalidate_caches()
        made.extend((package, f"{package}.options"))
        kind: type[GameOptions] = importlib.import_module(f"{package}.options").HouseOptions
        return kind

    yield build
    for module in made:
        sys.modules.pop(module, None)


def test_the_texts_are_read_from_the_options_toml_beside_the_class(house_options):
    kind = house_options("".join(HOUSE_TEXTS.values()))
    texts = kind.texts("Lead")
    assert texts.doc_in("en") == "Who leads to the first trick." and texts.doc_in("hu") == "Ki hív az első ütésre."
    assert dict(texts.sources_in("hu")) == {"first-hand": "az egyszerű olvasat", "declarer": "házi olvasat"}
    assert dict(kind.texts("pot").sources) == {"0": "no pot"}


@pytest.mark.parametrize(
    ("texts", "refusal"),
    [
        (HOUSE_TEXTS["lead"], "house's options.toml has no texts for option pot"),
        (
            "".join(HOUSE_TEXTS.values()) + '[colour]\ndoc = "x"\n',
            r"house's options.toml has texts for colour, not an option of house \(the options are lead, pot\)",
        ),
        (
            HOUSE_TEXTS["lead"].replace('declarer = "házi olvasat"', 'dealer = "házi olvasat"') + HOUSE_TEXTS["pot"],
            r"house's options.toml, option lead: sources and sources_hu name different values "
            r"\(not in both: dealer, declarer\)",
        ),
        (
            HOUSE_TEXTS["lead"].replace("declarer = ", "dealer = ") + HOUSE_TEXTS["pot"],
            "house's options.toml, option lead: no source for the value declarer",
        ),
        (
            HOUSE_TEXTS["lead"].replace("doc_hu = ", "doc_en = ") + HOUSE_TEXTS["pot"],
            "house's options.toml, option lead: takes a table of doc, doc_hu, sources, sources_hu, not",
        ),
        (None, "house's options have no options.toml beside house_"),
    ],
    ids=[
        "an-option-without-texts",
        "texts-for-no-option",
        "sources-differ",
        "a-value-unsourced",
        "a-wrong-key",
        "no-file",
    ],
)
def test_texts_that_do_not_match_the_options_are_refused_naming_the_game_option_and_fault(
    house_options, texts, refusal
):
    kind = house_options(texts)
    with pytest.raises(DefinitionError, match=refusal):
        kind.texts("lead")
