"""Sessions: the passing deal, double rounds and their variants, the zero-sum score sheet,
"skíz oszt, nem oszt", the mayor's hat and the ultimó kassza."""

import json

import pytest

from tarokk.core.errors import TarokkInputError
from tarokk.core.figures import Figure
from tarokk.games.paskievics.contracts import THREE, TWO
from tarokk.games.paskievics.ruleset import ruleset
from tarokk.games.paskievics.scoring import Announcement, DealSummary, Made, PagatUltimo, Penalty
from tarokk.games.paskievics.session import Session, SessionEntry, load_session, run_session

PLAYERS = ("Anna", "Béla", "Cili", "Dani")


def won_three(declarer="A", partner="B", points=60, **more):
    return SessionEntry(DealSummary("pagat", 4, THREE, declarer, partner, points, 6, **more))


PASSED = SessionEntry(None, "all-passed")
THROWN = SessionEntry(None, "thrown-in")


def play(entries, variant="pagat", players=PLAYERS, **options):
    session = Session(ruleset(variant).with_options(**options), players)
    for entry in entries:
        session.play(entry)
    return session


def test_the_deal_passes_to_the_dealers_right():
    """session.dealer: Dani deals first, then Anna, Béla, Cili (counter-clockwise)."""
    session = play([won_three()] * 5)
    assert [row.dealer for row in session.rows] == ["Dani", "Anna", "Béla", "Cili", "Dani"]
    # seat A is the dealer's right: in the second deal Béla sits in A
    assert session.rows[1].totals["Béla"] - session.rows[0].totals["Béla"] == 1


def test_all_pass_same_dealer_and_a_double_round():
    """session.double-round: the same dealer deals again; the next four deals count double."""
    session = play([PASSED, *[won_three()] * 5])
    assert [row.dealer for row in session.rows] == ["Dani", "Dani", "Anna", "Béla", "Cili", "Dani"]
    assert [row.multiplier for row in session.rows[1:]] == [2, 2, 2, 2, 1]


def test_a_throw_in_during_a_double_round_overlaps_it():
    """pagat: 'így néhány parti négyszeres lesz, míg a kör vége duplán fut ki'."""
    session = play([PASSED, won_three(), won_three(), THROWN, *[won_three()] * 5])
    played = [row.multiplier for row in session.rows if "net" in row.result]
    assert played == [2, 2, 4, 4, 2, 2, 1]


def test_no_double_round_the_next_dealer_deals():
    """session.no-double-round (Tolnai §26)."""
    session = play([PASSED, won_three(), won_three()], "tolnai1930")
    assert [row.dealer for row in session.rows] == ["Dani", "Anna", "Béla"]
    assert {row.multiplier for row in session.rows} == {1}


def test_a_second_double_round_is_queued():
    """session.double-round-queued: never ×4; eight double deals in all."""
    session = play([PASSED, won_three(), THROWN, *[won_three()] * 8], double_round="queued")
    played = [row.multiplier for row in session.rows if "net" in row.result]
    assert played == [2] * 8 + [1]


def test_a_quadruple_round():
    """session.quadruple-round: a throw-in in the double round starts a full ×4 round; a throw-in
    in that round runs it on to a full round after the throw-in, never ×8."""
    entries = [PASSED, won_three(), THROWN, won_three(), won_three(), THROWN, *[won_three()] * 5]
    session = play(entries, double_round="quadruple")
    played = [row.multiplier for row in session.rows if "net" in row.result]
    assert played == [2, 4, 4, 4, 4, 4, 4, 1]


CALLS = {"double_round": "thrower-calls"}


def thrown(thrower=None, deals=None, double=False):
    return SessionEntry(None, "thrown-in", thrower=thrower, thrower_deals=deals, double_round=double)


def test_after_a_throw_in_the_next_player_deals():
    """session.double-round-called, Vadász tarokk II. 3.: 'Bedobás esetén a következő játékos
    oszt.' No double round unless the thrower calls it; after four passes, too, the deal
    moves on."""
    session = play([thrown("B"), PASSED, won_three(), won_three()], double_round="thrower-calls")
    assert [row.dealer for row in session.rows] == ["Dani", "Anna", "Béla", "Cili"]
    assert {row.multiplier for row in session.rows} == {1}
    assert session.rows[0].result == "the deal was thrown in; the next dealer deals"


