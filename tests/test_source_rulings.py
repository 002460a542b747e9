"""Rulings the sources settle and the engine once got wrong: each test quotes its source."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarokk.core.cards import ROMAN, XIX, Card, parse_card, parse_cards
from tarokk.core.errors import IllegalAction, TarokkInputError
from tarokk.games.paskievics.announcements import PASS, parse_turn
from tarokk.games.paskievics.contracts import ONE
from tarokk.games.paskievics.deal import Deal, Discard
from tarokk.games.paskievics.dealing import DealtCards
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import replay
from tarokk.games.paskievics.ruleset import PRESETS, ruleset
from tarokk.games.paskievics.scoring import DealSummary, Penalty, settle

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
        legal = game.legal_actions()
        taken = Discard(game.talon_taken[game.to_act]) if game.phase == "discard" else "play"
        game.apply(taken if taken in legal else legal[0])  # the talon cards back, if they may be
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


# A invites for the XIX holding the pagát as his only honour; the skíz waits for him in the talon.
PAGAT_INVIT = {
    "A": "I, XIX, XIV, XII, Kő k, Kő d, T l, P d, P l",
    "B": "XXI, XX, XVIII, XVII, XV, X, V, K k, T k",
    "C": "XVI, XIII, XI, IX, VIII, II, P k, Kő l, K d",
    "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
}


def test_an_invit_with_the_pagat_obliges_an_ultimo_even_if_the_talon_brings_a_high_honour():
    """announce.compulsory-ultimo. pagat, "Invit": "Invitet adni pagáttal is lehetséges, ám ebben az
    esetben van egy további megszorítás: a partnerhívás után az első adandó alkalommal pagátultimót kell
    mondania a játékosnak." (An invit may be given with the pagát, but then the inviter must announce
    pagátultimó at his first chance after the call.) The duty comes from the invit, not from the hand
    after the talon."""
    game = to_announcements(Deal(dealt(PAGAT_INVIT, "K b, K á, T 10, P b, P 10, S")), "two", "one", *["pass"] * 3)
    assert game.talon_taken["A"] == tuple(parse_cards("S"))  # A now holds the skíz
    say(game, "call XIX", "pass", "pass")  # B calls, C and D pass
    with pytest.raises(IllegalAction) as error:
        game.apply(PASS)  # A's first turn after the call
    assert error.value.rule == "announce.compulsory-ultimo"
    say(game, "pagat-ultimo")
    assert game.announcements is not None and ("pagat-ultimo", "declarer") in game.announcements.announced


@pytest.mark.parametrize(("preset", "each"), [("pagat", 3), ("tolnai1930", 3), ("kegl", 2)])
def test_a_failed_probaharom_bid_as_one(preset, each):  # penalty.failed-probaharom
    """Kégl/BGA (the end of the pagat text): "Ha húzás után sincs nála honőr, a licitáló játékos 2
    egységet fizet a többi játékosnak" (with no honour after the talon the bidder pays the others 2
    units) — 2 whatever was bid. pagat, "A licitálás": "az összes többi játékosnak ki kell fizetnie a
    partit" (he pays everyone the game he bid: 3 for a one); Tolnai §38 likewise, "a hármast játék
    díját" for a three."""
    failed = DealSummary(preset, 4, ONE, "D", None, penalty=Penalty("failed-probaharom", "D"))
    assert settle(failed, ruleset(preset)).payments == {"A": each, "B": each, "C": each, "D": -3 * each}


@pytest.mark.parametrize(("players", "sayer"), [(4, "C"), (5, "E")])
def test_with_five_players_the_dealer_says_fekszik(players, sayer):  # call.official-kontra
    """Tolnai §47: "a segítségül hívott tarokkot fektető játékos, ötös játéknál az osztó, köteles
    bemondani: Fekszik. Hivatalból kontra." (The player who laid the called tarokk away — with five
    players the dealer — must say: it lies; kontra ex officio.) With five, nobody learns who discarded it."""
    hands = {
        "A": "S, XVI, XIV, XII, Kő k, Kő d, T l, P d, P l",
        "B": "XIX, XVIII, XVII, XV, X, V, I, K k, T k",
        "C": "XXI, XX, XIII, XI, IX, VIII, P k, Kő l, K d",
        "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
    }
    cards = {seat: tuple(parse_cards(text)) for seat, text in hands.items()}
    game = Deal(DealtCards(players, cards, tuple(parse_cards("K b, K á, T 10, II, P b, P 10"))))
    for word in ("pass", "three", "pass", "pass"):
        game.apply(word)
    game.apply(Discard(game.talon_taken["B"]))
    game.apply(Discard(tuple(parse_cards("II"))))  # C lays the II away
    game.apply(Discard(game.talon_taken["D"]))
    game.apply(Discard(game.talon_taken["A"]))
    say(game, "call II")
    assert game.call is not None and game.call.official_kontra_by == "C"
    for seat in "ABD":
        said = game.view(seat).announcements
        assert (sayer, "hivatalból kontra") in said and [who for who, _ in said] == ["B", sayer, "B"]
    assert game.announcements is not None and game.announcements.announced[("game", "declarer")].kontra == 1


