"""The definition is what runs: every field of every table game's definition, and of
Paskievics tarokk's, changed in turn, either changes how deals go (the legal actions, the
payments, the table in either language) or is refused as a definition the game's code cannot
play (:class:`~tarokk.core.table.Plays`, :func:`~tarokk.games.paskievics.state.check_definition`,
:class:`~tarokk.core.errors.DefinitionError`).

A change is seen by playing the same deals (the same seeds, the same random choices among
the legal actions, announcements preferred so that their prices are paid) under both
definitions and comparing everything a player sees.
"""

import dataclasses
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from tarokk.core.auctions import AuctionRules, BidSteps, HoldingRight
from tarokk.core.cards import DECK42, DECK54
from tarokk.core.counting import CardCounting, Counting
from tarokk.core.definition import (
    Contract,
    FigureValue,
    GameDefinition,
    HoldingValue,
    KontraLadder,
    Lead,
    LookLadder,
    Packets,
    Partner,
    Seating,
    TalonHandling,
)
from tarokk.core.errors import DefinitionError
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.state import Game, load_game
from tarokk.core.table import TableGame
from tarokk.games.paskievics.definition import PASKIEVICS
from tarokk.games.paskievics.state import PaskievicsGame

SEEDS = range(60)
PASSING = range(40, 60)
"""The seeds whose deals prefer passing, so that the low contracts are played too."""
RECORDS = (GameDefinition, CardCounting, Seating, Packets, Contract, LookLadder, FigureValue, HoldingValue)
RECORDS += (KontraLadder, AuctionRules)


def fingerprint(game: Game) -> list[Any]:
    """What players see of the same deals: each turn's legal actions, the payments, the table
    at the end in English and in Hungarian. Each choice is random among the legal actions,
    announcements preferred so that figures are announced and priced, and in some deals
    passes preferred (:data:`PASSING`)."""
    seen = []
    for seed in SEEDS:
        state = game.new_initial_state(seed)
        rng = np.random.default_rng(seed)
        turns = []
        while not state.is_terminal():
            legal = state.legal_actions()
            turns.append(tuple(legal))
            words = [state.action_to_string(action).split()[0] for action in legal]
            said = [action for action, word in zip(legal, words, strict=True) if word in ANNOUNCING]
            passes = [action for action, word in zip(legal, words, strict=True) if word == "pass"]
            draw = rng.random()
            passing = seed in PASSING and draw < 0.7
            choices = said if said and draw < 0.4 else passes if passes and passing else legal
            state.apply_action(choices[int(rng.integers(len(choices)))])
        seen.append((turns, state.returns(), state.table_text(0, "en"), state.table_text(0, "hu")))
    return seen


ANNOUNCING = {
    "announce", "ultimo", "volat", "trull", "four-kings", "pagat-ultimo", "xxi-capture", "double-game", "kontra",
    "pagat-capture",
}  # fmt: skip
"""The first words of the actions that announce a figure or double a bet."""


