""""A hot tea and an iced tea" (which tea?), "earl grey for the hot one", then "and oolong for the iced": an
iced oolong tea beside the hot earl grey.

The customer names the item for the one of those asked of by its value ("for the iced one"); the model
read the value as a change of the line ordered and made the earl grey iced, and the oolong was lost. Where
the turn names one item the cart has no line of, followed by "for the" and values (and "one"), and the
model added nothing, that item is added with those values, as far as it takes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_OPENING = frozenset({"and", "then", "ok", "okay", "so", "oh", ",", "the", "a", "an", "n1"})
_ENDS = frozenset({"n1", "one", "please", "thanks", ".", "!"})


def item_for_the_valued(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item said "for the <value> one" added with that value (see the module)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if menu is None or len(items) != 1 or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    at = items[0]
    item = unsymbol(words[at])[1]
    if item not in menu.items or any(line.item == item for line in cart.lines):
        return list(edits)
    if any(w not in _OPENING for w in words[:at]) or words[at + 1 : at + 3] != ["for", "the"]:
        return list(edits)
    rest = list(words[at + 3 :])
    while rest and rest[-1] in _ENDS:
        rest.pop()
    values = [unsymbol(w) for w in rest]
    if not values or any(g not in CHOICE_GROUPS or not name for g, name in values):
        return list(edits)
    taken = {g: name for g, name in values if menu.allows(item, g, name)}
    return [AddLine(item=item, **taken)]
