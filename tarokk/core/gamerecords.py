"""Game records for every hosted game, in one format.

A record names its game and options in tags, lays out the cards as dealt, and lists the
actions one per line, each with the seat that took it, in the game's own action names
(:meth:`~tarokk.core.state.State.action_to_string`). ``#`` starts a comment::

    [Game "magyar"]
    [Options "szolo_talon_figures=lost"]
    [Seed "7"]

    Hands:
      A: S, XXI, XVIII, …
      B: …
      C: …
    Talon: Kő b, …
    Actions:
      A pass
      B three
      …

Options are ``name=value`` pairs between commas; a value reads as a whole number, as
``true``/``false``, or else as text, and is handed to the game as such. Without ``Hands:``
and ``Talon:`` the deal is dealt from the ``Seed`` tag. Replaying uses every line or
refuses it: a fault names its line and column, and an action the rules forbid raises the
game's own :class:`~tarokk.core.errors.IllegalAction` with its rule id, seat and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tarokk.core.cards import Card
from tarokk.core.errors import (
    IllegalAction,
    IncompleteRecord,
    OptionError,
    RecordParseError,
    TarokkError,
    TarokkInputError,
    excerpt,
)
from tarokk.core.recordtext import cards_at, check_lengths, read_tag, record_lines, section_header, strip_comment
from tarokk.core.seats import Seat, parse_seat
from tarokk.core.state import TERMINAL, Game, State, load_game
from tarokk.core.words import CORE

SECTIONS = ("Hands", "Talon", "Actions")
TAGS = ("Game", "Options", "Seed", "Event")
OptionValue = int | bool | str


@dataclass(frozen=True)
class RecordedAction:
    """One line of the ``Actions:`` section: who acted, the action's name, and where it stands."""

    seat: Seat
    name: str
    line: int
    column: int


@dataclass
class TableRecord:
    """A record as read: its tags, the cards as laid out, the actions, and the lines they came from."""

    tags: dict[str, str] = field(default_factory=dict)
    hands: dict[Seat, tuple[Card, ...]] = field(default_factory=dict)
    talon: tuple[Card, ...] | None = None
    actions: list[RecordedAction] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict, compare=False)

    @property
    def game_name(self) -> str:
        return self.tags["Game"]

    def options(self) -> dict[str, OptionValue]:
        """The ``Options`` tag as values: whole numbers, ``true``/``false``, else text."""
        try:
            return parse_options(self.tags.get("Options", ""))
        except TarokkInputError as error:
            raise RecordParseError(self.lines.get("tag Options", 1), 1, error.message, hu=error.hu) from None

    def seed(self) -> int | None:
        text = self.tags.get("Seed")
        if text is None:
            return None
        if not re.fullmatch(r"[0-9]{1,20}", text) or int(text) > 2**64 - 1:
            raise RecordParseError(self.lines.get("tag Seed", 1), 1, **CORE.seed_tag.message(text=excerpt(text)))
        return int(text)


def parse_options(text: str) -> dict[str, OptionValue]:
    """Options written ``name=value, name=value``: each value a whole number, ``true`` or
    ``false``, or else text (as records and ``tarokk play --options`` write them)."""
    options: dict[str, OptionValue] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, equals, value = part.partition("=")
        if not equals or not re.fullmatch(r"[a-z_][a-z0-9_]*", name.strip()):
            raise TarokkInputError(**CORE.bad_option_pair.message(text=excerpt(part)))
        if name.strip() in options:
            raise TarokkInputError(**CORE.option_given_twice.message(name=name.strip(), text=excerpt(text)))
        options[name.strip()] = _option_value(value.strip())
    return options


def _option_value(text: str) -> OptionValue:
    if re.fullmatch(r"-?[0-9]{1,9}", text):
        return int(text)
    if text in ("true", "false"):
        return text == "true"
    return text


