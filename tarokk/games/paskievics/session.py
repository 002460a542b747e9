"""A session: a sequence of deals and its score sheet (pagat "Az elszámolás", "A
licitálás", "Helyválasztás, osztás, a játék befejezése", "Változatok a licitálásra";
Tolnai §26, §54*).

The deal passes counter-clockwise, to the dealer's right. When all four pass or a deal
is thrown in, the same dealer deals again and the next round counts double (the
``double_round`` option names the variants). The score sheet is zero-sum: every
deal's payments, times the round's multiplier, and the ultimó kassza's content always
add up to nothing. "Skíz oszt, nem oszt" ends the session; the mayor's hat goes to
whoever loses his XXI to the skíz.

Players keep their chairs; the seats A–D (E) are counted afresh from each deal's
dealer: A is the dealer's right-hand neighbour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tarokk.core.catalogue import slug
from tarokk.core.definition import Contract
from tarokk.core.display import signed
from tarokk.core.documents import bad_value, read_document
from tarokk.core.enforcement import enforces
from tarokk.core.errors import SummaryError, TarokkInputError, excerpt, shorten
from tarokk.core.seats import Seat, parse_seat
from tarokk.core.words import CORE, Language, Words
from tarokk.games.paskievics.announcements import other
from tarokk.games.paskievics.dealing import check_players
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.outcome import record_outcome
from tarokk.games.paskievics.ruleset import Ruleset, ruleset
from tarokk.games.paskievics.ruling import Ruling
from tarokk.games.paskievics.scoring import (
    EXPECTED,
    DealSummary,
    NoGame,
    PenaltyKind,
    as_number,
    kassza_stakes,
    settle,
    summary_from_data,
)
from tarokk.games.paskievics.words import WORDS

if TYPE_CHECKING:
    import pandas as pd

SHEET = WORDS.group("expected_sheet")
"""What a key of a score sheet takes, in words."""


@dataclass(frozen=True)
class SessionEntry:
    """One deal of a session: a summary, or a deal without a game.

    ``dealer`` (a player's name) is checked against the rules; ``mayor`` is the seat
    whose XXI was captured; ``skiz`` the seat holding the skíz (needed in the deal after
    "skíz oszt, nem oszt" is called); ``skiz_oszt_nem_oszt``: called after this deal.
    Under ``double_round = "thrower-calls"`` a thrown-in deal may say who threw it in
    (``thrower``), whether he deals the next deal (``thrower_deals``; None: the next player
    deals, the thrower too if he is next) and whether he calls a double round (``double_round``).
    """

    summary: DealSummary | None
    no_game: NoGame | None = None
    dealer: str | None = None
    mayor: Seat | None = None
    skiz: Seat | None = None
    skiz_oszt_nem_oszt: bool = False
    thrower: Seat | None = None
    thrower_deals: bool | None = None
    double_round: bool = False


@dataclass(frozen=True)
class DealLine:
    """What a deal's line on the score sheet says, as facts, worded in either language
    (:meth:`text`): who played what with whom and the net, the penalty and its offender,
    or the deal without a game and who deals next (players by name): the same dealer again,
    another player than the next, and whether he called a double round."""

    declarer: str | None = None
    partner: str | None = None
    contract: Contract | None = None
    net: int = 0
    penalty: PenaltyKind | None = None
    offender: str | None = None
    no_game: NoGame | None = None
    deals_again: str | None = None
    deals_next: str | None = None
    calls_double_round: bool = False
    kassza_shared: Fraction | None = None

    def text(self, language: Language = "en") -> str:
        """The line in ``language``: in English as the sheet's records keep it."""
        if self.kassza_shared is not None:
            return WORDS.kassza_shared(language, kassza=as_number(self.kassza_shared))
        if self.no_game is not None:
            then = WORDS.next_dealer_deals(language)
            if self.deals_again:
                then = WORDS.deals_again(language, dealer=self.deals_again)
            elif self.deals_next:
                said = WORDS.deals_and_doubles if self.calls_double_round else WORDS.deals_next
                then = said(language, dealer=self.deals_next)
            said = WORDS.all_passed if self.no_game == "all-passed" else WORDS.thrown_in
            return said(language, then=then)
        if self.penalty is not None:
            penalty = WORDS.group("penalties")[self.penalty](language)
            line = WORDS.penalty(language, penalty=penalty, offender=self.offender)
            return line + (WORDS.auction_again(language) if self.penalty == "missed-invit" else "")
        assert self.contract is not None
        contract = Words(self.contract.name, self.contract.hu)(language)
        said = WORDS.played_with if self.partner else WORDS.played_alone
        return said(language, declarer=self.declarer, partner=self.partner, contract=contract, net=signed(self.net))


@dataclass(frozen=True)
class SheetRow:
    """A line of the score sheet: what happened and everybody's running total."""

    number: int
    dealer: str
    line: DealLine
    multiplier: int
    totals: Mapping[str, Fraction]
    kassza: Fraction
    hat: str | None
    rulings: tuple[Ruling, ...] = ()

    @property
    def result(self) -> str:
        """What happened, in the engine's words (:meth:`DealLine.text` words it in Hungarian)."""
        return self.line.text()


@dataclass
class _Rounds:
    """The double rounds still running and how they stack (option ``double_round``)."""

    rule: str
    size: int
    remaining: list[int] = field(default_factory=list)
    factor: int = 1  # the quadruple variant's current factor

    @enforces(
        "session.double-round",
        "session.double-round-queued",
        "session.quadruple-round",
        "session.no-double-round",
        "session.double-round-called",
    )
    def multiplier(self) -> int:
        if self.rule == "overlapping":
            return 1 << len(self.remaining)
        if self.rule == "quadruple":
            return self.factor
        return 2 if self.remaining else 1

    @enforces(
        "session.double-round", "session.double-round-queued", "session.quadruple-round", "session.no-double-round"
    )
    def after_no_game(self) -> str:
        """Start the double round the rule starts after a deal without a game (none under
        ``thrower-calls``, where the thrower calls it: :meth:`call`)."""
        if self.rule == "overlapping":
            self.remaining.append(self.size)
            return f"the next {self.size} deals count double on top of any double round running"
        if self.rule == "queued":
            self.remaining = [sum(self.remaining) + self.size]
            return f"a double round of {self.size} deals is queued"
        if self.rule == "quadruple":
            self.factor = 2 if self.factor == 1 else 4
            self.remaining = [self.size]
            return f"the next {self.size} deals count {self.factor}-fold"
        return "no double round"

    @enforces("session.double-round-called")
    def call(self) -> str:
        """The thrower's double round: the next deals played, as many as the players, count
        double (Vadász tarokk (2025) II. 3. b))."""
        self.remaining = [self.size]
        return f"the next {self.size} deals played count double"

    def after_deal(self) -> None:
        self.remaining = [n - 1 for n in self.remaining if n > 1]
        if not self.remaining:
            self.factor = 1


_ROUND_RULES = {
    "overlapping": "session.double-round",
    "queued": "session.double-round-queued",
    "quadruple": "session.quadruple-round",
    "none": "session.no-double-round",
}


class Session:
    """A session at one table: feed it deals with :meth:`play`, read :attr:`rows`.

    ``players`` are named in counter-clockwise order from the first deal's seat A; the
    first dealer is the last of them unless ``first_dealer`` names another.
    """

    def __init__(self, rules: Ruleset, players: Sequence[str], first_dealer: str | None = None) -> None:
        check_players(len(players))
        if len(set(players)) < len(players):
            raise TarokkInputError(**WORDS.player_twice.message(players=list(players)))
        self.rules = rules
        self.players = tuple(players)
        if first_dealer is not None and first_dealer not in self.players:
            said = WORDS.dealer_not_player.message(dealer=excerpt(first_dealer), players=", ".join(players))
            raise TarokkInputError(**said)
        self.dealer = self.players.index(first_dealer) if first_dealer is not None else len(players) - 1
        self.rounds = _Rounds(rules.double_round, len(players))
        self.totals: dict[str, Fraction] = dict.fromkeys(self.players, Fraction(0))
        self.kassza = Fraction(0)
        self.hat: str | None = None
        self.rows: list[SheetRow] = []
        self.ended = False
        self._skiz_holder: int | None = None
        self._skiz_has_dealt = False
        self._skiz_called = False

    @property
    def size(self) -> int:
        return len(self.players)

    @property
    def skiz_holder(self) -> str | None:
        """Who held the skíz in the deal after "skíz oszt, nem oszt" was called."""
        return None if self._skiz_holder is None else self.players[self._skiz_holder]

    def deals_left(self) -> int | None:
        """Deals still to play after "skíz oszt, nem oszt" if none is thrown in (None: not called yet)."""
        if self.ended:
            return 0
        if self._skiz_holder is None:
            return None
        last = (self._skiz_holder - 1) % self.size  # the player on the skíz holder's left deals last
        if self._skiz_has_dealt:
            return (last - self.dealer) % self.size + 1
        return (self._skiz_holder - self.dealer) % self.size + self.size

    def thrower_may_call(self) -> bool:
        """Whether a thrower who takes the deal may call a double round now: under
        ``double_round = "thrower-calls"``, while none runs (Vadász tarokk (2025) II. 3. b))."""
        return self.rules.double_round == "thrower-calls" and not self.rounds.remaining

    def player_at(self, seat: Seat) -> str:
        """Who sits in ``seat`` in the current deal (A is the dealer's right)."""
        if seat == "E":
            return self.players[self.dealer]
        return self.players[(self.dealer + 1 + ACTIVE_SEATS.index(seat)) % self.size]

    def _book(self, payments: Mapping[Seat, Fraction | int], multiplier: int = 1) -> None:
        for seat, units in payments.items():
            self.totals[self.player_at(seat)] += Fraction(units) * multiplier

    def _feed_kassza(self, moves: Mapping[Seat, Fraction | int]) -> None:
        for seat, units in moves.items():
            self.totals[self.player_at(seat)] -= Fraction(units)
            self.kassza += Fraction(units)

    @enforces("session.score-sheet")
    def play(self, entry: SessionEntry) -> SheetRow:
        """Book one deal and pass the deal on as the rules say."""
        number = len(self.rows) + 1
        if self.ended:
            raise TarokkInputError(**WORDS.session_over.message(number=number))
        dealer = self.players[self.dealer]
        if entry.dealer is not None and entry.dealer != dealer:
            said = WORDS.wrong_dealer_of_deal.message(number=number, dealer=excerpt(entry.dealer), due=excerpt(dealer))
            raise TarokkInputError(**said)
        if self._skiz_called and self._skiz_holder is None:
            if entry.skiz is None or entry.skiz == "E":
                raise TarokkInputError(**WORDS.say_skiz_holder.message(number=number))
            self._skiz_holder = self.players.index(self.player_at(entry.skiz))
        if entry.thrower is not None or entry.thrower_deals is not None or entry.double_round:
            self._check_thrower(number, entry)
        multiplier = self.rounds.multiplier()
        rulings: list[Ruling] = []
        next_dealer = (self.dealer + 1) % self.size
        if entry.summary is None:
            what, rule = (
                ("All four passed", "bidding.all-pass")
                if entry.no_game == "all-passed"
                else ("The deal was thrown in", "throw-in.hand")
            )
            rulings.append(Ruling(f"{what}: no game.", rule))
            stakes = kassza_stakes(self.size, self.rules)
            self._feed_kassza(stakes)
            if stakes:
                rulings.append(
                    Ruling(
                        f"No game: everyone pays {self.rules.kassza_stake} into the kassza.", "scoring.ultimo-kassza"
                    )
                )
            if self.rules.double_round == "thrower-calls":
                next_dealer, line = self._after_throw_in(number, entry, rulings)
            else:
                rounds = self.rounds.after_no_game()
                if self.rules.double_round != "none":
                    next_dealer = self.dealer
                moves_dealer = next_dealer != self.dealer
                line = DealLine(no_game=entry.no_game or "thrown-in", deals_again=None if moves_dealer else dealer)
                again = WORDS.next_dealer_deals() if moves_dealer else WORDS.deals_again(dealer=dealer)
                rule = _ROUND_RULES[self.rules.double_round]
                rulings.append(Ruling(f"{again[0].upper()}{again[1:]}; {rounds}.", rule))
        else:
            summary = entry.summary
            if summary.players != self.size:
                said = WORDS.table_size.message(number=number, players=summary.players, size=self.size)
                raise TarokkInputError(**said)
            settlement = settle(summary, self.rules, self.kassza)
            rulings += settlement.rulings
            self._book(settlement.payments, multiplier)
            self._feed_kassza(settlement.kassza)
            self._crown_mayor(number, summary, entry.mayor, rulings)
            line = self._line(summary, settlement.net)
            if summary.penalty is not None and summary.penalty.kind == "missed-invit":
                next_dealer = self.dealer
            else:
                self.rounds.after_deal()
        row = SheetRow(number, dealer, line, multiplier, dict(self.totals), self.kassza, self.hat, tuple(rulings))
        self.rows.append(row)
        self._pass_deal(next_dealer, entry.skiz_oszt_nem_oszt)
        return row

    def _check_thrower(self, number: int, entry: SessionEntry) -> None:
        """Who threw in, his deal and his double round are said only of a thrown-in deal under
        ``double_round = "thrower-calls"``, naming a seat that holds cards."""
        if self.rules.double_round != "thrower-calls":
            raise TarokkInputError(**WORDS.thrower_needs_rule.message(number=number))
        if entry.no_game != "thrown-in":
            raise TarokkInputError(**WORDS.thrower_needs_throw_in.message(number=number))
        if entry.thrower is None:
            raise TarokkInputError(**WORDS.say_thrower.message(number=number))
        if entry.thrower == "E":
            raise TarokkInputError(**WORDS.thrower_not_playing.message(number=number))

    @enforces("session.double-round-called")
    def _after_throw_in(self, number: int, entry: SessionEntry, rulings: list[Ruling]) -> tuple[int, DealLine]:
        """Who deals after a deal without a game under ``thrower-calls`` (Vadász tarokk (2025)
        II. 3.): the next player; a thrower who is next may pass the deal on (a)); a thrower
        who deals, from any seat, may call a double round if none is running (b))."""
        following = (self.dealer + 1) % self.size
        thrower = None if entry.thrower is None else self.players.index(self.player_at(entry.thrower))
        dealer = following
        if thrower is not None and entry.thrower_deals:
            dealer = thrower
        elif thrower == following and entry.thrower_deals is False:
            dealer = (following + 1) % self.size
        name = self.players[dealer]
        if entry.double_round:
            if dealer != thrower:
                raise TarokkInputError(**WORDS.double_round_not_dealing.message(number=number))
            if self.rounds.remaining:
                raise TarokkInputError(**WORDS.double_round_running.message(number=number))
            rulings.append(Ruling(f"The thrower deals ({name}): {self.rounds.call()}.", "session.double-round-called"))
        else:
            rulings.append(Ruling(f"Next dealer: {name}; no double round is called.", "session.double-round-called"))
        named = dealer != following or entry.double_round
        line = DealLine(
            no_game=entry.no_game or "thrown-in",
            deals_next=name if named else None,
            calls_double_round=entry.double_round,
        )
        return dealer, line

    def _line(self, s: DealSummary, net: int) -> DealLine:
        """A played deal's line: who played what with whom and the net, or the penalty and its offender."""
        if s.penalty is not None:
            return DealLine(penalty=s.penalty.kind, offender=self.player_at(s.penalty.seat))
        partner = self.player_at(s.partner) if s.partner else None
        return DealLine(self.player_at(s.declarer_seat), partner, s.played_contract, net)

    @enforces("session.mayor")
    def _crown_mayor(self, number: int, s: DealSummary, mayor: Seat | None, rulings: list[Ruling]) -> None:
        capture = s.made.xxi_capture
        if capture is None:
            if mayor is not None:
                raise TarokkInputError(**WORDS.mayor_without_capture.message(number=number, mayor=mayor))
            return
        losers = s.members(other(capture))
        if mayor is None and len(losers) == 1:
            mayor = losers[0]
        if mayor is None:
            raise TarokkInputError(**WORDS.say_mayor.message(number=number, losers=_either(losers)))
        if mayor not in losers:
            said = WORDS.mayor_not_loser.message(number=number, mayor=mayor, losers=_either(losers))
            raise TarokkInputError(**said)
        self.hat = self.player_at(mayor)
        rulings.append(Ruling(f"{self.hat} lost the XXI to the skíz and wears the mayor's hat.", "session.mayor"))

    @enforces("session.dealer", "session.skiz-oszt-nem-oszt")
    def _pass_deal(self, next_dealer: int, skiz_called: bool) -> None:
        old = self.dealer
        self.dealer = next_dealer
        if self._skiz_holder is not None:
            if old == self._skiz_holder:
                self._skiz_has_dealt = True
            if self._skiz_has_dealt and old == (self._skiz_holder - 1) % self.size and self.dealer != old:
                self.ended = True
                self._share_kassza()
        if skiz_called:
            self._skiz_called = True

    @enforces("scoring.ultimo-kassza")
    def _share_kassza(self) -> None:
        """At the end of the session the players share what is left in the kassza (Kégl/BGA)."""
        if not self.kassza:
            return
        share = self.kassza / self.size
        for player in self.players:
            self.totals[player] += share
        self.rows.append(
            SheetRow(
                len(self.rows) + 1,
                "",
                DealLine(kassza_shared=self.kassza),
                1,
                dict(self.totals),
                Fraction(0),
                self.hat,
                (Ruling("The players share what is left in the kassza.", "scoring.ultimo-kassza"),),
            )
        )
        self.kassza = Fraction(0)

    def sheet_records(self) -> list[dict[str, Any]]:
        """The score sheet as plain rows: deal, dealer, result, ×, each player, kassza, hat."""
        records = []
        for row in self.rows:
            record: dict[str, Any] = {
                "deal": row.number,
                "dealer": row.dealer,
                "result": row.result,
                "×": row.multiplier,
            }
            record.update({player: as_number(row.totals[player]) for player in self.players})
            if self.rules.ultimo_kassza:
                record["kassza"] = as_number(row.kassza)
            record["hat"] = row.hat or ""
            records.append(record)
        return records

    def sheet(self) -> pd.DataFrame:
        """The running score sheet as a pandas DataFrame (pandas is needed only here)."""
        import pandas as pd

        return pd.DataFrame(self.sheet_records()).set_index("deal")


# Reading a session file ---------------------------------------------------------

_SESSION_KEYS = {
    "dealer": "dealer", "oszto": "dealer",
    "throw-in": "throw-in", "thrown-in": "throw-in", "bedobas": "throw-in",
    "all-passed": "all-passed", "negy-passz": "all-passed", "korpassz": "all-passed",
    "mayor": "mayor", "polgarmester": "mayor",
    "skiz": "skiz",
    "skiz-oszt-nem-oszt": "skiz-oszt-nem-oszt",
    "thrower": "thrower", "bedobo": "thrower",
    "thrower-deals": "thrower-deals", "bedobo-oszt": "thrower-deals",
    "double-round": "double-round", "dupla-kor": "double-round",
}  # fmt: skip


def _either(seats: Sequence[Seat]) -> Words:
    """Seats joined by ``or``, in Hungarian ``vagy``."""
    return Words(" or ".join(seats), " vagy ".join(seats))


def _flag(path: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise bad_value(path, value, EXPECTED["boolean"])
    return value


def _seat(path: str, value: Any) -> Seat:
    try:
        return parse_seat(value) if isinstance(value, str) else parse_seat(repr(value))
    except TarokkInputError:
        raise bad_value(path, value, EXPECTED["seat"]) from None


def _session_keys(data: Any, path: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A deal's table split into the session's keys (by their English names) and the rest."""
    if not isinstance(data, dict):
        raise SummaryError(path, **CORE.not_a_table.message(path=path, value=shorten(repr(data))))
    session: dict[str, Any] = {}
    rest: dict[str, Any] = {}
    for key, value in data.items():
        name = _SESSION_KEYS.get(slug(str(key)))
        if name is None:
            rest[key] = value
        else:
            session[name] = value
    return session, rest


def _entry(
    summary: DealSummary | None, no_game: NoGame | None, session: Mapping[str, Any], path: str, mayor: Seat | None
) -> SessionEntry:
    """A deal of the session: its summary or how it ended without a game, with the session's
    keys read from ``session`` (``mayor`` unless they name one)."""
    thrower_deals = session.get("thrower-deals")
    if thrower_deals is not None:
        thrower_deals = _flag(f"{path}.thrower_deals", thrower_deals)
    dealer = session.get("dealer")
    if dealer is not None and not isinstance(dealer, str):
        raise bad_value(f"{path}.dealer", dealer, SHEET["player_name"])
    return SessionEntry(
        summary=summary,
        no_game=no_game,
        dealer=dealer,
        mayor=_seat(f"{path}.mayor", session["mayor"]) if "mayor" in session else mayor,
        skiz=_seat(f"{path}.skiz", session["skiz"]) if "skiz" in session else None,
        skiz_oszt_nem_oszt=_flag(f"{path}.skiz_oszt_nem_oszt", session.get("skiz-oszt-nem-oszt", False)),
        thrower=_seat(f"{path}.thrower", session["thrower"]) if "thrower" in session else None,
        thrower_deals=thrower_deals,
        double_round=_flag(f"{path}.double_round", session.get("double-round", False)),
    )


def entry_from_data(data: Any, defaults: Mapping[str, Any], path: str) -> SessionEntry:
    """A :class:`SessionEntry` from a parsed table: summary keys plus session keys."""
    session, rest = _session_keys(data, path)
    no_game: NoGame | None = None
    if _flag(f"{path}.all_passed", session.get("all-passed", False)):
        no_game = "all-passed"
    if _flag(f"{path}.throw_in", session.get("throw-in", False)):
        no_game = "thrown-in"
    if no_game is not None and set(rest) - {"variant", "players"}:
        raise TarokkInputError(**WORDS.no_game_has_no.message(path=path, keys=", ".join(sorted(rest))))
    summary = None if no_game else summary_from_data(rest, defaults, path)
    return _entry(summary, no_game, session, path, None)


def record_entry(folder: Path, data: Mapping[str, Any], path: str) -> SessionEntry:
    """A deal written as its game record (``record``, a path inside ``folder``), with the
    session's keys a record cannot hold beside it: the dealer, who threw in, whether he deals
    and his double round. How the deal ended is the record's to say."""
    session, rest = _session_keys({key: value for key, value in data.items() if key != "record"}, path)
    ended = sorted(key for key in session if key in ("throw-in", "all-passed"))
    if rest or ended:
        said = WORDS.record_has_no.message(path=path, keys=", ".join([*sorted(rest), *ended]))
        raise TarokkInputError(**said)
    summary, no_game, mayor = record_outcome(_record_path(folder, data["record"], f"{path}.record"))
    return _entry(summary, no_game, session, path, mayor)


@dataclass(frozen=True)
class SessionFile:
    """A session as written down: the players, the ruleset's name and the deals."""

    players: tuple[str, ...]
    variant: str
    entries: tuple[SessionEntry, ...]


def _record_path(folder: Path, value: Any, key: str) -> Path:
    """The game record a sheet names: a relative path inside the sheet's folder, never outside it."""
    if not isinstance(value, str) or not value.strip() or "\0" in value:
        raise bad_value(key, value, SHEET["record_file"])
    path = folder / value
    if Path(value).is_absolute() or not path.resolve().is_relative_to(folder.resolve()):
        raise SummaryError(key, **WORDS.record_outside.message(key=key, value=excerpt(value)))
    return path


def load_session(source: str | Path, variant: str | None = None) -> SessionFile:
    """Read several deals: a JSON list of summaries (or ``{"players", "variant",
    "deals"}``), or TOML ``[[deal]]`` tables with optional top-level ``players`` and
    ``variant``; a deal may also be ``{"record": FILE}``, a game record of a whole deal
    (its path relative to the sheet). ``variant`` overrides the file's."""
    data = read_document(source, WORDS.a_list_of_deals)
    if isinstance(data, list):
        data = {"deals": data}
    if not isinstance(data, dict):
        raise TarokkInputError(**WORDS.not_a_list_of_deals.message())
    deals = data.get("deals", data.get("deal"))
    if not isinstance(deals, list) or not deals:
        raise TarokkInputError(**WORDS.no_deals.message())
    first = next((d for d in deals if isinstance(d, dict) and "variant" in d), {})
    name = variant or data.get("variant") or first.get("variant", "pagat")
    if not isinstance(name, str):
        raise bad_value("variant", name, SHEET["ruleset_name"])
    players = data.get("players")
    if players is None:
        count = next((d["players"] for d in deals if isinstance(d, dict) and "players" in d), 4)
        players = [f"P{i}" for i in range(1, count + 1)] if count in (4, 5) else count
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise bad_value("players", players, SHEET["names"])
    check_players(len(players))
    defaults = {"variant": name, "players": len(players)}
    entries = []
    folder = source.parent if isinstance(source, Path) else Path()
    for i, deal in enumerate(deals, start=1):
        if isinstance(deal, dict) and "record" in deal:
            entries.append(record_entry(folder, deal, f"deal {i}"))
            continue
        if variant is not None and isinstance(deal, dict):
            deal = {key: value for key, value in deal.items() if slug(str(key)) != "variant"}
        entry = entry_from_data(deal, defaults, f"deal {i}")
        if entry.summary is not None and ruleset(entry.summary.variant) != ruleset(name):
            said = WORDS.other_variant.message(number=i, variant=excerpt(entry.summary.variant), plays=excerpt(name))
            raise TarokkInputError(**said)
        entries.append(entry)
    return SessionFile(tuple(players), name, tuple(entries))


def run_session(file: SessionFile, rules: Ruleset | None = None) -> Session:
    """Play every deal of a session file (under its own ruleset unless ``rules`` is given)."""
    first = file.entries[0].dealer if file.entries else None
    session = Session(rules or ruleset(file.variant), file.players, first)
    for entry in file.entries:
        session.play(entry)
    return session
