"""Paskievics tarokk's rulesets: every rule variant is an option on one frozen :class:`Ruleset`.

The engine branches on options, never on a preset's name. A preset is only a set
of option values:

* ``pagat`` — the modern standard described by the pagat.com text (the default);
* ``tolnai1930`` — Tolnai József, *A tarokkjátékok szabályai* (1930);
* ``kegl`` — Kégl Lóránt's standard, as played on Board Game Arena (listed at the
  end of the pagat text).

What each option decides and the sources that play each value are the ``options.toml``
beside this module, in English and in Hungarian, as every game keeps its options' texts;
each option's field carries them as its metadata, so the book's variant matrix is generated
from this module.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Literal

from tarokk.core.catalogue import Language
from tarokk.core.errors import TarokkInputError
from tarokk.core.files import read_text
from tarokk.core.options import GameOptions, format_value, given_once, nearest, spec_pairs, texts_tables
from tarokk.core.words import Words
from tarokk.games.paskievics.words import WORDS

HoldRule = Literal["any-bidder", "earlier-seat", "first-bidder"]
InvitCounts = Literal["always", "if-another-wins", "opening-if-another-wins"]
KnockOrder = Literal["seat-order", "from-cutter"]
ThrowInHand = Literal["four-kings", "xxi-only", "pagat-only", "no-tarokk", "xxi-pagat-seven-suits"]
ThrowInAfterDiscard = Literal["four-kings", "never", "always"]
WrongDiscardPenalty = Literal["pays-all-three", "bears-side-payments"]
DoubleRound = Literal["overlapping", "queued", "quadruple", "none", "thrower-calls"]
DiscardXX = Literal["allowed", "forbidden", "unless-invit", "declarer-only"]
SelfCall = Literal["own-xx", "xx-run"]
TarokkCountSide = Literal["no-side", "shows-side", "pais"]
ProbaharomPayment = Literal["lost-contract", "two-units"]


TEXT_TABLES = texts_tables(__package__ or "", "paskievics")
"""What each option decides and the sources that play each value, in English and in Hungarian:
the tables of ``options.toml`` beside this module, as every game keeps them
(:mod:`tarokk.core.options`), which :class:`Ruleset` checks against its options as every
game's options are checked (:meth:`~tarokk.core.options.GameOptions.texts`)."""


def _texts_as_metadata(cls: type) -> type:
    """Each option of ``cls`` becomes a field whose metadata is its table of ``options.toml``
    (``doc``, ``doc_hu``, ``sources``, ``sources_hu``)."""
    for name in cls.__annotations__:
        if name != "name":
            setattr(cls, name, field(default=getattr(cls, name), metadata=TEXT_TABLES.get(name, {})))
    return cls


