"""'Take away one flat white' of a cart with two flat whites takes one off; it orders nothing to go.

The menu reads "take away" as to go ("a latte, take away"), and so did the model where the words name a
line of the cart after it: "take away the muffin" set the order to go and kept the muffin. Where "take
away" is followed by a count or "the"/"my"/"that" and an item the cart has one line of, and the model
added nothing, the turn takes that many units off the line (the line itself where the count is all of it
or none is said), not to go. A count above the line's ("take away two lattes" of one) is left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, SetOrder

_TAKE_AWAY = re.compile(r"\btake\s*away\s+(?:one|two|three|\d+|the|my|that|those|a|an)\b", re.IGNORECASE)
_NAMING = frozenset({"the", "my", "that", "those", "a", "an", "of"})


def taken_away(edits: Sequence[Edit], words: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits`` with "take away <count or the> <item of the cart>" read as taking it off (see the module)."""
    if not _TAKE_AWAY.search(text) or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    if not any(isinstance(e, SetOrder) and e.to_go for e in edits) or "to_go:true" not in words:
        return list(edits)
    at = words.index("to_go:true")
    count, k = None, at + 1
    while k < len(words) and (words[k] in _NAMING or is_count(words[k])):
        count = number_value(words[k]) if is_count(words[k]) else count
        k += 1
    if k >= len(words) or not words[k].startswith("item:"):
        return list(edits)
    item = unsymbol(words[k])[1]
    refs = [n for n, line in enumerate(cart.lines, start=1) if line.item == item]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    if count is not None and count > line.qty:  # "take away two lattes" of one: an order to go, unread
        return list(edits)
    rest = [e for e in edits if not (isinstance(e, SetOrder) and e.to_go and not e.customer_name)]
    if count is None or count >= line.qty:
        return [*rest, RemoveLine(ref=refs[0])]
    return [*rest, ChangeLine(ref=refs[0], qty=line.qty - count)]
