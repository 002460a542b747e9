"""From a finished deal to its settlement: the :class:`~tarokk.games.paskievics.scoring.DealSummary` of a
:class:`~tarokk.games.paskievics.deal.Deal`, and reading either a summary or a whole game record."""

from __future__ import annotations

from pathlib import Path

from tarokk.core.cards import PAGAT, SKIZ, XXI, Card
from tarokk.core.errors import RecordParseError, TarokkInputError
from tarokk.core.records import parse_record
from tarokk.core.seats import ACTIVE_SEATS, Seat
from tarokk.games.paskievics.contracts import CONTRACTS
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.replay import replay
from tarokk.games.paskievics.scoring import (
    Announcement,
    DealSummary,
    Honour,
    Made,
    PagatUltimo,
    Penalty,
    TalonHonour,
    TarokkCountClaim,
    read_document,
    summary_from_data,
)

HONOUR_SIGNS: dict[Card, Honour] = {SKIZ: "S", XXI: "XXI", PAGAT: "I"}


def deal_summary(deal: Deal) -> DealSummary | None:
    """The summary settlement needs; None for a deal passed out or thrown in (nobody pays)."""
    result = deal.result()
    if result.outcome in ("all-passed", "thrown-in") or result.declarer is None:
        return None
    contract = next(c for c in CONTRACTS if c.name == result.contract)
    if result.outcome == "probaharom-failed":
        return DealSummary(
            variant=result.ruleset,
            players=result.players,
            contract=contract,
            declarer=result.declarer,
            partner=None,
            declarer_card_points=0,
            declarer_tricks=0,
            penalty=Penalty("failed-probaharom", result.declarer),
        )
    made = result.made
    assert made is not None
    pagat = PagatUltimo(*made.pagat_last_trick) if made.pagat_last_trick is not None else None
    talon_honours = tuple(
        TalonHonour(seat, HONOUR_SIGNS[card])
        for seat in ACTIVE_SEATS
        for card in deal.talon_taken.get(seat, ())
        if card in HONOUR_SIGNS
    )
    return DealSummary(
        variant=result.ruleset,
        players=result.players,
        contract=contract,
        declarer=result.declarer,
        partner=result.partner,
        declarer_card_points=result.card_points["declarer"],
        declarer_tricks=result.tricks["declarer"],
        announced=tuple(Announcement(a.figure, a.side, a.kontra) for a in result.announced),
        made=Made(made.trull, made.four_kings, pagat, made.xxi_capture),
        tarokk_counts=tuple(TarokkCountClaim(seat, count, said) for seat, count, said in result.tarokk_counts),
        talon_honours=talon_honours,
    )


def record_outcome(path: Path) -> tuple[DealSummary | None, str | None, Seat | None]:
    """A finished game record's summary (None without a game), how it ended if there was
    no game (``all-passed``, ``thrown-in``), and the mayor (whose XXI the skíz caught)."""
    deal = replay(parse_record(path.read_text(encoding="utf-8"))).deal
    if deal is None or not deal.finished:
        raise TarokkInputError(f"{path}: this game record does not reach the end of a deal")
    result = deal.result()
    summary = deal_summary(deal)
    mayor = result.made.mayor if result.made is not None else None
    return summary, None if summary is not None else result.outcome, mayor


def load_deal_or_summary(path: Path) -> DealSummary:
    """Read a deal summary (JSON or TOML) or a whole game record, replayed and summarised."""
    text = path.read_text(encoding="utf-8")
    try:
        data = read_document(text, "a deal summary")
    except TarokkInputError as not_a_summary:
        try:
            record = parse_record(text)
        except RecordParseError as not_a_record:
            raise TarokkInputError(
                f"{path}: {not_a_summary}; nor is it a game record ({not_a_record})".replace("the text ", "it ")
            ) from None
        deal = replay(record).deal
        if deal is None or not deal.finished:
            raise TarokkInputError(
                f"{path}: this game record does not reach the end of a deal, so there is nothing to settle"
            ) from None
        summary = deal_summary(deal)
        if summary is None:
            raise TarokkInputError(
                f"{path}: the deal was {deal.result().outcome}; nobody pays (the session's double round follows)"
            ) from None
        return summary
    return summary_from_data(data)
