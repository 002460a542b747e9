"""Tables the chapters of the table games show alike (Jókai-hármas, módosított hármastarokk,
Droggn, Troggu, Trappola, Rikiki), in either language: a deal's calls before the first lead
with their record lines, its settlement line by line, the game's options with their sources,
and its catalogued rules."""

from __future__ import annotations

import pandas as pd

from tarokk.core.catalogue import game_rules
from tarokk.core.options import GameOptions
from tarokk.core.table import TableState
from tarokk.core.words import Language
from tarokkbook import settlement


def number(value: float, language: Language, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals, a decimal comma in Hungarian."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language == "hu" else text


def options_table(options: type[GameOptions], language: Language = "en") -> pd.DataFrame:
    """The game's options: each default, what it decides and the source each value follows."""
    hu = language == "hu"
    rows = []
    for name in options.names():
        texts, default = options.texts(name), options.default(name)
        written = ";".join(f"{a}:{b}" for a, b in default) if isinstance(default, tuple) else str(default)
        rows.append(
            {
                ("kapcsoló" if hu else "option"): name,
                ("alapérték" if hu else "default"): written,
                ("mit dönt el" if hu else "what it decides"): texts.doc_in(language),
                ("értékek és forrásuk" if hu else "values and their sources"): "; ".join(
                    f"{value}: {source}" for value, source in texts.sources_in(language).items()
                ),
            }
        )
    return pd.DataFrame(rows)


def said_table(state: TableState, language: Language = "en") -> pd.DataFrame:
    """Everything said and done before the first lead, in order, in words, with the record's line."""
    hu = language == "hu"
    replay = state.game.state_from_cards(*state.dealt_cards())
    rows = []
    for action in state.history():
        if replay.phase == "play":
            break
        seat = replay.game.seats[replay.current_player()]
        rows.append(
            {
                ("ki" if hu else "seat"): seat,
                ("mit" if hu else "action"): replay.action_text(action, language),
                ("a jegyzőkönyv sora" if hu else "record line"): f"{seat} {replay.action_to_string(action)}",
            }
        )
        replay.apply_action(action)
    return pd.DataFrame(rows)


def settlement_table(state: TableState, language: Language = "en") -> pd.DataFrame:
    """The settlement (:func:`tarokkbook.settlement.settlement_table`) as the Tolnai pages show
    it: the source beside the line, the amounts as numbers."""
    return settlement.settlement_table(state.settlement(), language, state.game.seats, numbers=True, source_first=True)


def rules_table(game: str, language: Language = "en") -> pd.DataFrame:
    """The game's catalogued rules: id, name in ``language``, and the sections cited."""
    hu = language == "hu"
    return pd.DataFrame(
        [
            {
                ("azonosító" if hu else "id"): entry.id,
                ("szabály" if hu else "rule"): entry.titled(language),
                ("forrás" if hu else "source"): "; ".join(entry.other),
            }
            for entry in game_rules(game)
        ]
    )


def rules_markdown(game: str, language: Language = "en") -> str:
    """The game's catalogued rules as a Markdown table, each linked to its section."""
    rows = [
        f"| {{ref}}`{entry.id} <{entry.id}>`<br>*{entry.hu}* | {entry.stated(language)} |" for entry in game_rules(game)
    ]
    header = "| szabály | mit mond |" if language == "hu" else "| rule | what it says |"
    return "\n".join([header, "|---|---|", *rows])
