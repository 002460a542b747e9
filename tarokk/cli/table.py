"""The command line of every game that plays through :mod:`tarokk.core.table`: a game at
the terminal against the game's bots, and the replay and settlement of its records.

The words come from the game itself (:meth:`~tarokk.core.table.TableState.table_text`,
:meth:`~tarokk.core.table.TableState.action_text`, the settlement's lines), in the language
the command speaks; this module only asks, lists and writes down.
"""

from __future__ import annotations

import argparse
import json
import math
import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path

import numpy as np

from tarokk.bots.tables import table_bot
from tarokk.cli.engine_text import error_text
from tarokk.cli.game_text import KEYS, keys_line, legend
from tarokk.cli.language import _, number, words_language
from tarokk.core.cards import cards_text, parse_hand
from tarokk.core.catalogue import game_rules
from tarokk.core.display import signed, trick_text
from tarokk.core.errors import IllegalAction, IncompleteRecord, TarokkInputError
from tarokk.core.files import check_folder, write_text_new
from tarokk.core.gamerecords import format_table_record, parse_options
from tarokk.core.seats import Seat
from tarokk.core.state import SettlementLine, State, load_game, payments, registered_games
from tarokk.core.table import TableGame, TableState
from tarokk.core.words import PHASES
from tarokk.studies.table import hand_odds

QUIT = ("q", "quit", "kilép")
"""What the learner types to leave the table."""


def table_game(name: str, options: str = "", rules: str | None = None) -> TableGame:
    """The hosted game ``name``, which must play through the table interface, with the house
    rules of ``rules`` (the game's name or one of its presets, then ``option=value`` pairs:
    ``magyar, first_lead=declarer``) and ``options`` (``name=value, …``) on top."""
    game = load_game(name)
    if not isinstance(game, TableGame):
        raise TarokkInputError(_("{game} is not played at this table").format(game=name))
    chosen = type(game.rules).from_spec(rules) if rules else game.rules
    return type(game)(**{**chosen.changed(), **parse_options(options)})


def game_named_by(rules: str | None) -> str | None:
    """The game a ``--rules`` spec begins with (``magyar, first_lead=declarer``), if any."""
    first = (rules or "").split(",")[0].strip().casefold()
    return first if first in registered_games() else None


def chosen_game(args: argparse.Namespace) -> str:
    """The game a command is asked about: its ``--game``, else the game its ``--rules`` spec
    begins with, else Paskievics tarokk; the two naming different games is refused."""
    named = game_named_by(args.variant)
    if args.game and named and named != args.game:
        raise TarokkInputError(_("--rules names {named}, --game {game}").format(named=named, game=args.game))
    return str(args.game or named or "paskievics")


def settlement_lines(seats: Sequence[Seat], settled: Sequence[SettlementLine]) -> list[str]:
    """A deal's settlement, line by line with each line's source, then each seat's total."""
    lines = []
    for line in settled:
        paid = ", ".join(f"{seat} {_amount(amount)}" for seat, amount in zip(seats, line.amounts, strict=True))
        lines.append(f"  {line.described(words_language())} ({line.source}): {paid}")
    if not lines:
        return [_("No game: nobody pays.")]
    owed = zip(seats, payments(settled, len(seats)), strict=True)
    totals = ", ".join(f"{seat} {_amount(total)}" for seat, total in owed)
    return [_("Settlement:"), *lines, _("Total: {totals}").format(totals=totals)]


def _amount(amount: Fraction) -> str:
    return signed(int(amount)) if amount.denominator == 1 else signed(float(amount))


def replay_lines(state: State) -> list[str]:
    """A deal told action by action, then its settlement if the deal is over."""
    game = state.game
    twin = game.state_from_cards(*state.dealt_cards())
    lines = []
    for action in state.history():
        seat = game.seats[twin.current_player()]
        lines.append(f"{seat}: {twin.action_text(action, words_language())}")
        twin.apply_action(action)
    if state.is_terminal():
        lines += settlement_lines(game.seats, state.settlement())
    return lines


Ask = Callable[[str], str]
"""How the table reads the learner's answer: ``input`` at a terminal."""


