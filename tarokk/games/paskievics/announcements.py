"""Announcements and kontras (pagat "Partnerhívás, figurák, egyéb bemondások",
"Kontrázás", "A tarokkszám bemondása", "A bemondások menete"; Tolnai §43–§55).

After the exchange the declarer speaks first — his tarokk count, the partner call,
figures — then the others counter-clockwise, round after round, until three players
in a row pass. A player who passed may speak again at his next turn. A turn is a
sequence of items ended by a pass:

* a tarokk count, eight or nine (never eight with nine);
* the partner call (the declarer's first turn only, see :mod:`tarokk.games.paskievics.calling`);
* a figure: tulétroá (trull), négykirály, duplajáték, volát, pagátultimó, XXI-fogás;
* a kontra level on the game or on a figure of the other side: kontra, rekontra,
  szubkontra, hirskontra, mordkontra, each level said by the right side in turn.

Which side a speaker is on matters for every figure he announces. A player whose side
is not otherwise known is taken to be the partner of the last player who announced or
kontra'd (the declarer's partner if nobody has); so a player who wants to announce for
the other side must first kontra or rekontra something. A player whose side is known —
from the bidding (an accepted invit or engedett játék), from his own earlier words, or
because two players have shown themselves on one side, which puts the other two on the
other — needs no kontra (pagat "A bemondások menete", examples 2 and 3; Tolnai §50:
"a pártok ismeretesek"). The engine knows every player's true side and refuses an
announcement that these rules would attribute to the wrong side, saying what to say
instead.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from mypy_extensions import mypyc_attr

from tarokk.core.cards import BIG_HONOURS, PAGAT, ROMAN, TAROKKS, Card, card_object, parse_card
from tarokk.core.catalogue import slug
from tarokk.core.definition import KontraLadder
from tarokk.core.enforcement import enforces
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.figures import DECLARER, OPPONENTS, Side
from tarokk.core.figures import Figure as FigureName
from tarokk.core.seats import Seat, next_seat
from tarokk.core.values import Mutable, Value
from tarokk.core.words import Words
from tarokk.games.paskievics.definition import ACTIVE_SEATS, PASKIEVICS
from tarokk.games.paskievics.ruleset import Ruleset
from tarokk.games.paskievics.words import WORDS

FIGURES = tuple(value.figure for value in PASKIEVICS.figures if value.figure != "game")
"""The figures a side may announce, in the order the game defines them."""
OVERLAPPED_BY_VOLAT = ("trull", "four-kings", "double-game")
"""The figures a volát said with them overlaps: "4 király + volát, tuletroá + volát, dupla játék
+ volát" (Vadász tarokk (2025) I. 3. f))."""
FIGURE_HU = {value.figure: value.figure.hu for value in PASKIEVICS.figures}
KONTRA_WORDS = PASKIEVICS.kontras.words
COUNTS = frozenset(count for count, _ in PASKIEVICS.tarokk_count_fees)
"""The tarokk counts paid for, and so announced: eight and nine (Tolnai §45)."""
FIGURE_MEANINGS = {
    "game": "the declarer's side takes 48 of the 94 card points",
    "trull": "the side takes all three honours (skíz, XXI, pagát)",
    "four-kings": "the side takes all four kings",
    "double-game": "the side takes 71 or more card points",
    "volat": "the side takes all nine tricks",
    "pagat-ultimo": "the side's pagát wins the last trick",
    "xxi-capture": "the side's skíz catches the other side's XXI",
}
MAX_KONTRA = len(KONTRA_WORDS)
SIDE_NAMES = WORDS.group("sides_for")
"""Each side in words, as the side an announcement counts for."""


def figure_words(name: str) -> Words:
    """A figure as a refusal names it: its id, in Hungarian its name (``double-game``, ``duplajáték``)."""
    return Words(name, FigureName(name).hu)


