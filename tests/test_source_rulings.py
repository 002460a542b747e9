"""Rulings the sources settle and the engine once got wrong: each test quotes its source."""

from pathlib import Path

from tarokk.core.cards import XIX, parse_cards
from tarokk.core.packs import DealtCards
from tarokk.core.records import parse_record
from tarokk.core.rules import PRESETS
from tarokk.games.paskievics.announcements import parse_turn
from tarokk.games.paskievics.deal import Deal, Discard
from tarokk.games.paskievics.replay import replay

EXAMPLES = Path(__file__).parents[1] / "book/examples"

# A invites for the XIX with the skíz; B accepts with "one"; C and D are the opponents.
INVIT_HANDS = {
    "A": "S, XIX, XIV, XII, Kő k, Kő d, T l, P d, P l",
    "B": "XX, XVIII, XVII, XV, X, V, I, K k, T k",
    "C": "XXI, XVI, XIII, XI, IX, VIII, P k, Kő l, K d",
    "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
}
TALON = "II, K b, K á, T 10, P b, P 10"


def dealt(hands: dict[str, str], talon: str = TALON) -> DealtCards:
    return DealtCards(4, {seat: tuple(parse_cards(text)) for seat, text in hands.items()}, tuple(parse_cards(talon)))


def to_announcements(game: Deal, *auction: str) -> Deal:
    for word in auction:
        game.apply(word)
    while game.phase in ("discard", "throw-in"):
        game.apply(Discard(game.talon_taken[game.to_act]) if game.phase == "discard" else "play")
    return game


def say(game: Deal, *turns: str) -> None:
    for turn in turns:
        for item in parse_turn(turn):
            game.apply(item)


def test_after_an_accepted_invit_an_opponent_announces_without_a_kontra():  # announce.side
    """pagat, "A bemondások menete": "Ha már ismert, hogy a játékos melyik oldalon áll – akár a
    licitből (tehát engedett játék vagy invit volt), … – már nem szükséges kontrával jelezni a
    hovatartozást." (Once a player's side is known from the bidding, he need not show it with a
    kontra.) Tolnai §50: "Invitelés vagy engedett játék esetén nem kell e szabályt betartani, mert a
    pártok ismeretesek." (With an invit or engedett játék the rule does not apply: the sides are known.)"""
    game = to_announcements(Deal(dealt(INVIT_HANDS)), "two", "one", "pass", "pass", "pass")
    assert game.auction.result().must_call == XIX
    say(game, "call XIX")  # B, the declarer
    say(game, "four-kings")  # C, an opponent, with no kontra first
    assert game.announcements is not None
    assert ("four-kings", "opponents") in game.announcements.announced
    assert game.announcements.public == {"A": "declarer", "B": "declarer", "C": "opponents", "D": "opponents"}


def test_two_players_known_on_one_side_make_the_other_two_known():  # announce.side
    """pagat, "A bemondások menete", 2. példa: "Mivel A a játék kontrázását követően mondott trullt
    (tehát rekontra nélkül), kiderül, hogy nem ő a XXas. B partnere tehát D." (A and C are shown to
    be opponents, so D is B's partner.) Then "ha már ismert, hogy a játékos melyik oldalon áll –
    akár … a korábbi bemondásokból – már nem szükséges kontrával jelezni a hovatartozást": D announces
    for the declarer's side without a rekontra."""
    text = (EXAMPLES / "records/pagat-bemondas-2.txt").read_text("utf-8")
    assert text.endswith("  B: pass\n  C: pass\n  D: pass\n")
    text = text.removesuffix("D: pass\n") + "D: four-kings\n  A: pass\n  B: pass\n  C: pass\n"
    game = replay(parse_record(text)).deal
    assert game is not None and game.announcements is not None
    assert ("four-kings", "declarer") in game.announcements.announced