FEKSZIK_RECORD = """[Event "the called II lies in C's discard"]
[Variant "tolnai1930"]
[Players "4"]
[Dealer "D"]

Hands:
  A: S, XVI, XIV, XII, Kő k, Kő d, T l, P d, P l
  B: XIX, XVIII, XVII, XV, X, V, I, K k, T k
  C: XXI, XX, XIII, XI, IX, VIII, P k, Kő l, K d
  D: VII, VI, IV, III, Kő b, Kő á, K l, T d, T b
Talon: K b, K á, T 10, II, P b, P 10
Auction:
  A pass, B three, C pass, D pass
Discards:
  B: K b, K á, T 10
  C: II
  D: P b
  A: P 10
Announcements:
  B: call II
  C: {official}
  D: pass
  A: pass
"""


@pytest.mark.parametrize("official", ["kontra game", "kontra játék", "hivatalból kontra"])
def test_a_written_out_official_kontra_is_the_same_act(official):  # call.official-kontra
    """Tolnai §47: "a segítségül hívott tarokkot fektető játékos … köteles bemondani: Fekszik.
    Hivatalból kontra." (The player who laid the called tarokk away must say: it lies; kontra ex
    officio.) Published deals write this kontra as the discarder's own turn; it is the kontra the
    engine made at the call, not a second one."""
    game = replay(parse_record(FEKSZIK_RECORD.format(official=official))).deal
    assert game is not None and game.phase == "play"
    assert game.announcements is not None and game.announcements.announced[("game", "declarer")].kontra == 1


@pytest.mark.parametrize(
    ("text", "card"),
    [("IIII", "IV"), ("iiii", "IV"), ("xix", "XIX"), ("XXl", "XXI"), ("VIIII", "IX"), ("XVIIII", "XIX"),
     ("XIX-es", "XIX"), ("XIX-est", "XIX"), ("XX-ast", "XX"), ("XVIII-as", "XVIII"),
     ("sküsz", "S"), ("tarokk XXl", "XXI")],
)  # fmt: skip
def test_spellings_of_published_deals_are_read(text, card):
    """Tolnai writes the numerals with their Hungarian suffixes (§34: "köteles a XIX-est segítségül
    hívni", must call the XIX; §46: "Segítségül hívom a XX-ast", I call the XX); published deal pages
    write the four as "IIII", the numerals in lower case, and type the letter l for I."""
    assert parse_card(text) == parse_card(card)


@pytest.mark.parametrize("text", ["l", "XL", "LX", "XLV", "IIIII"])
def test_an_l_that_may_be_fifty_is_not_read_as_i(text):
    """Where an l could be the Roman fifty (XL, LX) the text is not a tarokk: refused, not guessed."""
    with pytest.raises(TarokkInputError):
        parse_card(text)


# A holds no tarokk; the XXI and the skíz lie elsewhere.
NO_TAROKK_A = {
    "A": "Kő k, Kő d, Kő l, T l, T d, P d, P l, P b, T b",
    "B": "XIX, XVIII, XVII, XV, X, V, I, K k, T k",
    "C": "XXI, XX, XIII, XI, IX, VIII, P k, S, K d",
    "D": "VII, VI, IV, III, Kő b, Kő á, K l, XVI, XIV",
}
NO_TAROKK_TALON = "XII, K b, K á, T 10, II, P 10"


