"""A whole deal of strómanntarokk (Tolnai §72) as a :class:`~tarokk.core.table.TableState`,
registered as ``stromann``.

The deal runs: the bidding (A, the dealer's opponent, then B, the dealer: ``pass`` for
mehet or ``game`` for a játék), the kontras on a játék, the turning of the piles (done by
the deal itself: nobody chooses anything), then the tricks, led and followed from the hand
or from the open top of any pile, each pile turned again when its top is played. A
holding is announced by its own action just before the first card of it is played.

:meth:`StromannGame.state_from_cards` lays a deal out by hand: ``hands`` are the fifteen
(nine) cards of A and of B; ``talon`` the 24 pile cards in dealing order, four at a time,
A's first pile, B's first, A's second, B's second, A's third, B's third, each pile from
its top card down.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarokk.core.cards import DECK54, Card, cards_of, mask_of
from tarokk.core.definition import Contract, Counting, Partner, TalonHandling
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.figures import Figure
from tarokk.core.holdings import Holding
from tarokk.core.packs import deal_packets
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, SettlementLine, register_game
from tarokk.core.table import Bot, Plays, TableGame, TableState, checked_cards, random_bot
from tarokk.core.tricks import Trick, legal_mask_with_open
from tarokk.core.words import ANNOUNCEMENTS, AUCTION, ON_THE_TABLE, TRICKS, YOUR_HAND, Language, cards_text, header
from tarokk.games.stromann import words
from tarokk.games.stromann.actions import (
    ACTION_NAMES,
    GAME,
    HOLDINGS,
    PASS,
    card_of,
    holding_action,
    holding_cards,
    holding_of,
    holds,
    kontra_action,
    kontra_level,
    play_action,
)
from tarokk.games.stromann.bot import rules_bot
from tarokk.games.stromann.definition import STROMANN54
from tarokk.games.stromann.options import StromannOptions
from tarokk.games.stromann.piles import laid, turn
from tarokk.games.stromann.scoring import DealResult, settle
from tarokk.games.stromann.view import PileView, StromannView

BIDDING, KONTRA, PLAY, OVER = "auction", "kontra", "play", "over"


@register_game
class StromannGame(TableGame):
    """Strómanntarokk for two (Tolnai §72). Options (:class:`StromannOptions`): ``deck``
    (54 or 42), ``follow_from``, ``kontra_when``, ``silent_ultimo_beaten_pays``."""

    plays = Plays(
        contracts=tuple(contract.name for contract in STROMANN54.contracts),
        partners=frozenset({Partner.NONE}),
        talons=frozenset({TalonHandling.NONE}),
        figures=frozenset({Figure.PAGAT_ULTIMO}),
        countings=frozenset({Counting.GROUPS_OF_THREE}),
        reads=frozenset({"contract.prize_factor", "contract.lost_value", "holdings", "figures", "kontras"}),
        kontra_words=5,
    )
    rules: StromannOptions
    name = "stromann"
    action_names = ACTION_NAMES
    definition = STROMANN54
    bots: ClassVar[Mapping[str, Bot]] = {"random": random_bot, "rules": rules_bot}

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.rules = StromannOptions.read(options)
        self.definition = self.rules.definition

    def max_game_length(self) -> int:
        # two words, the kontras and a pass, every card, and each holding announced once by each player
        definition = self.definition
        kontras, holdings = len(definition.kontras.words), len(definition.holdings)
        return 2 + kontras + 1 + len(definition.deck) + len(self.seats) * holdings

    @enforces("stromann.deal")
    def new_initial_state(self, seed: int | None = None) -> StromannState:
        """Shuffle and deal (:meth:`deal_pack`)."""
        return StromannState(self, *self.dealt(seed))

    @enforces("stromann.deal")
    def deal_pack(self, pack: Sequence[Card]) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...]]:
        """The hands in the definition's packets (fives, threes with 42 cards), A first, then
        the rest of the pack for the piles, laid alternately („felváltva ellenfele és maga
        elé”): the pile cards in dealing order, as :meth:`state_from_cards` takes them."""
        packets = self.definition.packets
        in_hands = len(self.seats) * packets.hand
        hands, _ = deal_packets(pack[:in_hands], 0, packets.sizes, self.seats)
        return hands, tuple(pack[in_hands:])

    @enforces("stromann.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> StromannState:
        """A deal of these cards: the hands of A and B, and the pile cards (24) in dealing order
        (A's first pile, B's first, A's second …, each from its top card down)."""
        definition = self.definition
        packets = definition.packets
        piles = len(self.seats) * sum(packets.piles)
        dealt, kept = checked_cards(
            definition.hu, definition.deck, self.seats, packets.hand, hands, talon, piles, "the piles"
        )
        return StromannState(self, dealt, kept)


class StromannState(TableState):
    """A deal of strómanntarokk in progress."""

    game: StromannGame

    def __init__(self, game: StromannGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.options = game.rules
        self.definition = game.definition
        self.seats = game.seats
        self.dealt_hands = {seat: tuple(hands[seat]) for seat in self.seats}
        self.dealt_talon = tuple(talon)
        self.hand = [mask_of(hands[seat]) for seat in self.seats]
        self.piles = laid(talon, self.definition.packets.piles, len(self.seats))
        self.turned = False
        self.taken: list[tuple[int, Card]] = []
        self.phase = BIDDING
        self.mover: int = 0  # the index of the player to act
        self.words: list[tuple[int, str]] = []
        self.declarer: int | None = None
        self.kontra = 0
        self.announced: list[tuple[int, Holding]] = []
        self.pending: Holding | None = None
        self.tricks: list[Trick] = []
        self.current: list[tuple[Seat, Card]] = []
        self.won = [0, 0]

    # -- the state API -------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.mover

    def _legal_actions(self) -> list[int]:
        if self.phase == BIDDING:
            return [PASS, GAME]
        if self.phase == KONTRA:
            more = self.kontra < len(self.definition.kontras.words)
            return [PASS] + ([kontra_action(self.kontra + 1)] if more else [])
        if self.phase == OVER:
            return []
        player = self.mover
        playable = self.playable(player)
        listed = [
            holding_action(holding)
            for holding in HOLDINGS
            if self.pending is None and self.announceable(player, holding, playable)
        ]
        return listed + [play_action(card) for card in sorted(cards_of(playable), key=DECK54.id)]

    def _apply(self, action: int) -> None:
        player = self.mover
        if self.phase == BIDDING:
            self._bid(player, action)
        elif self.phase == KONTRA:
            self._say_kontra(player, action)
        elif (holding := holding_of(action)) is not None:
            self.announced.append((player, holding))
            self.pending = holding
        else:
            card = card_of(action)
            assert card is not None
            self._play(player, card)

    # -- the bidding and the kontras -----------------------------------------------

    @enforces("stromann.auction")
    def _bid(self, player: int, action: int) -> None:
        """Mehet or játék: whoever says játék first is the declarer; two mehets make a
        simple game („Ha mindkét játékos mehet-et mond, egyszerű játék van”)."""
        self.words.append((player, "játék" if action == GAME else "mehet"))
        if action == GAME:
            self.declarer = player
            if self.options.kontra_when == "after-turning":
                self._turn_piles()
            self.phase, self.mover = KONTRA, 1 - player
        elif player == 0:
            self.mover = 1
        else:
            self._turn_piles()
            self._start_play()

    @enforces("stromann.kontra")
    def _say_kontra(self, player: int, action: int) -> None:
        """A word of the kontra ladder on the játék, the two players in turn; a pass ends it."""
        self.words.append((player, "passz" if action == PASS else self.definition.kontras.words[self.kontra]))
        if action == PASS:
            if not self.turned:
                self._turn_piles()
            self._start_play()
        else:
            self.kontra += 1
            self.mover = 1 - player

    @property
    def contract(self) -> Contract:
        """The contract being played: the simple game, or the játék once declared (the game's
        definition names them in that order)."""
        simple, game = self.definition.contracts
        return game if self.declarer is not None else simple

    # -- the piles -----------------------------------------------------------------

    @enforces("stromann.piles.turn")
    def _turn_piles(self) -> None:
        """Each player turns up his three piles, A first (Tolnai §72)."""
        self.turned = True
        for player, piles in enumerate(self.piles):
            for number in range(len(piles)):
                self._turn(player, number)

    def _turn(self, player: int, number: int) -> None:
        taken, rest = turn(self.piles[player][number])
        self.piles[player][number] = rest
        for card in taken:
            self.hand[player] |= card.bit
            self.taken.append((player, card))

    def tops(self, player: int) -> int:
        """The open pile tops of ``player`` as a card set (none before the turning)."""
        if not self.turned:
            return 0
        return mask_of(pile[0] for pile in self.piles[player] if pile)

    # -- the play ------------------------------------------------------------------

    @enforces("stromann.play.turn")
    def _start_play(self) -> None:
        """First hand leads to the first trick, as the contract says: the player who was dealt
        to, A (Tolnai §72)."""
        seats = self.game.seats
        declarer = None if self.declarer is None else seats[self.declarer]
        self.phase, self.mover = PLAY, seats.index(self.contract.first_leader(declarer, seats[0]))

    @property
    def led(self) -> Card | None:
        """The card led to the trick on the table, if any."""
        return self.current[0][1] if self.current else None

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def playable(self, player: int) -> int:
        """The cards ``player`` may play now, as a card set: from his hand and his open tops,
        by the follow rules (:func:`~tarokk.core.tricks.legal_mask_with_open`), and, after
        an announcement, only a card of the announced holding."""
        hand = self.hand[player]
        legal = legal_mask_with_open(hand, self.tops(player), self.led, self.options.follow_from == "hand-and-tops")
        if self.pending is not None:
            legal &= holding_cards(self.pending, hand)
        return legal

    @enforces("stromann.announce.holdings")
    def announceable(self, player: int, holding: Holding, playable: int | None = None) -> bool:
        """Whether ``player`` may announce ``holding`` now: the definition prices it, he holds
        it in his hand (so has played none of it), has not announced it (nor, for fejek, the
        tulétroá his honours were part of), and is about to play a card of it („de csak akkor,
        amikor először kihívunk vagy ráadunk belőlük”)."""
        if (
            not self._priced(holding)
            or (player, holding) in self.announced
            or (holding is Holding.HEADS and (player, Holding.TRULL) in self.announced)
        ):
            return False
        playable = self.playable(player) if playable is None else playable
        return holds(holding, cards_of(self.hand[player])) and bool(
            playable & holding_cards(holding, self.hand[player])
        )

    def _priced(self, holding: Holding) -> bool:
        return any(value.holding == holding for value in self.definition.holdings)

    def _play(self, player: int, card: Card) -> None:
        self.pending = None
        if card.bit & self.hand[player]:
            self.hand[player] ^= card.bit
        else:
            number = next(i for i, pile in enumerate(self.piles[player]) if pile and pile[0] is card)
            self.piles[player][number] = self.piles[player][number][1:]
            self._turn(player, number)
        self.current.append((self.seats[player], card))
        if len(self.current) < len(self.seats):
            self.mover = 1 - player
        else:
            self._close_trick()

    @enforces("stromann.play.trick", "stromann.play.turn")
    def _close_trick(self) -> None:
        """The higher card of the suit led or the higher tarokk takes the trick
        (:class:`~tarokk.core.tricks.Trick`), and its winner leads to the next."""
        trick = Trick(self.current[0][0], tuple(self.current), len(self.seats))
        self.tricks.append(trick)
        self.current = []
        winner = self.seats.index(trick.winner)
        self.won[winner] |= mask_of(card for _, card in trick.plays)
        self.mover = winner
        if len(self.tricks) == self.definition.tricks:
            self.phase = OVER

    def points(self) -> tuple[int, int]:
        """The points each player has taken, counted as the definition counts: in thirds
        (Tolnai §66)."""
        counting, players = self.definition.counting, len(self.seats)
        a, b = (counting.count_cards(taken, len(taken) // players) for taken in map(cards_of, self.won))
        return a, b

    # -- refusals ------------------------------------------------------------------

    @enforces(
        "stromann.auction",
        "stromann.kontra",
        "stromann.play.turn",
        "stromann.play.source",
        "stromann.play.follow",
        "stromann.announce.holdings",
        "stromann.announce.card",
    )
    def _refusal(self, action: int) -> IllegalAction:
        seat = self.seats[self.mover]
        if not 0 <= action < len(ACTION_NAMES):
            return IllegalAction(
                "stromann.play.turn", f"{action} is not an action of stromann (0 … {len(ACTION_NAMES) - 1})"
            )
        name = ACTION_NAMES[action]
        if self.phase == OVER:
            return IllegalAction("stromann.play.turn", "the deal is over", action=name)
        if self.phase == BIDDING:
            return IllegalAction(
                "stromann.auction", f"{seat} must first say mehet (pass) or játék (game)", seat=seat, action=name
            )
        if self.phase == KONTRA:
            level, words = kontra_level(action), self.definition.kontras.words
            expected = words[self.kontra] if self.kontra < len(words) else None
            if level is not None:
                message = f"after {words[self.kontra - 1] if self.kontra else 'the játék'} {seat} may say "
                message += f"{expected} or pass" if expected else "only pass"
            else:
                message = f"{seat} says a kontra word or passes before the play"
            return IllegalAction("stromann.kontra", message, seat=seat, action=name)
        if action in (PASS, GAME):
            return IllegalAction("stromann.auction", "the bidding is over", seat=seat, action=name)
        if kontra_level(action) is not None:
            why = "a simple game has no kontra" if self.declarer is None else "the kontras are said before the play"
            return IllegalAction("stromann.kontra", why, seat=seat, action=name)
        holding = holding_of(action)
        if holding is not None:
            return self._holding_refusal(seat, holding, name)
        card = card_of(action)
        assert card is not None
        return self._card_refusal(seat, card, name)

    @enforces("stromann.announce.holdings", "stromann.announce.card")
    def _holding_refusal(self, seat: Seat, holding: Holding, name: str) -> IllegalAction:
        player = self.seats.index(seat)
        if self.pending is not None:
            return IllegalAction(
                "stromann.announce.card",
                f"{seat} announced {self.pending.english} and must now play a card of it",
                seat=seat,
                action=name,
            )
        if not self._priced(holding):
            why = f"{self.definition.hu} pays no {holding.english}"
        elif (player, holding) in self.announced:
            why = f"{seat} has announced {holding.english} already"
        elif holding is Holding.HEADS and (player, Holding.TRULL) in self.announced:
            why = f"{seat} has announced the trull, which his two honours were part of"
        elif not holds(holding, cards_of(self.hand[player])):
            why = f"{seat} does not hold {holding.english} in his hand"
        else:
            why = f"{holding.english} is announced only with a card of it, and {seat} may play none now"
        return IllegalAction("stromann.announce.holdings", why, seat=seat, action=name)

    @enforces("stromann.play.source", "stromann.play.follow", "stromann.announce.card")
    def _card_refusal(self, seat: Seat, card: Card, name: str) -> IllegalAction:
        player = self.seats.index(seat)
        tops = self.tops(player)
        if not card.bit & (self.hand[player] | tops):
            where = "face down in a pile" if any(card in pile for pile in self.piles[player]) else "not his"
            return IllegalAction(
                "stromann.play.source",
                f"{seat} plays from his hand or an open pile top: {card.hu} is {where}",
                seat=seat,
                action=name,
            )
        if self.pending is not None:
            return IllegalAction(
                "stromann.announce.card",
                f"{seat} announced {self.pending.english} and must play a card of it, not {card.hu}",
                seat=seat,
                action=name,
            )
        led = self.led
        assert led is not None
        legal = cards_of(self.playable(player))
        suit = f"{led.suit.english}s" if led.suit is not None else "tarokks"
        if led.is_tarokk:
            why = f"{seat} must answer the tarokk with a tarokk: has {legal[0].hu}"
        elif legal[0].suit is led.suit:
            why = f"{seat} must follow {suit}: has {legal[0].hu}"
        else:
            why = f"{seat} has no {suit} and must play a tarokk: has {legal[0].hu}"
        if not self.hand[player] & legal[0].bit:
            why += " (the open pile tops count as his cards)"
        return IllegalAction("stromann.play.follow", why, seat=seat, action=name)

    # -- the outcome ---------------------------------------------------------------

    def settlement(self) -> list[SettlementLine]:
        if self.phase != OVER:
            return []
        return settle(
            DealResult(
                self.definition,
                self.options,
                self.contract,
                self.declarer,
                self.kontra,
                self.points(),
                tuple(self.announced),
                self.tricks[-1],
            )
        )

    def dealt_cards(self) -> tuple[Mapping[Seat, Sequence[Card]], Sequence[Card]]:
        return dict(self.dealt_hands), self.dealt_talon

    # -- what a seat sees ----------------------------------------------------------

    def view(self, player: int) -> StromannView:
        turned, seats = self.turned, self.seats
        piles = tuple(
            tuple(
                PileView(pile[0] if turned and pile else None, len(pile) - (1 if turned and pile else 0))
                for pile in own
            )
            for own in self.piles
        )
        return StromannView(
            seat=seats[player],
            seats=seats,
            dealer=self.definition.seating.dealer(len(seats)),
            deck=len(self.definition.deck),
            phase=self.phase,
            to_act=None if self.phase == OVER else seats[self.mover],
            hand=cards_of(self.hand[player]),
            hand_sizes=tuple(mask.bit_count() for mask in self.hand),
            piles=piles,
            taken=tuple((seats[who], card) for who, card in self.taken),
            words=tuple((seats[who], word) for who, word in self.words),
            declarer=None if self.declarer is None else seats[self.declarer],
            kontra=self.kontra,
            announced=tuple((seats[who], holding) for who, holding in self.announced),
            pending=self.pending if self.mover == player else None,
            tricks=tuple(self.tricks),
            current=tuple(self.current),
            points=self.points(),
        )

    def __str__(self) -> str:
        """The whole deal as it lies, every card shown: both hands, every pile from its top
        down, the words, the announcements and the tricks."""
        seats = self.seats
        lines = [f"phase {self.phase}, {'over' if self.phase == OVER else seats[self.mover] + ' to act'}"]
        for player, seat in enumerate(seats):
            piles = " | ".join(" ".join(card.tolnai for card in pile) or "–" for pile in self.piles[player])
            lines.append(f"{seat}: {' '.join(card.tolnai for card in cards_of(self.hand[player]))}; piles {piles}")
        lines.append("said: " + ", ".join(f"{seats[who]} {word}" for who, word in self.words))
        lines.append("announced: " + ", ".join(f"{seats[who]} {holding}" for who, holding in self.announced))
        current = [Trick(self.current[0][0], tuple(self.current), len(seats))] if self.current else []
        for trick in [*self.tricks, *current]:
            lines.append(" ".join(f"{seat} {card.tolnai}" for seat, card in trick.plays))
        return "\n".join(lines)

    def action_text(self, action: int, language: Language = "en") -> str:
        if action == PASS:
            if self.phase == KONTRA:
                return (words.NO_FURTHER_KONTRA if self.kontra else words.NO_KONTRA)(language)
            return words.SAYS_MEHET(language)
        if action == GAME:
            return words.DECLARES_GAME(language)
        level = kontra_level(action)
        if level is not None:
            return words.SAYS_KONTRA(language, word=self.definition.kontras.words[level - 1])
        holding = holding_of(action)
        if holding is not None:
            return words.ANNOUNCES(language, holding=holding)
        card = card_of(action)
        if card is None:
            return self.action_to_string(action)
        english = card.english if card.english == card.tolnai else f"{card.english} ({card.tolnai})"
        said = (words.PLAYS if self.current else words.LEADS)(language, card=card, english=english)
        from_pile = self.phase == PLAY and bool(card.bit & self.tops(self.mover))
        return said + (words.FROM_PILE(language) if from_pile else "")

    def tricks_taken(self) -> tuple[Trick, ...]:
        return tuple(self.tricks)

    def contract_played(self) -> tuple[str, Seat | None] | None:
        return self.contract.name, None if self.declarer is None else self.game.seats[self.declarer]

    def table_text(self, player: int, language: Language = "en") -> str:
        view, definition = self.view(player), self.definition
        lines = [header(definition.hu, view.seat, language) + words.DEALT(language, deck=view.deck, dealer=view.dealer)]
        if view.words:
            lines.append(f"{AUCTION(language)}: " + ", ".join(f"{seat}: {word}" for seat, word in view.words))
        if self.phase in (PLAY, OVER):
            name = self.contract.hu
            kontra = f", {definition.kontras.words[view.kontra - 1]}" if view.kontra else ""
            said = words.SIMPLE_GAME if view.declarer is None else words.GAME_DECLARED
            lines.append(said(language, name=name, title=name.capitalize(), declarer=view.declarer, kontra=kontra))
        if view.announced:
            announced = (words.ANNOUNCED(language, seat=seat, holding=holding) for seat, holding in view.announced)
            lines.append(f"{ANNOUNCEMENTS(language)}: " + ", ".join(announced))
        for index, seat in enumerate(view.seats):
            piles = " | ".join(
                (pile.top.tolnai if pile.top is not None else ("–" if not pile.face_down else "▒"))
                + (f" +{pile.face_down}" if pile.face_down else "")
                for pile in view.piles[index]
            )
            lines.append(words.PILES(language, seat=seat, piles=piles))
        if view.tricks or view.current:
            points = ", ".join(f"{seat} {taken}" for seat, taken in zip(view.seats, view.points, strict=True))
            lines.append(
                f"{TRICKS(language)}: " + words.TRICKS_AND_POINTS(language, tricks=len(view.tricks), points=points)
            )
        if view.current:
            lines.append(
                f"{ON_THE_TABLE(language)}: " + ", ".join(f"{seat} {card.tolnai}" for seat, card in view.current)
            )
        elif view.tricks:
            last = view.tricks[-1]
            plays = ", ".join(f"{seat} {card.tolnai}" for seat, card in last.plays)
            lines.append(f"{words.LAST_TRICK(language)}: {plays} → {last.winner}")
        lines.append(f"{YOUR_HAND(language)}: {cards_text(view.hand, language)}")
        return "\n".join(lines)
