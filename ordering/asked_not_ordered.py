"""A yes-or-no question of a thing said without its question mark ("do the muffins come warm", "does the
mocha have whipped cream") is answered, not ordered.

The model reads such a turn as an order (it adds a warmed muffin, a mocha with whipped cream), having
learned questions mostly with their question mark. The words tell the question (`asks_of_a_line`): of a
line of the cart that holds the item, the reply answers from the line; of an item the cart lacks, from the
menu ("Yes, the apple bran muffin can be warmed."); nothing is added either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit
from ordering.named_lines import warm_for
from ordering.order_review import asked_not_changed, asks_of_a_line

_VALUE_GROUPS = ("size", "temp", "milk", "caffeine", "prep", "addon")


def asked_not_ordered(edits: Sequence[Edit], text: str, cart: Any, words: Sequence[str],
                      menu: Any) -> list[Edit]:
    """``edits``, or, when the turn only asks of an item and the model added it, the question: of the
    cart's line of that item (`asked_not_changed` reads it), else of the menu, with the values named."""
    if not edits or not all(isinstance(e, AddLine) for e in edits) or not asks_of_a_line(text):
        return list(edits)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if len(items) != 1 or {e.item for e in edits} != {items[0]}:
        return list(edits)  # "is the latte hot" that adds a mocha: not this question
    if any(line.item == items[0] for line in cart.lines):
        return asked_not_changed([], text, cart, words) or [AskMenu(about=items)]
    values = [_value(w, items[0], menu) for w in words
              if ":" in w and w.partition(":")[0] in _VALUE_GROUPS]
    return [AskMenu(about=list(dict.fromkeys([*items, *values])))]


def _value(word: str, item: str, menu: Any) -> str:
    """The value ``word`` names, as "group:name": "warm" said of a food is its warming (`warm_for`)."""
    if menu is not None:
        word = warm_for(menu, item, word)
    return ":".join(unsymbol(word))
