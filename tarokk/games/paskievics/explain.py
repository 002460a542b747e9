"""Which house rules decide a settlement, and what their other values would rule.

The settlement names the option behind each ruling and line item that one decides
(``Ruling.depends``, ``Item.option``); here the deal is settled again under each other
value of that option, and the difference is put in words. Every other option whose
other value would change the payments is found the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tarokk.core.display import signed
from tarokk.games.paskievics.ruleset import Ruleset, option_fields, other_values
from tarokk.games.paskievics.ruling import Depends, Otherwise, Ruling
from tarokk.games.paskievics.scoring import DealSummary, Settlement, settle


@dataclass(frozen=True)
class Explained:
    """A settlement's rulings and items with the options that decide them."""

    rulings: tuple[Ruling, ...]
    items: tuple[Depends | None, ...]  # for each item of the settlement, its option
    others: tuple[Depends, ...]  # options that change this deal though no ruling names them


def explained(summary: DealSummary, rules: Ruleset, settlement: Settlement, kassza: Fraction | int = 0) -> Explained:
    """The options behind ``settlement`` (of ``summary`` under ``rules``), each with what
    its other values would rule."""
    found: dict[tuple[str, Any], str | None] = {}

    def depends(option: str) -> Depends:
        value = getattr(rules, option)
        otherwise = []
        for other in other_values(option, value):
            if (option, other) not in found:
                alternative = settle(summary, rules.with_options(**{option: other}), kassza)
                found[option, other] = difference(settlement, alternative)
            text = found[option, other]
            otherwise.append(Otherwise(other, text or "the same settlement"))
        return Depends(option, value, tuple(otherwise))

    rulings = tuple(replace(r, depends=tuple(depends(d.option) for d in r.depends)) for r in settlement.rulings)
    items = tuple(depends(item.option) if item.option else None for item in settlement.items)
    named = {d.option for r in rulings for d in r.depends} | {d.option for d in items if d}
    others = []
    for f in option_fields():
        if f.name not in named:
            candidate = depends(f.name)
            changed = tuple(alt for alt in candidate.otherwise if alt.ruling != "the same settlement")
            if changed:
                others.append(replace(candidate, otherwise=changed))
    return Explained(rulings, items, tuple(others))


def difference(actual: Settlement, other: Settlement) -> str | None:
    """What ``other`` pays differently from ``actual``, in words (None: nothing)."""
    before = [item.text for item in actual.items]
    after = [item.text for item in other.items]
    if before == after and actual.payments == other.payments and actual.kassza == other.kassza:
        return None
    parts = []
    added = [text for text in after if text not in before]
    dropped = [text for text in before if text not in after]
    if added:
        parts.append("paid: " + "; ".join(added))
    if dropped:
        parts.append("not paid: " + "; ".join(dropped))
    if other.payments != actual.payments:
        payments = ", ".join(f"{seat} {signed(units)}" for seat, units in other.payments.items())
        parts.append(f"net {signed(other.net)} instead of {signed(actual.net)}, payments {payments}")
    if other.kassza != actual.kassza:
        parts.append("the kassza moves differently")
    return "; ".join(parts)
