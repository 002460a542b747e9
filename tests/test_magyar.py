"""Magyar tarokk (Tolnai §65): the definition, the talon bought by looking, the settlement
with every number Tolnai prints, and random deals dealt and played at a table of three."""

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42
from tarokk.core.definition import LookLadder, Partner, TalonHandling
from tarokk.core.errors import DefinitionError, TarokkInputError
from tarokk.core.figures import Figure
from tarokk.core.outcome import FigureResult
from tarokk.core.packs import deal_packets, shuffled_ids
from tarokk.core.tricks import TrickPlay
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import MagyarOptions as LookingOptions
from tarokk.games.magyar.scoring import MagyarOutcome, settle
from tarokk.games.magyar.talon import buy_talon, look_ladder
from tarokk.games.paskievics.definition import PASKIEVICS

TALON = DECK42.cards[:6]  # a talon whose cards tell their places apart, top card first
OPTIONS = [LookingOptions(), LookingOptions(last_part_again=True)]
SEATS = MAGYAR.seating.active_seats


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
    """magyar.talon.solo: "Szólójátéknál a felvevő nem kap lapot a talonból és a talon megtekintés nélkül az
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


def deal(name, looks, declarer="A", won=True, kontra=0, figures=()):
    """A deal of ``name`` bought with ``looks`` looks, won (all 94 card points) or lost (none)."""
    points = MAGYAR.total_points if won else 0
    return MagyarOutcome(name, declarer, looks, points, kontra, tuple(figures))


def paid_by_each(lines, declarer):
    """What each opponent pays the declarer over the settlement ``lines`` (negative: what the
    declarer pays each of them)."""
    opponent = next(seat for seat in SEATS if seat != declarer)
    return -sum(line.amounts[SEATS.index(opponent)] for line in lines)


def test_rekontra_tizenegyedik_egyes_is_132_points():
    """magyar.scoring.game: "Nagyon drága játék. Rekontra tizenegyedik egyes 132 pont." """
    [line] = settle(deal("egyes", 11, kontra=2))
    assert (line.what_hu, line.source) == ("rekontra tizenegyedik egyes", "Tolnai §65, §48")
    assert line.amounts == (264, -132, -132)


def test_kontra_volat_at_the_eleventh_egyes_is_396_points():
    """magyar.scoring.volat: "Kontra volát 11. egyesnél 396 pont." The volát takes the game's place (§53)."""
    volat = FigureResult(Figure.VOLAT, "declarer", made=True, announced=True, kontra=1)
    [line] = settle(deal("egyes", 11, "B", figures=[volat]))
    assert (line.what_hu, line.source) == ("kontra bemondott volát", "Tolnai §65, §53, §48")
    assert line.amounts == (-396, 792, -396)


def test_the_game_is_paid_at_its_bought_price_either_way():
    """ "ha megtartja, a játék díja 1 pont" and so on up the ladder; a lost game is paid by the declarer."""
    assert paid_by_each(settle(deal("hármas", 1)), "A") == 1
    assert settle(deal("kettős", 5, "C", won=False))[0].what_hu == "ötödik kettős"
    assert paid_by_each(settle(deal("kettős", 5, "C", won=False)), "C") == -10
    assert paid_by_each(settle(deal("szóló", 0, won=False, kontra=5)), "A") == -320


@pytest.mark.parametrize(
    ("result", "points"),
    [
        (FigureResult(Figure.TRULL, "declarer", made=True), 1),  # "Tulétroá … csendesen 1,
        (FigureResult(Figure.TRULL, "declarer", made=True, announced=True), 2),  # bemondva 2 pont."
        (FigureResult(Figure.FOUR_KINGS, "opponents", made=True), -1),  # "Négy király csendesen 1,
        (FigureResult(Figure.FOUR_KINGS, "opponents", made=True, announced=True), -2),  # bemondva 2 pont."
        (FigureResult(Figure.PAGAT_ULTIMO, "declarer", made=True), 5),  # "Pagát ultimó csendesen 5,
        (FigureResult(Figure.PAGAT_ULTIMO, "declarer", made=False, announced=True), -10),  # bemondva 10 pont."
        (FigureResult(Figure.XXI_CAPTURE, "opponents", made=True), -21),  # "Huszoneyfogatás — csendesen 21,
        (FigureResult(Figure.XXI_CAPTURE, "declarer", made=True, announced=True, kontra=3), 42 * 8),  # bemondva 42"
        (FigureResult(Figure.TRULL, "declarer", made=False), 0),  # a silent figure counts only when made
    ],
)
def test_figures_are_paid_at_tolnais_prices_beside_the_game(result, points):
    """magyar.scoring.figures, each price as §65 prints it."""
    lines = settle(deal("hármas", 2, figures=[result]))
    assert paid_by_each(lines[:1], "A") == 2  # the game, at the second hármas
    assert paid_by_each(lines[1:], "A") == points


def test_volat_is_three_or_six_times_the_games_price():
    """ "Volát csendesen a játék háromszorosa, bemondva hatszorosa." """

    def kettos(won, *figures):  # a game worth 6
        return settle(deal("kettős", 3, won=won, figures=figures))

    silent = kettos(True, FigureResult(Figure.VOLAT, "declarer", made=True))
    missed = kettos(True, FigureResult(Figure.VOLAT, "declarer", False, announced=True))
    theirs = kettos(False, FigureResult(Figure.VOLAT, "opponents", made=True))
    assert [paid_by_each(lines, "A") for lines in (silent, missed, theirs)] == [18, -36, -18]
    assert [line.what_hu for line in missed] == ["bemondott volát elbukva"]
    beside = [FigureResult(Figure.VOLAT, "declarer", made=True), FigureResult(Figure.TRULL, "declarer", made=True)]
    assert paid_by_each(kettos(True, *beside), "A") == 19  # §53's unpaid trull not read into §65


