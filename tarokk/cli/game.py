"""Play against the bots in the terminal: ``tarokk play``.

One learner sits at the table with three bots. At each turn the program shows a header
(contract, declarer, known partner, announcements and kontras), the learner's hand, the
current trick with the learner at the bottom of the compass, the allowed actions,
numbered, and the actions not allowed, greyed, each with the engine's rule id and reason
(:mod:`tarokk.games.paskievics.choices`). The learner answers with a number or in words
(``kettő``, ``tartom``, ``kontra game``, ``kőr király``, ``XXI``), or with a key
(:data:`~tarokk.cli.game_text.KEYS`): ``?`` explains the current step, ``h`` gives the
bot's advice, ``l`` the legend of the notation, ``r``/``a`` review the play, ``u`` undoes
in practice mode, ``q`` quits.

Nothing is lost: after each deal its record (for ``tarokk replay`` and ``tarokk settle``)
and the running score sheet (for ``tarokk sheet``) are saved under new names, never over a
file; Ctrl-C, the end of the input or ``q`` saves the unfinished deal as a partial record
(``tarokk replay --partial``). The records are in the one format every game writes
(:mod:`tarokk.core.gamerecords`): the deal, played on a
:class:`~tarokk.games.paskievics.deal.Deal`, is taken again through the state's API
(:func:`~tarokk.games.paskievics.state.state_of_deal`) and written by
:func:`~tarokk.core.gamerecords.format_table_record`; the ``Event`` tag says which deal of
the session it was, and a practice deal's undos.

At a table of five (``players=5``) the deal passes round five chairs, and the learner sits
out the deals he deals (Tolnai §19): the bots play them, and they are saved all the same.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from tarokk.bots.players import DealBot, RuleBot
from tarokk.bots.registry import make_bot
from tarokk.bots.search import SearchBot
from tarokk.cli import game_text as say
from tarokk.cli.engine_text import (
    action_text,
    announcement_meaning,
    bot_advice,
    choice_words,
    deal_text,
    error_text,
    figure_word,
    refusal_reason,
    rulings_text,
    side_word,
)
from tarokk.cli.language import _, in_engine_language, ngettext, words_language
from tarokk.cli.scoring import settlement_text
from tarokk.core.cards import DECK42, Card, Suit, sort_hand
from tarokk.core.display import compass, signed, trick_text
from tarokk.core.errors import IncompleteRecord, TarokkError
from tarokk.core.figures import DECLARER
from tarokk.core.files import write_text_atomic, write_text_new
from tarokk.core.gamerecords import format_table_record
from tarokk.core.seats import Seat
from tarokk.core.tricks import Trick, winning_play
from tarokk.games.paskievics.announcements import PASS, Figure, Kontra, PartnerCall, TarokkCount
from tarokk.games.paskievics.bidding import HU_WORDS
from tarokk.games.paskievics.choices import Refused, bidding_call, refused_choices
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.deal import Deal, DealAction, Discard, parse_deal_action
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.dealing import dealer_of
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.rulings import auction_rulings
from tarokk.games.paskievics.scoring import as_number, settle
from tarokk.games.paskievics.session import Session, SessionEntry
from tarokk.games.paskievics.state import OFFICIAL_KONTRA, state_of_deal

YES = ("y", "yes", "i", "igen")
NO = ("n", "no", "nem")
"""The learner's answers to a yes-or-no question, in either language."""


def plural(count: int, one: str, many: str) -> str:
    """``1 card``, ``2 cards`` (English, for the game's records)."""
    return f"{count} {one if count == 1 else many}"


def cards_count(count: int) -> str:
    """``1 card``, ``2 cards``, in the language spoken."""
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def talon_cards(count: int) -> str:
    """``1 talon card``, ``3 talon cards``, in the language spoken."""
    return ngettext("{count} talon card", "{count} talon cards", count).format(count=count)


