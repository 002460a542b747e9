"""The family of hosted games as a table for the book: each game's definition side by side
(players, deck, counting, talon, contracts and their values), read from the registered
games, so a game appears on the page as soon as it is hosted; and the two packs the games
are played with, as card tiles."""

from __future__ import annotations

import pandas as pd

from tarokk.core.cards import DECK42, DECK54
from tarokk.core.counting import Counting
from tarokk.core.definition import GameDefinition
from tarokk.core.display import hand_html
from tarokk.core.state import load_game, registered_games
from tarokk.core.table import TableGame
from tarokk.core.words import Language
from tarokk.games.paskievics.definition import PASKIEVICS

COUNTING_WORDS = {
    "en": {
        Counting.CARD_POINTS: "card points",
        Counting.GROUPS_OF_THREE: "⅓-point groups (Tolnai §66)",
        Counting.POINTS_PER_TRICK: "card points and points per trick",
        Counting.DEDUCTED_PER_TRICK: "card points less points per trick",
    },
    "hu": {
        Counting.CARD_POINTS: "lappontok",
        Counting.GROUPS_OF_THREE: "hármas csoportok, ⅓ pont (Tolnai 66. §)",
        Counting.POINTS_PER_TRICK: "lappontok és ütésenkénti pont",
        Counting.DEDUCTED_PER_TRICK: "lappontok, ütésenként levonással",
    },
}
PACK_ROWS = {
    "en": ("the 22 tarokks", "the suit cards of the 42-card pack", "what the 54-card pack adds"),
    "hu": ("a 22 tarokk", "a 42 lapos kártya színes lapjai", "amit az 54 lapos kártya hozzátesz"),
}
HEADINGS = {
    "en": ("game", "players", "cards", "hand", "talon", "counting", "to win", "contracts (value)"),
    "hu": ("játék", "játékosok", "lapok", "kéz", "talon", "számolás", "nyeréshez", "játékok (érték)"),
}


def hosted_definitions() -> list[GameDefinition]:
    """Paskievics tarokk's definition, then every other hosted game's, by name."""
    found = [PASKIEVICS]
    for name in registered_games():
        game = load_game(name)
        if isinstance(game, TableGame):
            found.append(game.definition)
    return found


def _talon(definition: GameDefinition, language: Language) -> str:
    """The talon's size, or the piles each player has in front of him (strómanntarokk, Tolnai §72)."""
    piles = definition.packets.piles
    if not piles:
        return str(definition.packets.talon)
    sizes = "+".join(str(size) for size in piles)
    return f"fejenként {sizes}" if language == "hu" else f"{sizes} per player"


def _counting(definition: GameDefinition, language: Language) -> tuple[str, str]:
    """How the game counts and what wins: card points and the points to win of all, or, for a
    pack worth nothing (Rikiki's), the tricks bid."""
    if not definition.total_points:
        return ("a vállalt ütések", "—") if language == "hu" else ("the tricks bid", "—")
    return COUNTING_WORDS[language][definition.counting.method], f"{definition.win_points} / {definition.total_points}"


def family_table(language: Language = "en") -> pd.DataFrame:
    """One row per hosted game: its table, pack, counting, winning total and contract ladder."""
    rows = []
    for definition in hosted_definitions():
        players = " / ".join(str(count) for count in definition.seating.player_counts)
        contracts = ", ".join(
            f"{contract.hu} ({contract.base_value})" if language == "hu" else f"{contract.name} ({contract.base_value})"
            for contract in definition.contracts
        )
        rows.append(
            (
                definition.hu,
                players,
                len(definition.deck),
                definition.packets.hand,
                _talon(definition, language),
                *_counting(definition, language),
                contracts,
            )
        )
    return pd.DataFrame(rows, columns=HEADINGS[language]).set_index(HEADINGS[language][0])


def packs_html(language: Language = "en") -> str:
    """The two packs as rows of tiles: the tarokks, the twenty suit cards of the 42-card pack,
    and the twelve low suit cards the 54-card pack adds (Tolnai §67)."""
    tarokks = [card for card in DECK42 if card.is_tarokk]
    suits = [card for card in DECK42 if not card.is_tarokk]
    added = [card for card in DECK54 if card not in DECK42]
    rows = zip(PACK_ROWS[language], (tarokks, suits, added), strict=True)
    return (
        '<div class="deal-cards">'
        + "".join(f"<div><small>{label} ({len(cards)})</small>{hand_html(cards)}</div>" for label, cards in rows)
        + "</div>"
    )
