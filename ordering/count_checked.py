""""An espresso", "and another one", "and one more", then "that's three right?": a count checked, not set.

The model read the count as the new count of the last line and made five espressos. Where the turn only
asks whether the order comes to a count ("that's three, right?", "so that's two lattes?", "that makes two,
right"), and the model wrote nothing but counts and notes, nothing changes: the order is read back, so the
customer sees what it holds. Said without a question ("that's three coffees" of three coffees), it is a
check only where the order already holds that many (of the item named, or in all).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, unsymbol
from ordering.edits import ChangeLine, Edit, ReviewOrder, only_a_note

_CHECKING = (("that's",), ("that", "is"), ("that", "makes"), ("so", "that's"), ("so", "that", "makes"),
             ("so", "that", "is"), ("making", "it"))
_CHECKED = frozenset({"right", "correct", "yes", "yeah", "total", "in", "all", "?", ",", ".", "then", "now",
                      "isn't", "it", "ok", "okay"})


def count_checked(edits: Sequence[Edit], words: Sequence[str], cart: Any = None) -> list[Edit]:
    """``edits``, or the order read back where the turn asks whether it comes to a count (see the module)."""
    start = next((len(p) for p in _CHECKING if tuple(words[: len(p)]) == p), 0)
    rest = list(words[start:])
    if not start or not rest or not is_count(rest[0]):
        return list(edits)
    said, rest = int(rest[0][1:]), rest[1:]
    item = unsymbol(rest[0])[1] if rest[:1] and rest[0].startswith("item:") else None
    rest = rest[1:] if item else rest
    asked = "?" in words or {"right", "correct"} & set(words)
    held = sum(line.qty for line in cart.lines if item in (None, line.item)) if cart is not None else None
    if not asked and said != held:
        return list(edits)  # said, not asked: a check only where the order holds that many already
    if set(rest) - _CHECKED or not all(only_a_note(e) or isinstance(e, ChangeLine) and e.values_changed() <= {
            "qty", "notes"} for e in edits):
        return list(edits)
    return [ReviewOrder()]
