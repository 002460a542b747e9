"""The tappertarokk chapter's tables, in English and in Hungarian, computed from the engine:
Tolnai's counting examples (§66) counted by the definition, the prices and prizes read from
the definition, what a seat sees at the table with its cards as tiles, a deal's settlement,
the study's answer and the game's rules."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pandas as pd

from tarokk.core import words as shared
from tarokk.core.cards import DECK54, parse_cards
from tarokk.core.catalogue import game_rules
from tarokk.core.display import hand_html
from tarokk.core.figures import Figure
from tarokk.core.words import Language, Words
from tarokk.games.tapper.definition import HALF, TAPPER42, TAPPER54
from tarokk.games.tapper.scoring import SECTION
from tarokk.games.tapper.state import TapperState
from tarokk.studies.tapper import HarmasStudy
from tarokkbook import settlement
from tarokkbook.myst import labels_in, source_links
from tarokkbook.tiles import talon_html

HALVES = (Words("first three", "első három"), Words("second three", "második három"))
"""The talon's two threes as Tolnai names them: „a sorrendben első vagy második három lap”."""

COUNTING_EXAMPLES = (
    ("Király, XXI, II", "Kő k, XXI, II", 9),
    ("Dáma, lovas, kettős", "Kő d, Kő l, Kő 2", 6),
    ("III, II, tizes", "III, II, T 10", 1),
    ("Király, bub", "Kő k, Kő b", 6),
    ("Dáma, IV", "K d, IV", 4),
    ("Tizes, hetes", "T 10, T 7", 1),
    ("Király", "Kő k", 4),
    ("Ász", "Kő á", 0),
)
"""Tolnai's examples of the reckoning in thirds (§66): his words, the cards, his total."""

_HEAD = {
    "en": {
        "example": "Tolnai's cards",
        "cards": "the engine's cards",
        "tolnai": "Tolnai's total",
        "engine": "the engine counts",
        "deck": "cards",
        "plain": "card points",
        "thirds": "in thirds",
        "less": "⅔ less per card",
        "win": "the declarer wins with",
        "contract": "game",
        "game": "price",
        "ultimo": "pagátultimó silent / announced",
        "volat": "volát silent / announced",
        "trull": "trull",
        "four-kings": "four kings",
        "heads": "fejek (two honours)",
    },
    "hu": {
        "example": "Tolnai lapjai",
        "cards": "a motor lapjai",
        "tolnai": "Tolnai összege",
        "engine": "a motor számolása",
        "deck": "lapszám",
        "plain": "lappontok",
        "thirds": "harmadokban",
        "less": "laponként ⅔-dal kevesebb",
        "win": "a felvevő nyer",
        "contract": "játék",
        "game": "díj",
        "ultimo": "pagátultimó csendben / bemondva",
        "volat": "volát csendben / bemondva",
        "trull": "tulétroá",
        "four-kings": "négykirály",
        "heads": "fejek (két honőr)",
    },
}


def counting_examples(language: Language = "en") -> pd.DataFrame:
    """Each of §66's examples, Tolnai's total beside the engine's count."""
    head = _HEAD[language]
    rows = []
    for words, cards, total in COUNTING_EXAMPLES:
        hand = parse_cards(cards, DECK54)
        counted = TAPPER54.counting.count_cards(hand)
        names = ", ".join(card.hu if language == "hu" else card.english for card in hand)
        rows.append(
            {head["example"]: f"„{words}”", head["cards"]: names, head["tolnai"]: total, head["engine"]: counted}
        )
    return pd.DataFrame(rows)


def pack_totals(language: Language = "en") -> pd.DataFrame:
    """Both packs: their card points, their count in thirds, the difference and the winning total."""
    head = _HEAD[language]
    rows = []
    for definition in (TAPPER42, TAPPER54):
        cards = len(definition.deck)
        rows.append(
            {
                head["deck"]: cards,
                head["plain"]: definition.deck.total_points,
                head["thirds"]: definition.total_points,
                head["less"]: definition.deck.total_points - definition.total_points,
                head["win"]: definition.win_points,
            }
        )
    return pd.DataFrame(rows)


