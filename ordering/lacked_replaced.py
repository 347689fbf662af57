""""Two flat whites and a smoothie" ("Sorry, we don't have a smoothie."), then "ok a mocha instead": the
mocha takes the smoothie's place, not the flat whites'.

The model reads "instead" as a swap of a line of the cart and removed the flat whites ("Changed the 2 flat
whites to a mocha"), or wrote nothing it could apply ("no scone, make it a blueberry muffin": a note on
the latte). Where the last turn ordered a thing the menu lacks (`Cart.lacked`) and this turn names one
item of the menu, said "instead", "rather", "then" or "make it", or "no" with the words of the thing
lacked, that item is added and no line of the cart is removed or changed: the customer chose another thing
for the one we don't have. A turn that names a line of the cart too ("a mocha instead of the flat whites")
is the model's.

A thing lacked said of an item of ours ("a pumpkin spice latte": a latte added, "Sorry, we don't have
pumpkin spice."), then "ok then a cinnamon latte", is that latte made so, not a second latte beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, added_as_change, change_as_added

_INSTEAD = frozenset({"instead", "rather", "then"})
_ARTICLES = frozenset({"a", "an", "the", "some"})


def lacked_replaced(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` as the choice of another thing for the one the menu lacks (see the module)."""
    lacked = getattr(cart, "lacked", None)
    items = [unsymbol(w)[1] for w in words if w.startswith("item:")]
    if not lacked or menu is None or len(items) != 1 or items[0] not in menu.items:
        return list(edits)
    if any(line.item == items[0] for line in cart.lines) and any(
            words[k] in ("just", "only") and words[k + 1] in ("the", "my") for k in range(len(words) - 1)):
        return list(edits)  # "ok just the chai then" of a chai ordered: the other lines go (`only_kept`)
    said = set(words)
    lacked_words = {w for thing in lacked for w in thing.split() if w not in _ARTICLES}
    if not (said & _INSTEAD or {"make", "it"} <= said or "no" in said and lacked_words & said):
        return list(edits)
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    beside = [r for r, line in enumerate(cart.lines, start=1)
              if line.id in getattr(cart, "added", ()) and line.item == items[0]]
    if len(beside) == 1 and changes and all(e.ref == beside[0] for e in changes) and all(
            isinstance(e, ChangeLine) for e in edits):
        return list(edits)  # "a pumpkin spice latte" added a latte: "then a latte with cinnamon" is it
    adds = [e for e in edits if isinstance(e, AddLine)]
    flavour = all(thing.split()[0] not in _ARTICLES for thing in lacked)  # "pumpkin spice", not "a cookie"
    if flavour and len(beside) == 1 and len(edits) == 1 and adds and adds[0].item == items[0] and (
            adds[0].qty == 1):  # "then a cinnamon latte": that latte
        return [added_as_change(adds[0], beside[0])]
    kept = [e for e in edits if not isinstance(e, RemoveLine | ChangeLine)]
    if not any(isinstance(e, AddLine) and e.item == items[0] for e in kept):
        one_line = len({e.ref for e in changes}) == 1
        kept.append(change_as_added(items[0], changes[0]) if one_line else AddLine(item=items[0]))
    return kept
