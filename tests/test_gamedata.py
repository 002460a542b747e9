"""Each hosted game's definition is its data file, ``definition.toml``, read by
:mod:`tarokk.core.gamedata`: every file and every variant loads to what the game plays, and a
file with a key the definition has not, a word no member has or a value of the wrong type is
refused, naming the key's path and what it takes."""

from collections.abc import Mapping
from importlib.resources import files
from typing import Any

import pytest

from tarokk.core.cards import DECK42, DECKS
from tarokk.core.definition import KontraLadder, Lead, Partner, Seating, TalonHandling
from tarokk.core.errors import DefinitionError
from tarokk.core.gamedata import definition_from_text, load_definition, load_table, variant_names
from tarokk.core.state import load_game

GAMES: dict[str, dict[str, dict[str, Any]]] = {
    "tapper": {"54": {"cards": 54}},
    "magyar": {},
    "stromann": {"42": {"deck": 42}},
    "kiralyhivasos": {},
    "trisak": {},
    "tarokk54": {},
    "jokai": {},
    "modositott": {},
    "droggn": {},
    "troggu": {},
    "trappola": {"forty": {"cards": 40}},
    "rikiki": {},
}
"""The games whose definition is a data file, each variant with the options that choose it."""


def module(game: str) -> str:
    return f"tarokk.games.{game}.definition"


def merged(game: str) -> dict[str, Any]:
    """What a game's code merges into its file: the 54-card ten-contract game's card values."""
    from tarokk.games.tarokk54.definition import CARD_VALUES

    return {"counting": {"values": CARD_VALUES}} if game == "tarokk54" else {}