def price_table(language: Language = "en") -> pd.DataFrame:
    """Each game's price and the figures' prices at it, read from the definition."""
    head = _HEAD[language]
    ultimo, volat = TAPPER42.figure_value(Figure.PAGAT_ULTIMO), TAPPER42.figure_value(Figure.VOLAT)
    rows = []
    for contract in TAPPER42.contracts:
        factor = contract.prize_factor
        rows.append(
            {
                head["contract"]: contract.hu,
                head["game"]: contract.base_value,
                head["ultimo"]: f"{ultimo.silent * factor} / {ultimo.announced * factor}",
                head["volat"]: f"{volat.silent * factor} / {volat.announced * factor}",
                **{head[value.holding]: value.value * factor for value in TAPPER42.holdings},
            }
        )
    return pd.DataFrame(rows)


def settlement_table(state: TapperState, language: Language = "en") -> pd.DataFrame:
    """A played deal's settlement (:func:`tarokkbook.settlement.settlement_table`) as the Tolnai
    pages show it, the source beside the line, the amounts as numbers, and a row of the returns."""
    return settlement.settlement_table(
        state.settlement(), language, state.game.seats, numbers=True, source_first=True, totals=state.returns()
    )


def table_html(state: TapperState, player: int, language: Language = "en") -> str:
    """What one seat sees at the table, as :meth:`~tarokk.games.tapper.state.TapperState.table_text`
    tells it, with the cards as tiles: the talon in the order it lies, its first three and its
    second three apart, and the seat's own hand."""
    view = state.view(player)
    header, *lines = state.table_text(player, language).splitlines()
    cards = {shared.TALON(language), shared.YOUR_HAND(language)}
    rows = [f"<div><small>{escape(header)}</small></div>"]
    for line in lines:
        label, _, text = line.partition(": ")
        if label not in cards:
            rows.append(f'<div class="deal-seat"><b>{escape(label)}</b>{escape(text)}</div>')
    if view.talon:
        names = [half(language) for half in HALVES]
        rows.append(
            f'<div class="deal-seat"><b>{shared.TALON(language)}</b>{talon_html(view.talon, (HALF, HALF), names)}</div>'
        )
    rows.append(f'<div class="deal-seat"><b>{shared.YOUR_HAND(language)}</b>{hand_html(view.hand)}</div>')
    return '<div class="deal-cards">' + "".join(rows) + "</div>"


def study_table(studies: list[HarmasStudy], language: Language = "en") -> pd.DataFrame:
    """The study's answer for each deck: per contract, how often the declarer made his points."""
    frames = []
    for study in studies:
        frame = study.table()
        frame.insert(0, "lapok" if language == "hu" else "cards", study.cards)
        frames.append(frame)
    table = pd.concat(frames, ignore_index=True)
    for column in ("rate", "low", "high"):
        table[column] = (100 * table[column]).round(1)
    table["mean points"] = table["mean points"].round(1)
    if language == "hu":
        table = table.rename(
            columns={
                "contract": "játék",
                "played": "játszott",
                "made": "megnyert",
                "rate": "arány %",
                "low": "alsó %",
                "high": "felső %",
                "mean points": "átlagpont",
            }
        )
        table["játék"] = table["játék"].replace(
            {"three": "hármas", "lower-three": "alsó hármas", "upper-three": "felső hármas", "solo": "szóló"}
        )
        table["játék"] = table["játék"].replace({"every hármas": "minden hármas"})
    else:
        table = table.rename(columns={"rate": "rate %", "low": "low %", "high": "high %"})
    return table


def rules_table(language: Language = "en", book: Path = Path(".")) -> str:
    """The game's catalogued rules as a MyST table: id, the players' word, the statement and
    its sources linked to the bundled editions (``book``: the book's folder)."""
    labels = labels_in((book / "sources").glob("*.md")) if book.exists() else set()
    if language == "hu":
        header = "| szabály | a játékosok szava | mit mond (források) |\n|---|---|---|\n"
    else:
        header = "| rule | the players' word | what it says (sources) |\n|---|---|---|\n"
    section = f"{{ref}}`{SECTION} <tolnai-game-tapper>`"  # the section's own number is lost
    rows = [
        f"| {{ref}}`{e.id} <{e.id}>` | *{e.hu}* | {e.stated(language)} ({source_links(e, labels)}) |".replace(
            SECTION, section
        )
        for e in game_rules("tapper")
    ]
    return header + "\n".join(rows)
