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

from tarokk.core.cards import DECK54, Card, cards_of, mask_of, sort_hand
from tarokk.core.definition import Contract
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction
from tarokk.core.holdings import Holding
from tarokk.core.packs import deal_packets, shuffled_ids
from tarokk.core.seats import Seat
from tarokk.core.state import TERMINAL, register_game
from tarokk.core.table import Bot, Language, SettlementLine, TableGame, TableState, checked_cards, random_bot
from tarokk.core.tricks import Trick, legal_mask_with_open
from tarokk.games.stromann.actions import (
    ACTION_NAMES,
    GAME,
    HOLDINGS,
    KONTRA_WORDS,
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
from tarokk.games.stromann.definition import STROMANN54, StromannOptions
from tarokk.games.stromann.piles import Pile, turn
from tarokk.games.stromann.scoring import DEALER, SEATS, DealResult, settle
from tarokk.games.stromann.view import PileView, StromannView

AUCTION, KONTRA, PLAY, OVER = "auction", "kontra", "play", "over"
PILES = 3
PILE_SIZE = 4


@register_game
class StromannGame(TableGame):
    """Strómanntarokk for two (Tolnai §72). Options (:class:`StromannOptions`): ``deck``
    (54 or 42), ``follow_from``, ``kontra_when``, ``silent_ultimo_beaten_pays``."""

    rules: StromannOptions
    name = "stromann"
    action_names = ACTION_NAMES
    definition = STROMANN54
    bots: ClassVar[Mapping[str, Bot]] = {"random": random_bot, "rules": rules_bot}

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.rules = StromannOptions.read(options)
        self.definition = self.rules.definition
        self.deck = self.definition.deck

    def max_game_length(self) -> int:
        # two words, five kontras and a pass, every card, and at most three announcements each
        return 2 + len(KONTRA_WORDS) + 1 + len(self.deck) + 2 * len(HOLDINGS)

    @enforces("stromann.deal")
    def new_initial_state(self, seed: int | None = None) -> StromannState:
        """Shuffle and deal: the hands in packets of five (three with 42 cards), A first,
        then the piles four at a time, alternately („felváltva ellenfele és maga elé”)."""
        pack = [self.deck.cards[i] for i in shuffled_ids(self.seed if seed is None else seed, self.deck)]
        sizes = self.definition.packets.sizes
        in_hands = len(SEATS) * sum(sizes)
        hands, _ = deal_packets(pack[:in_hands], 0, sizes, SEATS)
        return StromannState(self, hands, pack[in_hands:])

    @enforces("stromann.deal")
    def state_from_cards(self, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> StromannState:
        """A deal of these cards: the hands of A and B, and the 24 pile cards in dealing order
        (A's first pile, B's first, A's second …, each from its top card down)."""
        size, piles = self.definition.packets.hand, len(SEATS) * PILES * PILE_SIZE
        dealt, kept = checked_cards("strómanntarokk", self.deck, SEATS, size, hands, talon, piles, "the piles")
        return StromannState(self, dealt, kept)


class StromannState(TableState):
    """A deal of strómanntarokk in progress."""

    game: StromannGame

    def __init__(self, game: StromannGame, hands: Mapping[Seat, Sequence[Card]], talon: Sequence[Card]) -> None:
        super().__init__(game)
        self.options = game.rules
        self.definition = game.definition
        self.dealt_hands = {seat: tuple(hands[seat]) for seat in SEATS}
        self.dealt_talon = tuple(talon)
        self.hand = [mask_of(hands[seat]) for seat in SEATS]
        self.piles: list[list[Pile]] = [[], []]
        for number in range(PILES * len(SEATS)):
            self.piles[number % 2].append(tuple(talon[number * PILE_SIZE : (number + 1) * PILE_SIZE]))
        self.turned = False
        self.taken: list[tuple[int, Card]] = []
        self.phase = AUCTION
        self.to_act: int = 0
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
        return TERMINAL if self.phase == OVER else self.to_act

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def _legal_actions(self) -> list[int]:
        if self.phase == AUCTION:
            return [PASS, GAME]
        if self.phase == KONTRA:
            return [PASS] + ([kontra_action(self.kontra + 1)] if self.kontra < len(KONTRA_WORDS) else [])
        if self.phase == OVER:
            return []
        player = self.to_act
        playable = self.playable(player)
        listed = [
            holding_action(holding)
            for holding in HOLDINGS
            if self.pending is None and self.announceable(player, holding, playable)
        ]
        return listed + [play_action(card) for card in sorted(cards_of(playable), key=DECK54.id)]

    def _apply(self, action: int) -> None:
        player = self.to_act
        if self.phase == AUCTION:
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
            self.phase, self.to_act = KONTRA, 1 - player
        elif player == 0:
            self.to_act = 1
        else:
            self._turn_piles()
            self._start_play()

    @enforces("stromann.kontra")
    def _say_kontra(self, player: int, action: int) -> None:
        """A word of the kontra ladder on the játék, the two players in turn; a pass ends it."""
        self.words.append((player, "passz" if action == PASS else KONTRA_WORDS[self.kontra]))
        if action == PASS:
            if not self.turned:
                self._turn_piles()
            self._start_play()
        else:
            self.kontra += 1
            self.to_act = 1 - player

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
        for player in range(len(SEATS)):
            for number in range(PILES):
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
        self.phase, self.to_act = PLAY, seats.index(self.contract.first_leader(declarer, seats[0]))

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
        """Whether ``player`` may announce ``holding`` now: he holds it in his hand (so has
        played none of it), has not announced it (nor, for fejek, the tulétroá his honours were
        part of), and is about to play a card of it („de csak akkor, amikor először kihívunk
        vagy ráadunk belőlük”)."""
        if (player, holding) in self.announced or (
            holding is Holding.HEADS and (player, Holding.TRULL) in self.announced
        ):
            return False
        playable = self.playable(player) if playable is None else playable
        return holds(holding, cards_of(self.hand[player])) and bool(
            playable & holding_cards(holding, self.hand[player])
        )

    def _play(self, player: int, card: Card) -> None:
        self.pending = None
        if card.bit & self.hand[player]:
            self.hand[player] ^= card.bit
        else:
            number = next(i for i, pile in enumerate(self.piles[player]) if pile and pile[0] is card)
            self.piles[player][number] = self.piles[player][number][1:]
            self._turn(player, number)
        self.current.append((SEATS[player], card))
        if len(self.current) < len(SEATS):
            self.to_act = 1 - player
        else:
            self._close_trick()

    @enforces("stromann.play.trick", "stromann.play.turn")
    def _close_trick(self) -> None:
        """The higher card of the suit led or the higher tarokk takes the trick
        (:class:`~tarokk.core.tricks.Trick`), and its winner leads to the next."""
        trick = Trick(self.current[0][0], tuple(self.current), len(SEATS))
        self.tricks.append(trick)
        self.current = []
        winner = SEATS.index(trick.winner)
        self.won[winner] |= mask_of(card for _, card in trick.plays)
        self.to_act = winner
        if len(self.tricks) == self.definition.tricks:
            self.phase = OVER

    def points(self) -> tuple[int, int]:
        """The points each player has taken, counted in thirds (Tolnai §66)."""
        count = self.definition.counting.count
        return (
            count([card.points for card in cards_of(self.won[0])]),
            count([card.points for card in cards_of(self.won[1])]),
        )

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
        seat = SEATS[self.to_act]
        if not 0 <= action < len(ACTION_NAMES):
            return IllegalAction(
                "stromann.play.turn", f"{action} is not an action of stromann (0 … {len(ACTION_NAMES) - 1})"
            )
        name = ACTION_NAMES[action]
        if self.phase == OVER:
            return IllegalAction("stromann.play.turn", "the deal is over", action=name)
        if self.phase == AUCTION:
            return IllegalAction(
                "stromann.auction", f"{seat} must first say mehet (pass) or játék (game)", seat=seat, action=name
            )
        if self.phase == KONTRA:
            level = kontra_level(action)
            expected = KONTRA_WORDS[self.kontra] if self.kontra < len(KONTRA_WORDS) else None
            if level is not None:
                message = f"after {KONTRA_WORDS[self.kontra - 1] if self.kontra else 'the játék'} {seat} may say "
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
        player = SEATS.index(seat)
        if self.pending is not None:
            return IllegalAction(
                "stromann.announce.card",
                f"{seat} announced {self.pending.english} and must now play a card of it",
                seat=seat,
                action=name,
            )
        if (player, holding) in self.announced:
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
        player = SEATS.index(seat)
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
        turned = self.turned
        piles = tuple(
            tuple(
                PileView(pile[0] if turned and pile else None, len(pile) - (1 if turned and pile else 0))
                for pile in self.piles[seat]
            )
            for seat in range(len(SEATS))
        )
        return StromannView(
            seat=SEATS[player],
            dealer=SEATS[DEALER],
            deck=len(self.definition.deck),
            phase=self.phase,
            to_act=None if self.phase == OVER else SEATS[self.to_act],
            hand=cards_of(self.hand[player]),
            hand_sizes=tuple(mask.bit_count() for mask in self.hand),
            piles=piles,
            taken=tuple((SEATS[who], card) for who, card in self.taken),
            words=tuple((SEATS[who], word) for who, word in self.words),
            declarer=None if self.declarer is None else SEATS[self.declarer],
            kontra=self.kontra,
            announced=tuple((SEATS[who], holding) for who, holding in self.announced),
            pending=self.pending if self.to_act == player else None,
            tricks=tuple(self.tricks),
            current=tuple(self.current),
            points=self.points(),
        )

    def __str__(self) -> str:
        """The whole deal as it lies, every card shown: both hands, every pile from its top
        down, the words, the announcements and the tricks."""
        lines = [f"phase {self.phase}, {'over' if self.phase == OVER else SEATS[self.to_act] + ' to act'}"]
        for player, seat in enumerate(SEATS):
            piles = " | ".join(" ".join(card.tolnai for card in pile) or "–" for pile in self.piles[player])
            lines.append(f"{seat}: {' '.join(card.tolnai for card in cards_of(self.hand[player]))}; piles {piles}")
        lines.append("said: " + ", ".join(f"{SEATS[who]} {word}" for who, word in self.words))
        lines.append("announced: " + ", ".join(f"{SEATS[who]} {holding}" for who, holding in self.announced))
        for trick in [*self.tricks, *([Trick(self.current[0][0], tuple(self.current), 2)] if self.current else [])]:
            lines.append(" ".join(f"{seat} {card.tolnai}" for seat, card in trick.plays))
        return "\n".join(lines)

    def information_state_string(self, player: int) -> str:
        return repr(self.view(player))

    def observation_string(self, player: int) -> str:
        return self.table_text(player)

    def action_text(self, action: int, language: Language = "en") -> str:
        hu = language == "hu"
        if action == PASS:
            if self.phase == KONTRA:
                further = self.kontra > 0
                return (
                    ("nem kontráz tovább" if further else "nem kontráz")
                    if hu
                    else ("no further kontra" if further else "no kontra")
                )
            return "mehet" if hu else "says mehet"
        if action == GAME:
            return "játékot mond" if hu else "declares a játék"
        level = kontra_level(action)
        if level is not None:
            return KONTRA_WORDS[level - 1] if hu else f"says {KONTRA_WORDS[level - 1]}"
        holding = holding_of(action)
        if holding is not None:
            return f"bemondja: {holding.hu}" if hu else f"announces {holding.english}"
        card = card_of(action)
        if card is None:
            return self.action_to_string(action)
        from_pile = self.phase == PLAY and bool(card.bit & self.tops(self.to_act))
        if hu:
            verb = "ráadja" if self.current else "kihívja"
            return f"{verb}: {card.spelled_out}" + (" (talonról)" if from_pile else "")
        verb = "plays" if self.current else "leads"
        name = card.english if card.english == card.tolnai else f"{card.english} ({card.tolnai})"
        return f"{verb} {name}" + (" from a pile" if from_pile else "")

    def table_text(self, player: int, language: Language = "en") -> str:
        view = self.view(player)
        hu = language == "hu"
        lines = [
            f"Strómanntarokk, {view.deck} lap; {view.dealer} oszt, te {view.seat} vagy."
            if hu
            else f"Strómanntarokk, {view.deck} cards; {view.dealer} deals, you are {view.seat}."
        ]
        if view.words:
            said = ", ".join(f"{seat}: {word}" for seat, word in view.words)
            lines.append(("Elhangzott: " if hu else "Said: ") + said)
        if self.phase in (PLAY, OVER):
            if view.declarer is None:
                lines.append("Egyszerű játék." if hu else "A simple game.")
            else:
                kontra = f", {KONTRA_WORDS[view.kontra - 1]}" if view.kontra else ""
                lines.append(
                    f"{view.declarer} játéka{kontra}." if hu else f"A játék declared by {view.declarer}{kontra}."
                )
        if view.announced:
            lines.append(
                ("Bemondva: " if hu else "Announced: ")
                + ", ".join(f"{seat} {holding.hu if hu else holding.english}" for seat, holding in view.announced)
            )
        for index, seat in enumerate(SEATS):
            piles = " | ".join(
                (pile.top.tolnai if pile.top is not None else ("–" if not pile.face_down else "▒"))
                + (f" +{pile.face_down}" if pile.face_down else "")
                for pile in view.piles[index]
            )
            lines.append((f"{seat} talonjai: " if hu else f"{seat}'s piles: ") + piles)
        if view.tricks or view.current:
            points = f"A {view.points[0]}, B {view.points[1]}"
            lines.append(
                f"Ütések: {len(view.tricks)}, pontok: {points}"
                if hu
                else f"Tricks: {len(view.tricks)}, points: {points}"
            )
        if view.current:
            lines.append(
                ("Az asztalon: " if hu else "On the table: ")
                + ", ".join(f"{seat} {card.tolnai}" for seat, card in view.current)
            )
        elif view.tricks:
            last = view.tricks[-1]
            lines.append(
                ("Az utolsó ütés: " if hu else "Last trick: ")
                + ", ".join(f"{seat} {card.tolnai}" for seat, card in last.plays)
                + (f" → {last.winner}")
            )
        hand = " ".join(card.tolnai for card in sort_hand(view.hand))
        lines.append((f"A kezed ({view.seat}): " if hu else f"Your hand ({view.seat}): ") + hand)
        return "\n".join(lines)
