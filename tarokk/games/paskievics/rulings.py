"""The ruling on an auction in words, sentence by sentence, each with its rule id.

A sentence that a house rule decides names the option: the engine runs the same words
under each other value of the option and says what that value would rule instead.
"""

from __future__ import annotations

from dataclasses import replace

from tarokk.core.errors import TarokkError
from tarokk.games.paskievics.bidding import Auction
from tarokk.games.paskievics.ruleset import other_values
from tarokk.games.paskievics.ruling import Depends, Otherwise, Ruling

# The options that can change each kind of sentence (pagat "Változatok a licitálásra",
# "Változatok a licitálási konvenciókra"; Tolnai §27–§35).
AUCTION_END = ("hold_rule", "raise_lone_three", "probaharom")
INVIT_READING = (
    "conventions",
    "first_bid_can_invite",
    "invit_only_to_bidders",
    "jump_after_held_bid_is_invit",
    "solo_jump_signals_xviii",
    "skipped_hold_signals_xviii",
    "later_jump_signals_xvii",
)
INVIT_BINDING = ("invit_counts", "invit_only_to_bidders")
ENGEDETT = ("conventions", "engedett_promises_big_honour")
PROMISES = ("invit_promises_big_honour", "engedett_promises_big_honour")


def auction_rulings(auction: Auction) -> list[Ruling]:
    """The ruling on an auction: declarer, talon, conventions, obligations and promises,
    each sentence with the options that decide it."""
    sentences = _sentences(auction)
    said = {ruling.text for ruling, _, _ in sentences[1:]}
    found: dict[tuple[str, object], str | None] = {}

    def instead(option: str, value: object) -> str | None:
        """What the auction rules with ``option`` at ``value`` (None: the same)."""
        if (option, value) not in found:
            found[option, value] = _difference(auction, said, option, value)
        return found[option, value]

    out = []
    for ruling, options, only_if_decided in sentences:
        depends = []
        for option in options:
            value = getattr(auction.ruleset, option)
            otherwise = tuple(
                Otherwise(other, text) for other in other_values(option, value) if (text := instead(option, other))
            )
            if otherwise:
                depends.append(Depends(option, value, otherwise))
        if depends or not only_if_decided:
            out.append(replace(ruling, depends=tuple(depends)))
    return out


def _difference(auction: Auction, said: set[str], option: str, value: object) -> str | None:
    """The sentences the same words give with ``option`` at ``value`` that the ruling lacks."""
    other = Auction(auction.ruleset.with_options(**{option: value}), auction.hands)
    try:
        for call in auction.calls:
            other.apply(call.word, call.seat)
    except TarokkError as error:
        return f"the auction could not go this way: {error}"
    texts = [ruling.text for ruling, _, only_if_decided in _sentences(other)[1:] if not only_if_decided]
    new = [text for text in texts if text not in said]
    return " ".join(new) if new else None


def _sentences(auction: Auction) -> list[tuple[Ruling, tuple[str, ...], bool]]:
    """Each sentence, the options that may decide it, and whether it is said only when one does."""
    result = auction.result()
    said = ", ".join(f"{call.seat} {call.hu}" for call in auction.calls) or "(nothing yet)"
    out: list[tuple[Ruling, tuple[str, ...], bool]] = [
        (Ruling(f"Auction ({auction.ruleset.name} rules): {said}."), (), False)
    ]

    def add(text: str, rule: str | None = None, options: tuple[str, ...] = (), only_if_decided: bool = False) -> None:
        out.append((Ruling(text, rule), options, only_if_decided))

    if not result.complete:
        options = ", ".join(auction.legal_actions())
        add(f"The auction is still open: {auction.to_speak} to speak ({options}).", "bidding.turn", AUCTION_END)
    elif result.all_passed:
        add("All four passed: no game; the cards are thrown in.", "bidding.all-pass", AUCTION_END)
    else:
        assert result.declarer is not None and result.contract is not None
        contract = result.contract
        add(
            f"Declarer: {result.declarer}, playing {contract.name} ({contract.hu}), base value {contract.base_value}.",
            "bidding.end",
            AUCTION_END,
        )
        shares = ", ".join(f"{seat} {n}" for seat, n in result.talon.items())
        add(f"Talon cards, from the declarer counter-clockwise: {shares}.", "bidding.contracts")
        if result.probaharom:
            add("A próbahárom: the declarer bid without an honour.", "bidding.probaharom", ("probaharom",))
    for call in auction.calls:
        steps = f"{call.jump} {'step' if call.jump == 1 else 'steps'}"
        if call.invit is not None:
            add(
                f"{call.seat}'s {call.word} jumps {steps} over the next regular bid: "
                f"an invit signalling the {call.invit.card.hu}.",
                "bidding.invit",
                INVIT_READING,
            )
        elif call.jump > 0:
            add(
                f"{call.seat}'s {call.word} jumps {steps}: no invit.",
                "bidding.invit",
                INVIT_READING,
                True,
            )
    if result.complete and auction.invit is not None and result.invit is None:
        add("The jump does not count as an invit here.", "bidding.invit", INVIT_BINDING)
    elif result.complete and result.invit is not None and result.must_call is None:
        if result.declarer == result.invit.by:
            add("The inviter won the auction himself: nobody must call his card.", "bidding.invit", INVIT_BINDING)
        elif result.declarer is not None:
            add("The declarer did not accept the invit.", "bidding.invit", INVIT_BINDING)
    if result.engedett_by is not None:
        add(f"{result.engedett_by} passed the two: engedett játék, promising the XX.", "bidding.engedett", ENGEDETT)
    if result.must_call is not None:
        add(f"The declarer must call the {result.must_call.hu}.", "bidding.invit-card", INVIT_BINDING)
    elif result.declarer is not None:
        add("The declarer calls the XX as usual; the partner call follows the talon.")
    for seat, items in result.promises.items():
        add(f"{seat} has shown: {', '.join(items)}.", "bidding.honour", PROMISES)
    return out
