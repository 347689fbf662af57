""""Remove the latte" or "change the latte to a cappuccino" of an order with a mocha and no latte: nothing
changes, and the reply says the order has no latte.

The model, which reads a removal or a swap by its shape, took the one line there was off (the mocha went,
and a latte and a cappuccino came in its place). Where the turn asks a line off or changes it by its item
("remove the latte", "change my latte to …", "make the latte iced"), the item is not ordered in the turn
("a latte"), and the cart has no line of it nor of its kind (a chai latte is a latte too; "the coffee" may
be any coffee drink), the edits give way to the question: the order has no such line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.named_lines import ordered
from ordering.replies import NOT_ORDERED
from ordering.turn_words import REMOVE_WORDS

_CHANGING = REMOVE_WORDS | frozenset({"change", "switch", "swap", "make", "turn", "replace"})
_ANY_DRINK = frozenset({"coffee", "drink", "tea"})  # what may name a line of many items


def absent_line_named(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the question of a line the order lacks where the turn changes or removes one by an item
    no line has (see the module)."""
    named = {words[k + 2] for k in range(len(words) - 2)
             if words[k] in _CHANGING and words[k + 1] in ("the", "my") and words[k + 2].startswith("item:")}
    if len(named) != 1:
        return list(edits)
    token = named.pop()
    item = unsymbol(token)[1]
    if (item in _ANY_DRINK or ordered(words, token) or any(
            line.item == item or item.split()[-1] in line.item.split() for line in cart.lines)):
        return list(edits)
    touched = any(isinstance(e, ChangeLine | RemoveLine) or isinstance(e, AddLine) and e.item == item
                  for e in edits)
    return [AskMenu(about=[NOT_ORDERED, item])] if touched else list(edits)