def test_a_thrower_who_takes_the_deal_calls_a_double_round_of_deals_played():
    """session.double-round-called, Vadász tarokk II. 3. b): 'Ha a bedobó játékos - bármely
    helyen állva - magára vállalja az osztást, akkor dönthet úgy, hogy a játékosok számával
    egyező számú következő, lejátszott parti pontjai duplán számítanak'. Cili sits in C when
    Dani deals; four deals played count double, a throw-in among them counts none."""
    entries = [thrown("C", deals=True, double=True), won_three(), thrown("A"), *[won_three()] * 4]
    session = play(entries, double_round="thrower-calls")
    assert [row.dealer for row in session.rows] == ["Dani", "Cili", "Dani", "Anna", "Béla", "Cili", "Dani"]
    played = [row.multiplier for row in session.rows if "net" in row.result]
    assert played == [2, 2, 2, 2, 1]
    assert session.rows[0].result == "the deal was thrown in; next dealer: Cili, with a double round called"
    assert session.rows[0].line.text("hu") == "bedobták a lapokat; következő osztó: Cili, dupla kört mondva"


def test_no_other_double_round_is_called_until_it_ends():
    """Vadász tarokk II. 3. b): 'Ennek végeztéig további duplázódás nincs.' With five players
    the round is five deals played."""
    players = (*PLAYERS, "Ede")
    five = SessionEntry(DealSummary("pagat", 5, THREE, "A", "B", 60, 6))
    session = play([thrown("C", deals=True, double=True)], players=players, double_round="thrower-calls")
    for _ in range(4):
        session.play(five)
    with pytest.raises(TarokkInputError, match="deal 6: a double round is running"):
        session.play(thrown("A", deals=True, double=True))
    session.play(five)
    session.play(thrown("A", deals=True, double=True))
    assert [row.multiplier for row in session.rows] == [1, 2, 2, 2, 2, 2, 1]


def test_a_thrower_who_would_deal_next_may_pass_the_deal_on():
    """Vadász tarokk II. 3. a): 'Ha ez éppen a bedobó játékos lenne, akkor ő az osztást tovább
    háríthatja a következő játékosra'. Anna sits in A when Dani deals: she is next."""
    keeps = play([thrown("A")], double_round="thrower-calls")
    passes = play([thrown("A", deals=False)], double_round="thrower-calls")
    doubles = play([thrown("A", double=True), won_three()], double_round="thrower-calls")
    assert (keeps.dealer, passes.dealer, doubles.rows[1].dealer) == (0, 1, "Anna")
    assert passes.rows[0].result == "the deal was thrown in; next dealer: Béla"
    assert doubles.rows[1].multiplier == 2


@pytest.mark.parametrize(
    ("entry", "options", "message"),
    [
        (thrown("B", deals=True), {}, "written only under double_round = thrower-calls"),
        (SessionEntry(won_three().summary, thrower="B"), CALLS, "belong to a deal thrown in"),
        (SessionEntry(None, "all-passed", thrower="B"), CALLS, "belong to a deal thrown"),
        (thrown(deals=True), CALLS, r"say who threw the deal in \(thrower = A"),
        (thrown("E"), CALLS, "thrower E, but E deals and holds no cards"),
        (thrown("B", double=True), CALLS, "when he deals the next deal"),
    ],
)
def test_what_a_throw_in_says_of_its_thrower_is_checked(entry, options, message):
    """session.double-round-called: the thrower is said only where the rule reads him."""
    with pytest.raises(TarokkInputError, match=message):
        play([entry], **options)


def test_a_sheet_says_the_thrower_in_hungarian():
    sheet = """
variant = "pagat"
players = ["Anna", "Béla", "Cili", "Dani"]
[[deal]]
bedobas = true
bedobo = "B"
bedobo-oszt = true
dupla-kor = true
"""
    session = run_session(load_session(sheet), ruleset("pagat").with_options(double_round="thrower-calls"))
    assert session.players[session.dealer] == "Béla" and session.rounds.remaining == [4]


def test_the_sheet_is_zero_sum_and_multiplied():
    """session.score-sheet: pagat 'a játékosok pontjainak végösszege mindig nulla'."""
    kontra = (Announcement(Figure("game"), "declarer", 1),)
    session = play([won_three(), PASSED, won_three(points=30, announced=kontra), won_three(partner=None)])
    for row in session.rows:
        assert sum(row.totals.values()) + row.kassza == 0
    # deal 3 (×2): Béla (A) with Cili (B) lose a kontra'd three: 2 each, doubled
    assert session.rows[2].totals["Béla"] - session.rows[1].totals["Béla"] == -4
    frame = session.sheet()
    assert list(frame.columns) == ["dealer", "result", "×", *PLAYERS, "hat"]
    assert frame.loc[4, "×"] == 2


