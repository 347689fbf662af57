""""Is there any extra charge for that?", "does that cost extra?" said of the order's last line: the price
of the one option chosen for it ("Coconut milk is $0.70 extra.", "Decaf is free.").

The model, given no menu word, asked nothing ("what would you like?" with the menu's sections) or wrote a
change that says nothing. The question points back with "that" / "it" / "this" at what the customer just
chose; where the last line has one option chosen (a milk, an add-on, a caffeine), the reply prices it as
`order_review.extra_cost_asked` does when the option is named. With none, or several, the model's
reading stays. "How much extra?" (after "is oat milk extra?": the menu's sections were listed) prices
each option chosen for the last line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, Edit, says_nothing
from ordering.order_review import EXTRA_COST
from ordering.replies import PRICE

_POINTED = re.compile(r"\b(?:that|it|this)\b", re.I)
# "how much extra?", "how much more is it", "what's the upcharge": the price of what is chosen, asked alone
_HOW_MUCH_EXTRA = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|oh|wait|um|uh|hmm|sorry)\W+)*"
    r"(?:how\s+much(?:\s+(?:is|does|would)\s+(?:it|that|this)(?:\s+be)?)?(?:\s+cost)?\s+(?:extra|more)"
    r"(?:\s+(?:is|does|would)\s+(?:it|that|this)(?:\s+be|\s+cost)?)?"
    r"|(?:how\s+much|what)(?:'s|\s+is|\s+are)?\s+the\s+(?:extra(?:\s+charges?|\s+costs?)?|surcharges?|upcharges?))"
    r"(?:\s+(?:for\s+)?(?:it|that|this|then))?\W*$", re.I)


def extra_cost_of_that(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any
                       ) -> list[Edit]:
    """``edits``, or the price of the one option chosen for the order's last line where the turn asks
    whether "that" costs extra and names nothing of the menu (see the module)."""
    if (menu is None or not cart.lines or not text or len(text) > 120 or any(":" in w for w in words)
            or not says_nothing(edits)):
        return list(edits)
    chosen = _chosen_options(cart.lines[-1], menu)
    if _HOW_MUCH_EXTRA.match(text) and chosen:  # "how much extra?": each option chosen, priced
        return [AskMenu(about=[option, PRICE]) for option in chosen]
    if not EXTRA_COST.search(text) or not _POINTED.search(text):
        return list(edits)
    return [AskMenu(about=[chosen[0], PRICE])] if len(chosen) == 1 else list(edits)


def _chosen_options(line: Any, menu: Any) -> list[str]:
    """The milk, caffeine and add-ons chosen for ``line``, as "group:name" (its size and shots are priced
    with the drink)."""
    if line.item not in menu.items:
        return []
    chosen = [(g, getattr(line, g)) for g in ("milk", "caffeine") if getattr(line, g)]
    chosen += [("addon", name) for name in line.addons]
    return [f"{group}:{name}" for group, name in chosen if (group, str(name)) in menu.options]
