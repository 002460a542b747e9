"""The királyhívásos chapter's tables and deals, in English and Hungarian, computed from the
engine: a deal played by the rule-based bots step by step, the price table from the game's
definition, the rule catalogue, and the called-king study's answer."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from tarokk.core.catalogue import game_rules
from tarokk.core.display import with_minus
from tarokk.core.figures import Figure
from tarokk.core.players import PolicyBot
from tarokk.core.state import load_game
from tarokk.core.table import play_out
from tarokk.core.words import Language
from tarokk.games.kiralyhivasos.bot import THROW_BELOW, rule_policy
from tarokk.games.kiralyhivasos.definition import CALLED_KING_LOST, KING_HALF_LEFT, KIRALYHIVASOS, THROW
from tarokk.games.kiralyhivasos.state import KiralyhivasosState
from tarokk.studies.kiralyhivasos import EXACT_RATE, THROW_COST, ThrowStudy
from tarokkbook import settlement
from tarokkbook.myst import source_links

if TYPE_CHECKING:
    from matplotlib.figure import Figure as Figure_

HALVES = {"en": ("top three", "bottom three"), "hu": ("felső három", "alsó három")}
"""The talon's halves as the declarer chooses between them („a talon felső vagy alsó felét”),
top card first."""

_STAGES = {
    "auction": ("Auction", "Licit"),
    "call": ("Call", "Királyhívás"),
    "talon": ("Talon", "Talon"),
    "discard": ("Discard", "Skart"),
    "announce": ("Announcements", "Bemondások"),
}


def bot_deal(seed: int) -> KiralyhivasosState:
    """Deal ``seed`` played to the end by four rule-based bots."""
    state = load_game("kiralyhivasos", seed=seed).new_initial_state()
    assert isinstance(state, KiralyhivasosState)
    return play_out(state, PolicyBot(rule_policy, np.random.default_rng(seed), "rule"))


def deal_steps(state: KiralyhivasosState, language: Language = "en") -> list[str]:
    """What was said before the play, stage by stage, as a player says it."""
    replay = state.game.state_from_cards(*state.dealt_cards())
    lines: list[str] = []
    for action in state.history():
        stage = str(replay.phase)
        if stage == "play":
            break
        seat = "ABCD"[replay.current_player()]
        title = _STAGES[stage][language == "hu"]
        text = f"{seat}: {replay.action_text(action, language)}"
        if lines and lines[-1].startswith(title + ":"):
            lines[-1] += f"; {text}"
        else:
            lines.append(f"{title}: {text}")
        replay.apply_action(action)
    return lines


def settlement_table(state: KiralyhivasosState, language: Language = "en") -> pd.DataFrame:
    """The settlement (:func:`tarokkbook.settlement.settlement_table`), its English column of
    lines headed "item" as this chapter has always headed it."""
    return settlement.settlement_table(state.settlement(), language, state.game.seats).rename(columns={"line": "item"})


def price_table(language: Language = "en") -> pd.DataFrame:
    """Each contract's prices, from the definition: the game, the figures and ultimós
    silent/announced, the volát, and whether it has a királyultimó."""
    hu = language == "hu"
    rows = []
    for contract in KIRALYHIVASOS.contracts:
        figure = KIRALYHIVASOS.figure_value(Figure.TRULL, contract)
        volat = KIRALYHIVASOS.figure_value(Figure.VOLAT, contract)
        king = any(value.figure == Figure.KING_ULTIMO for value in contract.figures)
        rows.append(
            {
                "játék" if hu else "contract": contract.hu,
                "díj" if hu else "game": contract.base_value,
                "figurák, ultimók" if hu else "figures, ultimós": f"{figure.silent} / {figure.announced}",
                "volát": f"{volat.silent} / {volat.announced}",
                "királyultimó": ("van" if king else "nincs") if hu else ("yes" if king else "no"),
            }
        )
    return pd.DataFrame(rows).set_index("játék" if hu else "contract")


def penalties(language: Language = "en") -> dict[str, int]:
    """The called king's prices a head (Tolnai §68–§69)."""
    if language == "hu":
        return {
            "dobás": THROW,
            "királyos talonfél az ellenfeleknek": KING_HALF_LEFT,
            "elvesztett király": CALLED_KING_LOST,
        }
    return {"throw": THROW, "king's half left": KING_HALF_LEFT, "called king lost": CALLED_KING_LOST}


def rules_markdown(labels: Collection[str], language: Language = "en") -> str:
    """The game's rule catalogue as a MyST table linking each rule to its section and sources."""
    hu = language == "hu"
    head = "| szabály | mit mond (források) |" if hu else "| rule | what it says (sources) |"
    rows = [
        f"| {{ref}}`{entry.id} <{entry.id}>`<br>*{entry.titled(language)}* | "
        f"{entry.stated(language)} ({source_links(entry, labels)}) |"
        for entry in game_rules("kiralyhivasos")
    ]
    return "\n".join([head, "|---|---|", *rows])


