"""The fast path of the played-deal studies: a whole deal played by four rule-based bots.

:func:`rule_bot_features` plays a pack exactly as :func:`tarokk.studies.played.play_pack`
does with four :class:`~tarokk.bots.players.RuleBot` players, and returns the same
:class:`~tarokk.studies.features.DealFeatures`, about six times faster. It is the readable
engine and the bot again, written for speed: cards are small integers in players'
order (0 = skíz, 1 = XXI … 21 = pagát, then kőr, káró, treff, pikk from the king
down), seats are 0–3 (A–D), and only the questions the rule-based bot asks are
answered. Every rule it applies is the readable engine's, which stays the
authority: the tests play the same packs both ways, under every preset and under
random combinations of the options, and compare every action and every feature.

The bot never jumps in the auction and never bids without an honour, so no invit
and no próbahárom arises here, and the fast path does not model them (see
``_FastDeal._bid_choice`` for why a jump's legality cannot change the bot's choice).

Rule ids in the comments name the readable implementation each piece mirrors.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from tarokk.core.cards import DECK42, PAGAT, SKIZ, XX, XXI, Card, sort_hand
from tarokk.core.rules import Ruleset
from tarokk.core.seats import ACTIVE_SEATS
from tarokk.games.paskievics.announcements import DECLARER, FIGURES, KONTRA_WORDS, MAX_KONTRA, OPPONENTS, Side, other
from tarokk.games.paskievics.bidding import BID_WORDS, HOLD, PASS
from tarokk.games.paskievics.calling import legal_calls
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.deal import discard_rule_broken
from tarokk.games.paskievics.scoring import DUPLA, WIN
from tarokk.games.paskievics.throwin import throw_in_reasons
from tarokk.studies.features import DealFeatures

# -- cards in players' order ---------------------------------------------------------

ORDER: tuple[Card, ...] = tuple(sort_hand(DECK42.cards))
"""The cards in players' order; a card's index here is its code on the fast path."""
CODE: dict[Card, int] = {card: code for code, card in enumerate(ORDER)}
CODE_OF_ID: tuple[int, ...] = tuple(CODE[card] for card in DECK42.cards)
SUIT: tuple[int, ...] = tuple(-1 if card.suit is None else list(type(card.suit)).index(card.suit) for card in ORDER)
RANK: tuple[int, ...] = tuple(card.rank for card in ORDER)
POINTS: tuple[int, ...] = tuple(card.points for card in ORDER)
TAROKK: tuple[bool, ...] = tuple(card.is_tarokk for card in ORDER)
KING: tuple[bool, ...] = tuple(card.is_king for card in ORDER)
HONOUR: tuple[bool, ...] = tuple(card.is_honour for card in ORDER)
S, T21, T20, P = (CODE[card] for card in (SKIZ, XXI, XX, PAGAT))
HONOURS = (S, T21, P)
LOW_KEY: tuple[int, ...] = tuple(rank if TAROKK[c] else rank - 30 for c, rank in enumerate(RANK))
"""The bot's key for winning a trick cheaply: any suit card before any tarokk."""
LOW_LEAD_KEY: tuple[tuple[int, int], ...] = tuple(zip(POINTS, RANK, strict=True))
"""The bot's key for a low card to lead: fewest points, then lowest rank."""
CHEAP_KEY: tuple[tuple[int, bool, int], ...] = tuple(zip(POINTS, TAROKK, RANK, strict=True))
"""The bot's key for the cheapest card: fewest points, suit cards before tarokks, lowest rank."""
SMEAR_KEY: tuple[tuple[int, int], ...] = tuple((-1 if HONOUR[c] else POINTS[c], -RANK[c]) for c in range(len(ORDER)))
"""The bot's key for smearing into the partner's trick: most points (honours kept), then lowest rank."""

