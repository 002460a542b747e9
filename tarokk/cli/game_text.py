"""What ``tarokk play`` says to the learner, in whole sentences, one place for each: the keys,
the legend of the notation, and what ``?`` says of each phase. Each is marked for the message
catalogue with :func:`~tarokk.cli.language.N_` and translated where it is shown (``_(NOW[phase])``).
Rule ids in brackets name the rule in ``tarokk rule ID`` and in the book."""

from __future__ import annotations

from tarokk.cli.language import N_, _
from tarokk.core.cards import Deck, Suit, sort_hand

KEYS: dict[str, str] = {
    "?": N_("explain this step"),
    "h": N_("hint: what the rule-based bot (with --bots search, the search bot) would do"),
    "l": N_("legend of the card notation"),
    "r": N_("review the last trick"),
    "a": N_("review the whole play so far"),
    "u": N_("undo your last action (practice mode)"),
    "Enter": N_("while the bots play: play on at once"),
    "q": N_("quit (what was played is saved)"),
}
"""The game's keys and what each does (shown on screen, in ``tarokk play --help`` and the README)."""


def keys_line() -> str:
    """The keys in one short line, shown at every turn."""
    return _("Keys: ") + " · ".join(f"{key} {_(what).split(':')[0]}" for key, what in KEYS.items() if key != "Enter")


def translated(messages: dict[str, str], key: str) -> str:
    """The message under ``key`` in one of the tables below, in the language spoken."""
    return _(messages[key])


PHASE_TITLES = {
    "auction": N_("Bidding"),
    "discard": N_("Discard"),
    "throw-in": N_("Throw in?"),
    "announce": N_("Announcements"),
    "play": N_("Play"),
}

NOW = {
    "auction": N_(
        "Now the auction decides who plays (the declarer), for which contract, and how many of the six talon "
        "cards each player takes; the declarer and a partner he calls play against the other two."
    ),
    "discard": N_(
        "Now the exchange: you took {talon_cards} and lay away as many from your hand (discard.count). "
        "The cards laid away count for {side} at the end; the table is told how many tarokks each player "
        "lays away (discard.tarokks-announced)."
    ),
    "throw-in": N_(
        "Now you may throw the deal in: your hand qualifies ({grounds}). 'throw-in' ends the deal without a "
        "game and the same dealer deals again; 'play' plays on (throw-in.hand)."
    ),
    "announce": N_(
        "Now the announcements: the declarer calls a partner by a tarokk (call.partner), then each player in "
        "turn may announce figures for his side or say kontra to double the other side's, one item at a time; "
        "'pass' ends your turn, and three passes in a row end the announcements (announce.turn)."
    ),
    "play": N_(
        "Now trick {number} of nine: follow the suit led (play.follow-suit); without it, play a tarokk "
        "(play.trump-if-void); to a tarokk lead, a tarokk (play.follow-tarokk). The highest tarokk wins, "
        "else the highest card of the suit led (play.trick-winner). The declarer's side needs 48 of the 94 "
        "card points (scoring.card-points)."
    ),
}
"""What ``?`` says is decided now, for each phase."""

DISCARD_SIDES = {True: N_("your side (the declarer's)"), False: N_("the opponents")}

BIDDING_WORDS = {
    "pass": N_("pass (passz): you leave the auction for good (bidding.pass-final)."),
    "hold": N_(
        "hold (tartom): you keep the current bid at its level, as the player who bid before may once per bid "
        "(bidding.hold)."
    ),
}
"""What ``pass`` and ``hold`` mean; a bid's meaning is :data:`BID_MEANING`."""

BID_MEANING = N_(
    "{word} ({hu}): if it wins the auction, the declarer takes {talon_cards} and the game is worth "
    "{value} (bidding.contracts)."
)
INVIT_MEANING = N_("This bid is a jump: an invit that tells the table you hold the {card} (bidding.invit).")
NOTE_MEANING = N_("The engine reads it as: {note}.")

PLAY_LEAD = N_("You lead to this trick: any card of your hand.")
PLAY_FOLLOW = N_("{leader} led {card}; {winner} is winning the trick so far with {best}.")
ANNOUNCE_ITEM = N_("{item}: {meaning} ({rule}).")
ANNOUNCE_SAID = N_("Said so far: {said}.")
REFUSED_HEADING = N_("Not allowed now:")


def legend(deck: Deck) -> str:
    """The notation of ``deck``'s cards: Tolnai's abbreviations with the Hungarian names (and
    the English ones, in English), each suit from its highest card; the tarokks and the order of
    the tarokk pack's suits where the deck has tarokks."""
    tarokks = any(card.is_tarokk for card in deck.cards)
    lines = (
        [_("Tarokks: S = skíz (the highest), XXI … II, I = pagát; the skíz, the XXI and the pagát are the honours.")]
        if tarokks
        else []
    )
    for suit in Suit:
        faces = [card for card in sort_hand(deck.cards) if card.suit is suit]
        spelled = ", ".join(
            _("{tolnai} = {hu} ({english})").format(tolnai=card.tolnai, hu=card.hu, english=card.english)
            for card in faces
        )
        suit_name = _("{tolnai} = {hu} ({english})").format(tolnai=suit.tolnai, hu=suit.hu, english=suit.english)
        lines.append(f"{suit_name}: {spelled}")
    if tarokks:
        lines.append(
            _("Red suits (kőr, káró) run king, queen, rider, jack, ace; black suits (treff, pikk) end with the ten.")
        )
    return "\n".join(lines)
