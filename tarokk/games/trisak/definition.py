"""Trisáktarokk as data (Tolnai §73).

Four play with the 54-card deck (Tolnai §67) counted in plain card points as in
Paskievics tarokk (Tolnai §7: „A kártyák pontértéke azonos a Paskievics-tarokknál
megadott értékekkel”), 106 in all; a game is won with 54, a tie goes to the opponents
(„A nyeréshez 54 pont szükséges; pontegyenlőség esetén az ellenfelek nyernek”). The
dealer lays a talon of six, then deals to the right in sixes, twelve cards each.

The contracts climb from trisákolás (the first player's fallback when all pass) through
the first level (4, with the call of the highest missing tarokk), ultimóhívás (4 and an
ultimó of 40), bettli (8), hármasték (10) and nyílt bettli (15) to hármas szóló (20).
There is no holding: only a higher contract outbids („Ennél a játéknál tartás nincs,
csak magasabb rangú játékot lehet rontani”). The ultimó and the holding prizes are priced
by the tables :data:`ULTIMO_PRICES` and :data:`HOLDING_PRIZES`; the points the sources
leave open are the options of :class:`TrisakOptions`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, get_args, get_type_hints

from tarokk.core.cards import DECK54
from tarokk.core.definition import (
    AuctionRules,
    CardCounting,
    Contract,
    Counting,
    GameDefinition,
    HoldingRight,
    KontraLadder,
    Lead,
    Packets,
    Partner,
    Phase,
    Seating,
    TalonHandling,
)
from tarokk.core.errors import TarokkInputError

MUST_OVERTAKE = "must-overtake"
"""The play constraint of the bettlis: follow suit and overtake (core ``MustOvertake``)."""

TRISAK = GameDefinition(
    name="trisak",
    hu="trisáktarokk",
    sources=("tolnai-1930.txt §73",),
    deck=DECK54,
    counting=CardCounting(Counting.CARD_POINTS),
    seating=Seating(player_counts=(4,), active_seats=("A", "B", "C", "D")),
    packets=Packets(talon=6, sizes=(6, 6)),
    contracts=(
        # „a legtöbb pontot elért játékos 3 társának 3—3 pontot fizet”
        Contract("trisak", "trisákolás", 1, 3, TalonHandling.NONE, partner=Partner.NONE),
        # „felveszi a talon felső 4 lapját … A játék díja 4 pont … a következő két játékos 1—1-et felvesz”
        Contract("game", "első fokozat", 2, 4, TalonHandling.SHARES, (4, 1, 1), Partner.CALL_HIGHEST_MISSING),
        # „a talon első és második három lapja közül választhat … A játék díja 4 pont”
        Contract("ultimo", "ultimóhívás", 3, 4, TalonHandling.CHOOSE_HALF, partner=Partner.CALL_HIGHEST_MISSING),
        # „bettlit mond, melynek jutalma 8 pont. Bettlinél a felvevő hív ki elsőnek”
        Contract(
            "bettli", "bettli", 4, 8, TalonHandling.NONE, partner=Partner.NONE, lead=Lead.DECLARER,
            constraints=(MUST_OVERTAKE,),
        ),
        # „a felvevő három játékostársa ellen játszik … Díj 10 pont”
        Contract("three", "hármasték", 5, 10, TalonHandling.CHOOSE_HALF, partner=Partner.NONE),
        # „a talon fekve marad és a felvevő hív ki … Díj 15 pont”
        Contract(
            "open bettli", "nyílt bettli", 6, 15, TalonHandling.NONE, partner=Partner.NONE, lead=Lead.DECLARER,
            constraints=(MUST_OVERTAKE,),
        ),
        # „A talon fekve marad és megtekintés nélkül az ellenfelek skartjába kerül … Díja 20 pont”
        Contract("solo", "hármas szóló", 7, 20, TalonHandling.TO_OPPONENTS, partner=Partner.NONE),
    ),
    figures=(),
    kontras=KontraLadder(()),
    phases=(Phase.AUCTION, Phase.CHOICE, Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE, Phase.PLAY, Phase.OVER),
    # "Az osztó jobboldali szomszédja … kijelentheti, hogy játszik"; "Ennél a játéknál tartás
    # nincs, csak magasabb rangú játékot lehet rontani."
    auction=AuctionRules(HoldingRight.NONE, opener_bids=True),
)  # fmt: skip

BIDS = ("game", "ultimo", "bettli", "three", "open bettli", "solo")
"""The contracts a player may name in the auction, lowest first; trisákolás is not bid, it
is the first player's choice when the others pass."""

ULTIMO_PRICES: dict[str, tuple[int | None, int]] = {
    "game": (10, 20),
    "ultimo": (None, 40),
    "three": (20, 40),
    "solo": (40, 80),
}
"""The pagátultimó's price (silent, announced) by contract (Tolnai §73: „Ultimó díja
egyszerű játéknál csendesen 10, bemondva 20, a második fokozatnál csak bemondott ultimó
van, díja 40, hármasnál csendesen 20, bemondva 40, hármas szólónál csendesen 40, bemondva
80 pont”); None: no silent ultimó. The bettlis and trisákolás have none."""

