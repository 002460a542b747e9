"""A whole deal of magyar tarokk (Tolnai §65) at the table: the auction with the holding
right, the talon bought by looking, the discard, the figures and kontras before the first
lead, twelve tricks and the settlement, as a :class:`~tarokk.core.table.TableState`.

>>> from tarokk.core.state import load_game
>>> state = load_game("magyar", seed=3).new_initial_state()
>>> [state.action_to_string(action) for action in state.legal_actions()]  # A speaks first
['pass', 'three', 'lower-three', 'two', 'one', 'solo']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarokk.core import words as shared
from tarokk.core.cards import PAGAT, Card, cards_of, mask_of
from tarokk.core.definition import Contract, Counting, Lead, LookLadder, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import DECLARER, OPPONENTS, Figure, FigureOutcome, Side, figure_outcome
from tarokk.core.packs import check_seed
from tarokk.core.seats import Seat, next_seat
from tarokk.core.state import SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, random_bot, side_wins
from tarokk.core.tricks import KeepToLastTrick, TrickPlay
from tarokk.core.words import Language, cards_text
from tarokk.games.magyar import actions as act
from tarokk.games.magyar import words
from tarokk.games.magyar.bot import rules_bot
from tarokk.games.magyar.definition import MAGYAR
from tarokk.games.magyar.options import MagyarOptions
from tarokk.games.magyar.scoring import FigureResult, Settlement, settle
from tarokk.games.magyar.talon import TalonPurchase, buy_talon, look_ladder
from tarokk.games.magyar.view import MagyarView
from tarokk.phases.auction import AuctionRuleIds, LadderAuction
from tarokk.phases.kontras import Kontras

AUCTION, TALON, DISCARD, ANNOUNCE, PLAY, OVER = "auction", "talon", "discard", "announce", "play", "over"
AUCTION_RULES = AuctionRuleIds("magyar.auction.higher", "magyar.auction.hold", "magyar.auction.end")
"""The catalogue's rules the auction refuses under."""