@pytest.mark.parametrize("opening_passes", [0, 3])
def test_tolnai_a_player_without_a_tarokk_bids_solo_first_and_throws_in(opening_passes):  # bidding.honour
    """Tolnai §38: "Ha valakinek nincs tarokkja, vagy csak szóló huszonegyese van és elsőnek licitál,
    mondjon szólójátékot és mivel a talonból nem kap lapot, dobhatja a játékot. Ez esetben nem fizet
    büntetést azért, mert honnőr nélkül licitált." (A player with no tarokk, or the XXI alone, who bids
    first may say solo; taking no talon card he may throw the deal in, and pays no penalty for bidding
    without an honour.)"""
    hands = dict(NO_TAROKK_A)
    seat = "A"
    if opening_passes:  # D is the first to bid, after three passes
        hands["A"], hands["D"], seat = hands["D"], hands["A"], "D"
    game = Deal(dealt(hands, NO_TAROKK_TALON), PRESETS["tolnai1930"])
    for word in ["pass"] * opening_passes + ["solo"]:
        game.apply(word)
    assert game.auction.complete and game.declarer == seat and not game.talon_taken.get(seat)
    while game.phase == "discard":
        game.apply(game.legal_actions()[0])
    summary = game.result()
    assert summary.outcome == "thrown-in" and summary.thrown_in_by == seat and summary.penalty is None
    assert set(settle(summary, PRESETS["tolnai1930"]).payments.values()) == {0}


def test_without_tolnais_rule_a_player_without_an_honour_may_not_open():  # bidding.honour
    """pagat, "A licitálás": "A szabály alól, miszerint honőr nélkül nem lehet licitálni, létezik
    egyetlen kivétel" — the próbahárom of the fourth player; an opening solo without an honour is refused."""
    game = Deal(dealt(NO_TAROKK_A, NO_TAROKK_TALON), PRESETS["pagat"])
    with pytest.raises(IllegalAction) as error:
        game.apply("solo")
    assert error.value.rule == "bidding.honour"


# B jumps to one over A's three without the XIX (A holds it); C bids solo; D passes; A holds the solo
# before B speaks again, so B's jump binds A to call the XIX.
FALSE_INVIT = ("three", "one", "solo", "pass", "hold")


@pytest.mark.parametrize("preset", ["kegl", "tolnai1930"])
def test_a_false_invit_is_caught_when_the_inviter_never_speaks_again(preset):  # bidding.invit-card
    """pagat, "Invit": "Nem szabad invitet adni ill. engedni a játékot, ha a jelzett tarokk nincs a
    játékosnál." (One may not invite without the signalled tarokk.) Tolnai §35: the jump "Invitté akkor
    válik, ha az utána bementett játékot nem tartja" (becomes an invit when the jumper does not hold the
    next bid), and "Az invitelés elhibázását nem szokták büntetni, hanem újra kezdik a licitálást" (a
    missed invit is not punished: the bidding starts again)."""
    game = Deal(dealt(INVIT_HANDS), PRESETS[preset])
    for word in FALSE_INVIT:
        game.apply(word)
    assert game.auction.result().must_call == XIX and "XIX" not in [c.tolnai for c in game.hands["B"]]
    summary = game.result()
    assert summary.outcome == "missed-invit" and summary.penalty == Penalty("missed-invit", "B")
    settlement = settle(summary, PRESETS[preset])
    assert set(settlement.payments.values()) == {0} and not settlement.kassza
    assert [ruling.rule for ruling in settlement.rulings] == ["penalty.missed-invit"]


def test_a_kept_invit_stands_when_the_inviter_never_speaks_again():  # bidding.invit-card
    """The same auction with the XIX in B's hand is an accepted invit: A calls the XIX."""
    hands = {
        "A": "S, XX, XIV, XII, Kő k, Kő d, T l, P d, P l",
        "B": "XXI, XIX, XVIII, XVII, XV, X, V, K k, T k",
        "C": "I, XVI, XIII, XI, IX, VIII, P k, Kő l, K d",
        "D": "VII, VI, IV, III, Kő b, Kő á, K l, T d, T b",
    }
    game = Deal(dealt(hands), PRESETS["tolnai1930"])
    for word in FALSE_INVIT:
        game.apply(word)
    assert game.auction.result().false_invit_by is None and game.phase == "discard"


@given(st.integers(1, 21), st.sampled_from(["", "-es", "-as", "-ast", "-est"]), st.booleans(), st.booleans())
def test_every_numeral_reads_in_every_published_form(rank, suffix, lower, typed_l):
    """Whatever the case, the suffix, or an l typed for I, a numeral names its tarokk or nothing else."""
    text = ROMAN[rank] + suffix
    text = text.lower() if lower else text
    if typed_l:
        text = text.replace("I", "l").replace("i", "l")
    try:
        card = parse_card(text)
    except TarokkInputError:
        assert typed_l  # only an l that could be fifty is refused
        return
    assert card == Card(None, rank)
