""""Remove the vanilla from my order" takes the vanilla off the latte; it does not clear the order.

The model read "remove … from my order" as the order cleared, and the customer lost every line for one
add-on ("remove the whipped cream from my order", "remove the oat milk from my order"). Where the model
cleared the order (and added nothing), the turn names a thing the order holds (an add-on, a preparation, a
milk, decaf, an item) and says nothing of the whole order ("everything", "all", "start over"), the thing
named comes off the lines that hold it: the add-on or preparation taken off, the milk or caffeine back to
the item's usual, the item's lines removed. Where no line holds it, nothing changes and the reply says
the order has none of it, rather than the order being lost; of an order of one line that may be made
without it ("remove the whipped cream" of a hot chocolate), the line is made without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, RemoveLine
from ordering.replies import NOT_ORDERED

_WHOLE = frozenset({"everything", "all", "whole", "entire", "start", "over", "restart", "anything"})
_UNSET = ("milk", "caffeine", "temp", "size")


def clear_not_meant(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any = None) -> list[Edit]:
    """``edits``, or the thing named taken off the lines that hold it where the model cleared the order
    (see the module)."""
    if not any(isinstance(e, ClearCart) for e in edits) or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    named = [unsymbol(w) for w in words if ":" in w and unsymbol(w)[0] in ("item", "addon", "prep", *_UNSET)]
    if not named or _WHOLE.intersection(words) or not cart.lines:
        return list(edits)
    out: list[Edit] = []
    for ref, line in enumerate(cart.lines, start=1):
        if any(group == "item" and line.item == name for group, name in named):
            out.append(RemoveLine(ref=ref))
            continue
        drop = [name for group, name in named if group in ("addon", "prep") and line.holds(group, name)]
        unset = [group for group, name in named if group in _UNSET and line.holds(group, name)]
        if drop or unset:
            out.append(ChangeLine(ref=ref, drop=drop, unset=unset))
    if out:
        return out
    group, name = named[0]
    if len(cart.lines) == 1 and group == "addon" and menu is not None and menu.allows(
            cart.lines[0].item, "removal", name):  # "remove the whipped cream" of a hot chocolate: none on it
        return [ChangeLine(ref=1, drop=[name])]
    return [AskMenu(about=[NOT_ORDERED, name])]  # "Your order has no caramel syrup — nothing has changed."


_REMOVING = frozenset({"remove", "delete", "drop", "cancel", "scrap", "scratch", "clear", "rid", "ditch",
                       "lose", "forget", "take", "off", "out"})
_THE_WHOLE = (("everything",), ("all", "of", "it"), ("it", "all"), ("the", "whole", "order"),
              ("the", "whole", "thing"), ("the", "entire", "order"), ("all", "of", "that"), ("all", "that"))


def all_removed(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the order cleared where the turn removes "everything" ("get rid of everything", "drop
    it all", "take the whole order off") naming nothing, and the model removed only some of its lines (it
    removed the latte and kept the cappuccino)."""
    if not cart.lines or any(":" in w for w in words) or not _REMOVING.intersection(words):
        return list(edits)
    if not any(tuple(words[k : k + len(p)]) == p for p in _THE_WHOLE for k in range(len(words))):
        return list(edits)
    if not edits or not all(isinstance(e, RemoveLine) for e in edits):
        return list(edits)
    return [ClearCart()]
