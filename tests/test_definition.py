"""Game definitions: validated data, thresholds derived from the deck, Tolnai §66's counting."""

from dataclasses import replace

import pytest

from tarokk.core.cards import DECK42, DECK54, parse_cards
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.definition import Packets
from tarokk.core.errors import DefinitionError
from tarokk.games.paskievics.announcements import FIGURES as ANNOUNCEABLE
from tarokk.games.paskievics.contracts import CONTRACTS, contract_at
from tarokk.games.paskievics.definition import PASKIEVICS
from tarokk.games.paskievics.scoring import FIGURES


def test_paskievics_thresholds_come_from_the_deck():
    """pagat "Az elszámolás", "A figurák": 48 of 94 win, 71 is a duplajáték, 23 or fewer the other side's."""
    assert PASKIEVICS.total_points == 94
    assert PASKIEVICS.win_points == 48
    assert PASKIEVICS.double_game_points == 71
    assert PASKIEVICS.double_game_against == 23
    assert PASKIEVICS.tricks == 9


def test_the_54_card_deck_counts_106_in_plain_points_and_70_in_thirds():
    """Tolnai §67: the 54-card pack is worth 106 points, or 70 counted as in §66; the 42-card pack 66."""
    fifty_four = replace(PASKIEVICS, deck=DECK54, packets=Packets(talon=6, sizes=(6, 6)))
    assert fifty_four.total_points == 106
    assert fifty_four.win_points == 54
    points54 = [card.points for card in DECK54]
    points42 = [card.points for card in DECK42]
    thirds = CardCounting(Counting.GROUPS_OF_THREE)
    assert thirds.count(points54) == 70
    assert thirds.count(points42) == 66


@pytest.mark.parametrize(
    ("cards", "value"),
    [
        ("kőr király, XXI, II", 9),  # Tolnai §66's examples, one by one
        ("kőr dáma, kőr lovas, kőr kettes", 6),
        ("III, II, pikk tízes", 1),
        ("kőr király, kőr bubi", 6),
        ("kőr dáma, IV", 4),
        ("pikk tízes, pikk hetes", 1),
        ("kőr király", 4),
        ("kőr ász", 0),
    ],
)
def test_tolnai_66_counts_in_groups_of_three(cards, value):
    points = [card.points for card in parse_cards(cards, DECK54)]
    assert CardCounting(Counting.GROUPS_OF_THREE).count(points) == value


def test_per_trick_counting_adds_or_deducts_for_each_trick():
    assert CardCounting(Counting.POINTS_PER_TRICK, per_trick=1).count([5, 1, 1], tricks=1) == 8
    assert CardCounting(Counting.DEDUCTED_PER_TRICK, per_trick=2).count([5, 1, 1], tricks=1) == 5


def test_the_engine_plays_the_definitions_contracts_and_figures():
    assert contract_at(2) is PASKIEVICS.contract("kettő")
    assert [(c.name, c.base_value, c.talon_shares) for c in CONTRACTS] == [
        ("three", 1, (3, 1, 1, 1)),
        ("two", 2, (2, 2, 1, 1)),
        ("one", 3, (1, 2, 2, 1)),
        ("solo", 4, (0, 2, 2, 2)),
    ]
    assert FIGURES[0] == "game" and FIGURES[1:] == ANNOUNCEABLE
    assert PASKIEVICS.kontras.factor(5) == 32


def test_a_talon_counted_as_tricks_enters_the_packs_total_only_in_a_per_trick_count():
    """The Jókai-hármas's skart "két ütésnek minősül": 94 − (12 + 2) × 2 = 66 (nehezebb-kartyajatekok.txt)."""
    per_trick = replace(PASKIEVICS, counting=CardCounting(Counting.DEDUCTED_PER_TRICK, per_trick=2, talon_tricks=2))
    assert per_trick.total_points == 94 - (9 + 2) * 2
    for method in (Counting.CARD_POINTS, Counting.GROUPS_OF_THREE):
        with pytest.raises(DefinitionError, match="only a per-trick count"):
            CardCounting(method, talon_tricks=2)
    with pytest.raises(DefinitionError, match="talon as -1 tricks"):
        CardCounting(Counting.DEDUCTED_PER_TRICK, per_trick=2, talon_tricks=-1)


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        ({"packets": Packets(talon=6, sizes=(5, 5))}, "deal 46 cards"),
        ({"contracts": (PASKIEVICS.contracts[1], PASKIEVICS.contracts[0])}, "levels must climb"),
        ({"contracts": (replace(PASKIEVICS.contracts[0], talon_shares=(3, 1, 1)),)}, "hands out 5 talon cards"),
        ({"figures": PASKIEVICS.figures[:2] + PASKIEVICS.figures[1:2]}, "priced twice"),
    ],
)
def test_a_definition_whose_parts_disagree_is_refused(change, complaint):
    with pytest.raises(DefinitionError, match=complaint):
        replace(PASKIEVICS, **change)


