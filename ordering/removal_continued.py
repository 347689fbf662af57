"""'Take off one latte', then 'and one muffin': the removal goes on, one muffin comes off too.

The model read "and one muffin" alone, as an order, and added a third muffin; "and one of the lattes" it
read as the lattes' new count (three made one). Where the last turn only took units or lines off (no line
added, no value changed) and this turn is "and" (or "also", "plus") with a count or an article and one
item of the cart ("of the" between), and the model only added that item, recounted its line or wrote
nothing, the turn takes that many off the cart's line of it ("and the muffin": the line).
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
    if len(rest) == 4 and rest[1:3] in (["of", "the"], ["of", "those"]):  # "and one of the lattes"
        rest = [rest[0], rest[3]]
    if len(rest) != 2 or not rest[1].startswith("item:") or not (is_count(rest[0]) or rest[0] in (
            "a", "an", "the", "one")):
        return list(edits)
    item = unsymbol(rest[1])[1]
    refs = [k for k, line in enumerate(cart.lines, 1) if line.item == item]
    if not refs:
        return list(edits)
    ref = refs[-1]
    recounted = [e for e in edits
                 if isinstance(e, ChangeLine) and e.ref == ref and e.values_changed() == {"qty"}]
    if any(not isinstance(e, AddLine) or e.item != item for e in edits if e not in recounted):
        return list(edits)  # the model's change ("and the muffin warmed" is no removal)
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


_ALSO = frozenset({"either", "too", "also", "as", "well"})


def add_on_removal_continued(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the add-on the turn names taken off the line the last turn took one off, where the
    last turn only took add-ons off ("remove the whipped cream") and this turn goes on with "and the
    <add-on>" / "and no <add-on> either": the model read "and the caramel" as the caramel asked again
    ("The mocha has caramel syrup already")."""
    changed = list(getattr(cart, "changed", None) or [])
    if not tokens or tokens[0] not in _GOING_ON or not changed or getattr(cart, "added", None) or any(
            c.fields_set() != {"drop"} for c in changed) or len({c.line.id for c in changed}) != 1:
        return list(edits)
    rest = [t for t in tokens[1:] if t not in _CLOSERS and t not in _ALSO]
    if rest[:1] in (["the"], ["no"], ["without"]):
        rest = rest[1:]
    if len(rest) != 1 or not rest[0].startswith("addon:"):
        return list(edits)
    add_on = unsymbol(rest[0])[1]
    ref = next((k for k, line in enumerate(cart.lines, 1) if line.id == changed[0].line.id), None)
    if ref is None or add_on not in cart.lines[ref - 1].addons or any(
            not isinstance(e, ChangeLine) or (set(e.add_addons) | set(e.drop)) - {add_on} for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, drop=[add_on])]
