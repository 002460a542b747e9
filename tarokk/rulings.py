"""Rulings in words: what the engine decided, sentence by sentence, each with its rule.

The CLI prints them with the rule's citation; the book prints them with links to the
rule's section and to the bundled sources.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path

from tarokk.bidding import Auction
from tarokk.catalogue import Rule, rule, slug, tolnai_section


@dataclass(frozen=True)
class Ruling:
    """One sentence of a ruling and the rule id behind it (None for plain narration)."""

    text: str
    rule: str | None = None


def auction_rulings(auction: Auction) -> list[Ruling]:
    """The ruling on an auction: declarer, talon, conventions, obligations and promises."""
    result = auction.result()
    said = ", ".join(f"{call.seat} {call.hu}" for call in auction.calls) or "(nothing yet)"
    out = [Ruling(f"Auction ({auction.ruleset.name} rules): {said}.")]
    if not result.complete:
        options = ", ".join(auction.legal_actions())
        out.append(Ruling(f"The auction is still open: {auction.to_speak} to speak ({options}).", "bidding.turn"))
    elif result.all_passed:
        out.append(Ruling("All four passed: no game; the cards are thrown in.", "bidding.all-pass"))
    else:
        assert result.declarer is not None and result.contract is not None
        contract = result.contract
        out.append(
            Ruling(
                f"Declarer: {result.declarer}, playing {contract.name} ({contract.hu}), "
                f"base value {contract.base_value}.",
                "bidding.end",
            )
        )
        shares = ", ".join(f"{seat} {n}" for seat, n in result.talon.items())
        out.append(Ruling(f"Talon cards, from the declarer counter-clockwise: {shares}.", "bidding.contracts"))
        if result.probaharom:
            out.append(Ruling("A próbahárom: the declarer bid without an honour.", "bidding.probaharom"))
    for call in auction.calls:
        if call.invit is not None:
            out.append(
                Ruling(
                    f"{call.seat}'s {call.word} jumps {call.jump} step(s) over the next regular bid: "
                    f"an invit signalling the {call.invit.card.hu}.",
                    "bidding.invit",
                )
            )
    if result.complete and auction.invit is not None and result.invit is None:
        out.append(Ruling("Under these rules the jump does not count as an invit here.", "bidding.invit"))
    elif result.complete and result.invit is not None and result.must_call is None:
        if result.declarer == result.invit.by:
            out.append(Ruling("The inviter won the auction himself: nobody must call his card.", "bidding.invit"))
        elif result.declarer is not None:
            out.append(Ruling("The declarer did not accept the invit.", "bidding.invit"))
    if result.engedett_by is not None:
        out.append(
            Ruling(f"{result.engedett_by} passed the two: engedett játék, promising the XX.", "bidding.engedett")
        )
    if result.must_call is not None:
        out.append(Ruling(f"The declarer must call the {result.must_call.hu}.", "bidding.invit-card"))
    elif result.declarer is not None:
        out.append(Ruling("The declarer calls the XX as usual; the partner call follows the talon."))
    for seat, items in result.promises.items():
        out.append(Ruling(f"{seat} has shown: {', '.join(items)}.", "bidding.honour"))
    return out


def as_text(rulings: list[Ruling]) -> str:
    """Plain text, each ruled sentence followed by ``[rule id: sources]``."""
    lines = []
    for ruling in rulings:
        cite = f" [{ruling.rule}: {rule(ruling.rule).citation()}]" if ruling.rule else ""
        lines.append(ruling.text + cite)
    return "\n".join(lines)


def source_links(entry: Rule, labels: Collection[str] = ()) -> str:
    """MyST links from a rule to its passages in the bundled sources.

    Citations inside the free-text ``other`` sources are linked where ``labels`` has them.
    """
    links = [f"{{ref}}`pagat '{heading}' <pagat-{slug(heading)}>`" for heading in entry.pagat]
    if entry.tolnai:
        links.append("Tolnai " + ", ".join(f"{{ref}}`§{tolnai_section(p)} <tolnai-{p}>`" for p in entry.tolnai))
    links += [cite_links(text, labels) for text in entry.other]
    return "; ".join(links)


_PAGAT_CITATION = re.compile(r"pagat '[^']+'(?:, '[^']+')*")
_TOLNAI_CITATION = re.compile(r"Tolnai §\d+\**(?:(?:, |–| and )§\d+\**)*")


def cite_links(text: str, labels: Collection[str]) -> str:
    """``text`` with each ``pagat 'Heading'`` and ``Tolnai §N`` turned into a MyST link.

    A heading or paragraph is linked only if its label is in ``labels``; ranges such as
    ``Tolnai §27–§31`` link each end.
    """

    def pagat(match: re.Match[str]) -> str:
        def heading(quoted: re.Match[str]) -> str:
            label = f"pagat-{slug(quoted[1])}"
            return f"{{ref}}`'{quoted[1]}' <{label}>`" if label in labels else quoted[0]

        return re.sub(r"'([^']+)'", heading, match[0])

    def tolnai(match: re.Match[str]) -> str:
        def paragraph(number: re.Match[str]) -> str:
            label = f"tolnai-{number[1]}{'x' * len(number[2])}"
            return f"{{ref}}`{number[0]} <{label}>`" if label in labels else number[0]

        return re.sub(r"§(\d+)(\**)", paragraph, match[0])

    return _TOLNAI_CITATION.sub(tolnai, _PAGAT_CITATION.sub(pagat, text))


def labels_in(paths: Iterable[Path]) -> set[str]:
    """The MyST labels, ``(name)=`` lines, of the given Markdown files."""
    return {
        label
        for path in paths
        for label in re.findall(r"^\(([^()\s]+)\)=[ \t]*$", path.read_text("utf-8"), re.MULTILINE)
    }


def as_markdown(rulings: list[Ruling]) -> str:
    """MyST Markdown, each ruled sentence linked to its rule's section."""
    lines = []
    for ruling in rulings:
        link = f" ({{ref}}`{ruling.rule} <{ruling.rule}>`)" if ruling.rule else ""
        lines.append(f"- {ruling.text}{link}")
    return "\n".join(lines)