@dataclass(frozen=True)
@_texts_as_metadata
class Ruleset(GameOptions):
    """One coherent set of rule choices: Paskievics tarokk's options, read, checked and
    described as every game's are (:class:`~tarokk.core.options.GameOptions`), and named by
    the preset they start from. Build variants with :meth:`with_options`. What each option
    decides and who plays each value is in ``options.toml`` beside this module."""

    game = "paskievics"
    not_options = ("name",)

    name: str = "pagat"

    # Dealing -----------------------------------------------------------------
    knock_allowed: bool = False
    knock_order: KnockOrder = "seat-order"

    # Bidding -----------------------------------------------------------------
    hold_rule: HoldRule = "any-bidder"
    probaharom: bool = True
    solo_without_tarokk_to_throw_in: bool = False
    conventions: bool = True
    solo_jump_signals_xviii: bool = False
    first_bid_can_invite: bool = True
    opening_bid_three: bool = False
    newcomer_two_or_one: bool = False
    invit_counts: InvitCounts = "always"
    invit_only_to_bidders: bool = False
    later_jump_signals_xvii: bool = False
    jump_after_held_bid_is_invit: bool = True
    skipped_hold_signals_xviii: bool = False
    invit_promises_big_honour: bool = False
    engedett_promises_big_honour: bool = True
    raise_lone_three: bool = False

    # Settlement --------------------------------------------------------------
    kontra_opponents_need_48: bool = False
    szubkontra_signal: bool = False
    four_kings_value: int = 1
    pagat_ultimo_value: int = 5
    xxi_capture_value: int = 21
    silent_volat_triples_kontra: bool = False
    opponents_silent_need_kontra: bool = False
    dupla_volat_suppress_game: bool = False
    failed_dupla_volat_pays_game: bool = False
    volat_absorbs_overlaps: bool = False
    announced_volat_voids_dupla: bool = False
    silent_volat_with_announced_dupla: bool = True
    silent_trull_with_volat: bool = False
    silent_four_kings_with_silent_dupla: bool = True
    silent_ultimo_beaten_pays: bool = True
    tarokk_count_pays: bool = True
    ultimo_kassza: bool = False
    kassza_stake: int = 5
    kassza_probaharom: int = 5
    talon_honours_to_dealer: bool = False
    dealer_sir_es_nevet: bool = False
    wrong_discard_penalty: WrongDiscardPenalty = "pays-all-three"
    failed_probaharom_payment: ProbaharomPayment = "lost-contract"
    double_round: DoubleRound = "overlapping"

    # Throw-in (bedobás) -----------------------------------------------------
    throw_in_hands: frozenset[ThrowInHand] = frozenset(
        {"four-kings", "xxi-only", "pagat-only", "no-tarokk", "xxi-pagat-seven-suits"}
    )
    throw_in_after_tarokk_discard: ThrowInAfterDiscard = "four-kings"
    throw_in_before_discard: bool = False
    throw_in_compulsory: bool = False

    # Discards and the partner call --------------------------------------------
    discard_xx: DiscardXX = "allowed"
    call_any_after_tarokk_discard: bool = True
    invit_may_be_declined: bool = False
    self_call: SelfCall = "own-xx"

    # Announcements -------------------------------------------------------------
    dupla_volat_same_turn: bool = False
    dupla_after_volat: bool = False
    dupla_volat_one_player: bool = True
    trull_from_hand_needs_high_honours: bool = False
    ultimo_needs_tarokk_count: bool = True
    inviter_must_announce_ultimo: bool = True
    tarokk_count_side: TarokkCountSide = "no-side"

    def with_options(self, **options: Any) -> Ruleset:
        """A copy with some options changed (unknown names are refused, with the nearest
        name suggested); its ``name`` then says what differs from the preset:
        ``pagat + discard_xx=forbidden``."""
        for option in options:
            if option != "name":
                self.field_name(option)
        changed = replace(self, **options)
        return changed if "name" in options else replace(changed, name=changed.spec())

    @classmethod
    def read(cls, values: Mapping[str, Any]) -> Ruleset:
        """The pagat preset with the options ``values`` names (:func:`house_rules`)."""
        return house_rules(values)

    @classmethod
    def from_spec(cls, spec: str) -> Ruleset:
        """The ruleset a spec names, a preset first (:func:`ruleset`)."""
        return ruleset(spec)

    @property
    def preset(self) -> str:
        """The preset this ruleset starts from (its name up to the first ``+``)."""
        return self.name.split("+")[0].strip()

    def spec(self) -> str:
        """The preset this ruleset starts from and every option it plays differently:
        ``pagat + discard_xx=forbidden, kontra_opponents_need_48=yes`` (:func:`ruleset` reads it back)."""
        base_name = self.preset
        base = PRESETS.get(base_name)
        if base is None:
            return self.name
        changed = [
            f"{f.name}={format_value(getattr(self, f.name))}"
            for f in option_fields()
            if getattr(self, f.name) != getattr(base, f.name)
        ]
        return f"{base_name} + {', '.join(changed)}" if changed else base_name


def option_fields() -> list[Any]:
    """The options with their documentation and sources (for the variant matrix)."""
    return [f for f in fields(Ruleset) if f.name != "name"]


PRESETS: dict[str, Ruleset] = {
    "pagat": Ruleset(),
    "tolnai1930": Ruleset(
        name="tolnai1930",
        dupla_volat_suppress_game=True,
        announced_volat_voids_dupla=True,
        silent_volat_with_announced_dupla=False,
        silent_ultimo_beaten_pays=False,
        double_round="none",
        knock_allowed=True,
        hold_rule="first-bidder",
        invit_counts="if-another-wins",
        invit_promises_big_honour=True,
        throw_in_hands=frozenset({"xxi-only", "no-tarokk"}),
        throw_in_after_tarokk_discard="never",
        throw_in_compulsory=True,
        self_call="xx-run",
        trull_from_hand_needs_high_honours=True,
        solo_without_tarokk_to_throw_in=True,
    ),
    "kegl": Ruleset(
        name="kegl",
        silent_four_kings_with_silent_dupla=False,
        kassza_stake=2,
        kassza_probaharom=8,
        failed_probaharom_payment="two-units",
        solo_jump_signals_xviii=True,
        invit_counts="opening-if-another-wins",
        jump_after_held_bid_is_invit=False,
        skipped_hold_signals_xviii=True,
        engedett_promises_big_honour=False,
        throw_in_hands=frozenset({"xxi-only", "no-tarokk", "four-kings"}),
        throw_in_before_discard=True,
        discard_xx="unless-invit",
        call_any_after_tarokk_discard=False,
    ),
}
ALIASES = {"tolnai": "tolnai1930", "bga": "kegl", "default": "pagat"}


PRESET_SOURCES = WORDS.group("presets")
"""Each preset's source, in words."""