@pytest.mark.parametrize(
    ("kwargs", "complaint"),
    [
        ({"kontra": 6}, "kontra: 6 is too high; the highest kontra is 5 \\(mordkontra\\)"),
        ({"looks": 12}, "egyes is bought with 1 to 11 looks"),
        ({"declarer_points": 95}, "declarer_points: 95 is more than the pack's 94 points"),
        ({"contract": "négyes"}, "contract: 'négyes' is not valid; expected three \\(hármas\\)"),
        (
            {"figures": [FigureResult(Figure.DOUBLE_GAME, "declarer", True)]},
            r"figures\[0\]\.figure: magyar tarokk pays no duplajáték",
        ),
        (
            {"figures": [FigureResult(Figure.TRULL, "declarer", True, kontra=1)]},
            r"figures\[0\]: a silent tulétroá cannot be kontrád; only an announced figure can",
        ),
        ({"figures": [FigureResult(Figure.GAME, "declarer", True)]}, "settled by its talon purchase"),
        (
            {"figures": [FigureResult(Figure.TRULL, "declarer", True)] * 2},
            r"figures\[1\]: listed twice",
        ),
        ({"declarer": "D"}, "declarer: D does not sit at this table; the seats are A, B, C"),
    ],
)
def test_a_settlement_of_what_the_game_does_not_have_is_refused(kwargs, complaint):
    arguments = {"contract": "egyes", "declarer": "A", "looks": 1, "declarer_points": 60, **kwargs}
    with pytest.raises(TarokkInputError, match=complaint):
        settle(MagyarOutcome(**arguments))


FIGURES = st.builds(
    FigureResult,
    st.sampled_from([Figure.TRULL, Figure.FOUR_KINGS, Figure.VOLAT, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE]),
    st.sampled_from(["declarer", "opponents"]),
    st.booleans(),
    st.just(True),
    st.integers(0, 5),
)


@given(
    bought_contract=st.sampled_from(MAGYAR.contracts[:4]),
    looks=st.integers(1, 11),
    declarer=st.sampled_from(MAGYAR.seating.active_seats),
    won=st.booleans(),
    kontra=st.integers(0, 5),
    figures=st.lists(FIGURES, max_size=5, unique_by=lambda result: result.figure),
)
def test_payments_are_zero_sum_the_declarer_against_each_of_the_two(
    bought_contract, looks, declarer, won, kontra, figures
):
    looked = min(looks, look_ladder(bought_contract).looks)
    lines = settle(deal(bought_contract.name, looked, declarer, won, kontra, figures))
    payments = {seat: sum(line.amounts[SEATS.index(seat)] for line in lines) for seat in SEATS}
    total = paid_by_each(lines, declarer)
    assert sum(payments.values()) == 0
    assert payments[declarer] == 2 * total
    assert all(payments[seat] == -total for seat in SEATS if seat != declarer)
    assert all(line.source.startswith("Tolnai §65") for line in lines)
    kontras = [line for line in lines if line.what_hu.split()[0] in MAGYAR.kontras.words]
    assert all(line.source.endswith("§48") for line in kontras)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), chooser=st.integers(0, 2**32 - 1), data=st.data())
def test_a_random_deal_is_dealt_bought_and_played_out(seed, chooser, data):
    """Tolnai §65: a talon of six dealt first, then sixes to A, B, C; the declarer keeps one
    part of the talon and discards as many cards, no king or honour, the rest of the talon
    counting for the opponents; twelve tricks of three, every card once, 94 points in all."""
    pack = [DECK42.cards[i] for i in shuffled_ids(seed, DECK42)]
    hands, talon = deal_packets(pack, MAGYAR.packets.talon, MAGYAR.packets.sizes, MAGYAR.seating.active_seats)
    declarer = data.draw(st.sampled_from(MAGYAR.seating.active_seats))
    bought_contract = data.draw(st.sampled_from(MAGYAR.contracts))
    ladder = bought_contract.ladder
    bought = buy_talon(bought_contract, data.draw(st.integers(1, ladder.looks)) if ladder else 0, talon)
    rng = random.Random(chooser)
    held = hands[declarer] + bought.kept
    # "ugyanannyi lapot fektet le skartjába. Királyt vagy honnórt tilos lefektetni."
    discard = tuple(rng.sample([card for card in held if not (card.is_king or card.is_honour)], len(bought.kept)))
    hands = {**hands, declarer: tuple(card for card in held if card not in discard)}
    play = TrickPlay(hands, leader="A")
    while not play.finished:
        play.apply(rng.choice(play.legal_actions()))
    assert len(play.tricks) == MAGYAR.tricks == 12
    played = [card for trick in play.tricks for _, card in trick.plays]
    assert sorted(map(DECK42.id, played + list(discard) + list(bought.to_opponents))) == list(range(42))
    won = play.points_won()
    declarers = won[declarer] + sum(card.points for card in discard)
    opponents = sum(points for seat, points in won.items() if seat != declarer)
    opponents += sum(card.points for card in bought.to_opponents)
    assert declarers + opponents == MAGYAR.total_points == 94
    lines = settle(MagyarOutcome(bought_contract.name, declarer, bought.looks, declarers))
    assert paid_by_each(lines, declarer) == (bought.price if declarers >= 48 else -bought.price)
    assert all(sum(line.amounts) == 0 for line in lines)
