"""The ruling on an auction in words, sentence by sentence, each with its rule id."""

from __future__ import annotations

from tarokk.core.rulings import Ruling
from tarokk.games.paskievics.bidding import Auction


def auction_rulings(auction: Auction) -> list[Ruling]:
    """The ruling on an auction: declarer, talon, conventions, obligations and promises."""
    result = auction.result()
    said = ", ".join(f"{call.seat} {call.hu}" for call in auction.calls) or "(nothing yet)"
    out = [Ruling(f"Auction ({auction.ruleset.name} rules): {said}.")]
    if not result.complete:
        options = ", ".join(auction.legal_actions())
        out.append(Ruling(f"The auction is still open: {auction.to_speak} to speak ({options}).", "bidding.turn"))
    elif result.all_passed:
        out.append(Ruling("All four passed: no game; the cards are thrown in.", "bidding.all-pass"))
    else:
        assert result.declarer is not None and result.contract is not None
        contract = result.contract
        out.append(
            Ruling(
                f"Declarer: {result.declarer}, playing {contract.name} ({contract.hu}), "
                f"base value {contract.base_value}.",
                "bidding.end",
            )
        )
        shares = ", ".join(f"{seat} {n}" for seat, n in result.talon.items())
        out.append(Ruling(f"Talon cards, from the declarer counter-clockwise: {shares}.", "bidding.contracts"))
        if result.probaharom:
            out.append(Ruling("A próbahárom: the declarer bid without an honour.", "bidding.probaharom"))
    for call in auction.calls:
        if call.invit is not None:
            out.append(
                Ruling(
                    f"{call.seat}'s {call.word} jumps {call.jump} step(s) over the next regular bid: "
                    f"an invit signalling the {call.invit.card.hu}.",
                    "bidding.invit",
                )
            )
    if result.complete and auction.invit is not None and result.invit is None:
        out.append(Ruling("Under these rules the jump does not count as an invit here.", "bidding.invit"))
    elif result.complete and result.invit is not None and result.must_call is None:
        if result.declarer == result.invit.by:
            out.append(Ruling("The inviter won the auction himself: nobody must call his card.", "bidding.invit"))
        elif result.declarer is not None:
            out.append(Ruling("The declarer did not accept the invit.", "bidding.invit"))
    if result.engedett_by is not None:
        out.append(
            Ruling(f"{result.engedett_by} passed the two: engedett játék, promising the XX.", "bidding.engedett")
        )
    if result.must_call is not None:
        out.append(Ruling(f"The declarer must call the {result.must_call.hu}.", "bidding.invit-card"))
    elif result.declarer is not None:
        out.append(Ruling("The declarer calls the XX as usual; the partner call follows the talon."))
    for seat, items in result.promises.items():
        out.append(Ruling(f"{seat} has shown: {', '.join(items)}.", "bidding.honour"))
    return out