BID_LEVEL = {contract.name: contract.level for contract in CONTRACTS}
TALON_SHARES = {contract.level: contract.talon_shares for contract in CONTRACTS}
CONTRACT_NAMES = {contract.level: contract.name for contract in CONTRACTS}
MADE_FLAGS = (
    "declarer_won", "double_game", "volat", "trull", "four_kings", "pagat_ultimo",
    "pagat_ultimo_announced_made", "xxi_capture", "xxi_capture_announced_made",
)  # fmt: skip
"""The features of :class:`~tarokk.studies.features.DealFeatures` that only a played deal can have."""


Log = list[tuple[str, int, str]]  # (phase, seat index, text), each text as the engine's event prints it


def rule_bot_features(row: Iterable[int], rules: Ruleset, log: Log | None = None) -> DealFeatures:
    """The features of the pack ``row`` (card ids) played by four rule-based bots.

    ``log``, if given, receives every action as ``(phase, seat, text)``, for comparing
    with the readable engine's events.
    """
    return _FastDeal([int(card_id) for card_id in row], rules, log).play()


class _FastDeal:
    """One deal on the fast path, phase by phase (tarokk.games.paskievics.deal.Deal with four RuleBots)."""

    def __init__(self, ids: list[int], rules: Ruleset, log: Log | None) -> None:
        self.rules = rules
        self.log = log
        codes = [CODE_OF_ID[card_id] for card_id in ids]
        self.talon = codes[:6]  # tarokk.core.packs.deal_pack: the talon, then packets of 5 and 4
        self.dealt = [codes[6 + 5 * s : 11 + 5 * s] + codes[26 + 4 * s : 30 + 4 * s] for s in range(4)]
        self.hands = [sorted(hand) for hand in self.dealt]
        self.discards: list[list[int]] = [[], [], [], []]

    def _say(self, phase: str, seat: int, text: str) -> None:
        if self.log is not None:
            self.log.append((phase, seat, text))

    # -- the whole deal ------------------------------------------------------------

    def play(self) -> DealFeatures:
        declarer = self._auction()
        if declarer is None:
            return self._features("all-passed")
        taken = self._talon(declarer)
        queue = [s for s in _from(declarer) if taken[s]]
        if self.rules.throw_in_before_discard:
            if self._thrown_in(declarer, discarded=False):
                return self._features("thrown-in")
            self._discards(declarer, queue, taken)
        else:
            self._discards(declarer, queue, taken)
            if self._thrown_in(declarer, discarded=True):
                return self._features("thrown-in")
        self._announcements(declarer)
        self._tricks()
        return self._features("played")

    # -- the auction (tarokk.games.paskievics.bidding.Auction; RuleBot._bid) -------------------------

    def _auction(self) -> int | None:
        rules = self.rules
        self.calls: list[tuple[int, str]] = []
        self.passed = [False] * 4
        self.bid_made = [False] * 4
        self.level = 0
        self.owner: int | None = None
        self.held = False
        self.engedett_by: int | None = None
        self.honoured = [any(HONOUR[c] for c in hand) for hand in self.hands]  # bidding.honour
        raised = False
        speaker: int | None = 0
        raise_turn = False
        while speaker is not None:
            seat = speaker
            word = self._bid_choice(seat, raise_turn)
            self.calls.append((seat, word))
            self._say("auction", seat, word)
            if raise_turn:
                raised = word != PASS
                if raised:
                    self.level = BID_LEVEL[word]
                break
            if word == PASS:
                self.passed[seat] = True
                if self._engedett(seat):
                    self.engedett_by = seat
            elif word == HOLD:
                self.held = True
                self.owner = seat
            else:
                self.bid_made[seat] = True
                self.level = BID_LEVEL[word]
                self.owner = seat
                self.held = False
            active = [s for s in range(4) if not self.passed[s]]
            if not active or (self.owner is not None and not self._anyone_can_outbid(active)):
                speaker = None
                lone_three = [w for _, w in self.calls if w != PASS] == ["three"]
                if rules.raise_lone_three and self.level == 1 and not raised and lone_three:
                    raise_turn = True
                    speaker = self.owner
            else:
                speaker = (seat + 1) % 4
                while self.passed[speaker]:
                    speaker = (speaker + 1) % 4
        declarer = self.owner
        self.declarer = declarer
        self.must_call = T20 if declarer is not None and self.engedett_by is not None else None
        return declarer

    def _can_hold(self, seat: int) -> bool:
        """bidding.hold, bidding.hold-once, bidding.hold-earlier-seat, bidding.hold-first-bidder."""
        owner = self.owner
        if not self.bid_made[seat] or owner is None or owner == seat or self.held:
            return False
        rule = self.rules.hold_rule
        if rule == "earlier-seat":
            return seat < owner
        if rule == "first-bidder":
            return next((s for s in range(4) if not self.passed[s] and self.bid_made[s]), None) == seat
        return True

    def _engedett(self, seat: int) -> bool:
        """bidding.engedett: the opener of three passes the only other bidder's two."""
        if not self.rules.conventions or self.level != 2 or self.held or self.owner == seat:
            return False
        bids = [(s, w) for s, w in self.calls if w != PASS]
        return (
            len(bids) == 2
            and bids[0] == (seat, "three")
            and bids[1][1] == "two"
            and all(self.passed[s] for s in range(4) if s not in (seat, self.owner))
        )

    def _may_pass(self, seat: int) -> bool:
        """bidding.engedett: passing in the engedett position promises the XX (and a high honour)."""
        if not self._engedett(seat):
            return True
        hand = self.hands[seat]
        big = S in hand or T21 in hand
        return T20 in hand and (big or not self.rules.engedett_promises_big_honour)

    def _anyone_can_outbid(self, active: list[int]) -> bool:
        others = [s for s in active if s != self.owner]
        return bool(others) and (self.level < 4 or any(self._can_hold(s) for s in others))

    def _bid_choice(self, seat: int, raise_turn: bool) -> str:
        """RuleBot._bid, asking the rules only what the bot looks at.

        The bot passes without an honour; otherwise it only ever holds, makes the next
        regular bid or passes, and it is forced to hold or bid only where passing would be
        a false engedett. So it never jumps, and whether a jump would be a legal invit
        never changes its choice: the fast path does not model invits or próbahárom.
        """
        hand = self.hands[seat]
        may_pass = raise_turn or self._may_pass(seat)
        if may_pass and not self.honoured[seat]:
            return PASS
        bids = [w for _, w in self.calls if w in BID_LEVEL]
        opened_three = next((s for s, w in self.calls if w == "three"), None) == seat
        if may_pass and bids == ["three", "two"] and opened_three and T20 in hand and (S in hand or T21 in hand):
            return PASS  # yields the two: engedett játék
        power = _strength(hand) + (4 if S in hand else 0) + (2 if T21 in hand else 0)
        ceiling = 1 if power < 16 else 2 if power < 20 else 3 if power < 24 else 4
        can_hold = not raise_turn and self._can_hold(seat)
        if can_hold and self.level <= ceiling:
            return HOLD
        # The next regular bid: one level up for a player who may not hold (for one who may, that is an invit).
        next_bid = BID_WORDS[self.level] if self.level < len(BID_WORDS) and not can_hold else None
        if next_bid is not None and self.level < ceiling:
            return next_bid
        if may_pass:
            return PASS
        return HOLD if can_hold else next_bid or PASS

    # -- talon, discards, throw-in (Deal._after_auction, RuleBot._discard) --------------

    def _talon(self, declarer: int) -> list[int]:
        shares = TALON_SHARES[self.level]
        taken = [0] * 4
        talon = self.talon
        for i, share in enumerate(shares):
            seat = (declarer + i) % 4
            taken[seat] = share
            self.hands[seat] = sorted(self.hands[seat] + talon[:share])
            talon = talon[share:]
        return taken

    def _may_discard(self, seat: int, card: int) -> bool:
        """The engine's own discard rules (discard.king-honour, discard.signalled, discard.xx)."""
        must_call = ORDER[self.must_call] if self.must_call is not None else None
        declarer = ACTIVE_SEATS[self.declarer] if self.declarer is not None else None
        return discard_rule_broken(ACTIVE_SEATS[seat], ORDER[card], self.rules, must_call, declarer) is None

    def _discards(self, declarer: int, queue: list[int], taken: list[int]) -> None:
        for seat in queue:
            hand = self.hands[seat]
            allowed = [c for c in hand if self._may_discard(seat, c)]
            count = taken[seat]
            chosen = self._discard_choice(seat, hand, allowed, count)
            for card in chosen:
                hand.remove(card)
            self.discards[seat] = list(chosen)
            if self.log is not None:
                self._say("discard", seat, ", ".join(ORDER[c].tolnai for c in chosen))

    def _discard_choice(self, seat: int, hand: list[int], allowed: list[int], count: int) -> tuple[int, ...]:
        """RuleBot._discard: void suits, keep tarokks, lay away (or, as the likely partner,
        keep) points. Scored in half-points; the first best option in the engine's order wins."""
        sign2 = -2 if T20 in hand and self.declarer != seat else 1
        by_suit: list[list[int]] = [[], [], [], []]
        for c in hand:
            if SUIT[c] >= 0:
                by_suit[SUIT[c]].append(c)
        # A card alone in its suit voids it: one suit fewer kept, +6 half-points.
        value = {c: sign2 * POINTS[c] + (-12 if TAROKK[c] else 6 if len(by_suit[SUIT[c]]) == 1 else 0) for c in hand}
        if count == 1:
            return (max(allowed, key=value.__getitem__),)
        options = list(combinations(allowed, count))
        scores = [sum(map(value.__getitem__, option)) for option in options]
        for cards in by_suit:  # a suit of two or three cards, all laid away, voids it too
            if 2 <= len(cards) <= count and all(c in allowed for c in cards):
                scores = [
                    score + 6 if all(map(option.__contains__, cards)) else score
                    for score, option in zip(scores, options, strict=True)
                ]
        return options[max(range(len(options)), key=scores.__getitem__)]

    def _may_throw_in(self, seat: int, discarded: bool) -> bool:
        """throw-in.hand: the engine's own test of the hand, asked only of hands that could
        qualify (every throw-in hand has four kings or at most two tarokks)."""
        hand = self.hands[seat]
        if sum(TAROKK[c] for c in hand) > 2 and sum(KING[c] for c in hand) < 4:
            return False
        tarokk_laid_away = discarded and any(TAROKK[c] for c in self.discards[seat])
        return bool(throw_in_reasons([ORDER[c] for c in hand], self.rules, tarokk_laid_away))

    def _thrown_in(self, declarer: int, discarded: bool) -> bool:
        """A seat with grounds throws in: the rule-based bot always does, when it may."""
        queue = [s for s in _from(declarer) if self._may_throw_in(s, discarded)]
        if queue and not self.rules.throw_in_compulsory:
            self._say("throw-in", queue[0], "throw-in")
        return bool(queue)

    # -- the call and the announcements (tarokk.games.paskievics.announcements; RuleBot._announce) -------

    def _announcements(self, declarer: int) -> None:
        rules = self.rules
        hand = self.hands[declarer]
        others_discarded = any(TAROKK[c] for s in range(4) if s != declarer for c in self.discards[s])
        must_call = ORDER[self.must_call] if self.must_call is not None else None
        calls = legal_calls([ORDER[c] for c in hand], rules, must_call, others_discarded)  # call.partner
        self.legal_calls = [CODE[card] for card in calls]
        promised = self.engedett_by
        no_big = promised is not None and S not in self.hands[promised] and T21 not in self.hands[promised]
        self.compulsory = {promised} if no_big else set()
        self.conventional = promised is not None
        self.sides: list[Side] | None = None
        self.public: dict[int, Side] = {declarer: DECLARER}
        self.last_side: Side = DECLARER
        self.announced: dict[tuple[str, Side], int] = {("game", DECLARER): 0}
        self.figure_players: dict[tuple[str, Side], int] = {}
        self.counts: dict[int, int] = {}
        self.called: int | None = None
        self.said_ultimo = [False] * 4
        self.turn_items: list[tuple[str, object]] = []
        self.declarer_spoke = False
        self.tarokks = [sum(TAROKK[c] for c in h) for h in self.hands]
        seat = declarer
        passes = 0
        while True:
            legal = self._legal_items(seat)
            item = legal[0] if len(legal) == 1 else self._announce_choice(seat, legal)
            if item[0] == PASS:
                self._say("announce", seat, PASS)
                spoke = bool(self.turn_items)
                if seat == declarer:
                    self.declarer_spoke = True
                self.turn_items = []
                self.compulsory.discard(seat)
                passes = 0 if spoke else passes + 1
                if passes == 3:
                    return
                seat = (seat + 1) % 4
                continue
            self._apply_item(seat, item)

    def _attributed(self, seat: int) -> Side:
        return self.public.get(seat, self.last_side)

    def _legal_items(self, seat: int) -> list[tuple[str, object]]:
        """AnnouncementPhase.legal_actions, in its order."""
        first_turn = seat == self.declarer and self.called is None
        items: list[tuple[str, object]] = []
        if not first_turn and self._may_end_turn(seat):
            items.append((PASS, None))
        for count in (8, 9):
            if self._count_legal(seat, count):
                items.append(("count", count))
        if first_turn:
            items += [("call", card) for card in self.legal_calls]
            return items
        assert self.sides is not None
        side = self._attributed(seat)
        if side == self.sides[seat]:  # announce.side: a figure counts for the side the table takes him for
            items += [("figure", name) for name in FIGURES if self._figure_legal(seat, name, side)]
        kontras = sorted({(level + 1, figure) for (figure, _), level in self.announced.items() if level < MAX_KONTRA})
        items += [("kontra", k) for k in kontras if self._kontra_legal(seat, *k)]
        return items

    def _may_end_turn(self, seat: int) -> bool:
        """announce.compulsory-ultimo, announce.tarokk-count-pais."""
        assert self.sides is not None
        if seat in self.compulsory and ("pagat-ultimo", self.sides[seat]) not in self.announced:
            return False
        pais = self.rules.tarokk_count_side == "pais" and self.turn_items and seat not in self.counts
        return not (pais and self.tarokks[seat] in (8, 9) and any(kind != "count" for kind, _ in self.turn_items))

    def _count_legal(self, seat: int, count: int) -> bool:
        """announce.tarokk-count, announce.tarokk-count-pais."""
        if seat in self.counts or self.tarokks[seat] != count:
            return False
        if self.rules.tarokk_count_side == "pais" and self.sides is not None:
            return not (self.sides[seat] == DECLARER and seat not in self.public)
        return True

    def _count_missing_with_ultimo(self, seat: int) -> bool:
        held = self.tarokks[seat]
        return held in (8, 9) and seat not in self.counts and ("count", held) not in self.turn_items

    def _figure_legal(self, seat: int, name: str, side: Side) -> bool:
        """announce.once, announce.trull-from-hand, announce.dupla-volat, for a seat whose
        figures count for his own ``side``."""
        if (name, side) in self.announced:
            return False
        rules = self.rules
        from_hand = name == "trull" and seat == self.declarer and not self.declarer_spoke
        if from_hand and rules.trull_from_hand_needs_high_honours:  # Tolnai §50
            high = (S in self.hands[seat]) + (T21 in self.hands[seat])
            if not (high == 2 or (high == 1 and self.conventional)):
                return False
        if name in ("double-game", "volat"):
            partner = "volat" if name == "double-game" else "double-game"
            if not rules.dupla_volat_same_turn and ("figure", partner) in self.turn_items:
                return False
            if name == "double-game" and not rules.dupla_after_volat and any(f == "volat" for f, _ in self.announced):
                return False
            if not rules.dupla_volat_one_player and self.figure_players.get((partner, side)) == seat:
                return False
        return not (name == "pagat-ultimo" and self._count_missing_with_ultimo(seat))

    def _kontra_legal(self, seat: int, level: int, target: str) -> bool:
        """kontra.side, kontra.level."""
        assert self.sides is not None
        own = self.sides[seat]
        announcer = other(own) if level % 2 == 1 else own
        standing = self.announced.get((target, announcer))
        if standing is None or standing != level - 1:
            return False
        return not (target == "pagat-ultimo" and level == 1 and self._count_missing_with_ultimo(seat))

    def _announce_choice(self, seat: int, legal: list[tuple[str, object]]) -> tuple[str, object]:
        """RuleBot._announce."""
        hand = self.hands[seat]
        tarokks = self.tarokks[seat]
        calls = [item for item in legal if item[0] == "call"]
        counts = [item for item in legal if item[0] == "count"]
        if calls:
            if counts and seat not in self.counts:
                return counts[0]
            missing = [item for item in calls if item[1] not in hand]
            return missing[0] if missing else calls[-1]
        ultimo = ("figure", "pagat-ultimo") in legal
        if counts and tarokks >= 8 and ultimo:
            return counts[0]
        may_pass = legal[0][0] == PASS
        if ultimo and (not may_pass or (P in hand and tarokks >= 7)) and not self.said_ultimo[seat]:
            return ("figure", "pagat-ultimo")
        if ("figure", "trull") in legal and S in hand and T21 in hand and tarokks >= 6:
            return ("figure", "trull")
        if ("figure", "four-kings") in legal and sum(KING[c] for c in hand) >= 3 and tarokks >= 6:
            return ("figure", "four-kings")
        if ("kontra", (1, "game")) in legal and tarokks >= 7 and (S in hand or T21 in hand):
            return ("kontra", (1, "game"))
        return legal[0]

    def _apply_item(self, seat: int, item: tuple[str, object]) -> None:
        kind, value = item
        self.turn_items.append(item)
        if kind == "call":
            assert isinstance(value, int)
            self._say("announce", seat, f"call {ORDER[value].tolnai}")
            self.called = value
            self._resolve_call(value)
            return
        if kind == "count":
            assert isinstance(value, int)
            self._say("announce", seat, {8: "eight tarokks", 9: "nine tarokks"}[value])
            self.counts[seat] = value
            if self.rules.tarokk_count_side == "shows-side":
                self._show_side(seat, self._attributed(seat))
            return
        assert self.sides is not None
        if kind == "figure":
            assert isinstance(value, str)
            self._say("announce", seat, value)
            side = self._attributed(seat)
            self.announced[(value, side)] = 0
            self.figure_players[(value, side)] = seat
            if value == "pagat-ultimo":
                self.said_ultimo[seat] = True
            self._show_side(seat, side)
            return
        assert isinstance(value, tuple)
        level, target = value
        self._say("announce", seat, f"{KONTRA_WORDS[level - 1]} {target}")
        own = self.sides[seat]
        self.announced[(target, other(own) if level % 2 == 1 else own)] = level
        self._show_side(seat, own)

    def _show_side(self, seat: int, side: Side) -> None:
        self.public[seat] = side
        self.last_side = side

    def _resolve_call(self, called: int) -> None:
        """call.partner (tarokk.games.paskievics.calling.resolve_call) and the hivatalból kontra."""
        declarer = self.declarer
        assert declarer is not None
        partner: int | None = None
        official: int | None = None
        holder = next((s for s in range(4) if called in self.hands[s]), None)
        if holder is None:
            discarder = next(s for s in range(4) if called in self.discards[s])
            if discarder != declarer:
                official = discarder
        elif holder != declarer:
            partner = holder
        self.partner = partner
        self.sides = [DECLARER if s in (declarer, partner) else OPPONENTS for s in range(4)]
        if official is not None:
            self.public = dict(enumerate(self.sides))
            self.announced[("game", DECLARER)] = 1
            self._say("announce", official, "hivatalból kontra")
        elif self.conventional and partner is not None:
            self.public[partner] = DECLARER

    # -- the nine tricks (tarokk.core.tricks.TrickPlay; RuleBot._play) ---------------------------

    def _tricks(self) -> None:
        keeper = self._ultimo_keeper()
        hands = self.hands
        called = self.called
        log = self.log
        self.trick_log: list[tuple[int, list[tuple[int, int]]]] = []
        played: set[int] = set()  # the cards of completed tricks
        self.called_by: int | None = None  # who played the called card, once its trick is complete
        leader = 0
        for trick_number in range(9):
            plays: list[tuple[int, int]] = []
            seat = leader
            winner, best, points = leader, -1, 0
            led_suit = -1
            for _ in range(4):
                hand = hands[seat]
                legal = _legal_cards(hand, led_suit) if plays else list(hand)
                if seat == keeper and trick_number < 8 and P in legal and len(legal) > 1:
                    legal.remove(P)  # announce.pagat-ultimo-keep
                if len(legal) == 1:
                    card = legal[0]
                elif plays:
                    card = self._follow(seat, legal, plays, winner, best, points, played, trick_number)
                elif P in legal and trick_number == 8:
                    card = P
                else:
                    card = self._lead(seat, legal, played)
                hand.remove(card)
                if not plays:
                    led_suit = SUIT[card]
                plays.append((seat, card))
                points += POINTS[card]
                if best < 0 or _beats(card, best):  # play.trick-winner
                    winner, best = seat, card
                if log is not None:
                    self._say("play", seat, ORDER[card].tolnai)
                seat = (seat + 1) % 4
            leader = winner
            self.trick_log.append((winner, plays))
            for who, card in plays:
                played.add(card)
                if card == called:
                    self.called_by = who

    def _ultimo_keeper(self) -> int | None:
        """Deal._start_play: the pagát's holder keeps it when his side announced pagátultimó."""
        assert self.sides is not None
        for figure, side in self.announced:
            if figure == "pagat-ultimo":
                holder = next((s for s in range(4) if P in self.hands[s]), None)
                if holder is not None and self.sides[holder] == side:
                    return holder
        return None

    def _follow(
        self,
        seat: int,
        legal: list[int],
        plays: list[tuple[int, int]],
        winner: int,
        best: int,
        points: int,
        played: set[int],
        trick_number: int,
    ) -> int:
        """RuleBot._play on a trick already led (``best`` wins it so far, for ``winner``)."""
        if P in legal and trick_number == 8:
            return P
        if S in legal and best == T21:
            return S
        if T21 in legal and (S in played or len(plays) == 3) and all(card != S for _, card in plays):
            return T21
        if points >= 5 or len(plays) == 3:
            winning = [c for c in legal if c not in HONOURS and _beats(c, best)]
            if winning:
                return min(winning, key=LOW_KEY.__getitem__)
        partner = self.called_by  # RuleBot._known_partner: whoever else played the called card
        if partner is not None and partner != seat and winner == partner:
            return max(legal, key=SMEAR_KEY.__getitem__)
        return _cheapest(legal)

    def _lead(self, seat: int, legal: list[int], played: set[int]) -> int:
        """RuleBot._lead."""
        hand = self.hands[seat]
        tarokks = [c for c in legal if TAROKK[c] and c not in HONOURS]
        suits = [c for c in legal if not TAROKK[c]]
        hunt = (T21 in hand and S not in played) or (S in hand and T21 not in played)
        if hunt and suits:
            kings = {SUIT[c] for c in hand if KING[c]}
            kingless = [c for c in suits if SUIT[c] not in kings]
            if kingless:
                return min(kingless, key=LOW_LEAD_KEY.__getitem__)
        if len(tarokks) >= 5:
            return min(tarokks, key=RANK.__getitem__)
        if suits:
            return min(suits, key=LOW_LEAD_KEY.__getitem__)
        return _cheapest(legal)

    # -- the features (tarokk.studies.features.deal_features; tarokk.games.paskievics.deal.figure_outcome) ---------

    def _features(self, outcome: str) -> DealFeatures:
        declarer = self.declarer
        hand = self.dealt[declarer] if declarer is not None else []
        made = self._made() if outcome == "played" else dict.fromkeys(MADE_FLAGS, False)
        return DealFeatures(
            outcome=outcome,
            contract=CONTRACT_NAMES[self.level] if declarer is not None else None,
            declarer_tarokks=sum(TAROKK[c] for c in hand),
            declarer_honours=sum(HONOUR[c] for c in hand),
            declarer_big_honours=sum(c in (S, T21) for c in hand),
            declarer_kings=sum(KING[c] for c in hand),
            **made,
        )

    def _made(self) -> dict[str, bool]:
        """The figures of a played deal, who won and by how much (tarokk.games.paskievics.deal.figure_outcome)."""
        sides = self.sides
        assert sides is not None
        points = {DECLARER: 0, OPPONENTS: 0}
        won: dict[Side, list[int]] = {DECLARER: [], OPPONENTS: []}
        tricks = {DECLARER: 0, OPPONENTS: 0}
        capture: Side | None = None
        for winner, plays in self.trick_log:
            side = sides[winner]
            tricks[side] += 1
            cards = [card for _, card in plays]
            won[side] += cards
            points[side] += sum(POINTS[c] for c in cards)
            seat_of = {card: who for who, card in plays}
            if S in seat_of and T21 in seat_of and sides[seat_of[S]] != sides[seat_of[T21]]:
                capture = sides[seat_of[S]]
        for seat, cards in enumerate(self.discards):  # the declarer's discard counts for his side
            points[DECLARER if seat == self.declarer else OPPONENTS] += sum(POINTS[c] for c in cards)
        last_winner, last_plays = self.trick_log[-1]
        pagat_seat = next((who for who, card in last_plays if card == P), None)
        ultimo_side = sides[pagat_seat] if pagat_seat is not None and last_winner == pagat_seat else None
        kontra_game = self.announced[("game", DECLARER)] > 0  # scoring.game_winner: 47–47 after a kontra
        return {
            "declarer_won": points[DECLARER] >= WIN - (self.rules.kontra_opponents_need_48 and kontra_game),
            "double_game": max(points.values()) >= DUPLA,
            "volat": 9 in tricks.values(),
            "trull": any(all(h in cards for h in HONOURS) for cards in won.values()),
            "four_kings": any(sum(KING[c] for c in cards) == 4 for cards in won.values()),
            "pagat_ultimo": ultimo_side is not None,
            "pagat_ultimo_announced_made": ultimo_side is not None and ("pagat-ultimo", ultimo_side) in self.announced,
            "xxi_capture": capture is not None,
            "xxi_capture_announced_made": capture is not None and ("xxi-capture", capture) in self.announced,
        }


