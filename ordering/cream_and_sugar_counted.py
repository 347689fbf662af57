""""A coffee, one and one", "two coffees two and two": creams and sugars counted, the diner's way.

"One and one" is a word of the menu for half and half, so the coffee came with cream and no sugar; "two and
two" named nothing, and the coffees came black. Said right after a coffee or tea (a drink made without milk)
the turn orders or changes (after its item, or alone of the line the model changed), "<n> and <m>" is n creams
and m sugars: half and half, m sugars, and where n is more than one, the count of creams noted ("2 creams"),
as "a coffee with 2 creams" is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import AddLine, ChangeLine, Edit, item_of, note_after

_CREAM = "half and half"
_SUGAR = "sugar"
_ONE_AND_ONE = "milk:half_and_half"  # the menu's word for "one and one" (and for "cream")
_SAID_ONE_AND_ONE = re.compile(r"\bone\s+and\s+one\b", re.I)
_BEFORE = frozenset({",", "with", "it", "them", "that"})  # "make it one and one"
_ENDS = frozenset({"", ",", ".", "!", "please", "thanks", "and"})


def cream_and_sugar_counted(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                            menu: Any) -> list[Edit]:
    """``edits`` with "<n> and <m>" said of a coffee as n creams and m sugars (see the module)."""
    if _ONE_AND_ONE not in words and "and" not in words:
        return list(edits)
    counted = _counts_said(words, bool(_SAID_ONE_AND_ONE.search(text or "")))
    if counted is None or menu is None:
        return list(edits)
    creams, sugars = counted
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    if len(lines) != 1:
        return list(edits)
    edit = edits[lines[0]]
    item = item_of(edit, cart)
    if item is None or item not in menu.items or menu.items[item].default_milk or not menu.allows(
            item, "milk", _CREAM) or not menu.allows(item, "addon", _SUGAR):
        return list(edits)  # a latte's "two and one" is no cream and sugar
    notes = note_after(edit.notes, f"{creams} creams") if creams > 1 else edit.notes
    field = "addons" if isinstance(edit, AddLine) else "add_addons"
    made = edit.model_copy(update={"milk": _CREAM, field: {**getattr(edit, field), _SUGAR: sugars},
                                   "notes": notes})
    return [*edits[: lines[0]], made, *edits[lines[0] + 1 :]]


def _counts_said(words: Sequence[str], one_and_one: bool) -> tuple[int, int] | None:
    """(creams, sugars) of "one and one" (the menu's half and half, ``one_and_one`` said so) or "n2 and n2"
    said right after an item, "with", "it" or a comma, or at the start of the turn, and ending its
    phrase; None otherwise."""
    for at, word in enumerate(words):
        before = words[at - 1] if at else ""
        if before and not (before.startswith("item:") or before in _BEFORE):
            continue
        if word == _ONE_AND_ONE and one_and_one and words.count(_ONE_AND_ONE) == 1:
            after, counts = words[at + 1 : at + 2], (1, 1)
        elif is_count(word) and words[at + 1 : at + 2] == ["and"] and is_count(
                (words[at + 2 : at + 3] or [""])[0]):
            after, counts = words[at + 3 : at + 4], (number_value(word), number_value(words[at + 2]))
        else:
            continue
        if (after[0] if after else "") in _ENDS and 1 <= counts[0] <= 4 and 1 <= counts[1] <= 4:
            return counts
    return None