def meaning(item: Action, kontras: KontraLadder = PASKIEVICS.kontras) -> str:
    """What an announcement says, in a few words; a kontra at its factor on ``kontras``."""
    if isinstance(item, Figure):
        return f"promises that {FIGURE_MEANINGS[item.name]}, at double value"
    if isinstance(item, Kontra):
        bet = "succeed" if kontras.by_owner(item.level) else "fail"
        return f"doubles the {item.target}, now ×{kontras.factor(item.level)}, betting that it will {bet}"
    if isinstance(item, TarokkCount):
        return "is paid by each of the other three players"
    if isinstance(item, PartnerCall):
        return "its holder becomes the declarer's partner, without a word"
    return "ends the turn"


def other(side: Side) -> Side:
    return OPPONENTS if side == DECLARER else DECLARER


@dataclass(frozen=True)
class TarokkCount(Value):
    count: int

    def __str__(self) -> str:
        return {8: "eight tarokks", 9: "nine tarokks"}[self.count]


@dataclass(frozen=True)
class PartnerCall(Value):
    card: Card

    def __str__(self) -> str:
        return f"call {self.card.tolnai}"


@dataclass(frozen=True)
class Figure(Value):
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Kontra(Value):
    level: int  # 1 kontra … 5 mordkontra
    target: str  # "game" or a figure

    def __str__(self) -> str:
        return f"{KONTRA_WORDS[self.level - 1]} {self.target}"


Item = TarokkCount | PartnerCall | Figure | Kontra
_COUNTS = (TarokkCount(8), TarokkCount(9))
_FIGURE_ITEMS = tuple(Figure(name) for name in FIGURES)
PASS: Literal["pass"] = "pass"
Action = Item | Literal["pass"]


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("-", " ").split())


FIGURE_ALIASES: dict[str, str] = {
    "game": "game", "jatek": "game", "jatekot": "game",
    "trull": "trull", "trul": "trull", "tuletroa": "trull", "tulettroa": "trull", "tuli": "trull",
    "four-kings": "four-kings", "negykiraly": "four-kings", "negy-kiraly": "four-kings", "4-kiraly": "four-kings",
    "double-game": "double-game", "dupla": "double-game", "duplajatek": "double-game", "dupla-jatek": "double-game",
    "volat": "volat",
    "pagat-ultimo": "pagat-ultimo", "pagatultimo": "pagat-ultimo", "pagatulti": "pagat-ultimo",
    "pagat-ulti": "pagat-ultimo", "ultimo": "pagat-ultimo", "ulti": "pagat-ultimo",
    "xxi-capture": "xxi-capture", "xxi-fogas": "xxi-capture", "huszonegyfogas": "xxi-capture",
    "huszonegy-fogas": "xxi-capture",
}  # fmt: skip
"""The names of the game and the figures, English and Hungarian, keyed as ``slug()`` writes them."""
_COUNT_WORDS = {
    "eight tarokks": 8, "eight tarokk": 8, "nyolc tarokk": 8, "8 tarokk": 8, "8 tarokks": 8,
    "nine tarokks": 9, "nine tarokk": 9, "kilenc tarokk": 9, "9 tarokk": 9, "9 tarokks": 9,
}  # fmt: skip
_CALL_SUFFIXES = ("ast", "est", "at", "et", "ost", "ot", "t")
_KONTRA_FOLDED = {_fold(word): level for level, word in enumerate(KONTRA_WORDS, start=1)}