def is_table_record(text: str) -> bool:
    """Whether ``text`` is a record in this format: its first tag names the game (records of
    Paskievics tarokk written before it took this format name their variant instead, and are
    read by :mod:`tarokk.games.paskievics.records`)."""
    for raw in text.splitlines():
        line = strip_comment(raw).strip()
        if line:
            return line.startswith("[Game ")
    return False


def parse_table_record(text: str) -> TableRecord:
    """Read a record's layout (not yet its actions' legality); a fault raises
    :class:`~tarokk.core.errors.RecordParseError` with its line and column."""
    record = TableRecord()
    section: str | None = None
    raw_cards: list[tuple[str, str, int, int]] = []  # (what, text, line, column), read once the deck is known
    for number, indent, body in record_lines(text):
        if indent == 0 and body.startswith("["):
            tag = read_tag(body, number, section, record.tags, '[Game "magyar"]', TAGS)
            record.lines[f"tag {tag}"] = number
            continue
        check_lengths(body, number, indent + 1)
        if indent == 0:
            name, rest = section_header(body, number, SECTIONS, "Talon")
            if f"section {name}" in record.lines:
                raise RecordParseError(number, 1, **CORE.section_twice.message(name=name))
            record.lines[f"section {name}"] = number
            section = name
            if name == "Talon":
                raw_cards.append(("talon", rest, number, len(name) + 2))
            continue
        if section == "Hands":
            seat_text, colon, cards = body.partition(":")
            if not colon:
                raise RecordParseError(number, indent + 1, **CORE.not_seat_cards.message(text=excerpt(body)))
            raw_cards.append(
                (f"hand {_seat(seat_text, number, indent + 1)}", cards, number, indent + len(seat_text) + 2)
            )
        elif section == "Actions":
            seat_text, _, name = body.replace(":", " ", 1).partition(" ")
            if not name.strip():
                raise RecordParseError(number, indent + 1, **CORE.not_seat_action.message(text=excerpt(body)))
            column = indent + len(seat_text) + 2 + len(name) - len(name.lstrip())
            record.actions.append(RecordedAction(_seat(seat_text, number, indent + 1), name.strip(), number, column))
        else:
            raise RecordParseError(number, indent + 1, **CORE.stray_indent.message())
    if "Game" not in record.tags:
        raise RecordParseError(1, 1, **CORE.game_tag_first.message())
    _read_cards(record, raw_cards)
    return record


def _seat(text: str, line: int, column: int) -> Seat:
    try:
        return parse_seat(text)
    except TarokkError as error:
        raise RecordParseError(line, column, error.message, hu=error.hu) from None


def _read_cards(record: TableRecord, raw_cards: list[tuple[str, str, int, int]]) -> None:
    """Read the laid-out cards in the deck of the record's game (known only once its tag is read)."""
    if not raw_cards:
        return
    game = _game(record)
    deck = game.definition.deck
    for what, text, line, column in raw_cards:
        cards = tuple(cards_at(text, line, column, deck))
        if what == "talon":
            record.talon = cards
        else:
            seat: Seat = parse_seat(what.split()[1])
            if seat in record.hands:
                raise RecordParseError(line, 1, **CORE.hand_twice.message(seat=seat))
            record.hands[seat] = cards
        record.lines[what] = line


def _game(record: TableRecord) -> Game:
    """The record's game with its options (and seed, for a deal dealt from it)."""
    seed, options = record.seed() or 0, record.options()
    try:
        game = load_game(record.game_name, seed=seed, **options)
    except OptionError as error:
        raise RecordParseError(record.lines.get("tag Options", 1), 1, error.message, hu=error.hu) from None
    except TarokkError as error:
        raise RecordParseError(record.lines.get("tag Game", 1), 1, error.message, hu=error.hu) from None
    return game


@dataclass(frozen=True)
class Replayed:
    """A record replayed: the state after its last action, and whether the deal is over."""

    record: TableRecord
    state: State

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()


