"""The studies of every game that plays through the table interface: the played-deal study
(who declares which contract, and how often its declarer ends the deal ahead), the odds of
a hand's first choice (:func:`hand_odds`), and two bots compared on the same packs
(:func:`duplicate`).

Every seat is played by the game's rule-based bot (:attr:`~tarokk.core.table.TableGame.policies`),
each deal dealt and played from the chunk's seed sequence, so that a seed gives the same
counts however the run is split. The events come from the game's definition: one for a deal
nobody plays (all passed), and two for each contract: it is played, and it is played by a
declarer who comes out of the deal ahead (its settlement pays him more than he pays).

>>> study = played_study("magyar", "example")
>>> [event.name for event in study.events][:3]
['magyar.no-game', 'magyar.three.played', 'magyar.three.declarer-ahead']
>>> flags = study.plays(np.random.SeedSequence(1), 20, load_game("magyar").rules)
>>> sum(int(flags[0][i]) + sum(int(flags[1 + 2 * k][i]) for k in range(5)) for i in range(20))
20
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

import numpy as np

from tarokk.bots.tables import table_bot
from tarokk.core.cards import Card
from tarokk.core.errors import TarokkInputError
from tarokk.core.options import GameOptions
from tarokk.core.state import load_game
from tarokk.core.table import TableGame, play_out
from tarokk.studies.runner import STUDY_WORDS, Study, mean_interval, wilson_interval
from tarokk.studies.vectorised import BoolArray, Event

CHUNK_SIZE = 200
"""Deals per chunk: a played deal takes about a millisecond."""


def _table_game(name: str, rules: GameOptions | None = None) -> TableGame:
    game = load_game(name, **({} if rules is None else rules.changed()))
    assert isinstance(game, TableGame), f"{name} does not play through the table interface"
    return game


def played_study(name: str, module: str) -> Study:
    """The played-deal study of the table game ``name``, defined as ``STUDY`` in ``module``."""
    game = _table_game(name)
    definition = game.definition
    events = [
        Event(
            f"{name}.no-game",
            "nobody plays: every player passes",
            hu="senki sem játszik: mindenki passzol",
        )
    ]
    for contract in definition.contracts:
        events.append(
            Event(
                f"{name}.{contract.name}.played",
                f"{contract.name} ({contract.hu}) is played",
                hu=f"a játszott játék: {contract.hu}",
            )
        )
        events.append(
            Event(
                f"{name}.{contract.name}.declarer-ahead",
                f"{contract.name} ({contract.hu}) is played, and its declarer ends the deal ahead",
                hu=f"a játszott játék: {contract.hu}, és a felvevő nyereséggel zárja a leosztást",
            )
        )
    return Study(
        name="played",
        title=f"{definition.hu}: deals played by the game's rule-based bots",
        title_hu=f"{definition.hu}: a szabályalapú gépek lejátszotta leosztások",
        module=module,
        events=tuple(events),
        chunk_size=CHUNK_SIZE,
        game=name,
        plays=partial(play_chunk, name),
    )


def play_chunk(name: str, seeds: np.random.SeedSequence, size: int, rules: GameOptions) -> list[BoolArray]:
    """Deal and play ``size`` deals of ``name`` under ``rules`` from ``seeds``, and flag each
    event of :func:`played_study` in each deal."""
    game = _table_game(name, rules)
    contracts = [contract.name for contract in game.definition.contracts]
    rng = np.random.default_rng(seeds)
    bot = table_bot(game, "rule", rng)
    flags = np.zeros((1 + 2 * len(contracts), size), dtype=bool)
    for deal in range(size):
        state = play_out(game.new_initial_state(int(rng.integers(2**63))), bot)
        played = state.contract_played()
        if played is None:
            flags[0, deal] = True
            continue
        contract, declarer = played
        row = 1 + 2 * contracts.index(contract)
        flags[row, deal] = True
        flags[row + 1, deal] = declarer is not None and state.returns()[game.seats.index(declarer)] > 0
    return list(flags)


@dataclass(frozen=True)
class ChoiceOdds:
    """One first choice of the hand: what the seat received in each deal played after it
    (negative: paid), its mean with a 95 % interval, and how often the seat came out ahead."""

    choice: str
    payments: tuple[float, ...]

    @property
    def mean(self) -> tuple[float, float, float]:
        """The mean payment and its 95 % interval (:func:`~tarokk.studies.runner.mean_interval`)."""
        return mean_interval(self.payments)

    @property
    def ahead(self) -> tuple[float, float, float]:
        """How often the seat ended the deal ahead, with Wilson's 95 % interval."""
        hits = sum(payment > 0 for payment in self.payments)
        low, high = wilson_interval(hits, len(self.payments))
        return hits / len(self.payments), low, high


