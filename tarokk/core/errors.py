"""The engine's errors, and the facts they carry.

Every refusal of a player's action is an :class:`IllegalAction` carrying the id of
the rule that forbids it (see the rule catalogue, ``tarokk/games/<game>/rules.toml``) and a
sentence a player understands. Bad text (a card name, a record, a bid word) is a
:class:`TarokkInputError`; a record that does not parse is a :class:`RecordParseError`,
one that stops before the end of its deal an :class:`IncompleteRecord`, a deal summary
with a bad key a :class:`SummaryError`. Like python-chess's illegal-move
error, all of them are :class:`ValueError`: a value the engine refuses.

Each error carries its facts as fields, ``None`` where they do not apply: ``rule``
(the rule id), ``seat`` (who tried), ``action`` (what was tried, as written),
``key`` (the path of a key in a summary document), ``line`` and ``column`` (where
in a text), ``message`` (the sentence, without the place or the rule) and ``hu`` (the
same sentence in Hungarian, where the code that raises it words it so). The code
that knows a fact adds it with :meth:`TarokkError.at`: the deal adds the seat and the
action, a replayed record the line and column.
"""

from __future__ import annotations

from typing import Protocol, Self

EXCERPT_CHARS = 40
"""The most characters of the input an error message quotes."""


def shorten(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` cut to ``limit`` characters, with ``…`` if longer."""
    return text if len(text) <= limit else text[:limit] + "…"


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` quoted for an error message, cut to ``limit`` characters with ``…`` if longer."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


class Bilingual(Protocol):
    """A text in English and in Hungarian (as :class:`tarokk.core.words.Words` is)."""

    @property
    def en(self) -> str: ...

    @property
    def hu(self) -> str: ...


class TarokkError(Exception):
    """Base class of every error the engine raises on purpose."""

    kind = "input"  # how ``--json`` names the error: "input" or "illegal-action"

    def __init__(
        self,
        message: str,
        *,
        rule: str | None = None,
        seat: str | None = None,
        action: str | None = None,
        key: str | None = None,
        line: int | None = None,
        column: int | None = None,
        hu: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.hu = hu
        self.rule = rule
        self.seat = seat
        self.action = action
        self.key = key
        self.line = line
        self.column = column

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle the error with all its fields, whatever its class's constructor takes, so an
        error raised in a worker process reaches the parent as itself."""
        return (_restored, (type(self), self.args, dict(self.__dict__)))

    def at(
        self,
        *,
        seat: str | None = None,
        action: str | None = None,
        key: str | None = None,
        line: int | None = None,
        column: int | None = None,
        within: str | Bilingual | None = None,
    ) -> Self:
        """Add the facts the caller knows (``None`` leaves a field as it is) and return the error.

        ``within`` names the part of a longer text the fault is in ("word 2", "trick 3"); it
        goes in front of the message; given in both languages, each goes in front of its own.
        """
        if within is not None:
            en, hu = (within, within) if isinstance(within, str) else (within.en, within.hu)
            self.message = f"{en}: {self.message}"
            self.hu = None if self.hu is None else f"{hu}: {self.hu}"
        for name, value in (("seat", seat), ("action", action), ("key", key), ("line", line), ("column", column)):
            if value is not None:
                setattr(self, name, value)
        return self

    def __str__(self) -> str:
        where = ""
        if self.line is not None:
            where = f"line {self.line}, column {self.column}: " if self.column is not None else f"line {self.line}: "
        return where + self.message + (f" ({self.rule})" if self.rule else "")

    def as_json(self) -> dict[str, str | int | None]:
        """The error as JSON-ready data, every field present (``None`` where it does not apply)."""
        return {
            "error": self.kind,
            "rule": self.rule,
            "seat": self.seat,
            "action": self.action,
            "key": self.key,
            "line": self.line,
            "column": self.column,
            "message": self.message,
        }


class IllegalAction(TarokkError, ValueError):
    """An action the rules forbid at this point of the deal.

    ``rule`` is the rule id (e.g. ``play.follow-suit``); ``message`` says who may
    not do what and why ("B must follow hearts: holds kőr dáma"). The state that
    refused the action is left unchanged.
    """

    kind = "illegal-action"
    rule: str

    def __init__(
        self,
        rule: str,
        message: str,
        *,
        seat: str | None = None,
        action: str | None = None,
        line: int | None = None,
        column: int | None = None,
        hu: str | None = None,
    ) -> None:
        super().__init__(message, rule=rule, seat=seat, action=action, line=line, column=column, hu=hu)


class TarokkInputError(TarokkError, ValueError):
    """Text the engine cannot read: it quotes the text and says what was expected."""


class OptionError(TarokkInputError):
    """A house rule a game does not have, or a value its option cannot take; the message
    lists what the game takes (:class:`~tarokk.core.options.GameOptions`)."""


class RecordParseError(TarokkInputError):
    """A game record that does not parse, with the line and column of the fault."""

    line: int
    column: int

    def __init__(self, line: int, column: int, message: str, *, hu: str | None = None) -> None:
        super().__init__(message, line=line, column=column, hu=hu)


class IncompleteRecord(TarokkInputError):
    """A game record that is right as far as it goes but stops before the end of its deal; the
    message says the phase it reached and who is to act. The command line exits with status 1."""

    kind = "incomplete"


class SummaryError(TarokkInputError):
    """A deal summary (JSON or TOML) with a bad or missing key; ``key`` is its path (``announced[0].kontra``),
    ``None`` for the document as a whole."""

    def __init__(
        self,
        key: str | None,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        hu: str | None = None,
    ) -> None:
        super().__init__(message, key=key, line=line, column=column, hu=hu)


class DefinitionError(TarokkError, ValueError):
    """A game definition whose parts do not agree (a talon that does not fit the deck, …)."""


def _restored(kind: type[TarokkError], args: tuple[object, ...], fields: dict[str, object]) -> TarokkError:
    """An unpickled error: its class, its exception arguments and its fields, as they were."""
    error = kind.__new__(kind)
    Exception.__init__(error, *args)
    error.__dict__.update(fields)
    return error
