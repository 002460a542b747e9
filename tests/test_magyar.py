"""Magyar tarokk (Tolnai §65): the definition and the talon bought by looking."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarokk.core.cards import DECK42
from tarokk.core.definition import LookLadder, Partner, TalonHandling
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.talon import LookingOptions, buy_talon, look_ladder
from tarokk.games.paskievics.definition import PASKIEVICS

TALON = DECK42.cards[:6]  # a talon whose cards tell their places apart, top card first
OPTIONS = [LookingOptions(), LookingOptions(last_part_again=True)]


def contract(hu):
    return MAGYAR.contract(hu)


def test_the_definition_says_tolnais_table():
    """ "Hárman játsszák 42 lapos kártyával … legalább 48 pontot … hat lapból álló talont …
    hatosával jobbfelé kiosztja … Játékfokozatok: Hármas; alsó hármas; kettős; egyes; szóló." """
    assert len(MAGYAR.deck) == 42
    assert (MAGYAR.total_points, MAGYAR.win_points) == (94, 48)
    assert MAGYAR.seating.active_seats == ("A", "B", "C")
    assert MAGYAR.seating.dealer(3) == "C"  # A, on the dealer's right, bids first
    with pytest.raises(DefinitionError, match="players must be 3, not 4"):
        MAGYAR.seating.check(4)
    assert (MAGYAR.packets.talon, MAGYAR.packets.sizes, MAGYAR.tricks) == (6, (6, 6), 12)
    assert [c.hu for c in MAGYAR.contracts] == ["hármas", "alsó hármas", "kettős", "egyes", "szóló"]
    assert all(c.partner == Partner.NONE for c in MAGYAR.contracts)
    assert [c.talon for c in MAGYAR.contracts] == [TalonHandling.PEEK_AT_PRICE] * 4 + [TalonHandling.TO_OPPONENTS]
    assert contract("szóló").base_value == 10  # "Szólójáték 10 pont"
    assert Figure.DOUBLE_GAME not in {value.figure for value in MAGYAR.figures}  # §65 names no duplajáték
    assert MAGYAR.kontras.words == PASKIEVICS.kontras.words  # §48's five kontras
    assert [MAGYAR.kontras.factor(level) for level in range(6)] == [1, 2, 4, 8, 16, 32]


@pytest.mark.parametrize(
    ("figure", "silent", "announced", "per_game"),
    [
        (Figure.TRULL, 1, 2, False),  # "Tulétroá (11) díja csendesen 1, bemondva 2 pont."
        (Figure.FOUR_KINGS, 1, 2, False),  # "Négy király csendesen 1, bemondva 2 pont."
        (Figure.VOLAT, 3, 6, True),  # "Volát csendesen a játék háromszorosa, bemondva hatszorosa."
        (Figure.PAGAT_ULTIMO, 5, 10, False),  # "Pagát ultimó csendesen 5, bemondva 10 pont."
        (Figure.XXI_CAPTURE, 21, 42, False),  # "Huszoneyfogatás — csendesen 21, bemondva 42 pont."
    ],
)
def test_figures_carry_tolnais_silent_and_announced_values(figure, silent, announced, per_game):
    value = MAGYAR.figure_value(figure)
    assert (value.silent, value.announced, value.per_base) == (silent, announced, per_game)


def test_paskievics_is_unchanged_by_the_bought_talon():
    assert all(c.ladder is None and c.talon == TalonHandling.SHARES for c in PASKIEVICS.contracts)


@pytest.mark.parametrize(
    ("ladder", "complaint"),
    [
        (None, "has no ladder"),
        (LookLadder(4, (0, 1), (1, 2)), "into parts of 4"),
        (LookLadder(3, (0, 1, 0), (1, 2)), "3 looks but 2 prices"),
        (LookLadder(3, (0, 2), (1, 2)), "not all of 0–1"),
        (LookLadder(3, (0, 1, 0), (1, 3, 2)), "must climb"),
    ],
)
def test_a_ladder_that_does_not_fit_the_talon_is_refused(ladder, complaint):
    contracts = (replace(MAGYAR.contracts[0], ladder=ladder), *MAGYAR.contracts[1:])
    with pytest.raises(DefinitionError, match=complaint):
        replace(MAGYAR, contracts=contracts)