def play_table(
    game: TableGame,
    learner: Seat,
    bots: str,
    seed: int,
    deals: int,
    record_dir: Path,
    ask: Ask = input,
    say: Callable[[str], None] = print,
    practice: bool = False,
) -> list[float]:
    """Play ``deals`` deals of ``game`` with the learner at ``learner`` and the game's ``bots``
    elsewhere; each deal's record is saved in ``record_dir``. At his turn the learner has
    the keys of :data:`~tarokk.cli.game_text.KEYS` (``u`` in ``practice`` only). Where the
    game is a course of deals (:meth:`~tarokk.core.table.TableGame.course`), the deals are its
    first ``deals``, the deal passing to the right each time while the players keep their
    chairs, and the running score sheet is shown after each deal; so it is in a game with a
    target (:attr:`~tarokk.core.table.TableGame.sheet_target`), which ends once a player
    reaches it. Returns each player's total, the players named by their seats in the first deal."""
    if learner not in game.seats:
        raise TarokkInputError(
            _("{game} is played at seats {seats}; no seat {seat}").format(
                game=game.name, seats=", ".join(game.seats), seat=learner
            )
        )
    check_folder(record_dir)  # before the first deal, so that no deal played is lost
    seats, course = game.seats, game.course()
    totals, written = [0.0] * len(seats), [0.0] * len(seats)
    for deal in range(deals):
        turn = deal if course else 0  # in a course the deal passes to the right each time

        def by_player(values: Sequence[float], turn: int = turn) -> list[float]:
            """Values by seat this deal, by player (the seat each held in the first deal)."""
            return [values[(player - turn) % len(seats)] for player in range(len(seats))]

        seat = seats[(seats.index(learner) - turn) % len(seats)]
        dealing = course[deal] if course else game
        table = LearnersTable(dealing.new_initial_state(seed + deal), seat, bots, seed + deal, ask, say, practice)
        if game.sheet_target is None:
            say(_("Deal {number} of {deals} ({game}, seed {seed}); you sit at {seat}.").format(
                number=deal + 1, deals=deals, game=game.definition.hu, seed=seed + deal, seat=seat
            ))  # fmt: skip
        else:
            say(_("Deal {number} of the race to {target} ({game}, seed {seed}); you sit at {seat}.").format(
                number=deal + 1, target=game.sheet_target, game=game.definition.hu, seed=seed + deal, seat=seat
            ))  # fmt: skip
        say(keys_line())
        try:
            left = table.play()
        except KeyboardInterrupt:
            _save_unfinished(table.state, seed + deal, record_dir, say)
            raise
        state = table.state
        if left:
            path = _save_unfinished(state, seed + deal, record_dir, say)
            if left == "end of input":
                ended = _("the input ended before the end of the deal; the unfinished deal is in {path}")
                raise IncompleteRecord(ended.format(path=path))
            say(_("You left the table."))
            return totals
        for line in settlement_lines(game.seats, state.settlement()):
            say(line)
        totals = [total + paid for total, paid in zip(totals, by_player(state.returns()), strict=True)]
        path = write_text_new(record_dir / f"{game.name}-{seed + deal}.txt", format_table_record(state, seed + deal))
        say(_("The record of the deal: {path}").format(path=path))
        if course or game.sheet_target is not None:
            points = by_player(state.sheet_points())
            written = [total + point for total, point in zip(written, points, strict=True)]
            say(sheet_line(deal + 1, seats, learner, points, written))
            winner = race_winner(written, game.sheet_target)
            if winner is not None:
                say(_("{seat} reaches {target} points first and wins the game.").format(
                    seat=seats[winner], target=game.sheet_target
                ))  # fmt: skip
                break
    summed = ", ".join(f"{seat} {signed(round(total))}" for seat, total in zip(game.seats, totals, strict=True))
    say(_("Totals: {totals}").format(totals=summed))
    return totals


def race_winner(totals: Sequence[float], target: int | None) -> int | None:
    """The player (by index) who has won a race to ``target`` with these totals: the one
    highest once anyone reaches it; None without a target, before it, or while two are level
    at the top."""
    if target is None or max(totals) < target or sorted(totals)[-2] == max(totals):
        return None
    return totals.index(max(totals))