def _other(value: Any) -> Any:
    """Another value of a leaf field, of its own type."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 3
    if isinstance(value, str):
        return value + "x"
    return None


def mutations(definition: GameDefinition) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each field of ``definition`` changed in turn, as (its path, the change)."""
    d = definition
    yield "name", _try(lambda: {"name": d.name + "x"})
    yield "hu", _try(lambda: {"hu": d.hu + "x"})
    yield "sources", _try(lambda: {"sources": ()})
    yield "deck", _try(lambda: {"deck": DECK54 if d.deck is DECK42 else DECK42})
    counting = d.counting
    other_method = Counting.POINTS_PER_TRICK if counting.method != Counting.POINTS_PER_TRICK else Counting.CARD_POINTS
    yield "counting.method", _try(lambda: {"counting": dataclasses.replace(counting, method=other_method, per_trick=2)})
    yield (
        "counting.per_trick",
        _try(lambda: {"counting": dataclasses.replace(counting, per_trick=counting.per_trick + 2)}),
    )
    yield (
        "counting.talon_tricks",
        _try(lambda: {"counting": dataclasses.replace(counting, talon_tricks=counting.talon_tricks + 1)}),
    )
    ones = {card: 1 for card in d.deck}
    yield (
        "counting.values",
        {"counting": dataclasses.replace(counting, values=ones if counting.values is None else None)},
    )
    seating = d.seating
    yield "seating.player_counts", _try(lambda: {"seating": dataclasses.replace(seating, player_counts=(9,))})
    turned = (*seating.active_seats[1:], seating.active_seats[0])
    yield "seating.active_seats", _try(lambda: {"seating": dataclasses.replace(seating, active_seats=turned)})
    sitting_out = None if seating.sitting_out_dealer else "E"
    yield (
        "seating.sitting_out_dealer",
        _try(lambda: {"seating": dataclasses.replace(seating, sitting_out_dealer=sitting_out)}),
    )
    packets = d.packets
    sizes = packets.sizes
    shifted = (sizes[0] - 1, sizes[1] + 1, *sizes[2:]) if len(sizes) > 1 else (sizes[0] - 1, 1)
    yield "packets.sizes", _try(lambda: {"packets": dataclasses.replace(packets, sizes=shifted)})
    yield "packets.talon", _try(lambda: {"packets": dataclasses.replace(packets, talon=packets.talon + 1)})
    yield "packets.piles", _try(lambda: {"packets": dataclasses.replace(packets, piles=(*packets.piles, 1))})
    for path, change in _contract_changes():
        yield f"contracts.{path}", _try(lambda change=change: {"contracts": tuple(map(change, d.contracts))})
    figures = d.figures or (FigureValue(Figure.TRULL, 9, 18),)
    for field in ("silent", "announced", "per_base", "option"):
        chosen = [p for p in figures if field != "announced" or p.announced] or figures  # the prices in use
        yield (
            f"figures.{field}",
            _try(
                lambda field=field, chosen=chosen: {
                    "figures": tuple(_changed(p, field) if p in chosen else p for p in figures)
                }
            ),
        )
    unpriced = next(figure for figure in Figure if figure not in {price.figure for price in figures})
    yield "figures.figure", _try(lambda: {"figures": (*figures[1:], dataclasses.replace(figures[0], figure=unpriced))})
    words = d.kontras.words
    shorter = words[:1] if len(words) > 1 else () if words else ("kontra",)  # one word: none
    yield "kontras.words", _try(lambda: {"kontras": KontraLadder(shorter)})
    tripling = tuple(3**level for level in range(1, len(words) + 1)) or (3,)  # no words: no factor to give
    yield "kontras.factors", _try(lambda: {"kontras": KontraLadder(words, tripling)})
    yield "phases", _try(lambda: {"phases": tuple(phase for phase in d.phases if phase != "play")})
    fees = d.tarokk_count_fees
    yield "tarokk_count_fees", _try(lambda: {"tarokk_count_fees": tuple((n, fee + 2) for n, fee in fees) or ((7, 3),)})
    if d.holdings:
        yield (
            "holdings.value",
            _try(lambda: {"holdings": tuple(dataclasses.replace(h, value=h.value + 4) for h in d.holdings)}),
        )
        yield "holdings.holding", _try(lambda: {"holdings": d.holdings[1:]})
    else:
        yield "holdings.value", _try(lambda: {"holdings": (HoldingValue(Holding.TRULL, 5),)})
        yield "holdings.holding", _try(lambda: {"holdings": (HoldingValue(Holding.FOUR_KINGS, 5),)})
    auction = d.auction or AuctionRules(HoldingRight.NONE)
    yield (
        "auction.holding",
        _try(lambda: {"auction": dataclasses.replace(auction, holding=_next(auction.holding, HoldingRight))}),
    )
    yield "auction.steps", _try(lambda: {"auction": dataclasses.replace(auction, steps=_next(auction.steps, BidSteps))})
    yield (
        "auction.opener_bids",
        _try(lambda: {"auction": dataclasses.replace(auction, opener_bids=not auction.opener_bids)}),
    )
    yield (
        "auction.top_bid_ends",
        _try(lambda: {"auction": dataclasses.replace(auction, top_bid_ends=not auction.top_bid_ends)}),
    )