HOLDING_PRIZES: dict[str, tuple[str, str, int]] = {
    "tarokks": ("at least eight tarokks", "legalább 8 tarokk", 10),
    "kings": ("four kings", "négy király", 10),
    "trull": ("tulétroá", "tulétroá", 10),
    "honours": ("small honours: four honours and kings mixed", "kis honőrök: négy honőr és király vegyesen", 10),
}
"""The holding prizes, each paid to its holder by each other player (Tolnai §73: „legalább
8 tarokk egy kézben . 10 pont, négy király, vagy tulétroá egy kézben 10 pont, kis honnörök,
négy lap honnör és király vegyesen egy kézben . 10 pont”); doubled at hármas szóló. Four
kings and tulétroá share one line: :attr:`TrisakOptions.kings_and_trull` says whether a
hand with both is paid once or twice."""

SOLO_PRIZE_FACTOR = 2
"""„Mindezen pontok hármas szólónál duplán számítandók.”"""

TRISAK_PAYMENT = 3
"""What the trisákolás's top scorer pays each other player (Tolnai §73)."""

TRICKLESS_PAYMENT = 9
"""What a player who took no trick in trisákolás gets from the top scorer (Tolnai §73)."""

FIRST_LEVEL_TAKE = 4
"""The declarer's share of the talon at the first level; the next two take one each."""

HALF = 3
"""Cards in a half of the talon: ultimóhívás and hármasték take one half."""


@dataclass(frozen=True)
class TrisakOptions:
    """The readings of what Tolnai §73 leaves open; each default is the plain reading.

    ``trisak_tie``: who pays when two or more players tie for the most points in
    trisákolás: ``"split"`` they share the one payment, ``"none"`` nobody pays.
    ``trickless``: with two players without a trick, ``"each"`` gets 9 from the top scorer,
    or they ``"share"`` the 9 („Ha valamelyik játékos egy ütést sem csinált … 9 pontot kap”).
    ``ultimo_call``: the ultimóhívás calls the ``"highest"`` missing tarokk (its own words,
    „a legmagasabb hiányzó tarokkját”) or, as at the first level, the highest below the XX
    (``"below-xx"``).
    ``discard_limit``: the ban on discarding honours and kings is stated for the first level
    (``"first-level"``); ``"every"`` applies it to every declarer's discard.
    ``prizes``: the holding prizes are announced in ``"every"`` contract, or ``"not-bettli"``
    (not in the bettlis and trisákolás, where nothing is to be won with the cards).
    ``silent_ultimo_lost``: whether a pagát lost in the last trick costs its side the silent
    price, as in Paskievics tarokk (True), or costs nothing (False).
    ``kings_and_trull``: a hand with four kings and tulétroá is paid ``"one"`` prize, as
    Tolnai prints them on one line („négy király, vagy tulétroá egy kézben 10 pont”), or
    ``"each"``.
    ``small_honours``: kis honőrök count ``"with-others"``, even when the same cards make
    four kings or tulétroá, or only ``"alone"``, in a hand with neither.
    """

    trisak_tie: Literal["split", "none"] = "split"
    trickless: Literal["each", "share"] = "each"
    ultimo_call: Literal["highest", "below-xx"] = "highest"
    discard_limit: Literal["first-level", "every"] = "first-level"
    prizes: Literal["every", "not-bettli"] = "every"
    silent_ultimo_lost: bool = True
    kings_and_trull: Literal["one", "each"] = "one"
    small_honours: Literal["with-others", "alone"] = "with-others"

    def __post_init__(self) -> None:
        choices = option_choices()
        for name, allowed in choices.items():
            value = getattr(self, name)
            if value not in allowed or isinstance(value, bool) != isinstance(allowed[0], bool):
                wanted = " or ".join(repr(choice) for choice in allowed)
                raise TarokkInputError(f"trisák option {name} must be {wanted}, not {value!r}")

    @classmethod
    def of(cls, options: dict[str, object]) -> TrisakOptions:
        """The options from keyword values, refusing unknown names."""
        known = {field.name for field in fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise TarokkInputError(
                f"trisák has no option {', '.join(unknown)}: expected one of {', '.join(sorted(known))}"
            )
        return cls(**options)  # type: ignore[arg-type]


def option_choices() -> dict[str, tuple[object, ...]]:
    """Each trisák option with the values it takes, read from its annotation (the default first)."""
    hints = get_type_hints(TrisakOptions)
    choices: dict[str, tuple[object, ...]] = {}
    for option in fields(TrisakOptions):
        allowed = (True, False) if hints[option.name] is bool else get_args(hints[option.name])
        choices[option.name] = (option.default, *(value for value in allowed if value != option.default))
    return choices
