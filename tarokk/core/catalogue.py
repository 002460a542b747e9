"""The rule catalogue: every rule id of every hosted game, with its sources.

Every hosted game keeps its rules in its own folder, ``tarokk/games/<game>/rules.toml``,
all in the same format (the file's header says what each field holds).

The book's rule index is generated from it, and the tests check that every rule id
the engine raises is listed here. Each rule is named and stated in both languages, once:
its English title and statement, and its Hungarian title and statement, which the
Hungarian edition shows wherever the engine's own ruling is English only.
"""

from __future__ import annotations

import tomllib
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Literal

from tarokk.core.errors import TarokkInputError

Language = Literal["en", "hu"]
"""The languages the catalogue states every rule in."""


@dataclass(frozen=True)
class Rule:
    """A catalogued rule: id, English title and statement, the players' Hungarian term,
    Hungarian title and statement, citations, and the game whose rule it is."""

    id: str
    title: str
    statement: str
    hu: str
    title_hu: str
    statement_hu: str
    pagat: tuple[str, ...] = ()
    tolnai: tuple[str, ...] = ()
    other: tuple[str, ...] = ()
    options: tuple[str, ...] = ()  # the game's options that change the rule
    page: str = ""  # the book page that states it (its anchor is the rule id)
    quotes: tuple[str, ...] = ()  # the sources' own words, where the catalogue quotes them
    game: str = field(kw_only=True)  # the hosted game whose rule it is: the folder of its rules.toml

    def stated(self, language: Language = "en") -> str:
        """The rule's statement in ``language``: where every reader's language is chosen."""
        return {"en": self.statement, "hu": self.statement_hu}[language]

    def titled(self, language: Language = "en") -> str:
        """The rule's name in ``language``."""
        return {"en": self.title, "hu": self.title_hu}[language]

    def citation(self) -> str:
        """The sources in words: ``pagat 'A licitálás'; Tolnai §27, §28``."""
        parts = [f"pagat '{heading}'" for heading in self.pagat]
        if self.tolnai:
            parts.append("Tolnai " + ", ".join(f"§{tolnai_section(p)}" for p in self.tolnai))
        parts.extend(self.other)
        return "; ".join(parts)


def tolnai_section(paragraph: str) -> str:
    """Tolnai's paragraph as printed: ``34x`` → ``34*``."""
    return paragraph.replace("x", "*")


def slug(heading: str) -> str:
    """The anchor of a heading in the bundled editions (accents dropped, hyphens)."""
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", heading.casefold()) if not unicodedata.combining(ch))
    out, dash = [], False
    for ch in folded:
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash:
            out.append("-")
            dash = True
    return "".join(out).strip("-")


def catalogue_files() -> dict[str, Traversable]:
    """Each game's catalogue file by the game's name: the ``rules.toml`` of every game folder."""
    found: dict[str, Traversable] = {}
    for folder in sorted(files("tarokk").joinpath("games").iterdir(), key=lambda entry: entry.name):
        if folder.is_dir() and folder.joinpath("rules.toml").is_file():
            found[folder.name] = folder.joinpath("rules.toml")
    return found


@cache
def catalogue() -> dict[str, Rule]:
    """All catalogued rules by id, of every hosted game."""
    rules: dict[str, Rule] = {}
    for game, path in catalogue_files().items():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        pages = data.get("pages", {})
        for rule_id, entry in data["rules"].items():
            if rule_id in rules:
                raise TarokkInputError(f"rule id {rule_id!r} is catalogued twice (again in {game}'s rules.toml)")
            rules[rule_id] = Rule(
                rule_id,
                entry["title"],
                entry["statement"],
                entry["hu"],
                entry["title_hu"],
                entry["statement_hu"],
                tuple(entry.get("pagat", ())),
                tuple(entry.get("tolnai", ())),
                tuple(entry.get("other", ())),
                tuple(entry.get("options", ())),
                entry.get("page", pages.get(rule_id.split(".")[0], "")),
                tuple(entry.get("quote", ())),
                game=game,
            )
    return rules


def game_rules(game: str) -> list[Rule]:
    """The catalogued rules of ``game``, in catalogue order."""
    return [entry for entry in catalogue().values() if entry.game == game]


def search(words: str) -> list[Rule]:
    """The rules whose id, title, Hungarian term, sources or options contain every word
    (English or Hungarian, accents and case optional), in catalogue order."""
    wanted = [slug(word) for word in words.split() if slug(word)]
    found = []
    for entry in catalogue().values():
        text = slug(" ".join([entry.id, entry.title, entry.hu, entry.citation(), *entry.options, *entry.quotes]))
        if wanted and all(word in text for word in wanted):
            found.append(entry)
    return found


def rule(rule_id: str) -> Rule:
    """The catalogue entry for ``rule_id``."""
    try:
        return catalogue()[rule_id]
    except KeyError:
        raise TarokkInputError(f"unknown rule id {rule_id!r}") from None
