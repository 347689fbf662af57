"""'Take off one latte', then 'and one muffin': the removal goes on, one muffin comes off too.

The model read "and one muffin" alone, as an order, and added a third muffin. Where the last turn only
took units or lines off (no line added, no value changed) and this turn is "and" (or "also", "plus") with
a count or an article and one item of the cart, and the model only added that item or wrote nothing, the
turn takes that many off the cart's line of it ("and the muffin": the line).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_GOING_ON = frozenset({"and", "also", "plus"})
_CLOSERS = frozenset({"too", "please", "as", "well", "thanks", ".", "!"})


def removal_continued(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the units the turn names taken off, where it goes on with the last turn's removal
    (see the module)."""
    if not tokens or tokens[0] not in _GOING_ON or not _only_removed(cart):
        return list(edits)
    rest = [t for t in tokens[1:] if t not in _CLOSERS]
    if len(rest) != 2 or not rest[1].startswith("item:") or not (is_count(rest[0]) or rest[0] in (
            "a", "an", "the")):
        return list(edits)
    item = unsymbol(rest[1])[1]
    if any(not isinstance(e, AddLine) or e.item != item for e in edits):
        return list(edits)  # the model's change ("and the muffin warmed" is no removal)
    refs = [k for k, line in enumerate(cart.lines, 1) if line.item == item]
    if not refs:
        return list(edits)
    ref = refs[-1]
    qty = cart.lines[ref - 1].qty
    count = qty if rest[0] == "the" else number_value(rest[0]) if is_count(rest[0]) else 1
    return [RemoveLine(ref=ref)] if count >= qty else [ChangeLine(ref=ref, qty=qty - count)]


def _only_removed(cart: Any) -> bool:
    """Whether the last turn only took units or lines off: counts lowered, lines removed, none added."""
    changed = list(getattr(cart, "changed", None) or [])
    if getattr(cart, "added", None) or not (changed or getattr(cart, "removed", None)):
        return False
    for c in changed:
        if c.fields_set() != {"qty"} or c.change["qty"] >= c.line.qty:
            return False
    return True