def sheet_line(
    number: int, seats: Sequence[Seat], learner: Seat, points: Sequence[float], totals: Sequence[float]
) -> str:
    """The running score sheet after deal ``number``: each player's points in the deal and in all,
    the players named by their seats in the first deal, the learner marked."""
    players = (f"{seat}{'*' if seat == learner else ''} {_amount(Fraction(point))} → {_amount(Fraction(total))}"
               for seat, point, total in zip(seats, points, totals, strict=True))  # fmt: skip
    return _("Score sheet after deal {number} (* you): {players}").format(number=number, players=", ".join(players))


class LearnersTable:
    """One deal at the terminal: the learner's turns asked, with the keys, the others' played
    by the game's bot named ``bots``; in ``practice`` the deal before each of the learner's
    actions is kept for ``u``."""

    def __init__(
        self,
        state: TableState,
        learner: Seat,
        bots: str,
        seed: int,
        ask: Ask,
        say: Callable[[str], None],
        practice: bool,
    ) -> None:
        self.state, self.learner = state, learner
        self.bot = table_bot(state.game, bots, np.random.default_rng(seed))
        self.ask, self.say, self.practice = ask, say, practice
        self.player = state.game.seats.index(learner)
        self.before_mine: list[TableState] = []

    def play(self) -> str | None:
        """Play the deal to its end; or stop where the learner leaves: ``"quit"`` or ``"end of input"``."""
        seats = self.state.game.seats
        while not self.state.is_terminal():
            player = self.state.current_player()
            if player != self.player:
                action = self.bot.choose(self.state.view(player), self.state.legal_actions())
                self.say(f"{seats[player]}: {self.state.action_shown_to(action, self.player, words_language())}")
                self.state.apply_action(action)
                continue
            answer = self.learners_action()
            if isinstance(answer, str):
                return answer
            if self.practice:
                self.before_mine.append(self.state.clone())
            self.state.apply_action(answer)
        return None

    def learners_action(self) -> int | str:
        """Show the table and the legal actions, and read a choice: a number from the list, an
        action's words as the list shows them or its name, or a key; ``"quit"`` or ``"end of
        input"`` when the learner leaves."""
        state = self.state
        self.say(state.table_text(self.player, words_language()))
        legal = state.legal_actions()
        for index, action in enumerate(legal, start=1):
            self.say(f"  {index:>2}. {state.action_shown_to(action, self.player, words_language())}")
        while True:
            try:
                answer = self.ask(_("Your choice (number, or q to quit): ")).strip()
            except EOFError:
                return "end of input"
            key = answer.lower()
            if key in QUIT:
                return "quit"
            if key in KEYS and key not in ("q", "Enter"):
                if key == "u" and self.undo():
                    return self.learners_action()
                self.on_key(key, legal)
                continue
            if re.fullmatch(r"[0-9]{1,4}", answer) and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            shown = [
                action
                for action in legal
                if key
                in {
                    state.action_text(action, words_language()).casefold(),
                    state.action_shown_to(action, self.player, words_language()).casefold(),
                }
            ]
            if shown:  # the words of the list: "passz", "hívja a kőr királyt"
                return shown[0]
            try:
                action = state.string_to_action(answer)
                if action in legal:
                    return action
                state.clone().apply_action(action)  # not legal: the game refuses it, with its rule
            except IllegalAction as error:
                self.say(error_text(error))
            except TarokkInputError:
                self.say(
                    _("{answer}: no such choice; type its number, or its words as the list shows them").format(
                        answer=repr(answer)
                    )
                )

    def on_key(self, key: str, legal: Sequence[int]) -> None:
        """``?`` the rules of this phase, ``h`` the rule-based bot's choice, ``l`` the legend,
        ``r`` the last trick, ``a`` everything so far; ``u`` outside practice says how to get it."""
        state = self.state
        if key == "?":
            self.say(explanation(state))
        elif key == "h":
            advisor = table_bot(state.game, "rule", np.random.default_rng(len(state.history())))
            advice = advisor.choose(state.view(self.player), legal)
            self.say(
                _("The rule-based bot would choose: {action}").format(
                    action=state.action_text(advice, words_language())
                )
            )
        elif key == "l":
            self.say(legend(state.game.definition.deck))
        elif key == "r":
            tricks = state.tricks_taken()
            self.say(trick_text(len(tricks), tricks[-1], "full") if tricks else _("No trick has been played yet."))
        elif key == "a":
            self.say("\n".join(self.seen_so_far()) or _("Nothing has been said or played yet."))
        else:
            self.say(_("Undo is for practice: start the game with 'tarokk play --practice'."))

    def seen_so_far(self) -> list[str]:
        """Every action of the deal so far as the learner saw it (another seat's hidden discard unnamed)."""
        state = self.state
        twin = state.game.state_from_cards(*state.dealt_cards())
        lines = []
        for action in state.history():
            seat = state.game.seats[twin.current_player()]
            lines.append(f"{seat}: {twin.action_shown_to(action, self.player, words_language())}")
            twin.apply_action(action)
        return lines

    def undo(self) -> bool:
        """``u`` in practice: the deal goes back to before the learner's last action (the bots'
        actions after it are taken back too). False outside practice or before any action."""
        if not self.practice:
            return False
        if not self.before_mine:
            self.say(_("Nothing of yours to take back yet."))
            return False
        self.state = self.before_mine.pop()
        self.say(_("Taken back: your last action and what followed it."))
        return True