def text(game: str) -> str:
    return files(f"tarokk.games.{game}").joinpath("definition.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_plays_the_definition_its_data_file_gives(game):
    assert load_definition(module(game), **merged(game)) == load_game(game).definition
    assert set(variant_names(module(game))) == set(GAMES[game])
    for variant, options in GAMES[game].items():
        loaded = load_definition(module(game), variant, **merged(game))
        assert loaded == load_game(game, **options).definition != load_definition(module(game))


def test_a_variant_changes_only_the_keys_it_names():
    tapper42, tapper54 = load_definition(module("tapper")), load_definition(module("tapper"), "54")
    assert (tapper42.deck, tapper42.packets.sizes, tapper54.packets.sizes) == (DECK42, (6, 6), (8, 8))
    assert tapper54.packets.talon == tapper42.packets.talon and tapper54.contracts == tapper42.contracts
    with pytest.raises(DefinitionError, match=r"tapper's definition\.toml has no variant '32': its variants are 54"):
        load_definition(module("tapper"), "32")


def test_left_out_keys_take_their_defaults_and_named_values_are_the_shared_ones():
    from tarokk.core.definition import TOLNAI_KONTRAS

    magyar = load_definition(module("magyar"))
    assert magyar.kontras is TOLNAI_KONTRAS and magyar.seating.sitting_out_dealer is None
    assert all(contract.lead == Lead.FIRST_HAND and contract.lost_value is None for contract in magyar.contracts)
    assert load_definition(module("tarokk54")).kontras == KontraLadder(("kontra", "rekontra"))


def test_tarokk54_plays_each_contract_as_its_definition_says():
    from tarokk.core.tricks import MUST_OVERTAKE
    from tarokk.games.tarokk54.definition import ContractPlay, Part

    plays = load_table(module("tarokk54"), "play", Mapping[str, ContractPlay])
    with pytest.raises(DefinitionError, match=r"tarokk54's definition\.toml has no table own\.plays"):
        load_table(module("tarokk54"), "plays", Mapping[str, ContractPlay])
    definition = load_definition(module("tarokk54"))
    assert list(plays) == [contract.name for contract in definition.contracts]
    for contract in definition.contracts:
        play = plays[contract.name]
        betli = play.parts[0][0] == Part.BETLI
        assert contract.base_value == sum(units for _, units in play.parts)
        assert contract.talon_shares == ((4, 1, 1, 0) if contract.talon == TalonHandling.SHARES else ())
        assert play.may_refuse_exchange == (contract.name in ("three", "three-ultimo"))  # the hármas contracts
        assert not play.may_refuse_exchange or contract.talon == TalonHandling.CHOOSE_HALF
        calls = contract.talon != TalonHandling.NONE and not play.may_refuse_exchange  # a játék and the ultimós
        assert contract.partner == (Partner.CALL_HIGHEST_MISSING if calls else Partner.NONE)
        assert (contract.lead, contract.constraints) == (
            (Lead.DECLARER, (MUST_OVERTAKE,)) if betli else (Lead.FIRST_HAND, ())
        )


def test_a_data_file_written_out_reads_back_the_same(tmp_path):
    for game in GAMES:
        path = tmp_path / f"{game}.toml"
        path.write_text(text(game), encoding="utf-8")
        assert (
            definition_from_text(path.read_text(encoding="utf-8"), game, **merged(game)) == load_game(game).definition
        )


THIRD_TALON = 'level = 3\nbase_value = 5\ntalon = "choose-half"'
"""The upper-three's lines in tappertarokk's file: contracts[2]."""


@pytest.mark.parametrize(
    ("old", "new", "path", "message"),
    [
        (THIRD_TALON, THIRD_TALON + '\ntalonn = "none"', "contracts[2].talonn", "Contract has no key 'talonn'"),
        (THIRD_TALON, THIRD_TALON.replace("choose-half", "halves"), "contracts[2].talon", "expected one of shares, "),
        (THIRD_TALON, THIRD_TALON.replace("= 5", '= "5"'), "contracts[2].base_value", "expected an integer, not a str"),
        ("prize_factor = 2", "prize_factor = true", "contracts[3].prize_factor", "expected an integer, not a boolean"),
        ('deck = "42"', 'deck = "32"', "deck", f"expected one of 42, 54, {', '.join(DECKS)}, not a string '32'"),
        ('kontras = "tolnai"', "kontras = { words = 5 }", "kontras.words", "expected an array, not an integer 5"),
        ('active_seats = ["A", "B", "C"]', 'active_seats = ["A", "B", "X"]', "seating.active_seats[2]", "one of A, B"),
        ('holding = "heads"', 'holding = "kings"', "holdings[2].holding", "expected one of trull, four-kings, heads"),
        (THIRD_TALON, THIRD_TALON.replace("base_value = 5\n", ""), "contracts[2].base_value", "Contract needs this"),
        ("[counting]", "[counting]\nper_trick = 2", "counting", "counting by groups-of-three takes no points"),
        ("talon = 6", "talon = 7", "the top level", "a talon of 7 and 3 hands of 12 deal 43 cards"),
        ("[seating]", "[seatings]", "seatings", "GameDefinition has no key 'seatings'"),
    ],
)
def test_a_wrong_key_or_value_is_refused_naming_its_path(tmp_path, old, new, path, message):
    original = text("tapper")
    assert original.count(old) == 1
    bad = tmp_path / "definition.toml"
    bad.write_text(original.replace(old, new), encoding="utf-8")
    with pytest.raises(DefinitionError) as refused:
        definition_from_text(bad.read_text(encoding="utf-8"), "tapper")
    assert str(refused.value).startswith(f"tapper's definition.toml, {path}: ")
    assert refused.value.key == (None if path == "the top level" else path)
    assert message in str(refused.value), str(refused.value)


def test_a_variant_s_fault_names_the_variant_and_a_file_that_does_not_parse_is_refused():
    broken = text("tapper").replace("packets = { sizes = [8, 8] }", "packets = { size = [8, 8] }")
    with pytest.raises(DefinitionError, match=r"definition\.toml \(variant 54\), packets\.size: Packets has no key"):
        definition_from_text(broken, "tapper", "54")
    assert definition_from_text(broken, "tapper") == load_game("tapper").definition  # the variant is read when asked
    with pytest.raises(DefinitionError, match=r"tapper's definition\.toml does not parse"):
        definition_from_text("name = ", "tapper")


def test_a_record_may_be_given_whole_where_a_table_is_expected():
    seating = Seating(player_counts=(3,), active_seats=("A", "B", "C"))
    assert definition_from_text(text("tapper"), "tapper", seating=seating).seating == seating
    with pytest.raises(DefinitionError, match=r"seating\.player_counts: expected an array, not an integer 3"):
        definition_from_text(text("tapper"), "tapper", seating={"player_counts": 3})


def test_fractions_and_mappings_are_built_from_their_written_form():
    from fractions import Fraction

    from tarokk.core import gamedata

    assert gamedata._build("2/3", Fraction, "share", "a file") == Fraction(2, 3)
    assert gamedata._build(2, Fraction, "share", "a file") == 2
    built = gamedata._build({"a": [1, 2]}, Mapping[str, tuple[int, ...]], "own.table", "a file")
    assert dict(built) == {"a": (1, 2)}
    with pytest.raises(DefinitionError, match=r"a file, own\.table\.a\[1\]: expected an integer, not a string 'x'"):
        gamedata._build({"a": [1, "x"]}, Mapping[str, tuple[int, ...]], "own.table", "a file")
    with pytest.raises(DefinitionError, match=r"share: expected a fraction such as 2 or '2/3', not a string 'half'"):
        gamedata._build("half", Fraction, "share", "a file")
