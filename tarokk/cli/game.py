"""Play against the bots in the terminal: ``tarokk play``.

One learner sits at the table with three bots. At each turn the program shows the
learner's hand, the auction, the exchange, the announcements and the current trick
(Tolnai's compass layout), then the legal actions, numbered. The learner answers with
a number or in words (``kettő``, ``tartom``, ``kontra négykirály``, ``kőr király``,
``XXI``); anything else is refused with the engine's rule id and what is allowed.
``?`` explains the position: what the bidding promised, which side each announcement
shows, and what the rule-based bot would do and why. After each deal the record is
saved for ``tarokk replay``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from tarokk.bots.players import BOTS, Bot, RuleBot
from tarokk.cli.scoring import settlement_text
from tarokk.core.cards import Card, sort_hand
from tarokk.core.display import compass, trick_text
from tarokk.core.errors import TarokkError
from tarokk.core.files import write_text_atomic
from tarokk.core.packs import deal as deal_cards
from tarokk.core.records import format_record
from tarokk.core.rules import Ruleset
from tarokk.core.rulings import as_text
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.core.tricks import Trick
from tarokk.games.paskievics.announcements import PASS, meaning
from tarokk.games.paskievics.deal import Deal, DealAction, Discard, parse_deal_action
from tarokk.games.paskievics.display import deal_text
from tarokk.games.paskievics.replay import record_of
from tarokk.games.paskievics.rulings import auction_rulings
from tarokk.games.paskievics.scoring import settle
from tarokk.games.paskievics.session import Session, SessionEntry

PHASE_TITLES = {
    "auction": "Bidding",
    "discard": "Discard",
    "throw-in": "Throw in?",
    "announce": "Announcements",
    "play": "Play",
}


def card_markup(card: Card) -> str:
    """A card for the terminal: red suits in red."""
    text = escape(card.tolnai)
    return f"[red]{text}[/red]" if card.suit is not None and card.suit.is_red else text


YOU = "you"


@dataclass
class Table:
    """The session's settings: the learner's first seat, the bots, the rules, the deals."""

    learner: Seat
    bots: str
    ruleset: Ruleset
    seed: int
    deals: int
    record_dir: Path
    delay: float = 0.0


class Game:
    """One interactive session; ``ask`` reads a line (``input`` in the terminal)."""

    def __init__(self, table: Table, console: Console, ask: Callable[[str], str]) -> None:
        self.table = table
        self.console = console
        self.ask = ask
        names = [YOU if seat == table.learner else f"bot {seat}" for seat in ACTIVE_SEATS]
        self.session = Session(table.ruleset, names)  # players keep their chairs; the deal moves on

    # -- the session -------------------------------------------------------------

    def run(self) -> None:
        for number in range(1, self.table.deals + 1):
            learner = next(seat for seat in ACTIVE_SEATS if self.session.player_at(seat) == YOU)
            self.console.rule(f"Deal {number} of {self.table.deals} — you are {learner}")
            if not self.play_deal(number, learner):
                return
        self.console.print("Thank you for the game.")

    def play_deal(self, number: int, learner: Seat) -> bool:
        """Play one deal; False if the learner quit."""
        seed = self.table.seed + number - 1
        deal = Deal(deal_cards(seed), self.table.ruleset)
        bots: dict[Seat, Bot] = {
            seat: BOTS[self.table.bots](seed * 10 + i) for i, seat in enumerate(ACTIVE_SEATS) if seat != learner
        }
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            if seat == learner:
                if not self.learner_turn(deal, learner):
                    return False
            else:
                action = bots[seat].choose(deal.view(seat), deal.legal_actions())
                phase = deal.phase
                deal.apply(action)
                self.say_bot_action(phase, seat, action, deal)
                if self.table.delay:
                    time.sleep(self.table.delay)
        self.finish_deal(deal, number, seed)
        return True

    def finish_deal(self, deal: Deal, number: int, seed: int) -> None:
        self.console.print()
        self.console.print(escape(deal_text(deal)))
        result = deal.result()
        summary = result if result.has_game else None
        if summary is not None:
            settlement = settle(summary, self.table.ruleset, self.session.kassza)
            self.console.print(escape(settlement_text(summary, self.table.ruleset, settlement, explain=True)))
        no_game = result.outcome if result.outcome in ("all-passed", "thrown-in") else None
        self.session.play(SessionEntry(summary, no_game, mayor=result.mayor))
        self.show_sheet()
        record = record_of(deal, {"Event": f"tarokk play, deal {number}", "Seed": str(seed)})
        self.table.record_dir.mkdir(parents=True, exist_ok=True)
        path = self.table.record_dir / f"tarokk-deal-{seed}.txt"
        write_text_atomic(path, format_record(record))
        self.console.print(
            f"The deal is saved to {escape(str(path))}; replay it with: tarokk replay {escape(str(path))}"
        )

    def show_sheet(self) -> None:
        """The running, zero-sum score sheet."""
        sheet = RichTable(title="Score sheet")
        for column in ("deal", "dealer", "result", "×", *self.session.players):
            sheet.add_column(column, justify="right" if column in self.session.players or column == "×" else "left")
        for row in self.session.rows:
            totals = [f"{float(row.totals[name]):+g}" for name in self.session.players]
            sheet.add_row(str(row.number), row.dealer, escape(row.result), str(row.multiplier), *totals)
        self.console.print(sheet)

    # -- showing ---------------------------------------------------------------------

    def say_bot_action(self, phase: str, seat: Seat, action: DealAction, deal: Deal) -> None:
        if phase == "play" and isinstance(action, Card):
            self.console.print(f"{seat} plays {card_markup(action)}")
            if deal.play is not None and not deal.play.current and deal.play.tricks:
                self.show_trick_end(deal)
        elif phase == "discard":
            self.console.print(f"{seat} lays away {len(action.cards) if isinstance(action, Discard) else ''} card(s)")
        else:
            self.console.print(f"{seat}: {escape(str(action))}")

    def show_trick_end(self, deal: Deal) -> None:
        assert deal.play is not None
        trick = deal.play.tricks[-1]
        self.console.print(escape(compass(trick)))
        self.console.print(escape(trick_text(len(deal.play.tricks), trick)))

    def show_position(self, deal: Deal, learner: Seat) -> None:
        view = deal.view(learner)
        self.console.print()
        self.console.print(f"[bold]{PHASE_TITLES.get(view.phase, view.phase)}[/bold] — your turn, {learner}")
        self.console.print("Your hand: " + " ".join(card_markup(card) for card in view.hand))
        if view.auction:
            self.console.print("Auction: " + ", ".join(f"{seat} {word}" for seat, word in view.auction))
        if view.talon_cards:
            self.console.print("You took from the talon: " + " ".join(card_markup(c) for c in view.talon_cards))
        if view.own_discard:
            self.console.print("You laid away: " + " ".join(card_markup(c) for c in view.own_discard))
        if view.announcements:
            self.console.print("Announcements: " + escape("; ".join(f"{s} {text}" for s, text in view.announcements)))
        if view.current_trick:
            self.console.print("This trick so far:")
            self.console.print(escape(compass(Trick(view.current_trick[0][0], view.current_trick))))

    @staticmethod
    def discardable(legal: Sequence[DealAction]) -> list[Card]:
        return sort_hand({card for option in legal if isinstance(option, Discard) for card in option.cards})

    def show_choices(self, deal: Deal, legal: Sequence[DealAction]) -> None:
        if deal.phase == "discard":
            seat = deal.to_act
            assert seat is not None
            count = len(deal.talon_taken[seat])
            numbered = "  ".join(f"[bold]{i}[/bold] {card_markup(c)}" for i, c in enumerate(self.discardable(legal), 1))
            self.console.print(f"Lay away {count} card(s): their numbers or names, separated by commas. {numbered}")
            return
        choices = "  ".join(f"[bold]{i}[/bold] {escape(str(action))}" for i, action in enumerate(legal, start=1))
        self.console.print(choices)
        if deal.phase == "announce":
            self.console.print("One item at a time (e.g. 'kontra négykirály'); 'pass' ends your turn.")

    # -- the learner's turn ---------------------------------------------------------

    def learner_turn(self, deal: Deal, learner: Seat) -> bool:
        legal = deal.legal_actions()
        self.show_position(deal, learner)
        self.show_choices(deal, legal)
        while True:
            try:
                answer = self.ask("> ").strip()
            except EOFError:  # the end of the input; Ctrl-C ends the command as everywhere
                answer = "quit"
            if answer.lower() in ("q", "quit", "exit"):
                self.console.print("Goodbye.")
                return False
            if answer == "?":
                self.explain(deal, learner, legal)
                continue
            action = self.read_action(deal, answer, legal)
            if action is None:
                continue
            try:
                deal.apply(action, learner)
            except TarokkError as error:
                because = f" ({error.rule})" if error.rule else ""
                self.console.print(f"[yellow]Refused{because}:[/yellow] {escape(error.message)}")
                self.show_choices(deal, legal)
                continue
            if deal.phase == "play" and deal.play is not None and not deal.play.current and deal.play.tricks:
                self.show_trick_end(deal)
            return True

    def read_action(self, deal: Deal, answer: str, legal: Sequence[DealAction]) -> DealAction | None:
        """The action ``answer`` names, or None (with a word on what to type) for an answer that names none."""
        parts = [part.strip() for part in answer.split(",") if part.strip()]
        if not parts:
            self.console.print("[yellow]Type a number or a name from the list ('?' explains, 'quit' ends).[/yellow]")
            self.show_choices(deal, legal)
            return None
        if all(part.isascii() and part.isdigit() for part in parts):
            options: Sequence[object] = self.discardable(legal) if deal.phase == "discard" else legal
            if all(len(part) <= len(str(len(options))) and 1 <= int(part) <= len(options) for part in parts):
                chosen = [options[int(part) - 1] for part in parts]
                if deal.phase == "discard":
                    return Discard(tuple(card for card in chosen if isinstance(card, Card)))
                if len(chosen) == 1:
                    return legal[int(parts[0]) - 1]
            self.console.print(f"[yellow]Choose from the numbers 1 to {len(options)}.[/yellow]")
            return None
        try:
            return parse_deal_action(deal.phase, answer)
        except TarokkError as error:
            self.console.print(f"[yellow]{escape(str(error))}[/yellow]")
            self.show_choices(deal, legal)
            return None

    def explain(self, deal: Deal, learner: Seat, legal: Sequence[DealAction]) -> None:
        """``?``: the bidding's promises, the announcements' sides, the bot's advice."""
        self.console.print(escape(as_text(auction_rulings(deal.auction))))
        if deal.announcements is not None:
            for spoken in deal.announcements.log:
                if spoken.item == PASS:
                    continue
                side = f"; counts for the {spoken.side}' side (announce.side)" if spoken.side else ""
                self.console.print(escape(f"{spoken.seat}: {spoken.item} — {meaning(spoken.item)}{side}"))
        action, reason = RuleBot().decide(deal.view(learner), legal)
        self.console.print(escape(f"The rule-based bot would say {action}: {reason}."))
