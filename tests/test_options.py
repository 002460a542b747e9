"""One options mechanism for every table game (:class:`~tarokk.core.options.GameOptions`):
each game's house rules are read by name from values or typed text, written back as a spec,
and an unknown name or value is refused with what the game takes."""

import dataclasses

import pytest

from tarokk.core.errors import OptionError
from tarokk.core.options import format_value
from tarokk.core.state import load_game
from tarokk.core.table import TableGame

TABLE_GAMES = ("magyar", "tapper", "stromann", "kiralyhivasos", "trisak", "tarokk54")


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
    for field in dataclasses.fields(kind):
        assert field.metadata["doc"] and field.metadata["doc_hu"], field.name
        sources, sources_hu = field.metadata["sources"], field.metadata["sources_hu"]
        assert sources.keys() == sources_hu.keys(), field.name
        assert {str(value) for value in kind.choices(field.name)} <= sources.keys(), field.name
        assert all(sources.values()) and all(sources_hu.values()), field.name


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


def test_count_prize_pairs_and_numbers_are_read_from_text():
    rules = load_game("tapper", tarokk_prizes="8:1; 9:2", ultimo_pot="4").rules
    assert rules.tarokk_prizes == ((8, 1), (9, 2)) and rules.ultimo_pot == 4
    assert rules.spec() == "tapper, tarokk_prizes=8:1;9:2, ultimo_pot=4"
    assert load_game("tapper", tarokk_prizes="none").rules.tarokk_prizes == ()