def replay_table_record(record: TableRecord, partial: bool = False) -> Replayed:
    """Deal the record's cards (or its seed) and apply each action in turn. An action out of
    turn, unknown to the game, or forbidden by its rules is refused with its line and column;
    a record that stops before the deal is over raises
    :class:`~tarokk.core.errors.IncompleteRecord` unless ``partial``."""
    game = _game(record)
    state = _first_state(record, game)
    for entry in record.actions:
        player = state.current_player()
        if player == TERMINAL:
            raise RecordParseError(entry.line, entry.column, **CORE.deal_over.message(action=excerpt(entry.name)))
        to_act = game.seats[player]
        if entry.seat != to_act:
            raise RecordParseError(entry.line, 1, **CORE.not_seats_turn.message(to_act=to_act, seat=entry.seat))
        try:
            action = state.string_to_action(entry.name)
            state.apply_action(action)
        except IllegalAction as refusal:
            raise refusal.at(seat=entry.seat, action=entry.name, line=entry.line, column=entry.column) from None
        except TarokkError as unknown:
            raise RecordParseError(entry.line, entry.column, unknown.message, hu=unknown.hu) from None
    if not partial and not state.is_terminal():
        player = state.current_player()
        raise IncompleteRecord(**CORE.stops_early.message(seat=game.seats[player]))
    return Replayed(record, state)


def _first_state(record: TableRecord, game: Game) -> State:
    if record.hands or record.talon is not None:
        if record.talon is None:
            raise RecordParseError(record.lines.get("section Hands", 1), 1, **CORE.no_talon.message())
        try:
            state = game.state_from_cards(record.hands, record.talon)
        except TarokkError as error:
            raise RecordParseError(record.lines.get("section Hands", 1), 1, error.message, hu=error.hu) from None
        _check_seed(record, game)
        return state
    if record.seed() is None:
        raise RecordParseError(1, 1, **CORE.no_cards.message())
    return game.new_initial_state()


def _check_seed(record: TableRecord, game: Game) -> None:
    """A record that gives both its cards and the ``Seed`` they were dealt from must agree
    with itself: the seed deals each seat the hand the record gives it, and the same talon."""
    seed = record.seed()
    if seed is None or record.talon is None:
        return
    hands, talon = game.new_initial_state(seed).dealt_cards()
    same = tuple(talon) == record.talon and all(set(hands[seat]) == set(cards) for seat, cards in record.hands.items())
    if not same:
        raise RecordParseError(record.lines.get("tag Seed", 1), 1, **CORE.seed_disagrees.message(seed=seed))


def format_table_record(state: State, seed: int | None = None, event: str | None = None) -> str:
    """The record of ``state``'s deal so far, in the layout :func:`parse_table_record` reads;
    ``event`` says where the deal comes from (``tarokk play, deal 2``)."""
    game = state.game
    tags = {"Game": game.name}
    if game.options_tag():
        tags["Options"] = game.options_tag()
    if seed is not None:
        tags["Seed"] = str(seed)
    if event is not None:
        tags["Event"] = event
    out = [f'[{name} "{_quoted(value)}"]' for name, value in tags.items()]
    hands, talon = state.dealt_cards()
    out += ["", "Hands:"]
    out += [f"  {seat}: " + ", ".join(card.tolnai for card in hands[seat]) for seat in game.seats if hands.get(seat)]
    out.append("Talon: " + ", ".join(card.tolnai for card in talon))
    out.append("Actions:")
    replay = game.state_from_cards(hands, talon)
    for action in state.history():
        out.append(f"  {game.seats[replay.current_player()]} {replay.action_to_string(action)}")
        replay.apply_action(action)
    return "\n".join(out) + "\n"


def _quoted(value: str) -> str:
    """A tag's value with its backslashes and quotes escaped, as the tag syntax reads them back."""
    return value.replace("\\", "\\\\").replace('"', '\\"')
