"""Bots: players that choose among the legal actions seeing only their own seat's view.

Every bot is a :class:`~tarokk.core.players.Bot` (:data:`DealBot`): given a
:class:`~tarokk.games.paskievics.deal.SeatView` and the legal actions, it returns one of
them, and :func:`autoplay` lets four of them play a deal to the end. :class:`RandomBot`
picks uniformly;
:class:`RuleBot` plays the way the sources advise (pagat "Taktikai tanácsok"; Tolnai's
playing advice in §42, §50–§61): it bids with an honour according to its strength,
yields the two with the XX and a high honour, discards to void suits (the opponents
putting high-scoring cards in their discard), throws in a hopeless hand, announces
a figure when its side made it from such a position more often than the figure's prices
need for announcing to pay (measured, see the rates below), kontras the other side's
figures its hand contests, catches the XXI with the skíz and
brings its own XXI home early, and smears kings into its partner's tricks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import TypeAlias, cast

from mypy_extensions import mypyc_attr

from tarokk.core.cards import PAGAT, SKIZ, XX, XXI, Card, mask_of
from tarokk.core.figures import Figure as FigureName
from tarokk.core.players import Bot
from tarokk.core.seats import Seat
from tarokk.core.tricks import beats, winning_play
from tarokk.games.paskievics.announcements import FIGURE_HU, PASS, Figure, Kontra, PartnerCall, TarokkCount
from tarokk.games.paskievics.announcements import FIGURES as ANNOUNCED
from tarokk.games.paskievics.bidding import BID_WORDS, HOLD
from tarokk.games.paskievics.deal import PLAY_ON, THROW_IN, Deal, DealAction, Discard, SeatView
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.scoring import break_even

LEVEL = {word: level for level, word in enumerate(BID_WORDS, start=1)}
FIGURE_ACTIONS = {name: Figure(str(name)) for name in ANNOUNCED}
"""The announcement of each figure the bot may announce, made once."""
PAGAT_ULTIMO, KONTRA_GAME = FIGURE_ACTIONS[FigureName.PAGAT_ULTIMO], Kontra(1, "game")
_BREAK_EVEN: dict[Ruleset, dict[FigureName, float]] = {}
_LAST_RATES: list[tuple[Ruleset, dict[FigureName, float]]] = []
"""The ruleset asked for last and its rates: a study asks with the same object for every bot."""


def break_even_rates(rules: Ruleset) -> dict[FigureName, float]:
    """Each announced figure's :func:`break_even` rate under ``rules``, worked out once per
    ruleset: a study makes four bots for every deal it plays, all with one ruleset object,
    which is recognised before the ruleset is hashed (some fifty fields)."""
    if _LAST_RATES and _LAST_RATES[0][0] is rules:
        return _LAST_RATES[0][1]
    rates = _BREAK_EVEN.get(rules)
    if rates is None:
        rates = _BREAK_EVEN[rules] = {figure: float(break_even(figure, rules)) for figure in ANNOUNCED}
    _LAST_RATES[:] = [(rules, rates)]
    return rates


DealBot: TypeAlias = Bot[SeatView, DealAction]
"""A player of a Paskievics deal: a :class:`~tarokk.core.players.Bot` given its seat's view."""


def autoplay(deal: Deal, bots: Mapping[Seat, DealBot]) -> Deal:
    """Let the bots act, each seeing only its own view, until the deal is over (``deal`` is
    played on and returned)."""
    while not deal.finished:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions()
        choice = bots[seat].choose(deal.view(seat), legal)
        # An action the engine has just listed needs no second check; anything else is checked.
        listed = False
        for action in legal:
            if action is choice:
                listed = True
                break
        deal.apply(choice, checked=not listed)
    return deal


