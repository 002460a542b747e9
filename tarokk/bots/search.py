"""A search-based bot: it samples the hidden cards consistently with everything its seat
has seen, plays each legal action out in every sample, and takes the best on average.

**Determinization.** :func:`sample_deals` deals the cards its seat cannot see at random,
keeping to what the view shows: its own cards, the talon cards it took, every card played,
the declarer's discarded tarokks (shown) and the others' discarded-tarokk counts (told),
and the voids shown in play (a seat that did not follow suit holds none of it; one that
did not trump either holds no tarokk). Each sample is then *replayed* on the engine from
the first bid: every bid, discard, announcement and card as the table saw it. The engine
refuses a sample that breaks a rule — a bid or hold without an honour (``bidding.honour``),
an invit without its card, a call or a kontra of the wrong side — and a sample whose view
for the seat is not exactly the real one is dropped, so every inference the rules allow
is drawn by the rules themselves, never by a second copy of them.

**Evaluation.** In each sample the bot applies each candidate action and plays on with
the rule-based policy (:class:`~tarokk.bots.players.RuleBot`) for every seat; once
:attr:`SearchSettings.exact_tricks` tricks or fewer remain, it searches them exactly instead
(alpha-beta over the cards, with a transposition table). The value of an ending is the
seat's settled payment (:func:`~tarokk.games.paskievics.scoring.settle`).

**Scope.** It searches the announcements and the card play. The auction, the discard and
the throw-in it leaves to the rule-based advice, which its reason says: replaying whole
deals for every bid costs more than half a second.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import is_

from tarokk.bots.players import Decision, RuleBot
from tarokk.core.cards import DECK42, TAROKKS, Card, cards_of, mask_of
from tarokk.core.definition import Phase
from tarokk.core.errors import TarokkError
from tarokk.core.packs import DealtCards
from tarokk.core.rules import PRESETS, Ruleset
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.games.paskievics.bidding import AuctionResult, run_auction
from tarokk.games.paskievics.deal import PLAY_ON, Deal, DealAction, Discard, SeatView, discard_rule_broken
from tarokk.games.paskievics.outcome import deal_summary
from tarokk.games.paskievics.scoring import settle

OFFICIAL_KONTRA = "hivatalból kontra"
"""Said by the engine itself when the called card lies in a discard, never by a player."""
ALL_CARDS = mask_of(DECK42.cards)


@dataclass(frozen=True)
class SearchSettings:
    """How hard the bot looks: the samples per decision, the tricks searched exactly at the
    end, the candidate actions tried in the announcements, the tries to deal one sample."""

    samples: int = 12
    exact_tricks: int = 2
    candidates: int = 3
    tries: int = 10


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
    point, the hidden cards dealt at random (in the announcements and the play only)."""
    if view.phase not in (Phase.ANNOUNCE, Phase.PLAY):
        return []
    auction = run_auction([word for _, word in view.auction], rules).result()
    me, declarer = view.seat, auction.declarer
    played, voids = _played(view), _voids(view)
    mine_dealt = (mask_of(view.hand) | mask_of(view.own_discard) | mask_of(played[me])) & ~mask_of(view.talon_cards)
    shown = mask_of(view.declarer_discarded_tarokks) if declarer != me else 0
    everyone_played = mask_of(card for cards in played.values() for card in cards)
    hidden = cards_of(ALL_CARDS & ~(mine_dealt | mask_of(view.talon_cards) | everyone_played | shown))
    deals: list[Deal] = []
    for _ in range(count * tries):
        if len(deals) == count:
            break
        dealt = _deal_hidden(view, rules, rng, auction, hidden, voids, played, shown)
        if dealt is None:
            continue
        dealt_cards = DealtCards(len(ACTIVE_SEATS), {**dealt[0], me: cards_of(mine_dealt)}, dealt[1])
        replayed = _replay(view, dealt_cards, rules, dealt[2])
        if replayed is not None:
            deals.append(replayed)
    return deals


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


def _replay(view: SeatView, dealt: DealtCards, rules: Ruleset, discards: dict[Seat, tuple[Card, ...]]) -> Deal | None:
    """The deal of ``dealt`` replayed to ``view``'s point, or None if the engine refuses an
    action or the seat would see something else."""
    deal = Deal(dealt, rules)
    words = [word for _, word in view.auction]
    said = [item for _, item in view.announcements if item != OFFICIAL_KONTRA]
    cards = [card for trick in view.tricks for _, card in trick.plays] + [card for _, card in view.current_trick]
    discards = {**discards, view.seat: view.own_discard}
    try:
        while True:
            phase, seat = deal.phase, deal.to_act
            if phase is Phase.AUCTION and words:
                deal.apply(words.pop(0))
            elif phase is Phase.DISCARD and seat is not None:
                deal.apply(Discard(discards[seat]))
            elif phase is Phase.THROW_IN:
                deal.apply(PLAY_ON)
            elif phase is Phase.ANNOUNCE and said:
                deal.apply(said.pop(0))
            elif phase is Phase.PLAY and cards:
                deal.apply(cards.pop(0))
            else:
                break
    except (TarokkError, KeyError):
        return None
    return deal if deal.view(view.seat) == view else None


class SearchBot:
    """Samples the hidden cards, plays each choice out, takes the best on average; its
    reason gives the sampled chances (the module's docstring says how)."""

    name = "search"

    def __init__(
        self, seed: int | None = None, rules: Ruleset = PRESETS["pagat"], settings: SearchSettings = SearchSettings()
    ) -> None:
        self.rng = random.Random(seed)
        self.rules = rules
        self.settings = settings
        self.advice = RuleBot()

    def choose(self, view: SeatView, legal: Sequence[DealAction]) -> DealAction:
        return self.decide(view, legal)[0]

    def decide(self, view: SeatView, legal: Sequence[DealAction]) -> Decision:
        """The bot's choice and its reason, with the chances it sampled."""
        advised, why = self.advice.decide(view, legal)
        if len(legal) == 1:
            return advised, why
        if view.phase not in (Phase.ANNOUNCE, Phase.PLAY):
            return advised, f"{why} (rule-based advice: the search covers the announcements and the play)"
        deals = sample_deals(view, self.rules, self.rng, self.settings.samples, self.settings.tries)
        if not deals:
            return advised, f"{why} (rule-based advice: no sample fits what it has seen)"
        candidates = [advised, *(action for action in legal if action != advised)]
        if view.phase is Phase.ANNOUNCE:
            candidates = candidates[: self.settings.candidates]
        outcomes = {
            index: [self._outcome(deal, action, view.seat) for deal in deals] for index, action in enumerate(candidates)
        }
        means = {index: sum(paid for paid, _ in values) / len(values) for index, values in outcomes.items()}
        best = max(means, key=lambda index: (means[index], index == 0))  # a tie goes to the rule-based advice
        known = [kept for _, kept in outcomes[best] if kept is not None]
        kept = sum(known) / len(known) if known else None
        return candidates[best], self._reason(view, candidates, means, best, len(deals), kept, why)

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
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            legal = deal.legal_actions()
            choice = self.advice.choose(deal.view(seat), legal)
            deal.apply(choice, checked=not any(map(is_, legal, repeat(choice))))
        return payment(deal, self.rules, me)

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
        text = f"{name}: over {samples} sampled deals it averages {means[best]:+.1f} units"
        if runner_up is not None:
            other = candidates[runner_up]
            other_name = other.tolnai if isinstance(other, Card) else str(other)
            text += f", the next best ({other_name}) {means[runner_up]:+.1f}"
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