def _contract_changes() -> Iterator[tuple[str, Any]]:
    """Each field of a contract, as (its path, a function changing it in any contract)."""
    replace = dataclasses.replace
    yield "name", lambda c: replace(c, name=c.name + "x")
    yield "hu", lambda c: replace(c, hu=c.hu + "x")
    yield "level", lambda c: replace(c, level=c.level + 1)
    yield "base_value", lambda c: replace(c, base_value=c.base_value + 3)
    yield "talon", lambda c: replace(c, talon=_next(c.talon, TalonHandling))
    yield "talon_shares", lambda c: replace(c, talon_shares=_turned(c.talon_shares))
    yield "partner", lambda c: replace(c, partner=_next(c.partner, Partner))
    yield "lead", lambda c: replace(c, lead=Lead.DECLARER if c.lead == Lead.FIRST_HAND else Lead.FIRST_HAND)
    yield "constraints", lambda c: replace(c, constraints=() if c.constraints else ("must-overtake",))
    yield "prize_factor", lambda c: replace(c, prize_factor=c.prize_factor + 1)
    yield "lost_value", lambda c: replace(c, lost_value=c.loss + 2)
    yield (
        "figures",
        lambda c: replace(
            c, figures=tuple(replace(p, silent=p.silent + 1) for p in c.figures) or (FigureValue(Figure.TRULL, 9, 18),)
        ),
    )
    yield (
        "ladder.part_size",
        lambda c: replace(c, ladder=_ladder(c, part_size=c.ladder.part_size + 1 if c.ladder else 2)),
    )
    yield (
        "ladder.order",
        lambda c: replace(c, ladder=_ladder(c, order=tuple(reversed(c.ladder.order)) if c.ladder else (1, 0))),
    )
    yield (
        "ladder.prices",
        lambda c: replace(c, ladder=_ladder(c, prices=tuple(p + 1 for p in c.ladder.prices) if c.ladder else (2, 3))),
    )


def _ladder(contract: Contract, **change: Any) -> LookLadder:
    """The contract's look ladder with ``change``, or a ladder of two looks where it has none."""
    return dataclasses.replace(contract.ladder or LookLadder(3, (0, 1), (1, 2)), **change)


def _changed(record: Any, field: str) -> Any:
    """``record`` with ``field`` set to another value of its type (a figure's price made a
    house rule's, or no longer one)."""
    value = getattr(record, field)
    if field == "option":
        return dataclasses.replace(record, option=None if value else "four_kings_value")
    return dataclasses.replace(record, **{field: _other(value)})


def _try(build: Any) -> dict[str, Any] | DefinitionError:
    """The change ``build`` makes, or the refusal of a record it would make that contradicts itself."""
    try:
        return build()
    except DefinitionError as refusal:
        return refusal


def _turned(shares: tuple[int, ...]) -> tuple[int, ...]:
    """Talon shares in another order (the declarer's share last), or a share where there are none."""
    return (*shares[1:], shares[0]) if len(set(shares)) > 1 else (*shares, 1)


def _next(value: Any, kind: Any) -> Any:
    members = list(kind)
    return members[(members.index(value) + 1) % len(members)]


def leaf_fields() -> set[str]:
    """Every field path of a definition, down to the fields of its records."""
    found: set[str] = set()

    def walk(kind: type, prefix: str) -> None:
        for field in dataclasses.fields(kind):
            path = f"{prefix}{field.name}"
            inner = {
                "counting": CardCounting, "seating": Seating, "packets": Packets, "contracts": Contract,
                "figures": FigureValue, "holdings": HoldingValue, "kontras": KontraLadder, "auction": AuctionRules,
                "ladder": LookLadder,
            }.get(field.name)  # fmt: skip
            if inner is not None and not (kind is Contract and field.name == "figures"):
                walk(inner, path + ".")
            else:
                found.add(path)

    walk(GameDefinition, "")
    return found


GAMES: dict[str, dict[str, Any]] = {
    "magyar": {},
    "tapper": {},
    "tapper, cards=54": {"cards": 54},
    "kiralyhivasos": {},
    "trisak": {},
    "stromann": {},
    "stromann, deck=42": {"deck": 42},
    "tarokk54": {},
    "jokai": {},
    "jokai, count=beginners": {"count": "beginners"},
    "modositott": {},
    "modositott, players=4": {"players": 4},
    "droggn": {},
    "troggu, figures=true": {"figures": True},
    "troggu, players=3, figures=true": {"players": 3, "figures": True},
    "troggu, players=6, figures=true, solo_figures_doubled=true": {
        "players": 6,
        "figures": True,
        "solo_figures_doubled": True,
    },
    "trappola": {},
    "trappola, cards=40": {"cards": 40},
    "rikiki": {},
    "rikiki, players=3, cards=17": {"players": 3, "cards": 17},
    "rikiki, players=6, cards=2, first_lead=dealer": {"players": 6, "cards": 2, "first_lead": "dealer"},
    "paskievics": {},
    "paskievics, players=5, rules=tolnai1930": {"players": 5, "rules": "tolnai1930"},
}
"""The games whose every definition field is checked here, with the options they are loaded with
(Troggu's with the figures of its supplement, whose prices and kontra only they read)."""


