""""How much is a large latte?", then "and a small?": the price of the item just asked of, in the size said.

A question of one item keeps it for the next turn (`Cart.asked.offer`), where "I'll have that" orders it
(`offer_taken`). A question that follows it with another size ("and a small?", "what about a medium?",
"how much for a small one") names no item, and the model wrote nothing: the customer heard "didn't catch".
Where the turn asks (a question mark, "what about", "how much", "price") of one size or milk and nothing
else of the menu, and the model wrote nothing but a question of no line (or made a line of the order
that value: the question follows the one of the item, not of the line), the item asked of is priced with
that value in place of the one it had ("A small latte is $4.25."); the offer moves to it, so "ok the small
one then" orders it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AskMenu, ChangeLine, Edit
from ordering.replies import PRICE

_ASKING = re.compile(r"\?\s*$|\b(?:what|how)\s+about\b|\bhow\s+much\b|\bprice\b|\bcost\b", re.I)
_ORDERING = re.compile(r"\b(?:i'?ll|i\s+will|get|have|take|want|then|please|ok|okay)\b", re.I)
_GROUPS = ("size", "milk")


def offer_repriced(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits``, or the price of the item last asked of in the value said (see the module)."""
    offer = getattr(getattr(cart, "asked", None), "offer", None)
    if menu is None or not offer or not offer.get("item") or not text or len(text) > 60:
        return list(edits)
    if not _ASKING.search(text) or _ORDERING.search(text):
        return list(edits)  # "ok the small one then" orders it (`offer_taken`)
    values = [w for w in words if ":" in w]
    if len(values) != 1 or unsymbol(values[0])[0] not in _GROUPS:
        return list(edits)
    group, value = unsymbol(values[0])
    if any(not (isinstance(e, AskMenu) and e.ref is None and not e.lines or isinstance(e, ChangeLine)
                and e.values_changed("notes") == {group}) for e in edits):
        return list(edits)  # "and a small?" of a latte ordered: the model made the latte small
    item = offer["item"]
    if item not in menu.items or not menu.allows(item, group, value):
        return list(edits)
    kept = [f"{g}:{v}" for g, v in offer.items() if g in _GROUPS and g != group and v]
    return [AskMenu(about=[item, f"{group}:{value}", *kept, PRICE])]
