"""The engine's two error types.

Every refusal of a player's action is an :class:`IllegalAction` carrying the id of
the rule that forbids it (see the rule catalogue, ``tarokk/data/rules.toml``) and a
sentence a player understands. Bad text (a card name, a record, a bid word) is a
:class:`TarokkInputError`.
"""

from __future__ import annotations


class TarokkError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(TarokkError):
    """An action the rules forbid at this point of the deal.

    ``rule`` is the rule id (e.g. ``play.follow-suit``); ``message`` says who may
    not do what and why ("B must follow hearts: holds kőr dáma"). The state that
    refused the action is left unchanged.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class TarokkInputError(TarokkError, ValueError):
    """Text the engine cannot read: it quotes the text and says what was expected."""


class RecordParseError(TarokkInputError):
    """A game record that does not parse, with the line and column of the fault."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


class DefinitionError(TarokkError, ValueError):
    """A game definition whose parts do not agree (a talon that does not fit the deck, …)."""
