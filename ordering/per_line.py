"""Values said of each of several lines in one turn: "make the mocha large and the latte small".

The model writes one change for such a turn, often with the value said last on the line named first
(the mocha was made small and the latte left as it was). Each line named by its item, with the values
said right after it up to the next item, gets those values. Only when each item named is one line of the
cart, each has values, and nothing is ordered ("and a small latte" adds a line: the model's to read).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.turn_words import value_fields

_ORDERING = frozenset({"a", "an", "another", "some", *NUMBERS})  # said before an item, it orders one


def values_per_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one change per line named with the values said after it (see the module)."""
    if not all(isinstance(e, ChangeLine) for e in edits) or menu is None:
        return list(edits)
    named = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    if len(named) < 2:
        return list(edits)
    changes: dict[int, ChangeLine] = {}
    for at, end in zip(named, [*named[1:], len(tokens)], strict=True):
        item = unsymbol(tokens[at])[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        values = [t for t in tokens[at + 1 : end] if t.partition(":")[0] in SINGLE_GROUPS]
        before = at - 1  # the word before the item and the values said before it: "and a small latte"
        while before >= 0 and tokens[before].partition(":")[0] in (*SINGLE_GROUPS, "addon", "prep"):
            before -= 1
        if (before >= 0 and tokens[before] in _ORDERING or len(refs) != 1 or refs[0] in changes or not values
                or not all(menu.allows(item, *unsymbol(v)) for v in values)):
            return list(edits)
        fields, _ = value_fields(values)
        changes[refs[0]] = ChangeLine(ref=refs[0], **fields)
    if any(e.ref not in changes for e in edits):
        return list(edits)
    return list(changes.values())