def study_table(study: ThrowStudy, language: Language = "en") -> pd.DataFrame:
    """The study's answer with 95% intervals."""
    hu = language == "hu"
    low, high = study.rate_ci
    rows = [
        (
            "a hívott király a talonban (hívásnál)" if hu else "called king in the talon (at a hívás)",
            f"{study.in_talon} / {study.calls} = {study.rate:.1%}",
            f"{low:.1%} … {high:.1%}",
            f"{float(EXACT_RATE):.1%}",
        )
    ]
    for results, en, hu_text in (
        (
            study.taken,
            "saved by throwing, against taking the king's half",
            "a dobás megtakarítása a királyos fél felvételéhez képest",
        ),
        (
            study.left,
            "saved by throwing, against leaving the king's half",
            "a dobás megtakarítása a királyos fél otthagyásához képest",
        ),
        (
            study.weak(),
            f"the same, against taking it, with at most {THROW_BELOW - 1} tarokks ({len(study.weak())} deals)",
            f"ugyanez a felvételhez képest, legfeljebb {THROW_BELOW - 1} tarokkal ({len(study.weak())} leosztás)",
        ),
    ):
        if len(results) < 2:
            continue
        mean, low_s, high_s = study.saving(results)
        interval = f"{with_minus(low_s, '+.2f')} … {with_minus(high_s, '+.2f')}"
        rows.append((hu_text if hu else en, with_minus(mean, "+.2f"), interval, ""))
    hits, (low_b, high_b) = study.throw_better
    rows.append(
        (
            "a dobás lett volna jobb" if hu else "deals where throwing was better",
            f"{hits} / {len(study.taken)} = {hits / len(study.taken):.1%}",
            f"{low_b:.1%} … {high_b:.1%}",
            "",
        )
    )
    columns = (
        ["mérés", "érték", "95%-os intervallum", "pontos érték"]
        if hu
        else ["measure", "value", "95% interval", "exact"]
    )
    return pd.DataFrame(rows, columns=columns).set_index(columns[0])


def study_summary(study: ThrowStudy, language: Language = "en") -> str:
    """What the study's numbers say, in a few sentences computed from them."""
    hu = language == "hu"
    low, high = study.rate_ci
    agrees = low <= float(EXACT_RATE) <= high
    taken, low_t, high_t = study.saving(study.taken)
    left, low_l, high_l = study.saving(study.left)
    if hu:
        parts = [
            f"{_hu(study.deals)} leosztás (kezdőérték: {study.seed}), ebből {_hu(study.calls)} hívás.",
            "A mért arány " + ("összhangban van a pontos 1/7-del." if agrees else "eltér a pontos 1/7-től."),
        ]
        for value, low_v, high_v, what in (
            (taken, low_t, high_t, "a királyos fél felvételéhez"),
            (left, low_l, high_l, "a királyos fél otthagyásához"),
        ):
            verdict = (
                "drágább" if high_v < 0 else "olcsóbb" if low_v > 0 else "nem biztosan drágább és nem biztosan olcsóbb"
            )
            saving = with_minus(value, "+.2f").replace(".", ",")
            parts.append(
                f"{what.capitalize()} képest a dobás átlagos megtakarítása {saving}: "
                f"a dobás {verdict}, mint tovább játszani."
            )
        return " ".join(parts)
    parts = [
        f"{study.deals:,} deals from seed {study.seed}, {study.calls:,} of them a hívás.",
        "The measured rate " + ("agrees with the exact 1/7." if agrees else "differs from the exact 1/7."),
    ]
    for value, low_v, high_v, what in (
        (taken, low_t, high_t, "taking the king's half"),
        (left, low_l, high_l, "leaving the king's half"),
    ):
        verdict = (
            "costs more than"
            if high_v < 0
            else "saves against"
            if low_v > 0
            else "neither surely costs more nor less than"
        )
        parts.append(f"Against {what} the throw saves {with_minus(value, '+.2f')} on average: it {verdict} playing on.")
    return " ".join(parts)


def _hu(number: int) -> str:
    """A whole number as Hungarian writes it: 5 000."""
    return f"{number:,}".replace(",", "\u00a0")


def study_plot(study: ThrowStudy, language: Language = "en") -> Figure_:
    """The declarer's results when he plays on, both ways, against the throw's cost."""
    import matplotlib.pyplot as plt

    hu = language == "hu"
    figure, axis = plt.subplots(figsize=(7, 3.2))
    bins = list(range(-60, 61, 6))
    axis.hist(study.taken, bins=bins, alpha=0.6, label="a királyos felet felveszi" if hu else "taking the king's half")
    axis.hist(study.left, bins=bins, alpha=0.6, label="a királyos felet otthagyja" if hu else "leaving the king's half")
    axis.axvline(THROW_COST, color="black", linestyle="--", label=f"{'dobás' if hu else 'throw'} ({THROW_COST})")
    axis.set_xlabel("a felvevő eredménye" if hu else "the declarer's result")
    axis.set_ylabel("leosztás" if hu else "deals")
    axis.legend()
    return figure