def ruleset(spec: str = "pagat") -> Ruleset:
    """The ruleset a spec names: a preset (``pagat``, ``tolnai1930``, ``kegl``), optionally
    followed by options it plays differently, separated by commas or ``+``:
    ``pagat, kontra_opponents_need_48=yes, discard_xx=forbidden``. Like every game's spec it
    may begin with the game's name (``paskievics, kegl`` or ``paskievics, discard_xx=forbidden``,
    the pagat preset when none is named)."""
    parts = [part.strip() for part in re.split(r"[,+\n]", spec)]
    if parts[0].casefold() == "paskievics":
        parts = parts[1:] if len(parts) > 1 and "=" not in parts[1] else ["pagat", *parts[1:]]
    preset, *overrides = parts
    rules = PRESETS[_preset_name(preset)]
    named = given_once(spec_pairs(overrides), Ruleset.field_name)
    values = {name: Ruleset.parse(name, value) for name, value in named.items()}
    return rules.with_options(**values) if values else rules


def house_rules(data: Mapping[str, Any], where: str | None = None) -> Ruleset:
    """The ruleset of a house-rules table (a parsed TOML file): ``preset = "pagat"`` and
    any options as keys, with TOML values or the words a spec takes (``"igen"``)."""
    rest = dict(data)
    named_as = WORDS.house_rules if where is None else Words(where, where)
    if "preset" in rest and "variant" in rest:
        said = WORDS.preset_and_variant.message(where=named_as.en)
        said["hu"] = WORDS.preset_and_variant("hu", where=named_as.hu)
        raise TarokkInputError(**said, key="variant")
    preset = rest.pop("preset", rest.pop("variant", "pagat"))
    if not isinstance(preset, str):
        said = WORDS.bad_preset.message(where=named_as.en, preset=preset, presets=", ".join(PRESETS))
        said["hu"] = WORDS.bad_preset("hu", where=named_as.hu, preset=preset, presets=", ".join(PRESETS))
        raise TarokkInputError(**said, key="preset")
    named = given_once(((str(key), value) for key, value in rest.items()), Ruleset.field_name)
    values = {name: Ruleset.parse(name, value) for name, value in named.items()}
    rules = PRESETS[_preset_name(preset)]
    return rules.with_options(**values) if values else rules


def load_house_rules(path: Path) -> Ruleset:
    """Read a house-rules TOML file (see :func:`house_rules`); a TOML fault gives its line."""
    try:
        data = tomllib.loads(read_text(path))  # at most a MiB, UTF-8, regular files only
    except RecursionError:
        raise TarokkInputError(**WORDS.nested_too_deeply.message(path=path)) from None
    except tomllib.TOMLDecodeError as error:
        place = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
        line, column = (int(place[1]), int(place[2])) if place else (None, None)
        said = WORDS.not_house_rules.message(path=path, error=error)
        raise TarokkInputError(**said, line=line, column=column) from None
    return house_rules(data, str(path))


def rules_argument(text: str) -> Ruleset:
    """A ``--rules`` argument: a house-rules TOML file, or a spec (see :func:`ruleset`)."""
    path = Path(text)
    if text.strip().lower().endswith(".toml") or ("=" not in text and _names_a_file(path)):
        return load_house_rules(path)
    return ruleset(text)


def _names_a_file(path: Path) -> bool:
    """Whether ``path`` is a file (a text no file can be named, too long or with a NUL, is not)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _preset_name(text: str) -> str:
    key = ALIASES.get(text.strip().lower(), text.strip().lower())
    if key not in PRESETS:
        presets = Words(
            *(
                "; ".join(f"{name} ({source(language)})" for name, source in PRESET_SOURCES.items())
                for language in ("en", "hu")
            )
        )
        said = WORDS.unknown_variant.message(text=text, hint=nearest(key, [*PRESETS, *ALIASES]), presets=presets)
        raise TarokkInputError(**said, key="preset")
    return key


# Reading option names and values -------------------------------------------------


def option_field(name: str) -> Any:
    """The dataclass field of option ``name`` (spelled with hyphens or underscores, any case),
    which carries its texts as metadata; an unknown name is refused with the valid ones."""
    wanted = Ruleset.field_name(name)
    return next(f for f in option_fields() if f.name == wanted)


def other_values(name: str, value: Any) -> list[Any]:
    """The values option ``name`` could take instead of ``value``: the other bool, the
    other choices, the numbers the sources play (a set's alternatives are not listed)."""
    choices = Ruleset.choices(name)
    if not choices and Ruleset.kind(name) is int:
        choices = tuple(int(key) for key in Ruleset.texts(name).sources if key.isdigit())
    return [choice for choice in choices if choice != value]


def value_sources(name: str, value: Any, language: Language = "en") -> str:
    """The sources that play option ``name`` at ``value`` (its ``options.toml``), in
    ``language``; a set is looked up by its members (``xxi-only, no-tarokk``), the full set as
    ``all``, as a spec writes it; a value no source plays is a house rule."""
    sources = Ruleset.texts(name).sources_in(language)
    house = WORDS.house_rule(language)
    if isinstance(value, frozenset):
        if value == frozenset(Ruleset.members(name)):
            return sources.get("all", house)
        return next((src for key, src in sources.items() if set(key.split(", ")) == set(value)), house)
    return sources.get(str(value), house)
