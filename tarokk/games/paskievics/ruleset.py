"""Paskievics tarokk's rulesets: every rule variant is an option on one frozen :class:`Ruleset`.

The engine branches on options, never on a preset's name. A preset is only a set
of option values:

* ``pagat`` — the modern standard described by the pagat.com text (the default);
* ``tolnai1930`` — Tolnai József, *A tarokkjátékok szabályai* (1930);
* ``kegl`` — Kégl Lóránt's standard, as played on Board Game Arena (listed at the
  end of the pagat text).

Each option's metadata names the sources that play each value, so the book's
variant matrix is generated from this module.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

from tarokk.core.catalogue import slug
from tarokk.core.errors import TarokkInputError, excerpt
from tarokk.core.files import read_text
from tarokk.core.options import WHOLE, given_once
from tarokk.core.words import Words
from tarokk.games.paskievics.words import WORDS

HoldRule = Literal["any-bidder", "earlier-seat", "first-bidder"]
InvitCounts = Literal["always", "if-another-wins", "opening-if-another-wins"]
KnockOrder = Literal["seat-order", "from-cutter"]
ThrowInHand = Literal["four-kings", "xxi-only", "pagat-only", "no-tarokk", "xxi-pagat-seven-suits"]
ThrowInAfterDiscard = Literal["four-kings", "never", "always"]
WrongDiscardPenalty = Literal["pays-all-three", "bears-side-payments"]
DoubleRound = Literal["overlapping", "queued", "quadruple", "none"]
DiscardXX = Literal["allowed", "forbidden", "unless-invit", "declarer-only"]
SelfCall = Literal["own-xx", "xx-run"]
TarokkCountSide = Literal["no-side", "shows-side", "pais"]
ProbaharomPayment = Literal["lost-contract", "two-units"]


def _option(default: Any, doc: str, sources: dict[str, str]) -> Any:
    return field(default=default, metadata={"doc": doc, "sources": sources})


@dataclass(frozen=True)
class Ruleset:
    """One coherent set of rule choices. Build variants with :meth:`with_options`."""

    name: str = "pagat"

    # Dealing -----------------------------------------------------------------
    knock_allowed: bool = _option(
        False,
        "The cutter may knock (ráüt) instead of cutting; the players then choose which "
        "packet of nine cards each takes.",
        {"True": "Tolnai §21; pagat 'Változatok a játék tartozékai és az osztás terén'",
         "False": "pagat (standard rules)"},
    )  # fmt: skip
    knock_order: KnockOrder = _option(
        "seat-order",
        "After a knock, who chooses a packet first: the players in seat order A, B, C "
        "(Tolnai) or from the cutter clockwise (pagat's variant).",
        {"seat-order": "Tolnai §21", "from-cutter": "pagat 'Változatok a játék tartozékai és az osztás terén'"},
    )

    # Bidding -----------------------------------------------------------------
    hold_rule: HoldRule = _option(
        "any-bidder",
        "Who may hold (tartom) a bid: any player who has already bid; only a player "
        "seated earlier than the bidder (the older rule); or only the first bidder in "
        "seat order, the right passing on when he passes (Tolnai).",
        {"any-bidder": "pagat 'A licitálás'",
         "earlier-seat": "pagat 'Változatok a licitálásra' (the older rule, in most books)",
         "first-bidder": "Tolnai §27–§31"},
    )  # fmt: skip
    probaharom: bool = _option(
        True,
        "After three opening passes the fourth player may bid without an honour, hoping "
        "to find one in the talon (próbahárom).",
        {"True": "pagat 'A licitálás'; Tolnai §38; Kégl/BGA", "False": "a stricter table"},
    )
    solo_without_tarokk_to_throw_in: bool = _option(
        False,
        "A player without a tarokk (or with the XXI alone) who bids first, nobody having bid before him, "
        "may say solo without an honour: taking no talon card he throws the deal in, and pays no "
        "penalty for bidding without an honour.",
        {"False": "pagat 'A licitálás' (a bid needs an honour, but for the próbahárom); Kégl/BGA",
         "True": "Tolnai §38 ('mondjon szólójátékot és mivel a talonból nem kap lapot, dobhatja a játékot')"},
    )  # fmt: skip
    conventions: bool = _option(
        True,
        "Invit and engedett játék are played (a jump in the bidding signals a tarokk).",
        {"True": "pagat 'Konvencionális licit: invit és engedett játék'; Tolnai §32–§35",
         "False": "pagat 'Változatok a licitálási konvenciókra' (no invit, no engedett játék)"},
    )  # fmt: skip
    solo_jump_signals_xviii: bool = _option(
        False,
        "Every jump to solo signals the XVIII, even a one-step jump (the original rule).",
        {"False": "pagat 'Invit' (a one-step jump signals the XIX)",
         "True": "pagat 'Változatok a licitálási konvenciókra' (original rule); Kégl/BGA"},
    )  # fmt: skip
    first_bid_can_invite: bool = _option(
        True,
        "A player's opening bid can be an invit (an opening two or one is a jump).",
        {"True": "pagat 'Példák a licitálásra'; Tolnai §34",
         "False": "pagat 'Változatok a licitálási konvenciókra' (the first bid is never an invit)"},
    )  # fmt: skip
    invit_counts: InvitCounts = _option(
        "always",
        "Whether a jump binds the jumper to hold the signalled card: always; only if "
        "someone else wins the auction; or, for an opening jump, only if someone else wins.",
        {"always": "pagat 'Invit'",
         "if-another-wins": "pagat 'Változatok a licitálási konvenciókra'; Tolnai §35 "
                            "(a jump becomes an invit when the jumper does not hold)",
         "opening-if-another-wins": "Kégl/BGA (an opening two or one)"},
    )  # fmt: skip
    invit_only_to_bidders: bool = _option(
        False,
        "An invit can be addressed only to a player who has already bid, and accepted only by holding.",
        {"False": "pagat 'Invit'", "True": "pagat 'Változatok a licitálási konvenciókra'"},
    )
    later_jump_signals_xvii: bool = _option(
        False,
        "Pais's XVII invit: a one-step jump at a player's first bid signals the XIX, at a later bid the XVII.",
        {"False": "pagat 'Invit'", "True": "Pais József, in pagat 'Változatok a licitálási konvenciókra'"},
    )
    jump_after_held_bid_is_invit: bool = _option(
        True,
        "A jump by a player whose own bid was just held is an invit (Kégl/BGA: A three, "
        "B two, A hold, B solo is no invit).",
        {"True": "pagat 'Invit'", "False": "Kégl/BGA"},
    )
    skipped_hold_signals_xviii: bool = _option(
        False,
        "A one-step jump by a player who could have held (A three, B two, A one) signals "
        "the XVIII, and the invitee accepts only by bidding higher: holding declines.",
        {"False": "pagat 'Invit' (it signals the XIX; holding accepts)", "True": "Kégl/BGA"},
    )
    invit_promises_big_honour: bool = _option(
        False,
        "An invit promises a high honour (skíz or XXI) besides the signalled card.",
        {"False": "pagat 'Invit' (an invit with the pagát obliges a pagátultimó)",
         "True": "Tolnai §32 ('magas honnőr kíséretében')"},
    )  # fmt: skip
    engedett_promises_big_honour: bool = _option(
        True,
        "Yielding the game (engedett játék) promises a high honour besides the XX.",
        {"True": "pagat 'Engedett játék'; Tolnai §33", "False": "Kégl/BGA (without one, a compulsory pagátultimó)"},
    )
    raise_lone_three: bool = _option(
        False,
        "A player who bid three while everyone else passed may raise to two or one before taking the talon.",
        {"False": "pagat, Tolnai", "True": "pagat 'Változatok a licitálásra'"},
    )

    # Settlement --------------------------------------------------------------
    kontra_opponents_need_48: bool = _option(
        False,
        "After a kontra on the game the opponents need 48 card points too: 47–47 goes to the declarer.",
        {"False": "pagat 'Az elszámolás'; Tolnai §9, §49 (47–47: the opponents win); Kégl/BGA (no difference listed)",
         "True": "pagat 'Változatok az elszámolásra' (Dr. Kovács Endre's newer books, many circles)"},
    )  # fmt: skip
    four_kings_value: int = _option(
        1,
        "Négykirály: the silent value (announced: twice it).",
        {"1": "pagat 'A figurák', 'Az elszámolás'; Tolnai §51, §64; Kégl/BGA",
         "2": "pagat 'Változatok az elszámolásra' (recent books)"},
    )  # fmt: skip
    pagat_ultimo_value: int = _option(
        5,
        "Pagátultimó: the silent value (announced: twice it).",
        {"5": "pagat 'A figurák', 'Az elszámolás'; Tolnai §54, §64; Kégl/BGA",
         "6": "pagat 'Változatok az elszámolásra' (recent books)"},
    )  # fmt: skip
    xxi_capture_value: int = _option(
        21,
        "XXI-fogás: the silent value (announced: twice it).",
        {"21": "pagat 'A figurák', 'Az elszámolás'; Tolnai §55, §64; Kégl/BGA",
         "30": "pagat 'Változatok az elszámolásra' (recent books)"},
    )  # fmt: skip
    silent_volat_triples_kontra: bool = _option(
        False,
        "A silent volát on a kontra'd game is paid as the kontra'd game times three (6× the base "
        "for a kontra) instead of the kontra'd game plus the silent volát (5×).",
        {"False": "pagat 'Az elszámolás' rule 5", "True": "pagat 'Változatok az elszámolásra' (some places)"},
    )
    opponents_silent_need_kontra: bool = _option(
        False,
        "The opponents write a silent duplajáték or volát only if the game was kontra'd.",
        {"False": "pagat 'Az elszámolás'; Tolnai §13, §14 (the side that makes it wins it)",
         "True": "pagat 'Változatok az elszámolásra'"},
    )  # fmt: skip
    dupla_volat_suppress_game: bool = _option(
        False,
        "Once a duplajáték or volát is announced or made, neither side writes the plain game unless "
        "it was kontra'd; once a volát is announced, neither side writes a silent duplajáték.",
        {"False": "pagat 'Az elszámolás' rules 2–4 (the announcers' opponents still win the game)",
         "True": "pagat 'Változatok az elszámolásra'; Tolnai §53 ('Duplajátéknál és volátnál a játék "
                 "díját nem fizetik', with no exception for the side that wins the game)"},
    )  # fmt: skip
    announced_volat_voids_dupla: bool = _option(
        False,
        "When one side announced both duplajáték and volát, only the volát is paid.",
        {"False": "pagat 'Az elszámolás' rule 3 (both are paid)",
         "True": "Tolnai §53 ('csak a volátot díjazzák')"},
    )  # fmt: skip
    silent_volat_with_announced_dupla: bool = _option(
        True,
        "A side that announced duplajáték and took every trick also writes the silent volát.",
        {"True": "pagat 'Az elszámolás' rules 2 and 6",
         "False": "Tolnai §53 (it gets the duplajáték only, being more than the silent volát)"},
    )  # fmt: skip
    silent_trull_with_volat: bool = _option(
        False,
        "A side that took every trick still writes its silent trull (never its silent four kings).",
        {"False": "pagat 'Az elszámolás'; Tolnai §53, §64 note 1; Kégl/BGA",
         "True": "pagat 'Változatok az elszámolásra'"},
    )  # fmt: skip
    silent_four_kings_with_silent_dupla: bool = _option(
        True,
        "A side that made a silent duplajáték also writes its silent four kings (the 'perversion' of "
        "letting a trick go to beat the volát).",
        {"True": "pagat 'Az elszámolás' (the volát-perversion paragraph); Tolnai §51",
         "False": "Kégl/BGA"},
    )  # fmt: skip
    silent_ultimo_beaten_pays: bool = _option(
        True,
        "A pagát played to the ninth trick and beaten costs its side the silent ultimó's value.",
        {"True": "pagat 'A figurák' (pagátulti-fogás); Kégl/BGA (a silent ultimó can fail)",
         "False": "Tolnai §15, §54, §64 (the figure is won by the side whose pagát takes the last "
                  "trick; no payment for a silent one that fails is mentioned)"},
    )  # fmt: skip
    ultimo_kassza: bool = _option(
        False,
        "The ultimó kassza is played: a deal without a game feeds it; an announced pagátultimó made "
        "takes it, one lost doubles it; what is left is shared at the end of the session.",
        {"False": "pagat (no kassza); Tolnai §26, Kégl/BGA (both only by agreement: it makes the game dearer)",
         "True": "Tolnai §26, §38, §54*; Kégl/BGA ('ultikassza')"},
    )  # fmt: skip
    kassza_stake: int = _option(
        5,
        "With the kassza: what every player pays into it after a deal without a game.",
        {"5": "Tolnai §26, §38 (five times the base)", "2": "Kégl/BGA"},
    )
    kassza_probaharom: int = _option(
        5,
        "With the kassza: what a player whose próbahárom failed pays into it instead of paying the players.",
        {"5": "Tolnai §38", "8": "Kégl/BGA (8 units instead of 2 to each player)"},
    )
    talon_honours_to_dealer: bool = _option(
        False,
        "Five players: a player who takes an honour from the talon pays the dealer 3 for the skíz, 2 "
        "for the XXI (nothing if it is captured), 1 for the pagát.",
        {"False": "pagat 'Változatok az elszámolásra' ('nowadays hardly played'); Tolnai §40 (an Újlak custom)",
         "True": "Tolnai §40; pagat 'Változatok az elszámolásra'"},
    )  # fmt: skip
    dealer_sir_es_nevet: bool = _option(
        False,
        "Five players: the dealer 'cries and laughs' (sír és nevet), paying or receiving the total "
        "like an opponent, and paying announced tarokk counts.",
        {"False": "pagat 'Az elszámolás' (the dealer neither wins nor pays)",
         "True": "Tolnai §41, §45; pagat 'Változatok az elszámolásra' (some play it)"},
    )  # fmt: skip
    wrong_discard_penalty: WrongDiscardPenalty = _option(
        "pays-all-three",
        "A wrong discard: the offender pays each other player the game and every announced figure "
        "whoever won; or (the milder rule) the deal is settled but the offender alone pays his "
        "side's dues.",
        {"pays-all-three": "Tolnai §38 (the rule; pagat and Kégl/BGA give none)",
         "bears-side-payments": "Tolnai §38 ('Enyhébb büntetés')"},
    )  # fmt: skip
    failed_probaharom_payment: ProbaharomPayment = _option(
        "lost-contract",
        "What a próbahárom that finds no honour pays every other player: the bid contract's value, "
        "as for a lost game; or a flat 2 units, whatever was bid.",
        {"lost-contract": "pagat 'A licitálás' ('ki kell fizetnie a partit': 1 each for a three); Tolnai §38 "
                          "('a hármast játék díját')",
         "two-units": "Kégl/BGA ('a licitáló játékos 2 egységet fizet a többi játékosnak')"},
    )  # fmt: skip
    double_round: DoubleRound = _option(
        "overlapping",
        "After all four pass or a throw-in: the same dealer deals and the next round (4 or 5 deals) "
        "counts double, a new double round overlapping a running one (those deals ×4); or a second "
        "double round queued after the first; or a quadruple round after a throw-in in a double "
        "round; or no double round, the next dealer dealing.",
        {"overlapping": "pagat 'A licitálás', 'A játék eldobása'; Kégl/BGA (no difference listed)",
         "queued": "pagat 'Változatok a licitálásra'",
         "quadruple": "pagat 'Változatok a licitálásra'",
         "none": "Tolnai §26 (the next dealer deals); pagat 'Változatok a licitálásra'"},
    )  # fmt: skip

    # Throw-in (bedobás) -----------------------------------------------------
    throw_in_hands: frozenset[ThrowInHand] = _option(
        frozenset({"four-kings", "xxi-only", "pagat-only", "no-tarokk", "xxi-pagat-seven-suits"}),
        "The hands that entitle a player to throw the deal in.",
        {"all five": "pagat 'A játék eldobása'",
         "xxi-only, no-tarokk": "Tolnai §38",
         "xxi-only, no-tarokk, four-kings": "Kégl/BGA",
         "xxi-only, pagat-only, four-kings": "pagat 'Változatok a skartolásra és a játék eldobására'"},
    )  # fmt: skip
    throw_in_after_tarokk_discard: ThrowInAfterDiscard = _option(
        "four-kings",
        "Whether a player who discarded a tarokk may still throw in: only with four kings, "
        "never, or always.",
        {"four-kings": "pagat 'A játék eldobása'", "never": "Tolnai §38",
         "always": "pagat 'Változatok a skartolásra és a játék eldobására'"},
    )  # fmt: skip
    throw_in_before_discard: bool = _option(
        False,
        "The throw-in is declared after taking the talon but before discarding (otherwise "
        "after the exchange, before the announcements).",
        {"False": "pagat 'A játék eldobása'; Tolnai §38", "True": "Kégl/BGA"},
    )
    throw_in_compulsory: bool = _option(
        False,
        "A qualifying hand voids the deal whether its holder wants it or not.",
        {"False": "pagat 'A játék eldobása' (the holder may choose to play)", "True": "Tolnai §38 ('Nincs játék')"},
    )

    # Discards and the partner call --------------------------------------------
    discard_xx: DiscardXX = _option(
        "allowed",
        "Who may discard the XX: anyone; nobody; nobody unless an invit made another card "
        "the partner card; only the declarer.",
        {"allowed": "pagat 'A skartolás'; Tolnai §37, §42",
         "forbidden": "pagat 'Változatok a skartolásra és a játék eldobására'",
         "unless-invit": "Kégl/BGA",
         "declarer-only": "Vadász tarokk"},
    )  # fmt: skip
    call_any_after_tarokk_discard: bool = _option(
        True,
        "After another player discarded a tarokk the declarer may call any tarokk but an honour.",
        {"True": "pagat 'Partnerhívás'; Tolnai §42, §46", "False": "Kégl/BGA"},
    )
    self_call: SelfCall = _option(
        "own-xx",
        "Which of his own cards a declarer holding the XX may call to play alone: only the "
        "XX, or any card of an unbroken run down from the XX (XX, XIX, XVIII …).",
        {"own-xx": "pagat 'Partnerhívás'", "xx-run": "Tolnai §46*"},
    )

    # Announcements -------------------------------------------------------------
    dupla_volat_same_turn: bool = _option(
        False,
        "Duplajáték and volát may be announced in the same turn.",
        {"False": "pagat 'A bemondások menete'", "True": "pagat 'Figurák és bemondások változatai'"},
    )
    dupla_after_volat: bool = _option(
        False,
        "Duplajáték may still be announced after a volát was announced.",
        {"False": "pagat 'A bemondások menete'"},
    )
    dupla_volat_one_player: bool = _option(
        True,
        "One player may announce both duplajáték and volát (in different turns); otherwise "
        "one partner announces dupla and the other volát.",
        {"True": "pagat 'A bemondások menete'; Tolnai §53",
         "False": "pagat 'Figurák és bemondások változatai'"},
    )  # fmt: skip
    trull_from_hand_needs_high_honours: bool = _option(
        False,
        "The declarer may announce the trull with his call only if he holds the skíz and the "
        "XXI (one of them after engedett játék or an accepted invit).",
        {"False": "pagat 'A bemondások menete'", "True": "Tolnai §50"},
    )
    tarokk_count_side: TarokkCountSide = _option(
        "no-side",
        "Whether announcing eight or nine tarokks shows the speaker's side: no; like a "
        "figure; or Pais's rule (the partner may announce his count only once he is known "
        "to be the partner, and whoever announces or kontras must announce his count).",
        {"no-side": "pagat 'A bemondások menete'",
         "shows-side": "pagat 'Figurák és bemondások változatai'",
         "pais": "Pais József, in pagat 'Figurák és bemondások változatai'"},
    )  # fmt: skip

    def with_options(self, **options: Any) -> Ruleset:
        """A copy with some options changed (unknown names are refused, with the nearest
        name suggested); its ``name`` then says what differs from the preset:
        ``pagat + discard_xx=forbidden``."""
        for option in options:
            if option != "name":
                option_field(option)
        changed = replace(self, **options)
        return changed if "name" in options else replace(changed, name=changed.spec())

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
    pairs = []
    for override in filter(None, overrides):
        option, equals, value = override.partition("=")
        if not equals:
            raise TarokkInputError(**WORDS.option_pair.message(pair=override), key=override)
        pairs.append((option, value))
    values = {name: parse_value(name, value) for name, value in given_once(pairs, _option_name).items()}
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
    named = given_once(((str(key), value) for key, value in rest.items()), _option_name)
    values = {name: parse_value(name, value) for name, value in named.items()}
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
        said = WORDS.unknown_variant.message(text=text, hint=_nearest(key, [*PRESETS, *ALIASES]), presets=presets)
        raise TarokkInputError(**said, key="preset")
    return key


# Reading option names and values -------------------------------------------------

_TRUE = {"yes", "true", "igen", "on", "1", "y", "i"}
_FALSE = {"no", "false", "nem", "off", "0", "n"}


def _fold(text: str) -> str:
    """Lower case, accents off, spaces and hyphens as one hyphen: ``Igen`` → ``igen``."""
    return slug(text)


def option_field(name: str) -> Any:
    """The dataclass field of option ``name`` (spelled with hyphens or underscores, any case)."""
    folded = _fold(name).replace("-", "_")
    for f in option_fields():
        if f.name == folded:
            return f
    names = [f.name for f in option_fields()]
    said = WORDS.unknown_option.message(name=name.strip(), hint=_nearest(folded, names), names=", ".join(names))
    raise TarokkInputError(**said, key=name.strip())


def _option_name(name: str) -> str:
    return str(option_field(name).name)


def _nearest(text: str, names: Sequence[str]) -> Words:
    """`` (did you mean …?)`` naming the closest name: one it begins, else the most alike."""
    close = [name for name in names if text and name.startswith(text)] or difflib.get_close_matches(
        text, names, n=1, cutoff=0.6
    )
    return WORDS.did_you_mean.filled(name=close[0]) if close else Words("", "")


def option_type(name: str) -> Any:
    """The declared type of option ``name``: ``bool``, ``int``, a ``Literal`` or a frozenset of one."""
    return get_type_hints(Ruleset)[name]


def option_choices(name: str) -> tuple[Any, ...]:
    """The values an option can take where they are few (bools and Literals), else ()."""
    kind = option_type(name)
    if kind is bool:
        return (True, False)
    if get_origin(kind) is Literal:
        return get_args(kind)
    return ()


def parse_value(name: str, value: Any) -> Any:
    """``value`` read as option ``name``'s type: yes/no/true/false/igen/nem for a bool, a
    whole number for an int, one of the choices (accents and case optional) for a Literal,
    choices separated by ``|`` (or a TOML list, or ``none``) for a frozenset."""
    kind = option_type(name)
    text = _fold(str(value))
    if kind is bool:
        if isinstance(value, bool):
            return value
        if text in _TRUE | _FALSE:
            return text in _TRUE
    elif kind is int:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9:
            return value
        if isinstance(value, str) and re.fullmatch(WHOLE, value.strip()):
            return int(value)
    elif get_origin(kind) is Literal:
        for choice in get_args(kind):
            if text == _fold(choice):
                return choice
    else:
        (member,) = get_args(kind)
        choices = get_args(member)
        items = value if isinstance(value, list) else [] if text in ("none", "nothing", "") else str(value).split("|")
        if text == "all":
            return frozenset(choices)
        chosen = [next((c for c in choices if _fold(str(item)) == _fold(c)), None) for item in items]
        if None not in chosen:
            return frozenset(chosen)
    said = WORDS.bad_option_value.message(name=name, value=excerpt(str(value)), expected=expected_words(name))
    raise TarokkInputError(**said, key=name)


def other_values(name: str, value: Any) -> list[Any]:
    """The values option ``name`` could take instead of ``value``: the other bool, the
    other choices, the numbers the sources play (a set's alternatives are not listed)."""
    choices = option_choices(name)
    if not choices and option_type(name) is int:
        choices = tuple(int(key) for key in option_field(name).metadata["sources"] if key.isdigit())
    return [choice for choice in choices if choice != value]


def expected_values(name: str) -> str:
    """The values option ``name`` takes, each with its sources (for error messages and ``tarokk rule``)."""
    return expected_words(name).en


def expected_words(name: str) -> Words:
    """:func:`expected_values` in both languages."""
    sources: dict[str, str] = option_field(name).metadata["sources"]
    kind = option_type(name)
    played = "; ".join(f"{v} ({src})" for v, src in sources.items())

    def sourced(value: str, key: str) -> Words:
        source = sources.get(key)
        return Words(*(f"{value} ({source or WORDS.no_source(language)})" for language in ("en", "hu")))

    if kind is bool:
        yes, no = sourced("yes/igen/true", "True"), sourced("no/nem/false", "False")
        return Words(WORDS.values_bool("en", yes=yes.en, no=no.en), WORDS.values_bool("hu", yes=yes.hu, no=no.hu))
    if kind is int:
        return WORDS.values_number.filled(played=played)
    choices = option_choices(name)
    if choices:
        listed = [sourced(choice, choice) for choice in choices]
        return Words(
            *(WORDS.values_choice(lang, played="; ".join(getattr(w, lang) for w in listed)) for lang in ("en", "hu"))
        )
    (member,) = get_args(kind)
    return WORDS.values_set.filled(choices=", ".join(get_args(member)), played=played)


def format_value(value: Any) -> str:
    """An option's value as a spec writes it: ``yes``, ``no``, ``2``, ``forbidden``, ``xxi-only|no-tarokk``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, frozenset):
        return "|".join(sorted(value)) or "none"
    return str(value)


def value_sources(name: str, value: Any) -> str:
    """The sources that play option ``name`` at ``value`` (from the option's metadata);
    a set is looked up by its members (``xxi-only, no-tarokk``), the full set as ``all five``."""
    sources: dict[str, str] = option_field(name).metadata["sources"]
    if isinstance(value, frozenset):
        (member,) = get_args(option_type(name))
        if value == frozenset(get_args(member)):
            return sources.get("all five", "a house rule")
        return next((src for key, src in sources.items() if set(key.split(", ")) == set(value)), "a house rule")
    return sources.get(str(value), "a house rule")