class RandomBot:
    """Chooses uniformly among the legal actions (passing half the time when it may)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        if view.phase == "announce" and PASS in legal and self.rng.random() < 0.5:
            return PASS
        return self.rng.choice(list(legal))


def tarokk_count(cards: Sequence[Card]) -> int:
    return sum(card.is_tarokk for card in cards)


def strength(cards: Sequence[Card]) -> int:
    """A rough measure: tarokks, with extra weight for the high ones (pagat "Mi számít erős lapnak?")."""
    tarokks = [card for card in cards if card.is_tarokk]
    high = sum(card.rank >= 17 for card in tarokks)
    suits = len({card.suit for card in cards if card.suit is not None})
    return len(tarokks) * 2 + high * 2 + (4 - suits)


def big_tarokks(cards: Sequence[Card]) -> int:
    """The tarokks from the XVIII up, the honours with them (pagat "Mi számít erős lapnak?": nagytarokk)."""
    return sum(card.is_tarokk and card.rank >= BIG_TAROKK for card in cards)


def tarokk_weight(cards: Sequence[Card]) -> int:
    """The tarokks, each big one (:func:`big_tarokks`) counted twice: what decides the
    pagátultimó and the duplajáték the bot announces."""
    return tarokk_count(cards) + big_tarokks(cards)


def sure_tricks(cards: Sequence[Card]) -> int:
    """The tarokks in an unbroken sequence down from the skíz: each takes a trick whatever
    the others hold."""
    ranks = {card.rank for card in cards if card.is_tarokk}
    count = 0
    while SKIZ.rank - count in ranks:
        count += 1
    return count


Decision = tuple[DealAction, str]

# The announcing rates. The bot announces a figure when the rate at which its side made that
# figure from the bot's position clears the figure's break-even rate: the success rate above
# which announcing pays more than keeping silent, worked out from the figure's silent and
# announced prices under the rules played (tarokk.games.paskievics.scoring.break_even: 2/3
# for trull, négykirály and XXI-fogás, 5/7 for the duplajáték, 8/11 for the volát, 1/2 for
# the pagátultimó where a silent pagát beaten in the last trick pays, else 2/3). Each table
# maps a position (a count the bot reads from its hand) to the share of such hands whose side
# made the figure; a position above the highest listed reads the highest, one below the
# lowest reads 0. The rates are measured on the hands the rule-based bots held when they came
# to announce, in 20,000 deals they played (tarokk.studies.announcing's hand_rows on the
# packs deal_rows(numpy.random.default_rng(1000 + k), 500), k = 0 … 39; 78,984 hands): the
# bots play alike whatever was announced, so the share made is how often the figure is made
# when such a hand announces it (the same packs played by the bot with these tables give the
# same rates to the last hand). The positions just below each threshold are listed too, to
# show the rate that did not clear. ``tarokk simulate announcing`` measures what each
# announcement then gained over silence (simulations/announcing.py).
BIG_TAROKK = 18
"""From the XVIII up a tarokk is big (nagytarokk; pagat "Mi számít erős lapnak?")."""
Rates = dict[int, float]
ULTIMO_RATES: dict[bool, Rates] = {
    True: {10: 0.155, 11: 0.535, 12: 0.724, 13: 0.95},
    False: {9: 0.169, 10: 0.258},
}
"""Pagátultimó, holding the pagát, by tarokk weight (:func:`tarokk_weight`), on the declarer's
side (True) and the other (False). The declarer's side: 15.5% of 1,559 hands of weight 10,
53.5% of 690 of 11, 72.4% of 196 of 12, 95% of 40 of 13: it announces from 11 under the pagat
rules (break-even 1/2) and from 12 where a beaten silent pagát costs nothing (2/3). The
opponents: at best 25.8% of 66 hands of weight 10; they never announce it."""
TRULL_RATES: dict[tuple[bool, bool], Rates] = {
    (True, False): {4: 0.533, 5: 0.700, 6: 0.836, 7: 0.885, 8: 0.853, 9: 0.857},
    (True, True): {7: 0.502, 8: 0.695, 9: 0.923},
    (False, False): {5: 0.460, 6: 0.683, 7: 0.727},
}
"""Tulétroá, holding the skíz and the XXI, by tarokks, keyed by (the declarer's side, holds the
pagát too). The declarer's side without the pagát: 70.0% of 520 hands with five tarokks, 83.6%
of 949 with six, 53.3% of 137 with four; with the pagát, which the other side may catch: 50.2%
of 504 with seven, 69.5% of 476 with eight, 92.3% of 156 with nine. The opponents without the
pagát: 46.0% of 124 with five, 68.3% of 82 with six, 72.7% of 33 with seven (with the pagát
too, too few hands to say: not announced). Against the break-even 2/3: the declarer's side
announces from five tarokks, from eight with the pagát; the opponents from six."""
FOUR_KINGS_RATES: dict[bool, Rates] = {True: {12: 0.621, 13: 0.811}, False: {10: 0.101, 11: 0.280}}
"""Négykirály, by tarokk weight: the declarer's side 62.1% of 514 hands of weight 12, 81.1% of
106 of 13 (against 2/3: it announces from 13); the opponents at best 28.0% of 25 of weight 11."""
DUPLA_RATES: Rates = {12: 0.500, 13: 0.755}
"""Duplajáték, the declarer's side, by tarokk weight: 50.0% of 514 hands of weight 12, 75.5% of
106 of 13, against the break-even 5/7 (a missed one still wins the game): from 13. (The
opponents made it in 8% of 25 hands at best, of weight 11.)"""
VOLAT_RATES: Rates = {5: 0.077, 9: 1.0}
"""Volát, the declarer's side, by sure tricks (:func:`sure_tricks`): 7.7% of 39 hands with five
(the most seen), against the break-even 8/11. Nine sure tricks cannot lose a trick: that rate
is the cards', not measured. The opponents never made it with fewer than three sure tricks."""
XXI_CAPTURE_RATES: Rates = {6: 0.081, 7: 0.112, 8: 0.130}
"""XXI-fogás, holding the skíz without the XXI, on the opponents' side against a declarer whose
call showed the XXI (he called a lower tarokk), by tarokks: 8.1% of 1,080 hands with six, 11.2%
of 393 with seven, 13.0% of 77 with eight, the best position found; the declarer's side made it
in 7.5% of 307 hands at best (nine tarokks). No position clears the break-even 2/3: the XXI's
holder keeps it until the skíz has fallen or he plays last to a trick."""


