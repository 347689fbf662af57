""""What do you recommend for someone who doesn't like coffee?", "anything without coffee?": the drinks made
without coffee.

The model read the one menu word of such a turn, "coffee", as the thing asked about or ordered: "Yes, we
have the coffee", or a coffee added. Where the turn asks for drinks without coffee (coffee said after
"without", "other than", "besides", "isn't", or not liked, drunk or wanted; "something cold, not coffee")
and names no other thing or section of the menu ("i don't drink coffee, do you have tea?" asks of the
teas), nothing is ordered: the reply lists the menu's drinks made without coffee, by section
(`replies.NO_COFFEE`). "No coffee" alone is left to the model: of a cart with a coffee it takes it off.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AddLine, AskMenu, Edit
from ordering.replies import NO_COFFEE, subjects_asked

_WITHOUT_COFFEE = re.compile(
    r"\b(?:without|other\s+than|besides|except|isn'?t|is\s+not|not\s+a|non[-\s]?)\s*coffee\b"
    r"|\b(?:doesn'?t|does\s+not|don'?t|do\s+not|dont|doesnt|never|can'?t|cannot)\s+"
    r"(?:really\s+)?(?:like|drink|want|have|stand)\s+coffee\b"
    # "i'm after something cold, not coffee", "anything hot but not coffee"
    r"|\b(?:something|anything)\b[^.?!]*?(?:,|\bbut)\s*not\s+coffee\b")


def coffee_free_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the question of the drinks made without coffee (see the module)."""
    if not _WITHOUT_COFFEE.search((text or "").lower().replace("’", "'")):
        return list(edits)
    if subjects_asked(text) or any(w.startswith("item:") and w != "item:coffee" for w in words) or any(
            not (isinstance(e, AskMenu) and e.ref is None and not e.lines or isinstance(e, AddLine)
                 and e.item == "coffee") for e in edits):
        return list(edits)
    return [AskMenu(about=[NO_COFFEE])]
