"""The points Tolnai's §68–§69 leave open, each an option naming the reading it plays.

The defaults are the plain reading of §68–§69; where a default borrows a rule of the
Paskievics game, the paragraph it comes from is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tarokk.core.options import GameOptions


@dataclass(frozen=True)
class KiralyOptions(GameOptions):
    """House rules of királyhívásos tarokk."""

    game = "kiralyhivasos"

    bid_steps: Literal["any-higher", "one-step"] = "any-higher"
    """``any-higher``: a bid names any higher contract (§27: "legalább egy fokkal
    magasabbnak"); ``one-step``: one step above the last bid only (§31: "mindig csak egy
    fokkal drágább"). §68 refers only to the holding of §28."""
    self_call: Literal["four-kings", "any-king"] = "four-kings"
    """``four-kings``: the declarer calls a king he lacks (§68: "kártyáiból hiányzó királyt"),
    and calls one of his own only when he holds all four; ``any-king``: he may call his own
    king as in the Paskievics self-call (§46*). §69 names the self-call ("Önhívásnál")
    without saying when it happens."""
    honours_discardable: bool = True
    """True: §68 bars only kings, and tarokks while another card can be laid, so a forced
    tarokk discard may be an honour; False: honours are never laid, as in §42, §65 and the
    tappertarokk."""
    talon_in_figures: Literal["tricks", "with-side"] = "tricks"
    """``tricks``: tulétroá and four kings are made only in tricks (§68: "összehozott ütéseiben
    hazavigye"), so a piece left in the talon makes the figure for nobody; ``with-side``: the
    talon parts count for the side they go to, as they do for the card points (§68: "az
    ellenpárt ütéseire számít"). Either way an announced figure with a piece in the talon is
    lost at a szóló or szólóhármas (§69)."""
    volat_as_paskievics: bool = True
    """True: at a volát made or announced the game is not paid, nor a silent tulétroá or four
    kings (§53); False: every item is paid. §69 prices the volát without saying."""
    king_ultimo_keep: bool = False
    """True: an announced királyultimó binds the called king's holder to keep it to the last
    trick, as §54 binds the pagát's; False: §68–§69 state no such duty, and a king played
    early simply loses the figure."""
