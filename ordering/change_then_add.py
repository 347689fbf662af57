"""A change of a line and then an item added: "a latte", then "change that to decaf please and add a muffin".

The model read "change that to … a muffin" as a swap: the latte came off and a muffin went on ("make it
iced, and can i also get a muffin" lost the iced). Where the turn changes "that" / "it" to values alone
("to decaf", "to a large"), and after "and" (or "plus") adds an item (with values of its own: "add a
blueberry muffin warmed"), and the model added that item and removed one line or nothing else, the line
removed (else the order's last) takes the values and stays; the item added has none of them ("make it iced
and add a large mocha": the model iced the mocha too).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.turn_words import kind_of, value_fields
from ordering.values_placed import has_value, without_value

_CHANGING = frozenset({"change", "switch", "make", "turn", "keep", "leave"})  # "no, keep it large and …"
_POINTING = frozenset({"that", "it", "this"})
_VALUES = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon"})
_BETWEEN = frozenset({"to", "into", "a", "an", "please", ","})
_ADDING = frozenset({"and", "plus", "also", "add", "can", "you", "i", "get", "have", "a", "an", "too",
                     "please"})


def change_then_add(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the line changed to the values said kept, beside the item added (see the module)."""
    removed = [e.ref for e in edits if isinstance(e, RemoveLine)]
    added = [e for e in edits if isinstance(e, AddLine)]
    if len(added) != 1 or len(removed) > 1 or len(edits) != 1 + len(removed) or not cart.lines:
        return list(edits)  # the model swapped the line, or lost its change: "make it iced, and a muffin"
    ref = removed[0] if removed else len(cart.lines)
    if not 1 <= ref <= len(cart.lines):
        return list(edits)
    at = next((k for k in range(len(words) - 1) if words[k] in _CHANGING and words[k + 1] in _POINTING), None)
    if at is None:
        return list(edits)
    k = at + 2
    values = []
    while k < len(words) and (words[k] in _BETWEEN or kind_of(words[k]) in _VALUES):
        if ":" in words[k]:
            values.append(words[k])
        k += 1
    rest = words[k:]
    items = [w for w in rest if w.startswith("item:")]
    if not values or rest[:1] not in (["and"], ["plus"]) or len(items) != 1 or not set(
            w for w in rest if ":" not in w) <= _ADDING:  # the item's own values ("a muffin warmed") too
        return list(edits)
    if items[0] != f"item:{added[0].item.replace(' ', '_')}":
        return list(edits)
    fields, addons = value_fields(values)
    new = added[0]
    for value in values:  # "make it iced and add a large mocha": the iced is the latte's, not the mocha's
        if value not in rest and has_value(new, value):
            new = without_value(new, value)
    return [ChangeLine(ref=ref, add_addons=addons, **fields), new]
