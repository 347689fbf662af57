""""Two croissants warmed and two not": two more of the item, without what the first two were said with.

The model wrote the two warmed croissants and nothing of "and two not": the customer got half the order.
Where the turn says a count, an item, the values of those ("warmed", "iced"), then "and", another count
and "not" (or "plain", "without") to its end, and the model wrote one line of that item with the first
count, the second count is a line of its own: the item with only the values said before it ("two large
lattes iced and two not": two large lattes), so never with the values said after the item.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import count_said, unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import line_of_values

_NOT = frozenset({"not", "plain", "without", "regular", "normal"})
_CLOSING = frozenset({"please", "thanks", ".", "!", ",", "then"})


def others_not_so(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the units said "and two not" added as a line of their own (see the module)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or "and" not in words[items[0]:]:
        return list(edits)
    at = items[0]
    join = words.index("and", at)
    said_after = words[at + 1 : join]
    tail = [w for w in words[join + 1 :] if w not in _CLOSING]
    if not said_after or not all(":" in w for w in said_after) or len(tail) != 2 or tail[1] not in _NOT:
        return list(edits)
    second = count_said(tail[0])
    k = at - 1
    while k >= 0 and ":" in words[k]:
        k -= 1
    first = count_said(words[k]) if k >= 0 else None
    item = unsymbol(words[at])[1]
    mine = [j for j, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if first is None or second is None or len(mine) != 1 or edits[mine[0]].qty != first:
        return list(edits)
    other = line_of_values(item, words[k + 1 : at], qty=second)
    return [*edits[: mine[0] + 1], other, *edits[mine[0] + 1 :]]