def skiz_session(holder_seat):
    """Deals played from the one in which the skíz is seen to the end, and what the session
    predicted after that deal."""
    session = play([SessionEntry(won_three().summary, skiz_oszt_nem_oszt=True)])
    assert session.deals_left() is None
    session.play(SessionEntry(won_three().summary, skiz=holder_seat))
    predicted = session.deals_left()
    count = 1
    while not session.ended:
        session.play(won_three())
        count += 1
    assert session.deals_left() == 0
    return count, predicted


@pytest.mark.parametrize(("holder", "deals"), [("A", 5), ("B", 6), ("C", 7), ("D", 4)])
def test_skiz_oszt_nem_oszt_ends_after_four_to_seven_deals(holder, deals):
    """session.skiz-oszt-nem-oszt: with four players 4–7 deals follow (pagat), counting the
    deal in which the skíz is seen; D, the dealer, holding it has already dealt."""
    assert skiz_session(holder) == (deals, deals - 1)


def test_no_deal_after_the_end():
    session = play(
        [SessionEntry(won_three().summary, skiz_oszt_nem_oszt=True), SessionEntry(won_three().summary, skiz="D")]
    )
    for _ in range(3):
        session.play(won_three())
    assert session.ended
    with pytest.raises(TarokkInputError, match="the session is over"):
        session.play(won_three())


def test_skiz_must_be_named_after_the_call():
    session = play([SessionEntry(won_three().summary, skiz_oszt_nem_oszt=True)])
    with pytest.raises(TarokkInputError, match="say who holds the skíz"):
        session.play(won_three())


def test_the_mayors_hat():
    """session.mayor: the hat goes to whoever lost his XXI to the skíz."""
    captured = Made(xxi_capture="declarer")
    session = play([SessionEntry(won_three(made=captured).summary, mayor="C")])
    assert session.hat == "Cili"
    alone = play([won_three(partner=None, points=30, made=Made(xxi_capture="opponents"))])
    assert alone.hat == "Anna"  # the declarer alone lost it: no need to say whose
    with pytest.raises(TarokkInputError, match=r"say whose it was \(mayor = C or D\)"):
        play([won_three(made=captured)])
    with pytest.raises(TarokkInputError, match="but the XXI captured was held by C or D"):
        play([SessionEntry(won_three(made=captured).summary, mayor="A")])


def test_the_kassza_in_a_session():
    """scoring.ultimo-kassza: fed by deals without a game, taken by an announced ultimó, shared at the end."""
    said = (Announcement(Figure("pagat-ultimo"), "declarer"),)
    ultimo = Made(pagat_ultimo=PagatUltimo("declarer", True))
    entries = [PASSED, PASSED, won_three(announced=said, made=ultimo)]
    session = play(entries, "kegl", ultimo_kassza=True, double_round="none")
    assert [row.kassza for row in session.rows] == [8, 16, 0]
    # the third deal is Béla's (no double round: the deal passed on); Cili (A) and Dani (B) win
    # the three 1 and the announced ultimó 10, and take 8 each from the kassza
    third = session.rows[2].totals
    assert third["Cili"] - session.rows[1].totals["Cili"] == 1 + 10 + 8
    assert sum(third.values()) == 0


def test_missed_invit_restarts_the_auction():
    missed = SessionEntry(DealSummary("pagat", 4, TWO, "A", "B", 0, 0, penalty=Penalty("missed-invit", "C")))
    session = play([missed, won_three()])
    assert [row.dealer for row in session.rows] == ["Dani", "Dani"]


SHEET = """
players = ["Anna", "Béla", "Cili", "Dani", "Edit"]
variant = "pagat"

[[deal]]
contract = "solo"
declarer = "B"
partner = "alone"
declarer_side = { card_points = 50, tricks = 5 }

[[deal]]
"bedobás" = true

[[deal]]
dealer = "Anna"
contract = "three"
declarer = "A"
partner = "D"
declarer_side = { card_points = 20, tricks = 2 }
"""


def test_a_toml_sheet_with_five_players():
    file = load_session(SHEET)
    session = run_session(file)
    assert [row.dealer for row in session.rows] == ["Edit", "Anna", "Anna"]
    last = session.rows[-1].totals
    # deal 1: Béla (B) wins a solo from three: +12; deal 3 (×2): Béla (A) and Edit (D) lose a
    # silent dupla to Cili and Dani: 2, doubled; Anna, the dealer, sits out.
    assert last == {"Anna": -4, "Béla": 12 - 4, "Cili": -4 + 4, "Dani": -4 + 4, "Edit": -4}