LADDERS = {
    # "a felvevő felborítja a talon felső három lapját; ha megtartja, a játék díja 1 pont …
    # Ha az alsó három lapot is felborítja, és azokat tartja meg, a játék díja 2 pont. Ha ezek
    # után mégis a felső hármat veszi fel, a díj 3 pont."
    "hármas": [(1, "top", 1), (2, "bottom", 2), (3, "top", 3)],
    # "elsőnek a talon alsó 3 lapját nézi meg a felvevő. Ennek a játéknak a díja 2 pont. Ha a
    # felsőt is felborítja és azokat tartja meg, a játék 3 pont, ha visszatér az alsó három
    # laphoz, a játékdíj 4 pontra növekszik."
    "alsó hármas": [(1, "bottom", 2), (2, "top", 3), (3, "bottom", 4)],
    # "Ha csak az első két lapot nézi meg és tartja meg, a díj 2 pont (első kettős). Ha a
    # másodikat tartja meg (második kettős), 4 pont, a harmadik 6 pont. Ha visszatér az első
    # két laphoz, 8, ha ezek után a második két lapot tartja meg, 10 pontra növekszik a taksa
    # (ötödik kettős)."
    "kettős": [(1, (0, 1), 2), (2, (2, 3), 4), (3, (4, 5), 6), (4, (0, 1), 8), (5, (2, 3), 10)],
    # "Egyes játéknál az első lap felvétele (első egyes) 3 pont, a második lap felvétele 6 pont
    # … a hatodik lap felvétele 18 pontot jelent. Ha a felvevő visszatér az első laphoz (hetedik
    # egyes) 21, a második lap felvétele (nyolcadik egyes) 24 pont, a harmadik lap 27, a negyedik
    # lap 30, az ötödik lap felvétele (tizenegyedik egyes) 33 pontot jelent."
    "egyes": [(look, ((look - 1) % 6,), 3 * look) for look in range(1, 12)],
}
PLACES = {"top": (0, 1, 2), "bottom": (3, 4, 5)}


@pytest.mark.parametrize(
    ("hu", "looks", "part", "price"), [(hu, *step) for hu, steps in LADDERS.items() for step in steps]
)
def test_the_talon_is_bought_by_looking_at_tolnais_prices(hu, looks, part, price):
    bought = buy_talon(contract(hu), looks, TALON)
    places = PLACES.get(part, part)
    assert bought.price == price
    assert bought.kept == tuple(TALON[i] for i in places)
    # "A visszahagyott talonrész az ellenfelek ütéseihez számít."
    assert bought.to_opponents == tuple(card for i, card in enumerate(TALON) if i not in places)


def test_szolo_takes_nothing_from_the_talon():
    """ "Szólójátéknál a felvevő nem kap lapot a talonból és a talon megtekintés nélkül az
    ellenfelek tulajdona lesz." """
    bought = buy_talon(contract("szóló"), 0, TALON)
    assert (bought.price, bought.kept, bought.to_opponents) == (10, (), TALON)
    with pytest.raises(TarokkInputError, match="looks must be 0, not 1"):
        buy_talon(contract("szóló"), 1, TALON)


@pytest.mark.parametrize(("hu", "looks"), [("hármas", 4), ("alsó hármas", 4), ("kettős", 6), ("egyes", 12)])
def test_a_look_after_tolnais_last_is_refused_unless_the_house_allows_it(hu, looks):
    with pytest.raises(TarokkInputError, match=f"with 1 to {looks - 1} looks \\(Tolnai §65\\), not {looks}"):
        buy_talon(contract(hu), looks, TALON)
    with pytest.raises(TarokkInputError, match="not 0"):
        buy_talon(contract(hu), 0, TALON)


@pytest.mark.parametrize(
    ("hu", "price", "places"),
    [("hármas", 4, (3, 4, 5)), ("alsó hármas", 5, (0, 1, 2)), ("kettős", 12, (4, 5)), ("egyes", 36, (5,))],
)
def test_the_house_reading_goes_on_to_the_last_part_at_the_next_price(hu, price, places):
    extra = LookingOptions(last_part_again=True)
    bought = buy_talon(contract(hu), look_ladder(contract(hu)).looks + 1, TALON, extra)
    assert (bought.price, bought.kept) == (price, tuple(TALON[i] for i in places))
    with pytest.raises(TarokkInputError, match="with 1 to"):
        buy_talon(contract(hu), look_ladder(contract(hu), extra).looks + 1, TALON, extra)


def test_a_talon_of_the_wrong_size_or_a_contract_without_a_ladder_is_refused():
    with pytest.raises(TarokkInputError, match="not of 5 cards"):
        buy_talon(contract("kettős"), 1, TALON[:5])
    with pytest.raises(TarokkInputError, match="szóló does not buy the talon by looking"):
        look_ladder(contract("szóló"))


@pytest.mark.parametrize("options", OPTIONS)
@given(data=st.data())
def test_every_look_keeps_one_part_and_gives_the_rest_to_the_opponents(options, data):
    bought_contract = data.draw(st.sampled_from(MAGYAR.contracts[:4]))
    ladder = look_ladder(bought_contract, options)
    looks = data.draw(st.integers(1, ladder.looks))
    bought = buy_talon(bought_contract, looks, TALON, options)
    assert len(bought.kept) == ladder.part_size
    assert sorted(bought.kept + bought.to_opponents, key=DECK42.id) == sorted(TALON, key=DECK42.id)
    if looks > 1:  # each look raises the price
        assert bought.price > buy_talon(bought_contract, looks - 1, TALON, options).price
