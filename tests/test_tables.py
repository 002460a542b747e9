"""Dealing and trick play at tables other than Paskievics' four: the core deals any packets
to any seats and plays as many tricks as a hand holds (Tolnai §65: three players, hands of
twelve dealt in sixes; §68: four players with the 54-card pack, hands of twelve)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarokk.core.cards import DECK42, DECK54
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.packs import deal_packets, shuffled_ids
from tarokk.core.seats import next_seat
from tarokk.core.tricks import TrickPlay

TABLES = {
    "three players, 42 cards (Tolnai §65)": (DECK42, 6, (6, 6), ("A", "B", "C")),
    "four players, 54 cards (Tolnai §68)": (DECK54, 6, (6, 6), ("A", "B", "C", "D")),
    "three players, 54 cards (tappertarokk)": (DECK54, 6, (8, 8), ("A", "B", "C")),
}

TABLE_GAME_NAMES = [
    "magyar",
    "tapper",
    "stromann",
    "kiralyhivasos",
    "trisak",
    "tarokk54",
    "jokai",
    "droggn",
    "modositott",
    "troggu",
    "trappola",
    "rikiki",
]
"""The games played through the table interface."""


def test_next_seat_goes_round_any_table():
    assert [next_seat("C", 1, seats) for seats in (("A", "B", "C"), ("A", "B", "C", "D"))] == ["A", "D"]
    assert next_seat("A", 2, ("A", "B", "C")) == "C"


def test_a_pack_that_does_not_fit_the_packets_is_refused():
    with pytest.raises(TarokkInputError, match="need 42 cards, not 41"):
        deal_packets(DECK42.cards[:41], 6, (6, 6), ("A", "B", "C"))


@pytest.mark.parametrize("table", TABLES)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), chooser=st.integers(0, 2**32 - 1))
def test_random_legal_play_at_any_table_uses_every_card_once(table, seed, chooser):
    deck, talon_size, sizes, seats = TABLES[table]
    pack = [deck.cards[i] for i in shuffled_ids(seed, deck)]
    hands, talon = deal_packets(pack, talon_size, sizes, seats)
    assert [len(hands[seat]) for seat in seats] == [sum(sizes)] * len(seats)
    play = TrickPlay(hands)
    assert play.seats == seats
    rng = random.Random(chooser)
    while not play.finished:
        legal = play.legal_actions()
        play.apply(rng.choice(legal))
    assert len(play.tricks) == sum(sizes)
    assert all(trick.complete and len(trick.plays) == len(seats) for trick in play.tricks)
    played = [card for trick in play.tricks for _, card in trick.plays]
    assert sorted(map(deck.id, played + list(talon))) == list(range(len(deck)))
    total = sum(card.points for card in deck.cards)  # 94 or 106 (Tolnai §7, §67)
    assert sum(play.points_won().values()) + sum(card.points for card in talon) == total
    for before, after in zip(play.tricks, play.tricks[1:], strict=False):
        assert after.leader == before.winner  # the winner leads to the next trick
    with pytest.raises(IllegalAction, match=f"all {sum(sizes)} tricks"):
        play.check(played[0])


def test_a_cloned_trick_play_goes_its_own_way():
    hands = {seat: tuple(DECK42.cards[i] for i in range(n * 14, n * 14 + 14)) for n, seat in enumerate("ABC")}
    play = TrickPlay(hands, "A")
    play.apply(play.legal_actions()[0])
    twin = play.clone()
    while not twin.finished:
        twin.apply(twin.legal_actions()[-1])
    assert len(play.tricks) == 0 and len(play.current) == 1 and set(play.hands["B"]) == set(hands["B"])
    assert len(twin.tricks) == 14 and not any(twin.held.values())


@given(
    seats=st.integers(2, 7).map(lambda n: "ABCDEFG"[:n]),
    size=st.integers(1, 6),
    price=st.integers(-50, 50),
)
def test_a_side_is_paid_its_price_by_each_other_seat_and_shares_it(seats, size, price):
    """The one way every table game splits a price between a side and the other seats: each
    other seat pays ``price``, the side shares the whole, and the line sums to zero (one
    declarer against two receives twice the price, as Tolnai §65 prices magyar tarokk)."""
    from fractions import Fraction

    from tarokk.core.table import side_wins

    side = seats[: min(size, len(seats) - 1)]
    amounts = side_wins(seats, side, price)
    others = len(seats) - len(side)
    assert sum(amounts) == 0
    assert all(amounts[i] == -price for i, seat in enumerate(seats) if seat not in side)
    assert all(amounts[i] == Fraction(price * others, len(side)) for i, seat in enumerate(seats) if seat in side)
    assert side_wins("ABC", "A", price) == (2 * price, -price, -price)


@pytest.mark.parametrize("name", TABLE_GAME_NAMES)
def test_play_out_asks_the_player_of_each_seat_and_ends_the_deal(name):
    """The one play-out loop of the table games: at each turn the player of the seat to act
    chooses among the legal actions; the deal ends settled."""
    import numpy as np

    from tarokk.core.players import PolicyBot, random_policy
    from tarokk.core.state import load_game
    from tarokk.core.table import play_out

    state = load_game(name, seed=4).new_initial_state()
    asked: list[int] = []

    def player_of(seat):
        def choose(view, legal, rng):
            asked.append(seat)
            return random_policy(view, legal, rng)

        return choose

    seats = state.game.num_players()
    turns = []
    original = state.apply_action

    def apply(action):
        turns.append(state.current_player())
        original(action)

    state.apply_action = apply
    rng = np.random.default_rng(4)
    finished = play_out(state, [PolicyBot(player_of(seat), rng) for seat in range(seats)])
    assert finished is state and state.is_terminal() and asked == turns and sum(state.returns()) == 0


@pytest.mark.parametrize(
    ("name", "options"),
    [("magyar", {}), ("tapper", {}), ("tapper", {"cards": 54}), ("stromann", {}), ("stromann", {"deck": 42}),
     ("kiralyhivasos", {}), ("trisak", {}), ("tarokk54", {}), ("jokai", {}), ("droggn", {}), ("modositott", {}),
     ("modositott", {"players": 4}), ("troggu", {}), ("trappola", {}), ("trappola", {"cards": 40}),
     ("rikiki", {}), ("rikiki", {"players": 3, "cards": 17}), ("rikiki", {"players": 6, "cards": 1})],
)  # fmt: skip
def test_a_game_s_definition_describes_the_pack_it_deals(name, options):
    """The definition is the game that plays: its deck, hand and talon sizes are those of the
    deal, whatever option changes the pack (strómann's ``deck``, tapper's ``cards``)."""
    from tarokk.core.state import load_game

    game = load_game(name, seed=2, **options)
    hands, talon = game.new_initial_state().dealt_cards()
    dealt = [card for hand in hands.values() for card in hand] + list(talon)
    definition = game.definition
    assert sorted(dealt, key=definition.deck.id) == list(definition.deck.cards)
    assert {len(hand) for hand in hands.values()} == {definition.packets.hand}


@pytest.mark.parametrize("name", TABLE_GAME_NAMES)
def test_the_phases_a_deal_goes_through_are_those_its_definition_names(name):
    """``GameDefinition.phases`` is what runs: random deals visit only declared phases, and a
    definition without one of the phases its deals reach is refused as the deal enters it."""
    import dataclasses

    import numpy as np

    from tarokk.core.errors import DefinitionError
    from tarokk.core.players import PolicyBot, random_policy
    from tarokk.core.state import load_game
    from tarokk.core.table import play_out

    visited: set[str] = set()
    for seed in range(40):
        state = load_game(name, seed=seed).new_initial_state()
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            visited.add(str(state.phase))
            state.apply_action(random_policy(state.view(state.current_player()), state.legal_actions(), rng))
        visited.add(str(state.phase))
    game = load_game(name, seed=0)
    opening = "auction" if "auction" in game.definition.phases else "talon"  # Trappola opens with its exchange
    assert visited <= set(game.definition.phases) and {opening, "play", "over"} <= visited
    game.definition = dataclasses.replace(
        game.definition, phases=tuple(p for p in game.definition.phases if p != "play")
    )
    with pytest.raises(DefinitionError, match="enters the play phase, which its definition lacks"):
        for seed in range(40):
            play_out(game.new_initial_state(seed), PolicyBot(random_policy, np.random.default_rng(seed)))


@pytest.mark.parametrize("name", ["magyar", "tapper", "kiralyhivasos"])
def test_who_leads_the_first_trick_is_read_from_the_contract(name):
    """``Contract.lead`` is what runs: with every contract of the definition led by the
    declarer, the first trick is his to lead; as the sources define them, first hand (A)
    leads. Magyar's ``first_lead`` house rule is a patch on its definition."""
    import dataclasses

    import numpy as np

    from tarokk.core.definition import Lead
    from tarokk.core.players import random_policy
    from tarokk.core.state import load_game

    def first_leaders(game):
        leaders = []
        for seed in range(60):
            state = game.new_initial_state(seed)
            rng = np.random.default_rng(seed)
            while not state.is_terminal() and state.play is None:
                state.apply_action(random_policy(state.view(state.current_player()), state.legal_actions(), rng))
            if state.play is not None and state.declarer is not None:
                leaders.append((state.declarer, state.play.leader))
        return leaders

    game = load_game(name, seed=0)
    assert {leader for _, leader in first_leaders(game)} == {"A"}
    contracts = tuple(dataclasses.replace(c, lead=Lead.DECLARER) for c in game.definition.contracts)
    game.definition = dataclasses.replace(game.definition, contracts=contracts)
    led = first_leaders(game)
    assert led and all(declarer == leader for declarer, leader in led) and {d for d, _ in led} != {"A"}
    if name == "magyar":
        patched = load_game("magyar", first_lead="declarer").definition
        assert {contract.lead for contract in patched.contracts} == {Lead.DECLARER}