@register_game
class MagyarGame(TableGame):
    """Magyar tarokk, three players (Tolnai §65), under :class:`MagyarOptions` given by name."""

    plays = Plays(
        contracts=tuple(contract.name for contract in MAGYAR.contracts),
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.PEEK_AT_PRICE, TalonHandling.TO_OPPONENTS}),
        figures=frozenset(
            {Figure.GAME, Figure.TRULL, Figure.FOUR_KINGS, Figure.VOLAT, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE}
        ),
        countings=frozenset({Counting.CARD_POINTS}),
        reads=frozenset({"contract.ladder", "auction", "figures", "kontras"}),
        announces=frozenset({Figure.TRULL, Figure.FOUR_KINGS, Figure.VOLAT, Figure.PAGAT_ULTIMO, Figure.XXI_CAPTURE}),
        kontra_words=5,
    )
    rules: MagyarOptions
    name = "magyar"
    definition = MAGYAR
    action_names = act.ACTION_NAMES
    bots: ClassVar[Mapping[str, Bot]] = {"random": random_bot, "rules": rules_bot}

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(check_seed(seed), **options)
        self.rules = MagyarOptions.read(options)
        lead = Lead(self.rules.first_lead)  # the house rule patches who leads in every contract
        contracts = tuple(dataclasses.replace(contract, lead=lead) for contract in self.definition.contracts)
        self.definition = dataclasses.replace(self.definition, contracts=contracts)

    def max_game_length(self) -> int:
        # bids and holds (each raises or takes the top bid), looks, discards, every figure and
        # kontra with the passes around them, and 36 cards
        return 30 + 12 + 6 + 4 * (len(act.FIGURES) + len(act.TARGETS) * act.LEVELS) + 36

    @enforces("magyar.deal")
    def new_initial_state(self, seed: int | None = None) -> MagyarState:
        return MagyarState(self, *self.dealt(seed))

    @enforces("magyar.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> MagyarState:
        return MagyarState(self, *self.checked(hands, talon))


class MagyarState(TableState):
    """One deal of magyar tarokk in progress; see the module's description."""

    game: MagyarGame

    def __init__(self, game: MagyarGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.options: MagyarOptions = game.rules
        self.dealt: tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]] = (
            {seat: tuple(hands[seat]) for seat in game.seats},
            tuple(talon),
        )
        self.hands: dict[Seat, int] = {seat: mask_of(hands[seat]) for seat in game.seats}
        self.talon = tuple(talon)
        self.phase = AUCTION
        self.to_act: Seat | None = game.seats[0]
        self.auction = LadderAuction.of(game.definition, AUCTION_RULES)
        self.level = 0  # the declarer's contract, 1 … 5, once the auction is over
        # the talon and the discard
        self.declarer: Seat | None = None
        self.looks = 0
        self.purchase: TalonPurchase | None = None
        self.discard: list[Card] = []
        # the announcements
        self.said: list[tuple[Seat, int]] = []
        self.announced: dict[Figure, Side] = {}
        self.kontras = Kontras(game.definition.kontras)
        self.quiet = 0
        # the tricks
        self.play: TrickPlay | None = None
        self._settlement: list[SettlementLine] | None = None

    # -- the deal as it stands -------------------------------------------------------

    @property
    def contract(self) -> Contract:
        """The declarer's contract, once the auction is over."""
        return self.game.definition.contracts[self.level - 1]

    @property
    def contract_name(self) -> str | None:
        return self.contract.name if self.declarer is not None else None

    def _ladder(self) -> LookLadder:
        """The declarer's look ladder under the options (:func:`look_ladder`)."""
        return look_ladder(self.contract, self.options)

    def side(self, seat: Seat) -> Side:
        return DECLARER if seat == self.declarer else OPPONENTS

    def price(self) -> int:
        """The game's price as it stands: the ladder's price at the looks so far, szóló's 10."""
        if self.declarer is None:
            return 0
        if self.contract.talon != TalonHandling.PEEK_AT_PRICE:
            return self.contract.base_value
        return self._ladder().prices[self.looks - 1]

    def turned_up(self) -> tuple[tuple[Card, ...], ...]:
        """The talon parts turned up so far, one per look (a part looked at again repeats)."""
        if self.declarer is None or self.looks == 0:
            return ()
        ladder = self._ladder()
        size = ladder.part_size
        return tuple(self.talon[part * size : (part + 1) * size] for part in ladder.order[: self.looks])

    def _ladder_order(self) -> tuple[int, ...]:
        """The parts the declarer's ladder turns up, in order (none at szóló or before the auction ends)."""
        if self.declarer is None or self.contract.talon != TalonHandling.PEEK_AT_PRICE:
            return ()
        return self._ladder().order

    def can_look_again(self) -> bool:
        return self.phase == TALON and self.looks < self._ladder().looks

    # -- the legal actions -----------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == AUCTION:
            return sorted(act.ACTION_NAMES.index(call) for call in self.auction.legal())
        if self.phase == TALON:
            return [act.LOOK, act.KEEP] if self.can_look_again() else [act.KEEP]
        if self.phase == DISCARD:
            return sorted(act.discard_action(card) for card in self._discardable())
        if self.phase == ANNOUNCE:
            return self._announce_actions(seat)
        assert self.play is not None
        return sorted(act.play_action(card) for card in self.play.legal_actions())

    @enforces("magyar.discard")
    def _discardable(self) -> list[Card]:
        """The declarer's cards he may lay away: neither a king nor an honour."""
        assert self.declarer is not None
        return [card for card in _cards(self.hands[self.declarer]) if not (card.is_king or card.is_honour)]

    @enforces("magyar.announce", "magyar.announce.kontra")
    def _announce_actions(self, seat: Seat) -> list[int]:
        """Pass; a figure nobody has announced; the next kontra on the game or an announced
        figure, where it is this seat's side's turn to say it."""
        legal = [act.PASS]
        legal += [act.figure_action(figure) for figure in act.FIGURES if figure not in self.announced]
        for target in act.TARGETS:
            level = self.kontras.next_word(target, self.side(seat))
            if level is not None:
                legal.append(act.kontra_action(level, target))
        return sorted(legal)

    # -- refusals --------------------------------------------------------------------

    @enforces("magyar.turn")
    def _refusal(self, action: int) -> IllegalAction:
        seat = self.to_act
        if not 0 <= action < len(act.ACTION_NAMES):
            return IllegalAction(
                "magyar.turn", f"{action} is not an action of magyar (0 … {len(act.ACTION_NAMES) - 1})"
            )
        name = act.ACTION_NAMES[action]
        if seat is None:
            return IllegalAction("magyar.turn", "the deal is over", action=name)
        phase_of = _phase_of(action)
        if phase_of != self.phase and not (action == act.PASS and self.phase == ANNOUNCE):
            return IllegalAction(
                "magyar.turn", f"{name!r} is not said in the {self.phase}: it belongs to the {phase_of}", seat=seat
            ).at(action=name)
        refusal = {
            AUCTION: self._auction_refusal,
            TALON: self._talon_refusal,
            DISCARD: self._discard_refusal,
            ANNOUNCE: self._announce_refusal,
            PLAY: self._play_refusal,
        }[self.phase](seat, action)
        return refusal.at(seat=seat, action=name)

    @enforces("magyar.auction.contracts", "magyar.auction.higher", "magyar.auction.hold")
    def _auction_refusal(self, seat: Seat, action: int) -> IllegalAction:
        """Any higher contract, the holder holding (:class:`~tarokk.phases.auction.LadderAuction`)."""
        return self.auction.refusal(act.ACTION_NAMES[action])

    @enforces("magyar.talon.look")
    def _talon_refusal(self, seat: Seat, action: int) -> IllegalAction:
        return IllegalAction(
            "magyar.talon.look", f"the ladder ends at the {self._ladder().looks}th look: keep the part"
        )

    @enforces("magyar.discard")
    def _discard_refusal(self, seat: Seat, action: int) -> IllegalAction:
        card = act.card_of(action)
        if not self.hands[seat] & card.bit:
            return IllegalAction("magyar.discard", f"{seat} does not hold {card.hu}")
        return IllegalAction("magyar.discard", f"a king or an honour may not be discarded: {card.hu}")

    @enforces("magyar.announce", "magyar.announce.kontra")
    def _announce_refusal(self, seat: Seat, action: int) -> IllegalAction:
        if action < act.KONTRA0:
            figure = act.FIGURES[action - act.FIGURE0]
            return IllegalAction("magyar.announce", f"{figure.hu} has been announced already")
        level, target = act.kontra_of(action)
        return self.kontras.refusal("magyar.announce.kontra", target, level)

    def _play_refusal(self, seat: Seat, action: int) -> IllegalAction:
        assert self.play is not None
        try:
            self.play.check(act.card_of(action), seat)
        except IllegalAction as refusal:
            return refusal
        raise AssertionError("a refused card passed the play's check")  # pragma: no cover

    # -- taking an action ------------------------------------------------------------

    def _apply(self, action: int) -> None:
        seat = self.to_act
        assert seat is not None
        if self.phase == AUCTION:
            self._bid(seat, action)
        elif self.phase == TALON:
            if action == act.LOOK:
                self.looks += 1
            else:
                self._keep()
        elif self.phase == DISCARD:
            card = act.card_of(action)
            self.hands[seat] ^= card.bit
            self.discard.append(card)
            assert self.purchase is not None
            if len(self.discard) == len(self.purchase.kept):
                self._start_announcements()
        elif self.phase == ANNOUNCE:
            self._announce(seat, action)
        else:
            assert self.play is not None
            self.play.apply_listed(act.card_of(action))
            if self.play.finished:
                self.phase, self.to_act = OVER, None
            else:
                self.to_act = self.play.to_play

    @enforces("magyar.auction.contracts", "magyar.auction.higher", "magyar.auction.hold", "magyar.auction.end")
    def _bid(self, seat: Seat, action: int) -> None:
        """Say ``action`` in the auction: anyone bids any higher contract, the holding right
        passes on with its holder's pass (Tolnai §65, §28); when the others have passed the
        top bidder declares, and if all three pass there is no game (Tolnai §26)."""
        self.auction.call(act.ACTION_NAMES[action])
        if not self.auction.finished:
            self.to_act = self.auction.to_speak
        elif self.auction.declarer is None:
            self.phase, self.to_act = OVER, None
        else:
            self._declare()

    @enforces("magyar.talon.look", "magyar.talon.solo")
    def _declare(self) -> None:
        """The top bidder is the declarer: at a bought contract he turns up the first part,
        at szóló the talon goes unseen to the opponents."""
        self.declarer, self.level = self.auction.declarer, self.auction.level
        if self.contract.talon == TalonHandling.PEEK_AT_PRICE:
            self.phase, self.to_act, self.looks = TALON, self.declarer, 1
        else:
            self.purchase = buy_talon(self.contract, 0, self.talon, self.options)
            self._start_announcements()

    @enforces("magyar.talon.look")
    def _keep(self) -> None:
        """Keep the part last turned up; the rest of the talon goes to the opponents."""
        assert self.declarer is not None
        self.purchase = buy_talon(self.contract, self.looks, self.talon, self.options)
        self.hands[self.declarer] |= mask_of(self.purchase.kept)
        self.phase = DISCARD

    def _start_announcements(self) -> None:
        self.phase, self.to_act, self.quiet = ANNOUNCE, self.declarer, 0

    def _announce(self, seat: Seat, action: int) -> None:
        self.said.append((seat, action))
        if action == act.PASS:
            self.quiet += 1
            if self.quiet == len(self.game.seats):
                self._start_play()
            else:
                self.to_act = next_seat(seat, 1, self.game.seats)
            return
        self.quiet = 0
        if action < act.KONTRA0:
            figure = act.FIGURES[action - act.FIGURE0]
            self.announced[figure] = self.side(seat)
            self.kontras.open(figure, self.side(seat))
        else:
            level, target = act.kontra_of(action)
            self.kontras.say(target, level)

    @enforces("magyar.play", "magyar.play.ultimo-keep")
    def _start_play(self) -> None:
        """Twelve tricks, led by A (or the declarer, :attr:`MagyarOptions.first_lead`); an
        announced pagátultimó binds the pagát's holder on the announcing side (Tolnai §54)."""
        assert self.declarer is not None
        seats = self.game.seats
        constraints = []
        ultimo = self.announced.get(Figure.PAGAT_ULTIMO)
        holder = next((seat for seat in seats if self.hands[seat] & PAGAT.bit), None)
        if ultimo is not None and holder is not None and self.side(holder) == ultimo:
            constraints.append(
                KeepToLastTrick(holder, PAGAT, "magyar.play.ultimo-keep", "his side announced pagátultimó")
            )
        leader = self.contract.first_leader(self.declarer, seats[0])
        self.play = TrickPlay({seat: _cards(self.hands[seat]) for seat in seats}, leader, constraints, seats)
        self.phase, self.to_act = PLAY, leader

    # -- the outcome -----------------------------------------------------------------

    @enforces("magyar.win")
    def declarer_points(self) -> int:
        """The card points in the declarer's tricks and discard, counted as the definition
        counts them (he wins with 48, Tolnai §65)."""
        assert self.play is not None and self.declarer is not None
        tricks = [trick for trick in self.play.tricks if trick.winner == self.declarer]
        cards = [card for trick in tricks for _, card in trick.plays]
        return self.game.definition.counting.count_cards([*cards, *self.discard], len(tricks))

    @enforces("magyar.scoring.solo-talon")
    def outcome(self) -> FigureOutcome:
        """Which side made each figure: the talon left to the opponents counts as theirs
        (:attr:`MagyarOptions.talon_figures`), so at szóló a trull or four-kings piece lying in
        it loses the declarer's announcement (Tolnai §65)."""
        assert self.play is not None and self.purchase is not None
        beside = {OPPONENTS: mask_of(self.purchase.to_opponents)} if self.options.talon_figures == "opponents" else {}
        return figure_outcome(self.play.tricks, {seat: self.side(seat) for seat in self.game.seats}, piles=beside)

    def figure_results(self) -> list[FigureResult]:
        """Each figure announced (made or lost) and each figure made silently, by side."""
        outcome = self.outcome()
        made: dict[Figure, Side | None] = {
            Figure.TRULL: outcome.trull,
            Figure.FOUR_KINGS: outcome.four_kings,
            Figure.VOLAT: outcome.volat,
            Figure.PAGAT_ULTIMO: (
                outcome.pagat_last_trick[0]
                if outcome.pagat_last_trick is not None and outcome.pagat_last_trick[1]
                else None
            ),
            Figure.XXI_CAPTURE: outcome.xxi_capture,
        }
        results = []
        for figure in act.FIGURES:
            side = self.announced.get(figure)
            if side is not None:
                results.append(FigureResult(figure, side, made[figure] == side, True, self.kontras.level(figure)))
            maker = made[figure]
            if maker is not None and maker != side:
                results.append(FigureResult(figure, maker, True))
        return results

    def settled(self) -> Settlement | None:
        """The deal's settlement in Tolnai's line items (None before the end, or without a game)."""
        if self.phase != OVER or self.declarer is None:
            return None
        assert self.purchase is not None
        definition = self.game.definition
        won = self.declarer_points() >= definition.win_points
        return settle(
            self.purchase,
            self.declarer,
            won,
            self.kontras.level("game"),
            self.figure_results(),
            definition,
            self.options,
        )

    def settlement(self) -> list[SettlementLine]:
        if self._settlement is None:
            settled = self.settled()
            lines = []
            if settled is not None:
                for item in settled.items:
                    amounts = side_wins(self.game.seats, (settled.declarer,), item.points)
                    lines.append(SettlementLine(item.what_en, item.what, item.source, amounts))
            self._settlement = lines if self.phase == OVER else None
            return lines
        return self._settlement

    # -- what a seat knows -----------------------------------------------------------

    def view(self, player: int) -> MagyarView:
        seat = self.game.seats[player]
        names = act.ACTION_NAMES
        return MagyarView(
            seat=seat,
            seats=self.game.seats,
            phase=self.phase,
            to_act=self.to_act,
            hand=_cards(self.hands[seat]) if self.play is None else self.play.hands[seat],
            bids=tuple(self.auction.calls),
            holder=self.auction.holder if self.phase == AUCTION else None,
            declarer=self.declarer,
            contract=self.contract_name,
            looks=self.looks,
            turned_up=self.turned_up(),
            turned_up_parts=self._ladder_order()[: self.looks],
            next_part=self._ladder_order()[self.looks] if self.phase == TALON and self.can_look_again() else None,
            price=self.price(),
            can_look_again=self.phase == TALON and self.can_look_again(),
            discard_shown=tuple(card for card in self.discard if card.is_tarokk),
            own_discard=tuple(self.discard) if seat == self.declarer else (),
            said=tuple((who, names[action]) for who, action in self.said),
            announced=tuple((str(figure), side) for figure, side in self.announced.items()),
            kontras=tuple(self.kontras.levels.items()),
            tricks=tuple(trick.plays for trick in self.play.tricks) if self.play is not None else (),
            current=tuple(self.play.current) if self.play is not None else (),
        )

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return self.dealt

    def string_to_action(self, text: str) -> int:
        """The action named ``text``, as :meth:`action_to_string` writes it or in the players'
        Hungarian words: ``passz``, ``tartom``, ``alsó hármas``, ``tulétroá``, ``rekontra volát``."""
        text = " ".join(text.split())
        names = HUNGARIAN_NAMES | {contract.hu: contract.name for contract in self.game.definition.contracts}
        return super().string_to_action(names.get(text.casefold(), text))

    def action_text(self, action: int, language: Language = "en") -> str:
        if action == act.PASS:
            return shared.PASSES(language)
        if action == act.HOLD:
            return shared.HOLDS(language)
        if act.BIDS["three"] <= action <= act.BIDS["solo"]:
            return words.BIDS(language, contract=self.game.definition.contracts[action - act.BIDS["three"]].hu)
        if action == act.LOOK:
            order = self._ladder_order()
            part = order[self.looks] if self.looks < len(order) else None
            if part is not None and part in order[: self.looks]:  # the ladder goes back to a part seen
                return words.LOOKS_AGAIN(language, part=words.PARTS[part](language))
            return words.LOOKS(language)
        if action == act.KEEP:
            return words.KEEPS(language)
        if action < act.FIGURE0:
            said = words.DISCARDS if action < act.PLAY0 else words.PLAYS
            return said(language, card=act.card_of(action).name(language))
        if action < act.KONTRA0:
            return words.ANNOUNCES(language, figure=words.FIGURE_NAMES[act.FIGURES[action - act.FIGURE0]](language))
        level, target = act.kontra_of(action)
        on = words.THE_GAME if target == "game" else words.FIGURE_NAMES[Figure(target)]
        return words.SAYS_KONTRA(language, word=self.game.definition.kontras.words[level - 1], target=on(language))

    def _in_words(self, said: Sequence[tuple[Seat, str]], language: Language) -> str:
        return ", ".join(f"{who} {self.action_text(act.ACTION_NAMES.index(name), language)}" for who, name in said)

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return None if self.declarer is None else (self.contract.name, self.declarer)

    def table_text(self, player: int, language: Language = "en") -> str:
        view = self.view(player)
        definition = self.game.definition
        dealer = definition.seating.dealer(len(view.seats))
        lines = [
            shared.header(definition.hu, view.seat, language)
            + words.DEALER_AND_PHASE(language, dealer=dealer, phase=shared.PHASES[view.phase](language))
        ]
        if view.bids:
            lines.append(f"{shared.AUCTION(language)}: {self._in_words(view.bids, language)}")
        if view.declarer is not None and view.contract is not None:
            contract = definition.contract(view.contract).hu
            priced = words.PRICED(language, declarer=view.declarer, contract=contract, price=view.price)
            lines.append(f"{shared.DECLARER(language)}: {priced}")
        for look, part in enumerate(view.turned_up, 1):
            index = view.turned_up_parts[look - 1]
            seen = index in view.turned_up_parts[: look - 1]
            again = f" ({words.AGAIN(language, part=words.PARTS[index](language))})" if seen else ""
            lines.append(f"{words.LOOK(language, look=look)}{again}: {cards_text(part, language)}")
        if view.discard_shown:
            lines.append(f"{shared.TAROKKS_SHOWN(language)}: {cards_text(view.discard_shown, language)}")
        if view.own_discard:
            lines.append(f"{shared.DISCARD(language)}: {cards_text(view.own_discard, language)}")
        spoken = [(who, name) for who, name in view.said if name != "pass"]
        if spoken:
            lines.append(f"{shared.ANNOUNCEMENTS(language)}: {self._in_words(spoken, language)}")
        if view.tricks:
            taken = {seat: 0 for seat in view.seats}
            for trick in self.play.tricks if self.play is not None else ():
                taken[trick.winner] += 1
            lines.append(f"{shared.TRICKS(language)}: " + ", ".join(f"{seat} {count}" for seat, count in taken.items()))
        if self.phase == OVER and self.declarer is not None:
            points = shared.CARD_POINTS(language, points=self.declarer_points(), total=definition.total_points)
            lines.append(points + words.TO_WIN(language, points=definition.win_points))
        if view.current:
            played = ", ".join(f"{who} {card.name(language)}" for who, card in view.current)
            lines.append(f"{shared.ON_THE_TABLE(language)}: {played}")
        lines.append(f"{shared.YOUR_HAND(language)}: {cards_text(view.hand, language)}")
        for line in self.settlement():
            amount = line.amounts[player]
            lines.append(f"{line.described(language)}: {'+' if amount > 0 else ''}{amount} ({line.source})")
        return "\n".join(lines)