def explanation(state: TableState) -> str:
    """What ``?`` says: the phase and the rules of the game's catalogue that decide it, each with its id."""
    language = words_language()
    phase = str(state.phase)
    rules = [entry for entry in game_rules(state.game.name) if entry.id.split(".")[1] == phase]
    lines = [_("Now: {phase} ({game}).").format(phase=PHASES[phase](language), game=state.game.definition.hu)]
    lines += [f"{entry.titled(language)}: {entry.stated(language)} ({entry.id})" for entry in rules]
    if not rules:
        lines.append(_("Choose one of the actions listed; a refused one is told with its rule."))
    return "\n".join(lines)


def _save_unfinished(state: TableState, seed: int, record_dir: Path, say: Callable[[str], None]) -> Path:
    """Save a deal left unfinished, which ``tarokk replay --partial`` reads up to its last action."""
    path = write_text_new(record_dir / f"{state.game.name}-{seed}-partial.txt", format_table_record(state, seed))
    say(_("The unfinished deal is saved in {path}").format(path=path))
    return path


def hand_odds_report(game: TableGame, hand_text: str, deals: int, seed: int, as_json: bool) -> str:
    """``tarokk odds --game G HAND``: each first choice of the first seat holding ``hand_text``
    (cards of the game's pack, as the table writes them), weighed on the same ``deals`` deals
    played out by the game's rule-based bots (:func:`~tarokk.studies.table.hand_odds`)."""
    hand = parse_hand(hand_text, game.definition.deck)
    odds = hand_odds(game, hand, deals, seed)
    if as_json:
        return json.dumps(
            {
                "game": game.name,
                "options": game.options_tag(),
                "hand": [card.tolnai for card in hand],
                "deals": deals,
                "seed": seed,
                "choices": [
                    {
                        "choice": choice.choice,
                        "mean": choice.mean[0],
                        "mean_ci95": [None if math.isnan(end) else end for end in choice.mean[1:]],  # unknown at 1 deal
                        "ahead": choice.ahead[0],
                        "ahead_ci95": list(choice.ahead[1:]),
                    }
                    for choice in odds
                ],
            },
            ensure_ascii=False,
            indent=1,
        )
    language = words_language()
    state = game.state_from_cards(*game.deal_pack(game.definition.deck.cards))
    names = {choice.choice: state.action_text(state.string_to_action(choice.choice), language) for choice in odds}
    heads = (
        _("choice"),
        _("mean payment ({percent} interval)").format(percent="95%"),
        _("ahead ({percent} interval)").format(percent="95%"),
    )
    rows = [heads]
    for choice in odds:
        mean, low, high = choice.mean
        rate, rate_low, rate_high = choice.ahead
        paid = f"{number(mean, '+.2f')} ({number(low, '+.2f')} … {number(high, '+.2f')})"
        ahead = f"{number(rate, '.1%')} ({number(rate_low, '.1%')} … {number(rate_high, '.1%')})"
        rows.append((names[choice.choice], paid, ahead))
    widths = [max(len(row[column]) for row in rows) for column in range(2)]
    lines = [
        _("{game}: {hand} in the first seat, {deals} deals · seed {seed}").format(
            game=game.definition.hu, hand=cards_text(hand, language), deals=number(deals, ","), seed=seed
        ),
        *(f"{row[0]:<{widths[0]}}  {row[1]:<{widths[1]}}  {row[2]}" for row in rows),
    ]
    return "\n".join(lines)