def undos(count: int) -> str:
    """``1 undo``, ``2 undos``, in the language spoken."""
    return ngettext("{count} undo", "{count} undos", count).format(count=count)


@dataclass
class Table:
    """The session's settings: the learner's first seat, the bots, the rules, the deals; four
    players or five (the dealer E sitting out), and ``knock``, the packet choices every deal
    is dealt with after a knock instead of a cut (Tolnai §21; None: the pack is cut)."""

    learner: Seat
    bots: str
    ruleset: Ruleset
    seed: int
    deals: int
    record_dir: Path
    delay: float = 0.0
    spelling: str = "full"
    practice: bool = False
    players: int = 4
    knock: tuple[int, ...] | None = None


@dataclass
class Saved:
    """The files the session wrote, in order."""

    records: list[Path] = field(default_factory=list)
    sheet: Path | None = None


def no_wait(seconds: float) -> bool:
    """A pause that does not wait (tests, scripted input); True would mean "play on at once"."""
    return False


class Game:
    """One interactive session; ``ask`` reads a line (``input`` in the terminal) and ``wait``
    pauses after a bot's action, returning True when the learner asked to play on at once."""

    def __init__(
        self,
        table: Table,
        console: Console,
        ask: Callable[[str], str],
        wait: Callable[[float], bool] = no_wait,
    ) -> None:
        self.table = table
        self.console = console
        self.ask = ask
        self.wait = wait
        self.you = _("you")
        # the seats of the table: A–D, and with five players the dealer E, who sits each deal out
        self.seats = ACTIVE_SEATS if table.players == 4 else (*ACTIVE_SEATS, dealer_of(table.players))
        names = [self.you if seat == table.learner else _("bot {seat}").format(seat=seat) for seat in self.seats]
        self.session = Session(table.ruleset, names)  # players keep their chairs; the deal moves on
        if table.knock is not None:  # packets the rules or the table refuse are refused before the first deal
            deal_cards(table.seed, table.players, table.ruleset, table.knock)
        self.deal: Deal  # the deal being played, dealt afresh for each deal of the session
        self.saved = Saved()
        self.undos: dict[int, int] = {}  # deal number → the learner's undos in it (practice mode)
        self.hurry = False  # play on without pauses until the learner's next turn
        self.results: list[str] = []  # each finished deal's line on the score sheet, in the language spoken
        self.sheet_keys: dict[Path, dict[str, object]] = {}  # a saved deal's keys beside its record on the sheet

    # -- the session -------------------------------------------------------------

    def run(self) -> None:
        """Play the deals; Ctrl-C or the end of the input saves the unfinished deal and ends the
        session (KeyboardInterrupt goes on to the command, the end of input becomes
        :class:`IncompleteRecord`)."""
        self.console.print(escape(say.keys_line()))
        table = self.table
        for number in range(1, table.deals + 1):
            learner = next(seat for seat in self.seats if self.session.player_at(seat) == self.you)
            self.console.rule(
                _("Deal {number} of {deals} — you are {seat}").format(number=number, deals=table.deals, seat=learner)
            )
            if learner not in ACTIVE_SEATS:
                self.console.print(_("You deal at a table of five: you sit this deal out, and the bots play it."))
            self.deal = Deal(deal_cards(self.seed(number), table.players, table.ruleset, table.knock), table.ruleset)
            try:
                finished = self.play_deal(number, learner)
            except KeyboardInterrupt:
                self.save_unfinished(number)
                raise
            except EOFError:
                path = self.save_unfinished(number)
                raise IncompleteRecord(
                    _("the input ended in deal {number}; the deal so far is saved to {path}").format(
                        number=number, path=path
                    )
                ) from None
            if not finished:
                self.save_unfinished(number)
                self.console.print(_("Goodbye."))
                return
        self.console.print(_("Thank you for the game."))

    def seed(self, number: int) -> int:
        return self.table.seed + number - 1

    def play_deal(self, number: int, learner: Seat) -> bool:
        """Play one deal; False if the learner quit."""
        seed = self.seed(number)
        bots: dict[Seat, DealBot] = {
            seat: make_bot(self.table.bots, seed * 10 + i, self.table.ruleset)
            for i, seat in enumerate(ACTIVE_SEATS)
            if seat != learner
        }
        while not self.deal.finished:
            seat = self.deal.to_act
            assert seat is not None
            if seat == learner:
                self.hurry = False
                if not self.learner_turn(number, learner):
                    return False
            else:
                deal = self.deal
                action = bots[seat].choose(deal.view(seat), deal.legal_actions())
                phase = deal.phase
                deal.apply(action)
                self.say_bot_action(phase, seat, action, learner)
                if self.table.delay and not self.hurry:
                    self.hurry = self.wait(self.table.delay)
        self.finish_deal(number, learner)
        return True

    def event(self, number: int) -> str:
        """The record's ``Event`` tag: the deal's number in the session, the seed and the
        packets of a knocked deal (its Seed tag would not deal its hands), and the undos of a
        practice deal."""
        event = f"tarokk play, deal {number}"
        if self.table.knock is not None:
            event += f", seed {self.seed(number)} knocked {','.join(map(str, self.table.knock))}"
        if self.table.practice:
            event += f", practice ({plural(self.undos.get(number, 0), 'undo', 'undos')})"
        return event

    def record(self, number: int) -> str:
        """The deal so far as a game record in the one format: ``Game``, ``Options`` (the
        rules, the table of five), ``Seed`` (unless the deal was knocked), ``Event``; the
        cards as dealt; every action so far."""
        seed = self.seed(number) if self.table.knock is None else None
        return format_table_record(state_of_deal(self.deal), seed, self.event(number))

    def finish_deal(self, number: int, learner: Seat) -> None:
        deal = self.deal
        self.console.print()
        self.console.print(escape(deal_text(deal, self.table.spelling)))
        result = deal.result()
        summary = result if result.has_game else None
        if summary is not None:
            settlement = settle(summary, self.table.ruleset, self.session.kassza)
            self.console.print(escape(settlement_text(summary, self.table.ruleset, settlement, explain=True)))
        no_game = result.outcome if result.outcome in ("all-passed", "thrown-in") else None
        entry = SessionEntry(summary, no_game, mayor=result.mayor)
        if no_game == "thrown-in" and self.table.ruleset.double_round == "thrower-calls":
            entry = self.thrower_decides(entry, result.thrown_in_by, learner)
        row = self.session.play(entry)
        self.results.append(row.line.text(words_language()))
        self.show_sheet()
        path = self.save_record(number, f"tarokk-deal-{self.seed(number)}.txt")
        if entry.thrower is not None:  # the sheet says what the record cannot: the thrower's choices
            keys: dict[str, object] = {"thrower": entry.thrower}
            keys |= {} if entry.thrower_deals is None else {"thrower_deals": entry.thrower_deals}
            self.sheet_keys[path] = keys | ({"double_round": True} if entry.double_round else {})
        self.console.print(
            _("The deal is saved to {path}; replay it with: tarokk replay {path}").format(path=escape(str(path)))
        )
        self.save_sheet()

    def thrower_decides(self, entry: SessionEntry, thrower: Seat | None, learner: Seat) -> SessionEntry:
        """A thrown-in deal's ``entry`` with what its thrower says under ``double_round =
        "thrower-calls"`` (Vadász tarokk (2025) II. 3.): the learner is asked whether he deals
        the next deal and, if he does and no double round runs, whether he calls one; a bot
        lets the next player deal, himself if he is next, as the text has it by default."""
        assert thrower is not None
        if thrower != learner:
            return replace(entry, thrower=thrower)
        deals = self.yes_or_no(_("You threw in: do you deal the next deal yourself? (y/n)"))
        calls = deals and self.session.thrower_may_call()
        if calls:
            size = self.session.size
            calls = self.yes_or_no(
                ngettext(
                    "Do you call a double round: the next {count} deal played counting double? (y/n)",
                    "Do you call a double round: the next {count} deals played counting double? (y/n)",
                    size,
                ).format(count=size)
            )
        return replace(entry, thrower=thrower, thrower_deals=deals, double_round=calls)

    def yes_or_no(self, question: str) -> bool:
        """The learner's answer to ``question``: y/yes/i/igen or n/no/nem, asked again until it is one."""
        self.console.print(escape(question))
        while True:
            answer = self.ask("> ").strip().lower()
            if answer in YES or answer in NO:
                return answer in YES
            self.console.print(escape(_("Answer y (yes) or n (no).")))

    # -- saving --------------------------------------------------------------------

    def save_record(self, number: int, name: str) -> Path:
        """Write the deal's record under ``name`` (or a new name beside it: never over a file)."""
        wanted = self.table.record_dir / name
        self.table.record_dir.mkdir(parents=True, exist_ok=True)
        path = write_text_new(wanted, self.record(number))
        if path != wanted:
            self.console.print(
                _("{wanted} already exists; the record goes to {path}.").format(
                    wanted=escape(str(wanted)), path=escape(str(path))
                )
            )
        self.saved.records.append(path)
        return path

    def save_unfinished(self, number: int) -> Path:
        """Save the deal so far as a partial record and say where."""
        path = self.save_record(number, f"tarokk-deal-{self.seed(number)}-partial.txt")
        self.console.print(
            _("The unfinished deal is saved to {path}; replay it with: tarokk replay --partial {path}").format(
                path=escape(str(path))
            )
        )
        return path

    def save_sheet(self) -> None:
        """Write the score sheet of the finished deals for ``tarokk sheet`` (a new file the first
        time, then the same one, rewritten whole)."""
        finished = [path for path in self.saved.records if not path.stem.endswith("-partial")]
        sheet = {
            "players": list(self.session.players),
            "variant": self.table.ruleset.name,
            "deals": [{"record": path.name, **self.sheet_keys.get(path, {})} for path in finished],
        }
        text = json.dumps(sheet, ensure_ascii=False, indent=1) + "\n"
        if self.saved.sheet is None:
            wanted = self.table.record_dir / f"tarokk-sheet-{self.table.seed}.json"
            self.saved.sheet = write_text_new(wanted, text)
            if self.saved.sheet != wanted:
                moved = escape(str(self.saved.sheet))
                self.console.print(
                    _("{wanted} already exists; the sheet goes to {path}.").format(
                        wanted=escape(str(wanted)), path=moved
                    )
                )
        else:
            write_text_atomic(self.saved.sheet, text)  # the session's own sheet, one deal longer
        sheet_path = escape(str(self.saved.sheet))
        self.console.print(
            _("The score sheet is saved to {path}; show it with: tarokk sheet {path}").format(path=sheet_path)
        )

    def show_sheet(self) -> None:
        """The running, zero-sum score sheet; a practice deal is marked with its undos."""
        sheet = RichTable(title=_("Score sheet"))
        for column in (_("deal"), _("dealer"), _("result")):
            sheet.add_column(column)
        for column in ("×", *self.session.players):
            sheet.add_column(column, justify="right")
        for row, result in zip(self.session.rows, self.results, strict=True):
            totals = [signed(as_number(row.totals[name])) for name in self.session.players]
            if self.table.practice:
                result += " " + _("(practice, {undos})").format(undos=undos(self.undos.get(row.number, 0)))
            sheet.add_row(str(row.number), row.dealer, escape(result), str(row.multiplier), *totals)
        self.console.print(sheet)

    # -- showing ---------------------------------------------------------------------

    def card(self, card: Card) -> str:
        """A card for the terminal in the table's spelling: red suits in red."""
        text = escape(card.name(self.table.spelling))
        return f"[red]{text}[/red]" if card.suit is not None and card.suit.is_red else text

    def say_bot_action(self, phase: str, seat: Seat, action: DealAction, learner: Seat) -> None:
        if phase == "play" and isinstance(action, Card):
            self.console.print(_("{seat} plays {card}").format(seat=seat, card=self.card(action)))
            play = self.deal.play
            if play is not None and not play.current and play.tricks:
                self.show_trick_end(learner)
        elif phase == "discard" and isinstance(action, Discard):
            self.console.print(_("{seat} lays away {cards}").format(seat=seat, cards=cards_count(len(action.cards))))
        else:
            self.console.print(f"{seat}: {escape(action_text(action, self.table.spelling))}")

    def show_trick_end(self, learner: Seat) -> None:
        play = self.deal.play
        assert play is not None
        trick = play.tricks[-1]
        bottom = learner if learner in ACTIVE_SEATS else "D"  # a dealer who sits out sees the table as Tolnai draws it
        self.console.print(escape(compass(trick, self.table.spelling, bottom=bottom)))
        self.console.print(escape(trick_text(len(play.tricks), trick, self.table.spelling)))

    def header(self, learner: Seat) -> str | None:
        """Contract, declarer, known partner, announcements and kontra levels (after the auction)."""
        result = self.deal.auction.result()
        if not result.complete or result.declarer is None or result.contract is None:
            return None
        declarer = self.you if result.declarer == learner else result.declarer
        contract = result.contract
        parts = [
            _("Contract: {contract} ({hu})").format(contract=contract.name, hu=contract.hu),
            _("declarer: {declarer}").format(declarer=declarer),
        ]
        partner = self.known_partner(learner)
        if partner is not None:
            parts.append(_("partner: {partner}").format(partner=partner))
        announcements = self.deal.announcements
        if announcements is not None:
            standing, kontras = [], self.deal.definition.kontras
            for entry in announcements.announced.values():
                level = f", {kontras.words[entry.kontra - 1]} ×{kontras.factor(entry.kontra)}" if entry.kontra else ""
                standing.append(f"{figure_word(entry.figure)} ({side_word(entry.side)}{level})")
            parts.append(_("announced: {standing}").format(standing="; ".join(standing)))
        return " · ".join(parts)

    def known_partner(self, learner: Seat) -> str | None:
        """The declarer's partner as the learner knows him, or how far that is known (None before the call)."""
        view = self.deal.view(learner)
        called = view.called
        if called is None:
            return None
        name = called.name(self.table.spelling)
        declarer = self.deal.declarer
        mine = [card for seat, card in self.played(learner) if seat == learner]
        if learner != declarer and (called in view.hand or called in mine):
            return _("you (you hold the {card})").format(card=name)
        if learner == declarer and (called in view.hand or called in view.own_discard or called in view.talon_cards):
            return _("none: you hold the {card} yourself").format(card=name)
        for seat, card in self.played(learner):
            if card == called:
                return _("{seat} (played the {card})").format(seat=seat, card=name)
        announcements = self.deal.announcements
        assert announcements is not None
        shown = [seat for seat, side in announcements.public.items() if side == DECLARER and seat != declarer]
        if shown:
            return _("{seat} (known from the announcements)").format(seat=shown[0])
        return _("not known yet (the {card} was called)").format(card=name)

    def announcements_said(self) -> list[tuple[Seat, str]]:
        """Each announcement so far (the table heard them all), in the language spoken."""
        spelling = self.table.spelling
        return [(e.seat, action_text(e.action, spelling)) for e in self.deal.events if e.phase == "announce"]

    def played(self, learner: Seat) -> list[tuple[Seat, Card]]:
        view = self.deal.view(learner)
        return [play for trick in view.tricks for play in trick.plays] + list(view.current_trick)

    def show_position(self, learner: Seat) -> None:
        view = self.deal.view(learner)
        self.console.print()
        title = _(say.PHASE_TITLES[view.phase]) if view.phase in say.PHASE_TITLES else view.phase
        self.console.print(f"[bold]{escape(title)}[/bold] — " + _("your turn, {seat}").format(seat=learner))
        header = self.header(learner)
        if header is not None:
            self.console.print(escape(header))
        self.console.print(_("Your hand: {cards}").format(cards=self.hand(view.hand)))
        if view.auction:
            said = ", ".join(f"{seat} {HU_WORDS[word]}" for seat, word in view.auction)
            self.console.print(_("Auction: {calls}").format(calls=said))
        if view.talon_cards:
            self.console.print(_("You took from the talon: {cards}").format(cards=self.hand(view.talon_cards)))
        if view.own_discard:
            self.console.print(_("You laid away: {cards}").format(cards=self.hand(view.own_discard)))
        if view.announcements and view.phase == "announce":
            said = "; ".join(f"{s} {text}" for s, text in self.announcements_said())
            self.console.print(escape(_(say.ANNOUNCE_SAID).format(said=said)))
        if view.current_trick:
            self.console.print(_("This trick so far:"))
            trick = Trick(view.current_trick[0][0], view.current_trick)
            self.console.print(escape(compass(trick, self.table.spelling, bottom=learner)))

    def hand(self, cards: Sequence[Card]) -> str:
        """Cards sorted as players hold them, grouped by suit, in the table's spelling and colours."""
        groups: dict[Suit | None, list[str]] = {}
        for card in sort_hand(cards):
            groups.setdefault(card.suit, []).append(self.card(card))
        return " | ".join(", ".join(names) for names in groups.values())

    def discardable(self, legal: Sequence[DealAction]) -> list[Card]:
        return sort_hand({card for option in legal if isinstance(option, Discard) for card in option.cards})

    def choice_text(self, action: DealAction) -> str:
        if isinstance(action, Card):
            return self.card(action)
        if isinstance(action, str) and action in HU_WORDS:
            return escape(choice_words(action))
        return escape(action_text(action, self.table.spelling))

    def show_choices(self, deal: Deal, legal: Sequence[DealAction]) -> None:
        if deal.phase == "discard":
            seat = deal.to_act
            assert seat is not None
            count = len(deal.talon_taken[seat])
            numbered = "  ".join(f"[bold]{i}[/bold] {self.card(c)}" for i, c in enumerate(self.discardable(legal), 1))
            lay_away = _("Lay away {cards}: their numbers or names, separated by commas.").format(
                cards=cards_count(count)
            )
            self.console.print(f"{lay_away} {numbered}")
        else:
            choices = "  ".join(f"[bold]{i}[/bold] {self.choice_text(a)}" for i, a in enumerate(legal, start=1))
            self.console.print(choices)
            if deal.phase == "announce":
                self.console.print(_("One item at a time (e.g. 'kontra game'); 'pass' ends your turn."))
        self.show_refused(refused_choices(deal))

    def show_refused(self, refused: Sequence[Refused]) -> None:
        """The choices not offered, greyed, each with the engine's reason and rule id."""
        if not refused:
            return
        self.console.print(f"[dim]{escape(_(say.REFUSED_HEADING))}[/dim]")
        for item in refused:
            what = self.card(item.card) if item.card is not None else self.choice_text(item.action)
            reason = escape(f"{refusal_reason(item.refusal)} ({item.refusal.rule})")
            self.console.print(f"[dim]  {what} — {reason}[/dim]")

    # -- the learner's turn ---------------------------------------------------------

    def learner_turn(self, number: int, learner: Seat) -> bool:
        deal = self.deal
        legal = deal.legal_actions()
        self.show_position(learner)
        self.show_choices(deal, legal)
        while True:
            answer = self.ask("> ").strip()  # EOFError and KeyboardInterrupt end the session in run()
            key = answer.lower()
            if key in ("q", "quit", "exit"):
                return False
            if key in ("?", "h", "l", "r", "a"):
                self.on_key(key, learner, legal)
                continue
            if key == "u":
                if self.undo(number, learner):
                    return True
                continue
            action = self.read_action(deal, answer, legal)
            if action is None:
                continue
            try:
                deal.apply(action, learner)
            except TarokkError as error:
                because = f" ({error.rule})" if error.rule else ""
                refused = _("Refused{rule}:").format(rule=because)
                self.console.print(f"[yellow]{escape(refused)}[/yellow] {escape(refusal_reason(error))}")
                self.show_choices(deal, legal)
                continue
            if deal.phase == "play" and deal.play is not None and not deal.play.current and deal.play.tricks:
                self.show_trick_end(learner)
            return True

    def on_key(self, key: str, learner: Seat, legal: Sequence[DealAction]) -> None:
        if key == "?":
            self.explain(learner, legal)
        elif key == "h":
            view = self.deal.view(learner)
            if self.table.bots == "search":  # the strongest advice, with the chances it sampled
                action, reason = SearchBot(len(self.deal.events), self.table.ruleset).decide(view, legal)
            else:
                action, reason = RuleBot().decide(view, legal)
            advice = bot_advice(action_text(action, self.table.spelling), reason, self.table.bots == "search")
            self.console.print(escape(advice))
        elif key == "l":
            self.console.print(escape(say.legend(DECK42)))
        else:
            self.review(learner, whole=key == "a")

    def review(self, learner: Seat, whole: bool) -> None:
        """``r``: the last trick in the compass; ``a``: the auction, the announcements and every trick so far."""
        view = self.deal.view(learner)
        spelling = self.table.spelling
        if whole:
            said = ", ".join(f"{seat} {HU_WORDS[word]}" for seat, word in view.auction)
            self.console.print(_("Auction: {calls}").format(calls=said))
            if view.announcements:
                said = "; ".join(f"{s} {text}" for s, text in self.announcements_said())
                self.console.print(escape(_("Announcements: {said}").format(said=said)))
            for number, trick in enumerate(view.tricks, start=1):
                self.console.print(escape(trick_text(number, trick, spelling)))
            if not view.tricks:
                self.console.print(_("No trick has been played yet."))
            return
        if not view.tricks:
            self.console.print(_("No trick has been played yet."))
            return
        trick = view.tricks[-1]
        self.console.print(escape(compass(trick, spelling, bottom=learner)))
        self.console.print(escape(trick_text(len(view.tricks), trick, spelling)))

    def undo(self, number: int, learner: Seat) -> bool:
        """``u`` in practice mode: take back the learner's last action (and the bots' after it);
        the deal is played again from the events before it. True if something was undone."""
        if not self.table.practice:
            self.console.print(_("Undo is for practice: start the game with 'tarokk play --practice'."))
            return False
        events = self.deal.events
        mine = [i for i, event in enumerate(events) if event.seat == learner and event.action != OFFICIAL_KONTRA]
        if not mine:
            self.console.print(_("You have not acted yet in this deal: there is nothing to undo."))
            return False
        again = Deal(self.deal.dealt, self.table.ruleset)
        for event in events[: mine[-1]]:
            if event.action != OFFICIAL_KONTRA:
                again.apply(event.action)
        self.deal = again
        self.undos[number] = self.undos.get(number, 0) + 1
        undone = action_text(events[mine[-1]].action, self.table.spelling)
        self.console.print(
            escape(
                _("Undone: your {action}. The score sheet marks this deal as practice ({undos}).").format(
                    action=undone, undos=undos(self.undos[number])
                )
            )
        )
        return True

    def read_action(self, deal: Deal, answer: str, legal: Sequence[DealAction]) -> DealAction | None:
        """The action ``answer`` names, or None (with a word on what to type) for an answer that names none."""
        parts = [part.strip() for part in answer.split(",") if part.strip()]
        if not parts:
            hint = _("Type a number or a name from the list ('?' explains, 'q' quits).")
            self.console.print(f"[yellow]{escape(hint)}[/yellow]")
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
            self.console.print(
                "[yellow]" + _("Choose from the numbers 1 to {last}.").format(last=len(options)) + "[/yellow]"
            )
            return None
        try:
            return parse_deal_action(deal.phase, answer)
        except TarokkError as error:
            self.console.print(f"[yellow]{escape(error_text(error))}[/yellow]")
            self.show_choices(deal, legal)
            return None

    # -- explaining -------------------------------------------------------------------

    def explain(self, learner: Seat, legal: Sequence[DealAction]) -> None:
        """``?``: what is decided now, what each choice means and the rule behind it; the choices
        not offered with the engine's reasons."""
        deal = self.deal
        phase = str(deal.phase)
        lines: list[str] = []
        if phase == "auction":
            lines.append(say.translated(say.NOW, "auction"))
            lines += [self.bidding_meaning(str(word)) for word in legal]
            promises = rulings_text(auction_rulings(deal.auction)) if deal.auction.calls else ""
            if promises:
                lines.append(promises)
        elif phase == "discard":
            count = len(deal.talon_taken[learner])
            side = _(say.DISCARD_SIDES[learner == deal.declarer])
            lines.append(say.translated(say.NOW, "discard").format(talon_cards=talon_cards(count), side=side))
        elif phase == "throw-in":
            lines.append(say.translated(say.NOW, "throw-in").format(grounds=", ".join(deal.throw_in_grounds(learner))))
        elif phase == "announce":
            lines.append(say.translated(say.NOW, "announce"))
            items = [item for item in legal if isinstance(item, TarokkCount | PartnerCall | Figure | Kontra)]
            lines += [
                _(say.ANNOUNCE_ITEM).format(
                    item=action_text(item, self.table.spelling),
                    meaning=announcement_meaning(item, item_rule(item), deal.definition.kontras),
                    rule=item_rule(item),
                )
                for item in [*items, PASS]
            ]
        elif phase == "play":
            assert deal.play is not None
            lines.append(say.translated(say.NOW, "play").format(number=len(deal.play.tricks) + 1))
            lines.append(self.trick_so_far())
        for line in lines:
            self.console.print(escape(line))
        self.show_refused(refused_choices(deal))

    def bidding_meaning(self, word: str) -> str:
        """What saying ``word`` now would mean, as the auction reads it."""
        if word in say.BIDDING_WORDS and word != "pass":
            return _(say.BIDDING_WORDS[word])
        call = bidding_call(self.deal, word)
        if word == "pass":
            text = say.translated(say.BIDDING_WORDS, "pass")
        else:
            contract = CONTRACTS[call.level - 1]
            text = _(say.BID_MEANING).format(
                word=word,
                hu=contract.hu,
                talon_cards=talon_cards(contract.talon_shares[0]),
                value=contract.base_value,
            )
        if call.invit is not None:
            text += " " + _(say.INVIT_MEANING).format(card=call.invit.card.name(self.table.spelling))
        if call.note and in_engine_language():  # the engine's own words on the bid
            text += " " + _(say.NOTE_MEANING).format(note=call.note)
        return text

    def trick_so_far(self) -> str:
        play = self.deal.play
        assert play is not None
        if not play.current:
            return _(say.PLAY_LEAD)
        leader, led = play.current[0]
        winner, best = winning_play(play.current)
        spelling = self.table.spelling
        return _(say.PLAY_FOLLOW).format(
            leader=leader, card=led.name(spelling), winner=winner, best=best.name(spelling)
        )


def item_rule(item: TarokkCount | PartnerCall | Figure | Kontra | str) -> str:
    """The rule id behind an announcement item: the call, the figure's or tarokk count's value,
    the kontra, or the turn a pass ends."""
    if isinstance(item, PartnerCall):
        return "call.partner"
    if isinstance(item, Figure):
        return f"scoring.{item.name}"
    if isinstance(item, Kontra):
        return "scoring.kontra"
    if isinstance(item, TarokkCount):
        return "scoring.tarokk-count"
    return "announce.turn"
