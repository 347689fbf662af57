"""A count written with "x" is the line's count: "latte x2", "cappuccino 2x", "2 x muffin" are two of each;
said of an add-on it is the add-on's ("a latte with 2x vanilla").

Chat shorthand the model never saw in training: it read the item and lost the count (one latte). Where an
item's word is right after or right before a count joined to it by "x", and the model added one line of
that item with one unit, that line gets the count.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_ADD_ONS = {AddLine: "addons", ChangeLine: "add_addons"}  # where each edit holds its add-on counts


def times_counted(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the count said with "x" beside an item given to the model's one line of it, and beside
    an add-on to the one line the model gave one of it."""
    out = list(edits)
    for at, word in enumerate(words):
        count = _count_beside(words, at) if word.startswith(("item:", "addon:")) else None
        if count is None or count < 2:
            continue
        name = unsymbol(word)[1]
        if word.startswith("item:"):
            lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == name]
            if len(lines) == 1 and out[lines[0]].qty == 1:
                out[lines[0]] = out[lines[0]].model_copy(update={"qty": count})
            continue
        holders = [k for k, e in enumerate(out)
                   if type(e) in _ADD_ONS and getattr(e, _ADD_ONS[type(e)]).get(name) == 1]
        if len(holders) == 1:  # "a latte with 2x vanilla": two of the add-on
            edit = out[holders[0]]
            counts = {**getattr(edit, _ADD_ONS[type(edit)]), name: count}
            out[holders[0]] = edit.model_copy(update={_ADD_ONS[type(edit)]: counts})
    return out


def _count_beside(words: Sequence[str], at: int) -> int | None:
    """The count joined by "x" to the item at ``at``: "x n2" or "n2 x" after it, "n2 x" before it."""
    after, before = list(words[at + 1 : at + 3]), list(words[max(0, at - 2) : at])
    for count, x in ((after[1:2], after[:1]), (after[:1], after[1:2]), (before[:1], before[1:2])):
        if x == ["x"] and count and count[0] in NUMBERS and count[0] != "nbig":
            return number_value(count[0])
    return None