def parse_action(text: str) -> Action:
    """Read one announcement item, or ``pass`` (passz, mehet), in English or Hungarian."""
    words = _fold(text)
    if words in ("pass", "passz", "pasz", "mehet"):
        return PASS
    if words in _COUNT_WORDS:
        return TarokkCount(_COUNT_WORDS[words])
    if words in ("hivatalbol kontra", "official kontra"):  # Tolnai §47: the kontra on the game, ex officio
        return Kontra(1, "game")
    first, _, rest = words.partition(" ")
    if words.endswith(" hivom"):  # "a XX-ast hívom"
        first, rest = "hivom", words.removesuffix(" hivom")
    if first.rstrip(":") in ("call", "calls", "hivom", "hivas", "segit"):  # "hívás: XX", as the table says it
        tokens = [token for token in rest.split() if token not in ("a", "az", "the")]
        if tokens and re.fullmatch(r"[0-9]{1,2}", tokens[0]) and 1 <= int(tokens[0]) <= 21:  # "hívom a 20-ast"
            tokens[0] = ROMAN[int(tokens[0])]
        card_text = tokens[0] if tokens and (len(tokens) == 1 or tokens[1] in _CALL_SUFFIXES) else " ".join(tokens)
        try:
            return PartnerCall(parse_card(card_text))
        except TarokkInputError:
            raise TarokkInputError(**WORDS.unreadable_call.message(text=text, rest=rest)) from None
    if first in _KONTRA_FOLDED:
        target = FIGURE_ALIASES.get(slug(rest))
        if target is None:
            raise TarokkInputError(**WORDS.kontra_what.message(text=text, first=first))
        return Kontra(_KONTRA_FOLDED[first], target)
    figure = FIGURE_ALIASES.get(slug(words))
    if figure is not None and figure != "game":
        return Figure(figure)
    raise TarokkInputError(**WORDS.unknown_announcement.message(text=text))


def _split_kontras(part: str) -> list[str]:
    """``kontra játék és négykirály`` kontras two things (pagat "Kontrázás"): one item each."""
    first, _, rest = part.strip().partition(" ")
    if _fold(first) not in _KONTRA_FOLDED:
        return [part]
    targets = [t for t in rest.replace(" és ", " and ").split(" and ") if t.strip()]
    return [f"{first} {target.strip()}" for target in targets] or [part]


def parse_turn(text: str) -> list[Action]:
    """Read one turn, ``call XX, trull`` or ``pass``: its items, always ending with the pass."""
    parts = [piece for part in text.split(",") if part.strip() for piece in _split_kontras(part)]
    items = [parse_action(part) for part in parts]
    if not items or items[-1] != PASS:
        items.append(PASS)
    if PASS in items[:-1]:
        raise TarokkInputError(**WORDS.pass_ends_turn.message(text=text))
    return items


def turn_text(items: list[Action]) -> str:
    """Write a turn back: its items, or ``pass`` for a turn with none."""
    said = [str(item) for item in items if item != PASS]
    return ", ".join(said) if said else PASS


@dataclass
class Announced:
    """A figure announced by one side (or the game, announced by the declarer's side)."""

    figure: str
    side: Side
    by: Seat | None  # None for the game
    kontra: int = 0
    kontra_by: list[Seat] = field(default_factory=list)


@dataclass(frozen=True)
class Spoken(Value):
    """One item of a turn with the side the rules attribute it to."""

    seat: Seat
    item: Action
    side: Side | None  # None for a pass or a bare tarokk count