def first_seat_positions(game: TableGame) -> list[int]:
    """The places in a shuffled pack that the game deals to its first seat."""
    deck = game.definition.deck
    hands, _ = game.deal_pack(deck.cards)
    return [deck.cards.index(card) for card in hands[game.seats[0]]]


def hand_odds(game: TableGame, hand: Sequence[Card], deals: int, seed: int = 1) -> list[ChoiceOdds]:
    """Each choice the first seat has with ``hand`` at the start of the deal, weighed on the
    same ``deals`` deals: the rest of the pack dealt at random from ``seed``, the choice
    taken, and the deal played out by the game's rule-based bots at every seat."""
    positions = first_seat_positions(game)
    deck = game.definition.deck
    if len(hand) != len(positions) or len(set(hand)) != len(hand):
        said = STUDY_WORDS.first_seat_holds.message(game=game.definition.hu, count=len(positions), given=len(hand))
        raise TarokkInputError(**said)
    rest = [card for card in deck.cards if card not in hand]
    if len(rest) != len(deck) - len(hand):
        strangers = ", ".join(card.tolnai for card in hand if card not in deck.cards)
        said = STUDY_WORDS.not_in_pack.message(size=len(deck), game=game.definition.hu, cards=strangers)
        raise TarokkInputError(**said)
    others = [place for place in range(len(deck)) if place not in positions]
    rng = np.random.default_rng(seed)
    packs, seeds = [], []
    for _ in range(deals):
        pack: list[Card] = list(deck.cards)
        for place, card in zip(positions, hand, strict=True):
            pack[place] = card
        for place, card in zip(others, rng.permutation(len(rest)), strict=True):
            pack[place] = rest[int(card)]
        packs.append(pack)
        seeds.append(int(rng.integers(2**63)))
    first = game.state_from_cards(*game.deal_pack(packs[0]))
    choices = first.legal_actions()
    odds = []
    for choice in choices:
        payments = []
        for pack, deal_seed in zip(packs, seeds, strict=True):
            state = game.state_from_cards(*game.deal_pack(pack))
            state.apply_action(choice)
            payments.append(play_out(state, table_bot(game, "rule", np.random.default_rng(deal_seed))).returns()[0])
        odds.append(ChoiceOdds(first.action_to_string(choice), tuple(payments)))
    return odds


@dataclass(frozen=True)
class Duplicate:
    """Two of a game's bots compared on the same packs (a duplicate ladder's pairing): each
    pack is played twice, ``first`` at the seats A, C, … and ``second`` at B, D, …, then the
    seats swapped; a pair's margin is what ``first``'s seats received in the two deals, net,
    per deal (the deals are zero-sum, so it is also what ``second``'s seats lost)."""

    game: str
    first: str
    second: str
    margins: tuple[float, ...]

    @property
    def margin(self) -> tuple[float, float, float]:
        """The mean margin per deal and its 95 % interval."""
        return mean_interval(self.margins)


def duplicate(game: TableGame, first: str, second: str, pairs: int, seed: int = 1) -> Duplicate:
    """``pairs`` packs of ``game`` from ``seed``, each played by ``first`` and ``second`` (names of
    the game's bots, :func:`~tarokk.bots.tables.table_bot`) at alternate seats and then swapped
    (:class:`Duplicate`)."""
    rng = np.random.default_rng(seed)
    seats = range(game.num_players())
    margins = []
    for _ in range(pairs):
        deal_seed, play_seed = (int(value) for value in rng.integers(2**63, size=2))
        total = 0.0
        for swapped in (False, True):
            firsts = [seat for seat in seats if (seat % 2 == 0) != swapped]
            play = np.random.default_rng(play_seed)
            players = [table_bot(game, first if seat in firsts else second, play) for seat in seats]
            returns = play_out(game.new_initial_state(deal_seed), players).returns()
            total += sum(returns[seat] for seat in firsts)
        margins.append(total / 2)
    return Duplicate(game.name, first, second, tuple(margins))