def test_who_leads_the_first_trick_in_stromann_is_read_from_the_contract():
    """Strómann's first trick is led by first hand, A (Tolnai §72), because its contracts say
    so: made declarer-led, the declarer leads."""
    import dataclasses

    import numpy as np

    from tarokk.core.definition import Lead
    from tarokk.core.players import random_policy
    from tarokk.core.state import load_game

    def first_leaders(game):
        leaders = []
        for seed in range(80):
            state = game.new_initial_state(seed)
            rng = np.random.default_rng(seed)
            while not state.is_terminal() and state.phase != "play":
                state.apply_action(random_policy(state.view(state.current_player()), state.legal_actions(), rng))
            if state.phase == "play":
                leaders.append((state.declarer, state.play.leader))
        return leaders

    game = load_game("stromann", seed=0)
    assert {leader for _, leader in first_leaders(game)} == {"A"}
    contracts = tuple(dataclasses.replace(c, lead=Lead.DECLARER) for c in game.definition.contracts)
    game.definition = dataclasses.replace(game.definition, contracts=contracts)
    led = [(declarer, leader) for declarer, leader in first_leaders(game) if declarer is not None]
    assert led and all(declarer == leader for declarer, leader in led) and {d for d, _ in led} == {"A", "B"}


@pytest.mark.parametrize("name", ["magyar", "tapper", "kiralyhivasos", "trisak"])
def test_how_the_auction_is_held_is_read_from_the_definition(name):
    """``GameDefinition.auction`` is what runs (:class:`~tarokk.phases.auction.LadderAuction`):
    the holding right as the sources give it, none when the definition gives none, a first
    hand who must open when it says so, bids one step at a time when it says so, and an
    auction the top bid ends at once when it says so."""
    import dataclasses

    from tarokk.core.auctions import AuctionRules, BidSteps, HoldingRight
    from tarokk.core.errors import DefinitionError
    from tarokk.core.state import load_game

    def after(game, *said):
        state = game.new_initial_state(5)
        for call in said:
            state.apply_action(state.string_to_action(call))
        return state

    def calls(game, *said):
        state = after(game, *said)
        return [state.action_to_string(action) for action in state.legal_actions()]

    game = load_game(name, seed=0)
    bids = list(game.new_initial_state(5).auction.bids)
    if name == "trisak":  # ultimóhívás needs the pagát: bid from bettli up
        bids = bids[bids.index("bettli") :]
    outbid_back_to_a = (bids[0], bids[1], *["pass"] * (game.num_players() - 2))
    as_defined = game.definition.auction
    assert ("hold" in calls(game, *outbid_back_to_a)) == (as_defined.holding != HoldingRight.NONE)
    assert ("pass" in calls(game)) == (not as_defined.opener_bids)

    game.definition = dataclasses.replace(game.definition, auction=AuctionRules(HoldingRight.NONE))
    assert "hold" not in calls(game, *outbid_back_to_a) and "pass" in calls(game)
    one_step = AuctionRules(HoldingRight.NONE, BidSteps.ONE_STEP, opener_bids=True)
    game.definition = dataclasses.replace(game.definition, auction=one_step)
    assert "pass" not in calls(game)
    assert [call for call in calls(game, bids[0]) if call != "pass"] == [bids[1]]
    assert not after(game, bids[-1]).auction.finished  # the others still speak after the top bid
    ends_at_top = AuctionRules(HoldingRight.NONE, top_bid_ends=True)
    game.definition = dataclasses.replace(game.definition, auction=ends_at_top)
    top = after(game, bids[-1]).auction
    assert top.finished and (top.declarer, top.contract) == ("A", bids[-1])
    game.definition = dataclasses.replace(game.definition, auction=None)
    with pytest.raises(DefinitionError, match="no rules for a ladder auction"):
        game.new_initial_state(5)


