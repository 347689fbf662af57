""""And all the milk ones with oat" of two lattes, a cappuccino and an earl grey; "the milky ones with
almond" of a latte, a mocha and an americano: the drinks made with milk take the change, not the others.

The model, which has no word for a drink made with milk, gave the change to every line (the earl grey
got oat milk too) or to the last one (the mocha alone). Where the turn names its lines as the milk ones
("the milk ones", "the milky drinks", "the ones with milk") and the model wrote one change, of one or
more lines, it is made to every line of an item made with milk (the menu's usual milk), holding a milk or
noted "with milk", each that takes it, and to no other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit, change_takes

_MILK_ONES = re.compile(
    r"\b(?:milk|milky)\s+(?:ones|drinks)\b|\b(?:ones|drinks)\s+(?:with|that\s+have)\s+milk\b", re.I)


def milk_drinks_named(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or their one change made to each line made with milk (see the module)."""
    if menu is None or not text or not _MILK_ONES.search(text) or not edits or not all(
            isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    changes = {e.model_copy(update={"ref": 0}).model_dump_json() for e in edits}
    if len(changes) != 1:
        return list(edits)
    change = edits[0]
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if _with_milk(line, menu) and change_takes(cart, change.model_copy(update={"ref": r}), menu)]
    if not refs:
        return list(edits)
    return [change.model_copy(update={"ref": r}) for r in refs]


_NO_MILK = re.compile(r"\b(?:no|without|hold\s+the|skip\s+the)\s+milk\b", re.I)


def _with_milk(line: Any, menu: Any) -> bool:
    """Whether the line is made with milk: of the item's usual milk, a milk chosen, or noted "with milk"."""
    notes = line.notes or ""
    return bool(line.milk or menu.items[line.item].default_milk
                or "milk" in notes.lower() and not _NO_MILK.search(notes))