def test_the_mutations_cover_every_field_of_a_definition():
    from tarokk.games.magyar.definition import MAGYAR

    for definition in (MAGYAR, PASKIEVICS):
        assert leaf_fields() <= {path for path, _ in mutations(definition)}


@pytest.mark.parametrize("spec", sorted(GAMES))
def test_every_field_of_the_definition_changes_the_game_or_is_refused(spec):
    name, options = spec.split(",")[0], GAMES[spec]
    game = load_game(name, **options)
    assert isinstance(game, TableGame | PaskievicsGame)
    seen = fingerprint(game)
    silent = []
    for path, change in mutations(game.definition):
        if isinstance(change, DefinitionError):
            continue
        try:
            changed = load_game(name, **options)
            changed.definition = dataclasses.replace(game.definition, **change)
            if fingerprint(changed) == seen:
                silent.append(path)
        except DefinitionError:
            continue
    assert not silent, f"{name}: changing these fields changes nothing: {', '.join(silent)}"


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        ({"seating": Seating((4, 5), ("B", "C", "D", "A"), "E")}, "seats B, C, D, A"),
        ({"kontras": KontraLadder(("kontra", "szubkontra"))}, "kontra ladder is kontra, szubkontra"),
        ({"kontras": KontraLadder(())}, "kontra ladder is empty"),
        ({"tarokk_count_fees": ((7, 1), (8, 1))}, "pays for 7, 8 tarokks"),
        (
            {"figures": tuple(dataclasses.replace(p, option=p.option and "discard_xx") for p in PASKIEVICS.figures)},
            "four-kings's price is the option 'discard_xx', which is no number of the rules",
        ),
        ({"phases": ()}, "its phases are ;"),
        ({"packets": Packets(talon=10, sizes=(4, 4))}, "hands of 8"),
    ],
)
def test_paskievics_refuses_a_definition_it_cannot_play_and_keeps_its_own(change, complaint):
    game = PaskievicsGame()
    if "packets" in change:  # each contract shares out the talon of ten
        shares = ((4, 2, 2, 2), (3, 3, 2, 2), (2, 3, 3, 2), (1, 3, 3, 3))
        contracts = tuple(
            dataclasses.replace(c, talon_shares=t) for c, t in zip(PASKIEVICS.contracts, shares, strict=True)
        )
        change = {**change, "contracts": contracts}
    with pytest.raises(DefinitionError, match=complaint):
        game.definition = dataclasses.replace(PASKIEVICS, **change)
    assert game.definition is PASKIEVICS


def test_paskievics_refuses_a_definition_that_does_not_seat_its_table():
    fours = dataclasses.replace(PASKIEVICS, seating=Seating((4,), ("A", "B", "C", "D")))
    PaskievicsGame().definition = fours  # four players: no dealer sits out
    with pytest.raises(DefinitionError, match="the table has 5 players"):
        PaskievicsGame(players=5).definition = fours


def test_paskievics_wins_and_counts_by_the_definition_s_card_values():
    """The thresholds are derived from the definition (pagat "Az elszámolás"): with every card
    worth one point the pack counts 42, 22 win and 32 make a duplajáték; a deal played under it
    counts its cards so, and its record replays under the same definition."""
    from tarokk.games.paskievics.scoring import DealSummary, game_winner
    from tarokk.games.paskievics.state import state_of_deal

    ones = dataclasses.replace(PASKIEVICS, counting=CardCounting(values={card: 1 for card in PASKIEVICS.deck}))
    three = ones.contracts[0]
    summary = DealSummary("pagat", 4, three, "A", "B", 22, 5, definition=ones)
    assert (summary.measures.total, summary.measures.win, summary.measures.dupla) == (42, 22, 32)
    assert game_winner(summary, PaskievicsGame().rules) == "declarer"
    assert game_winner(dataclasses.replace(summary, definition=PASKIEVICS), PaskievicsGame().rules) == "opponents"
    game = PaskievicsGame()
    game.definition = ones
    for seed in range(40):
        state = game.new_initial_state(seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        result = state.deal.result()
        if result.outcome == "played":
            tricks = state.deal.play.tricks
            taken = sum(4 for trick in tricks if result.sides[trick.winner] == "declarer")
            laid = len(state.deal.discards.get(result.declarer_seat, ()))
            assert result.declarer_card_points == taken + laid and result.definition is ones
            again = state_of_deal(state.deal)
            assert again.game.definition is ones and again.returns() == state.returns()