def test_seating_names_the_dealer_and_refuses_other_player_counts():
    assert PASKIEVICS.seating.dealer(4) == "D"
    assert PASKIEVICS.seating.dealer(5) == "E"
    with pytest.raises(DefinitionError, match="players must be 4 or 5"):
        PASKIEVICS.seating.check(3)
    assert PASKIEVICS.contract("szóló").level == 4
    with pytest.raises(DefinitionError, match="no contract 'ulti'"):
        PASKIEVICS.contract("ulti")


def test_the_kontra_ladder_alternates_between_the_sides_and_stops_at_its_last_word():
    """Tolnai §48: kontra, szubkontra and mordkontra by the other side, rekontra and hirskontra
    by the bet's own side; a ladder of two words (the 54-card game) stops at rekontra, and a
    game without kontras has none to say."""
    from tarokk.core.definition import TOLNAI_KONTRAS, KontraLadder

    assert [TOLNAI_KONTRAS.may_say(level, owner=False) for level in range(7)] == [
        False, True, False, True, False, True, False,
    ]  # fmt: skip
    assert [TOLNAI_KONTRAS.may_say(level, owner=True) for level in range(7)] == [
        False, False, True, False, True, False, False,
    ]  # fmt: skip
    short = KontraLadder(("kontra", "rekontra"))
    assert short.may_say(2, owner=True) and not short.may_say(3, owner=False)
    assert not any(KontraLadder(()).may_say(level, owner) for level in range(4) for owner in (True, False))


def test_a_kontra_ladder_doubles_at_each_word_unless_it_gives_its_factors():
    """pagat "Kontrázás", Tolnai §48: each word doubles the last. A ladder may give each word's
    factor instead (the Vadász text's szubkontra leaves the rekontra's), one for each word."""
    from tarokk.core.definition import TOLNAI_KONTRAS, KontraLadder

    assert [TOLNAI_KONTRAS.factor(level) for level in range(6)] == [1, 2, 4, 8, 16, 32]
    signal = KontraLadder(("kontra", "rekontra", "szubkontra"), (2, 4, 4))
    assert [signal.factor(level) for level in range(4)] == [1, 2, 4, 4]
    with pytest.raises(DefinitionError, match="one factor for each word"):
        KontraLadder(("kontra", "rekontra"), (2,))
    with pytest.raises(DefinitionError, match="outside 0–3"):
        signal.factor(4)


def test_paskievics_settles_at_the_prices_and_kontras_of_its_definition():
    """The figure prices and their multiples of the base are read from the definition: with
    the trull at 7/70, the duplajáték at 20/40 and the volát at 30/60, the same deals settle
    at those prices; the ruleset's figure options still patch theirs."""
    from tarokk.core.definition import FigureValue
    from tarokk.core.figures import DECLARER, Figure
    from tarokk.games.paskievics.contracts import THREE
    from tarokk.games.paskievics.ruleset import ruleset
    from tarokk.games.paskievics.scoring import Announcement, DealSummary, Made, settle

    def units(summary, definition=PASKIEVICS, rules="pagat"):
        settled = settle(summary, ruleset(rules), 0, definition)
        return {(item.figure, item.announced): item.units for item in settled.items}

    changed = {
        Figure.TRULL: FigureValue(Figure.TRULL, 7, 70),
        Figure.DOUBLE_GAME: FigureValue(Figure.DOUBLE_GAME, 20, 40, per_base=True),
        Figure.VOLAT: FigureValue(Figure.VOLAT, 30, 60, per_base=True),
    }
    repriced = replace(PASKIEVICS, figures=tuple(changed.get(value.figure, value) for value in PASKIEVICS.figures))
    trull = DealSummary("pagat", 4, THREE, "A", "B", 60, 6, made=Made(trull=DECLARER))
    said = replace(trull, announced=(Announcement(Figure.TRULL, DECLARER),))
    dupla = DealSummary("pagat", 4, THREE, "A", "B", 80, 8)
    volat = replace(
        dupla, declarer_card_points=94, declarer_tricks=9, announced=(Announcement(Figure.VOLAT, DECLARER),)
    )
    assert units(trull)[(Figure.TRULL, False)] == 1 and units(trull, repriced)[(Figure.TRULL, False)] == 7
    assert units(said)[(Figure.TRULL, True)] == 2 and units(said, repriced)[(Figure.TRULL, True)] == 70
    assert units(dupla)[(Figure.DOUBLE_GAME, False)] == 2 and units(dupla, repriced)[(Figure.DOUBLE_GAME, False)] == 20
    assert units(volat)[(Figure.VOLAT, True)] == 6 and units(volat, repriced)[(Figure.VOLAT, True)] == 60
    four_kings = replace(trull, made=Made(four_kings=DECLARER))
    assert units(four_kings, repriced, "pagat, four_kings_value=2")[(Figure.FOUR_KINGS, False)] == 2
