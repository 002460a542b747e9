"""The ``tarokk`` command line.

Errors end the command with exit status 2, never with a traceback: as a sentence on
standard error, or, with ``--json``, as a JSON object of the error's fields on standard
output (where the result would have been). A game record that is right as far as it goes
but stops before the end of its deal ends ``replay`` and ``settle`` with exit status 1
(``replay --partial`` accepts it). Ctrl-C is :func:`tarokk.cli.launch.run`'s to answer.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import tarokk
from tarokk.cli.engine_text import Otherwise, deal_text, error_text, refusal_reason, rulings_text
from tarokk.cli.game_text import KEYS
from tarokk.cli.language import (
    LANGUAGES,
    N_,
    _,
    chosen_language,
    in_engine_language,
    speak_through_argparse,
    use,
    words_language,
)
from tarokk.cli.odds import add_odds_command
from tarokk.cli.paths import file_name
from tarokk.cli.rules import add_rule_command, add_rules_argument
from tarokk.cli.scoring import add_scoring_commands, settlement_text
from tarokk.cli.simulate import add_simulate_command
from tarokk.cli.table import chosen_game, play_table, replay_lines, table_game
from tarokk.core.cards import DECK42, DECK54, SPELLINGS, card_object, sort_hand
from tarokk.core.display import hand_text, trick_text
from tarokk.core.errors import IncompleteRecord, TarokkError, TarokkInputError
from tarokk.core.files import read_text, write_text_atomic
from tarokk.core.gamerecords import (
    format_table_record,
    is_table_record,
    parse_options,
    parse_table_record,
    replay_table_record,
)
from tarokk.core.packs import check_seed
from tarokk.core.seats import parse_seat
from tarokk.core.state import Game, registered_games
from tarokk.games.paskievics.bidding import HU_WORDS, Auction, run_auction
from tarokk.games.paskievics.deal import Deal
from tarokk.games.paskievics.dealing import deal as deal_cards
from tarokk.games.paskievics.definition import ACTIVE_SEATS
from tarokk.games.paskievics.outcome import deal_summary
from tarokk.games.paskievics.records import parse_record
from tarokk.games.paskievics.replay import record_rules, replay
from tarokk.games.paskievics.ruleset import option_field, rules_argument, ruleset
from tarokk.games.paskievics.rulings import auction_rulings
from tarokk.games.paskievics.scoring import settle
from tarokk.games.paskievics.state import PaskievicsGame
from tarokk.games.paskievics.words import GAMES, WORDS


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=1))


def cmd_cards(args: argparse.Namespace) -> None:
    deck = DECK54 if args.deck == 54 else DECK42
    rows: list[dict[str, Any]] = [
        {
            "id": deck.id(card),
            "hu": card.hu,
            "tolnai": card.tolnai,
            "en": card.english,
            "points": card.points,
            "tarokk": card.is_tarokk,
            "honour": card.is_honour,
            "beat_count": deck.beat_count(card),
        }
        for card in sort_hand(deck.cards)
    ]
    if args.json:
        _print_json(rows)
        return
    heading = (_("Tolnai"), _("Hungarian"), _("English"), _("points"), _("beats"))
    print(f"{heading[0]:<7} {heading[1]:<16} {heading[2]:<14} {heading[3]:>6} {heading[4]:>6}")
    for row in rows:
        honour = "  " + _("honour") if row["honour"] else ""
        print(f"{row['tolnai']:<7} {row['hu']:<16} {row['en']:<14} {row['points']:>6} {row['beat_count']:>6}{honour}")
    print(_("{cards} cards, {points} points").format(cards=len(rows), points=sum(r["points"] for r in rows)))


def _knock(text: str | None) -> list[int] | None:
    if text is None:
        return None
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise TarokkInputError(_("--knock takes packet numbers like 2,1,3; got {text!r}").format(text=text)) from None


def cmd_deal(args: argparse.Namespace) -> None:
    game = chosen_game(args)
    if game != "paskievics":
        _deal_table(args, game)
        return
    rules = rules_argument(args.variant or "pagat")
    dealt = deal_cards(args.seed, args.players, rules, _knock(args.knock))
    if args.json:
        _print_json(
            {
                "seed": args.seed,
                "players": args.players,
                "dealer": dealt.dealer,
                "variant": rules.name,
                "hands": {seat: [c.name(args.spelling) for c in dealt.sorted_hand(seat)] for seat in ACTIVE_SEATS},
                "talon": [c.name(args.spelling) for c in dealt.talon],
            }
        )
        return
    print(
        _("Deal {seed} · {players} players · dealer {dealer} · {rules} rules").format(
            seed=args.seed, players=args.players, dealer=dealt.dealer, rules=rules.name
        )
    )
    if args.players == 5:
        print(_("  The dealer, {dealer}, sits out this deal; A, B, C and D play.").format(dealer=dealt.dealer))
    for seat in ACTIVE_SEATS:
        print(f"  {seat}  {hand_text(dealt.hands[seat], args.spelling)}")
    print("  " + _("talon") + f"  {hand_text(dealt.talon, args.spelling)}")


def _deal_table(args: argparse.Namespace, name: str) -> None:
    """``tarokk deal --game G``: the hands and the talon (or piles) a seed deals in another game,
    the talon in the order it lies."""
    if args.players != 4 or args.knock:
        raise TarokkInputError(
            _("--players and --knock deal Paskievics tarokk; {game} deals its own way").format(game=name)
        )
    game = table_game(name, rules=args.variant)
    hands, talon = game.new_initial_state(check_seed(args.seed)).dealt_cards()
    rest = _("piles") if game.definition.packets.piles else _("talon")
    dealer = game.definition.seating.dealer(len(game.seats))
    if args.json:
        _print_json(
            {
                "game": name,
                "seed": args.seed,
                "dealer": dealer,
                "options": game.options_tag(),
                "hands": {seat: [c.name(args.spelling) for c in sort_hand(hands[seat])] for seat in game.seats},
                "talon": [c.name(args.spelling) for c in talon],
            }
        )
        return
    print(_("Deal {seed} of {game} · dealer {dealer}").format(seed=args.seed, game=game.definition.hu, dealer=dealer))
    for seat in game.seats:
        print(f"  {seat}  {hand_text(hands[seat], args.spelling)}")
    print(f"  {rest}  " + ", ".join(card.name(args.spelling) for card in talon))


def cmd_play_random(args: argparse.Namespace) -> None:
    name = chosen_game(args)
    if name != "paskievics" and args.players != 4:
        raise TarokkInputError(_("--players is Paskievics tarokk's: {game} seats its own").format(game=name))
    game = (
        paskievics_game(args.variant, args.players, args.options)
        if name == "paskievics"
        else table_game(name, args.options, args.variant)
    )
    state = game.new_initial_state(args.seed)
    chooser = random.Random(args.seed)
    while not state.is_terminal():
        state.apply_action(chooser.choice(state.legal_actions()))
    print(
        _("Deal {seed} ({game}), every action chosen at random among the legal ones").format(
            seed=args.seed, game=game.definition.hu
        )
    )
    if args.players == 5:
        print(_("  The dealer, {dealer}, sits out this deal; A, B, C and D play.").format(dealer=game.seats[-1]))
    print("\n".join(replay_lines(state)))
    if args.record:
        write_text_atomic(Path(args.record), format_table_record(state, args.seed))
        print(_("Record written to {file}").format(file=args.record))


def paskievics_game(rules: str | None, players: int = 4, options: str = "") -> PaskievicsGame:
    """Paskievics tarokk under a ``--rules`` argument (a preset with options, or a house-rules
    file), for four players or five (the dealer E sitting out), with ``--options`` on top as
    every game takes them: ``players=5`` and any ruleset option (``discard_xx=forbidden``)."""
    given: dict[str, Any] = {name: str(value).lower() for name, value in parse_options(options).items()}
    seated = int(given.pop("players", players))
    if players != 4 and seated != players:
        raise TarokkInputError(
            _("--players {players} and --options players={seated} disagree").format(players=players, seated=seated)
        )
    preset = given.pop("rules", None)  # as a record's options name a preset other than pagat's
    for name in given:
        option_field(name)  # a ruleset option, not the game's seed: an unknown one is refused with the list
    chosen = rules_argument(rules) if rules else ruleset(preset or "pagat")
    return PaskievicsGame(rules=chosen, players=seated, **given)


def print_settlement(deal: Deal) -> None:
    """The settlement of a finished deal, if anybody pays."""
    summary = deal_summary(deal)
    if summary is not None:
        rules = deal.ruleset
        print(_("Settlement:"))
        print(settlement_text(summary, rules, settle(summary, rules), explain=False))


def cmd_replay(args: argparse.Namespace) -> None:
    text = read_text(Path(args.file))
    if is_table_record(text):
        table_record = parse_table_record(text)
        if args.variant:  # the house rules given replace the record's own
            name = table_record.game_name
            if name == "paskievics":  # the record's table, four or five, under the rules given
                players = table_record.options().get("players", 4)
                game: Game = paskievics_game(args.variant, players if isinstance(players, int) else 4)
            else:
                game = table_game(name, rules=args.variant)
            table_record.tags["Options"] = game.options_tag()
        replayed = replay_table_record(table_record, partial=args.partial)
        print(_("{file}: {game} — every action checked").format(file=args.file, game=replayed.state.game.definition.hu))
        print("\n".join(replay_lines(replayed.state)))
        return
    record = parse_record(text)
    rules = rules_argument(args.variant) if args.variant else record_rules(record)
    result = replay(record, rules)
    stopped = result.stopped_at()
    if stopped is not None and not args.partial:
        raise IncompleteRecord(**WORDS.incomplete.message(file=args.file, stopped=stopped))
    checked = _("every action checked") if stopped is None else _("every action checked as far as it goes")
    print(
        _("{file}: {rules} rules, {players} players — {checked}").format(
            file=args.file, rules=rules.name, players=record.players, checked=checked
        )
    )
    if result.deal is not None:
        print(auction_text(result.deal.auction))
        print(deal_text(result.deal, args.spelling))
        if result.deal.finished:
            print_settlement(result.deal)
    if result.play is not None:
        for number, trick in enumerate(result.play.tricks, start=1):
            print(trick_text(number, trick, args.spelling))
        points = result.play.points_won()
        talon = sum(card.points for card in record.talon)
        by_seat = ", ".join(f"{seat} {points[seat]}" for seat in ACTIVE_SEATS)
        print(_("Card points: {points}, talon {talon}").format(points=by_seat, talon=talon))
    if stopped is not None:
        said = stopped(words_language())
        print(_("{stopped}, before the end of the deal.").format(stopped=f"{said[0].upper()}{said[1:]}"))


def _auction_json(auction: Auction) -> dict[str, Any]:
    result = auction.result()
    return {
        "complete": result.complete,
        "to_speak": auction.to_speak,
        "all_passed": result.all_passed,
        "declarer": result.declarer,
        "contract": result.contract.name if result.contract else None,
        "talon": {seat: result.talon[seat] for seat in ACTIVE_SEATS} if result.talon else None,
        "invit": {"by": result.invit.by, "card": result.invit.card.tolnai} if result.invit else None,
        "engedett": {"by": result.engedett_by} if result.engedett_by else None,
        "must_call": result.must_call.tolnai if result.must_call else None,
    }


def auction_facts(auction: Auction) -> list[str]:
    """What the auction decided, in the command's own sentences: the words spoken, who plays
    which contract, the talon shares, the invit and what the declarer must call."""
    result = auction.result()
    said = ", ".join(f"{call.seat} {call.hu}" for call in auction.calls)
    lines = [_("Auction ({rules} rules): {calls}.").format(rules=auction.ruleset.name, calls=said)]
    if not result.complete:
        words = ", ".join(HU_WORDS[word] for word in auction.legal_actions())
        lines.append(
            _("The auction is still open: {seat} to speak ({words}).").format(seat=auction.to_speak, words=words)
        )
    elif result.all_passed:
        lines.append(_("All four passed: no game; the cards are thrown in."))
    if result.declarer is not None and result.contract is not None:
        contract = result.contract
        lines.append(
            _("Declarer: {seat}, playing {contract}, base value {value}.").format(
                seat=result.declarer, contract=GAMES[contract.name](words_language()), value=contract.base_value
            )
        )
        shares = ", ".join(f"{seat} {n}" for seat, n in result.talon.items())
        lines.append(_("Talon cards, from the declarer counter-clockwise: {shares}.").format(shares=shares))
    if result.invit is not None:
        lines.append(
            _("{seat} made an invit, signalling {card}.").format(
                seat=result.invit.by, card=card_object(result.invit.card, words_language())
            )
        )
    if result.engedett_by is not None:
        lines.append(_("{seat} passed the two: engedett játék, promising the XX.").format(seat=result.engedett_by))
    if result.must_call is not None:
        lines.append(_("The declarer must call {card}.").format(card=card_object(result.must_call, words_language())))
    return lines


def auction_otherwise(auction: Auction) -> Otherwise:
    """What the same words would decide with another value of an option: the engine's sentence,
    or the command's own sentences that the other value adds."""
    decided = auction_facts(auction)[1:]  # the words spoken, the first line, are the same

    def otherwise(option: str, value: object, ruling: str) -> str:
        if in_engine_language():
            return ruling
        other = Auction(auction.ruleset.with_options(**{option: value}), auction.hands)
        try:
            for call in auction.calls:
                other.apply(call.word, call.seat)
        except TarokkError as error:
            return _("the auction could not go this way: {reason}").format(reason=refusal_reason(error))
        facts = auction_facts(other)[1:]
        added = [fact for fact in facts if fact not in decided]
        dropped = [fact for fact in decided if fact not in facts]
        if dropped:
            added.append(_("No longer so: {facts}").format(facts=" ".join(dropped)))
        return " ".join(added) or _("the ruling differs")

    return otherwise