# -- small pure helpers -----------------------------------------------------------------


def _from(seat: int) -> list[int]:
    return [(seat + i) % 4 for i in range(4)]


def _strength(hand: list[int]) -> int:
    """tarokk.bots.players.strength."""
    tarokks = [c for c in hand if TAROKK[c]]
    high = sum(RANK[c] >= 17 for c in tarokks)
    suits = len({SUIT[c] for c in hand if SUIT[c] >= 0})
    return len(tarokks) * 2 + high * 2 + (4 - suits)


def _legal_cards(hand: list[int], led_suit: int) -> list[int]:
    """play.follow-suit, play.follow-tarokk, play.trump-if-void: the cards of ``hand`` that
    may follow a lead of ``led_suit`` (-1 for a tarokk lead)."""
    if led_suit >= 0:
        same = [c for c in hand if SUIT[c] == led_suit]
        if same:
            return same
    return [c for c in hand if TAROKK[c]] or list(hand)


def _beats(card: int, best: int) -> bool:
    """play.trick-winner: whether ``card`` beats ``best`` (a lower code is a higher card)."""
    if TAROKK[card]:
        return not TAROKK[best] or card < best
    return not TAROKK[best] and SUIT[card] == SUIT[best] and card < best


def _cheapest(legal: list[int]) -> int:
    """RuleBot._cheapest."""
    ordinary = [c for c in legal if c not in HONOURS] or legal
    return min(ordinary, key=CHEAP_KEY.__getitem__)