def called_below_xxi(view: SeatView) -> bool:
    """The declarer called a tarokk below the XXI, and so holds the XXI (call.partner)."""
    called = view.called
    return called is not None and called.is_tarokk and called.rank < XXI.rank


def rate_at(rates: Rates, position: int) -> float:
    """The rate listed for the highest position at or below ``position`` (0 below them all)."""
    listed = [key for key in rates if key <= position]
    return rates[max(listed)] if listed else 0.0


# The kontra thresholds: a kontra doubles what the figure moves, so it pays when the figure
# is lost more often than made. They are measured in the same study, 16,000 deals, while
# the bots announced more (and weaker) figures than they do now; with today's thresholds the
# other side's figures are seldom kontra'd, and a volát, never made without the skíz, is
# kontra'd by whoever holds it.
KONTRA_XXI_TAROKKS = 7
"""Kontra a XXI-fogás holding the XXI with seven tarokks or more: 5 of the 6 so kontra'd were
lost. The bots no longer announce it; the kontra answers a player's announcement."""
KONTRA_ULTIMO_TAROKKS, KONTRA_ULTIMO_BIG = 7, 2
"""Kontra a pagátultimó with seven tarokks or more, two of them big: 43 of the 51 so kontra'd
were lost (84%)."""
KONTRA_DUPLA_TAROKKS = 6
"""Kontra a duplajáték with six tarokks or more and the skíz or the XXI: 17 of the 19 so
kontra'd were lost (89%), while the declarer's side announced it from a weight of 12."""


