"""A deal that begins with the shuffle (:class:`~tarokk.core.chance.ShuffledDeal`): the pack is
laid card by card as chance outcomes, then the deal plays as the game's own."""

import numpy as np
import pytest

from tarokk.core.chance import CHANCE, ShuffledDeal
from tarokk.core.errors import IllegalAction
from tarokk.core.state import load_game

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
def test_the_pack_is_laid_by_chance_then_dealt_as_the_game_deals(name):
    game = load_game(name)
    deck = game.definition.deck
    deal = ShuffledDeal(game)
    rng = np.random.default_rng(7)
    laid = []
    while deal.is_chance_node():
        outcomes = deal.chance_outcomes()
        assert deal.current_player() == CHANCE and len(outcomes) == len(deck) - len(laid)
        assert sum(p for _, p in outcomes) == pytest.approx(1)
        card = outcomes[int(rng.integers(len(outcomes)))][0]
        if laid:
            with pytest.raises(IllegalAction, match="no card still to be laid"):
                deal.clone().apply_action(laid[0])
        assert deal.action_to_string(CHANCE, card) == f"lay {deck.cards[card].tolnai}"
        deal.apply_action(card)
        laid.append(card)
    hands, talon = deal.dealt.dealt_cards()
    expected_hands, expected_talon = game.deal_pack([deck.cards[card] for card in laid])
    assert {seat: set(cards) for seat, cards in hands.items()} == {s: set(c) for s, c in expected_hands.items()}
    assert tuple(talon) == expected_talon
    twin = deal.clone()
    while not deal.is_terminal():
        legal = deal.legal_actions()
        deal.apply_action(legal[int(rng.integers(len(legal)))])
    assert sum(deal.returns()) == pytest.approx(0) and not twin.is_terminal()
    assert deal.history()[: len(deck)] == laid
