"""A search-based bot: it samples the hidden cards consistently with everything its seat
has seen, plays each candidate action out in every sample, and leaves the rule-based
advice only for an action that does clearly better.

**Determinization.** :func:`sample_deals` deals the cards its seat cannot see at random,
keeping to what the view shows: its own cards, the talon cards it took, every card played,
the declarer's discarded tarokks (shown) and the others' discarded-tarokk counts (told),
and the voids shown in play (a seat that did not follow suit holds none of it; one that
did not trump either holds no tarokk). Each sample is then *replayed* on the engine from
the first bid: every bid, discard, announcement and card as the table saw it. The engine
refuses a sample that breaks a rule — a bid or hold without an honour (``bidding.honour``),
an invit without its card, a call or a kontra of the wrong side — and a sample whose view
for the seat is not exactly the real one is dropped, so every inference the rules allow
is drawn by the rules themselves, never by a second copy of them. Beyond the rules, the
bot expects the others to bid and announce as the rule-based bot would with their sampled
cards (a pass says the hand is weak, a silent seat holds no figure it would announce): it
takes such samples first and falls back on the merely lawful ones when too few turn up.

**Evaluation.** In each sample the bot applies each candidate action and plays on with
the rule-based policy (:class:`~tarokk.bots.players.RuleBot`) for every seat; once
:attr:`SearchSettings.exact_tricks` tricks or fewer remain, it searches them exactly instead
(alpha-beta over the cards, with a transposition table). The value of an ending is the
seat's settled payment (:func:`~tarokk.games.paskievics.scoring.settle`). Every candidate
is played out in the same samples, and the bot takes another action than the rule-based
advice only when its paired gain over the advice stands clear of the samples' noise
(:attr:`SearchSettings.confidence` standard errors).

**Scope.** It searches the auction, the discard, the call, the announcements and kontras,
and the card play. The candidates are every card in the play, the advice and the next few
legal actions in the auction and the announcements, and three discards (the advice, the
cheapest and the dearest). The throw-in it leaves to the rule-based advice, and says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tarokk.bots.paired import clearly_better
from tarokk.bots.players import Decision, RuleBot, autoplay
from tarokk.core.cards import DECK42, TAROKKS, Card, cards_of, mask_of
from tarokk.core.definition import Phase
from tarokk.core.display import with_minus
from tarokk.core.errors import TarokkError
from tarokk.core.seats import Seat
from tarokk.games.paskievics.bidding import AuctionResult, run_auction
from tarokk.games.paskievics.deal import PLAY_ON, Deal, DealAction, Discard, SeatView, discard_rule_broken
from tarokk.games.paskievics.dealing import DealtCards
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.outcome import deal_summary
from tarokk.games.paskievics.ruleset import PRESETS, Ruleset
from tarokk.games.paskievics.scoring import settle

OFFICIAL_KONTRA = "hivatalból kontra"
"""Said by the engine itself when the called card lies in a discard, never by a player."""
ALL_CARDS = mask_of(DECK42.cards)
ADVICE = RuleBot()
"""The rule-based policy: what the search bot expects of the other seats, and how it plays on."""


@dataclass(frozen=True)
class SearchSettings:
    """How hard the bot looks: the samples per decision, the tricks searched exactly at the
    end, the candidate actions tried in the auction and the announcements, the tries to deal
    one sample, and how many standard errors a choice must gain over the rule-based advice
    before the bot leaves the advice: ``confidence`` in the announcements and the play,
    ``bidding_confidence`` in the auction and the discard. There a whole deal is played out
    from each sample, its payment varies most, and the gains measured at 1.64 standard
    errors were no more frequent than the noise makes them (1 decision in 23, in 300
    duplicate pairs against the rule-based bot) and cost 0.56 units a deal; at 2.5 the bot
    leaves the advice only for a gain the samples show plainly."""

    samples: int = 12
    exact_tricks: int = 2
    candidates: int = 3
    tries: int = 10
    confidence: float = 1.0
    bidding_confidence: float = 2.5


def _voids(view: SeatView) -> dict[Seat, int]:
    """The cards each seat is shown not to hold any more (a card set): the suit led, when it
    played another card, and the tarokks, when it neither followed nor trumped."""
    void = dict.fromkeys(ACTIVE_SEATS, 0)
    plays = [trick.plays for trick in view.tricks] + [view.current_trick]
    for trick in plays:
        if not trick:
            continue
        led = trick[0][1]
        for seat, card in trick[1:]:
            if led.is_tarokk and not card.is_tarokk:
                void[seat] |= TAROKKS
            elif not led.is_tarokk and card.suit is not led.suit:
                void[seat] |= led.suit_mask
                if not card.is_tarokk:
                    void[seat] |= TAROKKS
    return void


def _played(view: SeatView) -> dict[Seat, list[Card]]:
    played: dict[Seat, list[Card]] = {seat: [] for seat in ACTIVE_SEATS}
    for trick in [trick.plays for trick in view.tricks] + [view.current_trick]:
        for seat, card in trick:
            played[seat].append(card)
    return played


def sample_deals(view: SeatView, rules: Ruleset, rng: random.Random, count: int, tries: int) -> list[Deal]:
    """Up to ``count`` deals that show ``view``'s seat exactly ``view``, replayed to this
    point, the hidden cards dealt at random (in every phase but the throw-in)."""
    if view.phase is Phase.THROW_IN:
        return []
    if view.phase is Phase.AUCTION:
        return _sample_auction(view, rules, rng, count, tries)
    auction = run_auction([word for _, word in view.auction], rules).result()
    me, declarer = view.seat, auction.declarer
    played, voids = _played(view), _voids(view)
    mine_dealt = (mask_of(view.hand) | mask_of(view.own_discard) | mask_of(played[me])) & ~mask_of(view.talon_cards)
    shown = mask_of(view.declarer_discarded_tarokks) if declarer != me else 0
    everyone_played = mask_of(card for cards in played.values() for card in cards)
    hidden = cards_of(ALL_CARDS & ~(mine_dealt | mask_of(view.talon_cards) | everyone_played | shown))

    def draw(only_expected: bool) -> tuple[Deal, bool] | None:
        dealt = _deal_hidden(view, rules, rng, auction, hidden, voids, played, shown)
        if dealt is None:
            return None
        dealt_cards = DealtCards(len(ACTIVE_SEATS), {**dealt[0], me: cards_of(mine_dealt)}, dealt[1])
        return _replay(view, dealt_cards, rules, dealt[2], only_expected)

    return _collect(draw, count, tries)


def _collect(draw: Callable[[bool], tuple[Deal, bool] | None], count: int, tries: int) -> list[Deal]:
    """Up to ``count`` samples in ``count * tries`` draws: those in which every other seat
    said what the rule-based bot says with its sampled cards first (the others bid and
    announce as the sources advise, so their words tell their strength), then, if too few
    such turn up (the others play otherwise), the samples that merely keep to the rules."""
    expected: list[Deal] = []
    lawful: list[Deal] = []
    for _ in range(count * tries):
        if len(expected) == count:
            break
        drawn = draw(len(lawful) >= count)  # once enough lawful ones are kept, only the expected are wanted
        if drawn is not None:
            (expected if drawn[1] else lawful).append(drawn[0])
    return (expected + lawful)[:count]


def _sample_auction(view: SeatView, rules: Ruleset, rng: random.Random, count: int, tries: int) -> list[Deal]:
    """In the auction nothing has left the hands: the others' hands and the talon are the
    cards the seat cannot see, dealt at random; the replayed bidding rejects those that
    break a promise (a bid or hold without an honour)."""
    hidden = list(cards_of(ALL_CARDS & ~mask_of(view.hand)))
    others = [seat for seat in ACTIVE_SEATS if seat != view.seat]

    def draw(only_expected: bool) -> tuple[Deal, bool] | None:
        rng.shuffle(hidden)
        hands = {seat: tuple(hidden[9 * i : 9 * i + 9]) for i, seat in enumerate(others)}
        dealt = DealtCards(len(ACTIVE_SEATS), {**hands, view.seat: view.hand}, tuple(hidden[27:]))
        return _replay(view, dealt, rules, {}, only_expected)

    return _collect(draw, count, tries)


def _deal_hidden(
    view: SeatView,
    rules: Ruleset,
    rng: random.Random,
    auction: AuctionResult,
    hidden: tuple[Card, ...],
    voids: dict[Seat, int],
    played: dict[Seat, list[Card]],
    shown: int,
) -> tuple[dict[Seat, tuple[Card, ...]], tuple[Card, ...], dict[Seat, tuple[Card, ...]]] | None:
    """One random placing of the hidden cards: each other seat's discard (its told number of
    tarokks, cards it may lay away), its cards now (none of a suit it showed void in), what
    it took from the talon; returns the dealt hands, the talon and the discards, or None."""
    declarer, shares, must_call = auction.declarer, auction.talon, auction.must_call
    others = [seat for seat in ACTIVE_SEATS if seat != view.seat]
    pool = list(hidden)
    rng.shuffle(pool)
    discards: dict[Seat, tuple[Card, ...]] = {}
    for seat in others:
        share = shares.get(seat, 0)
        if not share:
            continue
        known = cards_of(shown) if seat == declarer else ()
        tarokks = len(known) if seat == declarer else view.discarded_tarokks.get(seat, 0)
        layable = [card for card in pool if discard_rule_broken(seat, card, rules, must_call, declarer) is None]
        chosen = [card for card in layable if card.is_tarokk][: tarokks - len(known)]
        chosen += [card for card in layable if not card.is_tarokk][: share - tarokks]
        if len(chosen) != share - len(known):
            return None
        discards[seat] = (*known, *chosen)
        pool = [card for card in pool if card not in chosen]
    holding: dict[Seat, list[Card]] = {}
    for seat in sorted(others, key=lambda s: -voids[s].bit_count()):  # the most constrained first
        allowed = [card for card in pool if not voids[seat] & card.bit]
        size = 9 - len(played[seat])
        if len(allowed) < size:
            return None
        holding[seat] = allowed[:size]
        pool = [card for card in pool if card not in holding[seat]]
    hands: dict[Seat, tuple[Card, ...]] = {}
    taken: dict[Seat, list[Card]] = {}
    for seat in others:
        after_talon = holding[seat] + played[seat] + list(discards.get(seat, ()))
        rng.shuffle(after_talon)
        share = shares.get(seat, 0)
        taken[seat] = after_talon[:share]
        hands[seat] = tuple(after_talon[share:])
    talon: list[Card] = []
    for seat in shares:  # in the order the talon is shared out
        talon += list(view.talon_cards) if seat == view.seat else taken[seat]
    return hands, (*talon, *pool), discards


def _replay(
    view: SeatView,
    dealt: DealtCards,
    rules: Ruleset,
    discards: dict[Seat, tuple[Card, ...]],
    only_expected: bool = False,
) -> tuple[Deal, bool] | None:
    """The deal of ``dealt`` replayed to ``view``'s point, and whether every other seat bid
    and announced in it as the rule-based bot would; None if the engine refuses an action or
    the seat would see something else (or, ``only_expected``, as soon as a seat says what
    the rule-based bot would not)."""
    deal = Deal(dealt, rules)
    words = [word for _, word in view.auction]
    said = [item for _, item in view.announcements if item != OFFICIAL_KONTRA]
    cards = [card for trick in view.tricks for _, card in trick.plays] + [card for _, card in view.current_trick]
    discards = {**discards, view.seat: view.own_discard}
    expected = True
    try:
        while True:
            phase, seat = deal.phase, deal.to_act
            if phase is Phase.AUCTION and words:
                expected = expected and _as_advised(deal, view.seat, words[0])
                if only_expected and not expected:
                    return None
                deal.apply(words.pop(0))
            elif phase is Phase.DISCARD and seat is not None and discards[seat]:
                deal.apply(Discard(discards[seat]))
            elif phase is Phase.THROW_IN:
                deal.apply(PLAY_ON)
            elif phase is Phase.ANNOUNCE and said:
                expected = expected and _as_advised(deal, view.seat, said[0])
                if only_expected and not expected:
                    return None
                deal.apply(said.pop(0))
            elif phase is Phase.PLAY and cards:
                deal.apply(cards.pop(0))
            else:
                break
    except (TarokkError, KeyError):
        return None
    return (deal, expected) if deal.view(view.seat) == view else None


def _as_advised(deal: Deal, me: Seat, said: str) -> bool:
    """Whether the seat to speak in ``deal`` (if not ``me``) says what the rule-based bot says."""
    seat = deal.to_act
    if seat is None or seat == me:
        return True
    return str(ADVICE.choose(deal.view(seat), deal.legal_actions())) == said


class SearchBot:
    """Samples the hidden cards, plays each candidate out, and takes the best on average
    where it clearly beats the rule-based advice; its reason gives the sampled chances
    (the module's docstring says how)."""

    name = "search"

    def __init__(
        self, seed: int | None = None, rules: Ruleset = PRESETS["pagat"], settings: SearchSettings = SearchSettings()
    ) -> None:
        self.rng = random.Random(seed)
        self.rules = rules
        self.settings = settings
        self.advice = RuleBot(seed, rules)

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        return self.decide(view, legal)[0]

    def decide(self, view: SeatView, legal: Sequence[DealAction]) -> Decision:
        """The bot's choice and its reason, with the chances it sampled."""
        advised, why = self.advice.decide(view, legal)
        candidates = self._candidates(view, legal, advised)
        if len(candidates) == 1:
            if view.phase is Phase.THROW_IN and len(legal) > 1:
                return advised, f"{why} (rule-based advice: the search does not judge the throw-in)"
            return advised, why
        # The legal choices are the seat's own knowledge: a sample that would offer others
        # (a kontra's level can hang on who sides with whom) does not fit what it sees.
        sampled = sample_deals(view, self.rules, self.rng, self.settings.samples, self.settings.tries)
        deals = [deal for deal in sampled if deal.legal_actions() == list(legal)]
        if not deals:
            return advised, f"{why} (rule-based advice: no sample fits what it has seen)"
        # Every candidate is played out in the same samples (common random numbers), so
        # that the differences between them are the choice's, not the cards'.
        outcomes = [[self._outcome(deal, action, view.seat) for deal in deals] for action in candidates]
        paid = [[value for value, _ in values] for values in outcomes]
        means = {index: sum(values) / len(values) for index, values in enumerate(paid)}
        best = max(means, key=lambda index: (means[index], index == 0))  # a tie goes to the rule-based advice
        early = view.phase in (Phase.AUCTION, Phase.DISCARD)
        bar = self.settings.bidding_confidence if early else self.settings.confidence
        if best != 0 and not clearly_better(paid[best], paid[0], bar):
            best = 0
        known = [kept for _, kept in outcomes[best] if kept is not None]
        kept = sum(known) / len(known) if known else None
        return candidates[best], self._reason(view, candidates, means, best, len(deals), kept, why)

    def _candidates(self, view: SeatView, legal: Sequence[DealAction], advised: DealAction) -> list[DealAction]:
        """The choices worth playing out, the rule-based advice first: every card in the
        play; in the auction, the announcements and the call the advice and the next few
        legal actions (:attr:`SearchSettings.candidates` in all); in the discard the advice,
        the discard of the fewest points and that of the most, each with the fewest tarokks;
        in the throw-in the advice alone."""
        if len(legal) == 1 or view.phase is Phase.THROW_IN:
            return [advised]
        if view.phase is Phase.PLAY:
            return [advised, *(action for action in legal if action != advised)]
        if view.phase is Phase.DISCARD:
            discards = [action for action in legal if isinstance(action, Discard)]

            def points(discard: Discard) -> int:
                return sum(card.points for card in discard.cards)

            def tarokks(discard: Discard) -> int:
                return sum(card.is_tarokk for card in discard.cards)

            cheapest = min(discards, key=lambda discard: (tarokks(discard), points(discard)))
            dearest = min(discards, key=lambda discard: (tarokks(discard), -points(discard)))
            return list(dict.fromkeys([advised, cheapest, dearest]))
        others = [action for action in legal if action != advised]
        if view.phase is Phase.AUCTION:
            others.sort(key=lambda word: str(word) != "pass")  # passing is the first other choice
        return [advised, *others][: self.settings.candidates]

    def _outcome(self, deal: Deal, action: DealAction, me: Seat) -> tuple[float, bool | None]:
        """The seat's payment when it takes ``action`` in ``deal`` and the deal is played out,
        and whether its side wins the trick in play now (None: not in play, or the exact
        search of the end took it over)."""
        trial = deal.clone()
        trick = len(trial.play.tricks) if trial.play is not None else None
        exact = trial.play is not None and self._endgame(trial)
        trial.apply(action)
        paid = Endgame(self.rules, me, trial).value(trial) if exact else self._play_out(trial, me)
        if trick is None or trial.play is None or trial.announcements is None or len(trial.play.tricks) <= trick:
            return paid, None
        sides = trial.announcements.sides
        return paid, sides[trial.play.tricks[trick].winner] == sides[me]

    def _play_out(self, deal: Deal, me: Seat) -> float:
        """The seat's payment once the deal is played out by the rule-based policy (``deal``
        is played on)."""
        return payment(autoplay(deal, dict.fromkeys(ACTIVE_SEATS, self.advice)), self.rules, me)

    def _endgame(self, deal: Deal) -> bool:
        assert deal.play is not None
        return 9 - len(deal.play.tricks) <= self.settings.exact_tricks

    def _reason(
        self,
        view: SeatView,
        candidates: list[DealAction],
        means: dict[int, float],
        best: int,
        samples: int,
        kept: float | None,
        advice: str,
    ) -> str:
        chosen = candidates[best]
        name = chosen.tolnai if isinstance(chosen, Card) else str(chosen)
        runner_up = max((index for index in means if index != best), key=means.__getitem__, default=None)
        text = f"{name}: over {samples} sampled deals it averages {with_minus(means[best], '+.1f')} units"
        if runner_up is not None:
            other = candidates[runner_up]
            other_name = other.tolnai if isinstance(other, Card) else str(other)
            second = with_minus(means[runner_up], "+.1f")
            if means[runner_up] > means[best]:
                text += f"; {other_name} averages {second}, a gain within the samples' noise"
            else:
                text += f", the next best ({other_name}) {second}"
        if kept is not None:
            text += f"; its side takes this trick in {kept:.0%} of them"
        if best == 0:
            text += f" (as the rules of thumb say: {advice})"
        return text


def payment(deal: Deal, rules: Ruleset, seat: Seat) -> float:
    """What ``seat`` is paid for the finished ``deal`` (nothing if nobody pays)."""
    summary = deal_summary(deal)
    return 0.0 if summary is None else float(settle(summary, rules).payments.get(seat, 0))


class Endgame:
    """An exact search of the last tricks: alpha-beta over the cards, each seat playing for
    its side's payment, with a transposition table of the positions already valued."""

    def __init__(self, rules: Ruleset, me: Seat, deal: Deal) -> None:
        assert deal.announcements is not None
        self.rules, self.me = rules, me
        self.sides = deal.announcements.sides
        assert deal.play is not None
        self.tricks_before = len(deal.play.tricks)
        self.table: dict[tuple[object, ...], tuple[float, float, float]] = {}

    def value(self, deal: Deal) -> float:
        """The seat's payment under best play from ``deal``."""
        return self._search(deal, float("-inf"), float("inf"))

    def _search(self, deal: Deal, alpha: float, beta: float) -> float:
        if deal.finished:
            return payment(deal, self.rules, self.me)
        assert deal.play is not None
        key = (
            tuple(deal.held[seat] for seat in ACTIVE_SEATS),
            tuple(deal.play.current),
            deal.play.tricks[self.tricks_before :],
        )
        stored = self.table.get(key)
        if stored is not None and stored[1] <= alpha and beta <= stored[2]:
            return stored[0]
        seat = deal.to_act
        assert seat is not None
        maximising = self.sides[seat] == self.sides[self.me]
        best = float("-inf") if maximising else float("inf")
        low, high = alpha, beta
        for card in deal.legal_actions():
            child = deal.clone()
            child.apply(card, checked=False)
            value = self._search(child, low, high)
            if maximising:
                best = max(best, value)
                low = max(low, value)
            else:
                best = min(best, value)
                high = min(high, value)
            if low >= high:
                break
        self.table[key] = (best, alpha, beta)
        return best
