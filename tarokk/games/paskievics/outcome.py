"""From a finished deal to its settlement: the :class:`~tarokk.games.paskievics.scoring.DealSummary` of a
:class:`~tarokk.games.paskievics.deal.Deal`, and reading either a summary or a whole game record."""

from __future__ import annotations

import re
from pathlib import Path

from tarokk.core.documents import read_document
from tarokk.core.errors import IncompleteRecord, RecordParseError, TarokkError, TarokkInputError
from tarokk.core.files import read_text
from tarokk.core.gamerecords import is_table_record, parse_table_record, replay_table_record
from tarokk.core.seats import Seat
from tarokk.core.words import CORE, Words, place
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import replay
from tarokk.games.paskievics.scoring import DealSummary, NoGame, summary_from_data
from tarokk.games.paskievics.state import PaskievicsGame, PaskievicsState
from tarokk.games.paskievics.words import WORDS


def deal_summary(deal: Deal) -> DealSummary | None:
    """The finished deal's summary if somebody pays; None for a deal passed out or thrown in."""
    summary = deal.result()
    return summary if summary.has_game else None


def finished_deal(path: Path, text: str) -> Deal:
    """The finished deal a game record at ``path`` plays (either format: the one every game
    writes, :mod:`tarokk.core.gamerecords`, or the classic Paskievics one,
    :mod:`tarokk.games.paskievics.records`)."""
    if is_table_record(text):
        record = parse_table_record(text)
        if record.game_name != PaskievicsGame.name:
            raise TarokkInputError(**WORDS.not_paskievics.message(path=path, game=record.game_name))
        state = replay_table_record(record).state
        assert isinstance(state, PaskievicsState)
        return state.deal
    replayed = replay(parse_record(text))
    if replayed.deal is None or not replayed.deal.finished:
        raise IncompleteRecord(**WORDS.nothing_to_settle.message(path=path, stopped=replayed.stopped_at()))
    return replayed.deal


def record_outcome(path: Path) -> tuple[DealSummary | None, NoGame | None, Seat | None]:
    """A finished game record's summary (None without a game), how it ended if there was
    no game (``all-passed``, ``thrown-in``), and the mayor (whose XXI the skíz caught)."""
    try:
        summary = finished_deal(path, read_text(path)).result()
    except IncompleteRecord:
        raise
    except TarokkError as error:
        raise error.at(within=str(path)) from None
    outcome = summary.outcome
    if outcome == "all-passed" or outcome == "thrown-in":
        return None, outcome, summary.mayor
    return summary, None, summary.mayor


_DATA_START = re.compile(r"[{\[]\s*$|[{]|\[\s*[\[{\"\d-]|\[[\w.\"-]+\]\s*$|[\w\"-]+\s*=")


def looks_like_json_or_toml(text: str) -> bool:
    """Whether the first line that is not blank or a comment opens JSON or TOML (``{``,
    ``key = value``, ``[table]``) rather than a game record (``[Event "…"]``)."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return _DATA_START.match(stripped) is not None
    return False


def _said_of(not_a_summary: TarokkInputError) -> Words:
    """Why a text is no summary, said of the file: "it is not …" rather than "the text is not …"."""
    hu = not_a_summary.hu or not_a_summary.message
    return Words(
        not_a_summary.message.replace(CORE.the_text.en + " ", CORE.it_is.en + " "),
        hu.replace(CORE.the_text.hu + " ", CORE.it_is.hu + " "),
    )


def load_deal_or_summary(path: Path) -> DealSummary:
    """Read a deal summary (JSON or TOML) or a whole game record, replayed and summarised (a
    deal passed out or thrown in too: its summary has no game, and nobody pays)."""
    text = read_text(path)
    try:
        data = read_document(text, CORE.a_deal_summary)
    except TarokkInputError as not_a_summary:
        summary = _said_of(not_a_summary)
        if looks_like_json_or_toml(text):  # the parser's own fault, with its line; no record is tried
            said = {"message": f"{path}: {summary.en}", "hu": f"{path}: {summary.hu}"}
            raise TarokkInputError(**said, line=not_a_summary.line, column=not_a_summary.column) from None
        if not is_table_record(text):
            try:
                parse_record(text)
            except RecordParseError as not_a_record:
                record = Words(str(not_a_record), place(not_a_record, "hu") + (not_a_record.hu or not_a_record.message))
                placed = Words(place(not_a_summary) + summary.en, place(not_a_summary, "hu") + summary.hu)
                raise TarokkInputError(**WORDS.nor_a_record.message(path=path, summary=placed, record=record)) from None
        return finished_deal(path, text).result()
    return summary_from_data(data)
