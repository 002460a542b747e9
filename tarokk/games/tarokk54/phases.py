"""The phases of the 54-card ten-contract tarokk that are its own, as steps of the deal
(:class:`~tarokk.phases.pipeline.Step`): the auction over the ten contracts with „segítek”
(on the shared :class:`~tarokk.phases.bidding.Bidding`), the call of the partner, the
discards of whoever took cards from the skart (on the shared
:class:`~tarokk.phases.discard.LayAway`) and the one kontra with its rekontra."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from tarokk.core.cards import Card, cards_of
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.seats import Seat
from tarokk.games.tarokk54.actions import HELP, KONTRAS
from tarokk.games.tarokk54.definition import CONTRACT_PLAY, Part, is_ultimo_card
from tarokk.phases.auction import PASS
from tarokk.phases.bidding import Bidding
from tarokk.phases.discard import LayAway
from tarokk.phases.kontras import GAME

if TYPE_CHECKING:
    from tarokk.phases.pipeline import PhasedState

WITH_ULTIMO = frozenset(name for name, play in CONTRACT_PLAY.items() if Part.ULTIMO in dict(play.parts))
"""The contracts with an ultimó, bid only with the pagát, the sas or a king (wiki: Ultimóhívás)."""


class TenContractDeal(Protocol):
    """What these steps read and change of the game's deal besides a
    :class:`~tarokk.phases.pipeline.PhasedState`'s."""

    turn: Seat | None
    """Who lays away or is asked for a kontra now."""
    helper: Seat | None
    called: Card | None
    skart_of: dict[Seat, tuple[Card, ...]]
    """The cards each seat has laid in the skart."""

    def callable_card(self, seat: Seat) -> Card:
        """The tarokk ``seat`` must call."""


def own(state: PhasedState) -> TenContractDeal:
    """The game's own part of ``state``, a deal of this game."""
    return cast(TenContractDeal, state)


class TenContracts(Bidding):
    """The auction over the ten contracts (wiki: Licitálás): :class:`Bidding`'s ladder, any
    higher contract outbidding the last and nobody holding; a contract with an ultimó bid only
    with the pagát, the sas or a king (:data:`WITH_ULTIMO`); and „segítek”, which answers
    another player's trisákolás and ends the auction, the two playing as a pair (wiki:
    Trisákolás)."""

    @enforces("tarokk54.auction.ultimo-card", "tarokk54.auction.help")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        assert state.auction is not None
        names, ultimo_card = state.actions.names, any(is_ultimo_card(card) for card in cards_of(state.held[seat]))
        calls = [call for call in super().legal(state, seat) if ultimo_card or names[call] not in WITH_ULTIMO]
        helps = state.auction.level == 1 and state.auction.high != seat
        return [*calls, state.actions.index[HELP]] if helps else calls

    @enforces("tarokk54.auction.raise", "tarokk54.auction.ultimo-card", "tarokk54.auction.help")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        assert state.auction is not None
        name, contracts = state.actions.names[action], state.game.definition.contracts
        if name == HELP:
            return IllegalAction(
                "tarokk54.auction.help", f"{seat} may say „segítek” only to another player's trisákolás"
            )
        if name not in state.auction.bids:
            return None
        contract = state.game.definition.contract(name)
        if contract.level <= state.auction.level:
            last = contracts[state.auction.level - 1]
            return IllegalAction("tarokk54.auction.raise", f"{seat} must bid higher than {last.hu}, not {contract.hu}")
        reason = f"{seat} may not bid {contract.hu} without the pagát, the sas or a king"
        return IllegalAction("tarokk54.auction.ultimo-card", reason)

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        assert state.auction is not None
        if state.actions.names[action] != HELP:
            return super().apply(state, seat, action)
        state.auction.calls.append((seat, HELP))
        state.auction.to_speak = None  # the auction is over
        own(state).helper = seat
        return True


class CallTarokk:
    """The declarer calls his partner: the highest tarokk he lacks, the skíz, XXI and XX
    excepted (wiki: Játék: „megnevezi a kezében nem lévő tarokklapok közül a legnagyobbat”;
    :meth:`TenContractDeal.callable_card`)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return state.declarer

    @enforces("tarokk54.call.highest-missing")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        return [state.actions.card_action("call", own(state).callable_card(seat))]

    @enforces("tarokk54.call.highest-missing")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        if state.actions.verb_of(action) != "call":
            return None
        due = own(state).callable_card(seat)
        return IllegalAction(
            "tarokk54.call.highest-missing", f"{seat} must call the {due.tolnai}, the highest tarokk he lacks"
        )

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        own(state).called = state.actions.card_of(action)
        return True


class LayInSkart(LayAway):
    """The discards (:class:`LayAway`) of whoever took cards from the skart, as many as he took,
    one at a time (:attr:`TenContractDeal.turn`): never a card of ``forbidden``, nor the called
    tarokk (wiki: Játék: „azt a tarokkot, amit a felvevő „hívott”, nem lehet letenni”)."""

    def actor(self, state: PhasedState) -> Seat | None:
        return own(state).turn

    @enforces("tarokk54.discard.called")
    def allowed(self, state: PhasedState) -> int:
        called = own(state).called
        return super().allowed(state) & ~(0 if called is None else called.bit)

    @enforces("tarokk54.discard.called")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        card = state.actions.card_of(action) if state.actions.verb_of(action) == "discard" else None
        if card is not None and state.held[seat] & card.bit & ~self.forbidden:  # held and not forbidden: called
            return IllegalAction("tarokk54.discard.called", f"{seat} may not lay down {card.hu}, the called tarokk")
        return super().refusal(state, seat, action)

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        skart_of = own(state).skart_of
        skart_of[seat] = (*skart_of.get(seat, ()), state.actions.card_of(action))
        return super().apply(state, seat, action)


class OneKontra:
    """The kontra on turns of its own (wiki: Kontrák): an opponent asked says kontra or passes,
    a kontra binding his whole side; the declarer, asked after a kontra, may answer rekontra;
    a partner of the declarer only passes."""

    def actor(self, state: PhasedState) -> Seat | None:
        return own(state).turn

    @enforces("tarokk54.kontra")
    def legal(self, state: PhasedState, seat: Seat) -> list[int]:
        level = state.kontras.next_word(GAME, state.side(seat))
        said = [PASS] if level is None else [PASS, KONTRAS[level - 1]]
        return sorted(state.actions.index[word] for word in said)

    @enforces("tarokk54.kontra")
    def refusal(self, state: PhasedState, seat: Seat, action: int) -> IllegalAction | None:
        name = state.actions.names[action]
        if name not in KONTRAS:
            return None
        if seat == state.declarer:
            return IllegalAction("tarokk54.kontra", f"{seat}, the declarer, may only answer a kontra with rekontra")
        return IllegalAction("tarokk54.kontra", f"{seat} may not say {name}: only an opponent kontras")

    def apply(self, state: PhasedState, seat: Seat, action: int) -> bool:
        name = state.actions.names[action]
        if name in KONTRAS:
            state.kontras.say(GAME, KONTRAS.index(name) + 1)
        return True