def auction_text(auction: Auction) -> str:
    """The ruling on an auction: what it decided and each rule it applies, with its sources and options."""
    return rulings_text(auction_rulings(auction), auction_facts(auction), auction_otherwise(auction))


def cmd_bid(args: argparse.Namespace) -> None:
    words = [word for text in args.words for word in text.replace(",", " ").split()]  # "három, kettő" works too
    auction = run_auction(words, rules_argument(args.variant))
    if args.json:
        _print_json(_auction_json(auction))
    else:
        print(auction_text(auction))


MAX_PLAY_DEALS = 1000
"""The most deals ``tarokk play`` plays in one session."""
DEFAULT_PLAY_DEALS = 4
"""The deals ``tarokk play`` plays unless told, in a game that is not a course of deals of its own."""
MAX_DELAY = 10.0
"""The longest pause, in seconds, ``tarokk play --delay`` makes after a bot's action."""
DEFAULT_DELAY = 1.0
"""The pause after a bot's action when ``tarokk play`` is played in a terminal (no pause for scripted input)."""


def cmd_play(args: argparse.Namespace) -> None:
    import shutil

    from rich.console import Console

    from tarokk.cli.game import Game, Table, no_wait

    if args.deals is not None and not 1 <= args.deals <= MAX_PLAY_DEALS:
        raise TarokkInputError(
            _("--deals takes 1 to {most} deals; got {deals}").format(most=MAX_PLAY_DEALS, deals=args.deals)
        )
    deals = DEFAULT_PLAY_DEALS if args.deals is None else args.deals
    interactive = sys.stdin.isatty()
    delay = args.delay if args.delay is not None else (DEFAULT_DELAY if interactive else 0.0)
    if not 0 <= delay <= MAX_DELAY:
        raise TarokkInputError(
            _("--delay takes 0 to {most} seconds; got {delay}").format(most=MAX_DELAY, delay=args.delay)
        )
    seed = random.SystemRandom().randrange(10**6) if args.seed is None else check_seed(args.seed)
    game = chosen_game(args)
    if game != "paskievics":
        if args.players != 4 or args.knock:
            refused = _("--players and --knock deal Paskievics tarokk; {game} deals its own way")
            raise TarokkInputError(refused.format(game=game))
        chosen = table_game(game, args.options, args.variant)
        course = len(chosen.course())
        if course and args.deals is not None and args.deals > course:
            said = _("--deals: a game of {game} has {course} deals; got {deals}")
            raise TarokkInputError(said.format(game=game, course=course, deals=args.deals))
        deals = course if course and args.deals is None else deals  # a course is played whole unless shortened
        if chosen.sheet_target is not None and args.deals is None:
            deals = MAX_PLAY_DEALS  # a race is played until it is won
        check_seed(seed + deals - 1)  # every deal of the session has a seed of its own
        play_table(
            chosen,
            parse_seat(args.seat, chosen.seats),
            args.bots,
            seed,
            deals,
            Path(args.record_dir),
            practice=args.practice,
        )
        return
    check_seed(seed + deals - 1)
    chosen_rules = paskievics_game(args.variant, args.players, args.options)
    table = Table(
        learner=parse_seat(args.seat, ACTIVE_SEATS),
        bots=args.bots,
        ruleset=chosen_rules.rules,
        seed=seed,
        deals=deals,
        record_dir=Path(args.record_dir),
        delay=delay,
        spelling=args.spelling,
        practice=args.practice,
        players=chosen_rules.players,
        knock=tuple(knock) if (knock := _knock(args.knock)) is not None else None,
    )
    console = Console(highlight=False, width=shutil.get_terminal_size().columns)
    Game(table, console, console.input, _wait_for_enter if interactive else no_wait).run()