def _hungarian_names() -> dict[str, str]:
    """The players' Hungarian words for the actions that are words, by action name (a card
    is named as in records, a contract as its definition names it)."""
    names = {"passz": "pass", "pász": "pass", "tartom": "hold", "megnézem": "look", "megtartom": "keep"}
    figures = {figure.hu.casefold(): str(figure) for figure in act.FIGURES}
    figures.update(
        {"trull": "trull", "négy király": "four-kings", "ultimó": "pagat-ultimo", "huszonegyfogás": "xxi-capture"}
    )
    names.update(figures)
    targets = {**figures, "játék": "game", "a játékra": "game"}
    names.update(
        {f"{word} {hu}": f"{word} {target}" for word in MAGYAR.kontras.words for hu, target in targets.items()}
    )
    return names


HUNGARIAN_NAMES = _hungarian_names()
"""Hungarian aliases of the action names (Tolnai's words), lower-case."""


def _cards(mask: int) -> tuple[Card, ...]:
    return cards_of(mask)


def _phase_of(action: int) -> str:
    if action <= act.BIDS["solo"]:
        return AUCTION
    if action in (act.LOOK, act.KEEP):
        return TALON
    if action < act.PLAY0:
        return DISCARD
    if action < act.FIGURE0:
        return PLAY
    return ANNOUNCE