def test_the_hold_from_the_second_turn_takes_a_bid_never_a_hold():
    """HoldingRight.SECOND_TURN (módosított hármastarokk: "második megszólalástól kezdve
    tarthatja is az előző licitáló bemondását"): a seat holds from its second turn on, a bid
    another made, never a hold, so that its bidder must bid higher or pass."""
    from tarokk.core.auctions import AuctionRules, HoldingRight
    from tarokk.phases.auction import AuctionRuleIds, LadderAuction

    ids = AuctionRuleIds("x.higher", "x.hold", "x.end")
    auction = LadderAuction(("A", "B", "C"), ("two", "three", "solo"), AuctionRules(HoldingRight.SECOND_TURN), ids)
    auction.call("two")
    assert "hold" not in auction.legal() and auction.refusal("hold").rule == "x.hold"  # B's first turn
    for call in ("three", "pass"):
        auction.call(call)
    assert "hold" in auction.legal()  # A, at his second turn, holds B's three
    auction.call("hold")
    assert auction.legal() == ["pass", "solo"]  # B may not hold A's hold back
    auction.call("pass")
    assert (auction.declarer, auction.contract) == ("A", "three")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 10), max_size=40))
def test_an_auction_with_the_second_turn_hold_always_ends(choices):
    from tarokk.core.auctions import AuctionRules, HoldingRight
    from tarokk.phases.auction import AuctionRuleIds, LadderAuction

    ids = AuctionRuleIds("x.higher", "x.hold", "x.end")
    auction = LadderAuction(("A", "B", "C"), ("two", "three", "solo"), AuctionRules(HoldingRight.SECOND_TURN), ids)
    said = 0
    for choice in choices:
        if auction.finished:
            break
        legal = [call for call in auction.legal() if call != "pass"] or ["pass"]
        auction.call(legal[choice % len(legal)])
        said += 1
    assert said <= 3 * 3 * 2  # every bid or hold takes a level or the hold, so none goes round for ever
