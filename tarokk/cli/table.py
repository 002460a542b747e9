"""The command line of every game that plays through :mod:`tarokk.core.table`: a game at
the terminal against the game's bots, and the replay and settlement of its records.

The words come from the game itself (:meth:`~tarokk.core.table.TableState.table_text`,
:meth:`~tarokk.core.table.TableState.action_text`, the settlement's lines), in the language
the command speaks; this module only asks, lists and writes down.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import numpy as np

from tarokk.cli.engine_text import error_text
from tarokk.cli.language import _, language
from tarokk.core.display import signed
from tarokk.core.errors import IncompleteRecord, TarokkError, TarokkInputError
from tarokk.core.files import write_text_new
from tarokk.core.gamerecords import Replayed, format_table_record, parse_options
from tarokk.core.seats import Seat
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import Bot, TableGame, TableState
from tarokk.core.words import Language

BOT_NAMES = {"rule": "rules", "random": "random"}
"""The ``--bots`` choices of ``tarokk play`` and the name each game gives that bot."""
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
    """The table game a ``--rules`` spec begins with (``magyar, first_lead=declarer``), if any."""
    first = (rules or "").split(",")[0].strip().casefold()
    return first if first in registered_games() and isinstance(load_game(first), TableGame) else None


def _language() -> Language:
    return "hu" if language() == "hu" else "en"


def settlement_lines(state: TableState) -> list[str]:
    """The deal's settlement, line by line with each line's source, then each seat's total."""
    seats = state.game.seats
    lines = []
    for line in state.settlement():
        paid = ", ".join(f"{seat} {_amount(amount)}" for seat, amount in zip(seats, line.amounts, strict=True))
        lines.append(f"  {line.described(_language())} ({line.source}): {paid}")
    if not lines:
        return [_("No game: nobody pays.")]
    totals = ", ".join(f"{seat} {_amount(Fraction(total))}" for seat, total in zip(seats, state.returns(), strict=True))
    return [_("Settlement:"), *lines, _("Total: {totals}").format(totals=totals)]


def _amount(amount: Fraction) -> str:
    return signed(int(amount)) if amount.denominator == 1 else signed(float(amount))


def replay_lines(replayed: Replayed) -> list[str]:
    """A replayed record told action by action, then its settlement if the deal is over."""
    state = replayed.state
    game = state.game
    twin = game.state_from_cards(*state.dealt_cards())
    lines = []
    for action in state.history():
        seat = game.seats[twin.current_player()]
        lines.append(f"{seat}: {twin.action_text(action, _language())}")
        twin.apply_action(action)
    if replayed.finished:
        lines += settlement_lines(state)
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
) -> list[float]:
    """Play ``deals`` deals of ``game`` with the learner at ``learner`` and the game's ``bots``
    elsewhere; each deal's record is saved in ``record_dir``. Returns each seat's total."""
    if learner not in game.seats:
        raise TarokkInputError(
            _("{game} is played at seats {seats}; no seat {seat}").format(
                game=game.name, seats=", ".join(game.seats), seat=learner
            )
        )
    bot = game.bots[BOT_NAMES[bots]]
    totals = [0.0] * game.num_players()
    for number in range(deals):
        rng = np.random.default_rng(seed + number)
        state = game.new_initial_state(seed + number)
        say(_("Deal {number} of {deals} ({game}, seed {seed}); you sit at {seat}.").format(
            number=number + 1, deals=deals, game=game.definition.hu, seed=seed + number, seat=learner
        ))  # fmt: skip
        try:
            left = _play_deal(state, learner, bot, rng, ask, say)
        except KeyboardInterrupt:
            _save_unfinished(state, seed + number, record_dir, say)
            raise
        if left:
            path = _save_unfinished(state, seed + number, record_dir, say)
            if left == "end of input":
                ended = _("the input ended before the end of the deal; the unfinished deal is in {path}")
                raise IncompleteRecord(ended.format(path=path))
            say(_("You left the table."))
            return totals
        for line in settlement_lines(state):
            say(line)
        totals = [total + paid for total, paid in zip(totals, state.returns(), strict=True)]
        path = write_text_new(
            record_dir / f"{game.name}-{seed + number}.txt", format_table_record(state, seed + number)
        )
        say(_("The record of the deal: {path}").format(path=path))
    summed = ", ".join(f"{seat} {signed(round(total))}" for seat, total in zip(game.seats, totals, strict=True))
    say(_("Totals: {totals}").format(totals=summed))
    return totals


def _play_deal(
    state: TableState, learner: Seat, bot: Bot, rng: np.random.Generator, ask: Ask, say: Callable[[str], None]
) -> str | None:
    """Play one deal to its end, the learner's turns asked, the others' played by ``bot``; or
    stop where the learner leaves: ``"quit"`` or ``"end of input"``."""
    seats = state.game.seats
    while not state.is_terminal():
        player = state.current_player()
        if seats[player] == learner:
            action = _learners_action(state, player, ask, say)
            if isinstance(action, str):
                return action
        else:
            action = bot(state.view(player), state.legal_actions(), rng)
            say(f"{seats[player]}: {state.action_shown_to(action, seats.index(learner), _language())}")
        state.apply_action(action)
    return None


def _save_unfinished(state: TableState, seed: int, record_dir: Path, say: Callable[[str], None]) -> Path:
    """Save a deal left unfinished, which ``tarokk replay --partial`` reads up to its last action."""
    path = write_text_new(record_dir / f"{state.game.name}-{seed}-partial.txt", format_table_record(state, seed))
    say(_("The unfinished deal is saved in {path}").format(path=path))
    return path


def _learners_action(state: TableState, player: int, ask: Ask, say: Callable[[str], None]) -> int | str:
    """Show the learner the table and the legal actions, and read a choice: a number from the
    list or an action's name; ``"quit"`` if the learner quits, ``"end of input"`` if the input ends."""
    say(state.table_text(player, _language()))
    legal = state.legal_actions()
    for index, action in enumerate(legal, start=1):
        say(f"  {index:>2}. {state.action_text(action, _language())}")
    while True:
        try:
            answer = ask(_("Your choice (number, or q to quit): ")).strip()
        except EOFError:
            return "end of input"
        if answer.lower() in QUIT:
            return "quit"
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return legal[int(answer) - 1]
        try:
            action = state.string_to_action(answer)
            if action in legal:
                return action
            state.clone().apply_action(action)  # not legal: the game refuses it, with its rule
        except TarokkError as error:
            say(error_text(error))