def test_a_json_list_and_a_wrong_dealer():
    deals = [
        {"contract": "three", "declarer": "A", "partner": "B", "declarer_side": {"card_points": 60, "tricks": 6}},
        {
            "contract": "three",
            "declarer": "A",
            "partner": "B",
            "declarer_side": {"card_points": 60, "tricks": 6},
            "dealer": "P4",
        },
    ]
    with pytest.raises(TarokkInputError, match="deal 2: dealer 'P4', but the rules give the deal to 'P1'"):
        run_session(load_session(json.dumps(deals)))
    assert load_session(json.dumps(deals[:1])).players == ("P1", "P2", "P3", "P4")


def test_a_deal_without_a_game_takes_no_result():
    with pytest.raises(TarokkInputError, match="a deal without a game has no contract"):
        load_session(json.dumps([{"all_passed": True, "contract": "three"}]))


def test_a_session_keeps_one_ruleset():
    deals = [
        {
            "variant": "kegl",
            "contract": "solo",
            "declarer": "A",
            "partner": None,
            "declarer_side": {"card_points": 60, "tricks": 6},
        },
        {"variant": "pagat", "throw_in": True},
        {
            "variant": "pagat",
            "contract": "three",
            "declarer": "A",
            "partner": "B",
            "declarer_side": {"card_points": 60, "tricks": 6},
        },
    ]
    with pytest.raises(TarokkInputError, match="deal 3: variant 'pagat', but the session plays 'kegl'"):
        load_session(json.dumps(deals))
    assert load_session(json.dumps(deals), variant="tolnai1930").variant == "tolnai1930"


def test_cli_sheet(capsys, tmp_path):
    from tarokk.cli.main import main

    path = tmp_path / "session.toml"
    path.write_text(SHEET, encoding="utf-8")
    assert main(["sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Score sheet (pagat rules)" in out and "Next dealer: Béla; next deal counts ×2." in out
    assert main(["sheet", str(path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [row["×"] for row in rows] == [1, 1, 2] and rows[-1]["Béla"] == 8


def test_a_sheet_can_list_game_records(tmp_path, capsys):  # session.score-sheet
    from tarokk.cli.main import main

    for seed in (3, 7):
        assert main(["play-random", "--seed", str(seed), "--record", str(tmp_path / f"d{seed}.txt")]) == 0
    (tmp_path / "sheet.json").write_text('[{"record": "d3.txt"}, {"record": "d7.txt"}]', encoding="utf-8")
    capsys.readouterr()
    assert main(["sheet", str(tmp_path / "sheet.json")]) == 0
    assert "Next dealer" in capsys.readouterr().out
    file = load_session(tmp_path / "sheet.json")
    session = run_session(file)
    assert len(session.rows) == 2 and sum(session.rows[-1].totals.values()) + session.kassza == 0


@pytest.mark.parametrize("players", [4, 5])
def test_a_sheet_reads_the_same_deals_alike_in_either_record_format(tmp_path, players):  # session.score-sheet
    import random

    from tarokk.core.gamerecords import format_table_record
    from tarokk.games.paskievics.deal import Deal
    from tarokk.games.paskievics.dealing import deal
    from tarokk.games.paskievics.records import format_record
    from tarokk.games.paskievics.replay import record_of
    from tarokk.games.paskievics.state import state_of_deal

    rules = ruleset("kegl")
    names = [f"P{i}" for i in range(1, players + 1)]
    sheets = {}
    for kind in ("classic", "one"):
        deals = []
        for seed in range(3, 9):
            played = Deal(deal(seed, players, rules), rules)
            chooser = random.Random(seed)
            while not played.finished:
                played.apply(chooser.choice(played.legal_actions()))
            text = (
                format_record(record_of(played, {"Seed": str(seed)}))
                if kind == "classic"
                else format_table_record(state_of_deal(played), seed)
            )
            (tmp_path / f"{kind}-{seed}.txt").write_text(text, encoding="utf-8")
            deals.append({"record": f"{kind}-{seed}.txt"})
        sheet = {"players": names, "variant": "kegl", "deals": deals}
        (tmp_path / f"{kind}.json").write_text(json.dumps(sheet), encoding="utf-8")
        sheets[kind] = run_session(load_session(tmp_path / f"{kind}.json")).sheet_records()
    assert sheets["one"] == sheets["classic"] and len(sheets["one"]) >= 6
