"""Pictures and walk-throughs of a strómanntarokk deal for the book (Tolnai §72): each
player's hand and his three piles, the open top card of each pile shown face up with the
cards under it face down; the rule-based players' moves in words, and their tricks as
pictures; a card the follow rule refuses because of an open pile top."""

from __future__ import annotations

from html import escape
from typing import cast

import numpy as np

from tarokk.core.cards import Card, card_html, cards_of
from tarokk.core.display import hand_html
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.core.players import PolicyBot
from tarokk.core.words import Language, Words
from tarokk.games.stromann.actions import ACTIONS
from tarokk.games.stromann.bot import rule_policy
from tarokk.games.stromann.state import StromannState
from tarokk.games.stromann.view import PileView, StromannView
from tarokkbook.tiles import tricks_html

HAND = Words("hand", "kéz")
PILES = Words("piles", "talonok")
EMPTY = Words("empty", "üres")
FROM_THE_PILES = Words("from the piles", "a talonokból")
FROM_A_PILE = Words("pile", "talonról")


def back_html(count: int) -> str:
    """A face-down card with the number of cards lying face down in its pile."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" class="tarokk-card" width="44" height="64" viewBox="0 0 44 64" '
        f'role="img" aria-label="{count}" style="margin:1px;vertical-align:middle">'
        '<rect x="1" y="1" width="42" height="62" rx="5" fill="#8C6D46" stroke="#4A3A25" stroke-width="1.5"/>'
        '<rect x="6" y="6" width="32" height="52" rx="3" fill="none" stroke="#E8D9B5" stroke-width="1"/>'
        f'<text x="22" y="38" font-size="16" font-family="Georgia,serif" fill="#FFF8E6" '
        f'text-anchor="middle">{count}</text></svg>'
    )


def pile_html(pile: PileView, language: Language = "en") -> str:
    """One pile: its open top card (if turned) and its face-down cards as one back with their number."""
    tiles = card_html(pile.top) if pile.top is not None else ""
    tiles += back_html(pile.face_down) if pile.face_down else ""
    if not tiles:
        tiles = f"<small>({EMPTY(language)})</small>"
    return f'<span class="stromann-pile" style="display:inline-block;margin-right:1.2em">{tiles}</span>'


def table_html(state: StromannState, language: Language = "en") -> str:
    """Both players' hands and piles, as a teacher lays the deal open: A's, then B's."""
    rows = []
    for player, seat in enumerate(state.game.seats):
        view = cast(StromannView, state.view(player))
        taken = [card for who, card in view.taken if who == seat]
        note = f" <small>({len(taken)} {FROM_THE_PILES(language)})</small>" if taken else ""
        piles = "".join(pile_html(pile, language) for pile in view.piles[player])
        rows.append(
            f"<tr><th style='vertical-align:middle'>{escape(seat)}</th>"
            f"<td><small>{HAND(language)}{note}</small>{hand_html(view.hand)}"
            f"<small>{PILES(language)}</small><div>{piles}</div></td></tr>"
        )
    return '<table class="stromann-table">' + "".join(rows) + "</table>"


def bot_moves(state: StromannState, count: int, rng: np.random.Generator, language: Language = "en") -> list[str]:
    """Let the rule-based players take ``count`` actions; each as ``"A: leads …"``."""
    bot = PolicyBot(rule_policy, rng, "rule")
    said = []
    for _ in range(count):
        player = state.current_player()
        action = bot.choose(state.view(player), state.legal_actions())
        said.append(f"{state.game.seats[player]}: {state.action_text(action, language)}")
        state.apply_action(action)
    return said


def play_tricks_html(state: StromannState, tricks: int, rng: np.random.Generator, language: Language = "en") -> str:
    """Let the rule-based players play ``tricks`` tricks, and draw them: each card under its
    seat, a card played from a pile marked so, and what was announced during the trick under it."""
    first, target = len(state.play.tricks), len(state.play.tricks) + tricks
    notes: list[list[str]] = [[]]
    remarks: list[list[str]] = [[]]
    bot = PolicyBot(rule_policy, rng, "rule")
    while len(state.play.tricks) < target and not state.is_terminal():
        player = state.current_player()
        action = bot.choose(state.view(player), state.legal_actions())
        card = ACTIONS.card_of(action) if ACTIONS.verb_of(action) else None
        if card is None:
            remarks[-1].append(f"{state.game.seats[player]}: {state.action_text(action, language)}")
        else:
            notes[-1].append("" if card in state.view(player).hand else FROM_A_PILE(language))
        state.apply_action(action)
        if card is not None and not state.play.current:  # the trick is complete
            notes.append([])
            remarks.append([])
    said = ["; ".join(remark) for remark in remarks]
    return tricks_html(state.play.tricks[first:], language, first=first + 1, notes=notes, remarks=said)


def pile_refusal(state: StromannState) -> tuple[str, Card, Card, IllegalAction]:
    """Play a copy of ``state`` on until the second player of a trick tries a card the rules
    forbid, preferably one that breaks the rule because of an open pile top (he has the suit
    led only there); the seat, the card tried, the card led and the engine's refusal."""
    trial, rng = state.clone(), np.random.default_rng(0)
    found: tuple[str, Card, Card, IllegalAction] | None = None
    while not trial.is_terminal():
        if trial.play.current:
            seat = trial.game.seats[trial.current_player()]
            hand, legal = trial.play.held[seat], trial.piles.playable(trial.play, seat)
            for card in cards_of(hand & ~legal):
                try:
                    trial.clone().apply_action(ACTIONS.card_action("play", card))
                except IllegalAction as error:
                    refusal = (seat, card, trial.play.current[0][1], error)
                    if not legal & hand:
                        return refusal
                    found = found or refusal
        bot_moves(trial, 1, rng)
    if found is None:
        raise TarokkInputError("no card was refused in this deal")
    return found
