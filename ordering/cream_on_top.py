""""A hot chocolate with cream": whipped cream on top, not half and half refused.

"Cream" is one of the words of half and half, the milk a coffee takes; the model set it as the hot
chocolate's milk, which the hot chocolate does not take, and the customer heard "Half and half isn't
available for the hot chocolate — whole milk, nonfat milk or almond milk?". Where the turn says "cream"
(not "half and half", "breve" or "light cream") and the model set half and half on a line whose item does
not take it but takes whipped cream, the whipped cream is what was asked for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit, item_of, only_a_note

_CREAM = re.compile(r"\bcream\b", re.I)
_MILK_SAID = re.compile(r"\b(?:half\s*(?:and|&|-)\s*half|breve|light\s+cream|single\s+cream)\b", re.I)
_MILK, _TOPPING = "half and half", "whipped cream"
_NO_CREAM = re.compile(
    r"\b(?:no|without|hold\s+the|skip\s+the|minus)\s+(?:the\s+|any\s+)?cream\b(?!\s+cheese)", re.I)


def cream_on_top(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with half and half said "cream" of an item that takes whipped cream and no half and half
    made the whipped cream (see the module)."""
    if menu is None or not text or not _CREAM.search(_NO_CREAM.sub(" ", text)) or _MILK_SAID.search(text):
        return list(edits)  # no cream said but "no cream" (`no_cream_on_top`)
    out = []
    for edit in edits:
        item = item_of(edit, cart)  # a line added or changed: it has a milk
        if (item and edit.milk == _MILK and not menu.allows(item, "milk", _MILK)
                and menu.allows(item, "addon", _TOPPING)):
            field = "addons" if isinstance(edit, AddLine) else "add_addons"
            edit = edit.model_copy(update={"milk": None, field: {**getattr(edit, field), _TOPPING: 1}})
        out.append(edit)
    return out


def read_as_topping(add: AddLine, group: str, name: str) -> bool:
    """Whether the value said of ``add`` is the half and half its whipped cream was read from ("a hot
    chocolate with cream"): no value to refuse (`values_refused`)."""
    return group == "milk" and name == _MILK and _TOPPING in add.addons


def no_cream_on_top(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the whipped cream taken off the line a note "no cream" was written on, where that line's
    item takes whipped cream and no half and half ("a hot chocolate", then "no cream on top please": it was
    noted "no cream", and the whipped cream a hot chocolate may come with stayed on the ticket's reading)."""
    if menu is None or not text or not _NO_CREAM.search(text) or _MILK_SAID.search(text):
        return list(edits)
    out = []
    for edit in edits:
        item = item_of(edit, cart)
        taken = item and menu.allows(item, "addon", _TOPPING) and not menu.allows(item, "milk", _MILK) and (
            _NO_CREAM.fullmatch(edit.notes or ""))
        if taken and isinstance(edit, ChangeLine) and only_a_note(edit):
            edit = ChangeLine(ref=edit.ref, drop=[_TOPPING])
        elif taken and isinstance(edit, AddLine):  # "a hot chocolate, no cream"
            edit = edit.model_copy(update={"notes": None, "removals": [*edit.removals, _TOPPING]})
        out.append(edit)
    return out