@mypyc_attr(allow_interpreted_subclasses=True)  # the announcing study's NotingBot
class RuleBot:
    """Plays by the sources' advice; :meth:`decide` also says why."""

    name = "rule"

    def __init__(self, seed: int | None = None, rules: Ruleset = PRESETS["pagat"]) -> None:
        """``seed`` is taken for the same interface as :class:`RandomBot`; this bot never draws
        lots. ``rules`` give the prices its announcements are weighed by (:func:`break_even`)."""
        self.break_even = break_even_rates(rules)

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        return self.decide(view, legal)[0]

    def decide(self, view: SeatView, legal: Sequence[DealAction]) -> Decision:
        """The bot's choice and its reason in a few words."""
        if len(legal) == 1:
            return legal[0], "the only legal choice"
        phase = view.phase
        if phase == "play":  # the most decisions by far; in the play every legal action is a card
            return self._play(view, cast(list[Card], list(legal)))
        if phase == "auction":
            return self._bid(view, [str(a) for a in legal])
        if phase == "discard":
            return self._discard(view, cast(list[Discard], list(legal)))  # every legal action a discard
        if phase == "throw-in":
            if THROW_IN in legal:
                return THROW_IN, "a hopeless hand: throw it in (pagat 'A játék eldobása')"
            return PLAY_ON, "play on"
        return self._announce(view, legal)  # the announcements: the one phase left

    # -- bidding ---------------------------------------------------------------

    def _bid(self, view: SeatView, legal: list[str]) -> Decision:
        hand = view.hand
        if not any(card.is_honour for card in hand) and "pass" in legal:
            return "pass", "no honour: a player without one may not bid (bidding.honour)"
        bids = [word for _, word in view.auction if word in BID_WORDS]
        opened_three = next((seat for seat, word in view.auction if word == "three"), None) == view.seat
        if (
            "pass" in legal
            and bids == ["three", "two"]
            and opened_three
            and XX in hand
            and (SKIZ in hand or XXI in hand)
        ):
            return "pass", "yield the two: engedett játék with the XX and a high honour (bidding.engedett)"
        power = strength(hand) + (4 if SKIZ in hand else 0) + (2 if XXI in hand else 0)
        ceiling = 1 if power < 16 else 2 if power < 20 else 3 if power < 24 else 4
        why = f"hand strength {power}: worth bidding up to {BID_WORDS[ceiling - 1]}"
        if HOLD in legal and self._current_level(view) <= ceiling:
            return HOLD, f"hold: {why} (bidding.hold)"
        regular = [word for word in legal if word in LEVEL]
        lowest = min(regular, key=LEVEL.__getitem__) if regular else None
        if lowest is not None and LEVEL[lowest] == self._current_level(view) + 1 and LEVEL[lowest] <= ceiling:
            return lowest, f"the next regular bid, not a jump: {why}"
        if "pass" in legal:
            return "pass", f"too weak to go higher: {why}"
        forced = HOLD if HOLD in legal else lowest or legal[0]
        return forced, "passing here would promise a card it does not hold (bidding.engedett, bidding.invit-card)"

    @staticmethod
    def _current_level(view: SeatView) -> int:
        levels = [LEVEL[word] for _, word in view.auction if word in LEVEL]
        return max(levels, default=0)

    # -- discards --------------------------------------------------------------

    def _discard(self, view: SeatView, legal: list[Discard]) -> Decision:
        hand = view.hand
        likely_partner = XX in hand and self._declarer(view) != view.seat
        sign = -1.0 if likely_partner else 0.5
        held = mask_of(hand)
        laid = len(legal[0].cards)
        # The declarer's discard counts for his side and the others' for the opponents: all but
        # the likely partner lay away queens and riders (pagat "A skartolás"). A discard scores
        # 3 for each suit it voids, -6 for each tarokk laid away and ``sign`` per card point.
        # Voiding a suit of one card is laying that card away: its 3 go with the card; a longer
        # suit is voided by the discards that hold all of it. The legal discards are every
        # choice of ``laid`` cards among those the rules let it lay away: it takes the first
        # of the best.
        worth = [0.0] * (max(card.key for card in hand) + 1)  # by Card.key
        for card in hand:
            worth[card.key] = (
                sign * card.points
                - (6.0 if card.is_tarokk else 0.0)
                + (3.0 if not card.is_tarokk and held & card.suit_mask == card.bit else 0.0)
            )
        suits = {held & card.suit_mask for card in hand if not card.is_tarokk}
        voidable = [whole for whole in suits if 2 <= whole.bit_count() <= laid]
        best, best_score = legal[0], -math.inf
        for discard in legal:
            score = 0.0
            for card in discard.cards:
                score += worth[card.key]
            laid_away = discard.mask
            for whole in voidable:
                if laid_away & whole == whole:
                    score += 3.0
            if score > best_score:
                best, best_score = discard, score
        whose = "cheap cards, since it counts for the opponents" if likely_partner else "valuable cards"
        return best, f"void a suit if possible and lay away {whose} (pagat 'A skartolás')"

    @staticmethod
    def _declarer(view: SeatView) -> Seat | None:
        owner: Seat | None = None
        for seat, word in view.auction:
            if word != "pass":
                owner = seat
        return owner

    # -- announcements ---------------------------------------------------------

    def _announce(self, view: SeatView, legal: Sequence[DealAction]) -> Decision:
        hand = view.hand
        tarokks = tarokk_count(hand)
        said = [text for seat, text in view.announcements if seat == view.seat]
        calls = [action for action in legal if isinstance(action, PartnerCall)]
        counts = [action for action in legal if isinstance(action, TarokkCount)]
        if calls:
            if counts and not any("tarokks" in text for text in said):
                return counts[0], "announce the tarokk count first: each other player pays for it"
            missing = [call for call in calls if call.card not in hand]
            call = missing[0] if missing else calls[-1]
            return call, "call the highest card allowed that it lacks (call.partner)"
        kontra = self._kontra(view, legal)
        if kontra is not None:
            return kontra
        figure = self._figure(view, legal)
        if figure is not None and figure[0] is PAGAT_ULTIMO and counts:
            return counts[0], "the tarokk count must come with a pagátultimó (announce.tarokk-count)"
        if figure is not None:
            return figure
        if KONTRA_GAME in legal and tarokks >= 7 and (SKIZ in hand or XXI in hand):
            return KONTRA_GAME, "seven tarokks and a high honour against the declarer: kontra the game"
        return (PASS, "nothing more worth announcing") if PASS in legal else (legal[0], "the only choice left")

    def _figure(self, view: SeatView, legal: Sequence[DealAction]) -> Decision | None:
        """A figure to announce, if the rate at which its side made it from this position clears
        the figure's break-even rate (pagat 'A bemondások'; the rates and how they were measured
        are documented with their tables)."""
        hand = view.hand
        said = [text for seat, text in view.announcements if seat == view.seat]
        if PAGAT_ULTIMO in legal and PASS not in legal and "pagat-ultimo" not in said:
            return PAGAT_ULTIMO, "the tarokk count was said: the pagátultimó must come with it"
        tarokks, weight = tarokk_count(hand), tarokk_weight(hand)
        declarer_side = self._declarer(view) == view.seat or (view.called is not None and view.called in hand)
        rates: dict[FigureName, float] = {
            FigureName.PAGAT_ULTIMO: rate_at(ULTIMO_RATES[declarer_side], weight) if PAGAT in hand else 0.0,
            FigureName.TRULL: (
                rate_at(TRULL_RATES.get((declarer_side, PAGAT in hand), {}), tarokks)
                if SKIZ in hand and XXI in hand
                else 0.0
            ),
            FigureName.VOLAT: rate_at(VOLAT_RATES, sure_tricks(hand)) if declarer_side else 0.0,
            FigureName.DOUBLE_GAME: rate_at(DUPLA_RATES, weight) if declarer_side else 0.0,
            FigureName.FOUR_KINGS: rate_at(FOUR_KINGS_RATES[declarer_side], weight),
            FigureName.XXI_CAPTURE: (
                rate_at(XXI_CAPTURE_RATES, tarokks)
                if not declarer_side and SKIZ in hand and XXI not in hand and called_below_xxi(view)
                else 0.0
            ),
        }
        for name, rate in rates.items():
            figure = FIGURE_ACTIONS[name]
            if figure in legal and str(name) not in said and rate >= self.break_even[name]:
                return figure, (
                    f"its side makes the {FIGURE_HU[name]} from here in {rate:.0%} of deals, above the "
                    f"{self.break_even[name]:.0%} at which announcing pays (pagat 'A bemondások')"
                )
        return None

    @staticmethod
    def _kontra(view: SeatView, legal: Sequence[DealAction]) -> Decision | None:
        """Kontra a figure the other side announced that the hand contests (first kontras only)."""
        hand = view.hand
        tarokks = tarokk_count(hand)
        offered = {action.target: action for action in legal if isinstance(action, Kontra) and action.level == 1}
        if "volat" in offered and SKIZ in hand:
            return offered["volat"], "the skíz always takes its trick: the volát cannot be made, kontra it"
        if "xxi-capture" in offered and XXI in hand and tarokks >= KONTRA_XXI_TAROKKS:
            return offered["xxi-capture"], (
                f"the XXI with {KONTRA_XXI_TAROKKS}+ tarokks can draw the skíz out: kontra the XXI-fogás"
            )
        if "pagat-ultimo" in offered and tarokks >= KONTRA_ULTIMO_TAROKKS and big_tarokks(hand) >= KONTRA_ULTIMO_BIG:
            return offered["pagat-ultimo"], (
                f"{KONTRA_ULTIMO_TAROKKS}+ tarokks with high ones outlast the pagát: kontra the pagátultimó"
            )
        if "double-game" in offered and tarokks >= KONTRA_DUPLA_TAROKKS and (SKIZ in hand or XXI in hand):
            return offered["double-game"], (
                f"{KONTRA_DUPLA_TAROKKS}+ tarokks and a high honour take 24 points: kontra the duplajáték"
            )
        return None

    # -- play -------------------------------------------------------------------

    def _play(self, view: SeatView, legal: list[Card]) -> Decision:
        trick = list(view.current_trick)
        if PAGAT in legal and len(view.tricks) == 8:
            return PAGAT, "the pagát to the last trick"
        if not trick:
            return self._lead(view, legal)
        winner_seat, winner_card = winning_play(trick)
        if SKIZ in legal and winner_card == XXI:
            return SKIZ, "catch the XXI with the skíz (pagat 'Játék XXI-fogás esetén')"
        skiz_in_trick = SKIZ in [card for _, card in trick]
        if XXI in legal and not skiz_in_trick and (self._seen(view, SKIZ) or len(trick) == 3):
            return XXI, "no skíz can follow: bring the XXI home (Tolnai: 'Haza mindenekelőtt')"
        points = sum(card.points for _, card in trick)
        winning = [card for card in legal if beats(card, winner_card)]
        cheap = [card for card in winning if not card.is_honour]
        if cheap and (points >= 5 or len(trick) == 3):
            card = min(cheap, key=lambda c: c.rank if c.is_tarokk else c.rank - 30)
            return card, "win the trick as cheaply as possible"
        if winner_seat == self._known_partner(view):
            card = max(legal, key=lambda c: (c.points if not c.is_honour else -1, -c.rank))
            return card, "the partner wins this trick: smear points into it"
        return self._cheapest(legal), "nothing to win here: play the cheapest card"

    def _lead(self, view: SeatView, legal: list[Card]) -> Decision:
        tarokks = [card for card in legal if card.is_tarokk and not card.is_honour]
        suits = [card for card in legal if not card.is_tarokk]
        hunt = (XXI in view.hand and not self._seen(view, SKIZ)) or (SKIZ in view.hand and not self._seen(view, XXI))
        king_suits = {c.suit for c in view.hand if c.is_king}
        kingless = [card for card in suits if card.suit not in king_suits]
        if hunt and kingless:
            # The XXI escapes, and the skíz waits for it, on a suit: lead a kingless one
            # (pagat "Játék XXI-fogás esetén"; Tolnai §56).
            card = min(kingless, key=lambda c: (c.points, c.rank))
            return card, "the XXI is still in play: lead a kingless suit rather than draw tarokks"
        if len(tarokks) >= 5:
            return min(tarokks, key=lambda card: card.rank), "a long hand draws tarokks with a small one"
        if suits:
            return min(suits, key=lambda card: (card.points, card.rank)), "lead a low suit card"
        return self._cheapest(legal), "lead the cheapest card"

    @staticmethod
    def _cheapest(legal: list[Card]) -> Card:
        ordinary = [card for card in legal if not card.is_honour] or legal
        return min(ordinary, key=lambda card: (card.points, card.is_tarokk, card.rank))

    @staticmethod
    def _seen(view: SeatView, card: Card) -> bool:
        return any(trick.cards & card.bit for trick in view.tricks)

    @staticmethod
    def _known_partner(view: SeatView) -> Seat | None:
        """The partner, once the called card has been played by someone else."""
        called = view.called
        if called is None:
            return None
        for trick in view.tricks:
            if trick.cards & called.bit:
                seat = next(seat for seat, card in trick.plays if card is called)
                return seat if seat != view.seat else None
        return None


BOTS: dict[str, type[RandomBot] | type[RuleBot]] = {"random": RandomBot, "rule": RuleBot}