@mypyc_attr(allow_interpreted_subclasses=True)  # made without __init__ by Mutable's copies
class AnnouncementPhase(Mutable):
    """The round of announcements, item by item: ``to_speak``, :meth:`legal_actions`, :meth:`apply`.

    ``held`` is each seat's cards as a card set (:func:`~tarokk.core.cards.mask_of`), the deal's
    own, which no card leaves while the announcements last; ``sides`` is every seat's true side
    (known to the engine, not to the players); ``public`` is what the table knows from the
    bidding and the call. ``kontras`` is the game definition's kontra ladder (how far the
    doublings go), ``counts`` the tarokk counts its fees pay for (those a player announces).
    ``legal_calls`` are the cards the declarer may call, the card the bidding made the
    partner card (``conventional_partner``) first.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        declarer: Seat,
        seats: tuple[Seat, ...],
        held: Mapping[Seat, int],
        legal_calls: list[Card],
        compulsory_ultimo: frozenset[Seat] = frozenset(),
        conventional_partner: bool = False,
        kontras: KontraLadder = PASKIEVICS.kontras,
        counts: frozenset[int] = COUNTS,
    ) -> None:
        self.ruleset = ruleset
        self.kontras = kontras
        self.max_kontra = len(kontras.words)
        """The highest kontra level the ladder has: mordkontra, the fifth, in Tolnai's (§48)."""
        self.counts_paid = counts
        self._count_items = tuple(item for item in _COUNTS if item.count in counts)
        self.declarer = declarer
        self.seats = seats
        self.held = held
        self.legal_calls = legal_calls
        self._calls = [PartnerCall(card) for card in legal_calls]
        self.tarokk_counts = {seat: (cards & TAROKKS).bit_count() for seat, cards in held.items()}
        """How many tarokks each seat holds in the announcements."""
        self.compulsory_ultimo = set(compulsory_ultimo)
        self.conventional_partner = conventional_partner  # an accepted invit or engedett játék
        self._declarer_spoke = False
        self.sides: dict[Seat, Side] = {}
        self.public: dict[Seat, Side] = {declarer: DECLARER}
        self.last_side: Side = DECLARER
        self.last_speaker: Seat | None = None
        self.announced: dict[tuple[str, Side], Announced] = {("game", DECLARER): Announced("game", DECLARER, None)}
        self.counts: dict[Seat, int] = {}
        self.called: Card | None = None
        self.log: list[Spoken] = []
        self._to_speak: Seat | None = declarer
        self._turn_items: list[Item] = []
        self._passes_in_a_row = 0
        self._figure_players: dict[tuple[str, Side], Seat] = {}
        self._listed: dict[Action, Side | None] = {}  # legal_actions: each legal item's side

    # -- hooks the deal sets ---------------------------------------------------

    def set_sides(self, sides: Mapping[Seat, Side], public: Mapping[Seat, Side]) -> None:
        """Install the true sides once the partner call is resolved (and what it made public)."""
        self.sides = dict(sides)
        self.public.update(public)
        self._known_by_elimination()

    @enforces("call.official-kontra")
    def official_kontra(self, seat: Seat) -> None:
        """Hivatalból kontra: the discarder of the called card — with five players the dealer —
        kontras the game for the opponents (Tolnai §47)."""
        game = self.announced[("game", DECLARER)]
        game.kontra = 1
        game.kontra_by.append(seat)
        self.log.append(Spoken(seat, Kontra(1, "game"), OPPONENTS))

    # -- state -----------------------------------------------------------------

    @property
    def to_speak(self) -> Seat | None:
        return self._to_speak

    @property
    def finished(self) -> bool:
        return self._to_speak is None

    # -- legality ----------------------------------------------------------------

    def candidate_actions(self) -> list[Action]:
        """Every item that could be said (before the rules decide)."""
        items: list[Action] = [PASS]
        items += [TarokkCount(8), TarokkCount(9)]
        items += [PartnerCall(card) for card in self.legal_calls]
        items += [Figure(name) for name in FIGURES]
        items += [Kontra(level, target) for level in range(1, self.max_kontra + 1) for target in ("game", *FIGURES)]
        return items

    def _plausible_actions(self) -> list[Action]:
        """The candidates that can pass the checks: kontras only at a target's next level."""
        items: list[Action] = [PASS, *self._count_items]
        if self._to_speak == self.declarer and self.called is None:
            items += self._calls
        items += _FIGURE_ITEMS
        top = self.max_kontra
        kontras = {(entry.kontra + 1, entry.figure) for entry in self.announced.values() if entry.kontra < top}
        items += [Kontra(level, target) for level, target in sorted(kontras)]
        return items

    def legal_actions(self) -> list[Action]:
        self._listed = {}
        seat = self._to_speak
        if seat is None:
            return []
        for action in self._plausible_actions():
            if self._rule_broken(seat, action) is None:
                self._listed[action] = self._side_of(seat, action)
        return list(self._listed)

    def _holds(self, seat: Seat, card: Card) -> bool:
        return bool(self.held[seat] & card.bit)

    def _tarokks(self, seat: Seat) -> int:
        return self.tarokk_counts[seat]

    def _high_honours(self, seat: Seat) -> int:
        """How many of the skíz and the XXI ``seat`` holds."""
        return (self.held[seat] & BIG_HONOURS).bit_count()

    @enforces("announce.turn")
    def _check(self, action: Action) -> Side | None:
        """Raise if ``action`` is illegal now; return the side it will be attributed to."""
        seat = self._to_speak
        if seat is None:
            raise IllegalAction("announce.turn", **WORDS.announcements_over.message())
        rule = self._rule_broken(seat, action)
        if rule is not None:
            raise self._refusal(seat, action, rule)
        return self._side_of(seat, action)

    def _side_of(self, seat: Seat, action: Action) -> Side | None:
        """The side a legal ``action`` of ``seat`` is attributed to (None: a pass, a call or a
        tarokk count that shows no side)."""
        if isinstance(action, Figure):
            return self._attributed(seat)
        if isinstance(action, Kontra):
            return self.sides[seat]
        if isinstance(action, TarokkCount) and self.ruleset.tarokk_count_side == "shows-side":
            return self._attributed(seat)
        return None

    @enforces("call.partner")
    def _rule_broken(self, seat: Seat, action: Action) -> str | None:
        """The id of the rule that forbids ``seat`` to say ``action`` now, or None if it may
        (:meth:`_refusal` says why)."""
        first_turn_of_declarer = seat == self.declarer and self.called is None
        if isinstance(action, str) and action == PASS:
            return "call.partner" if first_turn_of_declarer else self._turn_end_rule_broken(seat)
        if isinstance(action, PartnerCall):
            return None if first_turn_of_declarer and action.card in self.legal_calls else "call.partner"
        if first_turn_of_declarer and not isinstance(action, TarokkCount):
            return "call.partner"
        if isinstance(action, TarokkCount):
            return self._count_rule_broken(seat, action)
        if isinstance(action, Figure):
            return self._figure_rule_broken(seat, action)
        assert isinstance(action, Kontra)
        return self._kontra_rule_broken(seat, action)

    def _refusal(self, seat: Seat, action: Action, rule: str) -> IllegalAction:
        """Why ``seat`` may not say ``action``, in words, for the ``rule`` :meth:`_rule_broken` named."""
        why = self._why(seat, action, rule)
        return IllegalAction(rule, why.en, hu=why.hu)

    def _why(self, seat: Seat, action: Action, rule: str) -> Words:
        """Why ``seat`` may not say ``action``, in both languages."""
        if rule == "call.partner":
            return self._call_refusal(seat, action)
        if rule == "announce.tarokk-count":
            return self._count_refusal(seat, action)
        if rule == "announce.tarokk-count-pais":
            if isinstance(action, TarokkCount):
                return WORDS.count_only_as_partner.filled(seat=seat)
            return WORDS.count_owed.filled(seat=seat, held=self._tarokks(seat))
        if rule == "announce.compulsory-ultimo":
            return WORDS.compulsory_ultimo.filled(seat=seat)
        if isinstance(action, Figure):
            return self._figure_refusal(seat, action, rule)
        assert isinstance(action, Kontra)
        return self._kontra_refusal(seat, action, rule)

    def _call_refusal(self, seat: Seat, action: Action) -> Words:
        if action == PASS:
            return WORDS.call_before_pass.filled(seat=seat)
        if isinstance(action, PartnerCall):
            if seat == self.declarer and self.called is None:
                options = ", ".join(card.tolnai for card in self.legal_calls)
                called = Words(card_object(action.card, "en"), card_object(action.card, "hu"))
                return WORDS.may_not_call.filled(seat=seat, card=called, options=options)
            return WORDS.only_declarer_calls
        return WORDS.call_first.filled(seat=seat)

    @enforces("announce.tarokk-count", "announce.tarokk-count-pais")
    def _count_rule_broken(self, seat: Seat, action: TarokkCount) -> str | None:
        if seat in self.counts or self._tarokks(seat) != action.count or action.count not in self.counts_paid:
            return "announce.tarokk-count"
        if self.ruleset.tarokk_count_side == "pais" and self.sides.get(seat) == DECLARER and seat not in self.public:
            return "announce.tarokk-count-pais"
        return None

    def _count_refusal(self, seat: Seat, action: Action) -> Words:
        held = self._tarokks(seat)
        if not isinstance(action, TarokkCount):
            return WORDS.count_with_ultimo.filled(seat=seat, held=held)
        if seat in self.counts:
            return WORDS.count_already.filled(seat=seat, count=self.counts[seat])
        if action.count not in self.counts_paid:
            return WORDS.count_unpaid.filled(count=action.count)
        nine = WORDS.never_eight_with_nine if held == 9 else Words("", "")
        return WORDS.count_wrong.filled(seat=seat, count=action.count, held=held, nine=nine)

    def _attributed(self, seat: Seat) -> Side:
        return self.public.get(seat, self.last_side)

    def _attribution_reason(self, seat: Seat) -> Words:
        """Why the table takes ``seat`` for the side :meth:`_attributed` gives."""
        if seat in self.public:
            *others, last = [s for s in self.seats if s != seat and self.public.get(s) == other(self.public[seat])]
            shown = WORDS.and_list.filled(first=", ".join(others), last=last) if others else Words(last, last)
            taken = WORDS.declarers_partner if self.public[seat] == DECLARER else WORDS.declarers_opponent
            return WORDS.shown_on_other_side.filled(shown=shown, seat=seat, taken=taken)
        if self.last_speaker is not None:
            return WORDS.partner_of_last.filled(seat=seat, last=self.last_speaker)
        return WORDS.partner_by_default.filled(seat=seat)

    @enforces(
        "announce.side", "announce.once", "announce.trull-from-hand", "announce.dupla-volat", "announce.tarokk-count"
    )
    def _figure_rule_broken(self, seat: Seat, action: Figure) -> str | None:
        side = self._attributed(seat)
        if side != self.sides[seat]:
            return "announce.side"
        if (action.name, side) in self.announced:
            return "announce.once"
        from_hand = action.name == "trull" and seat == self.declarer and not self._declarer_spoke
        if from_hand and not self._may_announce_trull_from_hand(seat):
            return "announce.trull-from-hand"
        if self._dupla_volat_refusal(seat, action.name, side) is not None:
            return "announce.dupla-volat"
        if action.name == "pagat-ultimo" and self._count_owed_with_ultimo(seat):
            return "announce.tarokk-count"
        return None

    def _figure_refusal(self, seat: Seat, action: Figure, rule: str) -> Words:
        side = self._attributed(seat)
        if rule == "announce.side":
            return WORDS.counts_for_other_side.filled(
                seat=seat,
                figure=figure_words(action.name),
                side=SIDE_NAMES[side],
                reason=self._attribution_reason(seat),
                kontra=self._side_showing_kontra(self.sides[seat]),
            )
        if rule == "announce.once":
            return WORDS.already_announced.filled(side=SIDE_NAMES[side], figure=figure_words(action.name))
        if rule == "announce.trull-from-hand":
            or_one = WORDS.or_one_of_them if self._high_honours(seat) else Words("", "")
            return WORDS.trull_from_hand.filled(seat=seat, or_one=or_one)
        refusal = self._dupla_volat_refusal(seat, action.name, side)
        assert refusal is not None, "the rule _figure_rule_broken named has its reason"
        return refusal

    def _may_announce_trull_from_hand(self, seat: Seat) -> bool:
        """Tolnai §50: the declarer announces the trull with the call only holding the skíz and
        the XXI — or one of them after engedett játék or an accepted invit."""
        if not self.ruleset.trull_from_hand_needs_high_honours:
            return True
        high = self._high_honours(seat)
        return high == 2 or (high == 1 and self.conventional_partner)

    def _side_showing_kontra(self, side: Side) -> Words:
        """A kontra that would show ``side`` now, as a player types it: ``kontra game`` or
        ``rekontra four-kings``, in Hungarian ``kontra játék`` or ``rekontra négykirály``."""
        for (figure, announcer), entry in self.announced.items():
            level = entry.kontra + 1
            if self.kontras.may_say(level, announcer == side):
                word = self.kontras.words[level - 1]
                return Words(f"'{word} {figure}'", f"'{word} {FigureName(figure).hu}'")
        return WORDS.a_kontra if side == OPPONENTS else WORDS.a_rekontra

    def _dupla_volat_refusal(self, seat: Seat, figure: str, side: Side) -> Words | None:
        """Why ``seat`` may not announce duplajáték or volát now (``announce.dupla-volat``), or None."""
        rules = self.ruleset
        if figure not in ("double-game", "volat"):
            return None
        partner_figure = "volat" if figure == "double-game" else "double-game"
        if not rules.dupla_volat_same_turn and Figure(partner_figure) in self._turn_items:
            return WORDS.dupla_volat_one_turn.filled(seat=seat)
        if figure == "double-game" and not rules.dupla_after_volat and any(f == "volat" for f, _ in self.announced):
            return WORDS.no_dupla_after_volat
        if not rules.dupla_volat_one_player and self._figure_players.get((partner_figure, side)) == seat:
            return WORDS.partner_announces.filled(
                seat=seat, announced=figure_words(partner_figure), figure=figure_words(figure)
            )
        return None

    def _count_owed_with_ultimo(self, seat: Seat) -> bool:
        """Whether ``seat`` holds eight or nine tarokks not yet announced, which must come with
        the pagátultimó (``announce.tarokk-count``), unless :attr:`Ruleset.ultimo_needs_tarokk_count`
        is off (Vadász tarokk (2025) II. 1. c): "A 8, ill. 9 tarokkszám bemondása nem kötelező
        ulti, ill. kontra ulti bemondása esetén sem.")."""
        if not self.ruleset.ultimo_needs_tarokk_count:
            return False
        held = self._tarokks(seat)
        return held in self.counts_paid and seat not in self.counts and TarokkCount(held) not in self._turn_items

    def _kontra_announcer(self, seat: Seat, action: Kontra) -> Side:
        """The side whose announcement ``action`` answers: kontra, szubkontra and mordkontra the
        other side's, rekontra and hirskontra one's own."""
        own = self.sides[seat]
        return own if self.kontras.by_owner(action.level) else other(own)

    @enforces("kontra.level", "kontra.side", "announce.tarokk-count")
    def _kontra_rule_broken(self, seat: Seat, action: Kontra) -> str | None:
        announcer_side = self._kontra_announcer(seat, action)
        if action.level > self.max_kontra:
            return "kontra.level"
        target = self.announced.get((action.target, announcer_side))
        if target is None:
            return "kontra.side"
        if target.kontra != action.level - 1:
            return "kontra.level"
        if action.target == "pagat-ultimo" and action.level == 1 and self._count_owed_with_ultimo(seat):
            return "announce.tarokk-count"
        return None

    def _kontra_refusal(self, seat: Seat, action: Kontra, rule: str) -> Words:
        words = self.kontras.words
        if action.level > self.max_kontra:
            return WORDS.highest_kontra.filled(word=words[-1])
        announcer_side = self._kontra_announcer(seat, action)
        word = words[action.level - 1]
        target_words = figure_words(action.target)
        if rule == "kontra.side":
            whose = WORDS.the_other_side if announcer_side != self.sides[seat] else WORDS.his_own_side
            return WORDS.kontra_not_announced.filled(seat=seat, word=word, target=target_words, whose=whose)
        target = self.announced[(action.target, announcer_side)]
        current = Words(words[target.kontra - 1], words[target.kontra - 1]) if target.kontra else WORDS.no_kontra
        following = words[target.kontra] if target.kontra < self.max_kontra else None
        next_level = Words(following, following) if following else WORDS.no_level
        return WORDS.kontra_level.filled(target=target_words, current=current, next=next_level, word=word)

    @enforces("announce.compulsory-ultimo", "announce.tarokk-count-pais")
    def _turn_end_rule_broken(self, seat: Seat) -> str | None:
        if seat in self.compulsory_ultimo and ("pagat-ultimo", self.sides[seat]) not in self.announced:
            return "announce.compulsory-ultimo"
        if self.ruleset.tarokk_count_side == "pais" and self._turn_items and seat not in self.counts:
            held = self._tarokks(seat)
            if held in self.counts_paid and any(not isinstance(i, TarokkCount) for i in self._turn_items):
                return "announce.tarokk-count-pais"
        return None

    # -- applying ----------------------------------------------------------------

    def apply(self, action: Action) -> Spoken:
        """Say one item (or pass, ending the turn). Illegal items raise and change nothing."""
        return self._say(action, self._check(action))

    def apply_listed(self, action: Action) -> Spoken:
        """Say ``action``, one that :meth:`legal_actions` has just listed, without checking it again."""
        return self._say(action, self._listed[action])

    def _say(self, action: Action, side: Side | None) -> Spoken:
        self._listed = {}
        seat = self._to_speak
        assert seat is not None
        spoken = Spoken(seat, action, side)
        if isinstance(action, str):  # the pass
            self._end_turn(seat)
            self.log.append(spoken)
            return spoken
        assert not isinstance(action, str)
        self._turn_items.append(action)
        self.log.append(spoken)
        if isinstance(action, PartnerCall):
            self.called = action.card
            if self.conventional_partner and action.card != self.legal_calls[0]:
                # an invit declined (Ruleset.invit_may_be_declined): the inviter is not the
                # partner the bidding showed, and owes nothing as such
                self.conventional_partner = False
                self.compulsory_ultimo.clear()
        elif isinstance(action, TarokkCount):
            self.counts[seat] = action.count
            if side is not None:
                self._show_side(seat, side)
        elif isinstance(action, Figure):
            assert side is not None
            self.announced[(action.name, side)] = Announced(action.name, side, seat)
            self._figure_players[(action.name, side)] = seat
            self._show_side(seat, side)
        elif isinstance(action, Kontra):
            assert side is not None
            announcer_side = side if self.kontras.by_owner(action.level) else other(side)
            target = self.announced[(action.target, announcer_side)]
            target.kontra = action.level
            target.kontra_by.append(seat)
            self._show_side(seat, side)
        return spoken

    def said_with_volat(self, figure: str, side: Side) -> bool:
        """Whether the player who announced ``figure`` for ``side`` announced that side's volát in
        the same turn, the two one straight after the other (Vadász tarokk (2025) I. 3. f):
        "közvetlenül egymás után bemondott, egymást „átfedő” vállalások")."""
        seat = self._figure_players.get((figure, side))
        if seat is None or figure not in OVERLAPPED_BY_VOLAT:
            return False
        both = {(seat, figure, side), (seat, "volat", side)}
        turn: set[tuple[Seat, str, Side | None]] = set()
        for spoken in self.log:
            if isinstance(spoken.item, Figure):
                turn.add((spoken.seat, spoken.item.name, spoken.side))
            elif spoken.item == PASS:
                if both <= turn:
                    return True
                turn = set()
        return both <= turn

    def _show_side(self, seat: Seat, side: Side) -> None:
        self.public[seat] = side
        self.last_side = side
        self.last_speaker = seat
        self._known_by_elimination()

    def _known_by_elimination(self) -> None:
        """Two players known to be on one side put the other two on the other side (pagat
        "A bemondások menete", example 2: "B partnere tehát D"; example 3: D and C are partners,
        so A is B's). Their side is then known and they need no kontra to show it."""
        for side in (DECLARER, OPPONENTS):
            if sum(self.public.get(seat) == side for seat in self.seats) == 2:
                for seat in self.seats:
                    self.public.setdefault(seat, other(side))

    def _end_turn(self, seat: Seat) -> None:
        spoke = bool(self._turn_items)
        if seat == self.declarer:
            self._declarer_spoke = True
        self._turn_items = []
        self.compulsory_ultimo.discard(seat)
        self._passes_in_a_row = 0 if spoke else self._passes_in_a_row + 1
        if self._passes_in_a_row == 3:
            self._to_speak = None
            return
        following = next_seat(seat, 1, ACTIVE_SEATS)
        while following not in self.seats:
            following = next_seat(following, 1, ACTIVE_SEATS)
        self._to_speak = following

    # -- what the play needs ---------------------------------------------------------

    def ultimo_holder(self) -> Seat | None:
        """The pagát's holder, if his side announced pagátultimó (he must keep it to the last trick)."""
        for (figure, side), _ in self.announced.items():
            if figure == "pagat-ultimo":
                holder = next((s for s in self.seats if self._holds(s, PAGAT)), None)
                if holder is not None and self.sides[holder] == side:
                    return holder
        return None
