"""A deal that begins with the shuffle, for search and learning algorithms that sample deals.

A table game's deal normally begins dealt, from its seed. :class:`ShuffledDeal` begins one
step earlier: the pack is laid card by card, each card a chance outcome drawn uniformly from
the cards not yet laid (OpenSpiel's chance nodes); once the whole pack is laid it is dealt
as the game deals a shuffled pack (:meth:`~tarokk.core.table.TableGame.deal_pack`), and the
deal goes on as the game's own state, whose actions, views and returns it passes through.

>>> import numpy as np
>>> from tarokk.core.state import load_game
>>> deal = ShuffledDeal(load_game("magyar"))
>>> deal.current_player() == CHANCE, len(deal.chance_outcomes())
(True, 42)
>>> rng = np.random.default_rng(1)
>>> while deal.is_chance_node():
...     outcomes = deal.chance_outcomes()
...     deal.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
>>> [deal.action_to_string(action) for action in deal.legal_actions()][:2]
['pass', 'three']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarokk.core.cards import Card
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, State
from tarokk.core.table import TableGame, TableState
from tarokk.core.words import Language

CHANCE = -1
""":meth:`ShuffledDeal.current_player` while the pack is laid (OpenSpiel's ``kChancePlayerId``)."""


class ShuffledDeal(State):
    """A deal of a table game from the shuffle on; see the module's description."""

    game: TableGame

    def __init__(self, game: TableGame) -> None:
        super().__init__(game)
        self.pack: list[int] = []
        self.dealt: TableState | None = None

    def __str__(self) -> str:
        """The pack laid so far, then the deal as the game tells it."""
        if self.dealt is None:
            cards = self.game.definition.deck.cards
            return f"{self.game.name} deal: laid {', '.join(cards[card].tolnai for card in self.pack) or 'nothing yet'}"
        return str(self.dealt)

    def is_chance_node(self) -> bool:
        """Whether the pack is still being laid: the next action is a card, by chance."""
        return self.dealt is None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards that may come next (by their id in the deck), each as likely as another."""
        if self.dealt is not None:
            return []
        left = sorted(set(range(len(self.game.definition.deck))) - set(self.pack))
        return [(card, 1 / len(left)) for card in left]

    def current_player(self) -> int:
        return CHANCE if self.dealt is None else self.dealt.current_player()

    def _legal_actions(self) -> list[int]:
        if self.dealt is None:
            return [card for card, _ in self.chance_outcomes()]
        return self.dealt.legal_actions()

    def _apply(self, action: int) -> None:
        if self.dealt is not None:
            self.dealt.apply_action(action)
            return
        self.pack.append(action)
        deck = self.game.definition.deck
        if len(self.pack) == len(deck):
            hands, talon = self.game.deal_pack([deck.cards[card] for card in self.pack])
            self.dealt = self.game.state_from_cards(hands, talon)

    def _refusal(self, action: int) -> IllegalAction:
        if self.dealt is not None:
            return self.dealt._refusal(action)
        return IllegalAction(f"{self.game.name}.deal", f"{action} is no card still to be laid from the pack")

    def clone(self) -> ShuffledDeal:
        twin = ShuffledDeal(self.game)
        twin.pack = list(self.pack)
        twin.dealt = None if self.dealt is None else self.dealt.clone()
        twin._history = list(self._history)
        return twin

    def is_terminal(self) -> bool:
        return self.dealt is not None and self.dealt.is_terminal()

    def settlement(self) -> list[SettlementLine]:
        return [] if self.dealt is None else self.dealt.settlement()

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        """The cards as dealt, once the whole pack is laid."""
        if self.dealt is None:
            raise TarokkInputError(f"the pack is still being laid: {len(self.pack)} of its cards are down")
        return self.dealt.dealt_cards()

    def action_text(self, action: int, language: Language = "en") -> str:
        """A card laid from the pack, by its name; any other action as the game says it."""
        if self.dealt is None:
            return self.game.definition.deck.cards[action].name(language)
        return self.dealt.action_text(action, language)

    def information_state_string(self, player: int) -> str:
        return "" if self.dealt is None else self.dealt.information_state_string(player)

    def observation_string(self, player: int) -> str:
        return "" if self.dealt is None else self.dealt.observation_string(player)

    def action_to_string(self, *player_and_action: int) -> str:
        """A chance outcome as ``lay XXI`` (the card laid next); any other action by its name."""
        chance = self.dealt is None if len(player_and_action) == 1 else player_and_action[0] == CHANCE
        if chance:
            return f"lay {self.game.definition.deck.cards[player_and_action[-1]].tolnai}"
        return super().action_to_string(*player_and_action)