def _wait_for_enter(seconds: float) -> bool:
    """Pause ``seconds`` after a bot's action; True if the learner pressed Enter to play on at once."""
    import select

    ready, _, _ = select.select([sys.stdin], [], [], seconds)
    if ready:
        os.read(sys.stdin.fileno(), 1024)  # the line typed (a terminal hands over one line at a time)
    return bool(ready)


LANG_HELP = N_("the language of the messages: hu or en (default: hu in a Hungarian locale, else en)")


def add_lang_argument(parser: argparse.ArgumentParser, default: object = None) -> None:
    """``--lang hu|en``: on the main parser before the command, and on each command after it."""
    parser.add_argument("--lang", choices=LANGUAGES, default=default, help=_(LANG_HELP))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tarokk", description=_("Hungarian (Paskievics) tarokk: the rules engine."))
    add_lang_argument(parser)
    parser.add_argument(
        "--version",
        action="version",
        version=f"tarokk {tarokk.__version__} (engine: {tarokk.ENGINE})",
        help=_("print the version and which engine runs: compiled (mypyc) or interpreted, then exit"),
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def spelling(p: argparse.ArgumentParser, default: str = "tolnai") -> None:
        p.add_argument(
            "--spelling",
            choices=tuple(SPELLINGS),
            default=default,
            help=_(
                "how cards are written: Tolnai's 'K d', Hungarian 'káró dáma', English 'diamond queen', "
                "or full 'káró dáma (K d)' (default: {default})"
            ).format(default=default),
        )

    cards = sub.add_parser("cards", help=_("the deck with card points and beat counts"))
    cards.add_argument("--json", action="store_true", help=_("print the cards as JSON"))
    cards.add_argument("--deck", type=int, choices=(42, 54), default=42, help=_("the 42-card deck or the 54-card one"))
    cards.set_defaults(run=cmd_cards)

    dealp = sub.add_parser("deal", help=_("deal the cards for a seed"))
    dealp.add_argument(
        "--seed", type=int, required=True, help=_("the deal's seed, 0 to 2**64 − 1: the same cards everywhere")
    )
    dealp.add_argument(
        "--players", type=int, choices=(4, 5), default=4, help=_("4 players, or 5: the dealer (E) sits out")
    )
    dealp.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game to deal (default: the game --rules names, else paskievics, Paskievics tarokk)"),
    )
    add_rules_argument(dealp, None, N_("another game: its name and options, e.g. 'magyar, first_lead=declarer'"))
    dealp.add_argument("--knock", help=_("knock instead of cutting: packet choices in choosing order, e.g. 2,1,3"))
    dealp.add_argument("--json", action="store_true", help=_("print the deal as JSON"))
    spelling(dealp)
    dealp.set_defaults(run=cmd_deal)

    rand = sub.add_parser("play-random", help=_("play a whole deal with random legal actions"))
    rand.add_argument(
        "--seed", type=int, required=True, help=_("the deal's seed, 0 to 2**64 − 1, also for the choices")
    )
    add_rules_argument(rand, None, N_("another game: its name and options, e.g. 'magyar, first_lead=declarer'"))
    rand.add_argument(
        "--players", type=int, choices=(4, 5), default=4, help=_("4 players, or 5: the dealer (E) sits out")
    )
    rand.add_argument(
        "--options",
        default="",
        help=_("the game's options, as name=value pairs between commas (tarokk rule --game G --options lists them)"),
    )
    rand.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game to play (default: the game --rules names, else paskievics, Paskievics tarokk)"),
    )
    rand.add_argument("--record", type=file_name, help=_("write the game record to this file"))
    spelling(rand)
    rand.set_defaults(run=cmd_play_random)

    rep = sub.add_parser("replay", help=_("check every action of a game record and print the play"))
    rep.add_argument("file", type=file_name, help=_("the game record to check"))
    add_rules_argument(rep, None, N_("default: the record's Rules or Variant tag"))
    rep.add_argument("--partial", action="store_true", help=_("accept a record that stops before the end of the deal"))
    spelling(rep)
    rep.set_defaults(run=cmd_replay)

    bid = sub.add_parser("bid", help=_("rule on a bidding sequence (words in speaking order from A)"))
    add_rules_argument(bid)
    bid.add_argument("--json", action="store_true", help=_("print the ruling as JSON"))
    bid.add_argument(
        "words", nargs="+", metavar="WORD", help=_("pass/passz three/három two/kettő one/egy solo/szóló hold/tartom")
    )
    bid.set_defaults(run=cmd_bid)
    play = sub.add_parser(
        "play",
        help=_("play against three bots in the terminal"),
        description=_(
            "Play against three bots in the terminal. At your turn, answer with a number or in words, "
            "or with one of the keys below."
        ),
        epilog=_("keys:") + "\n" + "\n".join(f"  {key:<6} {_(what)}" for key, what in KEYS.items()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument(
        "--game",
        choices=registered_games(),
        help=_("the game to play (default: the game --rules names, else paskievics, Paskievics tarokk)"),
    )
    play.add_argument(
        "--options",
        default="",
        help=_("the game's options, as name=value pairs between commas (tarokk rule --game G --options lists them)"),
    )
    play.add_argument(
        "--seat",
        default="A",
        help=_("your seat in the first deal (default A; a letter of the game's seats, A–D in Paskievics tarokk)"),
    )
    add_rules_argument(play, None, N_("another game: its name and options, e.g. 'magyar, first_lead=declarer'"))
    play.add_argument("--seed", type=int, help=_("the first deal's seed, 0 to 2**64 − 1 (default: a random one)"))
    play.add_argument(
        "--bots",
        choices=("rule", "random", "search"),
        default="rule",
        help=_("how the bots choose: rule-based, at random, or by searching sampled deals (default: rule)"),
    )
    play.add_argument(
        "--deals",
        type=int,
        default=None,
        help=_(
            "how many deals to play, 1 to {most} (default {default}; a game of Rikiki is played whole, "
            "a race in Trappola until won)"
        ).format(most=MAX_PLAY_DEALS, default=DEFAULT_PLAY_DEALS),
    )
    play.add_argument(
        "--delay",
        type=float,
        help=_(
            "seconds to pause after each bot action, 0 to {most}; Enter plays on at once "
            "(default: {default} in a terminal, 0 for scripted input)"
        ).format(most=f"{MAX_DELAY:g}", default=f"{DEFAULT_DELAY:g}"),
    )
    play.add_argument("--practice", action="store_true", help=_("allow undo ('u'); the score sheet marks the deals"))
    play.add_argument(
        "--players", type=int, choices=(4, 5), default=4, help=_("4 players, or 5: the dealer (E) sits out")
    )
    play.add_argument("--knock", help=_("knock instead of cutting: packet choices in choosing order, e.g. 2,1,3"))
    play.add_argument(
        "--record-dir",
        default=".",
        type=file_name,
        help=_("where to save the records and the score sheet (default: this folder)"),
    )
    spelling(play, "full")
    play.set_defaults(run=cmd_play)
    add_simulate_command(sub)
    add_odds_command(sub)
    add_scoring_commands(sub)
    add_rule_command(sub)
    for command in sub.choices.values():
        add_lang_argument(command, argparse.SUPPRESS)  # after the command too; the main parser's value stands
    return parser


EXIT_ERROR = 2
"""The exit status of a command refused: bad input, an illegal action, a file that cannot be read or written."""
EXIT_INCOMPLETE = 1
"""The exit status of ``replay`` or ``settle`` on a game record that stops before the end of its deal."""


def main(argv: Sequence[str] | None = None) -> int:
    use(chosen_language(argv))
    speak_through_argparse()
    parser = build_parser()
    for token in sys.argv[1:] if argv is None else argv:
        option, equals, value = token.partition("=")
        if option.startswith("--") and equals and value == "--":  # argparse would read it as no value at all
            parser.error(_("{option} takes a value, and '--' is none").format(option=option))
    args = parser.parse_args(argv)
    try:
        args.run(args)
    except IncompleteRecord as error:
        return _fail(error, args, EXIT_INCOMPLETE)
    except TarokkError as error:
        return _fail(error, args)
    except BrokenPipeError:
        return _reader_gone()
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        return _fail(TarokkInputError(f"{where}{error.strerror or error}"), args)
    try:
        sys.stdout.flush()  # a reader that stopped early (``| head``) is noticed here
    except BrokenPipeError:
        return _reader_gone()
    return 0


def _reader_gone() -> int:
    """The program reading the output (``| head``) stopped reading: end quietly, without
    Python's complaint when it flushes standard output at exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 0


def _fail(error: TarokkError, args: argparse.Namespace, status: int = EXIT_ERROR) -> int:
    """Report ``error`` (its fields as JSON with ``--json``) and return the exit status."""
    if getattr(args, "json", False):
        _print_json(error.as_json())
    else:
        print(f"tarokk: {error_text(error)}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
